/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "bst-ai.h"
#include "bst-cli.h"
#include "bst-playout.h"

/* bench ai: how many search iterations a level runs in a fixed time on
 * one core in the opening, and how long a move at the default budget
 * takes in the opening and in the middle game. Medians over several
 * positions, as the machine may be shared. */

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof *values, (int (*) (const void *, const void *)) compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static void
add_double (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

int
bst_cli_bench_ai (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *level_name = g_strdup ("hard");
  g_auto (GStrv) rule_args = NULL;
  gint64 runs = 5, seed = 1, midgame = 30;
  double seconds = 0.5;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_name, N_("easy, medium or hard (default hard)"), "LEVEL" },
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, N_("Positions to time (default 5)"), "N" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Search time per opening position (default 0.5)"), "S" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("First seed"), "S" },
    { "midgame", 0, 0, G_OPTION_ARG_INT64, &midgame, N_("Random turns before the middle-game position"), "N" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &rule_args, N_("Set a rule (see “rules”)"), "NAME=VALUE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autofree double *rates = NULL, *open_times = NULL, *mid_times = NULL;
  g_autofree BstState *state = g_new (BstState, 1);
  double max_move = 0;
  BstAiLevel level;
  BstRuleSet rules;
  GError *error = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;
  if (!bst_ai_level_from_name (level_name, &level))
    {
      g_printerr (_("bastide-cli: unknown level “%s”\n"), level_name);
      return 2;
    }
  bst_rule_set_init_default (&rules);
  if (!bst_cli_apply_rules (&rules, rule_args, &error))
    return bst_cli_fail (error);
  runs = CLAMP (runs, 1, 1000);
  rates = g_new (double, runs);
  open_times = g_new (double, runs);
  mid_times = g_new (double, runs);

  for (gint64 r = 0; r < runs; r++)
    {
      BstAiOptions options;
      BstAiStats stats;
      BstMove move;
      BstRng rng;

      bst_state_init_game (state, &rules, (guint64) (seed + r));

      /* Iterations in a fixed time. */
      bst_ai_options_init (&options, level);
      options.seed = (guint64) r;
      options.iterations = level == BST_AI_EASY ? 0 : G_MAXUINT;
      options.max_seconds = seconds;
      bst_ai_choose_move_full (state, level, &options, &move, &stats, NULL);
      rates[r] = stats.iterations / MAX (stats.seconds, 1e-9);

      /* A move at the default budget, in the opening and later. */
      bst_ai_choose_move_full (state, level, NULL, &move, &stats, NULL);
      open_times[r] = stats.seconds;
      max_move = MAX (max_move, stats.seconds);
      bst_rng_seed (&rng, (guint64) (seed + r), 7);
      for (gint64 t = 0; t < midgame && !bst_state_is_over (state); t++)
        bst_playout_random_turn (state, &rng, NULL);
      if (!bst_state_is_over (state))
        {
          bst_ai_choose_move_full (state, level, NULL, &move, &stats, NULL);
          mid_times[r] = stats.seconds;
          max_move = MAX (max_move, stats.seconds);
        }
      else
        mid_times[r] = 0;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder, bst_ai_level_name (level));
  json_builder_set_member_name (builder, "runs");
  json_builder_add_int_value (builder, runs);
  add_double (builder, "iterations_per_s", median (rates, runs));
  add_double (builder, "iterations_per_half_second", median (rates, runs) * 0.5);
  add_double (builder, "opening_move_s", median (open_times, runs));
  add_double (builder, "midgame_move_s", median (mid_times, runs));
  add_double (builder, "slowest_move_s", max_move);
  json_builder_end_object (builder);

  if (json)
    bst_cli_print_json (builder);
  else
    {
      printf ("level                       %s\n", bst_ai_level_name (level));
      printf ("iterations/s (opening)      %.0f (median of %" G_GINT64_FORMAT ")\n", median (rates, runs), runs);
      printf ("iterations per 0.5 s        %.0f\n", median (rates, runs) * 0.5);
      printf ("default move, opening       %.3f s (median)\n", median (open_times, runs));
      printf ("default move, middle game   %.3f s (median)\n", median (mid_times, runs));
      printf ("slowest default move        %.3f s\n", max_move);
    }
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bst-ai.h"
#include "bst-cli.h"
#include "bst-cli-bench-report.h"
#include "bst-playout.h"

/* bench ai: how many search iterations a level runs in a fixed time on
 * one core in the opening, and how long a move at the default budget
 * takes in the opening and in the middle game, in CPU time. A move of Easy
 * takes microseconds, so its moves are timed many at a time. Expert
 * searches for a time on several threads: its iterations per second are
 * measured on one thread and on --threads, with the speed-up, and its moves
 * are timed by the clock at the wall, against the budget of --seconds.
 * Medians and the lowest and highest over several positions, as the
 * machine may be shared. */

/* Microseconds of CPU time a move of @level takes at its default budget. */
static double
time_move (const BstState     *state,
           BstAiLevel          level,
           const BstAiOptions *expert,
           BstAiStats         *stats)
{
  guint repeats = level == BST_AI_EASY ? 500 : 1;
  double start = bst_bench_thread_seconds ();
  BstMove move;

  if (level == BST_AI_EXPERT)
    {
      bst_ai_choose_move_full (state, level, expert, &move, stats, NULL);
      return stats->seconds * 1e6;
    }
  for (guint i = 0; i < repeats; i++)
    bst_ai_choose_move_full (state, level, NULL, &move, stats, NULL);
  return (bst_bench_thread_seconds () - start) * 1e6 / repeats;
}

/* Expert's iterations per second on @threads threads, in wall-clock time. */
static double
expert_rate (const BstState *state, guint threads, double seconds, guint64 seed)
{
  BstAiOptions options;
  BstAiStats stats;
  BstMove move;

  bst_ai_options_init (&options, BST_AI_EXPERT);
  options.seed = seed;
  options.iterations = G_MAXUINT;
  options.max_seconds = seconds;
  options.threads = threads;
  bst_ai_choose_move_full (state, BST_AI_EXPERT, &options, &move, &stats, NULL);
  return stats.iterations / MAX (stats.seconds, 1e-9);
}

int
bst_cli_bench_ai (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *level_name = NULL;   /* GOption would leak a default */
  g_auto (GStrv) rule_args = NULL;
  gint64 runs = 5, seed = 1, midgame = 30, threads = 2;
  double seconds = 0.5;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_name, N_("beginner, easy, medium, hard or expert (default hard)"), "LEVEL" },
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, N_("Positions to time (default 5)"), "N" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Search time per opening position (default 0.5)"), "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT64, &threads, N_("Expert's threads, compared with one (default 2)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("First seed"), "S" },
    { "midgame", 0, 0, G_OPTION_ARG_INT64, &midgame, N_("Random turns before the middle-game position"), "N" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &rule_args, N_("Set a rule (see “rules”)"), "NAME=VALUE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (BstBenchReport) report = bst_bench_report_new ();
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree char *many = NULL;
  BstAiOptions expert;
  double max_move = 0;
  BstAiLevel level;
  BstRuleSet rules;
  GError *error = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;
  if (level_name == NULL)
    level_name = g_strdup ("hard");
  if (!bst_ai_level_from_name (level_name, &level))
    {
      g_printerr (_("bastide-cli: unknown level “%s”\n"), level_name);
      return 2;
    }
  bst_rule_set_init_default (&rules);
  if (!bst_cli_apply_rules (&rules, rule_args, &error))
    return bst_cli_fail (error);
  runs = CLAMP (runs, 1, 1000);
  threads = CLAMP (threads, 1, 256);
  many = g_strdup_printf ("iterations_per_s_%u_threads", (guint) threads);
  bst_ai_options_init (&expert, BST_AI_EXPERT);
  expert.max_seconds = seconds;
  expert.threads = (guint) threads;
  bst_bench_report_add_string (report, "level", bst_ai_level_name (level));
  bst_bench_report_add_int (report, "runs", runs);
  if (level == BST_AI_EXPERT)
    bst_bench_report_add_int (report, "threads", threads);

  for (gint64 r = 0; r < runs; r++)
    {
      BstAiStats stats;
      BstRng rng;
      double move_us;

      bst_state_init_game (state, &rules, (guint64) (seed + r));

      /* Iterations in a fixed time: the search levels only. */
      if (level == BST_AI_EXPERT)
        {
          double one = expert_rate (state, 1, seconds, (guint64) r);

          bst_bench_report_add_sample (report, "iterations_per_s_1_thread", one);
          if (threads > 1)
            {
              double rate = expert_rate (state, (guint) threads, seconds, (guint64) r);
              bst_bench_report_add_sample (report, many, rate);
              bst_bench_report_add_sample (report, "speedup", rate / MAX (one, 1e-9));
            }
        }
      else if (level != BST_AI_EASY)
        {
          BstAiOptions options;
          BstMove move;

          bst_ai_options_init (&options, level);
          options.seed = (guint64) r;
          options.iterations = G_MAXUINT;
          options.max_seconds = seconds;
          bst_ai_choose_move_full (state, level, &options, &move, &stats, NULL);
          bst_bench_report_add_sample (report, "iterations_per_s",
                                       stats.iterations / MAX (stats.seconds, 1e-9));
        }

      /* A move at the default budget, in the opening and later. */
      move_us = time_move (state, level, &expert, &stats);
      bst_bench_report_add_sample (report, "opening_move_us", move_us);
      max_move = MAX (max_move, move_us);
      bst_rng_seed (&rng, (guint64) (seed + r), 7);
      for (gint64 t = 0; t < midgame && !bst_state_is_over (state); t++)
        bst_playout_random_turn (state, &rng, NULL);
      if (!bst_state_is_over (state))
        {
          move_us = time_move (state, level, &expert, &stats);
          bst_bench_report_add_sample (report, "midgame_move_us", move_us);
          max_move = MAX (max_move, move_us);
        }
    }
  if (level == BST_AI_EASY)
    bst_bench_report_add_int (report, "opening_moves_per_s",
                              (gint64) (1e6 / bst_bench_report_median (report, "opening_move_us")));
  bst_bench_report_add_int (report, "slowest_move_us", (gint64) ceil (max_move));
  bst_bench_report_print (report, json);
  return 0;
}

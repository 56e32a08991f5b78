/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "bst-cli.h"
#include "bst-playout.h"
#include "bst-puzzle-solver.h"

/* `bastide-cli bench puzzle`: the exhaustive best-move search (points this
 * turn) on a 60-tile position from a seeded random game, timed as the
 * median of several runs. A margin search over the next tile, with the
 * bag cut to it, is timed too. */

#define POLICY_STREAM 0x706c6179u
#define BOARD_TILES   60

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* Plays random turns, meeples included, until BOARD_TILES tiles lie on
 * the board; FALSE if the game ends first. */
static gboolean
build_position (guint64 seed, BstState *state)
{
  BstRuleSet rules;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  bst_state_init_game (state, &rules, seed);
  bst_rng_seed (&rng, seed, POLICY_STREAM);
  while (state->n_tiles < BOARD_TILES && !bst_state_is_over (state))
    bst_playout_random_turn (state, &rng, NULL);
  return !bst_state_is_over (state);
}

static void
add_double (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static void
add_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

/* Times @runs searches; returns FALSE with @error when one fails. */
static gboolean
time_search (const BstState    *state,
             BstPuzzleMeasure   measure,
             guint              runs,
             double            *seconds,
             GArray            *moves,
             int               *value,
             guint64           *nodes,
             GError           **error)
{
  g_autofree double *times = g_new (double, runs);

  for (guint r = 0; r < runs; r++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!bst_puzzle_solver_best_moves (state, measure, moves, value, nodes, error))
        return FALSE;
      times[r] = (g_get_monotonic_time () - start) / 1e6;
    }
  *seconds = median (times, runs);
  return TRUE;
}

int
bst_cli_bench_puzzle (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("");
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstState *short_bag = g_new (BstState, 1);
  gint64 seed = 1, runs = 5;
  gboolean json = FALSE;
  double seconds, margin_seconds;
  guint64 nodes, margin_nodes;
  guint best_moves;
  int value, margin;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the game the position comes from"), "S" },
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, N_("Runs to take the median of"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Times the exhaustive best-move search of a puzzle on a 60-tile position."));
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;
  if (argc != 1 || runs < 1 || runs > 1000)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);
      g_printerr ("%s", help);
      return 2;
    }

  /* The odd seed whose game discards its way to an early end: the next. */
  while (!build_position ((guint64) seed, state))
    seed++;

  if (!time_search (state, BST_PUZZLE_MEASURE_POINTS, (guint) runs, &seconds, moves, &value,
                    &nodes, &error))
    return bst_cli_fail (error);
  best_moves = moves->len;

  /* The margin after the tile in hand and one more from a fixed order. */
  bst_state_copy (short_bag, state);
  short_bag->n_bag = MIN (short_bag->n_bag, 1);
  short_bag->fixed_order = TRUE;
  if (!time_search (short_bag, BST_PUZZLE_MEASURE_MARGIN, (guint) runs, &margin_seconds, moves,
                    &margin, &margin_nodes, &error))
    return bst_cli_fail (error);

  json_builder_begin_object (builder);
  add_int (builder, "seed", seed);
  add_int (builder, "board_tiles", state->n_tiles);
  add_int (builder, "runs", runs);
  add_int (builder, "moves_searched", (gint64) nodes);
  add_int (builder, "best_moves", best_moves);
  add_int (builder, "best_points", value);
  add_double (builder, "median_seconds", seconds);
  add_int (builder, "margin_2_tiles_turns", (gint64) margin_nodes);
  add_int (builder, "margin_2_tiles_best_moves", moves->len);
  add_int (builder, "margin_2_tiles_value", margin);
  add_double (builder, "margin_2_tiles_median_seconds", margin_seconds);
  json_builder_end_object (builder);

  if (json)
    bst_cli_print_json (builder);
  else
    {
      g_autoptr (JsonNode) root = json_builder_get_root (builder);
      JsonObject *object = json_node_get_object (root);
      g_autoptr (GList) members = json_object_get_members (object);

      for (GList *l = members; l; l = l->next)
        {
          JsonNode *node = json_object_get_member (object, l->data);
          if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
            printf ("%-30s %.6f\n", (char *) l->data, json_node_get_double (node));
          else
            printf ("%-30s %" G_GINT64_FORMAT "\n", (char *) l->data, json_node_get_int (node));
        }
    }
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>

#include "bst-cli.h"
#include "bst-cli-bench-report.h"
#include "bst-playout.h"
#include "bst-puzzle-solver.h"

/* `bastide-cli bench puzzle`: the exhaustive best-move search (points this
 * turn) on a 60-tile position from a seeded random game, timed as the
 * median of several runs. A margin search over the next tile, with the
 * bag cut to it, is timed too. CPU time of one thread. */

#define POLICY_STREAM 0x706c6179u
#define BOARD_TILES   60

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

/* Times @runs searches into @report as @figure (microseconds a search); returns
 * FALSE with @error when one fails. */
static gboolean
time_search (const BstState    *state,
             BstPuzzleMeasure   measure,
             guint              runs,
             BstBenchReport    *report,
             const char        *figure,
             GArray            *moves,
             int               *value,
             guint64           *nodes,
             GError           **error)
{
  for (guint r = 0; r < runs; r++)
    {
      double start = bst_bench_thread_seconds ();

      if (!bst_puzzle_solver_best_moves (state, measure, moves, value, nodes, error))
        return FALSE;
      bst_bench_report_add_sample (report, figure, (bst_bench_thread_seconds () - start) * 1e6);
    }
  return TRUE;
}

int
bst_cli_bench_puzzle (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("");
  g_autoptr (BstBenchReport) report = bst_bench_report_new ();
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstState *short_bag = g_new (BstState, 1);
  gint64 seed = 1, runs = 5;
  gboolean json = FALSE;
  guint64 nodes, margin_nodes;
  int value, margin;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the game the position comes from"), "S" },
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, N_("Runs to take the median of"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (!bst_cli_parse_command (context, entries,
                              _("Times the exhaustive best-move search of a puzzle on a 60-tile position."),
                              &argc, &argv))
    return 2;
  if (argc != 1 || runs < 1 || runs > 1000)
    {
      bst_cli_print_help (context);
      return 2;
    }

  /* The odd seed whose game discards its way to an early end: the next. */
  while (!build_position ((guint64) seed, state))
    seed++;

  bst_bench_report_add_int (report, "seed", seed);
  bst_bench_report_add_int (report, "board_tiles", state->n_tiles);
  if (!time_search (state, BST_PUZZLE_MEASURE_POINTS, (guint) runs, report, "search_us", moves,
                    &value, &nodes, &error))
    return bst_cli_fail (error);
  bst_bench_report_add_int (report, "moves_searched", (gint64) nodes);
  bst_bench_report_add_int (report, "best_moves", moves->len);
  bst_bench_report_add_int (report, "best_points", value);

  /* The margin after the tile in hand and one more from a fixed order. */
  bst_state_copy (short_bag, state);
  short_bag->n_bag = MIN (short_bag->n_bag, 1);
  short_bag->fixed_order = TRUE;
  if (!time_search (short_bag, BST_PUZZLE_MEASURE_MARGIN, (guint) runs, report,
                    "margin_2_tiles_search_us", moves, &margin, &margin_nodes, &error))
    return bst_cli_fail (error);
  bst_bench_report_add_int (report, "margin_2_tiles_turns", (gint64) margin_nodes);
  bst_bench_report_add_int (report, "margin_2_tiles_best_moves", moves->len);
  bst_bench_report_add_int (report, "margin_2_tiles_value", margin);
  bst_bench_report_print (report, json);
  return 0;
}

/* `bastide-cli bench puzzle-generate`: one verified puzzle a run, from the
 * next seed, the kinds in turn unless one is asked for. CPU time of one
 * thread, in milliseconds. */
int
bst_cli_bench_puzzle_generate (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("");
  g_autoptr (BstBenchReport) report = bst_bench_report_new ();
  g_auto (BstCliGenerateOptions) options = { 0 };
  gint64 runs = 50, games = 0, positions = 0;
  gboolean json = FALSE;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, N_("Puzzles to generate (default 50)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  bst_cli_generate_options_add (&options, context);
  if (!bst_cli_parse_arguments (context, entries,
                                _("Times the making of one verified puzzle, run by run: the "
                                  "median, the 90th percentile,\nthe fastest and the slowest."),
                                &argc, &argv, 0))
    return 2;
  if (runs < 1 || runs > 1000 || !bst_cli_generate_options_check (&options))
    {
      bst_cli_print_help (context);
      return 2;
    }

  bst_bench_report_add_int (report, "seed", options.seed);
  bst_bench_report_add_int (report, "difficulty", options.difficulty);
  for (gint64 r = 0; r < runs; r++)
    {
      g_autoptr (BstPuzzle) puzzle = NULL;
      BstPuzzleRequest request;
      BstPuzzleGenerated generated;
      double start, ms;

      bst_cli_generate_request (&options, (guint64) r, &request);
      start = bst_bench_thread_seconds ();
      puzzle = bst_puzzle_generator_generate (&request, &generated, NULL, &error);
      ms = (bst_bench_thread_seconds () - start) * 1e3;
      if (puzzle == NULL)
        return bst_cli_fail (error);
      bst_bench_report_add_sample (report, "generate_ms", ms);
      bst_bench_report_add_sample (report, request.kind == BST_PUZZLE_BEST_MOVE
                                           ? "best_move_ms" : "score_it_ms", ms);
      games += generated.games;
      positions += generated.positions;
    }
  bst_bench_report_add_int (report, "games_played", games);
  bst_bench_report_add_int (report, "positions_tried", positions);
  bst_bench_report_print (report, json);
  return 0;
}

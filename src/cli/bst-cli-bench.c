/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bst-cli.h"
#include "bst-cli-bench-kernel.h"
#include "bst-cli-bench-report.h"
#include "bst-playout.h"

#define POLICY_STREAM 0x706c6179u

typedef struct {
  char   **rules;
  gint64   games;
  gint64   seed;
  gint64   runs;
  gboolean json;
  double   seconds;
} BenchOptions;

/* Keeps the compiler from dropping work whose result is otherwise unused. */
static volatile guint64 sink;

/* One run of the engine's random playouts: @games games from @seed on. */
static double
time_playouts (const BenchOptions *options,
               const BstRuleSet   *rules,
               BstPlayoutStats    *stats,
               guint64            *checksum,
               guint64            *discards,
               guint64            *score)
{
  double start = bst_bench_thread_seconds ();

  for (gint64 g = 0; g < options->games; g++)
    {
      BstState state;
      BstRng rng;

      bst_state_init_game (&state, rules, (guint64) (options->seed + g));
      bst_rng_seed (&rng, (guint64) (options->seed + g), POLICY_STREAM);
      bst_playout_random_game (&state, &rng, stats);
      *discards += state.discards;
      for (guint p = 0; p < rules->n_players; p++)
        {
          *score += state.scores[p];
          *checksum = (*checksum ^ (guint64) state.scores[p]) * 1099511628211u;
        }
    }
  return bst_bench_thread_seconds () - start;
}

/* One run of the placement-only kernel over the same seeds. */
static double
time_kernel (const BenchOptions *options,
             BstPlayoutStats    *stats)
{
  double start = bst_bench_thread_seconds ();

  for (gint64 g = 0; g < options->games; g++)
    bst_bench_kernel_game ((guint64) (options->seed + g), stats);
  return bst_bench_thread_seconds () - start;
}

/* The engine's playouts and the kernel in alternate runs, so that both
 * meet the same machine; the ratio is taken run by run. */
static int
bench_playout (const BenchOptions *options)
{
  g_autoptr (BstBenchReport) report = bst_bench_report_new ();
  BstPlayoutStats stats = { 0 };
  BstRuleSet rules;
  guint64 checksum = 14695981039346656037u;
  guint64 discards = 0, score = 0;
  GError *error = NULL;

  bst_rule_set_init_default (&rules);
  if (!bst_cli_apply_rules (&rules, options->rules, &error))
    return bst_cli_fail (error);

  bst_bench_report_add_int (report, "games", options->games);
  for (gint64 r = 0; r < options->runs; r++)
    {
      BstPlayoutStats run_stats = { 0 }, kernel_stats = { 0 };
      guint64 run_checksum = 14695981039346656037u, run_discards = 0, run_score = 0;
      double seconds, kernel_seconds, ns, kernel_ns;

      seconds = time_playouts (options, &rules, &run_stats, &run_checksum, &run_discards,
                               &run_score);
      kernel_seconds = time_kernel (options, &kernel_stats);
      ns = seconds * 1e9 / MAX (run_stats.turns, 1);
      kernel_ns = kernel_seconds * 1e9 / MAX (kernel_stats.turns, 1);
      bst_bench_report_add_sample (report, "games_per_s", options->games / seconds);
      bst_bench_report_add_sample (report, "ns_per_turn", ns);
      bst_bench_report_add_sample (report, "kernel_ns_per_turn", kernel_ns);
      bst_bench_report_add_sample (report, "kernel_ratio", kernel_ns / ns);
      if (r == 0)
        {
          stats = run_stats;
          checksum = run_checksum;
          discards = run_discards;
          score = run_score;
          bst_bench_report_add_sample (report, "kernel_mean_legal_placements",
                                       (double) kernel_stats.placements
                                       / MAX (kernel_stats.turns, 1));
        }
    }

  bst_bench_report_add_sample (report, "mean_frontier",
                               (double) stats.frontier / MAX (stats.turns, 1));
  bst_bench_report_add_sample (report, "mean_legal_placements",
                               (double) stats.placements / MAX (stats.turns, 1));
  bst_bench_report_add_sample (report, "discards_per_game",
                               (double) discards / MAX (options->games, 1));
  bst_bench_report_add_sample (report, "mean_score",
                               (double) score / MAX (options->games * rules.n_players, 1));
  bst_bench_report_add_int (report, "checksum", (gint64) (checksum >> 1));
  bst_bench_report_print (report, options->json);
  return 0;
}

/* Positions met in seeded random games, each with its tile in hand. */
static GArray *
record_positions (const BenchOptions *options)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (BstState));
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  for (gint64 g = 0; g < MAX (options->games / 100, 20); g++)
    {
      BstState state;
      BstRng rng;

      bst_state_init_game (&state, &rules, (guint64) (options->seed + g));
      bst_rng_seed (&rng, (guint64) (options->seed + g), POLICY_STREAM);
      while (!bst_state_is_over (&state))
        {
          g_array_append_val (positions, state);
          bst_playout_random_turn (&state, &rng, NULL);
        }
    }
  return positions;
}

/* Each recorded position is worked on REPEATS times in a row, as search
 * does with the position in hand, so that the figure is the engine's work
 * rather than the memory latency of a 50 MB array of positions. */
#define REPEATS 8

/* Calls of @work over every recorded position, REPEATS at a time, for
 * about @seconds; returns nanoseconds a call. */
typedef guint64 (*PositionWork) (const BstState *state);

static double
time_over_positions (GArray       *positions,
                     double        seconds,
                     PositionWork  work,
                     guint64      *calls,
                     guint64      *total)
{
  double start = bst_bench_thread_seconds (), elapsed;
  guint64 n = 0;

  do
    {
      for (guint i = 0; i < positions->len; i++)
        {
          const BstState *state = &g_array_index (positions, BstState, i);

          for (guint r = 0; r < REPEATS; r++)
            *total += work (state);
          n += REPEATS;
        }
      elapsed = bst_bench_thread_seconds () - start;
    }
  while (elapsed < seconds);
  *calls += n;
  return elapsed * 1e9 / n;
}

static guint64
legal_placements (const BstState *state)
{
  BstPlacement placements[4 * BST_MAX_FRONTIER];

  return bst_state_legal_placements (state, state->hand[0], placements);
}

static guint64
copy_state (const BstState *state)
{
  static BstState copy;

  bst_state_copy (&copy, state);
  return copy.n_nodes;
}

static int
bench_positions (const BenchOptions *options,
                 PositionWork        work,
                 const char         *figure)
{
  g_autoptr (GArray) positions = record_positions (options);
  g_autoptr (BstBenchReport) report = bst_bench_report_new ();
  guint64 calls = 0, total = 0;

  bst_bench_report_add_int (report, "positions", positions->len);
  for (gint64 r = 0; r < options->runs; r++)
    bst_bench_report_add_sample (report, figure,
                                 time_over_positions (positions,
                                                      options->seconds / options->runs,
                                                      work, &calls, &total));
  sink = total;
  bst_bench_report_add_int (report, "calls", (gint64) calls);
  if (work == legal_placements)
    bst_bench_report_add_sample (report, "mean_legal_placements", (double) total / calls);
  else
    bst_bench_report_add_int (report, "state_bytes", sizeof (BstState));
  bst_bench_report_print (report, options->json);
  return 0;
}

int
bst_cli_bench (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("playout|movegen|clone"));
  BenchOptions options = { NULL, 10000, 1, 5, FALSE, 2.0 };
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT64, &options.games, N_("Games to play (playout) or to record positions from (÷100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &options.seed, N_("First seed"), "S" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &options.seconds, N_("How long to time movegen and clone, all runs together"), "S" },
    { "runs", 0, 0, G_OPTION_ARG_INT64, &options.runs, N_("Runs to take the median, lowest and highest of (default 5)"), "N" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.rules, N_("Set a rule for the playouts (see “rules”)"), "NAME=VALUE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (argc >= 2 && strcmp (argv[1], "ai") == 0)
    return bst_cli_bench_ai (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "puzzle") == 0)
    return bst_cli_bench_puzzle (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "puzzle-generate") == 0)
    return bst_cli_bench_puzzle_generate (argc - 1, argv + 1);
  if (!bst_cli_parse_command (context, entries,
                              _("Times are the CPU time of one thread, on one core.\n"
                                "playout: random 2-player games with farmers, as fast as they go, in runs alternating\n"
                                "  with a kernel that only fits tiles (kernel_ratio: the playouts' speed as a share of it).\n"
                                "movegen: legal-placement generation over recorded positions.\n"
                                "clone: state copies over recorded positions."),
                              &argc, &argv))
    return 2;
  options.runs = CLAMP (options.runs, 1, 1000);
  if (argc == 2 && strcmp (argv[1], "playout") == 0)
    {
      int status = bench_playout (&options);
      g_strfreev (options.rules);
      return status;
    }
  if (argc == 2 && strcmp (argv[1], "movegen") == 0)
    return bench_positions (&options, legal_placements, "ns_per_call");
  if (argc == 2 && strcmp (argv[1], "clone") == 0)
    return bench_positions (&options, copy_state, "ns_per_copy");
  bst_cli_print_help (context);
  return 2;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-cli-bench-kernel.h"
#include "bst-cli-bench-report.h"

/* The benchmarks' own machinery (src/cli/bst-cli-bench-*.c): the figures
 * they print, and the placement-only kernel they measure playouts
 * against. */

static void
test_report_median (void)
{
  g_autoptr (BstBenchReport) report = bst_bench_report_new ();
  const double odd[] = { 5, 1, 4, 2, 3 };

  for (guint i = 0; i < G_N_ELEMENTS (odd); i++)
    bst_bench_report_add_sample (report, "odd", odd[i]);
  bst_bench_report_add_sample (report, "even", 10);
  bst_bench_report_add_sample (report, "even", 2);
  g_assert_cmpfloat (bst_bench_report_median (report, "odd"), ==, 3);
  g_assert_cmpfloat (bst_bench_report_median (report, "even"), ==, 6);
  /* Nearest rank: the lowest value that many runs do not exceed. */
  g_assert_cmpfloat (bst_bench_report_percentile (report, "odd", 90), ==, 5);
  g_assert_cmpfloat (bst_bench_report_percentile (report, "odd", 60), ==, 3);
  g_assert_cmpfloat (bst_bench_report_percentile (report, "odd", 0), ==, 1);
  g_assert_cmpfloat (bst_bench_report_percentile (report, "even", 50), ==, 2);
}

static void
test_report_json (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (BstBenchReport) report = bst_bench_report_new ();

      bst_bench_report_add_int (report, "games", 7);
      bst_bench_report_add_sample (report, "ns_per_turn", 30);
      bst_bench_report_add_sample (report, "ns_per_turn", 10);
      bst_bench_report_add_sample (report, "ns_per_turn", 20);
      bst_bench_report_print (report, TRUE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("{\"games\":7,\"ns_per_turn\":{\"median\":20*,\"min\":10*,"
                             "\"max\":30*,\"runs\":3}}*");
  g_test_trap_assert_stdout ("*\"median\":20*,\"p90\":30*,\"min\":10*");
}

static void
test_report_text (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (BstBenchReport) report = bst_bench_report_new ();

      bst_bench_report_add_sample (report, "ns_per_turn", 250);
      bst_bench_report_add_sample (report, "ns_per_turn", 97);
      bst_bench_report_add_sample (report, "ns_per_turn", 255);
      /* Fifty runs, slowest first: the 90th percentile is the 45th. */
      for (guint ms = 50; ms > 0; ms--)
        bst_bench_report_add_sample (report, "ms", ms);
      bst_bench_report_print (report, FALSE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("ns_per_turn*250.000  (97.000 – 255.000, 3 runs)*");
  g_test_trap_assert_stdout ("*\nms*25.500  (p90 45.000, 1.000 – 50.000, 50 runs)\n");
}

/* Every tile but the start tile is drawn once, and the kernel finds about
 * as many legal placements a turn as the engine's random playouts. */
static void
test_kernel_games (void)
{
  BstPlayoutStats kernel = { 0 }, engine = { 0 };
  BstRuleSet rules;
  guint games = 200;

  bst_rule_set_init_default (&rules);
  for (guint g = 0; g < games; g++)
    {
      BstPlayoutStats one = { 0 };
      BstState state;
      BstRng rng;

      bst_bench_kernel_game (g, &one);
      g_assert_cmpuint (one.turns, ==, BST_N_TILES - 1);
      g_assert_cmpuint (one.placements, >, 0);
      kernel.turns += one.turns;
      kernel.placements += one.placements;
      kernel.frontier += one.frontier;

      bst_state_init_game (&state, &rules, g);
      bst_rng_seed (&rng, g, 1);
      bst_playout_random_game (&state, &rng, &engine);
    }
  g_assert_cmpfloat_with_epsilon ((double) kernel.placements / kernel.turns,
                                  (double) engine.placements / engine.turns, 1.5);
  g_assert_cmpfloat_with_epsilon ((double) kernel.frontier / kernel.turns,
                                  (double) engine.frontier / engine.turns, 1.5);
}

/* The same seed plays the same game. */
static void
test_kernel_deterministic (void)
{
  BstPlayoutStats a = { 0 }, b = { 0 };

  bst_bench_kernel_game (42, &a);
  bst_bench_kernel_game (42, &b);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/bench/report-median", test_report_median);
  g_test_add_func ("/cli/bench/report-json", test_report_json);
  g_test_add_func ("/cli/bench/report-text", test_report_text);
  g_test_add_func ("/cli/bench/kernel-games", test_kernel_games);
  g_test_add_func ("/cli/bench/kernel-deterministic", test_kernel_deterministic);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-results-dialog.h"
#include "bst-score-chart.h"

/* The score chart of the results, as the players see it when a game ends:
 * a legend with their names, a mark of each besides its colour, and a move
 * axis under the points. */
static void
test_score_chart_legend (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_RANDOM, BST_SEAT_RANDOM, "8");
  BstScoreChart *chart;
  BstGame *game;
  guint step;

  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  wait_until (results_shown, fixture);
  chart = bst_results_dialog_get_chart (BST_RESULTS_DIALOG (bst_window_get_results_dialog (
    fixture->window)));

  g_assert_cmpstr (bst_score_chart_get_name (chart, 0), ==, "Anna");
  g_assert_cmpstr (bst_score_chart_get_name (chart, 1), ==, "Ben");
  g_assert_null (bst_score_chart_get_name (chart, 2));
  g_assert_cmpint (bst_score_chart_get_mark (chart, 0), !=, bst_score_chart_get_mark (chart, 1));
  /* A handful of move labels, whatever the length of the game. */
  step = bst_score_chart_get_move_step (chart);
  g_assert_cmpuint (step, >, 0);
  g_assert_cmpuint (bst_game_get_n_moves (game) / step, <=, 6);
  g_assert_cmpuint (bst_game_get_n_moves (game) / step, >=, 2);
  /* The legend and the axis take room of their own. */
  wait_for_frames (GTK_WIDGET (chart), 2);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (chart)), >=, 158);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/score-chart/legend", test_score_chart_legend);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-results-dialog.h"
#include "bst-score-chart.h"

/* The results dialog's buttons, clicked as a person would. */

static const char *const signal_names[] = { "save", "replay", "review", "new-game", "play-again" };

static void
count_cb (BstResultsDialog *dialog,
          guint            *count)
{
  (*count)++;
}

/* Each button of the results says its own signal once, and no other. */
static void
test_buttons (void)
{
  g_autoptr (BstRules) rules = bst_rules_new ();
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstGameSession) session = NULL;
  BstPlayerInfo players[2];
  BstResultsDialog *dialog;
  guint counts[G_N_ELEMENTS (signal_names)] = { 0 };

  bst_test_make_players (players, 2, NULL);
  game = bst_game_new (rules, players, 1);
  session = bst_game_session_new (game);
  dialog = bst_results_dialog_new (session);
  for (guint i = 0; i < G_N_ELEMENTS (signal_names); i++)
    g_signal_connect (dialog, signal_names[i], G_CALLBACK (count_cb), &counts[i]);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate ();

  for (guint i = 0; i < G_N_ELEMENTS (signal_names); i++)
    {
      g_autofree char *action = g_strconcat ("results.", signal_names[i], NULL);
      GtkWidget *button = find_actionable (GTK_WIDGET (dialog), action);

      g_test_message ("%s", action);
      g_assert_true (GTK_IS_BUTTON (button));
      g_signal_emit_by_name (button, "clicked");
      iterate ();
      for (guint k = 0; k < G_N_ELEMENTS (signal_names); k++)
        g_assert_cmpuint (counts[k], ==, k <= i ? 1 : 0);
    }
  g_object_ref (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_finalize_object (dialog);
}

/* The score chart of the results, as the players see it when a game ends:
 * a legend with their names, a mark of each besides its colour, and a move
 * axis under the points. */
static void
test_score_chart_legend (Fixture       *fixture,
                         gconstpointer  data)
{
  BstGame *game = play_to_results (fixture, "8");
  BstScoreChart *chart;
  guint step;

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

/* The results were seen before the replay: leaving it does not show them
 * again over the board. */
static void
test_replay_close_after_end (Fixture       *fixture,
                             gconstpointer  data)
{
  BstGame *game = play_to_results (fixture, "8");
  guint n_moves;

  n_moves = bst_game_get_n_moves (game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay", NULL));
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-close",
                                             NULL));
  iterate ();
  g_assert_null (bst_window_get_replay (fixture->window));
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  g_assert_true (bst_board_view_get_game (bst_window_get_board_view (fixture->window)) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
  g_assert_true (bst_game_is_over (game));
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  g_test_add_data_func ("/gui/results-dialog/buttons", (gconstpointer) test_buttons,
                        with_display);
  add_window_test ("/gui/results-dialog/score-chart", test_score_chart_legend);
  add_window_test ("/gui/results-dialog/not-after-replay", test_replay_close_after_end);
  return g_test_run ();
}

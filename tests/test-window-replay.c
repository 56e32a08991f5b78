/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"

/* Replay as a person uses it: a line of the game log clicked, the slider
 * dragged, the moves played on by themselves, and back to the game. */

static guint
moves_shown (Fixture *fixture)
{
  BstGameSession *replay = bst_window_get_replay (fixture->window);

  g_assert_nonnull (replay);
  return bst_game_get_n_moves (bst_game_session_get_game (replay));
}

static void
click_log_line (Fixture *fixture,
                int      index)
{
  GtkListBox *list = bst_side_panel_get_log_list (bst_window_get_side_panel (fixture->window));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (row));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
}

static GtkRange *
replay_slider (Fixture *fixture)
{
  GtkWidget *scale = find_widget (GTK_WIDGET (fixture->window), GTK_TYPE_SCALE);

  g_assert_nonnull (scale);
  g_assert_nonnull (gtk_widget_get_ancestor (scale, GTK_TYPE_REVEALER));
  return GTK_RANGE (scale);
}

static gboolean
replay_at_end (gpointer data)
{
  Fixture *fixture = data;

  return moves_shown (fixture) == 8;
}

static void
test_replay_from_log (Fixture       *fixture,
                      gconstpointer  data)
{
  BstGame *game = play_opening (fixture, "1234", 8);
  GtkRange *slider;

  g_assert_null (bst_window_get_replay (fixture->window));

  /* The fourth line is the board after the fourth move. */
  click_log_line (fixture, 3);
  g_assert_cmpuint (moves_shown (fixture), ==, 4);
  g_assert_true (bst_board_view_get_game (bst_window_get_board_view (fixture->window))
                 == bst_game_session_get_game (bst_window_get_replay (fixture->window)));
  g_assert_true (shows_label (GTK_WIDGET (fixture->window), "Replay — move 4 of 8"));
  /* Nobody is to move in a replay: the panel says which moment it shows. */
  g_assert_true (shows_label (GTK_WIDGET (bst_window_get_side_panel (fixture->window)),
                              "Replay — move 4 of 8"));
  g_assert_false (shows_label (GTK_WIDGET (bst_window_get_side_panel (fixture->window)),
                               "Playing…"));
  slider = replay_slider (fixture);
  g_assert_cmpfloat (gtk_range_get_value (slider), ==, 4);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_range_get_adjustment (slider)), ==, 8);

  /* The slider goes to any move. */
  gtk_range_set_value (slider, 6);
  g_assert_cmpuint (moves_shown (fixture), ==, 6);
  g_assert_true (shows_label (GTK_WIDGET (fixture->window), "Replay — move 6 of 8"));
  gtk_range_set_value (slider, 1);
  g_assert_cmpuint (moves_shown (fixture), ==, 1);

  /* Autoplay steps on to the end and stops there. */
  g_assert_true (bst_window_get_action_enabled (fixture->window, "win.replay-autoplay"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-autoplay",
                                             NULL));
  g_assert_cmpuint (moves_shown (fixture), ==, 1);
  wait_for (replay_at_end, fixture);
  iterate ();
  g_assert_false (bst_window_get_action_enabled (fixture->window, "win.replay-autoplay"));
  g_assert_cmpfloat (gtk_range_get_value (slider), ==, 8);

  /* A line of the replay's own log goes back to its moment. */
  click_log_line (fixture, 1);
  g_assert_cmpuint (moves_shown (fixture), ==, 2);

  /* Leaving returns to where the game stands, untouched. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-close",
                                             NULL));
  g_assert_null (bst_window_get_replay (fixture->window));
  g_assert_true (bst_board_view_get_game (bst_window_get_board_view (fixture->window)) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 8);
  g_assert_false (shows_label (GTK_WIDGET (bst_window_get_side_panel (fixture->window)),
                               "Replay — move 2 of 8"));
  g_assert_true (bst_board_view_get_interactive (bst_window_get_board_view (fixture->window)));
}

/* The results were seen before the replay: leaving it does not show them
 * again over the board. */
static void
test_replay_close_after_end (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_RANDOM, BST_SEAT_RANDOM, "8");
  BstGame *game;
  guint n_moves;

  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  wait_until (results_shown, fixture);
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
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window-replay/from-log", test_replay_from_log);
  add_window_test ("/gui/window-replay/close-after-end", test_replay_close_after_end);

  return g_test_run ();
}

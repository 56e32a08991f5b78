/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-tile-image.h"
#include "bst-turn-strip.h"
#include "bst-turn-words.h"

/* The story of a game: the lines of its log as a person reads them, and
 * replay as a person uses it: a line of the log clicked, the slider
 * dragged, the moves played on by themselves, and back to the game. */

/* The game log, as a person reads it while playing. */

/* Each line names its tile in words and shows its picture, turned as it
 * lies on the board; the words say where, the meeple and what the turn
 * earned the player who moved. */
static void
test_game_log_lines (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "1234");
  GtkListBox *list = bst_side_panel_get_log_list (bst_window_get_side_panel (fixture->window));
  BstGame *game;
  int gains[40];
  guint n_turns = 0, n_scored = 0, n_meeples = 0;

  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  /* Until a turn has scored. */
  for (; n_turns < G_N_ELEMENTS (gains) && (n_turns < 6 || n_scored == 0); n_turns++)
    {
      guint player = bst_game_get_state (game)->current_player;
      int before = bst_game_get_score (game, player);

      play_turn (fixture, n_turns);
      gains[n_turns] = bst_game_get_score (game, player) - before;
      n_scored += gains[n_turns] > 0;
    }
  iterate ();

  for (guint i = 0; i < n_turns; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
      const BstMove *move = bst_game_get_move (game, i);
      const char *name = bst_game_get_player (game, bst_game_get_move_player (game, i))->name;
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      g_autofree char *expected = bst_turn_describe (name, move, (guint) gains[i]);
      g_autofree char *tile = bst_tile_type_describe (move->tile);
      g_autofree char *points = g_strdup_printf ("; +%d", gains[i]);
      BstTileImage *image = BST_TILE_IMAGE (find_widget (GTK_WIDGET (row), BST_TYPE_TILE_IMAGE));

      g_assert_cmpstr (title, ==, expected);
      g_assert_true (g_str_has_prefix (title, name));
      g_assert_nonnull (strstr (title, tile));
      g_assert_nonnull (strstr (title, "of the start tile"));
      g_assert_true (g_str_has_suffix (title, points) == (gains[i] > 0));
      if (move->segment != BST_NO_SEGMENT)
        {
          g_assert_nonnull (strstr (title, ", a "));
          n_meeples++;
        }
      g_assert_nonnull (image);
      g_assert_cmpint (bst_tile_image_get_tile (image), ==, move->tile);
      g_assert_cmpuint (bst_tile_image_get_rotation (image), ==, move->rotation);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (image)), <, 48);
    }
  g_assert_cmpuint (n_meeples, >, 0);
  g_assert_cmpuint (n_scored, >, 0);
}

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

/* The scores of a replay's panel are those of the game after the move
 * shown, not of its start nor of its end. */
static void
test_replay_scores (Fixture       *fixture,
                    gconstpointer  data)
{
  BstGame *game = play_to_results (fixture, "1234");
  BstSidePanel *panel = bst_window_get_side_panel (fixture->window);
  /* The strip under the board, in the panel's stead on a narrow window. */
  GtkFlowBox *strip = GTK_FLOW_BOX (find_widget (find_widget (GTK_WIDGET (fixture->window),
                                                              BST_TYPE_TURN_STRIP),
                                                 GTK_TYPE_FLOW_BOX));
  guint n_players = bst_game_get_n_players (game);
  guint n_moves = bst_game_get_n_moves (game);
  g_autoptr (GArray) history = bst_game_dup_score_history (game);
  guint n_scored = 0;

  g_assert_cmpuint (history->len, ==, (n_moves + 1) * n_players);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay", NULL));
  for (guint shown = n_moves; shown > 0; shown--)
    {
      gtk_range_set_value (replay_slider (fixture), shown);
      g_assert_cmpuint (moves_shown (fixture), ==, shown);
      for (guint p = 0; p < n_players; p++)
        {
          BstPlayerRow *row = bst_side_panel_get_player_row (panel, p);
          int score = g_array_index (history, int, shown * n_players + p);
          g_autofree char *expected = g_strdup_printf ("%d", score);

          g_assert_cmpstr (gtk_label_get_label (bst_player_row_get_score_label (row)), ==,
                           expected);
          g_assert_true (shows_label (GTK_WIDGET (gtk_flow_box_get_child_at_index (strip, (int) p)),
                                      expected));
          n_scored += score > 0;
        }
    }
  g_assert_cmpuint (n_scored, >, 0);
}

static guint64
time_one_step (Fixture *fixture)
{
  guint from = moves_shown (fixture);
  gint64 start = g_get_monotonic_time ();

  while (moves_shown (fixture) == from)
    g_main_context_iteration (NULL, TRUE);
  return (guint64) (g_get_monotonic_time () - start) / 1000;
}

/* Autoplay keeps to the animation speed the player chose. */
static void
test_replay_autoplay_speed (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.bastide.Bastide");
  guint64 normal, fast, slow;

  play_opening (fixture, "1234", 8);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay", NULL));
  gtk_range_set_value (replay_slider (fixture), 0);

  g_settings_set_double (settings, "animation-speed", 1.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-autoplay",
                                             NULL));
  normal = time_one_step (fixture);
  /* A new speed applies from the next move on. */
  g_settings_set_double (settings, "animation-speed", 4.0);
  fast = time_one_step (fixture);
  g_settings_set_double (settings, "animation-speed", 0.5);
  slow = time_one_step (fixture);
  g_test_message ("one move: %" G_GUINT64_FORMAT " ms at normal speed, %" G_GUINT64_FORMAT
                  " ms at 4×, %" G_GUINT64_FORMAT " ms at half", normal, fast, slow);
  g_assert_cmpuint (normal, >=, 850);
  g_assert_cmpuint (fast, <, normal / 2);
  g_assert_cmpuint (slow, >=, 1750);

  /* Animations off: the moves still step on by themselves. */
  g_settings_set_double (settings, "animation-speed", 0.0);
  g_assert_cmpuint (time_one_step (fixture), <, normal / 2);
  g_settings_reset (settings, "animation-speed");
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window-replay/log-lines", test_game_log_lines);
  add_window_test ("/gui/window-replay/from-log", test_replay_from_log);
  add_window_test ("/gui/window-replay/scores", test_replay_scores);
  add_window_test ("/gui/window-replay/autoplay-speed", test_replay_autoplay_speed);

  return g_test_run ();
}

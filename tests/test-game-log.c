/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-log-entry.h"
#include "bst-tile-image.h"
#include "bst-turn-words.h"

/* The game log as a person reads it in the side panel while playing. */

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

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/game-log/lines", test_game_log_lines);

  return g_test_run ();
}

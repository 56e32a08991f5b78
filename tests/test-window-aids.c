/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The aids during play, through the real window: each a setting, shown by
 * the game page's board on a hand-made position and written in the game
 * file, and never on a puzzle's board. */
#include <string.h>

#include "bst-board-view-private.h"
#include "bst-game-record.h"
#include "bst-gui-test-utils.h"
#include "bst-puzzle-browser.h"

static const char *const aid_keys[] = {
  "aid-dead-squares", "aid-fitting-tiles", "aid-finish-odds", "aid-field-view",
};

static void
reset_aids (Fixture *fixture)
{
  for (guint i = 0; i < G_N_ELEMENTS (aid_keys); i++)
    g_settings_reset (fixture->settings, aid_keys[i]);
}

/* The start tile alone with two monasteries without a road to come, the
 * first in hand: they fit its field side only, so the squares by its city
 * and its road ends are dead. */
static GFile *
write_monasteries_game (Fixture *fixture)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  BstPlayerInfo players[BST_MAX_PLAYERS];
  GFile *file = temp_file (fixture, "monasteries.bastide");
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'D', 0, 0, 0);
  bst_state_bag_add (state, BST_TILE ('B'));
  bst_state_bag_add (state, BST_TILE ('B'));
  state->fixed_order = TRUE;
  bst_state_start_turn (state);
  bst_test_make_players (players, rules.n_players, NULL);

  position = bst_position_new_from_state (state, players);
  record = bst_game_record_new_from_position (position, 1);
  g_assert_true (bst_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  return file;
}

static void
test_dead_squares (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (GFile) file = write_monasteries_game (fixture);
  g_autoptr (GFile) saved = temp_file (fixture, "saved.bastide");
  g_autoptr (BstGameRecord) read = NULL;
  g_autoptr (GError) error = NULL;
  BstBoardView *board = bst_window_get_board_view (fixture->window);

  reset_aids (fixture);
  g_assert_true (bst_window_open_file (fixture->window, file));
  wait_for_frames (GTK_WIDGET (board), 1);
  g_assert_cmpuint (bst_board_view_get_aids (board), ==, 0);
  g_assert_false (_bst_board_view_marks_dead_square (board, 0, -1));

  /* The menu's item turns the setting on, and the board follows. */
  g_assert_true (activate (GTK_WIDGET (fixture->window), "win.aid-dead-squares", NULL));
  g_assert_true (g_settings_get_boolean (fixture->settings, "aid-dead-squares"));
  g_assert_cmpuint (bst_board_view_get_aids (board), ==, BST_AID_DEAD_SQUARES);
  g_assert_true (_bst_board_view_marks_dead_square (board, 0, -1));
  g_assert_true (_bst_board_view_marks_dead_square (board, 1, 0));
  g_assert_true (_bst_board_view_marks_dead_square (board, -1, 0));
  g_assert_false (_bst_board_view_marks_dead_square (board, 0, 1));
  wait_for_frames (GTK_WIDGET (board), 1);

  /* Every other aid draws too. */
  for (guint i = 1; i < G_N_ELEMENTS (aid_keys); i++)
    g_settings_set_boolean (fixture->settings, aid_keys[i], TRUE);
  g_assert_cmpuint (bst_board_view_get_aids (board), ==, BST_AIDS_ALL);
  wait_for_frames (GTK_WIDGET (board), 1);

  /* Turned off, the aid is gone from the board but not from the game. */
  reset_aids (fixture);
  g_assert_false (_bst_board_view_marks_dead_square (board, 0, -1));
  g_assert_true (bst_window_save_file (fixture->window, saved));
  read = bst_game_record_load (saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bst_game_record_get_aids (read), ==, BST_AIDS_ALL);
}

static void
test_off_in_puzzles (Fixture       *fixture,
                     gconstpointer  data)
{
  BstPuzzleBrowser *browser;
  GtkWidget *board;

  for (guint i = 0; i < G_N_ELEMENTS (aid_keys); i++)
    g_settings_set_boolean (fixture->settings, aid_keys[i], TRUE);
  g_assert_cmpuint (bst_board_view_get_aids (bst_window_get_board_view (fixture->window)), ==,
                    BST_AIDS_ALL);

  g_assert_true (activate (GTK_WIDGET (fixture->window), "win.show-page",
                           g_variant_new_string ("puzzles")));
  browser = BST_PUZZLE_BROWSER (find_widget (GTK_WIDGET (fixture->window),
                                             BST_TYPE_PUZZLE_BROWSER));
  board = find_widget (GTK_WIDGET (bst_puzzle_browser_get_puzzle_view (browser)),
                       BST_TYPE_BOARD_VIEW);
  g_assert_nonnull (board);
  g_assert_cmpuint (bst_board_view_get_aids (BST_BOARD_VIEW (board)), ==, 0);
  reset_aids (fixture);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  use_shipped_puzzles ();

  add_window_test_with_dir ("/window/aids/dead-squares", test_dead_squares);
  add_window_test ("/window/aids/off-in-puzzles", test_off_in_puzzles);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-board-view-private.h"
#include "bst-gui-test-utils.h"
#include "bst-place-words.h"
#include "bst-player-row-private.h"
#include "bst-side-panel.h"
#include "bst-turn-words.h"

/* libadwaita 1.2 keeps the settings it follows private; the inspector
 * overrides them through these, and so does this test. */
typedef struct _AdwSettings AdwSettings;
AdwSettings *adw_settings_get_default            (void);
void         adw_settings_start_override         (AdwSettings *self);
void         adw_settings_override_high_contrast (AdwSettings *self,
                                                  gboolean     high_contrast);
void         adw_settings_end_override           (AdwSettings *self);

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* The board says the tile in hand, the legal squares, the cursor and the
 * target in the engine's words, after each move. */
static void
test_board_label (Fixture      *fixture,
                  gconstpointer data)
{
  BstGame *game = play_opening (fixture, "a11y", 2);
  BstBoardView *board = bst_window_get_board_view (fixture->window);

  for (guint turn = 0; turn < 3; turn++)
    {
      const BstState *state = bst_game_get_state (game);
      g_autofree char *tile = bst_tile_type_describe (state->hand[0]);
      g_autofree char *label = NULL;
      g_autofree char *count = NULL;
      g_autofree char *square = NULL;
      g_autofree char *cursor = NULL;
      g_autofree char *after = NULL;
      BstMove pending;

      /* The cursor on a square the tile cannot go to says so. */
      board->keyboard_mode = TRUE;
      bst_board_view_set_cursor (board, 0, 0);
      label = _bst_board_view_dup_accessible_label (board);
      count = g_strdup_printf ("%u legal square", board->legal->len);
      cursor = bst_place_describe_square (0, 0);
      assert_contains (label, tile);
      assert_contains (label, count);
      assert_contains (label, cursor);
      assert_contains (label, "not a legal square");

      put_tile_down (fixture, turn);
      g_assert_true (bst_board_view_get_pending_move (board, &pending));
      after = _bst_board_view_dup_accessible_label (board);
      square = bst_place_describe_square (pending.x, pending.y);
      assert_contains (after, square);
      if (pending.segment != BST_NO_SEGMENT)
        {
          g_autofree char *preview = _bst_board_view_dup_preview_label (board);

          assert_contains (after, "Meeple target");
          assert_contains (after, preview);
        }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window),
                                                 "game.confirm", NULL));
      iterate ();
    }
}

/* Each player row says the colour, the name, the score, the meeples left
 * and who is to move. */
static void
test_player_rows (Fixture      *fixture,
                  gconstpointer data)
{
  BstGame *game = play_opening (fixture, "a11y", 3);
  BstSidePanel *panel = bst_window_get_side_panel (fixture->window);
  const BstState *state = bst_game_get_state (game);

  for (guint p = 0; p < bst_game_get_n_players (game); p++)
    {
      const BstPlayerInfo *player = bst_game_get_player (game, p);
      g_autofree char *label =
        _bst_player_row_dup_accessible_label (bst_side_panel_get_player_row (panel, p));
      g_autofree char *start = g_strdup_printf ("%s, %s: %d point",
                                                bst_colour_display_name (player->colour),
                                                player->name, bst_game_get_score (game, p));
      g_autofree char *meeples = g_strdup_printf ("%u meeple", state->supply[p]);

      g_assert_true (g_str_has_prefix (label, start));
      assert_contains (label, meeples);
      g_assert_cmpint (g_str_has_suffix (label, ", to move"), ==, p == state->current_player);
    }
}

/* In high contrast the board draws its own lines wider. */
static void
test_high_contrast (Fixture      *fixture,
                    gconstpointer data)
{
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  AdwSettings *settings = adw_settings_get_default ();

  g_assert_false (_bst_board_view_get_high_contrast (board));
  g_assert_cmpfloat (_bst_board_view_line_scale (board), ==, 1.0);

  adw_settings_start_override (settings);
  adw_settings_override_high_contrast (settings, TRUE);
  g_assert_true (_bst_board_view_get_high_contrast (board));
  g_assert_cmpfloat (_bst_board_view_line_scale (board), >, 1.0);

  adw_settings_end_override (settings);
  g_assert_false (_bst_board_view_get_high_contrast (board));
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/a11y/board-label", test_board_label);
  add_window_test ("/gui/a11y/player-rows", test_player_rows);
  add_window_test ("/gui/a11y/high-contrast", test_high_contrast);

  return g_test_run ();
}

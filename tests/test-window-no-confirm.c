/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-board-view-private.h"
#include "bst-preview-label.h"

/* Confirm Moves off: choosing where the meeple goes is the turn's last
 * click, and the move is played after a moment in which a mis-click can be
 * taken back. Also the label a meeple target shows on the board. */

/* Longer than the grace at any animation speed. */
#define PAST_GRACE_MS 2500

static gboolean
move_played (gpointer data)
{
  return bst_game_get_n_moves (data) > 0;
}

/* A game for two people without confirmation, the first tile down with
 * its meeple on the first target, waiting out its grace; the game. */
static BstGame *
choose_meeple (Fixture *fixture)
{
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  BstGame *game;
  BstMove pending;

  g_settings_set_boolean (fixture->settings, "confirm-moves", FALSE);
  game = play_opening (fixture, "11", 0);
  place_tile (board, game, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.meeple", "i", 0));
  iterate ();
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpint (pending.segment, !=, BST_NO_SEGMENT);
  /* Shown placed, not played yet. */
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);
  g_assert_true (shows_label (GTK_WIDGET (fixture->window), "Esc to take back"));
  return game;
}

/* The meeple is back in hand, the tile where it was, and nothing is played
 * however long one waits; choosing again plays the move. */
static void
assert_taken_back (Fixture *fixture,
                   BstGame *game)
{
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  BstMove pending;

  iterate ();
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpint (pending.segment, ==, BST_NO_SEGMENT);
  g_assert_false (shows_label (GTK_WIDGET (fixture->window), "Esc to take back"));
  wait_ms (PAST_GRACE_MS);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.meeple", "i", 0));
  wait_for (move_played, game);
  g_assert_cmpint (bst_game_get_move (game, 0)->segment, !=, BST_NO_SEGMENT);
}

/* Without confirmation, choosing a meeple's place ends the turn. */
static void
test_window_no_confirm (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "7");
  BstBoardView *board;
  BstGame *game;
  BstMove pending = { .segment = BST_NO_SEGMENT };
  guint turn = 0;

  g_settings_set_boolean (fixture->settings, "confirm-moves", FALSE);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  board = bst_window_get_board_view (fixture->window);

  /* Find a turn with a meeple target: not every tile offers one. */
  while (pending.segment == BST_NO_SEGMENT && turn < 4)
    {
      const BstState *state = bst_game_get_state (game);
      g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
      const BstPlacement *where = &g_array_index (placements, BstPlacement, turn++ % placements->len);

      bst_board_view_set_cursor (board, where->x, where->y);
      gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL);
      g_assert_true (bst_board_view_get_pending_move (board, &pending));
      gtk_widget_activate_action (GTK_WIDGET (board), "board.meeple", "i", 0);
      bst_board_view_get_pending_move (board, &pending);
    }
  /* The turn ends after a moment to take it back. */
  wait_for (move_played, game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (bst_game_get_move (game, 0)->segment, !=, BST_NO_SEGMENT);
}

/* A mis-click mended with Esc, wherever the focus is. */
static void
test_take_back_with_escape (Fixture       *fixture,
                            gconstpointer  data)
{
  BstGame *game;

  if (!can_press_keys ())
    {
      g_test_skip ("No X display or xdotool to press keys with");
      return;
    }
  game = choose_meeple (fixture);
  gtk_widget_grab_focus (GTK_WIDGET (bst_window_get_side_panel (fixture->window)));
  press_keys (GTK_WIDGET (fixture->window), "Escape");
  assert_taken_back (fixture, game);
}

/* The middle of the pending tile, in the board's widget pixels. */
static graphene_point_t
pending_tile_middle (BstBoardView *board)
{
  BstBoardTransform transform;
  graphene_rect_t rect;
  BstMove pending;

  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  bst_board_view_get_transform (board, &transform);
  bst_board_transform_to_widget (&transform, pending.x, pending.y, &rect);
  return GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width / 2,
                              rect.origin.y + rect.size.height / 2);
}

/* A mis-click mended by clicking the tile again. */
static void
test_take_back_with_click (Fixture       *fixture,
                           gconstpointer  data)
{
  BstGame *game = choose_meeple (fixture);
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  graphene_point_t middle = pending_tile_middle (board);
  gboolean clicked = FALSE;

  /* The window's click on the tile, which comes before the board's own. */
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !clicked; i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        {
          g_signal_emit_by_name (controller, "pressed", 1, middle.x, middle.y);
          clicked = TRUE;
        }
    }
  g_assert_true (clicked);
  assert_taken_back (fixture, game);
}

/* The pointer over a meeple target shows beside it what the meeple would
 * score, as the engine works it out; the chosen target keeps it. */
static void
test_board_label_on_hover (Fixture       *fixture,
                           gconstpointer  data)
{
  BstGame *game = play_opening (fixture, "11", 0);
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  const BstState *state = bst_game_get_state (game);
  BstBoardTransform transform;
  BstMeeplePreview preview;
  graphene_rect_t rect;
  BstTilePoint anchor;
  BstMove pending, move;
  g_autofree char *label = NULL;
  g_autofree char *chosen = NULL;
  g_autofree char *expected = NULL;

  (void) data;
  place_tile (board, game, 0);
  iterate ();
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_null (_bst_board_view_dup_preview_label (board));
  g_assert_cmpuint (board->n_options, >, 0);

  bst_board_view_get_transform (board, &transform);
  bst_board_transform_to_widget (&transform, pending.x, pending.y, &rect);
  anchor = bst_tile_geometry_anchor (pending.tile, pending.rotation, (guint) board->options[0]);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      double x = rect.origin.x + anchor.x * transform.zoom / BST_TILE_GEOMETRY_SIZE;
      double y = rect.origin.y + anchor.y * transform.zoom / BST_TILE_GEOMETRY_SIZE;

      /* The tile was put down with the keys: the pointer takes over once
       * it moves. */
      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          g_signal_emit_by_name (controller, "motion", x + 1, y);
          g_signal_emit_by_name (controller, "motion", x, y);
        }
    }
  label = _bst_board_view_dup_preview_label (board);
  g_assert_nonnull (label);
  move = pending;
  move.segment = board->options[0];
  g_assert_true (bst_meeple_preview (state, &move, &preview));
  g_assert_true (preview.owners & (1u << state->current_player));
  expected = bst_preview_label_dup_text (&preview);
  g_assert_cmpstr (label, ==, expected);
  g_assert_cmpuint (board->target_highlight->len, >, 0);
  wait_for_frames (GTK_WIDGET (board), 1);

  /* Chosen by key, with the pointer gone. */
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "leave");
    }
  g_assert_null (_bst_board_view_dup_preview_label (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.meeple", "i", 0));
  chosen = _bst_board_view_dup_preview_label (board);
  g_assert_cmpstr (chosen, ==, expected);
  g_assert_cmpuint (board->target_highlight->len, >, 0);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window/no-confirm", test_window_no_confirm);
  add_window_test ("/gui/window/no-confirm/escape", test_take_back_with_escape);
  add_window_test ("/gui/window/no-confirm/click-again", test_take_back_with_click);
  add_window_test ("/gui/window/target-label", test_board_label_on_hover);

  return g_test_run ();
}

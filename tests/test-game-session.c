/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-game-session.h"
#include "bst-gui-test-utils.h"

/* The session's settings notify when they change, and only then. */
static void
test_notify (void)
{
  g_autoptr (BstGame) game = new_game_with (BST_SEAT_HUMAN);
  BstGameSession *session = bst_game_session_new (game);

  bst_test_assert_explicit_notify (session);
  g_assert_finalize_object (session);
}

static gboolean
computer_done (BstGameSession *session)
{
  return !bst_game_session_get_thinking (session) && bst_game_session_get_human_turn (session);
}

/* Whose turn it is and whether a computer thinks notify once a change:
 * the human's move ends the human's turn, the computer thinks and moves,
 * and the human's turn comes back. */
static void
test_notify_turns (void)
{
  g_autoptr (BstGame) game = new_game_with (BST_SEAT_EASY);
  g_autoptr (BstGameSession) session = bst_game_session_new (game);
  g_autoptr (BstTestNotifies) notifies = bst_test_notifies_new (session);
  g_autoptr (GArray) placements = NULL;
  g_autoptr (GError) error = NULL;
  const BstState *state = bst_game_get_state (game);
  BstMove move = { .kind = BST_MOVE_PLACE, .segment = BST_NO_SEGMENT };
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  bst_game_session_set_animation_speed (session, 0);
  g_assert_true (bst_game_session_get_human_turn (session));
  move.tile = state->hand[0];
  placements = bst_game_get_legal_placements (game, move.tile);
  move.x = g_array_index (placements, BstPlacement, 0).x;
  move.y = g_array_index (placements, BstPlacement, 0).y;
  move.rotation = g_array_index (placements, BstPlacement, 0).rotation;
  g_assert_true (bst_game_session_play (session, &move, &error));
  g_assert_no_error (error);

  while (!computer_done (session) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (computer_done (session));
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "human-turn"), ==, 2);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "thinking"), ==, 2);
}

/* An Expert seat thinks for as long as it is given, not its default second. */
static void
test_expert_seconds (void)
{
  g_autoptr (BstGame) game = new_game_with (BST_SEAT_EXPERT);
  g_autoptr (BstGameSession) session = bst_game_session_new (game);
  g_autoptr (GArray) placements = NULL;
  const BstState *state = bst_game_get_state (game);
  BstMove move = { .kind = BST_MOVE_PLACE, .segment = BST_NO_SEGMENT };
  gint64 start, end;

  bst_game_session_set_animation_speed (session, 0);
  bst_game_session_set_expert_seconds (session, 0.25);
  g_assert_cmpfloat (bst_game_session_get_expert_seconds (session), ==, 0.25);
  bst_game_session_set_expert_seconds (session, 0.01);
  g_assert_cmpfloat (bst_game_session_get_expert_seconds (session), ==,
                     BST_GAME_SESSION_MIN_EXPERT_SECONDS);
  move.tile = state->hand[0];
  placements = bst_game_get_legal_placements (game, move.tile);
  move.x = g_array_index (placements, BstPlacement, 0).x;
  move.y = g_array_index (placements, BstPlacement, 0).y;
  move.rotation = g_array_index (placements, BstPlacement, 0).rotation;
  start = g_get_monotonic_time ();
  end = start + 20 * G_USEC_PER_SEC;
  g_assert_true (bst_game_session_play (session, &move, NULL));
  while (!computer_done (session) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (computer_done (session));
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);
  /* A quarter of a second, with room for a busy machine, is still well
   * under the default second. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 0.8 * G_USEC_PER_SEC);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/gui/game-session/notify", test_notify);
  g_test_add_func ("/gui/game-session/notify-turns", test_notify_turns);
  g_test_add_func ("/gui/game-session/expert-seconds", test_expert_seconds);
  return g_test_run ();
}

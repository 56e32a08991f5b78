/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-game-session.h"
#include "bst-gui-test-utils.h"

static BstGame *
new_game (void)
{
  g_autoptr (BstRules) rules = bst_rules_new ();
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstGame *game;

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      players[p].name = g_strdup_printf ("Player %u", p + 1);
      players[p].colour = p;
    }
  game = bst_game_new (rules, players, 1);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&players[p]);
  return game;
}

/* The session's settings notify when they change, and only then. */
static void
test_notify (void)
{
  g_autoptr (BstGame) game = new_game ();
  BstGameSession *session = bst_game_session_new (game);

  bst_test_assert_explicit_notify (session);
  g_assert_finalize_object (session);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/gui/game-session/notify", test_notify);
  return g_test_run ();
}

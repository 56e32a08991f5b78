/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-game-session.h"
#include "bst-gui-test-utils.h"
#include "bst-side-panel.h"

/* The side panel's properties notify when they change, and only then. */
static void
test_notify (void)
{
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstGameSession) session = NULL;
  g_auto (GValue) value = G_VALUE_INIT;
  GtkWidget *panel;

  game = new_game_with (BST_SEAT_HUMAN);
  session = bst_game_session_new (game);
  panel = g_object_ref_sink (g_object_new (BST_TYPE_SIDE_PANEL, NULL));
  bst_test_assert_explicit_notify (panel);

  g_value_init (&value, BST_TYPE_GAME_SESSION);
  g_value_set_object (&value, session);
  bst_test_assert_notify_once (panel, "session", &value);
  g_object_set (panel, "session", NULL, NULL);
  g_assert_finalize_object (panel);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  add_display_test ("/gui/side-panel/notify", test_notify);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-window-private.h"

/* The game.* actions: what a player does with the game in this window. */

void
bst_window_confirm (BstWindow *self)
{
  g_autoptr (GError) error = NULL;
  BstMove move;

  if (self->session == NULL || !bst_game_session_get_human_turn (self->session))
    return;
  if (!bst_board_view_get_pending_move (self->board_view, &move))
    return;
  bst_board_view_clear_pending (self->board_view);
  if (!bst_game_session_play (self->session, &move, &error))
    bst_window_show_toast (self, error->message);
}

static void
confirm_cb (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  bst_window_confirm (BST_WINDOW (user_data));
}

static void
take_back_cb (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  BstWindow *self = user_data;

  bst_board_view_clear_pending (self->board_view);
}

static void
undo_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  BstWindow *self = user_data;

  bst_board_view_clear_pending (self->board_view);
  if (self->session != NULL)
    bst_game_session_undo (self->session);
}

static void
redo_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  BstWindow *self = user_data;

  bst_board_view_clear_pending (self->board_view);
  if (self->session != NULL)
    bst_game_session_redo (self->session);
}

static void
play_again_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  BstWindow *self = user_data;

  bst_window_start_game (self, self->setup);
}

static const GActionEntry game_entries[] = {
  { "confirm", confirm_cb },
  { "take-back", take_back_cb },
  { "undo", undo_cb },
  { "redo", redo_cb },
  { "play-again", play_again_cb },
};

static void
set_enabled (BstWindow  *self,
             const char *name,
             gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->game_actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* Confirm and Take Back are only enabled with a tile down, so that Enter
 * and Backspace reach the board otherwise. */
void
bst_window_update_actions (BstWindow *self)
{
  gboolean human = self->session != NULL && bst_game_session_get_human_turn (self->session);
  BstMove move;
  gboolean pending = human && bst_board_view_get_pending_move (self->board_view, &move);

  set_enabled (self, "confirm", pending);
  set_enabled (self, "take-back", pending);
  set_enabled (self, "undo", self->session != NULL && bst_game_session_can_undo (self->session));
  set_enabled (self, "redo", self->game != NULL && bst_game_can_redo (self->game));
}

void
bst_window_init_actions (BstWindow *self)
{
  g_autoptr (GPropertyAction) show_side_panel = NULL;

  self->game_actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->game_actions), game_entries,
                                   G_N_ELEMENTS (game_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", G_ACTION_GROUP (self->game_actions));

  show_side_panel = g_property_action_new ("show-side-panel", self->flap, "reveal-flap");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (show_side_panel));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-window-private.h"

/* Replay: the game is copied and the copy stepped through from the start,
 * move by move, on the board and in the side panel. Nothing can be played
 * on it; "Continue from Here" takes the real game back to the move shown
 * and play goes on from there. */

static GAction *
lookup (BstWindow  *self,
        const char *name)
{
  return g_action_map_lookup_action (G_ACTION_MAP (self), name);
}

void
bst_window_update_replay (BstWindow *self)
{
  BstGame *game;
  guint shown, total;
  g_autofree char *label = NULL;

  if (lookup (self, "replay") == NULL)
    return;
  g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay")),
                               self->replay == NULL && self->game != NULL
                               && bst_game_get_n_moves (self->game) > 0);
  if (self->replay == NULL)
    {
      g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-previous")), FALSE);
      g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-next")), FALSE);
      g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-continue")), FALSE);
      g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-close")), FALSE);
      return;
    }

  game = bst_game_session_get_game (self->replay);
  shown = bst_game_get_n_moves (game);
  total = bst_game_get_n_moves (self->game);
  /* Translators: the replay's position, "Move 12 of 80" */
  label = g_strdup_printf (_("Move %u of %u"), shown, total);
  gtk_label_set_label (self->replay_label, label);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-previous")), shown > 0);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-next")),
                               bst_game_can_redo (game));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-continue")), TRUE);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "replay-close")), TRUE);
}

static void
replay_cb (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       user_data)
{
  BstWindow *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameSession) replay = NULL;

  if (self->replay != NULL || self->session == NULL)
    return;
  replay = bst_game_session_new_from_record (bst_game_session_get_record (self->session), &error);
  if (replay == NULL)
    {
      bst_window_show_toast (self, error->message);
      return;
    }
  bst_game_session_set_paused (replay, TRUE);
  bst_game_session_truncate (replay, 0);

  bst_game_session_set_paused (self->session, TRUE);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  bst_board_view_clear_pending (self->board_view);
  self->replay = g_steal_pointer (&replay);
  bst_board_view_set_game (self->board_view, bst_game_session_get_game (self->replay));
  bst_board_view_set_interactive (self->board_view, FALSE);
  bst_side_panel_set_session (self->side_panel, self->replay);
  gtk_revealer_set_reveal_child (self->replay_revealer, TRUE);
  bst_window_hide_score (self);
  bst_window_update_replay (self);
  bst_window_update_actions (self);
  adw_view_switcher_title_set_subtitle (self->window_title, _("Replay"));
}

void
bst_window_stop_replay (BstWindow *self)
{
  if (self->replay == NULL)
    return;
  g_clear_object (&self->replay);
  gtk_revealer_set_reveal_child (self->replay_revealer, FALSE);
  if (self->session != NULL)
    {
      bst_board_view_set_game (self->board_view, self->game);
      bst_side_panel_set_session (self->side_panel, self->session);
      bst_board_view_set_interactive (self->board_view,
                                      bst_game_session_get_human_turn (self->session));
      bst_game_session_set_paused (self->session, FALSE);
      bst_window_update_actions (self);
    }
  bst_window_update_replay (self);
}

static void
step (BstWindow *self,
      gboolean   forward)
{
  BstGame *game;

  if (self->replay == NULL)
    return;
  game = bst_game_session_get_game (self->replay);
  if (forward)
    bst_game_redo (game);
  else
    bst_game_undo (game);
  bst_window_update_replay (self);
}

static void
previous_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  step (BST_WINDOW (user_data), FALSE);
}

static void
next_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  step (BST_WINDOW (user_data), TRUE);
}

static void
continue_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BstWindow *self = user_data;
  guint n_moves;

  if (self->replay == NULL)
    return;
  n_moves = bst_game_get_n_moves (bst_game_session_get_game (self->replay));
  bst_window_stop_replay (self);
  bst_game_session_truncate (self->session, n_moves);
}

static void
close_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  BstWindow *self = user_data;

  bst_window_stop_replay (self);
  if (self->game != NULL && bst_game_is_over (self->game))
    bst_window_show_results (self);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BstWindow             *self)
{
  const char *action = NULL;

  if (self->replay == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      action = "win.replay-previous";
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      action = "win.replay-next";
      break;
    case GDK_KEY_Escape:
      action = "win.replay-close";
      break;
    default:
      return FALSE;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return TRUE;
}

static const GActionEntry replay_entries[] = {
  { "replay", replay_cb },
  { "replay-previous", previous_cb },
  { "replay-next", next_cb },
  { "replay-continue", continue_cb },
  { "replay-close", close_cb },
};

void
bst_window_init_replay (BstWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), replay_entries,
                                   G_N_ELEMENTS (replay_entries), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  bst_window_update_replay (self);
}

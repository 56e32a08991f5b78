/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-window-private.h"

/* Replay: the game is copied and the copy stepped through from the start,
 * move by move, on the board and in the side panel. Nothing can be played
 * on it; "Continue from Here" takes the real game back to the move shown
 * and play goes on from there. */

void
_bst_window_replay_update (BstWindow *self)
{
  BstGame *game;
  guint shown, total;
  g_autofree char *label = NULL;

  _bst_window_set_action_enabled (self, "win.replay",
                                  self->replay == NULL && self->game != NULL
                                  && bst_game_get_n_moves (self->game) > 0);
  if (self->replay == NULL)
    {
      _bst_window_set_action_enabled (self, "win.replay-previous", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-next", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-continue", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-close", FALSE);
      return;
    }

  game = bst_game_session_get_game (self->replay);
  shown = bst_game_get_n_moves (game);
  total = bst_game_get_n_moves (self->game);
  /* Translators: the replay's position, "Move 12 of 80" */
  label = g_strdup_printf (_("Move %u of %u"), shown, total);
  gtk_label_set_label (self->replay_label, label);
  _bst_window_set_action_enabled (self, "win.replay-previous", shown > 0);
  _bst_window_set_action_enabled (self, "win.replay-next", bst_game_can_redo (game));
  _bst_window_set_action_enabled (self, "win.replay-continue", TRUE);
  _bst_window_set_action_enabled (self, "win.replay-close", TRUE);
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
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
  g_signal_group_set_target (self->replay_signals, bst_game_session_get_game (self->replay));
  bst_board_view_set_game (self->board_view, bst_game_session_get_game (self->replay));
  bst_board_view_set_interactive (self->board_view, FALSE);
  bst_side_panel_set_session (self->side_panel, self->replay);
  gtk_revealer_set_reveal_child (self->replay_revealer, TRUE);
  bst_score_banner_hide (self->score_banner);
  _bst_window_update_actions (self);
  adw_view_switcher_title_set_subtitle (self->window_title, _("Replay"));
}

void
_bst_window_replay_stop (BstWindow *self)
{
  if (self->replay == NULL)
    return;
  g_signal_group_set_target (self->replay_signals, NULL);
  g_clear_object (&self->replay);
  gtk_revealer_set_reveal_child (self->replay_revealer, FALSE);
  if (self->session != NULL)
    {
      bst_board_view_set_game (self->board_view, self->game);
      bst_side_panel_set_session (self->side_panel, self->session);
      bst_board_view_set_interactive (self->board_view,
                                      bst_game_session_get_human_turn (self->session));
      bst_game_session_set_paused (self->session, FALSE);
      _bst_window_update_actions (self);
    }
  else
    _bst_window_replay_update (self);
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
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  step (BST_WINDOW (widget), FALSE);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  step (BST_WINDOW (widget), TRUE);
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  guint n_moves;

  if (self->replay == NULL)
    return;
  n_moves = bst_game_get_n_moves (bst_game_session_get_game (self->replay));
  _bst_window_replay_stop (self);
  bst_game_session_truncate (self->session, n_moves);
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  _bst_window_replay_stop (self);
  if (self->game != NULL && bst_game_is_over (self->game))
    _bst_window_show_results (self);
}

void
_bst_window_class_replay_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "win.replay-next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "win.replay-continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.replay-close", NULL, close_action);
}

void
_bst_window_replay_init (BstWindow *self)
{
  /* The replay's label and buttons follow the move it shows. */
  self->replay_signals = g_signal_group_new (BST_TYPE_GAME);
  g_signal_group_connect_object (self->replay_signals, "notify::n-moves",
                                 G_CALLBACK (_bst_window_replay_update), self, G_CONNECT_SWAPPED);

  _bst_window_replay_update (self);
}

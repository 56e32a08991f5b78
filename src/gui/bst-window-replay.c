/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-log-entry.h"
#include "bst-window-private.h"

/* At normal animation speed: long enough to see each tile land, short
 * enough to watch a whole game. */
#define AUTOPLAY_INTERVAL_MS 900
/* With animations off the moves still follow one another, as quickly as at
 * the top of the setting's range. */
#define AUTOPLAY_FASTEST_SPEED 4.0

/* Replay: the game is copied and the copy stepped through from the start,
 * move by move, on the board and in the side panel. Nothing can be played
 * on it; "Continue from Here" takes the real game back to the move shown
 * and play goes on from there. */

/* The better move of a review and its words stay while the replay shows
 * the position of their move. */
static void
forget_better_move_unless_at (BstWindow *self,
                              guint      shown)
{
  if (self->replay_words == NULL || (self->replay != NULL && shown == self->replay_words_at))
    return;
  g_clear_pointer (&self->replay_words, g_free);
  bst_board_view_show_better_move (self->board_view, NULL);
}

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
      forget_better_move_unless_at (self, 0);
      _bst_window_set_action_enabled (self, "win.replay-autoplay", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-previous", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-next", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-continue", FALSE);
      _bst_window_set_action_enabled (self, "win.replay-close", FALSE);
      return;
    }

  game = bst_game_session_get_game (self->replay);
  shown = bst_game_get_n_moves (game);
  total = bst_game_get_n_moves (self->game);
  /* On a narrow window the strip under the board stands for the panel:
   * its scores are those of the move shown too. */
  bst_turn_strip_update (self->turn_strip, game, NULL, 0);
  forget_better_move_unless_at (self, shown);
  /* Translators: the replay's position, "Replay — move 12 of 80" */
  label = g_strdup_printf (_("Replay — move %u of %u"), shown, total);
  if (self->replay_words != NULL)
    {
      g_autofree char *position = g_steal_pointer (&label);

      label = g_strconcat (position, "\n", self->replay_words, NULL);
    }
  gtk_label_set_label (self->replay_label, label);
  bst_side_panel_set_replay_title (self->side_panel, label);
  gtk_range_set_range (self->replay_scale, 0, total);
  gtk_range_set_value (self->replay_scale, shown);
  if (!bst_game_can_redo (game))
    g_clear_handle_id (&self->replay_autoplay, g_source_remove);
  gtk_button_set_icon_name (self->replay_play_button,
                            self->replay_autoplay ? "media-playback-pause-symbolic"
                                                  : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->replay_play_button),
                               self->replay_autoplay ? _("Pause") : _("Play the Moves"));
  _bst_window_set_action_enabled (self, "win.replay-autoplay", bst_game_can_redo (game)
                                  || self->replay_autoplay != 0);
  _bst_window_set_action_enabled (self, "win.replay-previous", shown > 0);
  _bst_window_set_action_enabled (self, "win.replay-next", bst_game_can_redo (game));
  _bst_window_set_action_enabled (self, "win.replay-continue", TRUE);
  _bst_window_set_action_enabled (self, "win.replay-close", TRUE);
}

static gboolean
start_replay (BstWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameSession) replay = NULL;

  if (self->replay != NULL)
    return TRUE;
  if (self->session == NULL)
    return FALSE;
  replay = bst_game_session_new_from_record (bst_game_session_get_record (self->session), &error);
  if (replay == NULL)
    {
      bst_window_show_toast (self, error->message);
      return FALSE;
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
  return TRUE;
}

static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  start_replay (BST_WINDOW (widget));
}

/* The replay shows the board after its first @n_moves moves. */
static void
show_moves (BstWindow *self,
            guint      n_moves)
{
  BstGame *game = bst_game_session_get_game (self->replay);

  while (bst_game_get_n_moves (game) > n_moves && bst_game_undo (game))
    ;
  while (bst_game_get_n_moves (game) < n_moves && bst_game_redo (game))
    ;
}

static void
replay_to_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  if (!start_replay (self))
    return;
  show_moves (self, g_variant_get_uint32 (parameter));
}

void
_bst_window_replay_show_better_move (BstWindow     *self,
                                     guint          index,
                                     const BstMove *better,
                                     const char    *words)
{
  if (!start_replay (self))
    return;
  show_moves (self, index);
  g_free (self->replay_words);
  self->replay_words = g_strdup (words);
  self->replay_words_at = index;
  bst_board_view_show_better_move (self->board_view, better);
  bst_board_view_set_cursor (self->board_view, better->x, better->y);
  _bst_window_replay_update (self);
}

/* A line of the game log is a moment of the game: after its move. */
static void
log_row_activated_cb (GtkListBox    *list,
                      GtkListBoxRow *row,
                      BstWindow     *self)
{
  GListModel *log = bst_game_session_get_log (self->replay != NULL ? self->replay
                                                                   : self->session);
  guint n_lines = g_list_model_get_n_items (log);
  guint index = (guint) gtk_list_box_row_get_index (row);
  g_autoptr (BstLogEntry) entry = NULL;
  guint n_moves;

  /* The session keeps the newest line first, the list shows it last. */
  if (index >= n_lines)
    return;
  entry = g_list_model_get_item (log, n_lines - 1 - index);
  n_moves = bst_log_entry_get_move (entry) + (bst_log_entry_is_final (entry) ? 0 : 1);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.replay-to", "u", n_moves);
}

static void
scale_changed_cb (GtkRange  *range,
                  BstWindow *self)
{
  double value = gtk_range_get_value (range);

  if (self->replay == NULL || value < 0)
    return;
  show_moves (self, (guint) (value + 0.5));
}

void
_bst_window_replay_stop (BstWindow *self)
{
  g_clear_handle_id (&self->replay_autoplay, g_source_remove);
  if (self->replay == NULL)
    return;
  g_signal_group_set_target (self->replay_signals, NULL);
  g_clear_object (&self->replay);
  forget_better_move_unless_at (self, 0);
  bst_side_panel_set_replay_title (self->side_panel, NULL);
  gtk_revealer_set_reveal_child (self->replay_revealer, FALSE);
  if (self->session != NULL)
    {
      bst_board_view_set_game (self->board_view, self->game);
      bst_side_panel_set_session (self->side_panel, self->session);
      bst_turn_strip_update (self->turn_strip, self->game, NULL, 0);
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

  /* Back where the game stands: its results were seen before the replay. */
  _bst_window_replay_stop (self);
}

static gboolean
autoplay_step_cb (gpointer data)
{
  BstWindow *self = data;

  step (self, TRUE);
  if (self->replay != NULL && bst_game_can_redo (bst_game_session_get_game (self->replay)))
    return G_SOURCE_CONTINUE;
  self->replay_autoplay = 0;
  _bst_window_replay_update (self);
  return G_SOURCE_REMOVE;
}

/* Autoplay keeps the pace of the board's animations: a player who sped
 * them up or turned them off wants the moves to come faster too. */
static guint
autoplay_interval_ms (BstWindow *self)
{
  double speed = g_settings_get_double (self->settings, "animation-speed");

  if (speed <= 0)
    speed = AUTOPLAY_FASTEST_SPEED;
  return (guint) (AUTOPLAY_INTERVAL_MS / speed);
}

static void
start_autoplay (BstWindow *self)
{
  g_clear_handle_id (&self->replay_autoplay, g_source_remove);
  self->replay_autoplay = g_timeout_add (autoplay_interval_ms (self), autoplay_step_cb, self);
}

/* A new speed counts at once: the wait for the next move starts again at it. */
static void
animation_speed_changed_cb (BstWindow *self)
{
  if (self->replay_autoplay != 0)
    start_autoplay (self);
}

static void
autoplay_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  if (self->replay == NULL)
    return;
  if (self->replay_autoplay != 0)
    g_clear_handle_id (&self->replay_autoplay, g_source_remove);
  else
    start_autoplay (self);
  _bst_window_replay_update (self);
}

static void
replay_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-to", "u", replay_to_action);
  gtk_widget_class_install_action (widget_class, "win.replay-autoplay", NULL, autoplay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "win.replay-next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "win.replay-continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.replay-close", NULL, close_action);
}

static void
replay_init (BstWindow *self)
{
  /* The replay's label and buttons follow the move it shows. */
  self->replay_signals = g_signal_group_new (BST_TYPE_GAME);
  g_signal_group_connect_object (self->replay_signals, "notify::n-moves",
                                 G_CALLBACK (_bst_window_replay_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (bst_side_panel_get_log_list (self->side_panel), "row-activated",
                           G_CALLBACK (log_row_activated_cb), self, 0);
  g_signal_connect_object (self->replay_scale, "value-changed",
                           G_CALLBACK (scale_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (animation_speed_changed_cb), self, G_CONNECT_SWAPPED);

  _bst_window_replay_update (self);
}

const BstWindowPart _bst_window_replay_part = { replay_class_init, replay_init };

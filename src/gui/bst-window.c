/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-new-game-dialog.h"
#include "bst-results-dialog.h"
#include "bst-window-private.h"

/* How long a scoring stays on screen at animation speed 1. */
#define SCORE_BANNER_MS  3000
/* The pause between the last move and the results. */
#define RESULTS_DELAY_MS 1200

G_DEFINE_FINAL_TYPE (BstWindow, bst_window, ADW_TYPE_APPLICATION_WINDOW)

static guint
scaled_delay (BstWindow *self,
              guint      ms)
{
  double speed = g_settings_get_double (self->settings, "animation-speed");

  return speed > 0.01 ? (guint) (ms / speed) : ms / 4;
}

static void
update_title (BstWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->game == NULL)
    return;
  if (bst_game_is_over (self->game))
    subtitle = g_strdup (_("Game Over"));
  else
    subtitle = g_strdup_printf (_("%s’s Turn"),
                                bst_game_get_player (self->game,
                                                     bst_game_get_current_player (self->game))->name);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
update_pending (BstWindow *self)
{
  BstMove pending;
  gboolean has_pending = bst_board_view_get_pending_move (self->board_view, &pending);

  bst_side_panel_set_pending (self->side_panel, has_pending ? &pending : NULL,
                              bst_board_view_get_hand_index (self->board_view));
  bst_window_update_actions (self);
}

static void
update_turn (BstWindow *self)
{
  bst_board_view_set_interactive (self->board_view,
                                  bst_game_session_get_human_turn (self->session));
  update_title (self);
  update_pending (self);
}

static gboolean
hide_score_cb (gpointer user_data)
{
  BstWindow *self = user_data;

  self->hide_score_source = 0;
  gtk_revealer_set_reveal_child (self->score_revealer, FALSE);
  bst_board_view_clear_highlight (self->board_view);
  return G_SOURCE_REMOVE;
}

static void
tile_placed_cb (BstGame   *game,
                guint      tile,
                BstWindow *self)
{
  g_string_truncate (self->score_text, 0);
  g_array_set_size (self->highlights, 0);
}

/* Completed features light up on the board and their points show above
 * it for a moment; the log keeps them. */
static void
feature_scored_cb (BstGame             *game,
                   const BstScoreEvent *event,
                   BstWindow           *self)
{
  g_autofree char *text = NULL;

  if (event->final)
    return;

  text = bst_score_event_describe (event, bst_game_get_players (game),
                                   bst_game_get_n_players (game));
  if (self->score_text->len > 0)
    g_string_append_c (self->score_text, '\n');
  g_string_append (self->score_text, text);
  gtk_label_set_label (self->score_label, self->score_text->str);
  gtk_revealer_set_reveal_child (self->score_revealer, TRUE);
  g_array_append_vals (self->highlights, (guint[]) { event->tile, event->segment }, 2);

  g_clear_handle_id (&self->hide_score_source, g_source_remove);
  self->hide_score_source = g_timeout_add (scaled_delay (self, SCORE_BANNER_MS), hide_score_cb, self);
}

/* The board forgets its highlights when the turn changes, so the features
 * this move completed are lit once the next turn has begun. */
static void
move_done_cb (BstWindow *self)
{
  for (guint i = 0; i + 1 < self->highlights->len; i += 2)
    bst_board_view_highlight_feature (self->board_view,
                                      g_array_index (self->highlights, guint, i),
                                      g_array_index (self->highlights, guint, i + 1));
  g_array_set_size (self->highlights, 0);
}

static gboolean
show_results_cb (gpointer user_data)
{
  BstWindow *self = user_data;

  self->results_source = 0;
  bst_window_show_results (self);
  return G_SOURCE_REMOVE;
}

static void
game_over_cb (BstGame   *game,
              BstWindow *self)
{
  g_clear_handle_id (&self->results_source, g_source_remove);
  self->results_source = g_timeout_add (scaled_delay (self, RESULTS_DELAY_MS), show_results_cb, self);
}

static void
game_changed_cb (BstWindow *self)
{
  /* Undo can take the game out of its end. */
  if (self->game != NULL && !bst_game_is_over (self->game))
    {
      g_clear_handle_id (&self->results_source, g_source_remove);
      if (self->results_dialog != NULL)
        gtk_window_destroy (self->results_dialog);
    }
  update_turn (self);
}

static void
pending_changed_cb (BstWindow *self)
{
  BstMove pending;

  update_pending (self);
  /* Without confirmation, choosing where the meeple goes ends the turn. */
  if (!g_settings_get_boolean (self->settings, "confirm-moves")
      && bst_board_view_get_pending_move (self->board_view, &pending)
      && pending.segment != BST_NO_SEGMENT)
    bst_window_confirm (self);
}

static void
move_activated_cb (BstWindow *self)
{
  bst_window_confirm (self);
}

static void
hand_selected_cb (BstSidePanel *panel,
                  guint         index,
                  BstWindow    *self)
{
  bst_board_view_set_hand_index (self->board_view, index);
  update_pending (self);
}

static void
disconnect_game (BstWindow *self)
{
  if (self->session == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->game, self);
  g_signal_handlers_disconnect_by_data (self->session, self);
  bst_side_panel_set_session (self->side_panel, NULL);
  bst_board_view_set_game (self->board_view, NULL);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
}

void
bst_window_start_game (BstWindow *self,
                       BstSetup  *setup)
{
  g_return_if_fail (BST_IS_WINDOW (self));
  g_return_if_fail (BST_IS_SETUP (setup));

  if (setup != self->setup)
    {
      g_clear_object (&self->setup);
      self->setup = bst_setup_copy (setup);
    }

  g_clear_handle_id (&self->results_source, g_source_remove);
  g_clear_handle_id (&self->hide_score_source, g_source_remove);
  gtk_revealer_set_reveal_child (self->score_revealer, FALSE);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  disconnect_game (self);
  self->game = bst_setup_create_game (self->setup);
  self->session = bst_game_session_new (self->game);
  g_settings_bind (self->settings, "animation-speed", self->session, "animation-speed",
                   G_SETTINGS_BIND_GET);

  g_signal_connect (self->game, "tile-placed", G_CALLBACK (tile_placed_cb), self);
  g_signal_connect (self->game, "feature-scored", G_CALLBACK (feature_scored_cb), self);
  g_signal_connect (self->game, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (self->game, "notify::n-moves", G_CALLBACK (update_turn), self);
  g_signal_connect_object (self->game, "turn-started", G_CALLBACK (move_done_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->game, "game-over", G_CALLBACK (move_done_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_swapped (self->session, "notify::human-turn", G_CALLBACK (update_turn), self);

  bst_board_view_set_game (self->board_view, self->game);
  bst_side_panel_set_session (self->side_panel, self->session);
  bst_board_view_zoom_to_fit (self->board_view);
  update_turn (self);
}

void
bst_window_show_toast (BstWindow  *self,
                       const char *message)
{
  g_return_if_fail (BST_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

static void
new_game_start_cb (BstNewGameDialog *dialog,
                   BstWindow        *self)
{
  BstSetup *setup = bst_new_game_dialog_get_setup (dialog);

  bst_setup_save (setup, self->settings);
  bst_window_start_game (self, setup);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

void
bst_window_show_new_game_dialog (BstWindow *self)
{
  g_autoptr (BstSetup) setup = NULL;
  BstNewGameDialog *dialog;

  g_return_if_fail (BST_IS_WINDOW (self));

  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (self->new_game_dialog);
      return;
    }
  setup = bst_setup_copy (self->setup);
  dialog = bst_new_game_dialog_new (setup);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect (dialog, "start", G_CALLBACK (new_game_start_cb), self);
  g_set_weak_pointer (&self->new_game_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
play_again_cb (BstResultsDialog *dialog,
               BstWindow        *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.play-again", NULL);
}

static void
new_game_cb (BstResultsDialog *dialog,
             BstWindow        *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  bst_window_show_new_game_dialog (self);
}

void
bst_window_show_results (BstWindow *self)
{
  BstResultsDialog *dialog;

  if (self->results_dialog != NULL || self->session == NULL || !bst_game_is_over (self->game))
    return;
  dialog = bst_results_dialog_new (self->session);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect (dialog, "play-again", G_CALLBACK (play_again_cb), self);
  g_signal_connect (dialog, "new-game", G_CALLBACK (new_game_cb), self);
  g_set_weak_pointer (&self->results_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_window_size (BstWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
}

static gboolean
bst_window_close_request (GtkWindow *window)
{
  BstWindow *self = BST_WINDOW (window);

  save_window_size (self);
  return GTK_WINDOW_CLASS (bst_window_parent_class)->close_request (window);
}

static void
bst_window_dispose (GObject *object)
{
  BstWindow *self = BST_WINDOW (object);

  g_clear_handle_id (&self->results_source, g_source_remove);
  g_clear_handle_id (&self->hide_score_source, g_source_remove);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (self->new_game_dialog);
  g_clear_weak_pointer (&self->results_dialog);
  g_clear_weak_pointer (&self->new_game_dialog);
  disconnect_game (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_WINDOW);
  g_clear_object (&self->game_actions);
  g_clear_object (&self->setup);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (bst_window_parent_class)->dispose (object);
}

static void
bst_window_finalize (GObject *object)
{
  BstWindow *self = BST_WINDOW (object);

  g_string_free (self->score_text, TRUE);
  g_array_unref (self->highlights);
  G_OBJECT_CLASS (bst_window_parent_class)->finalize (object);
}

static void
bst_window_class_init (BstWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bst_window_dispose;
  object_class->finalize = bst_window_finalize;
  window_class->close_request = bst_window_close_request;

  g_type_ensure (BST_TYPE_BOARD_VIEW);
  g_type_ensure (BST_TYPE_SIDE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BstWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, score_revealer);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, score_label);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, side_panel);
}

static void
bst_window_init (BstWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->score_text = g_string_new (NULL);
  self->highlights = g_array_new (FALSE, FALSE, sizeof (guint));
  self->settings = g_settings_new (APP_ID);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "show-legal-squares", self->board_view, "show-legal-squares",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-potential-score", self->side_panel,
                   "show-potential-score", G_SETTINGS_BIND_GET);

  g_signal_connect_swapped (self->board_view, "pending-changed",
                            G_CALLBACK (pending_changed_cb), self);
  g_signal_connect_swapped (self->board_view, "move-activated",
                            G_CALLBACK (move_activated_cb), self);
  g_signal_connect (self->side_panel, "hand-selected", G_CALLBACK (hand_selected_cb), self);

  bst_window_init_actions (self);

  self->setup = bst_setup_new_from_settings (self->settings);
  bst_window_start_game (self, self->setup);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
}

BstWindow *
bst_window_new (BstApplication *application)
{
  return g_object_new (BST_TYPE_WINDOW, "application", application, NULL);
}

BstGameSession *
bst_window_get_session (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->session;
}

BstGame *
bst_window_get_game (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->game;
}

BstBoardView *
bst_window_get_board_view (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->board_view;
}

BstSidePanel *
bst_window_get_side_panel (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->side_panel;
}

GtkWindow *
bst_window_get_results_dialog (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->results_dialog;
}

GActionGroup *
bst_window_get_game_actions (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return G_ACTION_GROUP (self->game_actions);
}

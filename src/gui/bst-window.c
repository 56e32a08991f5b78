/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>

#include "bst-autosave.h"
#include "bst-new-game-dialog.h"
#include "bst-results-dialog.h"
#include "bst-window-private.h"

/* How long a scoring stays on screen at animation speed 1: four and a half
 * times a computer seat's pace (bst-game-session.c), so that it leaves
 * between two computer moves rather than with one. */
#define SCORE_BANNER_MS  2700
/* The pause between the last move and the final scoring. */
#define RESULTS_DELAY_MS 1200
/* How long each feature of the final scoring is shown. */
#define FINAL_STEP_MS    1400
/* How long the scoring takes to slide in or out. */
#define SCORE_SLIDE_MS   250

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
  const BstState *state;
  const char *name;

  if (self->game == NULL)
    return;
  state = bst_game_get_state (self->game);
  name = bst_game_get_player (self->game, bst_game_get_current_player (self->game))->name;
  if (self->replay != NULL)
    subtitle = g_strdup (_("Replay"));
  else if (bst_game_is_over (self->game))
    subtitle = g_strdup (_("Game Over"));
  else if (state->phase == BST_PHASE_BID)
    /* Translators: %s is a player's name */
    subtitle = g_strdup_printf (_("%s’s Bid"), name);
  else if (state->phase == BST_PHASE_DECIDE)
    /* Translators: %s is a player's name */
    subtitle = g_strdup_printf (_("%s Decides"), name);
  else
    /* Translators: %s is a player's name */
    subtitle = g_strdup_printf (_("%s’s Turn"), name);
  adw_view_switcher_title_set_subtitle (self->window_title, subtitle);
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
  const BstState *state;

  if (self->session == NULL)
    return;
  state = bst_game_get_state (self->game);
  bst_board_view_set_interactive (self->board_view,
                                  self->replay == NULL
                                  && bst_game_session_get_human_turn (self->session)
                                  && state->phase == BST_PHASE_PLACE);
  update_title (self);
  update_pending (self);
}

/* The banner slides in and out at the animation speed, like the rest. */
static void
show_score (BstWindow *self,
            gboolean   shown)
{
  gboolean animated = g_settings_get_double (self->settings, "animation-speed") > 0.01;

  gtk_revealer_set_transition_duration (self->score_revealer,
                                        animated ? scaled_delay (self, SCORE_SLIDE_MS) : 0);
  gtk_revealer_set_reveal_child (self->score_revealer, shown);
}

void
bst_window_hide_score (BstWindow *self)
{
  g_clear_handle_id (&self->hide_score_source, g_source_remove);
  bst_after_frame_cancel (&self->score_reveal);
  show_score (self, FALSE);
}

static gboolean
hide_score_cb (gpointer user_data)
{
  BstWindow *self = user_data;

  self->hide_score_source = 0;
  bst_window_hide_score (self);
  bst_board_view_clear_highlight (self->board_view);
  return G_SOURCE_REMOVE;
}

/* The scoring shows over the board when the board shows the move. */
static void
reveal_score (gpointer data)
{
  BstWindow *self = data;

  gtk_label_set_label (self->score_label, self->score_text->str);
  show_score (self, TRUE);
}

static void
tile_placed_cb (BstGame   *game,
                guint      tile,
                BstWindow *self)
{
  g_string_truncate (self->score_text, 0);
  g_array_set_size (self->highlights, 0);
  self->last_placer = bst_game_get_state (game)->current_player;
}

/* Completed features light up on the board and their points show above
 * it for a moment; the log keeps them. The final scoring waits for the
 * game to end, and is then shown one feature at a time. */
static void
feature_scored_cb (BstGame             *game,
                   const BstScoreEvent *event,
                   BstWindow           *self)
{
  g_autofree char *text = NULL;

  if (event->final)
    {
      if (event->points > 0)
        g_array_append_val (self->final_events, *event);
      return;
    }

  text = bst_score_event_describe (event, bst_game_get_players (game),
                                   bst_game_get_n_players (game));
  if (self->score_text->len > 0)
    g_string_append_c (self->score_text, '\n');
  g_string_append (self->score_text, text);
  bst_after_frame_queue (&self->score_reveal, GTK_WIDGET (self->board_view), reveal_score, self);
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

/* Filling a hole earns another turn under that house rule: say why the
 * same player moves again. */
static void
turn_started_cb (BstGame   *game,
                 guint      player,
                 BstWindow *self)
{
  const BstState *state = bst_game_get_state (game);

  if (state->rules.hole_bonus_turn && state->phase == BST_PHASE_PLACE
      && player == self->last_placer && state->last_tile != 0xff
      && bst_game_get_n_moves (game) > 0
      && bst_game_get_move (game, bst_game_get_n_moves (game) - 1)->kind == BST_MOVE_PLACE
      && bst_state_hole_filled (state, state->last_tile))
    bst_window_show_toast (self, _("Extra turn for filling a hole"));
}

static gboolean
final_step_cb (gpointer user_data)
{
  BstWindow *self = user_data;
  const BstScoreEvent *event;
  g_autofree char *text = NULL;

  self->final_source = 0;
  bst_board_view_clear_highlight (self->board_view);
  if (self->final_index >= self->final_events->len)
    {
      bst_window_hide_score (self);
      bst_window_show_results (self);
      return G_SOURCE_REMOVE;
    }

  event = &g_array_index (self->final_events, BstScoreEvent, self->final_index++);
  text = bst_score_event_describe (event, bst_game_get_players (self->game),
                                   bst_game_get_n_players (self->game));
  {
    /* Translators: the final scoring, one feature at a time: "Final scoring 3 of 9: City: …" */
    g_autofree char *line = g_strdup_printf (_("Final scoring %u of %u: %s"), self->final_index,
                                             self->final_events->len, text);

    gtk_label_set_label (self->score_label, line);
  }
  show_score (self, TRUE);
  bst_board_view_highlight_feature (self->board_view, event->tile, event->segment);
  self->final_source = g_timeout_add (scaled_delay (self, FINAL_STEP_MS), final_step_cb, self);
  return G_SOURCE_REMOVE;
}

static void
stop_final_scoring (BstWindow *self)
{
  g_clear_handle_id (&self->final_source, g_source_remove);
  g_clear_handle_id (&self->results_source, g_source_remove);
  g_array_set_size (self->final_events, 0);
  self->final_index = 0;
}

static void
game_over_cb (BstGame   *game,
              BstWindow *self)
{
  g_clear_handle_id (&self->hide_score_source, g_source_remove);
  g_clear_handle_id (&self->final_source, g_source_remove);
  self->final_index = 0;
  /* Without animations the results come at once. */
  if (g_settings_get_double (self->settings, "animation-speed") < 0.01)
    g_array_set_size (self->final_events, 0);
  self->final_source = g_timeout_add (scaled_delay (self, RESULTS_DELAY_MS), final_step_cb, self);
}

static void
game_changed_cb (BstWindow *self)
{
  /* Undo can take the game out of its end. */
  if (self->game != NULL && !bst_game_is_over (self->game))
    {
      stop_final_scoring (self);
      bst_window_hide_score (self);
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
  bst_window_stop_replay (self);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->session == NULL)
    return;
  /* The computer may be thinking in a worker thread: stop it. */
  bst_game_session_cancel (self->session);
  bst_game_session_set_autosave_file (self->session, NULL);
  g_signal_handlers_disconnect_by_data (self->game, self);
  g_signal_handlers_disconnect_by_data (self->session, self);
  bst_side_panel_set_session (self->side_panel, NULL);
  bst_board_view_set_game (self->board_view, NULL);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
}

/* Makes @session the game of this window. */
void
bst_window_set_session (BstWindow      *self,
                        BstGameSession *session)
{
  stop_final_scoring (self);
  bst_window_hide_score (self);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  disconnect_game (self);
  self->session = g_object_ref (session);
  self->game = g_object_ref (bst_game_session_get_game (session));
  self->last_placer = BST_NO_PLAYER;
  g_settings_bind (self->settings, "animation-speed", self->session, "animation-speed",
                   G_SETTINGS_BIND_GET);

  g_signal_connect (self->game, "tile-placed", G_CALLBACK (tile_placed_cb), self);
  g_signal_connect (self->game, "feature-scored", G_CALLBACK (feature_scored_cb), self);
  g_signal_connect (self->game, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (self->game, "turn-started", G_CALLBACK (turn_started_cb), self);
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
  bst_game_session_set_autosave_file (self->session, self->autosave_file);
  update_turn (self);
}

void
bst_window_start_game (BstWindow *self,
                       BstSetup  *setup)
{
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstGameSession) session = NULL;

  g_return_if_fail (BST_IS_WINDOW (self));
  g_return_if_fail (BST_IS_SETUP (setup));

  if (setup != self->setup)
    {
      g_clear_object (&self->setup);
      self->setup = bst_setup_copy (setup);
    }

  /* A new game: the unfinished one is given up. */
  if (self->autosave_file != NULL)
    bst_autosave_delete (self->autosave_file);
  g_clear_object (&self->file);
  game = bst_setup_create_game (self->setup);
  session = bst_game_session_new (game);
  bst_window_set_session (self, session);
}

void
bst_window_show_toast (BstWindow  *self,
                       const char *message)
{
  g_return_if_fail (BST_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

void
bst_window_show_message (BstWindow  *self,
                         const char *heading,
                         const char *body)
{
  GtkWidget *dialog;

  if (self->message_dialog != NULL)
    gtk_window_destroy (self->message_dialog);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  g_set_weak_pointer (&self->message_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_new_game (BstWindow *self,
                gpointer   setup)
{
  bst_window_start_game (self, setup);
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (self->new_game_dialog);
}

static void
new_game_start_cb (BstNewGameDialog *dialog,
                   BstWindow        *self)
{
  BstSetup *setup = bst_new_game_dialog_get_setup (dialog);

  bst_setup_save (setup, self->settings);
  bst_window_replace_game (self, GTK_WINDOW (dialog),
                           _("The game in progress has not been saved and will be lost."),
                           _("_Start"), start_new_game, bst_setup_copy (setup), g_object_unref);
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

static void
save_cb (BstResultsDialog *dialog,
         BstWindow        *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.save-as", NULL);
}

static void
replay_cb (BstResultsDialog *dialog,
           BstWindow        *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.replay", NULL);
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
  g_signal_connect (dialog, "save", G_CALLBACK (save_cb), self);
  g_signal_connect (dialog, "replay", G_CALLBACK (replay_cb), self);
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
  if (self->session != NULL)
    bst_game_session_cancel (self->session);
  return GTK_WINDOW_CLASS (bst_window_parent_class)->close_request (window);
}

static void
bst_window_dispose (GObject *object)
{
  BstWindow *self = BST_WINDOW (object);

  stop_final_scoring (self);
  g_clear_handle_id (&self->hide_score_source, g_source_remove);
  bst_after_frame_cancel (&self->score_reveal);
  bst_after_frame_cancel (&self->history_reveal);
  bst_window_close_learning (self);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (self->new_game_dialog);
  if (self->message_dialog != NULL)
    gtk_window_destroy (self->message_dialog);
  g_clear_weak_pointer (&self->results_dialog);
  g_clear_weak_pointer (&self->new_game_dialog);
  g_clear_weak_pointer (&self->message_dialog);
  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);
  disconnect_game (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_WINDOW);
  g_clear_object (&self->game_actions);
  g_clear_object (&self->setup);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave_file);
  G_OBJECT_CLASS (bst_window_parent_class)->dispose (object);
}

static void
bst_window_finalize (GObject *object)
{
  BstWindow *self = BST_WINDOW (object);

  g_string_free (self->score_text, TRUE);
  g_array_unref (self->highlights);
  g_array_unref (self->final_events);
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
  gtk_widget_class_bind_template_child (widget_class, BstWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, side_panel_button);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, editor_page);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, puzzles_page);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, score_revealer);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, score_label);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, replay_revealer);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, replay_label);
}

/* The primary menu is built the first time it opens, not with the window. */
static void
create_primary_menu_cb (GtkMenuButton *button,
                        gpointer       user_data)
{
  BstWindow *self = user_data;

  gtk_menu_button_set_menu_model (button, self->primary_menu);
  gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
}

static void
bst_window_init (BstWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu_cb, self, NULL);

  self->score_text = g_string_new (NULL);
  self->highlights = g_array_new (FALSE, FALSE, sizeof (guint));
  self->final_events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  self->settings = g_settings_new (APP_ID);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "show-legal-squares", self->board_view, "show-legal-squares",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self->board_view, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-potential-score", self->side_panel,
                   "show-potential-score", G_SETTINGS_BIND_GET);

  g_signal_connect_swapped (self->board_view, "pending-changed",
                            G_CALLBACK (pending_changed_cb), self);
  g_signal_connect_swapped (self->board_view, "move-activated",
                            G_CALLBACK (move_activated_cb), self);
  g_signal_connect (self->side_panel, "hand-selected", G_CALLBACK (hand_selected_cb), self);

  bst_window_init_actions (self);
  bst_window_init_files (self);
  bst_window_init_replay (self);
  bst_window_init_modes (self);
  bst_window_init_learn (self);

  self->setup = bst_setup_new_from_settings (self->settings);
  bst_window_start_game (self, self->setup);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
}

BstWindow *
bst_window_new (BstApplication *application)
{
  return g_object_new (BST_TYPE_WINDOW, "application", application, NULL);
}

void
bst_window_set_autosave_file (BstWindow *self,
                              GFile     *file)
{
  g_return_if_fail (BST_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->autosave_file, file);
  if (self->session != NULL)
    bst_game_session_set_autosave_file (self->session, file);
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

GtkWindow *
bst_window_get_message_dialog (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->message_dialog;
}

GActionGroup *
bst_window_get_game_actions (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return G_ACTION_GROUP (self->game_actions);
}

BstGameSession *
bst_window_get_replay (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->replay;
}

GFile *
bst_window_get_file (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->file;
}

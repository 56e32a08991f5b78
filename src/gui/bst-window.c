/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>

#include "bst-autosave.h"
#include "bst-new-game-dialog.h"
#include "bst-level-streaks.h"
#include "bst-results-dialog.h"
#include "bst-statistics-window.h"
#include "bst-window-private.h"

/* The sizes a saved window size is kept within. */
#define MIN_SAVED_SIZE 360
#define MAX_SAVED_SIZE 16384

G_DEFINE_FINAL_TYPE (BstWindow, bst_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_SIDE_PANEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
  bst_turn_strip_update (self->turn_strip, self->game, has_pending ? &pending : NULL,
                         bst_board_view_get_hand_index (self->board_view));
  _bst_window_update_actions (self);
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

/* Filling a hole earns another turn under that house rule: say why the
 * same player moves again. */
static void
turn_started_cb (BstGame   *game,
                 guint      player,
                 BstWindow *self)
{
  if (bst_game_get_extra_turn (game) == BST_EXTRA_TURN_FILLED_HOLE)
    bst_window_show_toast (self, _("Extra turn for filling a hole"));
}

static void
game_changed_cb (BstWindow *self)
{
  /* Undo can take the game out of its end. */
  if (self->game != NULL && !bst_game_is_over (self->game) && self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  update_turn (self);
}

static void
pending_changed_cb (BstWindow *self)
{
  update_pending (self);
  /* Without confirmation, choosing where the meeple goes ends the turn,
   * after a moment to take it back. */
  _bst_window_grace_follow_pending (self);
}

static void
move_activated_cb (BstWindow *self)
{
  _bst_window_actions_confirm (self);
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
final_scoring_done_cb (BstWindow *self)
{
  /* Undo and redo can bring a game to its end again: it counts once. */
  if (self->counted_game != self->game)
    {
      bst_level_streaks_record (self->settings, self->game);
      g_set_weak_pointer (&self->counted_game, self->game);
    }
  _bst_window_show_results (self);
}

static void
disconnect_game (BstWindow *self)
{
  _bst_window_replay_stop (self);
  _bst_window_grace_stop (self);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->session == NULL)
    return;
  /* The computer may be thinking in a worker thread: stop it. */
  bst_game_session_cancel (self->session);
  bst_game_session_set_autosave_file (self->session, NULL);
  g_signal_group_set_target (self->game_signals, NULL);
  g_signal_group_set_target (self->session_signals, NULL);
  bst_score_banner_set_game (self->score_banner, NULL);
  bst_side_panel_set_session (self->side_panel, NULL);
  bst_turn_strip_update (self->turn_strip, NULL, NULL, 0);
  bst_board_view_set_game (self->board_view, NULL);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
}

/* Makes @session the game of this window. */
void
_bst_window_set_session (BstWindow      *self,
                         BstGameSession *session)
{
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  disconnect_game (self);
  self->session = g_object_ref (session);
  self->game = g_object_ref (bst_game_session_get_game (session));
  g_settings_bind (self->settings, "animation-speed", self->session, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "expert-seconds", self->session, "expert-seconds",
                   G_SETTINGS_BIND_GET);

  bst_score_banner_set_game (self->score_banner, self->game);
  g_signal_group_set_target (self->game_signals, self->game);
  g_signal_group_set_target (self->session_signals, self->session);
  bst_board_view_set_game (self->board_view, self->game);
  bst_side_panel_set_session (self->side_panel, self->session);
  bst_board_view_zoom_to_fit (self->board_view);
  bst_game_session_set_autosave_file (self->session, self->autosave_file);
  _bst_window_aids_update (self);
  update_turn (self);
}

void
_bst_window_play_game (BstWindow *self,
                       BstGame   *game)
{
  g_autoptr (BstGameSession) session = bst_game_session_new (game);

  g_clear_object (&self->file);
  _bst_window_set_session (self, session);
  adw_view_stack_set_visible_child_name (self->mode_stack, "game");
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
  _bst_window_set_session (self, session);
}

void
bst_window_show_toast (BstWindow  *self,
                       const char *message)
{
  g_return_if_fail (BST_IS_WINDOW (self));
  _bst_window_learn_make_way (self);
  _bst_window_add_toast (self, adw_toast_new (message));
}

void
bst_window_show_problem (BstWindow  *self,
                         const char *title,
                         const char *details)
{
  /* A toast's title is markup in libadwaita 1.2. */
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  g_return_if_fail (BST_IS_WINDOW (self));
  g_return_if_fail (title != NULL);
  g_return_if_fail (details != NULL);

  escaped = g_markup_escape_text (title, -1);
  toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_action_name (toast, "win.show-problem");
  adw_toast_set_action_target_value (toast, g_variant_new ("(ss)", title, details));
  /* A problem concerns the player's work on any page: it stays in sight
   * whichever page they go to. */
  _bst_window_learn_make_way (self);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
show_problem_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  const char *title, *details;

  g_variant_get (parameter, "(&s&s)", &title, &details);
  _bst_window_show_message (BST_WINDOW (widget), title, details);
}

void
_bst_window_show_message (BstWindow  *self,
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

/* Focus ------------------------------------------------------------------------------ */

/* A dialog over the window gives the keys back to the board, where +, -,
 * the arrows and R act: not to the menu button that opened it. */
static void
toplevel_unmap_cb (GtkWindow *toplevel,
                   BstWindow *self)
{
  if (self->board_view == NULL || gtk_window_get_transient_for (toplevel) != GTK_WINDOW (self)
      || !_bst_window_shows_page (self, "game"))
    return;
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
}

static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      BstWindow  *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (toplevel != GTK_WINDOW (self))
        g_signal_connect_object (toplevel, "unmap", G_CALLBACK (toplevel_unmap_cb), self, 0);
    }
}

/* Replacing the game ------------------------------------------------------------------ */

static gboolean
has_human_seat (BstGame *game)
{
  for (guint p = 0; p < bst_game_get_n_players (game); p++)
    if (bst_game_get_player (game, p)->kind == BST_SEAT_HUMAN)
      return TRUE;
  return FALSE;
}

/* Replacing the game loses something only when it is unfinished, someone
 * at this screen has moved in it, and it differs from its file. A new
 * game, the computer's opening move or a game between computer players
 * (the demo) are not worth a question; nor is a finished game. */
static gboolean
game_would_be_lost (BstWindow *self)
{
  if (self->session == NULL || bst_game_is_over (self->game))
    return FALSE;
  if (!has_human_seat (self->game) || !bst_game_session_can_undo (self->session))
    return FALSE;
  return !_bst_window_files_is_saved (self);
}

/* Changes in the editor that no file holds. The autosave keeps them over a
 * crash, but leaving on purpose is a choice to ask about. */
static gboolean
editor_work_would_be_lost (BstWindow *self)
{
  return self->editor_view != NULL
         && bst_editor_document_get_modified (bst_editor_view_get_document (self->editor_view));
}

/* One question at a time, each asked only when its work would be lost:
 * first the editor's, then the game's; @replace runs once every one of
 * them has been answered to go on. */
typedef struct {
  BstWindow      *self;
  BstReplaces     unasked;
  gboolean        discard;  /* the editor's work, once nothing is cancelled */
  GtkWindow      *parent;   /* weak */
  char           *body;
  char           *verb;
  BstReplaceFunc  replace;
  gpointer        data;
  GDestroyNotify  destroy;
} Replacement;

static void
replacement_free (gpointer data)
{
  Replacement *replacement = data;

  if (replacement->destroy != NULL)
    replacement->destroy (replacement->data);
  g_clear_weak_pointer (&replacement->parent);
  g_free (replacement->body);
  g_free (replacement->verb);
  g_free (replacement);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Replacement, replacement_free)

static void ask_next (Replacement *replacement);

static void
editor_saved_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr (Replacement) replacement = user_data;

  /* Not saved (no file chosen, or an error the editor has told of): nothing
   * is given up. */
  if (bst_editor_view_save_finish (BST_EDITOR_VIEW (source), result, NULL))
    ask_next (g_steal_pointer (&replacement));
}

static void
question_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      BstWindow        *self)
{
  g_autoptr (Replacement) replacement = g_object_steal_data (G_OBJECT (dialog), "bst-replacement");

  if (self->message_dialog == GTK_WINDOW (dialog))
    g_clear_weak_pointer (&self->message_dialog);
  /* Once only, whatever the dialog emits while it closes. */
  if (replacement == NULL || g_str_equal (response, "cancel"))
    return;
  /* Going on may close the window it was asked over (the new game dialog),
   * before this one is gone. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  if (g_str_equal (response, "save"))
    bst_editor_view_save_async (self->editor_view, FALSE, editor_saved_cb,
                                g_steal_pointer (&replacement));
  else
    {
      if (g_str_equal (response, "discard"))
        replacement->discard = TRUE;
      ask_next (g_steal_pointer (&replacement));
    }
}

/* Asks, with the responses given as id and label pairs: "cancel" keeps
 * everything as it was, "save" is the one suggested, any other gives
 * something up. */
static void
ask (Replacement *replacement,
     const char  *heading,
     const char  *body,
     ...)
{
  BstWindow *self = replacement->self;
  AdwMessageDialog *dialog;
  const char *id;
  va_list args;

  if (self->message_dialog != NULL)
    gtk_window_destroy (self->message_dialog);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (replacement->parent != NULL
                                                       ? replacement->parent
                                                       : GTK_WINDOW (self),
                                                       heading, body));
  va_start (args, body);
  while ((id = va_arg (args, const char *)) != NULL)
    {
      adw_message_dialog_add_response (dialog, id, va_arg (args, const char *));
      if (g_str_equal (id, "save"))
        {
          adw_message_dialog_set_response_appearance (dialog, id, ADW_RESPONSE_SUGGESTED);
          adw_message_dialog_set_default_response (dialog, id);
        }
      else if (!g_str_equal (id, "cancel"))
        adw_message_dialog_set_response_appearance (dialog, id, ADW_RESPONSE_DESTRUCTIVE);
    }
  va_end (args);
  if (adw_message_dialog_get_default_response (dialog) == NULL)
    adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bst-replacement", replacement, replacement_free);
  g_signal_connect (dialog, "response", G_CALLBACK (question_response_cb), self);
  g_set_weak_pointer (&self->message_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ask_about_editor (Replacement *replacement)
{
  BstEditorDocument *document = bst_editor_view_get_document (replacement->self->editor_view);
  GFile *file = bst_editor_document_get_file (document);
  g_autofree char *body = NULL;
  const char *heading;

  heading = bst_editor_document_get_draft (document)->is_puzzle
            ? _("Save Changes to the Puzzle?") : _("Save Changes to the Position?");
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      /* Translators: %s is a file name */
      body = g_strdup_printf (_("Your changes to “%s” in the editor have not been saved and "
                                "will be lost."), name);
    }
  else
    body = g_strdup (_("Your work in the editor has not been saved and will be lost."));
  ask (replacement, heading, body,
       "cancel", _("_Cancel"),
       "discard", _("_Discard"),
       "save", _("_Save"),
       NULL);
}

static void
ask_next (Replacement *replacement)
{
  BstWindow *self = replacement->self;

  if ((replacement->unasked & BST_REPLACES_EDITOR) != 0)
    {
      replacement->unasked &= ~BST_REPLACES_EDITOR;
      if (editor_work_would_be_lost (self))
        {
          ask_about_editor (replacement);
          return;
        }
    }
  if ((replacement->unasked & BST_REPLACES_GAME) != 0)
    {
      replacement->unasked &= ~BST_REPLACES_GAME;
      if (game_would_be_lost (self))
        {
          ask (replacement, _("Replace the Current Game?"), replacement->body,
               "cancel", _("_Cancel"),
               "replace", replacement->verb,
               NULL);
          return;
        }
    }
  if (replacement->discard)
    bst_editor_document_discard (bst_editor_view_get_document (self->editor_view));
  replacement->replace (self, replacement->data);
  replacement_free (replacement);
}

void
_bst_window_replace (BstWindow      *self,
                     BstReplaces     what,
                     GtkWindow      *parent,
                     const char     *body,
                     const char     *verb,
                     BstReplaceFunc  replace,
                     gpointer        data,
                     GDestroyNotify  destroy)
{
  Replacement *replacement = g_new0 (Replacement, 1);

  replacement->self = self;
  replacement->unasked = what;
  g_set_weak_pointer (&replacement->parent, parent);
  replacement->body = g_strdup (body);
  replacement->verb = g_strdup (verb);
  replacement->replace = replace;
  replacement->data = data;
  replacement->destroy = destroy;
  ask_next (replacement);
}

/* New game and results ---------------------------------------------------------------- */

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
  _bst_window_replace (self, BST_REPLACES_GAME, GTK_WINDOW (dialog),
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

/* The window's answer to each button of the results dialog: those that
 * lead away from the results close them first. */
typedef struct {
  const char *signal;
  const char *window_action;
  gboolean    closes_results;
} ResultsButton;

static const ResultsButton results_buttons[] = {
  { "play-again", "game.play-again", FALSE },
  { "save", "win.save-as", FALSE },
  { "replay", "win.replay", TRUE },
  /* The window's own review, so that its moves open in the window's replay. */
  { "review", "win.review-game", FALSE },
};

static void
results_button_cb (BstResultsDialog *dialog,
                   gpointer          user_data)
{
  const ResultsButton *button = user_data;
  GtkWidget *window = GTK_WIDGET (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  if (button->closes_results)
    gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_widget_activate_action (window, button->window_action, NULL);
}

static void
new_game_cb (BstResultsDialog *dialog,
             BstWindow        *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  bst_window_show_new_game_dialog (self);
}

/* The same players and rules, the computers a level up. */
static void
try_stronger_level_cb (BstResultsDialog *dialog,
                       BstWindow        *self)
{
  g_autoptr (BstSetup) setup = NULL;
  BstAiLevel beaten, stronger;

  if (!bst_level_streaks_suggest (self->settings, self->game, &beaten, &stronger))
    return;
  setup = bst_setup_new_from_game (self->game);
  for (guint seat = 0; seat < bst_setup_get_n_players (setup); seat++)
    if (bst_setup_get_player (setup, seat)->kind != BST_SEAT_HUMAN)
      bst_setup_set_player_kind (setup, seat, bst_ai_level_seat_kind (stronger));
  gtk_window_destroy (GTK_WINDOW (dialog));
  bst_window_start_game (self, setup);
}

static void
stop_suggesting_cb (BstResultsDialog *dialog,
                    BstWindow        *self)
{
  g_settings_set_boolean (self->settings, "suggest-stronger-level", FALSE);
}

void
_bst_window_show_results (BstWindow *self)
{
  BstResultsDialog *dialog;
  BstAiLevel beaten, stronger;

  if (self->results_dialog != NULL || self->session == NULL || !bst_game_is_over (self->game))
    return;
  bst_statistics_window_record_game (self->game);
  dialog = bst_results_dialog_new (self->session);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  for (guint i = 0; i < G_N_ELEMENTS (results_buttons); i++)
    g_signal_connect (dialog, results_buttons[i].signal, G_CALLBACK (results_button_cb),
                      (gpointer) &results_buttons[i]);
  g_signal_connect (dialog, "new-game", G_CALLBACK (new_game_cb), self);
  /* Only the game that just made the streak earns the next level. */
  if (self->counted_game == self->game
      && bst_level_streaks_suggest (self->settings, self->game, &beaten, &stronger))
    bst_results_dialog_suggest_level (dialog, beaten, stronger);
  g_signal_connect (dialog, "try-stronger-level", G_CALLBACK (try_stronger_level_cb), self);
  g_signal_connect (dialog, "stop-suggesting", G_CALLBACK (stop_suggesting_cb), self);
  g_set_weak_pointer (&self->results_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

BstPuzzleBrowser *
_bst_window_show_puzzles (BstWindow *self)
{
  adw_view_stack_set_visible_child_name (self->mode_stack, "puzzles");
  return _bst_window_modes_ensure_puzzle_browser (self);
}

BstEditorView *
_bst_window_show_editor (BstWindow *self)
{
  BstEditorView *view = _bst_window_modes_ensure_editor_view (self);

  adw_view_stack_set_visible_child_name (self->mode_stack, "editor");
  return view;
}

/* Actions ------------------------------------------------------------------------------ */

void
_bst_window_update_actions (BstWindow *self)
{
  _bst_window_actions_update (self);
  _bst_window_replay_update (self);
  _bst_window_review_update (self);
}

/* A toast of the page shown: on the game page it lies over the board,
 * where it hides no button of the turn; the other pages have theirs over
 * the whole page. */
void
_bst_window_add_toast (BstWindow *self,
                       AdwToast  *toast)
{
  adw_toast_overlay_add_toast (_bst_window_shows_page (self, "game") ? self->board_toast_overlay
                                                                     : self->toast_overlay,
                               toast);
}

gboolean
_bst_window_shows_page (BstWindow  *self,
                        const char *page)
{
  return g_strcmp0 (adw_view_stack_get_visible_child_name (self->mode_stack), page) == 0;
}

/* The game page's actions are off while another page is shown, so that
 * neither a key nor a menu item acts on a game that cannot be seen. */
void
_bst_window_set_action_enabled (BstWindow  *self,
                                const char *name,
                                gboolean    enabled)
{
  if (_bst_window_actions_on_game_page (name) && !_bst_window_shows_page (self, "game"))
    enabled = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), name, enabled);
  if (enabled)
    g_hash_table_remove (self->disabled_actions, name);
  else
    g_hash_table_add (self->disabled_actions, (gpointer) g_intern_string (name));
}

gboolean
bst_window_get_action_enabled (BstWindow  *self,
                               const char *name)
{
  GType owner;
  const char *installed;
  const GVariantType *parameter_type;
  const char *property;

  g_return_val_if_fail (BST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (self), i, &owner,
                                                   &installed, &parameter_type, &property); i++)
    if (g_str_equal (installed, name))
      return !g_hash_table_contains (self->disabled_actions, name);
  return FALSE;
}

/* The window ---------------------------------------------------------------------------- */

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

static void
close_now (BstWindow *self,
           gpointer   data)
{
  self->may_close = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
bst_window_close_request (GtkWindow *window)
{
  BstWindow *self = BST_WINDOW (window);

  /* The game needs no question: its autosave resumes it. */
  if (!self->may_close && editor_work_would_be_lost (self))
    {
      _bst_window_replace (self, BST_REPLACES_EDITOR, NULL, NULL, NULL, close_now, NULL, NULL);
      return TRUE;
    }
  save_window_size (self);
  if (self->session != NULL)
    bst_game_session_cancel (self->session);
  return GTK_WINDOW_CLASS (bst_window_parent_class)->close_request (window);
}

static void
bst_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BstWindow *self = BST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SIDE_PANEL:
      g_value_set_boolean (value, self->show_side_panel);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BstWindow *self = BST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SIDE_PANEL:
      if (self->show_side_panel != g_value_get_boolean (value))
        {
          self->show_side_panel = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_window_dispose (GObject *object)
{
  BstWindow *self = BST_WINDOW (object);

  bst_after_frame_cancel (&self->history_reveal);
  _bst_window_learn_close (self);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  if (self->new_game_dialog != NULL)
    gtk_window_destroy (self->new_game_dialog);
  if (self->message_dialog != NULL)
    gtk_window_destroy (self->message_dialog);
  if (self->share_code_dialog != NULL)
    gtk_window_destroy (self->share_code_dialog);
  g_clear_weak_pointer (&self->results_dialog);
  g_clear_weak_pointer (&self->counted_game);
  g_clear_weak_pointer (&self->new_game_dialog);
  g_clear_weak_pointer (&self->message_dialog);
  g_clear_weak_pointer (&self->share_code_dialog);
  if (self->review_dialog != NULL)
    gtk_window_destroy (self->review_dialog);
  g_clear_weak_pointer (&self->review_dialog);
  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);
  disconnect_game (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_WINDOW);
  g_clear_object (&self->setup);
  g_clear_object (&self->settings);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave_file);
  g_clear_object (&self->editor_autosave_file);
  G_OBJECT_CLASS (bst_window_parent_class)->dispose (object);
}

static void
bst_window_finalize (GObject *object)
{
  BstWindow *self = BST_WINDOW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->replay_signals);
  g_hash_table_unref (self->disabled_actions);
  G_OBJECT_CLASS (bst_window_parent_class)->finalize (object);
}

/* Set up in this order, after the template: the learn part comes last as
 * it may offer the tutorial at once, over a window otherwise ready. */
static const BstWindowPart *const window_parts[] = {
  &_bst_window_actions_part,
  &_bst_window_aids_part,
  &_bst_window_files_part,
  &_bst_window_share_part,
  &_bst_window_replay_part,
  &_bst_window_review_part,
  &_bst_window_modes_part,
  &_bst_window_grace_part,
  &_bst_window_learn_part,
};

static void
bst_window_class_init (BstWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->get_property = bst_window_get_property;
  object_class->set_property = bst_window_set_property;
  object_class->dispose = bst_window_dispose;
  object_class->finalize = bst_window_finalize;
  window_class->close_request = bst_window_close_request;

  properties[PROP_SHOW_SIDE_PANEL] =
    g_param_spec_boolean ("show-side-panel", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BST_TYPE_BOARD_VIEW);
  g_type_ensure (BST_TYPE_SCORE_BANNER);
  g_type_ensure (BST_TYPE_SIDE_PANEL);
  g_type_ensure (BST_TYPE_TURN_STRIP);
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
  gtk_widget_class_bind_template_child (widget_class, BstWindow, board_toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, score_banner);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, turn_strip);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, replay_revealer);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, replay_label);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, replay_scale);
  gtk_widget_class_bind_template_child (widget_class, BstWindow, replay_play_button);
  gtk_widget_class_bind_template_callback (widget_class, final_scoring_done_cb);
  gtk_widget_class_install_action (widget_class, "win.show-problem", "(ss)",
                                   show_problem_action);

  for (guint i = 0; i < G_N_ELEMENTS (window_parts); i++)
    window_parts[i]->class_init (klass);
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

/* What the window follows of the game and the session in it. */
static void
init_signal_groups (BstWindow *self)
{
  self->game_signals = g_signal_group_new (BST_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "turn-started",
                                 G_CALLBACK (turn_started_cb), self, 0);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::n-moves",
                                 G_CALLBACK (update_turn), self, G_CONNECT_SWAPPED);

  self->session_signals = g_signal_group_new (BST_TYPE_GAME_SESSION);
  g_signal_group_connect_object (self->session_signals, "notify::human-turn",
                                 G_CALLBACK (update_turn), self, G_CONNECT_SWAPPED);
}

static void
bst_window_init (BstWindow *self)
{
  /* As the flap starts; the side panel's button asks while it is built. */
  self->show_side_panel = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu_cb, self, NULL);

  self->disabled_actions = g_hash_table_new (g_str_hash, g_str_equal);
  self->settings = g_settings_new (APP_ID);

  /* A size edited by hand must still give a window that fits a phone and a screen. */
  gtk_window_set_default_size (GTK_WINDOW (self),
                               CLAMP (g_settings_get_int (self->settings, "window-width"),
                                      MIN_SAVED_SIZE, MAX_SAVED_SIZE),
                               CLAMP (g_settings_get_int (self->settings, "window-height"),
                                      MIN_SAVED_SIZE, MAX_SAVED_SIZE));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "show-legal-squares", self->board_view, "show-legal-squares",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self->board_view, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self->score_banner, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-potential-score", self->side_panel,
                   "show-potential-score", G_SETTINGS_BIND_GET);

  g_signal_connect_swapped (self->board_view, "pending-changed",
                            G_CALLBACK (pending_changed_cb), self);
  g_signal_connect_swapped (self->board_view, "move-activated",
                            G_CALLBACK (move_activated_cb), self);
  g_signal_connect_swapped (self->board_view, "notify::hand-index",
                            G_CALLBACK (update_pending), self);
  g_signal_connect (self->side_panel, "hand-selected", G_CALLBACK (hand_selected_cb), self);
  g_object_bind_property (self->flap, "reveal-flap", self, "show-side-panel",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  init_signal_groups (self);

  for (guint i = 0; i < G_N_ELEMENTS (window_parts); i++)
    window_parts[i]->init (self);
  g_signal_connect_swapped (self->mode_stack, "notify::visible-child-name",
                            G_CALLBACK (_bst_window_update_actions), self);

  self->setup = bst_setup_new_from_settings (self->settings);
  bst_window_start_game (self, self->setup);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board_view));
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), self, 0);
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

const char *
bst_window_get_page (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->mode_stack);
}

/* A draft that cannot be read is set aside, so that the empty editor does
 * not write over it, and the player is told where it went: a toast that
 * stays, as the window may open with a question of its own. */
static void
report_unreadable_draft (BstWindow    *self,
                         GFile        *file,
                         const GError *error)
{
  g_autoptr (GFile) aside = bst_autosave_set_aside (file);
  g_autofree char *aside_name = aside ? g_file_get_basename (aside) : NULL;
  g_autofree char *details = NULL;

  if (aside_name != NULL)
    /* Translators: the first %s says why the draft could not be read, the second is a file name. */
    details = g_strdup_printf (_("%s\nThe draft is kept as “%s”; the editor starts empty."),
                               error->message, aside_name);
  else
    details = g_strdup (error->message);
  bst_window_show_problem (self, _("Your editor draft could not be read"), details);
}

void
bst_window_set_editor_autosave_file (BstWindow *self,
                                     GFile     *file)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (BST_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file == self->editor_autosave_file)
    return;
  /* The editor is built now only when there is work to give back, and
   * before it autosaves: its empty board would delete the work. */
  if (file != NULL && self->editor_view == NULL && g_file_query_exists (file, NULL))
    {
      BstEditorView *view = _bst_window_modes_ensure_editor_view (self);

      if (!bst_editor_view_restore_autosave (view, file, &error))
        report_unreadable_draft (self, file, error);
    }
  g_set_object (&self->editor_autosave_file, file);
  if (self->editor_view != NULL)
    bst_editor_view_set_autosave_file (self->editor_view, file);
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

BstScoreBanner *
bst_window_get_score_banner (BstWindow *self)
{
  g_return_val_if_fail (BST_IS_WINDOW (self), NULL);
  return self->score_banner;
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

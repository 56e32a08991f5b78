/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "bastide-render.h"
#include "bst-editor-board.h"
#include "bst-editor-palette.h"
#include "bst-editor-position-page.h"
#include "bst-editor-puzzle-page.h"
#include "bst-editor-rules-page.h"
#include "bst-editor-view.h"
#include "bst-game-record.h"
#include "bst-share-code.h"
#include "bst-share-dialog.h"

struct _BstEditorView
{
  GtkWidget              parent_instance;

  BstEditorDocument     *document;
  GCancellable          *cancellable;
  GtkFileChooserNative  *chooser;

  AdwToastOverlay       *toast_overlay;
  BstEditorPalette      *palette;
  BstEditorBoard        *board;
  GtkImage              *status_icon;
  GtkLabel              *status_label;
  GtkWidget             *save_button;
  GtkWidget             *play_button;
  BstEditorPositionPage *position_page;
  BstEditorRulesPage    *rules_page;
  BstEditorPuzzlePage   *puzzle_page;
};

G_DEFINE_FINAL_TYPE (BstEditorView, bst_editor_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLAY_FROM_HERE,
  OPEN_FILE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
toast (BstEditorView *self,
       const char    *text)
{
  /* A toast's title is markup in libadwaita 1.2; messages are plain text. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *t = adw_toast_new (escaped);

  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static GtkWindow *
parent_window (BstEditorView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* State ----------------------------------------------------------------------------- */

static void
update_state (BstEditorView *self)
{
  BstPosition *position = bst_editor_document_get_position (self->document);
  const GError *error = bst_editor_document_get_error (self->document);
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);
  g_autofree char *status = NULL;
  g_autofree char *why = NULL;
  gboolean legal = position != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 bst_editor_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 bst_editor_document_can_redo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", legal);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-as", legal);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.copy-code", legal);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export", legal);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play", legal && !d->game_over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.test-solve", legal && d->is_puzzle);

  if (legal)
    {
      status = g_strdup_printf (d->free_mode
                                ? _("A legal position in free mode. %s is to move.")
                                : _("A legal position. %s is to move."),
                                d->players[d->to_move].name);
      gtk_image_set_from_icon_name (self->status_icon, "emblem-ok-symbolic");
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), "success");
      gtk_widget_set_tooltip_text (self->play_button, _("Play a new game from this position"));
      gtk_widget_set_tooltip_text (self->save_button, _("Save the position to a file"));
    }
  else
    {
      /* TRANSLATORS: %s is what is wrong with the position, from the file reader */
      status = g_strdup_printf (_("Not a legal position: %s"), error->message);
      why = g_strdup_printf (_("Only a legal position can be played or saved: %s"),
                             error->message);
      gtk_image_set_from_icon_name (self->status_icon, "dialog-warning-symbolic");
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "success");
      gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), "error");
      gtk_widget_set_tooltip_text (self->play_button, why);
      gtk_widget_set_tooltip_text (self->save_button, why);
    }
  gtk_label_set_text (self->status_label, status);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), status);
}

/* Files -------------------------------------------------------------------------------- */

gboolean
bst_editor_view_load_file (BstEditorView  *self,
                           GFile          *file,
                           GError        **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = bst_game_record_load (file, NULL, error);
  if (record == NULL)
    return FALSE;
  if (bst_game_record_get_puzzle (record))
    {
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_new_from_record (record, error);

      if (puzzle == NULL || !bst_editor_document_load_puzzle (self->document, puzzle, error))
        return FALSE;
    }
  else if (!bst_editor_document_load_position (self->document,
                                               bst_game_record_get_position (record), error))
    return FALSE;
  bst_editor_document_set_saved (self->document, file, NULL);
  bst_editor_board_zoom_to_fit (self->board);
  return TRUE;
}

gboolean
bst_editor_view_open_file (BstEditorView *self,
                           GFile         *file)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!bst_editor_view_load_file (self, file, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the file: %s"), error->message);

      toast (self, text);
      return FALSE;
    }
  return TRUE;
}

/* A file that cannot be read changes nothing, without a question first;
 * one that can is opened by whoever handles "open-file", else at once. */
static gboolean
request_open (BstEditorView *self,
              GFile         *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_load (file, NULL, &error);
  gboolean handled = FALSE;

  if (record == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the file: %s"), error->message);

      toast (self, text);
      return FALSE;
    }
  g_signal_emit (self, signals[OPEN_FILE], 0, file, &handled);
  if (!handled)
    return bst_editor_view_open_file (self, file);
  return TRUE;
}

static void
open_response_cb (BstEditorView        *self,
                  int                   response,
                  GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file != NULL)
    request_open (self, file);
}

static GtkFileFilter *
bastide_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Bastide games and puzzles"));
  gtk_file_filter_add_mime_type (filter, "application/x-bastide");
  gtk_file_filter_add_suffix (filter, "bastide");
  return filter;
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  g_autoptr (GtkFileFilter) filter = bastide_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Open Position"), parent_window (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                               _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Saving is a task: a puzzle is solved first, in a worker thread, so that
 * the answer stored is the engine's own. The task's value says whether the
 * file was written; Cancel in the file chooser is G_IO_ERROR_CANCELLED. */
typedef struct {
  GFile          *file;
  BstEditorDraft *draft;   /* what is being saved */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_free (data->draft);
  g_free (data);
}

static void
saved (BstEditorView *self,
       GFile         *file,
       gboolean       ok,
       GError        *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = ok ? g_strdup_printf (_("Saved “%s”"), name)
                             : g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);

  toast (self, text);
}

static void
save_done (GTask   *task,
           gboolean ok,
           GError  *error)
{
  BstEditorView *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);

  saved (self, data->file, ok, error);
  if (ok)
    {
      bst_editor_document_set_saved (self->document, data->file, data->draft);
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_error (task, g_error_copy (error));
}

static void
save_puzzle_solved_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  SaveData *data = g_task_get_task_data (task);
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  BstPuzzleSolution *solution;
  gboolean ok;

  solution = bst_editor_document_solve_finish (BST_EDITOR_DOCUMENT (source), result, &puzzle,
                                               &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  ok = solution != NULL && bst_puzzle_save (puzzle, data->file, NULL, &error);
  save_done (task, ok, error);
  g_clear_pointer (&solution, bst_puzzle_solution_free);
}

static void
save_to (BstEditorView *self,
         GFile         *file,
         GTask         *task)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);
  BstPosition *position = bst_editor_document_get_position (self->document);
  SaveData *data = g_new0 (SaveData, 1);
  g_autoptr (GError) error = NULL;

  data->file = g_object_ref (file);
  data->draft = bst_editor_document_dup_draft (self->document);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  if (position == NULL)
    {
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           bst_editor_document_get_error (self->document)->message);
      save_done (task, FALSE, error);
    }
  else if (d->is_puzzle)
    {
      toast (self, _("Solving the puzzle to store its answer…"));
      bst_editor_document_solve_async (self->document, self->cancellable,
                                       save_puzzle_solved_cb, g_object_ref (task));
    }
  else
    {
      g_autoptr (BstGameRecord) record = bst_game_record_new_from_position (position, 0);
      gboolean ok = bst_game_record_save (record, file, NULL, &error);

      save_done (task, ok, error);
    }
}

/* A chooser closed without an answer (the view went away) saves nothing. */
static void
chooser_gone (gpointer  data,
              GClosure *closure)
{
  GTask *task = data;

  if (g_object_get_data (G_OBJECT (task), "bst-answered") == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Not saved");
  g_object_unref (task);
}

static void
save_response_cb (GtkFileChooserNative *chooser,
                  int                   response,
                  gpointer              user_data)
{
  g_autoptr (GTask) task = g_object_ref (user_data);
  BstEditorView *self = g_task_get_source_object (task);
  g_autoptr (GFile) file = NULL;

  g_object_set_data (G_OBJECT (task), "bst-answered", GINT_TO_POINTER (TRUE));
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (self->chooser == chooser)
    g_clear_object (&self->chooser);
  if (file != NULL)
    save_to (self, file, task);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Not saved");
}

static void
save_as (BstEditorView *self,
         GTask         *task)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);
  GFile *file = bst_editor_document_get_file (self->document);
  g_autoptr (GtkFileFilter) filter = bastide_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (d->is_puzzle ? _("Save Puzzle")
                                                             : _("Save Position"),
                                               parent_window (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                               _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (self->chooser), file, NULL);
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser),
                                       d->is_puzzle ? _("puzzle.bastide") : _("position.bastide"));
  g_signal_connect_data (self->chooser, "response", G_CALLBACK (save_response_cb),
                         g_object_ref (task), chooser_gone, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
bst_editor_view_save_async (BstEditorView       *self,
                            gboolean             choose_file,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  GFile *file;

  g_return_if_fail (BST_IS_EDITOR_VIEW (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, bst_editor_view_save_async);
  file = bst_editor_document_get_file (self->document);
  if (file != NULL && !choose_file)
    save_to (self, file, task);
  else
    save_as (self, task);
}

gboolean
bst_editor_view_save_finish (BstEditorView  *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bst_editor_view_save_async (BST_EDITOR_VIEW (widget), FALSE, NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  bst_editor_view_save_async (BST_EDITOR_VIEW (widget), TRUE, NULL, NULL);
}

static void
export_response_cb (BstEditorView        *self,
                    int                   response,
                    GtkFileChooserNative *chooser)
{
  BstPosition *position = bst_editor_document_get_position (self->document);
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);

  if (response == GTK_RESPONSE_ACCEPT && position)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      BstRenderOptions options;
      guint8 colours[BST_MAX_PLAYERS];
      gboolean ok;

      bst_render_options_init (&options);
      for (guint p = 0; p < BST_MAX_PLAYERS; p++)
        colours[p] = d->players[p].colour;
      options.colours = colours;
      if (path && !g_str_has_suffix (path, ".svg") && !g_str_has_suffix (path, ".png"))
        {
          char *with_suffix = g_strconcat (path, ".png", NULL);

          g_free (path);
          path = with_suffix;
        }
      ok = path && bst_render_position_to_file (bst_position_get_state (position), &options,
                                                path, &error);
      saved (self, file, ok, error);
    }
  g_clear_object (&self->chooser);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  g_autoptr (GtkFileFilter) png = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) svg = gtk_file_filter_new ();

  gtk_file_filter_set_name (png, _("PNG image"));
  gtk_file_filter_add_suffix (png, "png");
  gtk_file_filter_set_name (svg, _("SVG image"));
  gtk_file_filter_add_suffix (svg, "svg");

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Export Picture"), parent_window (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                               _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), png);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), svg);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), _("position.png"));
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Sharing ---------------------------------------------------------------------------- */

char *
bst_editor_view_get_share_code (BstEditorView  *self,
                                GError        **error)
{
  BstPosition *position;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), NULL);

  position = bst_editor_document_get_position (self->document);
  if (position == NULL)
    {
      g_propagate_error (error, g_error_copy (bst_editor_document_get_error (self->document)));
      return NULL;
    }
  return bst_share_code_encode (position);
}

gboolean
bst_editor_view_open_share_code (BstEditorView  *self,
                                 const char     *code,
                                 GError        **error)
{
  g_autoptr (BstPosition) position = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), FALSE);

  position = bst_share_code_decode (code, error);
  if (position == NULL)
    return FALSE;
  bst_editor_view_load_position (self, position);
  return TRUE;
}

static void
copy_code_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  g_autoptr (GError) error = NULL;
  g_autofree char *code = bst_editor_view_get_share_code (self, &error);

  if (code == NULL)
    {
      toast (self, error->message);
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), code);
  toast (self, _("Share code copied"));
}

static void
position_chosen_cb (BstEditorView  *self,
                    BstPosition    *position,
                    BstShareDialog *dialog)
{
  bst_editor_view_load_position (self, position);
  toast (self, _("Position opened from the share code"));
}

static void
clipboard_text_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr (BstShareDialog) dialog = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text && bst_share_code_looks_like (g_strstrip (text)))
    bst_share_dialog_set_code (dialog, text);
}

static void
paste_code_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  BstShareDialog *dialog = bst_share_dialog_new (parent_window (self));

  g_signal_connect_object (dialog, "position-chosen", G_CALLBACK (position_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  /* A code on the clipboard is offered at once. */
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_text_cb,
                                 g_object_ref (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The rest of the actions --------------------------------------------------------------- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bst_editor_document_undo (BST_EDITOR_VIEW (widget)->document);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bst_editor_document_redo (BST_EDITOR_VIEW (widget)->document);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  g_autofree BstEditorDraft *d = g_new0 (BstEditorDraft, 1);

  /* Undoable, so a new board never loses work. */
  bst_editor_draft_init_default (d);
  bst_editor_document_set_draft (self->document, d, NULL);
  /* Save must not write the new board over the file of the old one. */
  bst_editor_document_set_file (self->document, NULL);
  bst_editor_board_set_cursor (self->board, 0, 0);
  bst_editor_board_zoom_to_fit (self->board);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  BstPosition *position = bst_editor_document_get_position (self->document);
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  g_autoptr (BstGame) game = NULL;
  guint n_players;
  guint64 seed;

  if (position == NULL)
    return;
  n_players = bst_position_get_n_players (position);
  for (guint p = 0; p < n_players; p++)
    bst_player_info_copy (&players[p], bst_position_get_player (position, p));
  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  game = bst_game_new_from_state (bst_position_get_state (position), players, seed);
  for (guint p = 0; p < n_players; p++)
    bst_player_info_clear (&players[p]);
  g_signal_emit (self, signals[PLAY_FROM_HERE], 0, game);
}

static void
validate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  const GError *error = bst_editor_document_get_error (self->document);

  toast (self, error ? error->message : _("The position is legal"));
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  int x, y;

  bst_editor_board_get_cursor (self->board, &x, &y);
  if (!bst_editor_document_rotate_tile (self->document, x, y))
    bst_editor_board_set_tool_rotation (self->board,
                                        bst_editor_board_get_tool_rotation (self->board) + 1);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  int x, y;

  bst_editor_board_get_cursor (self->board, &x, &y);
  bst_editor_document_delete_tile (self->document, x, y);
}

static void
tool_tile_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  int type = g_variant_get_int32 (parameter);

  if (type >= -1 && type < BST_N_TILE_TYPES)
    bst_editor_board_set_tool_tile (BST_EDITOR_VIEW (widget)->board, type);
}

static void
tool_meeple_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  int player = g_variant_get_int32 (parameter);

  if (player >= -1 && player < bst_editor_document_get_draft (self->document)->rules.n_players)
    bst_editor_board_set_tool_player (self->board, player);
}

static void
cursor_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  int x, y;

  g_variant_get (parameter, "(ii)", &x, &y);
  bst_editor_board_set_cursor (BST_EDITOR_VIEW (widget)->board, x, y);
}

static void
place_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bst_editor_board_activate_cursor (BST_EDITOR_VIEW (widget)->board);
}

static void
test_solve_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  bst_editor_puzzle_page_test_solve (BST_EDITOR_VIEW (widget)->puzzle_page);
}

static void
move_selected_cb (BstEditorView       *self,
                  const BstMove       *move,
                  BstEditorPuzzlePage *page)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);

  bst_editor_board_show_move (self->board, move, d->to_move);
}

static gboolean
drop_cb (BstEditorView  *self,
         const GValue   *value,
         double          x,
         double          y,
         GtkDropTarget  *target)
{
  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;
  return request_open (self, g_value_get_object (value));
}

/* GObject -------------------------------------------------------------------------------- */

static void
bst_editor_view_dispose (GObject *object)
{
  BstEditorView *self = BST_EDITOR_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->chooser)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_EDITOR_VIEW);
  /* The template's root has no id, so it is not one of the children above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self)));)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (bst_editor_view_parent_class)->dispose (object);
}

/* The board's, for the window to bind to the setting. */
static void
bst_editor_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BstEditorView *self = BST_EDITOR_VIEW (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, bst_editor_board_get_animation_speed (self->board));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BstEditorView *self = BST_EDITOR_VIEW (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      bst_editor_board_set_animation_speed (self->board, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
board_animation_speed_changed_cb (BstEditorView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

static void
bst_editor_view_class_init (BstEditorViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_editor_view_dispose;
  object_class->get_property = bst_editor_view_get_property;
  object_class->set_property = bst_editor_view_set_property;

  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PLAY_FROM_HERE] = g_signal_new ("play-from-here", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, BST_TYPE_GAME);
  signals[OPEN_FILE] = g_signal_new ("open-file", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, g_signal_accumulator_true_handled, NULL, NULL,
                                     G_TYPE_BOOLEAN, 1, G_TYPE_FILE);

  g_type_ensure (BST_TYPE_EDITOR_BOARD);
  g_type_ensure (BST_TYPE_EDITOR_PALETTE);
  g_type_ensure (BST_TYPE_EDITOR_POSITION_PAGE);
  g_type_ensure (BST_TYPE_EDITOR_RULES_PAGE);
  g_type_ensure (BST_TYPE_EDITOR_PUZZLE_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/editor/bst-editor-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, palette);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, board);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, status_icon);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, status_label);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, save_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, play_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, position_page);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, rules_page);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, puzzle_page);

  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.copy-code", NULL, copy_code_action);
  gtk_widget_class_install_action (widget_class, "editor.paste-code", NULL, paste_code_action);
  gtk_widget_class_install_action (widget_class, "editor.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "editor.validate", NULL, validate_action);
  gtk_widget_class_install_action (widget_class, "editor.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "editor.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "editor.test-solve", NULL, test_solve_action);
  gtk_widget_class_install_action (widget_class, "editor.tool-tile", "i", tool_tile_action);
  gtk_widget_class_install_action (widget_class, "editor.tool-meeple", "i", tool_meeple_action);
  gtk_widget_class_install_action (widget_class, "editor.cursor", "(ii)", cursor_action);
  gtk_widget_class_install_action (widget_class, "editor.place", NULL, place_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "editor.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.copy-code", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.paste-code", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "editor.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "editor.rotate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "editor.delete", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editorview");
}

static void
bst_editor_view_init (BstEditorView *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->document = bst_editor_document_new ();
  bst_editor_board_set_document (self->board, self->document);
  bst_editor_palette_set_document (self->palette, self->document);
  bst_editor_position_page_set_document (self->position_page, self->document);
  bst_editor_rules_page_set_document (self->rules_page, self->document);
  bst_editor_puzzle_page_set_document (self->puzzle_page, self->document);

  g_object_bind_property (self->palette, "tool-tile", self->board, "tool-tile",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->palette, "tool-player", self->board, "tool-player",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->document, "changed", G_CALLBACK (update_state), self);
  g_signal_connect_object (self->puzzle_page, "move-selected", G_CALLBACK (move_selected_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::animation-speed",
                           G_CALLBACK (board_animation_speed_changed_cb), self, G_CONNECT_SWAPPED);

  target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);
  g_signal_connect_swapped (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  update_state (self);
}

GtkWidget *
bst_editor_view_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_VIEW, NULL);
}

BstEditorDocument *
bst_editor_view_get_document (BstEditorView *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), NULL);
  return self->document;
}

void
bst_editor_view_load_position (BstEditorView *self,
                               BstPosition   *position)
{
  g_return_if_fail (BST_IS_EDITOR_VIEW (self));
  g_return_if_fail (BST_IS_POSITION (position));

  bst_editor_document_load_position (self->document, position, NULL);
  bst_editor_board_zoom_to_fit (self->board);
}

const char *
bst_editor_view_get_status (BstEditorView *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

gboolean
bst_editor_view_restore_autosave (BstEditorView  *self,
                                  GFile          *autosave,
                                  GError        **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree BstEditorDraft *before = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (autosave), FALSE);

  bytes = g_file_load_bytes (autosave, NULL, NULL, error);
  before = bst_editor_document_dup_draft (self->document);
  if (bytes == NULL || !bst_editor_document_restore (self->document, bytes, &file, error))
    return FALSE;
  if (file != NULL)
    {
      g_autofree BstEditorDraft *draft = bst_editor_document_dup_draft (self->document);

      /* The file as it is now is what the draft's changes are measured
       * against, and what Undo goes back to. Gone or unreadable, the draft
       * still belongs there: Save writes it back. */
      bst_editor_document_reset (self->document, before);
      bst_editor_view_load_file (self, file, NULL);
      bst_editor_document_set_draft (self->document, draft, NULL);
      bst_editor_document_set_file (self->document, file);
    }
  bst_editor_board_zoom_to_fit (self->board);
  return TRUE;
}

void
bst_editor_view_set_autosave_file (BstEditorView *self,
                                   GFile         *file)
{
  g_return_if_fail (BST_IS_EDITOR_VIEW (self));
  bst_editor_document_set_autosave_file (self->document, file);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "bastide-render.h"
#include "bst-editor-board.h"
#include "bst-editor-fold.h"
#include "bst-editor-palette.h"
#include "bst-editor-position-page.h"
#include "bst-editor-puzzle-page.h"
#include "bst-editor-rules-page.h"
#include "bst-editor-view.h"
#include "bst-fold-layout.h"
#include "bst-game-record.h"
#include "bst-page-shortcuts.h"
#include "bst-share-code.h"
#include "bst-share-dialog.h"
#include "bst-template.h"

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
  GtkWidget             *problem_scroller;
  GtkListBox            *problem_list;
  char                  *status_text;
  GtkWidget             *save_button;
  GtkWidget             *play_button;
  BstEditorPositionPage *position_page;
  BstEditorRulesPage    *rules_page;
  BstEditorPuzzlePage   *puzzle_page;
  BstEditorFold         *fold;
  GtkWidget             *details;
  GtkToggleButton       *pieces_toggle;
  GtkToggleButton       *details_toggle;
};

G_DEFINE_FINAL_TYPE (BstEditorView, bst_editor_view, GTK_TYPE_WIDGET)

/* The editor page's keys. The focused widget has them first, so that the
 * title or a hand being typed keeps its letters, Delete and Ctrl+Z; Ctrl+V
 * is the window's, which opens a share code on any page. */
static const BstPageShortcut editor_shortcuts[] = {
  { "editor.undo", "<Control>z" },
  { "editor.redo", "<Shift><Control>z|<Control>y" },
  { "editor.open", "<Control>o" },
  { "editor.save", "<Control>s|<Shift><Control>s" },
  { "editor.copy-code", "<Control>c|<Shift><Control>c" },
  { "editor.paste-code", "<Shift><Control>v" },
  { "editor.export", "<Control>e" },
  { "editor.rotate", "r" },
  { "editor.delete", "Delete|KP_Delete" },
};

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

static GtkWidget *
problem_row (const BstPositionProblem *problem)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (problem->message);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Only a problem with a place leads somewhere on the board. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), problem->has_square);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), problem->has_square);
  gtk_widget_set_tooltip_text (row, problem->has_square ? _("Show on the board") : NULL);
  return row;
}

/* The list under the board holds every problem in full, wrapped, so no
 * message is cut off however long it is. */
static void
update_problems (BstEditorView *self,
                 const char    *status)
{
  guint n = bst_editor_document_get_n_problems (self->document);
  GtkWidget *child;
  GString *text = g_string_new (status);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problem_list))))
    gtk_list_box_remove (self->problem_list, child);
  for (guint i = 0; i < n; i++)
    {
      const BstPositionProblem *problem = bst_editor_document_get_problem (self->document, i);

      gtk_list_box_append (self->problem_list, problem_row (problem));
      g_string_append_printf (text, "\n%s", problem->message);
    }
  gtk_widget_set_visible (self->problem_scroller, n > 0);
  g_free (self->status_text);
  self->status_text = g_string_free (text, FALSE);
}

static void
problem_selected_cb (BstEditorView *self,
                     GtkListBoxRow *row)
{
  const BstPositionProblem *problem;
  int index;

  if (row == NULL)
    return;
  index = gtk_list_box_row_get_index (row);
  if (index < 0 || (guint) index >= bst_editor_document_get_n_problems (self->document))
    return;
  problem = bst_editor_document_get_problem (self->document, (guint) index);
  if (problem->has_square)
    bst_editor_board_show_square (self->board, problem->x, problem->y);
}

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
      guint n = bst_editor_document_get_n_problems (self->document);

      status = g_strdup_printf (ngettext ("Not a legal position. Select the problem to see it "
                                          "on the board.",
                                          "Not a legal position: %u problems. Select one to see "
                                          "it on the board.", n), n);
      why = g_strdup_printf (_("Only a legal position can be played or saved: %s"),
                             error->message);
      gtk_image_set_from_icon_name (self->status_icon, "dialog-warning-symbolic");
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "success");
      gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), "error");
      gtk_widget_set_tooltip_text (self->play_button, why);
      gtk_widget_set_tooltip_text (self->save_button, why);
    }
  gtk_label_set_text (self->status_label, status);
  update_problems (self, status);
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
 * the answer stored is the engine's own and a poor puzzle is saved only if
 * the author says so. The task's value says whether the file was written;
 * Cancel (in the file chooser or the question) is G_IO_ERROR_CANCELLED. */
typedef struct {
  GFile          *file;
  BstEditorDraft *draft;    /* what is being saved */
  BstPuzzle      *puzzle;   /* solved, with its answer */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_object (&data->puzzle);
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
write_puzzle (GTask *task)
{
  SaveData *data = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  gboolean ok = bst_puzzle_save (data->puzzle, data->file, NULL, &error);

  save_done (task, ok, error);
}

static void copy_code (BstEditorView *self);

/* Asked before a poor puzzle is saved (@task) or shared (@task NULL). */
typedef struct {
  BstEditorView *self;
  GTask         *task;
} Question;

static void
question_free (gpointer  data,
               GClosure *closure)
{
  Question *question = data;

  g_object_unref (question->self);
  g_clear_object (&question->task);
  g_free (question);
}

static void
question_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      Question         *question)
{
  gboolean anyway = g_str_equal (response, "anyway");

  if (question->task == NULL)
    {
      if (anyway)
        copy_code (question->self);
    }
  else if (anyway)
    write_puzzle (question->task);
  else
    g_task_return_new_error (question->task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Not saved");
}

static void
ask_about_warnings (BstEditorView *self,
                    GTask         *task,
                    GArray        *warnings)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);
  g_autoptr (GString) body = g_string_new (NULL);
  Question *question = g_new0 (Question, 1);
  GtkWidget *dialog;

  for (guint i = 0; i < warnings->len; i++)
    {
      g_autofree char *text =
        bst_puzzle_warning_to_string (&g_array_index (warnings, BstPuzzleWarning, i),
                                      d->measure);

      if (i > 0)
        g_string_append (body, "\n\n");
      g_string_append (body, text);
    }
  dialog = adw_message_dialog_new (parent_window (self),
                                   task ? _("Save the Puzzle Anyway?")
                                        : _("Share the Puzzle Anyway?"),
                                   body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "anyway", task ? _("_Save Anyway") : _("_Share Anyway"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  question->self = g_object_ref (self);
  question->task = task ? g_object_ref (task) : NULL;
  g_signal_connect_data (dialog, "response", G_CALLBACK (question_response_cb), question,
                         question_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The solver's answer and warnings, shown on the puzzle page; @puzzle is
 * the solved puzzle. NULL when it could not be solved. */
static GArray *
take_solution (BstEditorView  *self,
               GAsyncResult   *result,
               BstPuzzle     **puzzle,
               GError        **error)
{
  g_autoptr (BstPuzzleSolution) solution = NULL;
  GArray *warnings;

  solution = bst_editor_document_solve_finish (self->document, result, puzzle, error);
  if (solution == NULL)
    return NULL;
  warnings = bst_editor_document_solve_get_warnings (self->document, result);
  bst_editor_puzzle_page_set_solved (self->puzzle_page, *puzzle, solution, warnings);
  return warnings;
}

static void
save_puzzle_solved_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  BstEditorView *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  GArray *warnings = take_solution (self, result, &data->puzzle, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_task_return_error (task, g_steal_pointer (&error));
  else if (warnings == NULL)
    save_done (task, FALSE, error);
  else if (warnings->len > 0)
    ask_about_warnings (self, task, warnings);
  else
    write_puzzle (task);
}

static void
share_puzzle_solved_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr (BstEditorView) self = user_data;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  GArray *warnings = take_solution (self, result, &puzzle, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* A share code carries the position, which is legal, even when the
   * puzzle is not finished. */
  if (warnings != NULL && warnings->len > 0)
    ask_about_warnings (self, NULL, warnings);
  else
    copy_code (self);
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

void
bst_editor_view_save_file (BstEditorView *self,
                           GFile         *file)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (BST_IS_EDITOR_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, NULL, NULL, NULL);
  g_task_set_source_tag (task, bst_editor_view_save_file);
  save_to (self, file, task);
}

char *
bst_editor_view_dup_save_name (BstEditorView *self)
{
  const BstEditorDraft *d;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), NULL);

  d = bst_editor_document_get_draft (self->document);
  /* Translators: file names offered for a puzzle without a title and for a
   * position, without the ".bastide"; lower case, words joined by dashes */
  return bst_puzzle_file_name_for_title (d->is_puzzle ? d->title : NULL,
                                         d->is_puzzle ? _("puzzle") : _("position"));
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
    {
      g_autofree char *name = bst_editor_view_dup_save_name (self);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
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
  /* A puzzle's code carries the puzzle too (never its answer). */
  if (bst_editor_document_get_draft (self->document)->is_puzzle)
    {
      g_autoptr (BstPuzzle) puzzle = bst_editor_document_make_puzzle (self->document);
      g_autoptr (BstGameRecord) record = puzzle ? bst_puzzle_to_record (puzzle) : NULL;

      if (record != NULL)
        return bst_share_code_encode_record (record, BST_SHARE_CODE_POSITION, error);
    }
  return bst_share_code_encode (position);
}

gboolean
bst_editor_view_open_share_code (BstEditorView  *self,
                                 const char     *code,
                                 GError        **error)
{
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_VIEW (self), FALSE);

  record = bst_share_code_decode_record (code, error);
  if (record == NULL)
    return FALSE;
  /* A puzzle's code opens as the puzzle, to edit; any other, as its position. */
  if (bst_game_record_get_puzzle (record) != NULL)
    {
      puzzle = bst_puzzle_new_from_record (record, error);
      if (puzzle == NULL || !bst_editor_document_load_puzzle (self->document, puzzle, error))
        return FALSE;
      bst_editor_board_zoom_to_fit (self->board);
      return TRUE;
    }
  bst_editor_view_load_position (self, bst_game_record_get_position (record));
  return TRUE;
}

static void
copy_code (BstEditorView *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *code = bst_editor_view_get_share_code (self, &error);

  if (code == NULL)
    {
      toast (self, error->message);
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), code);
  toast (self, _("Share code copied"));
}

static void
copy_code_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);

  /* A puzzle is checked as before saving it. */
  if (bst_editor_document_get_draft (self->document)->is_puzzle
      && bst_editor_document_get_position (self->document) != NULL)
    bst_editor_document_solve_async (self->document, self->cancellable,
                                     share_puzzle_solved_cb, g_object_ref (self));
  else
    copy_code (self);
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
  BstMove trial;
  int x, y;

  bst_editor_board_get_cursor (self->board, &x, &y);
  /* While an answer is played, R turns its tile and edits nothing. */
  if (bst_editor_puzzle_page_get_trying (self->puzzle_page))
    {
      if (bst_editor_puzzle_page_get_trial (self->puzzle_page, &trial))
        bst_editor_puzzle_page_answer_at (self->puzzle_page, trial.x, trial.y, -1, -1, TRUE);
      return;
    }
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

  if (bst_editor_puzzle_page_get_trying (self->puzzle_page))
    return;
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

/* Try Answer: the board plays the puzzle page's answer. */
static void
trying_changed_cb (BstEditorView *self)
{
  bst_editor_board_set_answer_mode (self->board,
                                    bst_editor_puzzle_page_get_trying (self->puzzle_page));
}

static void
answer_square_cb (BstEditorView  *self,
                  int             x,
                  int             y,
                  double          u,
                  double          v,
                  gboolean        turn,
                  BstEditorBoard *board)
{
  bst_editor_puzzle_page_answer_at (self->puzzle_page, x, y, u, v, turn);
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

/* Folded, one of the pieces and the details at a time under the board, or
 * neither. */
static void
sheet_toggled_cb (BstEditorView   *self,
                  GtkToggleButton *button)
{
  GtkWidget *sheet = NULL;

  if (gtk_toggle_button_get_active (button))
    gtk_toggle_button_set_active (button == self->pieces_toggle ? self->details_toggle
                                                                : self->pieces_toggle, FALSE);
  if (gtk_toggle_button_get_active (self->pieces_toggle))
    sheet = GTK_WIDGET (self->palette);
  else if (gtk_toggle_button_get_active (self->details_toggle))
    sheet = self->details;
  bst_editor_fold_set_sheet (self->fold, sheet);
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
  bst_template_dispose (GTK_WIDGET (self), BST_TYPE_EDITOR_VIEW);
  g_clear_object (&self->document);
  g_clear_pointer (&self->status_text, g_free);

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

  g_type_ensure (BST_TYPE_FOLD_LAYOUT);
  g_type_ensure (BST_TYPE_EDITOR_FOLD);
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
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, problem_scroller);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, problem_list);
  gtk_widget_class_bind_template_callback (widget_class, problem_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, sheet_toggled_cb);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, save_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, play_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, position_page);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, rules_page);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, puzzle_page);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, fold);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, details);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, pieces_toggle);
  gtk_widget_class_bind_template_child (widget_class, BstEditorView, details_toggle);

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

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editorview");
}

static void
bst_editor_view_init (BstEditorView *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  bst_page_shortcuts_add (GTK_WIDGET (self), GTK_PHASE_BUBBLE, editor_shortcuts,
                          G_N_ELEMENTS (editor_shortcuts));

  self->cancellable = g_cancellable_new ();
  self->document = bst_editor_document_new ();
  bst_editor_board_set_document (self->board, self->document);
  bst_editor_palette_set_document (self->palette, self->document);
  bst_editor_page_set_document (BST_EDITOR_PAGE (self->position_page), self->document);
  bst_editor_page_set_document (BST_EDITOR_PAGE (self->rules_page), self->document);
  bst_editor_page_set_document (BST_EDITOR_PAGE (self->puzzle_page), self->document);

  g_object_bind_property (self->palette, "tool-tile", self->board, "tool-tile",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->palette, "tool-player", self->board, "tool-player",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->document, "changed", G_CALLBACK (update_state), self);
  g_signal_connect_object (self->puzzle_page, "move-selected", G_CALLBACK (move_selected_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_page, "notify::trying", G_CALLBACK (trying_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "answer-square", G_CALLBACK (answer_square_cb),
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
  return self->status_text ? self->status_text : gtk_label_get_text (self->status_label);
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

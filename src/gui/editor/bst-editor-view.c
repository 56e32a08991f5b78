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
#include "bst-page-shortcuts.h"
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
  bst_editor_board_zoom_to_fit (self->board);
  return TRUE;
}

static void
open_response_cb (BstEditorView        *self,
                  int                   response,
                  GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (!bst_editor_view_load_file (self, file, &error))
        {
          g_autofree char *text = g_strdup_printf (_("Could not open the file: %s"),
                                                   error->message);
          toast (self, text);
        }
    }
  g_clear_object (&self->chooser);
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

typedef struct {
  BstEditorView *self;
  GFile         *file;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_object_unref (data->self);
  g_object_unref (data->file);
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
save_puzzle_solved_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  SaveData *data = user_data;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  BstPuzzleSolution *solution;
  gboolean ok;

  solution = bst_editor_document_solve_finish (BST_EDITOR_DOCUMENT (source), result, &puzzle,
                                               &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      save_data_free (data);
      return;
    }
  /* The answer stored is the engine's own solution. */
  ok = solution != NULL && bst_puzzle_save (puzzle, data->file, NULL, &error);
  saved (data->self, data->file, ok, error);
  g_clear_pointer (&solution, bst_puzzle_solution_free);
  save_data_free (data);
}

static void
save_to (BstEditorView *self,
         GFile         *file)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);
  BstPosition *position = bst_editor_document_get_position (self->document);
  g_autoptr (GError) error = NULL;

  if (position == NULL)
    return;
  if (d->is_puzzle)
    {
      SaveData *data = g_new0 (SaveData, 1);

      data->self = g_object_ref (self);
      data->file = g_object_ref (file);
      toast (self, _("Solving the puzzle to store its answer…"));
      bst_editor_document_solve_async (self->document, self->cancellable,
                                       save_puzzle_solved_cb, data);
    }
  else
    {
      g_autoptr (BstGameRecord) record = bst_game_record_new_from_position (position, 0);
      gboolean ok = bst_game_record_save (record, file, NULL, &error);

      saved (self, file, ok, error);
    }
}

static void
save_response_cb (BstEditorView        *self,
                  int                   response,
                  GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      save_to (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstEditorView *self = BST_EDITOR_VIEW (widget);
  const BstEditorDraft *d = bst_editor_document_get_draft (self->document);
  g_autoptr (GtkFileFilter) filter = bastide_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (d->is_puzzle ? _("Save Puzzle")
                                                             : _("Save Position"),
                                               parent_window (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                               _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser),
                                     d->is_puzzle ? _("puzzle.bastide") : _("position.bastide"));
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
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
  g_autoptr (GError) error = NULL;
  GFile *file;

  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;
  file = g_value_get_object (value);
  if (!bst_editor_view_load_file (self, file, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the file: %s"), error->message);

      toast (self, text);
      return FALSE;
    }
  return TRUE;
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

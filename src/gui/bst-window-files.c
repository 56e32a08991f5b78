/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-autosave.h"
#include "bst-game-notation.h"
#include "bst-puzzle.h"
#include "bst-share-code.h"
#include "bst-window-private.h"

/* Game files: Open, Save and Save As, a file or a share code dropped on
 * the window, share codes, and resuming the autosave. */

#define MIME_TYPE "application/x-bastide"
#define NOTATION_MIME_TYPE "text/plain"
#define NOTATION_SUFFIX ".txt"

/* The moves of a game, summed up (FNV-1a), to tell whether it is still the
 * game that was saved. */
static guint64
moves_digest (BstGame *game)
{
  guint n_moves = bst_game_get_n_moves (game);
  guint64 digest = 0xcbf29ce484222325ull;

  for (guint i = 0; i < n_moves; i++)
    {
      const BstMove *move = bst_game_get_move (game, i);
      guint8 bytes[] = {
        move->tile, (guint8) move->x, (guint8) move->y, move->rotation, (guint8) move->segment,
        move->kind, move->bid & 0xff, move->bid >> 8,
      };

      for (guint k = 0; k < G_N_ELEMENTS (bytes); k++)
        digest = (digest ^ bytes[k]) * 0x100000001b3ull;
    }
  return digest ^ n_moves;
}

static void
set_file (BstWindow *self,
          GFile     *file)
{
  g_set_object (&self->file, file);
  self->saved_digest = moves_digest (self->game);
}

gboolean
_bst_window_files_is_saved (BstWindow *self)
{
  return self->file != NULL && moves_digest (self->game) == self->saved_digest;
}

typedef struct {
  BstGameSession *session;
  GFile          *file;
  gboolean        notation;   /* not a game file: Save asks where to save */
} Opened;

static void
opened_free (gpointer data)
{
  Opened *opened = data;

  g_object_unref (opened->session);
  g_clear_object (&opened->file);
  g_free (opened);
}

/* A game from a file, or from a share code (no file: Save asks where). */
static void
install_opened (BstWindow *self,
                gpointer   data)
{
  Opened *opened = data;
  g_autoptr (BstSetup) setup = NULL;
  g_autofree char *name = opened->file ? g_file_get_basename (opened->file) : NULL;

  setup = bst_setup_new_from_game (bst_game_session_get_game (opened->session));
  g_set_object (&self->setup, setup);
  _bst_window_set_session (self, opened->session);
  bst_game_session_set_paused (opened->session, FALSE);
  set_file (self, opened->notation ? NULL : opened->file);
  adw_view_switcher_title_set_title (self->window_title, name ? name : _("Bastide"));
  adw_view_stack_set_visible_child_name (self->mode_stack, "game");
}

static gboolean
is_notation_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL && g_str_has_suffix (name, NOTATION_SUFFIX);
}

/* Everything is read and checked before the current game is touched: the
 * game of @record, read from @file (NULL where @error says why it could
 * not be), is offered in place of the game in progress. */
static gboolean
offer_file_game (BstWindow      *self,
                 GFile          *file,
                 BstGameRecord  *record,
                 gboolean        notation,
                 gboolean        with_moves,
                 GError        **error)
{
  g_autoptr (BstGameSession) session = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *body = NULL;
  Opened *opened;

  if (record != NULL)
    session = bst_game_session_new_from_record (record, error);
  if (session == NULL)
    {
      /* Translators: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      _bst_window_show_message (self, heading, (*error)->message);
      return FALSE;
    }
  if (!with_moves)
    bst_window_show_toast (self, _("The draws of this notation do not follow from its seed: "
                                   "the game goes on from its last move, without its history"));

  /* The computer players of the opened game wait until it is the game. */
  bst_game_session_set_paused (session, TRUE);
  opened = g_new (Opened, 1);
  opened->session = g_steal_pointer (&session);
  opened->file = g_object_ref (file);
  opened->notation = notation;
  /* Translators: asked before a file replaces the game in progress; %s is the file name */
  body = g_strdup_printf (_("The game in progress has not been saved and will be lost if you "
                            "open “%s”."), name);
  _bst_window_replace (self, BST_REPLACES_GAME, NULL, body, _("_Open"),
                       install_opened, opened, opened_free);
  return TRUE;
}

/* A game notation file: replayed by the engine, then offered exactly as
 * a game file is. */
static gboolean
open_notation (BstWindow *self,
               GFile     *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autofree char *text = NULL;
  gboolean with_moves = TRUE;

  bytes = g_file_load_bytes (file, NULL, NULL, &error);
  if (bytes != NULL)
    {
      gsize length;
      const char *data = g_bytes_get_data (bytes, &length);

      text = g_strndup (data, length);
      if (!g_utf8_validate (text, -1, NULL))
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("The file is not a game notation: it is not text."));
      else
        record = bst_game_notation_read_record (text, &with_moves, &error);
    }
  return offer_file_game (self, file, record, TRUE, with_moves, &error);
}

/* Writes the game in the notation: an export, the game file stays the
 * one that Save writes. */
static gboolean
save_notation (BstWindow *self,
               GFile     *file)
{
  g_autoptr (GError) error = NULL;

  if (!bst_game_notation_save_record (bst_game_session_get_record (self->session), file,
                                      &error))
    {
      /* Translators: %s says why saving failed and what to do */
      g_autofree char *body = g_strdup_printf (_("%s Your game is still open."), error->message);

      _bst_window_show_message (self, _("Could Not Save the Game Notation"), body);
      return FALSE;
    }
  bst_window_show_toast (self, _("Game notation saved"));
  return TRUE;
}

gboolean
bst_window_open_file (BstWindow *self,
                      GFile     *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (BST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (is_notation_file (file))
    return open_notation (self, file);

  record = bst_game_record_load (file, NULL, &error);
  return offer_file_game (self, file, record, FALSE, TRUE, &error);
}

/* A replay code's game, with its moves to undo and replay. */
static void
open_game_record (BstWindow     *self,
                  BstGameRecord *record)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameSession) session = bst_game_session_new_from_record (record, &error);
  Opened *opened;

  if (session == NULL)
    {
      _bst_window_show_message (self, _("Could Not Open the Share Code"), error->message);
      return;
    }
  bst_game_session_set_paused (session, TRUE);
  opened = g_new0 (Opened, 1);
  opened->session = g_steal_pointer (&session);
  _bst_window_replace (self, BST_REPLACES_GAME, NULL,
                       _("The game in progress has not been saved and will be lost if you "
                         "open the shared game."),
                       _("_Open"), install_opened, opened, opened_free);
}

/* After asking about unsaved editor work, as opening a file there does. */
static void
open_position_in_editor (BstWindow *self,
                         gpointer   position)
{
  bst_editor_view_load_position (_bst_window_show_editor (self), position);
  bst_window_show_toast (self, _("Position opened from the share code"));
}

gboolean
bst_window_open_share_code (BstWindow  *self,
                            const char *code)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (BST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (code != NULL, FALSE);

  /* Everything is read and checked before anything is shown. */
  text = g_strstrip (g_strdup (code));
  record = bst_share_code_decode_record (text, &error);
  if (record != NULL && bst_game_record_get_puzzle (record) != NULL)
    puzzle = bst_puzzle_new_from_record (record, &error);
  if (error != NULL)
    {
      _bst_window_show_message (self, _("Could Not Open the Share Code"), error->message);
      return FALSE;
    }

  if (puzzle != NULL)
    bst_puzzle_browser_open_puzzle (_bst_window_show_puzzles (self), puzzle);
  else if (bst_game_record_get_moves (record)->len > 0)
    open_game_record (self, record);
  else
    _bst_window_replace (self, BST_REPLACES_EDITOR, NULL, NULL, NULL, open_position_in_editor,
                         g_object_ref (bst_game_record_get_position (record)), g_object_unref);
  return TRUE;
}

gboolean
bst_window_save_file (BstWindow *self,
                      GFile     *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (BST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!bst_game_record_save (bst_game_session_get_record (self->session), file, NULL, &error))
    {
      /* Translators: %s says why saving failed and what to do, e.g. "The disk is full. Free
       * some space or save somewhere else." */
      g_autofree char *body = g_strdup_printf (_("%s Your game is still open."), error->message);

      _bst_window_show_message (self, _("Could Not Save the Game"), body);
      return FALSE;
    }
  set_file (self, file);
  name = g_file_get_basename (file);
  adw_view_switcher_title_set_title (self->window_title, name);
  bst_window_show_toast (self, _("Saved"));
  return TRUE;
}

gboolean
bst_window_resume_autosave (BstWindow *self,
                            GFile     *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstGameSession) session = NULL;
  g_autoptr (BstSetup) setup = NULL;

  g_return_val_if_fail (BST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = bst_game_record_load (file, NULL, &error);
  if (record != NULL)
    session = bst_game_session_new_from_record (record, &error);
  if (session == NULL)
    {
      g_autoptr (GFile) aside = bst_autosave_set_aside (file);
      g_autofree char *aside_name = aside ? g_file_get_basename (aside) : NULL;
      /* Translators: %s is why the game could not be read, the second %s a file name. */
      g_autofree char *message = aside_name ? g_strdup_printf (_("%s\nThe game is kept as “%s”."),
                                                               error->message, aside_name)
                                            : g_strdup (error->message);

      _bst_window_show_message (self, _("Could Not Resume the Unfinished Game"), message);
      return FALSE;
    }

  setup = bst_setup_new_from_game (bst_game_session_get_game (session));
  g_set_object (&self->setup, setup);
  g_clear_object (&self->file);
  _bst_window_set_session (self, session);
  return TRUE;
}

static GtkFileFilter *
game_file_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Bastide Games"));
  gtk_file_filter_add_mime_type (filter, MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "bastide");
  return filter;
}

static GtkFileFilter *
notation_file_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Game notation (*.txt)"));
  gtk_file_filter_add_mime_type (filter, NOTATION_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "txt");
  g_object_set_data (G_OBJECT (filter), "bst-notation", GINT_TO_POINTER (TRUE));
  return filter;
}

/* Save As writes the notation when its file type is chosen or the name
 * ends in .txt. */
static gboolean
saves_notation (GtkFileChooser *chooser,
                GFile          *file)
{
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);

  return is_notation_file (file)
         || (filter != NULL && g_object_get_data (G_OBJECT (filter), "bst-notation") != NULL);
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     BstWindow       *self)
{
  g_autoptr (GFile) file = NULL;
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
                    == GTK_FILE_CHOOSER_ACTION_SAVE;
  gboolean notation = FALSE;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && saving)
    notation = saves_notation (GTK_FILE_CHOOSER (chooser), file);
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->file_chooser);

  if (file == NULL)
    return;
  if (notation)
    save_notation (self, file);
  else if (saving)
    bst_window_save_file (self, file);
  else
    bst_window_open_file (self, file);
}

static void
show_chooser (BstWindow            *self,
              GtkFileChooserAction  action)
{
  g_autoptr (GtkFileFilter) filter = game_file_filter ();
  g_autoptr (GtkFileFilter) notation_filter = notation_file_filter ();
  GtkFileChooserNative *chooser;
  gboolean saving = action == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (self->file_chooser != NULL)
    {
      gtk_native_dialog_show (self->file_chooser);
      return;
    }
  chooser = gtk_file_chooser_native_new (saving ? _("Save Game") : _("Open Game"),
                                         GTK_WINDOW (self), action,
                                         saving ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), notation_filter);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (saving)
    {
      if (self->file != NULL)
        gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
      else
        {
          g_autoptr (GDateTime) now = g_date_time_new_now_local ();
          g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
          /* Translators: the name offered for a saved game; %s is the date and time */
          g_autofree char *name = g_strdup_printf (_("Game %s.bastide"), date);

          gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
        }
    }
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  self->file_chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->file_chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  show_chooser (BST_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  show_chooser (BST_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_SAVE);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  if (self->file == NULL)
    show_chooser (self, GTK_FILE_CHOOSER_ACTION_SAVE);
  else
    bst_window_save_file (self, self->file);
}

/* The one place a dropped share code is opened, as a pasted one is: on its
 * own page, the position in the board editor (a step that can be undone)
 * and a replay asking first when it would replace the game in progress. */
static gboolean
open_dropped_share_code (BstWindow  *self,
                         const char *code)
{
  return bst_window_open_share_code (self, code);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         BstWindow     *self)
{
  GFile *file = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);

      file = files != NULL ? files->data : NULL;
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);
  else if (G_VALUE_HOLDS (value, G_TYPE_STRING) && g_value_get_string (value) != NULL)
    {
      g_autofree char *text = g_strstrip (g_value_dup_string (value));

      /* Other text dropped by mistake is refused without a word. */
      return bst_share_code_looks_like (text) && open_dropped_share_code (self, text);
    }

  if (file == NULL || !bst_window_open_file (self, file))
    return FALSE;
  /* The game opened, or the one it would replace, with the question. */
  adw_view_stack_set_visible_child_name (self->mode_stack, "game");
  return TRUE;
}

static void
files_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
}

static void
files_init (BstWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  /* Files first: a file manager offers them as text too. */
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE, G_TYPE_STRING };

  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

const BstWindowPart _bst_window_files_part = { files_class_init, files_init };

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-window-private.h"

/* Game files: Open, Save and Save As, a file dropped on the window, and
 * resuming the autosave; and asking before a game in progress is given up
 * for another. */

#define MIME_TYPE "application/x-bastide"

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
gboolean
bst_window_game_would_be_lost (BstWindow *self)
{
  if (self->session == NULL || bst_game_is_over (self->game))
    return FALSE;
  if (!has_human_seat (self->game) || !bst_game_session_can_undo (self->session))
    return FALSE;
  return self->file == NULL || moves_digest (self->game) != self->saved_digest;
}

typedef struct {
  BstReplaceFunc replace;
  gpointer       data;
  GDestroyNotify destroy;
} Replacement;

static void
replacement_free (gpointer data)
{
  Replacement *replacement = data;

  if (replacement->destroy != NULL)
    replacement->destroy (replacement->data);
  g_free (replacement);
}

static void
replace_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     BstWindow        *self)
{
  Replacement *replacement = g_object_get_data (G_OBJECT (dialog), "bst-replacement");

  if (self->message_dialog == GTK_WINDOW (dialog))
    g_clear_weak_pointer (&self->message_dialog);
  if (g_str_equal (response, "replace") && replacement->replace != NULL)
    {
      BstReplaceFunc replace = replacement->replace;

      /* Once only, whatever the dialog emits while it closes. */
      replacement->replace = NULL;
      /* Replacing may close the window it was asked over (the new game
       * dialog), before this one is gone. */
      gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
      replace (self, replacement->data);
    }
}

void
bst_window_replace_game (BstWindow      *self,
                         GtkWindow      *parent,
                         const char     *body,
                         const char     *verb,
                         BstReplaceFunc  replace,
                         gpointer        data,
                         GDestroyNotify  destroy)
{
  Replacement *replacement;
  GtkWidget *dialog;

  if (!bst_window_game_would_be_lost (self))
    {
      replace (self, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }

  replacement = g_new (Replacement, 1);
  *replacement = (Replacement) { replace, data, destroy };
  if (self->message_dialog != NULL)
    gtk_window_destroy (self->message_dialog);
  dialog = adw_message_dialog_new (parent != NULL ? parent : GTK_WINDOW (self),
                                   _("Replace the Current Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "replace", verb,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bst-replacement", replacement, replacement_free);
  g_signal_connect (dialog, "response", G_CALLBACK (replace_response_cb), self);
  g_set_weak_pointer (&self->message_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct {
  BstGameSession *session;
  GFile          *file;
} Opened;

static void
opened_free (gpointer data)
{
  Opened *opened = data;

  g_object_unref (opened->session);
  g_object_unref (opened->file);
  g_free (opened);
}

static void
install_opened (BstWindow *self,
                gpointer   data)
{
  Opened *opened = data;
  g_autoptr (BstSetup) setup = NULL;
  g_autofree char *name = g_file_get_basename (opened->file);

  setup = bst_setup_new_from_game (bst_game_session_get_game (opened->session));
  g_set_object (&self->setup, setup);
  bst_window_set_session (self, opened->session);
  bst_game_session_set_paused (opened->session, FALSE);
  set_file (self, opened->file);
  adw_view_switcher_title_set_title (self->window_title, name);
}

gboolean
bst_window_open_file (BstWindow *self,
                      GFile     *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstGameSession) session = NULL;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  Opened *opened;

  g_return_val_if_fail (BST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* Everything is read and checked before the current game is touched. */
  name = g_file_get_basename (file);
  record = bst_game_record_load (file, NULL, &error);
  if (record != NULL)
    session = bst_game_session_new_from_record (record, &error);
  if (session == NULL)
    {
      /* Translators: %s is a file name */
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      bst_window_show_message (self, heading, error->message);
      return FALSE;
    }

  /* The computer players of the opened game wait until it is the game. */
  bst_game_session_set_paused (session, TRUE);
  opened = g_new (Opened, 1);
  opened->session = g_steal_pointer (&session);
  opened->file = g_object_ref (file);
  /* Translators: asked before a file replaces the game in progress; %s is the file name */
  body = g_strdup_printf (_("The game in progress has not been saved and will be lost if you "
                            "open “%s”."), name);
  bst_window_replace_game (self, NULL, body, _("_Open"), install_opened, opened, opened_free);
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

      bst_window_show_message (self, _("Could Not Save the Game"), body);
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
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *aside_path = g_strconcat (path, ".unreadable", NULL);
      g_autoptr (GFile) aside = g_file_new_for_path (aside_path);

      /* Kept for whoever wants to look, out of the way of the next autosave. */
      g_file_move (file, aside, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL);
      bst_window_show_message (self, _("Could Not Resume the Unfinished Game"), error->message);
      return FALSE;
    }

  setup = bst_setup_new_from_game (bst_game_session_get_game (session));
  g_set_object (&self->setup, setup);
  g_clear_object (&self->file);
  bst_window_set_session (self, session);
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

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     BstWindow       *self)
{
  g_autoptr (GFile) file = NULL;
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
                    == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->file_chooser);

  if (file == NULL)
    return;
  if (saving)
    bst_window_save_file (self, file);
  else
    bst_window_open_file (self, file);
}

static void
show_chooser (BstWindow            *self,
              GtkFileChooserAction  action)
{
  g_autoptr (GtkFileFilter) filter = game_file_filter ();
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
open_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  show_chooser (BST_WINDOW (user_data), GTK_FILE_CHOOSER_ACTION_OPEN);
}

static void
save_as_cb (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  show_chooser (BST_WINDOW (user_data), GTK_FILE_CHOOSER_ACTION_SAVE);
}

static void
save_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  BstWindow *self = BST_WINDOW (user_data);

  if (self->file == NULL)
    show_chooser (self, GTK_FILE_CHOOSER_ACTION_SAVE);
  else
    bst_window_save_file (self, self->file);
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

  if (file == NULL)
    return FALSE;
  return bst_window_open_file (self, file);
}

static const GActionEntry file_entries[] = {
  { "open", open_cb },
  { "save", save_cb },
  { "save-as", save_as_cb },
};

void
bst_window_init_files (BstWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  g_action_map_add_action_entries (G_ACTION_MAP (self), file_entries, G_N_ELEMENTS (file_entries),
                                   self);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

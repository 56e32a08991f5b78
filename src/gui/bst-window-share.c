/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-page-shortcuts.h"
#include "bst-share-code.h"
#include "bst-window-private.h"

/* Share codes come in from anywhere: Ctrl+V on every page, and "Open Share
 * Code…" in the primary menu. Whatever the code holds,
 * bst_window_open_share_code() finds its page. */

/* The window's own keys, after the focused widget's: a text entry keeps
 * Ctrl+V for itself. */
static const BstPageShortcut window_shortcuts[] = {
  { "win.paste-code", "<Control>v" },
};

/* The end of reading the clipboard's text: the share code it holds, or
 * NULL when it holds none. */
static char *
read_code_finish (GObject      *clipboard,
                  GAsyncResult *result)
{
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result,
                                                          NULL);

  if (text == NULL || !bst_share_code_looks_like (g_strstrip (text)))
    return NULL;
  return g_steal_pointer (&text);
}

static void
clipboard_text_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr (BstWindow) self = user_data;
  g_autofree char *code = read_code_finish (source, result);

  if (code == NULL)
    {
      bst_window_show_toast (self, _("There is no share code to paste"));
      return;
    }
  bst_window_open_share_code (self, code);
}

static void
paste_code_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_text_cb,
                                 g_object_ref (widget));
}

/* Open Share Code… ------------------------------------------------------------------- */

static void
share_code_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        BstWindow        *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autofree char *code = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_str_equal (response, "open") && code[0] != '\0')
    bst_window_open_share_code (self, code);
}

static void
share_code_changed_cb (GtkEditable      *entry,
                       AdwMessageDialog *dialog)
{
  adw_message_dialog_set_response_enabled (dialog, "open",
                                           gtk_editable_get_text (entry)[0] != '\0');
}

static void
offered_code_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr (GtkEditable) entry = user_data;
  g_autofree char *code = read_code_finish (source, result);

  if (code != NULL && gtk_editable_get_text (entry)[0] == '\0')
    {
      gtk_editable_set_text (entry, code);
      gtk_editable_select_region (entry, 0, -1);
    }
}

static void
open_share_code_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  GtkWidget *dialog;
  GtkWidget *entry;

  if (self->share_code_dialog != NULL)
    {
      gtk_window_present (self->share_code_dialog);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Open Share Code"),
                                   _("A share code holds a position, a puzzle or a game "
                                     "in one line of text."));
  entry = gtk_entry_new ();
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Share code"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Share code"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "open", _("_Open"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "open",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open", FALSE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "open");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (entry, "changed", G_CALLBACK (share_code_changed_cb), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (share_code_response_cb), self);
  /* A code on the clipboard is offered at once. */
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, offered_code_cb,
                                 g_object_ref (entry));
  g_set_weak_pointer (&self->share_code_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
share_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.paste-code", NULL, paste_code_action);
  gtk_widget_class_install_action (widget_class, "win.open-share-code", NULL,
                                   open_share_code_action);
}

static void
share_init (BstWindow *self)
{
  GtkEventController *keys;

  keys = bst_page_shortcuts_add (GTK_WIDGET (self), GTK_PHASE_BUBBLE, window_shortcuts,
                                 G_N_ELEMENTS (window_shortcuts));
  gtk_event_controller_set_name (keys, "bst-window-shortcuts");
}

const BstWindowPart _bst_window_share_part = { share_class_init, share_init };

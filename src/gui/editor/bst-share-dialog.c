/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-share-code.h"
#include "bst-share-dialog.h"

struct _BstShareDialog
{
  AdwWindow  parent_instance;

  GtkWidget *entry;
  GtkWidget *error_label;
  GtkWidget *open_button;
};

G_DEFINE_FINAL_TYPE (BstShareDialog, bst_share_dialog, ADW_TYPE_WINDOW)

enum {
  POSITION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean
bst_share_dialog_open (BstShareDialog *self)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *code = NULL;

  g_return_val_if_fail (BST_IS_SHARE_DIALOG (self), FALSE);

  code = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  position = bst_share_code_decode (code, &error);
  if (position == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
      gtk_widget_set_visible (self->error_label, TRUE);
      gtk_widget_add_css_class (self->entry, "error");
      return FALSE;
    }
  g_signal_emit (self, signals[POSITION_CHOSEN], 0, position);
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static void
changed_cb (BstShareDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));

  gtk_widget_set_visible (self->error_label, FALSE);
  gtk_widget_remove_css_class (self->entry, "error");
  gtk_widget_set_sensitive (self->open_button, text[0] != '\0');
}

static gboolean
close_cb (GtkWidget *widget,
          GVariant  *args,
          gpointer   user_data)
{
  gtk_window_close (GTK_WINDOW (widget));
  return TRUE;
}

static void
bst_share_dialog_class_init (BstShareDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  signals[POSITION_CHOSEN] = g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, BST_TYPE_POSITION);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, close_cb, NULL);
}

static void
bst_share_dialog_init (BstShareDialog *self)
{
  GtkWidget *box, *header, *content, *cancel, *label;

  gtk_window_set_title (GTK_WINDOW (self), _("Open Share Code"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, -1);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_close), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  self->open_button = gtk_button_new_with_mnemonic (_("_Open"));
  gtk_widget_add_css_class (self->open_button, "suggested-action");
  gtk_widget_set_sensitive (self->open_button, FALSE);
  g_signal_connect_swapped (self->open_button, "clicked", G_CALLBACK (bst_share_dialog_open), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->open_button);
  gtk_box_append (GTK_BOX (box), header);

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  label = gtk_label_new (_("Paste a position’s share code, the line of text that starts with “B”."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (content), label);
  self->entry = gtk_entry_new ();
  gtk_entry_set_activates_default (GTK_ENTRY (self->entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Share code"), -1);
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (bst_share_dialog_open), self);
  gtk_box_append (GTK_BOX (content), self->entry);
  self->error_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->error_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->error_label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->error_label), TRUE);
  gtk_widget_add_css_class (self->error_label, "error");
  gtk_widget_set_visible (self->error_label, FALSE);
  gtk_box_append (GTK_BOX (content), self->error_label);
  gtk_box_append (GTK_BOX (box), content);

  adw_window_set_content (ADW_WINDOW (self), box);
}

BstShareDialog *
bst_share_dialog_new (GtkWindow *parent)
{
  return g_object_new (BST_TYPE_SHARE_DIALOG, "transient-for", parent, NULL);
}

void
bst_share_dialog_set_code (BstShareDialog *self,
                           const char     *code)
{
  g_return_if_fail (BST_IS_SHARE_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->entry), code ? code : "");
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
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

static void
open_cb (BstShareDialog *self)
{
  bst_share_dialog_open (self);
}

static void
bst_share_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BST_TYPE_SHARE_DIALOG);

  G_OBJECT_CLASS (bst_share_dialog_parent_class)->dispose (object);
}

static void
bst_share_dialog_class_init (BstShareDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bst_share_dialog_dispose;

  signals[POSITION_CHOSEN] = g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, BST_TYPE_POSITION);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/editor/"
                                               "bst-share-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BstShareDialog, entry);
  gtk_widget_class_bind_template_child (widget_class, BstShareDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, BstShareDialog, open_button);
  gtk_widget_class_bind_template_callback (widget_class, open_cb);
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bst_share_dialog_init (BstShareDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

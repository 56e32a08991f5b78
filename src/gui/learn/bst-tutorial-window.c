/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tutorial-window.h"

struct _BstTutorialWindow
{
  AdwWindow        parent_instance;

  BstTutorialView *view;

  GtkBox          *box;
};

G_DEFINE_FINAL_TYPE (BstTutorialWindow, bst_tutorial_window, ADW_TYPE_WINDOW)

static void
bst_tutorial_window_dispose (GObject *object)
{
  BstTutorialWindow *self = BST_TUTORIAL_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_TUTORIAL_WINDOW);
  self->view = NULL;

  G_OBJECT_CLASS (bst_tutorial_window_parent_class)->dispose (object);
}

static void
bst_tutorial_window_class_init (BstTutorialWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_tutorial_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/"
                                               "bst-tutorial-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BstTutorialWindow, box);
}

static void
bst_tutorial_window_init (BstTutorialWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bst_tutorial_window_new (GtkWindow *parent,
                         GSettings *settings)
{
  BstTutorialWindow *self;
  GtkWidget *view;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BST_TYPE_TUTORIAL_WINDOW, "transient-for", parent, NULL);
  /* The view's settings are fixed when it is made, which a template
   * cannot do. */
  view = bst_tutorial_view_new_with_settings (settings);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (self->box, view);
  self->view = BST_TUTORIAL_VIEW (view);
  return GTK_WIDGET (self);
}

BstTutorialView *
bst_tutorial_window_get_view (BstTutorialWindow *self)
{
  g_return_val_if_fail (BST_IS_TUTORIAL_WINDOW (self), NULL);
  return self->view;
}

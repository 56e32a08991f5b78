/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-challenge-window.h"

#include "bst-challenge-list.h"
#include "bst-challenge-view.h"

struct _BstChallengeWindow
{
  AdwWindow         parent_instance;

  BstChallengeList *list;
  BstChallengeView *view;

  GtkStack         *stack;
};

G_DEFINE_FINAL_TYPE (BstChallengeWindow, bst_challenge_window, ADW_TYPE_WINDOW)

static void
challenge_activated_cb (BstChallengeWindow *self,
                        const char         *name)
{
  g_autoptr (GError) error = NULL;

  if (bst_challenge_view_load (self->view, name, &error))
    gtk_stack_set_visible_child_name (self->stack, "challenge");
  else
    g_warning ("%s", error->message);
}

static void
leave_cb (BstChallengeWindow *self)
{
  bst_challenge_list_refresh (self->list);
  gtk_stack_set_visible_child_name (self->stack, "list");
}

static void
bst_challenge_window_dispose (GObject *object)
{
  BstChallengeWindow *self = BST_CHALLENGE_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_CHALLENGE_WINDOW);
  self->list = NULL;
  self->view = NULL;

  G_OBJECT_CLASS (bst_challenge_window_parent_class)->dispose (object);
}

static void
bst_challenge_window_class_init (BstChallengeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_challenge_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/"
                                               "bst-challenge-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BstChallengeWindow, stack);
}

static void
bst_challenge_window_init (BstChallengeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bst_challenge_window_new (GtkWindow *parent,
                          GSettings *settings)
{
  BstChallengeWindow *self;
  GtkWidget *list, *view;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BST_TYPE_CHALLENGE_WINDOW, "transient-for", parent, NULL);
  /* The pages' settings are fixed when they are made, which a template
   * cannot do. */
  list = bst_challenge_list_new (settings);
  view = bst_challenge_view_new (settings);
  gtk_stack_add_named (self->stack, list, "list");
  gtk_stack_add_named (self->stack, view, "challenge");
  g_signal_connect_object (list, "challenge-activated", G_CALLBACK (challenge_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "leave", G_CALLBACK (leave_cb), self, G_CONNECT_SWAPPED);
  self->list = BST_CHALLENGE_LIST (list);
  self->view = BST_CHALLENGE_VIEW (view);
  return GTK_WIDGET (self);
}

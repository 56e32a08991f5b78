/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tutorial-window.h"

struct _BstTutorialWindow
{
  AdwWindow        parent_instance;

  GSettings       *settings;
  BstTutorialView *view;

  GtkBox          *box;
};

G_DEFINE_FINAL_TYPE (BstTutorialWindow, bst_tutorial_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bst_tutorial_window_constructed (GObject *object)
{
  BstTutorialWindow *self = BST_TUTORIAL_WINDOW (object);
  GtkWidget *view;

  G_OBJECT_CLASS (bst_tutorial_window_parent_class)->constructed (object);

  /* The view's settings are fixed when it is made, which a template
   * cannot do. */
  view = bst_tutorial_view_new_with_settings (self->settings);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (self->box, view);
  self->view = BST_TUTORIAL_VIEW (view);
}

static void
bst_tutorial_window_dispose (GObject *object)
{
  BstTutorialWindow *self = BST_TUTORIAL_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_TUTORIAL_WINDOW);
  self->view = NULL;
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bst_tutorial_window_parent_class)->dispose (object);
}

static void
bst_tutorial_window_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BstTutorialWindow *self = BST_TUTORIAL_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_tutorial_window_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BstTutorialWindow *self = BST_TUTORIAL_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_tutorial_window_class_init (BstTutorialWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bst_tutorial_window_constructed;
  object_class->dispose = bst_tutorial_window_dispose;
  object_class->get_property = bst_tutorial_window_get_property;
  object_class->set_property = bst_tutorial_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BST_TYPE_TUTORIAL_WINDOW,
                       "transient-for", parent,
                       "settings", settings,
                       NULL);
}

BstTutorialView *
bst_tutorial_window_get_view (BstTutorialWindow *self)
{
  g_return_val_if_fail (BST_IS_TUTORIAL_WINDOW (self), NULL);
  return self->view;
}

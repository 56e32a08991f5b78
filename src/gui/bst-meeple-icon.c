/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bastide-render.h"
#include "bst-meeple-icon.h"

#define ICON_SIZE 24

struct _BstMeepleIcon
{
  GtkWidget parent_instance;

  BstColour colour;
};

G_DEFINE_FINAL_TYPE (BstMeepleIcon, bst_meeple_icon, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bst_meeple_icon_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BstMeepleIcon *self = BST_MEEPLE_ICON (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  bst_tile_art_render_meeple (bst_tile_art_get_default (), cr, self->colour, FALSE,
                              width / 2.0, height / 2.0, MIN (width, height));
  cairo_destroy (cr);
}

static void
bst_meeple_icon_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BstMeepleIcon *self = BST_MEEPLE_ICON (object);

  switch (prop_id)
    {
    case PROP_COLOUR:
      g_value_set_uint (value, self->colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_meeple_icon_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BstMeepleIcon *self = BST_MEEPLE_ICON (object);

  switch (prop_id)
    {
    case PROP_COLOUR:
      bst_meeple_icon_set_colour (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_meeple_icon_class_init (BstMeepleIconClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bst_meeple_icon_get_property;
  object_class->set_property = bst_meeple_icon_set_property;
  widget_class->snapshot = bst_meeple_icon_snapshot;

  properties[PROP_COLOUR] =
    g_param_spec_uint ("colour", NULL, NULL, 0, BST_N_COLOURS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "meepleicon");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bst_meeple_icon_init (BstMeepleIcon *self)
{
  /* The meeple is drawn to fit whatever size the icon is given. */
  gtk_widget_set_size_request (GTK_WIDGET (self), ICON_SIZE, ICON_SIZE);
}

GtkWidget *
bst_meeple_icon_new (BstColour colour)
{
  return g_object_new (BST_TYPE_MEEPLE_ICON, "colour", colour, NULL);
}

BstColour
bst_meeple_icon_get_colour (BstMeepleIcon *self)
{
  return self->colour;
}

void
bst_meeple_icon_set_colour (BstMeepleIcon *self,
                            BstColour      colour)
{
  g_return_if_fail (BST_IS_MEEPLE_ICON (self));
  g_return_if_fail (colour < BST_N_COLOURS);

  if (colour == self->colour)
    return;
  self->colour = colour;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

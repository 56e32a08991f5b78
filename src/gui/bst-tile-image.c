/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bastide-render.h"
#include "bst-tile-image.h"
#include "bst-tile.h"

struct _BstTileImage
{
  GtkWidget parent_instance;

  int       tile;
  guint     rotation;
};

G_DEFINE_FINAL_TYPE (BstTileImage, bst_tile_image, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TILE,
  PROP_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Drawing a tile from its SVG takes long enough to show in a frame's
 * time; the few tiles, turns and sizes the panel shows are kept. */
static GdkTexture *
lookup_texture (int   tile,
                guint rotation,
                int   pixels)
{
  static GHashTable *textures;
  guint key = ((guint) pixels << 8) | ((guint) tile << 2) | (rotation & 3);
  GdkTexture *texture;

  if (textures == NULL)
    textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  texture = g_hash_table_lookup (textures, GUINT_TO_POINTER (key));
  if (texture == NULL)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
      cairo_t *cr = cairo_create (surface);
      g_autoptr (GBytes) bytes = NULL;

      bst_tile_art_render (bst_tile_art_get_default (), cr, tile, rotation, pixels);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                           (gsize) cairo_image_surface_get_stride (surface) * pixels);
      texture = gdk_memory_texture_new (pixels, pixels, GDK_MEMORY_DEFAULT, bytes,
                                        cairo_image_surface_get_stride (surface));
      cairo_surface_destroy (surface);
      g_hash_table_insert (textures, GUINT_TO_POINTER (key), texture);
    }
  return texture;
}

static void
bst_tile_image_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BstTileImage *self = BST_TILE_IMAGE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int size = MIN (width, height);
  int scale = gtk_widget_get_scale_factor (widget);

  if (self->tile < 0 || size < 1)
    return;

  gtk_snapshot_append_texture (snapshot, lookup_texture (self->tile, self->rotation, size * scale),
                               &GRAPHENE_RECT_INIT ((width - size) / 2.0, (height - size) / 2.0,
                                                    size, size));
}

static void
bst_tile_image_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  int requested;

  /* A picture smaller than a tile in hand, beside words (a line of the
   * game log), keeps to the size it asks for. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_get_size_request (widget, &requested, NULL);
  else
    gtk_widget_get_size_request (widget, NULL, &requested);
  if (requested > 0 && requested < 48)
    {
      *minimum = *natural = requested;
      return;
    }
  *minimum = 48;
  *natural = 96;
}

static void
bst_tile_image_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BstTileImage *self = BST_TILE_IMAGE (object);

  switch (prop_id)
    {
    case PROP_TILE:
      g_value_set_int (value, self->tile);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_tile_image_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BstTileImage *self = BST_TILE_IMAGE (object);

  switch (prop_id)
    {
    case PROP_TILE:
      bst_tile_image_set_tile (self, g_value_get_int (value));
      break;
    case PROP_ROTATION:
      bst_tile_image_set_rotation (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_tile_image_class_init (BstTileImageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = bst_tile_image_get_property;
  object_class->set_property = bst_tile_image_set_property;
  widget_class->snapshot = bst_tile_image_snapshot;
  widget_class->measure = bst_tile_image_measure;

  properties[PROP_TILE] = g_param_spec_int ("tile", NULL, NULL, -1, BST_N_TILE_TYPES - 1, -1, flags);
  properties[PROP_ROTATION] = g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tileimage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bst_tile_image_init (BstTileImage *self)
{
  self->tile = -1;
}

GtkWidget *
bst_tile_image_new (void)
{
  return g_object_new (BST_TYPE_TILE_IMAGE, NULL);
}

int
bst_tile_image_get_tile (BstTileImage *self)
{
  return self->tile;
}

void
bst_tile_image_set_tile (BstTileImage *self,
                         int           tile)
{
  g_return_if_fail (BST_IS_TILE_IMAGE (self));

  if (tile == self->tile)
    return;
  self->tile = tile;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE]);
}

guint
bst_tile_image_get_rotation (BstTileImage *self)
{
  return self->rotation;
}

void
bst_tile_image_set_rotation (BstTileImage *self,
                             guint         rotation)
{
  g_return_if_fail (BST_IS_TILE_IMAGE (self));

  rotation &= 3;
  if (rotation == self->rotation)
    return;
  self->rotation = rotation;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

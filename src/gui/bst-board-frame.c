/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include "bst-board-frame.h"

#include <adwaita.h>
#include <math.h>

#include "bastide-render.h"

/* The player's choice to outline every tile, NULL where the settings have
 * no such key (a board drawn without the application's schema). */
static GSettings *
tile_border_settings (void)
{
  static GSettings *settings;
  static gsize looked_up;

  if (g_once_init_enter (&looked_up))
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr (GSettingsSchema) schema = NULL;

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL && g_settings_schema_has_key (schema, "tile-borders"))
        settings = g_settings_new (APP_ID);
      g_once_init_leave (&looked_up, 1);
    }
  return settings;
}

/* Whether @widget outlines its tiles; it redraws when the choice changes. */
static gboolean
draws_tile_borders (GtkWidget *widget)
{
  GSettings *settings = tile_border_settings ();

  if (settings == NULL)
    return FALSE;
  if (g_object_get_data (G_OBJECT (widget), "bst-board-frame-borders") == NULL)
    {
      g_signal_connect_object (settings, "changed::tile-borders",
                               G_CALLBACK (gtk_widget_queue_draw), widget, G_CONNECT_SWAPPED);
      g_object_set_data (G_OBJECT (widget), "bst-board-frame-borders", GINT_TO_POINTER (1));
    }
  return g_settings_get_boolean (settings, "tile-borders");
}

void
bst_board_frame_init (BstBoardFrame           *self,
                      GtkWidget               *widget,
                      GtkSnapshot             *snapshot,
                      const BstBoardTransform *transform,
                      BstTextureCache         *cache)
{
  GtkNative *native = gtk_widget_get_native (widget);

  self->snapshot = snapshot;
  /* The texture cache draws for GSK's cairo renderer from cairo surfaces,
   * which it paints as they are, rather than textures it converts. */
  self->use_cairo = native != NULL && GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native));
  self->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  self->borders = draws_tile_borders (widget);
  self->scale = gtk_widget_get_scale_factor (widget);
  self->bucket = 0;
  self->width = gtk_widget_get_width (widget);
  self->height = gtk_widget_get_height (widget);
  self->transform = transform;
  self->cache = cache;
}

void
bst_board_frame_append_table (const BstBoardFrame *self)
{
  GdkRGBA table;

  /* A soft table, from the GNOME palette: Light 3, or Dark 4 and 3 mixed. */
  bst_board_frame_rgba_from_hex (&table, self->dark ? "#2d2935" : "#deddda", 1.0);
  gtk_snapshot_append_color (self->snapshot, &table,
                             &GRAPHENE_RECT_INIT (0, 0, self->width, self->height));
}

void
bst_board_frame_append_table_edge (const BstBoardFrame   *self,
                                   const graphene_rect_t *squares)
{
  const BstBoardTransform *t = self->transform;
  double w = self->width, h = self->height;
  double x0 = t->x + squares->origin.x * t->zoom, y0 = t->y + squares->origin.y * t->zoom;
  double left = CLAMP (bst_board_frame_snap (self, x0), 0, w);
  double top = CLAMP (bst_board_frame_snap (self, y0), 0, h);
  double right = CLAMP (bst_board_frame_snap (self, x0 + squares->size.width * t->zoom), left, w);
  double bottom = CLAMP (bst_board_frame_snap (self, y0 + squares->size.height * t->zoom),
                         top, h);
  double line = MAX (2.0, t->zoom / 24);
  graphene_rect_t table = GRAPHENE_RECT_INIT (left, top, right - left, bottom - top);
  GdkRGBA floor, edge;

  /* Light 4 or Dark 5, and Dark 1 or Light 5: clearly not the table, by
   * its lightness as well as the line, whatever the colours. */
  bst_board_frame_rgba_from_hex (&floor, self->dark ? "#1e1b22" : "#b5b3af", 1.0);
  bst_board_frame_rgba_from_hex (&edge, self->dark ? "#9a9996" : "#5e5c64", 1.0);
  gtk_snapshot_append_color (self->snapshot, &floor, &GRAPHENE_RECT_INIT (0, 0, w, top));
  gtk_snapshot_append_color (self->snapshot, &floor,
                             &GRAPHENE_RECT_INIT (0, bottom, w, h - bottom));
  gtk_snapshot_append_color (self->snapshot, &floor,
                             &GRAPHENE_RECT_INIT (0, top, left, bottom - top));
  gtk_snapshot_append_color (self->snapshot, &floor,
                             &GRAPHENE_RECT_INIT (right, top, w - right, bottom - top));
  if (right > left && bottom > top)
    bst_board_frame_append_outline (self, &table, -line, 0, line, &edge);
}

double
bst_board_frame_snap (const BstBoardFrame *self,
                      double               v)
{
  return round (v * self->scale) / self->scale;
}

/* Snapped edges, so that neighbouring tiles meet without a seam at any
 * zoom. */
gboolean
bst_board_frame_square_rect (const BstBoardFrame *self,
                             int                  x,
                             int                  y,
                             graphene_rect_t     *rect)
{
  const BstBoardTransform *t = self->transform;
  double x0 = bst_board_frame_snap (self, t->x + x * t->zoom);
  double y0 = bst_board_frame_snap (self, t->y + y * t->zoom);
  double x1 = bst_board_frame_snap (self, t->x + (x + 1) * t->zoom);
  double y1 = bst_board_frame_snap (self, t->y + (y + 1) * t->zoom);

  graphene_rect_init (rect, x0, y0, x1 - x0, y1 - y0);
  return x1 > 0 && y1 > 0 && x0 < self->width && y0 < self->height;
}

void
bst_board_frame_append_tile (const BstBoardFrame *self,
                             guint                type,
                             guint                rotation,
                             int                  x,
                             int                  y)
{
  graphene_rect_t rect;

  if (!bst_board_frame_square_rect (self, x, y, &rect))
    return;

  bst_texture_cache_append_tile (self->cache, self->snapshot, self->use_cairo, type, rotation,
                                 self->bucket, &rect);
  if (self->borders)
    {
      GdkRGBA line;

      bst_board_frame_rgba_from_hex (&line, self->dark ? "#ffffff" : "#000000",
                                     self->dark ? 0.25 : 0.3);
      bst_board_frame_append_outline (self, &rect, 0, 0, 1.0 / self->scale, &line);
    }
}

void
bst_board_frame_meeple_point (const BstBoardFrame *self,
                              int                  x,
                              int                  y,
                              guint                type,
                              guint                rotation,
                              guint                segment,
                              graphene_point_t    *point)
{
  BstTilePoint anchor = bst_tile_geometry_anchor (type, rotation, segment);
  graphene_rect_t rect;
  double scale = self->transform->zoom / BST_TILE_GEOMETRY_SIZE;

  bst_board_transform_to_widget (self->transform, x, y, &rect);
  graphene_point_init (point, rect.origin.x + anchor.x * scale, rect.origin.y + anchor.y * scale);
}

gboolean
bst_board_frame_append_meeple (const BstBoardFrame *self,
                               guint                colour,
                               int                  x,
                               int                  y,
                               guint                type,
                               guint                rotation,
                               guint                segment,
                               graphene_rect_t     *rect,
                               graphene_point_t    *point)
{
  graphene_point_t at;
  graphene_rect_t square;
  /* The meeple's own ladder rung, drawn pixel for pixel at its snapped
   * place, whatever raster size the tiles are drawn from. */
  int bucket = bst_texture_cache_bucket_step (self->transform->zoom
                                              * BST_MEEPLE_SCALE * self->scale,
                                              0);
  double size = bucket / self->scale;
  gboolean lying;

  if (segment >= bst_tile_geometry_n_segments (type))
    return FALSE;

  bst_board_frame_meeple_point (self, x, y, type, rotation, segment, &at);
  if (at.x + size < 0 || at.y + size < 0 || at.x - size > self->width || at.y - size > self->height)
    return FALSE;

  lying = bst_tile_geometry_segment_kind (type, segment) == BST_FEATURE_FIELD;
  graphene_rect_init (&square,
                      bst_board_frame_snap (self, at.x - size / 2),
                      bst_board_frame_snap (self, at.y - size / 2),
                      size, size);
  bst_texture_cache_append_meeple (self->cache, self->snapshot, self->use_cairo, colour, lying,
                                   bucket, &square);
  if (rect != NULL)
    *rect = square;
  if (point != NULL)
    *point = at;
  return TRUE;
}

void
bst_board_frame_append_outline (const BstBoardFrame   *self,
                                const graphene_rect_t *rect,
                                double                 inset,
                                double                 radius,
                                double                 width,
                                const GdkRGBA         *color)
{
  GskRoundedRect outline;
  graphene_rect_t inner;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  graphene_rect_inset_r (rect, inset, inset, &inner);
  gsk_rounded_rect_init_from_rect (&outline, &inner, radius);
  gtk_snapshot_append_border (self->snapshot, &outline, widths, colors);
}

void
bst_board_frame_rgba_from_hex (GdkRGBA    *rgba,
                               const char *hex,
                               double      alpha)
{
  gdk_rgba_parse (rgba, hex);
  rgba->alpha = alpha;
}

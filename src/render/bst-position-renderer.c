/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-position-renderer.h"

#include <cairo-svg.h>
#include <gio/gio.h>
#include <math.h>

#include "bst-render-stream.h"
#include "bst-tile-geometry.h"
#include "bst-tile-path.h"

#define BACKGROUND_RGB   0.87, 0.87, 0.85   /* #deddda */
#define HIGHLIGHT_RGB    0.99, 0.96, 0.38   /* a light yellow tint */
#define OUTLINE_RGB      0.11, 0.44, 0.85   /* #1c71d8 */
#define LAST_TILE_RGB    0.89, 0.11, 0.14   /* #e01b24 */

typedef struct {
  int    min_x;
  int    min_y;
  int    columns;
  int    rows;
  double tile_size;
  double margin;
} Layout;

static void
layout_init (Layout                 *layout,
             const BstState         *state,
             const BstRenderOptions *options)
{
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;

  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BstPlacedTile *tile = &state->tiles[i];

      if (i == 0 || tile->x < min_x)
        min_x = tile->x;
      if (i == 0 || tile->y < min_y)
        min_y = tile->y;
      if (i == 0 || tile->x > max_x)
        max_x = tile->x;
      if (i == 0 || tile->y > max_y)
        max_y = tile->y;
    }

  layout->min_x = min_x;
  layout->min_y = min_y;
  layout->columns = max_x - min_x + 1;
  layout->rows = max_y - min_y + 1;
  layout->tile_size = options->tile_size > 0 ? options->tile_size : BST_RENDER_DEFAULT_TILE_SIZE;
  layout->margin = MAX (options->margin, 0.0) * layout->tile_size;
}

static void
layout_tile_origin (const Layout        *layout,
                    const BstPlacedTile *tile,
                    double              *x,
                    double              *y)
{
  *x = layout->margin + (tile->x - layout->min_x) * layout->tile_size;
  *y = layout->margin + (tile->y - layout->min_y) * layout->tile_size;
}

static const BstRenderOptions *
options_or_defaults (const BstRenderOptions *options,
                     BstRenderOptions       *defaults)
{
  if (options != NULL)
    return options;

  bst_render_options_init (defaults);
  return defaults;
}

void
bst_render_position_get_size (const BstState         *state,
                              const BstRenderOptions *options,
                              int                    *width,
                              int                    *height)
{
  BstRenderOptions defaults;
  Layout layout;

  g_return_if_fail (state != NULL);

  options = options_or_defaults (options, &defaults);
  layout_init (&layout, state, options);

  if (width != NULL)
    *width = (int) ceil (layout.columns * layout.tile_size + 2 * layout.margin);
  if (height != NULL)
    *height = (int) ceil (layout.rows * layout.tile_size + 2 * layout.margin);
}

static void
draw_highlight (cairo_t             *cr,
                const Layout        *layout,
                const BstPlacedTile *tile,
                guint                segment)
{
  double x, y;

  layout_tile_origin (layout, tile, &x, &y);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rectangle (cr, 0, 0, layout->tile_size, layout->tile_size);
  cairo_clip (cr);
  cairo_new_path (cr);
  bst_tile_path_append_segment (cr, tile->type, tile->rotation, segment,
                                layout->tile_size / BST_TILE_GEOMETRY_SIZE);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, HIGHLIGHT_RGB, 0.45);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.5, layout->tile_size / 40));
  cairo_set_source_rgb (cr, OUTLINE_RGB);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_last_tile_mark (cairo_t             *cr,
                     const Layout        *layout,
                     const BstPlacedTile *tile)
{
  double x, y;
  double width = MAX (2.0, layout->tile_size / 24);

  layout_tile_origin (layout, tile, &x, &y);

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_rectangle (cr, x + width / 2, y + width / 2,
                   layout->tile_size - width, layout->tile_size - width);
  cairo_set_line_width (cr, width);
  cairo_set_source_rgb (cr, LAST_TILE_RGB);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_meeple (BstTileArt             *art,
             cairo_t                *cr,
             const Layout           *layout,
             const BstState         *state,
             const BstRenderOptions *options,
             const BstMeeple        *meeple)
{
  const BstPlacedTile *tile;
  BstTilePoint anchor;
  double x, y;
  double scale = layout->tile_size / BST_TILE_GEOMETRY_SIZE;
  gboolean lying;

  if (meeple->tile >= state->n_tiles || meeple->player >= BST_MAX_PLAYERS)
    return;

  tile = &state->tiles[meeple->tile];
  if (meeple->segment >= bst_tile_geometry_n_segments (tile->type))
    return;

  layout_tile_origin (layout, tile, &x, &y);
  anchor = bst_tile_geometry_anchor (tile->type, tile->rotation, meeple->segment);
  lying = bst_tile_geometry_segment_kind (tile->type, meeple->segment) == BST_FEATURE_FIELD;

  bst_tile_art_render_meeple (art, cr,
                              options->colours ? options->colours[meeple->player] : meeple->player,
                              lying,
                              x + anchor.x * scale, y + anchor.y * scale,
                              layout->tile_size * BST_MEEPLE_SCALE);
}

void
bst_render_position (BstTileArt             *art,
                     cairo_t                *cr,
                     const BstState         *state,
                     const BstRenderOptions *options)
{
  BstRenderOptions defaults;
  Layout layout;

  g_return_if_fail (BST_IS_TILE_ART (art));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (state != NULL);

  options = options_or_defaults (options, &defaults);
  layout_init (&layout, state, options);

  cairo_save (cr);

  if (!options->transparent)
    {
      cairo_rectangle (cr, 0, 0,
                       layout.columns * layout.tile_size + 2 * layout.margin,
                       layout.rows * layout.tile_size + 2 * layout.margin);
      cairo_set_source_rgb (cr, BACKGROUND_RGB);
      cairo_fill (cr);
    }

  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BstPlacedTile *tile = &state->tiles[i];
      double x, y;

      if (tile->type >= BST_N_TILE_TYPES)
        continue;

      layout_tile_origin (&layout, tile, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      bst_tile_art_render (art, cr, tile->type, tile->rotation, layout.tile_size);
      cairo_restore (cr);
    }

  for (guint i = 0; i < options->n_highlights; i++)
    {
      const BstSegmentRef *ref = &options->highlights[i];

      if (ref->tile >= state->n_tiles
          || ref->segment >= bst_tile_geometry_n_segments (state->tiles[ref->tile].type))
        continue;

      draw_highlight (cr, &layout, &state->tiles[ref->tile], ref->segment);
    }

  if (options->mark_last_tile && state->last_tile < state->n_tiles)
    draw_last_tile_mark (cr, &layout, &state->tiles[state->last_tile]);

  if (options->show_meeples)
    for (guint i = 0; i < state->n_meeples; i++)
      draw_meeple (art, cr, &layout, state, options, &state->meeples[i]);

  cairo_restore (cr);
}

gboolean
bst_render_position_to_file (const BstState          *state,
                             const BstRenderOptions  *options,
                             const char              *path,
                             GError                 **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(GFile) file = NULL;
  g_autofree char *lower = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  gboolean png;
  int width, height;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  lower = g_ascii_strdown (path, -1);
  png = g_str_has_suffix (lower, ".png");
  if (!png && !g_str_has_suffix (lower, ".svg"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "Cannot tell the image format of “%s”: use a .png or .svg name", path);
      return FALSE;
    }

  bst_render_position_get_size (state, options, &width, &height);

  if (png)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  else
    surface = cairo_svg_surface_create_for_stream (bst_render_stream_append_cb, bytes,
                                                   width, height);

  cr = cairo_create (surface);
  bst_render_position (bst_tile_art_get_default (), cr, state, options);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && png)
    status = cairo_surface_write_to_png_stream (surface, bst_render_stream_append_cb, bytes);
  status = bst_render_stream_close (surface, status);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "Could not draw the position: %s", cairo_status_to_string (status));
      return FALSE;
    }

  file = g_file_new_for_path (path);
  return bst_render_stream_save (&bytes, file, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib-object.h>

G_BEGIN_DECLS

#define BST_TYPE_TILE_ART (bst_tile_art_get_type ())

G_DECLARE_FINAL_TYPE (BstTileArt, bst_tile_art, BST, TILE_ART, GObject)

/* The tile and meeple pictures, loaded from the resources compiled into
 * libbastide-render. Tiles are drawn in a square of @size user units with
 * the top-left corner at the current origin; rotation is r quarter turns
 * clockwise. */

/* The one instance, shared by the whole process; never NULL. Each picture
 * is parsed the first time it is drawn. */
BstTileArt      *bst_tile_art_get_default        (void);

void             bst_tile_art_render             (BstTileArt   *self,
                                                  cairo_t      *cr,
                                                  guint         type,
                                                  guint         rotation,
                                                  double        size);
cairo_surface_t *bst_tile_art_render_to_surface  (BstTileArt   *self,
                                                  guint         type,
                                                  guint         rotation,
                                                  int           size);
/* A meeple in @colour (a BstColour), standing or lying (a farmer), centred
 * on (x, y) in a square of @size. */
void             bst_tile_art_render_meeple      (BstTileArt   *self,
                                                  cairo_t      *cr,
                                                  guint         colour,
                                                  gboolean      lying,
                                                  double        x,
                                                  double        y,
                                                  double        size);

/* A BstColour as "#rrggbb", and its name ("yellow", "red", "green",
 * "blue", "black", "pink"; not translated). */
const char      *bst_tile_art_player_color       (guint         colour);
const char      *bst_tile_art_player_color_name  (guint         colour);

G_END_DECLS

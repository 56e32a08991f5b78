/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "bst-render-options.h"
#include "bst-state.h"
#include "bst-tile-art.h"

G_BEGIN_DECLS

/* A meeple's size, as a share of a tile's: the same on every board. */
#define BST_MEEPLE_SCALE 0.36

/* Drawing a whole position: the placed tiles at their squares, meeples at
 * their segment anchors (farmers lying, the others standing), highlighted
 * segments and a frame around the last placed tile. @options may be NULL
 * for the defaults. */

/* The size in pixels of the picture of @state, tiles and margin. */
void      bst_render_position_get_size  (const BstState          *state,
                                         const BstRenderOptions  *options,
                                         int                     *width,
                                         int                     *height);
/* Draws into @cr with the picture's top-left corner at the origin. */
void      bst_render_position           (BstTileArt              *art,
                                         cairo_t                 *cr,
                                         const BstState          *state,
                                         const BstRenderOptions  *options);
/* Writes a PNG or an SVG, chosen by the extension of @path. */
gboolean  bst_render_position_to_file   (const BstState          *state,
                                         const BstRenderOptions  *options,
                                         const char              *path,
                                         GError                 **error);

G_END_DECLS

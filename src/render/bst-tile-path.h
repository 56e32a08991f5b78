/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Adds to the path of @cr the outline of @segment of a tile of @type turned
 * by @rotation, every ring a closed subpath, in tile geometry units times
 * @scale; filled with the even-odd rule, the holes stay open. */
void bst_tile_path_append_segment (cairo_t *cr,
                                   guint    type,
                                   guint    rotation,
                                   guint    segment,
                                   double   scale);

G_END_DECLS

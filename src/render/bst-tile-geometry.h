/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-tile.h"

G_BEGIN_DECLS

/* Where the segments of a tile are drawn: for every tile type and segment a
 * meeple anchor and a hit region, matching data/tiles/<letter>.svg.
 *
 * Tile-local coordinates are those of the art's view box: 0 … 256 on both
 * axes, x growing east, y growing south, whatever size the tile is drawn at
 * (scale by size / BST_TILE_GEOMETRY_SIZE). Functions taking a rotation
 * work in the coordinates of the rotated tile, turned r quarter turns
 * clockwise about its centre, the way the renderer draws it. */

#define BST_TILE_GEOMETRY_SIZE 256.0

typedef struct {
  double x;
  double y;
} BstTilePoint;

BstTilePoint    bst_tile_point_rotate                (BstTilePoint  point,
                                                      guint         rotation);

guint           bst_tile_geometry_n_segments         (guint         type);
BstFeatureKind  bst_tile_geometry_segment_kind       (guint         type,
                                                      guint         segment);
BstTilePoint    bst_tile_geometry_anchor             (guint         type,
                                                      guint         rotation,
                                                      guint         segment);

/* A hit region is one or more closed rings (an outline and its holes),
 * inside by the even-odd rule. Rings are given unrotated; turn each point
 * with bst_tile_point_rotate(). */
guint           bst_tile_geometry_n_rings            (guint         type,
                                                      guint         segment);
const BstTilePoint *bst_tile_geometry_ring           (guint         type,
                                                      guint         segment,
                                                      guint         ring,
                                                      guint        *n_points);

gboolean        bst_tile_geometry_segment_contains   (guint         type,
                                                      guint         rotation,
                                                      guint         segment,
                                                      double        x,
                                                      double        y);
/* The segment under (x, y), or -1 where there is none (a village, the
 * space outside the tile). */
int             bst_tile_geometry_segment_at         (guint         type,
                                                      guint         rotation,
                                                      double        x,
                                                      double        y);

G_END_DECLS

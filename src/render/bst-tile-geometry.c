/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tile-geometry.h"

typedef struct {
  BstFeatureKind      kind;
  BstTilePoint        anchor;
  guint               n_rings;
  const guint16      *ring_sizes;
  const BstTilePoint *points;
} SegmentGeometry;

#include "bst-tile-geometry-table.h"

static const SegmentGeometry *
lookup (guint type,
        guint segment)
{
  g_return_val_if_fail (type < BST_N_TILE_TYPES, NULL);
  g_return_val_if_fail (segment < BST_MAX_SEGMENTS, NULL);
  g_return_val_if_fail (segment_geometry[type][segment].points != NULL, NULL);

  return &segment_geometry[type][segment];
}

BstTilePoint
bst_tile_point_rotate (BstTilePoint point,
                       guint        rotation)
{
  for (guint r = 0; r < (rotation & 3); r++)
    point = (BstTilePoint) { BST_TILE_GEOMETRY_SIZE - point.y, point.x };

  return point;
}

guint
bst_tile_geometry_n_segments (guint type)
{
  guint n = 0;

  g_return_val_if_fail (type < BST_N_TILE_TYPES, 0);

  while (n < BST_MAX_SEGMENTS && segment_geometry[type][n].points != NULL)
    n++;

  return n;
}

BstFeatureKind
bst_tile_geometry_segment_kind (guint type,
                                guint segment)
{
  const SegmentGeometry *geometry = lookup (type, segment);

  g_return_val_if_fail (geometry != NULL, BST_FEATURE_FIELD);

  return geometry->kind;
}

BstTilePoint
bst_tile_geometry_anchor (guint type,
                          guint rotation,
                          guint segment)
{
  const SegmentGeometry *geometry = lookup (type, segment);

  g_return_val_if_fail (geometry != NULL, ((BstTilePoint) { 128.0, 128.0 }));

  return bst_tile_point_rotate (geometry->anchor, rotation);
}

guint
bst_tile_geometry_n_rings (guint type,
                           guint segment)
{
  const SegmentGeometry *geometry = lookup (type, segment);

  g_return_val_if_fail (geometry != NULL, 0);

  return geometry->n_rings;
}

const BstTilePoint *
bst_tile_geometry_ring (guint  type,
                        guint  segment,
                        guint  ring,
                        guint *n_points)
{
  const SegmentGeometry *geometry = lookup (type, segment);
  const BstTilePoint *points;

  g_return_val_if_fail (geometry != NULL, NULL);
  g_return_val_if_fail (ring < geometry->n_rings, NULL);

  points = geometry->points;
  for (guint i = 0; i < ring; i++)
    points += geometry->ring_sizes[i];

  if (n_points != NULL)
    *n_points = geometry->ring_sizes[ring];

  return points;
}

/* Even-odd crossing count over all rings; a ring's edges are half-open in
 * y, so a point on an edge shared by two regions falls in exactly one. */
static gboolean
region_contains (const SegmentGeometry *geometry,
                 double                 x,
                 double                 y)
{
  const BstTilePoint *ring = geometry->points;
  gboolean inside = FALSE;

  for (guint r = 0; r < geometry->n_rings; r++)
    {
      guint n = geometry->ring_sizes[r];

      for (guint i = 0, j = n - 1; i < n; j = i++)
        {
          const BstTilePoint *a = &ring[i];
          const BstTilePoint *b = &ring[j];

          if ((a->y > y) != (b->y > y)
              && x < (b->x - a->x) * (y - a->y) / (b->y - a->y) + a->x)
            inside = !inside;
        }
      ring += n;
    }

  return inside;
}

gboolean
bst_tile_geometry_segment_contains (guint  type,
                                    guint  rotation,
                                    guint  segment,
                                    double x,
                                    double y)
{
  const SegmentGeometry *geometry = lookup (type, segment);
  BstTilePoint p;

  g_return_val_if_fail (geometry != NULL, FALSE);

  /* Turn the point back into the unrotated tile. */
  p = bst_tile_point_rotate ((BstTilePoint) { x, y }, (4 - (rotation & 3)) & 3);

  return region_contains (geometry, p.x, p.y);
}

int
bst_tile_geometry_segment_at (guint  type,
                              guint  rotation,
                              double x,
                              double y)
{
  BstTilePoint p;

  g_return_val_if_fail (type < BST_N_TILE_TYPES, -1);

  if (x < 0 || y < 0 || x > BST_TILE_GEOMETRY_SIZE || y > BST_TILE_GEOMETRY_SIZE)
    return -1;

  p = bst_tile_point_rotate ((BstTilePoint) { x, y }, (4 - (rotation & 3)) & 3);

  for (guint s = 0; s < BST_MAX_SEGMENTS && segment_geometry[type][s].points != NULL; s++)
    if (region_contains (&segment_geometry[type][s], p.x, p.y))
      return (int) s;

  return -1;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tile-path.h"

#include "bst-tile-geometry.h"

void
bst_tile_path_append_segment (cairo_t *cr,
                              guint    type,
                              guint    rotation,
                              guint    segment,
                              double   scale)
{
  guint n_rings = bst_tile_geometry_n_rings (type, segment);

  for (guint r = 0; r < n_rings; r++)
    {
      guint n_points;
      const BstTilePoint *points = bst_tile_geometry_ring (type, segment, r, &n_points);

      for (guint i = 0; i < n_points; i++)
        {
          BstTilePoint p = bst_tile_point_rotate (points[i], rotation);

          if (i == 0)
            cairo_move_to (cr, p.x * scale, p.y * scale);
          else
            cairo_line_to (cr, p.x * scale, p.y * scale);
        }
      cairo_close_path (cr);
    }
}

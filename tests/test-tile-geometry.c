/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tile.h"
#include "bst-tile-geometry.h"

/* Every segment of the engine's tile data has a region and an anchor of
 * the same kind, and nothing more. */
static void
test_geometry_complete (void)
{
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      const BstTileType *tile = bst_tile_type (type);

      g_assert_cmpuint (bst_tile_geometry_n_segments (type), ==, tile->n_segments);
      for (guint s = 0; s < tile->n_segments; s++)
        {
          g_assert_cmpint (bst_tile_geometry_segment_kind (type, s), ==, tile->segments[s].kind);
          g_assert_cmpuint (bst_tile_geometry_n_rings (type, s), >=, 1);
          for (guint r = 0; r < bst_tile_geometry_n_rings (type, s); r++)
            {
              guint n_points = 0;

              g_assert_nonnull (bst_tile_geometry_ring (type, s, r, &n_points));
              g_assert_cmpuint (n_points, >=, 3);
            }
        }
    }
}

/* A check of the anchor @a of segment @s of tile @type turned @r times. */
typedef void (*AnchorCheck) (guint        type,
                             guint        r,
                             guint        s,
                             BstTilePoint a);

/* Runs @check on the anchor of every segment of every tile, in every rotation. */
static void
check_every_anchor (AnchorCheck check)
{
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    for (guint s = 0; s < bst_tile_type (type)->n_segments; s++)
      for (guint r = 0; r < 4; r++)
        check (type, r, s, bst_tile_geometry_anchor (type, r, s));
}

static void
check_anchor_inside (guint        type,
                     guint        r,
                     guint        s,
                     BstTilePoint a)
{
  if (!bst_tile_geometry_segment_contains (type, r, s, a.x, a.y))
    g_error ("Anchor of segment %u of %c (rotation %u) outside its region",
             s, bst_tile_type_letter (type), r);
}

static void
test_geometry_anchor_inside (void)
{
  check_every_anchor (check_anchor_inside);
}

static void
check_hit_anchor (guint        type,
                  guint        r,
                  guint        s,
                  BstTilePoint a)
{
  g_assert_cmpint (bst_tile_geometry_segment_at (type, r, a.x, a.y), ==, (int) s);
}

static void
test_geometry_hit_anchor (void)
{
  check_every_anchor (check_hit_anchor);
}

/* Sampled on a grid that does not line up with the regions' vertices. */
static void
test_geometry_no_overlap (void)
{
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      guint n_segments = bst_tile_type (type)->n_segments;
      guint covered = 0, total = 0;

      for (double y = 0.37; y < BST_TILE_GEOMETRY_SIZE; y += 1.5)
        for (double x = 0.61; x < BST_TILE_GEOMETRY_SIZE; x += 1.5)
          {
            guint hits = 0;

            for (guint s = 0; s < n_segments; s++)
              hits += bst_tile_geometry_segment_contains (type, 0, s, x, y);
            if (hits > 1)
              g_error ("Segments of %c overlap at %.2f,%.2f", bst_tile_type_letter (type), x, y);
            covered += hits;
            total++;
          }

      /* Only villages are outside every segment. */
      g_assert_cmpfloat ((double) covered / total, >, 0.94);
    }
}

/* The segment hit just inside each port is the one the engine puts there. */
static void
test_geometry_ports (void)
{
  static const BstTilePoint port_points[BST_N_PORTS] = {
    { 64, 2 }, { 128, 2 }, { 192, 2 },
    { 254, 64 }, { 254, 128 }, { 254, 192 },
    { 192, 254 }, { 128, 254 }, { 64, 254 },
    { 2, 192 }, { 2, 128 }, { 2, 64 },
  };

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    for (guint r = 0; r < 4; r++)
      for (guint p = 0; p < BST_N_PORTS; p++)
        {
          int expected = bst_tile_segment_at_port (type, r, p);
          int hit = bst_tile_geometry_segment_at (type, r, port_points[p].x, port_points[p].y);

          if (expected < 0)
            continue;
          if (hit != expected)
            g_error ("%c rotation %u port %s: hit segment %d, the engine says %d",
                     bst_tile_type_letter (type), r, bst_port_name (p), hit, expected);
        }
}

static void
test_geometry_rotate (void)
{
  BstTilePoint north = { 128, 0 };
  BstTilePoint p;

  p = bst_tile_point_rotate (north, 1);
  g_assert_cmpfloat (p.x, ==, 256);
  g_assert_cmpfloat (p.y, ==, 128);
  p = bst_tile_point_rotate (north, 2);
  g_assert_cmpfloat (p.x, ==, 128);
  g_assert_cmpfloat (p.y, ==, 256);
  p = bst_tile_point_rotate (north, 3);
  g_assert_cmpfloat (p.x, ==, 0);
  g_assert_cmpfloat (p.y, ==, 128);

  g_assert_cmpint (bst_tile_geometry_segment_at (0, 0, -1, 10), ==, -1);
  g_assert_cmpint (bst_tile_geometry_segment_at (0, 0, 10, 300), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/tile-geometry/complete", test_geometry_complete);
  g_test_add_func ("/render/tile-geometry/anchor-inside", test_geometry_anchor_inside);
  g_test_add_func ("/render/tile-geometry/hit-anchor", test_geometry_hit_anchor);
  g_test_add_func ("/render/tile-geometry/no-overlap", test_geometry_no_overlap);
  g_test_add_func ("/render/tile-geometry/ports", test_geometry_ports);
  g_test_add_func ("/render/tile-geometry/rotate", test_geometry_rotate);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-tile.h"

static void
test_tile_set (void)
{
  guint tiles = 0, pennants = 0, monasteries = 0;

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      const BstTileType *tt = bst_tile_type (type);
      tiles += tt->count;
      for (guint s = 0; s < tt->n_segments; s++)
        {
          pennants += tt->count * tt->segments[s].pennants;
          monasteries += tt->count * (tt->segments[s].kind == BST_FEATURE_MONASTERY);
        }
    }
  g_assert_cmpuint (tiles, ==, 72);
  g_assert_cmpuint (pennants, ==, 10);
  g_assert_cmpuint (monasteries, ==, 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/tile/set", test_tile_set);
  return g_test_run ();
}

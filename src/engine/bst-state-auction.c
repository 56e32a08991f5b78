/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-state-private.h"

/* The tile auction house rule: a drawn tile goes up for auction when it is
 * the only tile left that can complete some feature. A feature can be
 * completed by one tile only when every open edge of it faces one square,
 * or, for a monastery, when one square around it is still empty. */

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

typedef struct {
  gboolean monastery;
  guint    id;          /* a root node, or the monastery's tile index */
} Feature;

static gboolean
completes (const BstState *self, BstState *scratch, guint type, const BstSquare *square,
           const Feature *feature)
{
  guint rotations = bst_tile_fitting_table[type][square->pattern];

  /* Rotations that are alike complete alike; the others do not exist for
   * this square. */
  for (guint r = 0; r < 4; r++)
    {
      if (!(rotations & (1 << r)))
        continue;
      bst_state_copy (scratch, self);
      bst_state_lay_tile (scratch, type, square->x, square->y, r);
      if (feature->monastery
          ? scratch->tiles[feature->id].neighbours == 8
          : scratch->nodes[find_root (scratch, feature->id)].open == 0)
        return TRUE;
    }
  return FALSE;
}

/* The road and city features whose every open edge faces @square, and
 * the monasteries that @square would complete. */
static guint
features_around (const BstState *self, const BstSquare *square, Feature *features)
{
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    {
      int neighbour = bst_state_tile_at (self, square->x + dx[d], square->y + dy[d]);
      const BstPlacedTile *pt;
      int segment;
      guint root, facing = 0;
      gboolean seen = FALSE;

      if (neighbour < 0)
        continue;
      pt = &self->tiles[neighbour];
      segment = SEGMENT_AT (pt->type, pt->rotation, bst_port_opposite (3 * d + 1));
      if (segment < 0)
        continue;
      root = find_root_const (self, pt->first_node + segment);

      for (guint i = 0; i < n && !seen; i++)
        seen = !features[i].monastery && features[i].id == root;
      if (seen)
        continue;

      for (guint e = 0; e < 4; e++)
        {
          int other = bst_state_tile_at (self, square->x + dx[e], square->y + dy[e]);
          int s;

          if (other < 0)
            continue;
          s = SEGMENT_AT (self->tiles[other].type, self->tiles[other].rotation,
                          bst_port_opposite (3 * e + 1));
          if (s >= 0 && find_root_const (self, self->tiles[other].first_node + s) == root)
            facing++;
        }
      if (facing == self->nodes[root].open)
        features[n++] = (Feature) { FALSE, root };
    }

  for (guint m = 0; m < self->n_monasteries; m++)
    {
      const BstPlacedTile *mt = &self->tiles[self->monasteries[m]];
      if (mt->neighbours == 7 && ABS (mt->x - square->x) <= 1 && ABS (mt->y - square->y) <= 1)
        features[n++] = (Feature) { TRUE, self->monasteries[m] };
    }
  return n;
}

gboolean
bst_state_auction_applies (const BstState *self, guint type)
{
  g_autofree BstState *scratch = NULL;
  guint remaining[BST_N_TILE_TYPES] = { 0 };

  if (!self->rules.auction)
    return FALSE;

  for (guint i = 0; i < self->n_bag; i++)
    remaining[self->bag[i]]++;
  for (guint i = 0; i < self->n_hand; i++)
    remaining[self->hand[i]]++;
  for (guint p = 0; p < self->rules.n_players; p++)
    for (guint i = 0; i < self->n_held[p]; i++)
      remaining[self->held[p][i]]++;
  /* The drawn tile itself is not one of the others. */
  remaining[type]--;

  scratch = g_new (BstState, 1);
  for (guint i = 0; i < self->n_frontier; i++)
    {
      const BstSquare *square = &self->frontier[i];
      Feature features[4 + BST_MAX_TILES];
      guint n = features_around (self, square, features);

      for (guint f = 0; f < n; f++)
        {
          gboolean another = FALSE;

          if (!completes (self, scratch, type, square, &features[f]))
            continue;
          for (guint t = 0; t < BST_N_TILE_TYPES && !another; t++)
            another = remaining[t] > 0 && completes (self, scratch, t, square, &features[f]);
          if (!another)
            return TRUE;
        }
    }
  return FALSE;
}

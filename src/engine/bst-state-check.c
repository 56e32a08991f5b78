/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-error.h"
#include "bst-state-private.h"

/* Recomputes what the state keeps incrementally and compares: the soak
 * command and the tests call this after every move. */

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

static gboolean
check_accounting (const BstState *self, GError **error)
{
  guint tiles = self->n_tiles + bst_state_tiles_to_play (self) + self->discards;
  guint on_board[BST_MAX_PLAYERS] = { 0 };

  if (tiles != BST_N_TILES)
    return bst_fail (error, "%u tiles accounted for, not %u", tiles, BST_N_TILES);

  for (guint m = 0; m < self->n_meeples; m++)
    on_board[self->meeples[m].player]++;
  for (guint p = 0; p < self->rules.n_players; p++)
    if (on_board[p] + self->supply[p] != self->rules.meeples)
      return bst_fail (error, "player %u: %u meeples on the board and %u in supply", p,
                        on_board[p], self->supply[p]);
  return TRUE;
}

/* An entered square's entry of the grid names it, or says it is crowded:
 * never another square, never nothing. */
static gboolean
grid_names (const BstState *self, int x, int y, guint value)
{
  guint entry = self->grid[grid_slot (x, y)];

  return entry == value || entry == GRID_CROWDED;
}

static gboolean
check_board (const BstState *self, GError **error)
{
  for (guint t = 0; t < self->n_tiles; t++)
    {
      const BstPlacedTile *pt = &self->tiles[t];

      if (bst_state_tile_at (self, pt->x, pt->y) != (int) t)
        return bst_fail (error, "tile %u is not found at %d,%d", t, pt->x, pt->y);
      if (!grid_names (self, pt->x, pt->y, 1 + t))
        return bst_fail (error, "the grid does not lead to tile %u", t);
      for (guint d = 0; d < 4; d++)
        {
          int other = bst_state_tile_at (self, pt->x + dx[d], pt->y + dy[d]);
          if (other >= 0
              && EDGE (pt->type, pt->rotation, d)
                 != EDGE (self->tiles[other].type, self->tiles[other].rotation, (d + 2) % 4))
            return bst_fail (error, "tiles %u and %d do not match", t, other);
        }
    }

  /* Every empty square on the table beside a tile is on the frontier, with
   * the right pattern, and nothing else is. */
  for (guint t = 0; t < self->n_tiles; t++)
    for (guint d = 0; d < 4; d++)
      {
        int x = self->tiles[t].x + dx[d], y = self->tiles[t].y + dy[d];
        guint8 pattern = 0;
        gboolean found = FALSE;

        if (bst_state_tile_at (self, x, y) >= 0 || !on_table (self, x, y))
          continue;
        for (guint e = 0; e < 4; e++)
          {
            int other = bst_state_tile_at (self, x + dx[e], y + dy[e]);
            if (other >= 0)
              pattern |= EDGE (self->tiles[other].type, self->tiles[other].rotation, (e + 2) % 4) << (2 * e);
          }
        for (guint i = 0; i < self->n_frontier && !found; i++)
          found = self->frontier[i].x == x && self->frontier[i].y == y
                  && self->frontier[i].pattern == pattern;
        if (!found)
          return bst_fail (error, "the square %d,%d is missing from the frontier", x, y);
      }
  for (guint i = 0; i < self->n_frontier; i++)
    {
      const BstSquare *square = &self->frontier[i];
      gboolean touches = FALSE;

      if (bst_state_tile_at (self, square->x, square->y) >= 0)
        return bst_fail (error, "the frontier square %d,%d holds a tile", square->x, square->y);
      for (guint d = 0; d < 4 && !touches; d++)
        touches = bst_state_tile_at (self, square->x + dx[d], square->y + dy[d]) >= 0;
      if (!touches)
        return bst_fail (error, "the frontier square %d,%d touches no tile", square->x, square->y);
      for (guint d = 0; d < 4; d++)
        {
          int tile = bst_state_tile_at (self, square->x + dx[d], square->y + dy[d]);
          if (square->next_to[d] != (tile >= 0 ? tile : BST_NO_TILE))
            return bst_fail (error, "the frontier square %d,%d has the wrong neighbours",
                              square->x, square->y);
        }
      if (!grid_names (self, square->x, square->y, GRID_FRONTIER + i))
        return bst_fail (error, "the grid does not lead to the frontier square %d,%d",
                          square->x, square->y);
    }
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      guint n = 0;

      for (guint i = 0; i < self->n_frontier; i++)
        n += bst_tile_fitting_count_table[type][self->frontier[i].pattern];
      if (self->placements[type] != n)
        return bst_fail (error, "tile %c counts %u placements, not %u",
                          bst_tile_type_letter (type), self->placements[type], n);
    }
  return TRUE;
}

/* The counters at each feature's root against a count over its segments. */
static gboolean
check_features (const BstState *self, GError **error)
{
  g_autofree guint16 *ports = g_new0 (guint16, self->n_nodes);
  g_autofree guint16 *meeples = g_new0 (guint16, self->n_nodes);
  gboolean closing_edge = self->rules.table_edge_closes && has_table (&self->rules);

  for (guint t = 0; t < self->n_tiles; t++)
    {
      const BstPlacedTile *pt = &self->tiles[t];
      const BstTileType *tt = TILE_TYPE (pt->type);

      for (guint s = 0; s < tt->n_segments; s++)
        {
          guint16 mask = bst_ports_rotate (tt->segments[s].ports, pt->rotation);
          guint root = find_root_const (self, pt->first_node + s);

          if (self->nodes[root].kind != tt->segments[s].kind)
            return bst_fail (error, "tile %u segment %u joined a feature of another kind", t, s);
          /* An open port faces an empty square on the table. */
          for (guint d = 0; d < 4; d++)
            if ((mask & (1u << (3 * d + 1)))
                && bst_state_tile_at (self, pt->x + dx[d], pt->y + dy[d]) < 0
                && (on_table (self, pt->x + dx[d], pt->y + dy[d]) || !closing_edge))
              ports[root]++;
        }
    }
  for (guint m = 0; m < self->n_meeples; m++)
    {
      const BstMeeple *meeple = &self->meeples[m];
      meeples[find_root_const (self, self->tiles[meeple->tile].first_node + meeple->segment)]++;
    }

  for (guint node = 0; node < self->n_nodes; node++)
    {
      const BstNode *n = &self->nodes[node];

      if (n->parent != node)
        continue;
      if ((n->kind == BST_FEATURE_ROAD || n->kind == BST_FEATURE_CITY) && n->open != ports[node])
        return bst_fail (error, "feature %u counts %u open edges, not %u", node, n->open, ports[node]);
      if (n->meeples != meeples[node])
        return bst_fail (error, "feature %u counts %u meeples, not %u", node, n->meeples, meeples[node]);
    }

  for (guint m = 0; m < self->n_meeples; m++)
    if (bst_state_feature_complete (self, self->meeples[m].tile, self->meeples[m].segment)
        && self->phase != BST_PHASE_MEEPLE)
      return bst_fail (error, "a meeple stays on a completed feature (tile %u)", self->meeples[m].tile);
  return TRUE;
}

gboolean
bst_state_check_invariants (const BstState *self, GError **error)
{
  return check_accounting (self, error)
         && check_board (self, error)
         && check_features (self, error);
}

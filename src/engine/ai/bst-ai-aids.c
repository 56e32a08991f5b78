/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-ai-aids.h"
#include "bst-ai-private.h"
#include "bst-state-private.h"

void
bst_aids_unplayed (const BstState *state, guint8 *counts)
{
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    counts[t] = (guint8) bst_state_bag_count (state, t);
  /* Whose hand a tile is in is hidden, not that it is still to come. */
  for (guint p = 0; p <= state->rules.n_players; p++)
    {
      const guint8 *hand = p == 0 ? state->hand : state->held[p - 1];
      guint n = p == 0 ? state->n_hand : state->n_held[p - 1];

      for (guint i = 0; i < n; i++)
        counts[hand[i]]++;
    }
}

static guint
fitting (const guint8 *counts, guint8 pattern, BstAidTile *out)
{
  guint n = 0;

  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      guint8 rotations = counts[t] ? bst_tile_fitting_rotations (t, pattern) : 0;

      if (rotations == 0)
        continue;
      if (out)
        out[n] = (BstAidTile) { (guint8) t, counts[t], rotations };
      n++;
    }
  return n;
}

guint
bst_aids_dead_squares (const BstState *state, BstAidSquare *out)
{
  guint8 counts[BST_N_TILE_TYPES];
  guint n = 0;

  bst_aids_unplayed (state, counts);
  for (guint i = 0; i < state->n_frontier; i++)
    {
      const BstSquare *square = &state->frontier[i];

      if (fitting (counts, square->pattern, NULL) == 0)
        out[n++] = (BstAidSquare) { square->x, square->y };
    }
  return n;
}

guint
bst_aids_fitting_tiles (const BstState *state, int x, int y, BstAidTile *out)
{
  guint8 counts[BST_N_TILE_TYPES];

  for (guint i = 0; i < state->n_frontier; i++)
    if (state->frontier[i].x == x && state->frontier[i].y == y)
      {
        bst_aids_unplayed (state, counts);
        return fitting (counts, state->frontier[i].pattern, out);
      }
  return 0;
}

guint
bst_aids_feature_odds (const BstState *state, BstAidOdds *out)
{
  g_autofree double *chances = g_new (double, MAX (state->n_nodes, 1));
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (state->n_nodes, 1));
  guint n = 0;

  bst_ai_completion_chances (state, chances);
  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BstPlacedTile *pt = &state->tiles[t];
      const BstTileType *tt = TILE_TYPE (pt->type);

      for (guint s = 0; s < tt->n_segments; s++)
        {
          BstFeatureKind kind = tt->segments[s].kind;
          guint root = find_root_const (state, pt->first_node + s);
          gboolean open;

          if (kind == BST_FEATURE_FIELD || seen[root])
            continue;
          seen[root] = TRUE;
          open = kind == BST_FEATURE_MONASTERY ? pt->neighbours < 8 : state->nodes[root].open > 0;
          if (open)
            out[n++] = (BstAidOdds) { kind, (guint8) t, (guint8) s, root, chances[root] };
        }
    }
  return n;
}

guint
bst_aids_fields (const BstState *state, BstAidField *out)
{
  g_autofree guint16 *field_of = g_new (guint16, MAX (state->n_nodes, 1));
  BstAidPlace cities[BST_MAX_TILES];
  guint n = 0;

  for (guint i = 0; i < state->n_nodes; i++)
    field_of[i] = G_MAXUINT16;
  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BstTileType *tt = TILE_TYPE (state->tiles[t].type);

      for (guint s = 0; s < tt->n_segments; s++)
        {
          guint root;

          if (tt->segments[s].kind != BST_FEATURE_FIELD)
            continue;
          root = find_root_const (state, state->tiles[t].first_node + s);
          if (field_of[root] != G_MAXUINT16)
            continue;
          field_of[root] = (guint16) n;
          memset (&out[n], 0, sizeof out[n]);
          out[n].tile = (guint8) t;
          out[n].segment = (guint8) s;
          out[n].root = root;
          out[n].n_cities = bst_aids_field_cities (state, &(BstAidPlace) { t, s }, cities);
          n++;
        }
    }
  for (guint i = 0; i < state->n_meeples; i++)
    {
      const BstMeeple *m = &state->meeples[i];
      guint root = find_root_const (state, state->tiles[m->tile].first_node + m->segment);

      if (state->nodes[root].kind == BST_FEATURE_FIELD)
        out[field_of[root]].meeples[m->player]++;
    }
  for (guint f = 0; f < n; f++)
    out[f].holders = majority (out[f].meeples, state->rules.n_players);
  return n;
}

guint
bst_aids_field_cities (const BstState *state, const BstAidPlace *field_at, BstAidPlace *out)
{
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (state->n_nodes, 1));
  guint field;
  guint n = 0;

  g_return_val_if_fail (field_at->tile < state->n_tiles, 0);
  field = find_root_const (state, state->tiles[field_at->tile].first_node + field_at->segment);
  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BstPlacedTile *pt = &state->tiles[t];
      const BstTileType *tt = TILE_TYPE (pt->type);

      for (guint s = 0; s < tt->n_segments; s++)
        {
          if (tt->segments[s].cities == 0
              || find_root_const (state, pt->first_node + s) != field)
            continue;
          for (guint cities = tt->segments[s].cities; cities; cities &= cities - 1)
            {
              guint c = (guint) __builtin_ctz (cities);
              guint city = find_root_const (state, pt->first_node + c);

              if (state->nodes[city].open > 0 || seen[city])
                continue;
              seen[city] = TRUE;
              out[n++] = (BstAidPlace) { (guint8) t, (guint8) c };
            }
        }
    }
  return n;
}

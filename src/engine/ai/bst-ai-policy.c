/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-ai-private.h"
#include "bst-state-private.h"

/* The playout policy of the tree search: cheap rules of thumb, a few
 * hundred nanoseconds a candidate. A few placements are sampled; each is
 * tried on the state and taken back, judged by what it does to the
 * features around it (completing or growing mine, helping the others')
 * plus the best meeple it allows; the best one is played. The judging only
 * reads: the union-find must not be compressed while a placement is tried. */

/* Bit per player holding the majority in the feature at @root. */
static guint8
owners (const BstState *state, guint root)
{
  guint8 count[BST_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < state->n_meeples; i++)
    {
      const BstMeeple *m = &state->meeples[i];
      if (find_root_const (state, state->tiles[m->tile].first_node + m->segment) == root)
        count[m->player]++;
    }
  return majority (count, state->rules.n_players);
}

static inline double
sign_for (guint8 winners, guint player)
{
  if (winners & (1 << player))
    return 1.0;
  return winners ? -1.0 : 0.0;
}

/* What the placed tile does to the features it joins, for the player who
 * placed it. */
static double
placement_value (const BstState *state)
{
  guint player = state->current_player;
  const BstPlacedTile *pt = &state->tiles[state->last_tile];
  const BstTileType *tt = TILE_TYPE (pt->type);
  guint seen[BST_MAX_SEGMENTS];
  guint n_seen = 0;
  double value = 0;

  for (guint s = 0; s < tt->n_segments; s++)
    {
      BstFeatureKind kind = tt->segments[s].kind;
      guint root;
      const BstNode *node;
      gboolean dup = FALSE;
      double sign;

      if (kind != BST_FEATURE_ROAD && kind != BST_FEATURE_CITY)
        continue;
      root = find_root_const (state, pt->first_node + s);
      for (guint i = 0; i < n_seen && !dup; i++)
        dup = seen[i] == root;
      if (dup)
        continue;
      seen[n_seen++] = root;
      node = &state->nodes[root];
      if (node->meeples == 0)
        continue;
      sign = sign_for (owners (state, root), player);
      if (node->open == 0)
        value += sign * (kind == BST_FEATURE_CITY ? 2.0 * (node->tiles + node->pennants) : node->tiles);
      else
        value += sign * (kind == BST_FEATURE_CITY ? 1.5 : 0.7);
    }

  for (guint m = 0; m < state->n_monasteries; m++)
    {
      const BstPlacedTile *mt = &state->tiles[state->monasteries[m]];

      if (state->monasteries[m] == state->last_tile
          || ABS (mt->x - pt->x) > 1 || ABS (mt->y - pt->y) > 1
          || state->nodes[mt->first_node].meeples == 0)
        continue;
      value += sign_for (owners (state, mt->first_node), player) * (mt->neighbours == 8 ? 4.0 : 1.0);
    }
  return value;
}

/* The worth of a meeple on @segment of the tile just placed, against
 * keeping it; the best one is written to @best. */
static double
best_meeple (const BstState *state, int *best)
{
  gint8 segments[BST_MAX_SEGMENTS];
  guint n = bst_state_meeple_segments (state, segments);
  const BstPlacedTile *pt = &state->tiles[state->last_tile];
  const BstTileType *tt = TILE_TYPE (pt->type);
  guint supply = state->supply[state->current_player];
  double remaining = bst_state_tiles_to_play (state);
  double cost = (supply <= 2 ? 3.0 : 1.8) * remaining / (remaining + 10.0);
  double best_value = 0;

  *best = BST_NO_SEGMENT;
  for (guint i = 0; i < n; i++)
    {
      guint s = segments[i];
      const BstNode *node = &state->nodes[find_root_const (state, pt->first_node + s)];
      double value;

      switch ((BstFeatureKind) tt->segments[s].kind)
        {
        case BST_FEATURE_ROAD:
          value = node->open == 0 ? node->tiles : 0.5 * node->tiles + 0.6 * (node->open <= 1) - cost + 1.0;
          break;
        case BST_FEATURE_CITY:
          if (node->open == 0)
            value = node->tiles == 2 && node->pennants == 0 ? state->rules.small_city_points
                    : 2.0 * (node->tiles + node->pennants);
          else
            value = (node->tiles + node->pennants) * (node->open <= 2 ? 1.6 : 1.0) + 1.5 - cost;
          break;
        case BST_FEATURE_MONASTERY:
          value = 1.0 + pt->neighbours + 3.0 * remaining / (remaining + 20.0) - cost;
          break;
        case BST_FEATURE_FIELD:
          {
            guint cities = __builtin_popcount (tt->segments[s].cities);
            value = remaining < 40 ? 1.5 * cities * (1.0 - remaining / 40.0) + 0.5 * cities - cost * 0.6
                                   : -1.0;
          }
          break;
        default:
          value = -1.0;
          break;
        }
      if (value > best_value)
        {
          best_value = value;
          *best = s;
        }
    }
  return best_value;
}

static void
policy_auction (BstState *state)
{
  BstMove move = { 0 };

  move.kind = state->phase == BST_PHASE_BID ? BST_MOVE_PASS : BST_MOVE_KEEP;
  bst_state_apply (state, &move, NULL, NULL);
}

#define MAX_SAMPLES 8

void
bst_ai_policy_turn (BstState          *state,
                    BstRng            *rng,
                    const BstAiParams *params)
{
  BstUndo undo;
  BstPlacement placement, best_placement = { 0 };
  guint type, n, samples;
  double best_value = -G_MAXDOUBLE;
  int best_segment = BST_NO_SEGMENT;

  if (state->phase == BST_PHASE_MEEPLE)
    {
      best_meeple (state, &best_segment);
      bst_state_finish_turn (state, best_segment, NULL, NULL);
      return;
    }
  while (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    policy_auction (state);
  if (bst_state_is_over (state))
    return;

  type = state->hand[bst_rng_below (rng, state->n_hand)];
  n = bst_state_count_placements (state, type);
  samples = MIN (params->playout_samples, n);
  if (samples <= 1 || bst_rng_below (rng, 1000) < params->playout_epsilon * 1000)
    {
      bst_state_nth_placement (state, type, bst_rng_below (rng, n), &placement);
      bst_state_place (state, type, &placement);
      best_meeple (state, &best_segment);
      bst_state_finish_turn (state, best_segment, NULL, NULL);
      return;
    }

  for (guint k = 0; k < samples; k++)
    {
      int segment;
      double value;

      bst_state_nth_placement (state, type, bst_rng_below (rng, n), &placement);
      bst_state_try_place (state, type, &placement, &undo);
      value = placement_value (state);
      value += best_meeple (state, &segment);
      bst_state_undo_place (state, &undo);
      if (value > best_value)
        {
          best_value = value;
          best_segment = segment;
          best_placement = placement;
        }
    }
  bst_state_place (state, type, &best_placement);
  bst_state_finish_turn (state, best_segment, NULL, NULL);
}

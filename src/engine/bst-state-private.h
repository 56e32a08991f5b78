/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-state.h"
#include "bst-tile-private.h"

G_BEGIN_DECLS

/* Shared by the parts of the state: board and features (bst-state.c),
 * scoring (bst-state-score.c) and the turn sequence (bst-state-turn.c). */

#define TILE_TYPE(type) (&bst_tile_types[type])
#define SEGMENT_AT(type, rotation, port) (bst_tile_segment_at_port_table[type][rotation][port])
#define EDGE(type, rotation, d) ((bst_tile_edges_table[type][rotation] >> (2 * (d))) & 3)

/* Whether the turn being finished (its tile placed) is followed by another
 * turn of the same player. */
gboolean bst_state_earns_extra_turn (const BstState *self);

static inline guint
find_root (BstState *self, guint node)
{
  BstNode *nodes = self->nodes;

  while (nodes[node].parent != node)
    {
      nodes[node].parent = nodes[nodes[node].parent].parent;
      node = nodes[node].parent;
    }
  return node;
}

static inline guint
find_root_const (const BstState *self, guint node)
{
  while (self->nodes[node].parent != node)
    node = self->nodes[node].parent;
  return node;
}

/* Bit per player holding the most meeples in a feature, of @meeples per
 * player: who scores it. None when no one holds one. */
static inline guint8
majority (const guint8 *meeples, guint n_players)
{
  guint most = 0;
  guint8 winners = 0;

  for (guint p = 0; p < n_players; p++)
    most = MAX (most, meeples[p]);
  if (most == 0)
    return 0;
  for (guint p = 0; p < n_players; p++)
    if (meeples[p] == most)
      winners |= 1 << p;
  return winners;
}

/* Whether the rules set a table edge in at least one direction. */
static inline gboolean
has_table (const BstRuleSet *rules)
{
  return rules->table_width != 0 || rules->table_height != 0;
}

/* Whether the square lies on the table, if the rules have one. Inline:
 * laying a tile asks for every new square of the frontier. */
static inline gboolean
on_table (const BstState *self, int x, int y)
{
  const BstRuleSet *rules = &self->rules;
  int half;

  if (x < -BST_MAX_TILES || x > BST_MAX_TILES || y < -BST_MAX_TILES || y > BST_MAX_TILES)
    return FALSE;
  /* The start tile sits in the middle; an even width leaves one more
   * column to the east (and an even height one more row to the south). A
   * size of 0 leaves that direction open. */
  if (rules->table_width != 0)
    {
      half = (rules->table_width - 1) / 2;
      if (x < -half || x >= rules->table_width - half)
        return FALSE;
    }
  if (rules->table_height != 0)
    {
      half = (rules->table_height - 1) / 2;
      if (y < -half || y >= rules->table_height - half)
        return FALSE;
    }
  return TRUE;
}

/* bst_state_can_place() for the turn sequence's inner loop. */
static inline gboolean
can_place (const BstState *self, guint type)
{
  const guint8 *fitting = bst_tile_fitting_table[type];

  for (guint i = 0; i < self->n_frontier; i++)
    if (fitting[self->frontier[i].pattern])
      return TRUE;
  return FALSE;
}

gboolean bst_state_plain_turns     (const BstRuleSet *rules);
void     bst_state_lay_tile        (BstState       *self,
                                    guint           type,
                                    int             x,
                                    int             y,
                                    guint           rotation);
void     bst_state_add_meeple      (BstState       *self,
                                    guint           player,
                                    guint           tile,
                                    guint           segment);
gboolean bst_state_edges_match     (const BstState *self,
                                    guint           type,
                                    int             x,
                                    int             y,
                                    guint           rotation,
                                    GError        **error);
void     bst_state_score_feature   (BstState       *self,
                                    guint           root,
                                    guint           tile,
                                    gboolean        final,
                                    BstScoreFunc    func,
                                    gpointer        user_data);

G_END_DECLS

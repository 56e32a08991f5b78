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

void     bst_state_lay_tile        (BstState       *self,
                                    guint           type,
                                    int             x,
                                    int             y,
                                    guint           rotation);
void     bst_state_add_meeple      (BstState       *self,
                                    guint           player,
                                    guint           tile,
                                    guint           segment);
gboolean bst_state_on_table        (const BstState *self,
                                    int             x,
                                    int             y);
gboolean bst_state_edges_match     (const BstState *self,
                                    guint           type,
                                    int             x,
                                    int             y,
                                    guint           rotation,
                                    GError        **error);
void     bst_state_score_completed (BstState       *self,
                                    guint           tile,
                                    BstScoreFunc    func,
                                    gpointer        user_data);

G_END_DECLS

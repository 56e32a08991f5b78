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

/* The grid's entries: what falls on each square of it. */
#define GRID_EMPTY     0
#define GRID_FRONTIER  (1 + BST_MAX_TILES)   /* + a frontier index; below it 1 + a tile's */
#define GRID_CROWDED   0xff                  /* several squares fall here */

G_STATIC_ASSERT (GRID_FRONTIER + BST_MAX_FRONTIER <= GRID_CROWDED);

static inline guint
grid_slot (int x, int y)
{
  return (guint) (y & (BST_GRID_SIDE - 1)) * BST_GRID_SIDE + (guint) (x & (BST_GRID_SIDE - 1));
}

guint bst_state_crowded_value (const BstState *self,
                               int             x,
                               int             y);

/* What is on the square: GRID_EMPTY, 1 + a tile's index, or GRID_FRONTIER
 * + the index of a frontier square. The grid names at most one square per
 * entry; the square named is checked, as another one may fall there. */
static inline guint
square_value (const BstState *self, int x, int y)
{
  guint value = self->grid[grid_slot (x, y)];

  if (value == GRID_EMPTY)
    return GRID_EMPTY;
  if (value < GRID_FRONTIER)
    {
      const BstPlacedTile *pt = &self->tiles[value - 1];
      return pt->x == x && pt->y == y ? value : GRID_EMPTY;
    }
  if (value != GRID_CROWDED)
    {
      const BstSquare *square = &self->frontier[value - GRID_FRONTIER];
      return square->x == x && square->y == y ? value : GRID_EMPTY;
    }
  return bst_state_crowded_value (self, x, y);
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
  return self->placements[type] != 0;
}

/* For a set of fitting rotations: how many, and which, in order. */
extern const guint8 bst_state_rotation_list[16][4];

/* bst_state_nth_placement() for the playouts' inner loop; @index is
 * below the count. */
static inline void
nth_fit (const BstState *self, guint type, guint index, BstPlacement *placement)
{
  const guint8 *counts = bst_tile_fitting_count_table[type];
  const BstSquare *square = self->frontier;
  guint rotations;

  while (index >= counts[square->pattern])
    index -= counts[square++->pattern];
  placement->x = square->x;
  placement->y = square->y;
  rotations = bst_tile_fitting_table[type][square->pattern];
  placement->rotation = bst_state_rotation_list[rotations][index];
  placement->pad = 0;
}

/* What a placement changed, so that search can try placements on one
 * state and take each back, rather than lay each on a copy of the whole
 * state. While a placement is tried the union-find is not compressed:
 * its walks would have to be taken back too. */
#define BST_UNDO_GRID   6     /* the square, up to four new ones, one moved */
#define BST_UNDO_SQUARE 5     /* one moved, four touched */
#define BST_UNDO_NODES  28    /* two roots per join of 12 ports, 4 closed edges */

typedef struct {
  guint16   placements[BST_N_TILE_TYPES];
  guint8    n_tiles;
  guint8    n_frontier;
  guint8    n_shared_tiles;
  guint8    n_monasteries;
  guint8    last_tile;
  guint8    completed;
  guint8    phase;
  guint8    n_hand;
  guint8    hand[BST_MAX_HAND];
  guint16   n_nodes;
  gint8     x;
  gint8     y;
  guint8    n_grid;
  guint8    n_squares;
  guint8    n_saved_nodes;
  guint16   grid_slot[BST_UNDO_GRID];
  guint8    grid_value[BST_UNDO_GRID];
  guint8    square_index[BST_UNDO_SQUARE];
  BstSquare square[BST_UNDO_SQUARE];
  guint16   node_index[BST_UNDO_NODES];
  BstNode   node[BST_UNDO_NODES];
} BstUndo;

void     bst_state_try_place       (BstState           *self,
                                    guint               type,
                                    const BstPlacement *placement,
                                    BstUndo            *undo);
void     bst_state_undo_place      (BstState           *self,
                                    const BstUndo      *undo);

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

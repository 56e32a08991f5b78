/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-state.h"

G_BEGIN_DECLS

/* Why a tile cannot go on a square, and where the table ends: for showing
 * the player. */
typedef enum {
  BST_SQUARE_FITS,        /* no problem: the tile may go there so turned */
  BST_SQUARE_TAKEN,       /* a tile lies there already */
  BST_SQUARE_OFF_TABLE,   /* beyond the table's edge */
  BST_SQUARE_ALONE,       /* no tile along any of its sides */
  BST_SQUARE_MISMATCH,    /* an edge does not continue its neighbour's */
} BstSquareVerdict;

typedef struct {
  BstSquareVerdict verdict;
  BstDirection     side;            /* BST_SQUARE_MISMATCH: the first side that clashes */
  BstEdge          edge;            /* what the tile shows there */
  BstEdge          neighbour_edge;  /* and what the neighbour shows */
} BstSquareProblem;

/* What keeps a tile of @type turned @rotation off square (x, y); FALSE,
 * with the verdict BST_SQUARE_FITS, when nothing does. */
gboolean  bst_state_square_problem      (const BstState         *state,
                                         guint                   type,
                                         int                     x,
                                         int                     y,
                                         guint                   rotation,
                                         BstSquareProblem       *problem);
/* Whether square (x, y) is beside a tile, by a side or a corner: where a
 * player may try one. */
gboolean  bst_state_beside_tiles        (const BstState         *state,
                                         int                     x,
                                         int                     y);
/* The problem in a player's words: "The city edge would meet a field";
 * NULL for BST_SQUARE_FITS. */
char     *bst_square_problem_describe   (const BstSquareProblem *problem);

/* The squares on the table, when the rules give it an edge: [min_x, max_x]
 * × [min_y, max_y], an open direction reaching as far as any board can.
 * FALSE, leaving the rest alone, when the table has no edge. */
gboolean  bst_state_table_squares       (const BstState         *state,
                                         int                    *min_x,
                                         int                    *min_y,
                                         int                    *max_x,
                                         int                    *max_y);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-state.h"

G_BEGIN_DECLS

/* The fixed random policy: uniform over the legal placements (distinct
 * rotations only), then uniform over the meeple choices, "none" included. */

typedef struct {
  guint64 turns;
  guint64 frontier;     /* summed over turns */
  guint64 placements;   /* summed over turns */
} BstPlayoutStats;

void bst_playout_random_turn (BstState        *state,
                              BstRng          *rng,
                              BstPlayoutStats *stats);
/* The move bst_playout_random_turn() would make, without making it. */
void bst_playout_random_move (const BstState  *state,
                              BstRng          *rng,
                              BstMove         *move);
void bst_playout_random_game (BstState        *state,
                              BstRng          *rng,
                              BstPlayoutStats *stats);

G_END_DECLS

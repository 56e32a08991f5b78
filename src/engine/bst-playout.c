/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-playout.h"

void
bst_playout_random_turn (BstState        *state,
                         BstRng          *rng,
                         BstPlayoutStats *stats)
{
  BstPlacement placement;
  gint8 segments[BST_MAX_SEGMENTS];
  guint type = state->hand[bst_rng_below (rng, state->n_hand)];
  guint n = bst_state_count_placements (state, type);
  guint n_segments;

  if (stats)
    {
      stats->turns++;
      stats->frontier += state->n_frontier;
      stats->placements += n;
    }

  bst_state_nth_placement (state, type, bst_rng_below (rng, n), &placement);
  bst_state_place (state, type, &placement);
  n_segments = bst_state_meeple_segments (state, segments);
  guint choice = bst_rng_below (rng, n_segments + 1);
  bst_state_finish_turn (state, choice < n_segments ? segments[choice] : BST_NO_SEGMENT, NULL, NULL);
}

void
bst_playout_random_game (BstState        *state,
                         BstRng          *rng,
                         BstPlayoutStats *stats)
{
  while (!bst_state_is_over (state))
    bst_playout_random_turn (state, rng, stats);
}

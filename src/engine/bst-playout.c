/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-playout.h"

/* Auction decisions, for games with the tile auction: a coin decides
 * between passing and the smallest raise the bidder can pay, and between
 * selling and keeping. */
static void
random_auction_move (BstState *state, BstRng *rng)
{
  BstMove move = { 0 };
  guint bidder = state->auction_bidder;

  if (state->phase == BST_PHASE_DECIDE)
    move.kind = bst_rng_below (rng, 2) ? BST_MOVE_ACCEPT : BST_MOVE_KEEP;
  else if (bst_rng_below (rng, 2) && state->scores[bidder] > state->auction_high_bid)
    {
      move.kind = BST_MOVE_BID;
      move.bid = state->auction_high_bid + 1;
    }
  else
    move.kind = BST_MOVE_PASS;
  bst_state_apply (state, &move, NULL, NULL);
}

void
bst_playout_random_turn (BstState        *state,
                         BstRng          *rng,
                         BstPlayoutStats *stats)
{
  BstPlacement placement;
  gint8 segments[BST_MAX_SEGMENTS];
  guint type, n, n_segments;

  while (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    random_auction_move (state, rng);
  if (bst_state_is_over (state))
    return;
  type = state->hand[bst_rng_below (rng, state->n_hand)];
  n = bst_state_count_placements (state, type);

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

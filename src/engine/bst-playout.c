/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-playout.h"
#include "bst-state-private.h"

/* Auction decisions, for games with the tile auction: a coin decides
 * between passing and the smallest raise the bidder can pay, and between
 * selling and keeping. */
static void
choose_auction_move (const BstState *state, BstRng *rng, BstMove *move)
{
  guint bidder = state->auction_bidder;

  memset (move, 0, sizeof *move);
  move->segment = BST_NO_SEGMENT;
  if (state->phase == BST_PHASE_DECIDE)
    move->kind = bst_rng_below (rng, 2) ? BST_MOVE_ACCEPT : BST_MOVE_KEEP;
  else if (bst_rng_below (rng, 2) && state->scores[bidder] > state->auction_high_bid)
    {
      move->kind = BST_MOVE_BID;
      move->bid = state->auction_high_bid + 1;
    }
  else
    move->kind = BST_MOVE_PASS;
}

static void
random_auction_move (BstState *state, BstRng *rng)
{
  BstMove move;

  choose_auction_move (state, rng, &move);
  bst_state_apply (state, &move, NULL, NULL);
}

void
bst_playout_random_move (const BstState *state,
                         BstRng         *rng,
                         BstMove        *move)
{
  g_autofree BstState *scratch = NULL;
  BstPlacement placement;
  gint8 segments[BST_MAX_SEGMENTS];
  guint n, n_segments;

  g_return_if_fail (!bst_state_is_over (state));

  if (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    {
      choose_auction_move (state, rng, move);
      return;
    }

  /* The same draws from @rng as bst_playout_random_turn(). */
  memset (move, 0, sizeof *move);
  move->kind = BST_MOVE_PLACE;
  move->tile = state->hand[bst_rng_below (rng, state->n_hand)];
  n = bst_state_count_placements (state, move->tile);
  bst_state_nth_placement (state, move->tile, bst_rng_below (rng, n), &placement);
  move->x = placement.x;
  move->y = placement.y;
  move->rotation = placement.rotation;

  scratch = g_new (BstState, 1);
  bst_state_copy (scratch, state);
  bst_state_place (scratch, move->tile, &placement);
  n_segments = bst_state_meeple_segments (scratch, segments);
  n = bst_rng_below (rng, n_segments + 1);
  move->segment = n < n_segments ? segments[n] : BST_NO_SEGMENT;
}

void
bst_playout_random_turn (BstState        *state,
                         BstRng          *rng,
                         BstPlayoutStats *stats)
{
  BstPlacement placement;
  gint8 segments[BST_MAX_SEGMENTS];
  guint type, n, n_segments;

  /* One test in the usual case, placing a tile: playouts run this a lot. */
  if (state->phase != BST_PHASE_PLACE)
    {
      while (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
        random_auction_move (state, rng);
      if (bst_state_is_over (state))
        return;
    }
  type = state->hand[bst_rng_below (rng, state->n_hand)];
  n = state->placements[type];

  if (stats)
    {
      stats->turns++;
      stats->frontier += state->n_frontier;
      stats->placements += n;
    }

  nth_fit (state, type, bst_rng_below (rng, n), &placement);
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

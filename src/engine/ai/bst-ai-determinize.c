/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-ai-private.h"

/* The foot of the AI's chain (driver, search, policy, evaluation): every
 * layer plays on a copy of the state in which what the player cannot see
 * has been dealt afresh. */

void
bst_ai_determinize (BstState *state, guint observer, BstRng *rng)
{
  guint8 pool[BST_N_TILES + BST_MAX_PLAYERS * BST_MAX_HAND];
  guint8 counts[BST_N_TILE_TYPES] = { 0 };
  gboolean hidden = state->rules.hand_size > 1 && !state->rules.hand_visible;
  guint n = 0, k = 0;

  /* What the observer cannot tell apart: the bag and hidden hands, as a
   * multiset. Its order in the state is never looked at. */
  for (guint i = 0; i < state->n_bag; i++)
    counts[state->bag[i]]++;
  if (hidden)
    {
      for (guint p = 0; p < state->rules.n_players; p++)
        if (p != observer)
          for (guint i = 0; i < state->n_held[p]; i++)
            counts[state->held[p][i]]++;
      if (state->current_player != observer)
        for (guint i = 0; i < state->n_hand; i++)
          counts[state->hand[i]]++;
    }
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    for (guint c = 0; c < counts[t]; c++)
      pool[n++] = (guint8) t;

  for (guint i = n; i > 1; i--)
    {
      guint j = bst_rng_below (rng, i);
      guint8 tmp = pool[i - 1];
      pool[i - 1] = pool[j];
      pool[j] = tmp;
    }

  if (hidden)
    {
      for (guint p = 0; p < state->rules.n_players; p++)
        if (p != observer)
          for (guint i = 0; i < state->n_held[p]; i++)
            state->held[p][i] = pool[k++];
      if (state->current_player != observer)
        for (guint i = 0; i < state->n_hand; i++)
          state->hand[i] = pool[k++];
    }
  memcpy (state->bag, pool + k, n - k);
  state->n_bag = (guint8) (n - k);
  state->fixed_order = TRUE;
  bst_rng_seed (&state->rng, ((guint64) bst_rng_next (rng) << 32) | bst_rng_next (rng), 0);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-error.h"
#include "bst-playout.h"
#include "bst-state.h"

/* The invariant checker that the soak command relies on must notice a
 * state that has gone wrong. */

static void
midgame (BstState *state)
{
  BstRuleSet rules;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  bst_state_init_game (state, &rules, 11);
  bst_rng_seed (&rng, 11, 1);
  while (state->n_meeples < 3 || state->turn < 20)
    bst_playout_random_turn (state, &rng, NULL);
  g_assert_true (bst_state_check_invariants (state, NULL));
}

static void
expect_violation (BstState *state)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (bst_state_check_invariants (state, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_test_message ("%s", error->message);
}

static void
test_check_supply (void)
{
  BstState state;

  midgame (&state);
  state.supply[0]++;
  expect_violation (&state);
}

static void
test_check_tiles (void)
{
  BstState state;

  midgame (&state);
  state.n_bag--;
  expect_violation (&state);
}

static void
test_check_frontier (void)
{
  BstState state;

  midgame (&state);
  state.frontier[0].pattern ^= 1;
  expect_violation (&state);

  midgame (&state);
  state.n_frontier--;
  expect_violation (&state);
}

static void
test_check_open_edges (void)
{
  BstState state;

  midgame (&state);
  for (guint node = 0; node < state.n_nodes; node++)
    if (state.nodes[node].parent == node && state.nodes[node].kind == BST_FEATURE_ROAD)
      {
        state.nodes[node].open++;
        break;
      }
  expect_violation (&state);
}

static void
test_check_meeples_in_feature (void)
{
  BstState state;
  guint node;

  midgame (&state);
  node = bst_state_feature_root (&state, state.meeples[0].tile, state.meeples[0].segment);
  state.nodes[node].meeples = 0;
  expect_violation (&state);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/state-check/supply", test_check_supply);
  g_test_add_func ("/engine/state-check/tiles", test_check_tiles);
  g_test_add_func ("/engine/state-check/frontier", test_check_frontier);
  g_test_add_func ("/engine/state-check/open-edges", test_check_open_edges);
  g_test_add_func ("/engine/state-check/meeples-in-feature", test_check_meeples_in_feature);
  return g_test_run ();
}

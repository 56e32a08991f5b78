/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer opponents: legal moves under every rule, determinism,
 * honesty (a move depends only on what the player could know) and a few
 * tactical positions with one clearly best move, which even Easy's
 * immediate points must find. */

#include <string.h>

#include "bst-ai.h"
#include "bst-test-utils.h"


/* Small budgets keep the suite quick; the tactics use the defaults. */
#define TEST_ITERATIONS 40

static void
options_for (BstAiOptions *options, BstAiLevel level, guint64 seed)
{
  bst_ai_options_init (options, level);
  if (level != BST_AI_EASY)
    options->iterations = TEST_ITERATIONS;
  options->seed = seed;
}

static void
random_rules (BstRuleSet *rules, GRand *rand)
{
  bst_rule_set_init_default (rules);
  for (guint attempt = 0; attempt < 20; attempt++)
    {
      BstRuleSet candidate = *rules;

      for (guint i = 0; i < bst_rule_info_count (); i++)
        {
          const BstRuleInfo *info = bst_rule_info_nth (i);
          guint value;

          if (g_rand_int_range (rand, 0, 3) != 0 || strcmp (info->name, "players") == 0)
            continue;
          value = (guint) g_rand_int_range (rand, info->minimum, info->maximum + 1);
          if (info->type == BST_RULE_TYPE_BOOLEAN)
            value = g_rand_boolean (rand);
          if (bst_rule_info_accepts (info, value))
            bst_rule_set_set (&candidate, info, value);
        }
      candidate.n_players = 2;
      /* Auctions and hands are what this test is about: more of them. */
      if (g_rand_int_range (rand, 0, 3) == 0)
        candidate.auction = TRUE;
      if (bst_rule_set_validate (&candidate, NULL))
        {
          *rules = candidate;
          return;
        }
    }
  rules->n_players = 2;
}

static void
test_legal_moves (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240611);
  g_autofree BstState *state = g_new (BstState, 1);
  guint games = 200;
  guint auctions = 0, hands = 0, moves = 0;

  for (guint g = 0; g < games; g++)
    {
      BstRuleSet rules;
      BstAiLevel levels[2] = { g % 3, (g + 1) % 3 };

      random_rules (&rules, rand);
      hands += rules.hand_size > 1;
      bst_state_init_game (state, &rules, 1000 + g);
      while (!bst_state_is_over (state))
        {
          guint player = bst_state_to_move (state);
          BstAiOptions options;
          BstMove move;
          g_autoptr (GError) error = NULL;

          options_for (&options, levels[player], g * 131 + state->turn);
          g_assert_true (bst_ai_choose_move (state, levels[player], &options, &move, NULL));
          if (!bst_state_check_move (state, &move, &error))
            g_error ("game %u, turn %u, %s: %s", g, state->turn,
                     bst_ai_level_name (levels[player]), error->message);
          auctions += move.kind != BST_MOVE_PLACE;
          bst_state_apply (state, &move, NULL, NULL);
          moves++;
        }
    }
  g_test_message ("%u games, %u moves, %u auction moves, %u games with hands", games, moves, auctions, hands);
  g_assert_cmpuint (auctions, >, 0);
  g_assert_cmpuint (hands, >, 0);
}

/* A position some turns into a seeded game, with the tile in hand. */
static void
midgame (BstState *state, const BstRuleSet *rules, guint64 seed, guint turns)
{
  bst_state_init_game (state, rules, seed);
  for (guint t = 0; t < turns && !bst_state_is_over (state); t++)
    {
      BstMove move;
      BstAiOptions options;

      options_for (&options, BST_AI_EASY, t);
      g_assert_true (bst_ai_choose_move (state, BST_AI_EASY, &options, &move, NULL));
      bst_state_apply (state, &move, NULL, NULL);
    }
  g_assert_false (bst_state_is_over (state));
}

static gboolean
same_move (const BstMove *a, const BstMove *b)
{
  return a->kind == b->kind && a->tile == b->tile && a->x == b->x && a->y == b->y
         && a->rotation == b->rotation && a->segment == b->segment && a->bid == b->bid;
}

static void
test_deterministic (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  for (guint seed = 1; seed <= 3; seed++)
    {
      midgame (state, &rules, seed, 10 * seed);
      for (guint level = 0; level < BST_AI_N_LEVELS; level++)
        {
          BstAiOptions options;
          BstMove a, b;

          options_for (&options, level, 77);
          options.iterations = level == BST_AI_EASY ? 0 : 300;
          g_assert_true (bst_ai_choose_move (state, level, &options, &a, NULL));
          g_assert_true (bst_ai_choose_move (state, level, &options, &b, NULL));
          g_assert_true (same_move (&a, &b));
        }
    }
}

/* The same information set dealt differently: the bag in another order
 * (and drawn another way), the others' hidden hands swapped with bag
 * tiles. The move must not change. */
static void
shuffle_hidden (BstState *state, guint observer, GRand *rand)
{
  gboolean hidden = state->rules.hand_size > 1 && !state->rules.hand_visible;

  if (hidden)
    for (guint p = 0; p < state->rules.n_players; p++)
      if (p != observer)
        for (guint i = 0; i < state->n_held[p] && state->n_bag > 0; i++)
          {
            guint j = g_rand_int_range (rand, 0, state->n_bag);
            guint8 tmp = state->held[p][i];
            state->held[p][i] = state->bag[j];
            state->bag[j] = tmp;
          }
  for (guint i = state->n_bag; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 tmp = state->bag[i - 1];
      state->bag[i - 1] = state->bag[j];
      state->bag[j] = tmp;
    }
  state->fixed_order = !state->fixed_order;
  bst_state_seed (state, g_rand_int (rand));
}

static void
check_honest (const BstRuleSet *rules, guint64 seed, guint turns)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstState *other = g_new (BstState, 1);
  guint observer;
  gboolean changed = FALSE;

  midgame (state, rules, seed, turns);
  observer = bst_state_to_move (state);
  bst_state_copy (other, state);
  shuffle_hidden (other, observer, rand);
  changed = memcmp (state->bag, other->bag, state->n_bag) != 0;
  for (guint p = 0; p < rules->n_players; p++)
    changed |= memcmp (state->held[p], other->held[p], state->n_held[p]) != 0;
  g_assert_true (changed);

  for (guint level = 0; level < BST_AI_N_LEVELS; level++)
    {
      BstAiOptions options;
      BstMove a, b;

      options_for (&options, level, 5);
      options.iterations = level == BST_AI_EASY ? 0 : 400;
      g_assert_true (bst_ai_choose_move (state, level, &options, &a, NULL));
      g_assert_true (bst_ai_choose_move (other, level, &options, &b, NULL));
      g_assert_true (same_move (&a, &b));
    }
}

static void
test_honest (void)
{
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  for (guint seed = 1; seed <= 3; seed++)
    check_honest (&rules, seed, 8 * seed);

  /* Hidden hands of three: the opponent's hand is unseen too. */
  rules.hand_size = 3;
  rules.hand_visible = FALSE;
  for (guint seed = 4; seed <= 6; seed++)
    check_honest (&rules, seed, 6 * seed);
}

/* Tactics --------------------------------------------------------------------- */

/* Tiles for later turns, and the one in hand drawn last. */
static void
deal (BstState *state, char in_hand)
{
  const char *later = "UUVVVWLKJ";

  for (const char *c = later; *c; c++)
    bst_state_bag_add (state, BST_TILE (*c));
  bst_state_bag_add (state, BST_TILE (in_hand));
  state->fixed_order = TRUE;
  bst_state_start_turn (state);
  g_assert_cmpuint (state->hand[0], ==, BST_TILE (in_hand));
}

/* A three-tile city open on one side, a knight of @owner in it; E closes
 * it at (1,-1), facing west. */
static void
open_city (BstState *state, guint owner)
{
  BstRuleSet rules;
  g_autoptr (GError) error = NULL;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'D', 0, 0, 0);       /* city north */
  bst_test_put_tile (state, 'R', 0, -1, 2);      /* city south, east and west */
  bst_test_put_tile (state, 'E', -1, -1, 1);     /* city east: closes the west side */
  g_assert_true (bst_state_put_meeple (state, owner, 0,
                                       bst_test_segment_of_kind (BST_TILE ('D'), BST_FEATURE_CITY), &error));
  g_assert_no_error (error);
  /* Some points on the board, the opponent a little ahead. */
  state->scores[0] = 10;
  state->scores[1] = 12;
}

static void
choose (const BstState *state, BstAiLevel level, BstMove *move)
{
  BstAiOptions options;
  g_autoptr (GError) error = NULL;

  bst_ai_options_init (&options, level);
  options.seed = 3;
  g_assert_true (bst_ai_choose_move (state, level, &options, move, NULL));
  g_assert_true (bst_state_check_move (state, move, &error));
}

static void
test_tactic_close_city (void)
{
  g_autofree BstState *state = g_new (BstState, 1);

  open_city (state, 0);
  deal (state, 'E');
  for (guint level = BST_AI_EASY; level <= BST_AI_HARD; level++)
    {
      BstMove move;
      choose (state, level, &move);
      g_test_message ("%s: %c at %d,%d r%u", bst_ai_level_name (level),
                      bst_tile_type_letter (move.tile), move.x, move.y, move.rotation);
      g_assert_cmpint (move.x, ==, 1);
      g_assert_cmpint (move.y, ==, -1);
    }
}

static void
test_tactic_dont_help (void)
{
  g_autofree BstState *state = g_new (BstState, 1);

  open_city (state, 1);
  deal (state, 'E');
  for (guint level = BST_AI_EASY; level <= BST_AI_HARD; level++)
    {
      BstMove move;
      choose (state, level, &move);
      g_test_message ("%s: %c at %d,%d r%u", bst_ai_level_name (level),
                      bst_tile_type_letter (move.tile), move.x, move.y, move.rotation);
      g_assert_false (move.x == 1 && move.y == -1);
    }
}

/* A monastery of player 1 (index 0) with seven neighbours. The eighth
 * square, at (1,1), needs city on its north and west sides: only the N in
 * hand fits there, so it is now or never; and by the house rule an
 * incomplete monastery scores nothing. (Under the standard rules it would
 * still score 8 at the end, and another monastery or knight can be worth
 * more than the ninth point.) */
static void
test_tactic_monastery (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.no_incomplete_scoring = TRUE;
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'B', 0, 0, 0);
  bst_test_put_tile (state, 'E', -1, -1, 0);
  bst_test_put_tile (state, 'B', 0, -1, 0);
  bst_test_put_tile (state, 'E', 1, -1, 0);
  bst_test_put_tile (state, 'E', -1, 0, 3);
  bst_test_put_tile (state, 'E', 1, 0, 2);       /* city facing the hole */
  bst_test_put_tile (state, 'B', -1, 1, 0);
  bst_test_put_tile (state, 'E', 0, 1, 1);       /* city facing the hole */
  g_assert_true (bst_state_put_meeple (state, 0, 0, 0, &error));
  g_assert_no_error (error);
  deal (state, 'N');

  for (guint level = BST_AI_EASY; level <= BST_AI_HARD; level++)
    {
      BstMove move;
      choose (state, level, &move);
      g_test_message ("%s: %c at %d,%d", bst_ai_level_name (level),
                      bst_tile_type_letter (move.tile), move.x, move.y);
      g_assert_cmpint (move.x, ==, 1);
      g_assert_cmpint (move.y, ==, 1);
    }
}

static void
test_cancel (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;
  BstMove move;

  bst_rule_set_init_default (&rules);
  bst_state_init_game (state, &rules, 9);
  g_cancellable_cancel (cancellable);
  g_assert_false (bst_ai_choose_move (state, BST_AI_HARD, NULL, &move, cancellable));
  g_assert_true (bst_state_check_move (state, &move, &error));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/legal-moves", test_legal_moves);
  g_test_add_func ("/ai/deterministic", test_deterministic);
  g_test_add_func ("/ai/honest", test_honest);
  g_test_add_func ("/ai/cancel", test_cancel);
  g_test_add_func ("/ai/tactics/close-city", test_tactic_close_city);
  g_test_add_func ("/ai/tactics/dont-help", test_tactic_dont_help);
  g_test_add_func ("/ai/tactics/monastery", test_tactic_monastery);

  return g_test_run ();
}

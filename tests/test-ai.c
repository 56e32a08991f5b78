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
  /* Expert's clock would make a slow run play differently. */
  options->max_seconds = 0;
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

/* Each level, given the same options (the search seeded with @seed, the
 * levels that search doing @iterations), chooses the same move in @a as in
 * @b. */
static void
assert_same_choices (const BstState *a,
                     const BstState *b,
                     guint64         seed,
                     guint           iterations)
{
  for (guint level = 0; level < BST_AI_N_LEVELS; level++)
    {
      BstAiOptions options;
      BstMove move_a, move_b;

      options_for (&options, level, seed);
      options.iterations = level == BST_AI_EASY ? 0 : iterations;
      g_assert_true (bst_ai_choose_move (a, level, &options, &move_a, NULL));
      g_assert_true (bst_ai_choose_move (b, level, &options, &move_b, NULL));
      g_assert_true (same_move (&move_a, &move_b));
    }
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
      assert_same_choices (state, state, 77, 300);
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

  assert_same_choices (state, other, 5, 400);
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

/* A three-tile city open on one side, a knight of @owner in it, and E in
 * hand, which closes it at (1,-1), facing west. */
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
  deal (state, 'E');
}

static void
choose (const BstState *state, BstAiLevel level, BstMove *move)
{
  BstAiOptions options;
  g_autoptr (GError) error = NULL;

  bst_ai_options_init (&options, level);
  options.seed = 3;
  if (level == BST_AI_EXPERT)
    {
      /* A few times Hard's budget, the same on any machine. */
      options.iterations = 8000;
      options.max_seconds = 0;
      options.threads = 2;
    }
  g_assert_true (bst_ai_choose_move (state, level, &options, move, NULL));
  g_assert_true (bst_state_check_move (state, move, &error));
}

/* The levels that find the tactics below; Beginner misses some on purpose. */
static const BstAiLevel tactical_levels[] = {
  BST_AI_EASY, BST_AI_MEDIUM, BST_AI_HARD, BST_AI_EXPERT,
};

/* The move each tactical level chooses in @state, in @moves (BST_AI_N_LEVELS). */
static void
choose_each_level (const BstState *state, BstMove *moves)
{
  for (guint i = 0; i < G_N_ELEMENTS (tactical_levels); i++)
    {
      BstAiLevel level = tactical_levels[i];

      choose (state, level, &moves[level]);
      g_test_message ("%s: %c at %d,%d r%u", bst_ai_level_name (level),
                      bst_tile_type_letter (moves[level].tile), moves[level].x, moves[level].y,
                      moves[level].rotation);
    }
}

/* The move each tactical level chooses at the open city of @owner. */
static void
choose_at_open_city (guint owner, BstMove *moves)
{
  g_autofree BstState *state = g_new (BstState, 1);

  open_city (state, owner);
  choose_each_level (state, moves);
}

static void
test_tactic_close_city (void)
{
  BstMove moves[BST_AI_N_LEVELS];

  choose_at_open_city (0, moves);
  for (guint i = 0; i < G_N_ELEMENTS (tactical_levels); i++)
    {
      g_assert_cmpint (moves[tactical_levels[i]].x, ==, 1);
      g_assert_cmpint (moves[tactical_levels[i]].y, ==, -1);
    }
}

static void
test_tactic_dont_help (void)
{
  BstMove moves[BST_AI_N_LEVELS];

  choose_at_open_city (1, moves);
  for (guint i = 0; i < G_N_ELEMENTS (tactical_levels); i++)
    g_assert_false (moves[tactical_levels[i]].x == 1 && moves[tactical_levels[i]].y == -1);
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
  BstMove moves[BST_AI_N_LEVELS];
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

  choose_each_level (state, moves);
  for (guint i = 0; i < G_N_ELEMENTS (tactical_levels); i++)
    {
      g_assert_cmpint (moves[tactical_levels[i]].x, ==, 1);
      g_assert_cmpint (moves[tactical_levels[i]].y, ==, 1);
    }
}

/* From a newcomer's every mistake to none. */
static const double beginner_strengths[] = { 0.001, 0.3, 1.0 };

static void
choose_beginner (const BstState *state, double strength, guint64 seed, BstMove *move)
{
  BstAiOptions options;

  bst_ai_options_init (&options, BST_AI_BEGINNER);
  options.strength = strength;
  options.seed = seed;
  g_assert_true (bst_ai_choose_move (state, BST_AI_BEGINNER, &options, move, NULL));
}

/* Whatever its strength and its luck, Beginner takes the city that the tile
 * in hand closes for it, and for it alone. */
static void
test_tactic_beginner_closes_city (void)
{
  g_autofree BstState *state = g_new (BstState, 1);

  open_city (state, 0);
  for (guint i = 0; i < G_N_ELEMENTS (beginner_strengths); i++)
    for (guint seed = 1; seed <= 20; seed++)
      {
        BstMove move;

        choose_beginner (state, beginner_strengths[i], seed, &move);
        g_assert_cmpint (move.x, ==, 1);
        g_assert_cmpint (move.y, ==, -1);
      }
}

/* An E put down at (1,-1) with its city facing a hole that has a city on
 * every side, which only the C fits; with @c_to_come, a C is still in the
 * bag. Beginner is asked for the meeple. */
static void
city_facing_hole (BstState *state, gboolean c_to_come)
{
  BstRuleSet rules;
  BstPlacement where = { 1, -1, 3, 0 };

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'D', 0, 0, 0);       /* city north, into the hole at (0,-1) */
  bst_test_put_tile (state, 'U', -1, 0, 1);      /* road east-west */
  bst_test_put_tile (state, 'U', 1, 0, 1);
  bst_test_put_tile (state, 'E', -1, -1, 1);     /* city east, into the hole */
  bst_test_put_tile (state, 'B', -1, -2, 0);
  bst_test_put_tile (state, 'E', 0, -2, 2);      /* city south, into the hole */
  if (c_to_come)
    bst_state_bag_add (state, BST_TILE ('C'));
  deal (state, 'E');
  bst_state_place (state, BST_TILE ('E'), &where);
}

/* A meeple on a city of one tile that can never be finished is thrown
 * away: careless as it is with its meeples, Beginner keeps that one. */
static void
test_tactic_beginner_hopeless_city (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  guint city = bst_test_segment_of_kind (BST_TILE ('E'), BST_FEATURE_CITY);

  for (guint c_to_come = 0; c_to_come <= 1; c_to_come++)
    {
      guint on_city = 0;

      city_facing_hole (state, c_to_come);
      for (guint seed = 1; seed <= 20; seed++)
        {
          BstMove move;

          choose_beginner (state, beginner_strengths[0], seed, &move);
          on_city += move.segment == (int) city;
        }
      /* With the C to come, the city is worth the meeple to a newcomer. */
      g_assert_cmpuint (on_city, ==, c_to_come ? 20 : 0);
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
  g_assert_false (bst_ai_choose_move (state, BST_AI_EXPERT, NULL, &move, cancellable));
  g_assert_true (bst_state_check_move (state, &move, &error));
}

/* Expert ---------------------------------------------------------------------- */

static void
expert_options (BstAiOptions *options, guint iterations, guint threads, guint64 seed)
{
  bst_ai_options_init (options, BST_AI_EXPERT);
  options->iterations = iterations;
  options->max_seconds = 0;
  options->threads = threads;
  options->seed = seed;
}

/* Whole games against Hard, on one thread and on three, under the default
 * rules and with hidden hands and auctions. */
static void
test_expert_legal (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  guint moves = 0;

  for (guint g = 0; g < 2; g++)
    {
      BstRuleSet rules;

      bst_rule_set_init_default (&rules);
      rules.farmers = TRUE;
      if (g == 1)
        {
          rules.hand_size = 3;
          rules.hand_visible = FALSE;
          rules.auction = TRUE;
        }
      g_assert_true (bst_rule_set_validate (&rules, NULL));
      bst_state_init_game (state, &rules, 4000 + g);
      while (!bst_state_is_over (state))
        {
          guint player = bst_state_to_move (state);
          BstAiLevel level = player == g ? BST_AI_EXPERT : BST_AI_HARD;
          BstAiOptions options;
          BstAiStats stats;
          BstMove move;
          g_autoptr (GError) error = NULL;

          if (level == BST_AI_EXPERT)
            expert_options (&options, 120, g == 0 ? 1 : 3, state->turn);
          else
            options_for (&options, level, state->turn);
          g_assert_true (bst_ai_choose_move_full (state, level, &options, &move, &stats, NULL));
          if (!bst_state_check_move (state, &move, &error))
            g_error ("game %u, turn %u, %s: %s", g, state->turn,
                     bst_ai_level_name (level), error->message);
          if (level == BST_AI_EXPERT && state->phase == BST_PHASE_PLACE)
            g_assert_cmpuint (stats.iterations, ==, 120);
          bst_state_apply (state, &move, NULL, NULL);
          moves++;
        }
    }
  g_test_message ("%u moves", moves);
}

/* The same seed, budget and thread count give the same move, on one
 * thread and on two; the trees of two threads are not those of one. */
static void
test_expert_deterministic (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstRuleSet rules;
  guint differ = 0;

  bst_rule_set_init_default (&rules);
  rules.farmers = TRUE;
  for (guint seed = 1; seed <= 4; seed++)
    {
      midgame (state, &rules, seed, 6 * seed);
      for (guint threads = 1; threads <= 2; threads++)
        {
          BstAiOptions options;
          BstAiStats a_stats, b_stats;
          BstMove a, b;

          expert_options (&options, 600, threads, 11);
          g_assert_true (bst_ai_choose_move_full (state, BST_AI_EXPERT, &options,
                                                  &a, &a_stats, NULL));
          g_assert_true (bst_ai_choose_move_full (state, BST_AI_EXPERT, &options,
                                                  &b, &b_stats, NULL));
          g_assert_true (same_move (&a, &b));
          g_assert_cmpuint (a_stats.iterations, ==, 600);
          g_assert_cmpuint (a_stats.nodes, ==, b_stats.nodes);
          g_assert_cmpfloat (a_stats.value, ==, b_stats.value);
          if (threads == 2)
            {
              BstAiStats one;
              expert_options (&options, 600, 1, 11);
              g_assert_true (bst_ai_choose_move_full (state, BST_AI_EXPERT, &options,
                                                      &a, &one, NULL));
              differ += one.nodes != b_stats.nodes || one.value != b_stats.value;
            }
        }
    }
  g_assert_cmpuint (differ, >, 0);
}

typedef struct
{
  GCancellable *cancellable;
  gint64 cancelled_at;
} CancelLater;

static gpointer
cancel_later_cb (gpointer data)
{
  CancelLater *later = data;

  g_usleep (50000);
  later->cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (later->cancellable);
  return NULL;
}

/* Cancelled while it searches on two threads without a clock or a cap
 * (test_cancel: before it starts): it stops at once with a legal move.
 * "At once" counts from the cancel: a slow checker that runs one thread
 * at a time may keep the canceller waiting long before it gets to it. */
static void
test_expert_cancel (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  gboolean slow = bst_test_scaled (100) < 100;
  CancelLater later = { cancellable, 0 };
  BstAiOptions options;
  BstAiStats stats;
  BstRuleSet rules;
  BstMove move;
  GThread *thread;
  gint64 returned_at;

  bst_rule_set_init_default (&rules);
  midgame (state, &rules, 9, 5);
  expert_options (&options, G_MAXUINT, 2, 1);
  thread = g_thread_new ("cancel", cancel_later_cb, &later);
  g_assert_false (bst_ai_choose_move_full (state, BST_AI_EXPERT, &options, &move, &stats,
                                           cancellable));
  returned_at = g_get_monotonic_time ();
  g_thread_join (thread);
  g_test_message ("stopped %.3f s after the cancel, %u iterations",
                  (returned_at - later.cancelled_at) / 1e6, stats.iterations);
  g_assert_cmpint (returned_at - later.cancelled_at, <, (slow ? 60 : 5) * G_USEC_PER_SEC);
  g_assert_cmpuint (stats.iterations, <, G_MAXUINT);
  g_assert_true (bst_state_check_move (state, &move, &error));
  g_assert_no_error (error);
}

/* With a time budget and no iteration cap, a move takes its time and no
 * more. The bound leaves room for a machine busy with other work (the
 * tournament measures the 10 % goal); a slow checker makes every
 * iteration fifty times as long. */
static void
test_expert_budget (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  gboolean slow = bst_test_scaled (100) < 100;
  const double budget = 0.2;
  double slowest = 0;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.farmers = TRUE;
  for (guint seed = 1; seed <= 3; seed++)
    {
      BstAiOptions options;
      BstAiStats stats;
      BstMove move;
      gint64 start;
      double seconds;

      midgame (state, &rules, seed, 12 * seed);
      bst_ai_options_init (&options, BST_AI_EXPERT);
      g_assert_cmpfloat (options.max_seconds, ==, 1.0);
      options.iterations = G_MAXUINT;
      options.max_seconds = budget;
      options.threads = 2;
      options.seed = seed;
      start = g_get_monotonic_time ();
      g_assert_true (bst_ai_choose_move_full (state, BST_AI_EXPERT, &options, &move, &stats, NULL));
      seconds = (g_get_monotonic_time () - start) / 1e6;
      slowest = MAX (slowest, seconds);
      g_assert_true (bst_state_check_move (state, &move, NULL));
      /* It searched all the while, not for a moment. */
      if (!slow)
        g_assert_cmpfloat (seconds, >=, 0.9 * budget);
      g_assert_cmpuint (stats.iterations, >, 0);
    }
  g_test_message ("slowest move %.3f s for a budget of %.3f s", slowest, budget);
  g_assert_cmpfloat (slowest, <=, (slow ? 3.0 : 1.5) * budget);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/legal-moves", test_legal_moves);
  g_test_add_func ("/ai/deterministic", test_deterministic);
  g_test_add_func ("/ai/honest", test_honest);
  g_test_add_func ("/ai/cancel", test_cancel);
  g_test_add_func ("/ai/expert/legal-moves", test_expert_legal);
  g_test_add_func ("/ai/expert/deterministic", test_expert_deterministic);
  g_test_add_func ("/ai/expert/cancel", test_expert_cancel);
  g_test_add_func ("/ai/expert/budget", test_expert_budget);
  g_test_add_func ("/ai/tactics/close-city", test_tactic_close_city);
  g_test_add_func ("/ai/tactics/dont-help", test_tactic_dont_help);
  g_test_add_func ("/ai/tactics/monastery", test_tactic_monastery);
  g_test_add_func ("/ai/tactics/beginner-closes-city", test_tactic_beginner_closes_city);
  g_test_add_func ("/ai/tactics/beginner-hopeless-city", test_tactic_beginner_hopeless_city);

  return g_test_run ();
}

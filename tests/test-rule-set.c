/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-test-utils.h"
#include "bst-error.h"
#include "bst-playout.h"
#include "bst-replay.h"
#include "bst-state.h"

/* Every edition variant and house rule: a position or seeded game where
 * the rule changes the outcome, with the expected result. */

#define POLICY_STREAM 0x706c6179u

/* FNV-1a over the final scores of games 1…@n_games, as `bench playout`. */
static guint64
games_checksum (const BstRuleSet *rules, guint n_games)
{
  guint64 checksum = 14695981039346656037u;

  for (guint g = 1; g <= n_games; g++)
    {
      BstState state;
      BstRng rng;

      bst_state_init_game (&state, rules, g);
      bst_rng_seed (&rng, g, POLICY_STREAM);
      bst_playout_random_game (&state, &rng, NULL);
      for (guint p = 0; p < rules->n_players; p++)
        checksum = (checksum ^ (guint64) state.scores[p]) * 1099511628211u;
    }
  return checksum >> 1;
}

/* The standard game as it was played before any variant existed. */
#define STANDARD_CHECKSUM_1000 G_GUINT64_CONSTANT (792334369303014741)

static void
test_defaults_change_nothing (void)
{
  BstRuleSet rules;

  guint n_games = bst_test_scaled (1000);
  guint64 standard;

  bst_rule_set_init_default (&rules);
  standard = games_checksum (&rules, n_games);
  if (n_games == 1000)
    g_assert_cmpuint (standard, ==, STANDARD_CHECKSUM_1000);

  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      BstRuleSet set;
      g_autofree char *assignment = NULL;
      g_autofree char *value = NULL;

      bst_rule_set_init_default (&set);
      value = bst_rule_info_format (info, bst_rule_set_get (&set, info));
      assignment = g_strdup_printf ("%s=%s", info->name, value);
      g_assert_true (bst_rule_set_parse_assignment (&set, assignment, NULL));
      g_assert_true (bst_rule_set_equal (&set, &rules));
      g_assert_cmpuint (games_checksum (&set, n_games), ==, standard);
    }
}

/* Every value of a choice rule has a name for files and a label for people,
 * and every value the rule accepts is one of them. */
static void
test_choice_labels (void)
{
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint n = 0;

      if (info->type != BST_RULE_TYPE_CHOICE)
        {
          g_assert_null (info->choices);
          continue;
        }
      g_assert_nonnull (info->choices);
      for (; info->choices[n].name != NULL; n++)
        {
          g_assert_cmpstr (info->choices[n].name, !=, "");
          g_assert_nonnull (info->choices[n].label);
          g_assert_cmpstr (info->choices[n].label, !=, "");
        }
      g_assert_cmpuint (info->minimum, ==, 0);
      g_assert_cmpuint (info->step, ==, 1);
      g_assert_cmpuint (n, ==, info->maximum + 1u);
    }
}

/* Every toggle that shapes play moves the checksum away from the standard. */
static void
test_toggles_change_games (void)
{
  static const char *const changes[] = {
    "farmers=off", "small-city=2", "farmer-scoring=per-player", "farmer-scoring=per-city",
    "meeples=3", "random-start=on", "draw-at-end=on", "hand=3", "start-tile-in-bag=on",
    "hole-bonus=on", "no-incomplete=on", "auction=on",
  };

  BstRuleSet standard;
  guint64 standard_checksum;

  bst_rule_set_init_default (&standard);
  standard_checksum = games_checksum (&standard, MAX (bst_test_scaled (200), 50));
  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      BstRuleSet rules;

      bst_rule_set_init_default (&rules);
      g_assert_true (bst_rule_set_parse_assignment (&rules, changes[i], NULL));
      g_test_message ("%s", changes[i]);
      g_assert_cmpuint (games_checksum (&rules, MAX (bst_test_scaled (200), 50)), !=, standard_checksum);
    }
}

static void
replay (const char *text, const char *const *assignments, BstState *state, GArray *events)
{
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  for (guint i = 0; assignments && assignments[i]; i++)
    g_assert_true (bst_rule_set_parse_assignment (&rules, assignments[i], NULL));
  bst_replay_run (text, &rules, state, events, &error);
  g_assert_no_error (error);
}

static void
test_small_city (void)
{
  const char *const first_edition[] = { "small-city=2", NULL };
  BstState state;

  replay ("E 0 -1 2 city:S\n", NULL, &state, NULL);
  g_assert_cmpint (state.scores[0], ==, 4);
  replay ("E 0 -1 2 city:S\n", first_edition, &state, NULL);
  g_assert_cmpint (state.scores[0], ==, 2);
}

/* Player 0 has farmers in two separate fields that touch the one completed
 * city; player 1 has a thief on an unfinished one-tile road. */
static const char farmers_scenario[] =
  "E 0 -1 2 field:N\n"   /* completes the city with D, farmer in E's field */
  "U 0 1 1 road:E\n"     /* thief on a lone road south of the start */
  "V 1 0 0 field:NL\n";  /* farmer in the start tile's northern field */

static void
test_farmer_scoring (void)
{
  const char *const per_player[] = { "farmer-scoring=per-player", NULL };
  const char *const per_city[] = { "farmer-scoring=per-city", NULL };
  const char *const no_farmers[] = { "farmers=off", NULL };
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;
  BstState state;

  replay (farmers_scenario, NULL, &state, NULL);
  g_assert_cmpint (state.scores[0], ==, 6);   /* each field scores the city: 3 + 3 */
  g_assert_cmpint (state.scores[1], ==, 1);
  replay (farmers_scenario, per_player, &state, NULL);
  g_assert_cmpint (state.scores[0], ==, 3);   /* the city pays player 0 once */
  replay (farmers_scenario, per_city, &state, NULL);
  g_assert_cmpint (state.scores[0], ==, 4);   /* 4 to the farmer majority around it */

  bst_rule_set_init_default (&rules);
  g_assert_true (bst_rule_set_parse_assignment (&rules, no_farmers[0], NULL));
  g_assert_false (bst_replay_run (farmers_scenario, &rules, &state, NULL, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE);
}

static void
test_no_incomplete (void)
{
  const char *const none[] = { "no-incomplete=on", NULL };
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  BstState state;

  replay (farmers_scenario, none, &state, events);
  g_assert_cmpint (state.scores[0], ==, 6);   /* fields still score */
  g_assert_cmpint (state.scores[1], ==, 0);   /* the unfinished road does not */
  for (guint i = 0; i < events->len; i++)
    g_assert_cmpint (g_array_index (events, BstScoreEvent, i).kind, ==, BST_FEATURE_FIELD);
}

static void
test_players_and_meeples (void)
{
  BstRuleSet rules;
  BstState state;

  bst_rule_set_init_default (&rules);
  g_assert_true (bst_rule_set_parse_assignment (&rules, "players=6", NULL));
  g_assert_true (bst_rule_set_parse_assignment (&rules, "meeples=1", NULL));
  bst_state_init_game (&state, &rules, 3);
  for (guint p = 0; p < 6; p++)
    g_assert_cmpuint (state.supply[p], ==, 1);
  g_assert_false (bst_rule_set_parse_assignment (&rules, "players=7", NULL));
  g_assert_false (bst_rule_set_parse_assignment (&rules, "meeples=11", NULL));
  g_assert_false (bst_rule_set_parse_assignment (&rules, "small-city=3", NULL));
}

static void
test_table_edge (void)
{
  const char *const table[] = { "table-width=3", "table-height=3", NULL };
  const char *const closing[] = { "table-width=3", "table-height=3", "table-edge-closes=on", NULL };
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;
  BstState state;

  /* A road from the start tile east to the table edge and west to the other. */
  replay ("U 1 0 1 road:W\nU -1 0 1\n", table, &state, events);
  g_assert_cmpuint (events->len, ==, 1);
  g_assert_true (g_array_index (events, BstScoreEvent, 0).final);
  g_assert_cmpint (state.scores[0], ==, 3);

  g_array_set_size (events, 0);
  replay ("U 1 0 1 road:W\nU -1 0 1\n", closing, &state, events);
  g_assert_cmpuint (events->len, ==, 1);
  g_assert_false (g_array_index (events, BstScoreEvent, 0).final);
  g_assert_cmpint (state.scores[0], ==, 3);
  g_assert_cmpuint (state.supply[0], ==, 7);

  bst_rule_set_init_default (&rules);
  rules.table_width = rules.table_height = 3;
  g_assert_false (bst_replay_run ("U 1 0 1\nU 2 0 1\n", &rules, &state, NULL, &error));
  g_assert_nonnull (strstr (error->message, "off the table"));
}

static void
test_random_start (void)
{
  BstRuleSet rules;
  guint starts = 0;

  bst_rule_set_init_default (&rules);
  for (guint seed = 1; seed <= 40; seed++)
    {
      BstState state;
      bst_state_init_game (&state, &rules, seed);
      g_assert_cmpuint (state.current_player, ==, 0);
    }
  rules.random_start_player = TRUE;
  for (guint seed = 1; seed <= 40; seed++)
    {
      BstState state;
      bst_state_init_game (&state, &rules, seed);
      starts |= 1 << state.current_player;
    }
  g_assert_cmpuint (starts, ==, 3);
}

static guint
tiles_accounted (const BstState *state)
{
  guint n = state->n_tiles + state->n_bag + state->n_hand + state->discards;

  for (guint p = 0; p < state->rules.n_players; p++)
    n += state->n_held[p];
  return n;
}

static void
test_hands (void)
{
  BstRuleSet rules;
  BstState state;
  BstRng rng;
  guint8 next_tile;

  bst_rule_set_init_default (&rules);
  rules.draw_at_end_of_turn = TRUE;
  bst_state_init_game (&state, &rules, 5);
  g_assert_cmpuint (state.n_hand, ==, 1);
  g_assert_cmpuint (state.n_held[1], ==, 1);   /* the next player already shows a tile */
  next_tile = state.held[1][0];
  bst_rng_seed (&rng, 5, POLICY_STREAM);
  bst_playout_random_turn (&state, &rng, NULL);
  g_assert_cmpuint (state.current_player, ==, 1);
  g_assert_cmpuint (state.hand[0], ==, next_tile);
  g_assert_cmpuint (state.n_held[0], ==, 1);   /* drawn at the end of player 0's turn */
  g_assert_cmpuint (tiles_accounted (&state), ==, 72);

  bst_rule_set_init_default (&rules);
  rules.hand_size = 3;
  bst_state_init_game (&state, &rules, 5);
  g_assert_cmpuint (state.n_hand, ==, 3);
  g_assert_cmpuint (state.n_held[1], ==, 3);
  while (!bst_state_is_over (&state))
    {
      bst_playout_random_turn (&state, &rng, NULL);
      g_assert_cmpuint (tiles_accounted (&state), ==, 72);
      g_assert_cmpuint (state.n_hand, <=, 3);
    }
  g_assert_cmpuint (state.n_tiles + state.discards, ==, 72);
}

static void
test_start_tile_in_bag (void)
{
  BstRuleSet rules;
  guint32 starts = 0;

  bst_rule_set_init_default (&rules);
  rules.start_tile_in_bag = TRUE;
  for (guint seed = 1; seed <= 60; seed++)
    {
      BstState state;
      bst_state_init_game (&state, &rules, seed);
      g_assert_cmpint (state.tiles[0].x, ==, 0);
      g_assert_cmpint (state.tiles[0].y, ==, 0);
      starts |= 1u << state.tiles[0].type;
      g_assert_cmpuint (tiles_accounted (&state), ==, 72);
      g_assert_cmpuint (bst_state_bag_count (&state, BST_TILE ('D'))
                        + (state.hand[0] == BST_TILE ('D'))
                        + (state.tiles[0].type == BST_TILE ('D')), ==, 4);
    }
  g_assert_cmpuint (__builtin_popcount (starts), >, 5);
}

/* Under @rules, @start alone on the table and the tiles of @bag to draw in
 * a fixed order, the last first; the first turn started. */
static void
init_with_tiles (BstState         *state,
                 const BstRuleSet *rules,
                 char              start,
                 const char       *bag)
{
  bst_state_init_empty (state, rules);
  g_assert_true (bst_state_put_tile (state, BST_TILE (start), 0, 0, 0, NULL));
  state->fixed_order = TRUE;
  for (const char *letter = bag; *letter != '\0'; letter++)
    bst_state_bag_add (state, BST_TILE (*letter));
  bst_state_start_turn (state);
}

/* A lone U tile (road north–south): a C tile, all city, drawn first, fits
 * nowhere. */
static void
init_unplaceable (BstState *state, gboolean back)
{
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.unplaceable_back = back;
  init_with_tiles (state, &rules, 'U', "BC");
}

static void
test_unplaceable_back (void)
{
  BstMove move = { BST_TILE ('B'), 1, 0, 0, BST_NO_SEGMENT, BST_MOVE_PLACE, 0 };
  BstState state;

  init_unplaceable (&state, FALSE);
  g_assert_cmpuint (state.hand[0], ==, BST_TILE ('B'));
  g_assert_cmpuint (state.discards, ==, 1);
  bst_state_apply (&state, &move, NULL, NULL);
  g_assert_true (bst_state_is_over (&state));
  g_assert_cmpuint (state.end_reason, ==, BST_END_BAG_EMPTY);

  init_unplaceable (&state, TRUE);
  g_assert_cmpuint (state.hand[0], ==, BST_TILE ('B'));
  g_assert_cmpuint (state.discards, ==, 0);
  g_assert_cmpuint (state.n_bag, ==, 1);       /* the C went back */
  bst_state_apply (&state, &move, NULL, NULL);
  g_assert_true (bst_state_is_over (&state));
  g_assert_cmpuint (state.end_reason, ==, BST_END_UNPLACEABLE);
  g_assert_cmpuint (state.n_bag, ==, 1);
}

/* Four monasteries around an empty square; the fifth fills the hole. */
static void
test_hole_bonus (void)
{
  static const gint8 around[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
  BstMove move = { BST_TILE ('B'), 0, 0, 0, BST_NO_SEGMENT, BST_MOVE_PLACE, 0 };

  for (guint bonus = 0; bonus <= 1; bonus++)
    {
      BstRuleSet rules;
      BstState state;

      bst_rule_set_init_default (&rules);
      rules.hole_bonus_turn = bonus;
      bst_state_init_empty (&state, &rules);
      for (guint i = 0; i < 4; i++)
        g_assert_true (bst_state_put_tile (&state, BST_TILE ('B'), around[i][0], around[i][1], 0,
                                           NULL));
      state.fixed_order = TRUE;
      bst_state_bag_add (&state, BST_TILE ('U'));
      bst_state_bag_add (&state, BST_TILE ('B'));
      bst_state_start_turn (&state);
      bst_state_apply (&state, &move, NULL, NULL);
      g_assert_cmpuint (state.current_player, ==, bonus ? 0 : 1);
    }
}

/* The start tile's city is open to the north; only E can close it among
 * the tiles left, so E goes up for auction. */
static void
init_auction (BstState *state, char other)
{
  BstRuleSet rules;
  const char bag[] = { other, 'E', '\0' };

  bst_rule_set_init_default (&rules);
  rules.auction = TRUE;
  init_with_tiles (state, &rules, 'D', bag);
  state->scores[1] = 5;
}

static void
test_auction (void)
{
  BstMove bid = { 0, 0, 0, 0, BST_NO_SEGMENT, BST_MOVE_BID, 3 };
  BstMove too_much = { 0, 0, 0, 0, BST_NO_SEGMENT, BST_MOVE_BID, 6 };
  BstMove accept = { 0, 0, 0, 0, BST_NO_SEGMENT, BST_MOVE_ACCEPT, 0 };
  BstMove keep = { 0, 0, 0, 0, BST_NO_SEGMENT, BST_MOVE_KEEP, 0 };
  BstMove close = { BST_TILE ('E'), 0, -1, 2, 0, BST_MOVE_PLACE, 0 };
  BstState state;

  /* Another E is left: no auction. */
  init_auction (&state, 'E');
  g_assert_cmpuint (state.phase, ==, BST_PHASE_PLACE);

  init_auction (&state, 'U');
  g_assert_cmpuint (state.phase, ==, BST_PHASE_BID);
  g_assert_cmpuint (bst_state_to_move (&state), ==, 1);
  g_assert_false (bst_state_check_move (&state, &too_much, NULL));   /* more than the score */
  g_assert_false (bst_state_check_move (&state, &close, NULL));
  g_assert_true (bst_state_check_move (&state, &bid, NULL));
  bst_state_apply (&state, &bid, NULL, NULL);
  g_assert_cmpuint (state.phase, ==, BST_PHASE_DECIDE);
  g_assert_cmpuint (bst_state_to_move (&state), ==, 0);

  bst_state_apply (&state, &accept, NULL, NULL);
  g_assert_cmpint (state.scores[0], ==, 3);
  g_assert_cmpint (state.scores[1], ==, 2);
  g_assert_cmpuint (state.current_player, ==, 1);   /* the buyer plays the tile now */
  g_assert_true (bst_state_check_move (&state, &close, NULL));
  bst_state_apply (&state, &close, NULL, NULL);
  g_assert_cmpint (state.scores[1], ==, 6);
  g_assert_cmpuint (state.current_player, ==, 0);   /* and the drawer draws again */
  g_assert_cmpuint (state.hand[0], ==, BST_TILE ('U'));

  init_auction (&state, 'U');
  bst_state_apply (&state, &bid, NULL, NULL);
  bst_state_apply (&state, &keep, NULL, NULL);
  g_assert_cmpuint (state.phase, ==, BST_PHASE_PLACE);
  g_assert_cmpuint (state.current_player, ==, 0);
  g_assert_cmpint (state.scores[1], ==, 5);
}

/* Random rule combinations keep the accounting invariants. */
static void
test_random_combinations (void)
{
  BstRng pick;

  bst_rng_seed (&pick, 2024, 1);
  for (guint game = 0; game < bst_test_scaled (300); game++)
    {
      BstRuleSet rules;
      BstState state;
      BstRng rng;
      gint16 before[BST_MAX_PLAYERS];

      bst_rule_set_init_default (&rules);
      for (guint i = 0; i < bst_rule_info_count (); i++)
        {
          const BstRuleInfo *info = bst_rule_info_nth (i);
          guint value;

          if (bst_rng_below (&pick, 3) != 0)
            continue;
          do
            value = info->minimum + bst_rng_below (&pick, info->maximum - info->minimum + 1);
          while (!bst_rule_info_accepts (info, value));
          bst_rule_set_set (&rules, info, value);
        }
      if (rules.table_width == 0 || rules.table_height == 0)
        rules.table_width = rules.table_height = 0;
      g_assert_true (bst_rule_set_validate (&rules, NULL));

      bst_state_init_game (&state, &rules, game);
      bst_rng_seed (&rng, game, POLICY_STREAM);
      while (!bst_state_is_over (&state))
        {
          gint total = 0;

          memcpy (before, state.scores, sizeof before);
          bst_playout_random_turn (&state, &rng, NULL);
          g_assert_cmpuint (tiles_accounted (&state), ==, 72);
          for (guint p = 0; p < rules.n_players; p++)
            {
              guint on_board = 0;
              for (guint m = 0; m < state.n_meeples; m++)
                on_board += state.meeples[m].player == p;
              g_assert_cmpuint (on_board + state.supply[p], ==, rules.meeples);
              total += state.scores[p] - before[p];
            }
          /* Scores only fall by an auction payment, which another player gains. */
          g_assert_cmpint (total, >=, 0);
        }
    }
}

/* A table of one square leaves no room for any tile: refused, with words. */
static void
test_table_too_small (void)
{
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.table_width = 1;
  rules.table_height = 1;
  /* A position may show such a table; a new game cannot be played on it. */
  g_assert_true (bst_rule_set_validate (&rules, NULL));
  g_assert_false (bst_rule_set_check_new_game (&rules, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "one square"));
  g_clear_error (&error);

  rules.table_height = 2;
  g_assert_true (bst_rule_set_check_new_game (&rules, &error));
  g_assert_no_error (error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rule-set/variants/defaults-change-nothing", test_defaults_change_nothing);
  g_test_add_func ("/engine/rule-set/variants/toggles-change-games", test_toggles_change_games);
  g_test_add_func ("/engine/rule-set/variants/small-city", test_small_city);
  g_test_add_func ("/engine/rule-set/variants/farmer-scoring", test_farmer_scoring);
  g_test_add_func ("/engine/rule-set/variants/players-and-meeples", test_players_and_meeples);
  g_test_add_func ("/engine/rule-set/variants/choice-labels", test_choice_labels);
  g_test_add_func ("/engine/rule-set/house/no-incomplete", test_no_incomplete);
  g_test_add_func ("/engine/rule-set/house/table-edge", test_table_edge);
  g_test_add_func ("/engine/rule-set/house/table-too-small", test_table_too_small);
  g_test_add_func ("/engine/rule-set/house/random-start", test_random_start);
  g_test_add_func ("/engine/rule-set/house/hands", test_hands);
  g_test_add_func ("/engine/rule-set/house/start-tile-in-bag", test_start_tile_in_bag);
  g_test_add_func ("/engine/rule-set/house/unplaceable-back", test_unplaceable_back);
  g_test_add_func ("/engine/rule-set/house/hole-bonus", test_hole_bonus);
  g_test_add_func ("/engine/rule-set/house/auction", test_auction);
  g_test_add_func ("/engine/rule-set/house/random-combinations", test_random_combinations);

  return g_test_run ();
}

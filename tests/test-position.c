/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-test-utils.h"
#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-playout.h"
#include "bst-position.h"
#include "bst-share-code.h"

#define N_GAMES 40

/* Any combination of rules the engine plays, the table edge included. */
static void
random_rules (BstRuleSet *rules, BstRng *rng)
{
  bst_rule_set_init_default (rules);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint span = (info->maximum - info->minimum) / info->step + 1;

      if (bst_rng_below (rng, 2))
        bst_rule_set_set (rules, info, info->minimum + info->step * bst_rng_below (rng, span));
    }
  if (bst_rng_below (rng, 3) == 0)
    {
      rules->table_width = 5 + bst_rng_below (rng, 12);
      rules->table_height = 5 + bst_rng_below (rng, 12);
    }
  else
    rules->table_width = rules->table_height = 0;
}

typedef void (*PositionCheck) (BstPosition *position, gpointer user_data);

/* Positions every few turns of seeded random games, the end included. */
static void
for_each_game_position (PositionCheck check, gpointer user_data)
{
  for (guint game = 0; game < MAX (bst_test_scaled (N_GAMES), 4); game++)
    {
      BstRng rng;
      BstRuleSet rules;
      BstState state;
      BstPlayerInfo players[BST_MAX_PLAYERS];

      bst_rng_seed (&rng, game, 7);
      if (game == 0)
        bst_rule_set_init_default (&rules);
      else
        random_rules (&rules, &rng);
      bst_test_make_players (players, rules.n_players, &rng);
      bst_state_init_game (&state, &rules, 1000 + game);

      for (guint turn = 0; ; turn++)
        {
          if (turn % 5 == 0 || bst_state_is_over (&state))
            {
              g_autoptr (BstPosition) position = bst_position_new_from_state (&state, players);
              check (position, user_data);
            }
          if (bst_state_is_over (&state))
            break;
          bst_playout_random_turn (&state, &rng, NULL);
        }
    }
}

static void
check_json_round_trip (BstPosition *position, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = bst_position_to_json (position);
  g_autoptr (JsonNode) again = NULL;
  g_autoptr (BstPosition) read = bst_position_new_from_json (node, &error);

  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_true (bst_position_equal (position, read));
  again = bst_position_to_json (read);
  g_assert_true (json_node_equal (node, again));
  (*(guint *) user_data)++;
}

static void
test_json_round_trip (void)
{
  guint n = 0;

  for_each_game_position (check_json_round_trip, &n);
  g_test_message ("%u positions", n);
  g_assert_cmpuint (n, >, 5 * MAX (bst_test_scaled (N_GAMES), 4));
}

static void
check_text_round_trip (BstPosition *position, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = bst_position_to_json (position);
  g_autofree char *text = json_to_string (node, TRUE);
  g_autoptr (JsonNode) parsed = bst_json_parse (text, strlen (text), &error);
  g_autoptr (BstPosition) read = NULL;

  g_assert_no_error (error);
  read = bst_position_new_from_json (parsed, &error);
  g_assert_no_error (error);
  g_assert_true (bst_position_equal (position, read));
}

static void
test_text_round_trip (void)
{
  for_each_game_position (check_text_round_trip, NULL);
}

typedef struct {
  guint n;
  gsize longest;
} CodeStats;

static void
check_share_code_round_trip (BstPosition *position, gpointer user_data)
{
  CodeStats *stats = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *code = bst_share_code_encode (position);
  g_autofree char *again = NULL;
  g_autoptr (BstPosition) read = bst_share_code_decode (code, &error);

  g_assert_no_error (error);
  g_assert_true (bst_position_equal (position, read));
  again = bst_share_code_encode (read);
  g_assert_cmpstr (code, ==, again);
  g_assert_true (bst_share_code_looks_like (code));
  for (const char *c = code; *c; c++)
    g_assert_true (g_ascii_isalnum (*c) || *c == '-' || *c == '_');

  stats->n++;
  stats->longest = MAX (stats->longest, strlen (code));
}

static void
test_share_code_round_trip (void)
{
  CodeStats stats = { 0 };

  for_each_game_position (check_share_code_round_trip, &stats);
  g_test_message ("%u codes, the longest %zu characters", stats.n, stats.longest);
  g_assert_cmpuint (stats.longest, <, BST_SHARE_CODE_MAX_LENGTH);
}

/* Short enough to paste in a chat: a standard two-player game halfway. */
static void
test_share_code_length (void)
{
  gsize longest = 0;

  for (guint game = 0; game < 20; game++)
    {
      BstPlayerInfo players[2];
      BstRuleSet rules;
      BstState state;
      BstRng rng;

      bst_rule_set_init_default (&rules);
      bst_test_make_players (players, 2, NULL);
      bst_rng_seed (&rng, game, 9);
      bst_state_init_game (&state, &rules, game);
      while (state.n_tiles < 36 && !bst_state_is_over (&state))
        bst_playout_random_turn (&state, &rng, NULL);

      {
        g_autoptr (BstPosition) position = bst_position_new_from_state (&state, players);
        g_autofree char *code = bst_share_code_encode (position);
        longest = MAX (longest, strlen (code));
      }
    }
  g_test_message ("the longest code halfway through a 2-player game: %zu characters", longest);
  g_assert_cmpuint (longest, <, 200);
}

/* @position read back from its share code, which must give it again. */
static BstPosition *
through_share_code (BstPosition *position)
{
  g_autofree char *code = bst_share_code_encode (position);
  g_autoptr (GError) error = NULL;
  BstPosition *read = bst_share_code_decode (code, &error);

  g_assert_no_error (error);
  g_assert_true (bst_position_equal (position, read));
  return read;
}

/* The draw order of a scenario survives both forms. */
static void
test_fixed_order (void)
{
  static const char order[] = "EVUJKWB";
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPosition) from_json = NULL;
  g_autoptr (BstPosition) from_code = NULL;
  g_autoptr (JsonNode) node = NULL;
  BstPlayerInfo players[2];
  BstRuleSet rules;
  BstState state;
  JsonArray *draw_order;

  bst_rule_set_init_default (&rules);
  bst_test_make_players (players, 2, NULL);
  bst_state_init_empty (&state, &rules);
  g_assert_true (bst_state_put_tile (&state, BST_START_TILE, 0, 0, 0, NULL));
  for (guint i = sizeof order - 1; i > 0; i--)
    bst_state_bag_add (&state, BST_TILE (order[i - 1]));
  state.fixed_order = TRUE;
  bst_state_start_turn (&state);

  position = bst_position_new_from_state (&state, players);
  node = bst_position_to_json (position);
  draw_order = json_object_get_array_member (json_node_get_object (node), "draw_order");
  g_assert_cmpuint (json_array_get_length (draw_order), ==, 6);
  g_assert_cmpstr (json_array_get_string_element (draw_order, 0), ==, "V");
  g_assert_cmpstr (json_array_get_string_element (
                     json_object_get_array_member (json_node_get_object (node), "hand"), 0),
                   ==, "E");

  from_json = bst_position_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_true (bst_position_equal (position, from_json));
  from_code = through_share_code (position);
  g_assert_cmpuint (bst_position_get_state (from_code)->fixed_order, ==, TRUE);
}

static void
test_equal (void)
{
  g_autoptr (BstPosition) a = NULL;
  g_autoptr (BstPosition) b = NULL;
  g_autoptr (BstPosition) c = NULL;
  g_autoptr (BstPosition) d = NULL;
  BstPlayerInfo players[2];
  BstRuleSet rules;
  BstState state, other;

  bst_rule_set_init_default (&rules);
  bst_test_make_players (players, 2, NULL);
  bst_state_init_game (&state, &rules, 5);
  a = bst_position_new_from_state (&state, players);

  /* The random state is not part of the position. */
  bst_state_copy (&other, &state);
  bst_state_seed (&other, 99);
  b = bst_position_new_from_state (&other, players);
  g_assert_true (bst_position_equal (a, b));

  bst_state_copy (&other, &state);
  other.scores[1] = 3;
  c = bst_position_new_from_state (&other, players);
  g_assert_false (bst_position_equal (a, c));

  players[0].name = (char *) "Zoë";
  d = bst_position_new_from_state (&state, players);
  g_assert_false (bst_position_equal (a, d));
}

/* The editor may lay out more tiles of a type than the set has. */
static void
test_free_mode (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPosition) free_position = NULL;
  g_autoptr (BstPosition) read = NULL;
  g_autoptr (JsonNode) node = NULL;
  BstPlayerInfo players[2];
  BstRuleSet rules;
  BstState state;

  bst_rule_set_init_default (&rules);
  bst_test_make_players (players, 2, NULL);
  bst_state_init_empty (&state, &rules);
  for (int x = 0; x < 6; x++)
    g_assert_true (bst_state_put_tile (&state, BST_TILE ('C'), x, 0, 0, NULL));
  bst_state_bag_add (&state, BST_TILE ('E'));
  bst_state_start_turn (&state);

  position = bst_position_new_from_state (&state, players);
  g_assert_false (bst_position_validate (position, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "tile C: the set has 1,"));
  g_clear_error (&error);

  free_position = bst_position_new_free_mode (position, TRUE);
  g_assert_true (bst_position_validate (free_position, &error));
  g_assert_no_error (error);

  node = bst_position_to_json (free_position);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (node), "free"));
  read = through_share_code (free_position);
  g_assert_true (bst_position_get_free_mode (read));
}

static void
test_damaged_code (void)
{
  g_autoptr (BstPosition) position = NULL;
  g_autofree char *code = NULL;
  BstPlayerInfo players[2];
  BstRuleSet rules;
  BstState state;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  bst_test_make_players (players, 2, NULL);
  bst_state_init_game (&state, &rules, 11);
  bst_rng_seed (&rng, 11, 1);
  for (guint i = 0; i < 20; i++)
    bst_playout_random_turn (&state, &rng, NULL);
  position = bst_position_new_from_state (&state, players);
  code = bst_share_code_encode (position);

  /* Every single-character change is caught. */
  for (gsize i = 2; code[i]; i++)
    {
      g_autofree char *damaged = g_strdup (code);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPosition) read = NULL;

      damaged[i] = damaged[i] == 'A' ? 'B' : 'A';
      read = bst_share_code_decode (damaged, &error);
      g_assert_null (read);
      g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
    }
}

/* Random payloads with a correct checksum reach the decoder itself: it
 * must refuse them or read a valid position, and never crash. */
static void
test_random_codes (void)
{
  BstRng rng;
  guint n_valid = 0;

  bst_rng_seed (&rng, 77, 77);
  for (guint i = 0; i < bst_test_scaled (20000); i++)
    {
      guint8 payload[200];
      guint length = 1 + bst_rng_below (&rng, 200);
      g_autofree char *code = NULL;
      g_autoptr (BstPosition) position = NULL;
      g_autoptr (GError) error = NULL;

      for (guint j = 0; j < length; j++)
        payload[j] = (guint8) bst_rng_next (&rng);
      /* Mostly plausible headers: two players, default rules. */
      if (i % 2)
        payload[0] = 0x88, payload[1] = 0, payload[2] = 0;
      code = bst_test_make_code ("B1", payload, length);

      position = bst_share_code_decode (code, &error);
      g_assert_true ((position == NULL) != (error == NULL));
      n_valid += position != NULL;
    }
  g_test_message ("%u random codes were positions", n_valid);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/position/json-round-trip", test_json_round_trip);
  g_test_add_func ("/engine/position/text-round-trip", test_text_round_trip);
  g_test_add_func ("/engine/position/share-code-round-trip", test_share_code_round_trip);
  g_test_add_func ("/engine/position/share-code-length", test_share_code_length);
  g_test_add_func ("/engine/position/fixed-order", test_fixed_order);
  g_test_add_func ("/engine/position/equal", test_equal);
  g_test_add_func ("/engine/position/free-mode", test_free_mode);
  g_test_add_func ("/engine/position/damaged-code", test_damaged_code);
  g_test_add_func ("/engine/position/random-codes", test_random_codes);

  return g_test_run ();
}

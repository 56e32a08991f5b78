/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Beginner, the weakest computer opponent: legal under every rule, also
 * when it is asked only for the meeple of a tile already down; the same
 * game again from the same seed; and, in a small tournament, beaten by
 * Easy while it beats random play. */

#include <string.h>

#include "bst-ai.h"
#include "bst-playout.h"
#include "bst-test-utils.h"

#define MAX_GAME_MOVES 512

typedef struct {
  gboolean   random;      /* the engine's uniformly random player */
  BstAiLevel level;
  double     strength;
} Seat;

static const Seat beginner = { FALSE, BST_AI_BEGINNER, 0 };
static const Seat easy = { FALSE, BST_AI_EASY, 0 };
static const Seat random_play = { TRUE, 0, 0 };

static void
seat_move (const Seat *seat, const BstState *state, guint64 seed, BstMove *move)
{
  BstAiOptions options;
  BstRng rng;

  if (seat->random)
    {
      bst_rng_seed (&rng, seed, state->turn);
      bst_playout_random_move (state, &rng, move);
      return;
    }
  bst_ai_options_init (&options, seat->level);
  options.strength = seat->strength;
  options.seed = seed;
  g_assert_true (bst_ai_choose_move (state, seat->level, &options, move, NULL));
}

/* Puts the tile down where random play would, and leaves the meeple to
 * @seat: its move must repeat the placement and name a meeple the rules
 * allow there. */
static void
play_in_two_steps (BstState *state, const Seat *seat, guint64 seed, BstRng *rng)
{
  gint8 segments[BST_MAX_SEGMENTS];
  BstMove placement, move;
  BstPlacement where;
  guint n;

  bst_playout_random_move (state, rng, &placement);
  where = (BstPlacement) { placement.x, placement.y, placement.rotation, 0 };
  bst_state_place (state, placement.tile, &where);
  g_assert_cmpint (state->phase, ==, BST_PHASE_MEEPLE);
  n = bst_state_meeple_segments (state, segments);

  seat_move (seat, state, seed, &move);
  g_assert_cmpint (move.kind, ==, BST_MOVE_PLACE);
  g_assert_cmpint (move.tile, ==, placement.tile);
  g_assert_cmpint (move.x, ==, placement.x);
  g_assert_cmpint (move.y, ==, placement.y);
  g_assert_cmpint (move.rotation, ==, placement.rotation);
  g_assert_true (move.segment == BST_NO_SEGMENT || memchr (segments, move.segment, n) != NULL);
  bst_state_finish_turn (state, move.segment, NULL, NULL);
}

static void
test_legal (void)
{
  static const Seat others[] = {
    { TRUE, 0, 0 }, { FALSE, BST_AI_EASY, 0 }, { FALSE, BST_AI_BEGINNER, 1.0 },
  };
  static const double strengths[] = { 0, 0.01, 0.6, 1.0 };
  g_autofree BstState *state = g_new (BstState, 1);
  guint n_games = bst_test_scaled (80);
  guint moves = 0, two_steps = 0, auctions = 0;
  BstRng rng;

  bst_rng_seed (&rng, 25, 0);
  for (guint g = 0; g < n_games; g++)
    {
      Seat seats[BST_MAX_PLAYERS];
      BstRuleSet rules;

      bst_test_random_rules (&rules, &rng);
      for (guint p = 0; p < BST_MAX_PLAYERS; p++)
        {
          seats[p] = p % 2 == g % 2 ? beginner : others[(g / 2 + p) % G_N_ELEMENTS (others)];
          if (p % 2 == g % 2)
            seats[p].strength = strengths[(g / 2) % G_N_ELEMENTS (strengths)];
        }
      bst_state_init_game (state, &rules, 100 + g);
      while (!bst_state_is_over (state))
        {
          const Seat *seat = &seats[bst_state_to_move (state)];
          guint64 seed = g * 7919u + state->turn;
          g_autoptr (GError) error = NULL;
          BstMove move;

          if (seat->level == BST_AI_BEGINNER && !seat->random
              && state->phase == BST_PHASE_PLACE && bst_rng_below (&rng, 4) == 0)
            {
              play_in_two_steps (state, seat, seed, &rng);
              two_steps++;
              continue;
            }
          seat_move (seat, state, seed, &move);
          if (!bst_state_check_move (state, &move, &error))
            g_error ("game %u, turn %u: %s", g, state->turn, error->message);
          auctions += move.kind != BST_MOVE_PLACE && seat->level == BST_AI_BEGINNER;
          bst_state_apply (state, &move, NULL, NULL);
          moves++;
        }
    }
  g_test_message ("%u games, %u moves, %u in two steps, %u auction moves by Beginner",
                  n_games, moves, two_steps, auctions);
  g_assert_cmpuint (two_steps, >, 0);
  g_assert_cmpuint (auctions, >, 0);
}

/* A two-player game with farmers, tiles dealt from @tiles_seed; the moves
 * are written to @moves. */
static guint
play_game (BstState *state, const Seat *seats, guint64 tiles_seed, guint64 ai_seed, BstMove *moves)
{
  BstRuleSet rules;
  guint n = 0;

  bst_rule_set_init_default (&rules);
  rules.farmers = TRUE;
  rules.n_players = 2;
  bst_state_init_game (state, &rules, tiles_seed);
  while (!bst_state_is_over (state))
    {
      guint player = bst_state_to_move (state);

      g_assert_cmpuint (n, <, MAX_GAME_MOVES);
      seat_move (&seats[player], state, ai_seed * 1000003u + player, &moves[n]);
      bst_state_apply (state, &moves[n], NULL, NULL);
      n++;
    }
  return n;
}

static void
test_deterministic (void)
{
  const Seat seats[2] = { beginner, { FALSE, BST_AI_BEGINNER, 0.6 } };
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstMove *first = g_new0 (BstMove, MAX_GAME_MOVES);
  g_autofree BstMove *again = g_new0 (BstMove, MAX_GAME_MOVES);
  guint different = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      guint n = play_game (state, seats, seed, 40 + seed, first);
      guint m = play_game (state, seats, seed, 40 + seed, again);

      g_assert_cmpuint (n, ==, m);
      g_assert_cmpmem (first, n * sizeof (BstMove), again, m * sizeof (BstMove));
      /* Its own seed, not only the tiles, decides its play. */
      m = play_game (state, seats, seed, 80 + seed, again);
      different += n != m || memcmp (first, again, n * sizeof (BstMove)) != 0;
    }
  g_assert_cmpuint (different, >, 0);
}

/* Paired games, the same tiles twice with the seats swapped: the share of
 * the games @a wins, a draw counting half. */
static double
win_share (const Seat *a, const Seat *b, guint pairs)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstMove *moves = g_new (BstMove, MAX_GAME_MOVES);
  double wins = 0;

  for (guint game = 0; game < 2 * pairs; game++)
    {
      guint a_seat = game % 2;
      Seat seats[2];
      int margin;

      seats[a_seat] = *a;
      seats[1 - a_seat] = *b;
      play_game (state, seats, 500 + game / 2, game, moves);
      margin = state->scores[a_seat] - state->scores[1 - a_seat];
      wins += margin > 0 ? 1.0 : margin == 0 ? 0.5 : 0.0;
    }
  return wins / (2 * pairs);
}

/* A test, not a benchmark (that is `bastide-cli tournament`): few games,
 * loose thresholds. */
static void
test_tournament (void)
{
  double against_easy = win_share (&beginner, &easy, 16);
  double against_random = win_share (&beginner, &random_play, 8);

  g_test_message ("Beginner wins %.0f %% against Easy, %.0f %% against random play",
                  100 * against_easy, 100 * against_random);
  g_assert_cmpfloat (against_easy, <=, 0.4);
  g_assert_cmpfloat (against_random, >=, 0.85);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/beginner/legal", test_legal);
  g_test_add_func ("/ai/beginner/deterministic", test_deterministic);
  g_test_add_func ("/ai/beginner/tournament", test_tournament);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-game-private.h"
#include "bst-game-record.h"
#include "bst-playout.h"
#include "bst-test-utils.h"

/* The standard rules, or now and then some variants that change whose turn
 * comes next (the hole bonus, the auction). */
static BstGame *
new_game (BstRng *rng, guint64 seed)
{
  BstRuleSet set;
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  g_autoptr (BstRules) rules = NULL;

  bst_rule_set_init_default (&set);
  set.n_players = 2 + bst_rng_below (rng, 4);
  if (bst_rng_below (rng, 2))
    {
      set.hole_bonus_turn = bst_rng_below (rng, 2);
      set.auction = bst_rng_below (rng, 2);
      set.hand_size = 1 + bst_rng_below (rng, 3);
    }
  bst_test_make_players (players, set.n_players, NULL);
  rules = bst_rules_new_from_set (&set);
  return bst_game_new (rules, players, seed);
}

/* Plays up to @n_moves random legal moves, or to the end. */
static void
play_random (BstGame *game, BstRng *rng, guint n_moves)
{
  for (guint i = 0; i < n_moves && !bst_game_is_over (game); i++)
    {
      g_autoptr (GError) error = NULL;
      BstMove move;

      bst_playout_random_move (bst_game_get_state (game), rng, &move);
      g_assert_true (bst_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
}

static void
collect_event_cb (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

/* What the game says of its past is what playing its moves again from its
 * start shows. */
static void
assert_history (BstGame *game)
{
  guint n_players = bst_game_get_n_players (game);
  guint n_moves = bst_game_get_n_moves (game);
  g_autoptr (GArray) history = bst_game_dup_score_history (game);
  g_autofree BstState *state = g_new (BstState, 1);

  g_assert_cmpuint (history->len, ==, (n_moves + 1) * n_players);
  bst_state_copy (state, bst_game_get_start (game));
  for (guint i = 0; i <= n_moves; i++)
    {
      for (guint p = 0; p < n_players; p++)
        g_assert_cmpint (g_array_index (history, int, i * n_players + p), ==, state->scores[p]);
      if (i < n_moves)
        {
          g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
          const BstScoreEvent *recorded;
          guint n_recorded;

          g_assert_cmpuint (bst_game_get_move_player (game, i), ==, bst_state_to_move (state));
          bst_state_apply (state, bst_game_get_move (game, i), collect_event_cb, events);
          recorded = bst_game_get_move_events (game, i, &n_recorded);
          g_assert_cmpuint (n_recorded, ==, events->len);
          if (n_recorded > 0)
            g_assert_cmpmem (recorded, n_recorded * sizeof (BstScoreEvent),
                             events->data, events->len * sizeof (BstScoreEvent));
        }
    }
  g_assert_cmpmem (state->scores, sizeof state->scores,
                   bst_game_get_state (game)->scores, sizeof state->scores);
}

static void
test_score_history (void)
{
  guint n_games = bst_test_scaled (40);

  for (guint g = 0; g < n_games; g++)
    {
      BstRng rng;
      g_autoptr (BstGame) game = NULL;
      g_autoptr (GArray) before = NULL;
      g_autoptr (GArray) after = NULL;
      guint n_players, n_moves;

      bst_rng_seed (&rng, g, 0x68697374);
      game = new_game (&rng, 1000 + g);
      n_players = bst_game_get_n_players (game);
      assert_history (game);
      play_random (game, &rng, 20 + bst_rng_below (&rng, 200));
      assert_history (game);

      /* Taking moves back forgets what they did; playing them again brings it back. */
      n_moves = bst_game_get_n_moves (game);
      before = bst_game_dup_score_history (game);
      for (guint i = 0; i < 5 && bst_game_undo (game); i++)
        ;
      assert_history (game);
      after = bst_game_dup_score_history (game);
      g_assert_cmpuint (after->len, ==, (bst_game_get_n_moves (game) + 1) * n_players);
      g_assert_cmpmem (after->data, after->len * sizeof (int), before->data, after->len * sizeof (int));
      while (bst_game_redo (game))
        ;
      g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
      assert_history (game);
      g_clear_pointer (&after, g_array_unref);
      after = bst_game_dup_score_history (game);
      g_assert_cmpmem (after->data, after->len * sizeof (int), before->data, before->len * sizeof (int));
    }
}

static void
test_winners (void)
{
  guint n_games = bst_test_scaled (20);

  for (guint g = 0; g < n_games; g++)
    {
      BstRng rng;
      g_autoptr (BstGame) game = NULL;
      guint expected = 0;
      int best = G_MININT;

      bst_rng_seed (&rng, g, 0x77696e73);
      game = new_game (&rng, 2000 + g);
      g_assert_cmpuint (bst_game_get_winners (game), ==, 0);
      play_random (game, &rng, 10);
      g_assert_false (bst_game_is_over (game));
      g_assert_cmpuint (bst_game_get_winners (game), ==, 0);

      play_random (game, &rng, G_MAXUINT);
      g_assert_true (bst_game_is_over (game));
      for (guint p = 0; p < bst_game_get_n_players (game); p++)
        best = MAX (best, bst_game_get_score (game, p));
      for (guint p = 0; p < bst_game_get_n_players (game); p++)
        if (bst_game_get_score (game, p) == best)
          expected |= 1u << p;
      g_assert_cmpuint (bst_game_get_winners (game), ==, expected);

      /* Without an auction every point comes from a feature. */
      if (!bst_game_get_state (game)->rules.auction)
        for (guint p = 0; p < bst_game_get_n_players (game); p++)
          {
            int sum = 0;

            for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
              sum += bst_game_get_points (game, p, kind);
            g_assert_cmpint (sum, ==, bst_game_get_score (game, p));
          }
    }
}

/* The rules have no tie-break. */
static void
test_winners_tie (void)
{
  BstRuleSet set;
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (BstGame) game = NULL;

  bst_rule_set_init_default (&set);
  set.n_players = 3;
  bst_test_make_players (players, set.n_players, NULL);
  bst_state_init_game (state, &set, 5);
  state->phase = BST_PHASE_OVER;
  state->scores[0] = 12;
  state->scores[1] = 7;
  state->scores[2] = 12;
  game = bst_game_new_from_state (state, players, 5);
  g_assert_true (bst_game_is_over (game));
  g_assert_cmpuint (bst_game_get_winners (game), ==, (1u << 0) | (1u << 2));
}

static void
assert_same_game (BstGame *a, BstGame *b)
{
  g_autoptr (GArray) ha = bst_game_dup_score_history (a);
  g_autoptr (GArray) hb = bst_game_dup_score_history (b);
  g_autoptr (BstPosition) pa = bst_position_new_from_state (bst_game_get_state (a),
                                                            bst_game_get_players (a));
  g_autoptr (BstPosition) pb = bst_position_new_from_state (bst_game_get_state (b),
                                                            bst_game_get_players (b));

  g_assert_cmpuint (bst_game_get_n_moves (a), ==, bst_game_get_n_moves (b));
  g_assert_true (bst_position_equal (pa, pb));
  g_assert_cmpmem (ha->data, ha->len * sizeof (int), hb->data, hb->len * sizeof (int));
  for (guint i = 0; i < bst_game_get_n_moves (a); i++)
    {
      guint na, nb;
      const BstScoreEvent *ea = bst_game_get_move_events (a, i, &na);
      const BstScoreEvent *eb = bst_game_get_move_events (b, i, &nb);

      g_assert_cmpmem (bst_game_get_move (a, i), sizeof (BstMove),
                       bst_game_get_move (b, i), sizeof (BstMove));
      g_assert_cmpuint (bst_game_get_move_player (a, i), ==, bst_game_get_move_player (b, i));
      g_assert_cmpuint (na, ==, nb);
      if (na > 0)
        g_assert_cmpmem (ea, na * sizeof (BstScoreEvent), eb, nb * sizeof (BstScoreEvent));
    }
}

/* Reading a file checks its moves by playing them, and that one replay is
 * the game: it is not played a second time. */
static void
test_open_plays_once (void)
{
  guint n_games = bst_test_scaled (20);

  for (guint g = 0; g < n_games; g++)
    {
      BstRng rng;
      g_autoptr (BstGame) game = NULL;
      g_autoptr (BstGameRecord) record = NULL;
      g_autoptr (BstGameRecord) read = NULL;
      g_autoptr (BstGame) opened = NULL;
      g_autoptr (GBytes) bytes = NULL;
      g_autoptr (GError) error = NULL;
      guint n_moves, applied;

      bst_rng_seed (&rng, g, 0x6f6e6365);
      game = new_game (&rng, 3000 + g);
      play_random (game, &rng, bst_rng_below (&rng, 150));
      n_moves = bst_game_get_n_moves (game);

      record = bst_game_record_new_from_game (game, NULL, &error);
      g_assert_no_error (error);
      bytes = bst_game_record_to_bytes (record);
      applied = _bst_game_get_n_applied ();
      read = bst_game_record_new_from_bytes (bytes, &error);
      g_assert_no_error (error);
      opened = bst_game_record_dup_game (read);
      g_assert_cmpuint (_bst_game_get_n_applied () - applied, ==, n_moves);
      assert_same_game (game, opened);
      g_assert_true (bst_position_equal (bst_game_record_get_position (read),
                                         bst_game_record_get_position (record)));

      /* The game goes on from there like the one that was saved. */
      if (!bst_game_is_over (game))
        {
          BstMove move;

          bst_playout_random_move (bst_game_get_state (game), &rng, &move);
          g_assert_true (bst_game_play (game, &move, NULL));
          g_assert_true (bst_game_play (opened, &move, NULL));
          assert_same_game (game, opened);
        }
    }
}

static void
test_open_custom_start (void)
{
  guint applied = _bst_game_get_n_applied ();
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstGame) again = NULL;
  g_autoptr (BstGameRecord) written = NULL;
  guint n_moves;

  /* Loading the file and making a game of it apply each move once. */
  record = bst_test_load_position ("custom-start.bastide");
  n_moves = bst_game_record_get_moves (record)->len;
  g_assert_cmpuint (n_moves, >, 0);
  game = bst_game_record_dup_game (record);
  g_assert_cmpuint (_bst_game_get_n_applied () - applied, ==, n_moves);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
  assert_history (game);

  /* The game's record is the file's record. */
  written = bst_game_record_new_from_game (game, bst_game_record_get_start (record), &error);
  g_assert_no_error (error);
  g_assert_true (bst_game_record_equal (written, record));

  /* A game started from the same position draws the same tiles. */
  again = bst_game_new_from_position (bst_game_record_get_start (record),
                                      bst_game_record_get_seed (record));
  for (guint i = 0; i < n_moves; i++)
    g_assert_true (bst_game_play (again, bst_game_get_move (game, i), NULL));
  assert_same_game (game, again);
}

/* The game says when the hole bonus gives a player the next turn too, and
 * only then. */
static void
test_extra_turn (void)
{
  guint n_games = bst_test_scaled (30);
  guint n_extra = 0;

  /* Under a slow checker the games are few: play on until a hole is filled. */
  for (guint g = 0; g < n_games || (n_extra == 0 && g < 30); g++)
    {
      BstRng rng;
      BstRuleSet set;
      BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
      g_autoptr (BstRules) rules = NULL;
      g_autoptr (BstGame) game = NULL;

      bst_rng_seed (&rng, g, 0x65787472);
      bst_rule_set_init_default (&set);
      set.n_players = 2 + bst_rng_below (&rng, 3);
      set.hole_bonus_turn = g % 3 != 0;
      bst_test_make_players (players, set.n_players, NULL);
      rules = bst_rules_new_from_set (&set);
      game = bst_game_new (rules, players, 4000 + g);
      g_assert_cmpint (bst_game_get_extra_turn (game), ==, BST_EXTRA_TURN_NONE);

      while (!bst_game_is_over (game))
        {
          const BstState *state = bst_game_get_state (game);
          guint placer = state->current_player;
          gboolean filled;
          BstMove move;

          bst_playout_random_move (bst_game_get_state (game), &rng, &move);
          g_assert_true (bst_game_play (game, &move, NULL));
          filled = bst_state_hole_filled (state, state->last_tile);
          if (bst_game_is_over (game) || !set.hole_bonus_turn || !filled)
            {
              g_assert_cmpint (bst_game_get_extra_turn (game), ==, BST_EXTRA_TURN_NONE);
              continue;
            }
          g_assert_cmpint (bst_game_get_extra_turn (game), ==, BST_EXTRA_TURN_FILLED_HOLE);
          g_assert_cmpuint (state->current_player, ==, placer);
          n_extra++;

          /* Taken back and played again, the turn is still an extra one. */
          g_assert_true (bst_game_undo (game));
          g_assert_cmpint (bst_game_get_extra_turn (game), ==, BST_EXTRA_TURN_NONE);
          g_assert_true (bst_game_redo (game));
          g_assert_cmpint (bst_game_get_extra_turn (game), ==, BST_EXTRA_TURN_FILLED_HOLE);
        }
    }
  g_assert_cmpuint (n_extra, >, 0);
}

/* The game's read-only properties notify once when they change, and only
 * then. */
static void
test_notify (void)
{
  BstRuleSet set;
  BstPlayerInfo players[2] = { { 0 } };
  g_autoptr (BstRules) rules = NULL;
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstTestNotifies) notifies = NULL;
  BstRng rng;

  bst_rule_set_init_default (&set);
  bst_test_make_players (players, 2, NULL);
  rules = bst_rules_new_from_set (&set);
  game = bst_game_new (rules, players, 11);
  notifies = bst_test_notifies_new (game);
  bst_rng_seed (&rng, 11, 3);

  play_random (game, &rng, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "n-moves"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "current-player"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 0);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "over"), ==, 0);

  /* Still able to undo: no notify of can-undo. */
  play_random (game, &rng, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "n-moves"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 0);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "current-player"), ==, 1);

  g_assert_true (bst_game_undo (game));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "n-moves"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 0);
  g_assert_true (bst_game_redo (game));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "n-moves"), ==, 1);

  play_random (game, &rng, G_MAXUINT);
  g_assert_true (bst_game_is_over (game));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "over"), ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/game/score-history", test_score_history);
  g_test_add_func ("/engine/game/winners", test_winners);
  g_test_add_func ("/engine/game/winners-tie", test_winners_tie);
  g_test_add_func ("/engine/game/open-plays-once", test_open_plays_once);
  g_test_add_func ("/engine/game/extra-turn", test_extra_turn);
  g_test_add_func ("/engine/game/open-custom-start", test_open_custom_start);
  g_test_add_func ("/engine/game/notify", test_notify);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game notation: games written down and read back exactly, lines that
 * a game could not have produced refused in words, tables bounded in one
 * direction. */

#include <string.h>

#include "bst-error.h"
#include "bst-game-notation.h"
#include "bst-replay.h"
#include "bst-share-code.h"
#include "bst-test-utils.h"

static void
collect_cb (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

/* A random legal move: placements with a meeple now and then, bids that
 * a score allows, sales and keeps. */
static BstMove
random_move (const BstState *state, BstRng *rng)
{
  static BstPlacement placements[4 * BST_MAX_FRONTIER];
  BstMove move = { 0 };
  gint8 segments[BST_MAX_SEGMENTS];
  guint n, tile;

  move.segment = BST_NO_SEGMENT;
  if (state->phase == BST_PHASE_BID)
    {
      int score = state->scores[state->auction_bidder];
      if (score > state->auction_high_bid && bst_rng_below (rng, 2))
        {
          move.kind = BST_MOVE_BID;
          move.bid = state->auction_high_bid + 1 + bst_rng_below (rng, score - state->auction_high_bid);
        }
      else
        move.kind = BST_MOVE_PASS;
      return move;
    }
  if (state->phase == BST_PHASE_DECIDE)
    {
      move.kind = bst_rng_below (rng, 2) ? BST_MOVE_ACCEPT : BST_MOVE_KEEP;
      return move;
    }
  tile = state->hand[bst_rng_below (rng, state->n_hand)];
  n = bst_state_legal_placements (state, tile, placements);
  g_assert_cmpuint (n, >, 0);
  n = bst_rng_below (rng, n);
  move.kind = BST_MOVE_PLACE;
  move.tile = tile;
  move.x = placements[n].x;
  move.y = placements[n].y;
  move.rotation = placements[n].rotation;
  n = bst_state_meeple_options (state, &move, segments);
  if (n > 0 && bst_rng_below (rng, 3) == 0)
    move.segment = segments[bst_rng_below (rng, n)];
  return move;
}

static int
compare_bytes (gconstpointer a, gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

static void
assert_same_tiles (const guint8 *a, guint n_a, const guint8 *b, guint n_b)
{
  guint8 sa[BST_N_TILES], sb[BST_N_TILES];

  g_assert_cmpuint (n_a, ==, n_b);
  memcpy (sa, a, n_a);
  memcpy (sb, b, n_b);
  qsort (sa, n_a, 1, compare_bytes);
  qsort (sb, n_b, 1, compare_bytes);
  g_assert_cmpmem (sa, n_a, sb, n_b);
}

/* The same position: board, meeples, scores, supplies, whose turn and in
 * what phase, every hand and the bag (as sets of tiles: their order in
 * the arrays is bookkeeping). */
static void
assert_same_position (const BstState *a, const BstState *b)
{
  g_assert_true (bst_rule_set_equal (&a->rules, &b->rules));
  g_assert_cmpuint (a->n_tiles, ==, b->n_tiles);
  for (guint t = 0; t < a->n_tiles; t++)
    {
      g_assert_cmpuint (a->tiles[t].type, ==, b->tiles[t].type);
      g_assert_cmpuint (a->tiles[t].rotation, ==, b->tiles[t].rotation);
      g_assert_cmpint (a->tiles[t].x, ==, b->tiles[t].x);
      g_assert_cmpint (a->tiles[t].y, ==, b->tiles[t].y);
    }
  g_assert_cmpmem (a->meeples, a->n_meeples * sizeof (BstMeeple),
                   b->meeples, b->n_meeples * sizeof (BstMeeple));
  g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
  g_assert_cmpmem (a->supply, sizeof a->supply, b->supply, sizeof b->supply);
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->current_player, ==, b->current_player);
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_cmpuint (a->discards, ==, b->discards);
  g_assert_cmpuint (a->returned, ==, b->returned);
  g_assert_cmpuint (a->end_reason, ==, b->end_reason);
  g_assert_cmpuint (a->extra_turn, ==, b->extra_turn);
  g_assert_cmpuint (bst_state_to_move (a), ==, bst_state_to_move (b));
  assert_same_tiles (a->hand, a->n_hand, b->hand, b->n_hand);
  for (guint p = 0; p < a->rules.n_players; p++)
    assert_same_tiles (a->held[p], a->n_held[p], b->held[p], b->n_held[p]);
  assert_same_tiles (a->bag, a->n_bag, b->bag, b->n_bag);
}

/* Reads @text back into @replayed and @header: the moves it gives must be
 * @moves, and the scoring events of replaying them @events. */
static void
read_back (const char        *text,
           BstState          *replayed,
           BstNotationHeader *header,
           const GArray      *moves,
           const GArray      *events)
{
  g_autoptr (GArray) read_events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  g_autoptr (GArray) read_moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autoptr (GError) error = NULL;
  gboolean ok;

  ok = bst_game_notation_read (text, NULL, replayed, read_events, read_moves, header, &error);
  if (!ok)
    g_test_message ("%s", text);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_cmpmem (moves->data, moves->len * sizeof (BstMove),
                   read_moves->data, read_moves->len * sizeof (BstMove));
  g_assert_cmpmem (events->data, events->len * sizeof (BstScoreEvent),
                   read_events->data, read_events->len * sizeof (BstScoreEvent));
}

/* Seeded games under random rules, some cut short: game, notation,
 * replay, and the same position, scores and scoring events. */
static void
test_round_trip (void)
{
  guint n_games = bst_test_scaled (2000);
  g_autofree BstState *live = g_new (BstState, 1);
  g_autofree BstState *replayed = g_new (BstState, 1);
  BstRng rng;
  guint n_over = 0, n_hands = 0, n_auctions = 0, n_returned = 0, n_one_way = 0;

  bst_rng_seed (&rng, 21, 0);
  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
      g_autoptr (GArray) live_events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      BstPlayerInfo players[BST_MAX_PLAYERS];
      BstNotationHeader header;
      BstRuleSet rules;
      guint64 seed = ((guint64) bst_rng_next (&rng) << 32) | bst_rng_next (&rng);
      guint limit = bst_rng_below (&rng, 4) == 0 ? bst_rng_below (&rng, 60) : G_MAXUINT;

      bst_test_random_rules (&rules, &rng);
      for (guint p = 0; p < rules.n_players; p++)
        players[p] = (BstPlayerInfo) { p % 2 ? (char *) "Ann Lee" : (char *) "Bo", (p + game) % BST_N_COLOURS,
                                       (p + game) % BST_N_SEAT_KINDS };

      bst_state_init_game (live, &rules, seed);
      while (!bst_state_is_over (live) && moves->len < limit)
        {
          BstMove move = random_move (live, &rng);
          g_assert_true (bst_state_check_move (live, &move, NULL));
          g_array_append_val (moves, move);
          n_auctions += move.kind == BST_MOVE_ACCEPT;
          bst_state_apply (live, &move, collect_cb, live_events);
        }
      n_over += bst_state_is_over (live);
      n_hands += rules.hand_size > 1;
      n_returned += live->returned > 0;
      n_one_way += (rules.table_width == 0) != (rules.table_height == 0);

      text = bst_game_notation_write (&rules, players, seed, (BstMove *) moves->data, moves->len,
                                      &error);
      g_assert_no_error (error);
      read_back (text, replayed, &header, moves, live_events);

      assert_same_position (live, replayed);
      g_assert_true (header.has_seed);
      g_assert_cmpuint (header.seed, ==, seed);
      for (guint p = 0; p < rules.n_players; p++)
        {
          g_assert_cmpstr (header.players[p].name, ==, players[p].name);
          g_assert_cmpuint (header.players[p].colour, ==, players[p].colour);
          g_assert_cmpuint (header.players[p].kind, ==, players[p].kind);
        }
      bst_notation_header_clear (&header);
    }
  g_test_message ("%u games, %u over, %u with hands, %u with auction sales, %u with tiles put "
                  "back, %u with a table bounded one way", n_games, n_over, n_hands, n_auctions,
                  n_returned, n_one_way);
  /* The random rules reach every interleaving the notation describes. */
  if (n_games >= 2000)
    {
      g_assert_cmpuint (n_auctions, >, 10);
      g_assert_cmpuint (n_returned, >, 10);
      g_assert_cmpuint (n_one_way, >, 100);
    }
}

static void read_fails (const char *text, const char *message);

/* Games from edited starts: a few random moves, the position taken as a
 * new start (now and then drawing in a fixed order, or in the editor's
 * free mode), and play going on from there as a game record plays it.
 * The notation says the start in its Start line. */
static void
test_round_trip_from_start (void)
{
  guint n_games = bst_test_scaled (600);
  g_autofree BstState *live = g_new (BstState, 1);
  g_autofree BstState *replayed = g_new (BstState, 1);
  BstRng rng;
  guint n_fixed = 0, n_over = 0;

  bst_rng_seed (&rng, 2121, 0);
  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
      g_autoptr (GArray) live_events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPosition) start = NULL;
      g_autoptr (BstGame) played = NULL;
      g_autofree char *text = NULL;
      BstPlayerInfo players[BST_MAX_PLAYERS];
      BstNotationHeader header;
      BstRuleSet rules;
      guint64 seed = bst_rng_next (&rng);
      guint64 seed2 = ((guint64) bst_rng_next (&rng) << 32) | bst_rng_next (&rng);
      guint before = bst_rng_below (&rng, 30);
      gboolean fixed = bst_rng_below (&rng, 4) == 0;
      guint limit = bst_rng_below (&rng, 4) == 0 ? bst_rng_below (&rng, 40) : G_MAXUINT;
      const BstState *end;

      bst_test_random_rules (&rules, &rng);
      for (guint p = 0; p < rules.n_players; p++)
        players[p] = (BstPlayerInfo) { p % 2 ? (char *) " Ann #1\\ " : (char *) "Bo  Lee\\#",
                                       (p + game) % BST_N_COLOURS,
                                       (p + game) % BST_N_SEAT_KINDS };

      bst_state_init_game (live, &rules, seed);
      for (guint i = 0; i < before && !bst_state_is_over (live); i++)
        {
          BstMove move = random_move (live, &rng);
          bst_state_apply (live, &move, NULL, NULL);
        }
      /* The bag in the order it lies in now, drawn from its end. */
      live->fixed_order = fixed;
      n_fixed += fixed;
      start = bst_position_new_from_state (live, players);
      if (bst_rng_below (&rng, 4) == 0)
        {
          BstPosition *free_start = bst_position_new_free_mode (start, TRUE);
          g_object_unref (start);
          start = free_start;
        }

      played = bst_game_new_from_position (start, seed2);
      while (!bst_game_is_over (played) && moves->len < limit)
        {
          BstMove move = random_move (bst_game_get_state (played), &rng);
          const BstScoreEvent *scored;
          guint n_scored;

          g_assert_true (bst_game_play (played, &move, NULL));
          g_array_append_val (moves, move);
          scored = bst_game_get_move_events (played, moves->len - 1, &n_scored);
          g_array_append_vals (live_events, scored, n_scored);
        }
      end = bst_game_get_state (played);
      n_over += bst_state_is_over (end);

      text = bst_game_notation_write_start (start, NULL, seed2, (BstMove *) moves->data,
                                            moves->len, &error);
      g_assert_no_error (error);
      g_assert_nonnull (strstr (text, "\nStart: B"));
      g_assert_null (strstr (text, "Start player"));
      read_back (text, replayed, &header, moves, live_events);

      assert_same_position (end, replayed);
      g_assert_cmpuint (replayed->fixed_order, ==, fixed);
      if (fixed)
        g_assert_cmpmem (end->bag, end->n_bag, replayed->bag, replayed->n_bag);
      g_assert_nonnull (header.start);
      g_assert_true (bst_position_equal (header.start, start));
      g_assert_cmpuint (header.seed, ==, seed2);
      for (guint p = 0; p < rules.n_players; p++)
        g_assert_cmpstr (header.players[p].name, ==, players[p].name);
      bst_notation_header_clear (&header);
    }
  g_test_message ("%u games from a start, %u in a fixed order, %u over", n_games, n_fixed, n_over);
}

/* A Start line says the rules and who is to move: the lines that would
 * say otherwise are refused. */
static void
test_start_refusals (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (BstPosition) start = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *code = NULL;
  g_autofree char *both = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *bad = NULL;
  BstPlayerInfo players[2] = { { (char *) "Ann", 0, 0 }, { (char *) "Bo", 1, 0 } };
  BstRuleSet set;

  bst_rule_set_init_default (&set);
  bst_state_init_game (state, &set, 5);
  start = bst_position_new_from_state (state, players);
  code = bst_share_code_encode (start);

  both = g_strdup_printf ("Start: %s\nStart player: 1\n", code);
  rules = g_strdup_printf ("Rules: farmers=off\nStart: %s\n", code);
  bad = g_strdup_printf ("Start: %sx\n", code);
  read_fails (both, "Line 2: a game from a Start position has no Start player or Start tile "
              "line: the position says who is to move");
  read_fails (rules, "Line 1: these rules are not the rules of the Start position");
  g_assert_false (bst_game_notation_read (bad, NULL, state, NULL, NULL, NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, "Line 1: "));
}

/* Names hold what the notation would read otherwise, escaped: comments,
 * line breaks, backslashes, spaces at the ends. */
static void
test_names (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  BstPlayerInfo players[2] = {
    { (char *) " Anna #1 \\n", BST_COLOUR_RED, BST_SEAT_HUMAN },
    { (char *) "Bo\nLee\t\r", BST_COLOUR_BLUE, BST_SEAT_HARD },
  };
  BstNotationHeader header;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  text = bst_game_notation_write (&rules, players, 3, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "Player 1: red human \\sAnna \\#1 \\\\n\n"));
  g_assert_nonnull (strstr (text, "Player 2: blue hard Bo\\nLee\\t\\r\n"));
  g_assert_true (bst_game_notation_read (text, NULL, state, NULL, NULL, &header, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (header.players[0].name, ==, players[0].name);
  g_assert_cmpstr (header.players[1].name, ==, players[1].name);
  bst_notation_header_clear (&header);
}

static const char hand_game[];

/* A notation as a game record: with its moves when its seed makes its
 * draws, else from where it ends. */
static void
test_record (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstGameRecord) hand = NULL;
  g_autoptr (BstGameRecord) written = NULL;
  g_autofree char *text = NULL;
  BstPlayerInfo players[3] = {
    { (char *) "Ann", BST_COLOUR_RED, BST_SEAT_HUMAN },
    { (char *) "Bo", BST_COLOUR_BLUE, BST_SEAT_EASY },
    { (char *) "Cy", BST_COLOUR_GREEN, BST_SEAT_HARD },
  };
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  gboolean with_moves = FALSE;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.n_players = 3;
  rules.hand_size = 2;
  record = bst_game_record_new (&rules, players, 77);
  for (guint i = 0; i < 10; i++)
    {
      const BstState *state = bst_position_get_state (bst_game_record_get_position (record));
      BstMove move = { .kind = BST_MOVE_PLACE, .tile = state->hand[1], .segment = BST_NO_SEGMENT };

      g_assert_cmpuint (bst_state_legal_placements (state, move.tile, placements), >, 0);
      move.x = placements[0].x;
      move.y = placements[0].y;
      move.rotation = placements[0].rotation;
      g_assert_true (bst_game_record_play (record, &move, NULL, NULL, &error));
    }
  text = bst_game_notation_write_record (record, &error);
  g_assert_no_error (error);
  written = bst_game_notation_read_record (text, &with_moves, &error);
  g_assert_no_error (error);
  g_assert_true (with_moves);
  g_assert_true (bst_game_record_equal (record, written));

  hand = bst_game_notation_read_record (hand_game, &with_moves, &error);
  g_assert_no_error (error);
  g_assert_false (with_moves);
  g_assert_cmpuint (bst_game_record_get_moves (hand)->len, ==, 0);
  g_assert_cmpuint (bst_position_get_state (bst_game_record_get_position (hand))->n_tiles, ==, 3);

  g_assert_null (bst_game_notation_read_record ("1 draws C\n1 discards C\n", NULL, &error));
  g_assert_cmpstr (error->message, ==, "Line 2: tile C fits on the board: it stays in the game");
}

/* A notation refused at its first draw, under the house rule that puts back
 * the tiles that fit nowhere, on a table with room for one more tile: the
 * reader stops at once with the reason (it once drew the same two tiles
 * back and forth for ever). */
static void
test_refused_put_back (void)
{
  static const char text[] = "Rules: unplaceable-back=on table-width=1 table-height=2\n"
                             "Rules: players=6 hand=4\n"
                             "Start tile: D 0 0 0\n"
                             "2 draws T\n";
  g_autoptr (GError) error = NULL;

  g_assert_null (bst_game_notation_read_record (text, NULL, &error));
  g_assert_cmpstr (error->message, ==, "Line 4: player 1 draws now, not player 2");
}

/* A short game with hands of two tiles, written by hand. */
static const char hand_game[] =
  "Rules: players=2 hand=2\n"
  "Start tile: D 0 0 0\n"
  "1 draws U\n1 draws V\n2 draws E\n2 draws U\n"
  "1: U 1 0 1\n"
  "1 draws W\n"
  "2: E 0 -1 2 city:S\n"
  "2 draws X\n";

static void
read_fails (const char *text, const char *message)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;

  g_assert_false (bst_game_notation_read (text, NULL, state, NULL, NULL, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_cmpstr (error->message, ==, message);
}

static char *
replace (const char *text, const char *from, const char *to)
{
  g_auto (GStrv) parts = g_strsplit (text, from, 2);
  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], to, parts[1], NULL);
}

/* The hands are dealt in seat order before the first turn, and refilled
 * at the end of each; a line a game could not have produced is refused
 * with its number and the reason. */
static void
test_refusals (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *wrong_tile = replace (hand_game, "2: E 0 -1 2 city:S", "2: V 0 -1 0");
  g_autofree char *wrong_player = replace (hand_game, "1 draws W", "2 draws W");
  g_autofree char *missing = replace (hand_game, "1 draws W\n", "");
  g_autofree char *empty_bag = replace (hand_game, "2 draws X", "2 draws X\n1: V 1 1 0\n1 draws X");
  g_autofree char *rules = replace (hand_game, "hand=2", "hand=2 random-start=off\nStart player: 2");
  g_autofree char *result = g_strconcat ("Result: 1 2\n", hand_game, NULL);

  g_assert_true (bst_game_notation_read (hand_game, NULL, state, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state->n_tiles, ==, 3);
  g_assert_cmpuint (state->current_player, ==, 0);
  assert_same_tiles (state->hand, state->n_hand, (const guint8[]) { BST_TILE ('V'), BST_TILE ('W') }, 2);
  assert_same_tiles (state->held[1], state->n_held[1],
                     (const guint8[]) { BST_TILE ('U'), BST_TILE ('X') }, 2);

  read_fails (wrong_tile, "Line 9: player 2 holds no V tile");
  read_fails (wrong_player, "Line 8: player 1 draws now, not player 2");
  read_fails (missing, "Line 8: player 1 draws a tile here, but the notation does not say which "
              "(“1 draws TILE”)");
  read_fails (empty_bag, "Line 12: no X tile is left in the bag");
  read_fails (rules, "Line 2: player 1 starts unless the rule random-start is on");
  read_fails (result, "Line 1: the moves do not end the game (player 1 has 0, the result says 1)");
  read_fails ("Rules: players=2\nStart tile: U 0 0 1\n",
              "Line 2: the start tile is D unless the rule start-tile-in-bag is on");
  read_fails ("1 draws U\n1: U 1 0 1\n1 draws V\n",
              "Line 3: player 2 draws now, not player 1");
  read_fails ("1 draws C\n1 discards C\n", "Line 2: tile C fits on the board: it stays in the game");
}

/* A tile that fits nowhere is written as discarded, or returned under
 * unplaceable-back, and the replay insists on the line. */
static void
test_unplaceable_lines (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;
  const char *returned = "Rules: unplaceable-back=on table-width=1 table-height=2\n"
                         "1 draws C\n1 returns C\n1 draws E\n1: E 0 1 2\n";

  /* A table of two squares: C fits nowhere and goes back; once E fills
   * the table only tiles that fit nowhere are left, and the game ends. */
  g_assert_true (bst_game_notation_read (returned, NULL, state, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (bst_state_is_over (state));
  g_assert_cmpuint (state->returned, ==, 1);
  g_assert_cmpuint (state->end_reason, ==, BST_END_UNPLACEABLE);
  g_assert_cmpuint (state->n_bag, ==, 70);
  read_fails ("Rules: unplaceable-back=on table-width=1 table-height=2\n1 draws C\n1 discards C\n",
              "Line 3: tile C of player 1 fits nowhere, so here the notation says “1 returns C”");
  read_fails ("Rules: table-width=1 table-height=2\n1 draws C\n1 draws E\n",
              "Line 3: tile C of player 1 fits nowhere, so here the notation says “1 discards C”");
}

/* Replays @text under @rules into @state; the rules must accept it. */
static void
replay_ok (const char       *text,
           const BstRuleSet *rules,
           BstState         *state)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_replay_run (text, rules, state, NULL, &error));
  g_assert_no_error (error);
}

/* Replays @text under @rules, which must refuse it saying @message. */
static void
replay_refused (const char       *text,
                const BstRuleSet *rules,
                BstState         *state,
                const char       *message)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (bst_replay_run (text, rules, state, NULL, &error));
  g_assert_nonnull (strstr (error->message, message));
}

/* A table bounded across only, or down only, odd and even: the extra
 * column of an even width lies east, the extra row south. */
static void
test_tables (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.table_width = 2;
  g_assert_true (bst_rule_set_validate (&rules, &error));
  replay_ok ("U 1 0 1\n", &rules, state);
  replay_refused ("U -1 0 1\n", &rules, state, "off the table");
  /* Down the table there is no edge. */
  replay_ok ("E 0 -1 2\nB 0 -2 0\nB 0 -3 0\n", &rules, state);

  rules.table_width = 0;
  rules.table_height = 4;
  replay_ok ("B 0 1 0\nB 0 2 0\nU 1 0 1\nU 2 0 1\nU 3 0 1\n", &rules, state);
  replay_refused ("E 0 -1 2\nE 0 -2 0\n", &rules, state, "off the table");
}

/* Move lists without a header play as they always did; under the rules
 * whose draws they cannot say they are refused, not misread. */
static void
test_plain_lists (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  replay_ok ("U 1 0 1 road:E\nE 0 -1 2 city:S\n", &rules, state);
  g_assert_true (bst_state_is_over (state));
  g_assert_cmpint (state->scores[1], ==, 4);

  rules.hand_size = 3;
  replay_refused ("U 1 0 1\n", &rules, state, "rule hand");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/game-notation/round-trip", test_round_trip);
  g_test_add_func ("/engine/game-notation/round-trip-from-start", test_round_trip_from_start);
  g_test_add_func ("/engine/game-notation/start-refusals", test_start_refusals);
  g_test_add_func ("/engine/game-notation/names", test_names);
  g_test_add_func ("/engine/game-notation/record", test_record);
  g_test_add_func ("/engine/game-notation/refusals", test_refusals);
  g_test_add_func ("/engine/game-notation/unplaceable", test_unplaceable_lines);
  g_test_add_func ("/engine/game-notation/refused-put-back", test_refused_put_back);
  g_test_add_func ("/engine/game-notation/tables", test_tables);
  g_test_add_func ("/engine/game-notation/plain-lists", test_plain_lists);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "bst-cli.h"
#include "bst-ai.h"
#include "bst-ai-review.h"
#include "bst-game-notation.h"
#include "bst-referee.h"
#include "bst-error.h"
#include "bst-playout.h"

/* Plays seeded games with random rules and random players, checking every
 * engine invariant after every move. A seat is the random policy or, with
 * --seats any, also any AI level at a budget small enough that a game stays
 * fast; with --engine, a game in ENGINE_EVERY seats an outside program
 * through the referee; with --review N, every Nth game is reviewed at a
 * tiny budget and the review checked. */

#define SEAT_RANDOM (-1)
#define SOAK_ITERATIONS 16
#define REVIEW_ITERATIONS 4
#define ENGINE_EVERY 10
#define ENGINE_MOVE_MS 10000

typedef struct {
  gboolean     any_seat;   /* the levels too, not only the random policy */
  gint64       review;     /* review every Nth game; 0 = none */
  const char  *engine;     /* an outside program, or NULL */
  guint64      moves;
  guint64      reviews;
  guint64      engine_games;
} Soak;

static void
random_rules (BstRuleSet *rules, BstRng *rng)
{
  bst_rule_set_init_default (rules);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value;

      if (bst_rng_below (rng, 2))
        continue;
      do
        value = info->minimum + bst_rng_below (rng, info->maximum - info->minimum + 1);
      while (!bst_rule_info_accepts (info, value));
      bst_rule_set_set (rules, info, value);
    }
  /* A table may be bounded in one direction only (a size of 0 is no edge
   * that way); half of the sizes drawn are small enough for play to reach
   * the edge. */
  if (rules->table_width > 0 && bst_rng_below (rng, 2))
    rules->table_width = 1 + bst_rng_below (rng, 9);
  if (rules->table_height > 0 && bst_rng_below (rng, 2))
    rules->table_height = 1 + bst_rng_below (rng, 9);
}

/* Half of the seats play the fast random policy; the others one of the
 * levels, each as often. */
static int
random_seat (const Soak *soak, BstRng *rng)
{
  guint draw;

  if (!soak->any_seat)
    return SEAT_RANDOM;
  draw = bst_rng_below (rng, 2 * BST_AI_N_LEVELS);
  return draw < BST_AI_N_LEVELS ? SEAT_RANDOM : (int) (draw - BST_AI_N_LEVELS);
}

/* A level's options at the soak's budget: a few iterations, and Expert in
 * one thread, so that every level plays in about the time of a playout. */
static void
seat_options (BstAiLevel level, guint64 seed, BstAiOptions *options)
{
  bst_ai_options_init (options, level);
  options->iterations = SOAK_ITERATIONS;
  options->threads = 1;
  options->seed = seed;
}

static void
choose_move (BstState *state, int seat, BstRng *rng, guint64 seed, BstMove *move)
{
  BstAiOptions options;

  if (seat == SEAT_RANDOM)
    {
      bst_playout_random_move (state, rng, move);
      return;
    }
  seat_options ((BstAiLevel) seat, seed + state->turn, &options);
  bst_ai_choose_move (state, (BstAiLevel) seat, &options, move, NULL);
}

static gboolean
fail (GError **error, const char *message)
{
  g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID, message);
  return FALSE;
}

/* Reviews the game of @moves from @start for a random set of players and
 * checks the review: no move loses negative points, and every placement
 * of the chosen players, and nothing else, has its entry. */
static gboolean
review_game (const BstState *start, GArray *moves, GArray *movers, BstRng *rng, guint64 seed,
             GError **error)
{
  BstReviewOptions options;
  g_autoptr (BstReview) review = NULL;
  guint expected[BST_MAX_PLAYERS] = { 0 };
  guint n_expected = 0;

  bst_review_options_init (&options);
  options.level = BST_REVIEW_DEFAULT_LEVEL;
  options.iterations = REVIEW_ITERATIONS;
  options.seed = seed;
  options.players = 1 + bst_rng_below (rng, (1u << start->rules.n_players) - 1);
  review = bst_review_run (start, moves, &options, NULL, error);
  if (review == NULL)
    return FALSE;
  for (guint i = 0; i < moves->len; i++)
    {
      guint player = g_array_index (movers, guint8, i);

      if (g_array_index (moves, BstMove, i).kind == BST_MOVE_PLACE
          && (options.players & (1u << player)))
        {
          expected[player]++;
          n_expected++;
        }
    }
  if (review->moves->len != n_expected)
    return fail (error, "the review does not judge every placement of its players once");
  for (guint i = 0; i < review->moves->len; i++)
    {
      const BstReviewMove *judged = &g_array_index (review->moves, BstReviewMove, i);

      if (!(judged->points_lost >= 0))
        return fail (error, "the review lost negative points");
      if (!(options.players & (1u << judged->player)))
        return fail (error, "the review judged a player it was not asked to");
    }
  for (guint p = 0; p < start->rules.n_players; p++)
    if (review->players[p].n_moves != expected[p])
      return fail (error, "the review counts a player's moves wrong");
  return TRUE;
}

static gboolean
soak_game (Soak *soak, guint64 seed, gboolean reviewed, GError **error)
{
  int seats[BST_MAX_PLAYERS];
  BstRuleSet rules;
  BstState state;
  g_autofree BstState *start = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autoptr (GArray) movers = g_array_new (FALSE, FALSE, sizeof (guint8));
  BstRng rng;

  bst_rng_seed (&rng, seed, 0x736f616bu);
  random_rules (&rules, &rng);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    seats[p] = random_seat (soak, &rng);
  bst_state_init_game (&state, &rules, seed);
  if (!bst_state_check_invariants (&state, error))
    return FALSE;
  start = g_memdup2 (&state, sizeof state);
  while (!bst_state_is_over (&state))
    {
      gint16 before[BST_MAX_PLAYERS];
      guint8 mover = (guint8) bst_state_to_move (&state);
      gint gained = 0;
      BstMove move;

      memcpy (before, state.scores, sizeof before);
      choose_move (&state, seats[mover], &rng, seed, &move);
      bst_state_apply (&state, &move, NULL, NULL);
      g_array_append_val (moves, move);
      g_array_append_val (movers, mover);
      soak->moves++;
      if (!bst_state_check_invariants (&state, error))
        return FALSE;
      for (guint p = 0; p < rules.n_players; p++)
        gained += state.scores[p] - before[p];
      if (gained < 0)
        return fail (error, "the scores fell");
    }
  if (!reviewed)
    return TRUE;
  soak->reviews++;
  return review_game (start, moves, movers, &rng, seed, error);
}

/* A game with the outside program in one seat, refereed: it must play to
 * the end, and the game as played must replay to a sound state with the
 * same scores. */
static gboolean
soak_engine_game (Soak *soak, guint64 seed, GError **error)
{
  BstRefereePlayer players[BST_MAX_PLAYERS] = { { 0 } };
  BstRefereeResult result;
  BstRuleSet rules;
  g_autofree BstState *state = g_new (BstState, 1);
  BstRng rng;
  gboolean sound;

  bst_rng_seed (&rng, seed, 0x656e67u);
  random_rules (&rules, &rng);
  for (guint p = 0; p < rules.n_players; p++)
    {
      int seat = random_seat (soak, &rng);

      players[p].random = seat == SEAT_RANDOM;
      players[p].level = seat == SEAT_RANDOM ? BST_AI_EASY : (BstAiLevel) seat;
      seat_options (players[p].level, seed * 7 + p, &players[p].options);
    }
  players[bst_rng_below (&rng, rules.n_players)].command = soak->engine;
  /* The protocol sends the whole game, so it cannot keep hands hidden. */
  rules.hand_visible = TRUE;
  g_assert (bst_referee_check_rules (&rules, players, NULL));

  soak->engine_games++;
  bst_referee_play (&rules, seed, players, ENGINE_MOVE_MS, &result);
  for (guint p = 0; p < rules.n_players; p++)
    soak->moves += result.moves[p];
  if (result.reason)
    sound = fail (error, result.reason);
  else if (!result.over)
    sound = fail (error, "the refereed game stopped before its end");
  else if (!bst_game_notation_read (result.notation, NULL, state, NULL, NULL, NULL, error)
           || !bst_state_check_invariants (state, error))
    sound = FALSE;
  else
    {
      sound = TRUE;
      for (guint p = 0; p < rules.n_players && sound; p++)
        if (state->scores[p] != result.scores[p])
          sound = fail (error, "the refereed game replays to other scores");
    }
  bst_referee_result_clear (&result);
  return sound;
}

static gboolean
parse_seats (const char *seats, gboolean *any_seat)
{
  if (g_str_equal (seats, "any"))
    *any_seat = TRUE;
  else if (g_str_equal (seats, "random"))
    *any_seat = FALSE;
  else
    {
      /* Translators: do not translate “any” and “random”. */
      g_printerr (_("--seats is “any” or “random”, not “%s”\n"), seats);
      return FALSE;
    }
  return TRUE;
}

int
bst_cli_soak (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *seats = NULL;
  g_autofree char *engine = NULL;
  gint64 games = 1000, seed = 1, review = 0;
  guint64 violations = 0;
  gboolean json = FALSE;
  Soak soak = { 0 };
  double start, seconds;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT64, &games, N_("Games to play"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("First seed"), "S" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats,
      N_("Who plays: “any” (the random policy and every level, the default) or “random”"),
      "any|random" },
    { "engine", 0, 0, G_OPTION_ARG_STRING, &engine,
      N_("Seat this protocol engine in one game in ten"), "COMMAND" },
    { "review", 0, 0, G_OPTION_ARG_INT64, &review, N_("Review every Nth game"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (!bst_cli_parse_command (context, entries,
                              _("Plays seeded games with random rules, checking the engine after every move."),
                              &argc, &argv))
    return 2;
  soak.any_seat = TRUE;
  if (seats && !parse_seats (seats, &soak.any_seat))
    return 2;
  soak.review = MAX (review, 0);
  soak.engine = engine;

  start = g_get_monotonic_time () / 1e6;
  for (gint64 g = 0; g < games; g++)
    {
      g_autoptr (GError) error = NULL;
      guint64 game_seed = (guint64) (seed + g);
      gboolean sound;

      if (soak.engine && g % ENGINE_EVERY == ENGINE_EVERY - 1)
        sound = soak_engine_game (&soak, game_seed, &error);
      else
        sound = soak_game (&soak, game_seed, soak.review > 0 && g % soak.review == 0, &error);
      if (!sound)
        {
          violations++;
          g_printerr (_("Game %lld: %s\n"), (long long) game_seed, error->message);
        }
    }
  seconds = g_get_monotonic_time () / 1e6 - start;

  if (json)
    printf ("{\"games\":%" G_GINT64_FORMAT ",\"moves\":%" G_GUINT64_FORMAT
            ",\"reviews\":%" G_GUINT64_FORMAT ",\"engine-games\":%" G_GUINT64_FORMAT
            ",\"violations\":%" G_GUINT64_FORMAT ",\"seconds\":%.3f}\n",
            games, soak.moves, soak.reviews, soak.engine_games, violations, seconds);
  else
    printf (_("%lld games (%llu reviewed, %llu with the engine), %llu moves, %llu violations, "
              "%.1f seconds\n"),
            (long long) games, (unsigned long long) soak.reviews,
            (unsigned long long) soak.engine_games, (unsigned long long) soak.moves,
            (unsigned long long) violations, seconds);
  return violations ? 1 : 0;
}

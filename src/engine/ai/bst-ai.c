/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-ai-private.h"

/* The driver: level defaults, the AI's own random stream, and the choice
 * between the beginner, the greedy player and the tree search. */

#define AI_STREAM G_GUINT64_CONSTANT (0x6169706c61796572)

static const char *const level_names[BST_AI_N_LEVELS] = {
  "easy", "medium", "hard", "beginner", "expert",
};
static const BstSeatKind level_seat_kinds[BST_AI_N_LEVELS] = {
  BST_SEAT_EASY, BST_SEAT_MEDIUM, BST_SEAT_HARD, BST_SEAT_BEGINNER, BST_SEAT_EXPERT,
};

/* Default budgets: a move of Hard stays well under a second on a laptop
 * core, and a 400-game tournament takes minutes. Medium searches only
 * a few iterations, more greedily (a narrower root, shorter and noisier
 * playouts), so that it plays mostly by the evaluation: with more, Hard
 * won fewer than 70 % of the games against it (59 % at 250 iterations). */
static const BstAiParams level_defaults[BST_AI_N_LEVELS] = {
  /* iterations, seconds, exploration, playout turns, samples, epsilon,
   * prior, root width, greedy replies */
  { 0, 0, 0, 0, 0, 0, 0, 0, 0 },
  { 10, 0, 0.1, 6, 2, 0.25, 10, 5, 0 },
  { 1600, 0, 0.1, 8, 3, 0.1, 10, 6, 0 },
  { 0 },
  /* Expert: Hard's search, stopped by its time (options) or by this cap,
   * over a wider root: with Hard's six moves, more iterations only rank
   * the same few better and Expert won no more than half its games. */
  { 1000000, 1.0, 0.1, 8, 3, 0.1, 10, 20, 0 },
};

const char *
bst_ai_level_name (BstAiLevel level)
{
  g_return_val_if_fail (level < BST_AI_N_LEVELS, NULL);
  return level_names[level];
}

gboolean
bst_ai_level_from_name (const char *name, BstAiLevel *level)
{
  for (guint i = 0; i < BST_AI_N_LEVELS; i++)
    if (g_ascii_strcasecmp (name, level_names[i]) == 0)
      {
        *level = (BstAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

BstSeatKind
bst_ai_level_seat_kind (BstAiLevel level)
{
  g_return_val_if_fail (level < BST_AI_N_LEVELS, BST_SEAT_HUMAN);
  return level_seat_kinds[level];
}

gboolean
bst_ai_level_from_seat_kind (BstSeatKind  kind,
                             BstAiLevel  *level)
{
  for (guint i = 0; i < BST_AI_N_LEVELS; i++)
    if (level_seat_kinds[i] == kind)
      {
        *level = (BstAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
bst_ai_level_stronger (BstAiLevel  level,
                       BstAiLevel *stronger)
{
  /* The enum keeps its numbers from before Beginner and Expert came. */
  static const BstAiLevel weakest_first[BST_AI_N_LEVELS] = {
    BST_AI_BEGINNER, BST_AI_EASY, BST_AI_MEDIUM, BST_AI_HARD, BST_AI_EXPERT,
  };

  g_return_val_if_fail (level < BST_AI_N_LEVELS, FALSE);

  for (guint i = 0; i + 1 < BST_AI_N_LEVELS; i++)
    if (weakest_first[i] == level)
      {
        *stronger = weakest_first[i + 1];
        return TRUE;
      }
  return FALSE;
}

void
bst_ai_options_init (BstAiOptions *options, BstAiLevel level)
{
  g_return_if_fail (level < BST_AI_N_LEVELS);
  memset (options, 0, sizeof *options);
  options->iterations = level_defaults[level].iterations;
  options->max_seconds = level_defaults[level].max_seconds;
}

/* Easy, asked after the placement: the best meeple by @evaluate. */
static void
greedy_meeple (const BstState *state, BstAiEvalFunc evaluate, BstRng *rng, BstMove *move)
{
  g_autofree BstState *copy = g_new (BstState, 1);
  g_autofree BstState *after = g_new (BstState, 1);
  const BstPlacedTile *pt = &state->tiles[state->last_tile];
  gint8 segments[BST_MAX_SEGMENTS];
  guint player = state->current_player;
  guint n;
  double best = -G_MAXDOUBLE;

  memset (move, 0, sizeof *move);
  move->kind = BST_MOVE_PLACE;
  move->tile = pt->type;
  move->x = pt->x;
  move->y = pt->y;
  move->rotation = pt->rotation;
  move->segment = BST_NO_SEGMENT;

  bst_state_copy (copy, state);
  bst_ai_determinize (copy, player, rng);
  n = bst_state_meeple_segments (copy, segments);
  for (int k = -1; k < (int) n; k++)
    {
      double values[BST_MAX_PLAYERS];
      double other = -G_MAXDOUBLE;
      int segment = k < 0 ? BST_NO_SEGMENT : segments[k];

      bst_state_copy (after, copy);
      bst_state_finish_turn (after, segment, NULL, NULL);
      evaluate (after, values);
      for (guint q = 0; q < state->rules.n_players; q++)
        if (q != player)
          other = MAX (other, values[q]);
      if (values[player] - other > best)
        {
          best = values[player] - other;
          move->segment = (gint8) segment;
        }
    }
}

gboolean
bst_ai_choose_move_full (const BstState     *state,
                         BstAiLevel          level,
                         const BstAiOptions *options,
                         BstMove            *move,
                         BstAiStats         *stats,
                         GCancellable       *cancellable)
{
  BstAiOptions defaults;
  BstAiParams params;
  BstAiStats local = { 0 };
  BstRng rng;
  gint64 start = g_get_monotonic_time ();
  gboolean ok = TRUE;
  guint64 stream;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (level < BST_AI_N_LEVELS, FALSE);

  if (stats == NULL)
    stats = &local;
  memset (stats, 0, sizeof *stats);
  if (bst_state_is_over (state))
    return FALSE;
  if (options == NULL)
    {
      bst_ai_options_init (&defaults, level);
      options = &defaults;
    }

  params = level_defaults[level];
  if (options->iterations)
    params.iterations = options->iterations;
  params.max_seconds = options->max_seconds;
  /* The budget counts from the call: threads that start late stop in time. */
  if (params.max_seconds > 0)
    params.deadline = start + (gint64) (params.max_seconds * 1e6);
  if (options->exploration > 0)
    params.exploration = options->exploration;
  if (options->playout_turns)
    params.playout_turns = options->playout_turns;
  if (options->playout_samples)
    params.playout_samples = options->playout_samples;
  if (options->prior > 0)
    params.prior = options->prior;
  if (options->root_width)
    params.root_width = options->root_width;
  if (options->greedy_replies)
    params.greedy_replies = options->greedy_replies == G_MAXUINT ? 0 : options->greedy_replies;

  /* The stream depends only on what everyone sees. */
  stream = ((guint64) state->turn << 16) ^ ((guint64) state->phase << 8) ^ bst_state_to_move (state)
           ^ ((guint64) state->auction_high_bid << 24);
  bst_rng_seed (&rng, options->seed, AI_STREAM ^ stream);

  if (level == BST_AI_BEGINNER)
    {
      bst_ai_beginner_move (state, options->strength, &rng, move, stats);
      ok = !g_cancellable_is_cancelled (cancellable);
    }
  else if (level == BST_AI_EASY)
    {
      if (state->phase == BST_PHASE_MEEPLE)
        greedy_meeple (state, bst_ai_evaluate_simple, &rng, move);
      else
        bst_ai_greedy_move (state, bst_ai_evaluate_simple, &rng, move, stats);
      ok = !g_cancellable_is_cancelled (cancellable);
    }
  else if (level == BST_AI_EXPERT)
    ok = bst_ai_parallel_move (state, &params,
                               options->threads ? options->threads : g_get_num_processors (),
                               &rng, move, stats, cancellable);
  else
    ok = bst_ai_mcts_move (state, &params, &rng, move, stats, cancellable);

  stats->seconds = (g_get_monotonic_time () - start) / 1e6;
  g_debug ("AI %s: %u iterations, %u nodes, %.3f s, value %.3f",
           level_names[level], stats->iterations, stats->nodes, stats->seconds, stats->value);
  return ok;
}

gboolean
bst_ai_choose_move (const BstState     *state,
                    BstAiLevel          level,
                    const BstAiOptions *options,
                    BstMove            *move,
                    GCancellable       *cancellable)
{
  return bst_ai_choose_move_full (state, level, options, move, NULL, cancellable);
}

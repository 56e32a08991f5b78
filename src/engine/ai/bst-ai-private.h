/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-ai.h"

G_BEGIN_DECLS

/* Shared by the parts of the AI, a one-way chain: the driver (bst-ai.c)
 * calls the beginner (bst-ai-beginner.c), the parallel search
 * (bst-ai-parallel.c) or the tree search (bst-ai-mcts.c); the parallel
 * search grows trees of the tree search, which calls the playout policy
 * (bst-ai-policy.c); the beginner and the policy call the evaluation and
 * the greedy player (bst-ai-eval.c); all of them deal the hidden tiles
 * with bst-ai-determinize.c. A part calls only the parts below it. */

typedef struct {
  guint   iterations;
  double  max_seconds;
  double  exploration;
  guint   playout_turns;
  guint   playout_samples;
  double  playout_epsilon;   /* chance of a uniform random placement */
  double  prior;             /* visits the evaluation is worth at the root */
  guint   root_width;        /* root moves kept, best first by the evaluation; 0 = all */
  guint   greedy_replies;    /* playout turns played by the greedy player first */
  gint64  deadline;          /* monotonic time to stop by; 0 = max_seconds from the start */
} BstAiParams;

typedef void (*BstAiEvalFunc) (const BstState *state,
                               double         *values);

/* bst-ai-eval.c ---------------------------------------------------------- */

/* Easy's evaluation: points now plus a share of the open features. */
void     bst_ai_evaluate_simple   (const BstState  *state,
                                   double          *values);

/* The chance that the road or city at @root is completed, judged by how
 * many of the tiles still to come fit its open squares. */
double   bst_ai_completion_chance (const BstState  *state,
                                   guint            root);

/* By feature root, the chance that each road, city and monastery is
 * finished from the tiles still to come, as the evaluation judges it
 * (1 when it is; 0 for the other nodes). @chances holds n_nodes. */
void     bst_ai_completion_chances (const BstState *state,
                                    double         *chances);

/* @player's value by @evaluate less the best of the others'. */
double   bst_ai_margin            (const BstState  *state,
                                   BstAiEvalFunc    evaluate,
                                   guint            player);

/* Reward in [0, 1] for each player from (estimated) final scores. */
void     bst_ai_rewards           (const BstState  *state,
                                   const double    *values,
                                   double          *rewards);

/* The best move by @evaluate, on a determinized copy. */
void     bst_ai_greedy_move       (const BstState  *state,
                                   BstAiEvalFunc    evaluate,
                                   BstRng          *rng,
                                   BstMove         *move,
                                   BstAiStats      *stats);

/* The search's model of a reply: the greedy turn by the rich evaluation. */
void     bst_ai_greedy_apply      (BstState        *state,
                                   BstRng          *rng);

/* Auction decisions by @evaluate. */
void     bst_ai_greedy_auction    (const BstState  *state,
                                   BstAiEvalFunc    evaluate,
                                   BstRng          *rng,
                                   BstMove         *move);

/* bst-ai-policy.c -------------------------------------------------------- */

/* One turn of the playout policy (auction decisions included). */
void     bst_ai_policy_turn       (BstState          *state,
                                   BstRng            *rng,
                                   const BstAiParams *params);

/* bst-ai-beginner.c ------------------------------------------------------ */

/* A newcomer's move: Easy's, with mistakes at rates set by @strength
 * (0 = the level's default). */
void     bst_ai_beginner_move     (const BstState    *state,
                                   double             strength,
                                   BstRng            *rng,
                                   BstMove           *move,
                                   BstAiStats        *stats);

/* bst-ai-mcts.c ---------------------------------------------------------- */

gboolean bst_ai_mcts_move         (const BstState    *state,
                                   const BstAiParams *params,
                                   BstRng            *rng,
                                   BstMove           *move,
                                   BstAiStats        *stats,
                                   GCancellable      *cancellable);

/* A move at the root of a finished search and what it gathered: @meeple
 * is 0 for the move itself, or the meeple decision under a placement. */
typedef struct {
  guint32 key;
  guint32 meeple;
  double  visits;
  double  reward;
} BstAiEdge;

/* Runs one search like bst_ai_mcts_move() and returns the edges of its
 * root (a GArray of BstAiEdge, the tree's order); sets @stats's iterations
 * and nodes. */
GArray  *bst_ai_mcts_root         (const BstState    *state,
                                   const BstAiParams *params,
                                   BstRng            *rng,
                                   BstAiStats        *stats,
                                   GCancellable      *cancellable,
                                   gboolean          *cancelled);

/* The move of the most visited of @edges, its most visited meeple after a
 * placement, and its mean reward; FALSE when there are no edges. */
gboolean bst_ai_mcts_choose       (const BstState    *state,
                                   GArray            *edges,
                                   BstMove           *move,
                                   double            *value);

/* bst-ai-parallel.c ------------------------------------------------------ */

/* Root-parallel search: @threads independent trees (see
 * bst_ai_mcts_root()), each with its own stream drawn from @rng in thread
 * order and its share of params->iterations, merged by summing the visits
 * and rewards of every root move. Deterministic for a given @rng,
 * iteration budget and thread count when params->max_seconds is 0. */
gboolean bst_ai_parallel_move     (const BstState    *state,
                                   const BstAiParams *params,
                                   guint              threads,
                                   BstRng            *rng,
                                   BstMove           *move,
                                   BstAiStats        *stats,
                                   GCancellable      *cancellable);

/* bst-ai-determinize.c --------------------------------------------------- */

/* Deals the tiles @observer cannot see afresh from @rng: the bag (in a
 * random order drawn from its end) and, with hidden hands, the others'
 * hands. The result depends only on what @observer knows and on @rng. */
void     bst_ai_determinize       (BstState        *state,
                                   guint            observer,
                                   BstRng          *rng);

G_END_DECLS

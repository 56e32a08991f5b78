/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-player-info.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* Computer opponents.
 *
 * Beginner plays like a newcomer: Easy's greedy turn with a newcomer's
 * mistakes, at rates set by its strength (see bst-ai-beginner.c).
 *
 * Easy is greedy: it scores every move of its turn on a copy of the
 * position with a simple evaluation (points now plus a share of what the
 * open features it holds would be worth as they stand, less a little for
 * each meeple put down). Medium and Hard run an information-set
 * Monte Carlo tree search from the point of view of the player to move:
 * every iteration deals the tiles that player cannot see (the bag, and
 * the others' hands when hands are hidden) at random from the AI's own
 * generator, so a move only ever depends on what that player could know.
 * Their root moves are seeded, and their playouts judged, by a richer
 * evaluation (bst_ai_evaluate()); Medium searches only a few iterations,
 * Hard 160 times as many.
 * Expert searches like Hard for as long as it is given (a second by
 * default), on every core: each thread grows a tree of its own.
 *
 * Thread-safe: no globals; each call owns its search. */

typedef enum {
  BST_AI_EASY,
  BST_AI_MEDIUM,
  BST_AI_HARD,
  BST_AI_BEGINNER,  /* the weakest, after the others so that they keep their numbers */
  BST_AI_EXPERT,
} BstAiLevel;

#define BST_AI_N_LEVELS 5

typedef struct {
  guint   iterations;      /* search iterations; 0 = the level's default */
  double  max_seconds;     /* also stop after this long; 0 = no limit (deterministic) */
  guint64 seed;            /* the AI's own random stream */
  /* Tuning knobs, 0 = the level's default. */
  double  exploration;     /* UCT constant */
  guint   playout_turns;   /* playouts stop after this many turns and evaluate */
  guint   playout_samples; /* placements compared per playout turn */
  double  prior;           /* visits the static evaluation is worth at the root */
  guint   root_width;      /* root moves kept, best first by the evaluation */
  guint   greedy_replies;  /* playout turns played greedily first (G_MAXUINT: none) */
  double  strength;        /* Beginner: chance, up to 1, of seeing a place, of avoiding a mistake */
  guint   threads;         /* Expert's search threads; 0 = one a core */
} BstAiOptions;

typedef struct {
  guint  iterations;       /* search iterations run (Easy: moves evaluated) */
  guint  nodes;            /* tree nodes */
  double seconds;          /* wall-clock time of the call */
  double value;            /* the chosen move's estimated reward, 0–1 */
} BstAiStats;

void        bst_ai_options_init      (BstAiOptions       *options,
                                      BstAiLevel          level);
const char *bst_ai_level_name        (BstAiLevel          level);
gboolean    bst_ai_level_from_name   (const char         *name,
                                      BstAiLevel         *level);
/* The seat kind of a level, and the level of a seat kind (FALSE for a
 * person or the random player). */
BstSeatKind bst_ai_level_seat_kind   (BstAiLevel          level);
gboolean    bst_ai_level_from_seat_kind (BstSeatKind      kind,
                                      BstAiLevel         *level);
/* The next level up from @level, weakest first: Beginner, Easy, Medium,
 * Hard, Expert. FALSE for Expert, which has none. */
gboolean    bst_ai_level_stronger    (BstAiLevel          level,
                                      BstAiLevel         *stronger);

/* Chooses a legal move for bst_state_to_move (@state): a placement with
 * its meeple (BST_PHASE_PLACE), a bid or a pass (BST_PHASE_BID), accept
 * or keep (BST_PHASE_DECIDE). In BST_PHASE_MEEPLE the move repeats the
 * placement just made and names the meeple. Returns FALSE when the game is
 * over or @cancellable was cancelled (then @move holds a legal move all
 * the same when there is one). */
gboolean    bst_ai_choose_move       (const BstState     *state,
                                      BstAiLevel          level,
                                      const BstAiOptions *options,
                                      BstMove            *move,
                                      GCancellable       *cancellable);
gboolean    bst_ai_choose_move_full  (const BstState     *state,
                                      BstAiLevel          level,
                                      const BstAiOptions *options,
                                      BstMove            *move,
                                      BstAiStats         *stats,
                                      GCancellable       *cancellable);

/* The rich static evaluation the searching levels play by: the expected
 * final score of every player, with the chance of finishing each open road
 * and city taken from how many of the tiles still to come fit its open
 * squares. */
void        bst_ai_evaluate          (const BstState     *state,
                                      double             *values);

G_END_DECLS

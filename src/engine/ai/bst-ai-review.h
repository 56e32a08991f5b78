/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-ai.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* A review of a game: for every placement of the chosen players, what the
 * move played was worth against the move a level of the AI finds in the
 * same position.
 *
 * A move is worth the expected final score margin it leaves its player:
 * their expected final score less the best of the others', both by
 * bst_ai_evaluate() on the position right after the move (its meeple
 * included). The best move is the one bst_ai_choose_move() picks at the
 * review's level and budget; if the move played is worth as much or more
 * by the evaluation, nothing was lost. So a move's points lost are
 * MAX (0, margin after the best move - margin after the move played).
 *
 * A move is classed by its points lost (the thresholds below, in points of
 * margin): under BST_REVIEW_INACCURACY_POINTS it is good; then an
 * inaccuracy up to BST_REVIEW_MISTAKE_POINTS, a mistake up to
 * BST_REVIEW_BLUNDER_POINTS, and a blunder from there on. For scale: in a
 * two-player game a good move gains 3 to 5 points on the others, and
 * leaving a city of four tiles open when it could be closed loses about
 * 4, one of six tiles with two pennants about 8.
 *
 * Auction bids and decisions are played again but not judged.
 *
 * Deterministic: the same game, options and seed give the same review.
 * Everything is computed on copies, without globals, so a review runs in a
 * worker thread (a GTask) while the main loop goes on; @progress is called
 * (options->progress) from that thread after every move judged. */

#define BST_REVIEW_INACCURACY_POINTS 1.5
#define BST_REVIEW_MISTAKE_POINTS    3.0
#define BST_REVIEW_BLUNDER_POINTS    6.0

typedef enum {
  BST_REVIEW_GOOD,
  BST_REVIEW_INACCURACY,
  BST_REVIEW_MISTAKE,
  BST_REVIEW_BLUNDER,
} BstReviewClass;

#define BST_REVIEW_N_CLASSES 4

/* The level the app and the CLI review with unless told otherwise. */
#define BST_REVIEW_DEFAULT_LEVEL BST_AI_HARD

/* @done of @total moves judged so far. */
typedef void (*BstReviewProgressFunc) (guint    done,
                                       guint    total,
                                       gpointer user_data);

typedef struct {
  BstAiLevel level;         /* who finds the best move */
  guint      iterations;    /* per move; 0 = the level's default */
  double     max_seconds;   /* per move, as well; 0 = no limit (deterministic) */
  guint64    seed;          /* the AI's random stream */
  guint      players;       /* a bit per player to review; 0 = everyone */
  BstReviewProgressFunc progress;  /* or NULL */
  gpointer   progress_data;
} BstReviewOptions;

typedef struct {
  guint          index;          /* in the move list */
  guint          turn;           /* from 1, the turn the move was played in */
  guint          player;
  BstMove        played;
  BstMove        best;
  double         played_margin;  /* expected final margin after each */
  double         best_margin;
  double         points_lost;
  BstReviewClass klass;
} BstReviewMove;

typedef struct {
  guint   n_moves;                         /* moves judged */
  guint   counts[BST_REVIEW_N_CLASSES];
  double  points_lost;                     /* summed over the moves */
  int     biggest;                         /* index into the review's moves, -1 none */
} BstReviewPlayer;

typedef struct {
  guint           n_players;
  GArray         *moves;                   /* of BstReviewMove, in the order played */
  BstReviewPlayer players[BST_MAX_PLAYERS];
} BstReview;

void              bst_review_options_init  (BstReviewOptions      *options);
BstReviewClass    bst_review_classify      (double                 points_lost);
/* "good", "inaccuracy", "mistake", "blunder": for files and the CLI. */
const char       *bst_review_class_name    (BstReviewClass         klass);

/* The expected final margin of @player in @state by bst_ai_evaluate(). */
double            bst_review_margin        (const BstState        *state,
                                            guint                  player);

/* Reviews the game played by @moves (of BstMove) from @start. Returns NULL with
 * G_IO_ERROR_CANCELLED when @cancellable is cancelled, or an error when a
 * move is not legal where it is played. */
BstReview        *bst_review_run           (const BstState        *start,
                                            GArray                *moves,
                                            const BstReviewOptions *options,
                                            GCancellable          *cancellable,
                                            GError               **error);
void              bst_review_free          (BstReview             *self);

/* The summary of @player in words: "3 moves were weaker than the best;
 * about 14 points lost in all. Biggest: turn 31, better was the farmer
 * north of the start tile." */
char             *bst_review_describe_player (const BstReview     *self,
                                              guint                player);
/* What the better move of @move does, in words: "the farmer north of the
 * start tile", "the tile east of the start tile". */
char             *bst_review_describe_best (const BstReviewMove   *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstReview, bst_review_free)

G_END_DECLS

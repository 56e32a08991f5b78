/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-puzzle.h"

G_BEGIN_DECLS

/* New puzzles from games the computer plays against itself: a game is
 * played from a seed, stopped at a turn the seed chooses, and its position
 * kept when the solver finds it a good puzzle; otherwise the game goes on
 * a turn, and after a while another game is tried. The same request gives
 * the same puzzle on every machine, offline.
 *
 * Best-move puzzles (points this turn): one placement scores the most, and
 * clearly more than any other move. Score-it puzzles: a middle- or end-game
 * position whose final scoring counts several features, farmers among them.
 * Every puzzle is checked as the editor checks one before saving it: it
 * validates, the solver's answer is stored, and it has no quality warning.
 *
 * An endless stream of one grade asks again with the next seed each time.
 * Thread-safe (no globals, every call owns its games): run it in a worker
 * thread with bst_puzzle_generator_generate_async(). */

/* Grades, from the features a puzzle is measured by; 0 asks for any. */
#define BST_PUZZLE_MIN_GRADE   1
#define BST_PUZZLE_MAX_GRADE   5
#define BST_PUZZLE_ANY_GRADE   0

/* Games tried for one request before giving up with BST_ERROR_TOO_LARGE. */
#define BST_PUZZLE_GENERATOR_MAX_GAMES 200

typedef struct {
  BstPuzzleKind kind;    /* BST_PUZZLE_BEST_MOVE or BST_PUZZLE_SCORE_IT */
  guint         grade;   /* BST_PUZZLE_MIN_GRADE to BST_PUZZLE_MAX_GRADE, or BST_PUZZLE_ANY_GRADE */
  guint64       seed;
} BstPuzzleRequest;

/* What makes a puzzle hard, measured on its position. */
typedef struct {
  guint n_players;
  /* best-move */
  guint placements;      /* distinct placements of the tile in hand */
  guint moves;           /* legal moves, each meeple choice counted */
  int   best;            /* the best move's points */
  int   second;          /* the points of the best move that is not a best one */
  gboolean meeple_needed; /* the best placement scores its best only with a meeple */
  /* both: features the best move scores, or the final scoring does */
  guint features;
  guint feature_kinds;   /* how many of road, city, monastery and field among them */
  guint contested;       /* of those, held by more than one player */
  /* score-it */
  guint fields;          /* fields scored */
  guint farmers;         /* farmers on the board */
  int   points;          /* what the final scoring adds, every player together */
} BstPuzzleFeatures;

typedef struct {
  guint              grade;
  BstPuzzleFeatures  features;
  guint              games;      /* games played to find it */
  guint              positions;  /* positions looked at */
} BstPuzzleGenerated;

/* A puzzle for @request, its answer stored, or NULL with @error (cancelled,
 * or BST_ERROR_TOO_LARGE when BST_PUZZLE_GENERATOR_MAX_GAMES games gave no
 * puzzle). @generated, when not NULL, says how it was found. */
BstPuzzle *bst_puzzle_generator_generate        (const BstPuzzleRequest   *request,
                                                 BstPuzzleGenerated       *generated,
                                                 GCancellable             *cancellable,
                                                 GError                  **error);
/* The same in a worker thread; the callback runs in the calling thread's
 * main context. */
void       bst_puzzle_generator_generate_async  (const BstPuzzleRequest   *request,
                                                 GCancellable             *cancellable,
                                                 GAsyncReadyCallback       callback,
                                                 gpointer                  user_data);
BstPuzzle *bst_puzzle_generator_generate_finish (GAsyncResult             *result,
                                                 BstPuzzleGenerated       *generated,
                                                 GError                  **error);

/* The best-move (points) puzzle of @state when the generator would keep
 * it: a unique best placement, clearly better than any other move, checked
 * by the solver and the quality checks, its answer stored and its words
 * the generator's. NULL when @state is no such puzzle (@error set only
 * when solving failed). @features says what was measured. */
BstPuzzle *bst_puzzle_generator_best_move       (const BstState           *state,
                                                 BstPuzzleFeatures        *features,
                                                 GError                  **error);
/* Whether a move worth @best points this turn is clearly better than one
 * worth @other: by a few points, and by a quarter of its worth. */
gboolean   bst_puzzle_generator_clearly_better  (int                       best,
                                                 int                       other);

/* Measures a best-move (points) or score-it puzzle and grades it. */
gboolean   bst_puzzle_generator_measure         (BstPuzzle                *puzzle,
                                                 BstPuzzleFeatures        *features,
                                                 GError                  **error);
guint      bst_puzzle_generator_grade           (BstPuzzleKind             kind,
                                                 const BstPuzzleFeatures  *features);
/* A puzzle file's difficulty (BST_PUZZLE_MIN_DIFFICULTY to
 * BST_PUZZLE_MAX_DIFFICULTY) for @grade. */
guint      bst_puzzle_generator_difficulty      (guint                     grade);

/* The puzzle of the day: the request for @date, the same for everyone.
 * Kinds alternate from day to day; the grade follows the week, from easy
 * on Monday to hardest on Saturday. */
void       bst_puzzle_generator_daily_request   (const GDate              *date,
                                                 BstPuzzleRequest         *request);

G_END_DECLS

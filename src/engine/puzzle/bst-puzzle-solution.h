/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "bst-puzzle-solver.h"
#include "bst-state.h"

G_BEGIN_DECLS

typedef enum {
  BST_PUZZLE_SCORE_IT,     /* give every player's final score if the game ended now */
  BST_PUZZLE_BEST_MOVE,    /* find the best placement and meeple */
  BST_PUZZLE_REACH_GOAL,   /* find a sequence of moves that reaches a goal */
} BstPuzzleKind;

#define BST_TYPE_PUZZLE_KIND (bst_puzzle_kind_get_type ())
GType        bst_puzzle_kind_get_type   (void) G_GNUC_CONST;
const char  *bst_puzzle_kind_name       (BstPuzzleKind kind);
int          bst_puzzle_kind_from_name  (const char   *name);

/* A stored answer holds at most this many moves: more than any position
 * has (each tile in hand × placement × meeple choice). */
#define BST_PUZZLE_MAX_ANSWER_MOVES 30000

/* What the engine finds for a puzzle, and what a puzzle file stores as its
 * answer (only the fields its kind uses). */
typedef struct {
  BstPuzzleKind kind;
  guint         n_players;
  /* score-it */
  int           scores[BST_MAX_PLAYERS];
  GArray       *events;      /* of BstScoreEvent: the final scoring, feature by feature */
  /* best-move: every optimal move; reach-goal: one sequence that reaches the goal */
  GArray       *moves;       /* of BstMove */
  int           value;       /* best-move: what the optimal moves are worth */
  gboolean      reachable;   /* reach-goal */
  guint64       nodes;       /* turns the search tried */
} BstPuzzleSolution;

#define BST_TYPE_PUZZLE_SOLUTION (bst_puzzle_solution_get_type ())

GType              bst_puzzle_solution_get_type      (void) G_GNUC_CONST;
BstPuzzleSolution *bst_puzzle_solution_new           (BstPuzzleKind             kind,
                                                      guint                     n_players);
BstPuzzleSolution *bst_puzzle_solution_copy          (const BstPuzzleSolution  *self);
void               bst_puzzle_solution_free          (BstPuzzleSolution        *self);
/* The "answer" member of a puzzle block. */
JsonNode          *bst_puzzle_solution_to_json       (const BstPuzzleSolution  *self);
BstPuzzleSolution *bst_puzzle_solution_new_from_json (JsonNode                 *node,
                                                      BstPuzzleKind             kind,
                                                      guint                     n_players,
                                                      GError                  **error);
/* Same kind and the same answer; optimal moves compare as sets, each
 * move up to an equivalent rotation. */
gboolean           bst_puzzle_solution_equal         (const BstPuzzleSolution  *a,
                                                      const BstPuzzleSolution  *b);

/* What makes a valid puzzle a poor one: an author is told before saving
 * or sharing it, and may go on. */
typedef enum {
  /* best-move: several placements share the best value. Moves that differ
   * only in a meeple worth nothing more are one answer: the meeple is free. */
  BST_PUZZLE_WARNING_SEVERAL_ANSWERS,
  /* best-move by points: no move scores anything this turn */
  BST_PUZZLE_WARNING_BEST_WORTH_NOTHING,
  /* score-it: the final scoring gives every player 0 points */
  BST_PUZZLE_WARNING_SCORES_ALL_ZERO,
} BstPuzzleWarningCode;

typedef struct {
  BstPuzzleWarningCode code;
  guint                placements;  /* best-move: the best placements */
  guint                moves;       /* best-move: the best moves, meeples included */
  int                  value;       /* what each best move is worth, or the points scored */
} BstPuzzleWarning;

/* The warnings (of BstPuzzleWarning) for the engine's @self, found for the
 * puzzle's position @state and, for best-move, its @measure; an empty
 * array for a good puzzle. */
GArray            *bst_puzzle_solution_quality       (const BstPuzzleSolution  *self,
                                                      const BstState           *state,
                                                      BstPuzzleMeasure          measure);
/* A warning in words, for the author; and a stable name for JSON. */
char              *bst_puzzle_warning_to_string      (const BstPuzzleWarning   *warning,
                                                      BstPuzzleMeasure          measure);
const char        *bst_puzzle_warning_code_name      (BstPuzzleWarningCode      code);

/* How a submitted answer fares. */
typedef struct {
  BstPuzzleKind kind;
  gboolean      correct;
  guint         n_players;
  /* score-it */
  gboolean      player_correct[BST_MAX_PLAYERS];
  int           expected[BST_MAX_PLAYERS];     /* the right final scores */
  GArray       *events;                        /* of BstScoreEvent: the breakdown */
  /* best-move: what the submitted move is worth, and the best value;
   * reach-goal: what the sequence achieved (points, cities, or meeples
   * still on the board), and the goal's target */
  int           value;
  int           best;
} BstPuzzleVerdict;

#define BST_TYPE_PUZZLE_VERDICT (bst_puzzle_verdict_get_type ())

GType              bst_puzzle_verdict_get_type       (void) G_GNUC_CONST;
BstPuzzleVerdict  *bst_puzzle_verdict_new            (BstPuzzleKind             kind,
                                                      guint                     n_players);
BstPuzzleVerdict  *bst_puzzle_verdict_copy           (const BstPuzzleVerdict   *self);
void               bst_puzzle_verdict_free           (BstPuzzleVerdict         *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstPuzzleSolution, bst_puzzle_solution_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstPuzzleVerdict, bst_puzzle_verdict_free)

G_END_DECLS

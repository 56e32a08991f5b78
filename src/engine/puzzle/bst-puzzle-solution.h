/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

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

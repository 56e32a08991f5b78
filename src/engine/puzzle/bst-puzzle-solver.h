/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-state.h"

G_BEGIN_DECLS

/* Exhaustive search for puzzles, on plain states. Every function looks at
 * every legal move (each tile in hand, each distinct placement, each
 * meeple choice including none), so every optimal move is found, ties
 * included, and nothing is left to the puzzle's author. */

typedef enum {
  BST_PUZZLE_MEASURE_POINTS,   /* the points the mover scores this turn */
  BST_PUZZLE_MEASURE_MARGIN,   /* the mover's final margin under the fixed draw order */
} BstPuzzleMeasure;

typedef enum {
  BST_PUZZLE_GOAL_POINTS,        /* the mover gains at least target points */
  BST_PUZZLE_GOAL_CITIES,        /* the placements complete at least target cities */
  BST_PUZZLE_GOAL_MEEPLES_HOME,  /* none of the mover's meeples is left on the board */
} BstPuzzleGoal;

#define BST_PUZZLE_GOAL_ALL_TURNS 0

typedef struct {
  BstPuzzleGoal goal;
  guint         target;   /* points or cities; unused for meeples home */
  guint         turns;    /* moves in the sequence; BST_PUZZLE_GOAL_ALL_TURNS: to the end */
} BstPuzzleGoalSpec;

/* A search gives up after this many turns played, with BST_ERROR_TOO_LARGE. */
#define BST_PUZZLE_SOLVER_MAX_NODES G_GUINT64_CONSTANT (5000000)

/* The moves the player to move can make: one per tile in hand, distinct
 * placement and meeple choice, in a fixed order. Of BstMove. */
GArray   *bst_puzzle_solver_list_moves        (const BstState          *state);

/* The lowest rotation that gives the same placement, with the meeple on
 * the same segment: two moves that lay the same board are equal after it. */
void      bst_puzzle_solver_canonical_move    (BstMove                 *move);
gboolean  bst_puzzle_solver_moves_equivalent  (const BstMove           *a,
                                               const BstMove           *b);

/* Whether a position can be searched at all: a tile to place, no tile
 * auction, and (@needs_order) every tile after the hand known. */
gboolean  bst_puzzle_solver_check_state       (const BstState          *state,
                                               gboolean                 needs_order,
                                               GError                 **error);

/* The points the player to move scores in the turn of @move (a legal move). */
int       bst_puzzle_solver_move_points       (const BstState          *state,
                                               const BstMove           *move);
/* The mover's final margin (own score minus the best other score) after
 * @move, every later move chosen by its player to maximise their own margin. */
gboolean  bst_puzzle_solver_move_margin       (const BstState          *state,
                                               const BstMove           *move,
                                               int                     *margin,
                                               GError                 **error);

/* Every optimal move for @measure (canonical, in list order) and its value. */
gboolean  bst_puzzle_solver_best_moves        (const BstState          *state,
                                               BstPuzzleMeasure         measure,
                                               GArray                  *moves,
                                               int                     *value,
                                               guint64                 *nodes,
                                               GError                 **error);

/* Plays @moves from @state (each checked: an illegal one is an error that
 * names it) and says how far the goal got: the points gained or cities
 * completed, or for meeples home the mover's meeples still on the board.
 * A complete sequence has goal->turns moves, or fewer when the game ends
 * first. Past the tiles in hand the draws must be a fixed order, unless
 * the goal is for one turn only. */
gboolean  bst_puzzle_solver_play_sequence     (const BstState          *state,
                                               const BstPuzzleGoalSpec *goal,
                                               const BstMove           *moves,
                                               guint                    n_moves,
                                               gboolean                *reached,
                                               int                     *achieved,
                                               GError                 **error);
/* Searches every sequence for one that reaches the goal; @sequence (of
 * BstMove) receives the first found. */
gboolean  bst_puzzle_solver_reach_goal        (const BstState          *state,
                                               const BstPuzzleGoalSpec *goal,
                                               gboolean                *reachable,
                                               GArray                  *sequence,
                                               guint64                 *nodes,
                                               GError                 **error);

/* The final scoring of @state as if the game ended now: the scores after
 * it, and its events (of BstScoreEvent) when @events is not NULL. */
void      bst_puzzle_solver_final_scores      (const BstState          *state,
                                               int                     *scores,
                                               GArray                  *events);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bst-game-record.h"
#include "bst-position.h"
#include "bst-puzzle-solution.h"
#include "bst-puzzle-solver.h"

G_BEGIN_DECLS

/* Limits on the text of a puzzle, in characters. */
#define BST_PUZZLE_MAX_TITLE        200
#define BST_PUZZLE_MAX_DESCRIPTION  2000
#define BST_PUZZLE_MAX_TOPIC        32
#define BST_PUZZLE_MIN_DIFFICULTY   1
#define BST_PUZZLE_MAX_DIFFICULTY   3
/* A reach-goal target: points or cities. */
#define BST_PUZZLE_MAX_TARGET       1000

#define BST_TYPE_PUZZLE (bst_puzzle_get_type ())

G_DECLARE_FINAL_TYPE (BstPuzzle, bst_puzzle, BST, PUZZLE, GObject)

/* A rule puzzle: a position, words for people (title, description,
 * difficulty, topic) and an objective the engine checks. In a `.bastide`
 * file it is the "puzzle" block next to the position:
 *
 *   { "title": …, "description": …, "difficulty": 1–3, "topic": "roads",
 *     "objective": { "kind": "score-it" }
 *                | { "kind": "best-move", "measure": "points"|"margin" }
 *                | { "kind": "reach-goal", "goal": "points"|"cities"|"meeples-home",
 *                    "target": N, "turns": K },
 *     "answer": { "scores": […] } | { "value": N, "moves": […] }
 *             | { "reachable": true, "moves": […] } }
 *
 * The answer is optional (a draft has none); when present it must be what
 * the engine computes. */

BstPuzzle          *bst_puzzle_new                   (BstPosition         *position);
BstPuzzle          *bst_puzzle_new_from_json         (BstPosition         *position,
                                                      JsonNode            *node,
                                                      GError             **error);
BstPuzzle          *bst_puzzle_new_from_record       (BstGameRecord       *record,
                                                      GError             **error);
BstPuzzle          *bst_puzzle_new_from_bytes        (GBytes              *bytes,
                                                      GError             **error);
BstPuzzle          *bst_puzzle_load                  (GFile               *file,
                                                      GCancellable        *cancellable,
                                                      GError             **error);

/* A puzzle of its own with the same content, for solving in a worker
 * thread while the original stays with the UI (a puzzle is not
 * thread-safe; its position is immutable and shared). */
BstPuzzle          *bst_puzzle_copy                  (BstPuzzle           *self);

/* The "puzzle" block, and a whole game file holding it. */
JsonNode           *bst_puzzle_to_json               (BstPuzzle           *self);
BstGameRecord      *bst_puzzle_to_record             (BstPuzzle           *self);
GBytes             *bst_puzzle_to_bytes              (BstPuzzle           *self);
gboolean            bst_puzzle_save                  (BstPuzzle           *self,
                                                      GFile               *file,
                                                      GCancellable        *cancellable,
                                                      GError             **error);

BstPosition        *bst_puzzle_get_position          (BstPuzzle           *self);
void                bst_puzzle_set_position          (BstPuzzle           *self,
                                                      BstPosition         *position);
const char         *bst_puzzle_get_title             (BstPuzzle           *self);
void                bst_puzzle_set_title             (BstPuzzle           *self,
                                                      const char          *title);
const char         *bst_puzzle_get_description       (BstPuzzle           *self);
void                bst_puzzle_set_description       (BstPuzzle           *self,
                                                      const char          *description);
guint               bst_puzzle_get_difficulty        (BstPuzzle           *self);
void                bst_puzzle_set_difficulty        (BstPuzzle           *self,
                                                      guint                difficulty);
const char         *bst_puzzle_get_topic             (BstPuzzle           *self);
void                bst_puzzle_set_topic             (BstPuzzle           *self,
                                                      const char          *topic);

/* The objective. Changing it, or the position, drops the stored answer. */
BstPuzzleKind       bst_puzzle_get_kind              (BstPuzzle           *self);
BstPuzzleMeasure    bst_puzzle_get_measure           (BstPuzzle           *self);
const BstPuzzleGoalSpec *bst_puzzle_get_goal         (BstPuzzle           *self);
void                bst_puzzle_set_score_it          (BstPuzzle           *self);
void                bst_puzzle_set_best_move         (BstPuzzle           *self,
                                                      BstPuzzleMeasure     measure);
void                bst_puzzle_set_reach_goal        (BstPuzzle           *self,
                                                      const BstPuzzleGoalSpec *goal);

/* The stored answer, or NULL. */
const BstPuzzleSolution *bst_puzzle_get_answer       (BstPuzzle           *self);
void                bst_puzzle_set_answer            (BstPuzzle           *self,
                                                      const BstPuzzleSolution *answer);

/* Checks the words, the objective and whether the position suits it. */
gboolean            bst_puzzle_validate              (BstPuzzle           *self,
                                                      GError             **error);
/* The engine's solution, found exhaustively (and kept until the puzzle
 * changes). May take a while for margins and goals: in a UI, solve a
 * bst_puzzle_copy() in a worker thread. */
BstPuzzleSolution  *bst_puzzle_solve                 (BstPuzzle           *self,
                                                      GError             **error);
/* Whether @answer agrees with the engine's @solution: the same scores; the
 * same value and set of best moves; for a goal the same reachability and
 * a sequence that reaches it. The error says where they differ. */
gboolean            bst_puzzle_answer_agrees         (BstPuzzle           *self,
                                                      const BstPuzzleSolution *answer,
                                                      const BstPuzzleSolution *solution,
                                                      GError             **error);

/* Checking a player's answer. An answer of the wrong shape or an illegal
 * move is an error; a legal but wrong one is a verdict with correct unset. */
BstPuzzleVerdict   *bst_puzzle_check_scores          (BstPuzzle           *self,
                                                      const int           *scores,
                                                      guint                n_scores,
                                                      GError             **error);
BstPuzzleVerdict   *bst_puzzle_check_move            (BstPuzzle           *self,
                                                      const BstMove       *move,
                                                      GError             **error);
BstPuzzleVerdict   *bst_puzzle_check_sequence        (BstPuzzle           *self,
                                                      const BstMove       *moves,
                                                      guint                n_moves,
                                                      GError             **error);

/* A file name to propose for a puzzle titled @title: its words in lower
 * case joined by dashes ("Close the road" → "close-the-road.bastide"),
 * letters of every script kept, anything a file system or a shell could
 * trip on left out, at most BST_PUZZLE_MAX_FILE_STEM characters before
 * the ".bastide". @fallback (say "puzzle", or "position" for a position
 * without a title) when nothing is left of @title. */
#define BST_PUZZLE_MAX_FILE_STEM    60
char               *bst_puzzle_file_name_for_title   (const char          *title,
                                                      const char          *fallback);

/* The topics the shipped puzzles use, NULL-terminated. A puzzle's topic
 * may be any short tag of lower-case letters, digits and dashes. */
const char *const  *bst_puzzle_known_topics          (void);
const char         *bst_puzzle_measure_name          (BstPuzzleMeasure     measure);
const char         *bst_puzzle_goal_name             (BstPuzzleGoal        goal);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-puzzle.h"

G_BEGIN_DECLS

/* Words for people about puzzles, shared by the editor, the puzzle view and
 * printed puzzles. */

/* The puzzle's title and description in the player's language. The words
 * of the shipped packs are translated (data/puzzles/puzzles.xml,
 * data/challenges/challenges.xml); a puzzle made elsewhere keeps its own. */
const char *bst_puzzle_text_title       (BstPuzzle           *puzzle);
const char *bst_puzzle_text_description (BstPuzzle           *puzzle);
/* "City, 3 tiles, 1 pennant: 8 points for Ann". */
char       *bst_puzzle_text_event       (const BstScoreEvent *event,
                                         BstPosition         *position);
/* A move as the player reads it, by places on the board rather than coordinates:
 * "Tile E on the square north of the start tile, as drawn, a knight on its city
 * to the north". */
char       *bst_puzzle_text_move        (const BstMove       *move);
const char *bst_puzzle_text_kind        (BstPuzzleKind        kind);
const char *bst_puzzle_text_topic       (const char          *topic);
/* What the player is asked to do. */
char       *bst_puzzle_text_objective   (BstPuzzle           *puzzle);
/* The answer in words, one line a fact: the scores and the scoring of a
 * score-it puzzle, the best moves of a best-move puzzle, a way to reach
 * the goal. NULL when @answer is NULL. */
char       *bst_puzzle_text_answer      (BstPuzzle                *puzzle,
                                         const BstPuzzleSolution  *answer);
/* Stars for a difficulty of 1 to 3. */
const char *bst_puzzle_text_difficulty  (guint                difficulty);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-board-view.h"
#include "bst-puzzle.h"

G_BEGIN_DECLS

#define BST_TYPE_PUZZLE_VIEW (bst_puzzle_view_get_type ())

G_DECLARE_FINAL_TYPE (BstPuzzleView, bst_puzzle_view, BST, PUZZLE_VIEW, GtkWidget)

/* Solving one puzzle: its position on a board view, its title and
 * description, and the answer asked for. Score it: a spin button per
 * player; Check marks each score right or wrong and lists the final
 * scoring feature by feature, lighting each on the board in turn at the
 * board's "animation-speed" (all at once under reduced motion); choosing
 * a line stops that and lights its feature.
 * Best move: place a tile and maybe a meeple on the board, then Check.
 * Reach a goal: play the moves (Enter or a double click confirms each),
 * then Check. Actions puzzle.check and puzzle.reset; "checked" (the
 * puzzle's id) for every answer checked, "solved" when it is right and
 * "revealed" when the answer is shown. */

GtkWidget    *bst_puzzle_view_new          (void);
void          bst_puzzle_view_set_puzzle   (BstPuzzleView *self,
                                            BstPuzzle     *puzzle,
                                            const char    *id);
BstPuzzle    *bst_puzzle_view_get_puzzle   (BstPuzzleView *self);
BstBoardView *bst_puzzle_view_get_board    (BstPuzzleView *self);
/* Score it: the player's answer for @player. */
void          bst_puzzle_view_set_score    (BstPuzzleView *self,
                                            guint          player,
                                            int            score);
/* What Check does; FALSE when there is nothing to check yet. @correct
 * receives the verdict. */
gboolean      bst_puzzle_view_check        (BstPuzzleView *self,
                                            gboolean      *correct);
const char   *bst_puzzle_view_get_result   (BstPuzzleView *self);

G_END_DECLS

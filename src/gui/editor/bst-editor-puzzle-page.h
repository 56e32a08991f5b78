/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-editor-page.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_PUZZLE_PAGE (bst_editor_puzzle_page_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorPuzzlePage, bst_editor_puzzle_page, BST, EDITOR_PUZZLE_PAGE,
                      BstEditorPage)

/* The puzzle an author makes of the position: title, description,
 * difficulty, topic and objective, and a test-solve that runs the engine's
 * solver in a worker thread and lists what it finds. Choosing one of the
 * optimal moves emits "move-selected" with the BstMove (or NULL). */

GtkWidget *bst_editor_puzzle_page_new          (void);
void       bst_editor_puzzle_page_test_solve   (BstEditorPuzzlePage *self);
/* The last solution found for the current draft, or NULL, and what may
 * make the puzzle a poor one (of BstPuzzleWarning, or NULL). */
const BstPuzzleSolution *bst_editor_puzzle_page_get_solution (BstEditorPuzzlePage *self);
GArray    *bst_editor_puzzle_page_get_warnings (BstEditorPuzzlePage *self);
/* A solution found elsewhere (the save flow's) for the current draft. */
void       bst_editor_puzzle_page_set_solved   (BstEditorPuzzlePage     *self,
                                                BstPuzzle               *puzzle,
                                                const BstPuzzleSolution *solution,
                                                GArray                  *warnings);

/* Try Answer, for a best-move puzzle: while "trying", the editor board's
 * "answer-square" clicks go to _answer_at(), which places the tile in hand
 * (turned with @turn) or puts a meeple on it, shown by "move-selected";
 * _check_answer() asks the solver, in a worker thread, whether it is a
 * best move, and says so in words. */
gboolean   bst_editor_puzzle_page_get_trying   (BstEditorPuzzlePage *self);
void       bst_editor_puzzle_page_set_trying   (BstEditorPuzzlePage *self,
                                                gboolean             trying);
void       bst_editor_puzzle_page_answer_at    (BstEditorPuzzlePage *self,
                                                int                  x,
                                                int                  y,
                                                double               u,
                                                double               v,
                                                gboolean             turn);
gboolean   bst_editor_puzzle_page_get_trial    (BstEditorPuzzlePage *self,
                                                BstMove             *move);
void       bst_editor_puzzle_page_check_answer (BstEditorPuzzlePage *self);
const char *bst_editor_puzzle_page_get_answer_text (BstEditorPuzzlePage *self);

G_END_DECLS

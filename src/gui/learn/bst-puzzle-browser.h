/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-puzzle-view.h"

G_BEGIN_DECLS

#define BST_TYPE_PUZZLE_BROWSER (bst_puzzle_browser_get_type ())

G_DECLARE_FINAL_TYPE (BstPuzzleBrowser, bst_puzzle_browser, BST, PUZZLE_BROWSER, GtkWidget)

/* The puzzle pack (bst_puzzle_progress_list_files): each puzzle with its
 * title, difficulty, topic and whether the player has solved it, and the
 * progress through the pack and through each topic. Opening one shows it
 * in a BstPuzzleView on a second page with Back, Previous and Next
 * (actions puzzles.back, puzzles.previous, puzzles.next). Opening,
 * checking, showing the answer and solving are kept in the progress file
 * (bst_puzzle_progress_dup_store). Self-contained: the window shows it as
 * a page. Emits "puzzle-opened" (BstPuzzle) when a puzzle is shown.
 * Above the pack, a BstGeneratedPuzzles offers the Puzzle of the Day and
 * More Puzzles: each opens in the same view, Next there makes another,
 * and going back or leaving the page drops the one being made. */

GtkWidget     *bst_puzzle_browser_new             (void);
/* Reads the puzzle directory again. */
void           bst_puzzle_browser_reload          (BstPuzzleBrowser *self);
guint          bst_puzzle_browser_get_n_puzzles   (BstPuzzleBrowser *self);
BstPuzzle     *bst_puzzle_browser_get_puzzle      (BstPuzzleBrowser *self,
                                                   guint             index);
gboolean       bst_puzzle_browser_is_solved       (BstPuzzleBrowser *self,
                                                   guint             index);
void           bst_puzzle_browser_open            (BstPuzzleBrowser *self,
                                                   guint             index);
/* Shows @puzzle, which need not be in the pack (a puzzle from a share
 * code): solving it records nothing, and Previous and Next are off. An
 * answer it lacks is worked out in a worker thread. */
void           bst_puzzle_browser_open_puzzle     (BstPuzzleBrowser *self,
                                                   BstPuzzle        *puzzle);
/* Back to the list. */
void           bst_puzzle_browser_show_list       (BstPuzzleBrowser *self);
BstPuzzleView *bst_puzzle_browser_get_puzzle_view (BstPuzzleBrowser *self);

G_END_DECLS

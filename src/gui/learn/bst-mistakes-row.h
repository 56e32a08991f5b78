/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-puzzle.h"
#include "bst-puzzle-progress-store.h"

G_BEGIN_DECLS

#define BST_TYPE_MISTAKES_ROW (bst_mistakes_row_get_type ())

G_DECLARE_FINAL_TYPE (BstMistakesRow, bst_mistakes_row, BST, MISTAKES_ROW, AdwExpanderRow)

/* "My Mistakes" on the Puzzles page: the puzzles made of the player's own
 * mistakes (bst-mistake-pack.h), one row each, marked once solved, with
 * Remove Solved to drop those. The pack is read again whenever the row
 * is shown, or reloaded. "opened" (BstPuzzle, id) asks for a puzzle to be
 * shown; solving it is recorded under that id, after which the page
 * reloads the row. */

GtkWidget *bst_mistakes_row_new           (void);
/* Where solving is recorded; NULL for nowhere (nothing is then solved). */
void       bst_mistakes_row_set_progress  (BstMistakesRow         *self,
                                           BstPuzzleProgressStore *progress);
void       bst_mistakes_row_reload        (BstMistakesRow *self);
guint      bst_mistakes_row_get_n_puzzles (BstMistakesRow *self);
/* The row of the @index-th puzzle, oldest first. */
AdwActionRow *bst_mistakes_row_get_row    (BstMistakesRow *self,
                                           guint           index);
/* Deletes the solved ones from the pack. */
void       bst_mistakes_row_remove_solved (BstMistakesRow *self);

G_END_DECLS

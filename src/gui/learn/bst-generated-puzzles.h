/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-puzzle.h"
#include "bst-puzzle-progress-store.h"

G_BEGIN_DECLS

#define BST_TYPE_GENERATED_PUZZLES (bst_generated_puzzles_get_type ())

G_DECLARE_FINAL_TYPE (BstGeneratedPuzzles, bst_generated_puzzles, BST, GENERATED_PUZZLES, GtkWidget)

/* Puzzles made on this device rather than shipped in the pack, as two rows
 * above the pack's list: the Puzzle of the Day, the same for everyone on a
 * date and marked once solved, and More Puzzles, an endless stream at the
 * difficulty chosen. Each is made in a worker thread (actions
 * generated.daily and generated.more) while a spinner turns; a new request
 * or bst_generated_puzzles_cancel() drops the one under way.
 *
 * "ready" (BstPuzzle, id) hands over each puzzle made: the id under which
 * solving the Puzzle of the Day is recorded, or NULL for More Puzzles.
 * "failed" (message) says in words why none was made. "date" is the day
 * of the Puzzle of the Day, today's local date unless set. */

GtkWidget   *bst_generated_puzzles_new          (void);
/* The day of the Puzzle of the Day; NULL for today. */
void         bst_generated_puzzles_set_date     (BstGeneratedPuzzles *self,
                                                 const GDate         *date);
void         bst_generated_puzzles_get_date     (BstGeneratedPuzzles *self,
                                                 GDate               *date);
/* Where the Puzzle of the Day is recorded solved, to mark it; NULL for nowhere. */
void         bst_generated_puzzles_set_progress (BstGeneratedPuzzles    *self,
                                                 BstPuzzleProgressStore *progress);
/* The grade (BST_PUZZLE_MIN_GRADE to BST_PUZZLE_MAX_GRADE) of More Puzzles. */
guint        bst_generated_puzzles_get_grade    (BstGeneratedPuzzles *self);
void         bst_generated_puzzles_set_grade    (BstGeneratedPuzzles *self,
                                                 guint                grade);
/* Makes the Puzzle of the Day, or the next of More Puzzles. */
void         bst_generated_puzzles_open_daily   (BstGeneratedPuzzles *self);
void         bst_generated_puzzles_open_more    (BstGeneratedPuzzles *self);
void         bst_generated_puzzles_cancel       (BstGeneratedPuzzles *self);
gboolean     bst_generated_puzzles_is_busy      (BstGeneratedPuzzles *self);
/* What the last puzzle handed over is, for the page that shows it:
 * "Puzzle of the Day · Wednesday 2 December" or "More Puzzles · Hard". */
const char  *bst_generated_puzzles_get_heading  (BstGeneratedPuzzles *self);
/* The id under which the Puzzle of the Day of @date is recorded solved. */
char        *bst_generated_puzzles_daily_id     (const GDate         *date);

G_END_DECLS

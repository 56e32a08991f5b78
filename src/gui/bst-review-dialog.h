/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-ai-review.h"
#include "bst-game.h"
#include "bst-practice-mistakes.h"

G_BEGIN_DECLS

/* How long the review searches each move, as the dialog offers it. */
typedef enum {
  BST_REVIEW_BUDGET_QUICK,
  BST_REVIEW_BUDGET_NORMAL,
  BST_REVIEW_BUDGET_THOROUGH,
} BstReviewBudget;

#define BST_REVIEW_N_BUDGETS 3

/* Search iterations a move; 0 is the level's own. */
guint bst_review_budget_get_iterations (BstReviewBudget budget);

#define BST_TYPE_REVIEW_DIALOG (bst_review_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BstReviewDialog, bst_review_dialog, BST, REVIEW_DIALOG, AdwWindow)

/* The review of a game's human players (of everyone when no seat is
 * human): run in a worker thread as soon as the dialog is made, with a
 * progress bar and a Cancel button that stops it and closes the dialog;
 * then the moves that lost points and a summary per player. Choosing
 * another thoroughness or other players reviews the game again. A row of
 * the move list emits ::move-activated with its move. */

/* @options: the level and budget, or NULL for the defaults; its players,
 * progress and progress_data are the dialog's own. */
BstReviewDialog *bst_review_dialog_new          (BstGame                *game,
                                                 const BstReviewOptions *options);
/* The options of the review under way or shown: the budget and players
 * chosen in the dialog. */
const BstReviewOptions *bst_review_dialog_get_options (BstReviewDialog *self);
BstGame         *bst_review_dialog_get_game     (BstReviewDialog        *self);
/* For tests. */
gboolean         bst_review_dialog_get_running  (BstReviewDialog        *self);
/* The review once done, or NULL. */
const BstReview *bst_review_dialog_get_review   (BstReviewDialog        *self);
/* The list of the moves that lost points, and that of the summaries. */
void             bst_review_dialog_get_lists    (BstReviewDialog        *self,
                                                 GtkListBox            **moves,
                                                 GtkListBox            **summaries);
/* The Practise Your Mistakes button under the review. */
BstPracticeMistakes *bst_review_dialog_get_practice (BstReviewDialog      *self);

G_END_DECLS

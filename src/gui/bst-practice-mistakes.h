/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-ai-review.h"
#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_PRACTICE_MISTAKES (bst_practice_mistakes_get_type ())

G_DECLARE_FINAL_TYPE (BstPracticeMistakes, bst_practice_mistakes, BST, PRACTICE_MISTAKES, GtkWidget)

/* "Practise Your Mistakes" under a game's review: turns the biggest
 * mistakes of each reviewed player into puzzles (bst-puzzle-mistakes.h),
 * adds them to the My Mistakes pack and says how many it added. Hidden
 * until a review with a mistake or a blunder is set. */

GtkWidget  *bst_practice_mistakes_new          (void);
/* @review of @game, kept until the next call; NULL hides the button. */
void        bst_practice_mistakes_set_review   (BstPracticeMistakes *self,
                                                BstGame             *game,
                                                const BstReview     *review);
/* Adds the puzzles, as the button does. */
void        bst_practice_mistakes_add          (BstPracticeMistakes *self);
/* What the last press said, or NULL. */
const char *bst_practice_mistakes_get_message  (BstPracticeMistakes *self);
GtkButton  *bst_practice_mistakes_get_button   (BstPracticeMistakes *self);

G_END_DECLS

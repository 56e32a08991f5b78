/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-board-view.h"
#include "bst-tutorial.h"

G_BEGIN_DECLS

#define BST_TYPE_TUTORIAL_VIEW (bst_tutorial_view_get_type ())

G_DECLARE_FINAL_TYPE (BstTutorialView, bst_tutorial_view, BST, TUTORIAL_VIEW, AdwBin)

/* The tutorial on a real board: one step at a time, each move checked by
 * the engine. A wrong move gets the step's hint and another try; "Show me"
 * plays the expected move. Progress is kept in the "tutorial-step" and
 * "tutorial-finished" settings, so the tutorial resumes where it was left.
 *
 * Signals: "start-game" (BstGame *game): the player asked for the first
 * real game, against the Easy computer player — the receiver shows it;
 * "finished": the last step was reached and the tutorial is done.
 *
 * Widget actions: tutorial.next, tutorial.previous, tutorial.restart,
 * tutorial.show-me, tutorial.confirm, tutorial.rotate,
 * tutorial.start-game. */

GtkWidget             *bst_tutorial_view_new        (void);
/* With settings of the application's schema, or NULL to keep no progress. */
GtkWidget             *bst_tutorial_view_new_with_settings (GSettings    *settings);

guint                  bst_tutorial_view_get_step   (BstTutorialView *self);
/* Shows step @index, or the step named @id. */
void                   bst_tutorial_view_set_step   (BstTutorialView *self,
                                                     guint            index);
gboolean               bst_tutorial_view_go_to_step (BstTutorialView *self,
                                                     const char      *id);
/* Whether the current step's task is done (READ steps always are). */
gboolean               bst_tutorial_view_get_step_done (BstTutorialView *self);
BstBoardView          *bst_tutorial_view_get_board  (BstTutorialView *self);
/* What the feedback area says now (hint, praise), or NULL. */
const char            *bst_tutorial_view_get_feedback (BstTutorialView *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-ai.h"
#include "bst-game-session.h"
#include "bst-score-chart.h"

G_BEGIN_DECLS

#define BST_TYPE_RESULTS_DIALOG (bst_results_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BstResultsDialog, bst_results_dialog, BST, RESULTS_DIALOG, AdwWindow)

/* The end of a game: who won (ties share the win) and every player's
 * points by kind of feature, and the scores over the game as a chart.
 * Signals play-again, new-game, save, replay and review; with a stronger level
 * suggested, try-stronger-level and stop-suggesting. */

BstResultsDialog *bst_results_dialog_new          (BstGameSession   *session);
/* The text of the table cell for @player and @column (0–3 features by
 * BstFeatureKind, 4 the total), for tests. */
const char       *bst_results_dialog_get_cell     (BstResultsDialog *self,
                                                   guint             player,
                                                   guint             column);
BstScoreChart    *bst_results_dialog_get_chart    (BstResultsDialog *self);
/* Why the game ended, when it ended early; NULL otherwise. */
const char       *bst_results_dialog_get_reason   (BstResultsDialog *self);
/* Offers a game against @stronger to the people who beat @beaten. */
void              bst_results_dialog_suggest_level (BstResultsDialog *self,
                                                    BstAiLevel        beaten,
                                                    BstAiLevel        stronger);
/* The words of that offer while it shows; NULL otherwise. */
const char       *bst_results_dialog_get_suggestion (BstResultsDialog *self);

G_END_DECLS

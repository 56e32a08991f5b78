/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-game-session.h"

G_BEGIN_DECLS

#define BST_TYPE_RESULTS_DIALOG (bst_results_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BstResultsDialog, bst_results_dialog, BST, RESULTS_DIALOG, AdwWindow)

/* The end of a game: who won (ties share the win) and every player's
 * points by kind of feature. Signals play-again and new-game. */

BstResultsDialog *bst_results_dialog_new          (BstGameSession   *session);
/* The text of the table cell for @player and @column (0–3 features by
 * BstFeatureKind, 4 the total), for tests. */
const char       *bst_results_dialog_get_cell     (BstResultsDialog *self,
                                                   guint             player,
                                                   guint             column);

G_END_DECLS

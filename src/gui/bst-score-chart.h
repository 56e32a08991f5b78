/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-player-info.h"
#include "bst-rule-set.h"

G_BEGIN_DECLS

#define BST_TYPE_SCORE_CHART (bst_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (BstScoreChart, bst_score_chart, BST, SCORE_CHART, GtkWidget)

/* Every player's score over the moves of a game, one line each in the
 * player's colour. */

GtkWidget *bst_score_chart_new         (void);
/* @history: (n_moves + 1) rows of @n_players ints, as
 * bst_game_dup_score_history() gives them. */
void       bst_score_chart_set_history (BstScoreChart   *self,
                                        GArray          *history,
                                        guint            n_players,
                                        const BstColour *colours);
guint      bst_score_chart_get_n_points (BstScoreChart  *self);

G_END_DECLS

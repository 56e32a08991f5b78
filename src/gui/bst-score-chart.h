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

/* The shape that marks a player's line, besides its colour. */
typedef enum {
  BST_CHART_MARK_CIRCLE,
  BST_CHART_MARK_SQUARE,
  BST_CHART_MARK_TRIANGLE,
  BST_CHART_MARK_DIAMOND,
  BST_CHART_MARK_BAR,
  BST_CHART_MARK_PILLAR,
} BstChartMark;

#define BST_N_CHART_MARKS 6

/* The players' names for the legend, in the order of the history. */
void         bst_score_chart_set_names     (BstScoreChart      *self,
                                            const char * const *names,
                                            guint               n_names);
const char  *bst_score_chart_get_name      (BstScoreChart      *self,
                                            guint               player);
BstChartMark bst_score_chart_get_mark      (BstScoreChart      *self,
                                            guint               player);
/* Moves between two labels of the move axis; 0 without a history. */
guint        bst_score_chart_get_move_step (BstScoreChart      *self);

G_END_DECLS

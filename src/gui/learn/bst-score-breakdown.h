/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-board-view.h"
#include "bst-game.h"

G_BEGIN_DECLS

/* A scoring, feature by feature: the rows of a list box, each after the
 * meeples of who scores, and the board lighting each feature in turn. */
typedef struct _BstScoreBreakdown BstScoreBreakdown;

BstScoreBreakdown *bst_score_breakdown_new            (GtkListBox          *list,
                                                       BstBoardView        *board);
void               bst_score_breakdown_free           (BstScoreBreakdown   *self);
void               bst_score_breakdown_clear          (BstScoreBreakdown   *self);
void               bst_score_breakdown_add            (BstScoreBreakdown   *self,
                                                       const BstScoreEvent *event,
                                                       const char          *text,
                                                       const BstPlayerInfo *players,
                                                       guint                n_players);
guint              bst_score_breakdown_get_n_events   (BstScoreBreakdown   *self);
void               bst_score_breakdown_light_in_turn  (BstScoreBreakdown   *self);
void               bst_score_breakdown_stop           (BstScoreBreakdown   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstScoreBreakdown, bst_score_breakdown_free)

G_END_DECLS

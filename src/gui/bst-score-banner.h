/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-board-view.h"
#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_SCORE_BANNER (bst_score_banner_get_type ())

G_DECLARE_FINAL_TYPE (BstScoreBanner, bst_score_banner, BST, SCORE_BANNER, GtkWidget)

/* The points a move scores, shown over the board for a moment while the
 * features it completed light up on @board-view; and, once @game is over,
 * the final scoring, one feature at a time. Then "final-scoring-done" is
 * emitted. */
GtkWidget    *bst_score_banner_new                 (void);
BstGame      *bst_score_banner_get_game            (BstScoreBanner *self);
/* A new game (or none) ends what the banner shows of the last one. */
void          bst_score_banner_set_game            (BstScoreBanner *self,
                                                    BstGame        *game);
BstBoardView *bst_score_banner_get_board_view      (BstScoreBanner *self);
void          bst_score_banner_set_board_view      (BstScoreBanner *self,
                                                    BstBoardView   *board_view);
/* 1 is normal speed; 0 shows the results without the final scoring. */
double        bst_score_banner_get_animation_speed (BstScoreBanner *self);
void          bst_score_banner_set_animation_speed (BstScoreBanner *self,
                                                    double          speed);
/* Hides what is shown now; the final scoring, if it runs, goes on. */
void          bst_score_banner_hide                (BstScoreBanner *self);
/* What the banner says, while it is shown; NULL when hidden. */
const char   *bst_score_banner_get_text            (BstScoreBanner *self);

G_END_DECLS

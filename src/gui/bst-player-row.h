/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-player-info.h"

G_BEGIN_DECLS

#define BST_TYPE_PLAYER_ROW (bst_player_row_get_type ())

G_DECLARE_FINAL_TYPE (BstPlayerRow, bst_player_row, BST, PLAYER_ROW, GtkListBoxRow)

/* A player in the side panel: swatch, name, score, meeples in supply and
 * what the score would be if the game ended now. */

GtkWidget  *bst_player_row_new              (const BstPlayerInfo *player);
void        bst_player_row_update           (BstPlayerRow        *self,
                                             int                  score,
                                             guint                supply,
                                             int                  final_score,
                                             gboolean             show_final_score,
                                             gboolean             to_move);
GtkLabel   *bst_player_row_get_score_label  (BstPlayerRow        *self);
/* The tiles the player holds for a later turn, shown when the rules let
 * everyone see them; @n_tiles 0 hides them. */
void        bst_player_row_set_held         (BstPlayerRow        *self,
                                             const guint8        *tiles,
                                             guint                n_tiles);
guint       bst_player_row_get_n_held       (BstPlayerRow        *self);
G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_LOG_ENTRY (bst_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (BstLogEntry, bst_log_entry, BST, LOG_ENTRY, GObject)

/* One line of the game log: a turn (the tile, the meeple, what it scored)
 * or the final scoring. */

BstLogEntry         *bst_log_entry_new_turn       (guint                move,
                                                   guint                player,
                                                   const BstMove       *placement);
BstLogEntry         *bst_log_entry_new_final      (guint                move);

guint                bst_log_entry_get_move       (BstLogEntry         *self);
gboolean             bst_log_entry_is_final       (BstLogEntry         *self);
/* The player who moved; meaningless for the final scoring. */
guint                bst_log_entry_get_player     (BstLogEntry         *self);
/* The tile placed and its turn, for its picture; -1 for the final scoring. */
int                  bst_log_entry_get_tile       (BstLogEntry         *self);
guint                bst_log_entry_get_rotation   (BstLogEntry         *self);
void                 bst_log_entry_set_meeple     (BstLogEntry         *self,
                                                   int                  segment);
void                 bst_log_entry_add_event      (BstLogEntry         *self,
                                                   const BstScoreEvent *event);
guint                bst_log_entry_get_n_events   (BstLogEntry         *self);
const BstScoreEvent *bst_log_entry_get_event      (BstLogEntry         *self,
                                                   guint                index);

char                *bst_log_entry_dup_title      (BstLogEntry         *self,
                                                   BstGame             *game);
char                *bst_log_entry_dup_details    (BstLogEntry         *self,
                                                   BstGame             *game);
/* The title and the scoring in one line, for the row's accessible label. */
char                *bst_log_entry_dup_accessible_label (BstLogEntry   *self,
                                                         BstGame       *game);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-game-session.h"
#include "bst-player-row.h"

G_BEGIN_DECLS

#define BST_TYPE_SIDE_PANEL (bst_side_panel_get_type ())

G_DECLARE_FINAL_TYPE (BstSidePanel, bst_side_panel, BST, SIDE_PANEL, AdwBin)

/* Beside the board: whose turn it is and the tile in hand, with Confirm
 * and Take Back (or the bid of a tile auction); every player's score,
 * meeples and, when the rules show them, held tiles; the game log.
 *
 * Signal hand-selected (index): a tile of a hand of several was chosen. */

BstGameSession *bst_side_panel_get_session     (BstSidePanel   *self);
void            bst_side_panel_set_session     (BstSidePanel   *self,
                                                BstGameSession *session);
gboolean        bst_side_panel_get_show_potential_score (BstSidePanel *self);
void            bst_side_panel_set_show_potential_score (BstSidePanel *self,
                                                         gboolean      show);
/* What the player to move has put down so far, or NULL. */
void            bst_side_panel_set_pending     (BstSidePanel   *self,
                                                const BstMove  *pending,
                                                guint           hand_index);
/* While the pending move, made without confirmation, waits a moment
 * before it is played, the hint says how to take it back. */
void            bst_side_panel_set_grace       (BstSidePanel   *self,
                                                gboolean        grace);
/* The buttons of a hand of several tiles, and choosing one, for tests. */
guint           bst_side_panel_get_n_hand_buttons (BstSidePanel *self);
gboolean        bst_side_panel_select_hand     (BstSidePanel   *self,
                                                guint           index);
BstPlayerRow   *bst_side_panel_get_player_row  (BstSidePanel   *self,
                                                guint           player);
GtkListBox     *bst_side_panel_get_log_list    (BstSidePanel   *self);
/* In replay, @title ("Replay — move 12 of 71") stands for the turn; NULL
 * shows the turn again. */
void            bst_side_panel_set_replay_title (BstSidePanel  *self,
                                                 const char    *title);

G_END_DECLS

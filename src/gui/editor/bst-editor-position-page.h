/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-editor-page.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_POSITION_PAGE (bst_editor_position_page_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorPositionPage, bst_editor_position_page, BST,
                      EDITOR_POSITION_PAGE, BstEditorPage)

/* Everything about a position that is not on the board: the players
 * (names, colours, scores, meeples in supply), who is to move, the tiles
 * in hand, the bag (counted from the board, or set by hand), a fixed draw
 * order, the turn and whether the game is over. */

GtkWidget *bst_editor_position_page_new          (void);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-application.h"
#include "bst-board-view.h"
#include "bst-game-session.h"
#include "bst-setup.h"
#include "bst-side-panel.h"

G_BEGIN_DECLS

#define BST_TYPE_WINDOW (bst_window_get_type ())

G_DECLARE_FINAL_TYPE (BstWindow, bst_window, BST, WINDOW, AdwApplicationWindow)

BstWindow      *bst_window_new                  (BstApplication *application);
void            bst_window_start_game           (BstWindow      *self,
                                                 BstSetup       *setup);
void            bst_window_show_new_game_dialog (BstWindow      *self);
void            bst_window_show_toast           (BstWindow      *self,
                                                 const char     *message);

BstGameSession *bst_window_get_session          (BstWindow      *self);
BstGame        *bst_window_get_game             (BstWindow      *self);
BstBoardView   *bst_window_get_board_view       (BstWindow      *self);
BstSidePanel   *bst_window_get_side_panel       (BstWindow      *self);
/* The game.* actions: confirm, take-back, undo, redo, play-again. */
GActionGroup   *bst_window_get_game_actions     (BstWindow      *self);
/* The results of the finished game, while they are shown. */
GtkWindow      *bst_window_get_results_dialog   (BstWindow      *self);

G_END_DECLS

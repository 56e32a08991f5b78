/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_STATISTICS_WINDOW (bst_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (BstStatisticsWindow, bst_statistics_window, BST, STATISTICS_WINDOW,
                      AdwWindow)

/* The lifetime statistics kept in @file (bst_statistics_get_default_file()
 * when NULL), a group a player, and the reset of them all. */
BstStatisticsWindow *bst_statistics_window_new         (GFile   *file);
/* Counts @game, which has just ended, in the player's statistics. */
void                 bst_statistics_window_record_game (BstGame *game);

G_END_DECLS

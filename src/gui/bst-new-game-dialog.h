/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-setup.h"

G_BEGIN_DECLS

#define BST_TYPE_NEW_GAME_DIALOG (bst_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BstNewGameDialog, bst_new_game_dialog, BST, NEW_GAME_DIALOG, AdwWindow)

/* Sets up the next game: the players and every rule of the rule table,
 * edited in place on @setup. Signal start: the player asked to begin. */

BstNewGameDialog *bst_new_game_dialog_new       (BstSetup         *setup);
BstSetup         *bst_new_game_dialog_get_setup (BstNewGameDialog *self);

G_END_DECLS

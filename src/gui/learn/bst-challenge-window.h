/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BST_TYPE_CHALLENGE_WINDOW (bst_challenge_window_get_type ())

G_DECLARE_FINAL_TYPE (BstChallengeWindow, bst_challenge_window, BST, CHALLENGE_WINDOW, AdwWindow)

/* The solo challenges in a window of its own beside the game: the list
 * (BstChallengeList) and, once one is picked, the challenge itself
 * (BstChallengeView) until the player leaves it for the list again. The
 * best results are kept in @settings (NULL: nowhere). */

GtkWidget *bst_challenge_window_new (GtkWindow *parent,
                                     GSettings *settings);

G_END_DECLS

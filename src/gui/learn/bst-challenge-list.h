/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BST_TYPE_CHALLENGE_LIST (bst_challenge_list_get_type ())

G_DECLARE_FINAL_TYPE (BstChallengeList, bst_challenge_list, BST, CHALLENGE_LIST, AdwBin)

/* The solo challenges, each with its goal and the best result so far.
 * Signal "challenge-activated" (const char *name): the player picked one;
 * show it in a BstChallengeView. */

GtkWidget *bst_challenge_list_new     (GSettings        *settings);
/* Reads the best results again (the list also follows the setting). */
void       bst_challenge_list_refresh (BstChallengeList *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_TURN_STRIP (bst_turn_strip_get_type ())

G_DECLARE_FINAL_TYPE (BstTurnStrip, bst_turn_strip, BST, TURN_STRIP, AdwBin)

/* Below the board when the side panel is folded away: the tile in hand,
 * the player to move with everyone's score, Hint and Confirm, so that a
 * turn can be played on a narrow screen without opening the panel. */

GtkWidget *bst_turn_strip_new    (void);
/* Shows @game (or nothing) as it stands, with @pending (or NULL) the
 * tile put down so far and @hand_index the tile chosen of a hand. */
void       bst_turn_strip_update (BstTurnStrip  *self,
                                  BstGame       *game,
                                  const BstMove *pending,
                                  guint          hand_index);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-player-info.h"

G_BEGIN_DECLS

#define BST_TYPE_MEEPLE_ICON (bst_meeple_icon_get_type ())

G_DECLARE_FINAL_TYPE (BstMeepleIcon, bst_meeple_icon, BST, MEEPLE_ICON, GtkWidget)

/* A player's swatch: their meeple in their colour with the colour's mark,
 * so that colours can be told apart without seeing them. */

GtkWidget *bst_meeple_icon_new        (BstColour      colour);
BstColour  bst_meeple_icon_get_colour (BstMeepleIcon *self);
void       bst_meeple_icon_set_colour (BstMeepleIcon *self,
                                       BstColour      colour);

G_END_DECLS

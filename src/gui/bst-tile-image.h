/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BST_TYPE_TILE_IMAGE (bst_tile_image_get_type ())

G_DECLARE_FINAL_TYPE (BstTileImage, bst_tile_image, BST, TILE_IMAGE, GtkWidget)

/* One tile, drawn by BstTileArt at the widget's size: the tile in hand. */

GtkWidget *bst_tile_image_new          (void);
int        bst_tile_image_get_tile     (BstTileImage *self);
void       bst_tile_image_set_tile     (BstTileImage *self,
                                        int           tile);
guint      bst_tile_image_get_rotation (BstTileImage *self);
void       bst_tile_image_set_rotation (BstTileImage *self,
                                        guint         rotation);

G_END_DECLS

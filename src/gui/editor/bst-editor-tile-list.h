/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_TILE_LIST (bst_editor_tile_list_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorTileList, bst_editor_tile_list, BST, EDITOR_TILE_LIST, GtkWidget)

/* A list of tiles chosen by their pictures (the hand, the draw order):
 * the tiles in order, each removed by clicking it, and a button opening
 * the 24 tile pictures to add one, each with how many are left. Emits
 * "changed" when the person changes the list. */

GtkWidget    *bst_editor_tile_list_new        (void);
/* The tile types, @n of them; setting them emits nothing. */
const guint8 *bst_editor_tile_list_get_tiles  (BstEditorTileList *self,
                                               guint             *n);
void          bst_editor_tile_list_set_tiles  (BstEditorTileList *self,
                                               const guint8      *types,
                                               guint              n);
guint         bst_editor_tile_list_get_max    (BstEditorTileList *self);
void          bst_editor_tile_list_set_max    (BstEditorTileList *self,
                                               guint              max);
/* How many of each tile type are left to add (BST_N_TILE_TYPES of them),
 * or NULL for no counts; a tile with none left cannot be added. */
void          bst_editor_tile_list_set_counts (BstEditorTileList *self,
                                               const guint       *counts);
/* What a person does: adds @type at the end (in place of the last tile
 * when the list is full), or removes the tile at @index. */
gboolean      bst_editor_tile_list_add        (BstEditorTileList *self,
                                               guint              type);
gboolean      bst_editor_tile_list_remove     (BstEditorTileList *self,
                                               guint              index);

G_END_DECLS

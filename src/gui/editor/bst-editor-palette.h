/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-editor-document.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_PALETTE (bst_editor_palette_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorPalette, bst_editor_palette, BST, EDITOR_PALETTE, GtkWidget)

/* The editor's tools: the 24 tile types, each with how many the 72-tile
 * set has left (unless the document is in free mode), a meeple per player,
 * and the hand for moving, turning and deleting tiles. Exactly one tool is
 * chosen: "tool-tile" and "tool-player" are -1 when it is not theirs. */

GtkWidget         *bst_editor_palette_new             (void);
BstEditorDocument *bst_editor_palette_get_document    (BstEditorPalette  *self);
void               bst_editor_palette_set_document    (BstEditorPalette  *self,
                                                       BstEditorDocument *document);
int                bst_editor_palette_get_tool_tile   (BstEditorPalette  *self);
void               bst_editor_palette_set_tool_tile   (BstEditorPalette  *self,
                                                       int                type);
int                bst_editor_palette_get_tool_player (BstEditorPalette  *self);
void               bst_editor_palette_set_tool_player (BstEditorPalette  *self,
                                                       int                player);

G_END_DECLS

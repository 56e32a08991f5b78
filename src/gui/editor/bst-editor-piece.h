/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What is dragged in the editor, as the drag's content: a tile from the
 * palette, a tile on the board, or a meeple on the board. */

typedef enum {
  BST_EDITOR_PIECE_NEW_TILE,  /* @type turned @rotation, from the palette */
  BST_EDITOR_PIECE_TILE,      /* the tile at (@x, @y) */
  BST_EDITOR_PIECE_MEEPLE,    /* the meeple on @segment of the tile at (@x, @y) */
} BstEditorPieceKind;

typedef struct {
  BstEditorPieceKind kind;
  guint              type;
  guint              rotation;
  int                x;
  int                y;
  guint              segment;
} BstEditorPiece;

#define BST_TYPE_EDITOR_PIECE (bst_editor_piece_get_type ())

GType           bst_editor_piece_get_type (void) G_GNUC_CONST;
BstEditorPiece *bst_editor_piece_copy     (const BstEditorPiece *self);
void            bst_editor_piece_free     (BstEditorPiece       *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstEditorPiece, bst_editor_piece_free)

G_END_DECLS

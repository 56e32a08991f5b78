/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-editor-piece.h"

G_DEFINE_BOXED_TYPE (BstEditorPiece, bst_editor_piece, bst_editor_piece_copy,
                     bst_editor_piece_free)

BstEditorPiece *
bst_editor_piece_copy (const BstEditorPiece *self)
{
  return g_memdup2 (self, sizeof *self);
}

void
bst_editor_piece_free (BstEditorPiece *self)
{
  g_free (self);
}

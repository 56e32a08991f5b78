/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-board-navigator.h"
#include "bst-editor-board.h"
#include "bst-editor-piece.h"
#include "bst-texture-cache.h"

G_BEGIN_DECLS

/* The editor's board is one object in two files: bst-editor-board.c draws
 * it and holds its state, bst-editor-board-input.c turns the pointer,
 * drags and drops and the keys into edits of the document. */

struct _BstEditorBoard
{
  GtkWidget          parent_instance;

  BstEditorDocument *document;
  GSignalGroup      *document_signals;
  BstTextureCache   *cache;
  BstBoardNavigator *navigator;

  int                tool_tile;
  guint              tool_rotation;
  int                tool_player;

  int                cursor_x;
  int                cursor_y;
  gboolean           keyboard_last;   /* the keys were used since the pointer moved */
  gboolean           pointer_inside;
  double             pointer_x;
  double             pointer_y;

  /* A piece dragged from the board (the drag source's), and one from
   * anywhere while it is over the board (the drop target's). */
  GtkDropTarget     *drop_target;
  BstEditorPiece     drag_piece;
  gboolean           dragging;
  gboolean           drag_moved;      /* since the last press */
  gboolean           drop_inside;
  double             drop_x;
  double             drop_y;

  gboolean           has_move;
  BstMove            move;
  guint              move_player;

  /* Clicks and the keys answer a puzzle ("answer-square") instead of
   * editing: no drag, drop or key changes the document. */
  gboolean           answer_mode;
};

/* Where a dropped piece would go: a tile of @type turned @rotation at
 * (x, y), or a meeple of @player on @segment of the tile there. */
typedef struct {
  int   x;
  int   y;
  guint type;
  guint rotation;
  guint segment;
  guint player;
} BstEditorDropPlan;

static inline const BstEditorDraft *
_bst_editor_board_draft (BstEditorBoard *self)
{
  return self->document ? bst_editor_document_get_draft (self->document) : NULL;
}

static inline const BstBoardTransform *
_bst_editor_board_transform (BstEditorBoard *self)
{
  return bst_board_navigator_get_transform (self->navigator);
}

/* bst-editor-board.c */
/* Emits "answer-square": (u, v) is the point within square (x, y) in tile
 * geometry units, or (-1, -1) without one. */
void     _bst_editor_board_answer             (BstEditorBoard       *self,
                                               int                   x,
                                               int                   y,
                                               double                u,
                                               double                v,
                                               gboolean              turn);

/* bst-editor-board-input.c */
void     _bst_editor_board_attach_controllers (BstEditorBoard       *self);
void     _bst_editor_board_set_cursor         (BstEditorBoard       *self,
                                               int                   x,
                                               int                   y);
/* Whether a press of @button at (x, y) is on a piece to drag rather than
 * the table to pan. */
gboolean _bst_editor_board_takes_press        (BstEditorBoard       *self,
                                               guint                 button,
                                               double                x,
                                               double                y);
/* Where @piece dropped at widget point (x, y) would go; FALSE when it
 * cannot go there. */
gboolean _bst_editor_board_plan_drop          (BstEditorBoard       *self,
                                               const BstEditorPiece *piece,
                                               double                x,
                                               double                y,
                                               BstEditorDropPlan    *plan);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-editor-document.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_BOARD (bst_editor_board_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorBoard, bst_editor_board, BST, EDITOR_BOARD, GtkWidget)

/* The board of a BstEditorDocument, which may break the rules: drawn with
 * the board view's tile textures, with the edges that do not match outlined
 * in red and the tile or meeple the validation names ringed.
 *
 * A click on an empty square places the tile of the tile tool; with a
 * meeple tool, a click on a segment puts that player's meeple there or
 * takes it away. The secondary button turns the tile under the pointer (or
 * the tool's tile).
 *
 * Dragging and dropping (content BstEditorPiece): a tile from the palette
 * is placed where it is dropped, turned to fit its neighbours when it
 * can; a tile dragged on the board moves with its meeples to an empty
 * square; a meeple dragged moves to a free segment of any tile. While a
 * piece is over the board it is shown where it would land.
 *
 * The keys, while the board has the focus: the arrows move the cursor
 * (drawn as a frame, and kept in view), Shift and an arrow moves the tile
 * at the cursor with it; Page Down and Page Up choose the next or previous
 * tile of the palette, 1 to 6 a player's meeples, Escape the hand; R turns
 * the tile at the cursor (or the tool's tile) clockwise, Shift+R back;
 * Enter or Space places the tool's tile at the cursor; M cycles a meeple
 * on the cursor's tile (Shift+M backwards); Delete takes the tile away.
 * Panning, zooming, fitting and the glide after a growing board (at
 * "animation-speed") work as on the game's
 * board (BstBoardNavigator). */

GtkWidget         *bst_editor_board_new             (void);

BstEditorDocument *bst_editor_board_get_document    (BstEditorBoard    *self);
void               bst_editor_board_set_document    (BstEditorBoard    *self,
                                                     BstEditorDocument *document);
/* The tile the tool places, or -1 for none. */
int                bst_editor_board_get_tool_tile   (BstEditorBoard    *self);
void               bst_editor_board_set_tool_tile   (BstEditorBoard    *self,
                                                     int                type);
guint              bst_editor_board_get_tool_rotation (BstEditorBoard  *self);
void               bst_editor_board_set_tool_rotation (BstEditorBoard  *self,
                                                       guint            rotation);
/* The player whose meeples the tool places, or -1 for none. */
int                bst_editor_board_get_tool_player (BstEditorBoard    *self);
void               bst_editor_board_set_tool_player (BstEditorBoard    *self,
                                                     int                player);

void               bst_editor_board_get_cursor      (BstEditorBoard    *self,
                                                     int               *x,
                                                     int               *y);
void               bst_editor_board_set_cursor      (BstEditorBoard    *self,
                                                     int                x,
                                                     int                y);
/* Moves the cursor to the square and scrolls it into view. */
void               bst_editor_board_show_square     (BstEditorBoard    *self,
                                                     int                x,
                                                     int                y);
/* Places the tool's tile at the cursor, or with the meeple tool, cycles
 * the meeple as below. */
gboolean           bst_editor_board_activate_cursor (BstEditorBoard    *self);
/* On the tile at the cursor, puts a meeple on the first free segment,
 * moves it on to the next free one or, past the last, takes it away (the
 * other way round when @direction is negative): a meeple of the meeple
 * tool's player, or else of the player to move. One undo step; nothing in
 * answer mode. */
gboolean           bst_editor_board_cycle_meeple    (BstEditorBoard    *self,
                                                     int                direction);

/* Shows @move (a placement and maybe a meeple of @player) as a ghost on
 * the board; NULL hides it. */
void               bst_editor_board_show_move       (BstEditorBoard    *self,
                                                     const BstMove     *move,
                                                     guint              player);
/* In answer mode a click, a right-click, Enter, Space, M or R at the
 * cursor emits "answer-square" and nothing changes the document: no drag,
 * drop, Delete or Shift and an arrow (which only moves the cursor); a
 * puzzle's author plays an answer. */
void               bst_editor_board_set_answer_mode (BstEditorBoard    *self,
                                                     gboolean           answer_mode);
void               bst_editor_board_zoom_to_fit     (BstEditorBoard    *self);
/* 1 is normal speed, higher is faster, 0 turns the glide off. */
double             bst_editor_board_get_animation_speed (BstEditorBoard *self);
void               bst_editor_board_set_animation_speed (BstEditorBoard *self,
                                                         double          speed);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-aids.h"
#include "bst-board-transform.h"
#include "bst-game.h"
#include "bst-texture-cache.h"

G_BEGIN_DECLS

#define BST_TYPE_BOARD_VIEW (bst_board_view_get_type ())

G_DECLARE_FINAL_TYPE (BstBoardView, bst_board_view, BST, BOARD_VIEW, GtkWidget)

/* The board of a BstGame, drawn with GtkSnapshot from cached tile
 * textures. While the view is interactive and the player to move holds a
 * tile, the legal squares are outlined and a ghost of the tile follows the
 * pointer (or the keyboard cursor) over the squares beside the board, red
 * where it cannot go, with the reason in the tooltip; choosing a square
 * makes a tentative placement, after which the meeple targets are shown
 * and one may be picked. The target under the pointer, else the one
 * picked, has its feature outlined and, beside it, a label of what the
 * meeple would score now and at the end, as bst_meeple_preview() says. The view never plays: whoever embeds it reads the pending move
 * (on "pending-changed", or when the player confirms it with
 * "move-activated": Enter, or a double click on the tentative tile) and
 * passes it to bst_game_play().
 *
 * The view follows the board: while it shows the whole board (after a new
 * game, or board.zoom-fit), any move, undo or redo makes it glide (at
 * "animation-speed"; 0 moves it at once) to the fit of every tile and every
 * square next to one, and a new size of the widget fits it again. Panning
 * or zooming by hand stops that until the next fit. Its BstBoardNavigator does the
 * panning, zooming and following.
 *
 * Widget actions: board.zoom-in, board.zoom-out, board.zoom-fit,
 * board.rotate (R), board.rotate-back (Shift+R), board.place (a tentative
 * placement at the keyboard cursor; on the tentative tile it activates the
 * move), board.skip-meeple, board.meeple (int: index into the meeple
 * targets, 0-based; keys 1–8), board.hand (int: the tile of a hand of
 * several, before one is down; the same keys). */

GtkWidget       *bst_board_view_new                  (void);

BstGame         *bst_board_view_get_game             (BstBoardView      *self);
void             bst_board_view_set_game             (BstBoardView      *self,
                                                      BstGame           *game);
gboolean         bst_board_view_get_show_legal_squares (BstBoardView    *self);
void             bst_board_view_set_show_legal_squares (BstBoardView    *self,
                                                        gboolean         show);
gboolean         bst_board_view_get_interactive      (BstBoardView      *self);
void             bst_board_view_set_interactive      (BstBoardView      *self,
                                                      gboolean           interactive);
/* Which tile of the hand is being placed (games with a hand of several). */
guint            bst_board_view_get_hand_index       (BstBoardView      *self);
void             bst_board_view_set_hand_index       (BstBoardView      *self,
                                                      guint              index);

/* TRUE while a tile is tentatively placed; @out gets the placement and the
 * chosen meeple segment, or BST_NO_SEGMENT. */
gboolean         bst_board_view_get_pending_move     (BstBoardView      *self,
                                                      BstMove           *out);
void             bst_board_view_clear_pending        (BstBoardView      *self);

/* Tints the whole feature @segment of placed tile @tile belongs to. */
void             bst_board_view_highlight_feature    (BstBoardView      *self,
                                                      guint              tile,
                                                      guint              segment);
/* Tints @segment's feature too, beside those already tinted. */
void             bst_board_view_add_highlight_feature (BstBoardView     *self,
                                                       guint             tile,
                                                       guint             segment);
void             bst_board_view_clear_highlight      (BstBoardView      *self);

/* The aids drawn over the board (none by default): dead squares crossed
 * out, the tiles that fit an open square in its tooltip, the chance of
 * finishing each open feature, the fields coloured by who holds them. */
BstAids          bst_board_view_get_aids             (BstBoardView      *self);
void             bst_board_view_set_aids             (BstBoardView      *self,
                                                      BstAids            aids);
/* Singles out the meeple target of a suggested move: while the pending
 * tile lies on @hint's square, turned its way, the target of its meeple
 * stands out from the others until a meeple is put down. NULL forgets the
 * hint. */
void             bst_board_view_show_hint_target     (BstBoardView      *self,
                                                      const BstMove     *hint);
/* The segment of the target singled out now, or BST_NO_SEGMENT. */
int              bst_board_view_get_hint_target      (BstBoardView      *self);
/* Draws @move, a placement better than the one played there, on the board
 * as it stands, playable or not: its tile as a ghost on its square, turned
 * its way, and the target of its meeple ringed as a hint's. NULL forgets
 * it. */
void             bst_board_view_show_better_move     (BstBoardView      *self,
                                                      const BstMove     *move);
/* Whether a better move is drawn, and which in @out (or NULL). */
gboolean         bst_board_view_get_better_move      (BstBoardView      *self,
                                                      BstMove           *out);

/* Pixels per tile. The view rests at zoom levels where tiles are drawn
 * pixel for pixel from their rasters (about 19% apart, 16 … 363 at scale
 * 1): setting a zoom rounds it to the nearest level. Only a pinch and the
 * glide after the growing board pass through the zooms between, and
 * settle on a level when they end. */
double           bst_board_view_get_zoom             (BstBoardView      *self);
/* About the centre of the widget. */
void             bst_board_view_set_zoom             (BstBoardView      *self,
                                                      double             zoom);
void             bst_board_view_zoom_at              (BstBoardView      *self,
                                                      double             zoom,
                                                      double             x,
                                                      double             y);
void             bst_board_view_zoom_to_fit          (BstBoardView      *self);
/* TRUE while the view follows the board, FALSE once it was moved by hand. */
gboolean         bst_board_view_get_following        (BstBoardView      *self);
/* 1 is normal speed, higher is faster, 0 turns the glide off. */
double           bst_board_view_get_animation_speed  (BstBoardView      *self);
void             bst_board_view_set_animation_speed  (BstBoardView      *self,
                                                      double             speed);
void             bst_board_view_get_transform        (BstBoardView      *self,
                                                      BstBoardTransform *transform);
void             bst_board_view_set_transform        (BstBoardView      *self,
                                                      const BstBoardTransform *transform);

void             bst_board_view_get_cursor           (BstBoardView      *self,
                                                      int               *square_x,
                                                      int               *square_y);
void             bst_board_view_set_cursor           (BstBoardView      *self,
                                                      int                square_x,
                                                      int                square_y);

BstTextureCache *bst_board_view_get_texture_cache    (BstBoardView      *self);

G_END_DECLS

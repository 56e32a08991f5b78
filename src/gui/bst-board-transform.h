/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <graphene.h>

G_BEGIN_DECLS

/* Where the board is on a widget: @zoom pixels per tile, and the widget
 * position of the north-west corner of square (0, 0). Square (x, y) covers
 * [x, x + 1) × [y, y + 1) in board units. Plain maths, kept apart from
 * the widgets so it can be checked on its own. */
typedef struct {
  double zoom;
  double x;
  double y;
} BstBoardTransform;

/* The closest and the farthest any board is shown. */
#define BST_BOARD_TRANSFORM_MIN_ZOOM  16.0
#define BST_BOARD_TRANSFORM_MAX_ZOOM  384.0

void     bst_board_transform_to_widget  (const BstBoardTransform *self,
                                         int                      square_x,
                                         int                      square_y,
                                         graphene_rect_t         *rect);
void     bst_board_transform_square_at  (const BstBoardTransform *self,
                                         double                   x,
                                         double                   y,
                                         int                     *square_x,
                                         int                     *square_y);
/* Board units (fractional squares) of a widget point, and back. */
void     bst_board_transform_to_board   (const BstBoardTransform *self,
                                         double                   x,
                                         double                   y,
                                         double                  *board_x,
                                         double                  *board_y);
void     bst_board_transform_from_board (const BstBoardTransform *self,
                                         double                   board_x,
                                         double                   board_y,
                                         double                  *x,
                                         double                  *y);
/* Changes the zoom (clamped to the limits above) keeping the board point
 * under the widget point (x, y) where it is. */
void     bst_board_transform_zoom_at    (BstBoardTransform       *self,
                                         double                   zoom,
                                         double                   x,
                                         double                   y);
/* Shows squares [min_x, max_x] × [min_y, max_y] and half a square around
 * them, centred in @width × @height, no closer than @max_zoom. */
void     bst_board_transform_fit        (BstBoardTransform       *self,
                                         int                      min_x,
                                         int                      min_y,
                                         int                      max_x,
                                         int                      max_y,
                                         double                   width,
                                         double                   height,
                                         double                   max_zoom);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-transform.h"

#include <math.h>

void
bst_board_transform_to_widget (const BstBoardTransform *self,
                               int                      square_x,
                               int                      square_y,
                               graphene_rect_t         *rect)
{
  graphene_rect_init (rect,
                      self->x + square_x * self->zoom,
                      self->y + square_y * self->zoom,
                      self->zoom, self->zoom);
}

void
bst_board_transform_to_board (const BstBoardTransform *self,
                              double                   x,
                              double                   y,
                              double                  *board_x,
                              double                  *board_y)
{
  *board_x = (x - self->x) / self->zoom;
  *board_y = (y - self->y) / self->zoom;
}

void
bst_board_transform_from_board (const BstBoardTransform *self,
                                double                   board_x,
                                double                   board_y,
                                double                  *x,
                                double                  *y)
{
  *x = self->x + board_x * self->zoom;
  *y = self->y + board_y * self->zoom;
}

void
bst_board_transform_square_at (const BstBoardTransform *self,
                               double                   x,
                               double                   y,
                               int                     *square_x,
                               int                     *square_y)
{
  double bx, by;

  bst_board_transform_to_board (self, x, y, &bx, &by);
  *square_x = (int) floor (bx);
  *square_y = (int) floor (by);
}

void
bst_board_transform_zoom_at (BstBoardTransform *self,
                             double             zoom,
                             double             x,
                             double             y)
{
  double bx, by;

  bst_board_transform_to_board (self, x, y, &bx, &by);
  self->zoom = CLAMP (zoom, BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM);
  self->x = x - bx * self->zoom;
  self->y = y - by * self->zoom;
}

void
bst_board_transform_fit (BstBoardTransform *self,
                         int                min_x,
                         int                min_y,
                         int                max_x,
                         int                max_y,
                         double             width,
                         double             height,
                         double             max_zoom)
{
  double columns = max_x - min_x + 2;
  double rows = max_y - min_y + 2;
  double zoom = MIN (width / columns, height / rows);

  self->zoom = CLAMP (MIN (zoom, max_zoom),
                      BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM);
  self->x = width / 2 - (min_x + max_x + 1) / 2.0 * self->zoom;
  self->y = height / 2 - (min_y + max_y + 1) / 2.0 * self->zoom;
}

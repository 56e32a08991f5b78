/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-board-transform.h"
#include "bst-texture-cache.h"

G_BEGIN_DECLS

/* One snapshot of a board, the game's (BstBoardView) or the editor's:
 * where it draws, how, and what with. Lives on the stack for the length of
 * a snapshot. bst_board_frame_init() leaves @bucket, the tile raster size,
 * to the caller, since the board view draws from the rasters it already
 * has while it makes the ones it wants. */
typedef struct {
  GtkSnapshot             *snapshot;
  gboolean                 use_cairo;  /* the renderer is GSK's cairo one */
  gboolean                 dark;       /* the style is */
  gboolean                 borders;    /* each tile is outlined, to count them */
  double                   scale;      /* device pixels per widget pixel */
  int                      bucket;     /* tile raster size */
  int                      width;
  int                      height;
  const BstBoardTransform *transform;
  BstTextureCache         *cache;
} BstBoardFrame;

void     bst_board_frame_init           (BstBoardFrame           *self,
                                         GtkWidget               *widget,
                                         GtkSnapshot             *snapshot,
                                         const BstBoardTransform *transform,
                                         BstTextureCache         *cache);

/* The table the board lies on, over the whole widget. */
void     bst_board_frame_append_table   (const BstBoardFrame     *self);
/* Where a bounded table ends: @squares, in board units, lie on it;
 * beyond, the floor shows darker, with a line along the edge. */
void     bst_board_frame_append_table_edge (const BstBoardFrame   *self,
                                            const graphene_rect_t *squares);
/* @v widget pixels, rounded to the nearest device pixel. */
double   bst_board_frame_snap           (const BstBoardFrame     *self,
                                         double                   v);
/* Square (x, y)'s rectangle with its edges on device pixels; FALSE when
 * none of it is in the widget. */
gboolean bst_board_frame_square_rect    (const BstBoardFrame     *self,
                                         int                      x,
                                         int                      y,
                                         graphene_rect_t         *rect);
void     bst_board_frame_append_tile    (const BstBoardFrame     *self,
                                         guint                    type,
                                         guint                    rotation,
                                         int                      x,
                                         int                      y);
/* Where a meeple on @segment of a tile of @type turned @rotation at
 * square (x, y) stands, in widget pixels. */
void     bst_board_frame_meeple_point   (const BstBoardFrame     *self,
                                         int                      x,
                                         int                      y,
                                         guint                    type,
                                         guint                    rotation,
                                         guint                    segment,
                                         graphene_point_t        *point);
/* A meeple in @colour (a BstColour) on @segment; FALSE when it is not
 * drawn, being off the widget or on no segment of @type. Otherwise @rect
 * and @point (both may be NULL) get the picture's rectangle and the point
 * it stands on. */
gboolean bst_board_frame_append_meeple  (const BstBoardFrame     *self,
                                         guint                    colour,
                                         int                      x,
                                         int                      y,
                                         guint                    type,
                                         guint                    rotation,
                                         guint                    segment,
                                         graphene_rect_t         *rect,
                                         graphene_point_t        *point);
/* A line @width wide inside @rect shrunk by @inset (grown, if negative),
 * with corners of @radius. */
void     bst_board_frame_append_outline (const BstBoardFrame     *self,
                                         const graphene_rect_t   *rect,
                                         double                   inset,
                                         double                   radius,
                                         double                   width,
                                         const GdkRGBA           *color);

/* @hex ("#rrggbb") with @alpha. */
void     bst_board_frame_rgba_from_hex  (GdkRGBA                 *rgba,
                                         const char              *hex,
                                         double                   alpha);

G_END_DECLS

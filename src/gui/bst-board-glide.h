/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-board-transform.h"

G_BEGIN_DECLS

/* Called at every frame of a glide with where the view is; at the last,
 * the glide is already over. */
typedef void (*BstBoardGlideFunc) (gpointer                 user_data,
                                   const BstBoardTransform *transform);

/* A board's view moving from one transform to another over a few frames
 * of a widget: out of the way quickly, then settling. Lives inside the
 * BstBoardNavigator that uses it, which owns the transform; the glide only
 * says, frame by frame, where it is. */
typedef struct {
  GtkWidget         *widget;      /* weak; NULL while no glide runs */
  guint              tick_id;
  gint64             start;       /* frame time, µs; 0 until the first frame */
  double             duration;    /* µs */
  BstBoardTransform  from;
  BstBoardTransform  to;
  BstBoardGlideFunc  func;
  gpointer           user_data;
} BstBoardGlide;

/* Stops the glide under way, and starts one from @from to @to lasting
 * @duration_ms. Returns FALSE, having started nothing, when nothing would
 * be seen of it: @widget is not mapped, its animations are off or
 * @duration_ms is 0. */
gboolean bst_board_glide_start        (BstBoardGlide           *self,
                                       GtkWidget               *widget,
                                       const BstBoardTransform *from,
                                       const BstBoardTransform *to,
                                       double                   duration_ms,
                                       BstBoardGlideFunc        func,
                                       gpointer                 user_data);
/* The glide under way, if any, takes @duration_ms in all, from its start. */
void     bst_board_glide_set_duration (BstBoardGlide           *self,
                                       double                   duration_ms);
/* Stops where it is, without a last call of the glide's function. */
void     bst_board_glide_stop         (BstBoardGlide           *self);
gboolean bst_board_glide_is_running   (const BstBoardGlide     *self);

/* Where a glide from @from to @to in a widget of @width × @height stands
 * at @progress (0 to 1 of its time): the zoom changes by equal ratios, and
 * the middle of the widget moves straight. */
void     bst_board_glide_interpolate  (const BstBoardTransform *from,
                                       const BstBoardTransform *to,
                                       double                   width,
                                       double                   height,
                                       double                   progress,
                                       BstBoardTransform       *out);

G_END_DECLS

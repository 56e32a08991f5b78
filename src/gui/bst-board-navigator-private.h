/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-board-glide.h"
#include "bst-board-navigator.h"

G_BEGIN_DECLS

/* The navigator is one object in two files: bst-board-navigator.c moves
 * the view (levels, fits, following the board, the glide),
 * bst-board-navigator-input.c turns the pointer, the touchpad and the keys
 * into its calls, and calls only it. */

struct _BstBoardNavigator
{
  GObject             parent_instance;

  GtkWidget          *widget;         /* weak: the widget owns its navigator */
  GPtrArray          *controllers;    /* the ones attached to the widget */

  BstBoardExtentFunc  extent_func;
  gpointer            extent_data;
  GDestroyNotify      extent_destroy;

  BstBoardTransform   transform;
  gboolean            placed;         /* transform set for the current board and size */
  int                 width;
  int                 height;
  double              max_fit_zoom;

  /* Until the player pans or zooms, the view follows the board as it
   * grows, gliding to where it shows it all. */
  gboolean            following;
  double              animation_speed;
  BstBoardGlide       glide;

  gboolean            pointer_inside;
  double              pointer_x;
  double              pointer_y;
  gboolean            has_cursor;     /* the keyboard was used last */
  int                 cursor_x;
  int                 cursor_y;

  BstBoardTransform   drag_start;
  gboolean            panning;
  gboolean            press_panned;   /* since the last press */
  double              pinch_start_zoom;
  double              pinch_x;
  double              pinch_y;
  double              scroll_zoom;    /* levels scrolled and not yet taken */
};

/* bst-board-navigator-input.c */
void     _bst_board_navigator_attach_controllers (BstBoardNavigator       *self);

/* bst-board-navigator.c */
void     _bst_board_navigator_set_transform      (BstBoardNavigator       *self,
                                                  const BstBoardTransform *transform);
void     _bst_board_navigator_stop_following     (BstBoardNavigator       *self);
void     _bst_board_navigator_pan_by             (BstBoardNavigator       *self,
                                                  double                   dx,
                                                  double                   dy);
/* To any zoom, not only a level: a pinch passes through the zooms between. */
void     _bst_board_navigator_zoom_freely_at     (BstBoardNavigator       *self,
                                                  double                   zoom,
                                                  double                   x,
                                                  double                   y);
/* @steps levels from the one nearest the zoom now (0: onto that level). */
void     _bst_board_navigator_zoom_steps_at      (BstBoardNavigator       *self,
                                                  int                      steps,
                                                  double                   x,
                                                  double                   y);
void     _bst_board_navigator_set_panning        (BstBoardNavigator       *self,
                                                  gboolean                 panning);
/* Emits "drag-begin": TRUE when the widget takes the press for itself. */
gboolean _bst_board_navigator_drag_begin         (BstBoardNavigator       *self,
                                                  guint                    button,
                                                  double                   x,
                                                  double                   y);

G_END_DECLS

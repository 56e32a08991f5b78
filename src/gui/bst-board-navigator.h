/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-board-transform.h"

G_BEGIN_DECLS

#define BST_TYPE_BOARD_NAVIGATOR (bst_board_navigator_get_type ())

G_DECLARE_FINAL_TYPE (BstBoardNavigator, bst_board_navigator, BST, BOARD_NAVIGATOR, GObject)

/* The squares a board must show: its tiles and the squares where the next
 * ones may go. */
typedef void (*BstBoardExtentFunc) (gpointer  user_data,
                                    int      *min_x,
                                    int      *min_y,
                                    int      *max_x,
                                    int      *max_y);

/* How a board widget is looked at: it owns the widget's BstBoardTransform
 * and moves it when the player drags the table, scrolls, pinches or uses
 * the keys — +, = and - zoom, 0 shows the whole board, Ctrl and an arrow
 * pans — and emits "changed" whenever it moved.
 *
 * The view rests at zoom levels where tiles are drawn pixel for pixel from
 * their rasters (about 19% apart, 16 … 363 at scale 1). Only a pinch and
 * the glide after a growing board pass through the zooms between, and
 * settle on a level when they end.
 *
 * While it follows the board (after a fit), the view stays fitted to it:
 * bst_board_navigator_follow() after the board changed glides (at
 * "animation-speed"; 0 moves it at once) to the fit of its extent now,
 * grown or shrunk, and a new size of the widget fits it again at once.
 * Panning or zooming by hand stops that until the next fit.
 *
 * The widget passes on its allocation with bst_board_navigator_allocate(),
 * and may take a press for itself (to drag a piece rather than the table)
 * by returning TRUE from "drag-begin". */

BstBoardNavigator       *bst_board_navigator_new               (GtkWidget          *widget);

GtkWidget               *bst_board_navigator_get_widget        (BstBoardNavigator  *self);
void                     bst_board_navigator_set_extent_func   (BstBoardNavigator  *self,
                                                                BstBoardExtentFunc  func,
                                                                gpointer            user_data,
                                                                GDestroyNotify      destroy);

const BstBoardTransform *bst_board_navigator_get_transform     (BstBoardNavigator  *self);
/* By hand: the view stops following the board. */
void                     bst_board_navigator_set_transform     (BstBoardNavigator  *self,
                                                                const BstBoardTransform *transform);

double                   bst_board_navigator_get_zoom          (BstBoardNavigator  *self);
/* Rounds @zoom to the nearest level, keeping the point (x, y) in place. */
void                     bst_board_navigator_zoom_at           (BstBoardNavigator  *self,
                                                                double              zoom,
                                                                double              x,
                                                                double              y);
/* @steps levels closer (or farther, when negative), about the keyboard
 * cursor when the keyboard was used last, else the pointer, else the
 * middle of the widget. */
void                     bst_board_navigator_zoom_by           (BstBoardNavigator  *self,
                                                                int                 steps);
void                     bst_board_navigator_zoom_to_fit       (BstBoardNavigator  *self);
/* The zoom tile rasters are made for: during a glide its larger end, so
 * that the glide does not make new ones at every step. */
double                   bst_board_navigator_get_detail_zoom   (BstBoardNavigator  *self);

/* The largest zoom a fit picks, so that a small board is not blown up. */
double                   bst_board_navigator_get_max_fit_zoom  (BstBoardNavigator  *self);
void                     bst_board_navigator_set_max_fit_zoom  (BstBoardNavigator  *self,
                                                                double              zoom);

gboolean                 bst_board_navigator_get_following     (BstBoardNavigator  *self);
/* The board may have changed: while following it, glide to its fit. */
void                     bst_board_navigator_follow            (BstBoardNavigator  *self);
/* A new board: fit it at the next allocation, and follow it. */
void                     bst_board_navigator_reset             (BstBoardNavigator  *self);

/* 1 is normal speed, higher is faster, 0 turns the glide off. */
double                   bst_board_navigator_get_animation_speed (BstBoardNavigator *self);
void                     bst_board_navigator_set_animation_speed (BstBoardNavigator *self,
                                                                  double             speed);

/* The square the keyboard cursor is on, which keyboard zooming centres
 * on; unset while the pointer was used last. */
void                     bst_board_navigator_set_cursor        (BstBoardNavigator  *self,
                                                                int                 square_x,
                                                                int                 square_y);
void                     bst_board_navigator_unset_cursor      (BstBoardNavigator  *self);
/* Pans the least that brings square (x, y) wholly into the widget. */
void                     bst_board_navigator_reveal_square     (BstBoardNavigator  *self,
                                                                int                 square_x,
                                                                int                 square_y);

/* TRUE while the table is being dragged. */
gboolean                 bst_board_navigator_is_panning        (BstBoardNavigator  *self);
/* TRUE when the last press dragged the table rather than clicked. */
gboolean                 bst_board_navigator_get_press_panned  (BstBoardNavigator  *self);

/* For the widget's size_allocate(): fits the board again while following
 * it, else keeps what was in the middle in the middle. */
void                     bst_board_navigator_allocate          (BstBoardNavigator  *self,
                                                                int                 width,
                                                                int                 height);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The pointer and click controllers, and the keys, that the boards set up
 * alike. The controllers' handlers are connected swapped: each is called
 * with @data first. */

/* Calls @motion when the pointer comes in and as it moves, @leave when it
 * goes. */
GtkEventController *bst_motion_controller_new (GCallback motion,
                                               GCallback leave,
                                               gpointer  data);
/* A click of @button, with a handler for "pressed" and one for
 * "released"; either may be NULL. */
GtkEventController *bst_click_controller_new  (guint     button,
                                               GCallback pressed,
                                               GCallback released,
                                               gpointer  data);

/* The arrow keys, on the main block and on the keypad, and the step
 * across the board that each means. */
typedef struct {
  guint key;
  guint keypad;
  int   dx;
  int   dy;
} BstArrowKey;

extern const BstArrowKey bst_arrow_keys[4];

G_END_DECLS

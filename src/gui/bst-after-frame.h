/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A call put off until the frame a window is about to paint has been
 * painted, so that what it changes goes into the next frame.
 *
 * GTK repaints the box around everything that changed in a frame. When a
 * move changes the side panel and the board, which lie far apart, the
 * board's part is put off this way: two small frames cost less than one
 * that repaints the whole window. Lives inside the widget that uses it. */
typedef struct {
  GdkFrameClock *clock;
  gulong         handler;
  void         (*callback) (gpointer data);
  gpointer       data;
} BstAfterFrame;

void     bst_after_frame_queue     (BstAfterFrame *self,
                                    GtkWidget     *widget,
                                    void         (*callback) (gpointer data),
                                    gpointer       data);
void     bst_after_frame_cancel    (BstAfterFrame *self);
gboolean bst_after_frame_is_queued (const BstAfterFrame *self);

G_END_DECLS

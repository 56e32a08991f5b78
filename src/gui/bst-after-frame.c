/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-after-frame.h"

static void
after_paint_cb (GdkFrameClock *clock,
                BstAfterFrame *self)
{
  bst_after_frame_cancel (self);
  self->callback (self->data);
}

/* A frame clock drops its handlers when its window goes away. */
static gboolean
still_waiting (const BstAfterFrame *self)
{
  return self->clock != NULL && g_signal_handler_is_connected (self->clock, self->handler);
}

/* Calls @callback with @data after the frame in progress, or at once when
 * @widget is not on screen. Does nothing if a call is already waiting. */
void
bst_after_frame_queue (BstAfterFrame *self,
                       GtkWidget     *widget,
                       void         (*callback) (gpointer data),
                       gpointer       data)
{
  GdkFrameClock *clock;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (callback != NULL);

  if (still_waiting (self))
    return;
  bst_after_frame_cancel (self);
  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL || !gtk_widget_get_mapped (widget))
    {
      callback (data);
      return;
    }
  self->clock = g_object_ref (clock);
  self->callback = callback;
  self->data = data;
  self->handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), self);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}

/* Forgets the waiting call, if any. */
void
bst_after_frame_cancel (BstAfterFrame *self)
{
  if (still_waiting (self))
    g_signal_handler_disconnect (self->clock, self->handler);
  self->handler = 0;
  g_clear_object (&self->clock);
}

gboolean
bst_after_frame_is_queued (const BstAfterFrame *self)
{
  return still_waiting (self);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-glide.h"

#include <math.h>

void
bst_board_glide_interpolate (const BstBoardTransform *from,
                             const BstBoardTransform *to,
                             double                   width,
                             double                   height,
                             double                   progress,
                             BstBoardTransform       *out)
{
  double eased, from_x, from_y, to_x, to_y;

  /* Out of the way quickly, then settling. */
  eased = 1.0 - pow (1.0 - CLAMP (progress, 0.0, 1.0), 3);
  bst_board_transform_to_board (from, width / 2, height / 2, &from_x, &from_y);
  bst_board_transform_to_board (to, width / 2, height / 2, &to_x, &to_y);
  out->zoom = from->zoom * pow (to->zoom / from->zoom, eased);
  out->x = width / 2 - (from_x + (to_x - from_x) * eased) * out->zoom;
  out->y = height / 2 - (from_y + (to_y - from_y) * eased) * out->zoom;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  BstBoardGlide *self = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double progress;
  BstBoardTransform t;

  if (self->start == 0)
    self->start = now;
  progress = (now - self->start) / self->duration;
  if (progress >= 1.0)
    {
      /* Over before the last call, so that what it triggers sees no glide. */
      t = self->to;
      self->tick_id = 0;
      g_clear_weak_pointer (&self->widget);
      self->func (self->user_data, &t);
      return G_SOURCE_REMOVE;
    }

  bst_board_glide_interpolate (&self->from, &self->to, gtk_widget_get_width (widget),
                               gtk_widget_get_height (widget), progress, &t);
  self->func (self->user_data, &t);
  return G_SOURCE_CONTINUE;
}

gboolean
bst_board_glide_start (BstBoardGlide           *self,
                       GtkWidget               *widget,
                       const BstBoardTransform *from,
                       const BstBoardTransform *to,
                       double                   duration_ms,
                       BstBoardGlideFunc        func,
                       gpointer                 user_data)
{
  gboolean animate = duration_ms > 0 && gtk_widget_get_mapped (widget);

  g_return_val_if_fail (func != NULL, FALSE);

  if (animate)
    g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &animate, NULL);
  bst_board_glide_stop (self);
  if (!animate)
    return FALSE;

  self->from = *from;
  self->to = *to;
  self->start = 0;
  self->duration = duration_ms * 1000.0;
  self->func = func;
  self->user_data = user_data;
  g_set_weak_pointer (&self->widget, widget);
  self->tick_id = gtk_widget_add_tick_callback (widget, tick_cb, self, NULL);
  return TRUE;
}

void
bst_board_glide_set_duration (BstBoardGlide *self,
                              double         duration_ms)
{
  self->duration = duration_ms * 1000.0;
}

void
bst_board_glide_stop (BstBoardGlide *self)
{
  if (self->tick_id != 0 && self->widget != NULL)
    gtk_widget_remove_tick_callback (self->widget, self->tick_id);
  self->tick_id = 0;
  g_clear_weak_pointer (&self->widget);
}

gboolean
bst_board_glide_is_running (const BstBoardGlide *self)
{
  return self->tick_id != 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-view-private.h"

/* A tile put down by someone else (the computer, mostly) glides onto its
 * square rather than appearing from one frame to the next; the snapshot
 * draws it where arrival_progress says. */

/* A tile gliding in at speed 1: over well before the computer's next move. */
#define ARRIVAL_MS         320.0

void
_bst_board_view_stop_arrival (BstBoardView *self)
{
  if (self->arrival_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->arrival_tick);
  self->arrival_tick = 0;
}

static gboolean
arrival_tick_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       user_data)
{
  BstBoardView *self = BST_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->arrival_start == 0)
    self->arrival_start = now;
  self->arrival_progress = MIN (1.0, (now - self->arrival_start) / self->arrival_duration);
  _bst_board_view_queue_redraw (self);
  if (self->arrival_progress < 1.0)
    return G_SOURCE_CONTINUE;
  self->arrival_tick = 0;
  return G_SOURCE_REMOVE;
}

/* A tile the player did not lay here themselves glides in, unless the
 * system asks for reduced motion or the animations are off. */
void
_bst_board_view_start_arrival (BstBoardView *self,
                               guint         tile)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const BstPlacedTile *placed = &bst_game_get_state (self->game)->tiles[tile];
  double speed = bst_board_navigator_get_animation_speed (self->navigator);
  gboolean animate = speed >= 0.01 && gtk_widget_get_mapped (widget);

  _bst_board_view_stop_arrival (self);
  if (self->has_pending && self->pending.x == placed->x && self->pending.y == placed->y)
    return;
  if (animate)
    g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &animate, NULL);
  if (!animate)
    return;

  self->arrival_x = placed->x;
  self->arrival_y = placed->y;
  self->arrival_start = 0;
  self->arrival_progress = 0;
  self->arrival_duration = ARRIVAL_MS * 1000.0 / speed;
  self->arrival_tick = gtk_widget_add_tick_callback (widget, arrival_tick_cb, NULL, NULL);
}


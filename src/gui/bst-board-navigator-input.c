/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-navigator-private.h"
#include "bst-event-controllers.h"

#include <math.h>

#define WHEEL_PAN            64.0     /* pixels per wheel click */
#define KEY_PAN              0.5      /* of a tile per key press */
#define SMOOTH_ZOOM_TRAVEL   40.0     /* touchpad pixels per zoom level */

static void
motion_cb (BstBoardNavigator        *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
leave_cb (BstBoardNavigator        *self,
          GtkEventControllerMotion *controller)
{
  self->pointer_inside = FALSE;
}

static void
drag_begin_cb (BstBoardNavigator *self,
               double             x,
               double             y,
               GtkGestureDrag    *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  /* The secondary button turns tiles. */
  if (button == GDK_BUTTON_SECONDARY)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_start = self->transform;
  self->press_panned = FALSE;
  if (_bst_board_navigator_drag_begin (self, button, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
}

static void
drag_update_cb (BstBoardNavigator *self,
                double             dx,
                double             dy,
                GtkGestureDrag    *gesture)
{
  BstBoardTransform t = self->drag_start;
  double start_x, start_y;

  if (!self->panning)
    {
      gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
      if (!gtk_drag_check_threshold (self->widget, start_x, start_y,
                                     start_x + dx, start_y + dy))
        return;
      self->press_panned = TRUE;
      /* The board may have glided since the press: drag it from here. */
      if (bst_board_glide_is_running (&self->glide))
        {
          self->drag_start = self->transform;
          self->drag_start.x -= dx;
          self->drag_start.y -= dy;
          t = self->drag_start;
        }
      _bst_board_navigator_stop_following (self);
      _bst_board_navigator_set_panning (self, TRUE);
    }

  t.x += dx;
  t.y += dy;
  _bst_board_navigator_set_transform (self, &t);
}

static void
drag_end_cb (BstBoardNavigator *self,
             double             dx,
             double             dy,
             GtkGestureDrag    *gesture)
{
  _bst_board_navigator_set_panning (self, FALSE);
}

static gboolean
scroll_cb (BstBoardNavigator        *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GtkEventController *event_controller = GTK_EVENT_CONTROLLER (controller);
  GdkModifierType state = gtk_event_controller_get_current_event_state (event_controller);
  gboolean wheel = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;

  if (state & GDK_CONTROL_MASK)
    {
      int steps;

      /* A wheel click is a level; a touchpad needs a little travel. */
      self->scroll_zoom += wheel ? -dy : -dy / SMOOTH_ZOOM_TRAVEL;
      steps = (int) trunc (self->scroll_zoom);
      if (steps != 0)
        {
          _bst_board_navigator_stop_following (self);
          self->scroll_zoom -= steps;
          _bst_board_navigator_zoom_steps_at (self, steps, self->pointer_x, self->pointer_y);
        }
      return TRUE;
    }

  if (wheel)
    {
      dx *= WHEEL_PAN;
      dy *= WHEEL_PAN;
    }
  if (state & GDK_SHIFT_MASK && dx == 0)
    {
      dx = dy;
      dy = 0;
    }
  if (dx != 0 || dy != 0)
    _bst_board_navigator_stop_following (self);
  _bst_board_navigator_pan_by (self, -dx, -dy);
  return TRUE;
}

static void
pinch_begin_cb (BstBoardNavigator *self,
                GdkEventSequence  *sequence,
                GtkGestureZoom    *gesture)
{
  _bst_board_navigator_stop_following (self);
  self->pinch_start_zoom = self->transform.zoom;
}

static void
pinch_scale_changed_cb (BstBoardNavigator *self,
                        double             scale,
                        GtkGestureZoom    *gesture)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;
  self->pinch_x = x;
  self->pinch_y = y;
  _bst_board_navigator_zoom_freely_at (self, self->pinch_start_zoom * scale, x, y);
}

static void
pinch_end_cb (BstBoardNavigator *self,
              GdkEventSequence  *sequence,
              GtkGestureZoom    *gesture)
{
  _bst_board_navigator_zoom_steps_at (self, 0, self->pinch_x, self->pinch_y);
}

static gboolean
zoom_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  bst_board_navigator_zoom_by (user_data, g_variant_get_int32 (args));
  return TRUE;
}

static gboolean
fit_key_cb (GtkWidget *widget,
            GVariant  *args,
            gpointer   user_data)
{
  bst_board_navigator_zoom_to_fit (user_data);
  return TRUE;
}

static gboolean
pan_key_cb (GtkWidget *widget,
            GVariant  *args,
            gpointer   user_data)
{
  BstBoardNavigator *self = user_data;
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  _bst_board_navigator_stop_following (self);
  _bst_board_navigator_pan_by (self, -dx * KEY_PAN * self->transform.zoom,
                               -dy * KEY_PAN * self->transform.zoom);
  return TRUE;
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              GdkModifierType        modifiers,
              GtkShortcutFunc        func,
              gpointer               data,
              GVariant              *args)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                                            gtk_callback_action_new (func, data, NULL));

  gtk_shortcut_set_arguments (shortcut, args);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static GtkEventController *
key_controller (BstBoardNavigator *self)
{
  GtkShortcutController *controller = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());

  add_shortcut (controller, GDK_KEY_plus, 0, zoom_key_cb, self, g_variant_new_int32 (1));
  add_shortcut (controller, GDK_KEY_equal, 0, zoom_key_cb, self, g_variant_new_int32 (1));
  add_shortcut (controller, GDK_KEY_KP_Add, 0, zoom_key_cb, self, g_variant_new_int32 (1));
  add_shortcut (controller, GDK_KEY_minus, 0, zoom_key_cb, self, g_variant_new_int32 (-1));
  add_shortcut (controller, GDK_KEY_KP_Subtract, 0, zoom_key_cb, self, g_variant_new_int32 (-1));
  add_shortcut (controller, GDK_KEY_0, 0, fit_key_cb, self, NULL);
  add_shortcut (controller, GDK_KEY_KP_0, 0, fit_key_cb, self, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (bst_arrow_keys); i++)
    {
      add_shortcut (controller, bst_arrow_keys[i].key, GDK_CONTROL_MASK, pan_key_cb, self,
                    g_variant_new ("(ii)", bst_arrow_keys[i].dx, bst_arrow_keys[i].dy));
      add_shortcut (controller, bst_arrow_keys[i].keypad, GDK_CONTROL_MASK, pan_key_cb, self,
                    g_variant_new ("(ii)", bst_arrow_keys[i].dx, bst_arrow_keys[i].dy));
    }
  return GTK_EVENT_CONTROLLER (controller);
}

static void
attach (BstBoardNavigator  *self,
        GtkEventController *controller)
{
  g_ptr_array_add (self->controllers, controller);
  gtk_widget_add_controller (self->widget, controller);
}

void
_bst_board_navigator_attach_controllers (BstBoardNavigator *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  attach (self, bst_motion_controller_new (G_CALLBACK (motion_cb), G_CALLBACK (leave_cb), self));

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect_swapped (gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (gesture, "drag-end", G_CALLBACK (drag_end_cb), self);
  attach (self, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (scroll_cb), self);
  attach (self, controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (gesture, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect_swapped (gesture, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  g_signal_connect_swapped (gesture, "end", G_CALLBACK (pinch_end_cb), self);
  attach (self, GTK_EVENT_CONTROLLER (gesture));

  attach (self, key_controller (self));
}

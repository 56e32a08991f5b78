/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-event-controllers.h"

const BstArrowKey bst_arrow_keys[4] = {
  { GDK_KEY_Left,  GDK_KEY_KP_Left,  -1,  0 },
  { GDK_KEY_Right, GDK_KEY_KP_Right,  1,  0 },
  { GDK_KEY_Up,    GDK_KEY_KP_Up,     0, -1 },
  { GDK_KEY_Down,  GDK_KEY_KP_Down,   0,  1 },
};

GtkEventController *
bst_motion_controller_new (GCallback motion,
                           GCallback leave,
                           gpointer  data)
{
  GtkEventController *controller = gtk_event_controller_motion_new ();

  g_signal_connect_swapped (controller, "enter", motion, data);
  g_signal_connect_swapped (controller, "motion", motion, data);
  g_signal_connect_swapped (controller, "leave", leave, data);
  return controller;
}

GtkEventController *
bst_click_controller_new (guint     button,
                          GCallback pressed,
                          GCallback released,
                          gpointer  data)
{
  GtkGesture *gesture = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), button);
  if (pressed != NULL)
    g_signal_connect_swapped (gesture, "pressed", pressed, data);
  if (released != NULL)
    g_signal_connect_swapped (gesture, "released", released, data);
  return GTK_EVENT_CONTROLLER (gesture);
}

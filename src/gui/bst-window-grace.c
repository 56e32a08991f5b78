/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-window-private.h"

/* With Confirm Moves off, choosing where the meeple goes is the last click
 * of a turn. So that a mis-click costs no Undo, the move stays on the board
 * as it would be played for a short while before it is: Esc, or a click on
 * the tile, puts the meeple back in hand and the player chooses again. The
 * next player's turn, a computer's too, only starts once the move is
 * played. */

/* At speed 1; faster animations shorten it, but never below the least. */
#define GRACE_MS     1500
#define MIN_GRACE_MS 750

static guint
grace_duration (BstWindow *self)
{
  double speed = bst_board_view_get_animation_speed (self->board_view);

  /* Reduced motion turns animations off, not the time to take a move back. */
  if (speed <= 0.01)
    return MIN_GRACE_MS;
  return MAX ((guint) (GRACE_MS / speed), MIN_GRACE_MS);
}

static void
set_grace (BstWindow *self,
           guint      source)
{
  g_clear_handle_id (&self->grace_source, g_source_remove);
  self->grace_source = source;
  bst_side_panel_set_grace (self->side_panel, source != 0);
}

static gboolean
grace_over_cb (gpointer user_data)
{
  BstWindow *self = user_data;

  self->grace_source = 0;
  set_grace (self, 0);
  _bst_window_actions_confirm (self);
  return G_SOURCE_REMOVE;
}

void
_bst_window_grace_follow_pending (BstWindow *self)
{
  BstMove pending;

  if (!g_settings_get_boolean (self->settings, "confirm-moves")
      && bst_board_view_get_pending_move (self->board_view, &pending)
      && pending.segment != BST_NO_SEGMENT)
    set_grace (self, g_timeout_add (grace_duration (self), grace_over_cb, self));
  else
    _bst_window_grace_stop (self);
}

void
_bst_window_grace_stop (BstWindow *self)
{
  if (self->grace_source != 0)
    set_grace (self, 0);
}

gboolean
_bst_window_grace_take_back (BstWindow *self)
{
  if (self->grace_source == 0)
    return FALSE;
  /* The tile stays where it is: only its meeple was the last choice. */
  gtk_widget_activate_action (GTK_WIDGET (self->board_view), "board.skip-meeple", NULL);
  return TRUE;
}

/* Esc wherever the focus is; on the board it takes the meeple back anyway. */
static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  return _bst_window_grace_take_back (BST_WINDOW (widget));
}

/* A click on the tile just put down, before the board takes it for a
 * choice of meeple target. */
static void
tile_pressed_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 BstWindow       *self)
{
  BstBoardTransform transform;
  BstMove pending;
  int square_x, square_y;

  if (self->grace_source == 0
      || !bst_board_view_get_pending_move (self->board_view, &pending))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  bst_board_view_get_transform (self->board_view, &transform);
  bst_board_transform_square_at (&transform, x, y, &square_x, &square_y);
  if (square_x != pending.x || square_y != pending.y)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  /* The second press of a double click on the target is still the same
   * choice, not a change of mind. */
  if (n_press == 1)
    _bst_window_grace_take_back (self);
}

static void
grace_class_init (BstWindowClass *klass)
{
  gtk_widget_class_add_binding (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, escape_cb, NULL);
}

static void
grace_init (BstWindow *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (tile_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), GTK_EVENT_CONTROLLER (click));
}

const BstWindowPart _bst_window_grace_part = { grace_class_init, grace_init };

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-view-private.h"
#include "bst-event-controllers.h"

/* The board view's input: the pointer, the clicks, the arrow keys and the
 * board.* actions, each turned into a call of bst-board-view.c. Panning
 * and zooming by hand are the navigator's. */

static const BstBoardTransform *
current_transform (BstBoardView *self)
{
  return bst_board_navigator_get_transform (self->navigator);
}

/* The meeple target of the pending tile under a widget point, or -1: the
 * marker itself, else the segment's region. */
static int
target_at (BstBoardView *self,
           double        x,
           double        y)
{
  graphene_rect_t rect;
  double scale = current_transform (self)->zoom / BST_TILE_GEOMETRY_SIZE;
  double radius = CLAMP (TARGET_SCALE * current_transform (self)->zoom, 7.0, 16.0) * 1.3;
  int segment;

  if (!self->has_pending || self->n_options == 0)
    return -1;

  bst_board_transform_to_widget (current_transform (self), self->pending.x, self->pending.y,
                                 &rect);
  for (guint i = 0; i < self->n_options; i++)
    {
      BstTilePoint anchor = bst_tile_geometry_anchor (self->pending.tile, self->pending.rotation,
                                                      (guint) self->options[i]);
      double dx = rect.origin.x + anchor.x * scale - x;
      double dy = rect.origin.y + anchor.y * scale - y;

      if (dx * dx + dy * dy <= radius * radius)
        return (int) i;
    }

  segment = bst_tile_geometry_segment_at (self->pending.tile, self->pending.rotation,
                                          (x - rect.origin.x) / scale,
                                          (y - rect.origin.y) / scale);
  for (guint i = 0; i < self->n_options; i++)
    if (self->options[i] == segment)
      return (int) i;
  return -1;
}

static void
motion_cb (BstBoardView             *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  int old_x = 0, old_y = 0, new_x = 0, new_y = 0;
  gboolean had_square = _bst_board_view_ghost_square (self, &old_x, &old_y);
  double old_pointer_x = self->pointer_x, old_pointer_y = self->pointer_y;
  gboolean entering = !self->pointer_inside;

  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  /* A pointer that only comes to rest over the board (a window shown under
   * it, or the view panned by the arrows) leaves the cursor to the keys:
   * only moving it takes over. */
  if (self->keyboard_mode && (entering || (x == old_pointer_x && y == old_pointer_y)))
    return;
  self->keyboard_mode = FALSE;
  _bst_board_view_sync_cursor (self);

  if (self->has_pending)
    _bst_board_view_set_hovered_target (self, target_at (self, x, y));

  _bst_board_view_ghost_square (self, &new_x, &new_y);
  if (!had_square || old_x != new_x || old_y != new_y)
    {
      _bst_board_view_update_tooltip (self);
      _bst_board_view_queue_redraw (self);
    }
}

static void
leave_cb (BstBoardView             *self,
          GtkEventControllerMotion *controller)
{
  self->pointer_inside = FALSE;
  _bst_board_view_set_hovered_target (self, -1);
  _bst_board_view_update_tooltip (self);
  _bst_board_view_queue_redraw (self);
}

static void
primary_released_cb (BstBoardView    *self,
                     int              n_press,
                     double           x,
                     double           y,
                     GtkGestureClick *gesture)
{
  int square_x, square_y;

  /* The press began a drag: the view moved, nothing is placed. */
  if (bst_board_navigator_get_press_panned (self->navigator) || !_bst_board_view_can_place (self))
    return;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->keyboard_mode = FALSE;
  _bst_board_view_sync_cursor (self);
  bst_board_transform_square_at (current_transform (self), x, y, &square_x, &square_y);

  if (self->has_pending && square_x == self->pending.x && square_y == self->pending.y)
    {
      int target = target_at (self, x, y);

      if (target >= 0)
        {
          int segment = self->options[target];

          _bst_board_view_set_pending_segment (self, self->pending.segment == segment
                                                     ? BST_NO_SEGMENT : segment);
        }
      else if (n_press == 2)
        _bst_board_view_activate_move (self);
      return;
    }

  _bst_board_view_place_at (self, square_x, square_y);
}

static void
secondary_pressed_cb (BstBoardView    *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  _bst_board_view_rotate (self);
}

static gboolean
move_cursor_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  BstBoardView *self = BST_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  if (!self->keyboard_mode)
    {
      int x, y;

      /* Start from where the pointer is, or the middle of the view. */
      if (self->pointer_inside && !self->has_pending)
        bst_board_transform_square_at (current_transform (self),
                                       self->pointer_x, self->pointer_y, &x, &y);
      else if (self->has_pending)
        {
          x = self->pending.x;
          y = self->pending.y;
        }
      else
        bst_board_transform_square_at (current_transform (self),
                                       gtk_widget_get_width (widget) / 2.0,
                                       gtk_widget_get_height (widget) / 2.0, &x, &y);
      self->keyboard_mode = TRUE;
      bst_board_view_set_cursor (self, x, y);
      return TRUE;
    }

  bst_board_view_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
  return TRUE;
}

/* Actions */

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  bst_board_navigator_zoom_by (BST_BOARD_VIEW (widget)->navigator, 1);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  bst_board_navigator_zoom_by (BST_BOARD_VIEW (widget)->navigator, -1);
}

static void
zoom_fit_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  bst_board_view_zoom_to_fit (BST_BOARD_VIEW (widget));
}

/* The legal rotation before @from, turning clockwise; @from where no
 * other is legal. */
static guint
previous_legal_rotation (guint rotations,
                         guint from)
{
  for (guint k = 1; k < 4; k++)
    if (rotations & (1u << ((from + 4 - k) & 3)))
      return (from + 4 - k) & 3;
  return from & 3;
}

/* Shift+R: back the way R turns. R turns the tile (or the ghost) through
 * its legal rotations clockwise, so as many turns as lead round to the one
 * before. */
static guint
shown_rotation (BstBoardView *self,
                guint         rotations)
{
  return self->has_pending ? self->pending.rotation
                           : _bst_board_view_next_legal_rotation (rotations, self->rotation);
}

static void
rotate_back (BstBoardView *self)
{
  guint rotations = 0, wanted;
  int x = 0, y = 0;

  if (!_bst_board_view_can_place (self))
    return;
  if (self->has_pending)
    rotations = _bst_board_view_legal_rotations (self, self->pending.x, self->pending.y);
  else if (_bst_board_view_ghost_square (self, &x, &y))
    rotations = _bst_board_view_legal_rotations (self, x, y);
  if (rotations == 0)
    {
      self->rotation = (self->rotation + 3) & 3;
      _bst_board_view_queue_redraw (self);
      return;
    }
  wanted = previous_legal_rotation (rotations, shown_rotation (self, rotations));
  for (guint i = 0; i < 3 && shown_rotation (self, rotations) != wanted; i++)
    _bst_board_view_rotate (self);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  if (g_str_equal (action_name, "board.rotate-back"))
    rotate_back (BST_BOARD_VIEW (widget));
  else
    _bst_board_view_rotate (BST_BOARD_VIEW (widget));
}

static void
place_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BstBoardView *self = BST_BOARD_VIEW (widget);

  self->keyboard_mode = TRUE;
  _bst_board_view_sync_cursor (self);
  _bst_board_view_place_at (self, self->cursor_x, self->cursor_y);
  gtk_widget_queue_draw (widget);
}

static void
skip_meeple_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _bst_board_view_set_pending_segment (BST_BOARD_VIEW (widget), BST_NO_SEGMENT);
}

static void
meeple_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BstBoardView *self = BST_BOARD_VIEW (widget);
  int index = g_variant_get_int32 (parameter);

  if (!self->has_pending || index < 0 || (guint) index >= self->n_options)
    return;
  _bst_board_view_set_pending_segment (self, self->options[index]);
}

/* The number keys before a tile is down: the tile of a hand of several, as
 * the side panel numbers them. On the tile down, the same keys choose a
 * meeple target (board.meeple, bound first); this action takes them only
 * when that one is off. */
static void
pick_hand_tile (BstBoardView *self,
                int           index)
{
  const BstState *state = self->game != NULL ? bst_game_get_state (self->game) : NULL;

  if (self->has_pending || !_bst_board_view_can_place (self) || state == NULL
      || state->phase != BST_PHASE_PLACE || index < 0 || (guint) index >= state->n_hand)
    return;
  bst_board_view_set_hand_index (self, (guint) index);
}

static void
hand_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pick_hand_tile (BST_BOARD_VIEW (widget), g_variant_get_int32 (parameter));
}

static void
add_key_binding (GtkWidgetClass *widget_class,
                 guint           keyval,
                 GdkModifierType modifiers,
                 const char     *action,
                 const char     *format,
                 int             value)
{
  if (format != NULL)
    gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action, format, value);
  else
    gtk_widget_class_add_binding_action (widget_class, keyval, modifiers, action, NULL);
}

/* 1 … @n and the keypad's, for @action's int parameter 0 … @n - 1. */
static void
add_number_bindings (GtkWidgetClass *widget_class,
                     const char     *action,
                     int             n)
{
  for (int i = 0; i < n; i++)
    {
      add_key_binding (widget_class, GDK_KEY_1 + i, 0, action, "i", i);
      add_key_binding (widget_class, GDK_KEY_KP_1 + i, 0, action, "i", i);
    }
}

static void
add_arrow_bindings (GtkWidgetClass  *widget_class,
                    GdkModifierType  modifiers,
                    GtkShortcutFunc  func)
{
  for (guint i = 0; i < G_N_ELEMENTS (bst_arrow_keys); i++)
    {
      gtk_widget_class_add_binding (widget_class, bst_arrow_keys[i].key, modifiers, func,
                                    "(ii)", bst_arrow_keys[i].dx, bst_arrow_keys[i].dy);
      gtk_widget_class_add_binding (widget_class, bst_arrow_keys[i].keypad, modifiers, func,
                                    "(ii)", bst_arrow_keys[i].dx, bst_arrow_keys[i].dy);
    }
}

void
_bst_board_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "board.zoom-fit", NULL, zoom_fit_action);
  gtk_widget_class_install_action (widget_class, "board.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "board.rotate-back", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "board.place", NULL, place_action);
  gtk_widget_class_install_action (widget_class, "board.skip-meeple", NULL, skip_meeple_action);
  gtk_widget_class_install_action (widget_class, "board.meeple", "i", meeple_action);
  gtk_widget_class_install_action (widget_class, "board.hand", "i", hand_action);

  /* Shift+R first: GTK lets the plain r binding take Shift+R too. */
  add_key_binding (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate-back", NULL, 0);
  add_key_binding (widget_class, GDK_KEY_r, 0, "board.rotate", NULL, 0);
  add_key_binding (widget_class, GDK_KEY_Return, 0, "board.place", NULL, 0);
  add_key_binding (widget_class, GDK_KEY_KP_Enter, 0, "board.place", NULL, 0);
  add_key_binding (widget_class, GDK_KEY_space, 0, "board.place", NULL, 0);
  add_key_binding (widget_class, GDK_KEY_Escape, 0, "board.skip-meeple", NULL, 0);
  add_number_bindings (widget_class, "board.meeple", N_KEYED_TARGETS);
  add_number_bindings (widget_class, "board.hand", BST_MAX_HAND);
  add_arrow_bindings (widget_class, 0, move_cursor_cb);
}

void
_bst_board_view_init_input (BstBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_add_controller (widget, bst_motion_controller_new (G_CALLBACK (motion_cb),
                                                                G_CALLBACK (leave_cb), self));
  gtk_widget_add_controller (widget,
                             bst_click_controller_new (GDK_BUTTON_PRIMARY, NULL,
                                                       G_CALLBACK (primary_released_cb), self));
  gtk_widget_add_controller (widget,
                             bst_click_controller_new (GDK_BUTTON_SECONDARY,
                                                       G_CALLBACK (secondary_pressed_cb), NULL,
                                                       self));
}

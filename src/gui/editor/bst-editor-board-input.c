/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <math.h>

#include "bastide-render.h"
#include "bst-editor-board-private.h"
#include "bst-event-controllers.h"

/* Pointing ------------------------------------------------------------------------- */

void
_bst_editor_board_set_cursor (BstEditorBoard *self,
                              int             x,
                              int             y)
{
  self->cursor_x = CLAMP (x, -BST_MAX_TILES, BST_MAX_TILES);
  self->cursor_y = CLAMP (y, -BST_MAX_TILES, BST_MAX_TILES);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* With the keys: the view keeps the cursor in sight, and zooms about it. */
static void
move_cursor (BstEditorBoard *self,
             int             dx,
             int             dy)
{
  _bst_editor_board_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
  bst_board_navigator_set_cursor (self->navigator, self->cursor_x, self->cursor_y);
  bst_board_navigator_reveal_square (self->navigator, self->cursor_x, self->cursor_y);
}

/* The square under widget point (x, y), and the segment of its tile there
 * (-1 where there is no tile or no segment). */
static int
segment_at (BstEditorBoard *self,
            double          wx,
            double          wy,
            int            *sx,
            int            *sy)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  const BstEditorTile *t;
  double bx, by;
  int index;

  bst_board_transform_to_board (_bst_editor_board_transform (self), wx, wy, &bx, &by);
  *sx = (int) floor (bx);
  *sy = (int) floor (by);
  index = d ? bst_editor_draft_tile_at (d, *sx, *sy) : -1;
  if (index < 0)
    return -1;
  t = &d->tiles[index];
  return bst_tile_geometry_segment_at (t->type, t->rotation,
                                       (bx - *sx) * BST_TILE_GEOMETRY_SIZE,
                                       (by - *sy) * BST_TILE_GEOMETRY_SIZE);
}

static gboolean
toggle_meeple_at (BstEditorBoard *self,
                  double          wx,
                  double          wy)
{
  int sx, sy, segment = segment_at (self, wx, wy, &sx, &sy);

  if (segment < 0)
    return FALSE;
  return bst_editor_document_toggle_meeple (self->document, (guint) self->tool_player,
                                            sx, sy, (guint) segment);
}

/* The meeple drawn under widget point (x, y), the last drawn first. */
static int
meeple_at_point (BstEditorBoard *self,
                 double          wx,
                 double          wy)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  const BstBoardTransform *transform = _bst_editor_board_transform (self);
  double radius = transform->zoom * BST_MEEPLE_SCALE / 2;

  for (int i = d ? d->n_meeples - 1 : -1; i >= 0; i--)
    {
      const BstEditorMeeple *m = &d->meeples[i];
      const BstEditorTile *t;
      BstTilePoint anchor;
      graphene_rect_t rect;
      double px, py;

      if (m->tile >= d->n_tiles)
        continue;
      t = &d->tiles[m->tile];
      anchor = bst_tile_geometry_anchor (t->type, t->rotation, m->segment);
      bst_board_transform_to_widget (transform, t->x, t->y, &rect);
      px = rect.origin.x + anchor.x * rect.size.width / BST_TILE_GEOMETRY_SIZE;
      py = rect.origin.y + anchor.y * rect.size.height / BST_TILE_GEOMETRY_SIZE;
      if (hypot (wx - px, wy - py) <= radius)
        return i;
    }
  return -1;
}

/* What a press of the primary button at (x, y) would drag: a meeple, or a
 * tile unless the meeple tool is chosen (then a press on a tile pans). */
static gboolean
piece_at (BstEditorBoard *self,
          double          x,
          double          y,
          BstEditorPiece *piece)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  int meeple, sx, sy;

  if (d == NULL)
    return FALSE;
  *piece = (BstEditorPiece) { 0 };
  meeple = meeple_at_point (self, x, y);
  if (meeple >= 0)
    {
      const BstEditorMeeple *m = &d->meeples[meeple];

      piece->kind = BST_EDITOR_PIECE_MEEPLE;
      piece->x = d->tiles[m->tile].x;
      piece->y = d->tiles[m->tile].y;
      piece->segment = m->segment;
      return TRUE;
    }
  bst_board_transform_square_at (_bst_editor_board_transform (self), x, y, &sx, &sy);
  if (self->tool_player >= 0 || bst_editor_draft_tile_at (d, sx, sy) < 0)
    return FALSE;
  piece->kind = BST_EDITOR_PIECE_TILE;
  piece->x = sx;
  piece->y = sy;
  return TRUE;
}

/* Whether the edges of @type turned @rotation at (x, y) match every
 * neighbour but the tile @ignore (the one being moved). */
static gboolean
fits (const BstEditorDraft *d,
      guint                 type,
      guint                 rotation,
      int                   x,
      int                   y,
      int                   ignore)
{
  static const int dx[] = { 0, 1, 0, -1 };
  static const int dy[] = { -1, 0, 1, 0 };

  for (guint dir = 0; dir < 4; dir++)
    {
      int n = bst_editor_draft_tile_at (d, x + dx[dir], y + dy[dir]);

      if (n < 0 || n == ignore)
        continue;
      if (bst_tile_edge (type, rotation, dir)
          != bst_tile_edge (d->tiles[n].type, d->tiles[n].rotation, (dir + 2) % 4))
        return FALSE;
    }
  return TRUE;
}

/* @rotation when it fits at (x, y), else the first rotation that does, or
 * @rotation when none does. */
static guint
fitting_rotation (const BstEditorDraft *d,
                  guint                 type,
                  int                   x,
                  int                   y,
                  guint                 rotation)
{
  for (guint r = 0; r < 4; r++)
    if (fits (d, type, (rotation + r) & 3, x, y, -1))
      return (rotation + r) & 3;
  return rotation & 3;
}

gboolean
_bst_editor_board_plan_drop (BstEditorBoard       *self,
                             const BstEditorPiece *piece,
                             double                x,
                             double                y,
                             BstEditorDropPlan    *plan)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  int from;

  /* An answer being tried leaves the position as it is. */
  if (d == NULL || self->answer_mode)
    return FALSE;
  *plan = (BstEditorDropPlan) { 0 };
  switch (piece->kind)
    {
    case BST_EDITOR_PIECE_NEW_TILE:
      if (piece->type >= BST_N_TILE_TYPES)
        return FALSE;
      bst_board_transform_square_at (_bst_editor_board_transform (self), x, y, &plan->x, &plan->y);
      if (bst_editor_draft_tile_at (d, plan->x, plan->y) >= 0)
        return FALSE;
      plan->type = piece->type;
      plan->rotation = fitting_rotation (d, piece->type, plan->x, plan->y, piece->rotation);
      return TRUE;

    case BST_EDITOR_PIECE_TILE:
      from = bst_editor_draft_tile_at (d, piece->x, piece->y);
      bst_board_transform_square_at (_bst_editor_board_transform (self), x, y, &plan->x, &plan->y);
      if (from < 0 || bst_editor_draft_tile_at (d, plan->x, plan->y) >= 0)
        return FALSE;
      plan->type = d->tiles[from].type;
      plan->rotation = d->tiles[from].rotation;
      return TRUE;

    case BST_EDITOR_PIECE_MEEPLE:
      {
        int segment = segment_at (self, x, y, &plan->x, &plan->y);
        int meeple = bst_editor_document_meeple_at (self->document, piece->x, piece->y,
                                                    piece->segment);
        int to = bst_editor_draft_tile_at (d, plan->x, plan->y);

        if (segment < 0 || meeple < 0
            || bst_editor_document_meeple_at (self->document, plan->x, plan->y,
                                              (guint) segment) >= 0)
          return FALSE;
        plan->type = d->tiles[to].type;
        plan->rotation = d->tiles[to].rotation;
        plan->segment = (guint) segment;
        plan->player = d->meeples[meeple].player;
        return TRUE;
      }

    default:
      return FALSE;
    }
}

static void
motion_cb (BstEditorBoard           *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  /* A pointer that has not moved (only the board under it) does not take
   * the tool's tile from the cursor. */
  if (self->pointer_inside && x == self->pointer_x && y == self->pointer_y)
    return;
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  self->keyboard_last = FALSE;
  bst_board_navigator_unset_cursor (self->navigator);
  if (self->tool_tile >= 0)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (BstEditorBoard           *self,
          GtkEventControllerMotion *controller)
{
  self->pointer_inside = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
primary_pressed_cb (BstEditorBoard  *self,
                    int              n_press,
                    double           x,
                    double           y,
                    GtkGestureClick *gesture)
{
  self->drag_moved = FALSE;
}

static void
primary_released_cb (BstEditorBoard  *self,
                     int              n_press,
                     double           x,
                     double           y,
                     GtkGestureClick *gesture)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  int sx, sy;

  if (d == NULL || self->drag_moved || bst_board_navigator_get_press_panned (self->navigator))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  bst_board_transform_square_at (_bst_editor_board_transform (self), x, y, &sx, &sy);
  _bst_editor_board_set_cursor (self, sx, sy);

  if (self->answer_mode)
    {
      double bx, by;

      bst_board_transform_to_board (_bst_editor_board_transform (self), x, y, &bx, &by);
      _bst_editor_board_answer (self, sx, sy, (bx - sx) * BST_TILE_GEOMETRY_SIZE,
                                (by - sy) * BST_TILE_GEOMETRY_SIZE, FALSE);
    }
  else if (self->tool_player >= 0)
    toggle_meeple_at (self, x, y);
  else if (self->tool_tile >= 0 && bst_editor_draft_tile_at (d, sx, sy) < 0)
    bst_editor_document_place_tile (self->document, (guint) self->tool_tile, sx, sy,
                                    self->tool_rotation);
}

static void
secondary_pressed_cb (BstEditorBoard  *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  int sx, sy;

  if (self->document == NULL)
    return;
  bst_board_transform_square_at (_bst_editor_board_transform (self), x, y, &sx, &sy);
  if (self->answer_mode)
    _bst_editor_board_answer (self, sx, sy, -1.0, -1.0, TRUE);
  else if (!bst_editor_document_rotate_tile (self->document, sx, sy))
    bst_editor_board_set_tool_rotation (self, (self->tool_rotation + 1) & 3);
}

gboolean
_bst_editor_board_takes_press (BstEditorBoard *self,
                               guint           button,
                               double          x,
                               double          y)
{
  BstEditorPiece piece;

  /* A piece is the drag source's to move; while an answer is tried, every
   * press pans. */
  return button == GDK_BUTTON_PRIMARY && !self->answer_mode && piece_at (self, x, y, &piece);
}

/* Dragging pieces on the board ------------------------------------------------------ */

static GdkContentProvider *
drag_prepare_cb (BstEditorBoard *self,
                 double          x,
                 double          y,
                 GtkDragSource  *source)
{
  BstEditorPiece piece;

  if (self->answer_mode || !piece_at (self, x, y, &piece))
    return NULL;
  self->drag_piece = piece;
  return gdk_content_provider_new_typed (BST_TYPE_EDITOR_PIECE, &piece);
}

static void
drag_begin_cb (BstEditorBoard *self,
               GdkDrag        *drag,
               GtkDragSource  *source)
{
  g_autoptr (GdkPaintable) nothing = gdk_paintable_new_empty (1, 1);

  /* The board shows the piece where it would land instead. */
  gtk_drag_source_set_icon (source, nothing, 0, 0);
  self->dragging = TRUE;
  self->drag_moved = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (BstEditorBoard *self,
             GdkDrag        *drag,
             gboolean        delete_data,
             GtkDragSource  *source)
{
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static const BstEditorPiece *
drop_piece (GtkDropTarget *target)
{
  const GValue *value = gtk_drop_target_get_value (target);

  return value && G_VALUE_HOLDS (value, BST_TYPE_EDITOR_PIECE) ? g_value_get_boxed (value) : NULL;
}

static GdkDragAction
drop_motion_cb (BstEditorBoard *self,
                double          x,
                double          y,
                GtkDropTarget  *target)
{
  const BstEditorPiece *piece = drop_piece (target);
  BstEditorDropPlan plan;

  self->drop_inside = TRUE;
  self->drop_x = x;
  self->drop_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->answer_mode)
    return 0;
  /* Until the piece is known, anywhere may do. */
  if (piece == NULL)
    return GDK_ACTION_COPY | GDK_ACTION_MOVE;
  if (!_bst_editor_board_plan_drop (self, piece, x, y, &plan))
    return 0;
  return piece->kind == BST_EDITOR_PIECE_NEW_TILE ? GDK_ACTION_COPY : GDK_ACTION_MOVE;
}

static void
drop_leave_cb (BstEditorBoard *self,
               GtkDropTarget  *target)
{
  self->drop_inside = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
drop_cb (BstEditorBoard *self,
         const GValue   *value,
         double          x,
         double          y,
         GtkDropTarget  *target)
{
  const BstEditorPiece *piece;
  BstEditorDropPlan plan;
  gboolean done = FALSE;

  self->drop_inside = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!G_VALUE_HOLDS (value, BST_TYPE_EDITOR_PIECE) || self->document == NULL)
    return FALSE;
  piece = g_value_get_boxed (value);
  if (piece == NULL || !_bst_editor_board_plan_drop (self, piece, x, y, &plan))
    return FALSE;

  switch (piece->kind)
    {
    case BST_EDITOR_PIECE_NEW_TILE:
      done = bst_editor_document_place_tile (self->document, plan.type, plan.x, plan.y,
                                             plan.rotation);
      break;
    case BST_EDITOR_PIECE_TILE:
      done = bst_editor_document_move_tile (self->document, piece->x, piece->y, plan.x, plan.y);
      break;
    case BST_EDITOR_PIECE_MEEPLE:
      done = bst_editor_document_move_meeple (self->document, piece->x, piece->y, piece->segment,
                                              plan.x, plan.y, plan.segment);
      break;
    default:
      break;
    }
  if (done)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self));
      _bst_editor_board_set_cursor (self, plan.x, plan.y);
    }
  return done;
}

/* The keyboard ---------------------------------------------------------------------- */

/* The next tile of the palette, or the previous one (@step -1); from no
 * tile, the first or the last. */
static void
step_tool_tile (BstEditorBoard *self,
                int             step)
{
  int type;

  if (self->tool_tile < 0)
    type = step > 0 ? 0 : BST_N_TILE_TYPES - 1;
  else
    type = (self->tool_tile + step + BST_N_TILE_TYPES) % BST_N_TILE_TYPES;
  bst_editor_board_set_tool_tile (self, type);
}

/* A quarter turn of the tile at the cursor, else of the tool's tile. */
static void
turn (BstEditorBoard *self,
      int             quarters)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  int index = d ? bst_editor_draft_tile_at (d, self->cursor_x, self->cursor_y) : -1;

  if (index >= 0)
    bst_editor_document_set_tile_rotation (self->document, self->cursor_x, self->cursor_y,
                                           (guint) (d->tiles[index].rotation + 4 + quarters));
  else
    bst_editor_board_set_tool_rotation (self, (guint) (self->tool_rotation + 4 + quarters));
}

/* Moves the tile at the cursor, and the cursor with it. */
static void
move_cursor_tile (BstEditorBoard *self,
                  int             dx,
                  int             dy)
{
  if (self->document
      && bst_editor_document_move_tile (self->document, self->cursor_x, self->cursor_y,
                                        self->cursor_x + dx, self->cursor_y + dy))
    move_cursor (self, dx, dy);
}

static gboolean
choose_meeples (BstEditorBoard *self,
                int             player)
{
  const BstEditorDraft *d = _bst_editor_board_draft (self);

  if (d == NULL || player >= (int) d->rules.n_players)
    return GDK_EVENT_PROPAGATE;
  bst_editor_board_set_tool_player (self, player);
  return GDK_EVENT_STOP;
}

static gboolean
key_pressed_cb (BstEditorBoard        *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  gboolean shift = (state & GDK_SHIFT_MASK) != 0;
  int dx = 0, dy = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return GDK_EVENT_PROPAGATE;

  self->keyboard_last = TRUE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = -1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      bst_editor_board_activate_cursor (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      step_tool_tile (self, 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      step_tool_tile (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_r:
    case GDK_KEY_R:
      /* An answer's tile turns as by the secondary button, one way only. */
      if (self->answer_mode)
        _bst_editor_board_answer (self, self->cursor_x, self->cursor_y, -1.0, -1.0, TRUE);
      else
        turn (self, shift ? -1 : 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_m:
    case GDK_KEY_M:
      /* An answer's meeple steps as by Enter. */
      if (self->answer_mode)
        bst_editor_board_activate_cursor (self);
      else
        bst_editor_board_cycle_meeple (self, shift ? -1 : 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      if (self->document && !self->answer_mode)
        bst_editor_document_delete_tile (self->document, self->cursor_x, self->cursor_y);
      return GDK_EVENT_STOP;
    case GDK_KEY_1: case GDK_KEY_2: case GDK_KEY_3: case GDK_KEY_4: case GDK_KEY_5:
    case GDK_KEY_6:
      return choose_meeples (self, (int) (keyval - GDK_KEY_1));
    case GDK_KEY_KP_1: case GDK_KEY_KP_2: case GDK_KEY_KP_3: case GDK_KEY_KP_4:
    case GDK_KEY_KP_5: case GDK_KEY_KP_6:
      return choose_meeples (self, (int) (keyval - GDK_KEY_KP_1));
    case GDK_KEY_Escape:
      if (self->tool_tile < 0 && self->tool_player < 0)
        return GDK_EVENT_PROPAGATE;
      bst_editor_board_set_tool_tile (self, -1);
      bst_editor_board_set_tool_player (self, -1);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }

  if (shift && !self->answer_mode)
    move_cursor_tile (self, dx, dy);
  else
    move_cursor (self, dx, dy);
  return GDK_EVENT_STOP;
}

/* Controllers --------------------------------------------------------------------- */

void
_bst_editor_board_attach_controllers (BstEditorBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkDragSource *source;

  gtk_widget_add_controller (widget, bst_motion_controller_new (G_CALLBACK (motion_cb),
                                                                G_CALLBACK (leave_cb), self));
  gtk_widget_add_controller (widget,
                             bst_click_controller_new (GDK_BUTTON_PRIMARY,
                                                       G_CALLBACK (primary_pressed_cb),
                                                       G_CALLBACK (primary_released_cb), self));
  gtk_widget_add_controller (widget,
                             bst_click_controller_new (GDK_BUTTON_SECONDARY,
                                                       G_CALLBACK (secondary_pressed_cb), NULL,
                                                       self));

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_swapped (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
  g_signal_connect_swapped (source, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (source, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));

  self->drop_target = gtk_drop_target_new (BST_TYPE_EDITOR_PIECE,
                                           GDK_ACTION_COPY | GDK_ACTION_MOVE);
  gtk_drop_target_set_preload (self->drop_target, TRUE);
  g_signal_connect_swapped (self->drop_target, "enter", G_CALLBACK (drop_motion_cb), self);
  g_signal_connect_swapped (self->drop_target, "motion", G_CALLBACK (drop_motion_cb), self);
  g_signal_connect_swapped (self->drop_target, "leave", G_CALLBACK (drop_leave_cb), self);
  g_signal_connect_swapped (self->drop_target, "drop", G_CALLBACK (drop_cb), self);
  g_signal_connect_swapped (self->drop_target, "notify::value",
                            G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->drop_target));

  controller = gtk_event_controller_key_new ();
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, controller);
}

/* API ------------------------------------------------------------------------------ */

void
bst_editor_board_show_square (BstEditorBoard *self,
                              int             x,
                              int             y)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  move_cursor (self, x - self->cursor_x, y - self->cursor_y);
}

gboolean
bst_editor_board_activate_cursor (BstEditorBoard *self)
{
  const BstEditorDraft *d;
  int index;

  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), FALSE);

  d = _bst_editor_board_draft (self);
  if (d == NULL)
    return FALSE;
  if (self->answer_mode)
    {
      /* No point within the square: the answer steps through the meeples. */
      _bst_editor_board_answer (self, self->cursor_x, self->cursor_y, -1.0, -1.0, FALSE);
      return TRUE;
    }
  index = bst_editor_draft_tile_at (d, self->cursor_x, self->cursor_y);
  if (self->tool_tile >= 0 && index < 0)
    return bst_editor_document_place_tile (self->document, (guint) self->tool_tile,
                                           self->cursor_x, self->cursor_y, self->tool_rotation);
  if (self->tool_player >= 0 && index >= 0)
    return bst_editor_board_cycle_meeple (self, 1);
  return FALSE;
}

/* The meeple of @player on tile @index, the last one if it has several. */
static int
meeple_of (const BstEditorDraft *d,
           int                   index,
           guint                 player)
{
  int found = -1;

  for (guint i = 0; i < d->n_meeples; i++)
    if (d->meeples[i].tile == index && d->meeples[i].player == player)
      found = (int) i;
  return found;
}

gboolean
bst_editor_board_cycle_meeple (BstEditorBoard *self,
                               int             direction)
{
  const BstEditorDraft *d;
  int index, meeple, n, segment;
  guint player;

  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), FALSE);

  d = _bst_editor_board_draft (self);
  index = d ? bst_editor_draft_tile_at (d, self->cursor_x, self->cursor_y) : -1;
  if (index < 0 || self->answer_mode)
    return FALSE;
  player = self->tool_player >= 0 ? (guint) self->tool_player : d->to_move;
  n = (int) bst_tile_type (d->tiles[index].type)->n_segments;
  meeple = meeple_of (d, index, player);
  direction = direction < 0 ? -1 : 1;

  /* From no meeple to the first free segment (the last, going back), from
   * segment to free segment, and past the end to no meeple again. */
  segment = meeple >= 0 ? d->meeples[meeple].segment + direction : (direction > 0 ? 0 : n - 1);
  for (; segment >= 0 && segment < n; segment += direction)
    if (bst_editor_document_meeple_at (self->document, self->cursor_x, self->cursor_y,
                                       (guint) segment) < 0)
      break;

  if (segment < 0 || segment >= n)
    return meeple >= 0
           && bst_editor_document_toggle_meeple (self->document, player, self->cursor_x,
                                                 self->cursor_y, d->meeples[meeple].segment);
  if (meeple >= 0)
    return bst_editor_document_move_meeple (self->document, self->cursor_x, self->cursor_y,
                                            d->meeples[meeple].segment, self->cursor_x,
                                            self->cursor_y, (guint) segment);
  return bst_editor_document_toggle_meeple (self->document, player, self->cursor_x,
                                            self->cursor_y, (guint) segment);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <math.h>

#include "bastide-render.h"
#include "bst-board-frame.h"
#include "bst-board-navigator.h"
#include "bst-editor-board.h"
#include "bst-editor-piece.h"
#include "bst-texture-cache.h"

#define FIT_MAX_ZOOM   112.0
#define GHOST_OPACITY  0.55

struct _BstEditorBoard
{
  GtkWidget          parent_instance;

  BstEditorDocument *document;
  BstTextureCache   *cache;
  BstBoardNavigator *navigator;

  int                tool_tile;
  guint              tool_rotation;
  int                tool_player;

  int                cursor_x;
  int                cursor_y;
  gboolean           pointer_inside;
  double             pointer_x;
  double             pointer_y;

  /* A piece dragged from the board (the drag source's), and one from
   * anywhere while it is over the board (the drop target's). */
  GtkDropTarget     *drop_target;
  BstEditorPiece     drag_piece;
  gboolean           dragging;
  gboolean           drag_moved;      /* since the last press */
  gboolean           drop_inside;
  double             drop_x;
  double             drop_y;

  gboolean           has_move;
  BstMove            move;
  guint              move_player;
};

/* Where a dropped piece would go: a tile of @type turned @rotation at
 * (x, y), or a meeple of @player on @segment of the tile there. */
typedef struct {
  int   x;
  int   y;
  guint type;
  guint rotation;
  guint segment;
  guint player;
} DropPlan;

static gboolean plan_drop (BstEditorBoard       *self,
                           const BstEditorPiece *piece,
                           double                x,
                           double                y,
                           DropPlan             *plan);

G_DEFINE_FINAL_TYPE (BstEditorBoard, bst_editor_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_TOOL_TILE,
  PROP_TOOL_ROTATION,
  PROP_TOOL_PLAYER,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const BstEditorDraft *
draft (BstEditorBoard *self)
{
  return self->document ? bst_editor_document_get_draft (self->document) : NULL;
}

static const BstBoardTransform *
current_transform (BstEditorBoard *self)
{
  return bst_board_navigator_get_transform (self->navigator);
}

/* Drawing ----------------------------------------------------------------------- */

/* A meeple, ringed in red when it is the one the document finds at fault. */
static void
append_meeple (const BstBoardFrame *frame,
               guint                colour,
               int                  x,
               int                  y,
               guint                type,
               guint                rotation,
               guint                segment,
               gboolean             faulty)
{
  graphene_point_t point;
  graphene_rect_t rect;
  cairo_t *cr;
  double size;

  if (!bst_board_frame_append_meeple (frame, colour, x, y, type, rotation, segment,
                                      &rect, &point)
      || !faulty)
    return;

  size = rect.size.width;
  cr = gtk_snapshot_append_cairo (frame->snapshot, &rect);
  cairo_arc (cr, point.x, point.y, size * 0.55, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (2.0, size / 12));
  cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);          /* #e01b24 */
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* A square's outline, as the start square, the faulty tile, the chosen
 * move and the cursor are shown. */
static void
append_frame (const BstBoardFrame   *frame,
              const graphene_rect_t *rect,
              double                 inset,
              double                 width,
              const char            *color)
{
  GdkRGBA rgba;

  bst_board_frame_rgba_from_hex (&rgba, color, 1.0);
  bst_board_frame_append_outline (frame, rect, inset, 3, width, &rgba);
}

/* A thick red bar along each edge of the tile that does not match. */
static void
append_bad_edges (const BstBoardFrame *frame,
                  int                  x,
                  int                  y,
                  guint8               edges)
{
  graphene_rect_t rect;
  double w;
  GdkRGBA red;

  if (edges == 0 || !bst_board_frame_square_rect (frame, x, y, &rect))
    return;
  w = MAX (3.0, rect.size.width / 14);
  bst_board_frame_rgba_from_hex (&red, "#e01b24", 1.0);
  if (edges & 1)
    gtk_snapshot_append_color (frame->snapshot, &red,
                               &GRAPHENE_RECT_INIT (rect.origin.x, rect.origin.y,
                                                    rect.size.width, w));
  if (edges & 2)
    gtk_snapshot_append_color (frame->snapshot, &red,
                               &GRAPHENE_RECT_INIT (rect.origin.x + rect.size.width - w,
                                                    rect.origin.y, w, rect.size.height));
  if (edges & 4)
    gtk_snapshot_append_color (frame->snapshot, &red,
                               &GRAPHENE_RECT_INIT (rect.origin.x,
                                                    rect.origin.y + rect.size.height - w,
                                                    rect.size.width, w));
  if (edges & 8)
    gtk_snapshot_append_color (frame->snapshot, &red,
                               &GRAPHENE_RECT_INIT (rect.origin.x, rect.origin.y,
                                                    w, rect.size.height));
}

static gboolean
ghost_square (BstEditorBoard *self,
              int            *x,
              int            *y)
{
  const BstEditorDraft *d = draft (self);

  if (d == NULL || self->tool_tile < 0)
    return FALSE;
  if (self->dragging || self->drop_inside)
    return FALSE;
  if (self->pointer_inside && !bst_board_navigator_is_panning (self->navigator))
    bst_board_transform_square_at (current_transform (self), self->pointer_x, self->pointer_y,
                                   x, y);
  else if (gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
    }
  else
    return FALSE;
  return bst_editor_draft_tile_at (d, *x, *y) < 0;
}

static void
append_drop_ghost (BstEditorBoard      *self,
                   const BstBoardFrame *frame)
{
  const GValue *value = gtk_drop_target_get_value (self->drop_target);
  const BstEditorPiece *piece;
  DropPlan plan;

  if (value == NULL || !G_VALUE_HOLDS (value, BST_TYPE_EDITOR_PIECE)
      || (piece = g_value_get_boxed (value)) == NULL
      || !plan_drop (self, piece, self->drop_x, self->drop_y, &plan))
    return;
  gtk_snapshot_push_opacity (frame->snapshot, GHOST_OPACITY);
  if (piece->kind == BST_EDITOR_PIECE_MEEPLE)
    append_meeple (frame, draft (self)->players[plan.player % BST_MAX_PLAYERS].colour,
                   plan.x, plan.y, plan.type, plan.rotation, plan.segment, FALSE);
  else
    bst_board_frame_append_tile (frame, plan.type, plan.rotation, plan.x, plan.y);
  gtk_snapshot_pop (frame->snapshot);
}

static void
bst_editor_board_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (widget);
  const BstEditorDraft *d = draft (self);
  int error_tile = -1, error_meeple = -1;
  graphene_rect_t rect;
  BstBoardFrame frame;
  int gx, gy;

  bst_board_frame_init (&frame, widget, snapshot, current_transform (self), self->cache);
  frame.bucket = bst_texture_cache_bucket (bst_board_navigator_get_detail_zoom (self->navigator)
                                           * frame.scale);

  bst_board_frame_append_table (&frame);
  if (d == NULL)
    return;

  error_tile = bst_editor_document_get_error_tile (self->document);
  error_meeple = bst_editor_document_get_error_meeple (self->document);

  /* The start square, so an empty board still shows where to begin. */
  if (bst_editor_draft_tile_at (d, 0, 0) < 0 && bst_board_frame_square_rect (&frame, 0, 0, &rect))
    append_frame (&frame, &rect, 2, 2, frame.dark ? "#77767b" : "#9a9996");

  for (guint i = 0; i < d->n_tiles; i++)
    {
      const BstEditorTile *t = &d->tiles[i];

      gboolean dragged = self->dragging && self->drag_piece.kind == BST_EDITOR_PIECE_TILE
                         && t->x == self->drag_piece.x && t->y == self->drag_piece.y;

      if (dragged)
        gtk_snapshot_push_opacity (snapshot, 0.35);
      bst_board_frame_append_tile (&frame, t->type, t->rotation, t->x, t->y);
      if (dragged)
        gtk_snapshot_pop (snapshot);
    }
  for (guint i = 0; i < d->n_tiles; i++)
    append_bad_edges (&frame, d->tiles[i].x, d->tiles[i].y,
                      bst_editor_draft_bad_edges (d, i));
  if (error_tile >= 0 && error_tile < d->n_tiles
      && bst_board_frame_square_rect (&frame, d->tiles[error_tile].x, d->tiles[error_tile].y,
                                      &rect))
    append_frame (&frame, &rect, 1, MAX (3.0, rect.size.width / 20), "#e01b24");

  for (guint i = 0; i < d->n_meeples; i++)
    {
      const BstEditorMeeple *m = &d->meeples[i];
      const BstEditorTile *t;
      gboolean dragged;

      if (m->tile >= d->n_tiles)
        continue;
      t = &d->tiles[m->tile];
      dragged = self->dragging && self->drag_piece.kind == BST_EDITOR_PIECE_MEEPLE
                && t->x == self->drag_piece.x && t->y == self->drag_piece.y
                && m->segment == self->drag_piece.segment;
      if (dragged)
        gtk_snapshot_push_opacity (snapshot, 0.35);
      append_meeple (&frame, d->players[m->player % BST_MAX_PLAYERS].colour,
                     t->x, t->y, t->type, t->rotation, m->segment, (int) i == error_meeple);
      if (dragged)
        gtk_snapshot_pop (snapshot);
    }

  /* A move chosen from a solution, as a ghost. */
  if (self->has_move)
    {
      gtk_snapshot_push_opacity (snapshot, 0.8);
      bst_board_frame_append_tile (&frame, self->move.tile, self->move.rotation,
                                   self->move.x, self->move.y);
      if (self->move.segment != BST_NO_SEGMENT)
        append_meeple (&frame, d->players[self->move_player % BST_MAX_PLAYERS].colour,
                       self->move.x, self->move.y, self->move.tile, self->move.rotation,
                       (guint) self->move.segment, FALSE);
      gtk_snapshot_pop (snapshot);
      if (bst_board_frame_square_rect (&frame, self->move.x, self->move.y, &rect))
        append_frame (&frame, &rect, 0, 3, "#1c71d8");
    }

  /* The piece being dragged where it would land, or the tool's tile
   * under the pointer. */
  if (self->drop_inside)
    append_drop_ghost (self, &frame);
  else if (ghost_square (self, &gx, &gy))
    {
      gtk_snapshot_push_opacity (snapshot, GHOST_OPACITY);
      bst_board_frame_append_tile (&frame, (guint) self->tool_tile, self->tool_rotation, gx, gy);
      gtk_snapshot_pop (snapshot);
    }

  if (gtk_widget_has_focus (widget)
      && bst_board_frame_square_rect (&frame, self->cursor_x, self->cursor_y, &rect))
    append_frame (&frame, &rect, 0, 2, frame.dark ? "#ffffff" : "#241f31");
}

/* Sizing and moving ---------------------------------------------------------------- */

/* Every tile and the squares next to it, and the start square's
 * neighbours on an empty board. */
static void
board_extent (gpointer  user_data,
              int      *min_x,
              int      *min_y,
              int      *max_x,
              int      *max_y)
{
  BstEditorBoard *self = user_data;
  const BstEditorDraft *d = draft (self);

  *min_x = *min_y = -1;
  *max_x = *max_y = 1;
  if (d == NULL)
    return;
  for (guint i = 0; i < d->n_tiles; i++)
    {
      *min_x = MIN (*min_x, d->tiles[i].x - 1);
      *min_y = MIN (*min_y, d->tiles[i].y - 1);
      *max_x = MAX (*max_x, d->tiles[i].x + 1);
      *max_y = MAX (*max_y, d->tiles[i].y + 1);
    }
}

static void
bst_editor_board_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (widget);

  bst_board_navigator_allocate (self->navigator, width, height);
}

static void
bst_editor_board_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 200;
  *natural = 640;
}

/* Input ---------------------------------------------------------------------------- */

static void
set_cursor (BstEditorBoard *self,
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
  set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
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
  const BstEditorDraft *d = draft (self);
  const BstEditorTile *t;
  double bx, by;
  int index;

  bst_board_transform_to_board (current_transform (self), wx, wy, &bx, &by);
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
  const BstEditorDraft *d = draft (self);
  const BstBoardTransform *transform = current_transform (self);
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
  const BstEditorDraft *d = draft (self);
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
  bst_board_transform_square_at (current_transform (self), x, y, &sx, &sy);
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

/* Where @piece dropped at widget point (x, y) would go; FALSE when it
 * cannot go there. */
static gboolean
plan_drop (BstEditorBoard       *self,
           const BstEditorPiece *piece,
           double                x,
           double                y,
           DropPlan             *plan)
{
  const BstEditorDraft *d = draft (self);
  int from;

  if (d == NULL)
    return FALSE;
  *plan = (DropPlan) { 0 };
  switch (piece->kind)
    {
    case BST_EDITOR_PIECE_NEW_TILE:
      if (piece->type >= BST_N_TILE_TYPES)
        return FALSE;
      bst_board_transform_square_at (current_transform (self), x, y, &plan->x, &plan->y);
      if (bst_editor_draft_tile_at (d, plan->x, plan->y) >= 0)
        return FALSE;
      plan->type = piece->type;
      plan->rotation = fitting_rotation (d, piece->type, plan->x, plan->y, piece->rotation);
      return TRUE;

    case BST_EDITOR_PIECE_TILE:
      from = bst_editor_draft_tile_at (d, piece->x, piece->y);
      bst_board_transform_square_at (current_transform (self), x, y, &plan->x, &plan->y);
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
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
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
  const BstEditorDraft *d = draft (self);
  int sx, sy;

  if (d == NULL || self->drag_moved || bst_board_navigator_get_press_panned (self->navigator))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  bst_board_transform_square_at (current_transform (self), x, y, &sx, &sy);
  set_cursor (self, sx, sy);

  if (self->tool_player >= 0)
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
  bst_board_transform_square_at (current_transform (self), x, y, &sx, &sy);
  if (!bst_editor_document_rotate_tile (self->document, sx, sy))
    bst_editor_board_set_tool_rotation (self, (self->tool_rotation + 1) & 3);
}

static gboolean
navigator_drag_begin_cb (BstEditorBoard    *self,
                         guint              button,
                         double             x,
                         double             y,
                         BstBoardNavigator *navigator)
{
  BstEditorPiece piece;

  /* Without a document there is no table to pan; a piece is the drag
   * source's to move. */
  return draft (self) == NULL || (button == GDK_BUTTON_PRIMARY && piece_at (self, x, y, &piece));
}

/* Dragging pieces on the board ------------------------------------------------------ */

static GdkContentProvider *
drag_prepare_cb (BstEditorBoard *self,
                 double          x,
                 double          y,
                 GtkDragSource  *source)
{
  BstEditorPiece piece;

  if (!piece_at (self, x, y, &piece))
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
  DropPlan plan;

  self->drop_inside = TRUE;
  self->drop_x = x;
  self->drop_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* Until the piece is known, anywhere may do. */
  if (piece == NULL)
    return GDK_ACTION_COPY | GDK_ACTION_MOVE;
  if (!plan_drop (self, piece, x, y, &plan))
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
  DropPlan plan;
  gboolean done = FALSE;

  self->drop_inside = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!G_VALUE_HOLDS (value, BST_TYPE_EDITOR_PIECE) || self->document == NULL)
    return FALSE;
  piece = g_value_get_boxed (value);
  if (piece == NULL || !plan_drop (self, piece, x, y, &plan))
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
      set_cursor (self, plan.x, plan.y);
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
  const BstEditorDraft *d = draft (self);
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
  const BstEditorDraft *d = draft (self);

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
      turn (self, shift ? -1 : 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_m:
    case GDK_KEY_M:
      bst_editor_board_cycle_meeple (self, shift ? -1 : 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      if (self->document)
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

  if (shift)
    move_cursor_tile (self, dx, dy);
  else
    move_cursor (self, dx, dy);
  return GDK_EVENT_STOP;
}

static void
focus_changed_cb (BstEditorBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
document_changed_cb (BstEditorBoard *self)
{
  bst_board_navigator_follow (self->navigator);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
navigator_animation_speed_changed_cb (BstEditorBoard *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

/* GObject --------------------------------------------------------------------------- */

static void
bst_editor_board_dispose (GObject *object)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (object);

  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->cache);
  g_clear_object (&self->navigator);

  G_OBJECT_CLASS (bst_editor_board_parent_class)->dispose (object);
}

static void
bst_editor_board_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_TOOL_TILE:
      g_value_set_int (value, self->tool_tile);
      break;
    case PROP_TOOL_ROTATION:
      g_value_set_uint (value, self->tool_rotation);
      break;
    case PROP_TOOL_PLAYER:
      g_value_set_int (value, self->tool_player);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, bst_board_navigator_get_animation_speed (self->navigator));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_board_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      bst_editor_board_set_document (self, g_value_get_object (value));
      break;
    case PROP_TOOL_TILE:
      bst_editor_board_set_tool_tile (self, g_value_get_int (value));
      break;
    case PROP_TOOL_ROTATION:
      bst_editor_board_set_tool_rotation (self, g_value_get_uint (value));
      break;
    case PROP_TOOL_PLAYER:
      bst_editor_board_set_tool_player (self, g_value_get_int (value));
      break;
    case PROP_ANIMATION_SPEED:
      bst_editor_board_set_animation_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_board_class_init (BstEditorBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_editor_board_dispose;
  object_class->get_property = bst_editor_board_get_property;
  object_class->set_property = bst_editor_board_set_property;

  widget_class->snapshot = bst_editor_board_snapshot;
  widget_class->size_allocate = bst_editor_board_size_allocate;
  widget_class->measure = bst_editor_board_measure;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BST_TYPE_EDITOR_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL_TILE] =
    g_param_spec_int ("tool-tile", NULL, NULL, -1, BST_N_TILE_TYPES - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL_ROTATION] =
    g_param_spec_uint ("tool-rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL_PLAYER] =
    g_param_spec_int ("tool-player", NULL, NULL, -1, BST_MAX_PLAYERS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "editorboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
bst_editor_board_init (BstEditorBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkDragSource *source;
  GtkGesture *gesture;

  self->cache = bst_texture_cache_new (bst_tile_art_get_default (),
                                       BST_TEXTURE_CACHE_DEFAULT_BUDGET / 2);
  self->tool_tile = -1;
  self->tool_player = -1;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (gesture, "pressed", G_CALLBACK (primary_pressed_cb), self);
  g_signal_connect_swapped (gesture, "released", G_CALLBACK (primary_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect_swapped (gesture, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

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

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, controller);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);

  /* Panning, zooming and fitting as on the game's board. */
  self->navigator = bst_board_navigator_new (widget);
  bst_board_navigator_set_max_fit_zoom (self->navigator, FIT_MAX_ZOOM);
  bst_board_navigator_set_extent_func (self->navigator, board_extent, self, NULL);
  g_signal_connect_swapped (self->navigator, "changed", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (self->navigator, "notify::panning",
                            G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (self->navigator, "drag-begin",
                            G_CALLBACK (navigator_drag_begin_cb), self);
  g_signal_connect_swapped (self->navigator, "notify::animation-speed",
                            G_CALLBACK (navigator_animation_speed_changed_cb), self);
}

/* API ------------------------------------------------------------------------------ */

GtkWidget *
bst_editor_board_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_BOARD, NULL);
}

BstEditorDocument *
bst_editor_board_get_document (BstEditorBoard *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), NULL);
  return self->document;
}

void
bst_editor_board_set_document (BstEditorBoard    *self,
                               BstEditorDocument *document)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  g_return_if_fail (document == NULL || BST_IS_EDITOR_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  bst_board_navigator_reset (self->navigator);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

int
bst_editor_board_get_tool_tile (BstEditorBoard *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), -1);
  return self->tool_tile;
}

void
bst_editor_board_set_tool_tile (BstEditorBoard *self,
                                int             type)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  g_return_if_fail (type >= -1 && type < BST_N_TILE_TYPES);

  if (self->tool_tile == type)
    return;
  self->tool_tile = type;
  if (type >= 0)
    bst_editor_board_set_tool_player (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL_TILE]);
}

guint
bst_editor_board_get_tool_rotation (BstEditorBoard *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), 0);
  return self->tool_rotation;
}

void
bst_editor_board_set_tool_rotation (BstEditorBoard *self,
                                    guint           rotation)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));

  rotation &= 3;
  if (self->tool_rotation == rotation)
    return;
  self->tool_rotation = rotation;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL_ROTATION]);
}

int
bst_editor_board_get_tool_player (BstEditorBoard *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), -1);
  return self->tool_player;
}

void
bst_editor_board_set_tool_player (BstEditorBoard *self,
                                  int             player)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  g_return_if_fail (player >= -1 && player < BST_MAX_PLAYERS);

  if (self->tool_player == player)
    return;
  self->tool_player = player;
  if (player >= 0)
    bst_editor_board_set_tool_tile (self, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL_PLAYER]);
}

void
bst_editor_board_get_cursor (BstEditorBoard *self,
                             int            *x,
                             int            *y)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  if (x)
    *x = self->cursor_x;
  if (y)
    *y = self->cursor_y;
}

void
bst_editor_board_set_cursor (BstEditorBoard *self,
                             int             x,
                             int             y)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  set_cursor (self, x, y);
}

gboolean
bst_editor_board_activate_cursor (BstEditorBoard *self)
{
  const BstEditorDraft *d;
  int index;

  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), FALSE);

  d = draft (self);
  if (d == NULL)
    return FALSE;
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

  d = draft (self);
  index = d ? bst_editor_draft_tile_at (d, self->cursor_x, self->cursor_y) : -1;
  if (index < 0)
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

void
bst_editor_board_show_move (BstEditorBoard *self,
                            const BstMove  *move,
                            guint           player)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));

  self->has_move = move != NULL;
  if (move)
    {
      self->move = *move;
      self->move_player = player;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bst_editor_board_zoom_to_fit (BstEditorBoard *self)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  bst_board_navigator_zoom_to_fit (self->navigator);
}

double
bst_editor_board_get_animation_speed (BstEditorBoard *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_BOARD (self), 1.0);
  return bst_board_navigator_get_animation_speed (self->navigator);
}

void
bst_editor_board_set_animation_speed (BstEditorBoard *self,
                                      double          speed)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));
  bst_board_navigator_set_animation_speed (self->navigator, speed);
}

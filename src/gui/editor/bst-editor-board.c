/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <math.h>

#include "bastide-render.h"
#include "bst-board-frame.h"
#include "bst-editor-board-private.h"
#include "bst-texture-cache.h"

#define FIT_MAX_ZOOM   112.0
#define GHOST_OPACITY  0.55

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

enum {
  ANSWER_SQUARE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_bst_editor_board_answer (BstEditorBoard *self,
                          int             x,
                          int             y,
                          double          u,
                          double          v,
                          gboolean        turn)
{
  g_signal_emit (self, signals[ANSWER_SQUARE], 0, x, y, u, v, turn);
}

/* Drawing ----------------------------------------------------------------------- */

/* The red ring around the meeple the document finds at fault, drawn in
 * @rect and standing on @point. */
static void
append_fault_ring (const BstBoardFrame    *frame,
                   const graphene_rect_t  *rect,
                   const graphene_point_t *point)
{
  double size = rect->size.width;
  cairo_t *cr = gtk_snapshot_append_cairo (frame->snapshot, rect);

  cairo_arc (cr, point->x, point->y, size * 0.55, 0, 2 * G_PI);
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
  const BstEditorDraft *d = _bst_editor_board_draft (self);

  if (d == NULL || self->tool_tile < 0 || self->answer_mode)
    return FALSE;
  if (self->dragging || self->drop_inside)
    return FALSE;
  if (self->pointer_inside && !self->keyboard_last
      && !bst_board_navigator_is_panning (self->navigator))
    bst_board_transform_square_at (_bst_editor_board_transform (self), self->pointer_x,
                                   self->pointer_y, x, y);
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
  BstEditorDropPlan plan;

  if (value == NULL || !G_VALUE_HOLDS (value, BST_TYPE_EDITOR_PIECE)
      || (piece = g_value_get_boxed (value)) == NULL
      || !_bst_editor_board_plan_drop (self, piece, self->drop_x, self->drop_y, &plan))
    return;
  gtk_snapshot_push_opacity (frame->snapshot, GHOST_OPACITY);
  if (piece->kind == BST_EDITOR_PIECE_MEEPLE)
    {
      const BstEditorDraft *d = _bst_editor_board_draft (self);

      bst_board_frame_append_meeple (frame, d->players[plan.player % BST_MAX_PLAYERS].colour,
                                     plan.x, plan.y, plan.type, plan.rotation, plan.segment,
                                     NULL, NULL);
    }
  else
    bst_board_frame_append_tile (frame, plan.type, plan.rotation, plan.x, plan.y);
  gtk_snapshot_pop (frame->snapshot);
}

static void
bst_editor_board_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (widget);
  const BstEditorDraft *d = _bst_editor_board_draft (self);
  int error_tile = -1, error_meeple = -1;
  graphene_rect_t rect;
  BstBoardFrame frame;
  int gx, gy;

  bst_board_frame_init (&frame, widget, snapshot, _bst_editor_board_transform (self), self->cache);
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
      graphene_point_t point;
      gboolean dragged;

      if (m->tile >= d->n_tiles)
        continue;
      t = &d->tiles[m->tile];
      dragged = self->dragging && self->drag_piece.kind == BST_EDITOR_PIECE_MEEPLE
                && t->x == self->drag_piece.x && t->y == self->drag_piece.y
                && m->segment == self->drag_piece.segment;
      if (dragged)
        gtk_snapshot_push_opacity (snapshot, 0.35);
      if (bst_board_frame_append_meeple (&frame, d->players[m->player % BST_MAX_PLAYERS].colour,
                                         t->x, t->y, t->type, t->rotation, m->segment,
                                         &rect, &point)
          && (int) i == error_meeple)
        append_fault_ring (&frame, &rect, &point);
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
        bst_board_frame_append_meeple (&frame,
                                       d->players[self->move_player % BST_MAX_PLAYERS].colour,
                                       self->move.x, self->move.y, self->move.tile,
                                       self->move.rotation, (guint) self->move.segment,
                                       NULL, NULL);
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
  const BstEditorDraft *d = _bst_editor_board_draft (self);

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

static gboolean
navigator_drag_begin_cb (BstEditorBoard    *self,
                         guint              button,
                         double             x,
                         double             y,
                         BstBoardNavigator *navigator)
{
  /* Without a document there is no table to pan. */
  return _bst_editor_board_draft (self) == NULL
         || _bst_editor_board_takes_press (self, button, x, y);
}

/* GObject --------------------------------------------------------------------------- */

static void
bst_editor_board_dispose (GObject *object)
{
  BstEditorBoard *self = BST_EDITOR_BOARD (object);

  g_clear_object (&self->document_signals);
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
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bst_editor_board_dispose;
  object_class->get_property = bst_editor_board_get_property;
  object_class->set_property = bst_editor_board_set_property;

  widget_class->snapshot = bst_editor_board_snapshot;
  widget_class->size_allocate = bst_editor_board_size_allocate;
  widget_class->measure = bst_editor_board_measure;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BST_TYPE_EDITOR_DOCUMENT, flags);
  properties[PROP_TOOL_TILE] =
    g_param_spec_int ("tool-tile", NULL, NULL, -1, BST_N_TILE_TYPES - 1, -1, flags);
  properties[PROP_TOOL_ROTATION] =
    g_param_spec_uint ("tool-rotation", NULL, NULL, 0, 3, 0, flags);
  properties[PROP_TOOL_PLAYER] =
    g_param_spec_int ("tool-player", NULL, NULL, -1, BST_MAX_PLAYERS - 1, -1, flags);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* In answer mode, a click or Enter at square (x, y): the point within it
   * in tile geometry units, or (-1, -1) from the keyboard or a turn. */
  signals[ANSWER_SQUARE] = g_signal_new ("answer-square", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 5, G_TYPE_INT, G_TYPE_INT, G_TYPE_DOUBLE,
                                         G_TYPE_DOUBLE, G_TYPE_BOOLEAN);

  gtk_widget_class_set_css_name (widget_class, "editorboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
bst_editor_board_init (BstEditorBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;

  self->cache = bst_texture_cache_new (bst_tile_art_get_default (),
                                       BST_TEXTURE_CACHE_DEFAULT_BUDGET / 2);
  self->tool_tile = -1;
  self->tool_player = -1;
  self->document_signals = g_signal_group_new (BST_TYPE_EDITOR_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (document_changed_cb), self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  _bst_editor_board_attach_controllers (self);

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

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
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
  _bst_editor_board_set_cursor (self, x, y);
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

void
bst_editor_board_set_answer_mode (BstEditorBoard *self,
                                  gboolean        answer_mode)
{
  g_return_if_fail (BST_IS_EDITOR_BOARD (self));

  self->answer_mode = !!answer_mode;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

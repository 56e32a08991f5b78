/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bastide-render.h"
#include "bst-board-frame.h"
#include "bst-board-view-private.h"
#include "bst-preview-label.h"
#include "bst-square-problem.h"

#define GHOST_OPACITY      0.6
/* Where a tile gliding in starts: raised by this much of a square, and
 * this much larger. */
#define ARRIVAL_DROP       0.6
#define ARRIVAL_LIFT       0.12
#define FOCUS_RING_WIDTH   2.0

/* The board's frame, and what only this view draws by. */
typedef struct {
  BstBoardFrame   base;
  const BstState *state;
} Frame;

/* Whether the tile at (x, y) is still gliding in; @progress gets how far,
 * 0 to 1. */
static gboolean
tile_arriving (BstBoardView *self,
               int           x,
               int           y,
               double       *progress)
{
  if (self->arrival_tick == 0 || x != self->arrival_x || y != self->arrival_y)
    return FALSE;
  *progress = self->arrival_progress;
  return TRUE;
}

/* The squares of a bounded table, in board units. */
static gboolean
table_rect (const BstState  *state,
            graphene_rect_t *squares)
{
  int min_x, min_y, max_x, max_y;

  if (!bst_state_table_squares (state, &min_x, &min_y, &max_x, &max_y))
    return FALSE;
  graphene_rect_init (squares, min_x, min_y, max_x - min_x + 1, max_y - min_y + 1);
  return TRUE;
}

/* The tile laid last and its square's rectangle; FALSE when there is none
 * or it is off the widget. */
static gboolean
last_tile_rect (const Frame          *frame,
                const BstPlacedTile **tile,
                graphene_rect_t      *rect)
{
  const BstState *state = frame->state;

  if (state->last_tile >= state->n_tiles)
    return FALSE;
  *tile = &state->tiles[state->last_tile];
  return bst_board_frame_square_rect (&frame->base, (*tile)->x, (*tile)->y, rect);
}

static void
append_highlight (BstBoardView    *self,
                  const Frame     *frame,
                  const Highlight *h)
{
  graphene_rect_t rect;
  double scale;
  cairo_t *cr;

  if (!bst_board_frame_square_rect (&frame->base, h->x, h->y, &rect))
    return;

  scale = rect.size.width / BST_TILE_GEOMETRY_SIZE;
  cr = gtk_snapshot_append_cairo (frame->base.snapshot, &rect);
  cairo_translate (cr, rect.origin.x, rect.origin.y);
  bst_tile_path_append_segment (cr, h->type, h->rotation, h->segment, scale);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, 0.99, 0.96, 0.38, 0.5);     /* a light yellow tint */
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.5, rect.size.width / 48) * _bst_board_view_line_scale (self));
  cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);           /* #1c71d8 */
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
append_highlights (BstBoardView *self,
                   const Frame  *frame,
                   GArray       *highlights)
{
  for (guint i = 0; i < highlights->len; i++)
    append_highlight (self, frame, &g_array_index (highlights, Highlight, i));
}

static void
append_legal_squares (BstBoardView *self,
                      const Frame  *frame)
{
  GdkRGBA fill, line;
  double zoom = frame->base.transform->zoom;

  bst_board_frame_rgba_from_hex (&fill, "#3584e4", frame->base.dark ? 0.16 : 0.12);
  bst_board_frame_rgba_from_hex (&line, frame->base.dark ? "#78aeed" : "#1c71d8",
                                 self->high_contrast ? 1.0 : 0.75);

  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalSquare *square = &g_array_index (self->legal, LegalSquare, i);
      graphene_rect_t rect, inner;
      GskRoundedRect clip;

      if (!bst_board_frame_square_rect (&frame->base, square->x, square->y, &rect))
        continue;

      graphene_rect_inset_r (&rect, zoom * 0.06, zoom * 0.06, &inner);
      gsk_rounded_rect_init_from_rect (&clip, &inner, zoom * 0.1);
      gtk_snapshot_push_rounded_clip (frame->base.snapshot, &clip);
      gtk_snapshot_append_color (frame->base.snapshot, &fill, &inner);
      gtk_snapshot_pop (frame->base.snapshot);
      bst_board_frame_append_outline (&frame->base, &rect, zoom * 0.06, zoom * 0.1,
                                      MAX (1.5, zoom / 40) * _bst_board_view_line_scale (self),
                                      &line);
    }
}

static void
append_ghost (BstBoardView *self,
              const Frame  *frame)
{
  graphene_rect_t rect;
  guint rotations, rotation;
  int x, y;

  if (!_bst_board_view_can_place (self) || self->has_pending
      || !_bst_board_view_ghost_square (self, &x, &y))
    return;
  if (bst_state_tile_at (frame->state, x, y) >= 0
      || !bst_board_frame_square_rect (&frame->base, x, y, &rect))
    return;
  /* Far from the board there is nothing to try. A puzzle may have legal
   * squares with no tile down. */
  rotations = _bst_board_view_legal_rotations (self, x, y);
  if (rotations == 0 && !bst_state_beside_tiles (frame->state, x, y))
    return;
  rotation = _bst_board_view_next_legal_rotation (rotations, self->rotation);
  gtk_snapshot_push_opacity (frame->base.snapshot, GHOST_OPACITY);
  gtk_snapshot_append_texture (frame->base.snapshot,
                               bst_texture_cache_get_tile (self->cache, self->tile_in_hand,
                                                           rotation, frame->base.bucket),
                               &rect);
  if (rotations == 0)
    {
      GdkRGBA red;

      bst_board_frame_rgba_from_hex (&red, "#e01b24", 0.5);
      gtk_snapshot_append_color (frame->base.snapshot, &red, &rect);
    }
  gtk_snapshot_pop (frame->base.snapshot);
}

/* Over the others, the tile coming down onto @rect from a little above,
 * quickly at first; @progress is how far it is, 0 to 1. */
static void
append_arriving_tile (const Frame           *frame,
                      const BstPlacedTile   *tile,
                      const graphene_rect_t *rect,
                      double                 progress)
{
  double rest = (1.0 - progress) * (1.0 - progress) * (1.0 - progress);
  double lift = 1.0 + ARRIVAL_LIFT * rest;
  double drop = ARRIVAL_DROP * rect->size.height * rest;
  graphene_point_t middle = GRAPHENE_POINT_INIT (rect->origin.x + rect->size.width / 2,
                                                 rect->origin.y + rect->size.height / 2);

  gtk_snapshot_save (frame->base.snapshot);
  gtk_snapshot_translate (frame->base.snapshot,
                          &GRAPHENE_POINT_INIT (middle.x, middle.y - drop));
  gtk_snapshot_scale (frame->base.snapshot, lift, lift);
  gtk_snapshot_translate (frame->base.snapshot, &GRAPHENE_POINT_INIT (-middle.x, -middle.y));
  gtk_snapshot_push_opacity (frame->base.snapshot, 1.0 - 0.7 * rest);
  bst_board_frame_append_tile (&frame->base, tile->type, tile->rotation, tile->x, tile->y);
  gtk_snapshot_pop (frame->base.snapshot);
  gtk_snapshot_restore (frame->base.snapshot);
}

static void
append_pending_outline (BstBoardView *self,
                        const Frame  *frame)
{
  graphene_rect_t rect;
  GdkRGBA accent;

  if (!bst_board_frame_square_rect (&frame->base, self->pending.x, self->pending.y, &rect))
    return;

  bst_board_frame_rgba_from_hex (&accent, frame->base.dark ? "#78aeed" : "#1c71d8", 1.0);
  bst_board_frame_append_outline (&frame->base, &rect, 0, 0,
                                  MAX (2.0, frame->base.transform->zoom / 32), &accent);
}

static void
append_targets (BstBoardView *self,
                const Frame  *frame)
{
  g_autoptr (PangoLayout) layout = NULL;
  const BstState *state = frame->state;
  double radius = CLAMP (TARGET_SCALE * frame->base.transform->zoom, 7.0, 16.0);
  guint colour = _bst_board_view_player_colour (self, state->current_player);
  GdkRGBA body, ring, text;
  gboolean show_numbers = radius >= 7;

  bst_board_frame_rgba_from_hex (&body, bst_tile_art_player_color (colour), 0.85);
  bst_board_frame_rgba_from_hex (&ring, "#ffffff", 0.95);
  bst_board_frame_rgba_from_hex (&text, colour == BST_COLOUR_YELLOW ? "#241f31" : "#ffffff",
                                 1.0);

  if (show_numbers)
    {
      PangoFontDescription *font = pango_font_description_new ();

      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      pango_font_description_set_absolute_size (font, radius * 1.1 * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
    }

  for (guint i = 0; i < self->n_options; i++)
    {
      graphene_point_t point;
      graphene_rect_t rect;
      GskRoundedRect circle;
      double r = (int) i == self->hovered_target ? radius * 1.25 : radius;
      float widths[4];
      GdkRGBA rings[4] = { ring, ring, ring, ring };

      if (self->options[i] == self->pending.segment)
        continue;

      bst_board_frame_meeple_point (&frame->base, self->pending.x, self->pending.y,
                                    self->pending.tile, self->pending.rotation,
                                    (guint) self->options[i], &point);
      graphene_rect_init (&rect, point.x - r, point.y - r, 2 * r, 2 * r);
      gsk_rounded_rect_init_from_rect (&circle, &rect, r);
      widths[0] = widths[1] = widths[2] = widths[3] = MAX (1.5, r / 5);

      gtk_snapshot_push_rounded_clip (frame->base.snapshot, &circle);
      gtk_snapshot_append_color (frame->base.snapshot, &body, &rect);
      gtk_snapshot_pop (frame->base.snapshot);
      gtk_snapshot_append_border (frame->base.snapshot, &circle, widths, rings);

      if (layout != NULL && i < N_KEYED_TARGETS)
        {
          char label[4];
          PangoRectangle ink;

          g_snprintf (label, sizeof label, "%u", i + 1);
          pango_layout_set_text (layout, label, -1);
          pango_layout_get_pixel_extents (layout, &ink, NULL);
          gtk_snapshot_save (frame->base.snapshot);
          gtk_snapshot_translate (frame->base.snapshot,
                                  &GRAPHENE_POINT_INIT (point.x - ink.x - ink.width / 2.0,
                                                        point.y - ink.y - ink.height / 2.0));
          gtk_snapshot_append_layout (frame->base.snapshot, layout, &text);
          gtk_snapshot_restore (frame->base.snapshot);
        }
    }
}

/* Beside the shown target (or the meeple on it), what the meeple would
 * score, in the colours of the players whose feature it would be. */
static void
append_target_preview (BstBoardView *self,
                       const Frame  *frame)
{
  g_autoptr (PangoLayout) layout = NULL;
  g_autofree char *text = _bst_board_view_dup_preview_label (self);
  double radius = CLAMP (TARGET_SCALE * frame->base.transform->zoom, 7.0, 16.0);
  GdkRGBA owners[BST_MAX_PLAYERS];
  graphene_point_t point;
  guint n_owners = 0;

  if (text == NULL)
    return;
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    if (self->preview.owners & (1u << p))
      bst_board_frame_rgba_from_hex (&owners[n_owners++],
                                     bst_tile_art_player_color (
                                       _bst_board_view_player_colour (self, p)),
                                     1.0);
  bst_board_frame_meeple_point (&frame->base, self->pending.x, self->pending.y,
                                self->pending.tile, self->pending.rotation,
                                (guint) self->options[self->shown_target], &point);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  bst_preview_label_append (&frame->base, layout, text, owners, n_owners, &point, radius);
}

/* The hint's target wears a wide yellow ring, edged in black so that it
 * shows on any tile and around any player's colour, and reads as the one
 * suggested among the numbered others. */
static void
append_hint_ring (const Frame   *frame,
                  const BstMove *move)
{
  double radius = CLAMP (TARGET_SCALE * frame->base.transform->zoom, 7.0, 16.0) * 1.7;
  double width = MAX (2.0, radius / 4);
  graphene_point_t point;
  graphene_rect_t rect;
  GskRoundedRect circle;
  GdkRGBA ring, edge;

  bst_board_frame_meeple_point (&frame->base, move->x, move->y, move->tile, move->rotation,
                                (guint) move->segment, &point);
  bst_board_frame_rgba_from_hex (&ring, "#f6d32d", 1.0);
  bst_board_frame_rgba_from_hex (&edge, "#241f31", 0.9);
  graphene_rect_init (&rect, point.x - radius, point.y - radius, 2 * radius, 2 * radius);
  gsk_rounded_rect_init_from_rect (&circle, &rect, radius);
  gtk_snapshot_append_border (frame->base.snapshot, &circle,
                              (float[4]) { width + 2, width + 2, width + 2, width + 2 },
                              (GdkRGBA[4]) { edge, edge, edge, edge });
  gsk_rounded_rect_shrink (&circle, 1, 1, 1, 1);
  gtk_snapshot_append_border (frame->base.snapshot, &circle,
                              (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { ring, ring, ring, ring });
}

static void
append_hint_target (BstBoardView *self,
                    const Frame  *frame)
{
  int target = _bst_board_view_hint_target (self);
  BstMove move = self->pending;

  if (target < 0)
    return;
  move.segment = self->options[target];
  append_hint_ring (frame, &move);
}

/* The better move of a review: its tile as the ghost is drawn, on its
 * square and turned its way, and its meeple's target ringed as a hint's. */
static void
append_better_move (BstBoardView *self,
                    const Frame  *frame)
{
  const BstMove *move = &self->better_move;
  graphene_rect_t rect;

  if (!self->has_better_move || bst_state_tile_at (frame->state, move->x, move->y) >= 0
      || !bst_board_frame_square_rect (&frame->base, move->x, move->y, &rect))
    return;
  gtk_snapshot_push_opacity (frame->base.snapshot, GHOST_OPACITY);
  gtk_snapshot_append_texture (frame->base.snapshot,
                               bst_texture_cache_get_tile (self->cache, move->tile,
                                                           move->rotation, frame->base.bucket),
                               &rect);
  gtk_snapshot_pop (frame->base.snapshot);
  if (move->segment != BST_NO_SEGMENT)
    append_hint_ring (frame, move);
}

static void
append_last_tile_mark (BstBoardView *self,
                       const Frame  *frame)
{
  const BstPlacedTile *tile;
  graphene_rect_t rect;
  GdkRGBA white, shade;
  double width = MAX (2.0, frame->base.transform->zoom / 28);

  if (!last_tile_rect (frame, &tile, &rect))
    return;

  bst_board_frame_rgba_from_hex (&shade, "#241f31", 0.45);
  bst_board_frame_rgba_from_hex (&white, "#ffffff", 0.9);
  bst_board_frame_append_outline (&frame->base, &rect, 0, 0, width / 2, &shade);
  bst_board_frame_append_outline (&frame->base, &rect, width / 2, 0, width, &white);
}

static void
append_cursor (BstBoardView *self,
               const Frame  *frame)
{
  graphene_rect_t rect;
  GdkRGBA line;

  if (!self->keyboard_mode || !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  if (!bst_board_frame_square_rect (&frame->base, self->cursor_x, self->cursor_y, &rect))
    return;

  bst_board_frame_rgba_from_hex (&line, frame->base.dark ? "#ffffff" : "#241f31",
                                 self->high_contrast ? 1.0 : 0.85);
  bst_board_frame_append_outline (&frame->base, &rect, -2, frame->base.transform->zoom * 0.08,
                                  3 * _bst_board_view_line_scale (self), &line);
}

/* Around the whole board while the keyboard brought the focus there, as
 * the style draws it around other widgets. */
static void
append_focus_ring (BstBoardView *self,
                   const Frame  *frame)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT (0, 0, frame->base.width, frame->base.height);
  GdkRGBA ring;

  if (!gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    return;
  bst_board_frame_rgba_from_hex (&ring, frame->base.dark ? "#78aeed" : "#3584e4",
                                 self->high_contrast ? 1.0 : 0.5);
  bst_board_frame_append_outline (&frame->base, &rect, 0, 0,
                                  FOCUS_RING_WIDTH * _bst_board_view_line_scale (self), &ring);
}

/* Makes one of the board's tile rasters at the wanted size that is still
 * missing; FALSE when there was none. */
static gboolean
make_next_raster (BstBoardView *self)
{
  const BstState *state = self->game != NULL ? bst_game_get_state (self->game) : NULL;

  for (guint i = 0; state != NULL && i < state->n_tiles; i++)
    {
      const BstPlacedTile *tile = &state->tiles[i];

      if (!bst_texture_cache_has_tile (self->cache, tile->type, tile->rotation,
                                       self->wanted_bucket))
        {
          bst_texture_cache_get_tile_surface (self->cache, tile->type, tile->rotation,
                                              self->wanted_bucket);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
make_rasters_cb (gpointer user_data)
{
  BstBoardView *self = user_data;

  if (make_next_raster (self))
    return G_SOURCE_CONTINUE;

  self->raster_bucket = self->wanted_bucket;
  self->rasters_id = 0;
  _bst_board_view_queue_redraw (self);
  return G_SOURCE_REMOVE;
}

/* The raster size a frame draws tiles from, for @wanted pixels a tile. */
static int
raster_bucket (BstBoardView *self,
               int           wanted)
{
  self->wanted_bucket = wanted;
  if (self->raster_bucket == 0 || wanted == self->raster_bucket)
    {
      g_clear_handle_id (&self->rasters_id, g_source_remove);
      self->raster_bucket = wanted;
    }
  else if (self->rasters_id == 0)
    self->rasters_id = g_idle_add (make_rasters_cb, self);
  return self->raster_bucket;
}

void
_bst_board_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BstBoardView *self = BST_BOARD_VIEW (widget);
  const BstState *state = self->game != NULL ? bst_game_get_state (self->game) : NULL;
  const BstPlacedTile *last;
  graphene_rect_t rect, table;
  double detail, progress;
  Frame frame;

  bst_board_frame_init (&frame.base, widget, snapshot,
                        bst_board_navigator_get_transform (self->navigator), self->cache);
  detail = bst_board_navigator_get_detail_zoom (self->navigator) * frame.base.scale;
  frame.base.bucket = raster_bucket (self, bst_texture_cache_bucket (detail));
  frame.state = state;
  bst_board_frame_append_table (&frame.base);

  if (state == NULL)
    {
      append_focus_ring (self, &frame);
      return;
    }
  if (table_rect (state, &table))
    bst_board_frame_append_table_edge (&frame.base, &table);

  for (guint i = 0; i < state->n_tiles; i++)
    if (!tile_arriving (self, state->tiles[i].x, state->tiles[i].y, &progress))
      bst_board_frame_append_tile (&frame.base, state->tiles[i].type, state->tiles[i].rotation,
                                   state->tiles[i].x, state->tiles[i].y);
  /* Only the last tile laid can be arriving. */
  if (last_tile_rect (&frame, &last, &rect) && tile_arriving (self, last->x, last->y, &progress))
    append_arriving_tile (&frame, last, &rect, progress);
  if (self->has_pending)
    bst_board_frame_append_tile (&frame.base, self->pending.tile, self->pending.rotation,
                                 self->pending.x, self->pending.y);

  _bst_board_view_append_aids_below (self, &frame.base, state);
  if (self->has_pending)
    append_pending_outline (self, &frame);
  else if (self->show_legal_squares && _bst_board_view_can_place (self))
    append_legal_squares (self, &frame);

  append_highlights (self, &frame, self->highlight);
  append_highlights (self, &frame, self->target_highlight);
  append_last_tile_mark (self, &frame);

  for (guint i = 0; i < state->n_meeples; i++)
    {
      const BstMeeple *meeple = &state->meeples[i];
      const BstPlacedTile *tile;

      if (meeple->tile >= state->n_tiles)
        continue;
      tile = &state->tiles[meeple->tile];
      /* It stands on the tile once that has come down. */
      if (tile_arriving (self, tile->x, tile->y, &progress))
        continue;
      bst_board_frame_append_meeple (&frame.base,
                                     _bst_board_view_player_colour (self, meeple->player),
                                     tile->x, tile->y, tile->type, tile->rotation,
                                     meeple->segment, NULL, NULL);
    }
  if (self->has_pending && self->pending.segment != BST_NO_SEGMENT)
    bst_board_frame_append_meeple (&frame.base,
                                   _bst_board_view_player_colour (self, state->current_player),
                                   self->pending.x, self->pending.y, self->pending.tile,
                                   self->pending.rotation, (guint) self->pending.segment,
                                   NULL, NULL);

  _bst_board_view_append_aids_above (self, &frame.base, state);
  if (self->has_pending && _bst_board_view_can_place (self))
    {
      append_targets (self, &frame);
      append_hint_target (self, &frame);
      append_target_preview (self, &frame);
    }

  append_ghost (self, &frame);
  append_better_move (self, &frame);
  append_cursor (self, &frame);
  append_focus_ring (self, &frame);
}

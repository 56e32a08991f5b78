/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bastide-render.h"
#include "bst-ai-aids.h"
#include "bst-board-frame.h"
#include "bst-board-view-private.h"

/* The aids over the board: dead squares crossed out, the chance of
 * finishing each open feature, the fields coloured by who holds them, and
 * the tooltip that lists the tiles fitting an open square. What they show
 * comes from the engine's queries (bst-ai-aids.h), asked once a position
 * and kept until the game moves on. */

#define ODDS_MIN_ZOOM     24.0   /* below this, the percentages would hide the board */
#define TOOLTIP_TILE_SIZE 40
#define FIELD_TINT        0.5

struct _BstBoardAids
{
  gboolean  known;     /* the arrays below are of the game's position now */
  GArray   *dead;      /* of BstAidSquare */
  GArray   *odds;      /* of BstAidOdds */
  GArray   *fields;    /* of BstAidField */
};

static const BstState *
aids_state (BstBoardView *self)
{
  return self->game != NULL ? bst_game_get_state (self->game) : NULL;
}

/* Asks the engine, when the position changed since it was last asked. */
static void
ensure_known (BstBoardView *self)
{
  BstBoardAids *aids = self->aid_cache;
  const BstState *state = aids_state (self);

  if (aids->known || state == NULL)
    return;
  aids->known = TRUE;
  g_array_set_size (aids->dead, BST_MAX_FRONTIER);
  g_array_set_size (aids->dead, bst_aids_dead_squares (state, (BstAidSquare *) aids->dead->data));
  g_array_set_size (aids->odds, 0);
  if (self->aids & BST_AID_FINISH_ODDS)
    {
      g_array_set_size (aids->odds, BST_MAX_NODES);
      g_array_set_size (aids->odds,
                        bst_aids_feature_odds (state, (BstAidOdds *) aids->odds->data));
    }
  g_array_set_size (aids->fields, 0);
  if (self->aids & BST_AID_FIELD_VIEW)
    {
      g_array_set_size (aids->fields, BST_MAX_NODES);
      g_array_set_size (aids->fields,
                        bst_aids_fields (state, (BstAidField *) aids->fields->data));
    }
}

static gboolean
is_dead_square (BstBoardView *self,
                int           x,
                int           y)
{
  GArray *dead = self->aid_cache->dead;

  for (guint i = 0; i < dead->len; i++)
    {
      const BstAidSquare *square = &g_array_index (dead, BstAidSquare, i);

      if (square->x == x && square->y == y)
        return TRUE;
    }
  return FALSE;
}

/* Drawing */

/* A square with a hatched cross: nothing can ever go there. The cross is
 * widened by @line_scale in high contrast. */
static void
append_dead_square (const BstBoardFrame *frame,
                    int                  x,
                    int                  y,
                    double               line_scale)
{
  graphene_rect_t rect;
  double size, inset;
  cairo_t *cr;

  if (!bst_board_frame_square_rect (frame, x, y, &rect))
    return;
  size = rect.size.width;
  inset = size * 0.12;
  cr = gtk_snapshot_append_cairo (frame->snapshot, &rect);
  cairo_translate (cr, rect.origin.x, rect.origin.y);

  cairo_rectangle (cr, inset, inset, size - 2 * inset, size - 2 * inset);
  cairo_clip_preserve (cr);
  cairo_set_source_rgba (cr, 0.65, 0.11, 0.18, frame->dark ? 0.22 : 0.14);  /* #a51d2d */
  cairo_fill (cr);
  cairo_set_line_width (cr, MAX (1.0, size / 64));
  cairo_set_source_rgba (cr, 0.65, 0.11, 0.18, 0.45);
  for (double d = -size; d < size; d += MAX (6.0, size / 8))
    {
      cairo_move_to (cr, d, size);
      cairo_line_to (cr, d + size, 0);
    }
  cairo_stroke (cr);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (2.0, size / 16) * line_scale);
  cairo_set_source_rgba (cr, 0.65, 0.11, 0.18, line_scale > 1 ? 1.0 : 0.85);
  cairo_move_to (cr, size * 0.3, size * 0.3);
  cairo_line_to (cr, size * 0.7, size * 0.7);
  cairo_move_to (cr, size * 0.7, size * 0.3);
  cairo_line_to (cr, size * 0.3, size * 0.7);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
segment_path (cairo_t             *cr,
              const BstPlacedTile *tile,
              guint                segment,
              double               scale)
{
  for (guint r = 0; r < bst_tile_geometry_n_rings (tile->type, segment); r++)
    {
      guint n_points;
      const BstTilePoint *ring = bst_tile_geometry_ring (tile->type, segment, r, &n_points);

      for (guint i = 0; i < n_points; i++)
        {
          BstTilePoint p = bst_tile_point_rotate (ring[i], tile->rotation);

          (i == 0 ? cairo_move_to : cairo_line_to) (cr, p.x * scale, p.y * scale);
        }
      cairo_close_path (cr);
    }
}

static const BstAidField *
field_of_root (GArray *fields,
               guint   root)
{
  for (guint i = 0; i < fields->len; i++)
    if (g_array_index (fields, BstAidField, i).root == root)
      return &g_array_index (fields, BstAidField, i);
  return NULL;
}

static void
set_player_source (BstBoardView *self,
                   cairo_t      *cr,
                   guint         player,
                   double        alpha)
{
  GdkRGBA rgba;

  bst_board_frame_rgba_from_hex (&rgba,
                                 bst_tile_art_player_color (_bst_board_view_player_colour (self,
                                                                                           player)),
                                 alpha);
  cairo_set_source_rgba (cr, rgba.red, rgba.green, rgba.blue, rgba.alpha);
}

/* A field held by one player in their colour; fields shared by a tie in
 * stripes of each holder's. */
static void
fill_field_segment (BstBoardView      *self,
                    cairo_t           *cr,
                    const BstAidField *field,
                    double             size)
{
  guint holders[BST_MAX_PLAYERS];
  guint n_holders = 0;
  double stripe = MAX (4.0, size / 10);

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    if (field->holders & (1u << p))
      holders[n_holders++] = p;
  if (n_holders == 0)
    return;

  cairo_save (cr);
  cairo_clip (cr);
  set_player_source (self, cr, holders[0], FIELD_TINT);
  cairo_paint (cr);
  cairo_set_line_width (cr, stripe);
  for (guint h = 1; h < n_holders; h++)
    {
      set_player_source (self, cr, holders[h], FIELD_TINT + 0.1);
      for (double d = -size + h * stripe; d < size; d += n_holders * stripe)
        {
          cairo_move_to (cr, d, size);
          cairo_line_to (cr, d + size, 0);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
append_field_tints (BstBoardView        *self,
                    const BstBoardFrame *frame,
                    const BstState      *state)
{
  GArray *fields = self->aid_cache->fields;

  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BstPlacedTile *tile = &state->tiles[t];
      const BstTileType *type = bst_tile_type (tile->type);
      graphene_rect_t rect;
      cairo_t *cr;

      if (!bst_board_frame_square_rect (frame, tile->x, tile->y, &rect))
        continue;
      cr = gtk_snapshot_append_cairo (frame->snapshot, &rect);
      cairo_translate (cr, rect.origin.x, rect.origin.y);
      for (guint s = 0; s < type->n_segments; s++)
        {
          const BstAidField *field;

          if (type->segments[s].kind != BST_FEATURE_FIELD)
            continue;
          field = field_of_root (fields, bst_state_feature_root (state, t, s));
          if (field == NULL)
            continue;
          segment_path (cr, tile, s, rect.size.width / BST_TILE_GEOMETRY_SIZE);
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
          fill_field_segment (self, cr, field, rect.size.width);
          cairo_new_path (cr);
        }
      cairo_destroy (cr);
    }
}

static PangoLayout *
badge_layout (BstBoardView *self,
              double        height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, height * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* @text in a small rounded label centred on @point. */
static void
append_badge (const BstBoardFrame    *frame,
              PangoLayout            *layout,
              const char             *text,
              const graphene_point_t *point,
              const GdkRGBA          *background,
              const GdkRGBA          *foreground)
{
  PangoRectangle ink;
  graphene_rect_t rect;
  GskRoundedRect pill;
  double pad;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  pad = ink.height * 0.35;
  graphene_rect_init (&rect, point->x - ink.width / 2.0 - pad, point->y - ink.height / 2.0 - pad,
                      ink.width + 2 * pad, ink.height + 2 * pad);
  gsk_rounded_rect_init_from_rect (&pill, &rect, rect.size.height / 2);
  gtk_snapshot_push_rounded_clip (frame->snapshot, &pill);
  gtk_snapshot_append_color (frame->snapshot, background, &rect);
  gtk_snapshot_pop (frame->snapshot);

  gtk_snapshot_save (frame->snapshot);
  gtk_snapshot_translate (frame->snapshot,
                          &GRAPHENE_POINT_INIT (point->x - ink.x - ink.width / 2.0,
                                                point->y - ink.y - ink.height / 2.0));
  gtk_snapshot_append_layout (frame->snapshot, layout, foreground);
  gtk_snapshot_restore (frame->snapshot);
}

static void
segment_point (const BstBoardFrame *frame,
               const BstState      *state,
               guint                tile_index,
               guint                segment,
               graphene_point_t    *point)
{
  const BstPlacedTile *tile = &state->tiles[tile_index];

  bst_board_frame_meeple_point (frame, tile->x, tile->y, tile->type, tile->rotation, segment,
                                point);
}

/* How many finished cities each held field touches, in its holder's colour. */
static void
append_field_counts (BstBoardView        *self,
                     const BstBoardFrame *frame,
                     const BstState      *state)
{
  g_autoptr (PangoLayout) layout = badge_layout (self, CLAMP (frame->transform->zoom / 7, 9, 15));
  GArray *fields = self->aid_cache->fields;
  GdkRGBA white;

  bst_board_frame_rgba_from_hex (&white, "#ffffff", 1.0);
  for (guint i = 0; i < fields->len; i++)
    {
      const BstAidField *field = &g_array_index (fields, BstAidField, i);
      char text[16];
      graphene_point_t point;
      GdkRGBA background;
      guint holder;

      if (field->holders == 0)
        continue;
      holder = (guint) __builtin_ctz (field->holders);
      bst_board_frame_rgba_from_hex (&background,
                                     bst_tile_art_player_color (
                                       _bst_board_view_player_colour (self, holder)), 0.95);
      g_snprintf (text, sizeof text, "%u", field->n_cities);
      segment_point (frame, state, field->tile, field->segment, &point);
      append_badge (frame, layout, text, &point, &background, &white);
    }
}

static void
append_odds (BstBoardView        *self,
             const BstBoardFrame *frame,
             const BstState      *state)
{
  g_autoptr (PangoLayout) layout = NULL;
  GArray *odds = self->aid_cache->odds;
  GdkRGBA background, text;

  if (frame->transform->zoom < ODDS_MIN_ZOOM)
    return;
  layout = badge_layout (self, CLAMP (frame->transform->zoom / 6, 7, 13));
  bst_board_frame_rgba_from_hex (&background, "#241f31", 0.78);
  bst_board_frame_rgba_from_hex (&text, "#ffffff", 1.0);
  for (guint i = 0; i < odds->len; i++)
    {
      const BstAidOdds *feature = &g_array_index (odds, BstAidOdds, i);
      g_autofree char *label = NULL;
      graphene_point_t point;

      /* Translators: the chance of finishing a road, city or monastery, in percent */
      label = g_strdup_printf (_("%d%%"), (int) (feature->chance * 100 + 0.5));
      segment_point (frame, state, feature->tile, feature->segment, &point);
      append_badge (frame, layout, label, &point, &background, &text);
    }
}

void
_bst_board_view_append_aids_below (BstBoardView        *self,
                                   const BstBoardFrame *frame,
                                   const BstState      *state)
{
  GArray *dead;

  if (self->aids == 0)
    return;
  ensure_known (self);
  if (self->aids & BST_AID_FIELD_VIEW)
    append_field_tints (self, frame, state);
  dead = self->aid_cache->dead;
  for (guint i = 0; (self->aids & BST_AID_DEAD_SQUARES) && i < dead->len; i++)
    append_dead_square (frame, g_array_index (dead, BstAidSquare, i).x,
                        g_array_index (dead, BstAidSquare, i).y,
                        _bst_board_view_line_scale (self));
}

void
_bst_board_view_append_aids_above (BstBoardView        *self,
                                   const BstBoardFrame *frame,
                                   const BstState      *state)
{
  if (self->aids == 0)
    return;
  ensure_known (self);
  if (self->aids & BST_AID_FIELD_VIEW)
    append_field_counts (self, frame, state);
  if (self->aids & BST_AID_FINISH_ODDS)
    append_odds (self, frame, state);
}

/* The tooltip */

static GtkWidget *
fitting_tile_widget (BstBoardView     *self,
                     const BstAidTile *tile)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture;
  g_autofree char *count = NULL;
  GdkTexture *texture;
  int bucket = bst_texture_cache_bucket (TOOLTIP_TILE_SIZE
                                         * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  texture = bst_texture_cache_get_tile (self->cache, tile->type,
                                        _bst_board_view_next_legal_rotation (tile->rotations, 0),
                                        bucket);
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  gtk_widget_set_size_request (picture, TOOLTIP_TILE_SIZE, TOOLTIP_TILE_SIZE);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_box_append (GTK_BOX (box), picture);
  /* Translators: how many tiles of a kind are left, under its picture */
  count = g_strdup_printf (_("×%u"), tile->count);
  gtk_box_append (GTK_BOX (box), gtk_label_new (count));
  return box;
}

static GtkWidget *
fitting_tiles_widget (BstBoardView     *self,
                      const BstAidTile *tiles,
                      guint             n_tiles)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *flow = gtk_flow_box_new ();
  g_autofree char *heading = NULL;
  guint total = 0;

  for (guint i = 0; i < n_tiles; i++)
    total += tiles[i].count;
  heading = g_strdup_printf (ngettext ("%u tile left fits this square",
                                       "%u tiles left fit this square", total), total);
  gtk_box_append (GTK_BOX (box), gtk_label_new (heading));
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), MIN (n_tiles, 8));
  for (guint i = 0; i < n_tiles; i++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), fitting_tile_widget (self, &tiles[i]));
  gtk_box_append (GTK_BOX (box), flow);
  return box;
}

static gboolean
query_tooltip_cb (BstBoardView *self,
                  int           x,
                  int           y,
                  gboolean      keyboard_mode,
                  GtkTooltip   *tooltip)
{
  const BstState *state = aids_state (self);
  const char *problem = gtk_widget_get_tooltip_text (GTK_WIDGET (self));
  BstAidTile tiles[BST_N_TILE_TYPES];
  GtkWidget *box, *aid = NULL;
  BstBoardTransform transform;
  graphene_rect_t rect;
  GdkRectangle area;
  int square_x, square_y;
  guint n_tiles;

  if (state == NULL || (self->aids & (BST_AID_DEAD_SQUARES | BST_AID_FITTING_TILES)) == 0)
    return FALSE;
  bst_board_view_get_transform (self, &transform);
  if (keyboard_mode)
    bst_board_view_get_cursor (self, &square_x, &square_y);
  else
    bst_board_transform_square_at (&transform, x, y, &square_x, &square_y);

  ensure_known (self);
  if ((self->aids & BST_AID_DEAD_SQUARES) && is_dead_square (self, square_x, square_y))
    aid = gtk_label_new (_("No tile left can fill this square"));
  else if ((self->aids & BST_AID_FITTING_TILES)
           && (n_tiles = bst_aids_fitting_tiles (state, square_x, square_y, tiles)) > 0)
    aid = fitting_tiles_widget (self, tiles, n_tiles);
  if (aid == NULL)
    return FALSE;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Why the tile in hand cannot go here comes first. */
  if (problem != NULL)
    gtk_box_append (GTK_BOX (box), gtk_label_new (problem));
  gtk_box_append (GTK_BOX (box), aid);
  gtk_tooltip_set_custom (tooltip, box);

  bst_board_transform_to_widget (&transform, square_x, square_y, &rect);
  area = (GdkRectangle) { (int) rect.origin.x, (int) rect.origin.y,
                          (int) rect.size.width, (int) rect.size.height };
  gtk_tooltip_set_tip_area (tooltip, &area);
  return TRUE;
}

/* The board's own tooltip turns the widget's tooltip off when it has
 * nothing to say; the aids may still have. */
void
_bst_board_view_sync_aids_tooltip (BstBoardView *self)
{
  if (self->aids & (BST_AID_DEAD_SQUARES | BST_AID_FITTING_TILES))
    gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
}

/* Keeping them */

void
_bst_board_view_init_aids (BstBoardView *self)
{
  self->aid_cache = g_new0 (BstBoardAids, 1);
  self->aid_cache->dead = g_array_new (FALSE, FALSE, sizeof (BstAidSquare));
  self->aid_cache->odds = g_array_new (FALSE, FALSE, sizeof (BstAidOdds));
  self->aid_cache->fields = g_array_new (FALSE, FALSE, sizeof (BstAidField));
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
}

void
_bst_board_view_finalize_aids (BstBoardView *self)
{
  g_array_unref (self->aid_cache->dead);
  g_array_unref (self->aid_cache->odds);
  g_array_unref (self->aid_cache->fields);
  g_clear_pointer (&self->aid_cache, g_free);
}

void
_bst_board_view_forget_aids (BstBoardView *self)
{
  self->aid_cache->known = FALSE;
}

BstAids
bst_board_view_get_aids (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), 0);
  return self->aids;
}

void
bst_board_view_set_aids (BstBoardView *self,
                         BstAids       aids)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  g_return_if_fail ((aids & ~BST_AIDS_ALL) == 0);

  if (self->aids == aids)
    return;
  self->aids = aids;
  _bst_board_view_forget_aids (self);
  _bst_board_view_sync_aids_tooltip (self);
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  _bst_board_view_queue_redraw (self);
}

/* Test-only */

gboolean
_bst_board_view_marks_dead_square (BstBoardView *self,
                                   int           x,
                                   int           y)
{
  if ((self->aids & BST_AID_DEAD_SQUARES) == 0 || aids_state (self) == NULL)
    return FALSE;
  ensure_known (self);
  return is_dead_square (self, x, y);
}

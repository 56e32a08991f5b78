/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-score-chart.h"
#include "bst-tile-art.h"

#define MARGIN        8.0
#define LABEL_WIDTH   36.0
#define LEGEND_HEIGHT 24.0   /* the players' names above the chart */
#define AXIS_HEIGHT   34.0   /* the moves below it, and the axis' name */
#define MARK_SIZE     4.5

struct _BstScoreChart
{
  GtkWidget  parent_instance;

  GArray    *history;
  guint      n_players;
  GdkRGBA    colours[BST_MAX_PLAYERS];
  char      *names[BST_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (BstScoreChart, bst_score_chart, GTK_TYPE_WIDGET)

static int
value_at (BstScoreChart *self,
          guint          row,
          guint          player)
{
  return g_array_index (self->history, int, row * self->n_players + player);
}

/* A round step, @smallest or more, that cuts @span into at most @most
 * parts: for the lines and labels of both axes. */
static int
round_step (int span,
            int smallest,
            int most)
{
  static const int steps[] = { 1, 2, 5, 10, 20, 25, 50, 100, 200, 500 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (steps[i] >= smallest && span / steps[i] <= most)
      return steps[i];
  return 1000;
}

/* Three to six grid lines up the points. */
static int
grid_step (int top)
{
  return round_step (top, 5, 5);
}

/* At most seven labels along the moves. */
static guint
move_step (guint n_moves)
{
  return (guint) round_step ((int) n_moves, 1, 6);
}

/* Each player's line carries a shape of its own, so that the lines are
 * told apart without their colours. */
static void
trace_mark (cairo_t      *cr,
            BstChartMark  mark,
            double        x,
            double        y)
{
  double r = MARK_SIZE;

  cairo_new_sub_path (cr);
  switch (mark)
    {
    case BST_CHART_MARK_SQUARE:
      cairo_rectangle (cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case BST_CHART_MARK_TRIANGLE:
      cairo_move_to (cr, x, y - r * 1.1);
      cairo_line_to (cr, x + r, y + r * 0.8);
      cairo_line_to (cr, x - r, y + r * 0.8);
      cairo_close_path (cr);
      break;
    case BST_CHART_MARK_DIAMOND:
      cairo_move_to (cr, x, y - r * 1.2);
      cairo_line_to (cr, x + r, y);
      cairo_line_to (cr, x, y + r * 1.2);
      cairo_line_to (cr, x - r, y);
      cairo_close_path (cr);
      break;
    case BST_CHART_MARK_BAR:
      cairo_rectangle (cr, x - r * 1.2, y - r * 0.5, r * 2.4, r);
      break;
    case BST_CHART_MARK_PILLAR:
      cairo_rectangle (cr, x - r * 0.5, y - r * 1.2, r, r * 2.4);
      break;
    case BST_CHART_MARK_CIRCLE:
    default:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    }
}

static void
draw_mark (cairo_t       *cr,
           BstChartMark   mark,
           const GdkRGBA *colour,
           const GdkRGBA *fg,
           double         x,
           double         y)
{
  cairo_new_path (cr);
  trace_mark (cr, mark, x, y);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.0);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.6);
  cairo_stroke (cr);
}

/* @text with its right end at @x (or its left end, @from_left), centred
 * on @y; its width. */
static int
draw_text (GtkWidget    *widget,
           GtkSnapshot  *snapshot,
           const char   *text,
           double        x,
           double        y,
           gboolean      from_left,
           float         alpha)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (from_left ? x : x - width,
                                                          y - height / 2.0));
  {
    GdkRGBA colour;

    gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
    colour.alpha *= alpha;
    gtk_snapshot_append_layout (snapshot, layout, &colour);
  }
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
  return width;
}

static void
draw_label (GtkWidget    *widget,
            GtkSnapshot  *snapshot,
            const char   *text,
            double        x,
            double        y)
{
  draw_text (widget, snapshot, text, x, y, FALSE, 0.55f);
}

static void
bst_score_chart_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BstScoreChart *self = BST_SCORE_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double left = LABEL_WIDTH + MARGIN, right = width - MARGIN;
  double top_y = MARGIN + LEGEND_HEIGHT, bottom_y = height - MARGIN - AXIS_HEIGHT;
  guint n_rows, every;
  int top = 10, bottom = 0, step;
  GdkRGBA fg;
  cairo_t *cr;

  if (self->history == NULL || self->n_players == 0)
    return;
  n_rows = self->history->len / self->n_players;
  if (n_rows < 2 || right <= left || bottom_y <= top_y)
    return;

  for (guint r = 0; r < n_rows; r++)
    for (guint p = 0; p < self->n_players; p++)
      {
        top = MAX (top, value_at (self, r, p));
        bottom = MIN (bottom, value_at (self, r, p));
      }
  step = grid_step (top - bottom);
  top = ((top + step - 1) / step) * step;

#define X(row) (left + (right - left) * (double) (row) / (double) (n_rows - 1))
#define Y(value) (bottom_y - (bottom_y - top_y) * ((double) (value) - bottom) / (double) (top - bottom))

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The grid, faint. */
  cairo_set_line_width (cr, 1.0);
  for (int v = bottom; v <= top; v += step)
    {
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, v == 0 ? 0.3 : 0.1);
      cairo_move_to (cr, left, round (Y (v)) + 0.5);
      cairo_line_to (cr, right, round (Y (v)) + 0.5);
      cairo_stroke (cr);
    }

  /* A line a player, outlined so that every colour reads on both styles. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < self->n_players; p++)
    {
      const GdkRGBA *c = &self->colours[p];

      cairo_new_path (cr);
      for (guint r = 0; r < n_rows; r++)
        cairo_line_to (cr, X (r), Y (value_at (self, r, p)));
      cairo_set_line_width (cr, 4.5);
      cairo_set_source_rgba (cr, 1 - fg.red, 1 - fg.green, 1 - fg.blue, 0.6);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 2.5);
      gdk_cairo_set_source_rgba (cr, c);
      cairo_stroke (cr);

      /* Marks along the line, staggered so that equal scores show both. */
      for (guint r = p % 8; r < n_rows; r += 8)
        draw_mark (cr, bst_score_chart_get_mark (self, p), c, &fg, X (r),
                   Y (value_at (self, r, p)));
      draw_mark (cr, bst_score_chart_get_mark (self, p), c, &fg, X (n_rows - 1),
                 Y (value_at (self, n_rows - 1, p)));
    }

  /* The move axis: its ticks under the chart. */
  every = move_step (n_rows - 1);
  cairo_set_line_width (cr, 1.0);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
  cairo_move_to (cr, left, round (bottom_y) + 0.5);
  cairo_line_to (cr, right, round (bottom_y) + 0.5);
  for (guint r = 0; r < n_rows; r += every)
    {
      cairo_move_to (cr, round (X (r)) + 0.5, bottom_y);
      cairo_line_to (cr, round (X (r)) + 0.5, bottom_y + 4);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);

  for (int v = bottom; v <= top; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);

      draw_label (widget, snapshot, text, LABEL_WIDTH, Y (v));
    }
  for (guint r = 0; r < n_rows; r += every)
    {
      g_autofree char *text = g_strdup_printf ("%u", r);
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
      int text_width;

      pango_layout_get_pixel_size (layout, &text_width, NULL);
      g_object_unref (layout);
      draw_label (widget, snapshot, text, X (r) + text_width / 2.0, bottom_y + 12);
    }
  /* Translators: the names of the score chart's axes */
  draw_text (widget, snapshot, _("Move"), right, bottom_y + 27, FALSE, 0.75f);
  draw_text (widget, snapshot, _("Points"), MARGIN, MARGIN + LEGEND_HEIGHT / 2, TRUE, 0.75f);

  /* The legend: each player's mark in their colour, and their name. */
  {
    double x = left + 48;

    for (guint p = 0; p < self->n_players; p++)
      {
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, MARGIN, 16,
                                                                       LEGEND_HEIGHT));
        cairo_set_line_width (cr, 2.5);
        gdk_cairo_set_source_rgba (cr, &self->colours[p]);
        cairo_move_to (cr, x, MARGIN + LEGEND_HEIGHT / 2);
        cairo_line_to (cr, x + 16, MARGIN + LEGEND_HEIGHT / 2);
        cairo_stroke (cr);
        draw_mark (cr, bst_score_chart_get_mark (self, p), &self->colours[p], &fg, x + 8,
                   MARGIN + LEGEND_HEIGHT / 2);
        cairo_destroy (cr);
        x += 22;
        x += draw_text (widget, snapshot, self->names[p] ? self->names[p] : "", x,
                        MARGIN + LEGEND_HEIGHT / 2, TRUE, 1.0f) + 16;
      }
  }
#undef X
#undef Y
}

static void
bst_score_chart_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 100 + LEGEND_HEIGHT + AXIS_HEIGHT;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 420 : 180 + LEGEND_HEIGHT + AXIS_HEIGHT;
}

static void
bst_score_chart_finalize (GObject *object)
{
  BstScoreChart *self = BST_SCORE_CHART (object);

  g_clear_pointer (&self->history, g_array_unref);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    g_free (self->names[p]);
  G_OBJECT_CLASS (bst_score_chart_parent_class)->finalize (object);
}

static void
bst_score_chart_class_init (BstScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bst_score_chart_finalize;
  widget_class->snapshot = bst_score_chart_snapshot;
  widget_class->measure = bst_score_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bst_score_chart_init (BstScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Scores over the game"), -1);
}

GtkWidget *
bst_score_chart_new (void)
{
  return g_object_new (BST_TYPE_SCORE_CHART, NULL);
}

void
bst_score_chart_set_history (BstScoreChart   *self,
                             GArray          *history,
                             guint            n_players,
                             const BstColour *colours)
{
  g_return_if_fail (BST_IS_SCORE_CHART (self));
  g_return_if_fail (n_players <= BST_MAX_PLAYERS);

  g_clear_pointer (&self->history, g_array_unref);
  self->history = history ? g_array_ref (history) : NULL;
  self->n_players = n_players;
  for (guint p = 0; p < n_players; p++)
    gdk_rgba_parse (&self->colours[p], bst_tile_art_player_color (colours[p]));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
bst_score_chart_get_n_points (BstScoreChart *self)
{
  g_return_val_if_fail (BST_IS_SCORE_CHART (self), 0);
  return self->history && self->n_players ? self->history->len / self->n_players : 0;
}

void
bst_score_chart_set_names (BstScoreChart      *self,
                           const char * const *names,
                           guint               n_names)
{
  g_return_if_fail (BST_IS_SCORE_CHART (self));
  g_return_if_fail (n_names <= BST_MAX_PLAYERS);

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      self->names[p] = p < n_names ? g_strdup (names[p]) : NULL;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
bst_score_chart_get_name (BstScoreChart *self,
                          guint          player)
{
  g_return_val_if_fail (BST_IS_SCORE_CHART (self), NULL);
  g_return_val_if_fail (player < BST_MAX_PLAYERS, NULL);
  return self->names[player];
}

BstChartMark
bst_score_chart_get_mark (BstScoreChart *self,
                          guint          player)
{
  g_return_val_if_fail (BST_IS_SCORE_CHART (self), BST_CHART_MARK_CIRCLE);
  return (BstChartMark) (player % BST_N_CHART_MARKS);
}

guint
bst_score_chart_get_move_step (BstScoreChart *self)
{
  guint n_points = bst_score_chart_get_n_points (self);

  return n_points > 1 ? move_step (n_points - 1) : 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-score-chart.h"
#include "bst-tile-art.h"

#define MARGIN      8.0
#define LABEL_WIDTH 36.0

struct _BstScoreChart
{
  GtkWidget  parent_instance;

  GArray    *history;
  guint      n_players;
  GdkRGBA    colours[BST_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (BstScoreChart, bst_score_chart, GTK_TYPE_WIDGET)

static int
value_at (BstScoreChart *self,
          guint          row,
          guint          player)
{
  return g_array_index (self->history, int, row * self->n_players + player);
}

/* A step of the value axis that gives three to six grid lines. */
static int
grid_step (int top)
{
  static const int steps[] = { 5, 10, 20, 25, 50, 100, 200, 500 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (top / steps[i] <= 5)
      return steps[i];
  return 1000;
}

static void
draw_label (GtkWidget    *widget,
            GtkSnapshot  *snapshot,
            const char   *text,
            double        x,
            double        y)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - width, y - height / 2.0));
  {
    GdkRGBA colour;

    gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
    colour.alpha *= 0.55f;
    gtk_snapshot_append_layout (snapshot, layout, &colour);
  }
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

static void
bst_score_chart_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BstScoreChart *self = BST_SCORE_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double left = LABEL_WIDTH + MARGIN, right = width - MARGIN;
  double top_y = MARGIN, bottom_y = height - MARGIN;
  guint n_rows;
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

      cairo_arc (cr, X (n_rows - 1), Y (value_at (self, n_rows - 1, p)), 4.0, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, c);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1.0);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  for (int v = bottom; v <= top; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);

      draw_label (widget, snapshot, text, LABEL_WIDTH, Y (v));
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
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 100;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 420 : 180;
}

static void
bst_score_chart_finalize (GObject *object)
{
  BstScoreChart *self = BST_SCORE_CHART (object);

  g_clear_pointer (&self->history, g_array_unref);
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-meeple-icon.h"
#include "bst-score-breakdown.h"

/* How long each scored feature stays lit at animation speed 1. */
#define FEATURE_LIT_MS 1200

struct _BstScoreBreakdown
{
  GtkListBox   *list;
  BstBoardView *board;
  GArray       *events;          /* of BstScoreEvent: the breakdown, row by row */
  guint         lighting_source; /* lights the scored features in turn */
  gboolean      lighting_step;   /* the sequence, not the player, chose the row */
};

/* Lights the feature @event scored, beside those lit. */
static void
light_event (BstScoreBreakdown   *self,
             const BstScoreEvent *event)
{
  BstGame *game = bst_board_view_get_game (self->board);

  if (game != NULL && event->tile < bst_game_get_state (game)->n_tiles)
    bst_board_view_add_highlight_feature (self->board, event->tile, event->segment);
}

/* Lights the feature of the row @row, alone. */
static void
light_row (BstScoreBreakdown *self,
           GtkListBoxRow     *row)
{
  int index;

  bst_board_view_clear_highlight (self->board);
  if (row == NULL)
    return;
  index = gtk_list_box_row_get_index (row);
  if (index >= 0 && (guint) index < self->events->len)
    light_event (self, &g_array_index (self->events, BstScoreEvent, index));
}

void
bst_score_breakdown_stop (BstScoreBreakdown *self)
{
  g_clear_handle_id (&self->lighting_source, g_source_remove);
}

/* Scrolls the side of the page as little as shows @row whole. */
static void
scroll_to_row (GtkListBoxRow *row)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (row), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  graphene_rect_t bounds;

  if (scrolled == NULL)
    return;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (content == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (row), content, &bounds))
    return;
  gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                             bounds.origin.y, bounds.origin.y + bounds.size.height);
}

/* The sequence selects the row, so that the points in words go along with
 * the feature lit. */
static void
light_step (BstScoreBreakdown *self,
            guint              index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int) index);

  self->lighting_step = TRUE;
  gtk_list_box_select_row (self->list, row);
  self->lighting_step = FALSE;
  if (row != NULL)
    scroll_to_row (row);
}

static gboolean
light_next_cb (gpointer data)
{
  BstScoreBreakdown *self = data;
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->list);
  guint next = selected ? (guint) gtk_list_box_row_get_index (selected) + 1 : 0;

  light_step (self, next);
  if (next + 1 < self->events->len)
    return G_SOURCE_CONTINUE;
  self->lighting_source = 0;
  return G_SOURCE_REMOVE;
}

/* Each feature lit in turn, at the player's animation speed; at speed 0 the
 * steps follow each other at once. Who asks the system for reduced motion
 * sees them all lit together. */
void
bst_score_breakdown_light_in_turn (BstScoreBreakdown *self)
{
  gboolean animate = TRUE;
  double speed = bst_board_view_get_animation_speed (self->board);

  bst_score_breakdown_stop (self);
  if (self->events->len == 0)
    return;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self->list)), "gtk-enable-animations",
                &animate, NULL);
  if (!animate)
    {
      gtk_list_box_unselect_all (self->list);
      bst_board_view_clear_highlight (self->board);
      for (guint i = 0; i < self->events->len; i++)
        light_event (self, &g_array_index (self->events, BstScoreEvent, i));
      return;
    }
  light_step (self, 0);
  if (self->events->len > 1)
    self->lighting_source = g_timeout_add (speed >= 0.01 ? (guint) (FEATURE_LIT_MS / speed) : 0,
                                           light_next_cb, self);
}

/* A row chosen by the player stops the sequence on it. */
static void
row_selected_cb (GtkListBox    *list,
                 GtkListBoxRow *row,
                 gpointer       data)
{
  BstScoreBreakdown *self = data;

  if (!self->lighting_step)
    bst_score_breakdown_stop (self);
  light_row (self, row);
}

/* A click on the row already lit stops the sequence too. */
static void
row_activated_cb (GtkListBox    *list,
                  GtkListBoxRow *row,
                  gpointer       data)
{
  BstScoreBreakdown *self = data;

  bst_score_breakdown_stop (self);
  light_row (self, row);
}

/* A feature scored, in words, after the meeples of who scores it. */
static GtkWidget *
line_new (const BstScoreEvent *event,
          const char          *text,
          const BstPlayerInfo *players,
          guint                n_players)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);

  for (guint p = 0; p < n_players; p++)
    if (event->winners & (1u << p))
      {
        GtkWidget *icon = bst_meeple_icon_new (players[p].colour);

        gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
        gtk_box_append (GTK_BOX (line), icon);
      }
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (line), label);
  gtk_widget_set_margin_top (line, 8);
  gtk_widget_set_margin_bottom (line, 8);
  gtk_widget_set_margin_start (line, 12);
  gtk_widget_set_margin_end (line, 12);
  return line;
}

void
bst_score_breakdown_add (BstScoreBreakdown   *self,
                         const BstScoreEvent *event,
                         const char          *text,
                         const BstPlayerInfo *players,
                         guint                n_players)
{
  g_array_append_vals (self->events, event, 1);
  gtk_list_box_append (self->list, line_new (event, text, players, n_players));
}

guint
bst_score_breakdown_get_n_events (BstScoreBreakdown *self)
{
  return self->events->len;
}

void
bst_score_breakdown_clear (BstScoreBreakdown *self)
{
  GtkWidget *child;

  bst_score_breakdown_stop (self);
  g_array_set_size (self->events, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))))
    gtk_list_box_remove (self->list, child);
}

/* @list and @board belong to the page, which frees the breakdown before them. */
BstScoreBreakdown *
bst_score_breakdown_new (GtkListBox   *list,
                         BstBoardView *board)
{
  BstScoreBreakdown *self = g_new0 (BstScoreBreakdown, 1);

  self->list = list;
  self->board = board;
  self->events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  g_signal_connect (list, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (list, "row-activated", G_CALLBACK (row_activated_cb), self);
  return self;
}

void
bst_score_breakdown_free (BstScoreBreakdown *self)
{
  bst_score_breakdown_stop (self);
  /* The list lets go of its row after the board is gone: nothing to light then. */
  g_signal_handlers_disconnect_by_data (self->list, self);
  g_array_unref (self->events);
  g_free (self);
}

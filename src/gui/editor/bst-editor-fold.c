/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-editor-fold.h"

/* libadwaita 1.2 has no breakpoints: the columns fold when the widget is
 * given its width, the way AdwFlap folds, and the parts not shown are made
 * child-invisible as a GtkStack's pages are. Side by side, the columns
 * share the width as a GtkBox's children do. */

/* Beside both columns, a board narrower than this is too small to edit. */
#define BOARD_MIN_WIDTH 320

/* The part of the height the sheet takes, folded, if the board keeps what
 * it needs. */
#define SHEET_SHARE 0.5

/* In the order they are drawn and focused. */
enum {
  START,
  SEP_START,
  CENTER,
  SEP_END,
  END,
  SEP_BAR,
  BAR,
  N_PARTS
};

static const guint columns[] = { START, SEP_START, CENTER, SEP_END, END };

struct _BstEditorFold
{
  GtkWidget  parent_instance;

  GtkWidget *parts[N_PARTS];
  GtkWidget *sheet;
  gboolean   folded;
};

G_DEFINE_FINAL_TYPE (BstEditorFold, bst_editor_fold, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_START,
  PROP_CENTER,
  PROP_END,
  PROP_BAR,
  PROP_SHEET,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
lays_out (GtkWidget *part)
{
  return part != NULL && gtk_widget_should_layout (part);
}

/* The width the columns need side by side, the board its least. */
static int
side_by_side_minimum (BstEditorFold *self)
{
  int total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      GtkWidget *part = self->parts[columns[i]];
      int minimum;

      if (!lays_out (part))
        continue;
      gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      if (columns[i] == CENTER)
        minimum = MAX (minimum, BOARD_MIN_WIDTH);
      total += minimum;
    }
  return total;
}

static gboolean
folds_at (BstEditorFold *self,
          int            width)
{
  return width < side_by_side_minimum (self);
}

/* The columns' widths side by side in @width: first each one's minimum,
 * then towards their natural widths, the rest to those that expand. */
static void
share_width (BstEditorFold *self,
             int            width,
             int            height,
             int            widths[N_PARTS])
{
  GtkRequestedSize sizes[G_N_ELEMENTS (columns)];
  guint n = 0, n_expand = 0, n_expanded = 0;
  int left = width;

  for (guint i = 0; i < N_PARTS; i++)
    widths[i] = 0;
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      GtkWidget *part = self->parts[columns[i]];

      if (!lays_out (part))
        continue;
      gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, height, &sizes[n].minimum_size,
                          &sizes[n].natural_size, NULL, NULL);
      sizes[n].data = GUINT_TO_POINTER (columns[i]);
      left -= sizes[n].minimum_size;
      if (gtk_widget_compute_expand (part, GTK_ORIENTATION_HORIZONTAL))
        n_expand++;
      n++;
    }
  left = gtk_distribute_natural_allocation (MAX (left, 0), n, sizes);
  for (guint i = 0; i < n; i++)
    {
      guint part = GPOINTER_TO_UINT (sizes[i].data);

      widths[part] = sizes[i].minimum_size;
      if (n_expand > 0 && gtk_widget_compute_expand (self->parts[part], GTK_ORIENTATION_HORIZONTAL))
        {
          widths[part] += left / n_expand + (n_expanded < left % n_expand ? 1 : 0);
          n_expanded++;
        }
    }
}

/* Whether @i is laid out when the widget is folded or not. */
static gboolean
is_shown (BstEditorFold *self,
          guint          i,
          gboolean       folded)
{
  if (!lays_out (self->parts[i]))
    return FALSE;
  if (!folded)
    return i <= END;
  return i == CENTER || i == SEP_BAR || i == BAR || self->parts[i] == self->sheet;
}

static void
measure_height (GtkWidget *part,
                int        width,
                int       *minimum,
                int       *natural)
{
  gtk_widget_measure (part, GTK_ORIENTATION_VERTICAL, width, minimum, natural, NULL, NULL);
}

static void
bst_editor_fold_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BstEditorFold *self = BST_EDITOR_FOLD (widget);
  int widths[N_PARTS];

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Folded, no wider than the widest part; naturally, side by side. */
      for (guint i = 0; i < N_PARTS; i++)
        {
          int part_minimum, part_natural;

          if (!lays_out (self->parts[i]))
            continue;
          gtk_widget_measure (self->parts[i], orientation, -1, &part_minimum, &part_natural,
                              NULL, NULL);
          if (i != SEP_START && i != SEP_END)
            *minimum = MAX (*minimum, part_minimum);
          if (i <= END)
            *natural += part_natural;
        }
      *natural = MAX (*natural, side_by_side_minimum (self));
      return;
    }

  if (for_size >= 0 && folds_at (self, for_size))
    {
      for (guint i = CENTER; i < N_PARTS; i++)
        {
          int part_minimum, part_natural;

          if (!is_shown (self, i, TRUE))
            continue;
          measure_height (self->parts[i], for_size, &part_minimum, &part_natural);
          *minimum += part_minimum;
          *natural += part_natural;
        }
      return;
    }

  if (for_size >= 0)
    share_width (self, for_size, -1, widths);
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      guint part = columns[i];
      int part_minimum, part_natural;

      if (!lays_out (self->parts[part]))
        continue;
      measure_height (self->parts[part], for_size >= 0 ? widths[part] : -1, &part_minimum,
                      &part_natural);
      *minimum = MAX (*minimum, part_minimum);
      *natural = MAX (*natural, part_natural);
    }
}

static void
place (GtkWidget *part,
       int        x,
       int        y,
       int        width,
       int        height)
{
  gtk_widget_allocate (part, width, height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
}

/* Board, line and bar from the top, the sheet under them. */
static void
allocate_folded (BstEditorFold *self,
                 int            width,
                 int            height)
{
  int heights[N_PARTS] = { 0, };
  int board_minimum, sheet_minimum, natural, y = 0;

  for (guint i = SEP_BAR; i <= BAR; i++)
    if (is_shown (self, i, TRUE))
      measure_height (self->parts[i], width, &heights[i], &natural);
  measure_height (self->parts[CENTER], width, &board_minimum, &natural);
  if (self->sheet != NULL && is_shown (self, self->sheet == self->parts[START] ? START : END,
                                       TRUE))
    {
      int share = (int) (height * SHEET_SHARE);
      int room = height - heights[SEP_BAR] - heights[BAR] - board_minimum;

      measure_height (self->sheet, width, &sheet_minimum, &natural);
      heights[self->sheet == self->parts[START] ? START : END] =
        MAX (sheet_minimum, MIN (share, room));
    }
  heights[CENTER] = MAX (0, height - heights[START] - heights[END] - heights[SEP_BAR]
                            - heights[BAR]);

  for (guint i = CENTER; i < N_PARTS; i++)
    if (i != END && is_shown (self, i, TRUE))
      {
        place (self->parts[i], 0, y, width, heights[i]);
        y += heights[i];
      }
  for (guint i = START; i <= END; i += END - START)
    if (is_shown (self, i, TRUE))
      place (self->parts[i], 0, y, width, heights[i]);
}

static void
allocate_side_by_side (BstEditorFold *self,
                       int            width,
                       int            height)
{
  int widths[N_PARTS];
  int x = 0;

  share_width (self, width, height, widths);
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    if (lays_out (self->parts[columns[i]]))
      {
        place (self->parts[columns[i]], x, 0, widths[columns[i]], height);
        x += widths[columns[i]];
      }
}

/* A part out of sight keeps an allocation, at its least size. */
static void
allocate_hidden (GtkWidget *part)
{
  int width, height, natural;

  gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, -1, &width, &natural, NULL, NULL);
  measure_height (part, width, &height, &natural);
  place (part, 0, 0, width, height);
}

static void
bst_editor_fold_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  BstEditorFold *self = BST_EDITOR_FOLD (widget);
  gboolean folded = folds_at (self, width);

  for (guint i = 0; i < N_PARTS; i++)
    if (self->parts[i] != NULL)
      gtk_widget_set_child_visible (self->parts[i], is_shown (self, i, folded));
  for (guint i = 0; i < N_PARTS; i++)
    if (lays_out (self->parts[i]) && !is_shown (self, i, folded))
      allocate_hidden (self->parts[i]);
  if (folded)
    allocate_folded (self, width, height);
  else
    allocate_side_by_side (self, width, height);

  if (self->folded != folded)
    {
      self->folded = folded;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
    }
}

/* Each part where it belongs in the order of drawing and focus. */
static void
order_parts (BstEditorFold *self)
{
  GtkWidget *previous = NULL;

  for (guint i = 0; i < N_PARTS; i++)
    if (self->parts[i] != NULL)
      {
        gtk_widget_insert_after (self->parts[i], GTK_WIDGET (self), previous);
        previous = self->parts[i];
      }
}

static void
set_part (BstEditorFold *self,
          guint          i,
          GtkWidget     *child,
          GParamSpec    *pspec)
{
  if (self->parts[i] == child)
    return;
  g_return_if_fail (child == NULL || gtk_widget_get_parent (child) == NULL);

  if (self->parts[i] != NULL)
    {
      if (self->sheet == self->parts[i])
        bst_editor_fold_set_sheet (self, NULL);
      gtk_widget_unparent (self->parts[i]);
    }
  self->parts[i] = child;
  if (child != NULL)
    {
      gtk_widget_set_parent (child, GTK_WIDGET (self));
      order_parts (self);
    }
  if (pspec != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
bst_editor_fold_dispose (GObject *object)
{
  BstEditorFold *self = BST_EDITOR_FOLD (object);

  self->sheet = NULL;
  for (guint i = 0; i < N_PARTS; i++)
    g_clear_pointer (&self->parts[i], gtk_widget_unparent);

  G_OBJECT_CLASS (bst_editor_fold_parent_class)->dispose (object);
}

static void
bst_editor_fold_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BstEditorFold *self = BST_EDITOR_FOLD (object);

  switch (prop_id)
    {
    case PROP_START:
      g_value_set_object (value, self->parts[START]);
      break;
    case PROP_CENTER:
      g_value_set_object (value, self->parts[CENTER]);
      break;
    case PROP_END:
      g_value_set_object (value, self->parts[END]);
      break;
    case PROP_BAR:
      g_value_set_object (value, self->parts[BAR]);
      break;
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_fold_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BstEditorFold *self = BST_EDITOR_FOLD (object);

  switch (prop_id)
    {
    case PROP_START:
      bst_editor_fold_set_start (self, g_value_get_object (value));
      break;
    case PROP_CENTER:
      bst_editor_fold_set_center (self, g_value_get_object (value));
      break;
    case PROP_END:
      bst_editor_fold_set_end (self, g_value_get_object (value));
      break;
    case PROP_BAR:
      bst_editor_fold_set_bar (self, g_value_get_object (value));
      break;
    case PROP_SHEET:
      bst_editor_fold_set_sheet (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_fold_class_init (BstEditorFoldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bst_editor_fold_dispose;
  object_class->get_property = bst_editor_fold_get_property;
  object_class->set_property = bst_editor_fold_set_property;
  widget_class->measure = bst_editor_fold_measure;
  widget_class->size_allocate = bst_editor_fold_size_allocate;

  properties[PROP_START] = g_param_spec_object ("start", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_CENTER] = g_param_spec_object ("center", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_END] = g_param_spec_object ("end", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_BAR] = g_param_spec_object ("bar", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_SHEET] = g_param_spec_object ("sheet", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "editorfold");
}

static void
bst_editor_fold_init (BstEditorFold *self)
{
  set_part (self, SEP_START, gtk_separator_new (GTK_ORIENTATION_VERTICAL), NULL);
  set_part (self, SEP_END, gtk_separator_new (GTK_ORIENTATION_VERTICAL), NULL);
  set_part (self, SEP_BAR, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL), NULL);
}

GtkWidget *
bst_editor_fold_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_FOLD, NULL);
}

#define PART_ACCESSORS(name, part, prop)                                     \
  GtkWidget *                                                                \
  bst_editor_fold_get_##name (BstEditorFold *self)                           \
  {                                                                          \
    g_return_val_if_fail (BST_IS_EDITOR_FOLD (self), NULL);                  \
    return self->parts[part];                                                \
  }                                                                          \
                                                                             \
  void                                                                       \
  bst_editor_fold_set_##name (BstEditorFold *self,                           \
                              GtkWidget     *child)                          \
  {                                                                          \
    g_return_if_fail (BST_IS_EDITOR_FOLD (self));                            \
    g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));               \
    set_part (self, part, child, properties[prop]);                          \
  }

PART_ACCESSORS (start, START, PROP_START)
PART_ACCESSORS (center, CENTER, PROP_CENTER)
PART_ACCESSORS (end, END, PROP_END)
PART_ACCESSORS (bar, BAR, PROP_BAR)

GtkWidget *
bst_editor_fold_get_sheet (BstEditorFold *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_FOLD (self), NULL);
  return self->sheet;
}

/* @child, the start or end column or %NULL, is shown under the bar when
 * folded. */
void
bst_editor_fold_set_sheet (BstEditorFold *self,
                           GtkWidget     *child)
{
  g_return_if_fail (BST_IS_EDITOR_FOLD (self));
  g_return_if_fail (child == NULL || child == self->parts[START] || child == self->parts[END]);

  if (self->sheet == child)
    return;
  self->sheet = child;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHEET]);
}

gboolean
bst_editor_fold_get_folded (BstEditorFold *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_FOLD (self), FALSE);
  return self->folded;
}

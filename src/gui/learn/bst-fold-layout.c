/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-fold-layout.h"

/* libadwaita 1.2 has no breakpoints: the box is turned when it is given
 * its width, the way AdwFlap folds. */

struct _BstFoldLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (BstFoldLayout, bst_fold_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkBox *
get_box (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  g_return_val_if_fail (GTK_IS_BOX (child), NULL);
  return GTK_BOX (child);
}

/* What the box's children need one above the other (the widest one's
 * minimum) and side by side (their natural widths). */
static void
measure_parts (GtkBox *box,
               int    *folded_minimum,
               int    *side_by_side)
{
  int n = 0;

  *folded_minimum = *side_by_side = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum, natural;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      *folded_minimum = MAX (*folded_minimum, minimum);
      *side_by_side += natural;
      n++;
    }
  *side_by_side += MAX (n - 1, 0) * gtk_box_get_spacing (box);
}

static int
side_by_side_width (GtkBox *box)
{
  int folded_minimum, side_by_side;

  measure_parts (box, &folded_minimum, &side_by_side);
  return side_by_side;
}

static void
bst_fold_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  GtkBox *box = get_box (widget);

  *minimum = *natural = 0;
  if (box == NULL)
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Folded, whichever way the box lies now. */
      measure_parts (box, minimum, natural);
      *natural = MAX (*minimum, *natural);
      return;
    }
  gtk_widget_measure (GTK_WIDGET (box), orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

static void
bst_fold_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  GtkBox *box = get_box (widget);
  GtkOrientation orientation;

  if (box == NULL)
    return;
  orientation = width < side_by_side_width (box) ? GTK_ORIENTATION_VERTICAL
                                                  : GTK_ORIENTATION_HORIZONTAL;
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (box)) != orientation)
    gtk_orientable_set_orientation (GTK_ORIENTABLE (box), orientation);
  gtk_widget_allocate (GTK_WIDGET (box), width, height, baseline, NULL);
}

static void
bst_fold_layout_class_init (BstFoldLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = bst_fold_layout_measure;
  layout_class->allocate = bst_fold_layout_allocate;
}

static void
bst_fold_layout_init (BstFoldLayout *self)
{
}

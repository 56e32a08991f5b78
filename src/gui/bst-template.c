/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-template.h"

void
bst_template_dispose (GtkWidget *widget,
                      GType      widget_type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, widget_type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}

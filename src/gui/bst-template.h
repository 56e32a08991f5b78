/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* gtk_widget_dispose_template() for a widget whose template root has no
 * id: such a root is not one of the children that call disposes, so it is
 * unparented too, with anything else left inside @widget. */
void bst_template_dispose (GtkWidget *widget,
                           GType      widget_type);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The layout of a widget whose one child is a box, of a board and its text
 * or of a row of buttons: its parts side by side where they fit at their
 * natural widths, one above the other where they do not, as on a phone.
 * The widget then needs no more width than its widest part. */
#define BST_TYPE_FOLD_LAYOUT (bst_fold_layout_get_type ())

G_DECLARE_FINAL_TYPE (BstFoldLayout, bst_fold_layout, BST, FOLD_LAYOUT, GtkLayoutManager)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The editor's three columns: the pieces, the board and the details side by
 * side, a line between each. Where the board would be left too narrow, as
 * on a phone, the board takes the whole width with the bar below it, and
 * the sheet, one of the two side columns, under the bar. */
#define BST_TYPE_EDITOR_FOLD (bst_editor_fold_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorFold, bst_editor_fold, BST, EDITOR_FOLD, GtkWidget)

GtkWidget *bst_editor_fold_new          (void);
GtkWidget *bst_editor_fold_get_start    (BstEditorFold *self);
void       bst_editor_fold_set_start    (BstEditorFold *self,
                                         GtkWidget     *child);
GtkWidget *bst_editor_fold_get_center   (BstEditorFold *self);
void       bst_editor_fold_set_center   (BstEditorFold *self,
                                         GtkWidget     *child);
GtkWidget *bst_editor_fold_get_end      (BstEditorFold *self);
void       bst_editor_fold_set_end      (BstEditorFold *self,
                                         GtkWidget     *child);
GtkWidget *bst_editor_fold_get_bar      (BstEditorFold *self);
void       bst_editor_fold_set_bar      (BstEditorFold *self,
                                         GtkWidget     *child);
GtkWidget *bst_editor_fold_get_sheet    (BstEditorFold *self);
void       bst_editor_fold_set_sheet    (BstEditorFold *self,
                                         GtkWidget     *child);
gboolean   bst_editor_fold_get_folded   (BstEditorFold *self);

G_END_DECLS

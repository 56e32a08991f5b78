/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-editor-board.h"
#include "bst-editor-tile-list.h"
#include "bst-editor-view.h"
#include "bst-tile-image.h"

/* The list under the board: a GtkListBox in the status bar, not a page's. */
static GtkListBox *
problem_list (GtkWidget *view)
{
  GtkWidget *board = find_widget (view, BST_TYPE_EDITOR_BOARD);

  for (GtkWidget *w = gtk_widget_get_next_sibling (board); w; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *list = find_widget (w, GTK_TYPE_LIST_BOX);

      if (list)
        return GTK_LIST_BOX (list);
    }
  return NULL;
}

static const char *
row_text (GtkListBoxRow *row)
{
  GtkWidget *label = find_widget (GTK_WIDGET (row), GTK_TYPE_LABEL);

  /* Nothing is cut off: the label wraps and never ellipsizes. */
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The problems are listed in words; choosing one puts the board's cursor
 * on its square. */
static void
test_problem_list (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_editor_view_new ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  BstEditorBoard *board;
  GtkListBox *list;
  guint type = (guint) bst_tile_type_from_letter ('E');
  int x, y;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  board = BST_EDITOR_BOARD (find_widget (view, BST_TYPE_EDITOR_BOARD));
  list = problem_list (view);
  g_assert_nonnull (list);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (list)))));

  /* E turned so that its field faces the start tile's city, north of it,
   * and a tile far from the rest. */
  g_assert_true (bst_editor_document_set_free_mode (document, TRUE));
  g_assert_true (bst_editor_document_place_tile (document, type, 0, -1, 0));
  g_assert_true (bst_editor_document_place_tile (document, type, 3, 2, 0));
  iterate ();

  g_assert_cmpuint (bst_editor_document_get_n_problems (document), ==, 2);
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 1));
  g_assert_null (gtk_list_box_get_row_at_index (list, 2));
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (list)));
  g_assert_cmpstr (row_text (gtk_list_box_get_row_at_index (list, 0)), ==,
                   "The tile north of the start tile does not match its neighbour to the south: "
                   "its south side is a field, the neighbour’s north side a city");
  g_assert_cmpstr (row_text (gtk_list_box_get_row_at_index (list, 1)), ==,
                   "The tile three squares east and two south of the start tile is not "
                   "connected to the start tile");
  g_assert_nonnull (strstr (bst_editor_view_get_status (BST_EDITOR_VIEW (view)), "2 problems"));

  bst_editor_board_set_cursor (board, 0, 0);
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 1));
  bst_editor_board_get_cursor (board, &x, &y);
  g_assert_cmpint (x, ==, 3);
  g_assert_cmpint (y, ==, 2);
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 0));
  bst_editor_board_get_cursor (board, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);
  /* Choosing a problem changes nothing in the document. */
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, 3);

  /* Fixed, the list goes away. */
  g_assert_true (bst_editor_document_delete_tile (document, 3, 2));
  g_assert_true (bst_editor_document_delete_tile (document, 0, -1));
  iterate ();
  g_assert_cmpuint (bst_editor_document_get_n_problems (document), ==, 0);
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));
  g_assert_false (gtk_widget_is_drawable (GTK_WIDGET (list)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
picture_button (GtkWidget *widget,
                guint      type,
                gboolean   in_popover)
{
  if (BST_IS_TILE_IMAGE (widget) && bst_tile_image_get_tile (BST_TILE_IMAGE (widget)) == (int) type
      && !!gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) == in_popover)
    return gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = picture_button (child, type, in_popover);

      if (found)
        return found;
    }
  return NULL;
}

/* The hand is chosen from tile pictures, with how many the set has left. */
static void
test_hand_picker (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_editor_view_new ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  const BstEditorDraft *d = bst_editor_document_get_draft (document);
  guint c = (guint) bst_tile_type_from_letter ('C'), u = (guint) bst_tile_type_from_letter ('U');
  GtkWidget *row, *list, *button;
  guint8 before = d->hand[0];

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();

  row = GTK_WIDGET (find_row (view, "Tiles in hand"));
  g_assert_nonnull (row);
  list = find_widget (row, BST_TYPE_EDITOR_TILE_LIST);
  g_assert_nonnull (list);
  g_assert_cmpuint (d->n_hand, ==, 1);
  g_assert_cmpuint (before, !=, c);
  /* The tile in hand shows as its picture. */
  g_assert_nonnull (picture_button (list, before, FALSE));

  /* A hand of one: picking C puts C in hand in its place. */
  button = picture_button (list, c, TRUE);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  d = bst_editor_document_get_draft (document);
  g_assert_cmpuint (d->n_hand, ==, 1);
  g_assert_cmpuint (d->hand[0], ==, c);
  g_assert_nonnull (picture_button (list, c, FALSE));

  /* The set has one C: with it in hand none is left to pick. */
  g_assert_false (gtk_widget_get_sensitive (picture_button (list, c, TRUE)));
  g_assert_true (gtk_widget_get_sensitive (picture_button (list, u, TRUE)));

  /* Clicking the tile in hand takes it away; undo brings it back. */
  g_signal_emit_by_name (picture_button (list, c, FALSE), "clicked");
  d = bst_editor_document_get_draft (document);
  g_assert_cmpuint (d->n_hand, ==, 0);
  g_assert_true (gtk_widget_get_sensitive (picture_button (list, c, TRUE)));
  g_assert_true (bst_editor_document_undo (document));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->hand[0], ==, c);
  g_assert_nonnull (picture_button (list, c, FALSE));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gui_test_init (&argc, &argv);

  add_display_test ("/gui/editor-problems/problem-list", test_problem_list);
  add_display_test ("/gui/editor-problems/hand-picker", test_hand_picker);

  return g_test_run ();
}

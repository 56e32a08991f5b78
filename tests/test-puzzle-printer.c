/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "bst-gui-test-utils.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-printer.h"

/* The print operation draws a page for each puzzle of the pack and the
 * answers after them, as the CLI's PDF does. */
static void
test_export (void)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-print-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "puzzles.pdf", NULL);
  const char *names[] = { "01-road-basics.bastide", "03-crossroads.bastide",
                          "16-farmers.bastide" };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *file_path = bst_test_pack_path (names[i]);
      g_autoptr (GFile) file = g_file_new_for_path (file_path);
      BstPuzzle *puzzle = bst_puzzle_load (file, NULL, &error);

      g_assert_no_error (error);
      g_ptr_array_add (puzzles, puzzle);
    }

  g_assert_true (bst_puzzle_printer_export (puzzles, path, &error));
  g_assert_no_error (error);
  /* Three puzzles and one page of answers. */
  g_assert_cmpuint (bst_test_count_pdf_pages (path), ==, 4);
  g_unlink (path);
  g_rmdir (dir);
}

static GtkWindow *
find_print_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_str_equal (G_OBJECT_TYPE_NAME (window), "GtkPrintUnixDialog")
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* Print… on the Puzzles page opens the system's print dialog for the
 * pack; closing it prints nothing and leaves the page as it was. */
static void
test_print_pack_action (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *browser = bst_puzzle_browser_new ();
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWindow *dialog = NULL;

  gtk_window_set_child (GTK_WINDOW (window), browser);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (bst_puzzle_browser_get_n_puzzles (BST_PUZZLE_BROWSER (browser)), ==, 28);
  g_assert_null (find_print_dialog ());
  g_assert_true (gtk_widget_activate_action (browser, "puzzles.print-pack", NULL));
  while ((dialog = find_print_dialog ()) == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (dialog);
  gtk_window_close (dialog);
  while (find_print_dialog () != NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (find_print_dialog ());
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/gui/puzzle-printer/export", test_export);
  g_test_add_func ("/gui/puzzle-printer/print-pack-action", test_print_pack_action);
  return g_test_run ();
}

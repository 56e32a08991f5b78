/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "bst-gui-test-utils.h"
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

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/gui/puzzle-printer/export", test_export);
  return g_test_run ();
}

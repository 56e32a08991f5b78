/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "bst-autosave.h"
#include "bst-gui-test-utils.h"

/* A write in the background that fails is told to the player once, in a
 * toast that stays until they dismiss it, saying why in words; again only
 * after a write of the same file has worked. */

static const char *const failure_title = "Your work could not be kept";

static gboolean
is_shown_failure (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), failure_title);
}

static GtkLabel *
shown_failure (Fixture *fixture)
{
  return GTK_LABEL (find_descendant (GTK_WIDGET (fixture->window), is_shown_failure, NULL));
}

static gboolean
failure_shown (Fixture *fixture)
{
  return shown_failure (fixture) != NULL;
}

/* Closes the toast as a person does, with its close button. */
static void
dismiss_failure (Fixture *fixture)
{
  close_toast (GTK_WIDGET (shown_failure (fixture)));
}

/* Whether another toast of the failure comes once the shown one is
 * dismissed, or when there is none: the toasts wait their turn. */
static gboolean
another_failure_comes (Fixture *fixture)
{
  if (failure_shown (fixture))
    dismiss_failure (fixture);
  wait_ms (1000);
  return failure_shown (fixture);
}

static void
write_in_background (GFile *file)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static ("game", 4);

  bst_autosave_write (file, bytes);
  bst_autosave_flush ();
}

/* A file where the autosave's folder should be: every write fails. */
static void
block (const char *folder)
{
  g_assert_true (g_file_set_contents (folder, "in the way", -1, NULL));
}

static void
unblock (const char *folder)
{
  g_assert_cmpint (g_unlink (folder), ==, 0);
}

static void
test_told_once (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *folder = g_build_filename (fixture->dir, "bastide", NULL);
  g_autofree char *path = g_build_filename (folder, "autosave.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *details = NULL;

  block (folder);
  write_in_background (file);
  wait_until (failure_shown, fixture);
  /* It stays, well past the five seconds of a toast that goes by itself. */
  wait_ms (6000);
  g_assert_true (failure_shown (fixture));
  /* Its details say why in words. */
  details = read_problem (fixture, failure_title);
  g_assert_nonnull (strstr (details, "a file is in the way"));

  /* The same failure again is not told again, however often. */
  write_in_background (file);
  write_in_background (file);
  g_assert_false (another_failure_comes (fixture));

  /* A write that works, then one that fails: told again, once. */
  unblock (folder);
  write_in_background (file);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (failure_shown (fixture));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  block (folder);
  write_in_background (file);
  wait_until (failure_shown, fixture);
  write_in_background (file);
  g_assert_false (another_failure_comes (fixture));
  unblock (folder);
}

/* Each file is told about on its own: the editor's draft failing after
 * the game's autosave did is news. */
static void
test_each_file (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *folder = g_build_filename (fixture->dir, "bastide", NULL);
  g_autofree char *game_path = g_build_filename (folder, "autosave.bastide", NULL);
  g_autofree char *draft_path = g_build_filename (folder, "editor-autosave.gvariant", NULL);
  g_autoptr (GFile) game = g_file_new_for_path (game_path);
  g_autoptr (GFile) draft = g_file_new_for_path (draft_path);

  block (folder);
  write_in_background (game);
  wait_until (failure_shown, fixture);
  dismiss_failure (fixture);
  write_in_background (draft);
  wait_until (failure_shown, fixture);
  g_assert_false (another_failure_comes (fixture));
  unblock (folder);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_window_test_with_dir ("/gui/save-failures/told-once", test_told_once);
  add_window_test_with_dir ("/gui/save-failures/each-file", test_each_file);
  return g_test_run ();
}

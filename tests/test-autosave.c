/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <signal.h>

#include "bst-game-record.h"

/* The real application, killed in the middle of a game, loses nothing:
 * its autosave holds every move up to the last one completed, and
 * `bastide --resume` goes on from exactly there. */

static char *
binary_path (void)
{
  const char *path = g_getenv ("BASTIDE_BINARY");

  if (path != NULL)
    return g_strdup (path);
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "bastide", NULL);
}

static GSubprocess *
launch (const char *data_home,
        const char *option)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autofree char *binary = binary_path ();
  g_autoptr (GError) error = NULL;
  GSubprocess *process;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_setenv (launcher, "NO_AT_BRIDGE", "1", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  process = g_subprocess_launcher_spawn (launcher, &error, binary, option, NULL);
  g_assert_no_error (error);
  return process;
}

/* The autosave's moves, or NULL while there is none. */
static GArray *
read_autosave (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;

  if (!g_file_query_exists (file, NULL))
    return NULL;
  record = bst_game_record_load (file, NULL, &error);
  /* A write is atomic: whatever is there is a whole game. */
  g_assert_no_error (error);
  return g_array_ref (bst_game_record_get_moves (record));
}

/* Waits until the autosave has at least @n_moves moves. */
static GArray *
wait_for_moves (const char  *path,
                guint        n_moves,
                GSubprocess *process)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr (GArray) moves = read_autosave (path);

      if (moves != NULL && moves->len >= n_moves)
        return g_steal_pointer (&moves);
      /* Still running: it has not died of something else. */
      g_assert_nonnull (g_subprocess_get_identifier (process));
      g_usleep (20 * 1000);
    }
  g_assert_not_reached ();
  return NULL;
}

static void
kill_now (GSubprocess *process)
{
  g_subprocess_send_signal (process, SIGKILL);
  g_subprocess_wait (process, NULL, NULL);
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
}

static void
test_crash_resume (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("bastide-crash-XXXXXX", &error);
  g_autofree char *path = g_build_filename (home, "bastide", "autosave.bastide", NULL);
  g_autoptr (GSubprocess) first = NULL;
  g_autoptr (GSubprocess) second = NULL;
  g_autoptr (GArray) before = NULL;
  g_autoptr (GArray) after = NULL;

  g_assert_no_error (error);

  /* A game between two computer seats, killed after some moves. */
  first = launch (home, "--demo");
  g_autoptr (GArray) some = wait_for_moves (path, 6, first);
  kill_now (first);
  before = read_autosave (path);
  g_assert_nonnull (before);
  g_assert_cmpuint (before->len, >=, some->len);
  g_test_message ("killed with %u moves saved", before->len);

  /* Resumed without a question, it plays on from the last saved move. */
  second = launch (home, "--resume");
  after = wait_for_moves (path, before->len + 2, second);
  kill_now (second);
  for (guint i = 0; i < before->len; i++)
    g_assert_cmpmem (&g_array_index (before, BstMove, i), sizeof (BstMove),
                     &g_array_index (after, BstMove, i), sizeof (BstMove));

  g_unlink (path);
  {
    g_autofree char *dir = g_path_get_dirname (path);

    g_rmdir (dir);
  }
  g_rmdir (home);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_test_skip ("No display");
      return g_test_run ();
    }
  g_test_add_func ("/gui/autosave/crash-resume", test_crash_resume);
  return g_test_run ();
}

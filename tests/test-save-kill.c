/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A save killed at any moment: bastide-cli saves a long game over an
 * older one and is sent SIGKILL at random moments, hundreds of times; the
 * file must always hold the old game or the new one, byte for byte. */

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <utime.h>

#include "bst-test-utils.h"

#define N_KILLS 300

/* The old game is short, the new one long: six players to the end. */
static const char *const old_argv[] = { "play", "--players", "2", "--seed", "1", NULL };
static const char *const new_argv[] = { "play", "--players", "6", "--seed", "2", NULL };

/* The argument vector of bastide-cli with @args and `--save @path`. */
static GStrv
cli_argv (const char *const *args,
          const char        *path)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  const char *cli = g_getenv ("BASTIDE_CLI");

  g_assert_nonnull (cli);
  g_strv_builder_add (builder, cli);
  g_strv_builder_addv (builder, (const char **) args);
  g_strv_builder_add_many (builder, "--save", path, NULL);
  return g_strv_builder_end (builder);
}

static GPid
spawn (const char *const *args,
       const char        *path)
{
  g_auto (GStrv) argv = cli_argv (args, path);
  g_autoptr (GError) error = NULL;
  GPid pid = 0;

  g_assert_true (g_spawn_async (NULL, argv, NULL,
                                G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                                NULL, &pid, &error));
  g_assert_no_error (error);
  return pid;
}

/* Runs bastide-cli to its end; returns how long it took, in µs. */
static gint64
run_to_end (const char *const *args,
            const char        *path)
{
  gint64 start = g_get_monotonic_time ();
  GPid pid = spawn (args, path);
  int status = 0;

  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  return g_get_monotonic_time () - start;
}

static GBytes *
read_bytes (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

static void
write_bytes (const char *path,
             GBytes     *bytes)
{
  g_autoptr (GError) error = NULL;
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  g_assert_true (g_file_set_contents (path, data, length, &error));
  g_assert_no_error (error);
}

/* The hidden name under which a complete save waits between its last two
 * system calls, `.NAME.saving-XXXXXX` (see bst-safe-file.h). */
static gboolean
is_waiting_save (const char *entry,
                 const char *name)
{
  g_autofree char *prefix = g_strconcat (".", name, ".saving-", NULL);

  return g_str_has_prefix (entry, prefix) && strlen (entry) == strlen (prefix) + 6;
}

/* Every file next to @name in @dir, which a kill left there. */
static GStrv
list_strays (const char *dir,
             const char *name)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr (GStrvBuilder) strays = g_strv_builder_new ();
  const char *entry;

  g_assert_nonnull (handle);
  while ((entry = g_dir_read_name (handle)) != NULL)
    if (strcmp (entry, name) != 0)
      g_strv_builder_add (strays, entry);
  return g_strv_builder_end (strays);
}

/* A kill can leave a file behind only between the two system calls that
 * name a complete save and move it over the old one; then it leaves the
 * hidden temporary name, which the next save removes once it is a minute
 * old. So what a kill left must be exactly that: aged by two minutes, it
 * must be gone after one more save. Anything else (the old way's visible
 * `NAME.XXXXXX`, a backup) fails at once. Returns how many there were. */
static guint
assert_strays_swept (const char *dir,
                     const char *name)
{
  g_auto (GStrv) strays = list_strays (dir, name);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gint64 aged = g_get_real_time () / G_USEC_PER_SEC - 120;

  for (guint i = 0; strays[i] != NULL; i++)
    {
      g_autofree char *stray = g_build_filename (dir, strays[i], NULL);
      struct utimbuf times = { .actime = aged, .modtime = aged };

      if (!is_waiting_save (strays[i], name))
        g_error ("A kill left %s behind", strays[i]);
      g_assert_cmpint (g_utime (stray, &times), ==, 0);
    }
  if (strays[0] != NULL)
    {
      g_auto (GStrv) left = NULL;

      run_to_end (old_argv, path);
      left = list_strays (dir, name);
      g_assert_cmpstr (left[0], ==, NULL);
    }
  return g_strv_length (strays);
}

static void
test_kill_during_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-kill-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.bastide", NULL);
  g_autoptr (GBytes) old_bytes = NULL;
  g_autoptr (GBytes) new_bytes = NULL;
  guint n_kills = bst_test_scaled (N_KILLS);
  guint n_old = 0, n_new = 0, n_strays = 0;
  gint64 duration = 0;

  g_assert_nonnull (dir);
  run_to_end (new_argv, path);
  new_bytes = read_bytes (path);
  run_to_end (old_argv, path);
  old_bytes = read_bytes (path);
  g_assert_false (g_bytes_equal (old_bytes, new_bytes));
  g_assert_cmpuint (g_bytes_get_size (new_bytes), >, g_bytes_get_size (old_bytes));
  for (guint i = 0; i < 3; i++)
    {
      write_bytes (path, old_bytes);
      duration = MAX (duration, run_to_end (new_argv, path));
    }

  for (guint i = 0; i < n_kills; i++)
    {
      g_autoptr (GBytes) found = NULL;
      GPid pid;
      int status = 0;

      write_bytes (path, old_bytes);
      pid = spawn (new_argv, path);
      /* Anywhere in the run, more often near its end, where the save is. */
      g_usleep (g_random_int_range (0, 2) ? g_random_int_range (0, duration + 1)
                                          : g_random_int_range (duration / 2, duration * 5 / 4));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);

      found = read_bytes (path);
      if (g_bytes_equal (found, old_bytes))
        n_old++;
      else if (g_bytes_equal (found, new_bytes))
        n_new++;
      else
        g_error ("Kill %u left a file of %" G_GSIZE_FORMAT " bytes that is neither game",
                 i, g_bytes_get_size (found));
      n_strays += assert_strays_swept (dir, "game.bastide");
    }
  g_test_message ("%u kills within %" G_GINT64_FORMAT " microseconds: %u old, %u new, "
                  "%u temporary files, each swept by the next save", n_kills, duration, n_old, n_new, n_strays);
  /* Kills that all came too early or too late would prove nothing. */
  g_assert_cmpuint (n_old, >, 0);
  g_assert_cmpuint (n_new, >, 0);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-kill/during-save", test_kill_during_save);
  return g_test_run ();
}

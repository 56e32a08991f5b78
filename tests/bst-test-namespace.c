/* SPDX-License-Identifier: GPL-3.0-or-later */
/* unshare(), CLONE_NEWUSER */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <linux/capability.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bst-test-namespace.h"

#define MOUNT_DIR_VARIABLE "BASTIDE_TEST_MOUNT_DIR"
#define SIZE_VARIABLE "BASTIDE_TEST_MOUNT_SIZE"
#define FILL_CHUNK 4096

static gboolean
write_file (const char *path,
            const char *text)
{
  return g_file_set_contents (path, text, -1, NULL);
}

/* Makes this process the root of new user and mount namespaces (only a
 * mount namespace for root), with @dir a fresh tmpfs of @size bytes. FALSE
 * when the system does not allow it. Only system calls and GLib's file
 * helpers: it runs in a forked child as well. */
static gboolean
enter_namespace (const char *dir,
                 gsize       size)
{
  g_autofree char *options = g_strdup_printf ("size=%" G_GSIZE_FORMAT, size);
  uid_t uid = getuid ();
  gid_t gid = getgid ();

  if (uid != 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("0 %u 1\n", (guint) uid);
      g_autofree char *gid_map = g_strdup_printf ("0 %u 1\n", (guint) gid);

      if (unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0)
        return FALSE;
      if (!write_file ("/proc/self/setgroups", "deny")
          || !write_file ("/proc/self/uid_map", uid_map)
          || !write_file ("/proc/self/gid_map", gid_map))
        return FALSE;
    }
  else if (unshare (CLONE_NEWNS) != 0)
    return FALSE;

  if (mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    return FALSE;
  return mount ("bastide-test", dir, "tmpfs", 0, options) == 0;
}

/* Whether a forked child may enter namespaces and mount there. */
static gboolean
namespaces_available (const char *dir,
                      gsize       size)
{
  int status;
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (enter_namespace (dir, size) ? 0 : 1);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

static void
run_subprocess (const char *dir,
                gsize       size)
{
  g_autofree char *size_text = g_strdup_printf ("%" G_GSIZE_FORMAT, size);
  g_autofree char *data_home = g_strdup (g_getenv ("XDG_DATA_HOME"));

  g_setenv (MOUNT_DIR_VARIABLE, dir, TRUE);
  g_setenv (SIZE_VARIABLE, size_text, TRUE);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv (MOUNT_DIR_VARIABLE);
  g_unsetenv (SIZE_VARIABLE);
  if (data_home != NULL)
    g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  g_test_trap_assert_passed ();
}

void
bst_test_namespace_run (gsize                size,
                        BstTestNamespaceFunc body,
                        gconstpointer        data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;

  if (g_test_subprocess ())
    {
      const char *mount_dir = g_getenv (MOUNT_DIR_VARIABLE);

      g_assert_nonnull (mount_dir);
      g_assert_true (enter_namespace (mount_dir,
                                      g_ascii_strtoull (g_getenv (SIZE_VARIABLE), NULL, 10)));
      body (mount_dir, data);
      return;
    }

  dir = g_dir_make_tmp ("bastide-namespace-XXXXXX", &error);
  g_assert_no_error (error);
  if (namespaces_available (dir, size))
    run_subprocess (dir, size);
  else
    g_test_skip ("this system does not allow mounting a tmpfs in a user namespace");
  g_rmdir (dir);
}

static gsize
free_bytes (const char *dir)
{
  struct statvfs st;

  g_assert_cmpint (statvfs (dir, &st), ==, 0);
  return (gsize) st.f_bavail * st.f_frsize;
}

/* Writes @chunk bytes at a time to @fd until the disk has no room left. */
static void
write_until_full (int   fd,
                  gsize chunk)
{
  static const char zeros[FILL_CHUNK];

  g_assert_cmpuint (chunk, <=, sizeof zeros);
  for (;;)
    {
      ssize_t written = write (fd, zeros, chunk);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        {
          g_assert_cmpint (errno, ==, ENOSPC);
          return;
        }
    }
}

gsize
bst_test_namespace_fill (const char *dir,
                         gsize       leave_free)
{
  g_autofree char *path = g_build_filename (dir, BST_TEST_NAMESPACE_FILLER, NULL);
  gsize page = (gsize) sysconf (_SC_PAGESIZE);
  gsize give_back = (leave_free + page - 1) / page * page;
  GStatBuf st;
  int fd = open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);

  g_assert_cmpint (fd, >=, 0);
  write_until_full (fd, FILL_CHUNK);
  /* The last page may still take a few bytes. */
  write_until_full (fd, 1);
  g_assert_cmpuint (free_bytes (dir), ==, 0);
  if (give_back > 0)
    {
      gsize pages;

      g_assert_cmpint (fstat (fd, &st), ==, 0);
      pages = ((gsize) st.st_size + page - 1) / page;
      g_assert_cmpuint (pages * page, >=, give_back);
      g_assert_cmpint (ftruncate (fd, pages * page - give_back), ==, 0);
    }
  g_assert_cmpint (close (fd), ==, 0);
  return free_bytes (dir);
}

void
bst_test_namespace_unfill (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, BST_TEST_NAMESPACE_FILLER, NULL);

  g_assert_cmpint (g_unlink (path), ==, 0);
}

void
bst_test_namespace_make_read_only (const char *dir)
{
  g_assert_cmpint (mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, NULL), ==, 0);
}

/* Makes @path and every folder below it readable and searchable but not
 * writable. */
static void
forbid_writing_below (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        forbid_writing_below (child);
    }
  g_assert_cmpint (g_chmod (path, 0555), ==, 0);
}

/* Takes the capabilities that pass over file permissions out of this
 * process's sets. */
static void
drop_permission_overrides (void)
{
  static const int overrides[] = { CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER };
  struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];

  g_assert_cmpint (syscall (SYS_capget, &header, data), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (overrides); i++)
    {
      guint32 mask = ~(guint32) CAP_TO_MASK (overrides[i]);

      data[CAP_TO_INDEX (overrides[i])].effective &= mask;
      data[CAP_TO_INDEX (overrides[i])].permitted &= mask;
      data[CAP_TO_INDEX (overrides[i])].inheritable &= mask;
    }
  g_assert_cmpint (syscall (SYS_capset, &header, data), ==, 0);
}

void
bst_test_namespace_forbid_writing (const char *dir)
{
  forbid_writing_below (dir);
  drop_permission_overrides ();
}

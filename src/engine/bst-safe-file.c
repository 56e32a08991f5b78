/* SPDX-License-Identifier: GPL-3.0-or-later */
/* O_TMPFILE, linkat(), realpath() */
#define _GNU_SOURCE

#include "bst-config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bst-safe-file.h"

#define NEW_FILE_MODE 0666
#define NEW_DIRECTORY_MODE 0777

/* A finished file waits under a hidden name (a dot, NAME, ".saving-" and
 * six random characters) only between two system calls; one a kill left
 * there is removed by the next save of NAME once it is this old, so that a
 * save still going on in another process keeps its own. */
#define TEMPORARY_INFIX ".saving-"
#define TEMPORARY_RANDOM_LENGTH 6
#define TEMPORARY_STALE_SECONDS 60
#define TEMPORARY_NAME_ATTEMPTS 100

/* What a person can do about the failures that have a remedy. */
static const struct {
  GIOErrorEnum  code;
  const char   *message;
} explanations[] = {
  { G_IO_ERROR_NO_SPACE, N_("The disk is full. Free some space or save somewhere else.") },
  { G_IO_ERROR_PERMISSION_DENIED,
    N_("You are not allowed to write there. Save somewhere else.") },
  { G_IO_ERROR_READ_ONLY, N_("That place is read-only. Save somewhere else.") },
  { G_IO_ERROR_NOT_FOUND, N_("That folder does not exist. Save somewhere else.") },
  { G_IO_ERROR_CANCELLED, N_("Saving was cancelled.") },
};

static void
explain (GError     **error,
         GIOErrorEnum code,
         const char  *detail)
{
  for (guint i = 0; i < G_N_ELEMENTS (explanations); i++)
    if (explanations[i].code == code)
      {
        g_set_error_literal (error, G_IO_ERROR, code, _(explanations[i].message));
        return;
      }

  /* Translators: %s is the system's own description of the failure */
  g_set_error (error, G_IO_ERROR, code, _("The file could not be written: %s."), detail);
}

static gboolean
explain_errno (GError **error,
               int      error_number)
{
  explain (error, g_io_error_from_errno (error_number), g_strerror (error_number));
  return FALSE;
}

/* The file a link points to, so that saving through a link keeps the link;
 * the path itself when there is no file there yet. */
static char *
resolve_links (const char *path)
{
  char resolved[PATH_MAX];

  if (realpath (path, resolved) != NULL)
    return g_strdup (resolved);
  return g_strdup (path);
}

static char *
temporary_prefix (const char *target)
{
  g_autofree char *basename = g_path_get_basename (target);

  return g_strconcat (".", basename, TEMPORARY_INFIX, NULL);
}

static gboolean
is_temporary_name (const char *name,
                   const char *prefix)
{
  const char *random_part;

  if (!g_str_has_prefix (name, prefix))
    return FALSE;
  random_part = name + strlen (prefix);
  if (strlen (random_part) != TEMPORARY_RANDOM_LENGTH)
    return FALSE;
  for (const char *c = random_part; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c))
      return FALSE;
  return TRUE;
}

/* A fresh path for the temporary name of @target, in its directory. */
static char *
temporary_path (const char *target)
{
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *prefix = temporary_prefix (target);
  g_autofree char *name = NULL;
  char random_part[TEMPORARY_RANDOM_LENGTH + 1];

  for (guint i = 0; i < TEMPORARY_RANDOM_LENGTH; i++)
    random_part[i] = alphabet[g_random_int_range (0, sizeof alphabet - 1)];
  random_part[TEMPORARY_RANDOM_LENGTH] = '\0';
  name = g_strconcat (prefix, random_part, NULL);
  return g_build_filename (dir, name, NULL);
}

/* Removes the temporary names that saves of @target killed between their
 * last two system calls left behind. Only a courtesy: when it fails, the
 * save goes on. */
static void
sweep_stale_temporaries (const char *target)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *prefix = temporary_prefix (target);
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  gint64 stale_before = g_get_real_time () / G_USEC_PER_SEC - TEMPORARY_STALE_SECONDS;
  const char *name;

  if (handle == NULL)
    return;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!is_temporary_name (name, prefix))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_mtime < stale_before)
        g_unlink (path);
    }
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       size)
{
  while (size > 0)
    {
      ssize_t written = write (fd, data, size);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        return FALSE;
      data += written;
      size -= written;
    }
  return TRUE;
}

#ifdef O_TMPFILE
/* Whether the failure to open an unnamed file says that this place cannot
 * have one, rather than that it cannot be written. */
static gboolean
unnamed_files_unsupported (int error_number)
{
  return error_number == EOPNOTSUPP || error_number == EISDIR || error_number == EINVAL;
}

/* Gives the complete unnamed file @fd the name @target: first a temporary
 * name (a name can only be given through /proc), which then replaces
 * @target in one step. */
static gboolean
name_unnamed_file (int         fd,
                   const char *target)
{
  g_autofree char *fd_path = g_strdup_printf ("/proc/self/fd/%d", fd);

  for (guint i = 0; i < TEMPORARY_NAME_ATTEMPTS; i++)
    {
      g_autofree char *path = temporary_path (target);
      int saved_errno;

      if (linkat (AT_FDCWD, fd_path, AT_FDCWD, path, AT_SYMLINK_FOLLOW) != 0)
        {
          if (errno == EEXIST)
            continue;
          return FALSE;
        }
      if (g_rename (path, target) == 0)
        return TRUE;
      saved_errno = errno;
      g_unlink (path);
      errno = saved_errno;
      return FALSE;
    }
  errno = EEXIST;
  return FALSE;
}

/* Writes the new content into a file without a name, so that a kill at
 * any moment before it is complete leaves nothing behind. FALSE with
 * *@unsupported set when the place cannot have unnamed files. */
static gboolean
replace_through_unnamed_file (const char  *target,
                              const char  *data,
                              gsize        size,
                              int          mode,
                              gboolean    *unsupported,
                              GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (target);
  int fd;
  int saved_errno;

  *unsupported = !g_file_test ("/proc/self/fd", G_FILE_TEST_IS_DIR);
  if (*unsupported)
    return FALSE;

  fd = open (dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
  if (fd < 0)
    {
      *unsupported = unnamed_files_unsupported (errno);
      return *unsupported ? FALSE : explain_errno (error, errno);
    }

  if (write_all (fd, data, size) && fsync (fd) == 0 && name_unnamed_file (fd, target))
    {
      close (fd);
      return TRUE;
    }
  saved_errno = errno;
  close (fd);
  return explain_errno (error, saved_errno);
}
#endif

/* GLib writes a temporary file beside the target, syncs it where that
 * matters, renames it over the target, and removes it on failure; only a
 * kill while it writes leaves the temporary file there. */
static gboolean
replace_through_named_file (const char  *target,
                            const char  *data,
                            gsize        size,
                            int          mode,
                            GError     **error)
{
  g_autoptr (GError) local_error = NULL;

  if (g_file_set_contents_full (target, data, size, G_FILE_SET_CONTENTS_CONSISTENT, mode,
                                &local_error))
    return TRUE;

  explain (error, g_io_error_from_file_error (local_error->code), local_error->message);
  return FALSE;
}

static gboolean
replace_local (const char    *path,
               GBytes        *bytes,
               GError       **error)
{
  g_autofree char *target = resolve_links (path);
  GStatBuf st;
  int mode = NEW_FILE_MODE;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (data == NULL)
    data = "";

  /* A replaced file keeps its permissions. */
  if (g_stat (target, &st) == 0)
    mode = st.st_mode & 07777;

  sweep_stale_temporaries (target);

#ifdef O_TMPFILE
  {
    gboolean unsupported = FALSE;

    if (replace_through_unnamed_file (target, data, size, mode, &unsupported, error))
      return TRUE;
    if (!unsupported)
      return FALSE;
  }
#endif

  return replace_through_named_file (target, data, size, mode, error);
}
/* A file without a local path (a remote location): GIO writes it to a
 * temporary file and renames that over the target when the stream closes,
 * so a failed write must close the stream cancelled, never plainly. */
static gboolean
replace_remote (GFile         *file,
                GBytes        *bytes,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GFileOutputStream) out = NULL;
  g_autoptr (GCancellable) abandon = g_cancellable_new ();
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, &local_error);
  if (out != NULL
      && g_output_stream_write_all (G_OUTPUT_STREAM (out), data, size, NULL, cancellable,
                                    &local_error)
      && g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, &local_error))
    return TRUE;

  if (out != NULL && !g_output_stream_is_closed (G_OUTPUT_STREAM (out)))
    {
      g_cancellable_cancel (abandon);
      g_output_stream_close (G_OUTPUT_STREAM (out), abandon, NULL);
    }
  explain (error, local_error->domain == G_IO_ERROR ? local_error->code : G_IO_ERROR_FAILED,
           local_error->message);
  return FALSE;
}

gboolean
bst_safe_file_replace (GFile         *file,
                       GBytes        *bytes,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_is_cancelled (cancellable))
    {
      explain (error, G_IO_ERROR_CANCELLED, NULL);
      return FALSE;
    }

  path = g_file_get_path (file);
  if (path != NULL)
    return replace_local (path, bytes, error);
  return replace_remote (file, bytes, cancellable, error);
}

GFile *
bst_safe_file_set_aside (GFile *file)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    return NULL;
  /* The file stays for whoever wants to look; several in a day all stay. */
  for (guint n = 1; n < 100; n++)
    {
      g_autofree char *aside_path = n == 1
        ? g_strdup_printf ("%s.unreadable-%s", path, date)
        : g_strdup_printf ("%s.unreadable-%s-%u", path, date, n);
      g_autoptr (GFile) aside = g_file_new_for_path (aside_path);
      g_autoptr (GError) error = NULL;

      if (g_file_move (file, aside, G_FILE_COPY_NONE, NULL, NULL, NULL, &error))
        return g_steal_pointer (&aside);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        return NULL;
    }
  return NULL;
}

/* Why a folder could not be made and what to do, for the failures that
 * have a remedy; each %s is the folder. */
static const struct {
  GIOErrorEnum  code;
  const char   *message;
} directory_explanations[] = {
  { G_IO_ERROR_NO_SPACE,
    N_("Could not make the folder “%s”: the disk is full. Free some space or save somewhere "
       "else.") },
  { G_IO_ERROR_PERMISSION_DENIED,
    N_("Could not make the folder “%s”: you may not write there. Save somewhere else.") },
  { G_IO_ERROR_READ_ONLY,
    N_("Could not make the folder “%s”: that place is read-only. Save somewhere else.") },
  { G_IO_ERROR_NOT_DIRECTORY,
    N_("Could not make the folder “%s”: a file is in the way. Move it or save somewhere "
       "else.") },
};

gboolean
bst_safe_file_make_directory (const char  *path,
                              GError     **error)
{
  g_autofree char *display_name = NULL;
  GIOErrorEnum code;
  int error_number;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_mkdir_with_parents (path, NEW_DIRECTORY_MODE) == 0)
    return TRUE;

  error_number = errno;
  code = g_io_error_from_errno (error_number);
  display_name = g_filename_display_name (path);
  for (guint i = 0; i < G_N_ELEMENTS (directory_explanations); i++)
    if (directory_explanations[i].code == code)
      {
        g_set_error (error, G_IO_ERROR, code, _(directory_explanations[i].message),
                     display_name);
        return FALSE;
      }

  /* Translators: the first %s is a folder, the second the system's description of the
   * failure */
  g_set_error (error, G_IO_ERROR, code, _("Could not make the folder “%s”: %s."),
               display_name, g_strerror (error_number));
  return FALSE;
}

gboolean
bst_safe_file_make_parent (GFile   *file,
                           GError **error)
{
  g_autoptr (GFile) parent = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  parent = g_file_get_parent (file);
  if (parent == NULL || g_file_peek_path (parent) == NULL)
    return TRUE;
  return bst_safe_file_make_directory (g_file_peek_path (parent), error);
}

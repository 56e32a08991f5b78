/* SPDX-License-Identifier: GPL-3.0-or-later */
/* realpath() */
#define _XOPEN_SOURCE 700

#include "bst-config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "bst-safe-file.h"

#define NEW_FILE_MODE 0666

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

static gboolean
replace_local (const char    *path,
               GBytes        *bytes,
               GError       **error)
{
  g_autofree char *target = resolve_links (path);
  g_autoptr (GError) local_error = NULL;
  GStatBuf st;
  int mode = NEW_FILE_MODE;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  /* A replaced file keeps its permissions. */
  if (g_stat (target, &st) == 0)
    mode = st.st_mode & 07777;

  /* GLib writes a temporary file beside the target, syncs it where that
   * matters, renames it over the target, and removes it on failure. */
  if (g_file_set_contents_full (target, data ? data : "", size,
                                G_FILE_SET_CONTENTS_CONSISTENT, mode, &local_error))
    return TRUE;

  explain (error, g_io_error_from_file_error (local_error->code), local_error->message);
  return FALSE;
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

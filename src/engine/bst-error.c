/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-error.h"

G_DEFINE_QUARK (bst-error-quark, bst_error)

gboolean
bst_fail (GError     **error,
          const char  *format,
          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID, message);
  return FALSE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BST_ERROR (bst_error_quark ())

typedef enum {
  BST_ERROR_ILLEGAL_MOVE,   /* a move the rules do not allow */
  BST_ERROR_INVALID,        /* a position or value that cannot be */
  BST_ERROR_PARSE,          /* text or a file that cannot be read */
  BST_ERROR_VERSION,        /* a format version this build does not know */
  BST_ERROR_TOO_LARGE,      /* input over a size limit */
} BstError;

GQuark bst_error_quark (void);

/* Sets @error to BST_ERROR_INVALID with the message @format and returns FALSE,
 * so that a check that finds something wrong ends in `return bst_fail (…)`. */
gboolean bst_fail (GError     **error,
                   const char  *format,
                   ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS

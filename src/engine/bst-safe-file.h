/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes @bytes to @file so that it ends with either the old content or the
 * new, never anything else: the new content goes to a file next to it,
 * which replaces @file only once it is complete. When the write fails (a
 * full disk, no permission, a read-only place, cancellation) the old file
 * is untouched, no temporary file is left behind and @error, of the
 * G_IO_ERROR domain, says what happened and what to do in a player's
 * words. A symbolic link is followed: the file it names is replaced, and
 * keeps its permissions.
 *
 * Locally the new content has no name until it is complete, so even a kill
 * leaves nothing behind, except between the two system calls that give it
 * a hidden name (a dot, NAME, ".saving-" and six random characters) and
 * move that over NAME; a later save of NAME removes such a name once it is
 * a minute old. */
gboolean bst_safe_file_replace (GFile         *file,
                                GBytes        *bytes,
                                GCancellable  *cancellable,
                                GError       **error);

/* Moves an unreadable @file out of the way of the next write, beside it
 * and named after it and today ("statistics.json.unreadable-2026-12-01",
 * then "…-2" and on), never over an earlier one; returns where it went,
 * or NULL when it could not be moved. */
GFile   *bst_safe_file_set_aside (GFile         *file);

/* Makes the folder @path and the folders above it that are missing; a
 * folder already there is success. On failure @error, of the G_IO_ERROR
 * domain, names the folder and says why in a player's words (the disk is
 * full, that place may not be written, a file is in the way). */
gboolean bst_safe_file_make_directory (const char  *path,
                                       GError     **error);
/* Makes the folder @file goes in, as bst_safe_file_make_directory(). */
gboolean bst_safe_file_make_parent    (GFile       *file,
                                       GError     **error);

G_END_DECLS

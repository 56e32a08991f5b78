/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes game files and the editor's draft off the main thread, one at a time and in the order
 * asked, so that a slow disk never stalls play and a later write or a
 * deletion is never overtaken by an earlier one. Each write replaces the
 * file atomically: a kill at any moment leaves the previous version or
 * the new one. Writes to the same file that wait their turn are merged. */

GFile    *bst_autosave_get_default_file (void);
/* Beside the game's: the editor's unsaved draft. */
GFile    *bst_autosave_get_editor_file  (void);
void      bst_autosave_write            (GFile  *file,
                                         GBytes *contents);
void      bst_autosave_delete           (GFile  *file);
/* What each queued write does, here and now, in the calling thread: makes
 * the folder and replaces the file atomically. */
gboolean  bst_autosave_write_now        (GFile   *file,
                                         GBytes  *contents,
                                         GError **error);
/* Tells the player, in the main thread, that a queued write of @file
 * failed, @error saying why in their words: once, until a write of @file
 * works again. Without one, the failure is a warning. */
typedef void (*BstAutosaveFailureFunc) (GFile        *file,
                                        const GError *error,
                                        gpointer      user_data);

void      bst_autosave_set_failure_func (BstAutosaveFailureFunc func,
                                         gpointer               user_data);
/* Forgets the function set with @user_data, if it is still the one. */
void      bst_autosave_clear_failure_func (gpointer             user_data);
/* Runs the main context until every queued write is done. */
void      bst_autosave_flush            (void);
gboolean  bst_autosave_is_idle          (void);
/* Moves an unreadable @file out of the way of the next write, beside it
 * and named after it and today ("autosave.bastide.unreadable-2026-12-01",
 * then "…-2" and on), never over an earlier one; returns where it went,
 * or NULL when it could not be moved (bst_safe_file_set_aside()). */
GFile    *bst_autosave_set_aside        (GFile  *file);

G_END_DECLS

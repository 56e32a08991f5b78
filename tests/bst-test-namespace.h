/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Real failures of the disk for the tests that save: a small tmpfs,
 * mounted inside a user and mount namespace of a test's own subprocess,
 * so that nothing outside the test sees it, which the test can fill to the
 * brim or make read-only. */

typedef void (*BstTestNamespaceFunc) (const char    *dir,
                                      gconstpointer  data);

/* Runs the current test again in a subprocess which mounts a tmpfs of
 * @size bytes on a fresh folder and calls @body with it and @data;
 * XDG_DATA_HOME is that folder there, so the app's own files land in it.
 * The test passes when @body returns; it skips, saying why, where the
 * system does not let a process mount a tmpfs in namespaces of its own.
 * Called from a test function, in the test process and in the subprocess
 * alike. */
void     bst_test_namespace_run            (gsize                size,
                                            BstTestNamespaceFunc body,
                                            gconstpointer        data);

/* Fills the tmpfs at @dir with a file of its own ("filler", at the top of
 * @dir) until no byte more fits, then gives back @leave_free bytes, in
 * whole pages; returns how many bytes are free after. */
gsize    bst_test_namespace_fill           (const char          *dir,
                                            gsize                leave_free);
/* Removes the file that bst_test_namespace_fill() made. */
void     bst_test_namespace_unfill         (const char          *dir);
/* The name of that file. */
#define  BST_TEST_NAMESPACE_FILLER "filler"

/* Mounts the tmpfs at @dir read-only, keeping what it holds. */
void     bst_test_namespace_make_read_only (const char          *dir);
/* Takes away the write permission of @dir and of every folder in it, and
 * this process's power to override permissions (it is root in its
 * namespace), so that writing there fails as it does for a player in a
 * folder that is not theirs. */
void     bst_test_namespace_forbid_writing (const char          *dir);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-puzzle.h"

G_BEGIN_DECLS

/* The "My Mistakes" pack: puzzles made of the player's own mistakes
 * (bst-puzzle-mistakes.h), one `.bastide` file each in
 * g_get_user_data_dir()/bastide/mistakes/. A file is named after its
 * content, so adding a puzzle twice keeps one; each is written with
 * bst_safe_file_replace(). Loading is tolerant: a file that does not load
 * is skipped with a warning, the others are still offered. */

typedef struct {
  GFile     *file;
  BstPuzzle *puzzle;
} BstMistake;

void        bst_mistake_free          (BstMistake    *self);

/* The folder of the pack. */
GFile      *bst_mistake_pack_dir      (void);

/* Writes @puzzles (of BstPuzzle) to the pack; @n_added, when not NULL,
 * receives how many were not in it yet. On an error the ones written
 * before stay. */
gboolean    bst_mistake_pack_add      (GPtrArray     *puzzles,
                                       guint         *n_added,
                                       GCancellable  *cancellable,
                                       GError       **error);

/* The puzzles of the pack (of BstMistake), oldest first; empty when the
 * pack has none or no folder yet. */
GPtrArray  *bst_mistake_pack_load     (GCancellable  *cancellable);

/* Takes @mistake out of the pack. */
gboolean    bst_mistake_pack_remove   (BstMistake    *mistake,
                                       GCancellable  *cancellable,
                                       GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstMistake, bst_mistake_free)

G_END_DECLS

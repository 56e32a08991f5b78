/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-puzzle-progress-store.h"

G_BEGIN_DECLS

/* The puzzle pack and the player's progress through it. A puzzle's id is
 * its file name without the ordinal and ".bastide" (see
 * bst_puzzle_progress_store_id_for_name). Progress is kept in the user's
 * data folder, bastide/puzzle-progress.json. */

/* Where the shipped puzzles are: $BASTIDE_PUZZLE_DIR (set by `meson devenv`
 * for an uninstalled build), else the installed pkgdatadir/puzzles. */
GFile    *bst_puzzle_progress_get_directory (void);
/* The puzzle files, sorted by name. Of GFile. */
GPtrArray *bst_puzzle_progress_list_files   (GError    **error);
char     *bst_puzzle_progress_id_for_file   (GFile      *file);

GFile    *bst_puzzle_progress_get_store_file (void);
/* The progress, shared by everyone who holds it. Read from the file when
 * nobody does: the first time there is no file it takes over what
 * @settings ("solved-puzzles") kept, when @settings is not NULL; a file
 * that cannot be read is set aside (bst_autosave_set_aside) and the
 * progress starts empty. */
BstPuzzleProgressStore *bst_puzzle_progress_dup_store (GSettings *settings);
/* Writes @store to the file, off the main thread (bst_autosave_write). */
void      bst_puzzle_progress_save          (BstPuzzleProgressStore *store);

G_END_DECLS

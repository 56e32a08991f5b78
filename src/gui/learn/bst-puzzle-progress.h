/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The puzzle pack and the player's progress through it. A puzzle's id is
 * its file name without ".bastide". Progress is kept in GSettings
 * ("solved-puzzles"). */

/* Where the shipped puzzles are: $BASTIDE_PUZZLE_DIR (set by `meson devenv`
 * for an uninstalled build), else the installed pkgdatadir/puzzles. */
GFile    *bst_puzzle_progress_get_directory (void);
/* The puzzle files, sorted by name. Of GFile. */
GPtrArray *bst_puzzle_progress_list_files   (GError    **error);
char     *bst_puzzle_progress_id_for_file   (GFile      *file);

gboolean  bst_puzzle_progress_is_solved     (GSettings  *settings,
                                             const char *id);
void      bst_puzzle_progress_mark_solved   (GSettings  *settings,
                                             const char *id);

G_END_DECLS

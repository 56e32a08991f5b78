/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The file @name in the folder where Bastide keeps what it learns about
 * the player: the autosaves, the puzzle progress. */
GFile *bst_user_data_file_new (const char *name);

G_END_DECLS

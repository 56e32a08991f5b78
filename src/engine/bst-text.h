/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @n_items strings joined into one list for people to read ("Anna, Ben"), with the
 * separator of the player's language. Every list in the interface is joined here. */
char *bst_text_join_list (const char *const *items,
                          guint              n_items);

G_END_DECLS

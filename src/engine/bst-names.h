/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Files and share codes write the engine's enumerations by name, each from a
 * table of names in the order of its values: the value named @name among the
 * first @n_names of @names, or -1 when none is. */
int bst_names_lookup (const char *const *names,
                      guint              n_names,
                      const char        *name);

G_END_DECLS

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

/* Defines @prefix_name(), the name of a @Type value in the table @names of
 * @n_values names; the header declares it. */
#define BST_DEFINE_NAME(prefix, Type, names, n_values)           \
  const char *                                                   \
  prefix##_name (Type value)                                     \
  {                                                              \
    g_return_val_if_fail (value < (n_values), NULL);             \
    return (names)[value];                                       \
  }

/* BST_DEFINE_NAME() and @prefix_from_name(), the value of a name or -1. */
#define BST_DEFINE_NAMES(prefix, Type, names, n_values)          \
  BST_DEFINE_NAME (prefix, Type, names, n_values)                \
                                                                 \
  int                                                            \
  prefix##_from_name (const char *name)                          \
  {                                                              \
    return bst_names_lookup ((names), (n_values), name);         \
  }

G_END_DECLS

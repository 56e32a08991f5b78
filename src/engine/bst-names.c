/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-names.h"

int
bst_names_lookup (const char *const *names,
                  guint              n_names,
                  const char        *name)
{
  for (guint i = 0; i < n_names; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return (int) i;
  return -1;
}

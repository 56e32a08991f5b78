/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-text.h"

char *
bst_text_join_list (const char *const *items,
                    guint              n_items)
{
  g_autoptr (GString) list = g_string_new (NULL);

  g_return_val_if_fail (items != NULL || n_items == 0, NULL);

  for (guint i = 0; i < n_items; i++)
    {
      if (i > 0)
        /* Translators: between the items of a list, such as the names of the players who
         * share a win or the points of a feature */
        g_string_append (list, _(", "));
      g_string_append (list, items[i]);
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

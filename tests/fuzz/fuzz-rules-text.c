/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "bst-fuzz-utils.h"
#include "bst-rules-reference.h"

/* The rules reference is read from the resource at run time; a hand-edited
 * file is read through here. */

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstRulesReference) reference = NULL;
  g_autoptr (GHashTable) sections = NULL;
  guint n_sections, n_entries;

  if (size > G_MAXSSIZE)
    return 0;
  reference = bst_rules_reference_parse ((const char *) data, (gssize) size, &error);
  g_assert ((reference == NULL) != (error == NULL));
  if (reference == NULL)
    return 0;

  /* What the rules window relies on: sections with ids that name one page
   * each, and rules in one of them whose names are words. */
  n_sections = bst_rules_reference_get_n_sections (reference);
  g_assert (n_sections > 0);
  sections = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint s = 0; s < n_sections; s++)
    {
      const BstRulesSection *section = bst_rules_reference_get_section (reference, s);

      g_assert (bst_fuzz_is_text (section->id) && bst_fuzz_is_text (section->title));
      if (!g_hash_table_add (sections, (gpointer) section->id))
        {
          g_printerr ("two sections “%s”\n", section->id);
          abort ();
        }
      g_assert (bst_rules_reference_find_section (reference, section->id) == section);
    }

  n_entries = bst_rules_reference_get_n_entries (reference);
  for (guint r = 0; r < n_entries; r++)
    {
      const BstRulesEntry *entry = bst_rules_reference_get_entry (reference, r);
      const char *const *names = (const char *const *) entry->names;

      g_assert (bst_fuzz_is_text (entry->title) && bst_fuzz_is_text (entry->text)
                && names[0] != NULL);
      g_assert (g_hash_table_contains (sections, entry->section));
      g_assert (entry->tutorial == NULL || g_utf8_validate (entry->tutorial, -1, NULL));
      g_assert (entry->puzzle == NULL || g_utf8_validate (entry->puzzle, -1, NULL));
      for (guint n = 0; names[n] != NULL; n++)
        {
          const BstRulesEntry *found;

          if (*names[n] == '\0')
            {
              g_printerr ("rule “%s”: a name is empty\n", entry->title);
              abort ();
            }
          found = bst_rules_reference_find_entry (reference, names[n]);
          g_assert (found != NULL && found <= entry);
        }
    }
  return 0;
}

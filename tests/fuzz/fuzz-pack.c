/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>

#include "bst-challenge-private.h"
#include "bst-fuzz-utils.h"

/* The words of the challenges' and the puzzles' packs are read from the
 * resource at run time, through here: a pack edited by hand or translated
 * by mistake gives a reason or entries the browsers can show. */

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstLearnNode) document = NULL;
  g_autoptr (GArray) entries = NULL;
  g_autoptr (GHashTable) names = NULL;

  document = bst_fuzz_parse_learn (data, size, "bastide-pack", &error);
  if (document == NULL)
    return 0;
  entries = _bst_challenge_read_pack (document, &error);
  g_assert ((entries == NULL) != (error == NULL));
  if (entries == NULL)
    {
      g_assert (bst_fuzz_is_text (error->message));
      return 0;
    }

  /* What was read is what the browsers rely on: every entry named once,
   * with a title and a description to show. */
  names = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < entries->len; i++)
    {
      const BstChallengeInfo *info = &g_array_index (entries, BstChallengeInfo, i);

      g_assert (bst_fuzz_is_text (info->name) && bst_fuzz_is_text (info->title)
                && bst_fuzz_is_text (info->description));
      g_assert (g_hash_table_add (names, (gpointer) info->name));
    }
  return 0;
}

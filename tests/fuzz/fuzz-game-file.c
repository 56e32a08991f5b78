/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>

#include "bst-game-record.h"

/* Everything a stranger's .bastide file can hold goes through here. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_new_from_bytes (bytes, &error);

  g_assert ((record == NULL) != (error == NULL));
  if (record)
    {
      /* What was read writes back and reads again as the same game. */
      g_autoptr (GBytes) written = bst_game_record_to_bytes (record);
      g_autoptr (BstGameRecord) again = bst_game_record_new_from_bytes (written, NULL);

      g_assert (again != NULL);
      g_assert (bst_game_record_equal (record, again));
    }
  return 0;
}

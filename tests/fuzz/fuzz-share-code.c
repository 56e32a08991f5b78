/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>

#include "bst-position.h"
#include "bst-puzzle.h"
#include "bst-share-code.h"

/* Share codes are pasted from chats: any text at all comes through here,
 * as a position and as a record with its puzzle and moves. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPosition) position = bst_share_code_decode (text, &error);
  g_autoptr (BstGameRecord) record = NULL;

  g_assert ((position == NULL) != (error == NULL));
  if (position)
    {
      g_autofree char *code = bst_share_code_encode (position);
      g_autoptr (BstPosition) again = bst_share_code_decode (code, NULL);

      g_assert (again != NULL);
      g_assert (bst_position_equal (position, again));
    }

  g_clear_error (&error);
  record = bst_share_code_decode_record (text, &error);
  g_assert ((record == NULL) != (error == NULL));
  if (record)
    {
      g_autofree char *code = bst_share_code_encode_record (record, BST_SHARE_CODE_REPLAY, NULL);
      g_autoptr (BstGameRecord) again = bst_share_code_decode_record (code, NULL);
      g_autoptr (BstPuzzle) puzzle = NULL;

      g_assert (again != NULL);
      g_assert (bst_game_record_equal (record, again));
      if (bst_game_record_get_puzzle (record))
        puzzle = bst_puzzle_new_from_record (record, NULL);
    }
  return 0;
}

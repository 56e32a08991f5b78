/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "bst-game-notation.h"

/* A notation pasted or opened from anywhere is read here. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  gboolean with_moves = FALSE;

  /* The reader sees text as a string: whatever follows a NUL is not its. */
  bst_game_notation_detect (text);
  record = bst_game_notation_read_record (text, &with_moves, &error);
  g_assert ((record == NULL) != (error == NULL));
  if (record)
    {
      /* What was read writes back and reads again as the same game. */
      g_autofree char *written = bst_game_notation_write_record (record, NULL);
      g_autoptr (BstGameRecord) again = NULL;
      g_autoptr (GError) again_error = NULL;

      g_assert (written != NULL);
      again = bst_game_notation_read_record (written, NULL, &again_error);
      if (again == NULL)
        {
          /* Abort, not trap, so that libFuzzer keeps the input. */
          g_printerr ("%s\nreads back as: %s\n", written, again_error->message);
          abort ();
        }
    }
  return 0;
}

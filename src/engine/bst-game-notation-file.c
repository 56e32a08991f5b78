/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <string.h>

#include "bst-game-notation.h"
#include "bst-safe-file.h"

gboolean
bst_game_notation_save_record (BstGameRecord  *record,
                               GFile          *file,
                               GError        **error)
{
  g_autoptr (GBytes) bytes = NULL;
  char *text;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = bst_game_notation_write_record (record, error);
  if (text == NULL)
    return FALSE;
  bytes = g_bytes_new_take (text, strlen (text));
  return bst_safe_file_replace (file, bytes, NULL, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>

#include "bst-puzzle-text.h"

/* The puzzle and challenge packs are game files with a puzzle block; a
 * downloaded or hand-edited pack is read through here. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_new_from_bytes (bytes, &error);
  g_autoptr (GBytes) written = NULL;
  g_autoptr (BstPuzzle) again = NULL;
  g_autofree char *objective = NULL;

  g_assert ((puzzle == NULL) != (error == NULL));
  if (puzzle == NULL)
    return 0;
  /* The words a player is shown for it, and what was read writes back and reads again. */
  objective = bst_puzzle_text_objective (puzzle);
  g_assert (g_utf8_validate (objective, -1, NULL));
  written = bst_puzzle_to_bytes (puzzle);
  again = bst_puzzle_new_from_bytes (written, NULL);
  g_assert (again != NULL);
  return 0;
}

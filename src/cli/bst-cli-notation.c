/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-game-notation.h"
#include "bst-game-record.h"
#include "bst-share-code.h"

/* Prints a saved game in the game notation of docs/notation.md. */
int
bst_cli_notation (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE.bastide|CODE"));
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  char *contents = NULL;
  gsize length;
  const char *summary =
    _("Prints a saved game in the game notation, which “replay” reads back.");

  if (!bst_cli_parse_arguments (context, NULL, summary, &argc, &argv, 1))
    return 2;

  if (!g_file_test (argv[1], G_FILE_TEST_EXISTS) && bst_share_code_looks_like (argv[1]))
    {
      /* A replay code holds the moves; a position's code, none to write. */
      record = bst_share_code_decode_record (argv[1], &error);
      if (record == NULL)
        return bst_cli_fail (error);
    }
  else
    {
      if (!g_file_get_contents (argv[1], &contents, &length, &error))
        return bst_cli_fail (error);
      bytes = g_bytes_new_take (contents, length);
      record = bst_game_record_new_from_bytes (bytes, &error);
      if (record == NULL)
        return bst_cli_fail (error);
    }
  /* A game from an edited position is written from there: a Start line. */
  text = bst_game_notation_write_record (record, &error);
  if (text == NULL)
    return bst_cli_fail (error);
  fputs (text, stdout);
  return 0;
}

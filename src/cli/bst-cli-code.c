/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-game-record.h"
#include "bst-puzzle.h"
#include "bst-share-code.h"

/* A game file when @argument names a file, else a share code; a puzzle in
 * either is checked as a puzzle. */
static BstGameRecord *
load_record (const char *argument, GError **error)
{
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;

  if (g_file_test (argument, G_FILE_TEST_EXISTS))
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (argument);

      record = bst_game_record_load (file, NULL, error);
    }
  else if (bst_share_code_looks_like (argument))
    record = bst_share_code_decode_record (argument, error);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 _("“%s” is neither a file nor a share code"), argument);
  if (record == NULL)
    return NULL;
  if (bst_game_record_get_puzzle (record) != NULL
      && (puzzle = bst_puzzle_new_from_record (record, error)) == NULL)
    return NULL;
  return g_steal_pointer (&record);
}

/* Prints the share code of a file (its position, its puzzle and, asked
 * for, its moves), or turns a share code into a .bastide file that holds
 * what the code does. */
int
bst_cli_code (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE|CODE"));
  g_autoptr (BstGameRecord) record = NULL;
  g_autofree char *save = NULL;
  g_autofree char *code = NULL;
  gboolean replay = FALSE;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save, N_("Write a .bastide file instead"), "FILE" },
    { "replay", 0, 0, G_OPTION_ARG_NONE, &replay,
      N_("Put the moves from the start in the code, so that the game can be replayed"), NULL },
    { NULL }
  };
  const char *summary =
    _("Prints the share code of a game file or share code: the position, the puzzle if there "
      "is one (without its answer, which is worked out again when the code is opened) and, "
      "with --replay, the moves.");

  if (!bst_cli_parse_arguments (context, entries, summary, &argc, &argv, 1))
    return 2;

  record = load_record (argv[1], &error);
  if (record == NULL)
    return bst_cli_fail (error);

  if (save)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (save);

      if (!bst_game_record_save (record, file, NULL, &error))
        return bst_cli_fail (error);
      return 0;
    }

  code = bst_share_code_encode_record (record, replay ? BST_SHARE_CODE_REPLAY : 0, &error);
  if (code == NULL)
    return bst_cli_fail (error);
  printf ("%s\n", code);
  return 0;
}

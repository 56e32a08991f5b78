/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-game-record.h"
#include "bst-share-code.h"

/* Prints the share code of a file's position, or turns a share code into a
 * .bastide file that holds it as a position. */
int
bst_cli_code (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE|CODE"));
  g_autoptr (BstPosition) position = NULL;
  g_autofree char *save = NULL;
  g_autofree char *code = NULL;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save, N_("Write the position as a .bastide file"), "FILE" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Prints the share code of the position in a game file or share code."));
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;
  if (argc != 2)
    {
      g_printerr ("%s", g_option_context_get_help (context, TRUE, NULL));
      return 2;
    }

  position = bst_cli_load_position (argv[1], &error);
  if (position == NULL)
    return bst_cli_fail (error);

  if (save)
    {
      g_autoptr (BstGameRecord) record = bst_game_record_new_from_position (position, 0);
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (save);

      if (!bst_game_record_save (record, file, NULL, &error))
        return bst_cli_fail (error);
      return 0;
    }

  code = bst_share_code_encode (position);
  printf ("%s\n", code);
  return 0;
}

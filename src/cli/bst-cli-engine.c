/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-protocol-engine.h"

int
bst_cli_engine (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (BstProtocolEngine) engine = NULL;
  g_autofree char *level_name = NULL;   /* GOption would leak a default */
  gint64 seed = 1;
  BstAiLevel level;
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_name,
      N_("The level that plays: beginner, easy, medium, hard or expert (default hard)"), "LEVEL" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the level’s own choices"), "S" },
    { NULL }
  };

  g_option_context_set_summary (context,
    _("Speaks the engine protocol of docs/engine-protocol.md on standard input and\n"
      "output, so that another program can play Bastide’s AI."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;
  if (level_name == NULL)
    level_name = g_strdup ("hard");
  if (bst_ai_level_from_name (level_name, &level))
    {
      engine = bst_protocol_engine_new (level, (guint64) seed);
      return bst_protocol_engine_run (engine, stdin, stdout);
    }
  g_printerr (_("bastide-cli: unknown level “%s” (beginner, easy, medium, hard or expert)\n"), level_name);
  return 2;
}

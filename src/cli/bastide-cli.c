/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "bst-cli.h"

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "play",     bst_cli_play,     N_("Play a whole game with the random policy") },
  { "replay",   bst_cli_replay,   N_("Play a game notation or a move list and print its scoring") },
  { "review",   bst_cli_review,   N_("Judge every move of a game against the AI’s best move") },
  { "notation", bst_cli_notation, N_("Print a saved game in the game notation") },
  { "score",    bst_cli_score,    N_("Score a game file or share code as if the game ended now") },
  { "validate", bst_cli_validate, N_("Check a game file or share code") },
  { "render",   bst_cli_render,   N_("Draw a game file, share code or move list as PNG or SVG") },
  { "code",     bst_cli_code,     N_("Print a position's share code, or save a share code as a file") },
  { "puzzle",   bst_cli_puzzle,   N_("Check, solve and make rule puzzles, or try an answer") },
  { "rules",    bst_cli_rules,    N_("List every rule, variant and house rule") },
  { "soak",     bst_cli_soak,     N_("Play random games with random rules, checking every move") },
  { "bench",    bst_cli_bench,    N_("Measure the engine: playout, movegen, clone or ai") },
  { "tournament", bst_cli_tournament, N_("Play two AI levels or programs against each other") },
  { "engine",   bst_cli_engine,   N_("Play the AI through the engine protocol on standard input") },
};

static int
usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: bastide-cli COMMAND [OPTION…]"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  return out == stdout ? 0 : 2;
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    return usage (stderr);
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    return usage (stdout);

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_("bastide-cli: unknown command “%s”\n"), argv[1]);
  return usage (stderr);
}

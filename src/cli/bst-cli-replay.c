/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-game-notation.h"
#include "bst-replay.h"

int
bst_cli_replay (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("NOTATION|MOVES.txt"));
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  g_auto (GStrv) rule_args = NULL;
  g_autofree char *text = NULL;
  BstNotationHeader header = { 0 };
  int players = 0;
  gboolean json = FALSE;
  GError *error = NULL;
  BstRuleSet rules;
  BstState state;
  const GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players (2–6)"), "N" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &rule_args, N_("Set a rule (see “rules”)"), "NAME=VALUE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  const char *summary =
    _("Plays a game written in the game notation (see “notation”), or a plain move list\n"
      "from the standard start, one move per line: TILE X Y ROTATION [KIND:EDGE],\n"
      "e.g. “E 0 -1 2 city:S”. # starts a comment. A notation’s header sets the rules.");

  if (!bst_cli_parse_arguments (context, entries, summary, &argc, &argv, 1))
    return 2;

  bst_rule_set_init_default (&rules);
  rules.n_players = (guint8) CLAMP (players ? players : 2, 0, 255);
  if (!bst_cli_apply_rules (&rules, rule_args, &error))
    return bst_cli_fail (error);
  if (!g_file_get_contents (argv[1], &text, NULL, &error))
    return bst_cli_fail (error);
  if (bst_game_notation_detect (text))
    {
      /* The command line's rules, if any, must agree with the header's. */
      gboolean asked = players != 0 || (rule_args && rule_args[0]);
      gboolean ok = bst_game_notation_read (text, asked ? &rules : NULL, &state, events, NULL,
                                            &header, &error);

      rules = header.rules;
      if (!ok)
        {
          bst_notation_header_clear (&header);
          return bst_cli_fail (error);
        }
    }
  else if (!bst_replay_run (text, &rules, &state, events, &error))
    return bst_cli_fail (error);

  if (json)
    {
      const char *names[BST_MAX_PLAYERS];

      for (guint p = 0; p < rules.n_players; p++)
        names[p] = header.players[p].name;
      bst_cli_print_scores_json (names, state.scores, rules.n_players, events);
    }
  else
    {
      for (guint i = 0; i < events->len; i++)
        bst_cli_print_event (&g_array_index (events, BstScoreEvent, i), rules.n_players);
      for (guint p = 0; p < rules.n_players; p++)
        printf (_("Player %u: %d points\n"), p + 1, state.scores[p]);
    }
  bst_notation_header_clear (&header);
  return 0;
}

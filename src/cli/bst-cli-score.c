/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-error.h"
#include "bst-game-record.h"
#include "bst-share-code.h"

static gboolean
parse_arguments (const char   *parameter,
                 const char   *summary,
                 GOptionEntry *entries,
                 int          *argc,
                 char       ***argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (parameter);

  return bst_cli_parse_arguments (context, entries, summary, argc, argv, 1);
}

static void
collect_event_cb (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

int
bst_cli_score (int argc, char **argv)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  gboolean json = FALSE;
  GError *error = NULL;
  BstState state;
  guint n_players;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (!parse_arguments (_("FILE|CODE"),
                        _("Scores a game file or share code as if the game ended now."),
                        entries, &argc, &argv))
    return 2;

  position = bst_cli_load_position (argv[1], &error);
  if (position == NULL)
    return bst_cli_fail (error);

  n_players = bst_position_get_n_players (position);
  bst_state_copy (&state, bst_position_get_state (position));
  /* A finished game has had its final scoring already. */
  if (!bst_state_is_over (&state))
    bst_state_final_scoring (&state, collect_event_cb, events);

  if (json)
    {
      const char *names[BST_MAX_PLAYERS];

      for (guint p = 0; p < n_players; p++)
        names[p] = bst_position_get_player (position, p)->name;
      bst_cli_print_scores_json (names, state.scores, n_players, events);
    }
  else
    {
      for (guint i = 0; i < events->len; i++)
        bst_cli_print_event (&g_array_index (events, BstScoreEvent, i), n_players);
      for (guint p = 0; p < n_players; p++)
        printf (_("%s: %d points\n"), bst_position_get_player (position, p)->name, state.scores[p]);
    }
  return 0;
}

int
bst_cli_validate (int argc, char **argv)
{
  g_autoptr (BstPosition) position = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = { { NULL } };

  if (!parse_arguments (_("FILE|CODE"),
                        _("Checks a game file or share code; prints “valid” or what is wrong."),
                        entries, &argc, &argv))
    return 2;

  position = bst_cli_load_position (argv[1], &error);
  if (position == NULL)
    return bst_cli_fail (error);
  printf ("%s\n", _("valid"));
  return 0;
}

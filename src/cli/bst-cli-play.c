/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-game-record.h"
#include "bst-ai.h"
#include "bst-playout.h"
#include "bst-json-writer.h"

/* The policy's own stream, so that moves and draws never share numbers. */
#define POLICY_STREAM 0x706c6179u

/* A seat of --seats: "random" for the random policy, else an AI level. */
typedef struct {
  BstSeatKind kind;
  gboolean    ai;
  BstAiLevel  level;
} Seat;

static gboolean
parse_seats (const char *text, guint n_players, Seat *seats, GError **error)
{
  g_auto (GStrv) names = g_strsplit (text, ",", -1);

  if (g_strv_length (names) != n_players)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Give one seat for each of the %u players"), n_players);
      return FALSE;
    }
  for (guint p = 0; p < n_players; p++)
    {
      int kind = bst_seat_kind_from_name (g_strstrip (names[p]));

      seats[p].ai = kind != BST_SEAT_RANDOM;
      if (kind < 0 || kind == BST_SEAT_HUMAN
          || (seats[p].ai && !bst_ai_level_from_name (names[p], &seats[p].level)))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“%s” is not a computer player: give random or an AI level"), names[p]);
          return FALSE;
        }
      seats[p].kind = (BstSeatKind) kind;
    }
  return TRUE;
}

static void
choose_move (const BstState *state, const Seat *seat, guint64 seed, BstRng *rng, BstMove *move)
{
  BstAiOptions options;

  if (!seat->ai)
    {
      bst_playout_random_move (state, rng, move);
      return;
    }
  bst_ai_options_init (&options, seat->level);
  options.seed = seed;
  bst_ai_choose_move (state, seat->level, &options, move, NULL);
}

int
bst_cli_play (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (JsonBuilder) builder = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  BstPlayerInfo players_info[BST_MAX_PLAYERS];
  g_auto (GStrv) names = g_new0 (char *, BST_MAX_PLAYERS + 1);
  g_auto (GStrv) rule_args = NULL;
  g_autofree char *farmers = NULL;
  g_autofree char *save = NULL;
  g_autofree char *seats_arg = NULL;
  Seat seats[BST_MAX_PLAYERS];
  gint64 seed = 0;
  int players = 2;
  gboolean json = FALSE;
  GError *error = NULL;
  BstRuleSet rules;
  BstState state;
  BstRng rng;
  const GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players (2–6)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed for tile draws and moves"), "S" },
    { "farmers", 0, 0, G_OPTION_ARG_STRING, &farmers, N_("Play with farmers (on or off)"), "on|off" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &rule_args, N_("Set a rule (see “rules”)"), "NAME=VALUE" },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_arg,
      N_("Who plays each seat: random or an AI level (default: random)"), "LEVEL,LEVEL,…" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save, N_("Save the game as a .bastide file"), "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (!bst_cli_parse_command (context, entries,
                              _("Plays a whole game with the random policy or AI levels."),
                              &argc, &argv))
    return 2;

  bst_rule_set_init_default (&rules);
  rules.n_players = (guint8) CLAMP (players, 0, 255);
  if (farmers)
    {
      g_autofree char *assignment = g_strconcat ("farmers=", farmers, NULL);
      if (!bst_rule_set_parse_assignment (&rules, assignment, &error))
        return bst_cli_fail (error);
    }
  if (!bst_cli_apply_rules (&rules, rule_args, &error))
    return bst_cli_fail (error);

  for (guint p = 0; p < rules.n_players; p++)
    seats[p] = (Seat) { BST_SEAT_RANDOM, FALSE, 0 };
  if (seats_arg && !parse_seats (seats_arg, rules.n_players, seats, &error))
    return bst_cli_fail (error);

  for (guint p = 0; p < rules.n_players; p++)
    {
      names[p] = g_strdup_printf (_("Player %u"), p + 1);
      players_info[p] = (BstPlayerInfo) { names[p], p, seats[p].kind };
    }
  record = bst_game_record_new (&rules, players_info, (guint64) seed);
  bst_state_init_game (&state, &rules, (guint64) seed);
  bst_rng_seed (&rng, (guint64) seed, POLICY_STREAM);
  while (!bst_state_is_over (&state))
    {
      BstMove move;

      choose_move (&state, &seats[bst_state_to_move (&state)], (guint64) seed, &rng, &move);
      bst_state_apply (&state, &move, NULL, NULL);
      if (save && !bst_game_record_play (record, &move, NULL, NULL, &error))
        return bst_cli_fail (error);
    }
  if (save)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (save);
      if (!bst_game_record_save (record, file, NULL, &error))
        return bst_cli_fail (error);
    }

  if (json)
    {
      builder = json_builder_new ();
      json_builder_begin_object (builder);
      bst_json_add_int_member (builder, "seed", seed);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < rules.n_players; p++)
        {
          json_builder_begin_object (builder);
          bst_json_add_int_member (builder, "score", state.scores[p]);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      bst_json_add_int_member (builder, "tiles_placed", state.n_tiles);
      bst_json_add_int_member (builder, "discards", state.discards);
      json_builder_end_object (builder);
      bst_cli_print_json (builder);
    }
  else
    {
      for (guint p = 0; p < rules.n_players; p++)
        printf (_("Player %u: %d points\n"), p + 1, state.scores[p]);
      printf (_("%u tiles placed, %u discarded\n"), state.n_tiles, state.discards);
    }
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "bst-ai-review.h"
#include "bst-cli.h"
#include "bst-notation.h"
#include "bst-json-writer.h"

/* "1,3": seat numbers from 1, as a bit per player. */
static gboolean
parse_players (const char *text, guint n_players, guint *players, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  *players = 0;
  for (guint i = 0; parts[i]; i++)
    {
      guint64 seat;

      if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 1, n_players, &seat, NULL))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“%s” is not a player of this game (1 to %u)"), parts[i], n_players);
          return FALSE;
        }
      *players |= 1u << (seat - 1);
    }
  return TRUE;
}

/* "800" iterations, or "2.5s" seconds a move. */
static gboolean
parse_budget (const char *text, BstReviewOptions *options, GError **error)
{
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);

  if (end != text && value > 0 && g_strcmp0 (end, "s") == 0)
    {
      options->max_seconds = value;
      options->iterations = G_MAXUINT;
      return TRUE;
    }
  if (end != text && *end == '\0' && value >= 1 && value <= G_MAXUINT && value == (guint) value)
    {
      options->iterations = (guint) value;
      return TRUE;
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("“%s” is not a budget: give iterations (800) or seconds a move (2s)"), text);
  return FALSE;
}

static void
add_player_json (JsonBuilder *builder, const BstReview *review, guint p)
{
  const BstReviewPlayer *player = &review->players[p];

  json_builder_begin_object (builder);
  bst_json_add_int_member (builder, "player", p + 1);
  bst_json_add_int_member (builder, "moves", player->n_moves);
  for (guint c = 0; c < BST_REVIEW_N_CLASSES; c++)
    {
      json_builder_set_member_name (builder, bst_review_class_name ((BstReviewClass) c));
      json_builder_add_int_value (builder, player->counts[c]);
    }
  bst_json_add_double_member (builder, "points_lost", player->points_lost);
  json_builder_set_member_name (builder, "biggest");
  if (player->biggest >= 0)
    json_builder_add_int_value (builder, g_array_index (review->moves, BstReviewMove,
                                                        player->biggest).turn);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "summary");
  {
    g_autofree char *summary = bst_review_describe_player (review, p);
    json_builder_add_string_value (builder, summary);
  }
  json_builder_end_object (builder);
}

static void
print_json (const BstReview *review, guint players)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < review->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (review->moves, BstReviewMove, i);
      g_autofree char *played = bst_move_format (&m->played);
      g_autofree char *best = bst_move_format (&m->best);

      json_builder_begin_object (builder);
      bst_json_add_int_member (builder, "turn", m->turn);
      bst_json_add_int_member (builder, "player", m->player + 1);
      bst_json_add_string_member (builder, "move", played);
      bst_json_add_string_member (builder, "best", best);
      bst_json_add_double_member (builder, "points_lost", m->points_lost);
      bst_json_add_string_member (builder, "class", bst_review_class_name (m->klass));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < review->n_players; p++)
    if (players == 0 || (players & (1u << p)))
      add_player_json (builder, review, p);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  bst_cli_print_json (builder);
}

static void
print_text (const BstReview *review, guint players)
{
  for (guint i = 0; i < review->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (review->moves, BstReviewMove, i);
      g_autofree char *played = bst_move_format (&m->played);
      g_autofree char *best = bst_move_format (&m->best);

      printf ("%3u  %u  %-22s %-22s %6.1f  %s\n", m->turn, m->player + 1, played, best,
              m->points_lost, bst_review_class_name (m->klass));
    }
  for (guint p = 0; p < review->n_players; p++)
    if (players == 0 || (players & (1u << p)))
      {
        g_autofree char *summary = bst_review_describe_player (review, p);
        const BstReviewPlayer *player = &review->players[p];

        /* Translators: a player's review: the seat number, the points lost on
         * average per move, then a summary in words */
        printf (_("Player %u: %.2f points lost a move. %s\n"), p + 1,
                player->n_moves ? player->points_lost / player->n_moves : 0.0, summary);
      }
}

/* The review of the game in the file or share code @argument. */
static BstReview *
review_game (const char *argument, const char *players, BstReviewOptions *options,
             GError **error)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstGameRecord) record = bst_cli_load_file (argument, &position, error);
  g_autoptr (BstGame) game = NULL;

  if (record == NULL)
    return NULL;
  if (players && !parse_players (players, bst_game_record_get_n_players (record),
                                 &options->players, error))
    return NULL;
  game = bst_game_record_dup_game (record);
  return bst_review_run (bst_game_get_start (game), bst_game_record_get_moves (record), options,
                         NULL, error);
}

int
bst_cli_review (int argc, char **argv)
{
  g_autofree char *players_arg = NULL;
  g_autofree char *level_arg = NULL;
  g_autofree char *budget_arg = NULL;
  gint64 seed = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_arg,
      N_("The players to review, by seat (default: all)"), "1,2,…" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_arg,
      N_("The AI level that finds the best moves (default: hard)"), "LEVEL" },
    { "budget", 0, 0, G_OPTION_ARG_STRING, &budget_arg,
      N_("Search iterations a move, or seconds a move with an s"), "N|Ns" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the AI’s search"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE|CODE"));
  g_autoptr (BstReview) review = NULL;
  GError *error = NULL;
  BstReviewOptions options;

  if (!bst_cli_parse_command (context, entries,
                              _("Judges every move of a game against the AI’s best move."),
                              &argc, &argv) || argc != 2)
    {
      if (argc != 2)
        g_printerr ("%s\n", _("Give one game file or share code."));
      return 2;
    }

  bst_review_options_init (&options);
  options.seed = (guint64) seed;
  if (level_arg && !bst_ai_level_from_name (level_arg, &options.level))
    {
      g_printerr (_("Unknown level “%s”\n"), level_arg);
      return 2;
    }
  if (budget_arg && !parse_budget (budget_arg, &options, &error))
    return bst_cli_fail (error);
  review = review_game (argv[1], players_arg, &options, &error);
  if (review == NULL)
    return bst_cli_fail (error);

  if (json)
    print_json (review, options.players);
  else
    print_text (review, options.players);
  return 0;
}

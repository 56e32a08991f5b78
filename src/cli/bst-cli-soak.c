/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "bst-cli.h"
#include "bst-ai.h"
#include "bst-error.h"
#include "bst-playout.h"

/* Plays seeded games with random rule combinations and random players (the
 * random policy or an AI level with a small budget), checking every engine
 * invariant after every move. */

#define SEAT_RANDOM (-1)
#define SOAK_ITERATIONS 16

static void
random_rules (BstRuleSet *rules, BstRng *rng)
{
  bst_rule_set_init_default (rules);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value;

      if (bst_rng_below (rng, 2))
        continue;
      do
        value = info->minimum + bst_rng_below (rng, info->maximum - info->minimum + 1);
      while (!bst_rule_info_accepts (info, value));
      bst_rule_set_set (rules, info, value);
    }
  /* A table may be bounded in one direction only (a size of 0 is no edge
   * that way); half of the sizes drawn are small enough for play to reach
   * the edge. */
  if (rules->table_width > 0 && bst_rng_below (rng, 2))
    rules->table_width = 1 + bst_rng_below (rng, 9);
  if (rules->table_height > 0 && bst_rng_below (rng, 2))
    rules->table_height = 1 + bst_rng_below (rng, 9);
}

/* Most seats play the fast random policy; the others an AI level. */
static int
random_seat (BstRng *rng)
{
  guint draw = bst_rng_below (rng, 10);

  return draw < 7 ? SEAT_RANDOM : (int) (draw - 7);
}

static void
play_move (BstState *state, int seat, BstRng *rng, guint64 seed)
{
  BstAiOptions options;
  BstMove move;

  if (seat == SEAT_RANDOM)
    {
      bst_playout_random_turn (state, rng, NULL);
      return;
    }
  bst_ai_options_init (&options, (BstAiLevel) seat);
  options.iterations = SOAK_ITERATIONS;
  options.seed = seed + state->turn;
  bst_ai_choose_move (state, (BstAiLevel) seat, &options, &move, NULL);
  bst_state_apply (state, &move, NULL, NULL);
}

static gboolean
soak_game (guint64 seed, guint64 *moves, GError **error)
{
  int seats[BST_MAX_PLAYERS];
  BstRuleSet rules;
  BstState state;
  BstRng rng;

  bst_rng_seed (&rng, seed, 0x736f616bu);
  random_rules (&rules, &rng);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    seats[p] = random_seat (&rng);
  bst_state_init_game (&state, &rules, seed);
  if (!bst_state_check_invariants (&state, error))
    return FALSE;
  while (!bst_state_is_over (&state))
    {
      gint16 before[BST_MAX_PLAYERS];
      gint gained = 0;

      memcpy (before, state.scores, sizeof before);
      play_move (&state, seats[bst_state_to_move (&state)], &rng, seed);
      (*moves)++;
      if (!bst_state_check_invariants (&state, error))
        return FALSE;
      for (guint p = 0; p < rules.n_players; p++)
        gained += state.scores[p] - before[p];
      if (gained < 0)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID, "the scores fell");
          return FALSE;
        }
    }
  return TRUE;
}

int
bst_cli_soak (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  gint64 games = 1000, seed = 1;
  guint64 moves = 0, violations = 0;
  gboolean json = FALSE;
  double start;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT64, &games, N_("Games to play"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("First seed"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (!bst_cli_parse_command (context, entries,
                              _("Plays seeded games with random rules, checking the engine after every move."),
                              &argc, &argv))
    return 2;

  start = g_get_monotonic_time () / 1e6;
  for (gint64 g = 0; g < games; g++)
    {
      g_autoptr (GError) error = NULL;

      if (!soak_game ((guint64) (seed + g), &moves, &error))
        {
          violations++;
          g_printerr (_("Game %lld: %s\n"), (long long) (seed + g), error->message);
        }
    }

  if (json)
    printf ("{\"games\":%" G_GINT64_FORMAT ",\"moves\":%" G_GUINT64_FORMAT
            ",\"violations\":%" G_GUINT64_FORMAT ",\"seconds\":%.3f}\n",
            games, moves, violations, g_get_monotonic_time () / 1e6 - start);
  else
    printf (_("%lld games, %llu moves, %llu violations\n"), (long long) games,
            (unsigned long long) moves, (unsigned long long) violations);
  return violations ? 1 : 0;
}

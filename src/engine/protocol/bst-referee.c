/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-game-notation.h"
#include "bst-notation.h"
#include "bst-player-info.h"
#include "bst-protocol-seat.h"
#include "bst-playout.h"
#include "bst-protocol.h"
#include "bst-referee.h"

gboolean
bst_referee_check_rules (const BstRuleSet       *rules,
                         const BstRefereePlayer *players,
                         GError                **error)
{
  gboolean hidden = (rules->hand_size > 1 || rules->draw_at_end_of_turn) && !rules->hand_visible;

  for (guint p = 0; p < rules->n_players; p++)
    if (players[p].command && hidden)
      {
        g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                             _("An outside program would see the hidden hands of the others: "
                               "play with hand-visible=on"));
        return FALSE;
      }
  return TRUE;
}

typedef struct {
  const BstRuleSet       *rules;
  guint64                 seed;
  const BstRefereePlayer *players;
  guint                   move_ms;
  BstRefereeResult       *result;
  BstState               *state;
  GArray                 *moves;
  BstPlayerInfo           info[BST_MAX_PLAYERS];
  BstProtocolSeat        *seats[BST_MAX_PLAYERS];
} Game;

static void
forfeit (Game *game, guint player, gboolean illegal, const char *why)
{
  BstRefereeResult *result = game->result;

  result->loser = player;
  result->illegal = illegal;
  /* Translators: a player's number and name, then why they lost the game. */
  result->reason = g_strdup_printf (_("Player %u (%s) loses the game: %s"), player + 1,
                                    result->names[player], why);
}

static gboolean
seat_programs (Game *game)
{
  for (guint p = 0; p < game->rules->n_players; p++)
    {
      const BstRefereePlayer *player = &game->players[p];
      g_autoptr (GError) error = NULL;

      if (player->command == NULL)
        {
          game->result->names[p] = g_strdup_printf ("Bastide %s",
                                                    player->random ? "random"
                                                    : bst_ai_level_name (player->level));
          continue;
        }
      game->seats[p] = bst_protocol_seat_new (player->command, game->move_ms, &error);
      if (game->seats[p] == NULL)
        {
          game->result->names[p] = g_strdup (player->command);
          forfeit (game, p, FALSE, error->message);
          return FALSE;
        }
      game->result->names[p] = g_strdup (*bst_protocol_seat_get_name (game->seats[p])
                                         ? bst_protocol_seat_get_name (game->seats[p])
                                         : player->command);
    }
  for (guint p = 0; p < game->rules->n_players; p++)
    {
      game->info[p].name = game->result->names[p];
      game->info[p].colour = (BstColour) (p % BST_N_COLOURS);
      game->info[p].kind = game->players[p].command ? BST_SEAT_HUMAN
                           : game->players[p].random ? BST_SEAT_RANDOM
                           : bst_ai_level_seat_kind (game->players[p].level);
    }
  return TRUE;
}

/* The move of a program, read from it; FALSE when it lost the game. */
static gboolean
ask_program (Game *game, guint player, BstMove *move)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = bst_protocol_write_game (game->rules, game->info, game->seed,
                                                   game->moves);
  g_autofree char *turn = bst_protocol_format_turn (game->state);

  g_assert (text != NULL);
  if (bst_protocol_seat_choose_move (game->seats[player], text, turn, game->move_ms, move, &error))
    return TRUE;
  forfeit (game, player, FALSE, error->message);
  return FALSE;
}

static gboolean
play_move (Game *game)
{
  BstRefereeResult *result = game->result;
  guint player = bst_state_to_move (game->state);
  const BstRefereePlayer *seat = &game->players[player];
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  double seconds;
  BstMove move;

  if (game->seats[player])
    {
      if (!ask_program (game, player, &move))
        return FALSE;
    }
  else if (seat->random)
    {
      BstRng rng;

      bst_rng_seed (&rng, seat->options.seed, game->state->turn);
      bst_playout_random_move (game->state, &rng, &move);
    }
  else
    {
      BstAiStats stats;

      bst_ai_choose_move_full (game->state, seat->level, &seat->options, &move, &stats, NULL);
      result->iterations[player] += stats.iterations;
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  result->seconds[player] += seconds;
  result->slowest[player] = MAX (result->slowest[player], seconds);
  if (!bst_state_check_move (game->state, &move, &error))
    {
      g_autofree char *text = bst_move_format (&move);
      /* Translators: the first %s is a move in the game notation, the second why
       * the rules refuse it. */
      g_autofree char *why = g_strdup_printf (_("the move “%s” is illegal: %s"), text,
                                              error->message);

      forfeit (game, player, TRUE, why);
      return FALSE;
    }
  g_array_append_val (game->moves, move);
  bst_state_apply (game->state, &move, NULL, NULL);
  result->moves[player]++;
  return TRUE;
}

void
bst_referee_play (const BstRuleSet       *rules,
                  guint64                 seed,
                  const BstRefereePlayer *players,
                  guint                   move_ms,
                  BstRefereeResult       *result)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  Game game = { rules, seed, players, move_ms, result, state, moves, { { 0 } }, { NULL } };

  g_return_if_fail (rules != NULL && players != NULL && result != NULL);

  memset (result, 0, sizeof *result);
  result->loser = BST_NO_PLAYER;
  bst_state_init_game (state, rules, seed);
  if (seat_programs (&game))
    while (!bst_state_is_over (state) && play_move (&game))
      ;
  result->over = bst_state_is_over (state);
  for (guint p = 0; p < rules->n_players; p++)
    {
      result->scores[p] = state->scores[p];
      g_clear_pointer (&game.seats[p], bst_protocol_seat_free);
    }
  if (game.info[0].name != NULL)
    result->notation = bst_game_notation_write (rules, game.info, seed,
                                                (const BstMove *) moves->data, moves->len, NULL);
}

void
bst_referee_result_clear (BstRefereeResult *result)
{
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    g_clear_pointer (&result->names[p], g_free);
  g_clear_pointer (&result->reason, g_free);
  g_clear_pointer (&result->notation, g_free);
}

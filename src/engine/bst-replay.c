/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-game-notation.h"
#include "bst-notation.h"
#include "bst-replay.h"

static void
collect_event (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

static gboolean
fail_at_line (GError **error, guint line, GError *cause)
{
  g_set_error (error, BST_ERROR, cause->code, _("Line %u: %s"), line, cause->message);
  g_error_free (cause);
  return FALSE;
}

gboolean
bst_replay_run (const char       *text,
                const BstRuleSet *rules,
                BstState         *state,
                GArray           *events,
                GError          **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autoptr (GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  guint used[BST_N_TILE_TYPES] = { 0 };
  GError *local_error = NULL;

  if (bst_game_notation_detect (text))
    return bst_game_notation_read (text, rules, state, events, NULL, NULL, error);
  if (!bst_rule_set_validate (rules, error))
    return FALSE;
  /* A plain move list says only what was placed: under these rules the
   * order of the draws does not follow from it. */
  if (rules->hand_size > 1 || rules->draw_at_end_of_turn || rules->random_start_player
      || rules->start_tile_in_bag)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("A move list without draws cannot be played with the rule %s: write the "
                     "draws as the game notation does (“1 draws U”)"),
                   rules->hand_size > 1 ? "hand" : rules->draw_at_end_of_turn ? "draw-at-end"
                   : rules->random_start_player ? "random-start" : "start-tile-in-bag");
      return FALSE;
    }

  used[BST_START_TILE] = 1;
  for (guint i = 0; lines[i]; i++)
    {
      char *hash = strchr (lines[i], '#');
      BstMove move;
      guint number = i + 1;

      if (hash)
        *hash = '\0';
      g_strstrip (lines[i]);
      if (*lines[i] == '\0')
        continue;
      if (!bst_move_parse (lines[i], &move, &local_error))
        return fail_at_line (error, number, local_error);
      if (move.kind == BST_MOVE_PLACE && ++used[move.tile] > bst_tile_type (move.tile)->count)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                       _("Line %u: the set has only %u tiles %c"), number,
                       bst_tile_type (move.tile)->count, bst_tile_type_letter (move.tile));
          return FALSE;
        }
      g_array_append_val (moves, move);
      g_array_append_val (line_numbers, number);
    }

  bst_state_init_empty (state, rules);
  if (!bst_state_put_tile (state, BST_START_TILE, 0, 0, 0, error))
    return FALSE;
  state->last_tile = 0xff;
  /* The bag is drawn from its end: put the first move's tile last. */
  for (guint i = moves->len; i > 0; i--)
    if (g_array_index (moves, BstMove, i - 1).kind == BST_MOVE_PLACE)
      bst_state_bag_add (state, g_array_index (moves, BstMove, i - 1).tile);
  state->fixed_order = TRUE;
  bst_state_start_turn (state);

  for (guint i = 0; i < moves->len; i++)
    {
      const BstMove *move = &g_array_index (moves, BstMove, i);
      guint number = g_array_index (line_numbers, guint, i);

      if (bst_state_is_over (state)
          || (move->kind == BST_MOVE_PLACE && state->rules.hand_size == 1 && state->hand[0] != move->tile))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                       _("Line %u: tile %c fits nowhere on the board"), number,
                       bst_tile_type_letter (move->tile));
          return FALSE;
        }
      if (!bst_state_check_move (state, move, &local_error))
        return fail_at_line (error, number, local_error);
      bst_state_apply (state, move, events ? collect_event : NULL, events);
    }

  return TRUE;
}

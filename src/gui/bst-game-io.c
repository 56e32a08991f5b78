/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdlib.h>

#include "bst-game-io.h"

static int
compare_bytes (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* The game starts where the record's replay starts: a position carries no
 * order of the bag, so the record puts it in one before the first draw,
 * and so must the game, or the draws would differ. */
BstGame *
bst_game_io_new_start (BstGameRecord *record)
{
  BstPosition *start = bst_game_record_get_start (record);
  BstPlayerInfo players[BST_MAX_PLAYERS];
  guint n_players = bst_game_record_get_n_players (record);
  g_autofree BstState *state = NULL;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), NULL);

  for (guint p = 0; p < n_players; p++)
    players[p] = *bst_game_record_get_player (record, p);

  if (start == NULL)
    {
      g_autoptr (BstRules) rules = bst_rules_new_from_set (bst_game_record_get_rules (record));

      return bst_game_new (rules, players, bst_game_record_get_seed (record));
    }

  state = g_new (BstState, 1);
  bst_state_copy (state, bst_position_get_state (start));
  if (!state->fixed_order)
    qsort (state->bag, state->n_bag, 1, compare_bytes);
  return bst_game_new_from_state (state, players, bst_game_record_get_seed (record));
}

BstGame *
bst_game_io_new_game (BstGameRecord  *record,
                      GError        **error)
{
  g_autoptr (BstGame) game = NULL;
  GArray *moves;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), NULL);

  game = bst_game_io_new_start (record);
  moves = bst_game_record_get_moves (record);
  for (guint i = 0; i < moves->len; i++)
    if (!bst_game_play (game, &g_array_index (moves, BstMove, i), error))
      return NULL;
  return g_steal_pointer (&game);
}

BstGameRecord *
bst_game_io_new_record (BstGame      *game,
                        BstPosition  *start,
                        GError      **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (BST_IS_GAME (game), NULL);
  g_return_val_if_fail (start == NULL || BST_IS_POSITION (start), NULL);

  if (start == NULL)
    record = bst_game_record_new (bst_rules_get_set (bst_game_get_rules (game)),
                                  bst_game_get_players (game), bst_game_get_seed (game));
  else
    record = bst_game_record_new_from_position (start, bst_game_get_seed (game));

  for (guint i = 0; i < bst_game_get_n_moves (game); i++)
    if (!bst_game_record_play (record, bst_game_get_move (game, i), NULL, NULL, error))
      return NULL;
  return g_steal_pointer (&record);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-game.h"
#include "bst-game-record.h"

G_BEGIN_DECLS

/* A game and its `.bastide` record, each built from the other. A record
 * knows where its game started (the standard start from the seed, or a
 * position of its own); a BstGame only keeps the state it started from,
 * so the start position, NULL for the standard start, is passed along. */

/* The game where @record starts, with none of its moves played. */
BstGame       *bst_game_io_new_start  (BstGameRecord  *record);
/* The game with every move of @record played. */
BstGame       *bst_game_io_new_game   (BstGameRecord  *record,
                                       GError        **error);
BstGameRecord *bst_game_io_new_record (BstGame        *game,
                                       BstPosition    *start,
                                       GError        **error);

G_END_DECLS

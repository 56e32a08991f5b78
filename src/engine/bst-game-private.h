/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-game.h"

G_BEGIN_DECLS

/* A game with the same start, moves and history as @self, made without
 * playing a move. */
BstGame *_bst_game_copy           (BstGame *self);

/* For tests: how many moves all games have applied so far (a copy
 * applies none). */
guint    _bst_game_get_n_applied  (void);

G_END_DECLS

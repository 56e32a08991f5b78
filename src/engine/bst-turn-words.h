/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-state.h"

G_BEGIN_DECLS

/* A turn told in a player's words, for the game log: the tile by what it
 * shows, the square relative to the start tile, the meeple by its role and
 * what the turn earned the player who moved. */

/* "a city tile", "a city tile with a road", "a cloister tile". */
char *bst_tile_type_describe (guint          type);

/* "Anna put a city tile north of the start tile, a knight on the city; +4".
 * @points is what the turn earned @player_name; 0 leaves the score out. */
char *bst_turn_describe      (const char    *player_name,
                              const BstMove *move,
                              guint          points);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-state.h"

G_BEGIN_DECLS

/* Plays a plain-text move list from the standard start (tile D at 0,0,
 * rotation 0), the tiles drawn in the listed order and the players in turn
 * from the first, one move per line; `#` starts a comment. The game ends
 * after the last line. @events (of BstScoreEvent) receives every scoring
 * event in order, final scoring included. Under the rules hand,
 * draw-at-end, random-start and start-tile-in-bag a plain list is refused.
 *
 * A text in the full game notation (bst-game-notation.h) is played by it
 * instead, its Rules line, if any, agreeing with @rules. */
gboolean bst_replay_run (const char       *text,
                         const BstRuleSet *rules,
                         BstState         *state,
                         GArray           *events,
                         GError          **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-ai.h"
#include "bst-game.h"

G_BEGIN_DECLS

/* How many games in a row a person has won against each computer level,
 * kept in the level-streaks key of the settings, and the stronger level
 * that three of them earn (offered while suggest-stronger-level is on).
 *
 * A game counts for a level when one or more of its seats are computer
 * players, all of that level, and one or more are people. It is a win
 * when the best placed are people only; a loss, or a draw with a
 * computer, ends the level's streak. A game against a random player or
 * against computers of different levels does not count. */

#define BST_LEVEL_STREAK_TO_SUGGEST 3

/* The level that the game seated as @kinds is played against, and
 * whether the players in @winners (a bit per seat) beat it; FALSE when
 * the game does not count. */
gboolean bst_level_streaks_judge      (const BstSeatKind *kinds,
                                       guint              n_players,
                                       guint              winners,
                                       BstAiLevel        *level,
                                       gboolean          *won);
/* The same for a finished @game. */
gboolean bst_level_streaks_judge_game (BstGame           *game,
                                       BstAiLevel        *level,
                                       gboolean          *won);
/* The wins in a row against @level. */
guint    bst_level_streaks_get        (GSettings         *settings,
                                       BstAiLevel         level);
/* One more win in a row against @level, or (not @won) none. */
void     bst_level_streaks_add_result (GSettings         *settings,
                                       BstAiLevel         level,
                                       gboolean           won);
/* Whether the streak against @level earns a game against @stronger: at
 * least three wins in a row, a level above, and the suggestions on. */
gboolean bst_level_streaks_earned     (GSettings         *settings,
                                       BstAiLevel         level,
                                       BstAiLevel        *stronger);
/* Counts the finished @game in its level's streak, when it counts. Call
 * it once a game. */
void     bst_level_streaks_record     (GSettings         *settings,
                                       BstGame           *game);
/* Whether the end of @game earns a stronger level: a win whose streak
 * earns one. Sets @beaten and @stronger. */
gboolean bst_level_streaks_suggest    (GSettings         *settings,
                                       BstGame           *game,
                                       BstAiLevel        *beaten,
                                       BstAiLevel        *stronger);

G_END_DECLS

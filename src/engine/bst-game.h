/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "bst-player-info.h"
#include "bst-position.h"
#include "bst-rules.h"
#include "bst-score-event.h"
#include "bst-state.h"

G_BEGIN_DECLS

#define BST_TYPE_GAME (bst_game_get_type ())

G_DECLARE_FINAL_TYPE (BstGame, bst_game, BST, GAME, GObject)

/* Why a player has the turn again right after their own. */
typedef enum {
  BST_EXTRA_TURN_NONE,
  BST_EXTRA_TURN_FILLED_HOLE,   /* the house rule: a tile that fills a hole */
} BstExtraTurn;

/* A game in progress: the start, the moves played, undo and redo. The
 * user interface reads and changes games only through this object.
 *
 * Signals: tile-placed (tile index), meeple-placed (tile index, segment),
 * feature-scored (BstScoreEvent), turn-started (player), game-over, and
 * changed when the position is replaced (undo, redo). */

BstGame             *bst_game_new               (BstRules             *rules,
                                                 const BstPlayerInfo  *players,
                                                 guint64               seed);
BstGame             *bst_game_new_from_state    (const BstState       *start,
                                                 const BstPlayerInfo  *players,
                                                 guint64               seed);
/* The game that goes on from @start, the tiles drawn by @seed. */
BstGame             *bst_game_new_from_position (BstPosition          *start,
                                                 guint64               seed);

const BstState      *bst_game_get_state         (BstGame              *self);
const BstState      *bst_game_get_start         (BstGame              *self);
BstRules            *bst_game_get_rules         (BstGame              *self);
guint64              bst_game_get_seed          (BstGame              *self);
guint                bst_game_get_n_players     (BstGame              *self);
const BstPlayerInfo *bst_game_get_player        (BstGame              *self,
                                                 guint                 player);
const BstPlayerInfo *bst_game_get_players       (BstGame              *self);
guint                bst_game_get_current_player (BstGame             *self);
gboolean             bst_game_is_over           (BstGame              *self);
int                  bst_game_get_score         (BstGame              *self,
                                                 guint                 player);
void                 bst_game_score_if_ended_now (BstGame             *self,
                                                  int                 *scores);
/* A bit per player with the top score once the game is over, else 0. */
guint                bst_game_get_winners       (BstGame              *self);
/* What @player scored with features of @kind (a BstFeatureKind). */
int                  bst_game_get_points        (BstGame              *self,
                                                 guint                 player,
                                                 guint                 kind);
/* Of int: every player's score at the start, then after each move, a row
 * of bst_game_get_n_players() per move. */
GArray              *bst_game_dup_score_history (BstGame              *self);

GArray              *bst_game_get_legal_placements (BstGame           *self,
                                                    guint              tile);
guint                bst_game_get_meeple_options   (BstGame           *self,
                                                    const BstMove     *placement,
                                                    gint8             *segments);

gboolean             bst_game_play              (BstGame              *self,
                                                 const BstMove        *move,
                                                 GError              **error);
guint                bst_game_get_n_moves       (BstGame              *self);
const BstMove       *bst_game_get_move          (BstGame              *self,
                                                 guint                 index);
/* The player who made the move @index. */
guint                bst_game_get_move_player   (BstGame              *self,
                                                 guint                 index);
/* The features the move @index scored, in order, final scoring included. */
const BstScoreEvent *bst_game_get_move_events   (BstGame              *self,
                                                 guint                 index,
                                                 guint                *n_events);
/* Whether the turn in progress (as turn-started announces it) is one more
 * for the player who made the last move, and why. */
BstExtraTurn         bst_game_get_extra_turn    (BstGame              *self);
gboolean             bst_game_can_undo          (BstGame              *self);
gboolean             bst_game_can_redo          (BstGame              *self);
gboolean             bst_game_undo              (BstGame              *self);
gboolean             bst_game_redo              (BstGame              *self);

G_END_DECLS

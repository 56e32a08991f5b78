/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bst-aids.h"
#include "bst-game.h"
#include "bst-position.h"

G_BEGIN_DECLS

#define BST_GAME_RECORD_FORMAT   "bastide"
#define BST_GAME_RECORD_VERSION  1

#define BST_TYPE_GAME_RECORD (bst_game_record_get_type ())

G_DECLARE_FINAL_TYPE (BstGameRecord, bst_game_record, BST, GAME_RECORD, GObject)

/* A `.bastide` game file: the rules, the players, the seed, where the game
 * started (the standard start from the seed, or a position), every move
 * since, and the position they lead to. Reading replays the moves and
 * insists that they lead to the stored position; a position with no start
 * and no moves (an editor puzzle) stands on its own. Loading always makes
 * a new record or fails: nothing is changed by a bad file.
 *
 * A game and its record are each made from the other: the record keeps
 * the game its moves were played in, so a game read from a file is ready
 * without playing its moves again. */

BstGameRecord       *bst_game_record_new                (const BstRuleSet     *rules,
                                                         const BstPlayerInfo  *players,
                                                         guint64               seed);
BstGameRecord       *bst_game_record_new_from_position  (BstPosition          *start,
                                                         guint64               seed);
BstGameRecord       *bst_game_record_new_from_bytes     (GBytes               *bytes,
                                                         GError              **error);
BstGameRecord       *bst_game_record_load               (GFile                *file,
                                                         GCancellable         *cancellable,
                                                         GError              **error);
/* The record of @game, which started at @start (NULL for the standard
 * start from the seed: a BstGame keeps only the state it started from). */
BstGameRecord       *bst_game_record_new_from_game      (BstGame              *game,
                                                         BstPosition          *start,
                                                         GError              **error);
/* A new game with every move of the record played, to go on with. */
BstGame             *bst_game_record_dup_game           (BstGameRecord        *self);

GBytes              *bst_game_record_to_bytes           (BstGameRecord        *self);
gboolean             bst_game_record_save               (BstGameRecord        *self,
                                                         GFile                *file,
                                                         GCancellable         *cancellable,
                                                         GError              **error);

/* Checks @move against the current position and plays it. */
gboolean             bst_game_record_play               (BstGameRecord        *self,
                                                         const BstMove        *move,
                                                         BstScoreFunc          func,
                                                         gpointer              user_data,
                                                         GError              **error);

const BstRuleSet    *bst_game_record_get_rules          (BstGameRecord        *self);
guint                bst_game_record_get_n_players      (BstGameRecord        *self);
const BstPlayerInfo *bst_game_record_get_player         (BstGameRecord        *self,
                                                         guint                 index);
guint64              bst_game_record_get_seed           (BstGameRecord        *self);
/* NULL for the standard start from the seed. */
BstPosition         *bst_game_record_get_start          (BstGameRecord        *self);
/* Of BstMove, in the order played. */
GArray              *bst_game_record_get_moves          (BstGameRecord        *self);
BstPosition         *bst_game_record_get_position       (BstGameRecord        *self);
/* The puzzle description, passed through as it is; NULL when none. */
JsonNode            *bst_game_record_get_puzzle         (BstGameRecord        *self);
void                 bst_game_record_set_puzzle         (BstGameRecord        *self,
                                                         JsonNode             *puzzle);
/* The aids used while the game was played; a record only gains them. */
BstAids              bst_game_record_get_aids           (BstGameRecord        *self);
void                 bst_game_record_add_aids           (BstGameRecord        *self,
                                                         BstAids               aids);
gboolean             bst_game_record_equal              (BstGameRecord        *a,
                                                         BstGameRecord        *b);

G_END_DECLS

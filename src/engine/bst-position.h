/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "bst-json-reader.h"
#include "bst-player-info.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* Limits every reader of positions and game files applies before it looks
 * at the content. */
#define BST_POSITION_MAX_SCORE   10000
#define BST_POSITION_MAX_NAME    64

#define BST_TYPE_POSITION (bst_position_get_type ())

G_DECLARE_FINAL_TYPE (BstPosition, bst_position, BST, POSITION, GObject)

/* An immutable position: the rules, who sits at each seat and the state
 * of the game. Reading one from a snapshot or a share code rebuilds it
 * tile by tile and meeple by meeple, so whatever is read is a position
 * the engine can play on. */
BstPosition         *bst_position_new_from_state      (const BstState       *state,
                                                       const BstPlayerInfo  *players);
BstPosition         *bst_position_new_from_json       (JsonNode             *node,
                                                       GError              **error);

const BstState      *bst_position_get_state           (BstPosition          *self);
const BstRuleSet    *bst_position_get_rules           (BstPosition          *self);
guint                bst_position_get_n_players       (BstPosition          *self);
const BstPlayerInfo *bst_position_get_player          (BstPosition          *self,
                                                       guint                 index);
/* Free mode (the editor's): the tile counts of the set are not enforced. */
gboolean             bst_position_get_free_mode       (BstPosition          *self);
BstPosition         *bst_position_new_free_mode       (BstPosition          *self,
                                                       gboolean              free_mode);

JsonNode            *bst_position_to_json             (BstPosition          *self);
/* Checks @self as a reader would: a position built by hand in an editor
 * may be one no game can reach. */
gboolean             bst_position_validate            (BstPosition          *self,
                                                       GError              **error);
gboolean             bst_position_equal               (BstPosition          *a,
                                                       BstPosition          *b);

/* The parts of a snapshot that a game file also holds on its own. */
JsonNode            *bst_position_rules_to_json       (const BstRuleSet     *rules);
gboolean             bst_position_rules_from_json     (JsonNode             *node,
                                                       BstRuleSet           *rules,
                                                       GError              **error);
JsonNode            *bst_position_players_to_json     (const BstPlayerInfo  *players,
                                                       guint                 n_players);
/* Fills @players (BST_MAX_PLAYERS entries, cleared with
 * bst_player_info_clear by the caller) with rules->n_players seats. */
gboolean             bst_position_players_from_json   (JsonNode             *node,
                                                       const BstRuleSet     *rules,
                                                       BstPlayerInfo        *players,
                                                       GError              **error);

/* Parses JSON text under the reader limits: size, UTF-8, nesting depth and
 * the size of numbers are checked before the parser sees the text. */

/* One entry of a snapshot's "board" and "meeples" arrays, for writers of
 * positions the engine cannot hold yet (the editor's drafts). */
void                 bst_position_add_tile_json       (JsonBuilder          *builder,
                                                       guint                 type,
                                                       int                   x,
                                                       int                   y,
                                                       guint                 rotation);
void                 bst_position_add_meeple_json     (JsonBuilder          *builder,
                                                       guint                 player,
                                                       guint                 type,
                                                       int                   x,
                                                       int                   y,
                                                       guint                 rotation,
                                                       guint                 segment);

G_END_DECLS

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

/* One thing wrong with a position, in words, and where on the board it
 * is: the square (when it is about one), the segment of the tile there,
 * the entries of the snapshot's "board" and "meeples" at fault and the
 * kind of tile (-1 where none). */
typedef struct {
  char     *message;
  gboolean  has_square;
  int       x;
  int       y;
  int       segment;
  int       board_index;
  int       meeple_index;
  int       tile_type;
} BstPositionProblem;

void                 bst_position_problem_free        (BstPositionProblem   *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstPositionProblem, bst_position_problem_free)

/* Everything wrong with the snapshot @node, as many problems as can be
 * told apart; empty when @node reads as a position. The tiles' problems
 * come first, all of them; then what the reader finds, one problem for
 * each meeple at fault and then the first of the rest. */
GPtrArray           *bst_position_list_problems       (JsonNode             *node);

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

/* A snapshot as plain data, for writers of positions the engine cannot
 * hold (the editor's drafts, which may break the rules) as well as of
 * those it holds: there is one writer of snapshots. */
typedef struct {
  guint8 type;
  guint8 rotation;
  gint8  x;
  gint8  y;
} BstSnapshotTile;

typedef struct {
  guint8 player;
  guint8 tile;                      /* index into tiles[] */
  guint8 segment;
} BstSnapshotMeeple;

typedef struct {
  BstRuleSet           rules;
  const BstPlayerInfo *players;     /* rules.n_players of them */
  int                  scores[BST_MAX_PLAYERS];
  guint                supply[BST_MAX_PLAYERS];
  guint8               n_held[BST_MAX_PLAYERS];
  guint8               held[BST_MAX_PLAYERS][BST_MAX_HAND];
  guint                to_move;
  guint                phase;       /* BstPhase, not BST_PHASE_MEEPLE */
  guint                turn;
  guint                discards;
  gboolean             free_mode;
  guint                returned;
  guint                end_reason;  /* BstEndReason */
  gboolean             extra_turn;
  guint                resume_player;
  guint                auction_tile;
  guint                auction_bidder;
  guint                auction_high_bidder;
  guint                auction_high_bid;
  guint                n_tiles;     /* the start tile first */
  BstSnapshotTile      tiles[BST_MAX_TILES];
  guint                n_meeples;
  BstSnapshotMeeple    meeples[BST_MAX_MEEPLES];
  guint                n_hand;
  guint8               hand[BST_MAX_HAND];
  gboolean             fixed_order;
  guint                n_order;     /* with a fixed order: the draws to come, first first */
  guint8               order[BST_N_TILES];
  guint8               bag[BST_N_TILE_TYPES];  /* without one: how many of each type */
} BstPositionSnapshot;

JsonNode            *bst_position_snapshot_to_json    (const BstPositionSnapshot *snapshot);

G_END_DECLS

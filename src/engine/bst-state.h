/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-rng.h"
#include "bst-rule-set.h"
#include "bst-tile.h"

G_BEGIN_DECLS

/* The whole game position as one plain, pointer-free struct, so that
 * search can copy it cheaply. Features are a union-find over the segments
 * of the placed tiles; the root of each set carries the feature's counters.
 * Squares are found through a small grid that wraps around, so the board
 * has no fixed extent: each entry names the tile or frontier square that
 * falls on it, or says that several do (then they are searched for). */

#define BST_MAX_TILES      BST_N_TILES
#define BST_MAX_NODES      (BST_MAX_TILES * BST_MAX_SEGMENTS)
#define BST_MAX_MEEPLES    (BST_MAX_PLAYERS * BST_MAX_MEEPLES_PER_PLAYER)
#define BST_MAX_FRONTIER   (2 * BST_MAX_TILES + 2)
#define BST_GRID_SIDE      32
#define BST_NO_SEGMENT     (-1)
#define BST_NO_TILE        0xff

typedef enum {
  BST_PHASE_PLACE,   /* the player to move holds a tile */
  BST_PHASE_MEEPLE,  /* the tile is down; a meeple may follow */
  BST_PHASE_OVER,    /* the last tile has been placed and the game scored */
  BST_PHASE_BID,     /* tile auction: the other players bid in turn */
  BST_PHASE_DECIDE,  /* tile auction: the drawer accepts the best bid or keeps the tile */
} BstPhase;

typedef enum {
  BST_END_NONE,
  BST_END_BAG_EMPTY,     /* every tile has been played */
  BST_END_UNPLACEABLE,   /* only tiles that fit nowhere remain */
} BstEndReason;

typedef enum {
  BST_MOVE_PLACE,        /* place the tile, maybe a meeple */
  BST_MOVE_BID,          /* offer points for the drawer's tile */
  BST_MOVE_PASS,         /* no bid */
  BST_MOVE_ACCEPT,       /* the drawer sells the tile to the best bidder */
  BST_MOVE_KEEP,         /* the drawer keeps the tile */
} BstMoveKind;

#define BST_NO_PLAYER 0xff

typedef struct {
  guint8  type;
  guint8  rotation;
  gint8   x;
  gint8   y;
  guint16 first_node;
  guint8  neighbours;      /* of the 8 surrounding squares, how many hold a tile */
  guint8  pad;
} BstPlacedTile;

typedef struct {
  guint16 parent;
  guint8  kind;            /* BstFeatureKind */
  guint8  tiles;           /* roots: tiles, a tile with several segments here counted per segment */
  guint8  pennants;        /* roots */
  guint8  open;            /* roots: road or city ports not yet matched */
  guint8  meeples;         /* roots: meeples in the feature */
  guint8  shared;          /* roots: segments from tiles with several of this kind */
} BstNode;

typedef struct {
  guint8  player;
  guint8  tile;            /* index into tiles[] */
  guint8  segment;
  guint8  pad;
} BstMeeple;

typedef struct {
  gint8   x;
  gint8   y;
  guint8  pattern;         /* the neighbours' facing edges, two bits per direction */
  guint8  pad;
  guint8  next_to[4];      /* the tile to the north, east, south and west, or BST_NO_TILE */
} BstSquare;

typedef struct {
  gint8  x;
  gint8  y;
  guint8 rotation;
  guint8 pad;
} BstPlacement;

typedef struct {
  guint8  tile;            /* tile type, the one in hand */
  gint8   x;
  gint8   y;
  guint8  rotation;
  gint8   segment;         /* where the meeple goes, or BST_NO_SEGMENT */
  guint8  kind;            /* BstMoveKind */
  guint16 bid;             /* BST_MOVE_BID: points offered */
} BstMove;

typedef struct {
  BstFeatureKind kind;
  gboolean       final;      /* scored at game end */
  guint          tiles;
  guint          pennants;
  guint          cities;     /* fields: completed cities touched */
  guint          points;
  guint8         meeples[BST_MAX_PLAYERS];
  guint8         winners;    /* bit per player */
  guint8         tile;       /* a segment of the feature, for showing it */
  guint8         segment;
} BstScoreEvent;

typedef void (*BstScoreFunc) (const BstScoreEvent *event,
                              gpointer             user_data);

typedef struct {
  BstRuleSet     rules;
  BstRng         rng;
  guint8         phase;
  guint8         current_player;
  guint8         n_tiles;
  guint8         n_meeples;
  guint8         n_frontier;
  guint8         n_bag;
  guint8         n_hand;
  guint8         n_shared_tiles;
  guint8         n_monasteries;
  guint8         discards;
  guint8         fixed_order;           /* draw bag[] from its end, not at random */
  guint8         last_tile;             /* index of the last placed tile, 0xff none */
  guint16        n_nodes;
  guint16        turn;
  gint16         scores[BST_MAX_PLAYERS];
  guint8         supply[BST_MAX_PLAYERS];
  guint8         hand[BST_MAX_HAND];        /* the tiles of the player to place */
  guint8         held[BST_MAX_PLAYERS][BST_MAX_HAND]; /* the others' hands */
  guint8         n_held[BST_MAX_PLAYERS];
  guint8         end_reason;
  guint8         returned;                 /* unplaceable tiles put back into the bag */
  guint8         plain_turns;              /* bst_state_plain_turns() of the rules */
  guint8         extra_turn;               /* an auction winner's turn */
  guint8         resume_player;            /* who plays after the extra turn */
  guint8         auction_drawer;
  guint8         auction_bidder;           /* whose bid it is */
  guint8         auction_high_bidder;
  guint8         auction_tile;
  guint8         completed;                /* the last tile may have completed a feature */
  guint16        auction_high_bid;
  guint16        placements[BST_N_TILE_TYPES]; /* of each tile type, over the frontier */
  guint8         bag[BST_N_TILES];
  guint8         shared_tiles[BST_MAX_TILES];
  guint8         monasteries[BST_MAX_TILES];
  guint8         grid[BST_GRID_SIDE * BST_GRID_SIDE]; /* see square_value() */
  BstPlacedTile  tiles[BST_MAX_TILES];
  BstSquare      frontier[BST_MAX_FRONTIER];
  BstMeeple      meeples[BST_MAX_MEEPLES];
  BstNode        nodes[BST_MAX_NODES];    /* keep last: copies skip the unused tail */
} BstState;

/* Setting up */
void      bst_state_init_empty         (BstState         *self,
                                        const BstRuleSet *rules);
void      bst_state_init_game          (BstState         *self,
                                        const BstRuleSet *rules,
                                        guint64           seed);
void      bst_state_copy               (BstState         *dest,
                                        const BstState   *src);
gboolean  bst_state_put_tile           (BstState         *self,
                                        guint             type,
                                        int               x,
                                        int               y,
                                        guint             rotation,
                                        GError          **error);
gboolean  bst_state_put_meeple         (BstState         *self,
                                        guint             player,
                                        guint             tile,
                                        guint             segment,
                                        GError          **error);
void      bst_state_bag_add            (BstState         *self,
                                        guint             type);
void      bst_state_bag_fill_remaining (BstState         *self);
void      bst_state_seed               (BstState         *self,
                                        guint64           seed);
void      bst_state_start_turn         (BstState         *self);

/* Looking */
int       bst_state_tile_at            (const BstState   *self,
                                        int               x,
                                        int               y);
guint     bst_state_legal_placements   (const BstState   *self,
                                        guint             type,
                                        BstPlacement     *out);
gboolean  bst_state_can_place          (const BstState   *self,
                                        guint             type);
guint     bst_state_count_placements   (const BstState   *self,
                                        guint             type);
void      bst_state_nth_placement      (const BstState   *self,
                                        guint             type,
                                        guint             index,
                                        BstPlacement     *placement);
guint     bst_state_meeple_options     (const BstState   *self,
                                        const BstMove    *placement,
                                        gint8            *segments);
guint     bst_state_feature_root       (const BstState   *self,
                                        guint             tile,
                                        guint             segment);
gboolean  bst_state_feature_complete   (const BstState   *self,
                                        guint             tile,
                                        guint             segment);
guint     bst_state_feature_segments   (const BstState   *self,
                                        guint             tile,
                                        guint             segment,
                                        guint8           *tiles_out,
                                        guint8           *segments_out);
guint     bst_state_bag_count          (const BstState   *self,
                                        guint             type);
guint     bst_state_tiles_left         (const BstState   *self);
/* Tiles still to be played: the bag and every hand. */
guint     bst_state_tiles_to_play      (const BstState   *self);
static inline gboolean
bst_state_is_over (const BstState *self)
{
  return self->phase == BST_PHASE_OVER;
}

/* Who decides next: the player to place, or in an auction the bidder or
 * the drawer. */
static inline guint
bst_state_to_move (const BstState *self)
{
  return self->phase == BST_PHASE_BID ? self->auction_bidder
         : self->phase == BST_PHASE_DECIDE ? self->auction_drawer
         : self->current_player;
}
gboolean  bst_state_hole_filled        (const BstState   *self,
                                        guint             tile);
gboolean  bst_state_auction_applies    (const BstState   *self,
                                        guint             type);

/* Playing */
gboolean  bst_state_check_move         (const BstState   *self,
                                        const BstMove    *move,
                                        GError          **error);
void      bst_state_apply              (BstState         *self,
                                        const BstMove    *move,
                                        BstScoreFunc      func,
                                        gpointer          user_data);

/* A turn in steps, for search and for showing a placement before the
 * meeple is chosen: place, list the meeple segments, finish. */
void      bst_state_place              (BstState         *self,
                                        guint             type,
                                        const BstPlacement *placement);
guint     bst_state_meeple_segments    (const BstState   *self,
                                        gint8            *segments);
void      bst_state_finish_turn        (BstState         *self,
                                        int               segment,
                                        BstScoreFunc      func,
                                        gpointer          user_data);
gboolean  bst_state_check_invariants   (const BstState   *self,
                                        GError          **error);
void      bst_state_final_scoring      (BstState         *self,
                                        BstScoreFunc      func,
                                        gpointer          user_data);

G_END_DECLS

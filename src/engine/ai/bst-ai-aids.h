/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-state.h"

G_BEGIN_DECLS

/* The aids a good player keeps in their head, as queries on a position.
 * They know only what every player may know: the tiles not yet played are
 * the bag and every hand together (anyone can count what has been played),
 * never which of them comes next or who holds which. */

typedef struct {
  gint8  x;
  gint8  y;
} BstAidSquare;

typedef struct {
  guint8 type;
  guint8 count;        /* of this type not yet played */
  guint8 rotations;    /* bit r set: fits turned r quarter turns */
} BstAidTile;

typedef struct {
  BstFeatureKind kind; /* road, city or monastery */
  guint8         tile; /* a segment of the feature, for showing it */
  guint8         segment;
  guint          root; /* bst_state_feature_root() of it */
  double         chance;
} BstAidOdds;

typedef struct {
  guint8 tile;                         /* index into the state's tiles */
  guint8 segment;
} BstAidPlace;

typedef struct {
  guint8 tile;                         /* a segment of the field */
  guint8 segment;
  guint  root;
  guint8 meeples[BST_MAX_PLAYERS];
  guint8 holders;                      /* a bit per player with the most farmers */
  guint  n_cities;                     /* the finished cities it touches */
} BstAidField;

/* How many of each tile type are not yet played. */
void   bst_aids_unplayed       (const BstState *state,
                                guint8         *counts);

/* The tile types not yet played that fit the open square @x, @y, with
 * their counts; none when the square is not open. @out holds
 * BST_N_TILE_TYPES. */
guint  bst_aids_fitting_tiles  (const BstState *state,
                                int             x,
                                int             y,
                                BstAidTile     *out);

/* The open squares that no tile not yet played can fill. @out holds
 * BST_MAX_FRONTIER. */
guint  bst_aids_dead_squares   (const BstState *state,
                                BstAidSquare   *out);

/* Each unfinished road, city and monastery with the chance of finishing it
 * from the tiles not yet played, by the AI's evaluation. @out holds
 * BST_MAX_NODES. */
guint  bst_aids_feature_odds   (const BstState *state,
                                BstAidOdds     *out);

/* The finished cities the field at @field touches, each as one of its
 * segments. @out holds BST_MAX_TILES. */
guint  bst_aids_field_cities   (const BstState    *state,
                                const BstAidPlace *field,
                                BstAidPlace       *out);

/* Every field: who holds it and how many finished cities it touches.
 * @out holds BST_MAX_NODES. */
guint  bst_aids_fields         (const BstState *state,
                                BstAidField    *out);

G_END_DECLS

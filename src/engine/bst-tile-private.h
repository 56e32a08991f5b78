/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-tile.h"

G_BEGIN_DECLS

/* The tile tables themselves, for the engine's inner loops. They are
 * filled by bst_tile_ensure_tables(), which every state set-up calls. */

extern BstTileType bst_tile_types[BST_N_TILE_TYPES];
extern guint8      bst_tile_edges_table[BST_N_TILE_TYPES][4];
extern gint8       bst_tile_segment_at_port_table[BST_N_TILE_TYPES][4][BST_N_PORTS];
extern guint8      bst_tile_fitting_table[BST_N_TILE_TYPES][256];
extern guint8      bst_tile_fitting_count_table[BST_N_TILE_TYPES][256]; /* bits of the above */
extern guint16     bst_tile_pattern_fits_table[256][BST_N_TILE_TYPES];   /* the same, turned */

/* The field segments of each tile type that touch cities, for scoring
 * farmers without looking at every segment: the cities as a bit per
 * segment. */
typedef struct {
  guint8 n_fields;
  guint8 field[BST_MAX_SEGMENTS];
  guint8 cities[BST_MAX_SEGMENTS];
} BstTileFarms;

extern BstTileFarms bst_tile_farms_table[BST_N_TILE_TYPES];

void bst_tile_ensure_tables (void);

G_END_DECLS

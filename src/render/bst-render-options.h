/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BST_RENDER_DEFAULT_TILE_SIZE 96

/* A segment of a placed tile: an index into BstState.tiles[] and one of
 * that tile's segments. */
typedef struct {
  guint8 tile;
  guint8 segment;
} BstSegmentRef;

/* How bst_render_position() draws a position. Plain data; start from
 * bst_render_options_init() and change what you need. */
typedef struct {
  guint                tile_size;        /* pixels per tile, 0 for the default */
  double               margin;           /* around the tiles, in tiles */
  gboolean             transparent;      /* no background behind the tiles */
  gboolean             mark_last_tile;   /* frame BstState.last_tile */
  gboolean             show_meeples;
  const BstSegmentRef *highlights;       /* segments to tint and outline */
  guint                n_highlights;
  const guint8        *colours;          /* BstColour per player; NULL: player i has colour i */
} BstRenderOptions;

void bst_render_options_init (BstRenderOptions *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-tile.h"

G_BEGIN_DECLS

/* Places on the board in a player's words, relative to the start tile:
 * people see the board, not its coordinates. North is up (y grows to the
 * south). */

/* "the start tile", "north of the start tile", "two squares east and one
 * north of the start tile". */
char       *bst_place_describe        (int             x,
                                       int             y);
/* "the start tile", "the tile north of the start tile". */
char       *bst_place_describe_tile   (int             x,
                                       int             y);
/* "the start square", "the square north of the start tile". */
char       *bst_place_describe_square (int             x,
                                       int             y);
/* "the knight on the start tile", "the monk north of the start tile". */
char       *bst_place_describe_meeple (BstFeatureKind  kind,
                                       int             x,
                                       int             y);

/* What a meeple is called on a feature: knight, thief, monk, farmer. */
const char *bst_meeple_name           (BstFeatureKind  kind);
/* "road", "city", "cloister", "field". */
const char *bst_feature_noun          (BstFeatureKind  kind);
/* "north", "east", "south", "west". */
const char *bst_direction_word        (BstDirection    direction);
/* "a field", "a road", "a city". */
const char *bst_edge_phrase           (BstEdge         edge);

/* @text with its first letter in upper case, for a phrase that begins a
 * sentence. */
char       *bst_sentence_start        (const char     *text);

G_END_DECLS

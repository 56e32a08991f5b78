/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The 24 land tile types of the base game as data (RULES.md §6).
 *
 * Coordinates: x grows east, y grows south. A rotation r is r quarter turns
 * clockwise. Each tile edge has three "ports", numbered clockwise from the
 * north-west corner: the left half, the middle and the right half of the
 * edge, each named looking outward from the centre of the tile:
 *
 *   NL N NR EL E ER SL S SR WL W WR  =  0 … 11
 *
 * A road or city segment occupies middle ports; a field occupies half-edge
 * ports. Rotating a tile by r moves port p to (p + 3 r) mod 12.
 */

#define BST_N_TILE_TYPES     24
#define BST_N_TILES          72
#define BST_MAX_SEGMENTS      8
#define BST_N_PORTS          12
#define BST_TILE_TYPE_NONE  0xff

/* A tile type by its letter in the tile list, 'A' to 'X', where a constant is
 * needed (bst_tile_type_from_letter() checks a letter read from a file). */
#define BST_TILE(letter)    ((guint) ((letter) - 'A'))
/* The tile every game starts from (the one with the darker back). */
#define BST_START_TILE      BST_TILE ('D')

typedef enum {
  BST_DIRECTION_NORTH,
  BST_DIRECTION_EAST,
  BST_DIRECTION_SOUTH,
  BST_DIRECTION_WEST,
} BstDirection;

/* What an edge of a tile shows; 0 is kept for "no tile there". */
typedef enum {
  BST_EDGE_NONE,
  BST_EDGE_FIELD,
  BST_EDGE_ROAD,
  BST_EDGE_CITY,
} BstEdge;

typedef enum {
  BST_FEATURE_ROAD,
  BST_FEATURE_CITY,
  BST_FEATURE_MONASTERY,
  BST_FEATURE_FIELD,
} BstFeatureKind;

#define BST_N_FEATURE_KINDS 4

typedef enum {
  BST_PORT_NL, BST_PORT_N, BST_PORT_NR,
  BST_PORT_EL, BST_PORT_E, BST_PORT_ER,
  BST_PORT_SL, BST_PORT_S, BST_PORT_SR,
  BST_PORT_WL, BST_PORT_W, BST_PORT_WR,
} BstPort;

typedef struct {
  guint8  kind;      /* BstFeatureKind */
  guint8  pennants;
  guint16 ports;     /* bit p set: the segment reaches port p (unrotated) */
  guint8  cities;    /* fields: bit i set when the field touches segment i */
  guint8  edges;     /* roads and cities: how many edges the segment reaches */
} BstSegment;

typedef struct {
  char       letter;
  guint8     count;          /* in the 72-tile set (the start tile included) */
  guint8     n_segments;
  guint8     distinct_rotations; /* bit r set: rotation r differs from all lower ones */
  BstSegment segments[BST_MAX_SEGMENTS];
  guint8     shared_kinds;   /* bit k set: several segments of feature kind k */
} BstTileType;

const BstTileType *bst_tile_type             (guint         type);
int                bst_tile_type_from_letter (char          letter);
char               bst_tile_type_letter      (guint         type);

/* Edges packed two bits per direction (N lowest) for a rotated tile. */
guint8             bst_tile_edges            (guint         type,
                                              guint         rotation);
BstEdge            bst_tile_edge             (guint         type,
                                              guint         rotation,
                                              BstDirection  direction);
/* Bit r set for every distinct rotation r that fits a square whose
 * neighbouring edges are @pattern (two bits per direction, BST_EDGE_NONE
 * where there is no neighbour). */
guint8             bst_tile_fitting_rotations (guint        type,
                                               guint8       pattern);
/* The segment of a rotated tile at a board port, or -1. */
int                bst_tile_segment_at_port  (guint         type,
                                              guint         rotation,
                                              guint         port);
guint16            bst_tile_segment_ports    (guint         type,
                                              guint         rotation,
                                              guint         segment);
gboolean           bst_tile_has_monastery    (guint         type);
/* The different types among @n_tiles @tiles, in the order they first come, into
 * @types: a search over a hand or the bag tries each type once. */
guint              bst_tile_types_distinct   (const guint8 *tiles,
                                              guint         n_tiles,
                                              guint8       *types);

static inline guint
bst_port_rotate (guint port, guint rotation)
{
  return (port + 3 * rotation) % BST_N_PORTS;
}

/* The port of the neighbour across the edge that touches @port. */
static inline guint
bst_port_opposite (guint port)
{
  static const guint8 opposite[BST_N_PORTS] = { 8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3 };
  return opposite[port];
}

static inline guint16
bst_ports_rotate (guint16 ports, guint rotation)
{
  guint shift = 3 * (rotation & 3);
  return (guint16) (((ports << shift) | (ports >> (BST_N_PORTS - shift))) & 0xfff);
}

const char *bst_port_name           (guint        port);
int         bst_port_from_name      (const char  *name);
const char *bst_feature_kind_name   (BstFeatureKind kind);
int         bst_feature_kind_from_name (const char *name);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tile-private.h"

#include <string.h>

#include "bst-names.h"

#define P(port) (1u << BST_PORT_##port)
#define HALVES(d) (P(d##L) | P(d##R))
#define ALL_HALVES (HALVES (N) | HALVES (E) | HALVES (S) | HALVES (W))

#define CITY(ports, pennants)  { BST_FEATURE_CITY, pennants, ports, 0 }
#define ROAD(ports)            { BST_FEATURE_ROAD, 0, ports, 0 }
#define MONASTERY              { BST_FEATURE_MONASTERY, 0, 0, 0 }
#define FIELD(ports, cities)   { BST_FEATURE_FIELD, 0, ports, cities }

/* Segment order per tile: cities, roads, monastery, fields. A field's
 * city mask names segment indices of the same tile. */
BstTileType bst_tile_types[BST_N_TILE_TYPES] = {
  { 'A', 2, 3, 0, { MONASTERY, ROAD (P (S)), FIELD (ALL_HALVES, 0) } },
  { 'B', 4, 2, 0, { MONASTERY, FIELD (ALL_HALVES, 0) } },
  { 'C', 1, 1, 0, { CITY (P (N) | P (E) | P (S) | P (W), 1) } },
  { 'D', 4, 4, 0, { CITY (P (N), 0), ROAD (P (E) | P (W)),
                    FIELD (P (WR) | P (EL), 1 << 0),
                    FIELD (P (ER) | HALVES (S) | P (WL), 0) } },
  { 'E', 5, 2, 0, { CITY (P (N), 0),
                    FIELD (HALVES (E) | HALVES (S) | HALVES (W), 1 << 0) } },
  { 'F', 2, 3, 0, { CITY (P (E) | P (W), 1),
                    FIELD (HALVES (N), 1 << 0), FIELD (HALVES (S), 1 << 0) } },
  { 'G', 1, 3, 0, { CITY (P (E) | P (W), 0),
                    FIELD (HALVES (N), 1 << 0), FIELD (HALVES (S), 1 << 0) } },
  { 'H', 3, 3, 0, { CITY (P (E), 0), CITY (P (W), 0),
                    FIELD (HALVES (N) | HALVES (S), (1 << 0) | (1 << 1)) } },
  { 'I', 2, 3, 0, { CITY (P (N), 0), CITY (P (E), 0),
                    FIELD (HALVES (S) | HALVES (W), (1 << 0) | (1 << 1)) } },
  { 'J', 3, 4, 0, { CITY (P (N), 0), ROAD (P (E) | P (S)),
                    FIELD (P (EL) | P (SR) | HALVES (W), 1 << 0),
                    FIELD (P (ER) | P (SL), 0) } },
  { 'K', 3, 4, 0, { CITY (P (N), 0), ROAD (P (S) | P (W)),
                    FIELD (HALVES (E) | P (SL) | P (WR), 1 << 0),
                    FIELD (P (SR) | P (WL), 0) } },
  { 'L', 3, 7, 0, { CITY (P (N), 0), ROAD (P (E)), ROAD (P (S)), ROAD (P (W)),
                    FIELD (P (WR) | P (EL), 1 << 0),
                    FIELD (P (ER) | P (SL), 0), FIELD (P (SR) | P (WL), 0) } },
  { 'M', 2, 2, 0, { CITY (P (N) | P (E), 1), FIELD (HALVES (S) | HALVES (W), 1 << 0) } },
  { 'N', 3, 2, 0, { CITY (P (N) | P (E), 0), FIELD (HALVES (S) | HALVES (W), 1 << 0) } },
  { 'O', 2, 4, 0, { CITY (P (N) | P (W), 1), ROAD (P (E) | P (S)),
                    FIELD (P (EL) | P (SR), 1 << 0), FIELD (P (ER) | P (SL), 0) } },
  { 'P', 3, 4, 0, { CITY (P (N) | P (W), 0), ROAD (P (E) | P (S)),
                    FIELD (P (EL) | P (SR), 1 << 0), FIELD (P (ER) | P (SL), 0) } },
  { 'Q', 1, 2, 0, { CITY (P (N) | P (E) | P (W), 1), FIELD (HALVES (S), 1 << 0) } },
  { 'R', 3, 2, 0, { CITY (P (N) | P (E) | P (W), 0), FIELD (HALVES (S), 1 << 0) } },
  { 'S', 2, 4, 0, { CITY (P (N) | P (E) | P (W), 1), ROAD (P (S)),
                    FIELD (P (SL), 1 << 0), FIELD (P (SR), 1 << 0) } },
  { 'T', 1, 4, 0, { CITY (P (N) | P (E) | P (W), 0), ROAD (P (S)),
                    FIELD (P (SL), 1 << 0), FIELD (P (SR), 1 << 0) } },
  { 'U', 8, 3, 0, { ROAD (P (N) | P (S)),
                    FIELD (P (NL) | HALVES (W) | P (SR), 0),
                    FIELD (P (NR) | HALVES (E) | P (SL), 0) } },
  { 'V', 9, 3, 0, { ROAD (P (S) | P (W)),
                    FIELD (P (SR) | P (WL), 0),
                    FIELD (P (WR) | HALVES (N) | HALVES (E) | P (SL), 0) } },
  { 'W', 4, 6, 0, { ROAD (P (E)), ROAD (P (S)), ROAD (P (W)),
                    FIELD (P (WR) | HALVES (N) | P (EL), 0),
                    FIELD (P (ER) | P (SL), 0), FIELD (P (SR) | P (WL), 0) } },
  { 'X', 1, 8, 0, { ROAD (P (N)), ROAD (P (E)), ROAD (P (S)), ROAD (P (W)),
                    FIELD (P (WR) | P (NL), 0), FIELD (P (NR) | P (EL), 0),
                    FIELD (P (ER) | P (SL), 0), FIELD (P (SR) | P (WL), 0) } },
};

/* Derived once: rotated edges, rotated segment lookup, fitting rotations. */
guint8 bst_tile_edges_table[BST_N_TILE_TYPES][4];
gint8  bst_tile_segment_at_port_table[BST_N_TILE_TYPES][4][BST_N_PORTS];
guint8 bst_tile_fitting_table[BST_N_TILE_TYPES][256];
guint8 bst_tile_fitting_count_table[BST_N_TILE_TYPES][256];
guint16 bst_tile_pattern_fits_table[256][BST_N_TILE_TYPES];
BstTileFarms bst_tile_farms_table[BST_N_TILE_TYPES];

static BstEdge
edge_of_port_set (const BstTileType *t, guint middle_port)
{
  for (guint s = 0; s < t->n_segments; s++)
    {
      const BstSegment *seg = &t->segments[s];
      if (!(seg->ports & (1u << middle_port)))
        continue;
      return seg->kind == BST_FEATURE_CITY ? BST_EDGE_CITY : BST_EDGE_ROAD;
    }
  return BST_EDGE_FIELD;
}

static gboolean
same_rotation (const BstTileType *t, guint r1, guint r2)
{
  for (guint s = 0; s < t->n_segments; s++)
    {
      guint16 a = bst_ports_rotate (t->segments[s].ports, r1);
      gboolean found = FALSE;
      for (guint u = 0; u < t->n_segments && !found; u++)
        found = t->segments[u].kind == t->segments[s].kind
                && t->segments[u].pennants == t->segments[s].pennants
                && bst_ports_rotate (t->segments[u].ports, r2) == a;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

static void
init_tables (void)
{
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      BstTileType *t = &bst_tile_types[type];
      guint8 unrotated = 0;

      for (guint d = 0; d < 4; d++)
        unrotated |= edge_of_port_set (t, 3 * d + 1) << (2 * d);

      for (guint s = 0; s < t->n_segments; s++)
        {
          BstSegment *seg = &t->segments[s];
          BstTileFarms *farms = &bst_tile_farms_table[type];

          if (seg->kind == BST_FEATURE_FIELD && seg->cities != 0)
            {
              farms->field[farms->n_fields] = (guint8) s;
              farms->cities[farms->n_fields++] = seg->cities;
            }
          if (seg->kind == BST_FEATURE_ROAD || seg->kind == BST_FEATURE_CITY)
            seg->edges = (guint8) __builtin_popcount (seg->ports);
          for (guint other = 0; other < s; other++)
            if (t->segments[other].kind == seg->kind)
              t->shared_kinds |= 1 << seg->kind;
        }

      for (guint r = 0; r < 4; r++)
        {
          /* Rotating clockwise moves the north edge to the east. */
          bst_tile_edges_table[type][r] = (guint8) (((unrotated << (2 * r)) | (unrotated >> (8 - 2 * r))) & 0xff);

          memset (bst_tile_segment_at_port_table[type][r], -1, BST_N_PORTS);
          for (guint s = 0; s < t->n_segments; s++)
            for (guint p = 0; p < BST_N_PORTS; p++)
              if (t->segments[s].ports & (1u << p))
                bst_tile_segment_at_port_table[type][r][bst_port_rotate (p, r)] = (gint8) s;

          gboolean distinct = TRUE;
          for (guint lower = 0; lower < r && distinct; lower++)
            distinct = !same_rotation (t, lower, r);
          if (distinct)
            t->distinct_rotations |= 1 << r;
        }

      for (guint pattern = 0; pattern < 256; pattern++)
        {
          guint8 present = 0;
          for (guint d = 0; d < 4; d++)
            if ((pattern >> (2 * d)) & 3)
              present |= 3 << (2 * d);
          /* The tile's edge in direction d must equal the neighbour's edge
           * facing it; the pattern stores that facing edge per direction. */
          for (guint r = 0; r < 4; r++)
            if ((t->distinct_rotations & (1 << r)) && (bst_tile_edges_table[type][r] & present) == pattern)
              bst_tile_fitting_table[type][pattern] |= 1 << r;
          bst_tile_fitting_count_table[type][pattern] =
            (guint8) __builtin_popcount (bst_tile_fitting_table[type][pattern]);
          bst_tile_pattern_fits_table[pattern][type] = bst_tile_fitting_count_table[type][pattern];
        }
    }
}

void
bst_tile_ensure_tables (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      init_tables ();
      g_once_init_leave (&initialised, 1);
    }
}

const BstTileType *
bst_tile_type (guint type)
{
  g_return_val_if_fail (type < BST_N_TILE_TYPES, NULL);
  bst_tile_ensure_tables ();
  return &bst_tile_types[type];
}

int
bst_tile_type_from_letter (char letter)
{
  if (letter >= 'A' && letter <= 'X')
    return (int) BST_TILE (letter);
  return -1;
}

char
bst_tile_type_letter (guint type)
{
  g_return_val_if_fail (type < BST_N_TILE_TYPES, '?');
  return (char) ('A' + type);
}

guint8
bst_tile_edges (guint type, guint rotation)
{
  bst_tile_ensure_tables ();
  return bst_tile_edges_table[type][rotation & 3];
}

BstEdge
bst_tile_edge (guint type, guint rotation, BstDirection direction)
{
  return (bst_tile_edges (type, rotation) >> (2 * direction)) & 3;
}

guint8
bst_tile_fitting_rotations (guint type, guint8 pattern)
{
  bst_tile_ensure_tables ();
  return bst_tile_fitting_table[type][pattern];
}

int
bst_tile_segment_at_port (guint type, guint rotation, guint port)
{
  bst_tile_ensure_tables ();
  return bst_tile_segment_at_port_table[type][rotation & 3][port];
}

guint16
bst_tile_segment_ports (guint type, guint rotation, guint segment)
{
  return bst_ports_rotate (bst_tile_type (type)->segments[segment].ports, rotation);
}

gboolean
bst_tile_has_monastery (guint type)
{
  return bst_tile_types[type].segments[0].kind == BST_FEATURE_MONASTERY;
}

guint
bst_tile_types_distinct (const guint8 *tiles, guint n_tiles, guint8 *types)
{
  guint32 seen = 0;
  guint n = 0;

  for (guint i = 0; i < n_tiles; i++)
    {
      guint type = tiles[i];

      if (seen & (1u << type))
        continue;
      seen |= 1u << type;
      types[n++] = (guint8) type;
    }
  return n;
}

static const char *const port_names[BST_N_PORTS] = {
  "NL", "N", "NR", "EL", "E", "ER", "SL", "S", "SR", "WL", "W", "WR",
};

BST_DEFINE_NAMES (bst_port, guint, port_names, BST_N_PORTS)

static const char *const feature_kind_names[BST_N_FEATURE_KINDS] = {
  "road", "city", "monastery", "field",
};

BST_DEFINE_NAMES (bst_feature_kind, BstFeatureKind, feature_kind_names, BST_N_FEATURE_KINDS)

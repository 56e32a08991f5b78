/* SPDX-License-Identifier: GPL-3.0-or-later */

#include <glib/gi18n-lib.h>
#include <stddef.h>
#include <string.h>

#include "bst-error.h"
#include "bst-state.h"
#include "bst-tile-private.h"

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
static void init_rotation_words (void);
#endif

#define TILE_TYPE(type) (&bst_tile_types[type])
#define SEGMENT_AT(type, rotation, port) (bst_tile_segment_at_port_table[type][rotation][port])
#define EDGE(type, rotation, d) ((bst_tile_edges_table[type][rotation] >> (2 * (d))) & 3)

/* Cells ------------------------------------------------------------------ */

static inline guint16
cell_key (int x, int y)
{
  return (guint16) ((guint8) x | ((guint16) (guint8) y << 8));
}

static inline guint
cell_slot (guint16 key)
{
  return ((guint32) key * 0x9E3779B1u) >> 24;
}

/* The cell holding @key, or the empty cell where it would go. */
static inline BstCell *
cell_lookup (BstState *self, guint16 key)
{
  guint i = cell_slot (key);

  while (self->cells[i].value != 0 && self->cells[i].key != key)
    i = (i + 1) & (BST_CELL_TABLE - 1);
  return &self->cells[i];
}

static inline guint16
cell_value (const BstState *self, int x, int y)
{
  return cell_lookup ((BstState *) self, cell_key (x, y))->value;
}

int
bst_state_tile_at (const BstState *self, int x, int y)
{
  guint16 value;

  if (x < G_MININT8 || x > G_MAXINT8 || y < G_MININT8 || y > G_MAXINT8)
    return -1;
  value = cell_value (self, x, y);
  return value >= 1 && value <= BST_MAX_TILES ? value - 1 : -1;
}

static inline gboolean
on_table (const BstState *self, int x, int y)
{
  const BstRuleSet *rules = &self->rules;
  int half_w, half_h;

  if (x < -BST_MAX_TILES || x > BST_MAX_TILES || y < -BST_MAX_TILES || y > BST_MAX_TILES)
    return FALSE;
  if (rules->table_width == 0)
    return TRUE;
  /* The start tile sits in the middle; an even width leaves one more
   * column to the east (and an even height one more row to the south). */
  half_w = (rules->table_width - 1) / 2;
  half_h = (rules->table_height - 1) / 2;
  return x >= -half_w && x < rules->table_width - half_w
         && y >= -half_h && y < rules->table_height - half_h;
}

/* Union-find --------------------------------------------------------------- */

static inline guint
find_root (BstState *self, guint node)
{
  BstNode *nodes = self->nodes;

  while (nodes[node].parent != node)
    {
      nodes[node].parent = nodes[nodes[node].parent].parent;
      node = nodes[node].parent;
    }
  return node;
}

static inline guint
find_root_const (const BstState *self, guint node)
{
  while (self->nodes[node].parent != node)
    node = self->nodes[node].parent;
  return node;
}

/* Joins two segments across a matched road or city port. */
static void
join (BstState *self, guint a, guint b, gboolean counts_ports)
{
  guint ra = find_root (self, a);
  guint rb = find_root (self, b);

  if (ra != rb)
    {
      BstNode *keep = &self->nodes[MIN (ra, rb)];
      BstNode *gone = &self->nodes[MAX (ra, rb)];

      gone->parent = MIN (ra, rb);
      keep->tiles += gone->tiles;
      keep->pennants += gone->pennants;
      keep->open += gone->open;
      keep->meeples += gone->meeples;
      keep->shared += gone->shared;
    }
  if (counts_ports)
    self->nodes[MIN (ra, rb)].open -= 2;
}

guint
bst_state_feature_root (const BstState *self, guint tile, guint segment)
{
  return find_root_const (self, self->tiles[tile].first_node + segment);
}

static guint
feature_tiles (BstState *self, guint root)
{
  guint tiles = self->nodes[root].tiles;

  if (self->nodes[root].shared < 2)
    return tiles;

  /* A tile with two segments in this feature still counts once. */
  for (guint i = 0; i < self->n_shared_tiles; i++)
    {
      const BstPlacedTile *pt = &self->tiles[self->shared_tiles[i]];
      const BstTileType *tt = TILE_TYPE (pt->type);
      guint here = 0;

      for (guint s = 0; s < tt->n_segments; s++)
        if (tt->segments[s].kind == self->nodes[root].kind
            && find_root (self, pt->first_node + s) == root)
          here++;
      if (here > 1)
        tiles -= here - 1;
    }
  return tiles;
}

/* Setting up --------------------------------------------------------------- */

static void
ensure_tables (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      bst_tile_ensure_tables ();
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
      init_rotation_words ();
#endif
      g_once_init_leave (&initialised, 1);
    }
}

void
bst_state_init_empty (BstState *self, const BstRuleSet *rules)
{
  ensure_tables ();
  memset (self, 0, offsetof (BstState, nodes));
  self->rules = *rules;
  self->last_tile = 0xff;
  for (guint p = 0; p < rules->n_players; p++)
    self->supply[p] = rules->meeples;
  bst_rng_seed (&self->rng, 0, 0);
}

void
bst_state_copy (BstState *dest, const BstState *src)
{
  memcpy (dest, src, offsetof (BstState, nodes) + src->n_nodes * sizeof (BstNode));
}

void
bst_state_seed (BstState *self, guint64 seed)
{
  bst_rng_seed (&self->rng, seed, 0x42617374u);
}

void
bst_state_bag_add (BstState *self, guint type)
{
  g_return_if_fail (self->n_bag < BST_N_TILES);
  self->bag[self->n_bag++] = (guint8) type;
}

guint
bst_state_bag_count (const BstState *self, guint type)
{
  guint n = 0;

  for (guint i = 0; i < self->n_bag; i++)
    n += self->bag[i] == type;
  return n;
}

guint
bst_state_tiles_left (const BstState *self)
{
  return self->n_bag;
}

/* Fills the bag with the tiles of the 72-tile set that are neither on the
 * board nor in hand. */
void
bst_state_bag_fill_remaining (BstState *self)
{
  guint used[BST_N_TILE_TYPES] = { 0 };

  for (guint i = 0; i < self->n_tiles; i++)
    used[self->tiles[i].type]++;
  for (guint i = 0; i < self->n_hand; i++)
    used[self->hand[i]]++;
  for (guint i = 0; i < self->n_bag; i++)
    used[self->bag[i]]++;

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    for (guint n = used[type]; n < TILE_TYPE (type)->count; n++)
      bst_state_bag_add (self, type);
}

/* Records that the empty square of @cell now has a tile on one side. */
static void
frontier_touch (BstState *self, BstCell *cell, int x, int y, BstDirection towards_tile, BstEdge edge)
{
  BstSquare *square;

  if (cell->value == 0)
    {
      if (!on_table (self, x, y))
        return;
      g_assert (self->n_frontier < BST_MAX_FRONTIER);
      cell->key = cell_key (x, y);
      cell->value = 0x100 + self->n_frontier;
      square = &self->frontier[self->n_frontier++];
      square->x = (gint8) x;
      square->y = (gint8) y;
      square->pattern = 0;
    }
  else
    square = &self->frontier[cell->value - 0x100];

  square->pattern |= edge << (2 * towards_tile);
}

static void
frontier_remove (BstState *self, BstCell *cell)
{
  guint index = cell->value - 0x100;
  guint last = --self->n_frontier;

  if (index != last)
    {
      self->frontier[index] = self->frontier[last];
      cell_lookup (self, cell_key (self->frontier[index].x, self->frontier[index].y))->value =
        0x100 + index;
    }
}

static guint
count_neighbours (const BstState *self, int x, int y)
{
  gboolean closing_edge = self->rules.table_edge_closes && self->rules.table_width != 0;
  guint n = 0;

  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      if ((i != 0 || j != 0)
          && (bst_state_tile_at (self, x + i, y + j) >= 0
              || (closing_edge && !on_table (self, x + i, y + j))))
        n++;
  return n;
}

/* Puts a tile down and joins its segments to the features around it. The
 * caller has checked that the square is free and the edges match. */
static void
place_tile (BstState *self, guint type, int x, int y, guint rotation)
{
  const BstTileType *tt = TILE_TYPE (type);
  guint index = self->n_tiles++;
  BstPlacedTile *pt = &self->tiles[index];
  guint shared = tt->shared_kinds & ((1 << BST_FEATURE_ROAD) | (1 << BST_FEATURE_CITY));
  gboolean closing_edge = self->rules.table_edge_closes && self->rules.table_width != 0;
  BstCell *cell;

  pt->type = (guint8) type;
  pt->rotation = (guint8) rotation;
  pt->x = (gint8) x;
  pt->y = (gint8) y;
  pt->first_node = self->n_nodes;
  pt->neighbours = 0;
  self->last_tile = (guint8) index;

  for (guint s = 0; s < tt->n_segments; s++)
    {
      const BstSegment *seg = &tt->segments[s];
      BstNode *node = &self->nodes[self->n_nodes];

      node->parent = self->n_nodes++;
      node->kind = seg->kind;
      node->tiles = 1;
      node->pennants = seg->pennants;
      node->open = seg->edges;
      node->meeples = 0;
      node->shared = (shared >> seg->kind) & 1;
    }
  if (shared)
    self->shared_tiles[self->n_shared_tiles++] = (guint8) index;

  cell = cell_lookup (self, cell_key (x, y));
  if (cell->value >= 0x100)
    frontier_remove (self, cell);
  cell->key = cell_key (x, y);
  cell->value = 1 + index;

  for (guint d = 0; d < 4; d++)
    {
      int nx = x + dx[d], ny = y + dy[d];
      BstCell *next = cell_lookup (self, cell_key (nx, ny));
      int neighbour = next->value >= 1 && next->value <= BST_MAX_TILES ? next->value - 1 : -1;
      BstEdge edge = EDGE (type, rotation, d);

      if (neighbour < 0)
        {
          if (closing_edge && edge != BST_EDGE_FIELD && !on_table (self, nx, ny))
            {
              int s = SEGMENT_AT (type, rotation, 3 * d + 1);
              self->nodes[find_root (self, pt->first_node + s)].open--;
            }
          frontier_touch (self, next, nx, ny, (d + 2) % 4, edge);
          continue;
        }

      const BstPlacedTile *other = &self->tiles[neighbour];
      int last_a = -1, last_b = -1;

      for (guint k = 0; k < 3; k++)
        {
          guint port = 3 * d + k;
          int a = SEGMENT_AT (type, rotation, port);
          int b = SEGMENT_AT (other->type, other->rotation, bst_port_opposite (port));

          if (a < 0 || b < 0 || (a == last_a && b == last_b))
            continue;
          last_a = a;
          last_b = b;
          join (self, pt->first_node + a, other->first_node + b, k == 1);
        }
    }

  for (guint m = 0; m < self->n_monasteries; m++)
    {
      BstPlacedTile *mt = &self->tiles[self->monasteries[m]];
      if (ABS (mt->x - x) <= 1 && ABS (mt->y - y) <= 1)
        mt->neighbours++;
    }
  if (tt->segments[0].kind == BST_FEATURE_MONASTERY)
    {
      pt->neighbours = (guint8) count_neighbours (self, x, y);
      self->monasteries[self->n_monasteries++] = (guint8) index;
    }
}

static gboolean
edges_match (const BstState *self, guint type, int x, int y, guint rotation, GError **error)
{
  static const char *const direction_names[4] = { N_("north"), N_("east"), N_("south"), N_("west") };

  for (guint d = 0; d < 4; d++)
    {
      int neighbour = bst_state_tile_at (self, x + dx[d], y + dy[d]);
      if (neighbour < 0)
        continue;
      const BstPlacedTile *other = &self->tiles[neighbour];
      if (EDGE (type, rotation, d) != EDGE (other->type, other->rotation, (d + 2) % 4))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                       _("Tile %c at %d,%d does not match the %s edge of its neighbour"),
                       bst_tile_type_letter (type), x, y, _(direction_names[d]));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
bst_state_put_tile (BstState  *self,
                    guint      type,
                    int        x,
                    int        y,
                    guint      rotation,
                    GError   **error)
{
  if (type >= BST_N_TILE_TYPES || rotation > 3)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("No such tile or rotation"));
      return FALSE;
    }
  if (self->n_tiles >= BST_MAX_TILES)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("A board holds at most %d tiles"), BST_MAX_TILES);
      return FALSE;
    }
  if (!on_table (self, x, y))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("The square %d,%d is off the table"), x, y);
      return FALSE;
    }
  if (bst_state_tile_at (self, x, y) >= 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("Two tiles on the square %d,%d"), x, y);
      return FALSE;
    }
  if (!edges_match (self, type, x, y, rotation, error))
    return FALSE;

  place_tile (self, type, x, y, rotation);
  return TRUE;
}

static void
add_meeple (BstState *self, guint player, guint tile, guint segment)
{
  BstMeeple *meeple = &self->meeples[self->n_meeples++];

  meeple->player = (guint8) player;
  meeple->tile = (guint8) tile;
  meeple->segment = (guint8) segment;
  self->nodes[find_root (self, self->tiles[tile].first_node + segment)].meeples++;
}

gboolean
bst_state_put_meeple (BstState  *self,
                      guint      player,
                      guint      tile,
                      guint      segment,
                      GError   **error)
{
  if (player >= self->rules.n_players)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("There is no player %u"), player + 1);
      return FALSE;
    }
  if (tile >= self->n_tiles || segment >= TILE_TYPE (self->tiles[tile].type)->n_segments)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("A meeple stands on a segment that does not exist"));
      return FALSE;
    }
  if (self->supply[player] == 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("Player %u has no meeple left in their supply"), player + 1);
      return FALSE;
    }
  if (TILE_TYPE (self->tiles[tile].type)->segments[segment].kind == BST_FEATURE_FIELD
      && !self->rules.farmers)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("A farmer is on a field, but farmers are not in play"));
      return FALSE;
    }
  for (guint i = 0; i < self->n_meeples; i++)
    if (self->meeples[i].tile == tile && self->meeples[i].segment == segment)
      {
        g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("Two meeples on one segment"));
        return FALSE;
      }

  self->supply[player]--;
  add_meeple (self, player, tile, segment);
  return TRUE;
}

/* Looking -------------------------------------------------------------------- */

/* For a set of fitting rotations: how many, and which, in order. */
static const guint8 rotation_count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
static const guint8 rotation_list[16][4] = {
  { 0 }, { 0 }, { 1 }, { 0, 1 }, { 2 }, { 0, 2 }, { 1, 2 }, { 0, 1, 2 },
  { 3 }, { 0, 3 }, { 1, 3 }, { 0, 1, 3 }, { 2, 3 }, { 0, 2, 3 }, { 1, 2, 3 }, { 0, 1, 2, 3 },
};

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
/* The rotations of a set as the third byte of two packed placements. */
static guint64 rotation_words[16][2];

static void
init_rotation_words (void)
{
  for (guint mask = 0; mask < 16; mask++)
    for (guint k = 0; k < 4; k++)
      rotation_words[mask][k / 2] |= (guint64) rotation_list[mask][k] << (16 + 32 * (k % 2));
}
#endif

/* Fills @out, which must hold 4 × BST_MAX_FRONTIER placements. Each square
 * writes four entries and keeps as many as fit: no branch to mispredict. */
guint
bst_state_legal_placements (const BstState *self, guint type, BstPlacement *out)
{
  const guint8 *fitting = bst_tile_fitting_table[type];
  guint n = 0;

  for (guint i = 0; i < self->n_frontier; i++)
    {
      const BstSquare *square = &self->frontier[i];
      guint rotations = fitting[square->pattern];
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
      guint64 where = (guint8) square->x | ((guint64) (guint8) square->y << 8);
      guint64 words[2];

      where |= where << 32;
      words[0] = where | rotation_words[rotations][0];
      words[1] = where | rotation_words[rotations][1];
      memcpy (&out[n], words, sizeof words);
#else
      for (guint k = 0; k < 4; k++)
        {
          out[n + k].x = square->x;
          out[n + k].y = square->y;
          out[n + k].rotation = rotation_list[rotations][k];
          out[n + k].pad = 0;
        }
#endif
      n += rotation_count[rotations];
    }
  return n;
}

guint
bst_state_count_placements (const BstState *self, guint type)
{
  const guint8 *fitting = bst_tile_fitting_table[type];
  guint n = 0;

  for (guint i = 0; i < self->n_frontier; i++)
    n += rotation_count[fitting[self->frontier[i].pattern]];
  return n;
}

void
bst_state_nth_placement (const BstState *self,
                         guint           type,
                         guint           index,
                         BstPlacement   *placement)
{
  const guint8 *fitting = bst_tile_fitting_table[type];

  for (guint i = 0; i < self->n_frontier; i++)
    {
      guint rotations = fitting[self->frontier[i].pattern];
      if (index < rotation_count[rotations])
        {
          placement->x = self->frontier[i].x;
          placement->y = self->frontier[i].y;
          placement->rotation = rotation_list[rotations][index];
          placement->pad = 0;
          return;
        }
      index -= rotation_count[rotations];
    }
  g_assert_not_reached ();
}

gboolean
bst_state_can_place (const BstState *self, guint type)
{
  const guint8 *fitting = bst_tile_fitting_table[type];

  for (guint i = 0; i < self->n_frontier; i++)
    if (fitting[self->frontier[i].pattern])
      return TRUE;
  return FALSE;
}

static gboolean
meeple_allowed (const BstState *self, guint tile, guint segment)
{
  const BstSegment *seg = &TILE_TYPE (self->tiles[tile].type)->segments[segment];

  if (seg->kind == BST_FEATURE_FIELD && !self->rules.farmers)
    return FALSE;
  return self->nodes[bst_state_feature_root (self, tile, segment)].meeples == 0;
}

guint
bst_state_meeple_segments (const BstState *self, gint8 *segments)
{
  guint tile = self->last_tile;
  guint n = 0;

  if (self->phase != BST_PHASE_MEEPLE || self->supply[self->current_player] == 0)
    return 0;
  for (guint s = 0; s < TILE_TYPE (self->tiles[tile].type)->n_segments; s++)
    if (meeple_allowed (self, tile, s))
      segments[n++] = (gint8) s;
  return n;
}

guint
bst_state_meeple_options (const BstState *self, const BstMove *placement, gint8 *segments)
{
  BstState scratch;
  BstPlacement where = { placement->x, placement->y, placement->rotation };

  bst_state_copy (&scratch, self);
  bst_state_place (&scratch, placement->tile, &where);
  return bst_state_meeple_segments (&scratch, segments);
}

gboolean
bst_state_feature_complete (const BstState *self, guint tile, guint segment)
{
  const BstPlacedTile *pt = &self->tiles[tile];
  const BstNode *root = &self->nodes[bst_state_feature_root (self, tile, segment)];

  switch ((BstFeatureKind) root->kind)
    {
    case BST_FEATURE_ROAD:
    case BST_FEATURE_CITY:
      return root->open == 0;
    case BST_FEATURE_MONASTERY:
      return pt->neighbours == 8;
    case BST_FEATURE_FIELD:
    default:
      return FALSE;
    }
}

guint
bst_state_feature_segments (const BstState *self,
                            guint           tile,
                            guint           segment,
                            guint8         *tiles_out,
                            guint8         *segments_out)
{
  guint root = bst_state_feature_root (self, tile, segment);
  guint n = 0;

  for (guint t = 0; t < self->n_tiles; t++)
    {
      const BstPlacedTile *pt = &self->tiles[t];
      guint n_segments = TILE_TYPE (pt->type)->n_segments;

      for (guint s = 0; s < n_segments; s++)
        if (find_root_const (self, pt->first_node + s) == root)
          {
            if (tiles_out)
              tiles_out[n] = (guint8) t;
            if (segments_out)
              segments_out[n] = (guint8) s;
            n++;
          }
    }
  return n;
}

/* Scoring -------------------------------------------------------------------- */

static guint8
majority (const guint8 *meeples, guint n_players)
{
  guint most = 0;
  guint8 winners = 0;

  for (guint p = 0; p < n_players; p++)
    most = MAX (most, meeples[p]);
  if (most == 0)
    return 0;
  for (guint p = 0; p < n_players; p++)
    if (meeples[p] == most)
      winners |= 1 << p;
  return winners;
}

/* Counts the meeples in a feature and names one of its segments that
 * holds a meeple, for showing the feature. */
static void
count_meeples (BstState *self, guint root, BstScoreEvent *event)
{
  gboolean first = TRUE;

  memset (event->meeples, 0, BST_MAX_PLAYERS);
  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      if (find_root (self, self->tiles[m->tile].first_node + m->segment) != root)
        continue;
      event->meeples[m->player]++;
      if (first)
        {
          event->tile = m->tile;
          event->segment = m->segment;
          first = FALSE;
        }
    }
}

static void
return_meeples (BstState *self, guint root)
{
  guint kept = 0;

  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      if (find_root (self, self->tiles[m->tile].first_node + m->segment) == root)
        self->supply[m->player]++;
      else
        self->meeples[kept++] = *m;
    }
  self->n_meeples = (guint8) kept;
  self->nodes[root].meeples = 0;
}

static guint
feature_points (BstState *self, guint root, guint tile, gboolean final, BstScoreEvent *event)
{
  const BstNode *node = &self->nodes[root];
  guint tiles;

  switch ((BstFeatureKind) node->kind)
    {
    case BST_FEATURE_ROAD:
      tiles = feature_tiles (self, root);
      event->tiles = tiles;
      return tiles;

    case BST_FEATURE_CITY:
      tiles = feature_tiles (self, root);
      event->tiles = tiles;
      event->pennants = node->pennants;
      if (final)
        return tiles + node->pennants;
      if (tiles == 2 && node->pennants == 0)
        return self->rules.small_city_points;
      return 2 * (tiles + node->pennants);

    case BST_FEATURE_MONASTERY:
      event->tiles = 1 + self->tiles[tile].neighbours;
      return event->tiles;

    case BST_FEATURE_FIELD:
    default:
      g_assert_not_reached ();
    }
}

/* Scores the feature at @root for the majority holders. During play the
 * meeples go home; at game end they stay where they are. */
static void
score_feature (BstState     *self,
               guint         root,
               guint         tile,
               gboolean      final,
               BstScoreFunc  func,
               gpointer      user_data)
{
  BstScoreEvent event = { 0 };
  guint n_players = self->rules.n_players;

  event.kind = self->nodes[root].kind;
  event.final = final;
  count_meeples (self, root, &event);
  event.winners = majority (event.meeples, n_players);
  if (event.winners == 0)
    return;

  event.points = feature_points (self, root, tile, final, &event);
  if (final && self->rules.no_incomplete_scoring)
    event.points = 0;
  for (guint p = 0; p < n_players; p++)
    if (event.winners & (1 << p))
      self->scores[p] += event.points;

  if (!final)
    return_meeples (self, root);
  if (func)
    func (&event, user_data);
}

static void
score_completed (BstState *self, guint index, BstScoreFunc func, gpointer user_data)
{
  const BstPlacedTile *pt = &self->tiles[index];
  const BstTileType *tt = TILE_TYPE (pt->type);
  guint roots[BST_MAX_SEGMENTS];
  guint n_roots = 0;

  for (guint s = 0; s < tt->n_segments; s++)
    {
      BstFeatureKind kind = tt->segments[s].kind;
      guint root;
      gboolean seen = FALSE;

      if (kind != BST_FEATURE_ROAD && kind != BST_FEATURE_CITY)
        continue;
      root = find_root (self, pt->first_node + s);
      if (self->nodes[root].open != 0)
        continue;
      for (guint i = 0; i < n_roots && !seen; i++)
        seen = roots[i] == root;
      if (seen)
        continue;
      roots[n_roots++] = root;
      if (self->nodes[root].meeples)
        score_feature (self, root, index, FALSE, func, user_data);
    }

  for (guint m = 0; m < self->n_monasteries; m++)
    {
      guint mi = self->monasteries[m];
      const BstPlacedTile *mt = &self->tiles[mi];

      if (mt->neighbours != 8 || ABS (mt->x - pt->x) > 1 || ABS (mt->y - pt->y) > 1)
        continue;
      /* Only a monastery this placement completed: it now has 8 neighbours
       * and either is the new tile or gained it as its eighth. */
      if (self->nodes[mt->first_node].meeples)
        score_feature (self, mt->first_node, mi, FALSE, func, user_data);
    }
}

/* Fields ---------------------------------------------------------------------- */

typedef struct {
  guint   root;
  guint8  meeples[BST_MAX_PLAYERS];
  guint8  winners;
  guint8  tile;
  guint8  segment;
  guint64 cities[BST_MAX_NODES / 64];
} FieldScore;

static void
score_fields (BstState *self, BstScoreFunc func, gpointer user_data)
{
  FieldScore fields[BST_MAX_MEEPLES];
  guint n_fields = 0;
  guint n_players = self->rules.n_players;

  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      guint node = self->tiles[m->tile].first_node + m->segment;
      guint root;
      guint f;

      if (self->nodes[node].kind != BST_FEATURE_FIELD)
        continue;
      root = find_root (self, node);
      for (f = 0; f < n_fields && fields[f].root != root; f++)
        ;
      if (f == n_fields)
        {
          memset (&fields[f], 0, sizeof fields[f]);
          fields[f].root = root;
          fields[f].tile = m->tile;
          fields[f].segment = m->segment;
          n_fields++;
        }
      fields[f].meeples[m->player]++;
    }
  if (n_fields == 0)
    return;

  for (guint t = 0; t < self->n_tiles; t++)
    {
      const BstPlacedTile *pt = &self->tiles[t];
      const BstTileType *tt = TILE_TYPE (pt->type);

      for (guint s = 0; s < tt->n_segments; s++)
        {
          guint8 cities = tt->segments[s].cities;
          guint root;
          guint f;

          if (cities == 0)
            continue;
          root = find_root (self, pt->first_node + s);
          for (f = 0; f < n_fields && fields[f].root != root; f++)
            ;
          if (f == n_fields)
            continue;
          for (guint c = 0; c < tt->n_segments; c++)
            if (cities & (1 << c))
              {
                guint city = find_root (self, pt->first_node + c);
                if (self->nodes[city].open == 0)
                  fields[f].cities[city / 64] |= G_GUINT64_CONSTANT (1) << (city % 64);
              }
        }
    }

  if (self->rules.farmer_scoring == BST_FARMER_SCORING_PER_CITY)
    {
      /* The 2000 rules: each completed city pays 4 to the players with the
       * most farmers in the fields that touch it. */
      for (guint city = 0; city < self->n_nodes; city++)
        {
          BstScoreEvent event = { 0 };
          gboolean touched = FALSE;

          for (guint f = 0; f < n_fields; f++)
            if (fields[f].cities[city / 64] & (G_GUINT64_CONSTANT (1) << (city % 64)))
              {
                touched = TRUE;
                for (guint p = 0; p < n_players; p++)
                  event.meeples[p] += fields[f].meeples[p];
                if (event.tiles == 0)
                  {
                    event.tile = fields[f].tile;
                    event.segment = fields[f].segment;
                  }
              }
          if (!touched)
            continue;
          event.kind = BST_FEATURE_FIELD;
          event.final = TRUE;
          event.cities = 1;
          event.winners = majority (event.meeples, n_players);
          event.points = 4;
          for (guint p = 0; p < n_players; p++)
            if (event.winners & (1 << p))
              self->scores[p] += event.points;
          if (func)
            func (&event, user_data);
        }
      return;
    }

  {
    guint64 paid[BST_MAX_PLAYERS][BST_MAX_NODES / 64] = { { 0 } };

    for (guint f = 0; f < n_fields; f++)
      {
        BstScoreEvent event = { 0 };
        guint n_cities = 0;

        for (guint w = 0; w < G_N_ELEMENTS (fields[f].cities); w++)
          n_cities += __builtin_popcountll (fields[f].cities[w]);

        event.kind = BST_FEATURE_FIELD;
        event.final = TRUE;
        event.tile = fields[f].tile;
        event.segment = fields[f].segment;
        event.cities = n_cities;
        memcpy (event.meeples, fields[f].meeples, BST_MAX_PLAYERS);
        event.winners = majority (event.meeples, n_players);
        event.points = 3 * n_cities;

        for (guint p = 0; p < n_players; p++)
          {
            guint points = event.points;

            if (!(event.winners & (1 << p)))
              continue;
            if (self->rules.farmer_scoring == BST_FARMER_SCORING_PER_PLAYER)
              {
                /* A city pays each player at most once. */
                guint fresh = 0;
                for (guint w = 0; w < G_N_ELEMENTS (fields[f].cities); w++)
                  {
                    fresh += __builtin_popcountll ((fields[f].cities[w] & ~paid[p][w]));
                    paid[p][w] |= fields[f].cities[w];
                  }
                points = 3 * fresh;
              }
            self->scores[p] += points;
          }
        if (func)
          func (&event, user_data);
      }
  }
}

void
bst_state_final_scoring (BstState *self, BstScoreFunc func, gpointer user_data)
{
  guint scored[BST_MAX_MEEPLES];
  guint n_scored = 0;

  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      guint root = find_root (self, self->tiles[m->tile].first_node + m->segment);
      gboolean seen = FALSE;

      if (self->nodes[root].kind == BST_FEATURE_FIELD)
        continue;
      for (guint j = 0; j < n_scored && !seen; j++)
        seen = scored[j] == root;
      if (seen)
        continue;
      scored[n_scored++] = root;
      score_feature (self, root, m->tile, TRUE, func, user_data);
    }

  if (self->rules.farmers)
    score_fields (self, func, user_data);
}

/* Playing ---------------------------------------------------------------------- */

static void
end_game (BstState *self, BstScoreFunc func, gpointer user_data)
{
  self->phase = BST_PHASE_OVER;
  self->n_hand = 0;
  bst_state_final_scoring (self, func, user_data);
}

static guint
draw_from_bag (BstState *self)
{
  guint8 type;

  if (self->fixed_order)
    return self->bag[--self->n_bag];

  guint i = bst_rng_below (&self->rng, self->n_bag);
  type = self->bag[i];
  self->bag[i] = self->bag[--self->n_bag];
  return type;
}

/* Draws until a tile fits somewhere, discarding those that fit nowhere.
 * Returns FALSE when the bag runs out. */
static gboolean
draw_tile (BstState *self)
{
  while (self->n_bag > 0)
    {
      guint type = draw_from_bag (self);

      if (bst_state_can_place (self, type))
        {
          self->hand[self->n_hand++] = (guint8) type;
          return TRUE;
        }
      self->discards++;
    }
  return FALSE;
}

void
bst_state_start_turn (BstState *self)
{
  self->phase = BST_PHASE_PLACE;
  if (self->n_hand == 0 && !draw_tile (self))
    end_game (self, NULL, NULL);
}

void
bst_state_init_game (BstState *self, const BstRuleSet *rules, guint64 seed)
{
  static const guint start_tile = 'D' - 'A';

  bst_state_init_empty (self, rules);
  bst_state_seed (self, seed);
  place_tile (self, start_tile, 0, 0, 0);
  self->last_tile = 0xff;
  bst_state_bag_fill_remaining (self);
  bst_state_start_turn (self);
}

void
bst_state_place (BstState *self, guint type, const BstPlacement *placement)
{
  guint i;

  g_assert (self->phase == BST_PHASE_PLACE);

  for (i = 0; i < self->n_hand && self->hand[i] != type; i++)
    ;
  g_assert (i < self->n_hand);
  self->hand[i] = self->hand[--self->n_hand];

  place_tile (self, type, placement->x, placement->y, placement->rotation);
  self->phase = BST_PHASE_MEEPLE;
}

void
bst_state_finish_turn (BstState     *self,
                       int           segment,
                       BstScoreFunc  func,
                       gpointer      user_data)
{
  g_assert (self->phase == BST_PHASE_MEEPLE);

  if (segment >= 0)
    {
      self->supply[self->current_player]--;
      add_meeple (self, self->current_player, self->last_tile, (guint) segment);
    }
  score_completed (self, self->last_tile, func, user_data);

  self->turn++;
  self->current_player = (self->current_player + 1) % self->rules.n_players;
  self->phase = BST_PHASE_PLACE;
  if (!draw_tile (self))
    end_game (self, func, user_data);
}

gboolean
bst_state_check_move (const BstState *self, const BstMove *move, GError **error)
{
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  gint8 segments[BST_MAX_SEGMENTS];
  guint n, i;

  if (self->phase != BST_PHASE_PLACE)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("The game is over"));
      return FALSE;
    }
  for (i = 0; i < self->n_hand && self->hand[i] != move->tile; i++)
    ;
  if (move->tile >= BST_N_TILE_TYPES || i == self->n_hand)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("Tile %c is not the tile in hand (%c)"),
                   move->tile < BST_N_TILE_TYPES ? bst_tile_type_letter (move->tile) : '?',
                   self->n_hand ? bst_tile_type_letter (self->hand[0]) : '-');
      return FALSE;
    }
  if (bst_state_tile_at (self, move->x, move->y) >= 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("The square %d,%d already holds a tile"), move->x, move->y);
      return FALSE;
    }
  n = bst_state_legal_placements (self, move->tile, placements);
  for (i = 0; i < n; i++)
    if (placements[i].x == move->x && placements[i].y == move->y)
      break;
  if (i == n)
    {
      if (!edges_match (self, move->tile, move->x, move->y, move->rotation & 3, error))
        return FALSE;
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   on_table (self, move->x, move->y)
                   ? _("Tile %c cannot go at %d,%d: it must touch a placed tile along an edge")
                   : _("Tile %c cannot go at %d,%d: the square is off the table"),
                   bst_tile_type_letter (move->tile), move->x, move->y);
      return FALSE;
    }
  if (move->rotation > 3 || !edges_match (self, move->tile, move->x, move->y, move->rotation, error))
    {
      if (error && !*error)
        g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("No such rotation"));
      return FALSE;
    }
  if (move->segment == BST_NO_SEGMENT)
    return TRUE;

  n = bst_state_meeple_options (self, move, segments);
  for (i = 0; i < n; i++)
    if (segments[i] == move->segment)
      return TRUE;

  if (move->segment < 0 || move->segment >= TILE_TYPE (move->tile)->n_segments)
    g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("Tile %c has no such segment"),
                 bst_tile_type_letter (move->tile));
  else if (self->supply[self->current_player] == 0)
    g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("No meeple left in the supply"));
  else if (TILE_TYPE (move->tile)->segments[move->segment].kind == BST_FEATURE_FIELD
           && !self->rules.farmers)
    g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("Farmers are not in play"));
  else
    g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                         _("That feature already holds a meeple"));
  return FALSE;
}

void
bst_state_apply (BstState       *self,
                 const BstMove  *move,
                 BstScoreFunc    func,
                 gpointer        user_data)
{
  BstPlacement where = { move->x, move->y, move->rotation };

  bst_state_place (self, move->tile, &where);
  bst_state_finish_turn (self, move->segment, func, user_data);
}

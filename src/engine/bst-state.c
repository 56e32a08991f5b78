/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <stddef.h>
#include <string.h>

#include "bst-error.h"
#include "bst-state-private.h"

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

#if G_BYTE_ORDER == G_LITTLE_ENDIAN
static void init_rotation_words (void);
#endif


/* The grid --------------------------------------------------------------- */

/* A square that shares its entry of the grid with others: rare, as the
 * board must reach across the whole grid for it. */
guint
bst_state_crowded_value (const BstState *self, int x, int y)
{
  for (guint i = 0; i < self->n_tiles; i++)
    if (self->tiles[i].x == x && self->tiles[i].y == y)
      return 1 + i;
  for (guint i = 0; i < self->n_frontier; i++)
    if (self->frontier[i].x == x && self->frontier[i].y == y)
      return GRID_FRONTIER + i;
  return GRID_EMPTY;
}

static inline void
save_grid (BstUndo *undo, const BstState *self, guint slot)
{
  g_assert (undo->n_grid < BST_UNDO_GRID);
  undo->grid_slot[undo->n_grid] = (guint16) slot;
  undo->grid_value[undo->n_grid++] = self->grid[slot];
}

/* The grid entry of a square about to change, kept first in @undo. */
static G_ALWAYS_INLINE inline guint8 *
grid_entry_to_change (BstState *self, int x, int y, BstUndo *undo)
{
  guint slot = grid_slot (x, y);

  if (undo)
    save_grid (undo, self, slot);
  return &self->grid[slot];
}

/* Enters a square that was empty. */
static G_ALWAYS_INLINE inline void
grid_add (BstState *self, int x, int y, guint value, BstUndo *undo)
{
  guint8 *entry = grid_entry_to_change (self, x, y, undo);

  *entry = *entry == GRID_EMPTY ? (guint8) value : GRID_CROWDED;
}

/* What an entered square holds has changed; its entry names it or is
 * crowded. */
static G_ALWAYS_INLINE inline void
grid_update (BstState *self, int x, int y, guint value, BstUndo *undo)
{
  guint8 *entry = grid_entry_to_change (self, x, y, undo);

  if (*entry != GRID_CROWDED)
    *entry = (guint8) value;
}

static inline void
save_square (BstUndo *undo, const BstState *self, guint index)
{
  g_assert (undo->n_squares < BST_UNDO_SQUARE);
  undo->square_index[undo->n_squares] = (guint8) index;
  undo->square[undo->n_squares++] = self->frontier[index];
}

int
bst_state_tile_at (const BstState *self, int x, int y)
{
  guint value;

  if (x < G_MININT8 || x > G_MAXINT8 || y < G_MININT8 || y > G_MAXINT8)
    return -1;
  value = square_value (self, x, y);
  return value != GRID_EMPTY && value < GRID_FRONTIER ? (int) value - 1 : -1;
}

/* Union-find --------------------------------------------------------------- */

static inline void
save_node (BstUndo *undo, const BstState *self, guint node)
{
  g_assert (undo->n_saved_nodes < BST_UNDO_NODES);
  undo->node_index[undo->n_saved_nodes] = (guint16) node;
  undo->node[undo->n_saved_nodes++] = self->nodes[node];
}

/* Joins two segments across a matched road or city port. */
static G_ALWAYS_INLINE inline void
join (BstState *self, guint a, guint b, gboolean counts_ports, BstUndo *undo)
{
  guint ra = undo ? find_root_const (self, a) : find_root (self, a);
  guint rb = undo ? find_root_const (self, b) : find_root (self, b);

  if (undo)
    {
      save_node (undo, self, ra);
      if (rb != ra)
        save_node (undo, self, rb);
    }
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
  self->completed |= self->nodes[MIN (ra, rb)].open == 0
                     && self->nodes[MIN (ra, rb)].kind <= BST_FEATURE_CITY;
}

guint
bst_state_feature_root (const BstState *self, guint tile, guint segment)
{
  return find_root_const (self, self->tiles[tile].first_node + segment);
}

/* Setting up --------------------------------------------------------------- */

/* The nodes of a freshly laid tile of each type, parents counted from
 * the tile's first node; set up with the side_ports below. */
static BstNode node_templates[BST_N_TILE_TYPES][BST_MAX_SEGMENTS];

/* For each side of a tile of each type and rotation, a bit for each of
 * its three ports that belongs to a segment: the others join nothing. */
static guint8 side_ports[BST_N_TILE_TYPES][4][4];

static void
init_node_templates (void)
{
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      const BstTileType *tt = TILE_TYPE (type);
      guint shared = tt->shared_kinds & ((1 << BST_FEATURE_ROAD) | (1 << BST_FEATURE_CITY));

      for (guint s = 0; s < tt->n_segments; s++)
        {
          const BstSegment *seg = &tt->segments[s];
          BstNode *node = &node_templates[type][s];

          node->parent = (guint16) s;
          node->kind = seg->kind;
          node->tiles = 1;
          node->pennants = seg->pennants;
          node->open = seg->edges;
          node->meeples = 0;
          node->shared = (shared >> seg->kind) & 1;
        }
      for (guint r = 0; r < 4; r++)
        for (guint d = 0; d < 4; d++)
          for (guint k = 0; k < 3; k++)
            if (SEGMENT_AT (type, r, 3 * d + k) >= 0)
              side_ports[type][r][d] |= 1 << k;
    }
}

static void
ensure_tables (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      bst_tile_ensure_tables ();
      init_node_templates ();
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
  self->plain_turns = bst_state_plain_turns (rules);
  self->last_tile = 0xff;
  for (guint p = 0; p < rules->n_players; p++)
    self->supply[p] = rules->meeples;
  bst_rng_seed (&self->rng, 0, 0);
}

void
bst_state_copy (BstState *dest, const BstState *src)
{
  /* One copy of everything but the unused tail of the nodes: faster than
   * several small copies of the used parts. */
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

guint
bst_state_tiles_to_play (const BstState *self)
{
  guint n = self->n_bag + self->n_hand;

  for (guint p = 0; p < self->rules.n_players; p++)
    n += self->n_held[p];
  return n;
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

/* Records that the empty square @value names (GRID_EMPTY: none yet) now
 * has a tile on one side. */
/* Keeps placements[] up to date as a square's pattern comes or goes: a
 * few vector additions, where counting would walk the frontier. */
typedef guint16 Lanes __attribute__ ((vector_size (16)));

#define N_LANES (BST_N_TILE_TYPES / 8)
G_STATIC_ASSERT (BST_N_TILE_TYPES % 8 == 0);

/* A tile's changes to placements[], gathered in registers. */
typedef struct {
  Lanes lanes[N_LANES];
} Counts;

static G_ALWAYS_INLINE inline void
count_pattern (Counts *counts, guint pattern, gboolean add)
{
  const guint16 *fits = bst_tile_pattern_fits_table[pattern];

  for (guint i = 0; i < N_LANES; i++)
    {
      Lanes change;

      memcpy (&change, fits + 8 * i, sizeof change);
      counts->lanes[i] = add ? counts->lanes[i] + change : counts->lanes[i] - change;
    }
}

static G_ALWAYS_INLINE inline void
add_counts (BstState *self, const Counts *counts)
{
  for (guint i = 0; i < N_LANES; i++)
    {
      Lanes have;

      memcpy (&have, self->placements + 8 * i, sizeof have);
      have += counts->lanes[i];
      memcpy (self->placements + 8 * i, &have, sizeof have);
    }
}

static G_ALWAYS_INLINE inline void
frontier_touch (BstState     *self,
                guint         value,
                int           x,
                int           y,
                BstDirection  towards_tile,
                BstEdge       edge,
                guint         tile,
                Counts       *counts,
                BstUndo      *undo)
{
  guint index;
  BstSquare *square;

  if (value == GRID_EMPTY)
    {
      if (!on_table (self, x, y))
        return;
      g_assert (self->n_frontier < BST_MAX_FRONTIER);
      /* The entry past the end may hold a square taken off just now. */
      index = self->n_frontier++;
      if (undo)
        save_square (undo, self, index);
      grid_add (self, x, y, GRID_FRONTIER + index, undo);
      square = &self->frontier[index];
      square->x = (gint8) x;
      square->y = (gint8) y;
      square->pattern = 0;
      memset (square->next_to, BST_NO_TILE, sizeof square->next_to);
    }
  else
    {
      index = value - GRID_FRONTIER;
      if (undo)
        save_square (undo, self, index);
      square = &self->frontier[index];
      count_pattern (counts, square->pattern, FALSE);
    }

  square->pattern |= edge << (2 * towards_tile);
  count_pattern (counts, square->pattern, TRUE);
  square->next_to[towards_tile] = (guint8) tile;
}

static G_ALWAYS_INLINE inline void
frontier_remove (BstState *self, guint index, Counts *counts, BstUndo *undo)
{
  guint last = --self->n_frontier;

  count_pattern (counts, self->frontier[index].pattern, FALSE);
  if (index != last)
    {
      if (undo)
        save_square (undo, self, index);
      self->frontier[index] = self->frontier[last];
      grid_update (self, self->frontier[index].x, self->frontier[index].y, GRID_FRONTIER + index,
                   undo);
    }
}

static guint
count_neighbours (const BstState *self, int x, int y)
{
  gboolean closing_edge = self->rules.table_edge_closes && has_table (&self->rules);
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
 * caller has checked that the square is free and the edges match. With
 * @undo, what is changed is saved there. */
static G_ALWAYS_INLINE inline void
lay_tile (BstState *self, guint type, int x, int y, guint rotation, BstUndo *undo)
{
  /* Before the tile is listed, which a crowded entry's search would find. */
  guint value = square_value (self, x, y);
  const BstTileType *tt = TILE_TYPE (type);
  guint index = self->n_tiles++;
  BstPlacedTile *pt = &self->tiles[index];
  guint shared = tt->shared_kinds & ((1 << BST_FEATURE_ROAD) | (1 << BST_FEATURE_CITY));
  gboolean closing_edge = self->rules.table_edge_closes && has_table (&self->rules);
  guint8 next_to[4] = { BST_NO_TILE, BST_NO_TILE, BST_NO_TILE, BST_NO_TILE };
  Counts counts = { { { 0 } } };
  guint edges = bst_tile_edges_table[type][rotation];

  pt->type = (guint8) type;
  pt->rotation = (guint8) rotation;
  pt->x = (gint8) x;
  pt->y = (gint8) y;
  pt->first_node = self->n_nodes;
  pt->neighbours = 0;
  self->last_tile = (guint8) index;
  self->completed = FALSE;

  for (guint s = 0; s < tt->n_segments; s++)
    {
      BstNode *node = &self->nodes[self->n_nodes + s];

      *node = node_templates[type][s];
      node->parent += self->n_nodes;
    }
  self->n_nodes += tt->n_segments;
  if (shared)
    self->shared_tiles[self->n_shared_tiles++] = (guint8) index;

  /* The entry first, while it still names the square being filled. A
   * square of the frontier knows the tiles beside it: only its other
   * sides need looking at. */
  if (value == GRID_EMPTY)
    grid_add (self, x, y, 1 + index, undo);
  else
    {
      memcpy (next_to, self->frontier[value - GRID_FRONTIER].next_to, sizeof next_to);
      grid_update (self, x, y, 1 + index, undo);
      frontier_remove (self, value - GRID_FRONTIER, &counts, undo);
    }

  for (guint d = 0; d < 4; d++)
    {
      int nx = x + dx[d], ny = y + dy[d];
      int neighbour = next_to[d] == BST_NO_TILE ? -1 : next_to[d];
      BstEdge edge = (edges >> (2 * d)) & 3;
      guint next = GRID_EMPTY;

      if (neighbour < 0)
        {
          next = square_value (self, nx, ny);
          if (value == GRID_EMPTY && next != GRID_EMPTY && next < GRID_FRONTIER)
            neighbour = (int) next - 1;
        }
      if (neighbour < 0)
        {
          if (closing_edge && edge != BST_EDGE_FIELD && !on_table (self, nx, ny))
            {
              int s = SEGMENT_AT (type, rotation, 3 * d + 1);
              guint root = undo ? find_root_const (self, pt->first_node + s)
                                : find_root (self, pt->first_node + s);

              if (undo)
                save_node (undo, self, root);
              self->completed |= --self->nodes[root].open == 0;
            }
          frontier_touch (self, next, nx, ny, (d + 2) % 4, edge, index, &counts, undo);
          continue;
        }

      const BstPlacedTile *other = &self->tiles[neighbour];
      int last_a = -1, last_b = -1;

      for (guint ports = side_ports[type][rotation][d]; ports; ports &= ports - 1)
        {
          guint k = __builtin_ctz (ports);
          guint port = 3 * d + k;
          int a = SEGMENT_AT (type, rotation, port);
          int b = SEGMENT_AT (other->type, other->rotation, bst_port_opposite (port));

          if (a < 0 || b < 0 || (a == last_a && b == last_b))
            continue;
          last_a = a;
          last_b = b;
          join (self, pt->first_node + a, other->first_node + b, k == 1, undo);
        }
    }

  add_counts (self, &counts);

  /* Every monastery, without a branch: the new tile is beside few of them. */
  for (guint m = 0; m < self->n_monasteries; m++)
    {
      BstPlacedTile *mt = &self->tiles[self->monasteries[m]];
      guint beside = ((guint) (mt->x - x + 1) <= 2) & ((guint) (mt->y - y + 1) <= 2);

      mt->neighbours += beside;
      self->completed |= beside & (mt->neighbours == 8);
    }
  if (tt->segments[0].kind == BST_FEATURE_MONASTERY)
    {
      pt->neighbours = (guint8) count_neighbours (self, x, y);
      self->completed |= pt->neighbours == 8;
      self->monasteries[self->n_monasteries++] = (guint8) index;
    }
}

void
bst_state_lay_tile (BstState *self, guint type, int x, int y, guint rotation)
{
  lay_tile (self, type, x, y, rotation, NULL);
}

/* bst_state_place() that can be taken back by bst_state_undo_place(). */
void
bst_state_try_place (BstState *self, guint type, const BstPlacement *placement, BstUndo *undo)
{
  guint i;

  g_assert (self->phase == BST_PHASE_PLACE);

  memcpy (undo->placements, self->placements, sizeof undo->placements);
  undo->n_tiles = self->n_tiles;
  undo->n_frontier = self->n_frontier;
  undo->n_shared_tiles = self->n_shared_tiles;
  undo->n_monasteries = self->n_monasteries;
  undo->last_tile = self->last_tile;
  undo->completed = self->completed;
  undo->phase = self->phase;
  undo->n_hand = self->n_hand;
  memcpy (undo->hand, self->hand, sizeof undo->hand);
  undo->n_nodes = self->n_nodes;
  undo->x = placement->x;
  undo->y = placement->y;
  undo->n_grid = 0;
  undo->n_squares = 0;
  undo->n_saved_nodes = 0;

  for (i = 0; i < self->n_hand && self->hand[i] != type; i++)
    ;
  g_assert (i < self->n_hand);
  self->hand[i] = self->hand[--self->n_hand];

  lay_tile (self, type, placement->x, placement->y, placement->rotation, undo);
  self->phase = BST_PHASE_MEEPLE;
}

/* Takes back bst_state_try_place(): newest change first. */
void
bst_state_undo_place (BstState *self, const BstUndo *undo)
{
  for (guint i = undo->n_saved_nodes; i > 0; i--)
    self->nodes[undo->node_index[i - 1]] = undo->node[i - 1];
  for (guint i = undo->n_squares; i > 0; i--)
    self->frontier[undo->square_index[i - 1]] = undo->square[i - 1];
  for (guint i = undo->n_grid; i > 0; i--)
    self->grid[undo->grid_slot[i - 1]] = undo->grid_value[i - 1];
  for (guint m = 0; m < undo->n_monasteries; m++)
    {
      BstPlacedTile *mt = &self->tiles[self->monasteries[m]];

      mt->neighbours -= ((guint) (mt->x - undo->x + 1) <= 2) & ((guint) (mt->y - undo->y + 1) <= 2);
    }

  memcpy (self->placements, undo->placements, sizeof undo->placements);
  self->n_tiles = undo->n_tiles;
  self->n_frontier = undo->n_frontier;
  self->n_shared_tiles = undo->n_shared_tiles;
  self->n_monasteries = undo->n_monasteries;
  self->last_tile = undo->last_tile;
  self->completed = undo->completed;
  self->phase = undo->phase;
  self->n_hand = undo->n_hand;
  memcpy (self->hand, undo->hand, sizeof undo->hand);
  self->n_nodes = undo->n_nodes;
}

gboolean
bst_state_edges_match (const BstState *self, guint type, int x, int y, guint rotation, GError **error)
{
  static const char *const messages[4] = {
    N_("Tile %c at %d,%d does not match its neighbour to the north"),
    N_("Tile %c at %d,%d does not match its neighbour to the east"),
    N_("Tile %c at %d,%d does not match its neighbour to the south"),
    N_("Tile %c at %d,%d does not match its neighbour to the west"),
  };

  for (guint d = 0; d < 4; d++)
    {
      int neighbour = bst_state_tile_at (self, x + dx[d], y + dy[d]);
      if (neighbour < 0)
        continue;
      const BstPlacedTile *other = &self->tiles[neighbour];
      if (EDGE (type, rotation, d) != EDGE (other->type, other->rotation, (d + 2) % 4))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _(messages[d]),
                       bst_tile_type_letter (type), x, y);
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
  if (!bst_state_edges_match (self, type, x, y, rotation, error))
    return FALSE;

  bst_state_lay_tile (self, type, x, y, rotation);
  return TRUE;
}

void
bst_state_add_meeple (BstState *self, guint player, guint tile, guint segment)
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
  bst_state_add_meeple (self, player, tile, segment);
  return TRUE;
}

/* Looking -------------------------------------------------------------------- */

static const guint8 rotation_count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
const guint8 bst_state_rotation_list[16][4] = {
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
      rotation_words[mask][k / 2] |=
        (guint64) bst_state_rotation_list[mask][k] << (16 + 32 * (k % 2));
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
          out[n + k].rotation = bst_state_rotation_list[rotations][k];
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
  return self->placements[type];
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
          placement->rotation = bst_state_rotation_list[rotations][index];
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
  return can_place (self, type);
}

guint
bst_state_meeple_segments (const BstState *self, gint8 *segments)
{
  const BstPlacedTile *pt;
  const BstTileType *tt;
  guint n_segments, first, n = 0;
  gboolean farmers = self->rules.farmers;

  if (self->phase != BST_PHASE_MEEPLE || self->supply[self->current_player] == 0)
    return 0;
  /* In locals: @segments may alias the state, which would have every
   * field read again after each store. */
  pt = &self->tiles[self->last_tile];
  tt = TILE_TYPE (pt->type);
  n_segments = tt->n_segments;
  first = pt->first_node;
  for (guint s = 0; s < n_segments; s++)
    {
      gboolean allowed = (farmers || tt->segments[s].kind != BST_FEATURE_FIELD)
                         && self->nodes[find_root_const (self, first + s)].meeples == 0;

      segments[n] = (gint8) s;
      n += allowed;
    }
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-cli-bench-kernel.h"
#include "bst-rng.h"
#include "bst-tile.h"

/* Wide enough for a line of every tile from the centre either way. */
#define SIDE    (2 * BST_N_TILES + 3)
#define CENTRE  (SIDE / 2 * SIDE + SIDE / 2)
#define KERNEL_STREAM 0x6b65726eu

typedef struct {
  guint8  edges[SIDE * SIDE];      /* packed as bst_tile_edges(); 0: empty */
  guint8  pattern[SIDE * SIDE];    /* the neighbours' edges facing each square */
  gint16  slot[SIDE * SIDE];       /* index in frontier, or -1 */
  guint16 frontier[4 * BST_N_TILES];
  guint   n_frontier;
  guint16 touched[5 * BST_N_TILES];  /* every square written, to clear them after */
  guint   n_touched;
} Kernel;

static const int step[4] = { -SIDE, 1, SIDE, -1 };   /* N E S W */

/* The engine's fitting rotations of every tile for every pattern of
 * neighbouring edges, looked up once. */
static guint8 fits[BST_N_TILE_TYPES][256];

/* Bits set in a rotation mask. */
static const guint8 rotation_count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

static void
init_fits (void)
{
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    for (guint p = 0; p < 256; p++)
      fits[t][p] = bst_tile_fitting_rotations (t, (guint8) p);
}

static void
add_to_frontier (Kernel *k,
                 guint   square)
{
  if (k->edges[square] != 0 || k->slot[square] >= 0)
    return;
  k->touched[k->n_touched++] = (guint16) square;
  k->slot[square] = (gint16) k->n_frontier;
  k->frontier[k->n_frontier++] = (guint16) square;
}

static void
put (Kernel *k,
     guint   square,
     guint8  edges)
{
  if (k->slot[square] >= 0)
    {
      guint last = k->frontier[--k->n_frontier];

      k->frontier[k->slot[square]] = (guint16) last;
      k->slot[last] = k->slot[square];
      k->slot[square] = -1;
    }
  else
    k->touched[k->n_touched++] = (guint16) square;
  k->edges[square] = edges;
  for (guint d = 0; d < 4; d++)
    {
      guint next = square + step[d];
      guint8 facing = (edges >> (2 * d)) & 3;

      k->pattern[next] |= facing << (2 * ((d + 2) % 4));
      add_to_frontier (k, next);
    }
}

/* The board is left empty after each game, so that a game touches only
 * the squares it uses rather than clearing the whole board. */
static Kernel *
empty_kernel (void)
{
  static Kernel *kernel;

  if (kernel == NULL)
    {
      kernel = g_new0 (Kernel, 1);
      memset (kernel->slot, 0xff, sizeof kernel->slot);
      init_fits ();
    }
  return kernel;
}

static void
clear (Kernel *k)
{
  for (guint i = 0; i < k->n_touched; i++)
    {
      guint square = k->touched[i];

      k->edges[square] = 0;
      k->pattern[square] = 0;
      k->slot[square] = -1;
    }
  k->n_touched = 0;
  k->n_frontier = 0;
}

void
bst_bench_kernel_game (guint64          seed,
                       BstPlayoutStats *stats)
{
  Kernel *k = empty_kernel ();
  guint8 bag[BST_N_TILES];
  guint n_bag = 0, start = (guint) bst_tile_type_from_letter ('D');
  BstRng rng;

  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      guint count = bst_tile_type (t)->count - (t == start ? 1u : 0u);

      for (guint c = 0; c < count; c++)
        bag[n_bag++] = (guint8) t;
    }

  bst_rng_seed (&rng, seed, KERNEL_STREAM);
  put (k, CENTRE, bst_tile_edges (start, 0));
  while (n_bag > 0)
    {
      guint n = 0, pick = bst_rng_below (&rng, n_bag);
      guint8 tile = bag[pick];

      bag[pick] = bag[--n_bag];
      /* Count, then walk to the chosen one: no list of placements. */
      for (guint i = 0; i < k->n_frontier; i++)
        n += rotation_count[fits[tile][k->pattern[k->frontier[i]]]];
      if (stats != NULL)
        {
          stats->turns++;
          stats->frontier += k->n_frontier;
          stats->placements += n;
        }
      if (n > 0)
        {
          guint choice = bst_rng_below (&rng, n), i = 0, square, rotation = 0;
          guint8 rots;

          while (choice >= rotation_count[fits[tile][k->pattern[k->frontier[i]]]])
            choice -= rotation_count[fits[tile][k->pattern[k->frontier[i++]]]];
          square = k->frontier[i];
          rots = fits[tile][k->pattern[square]];
          for (;; rotation++)
            if ((rots >> rotation) & 1 && choice-- == 0)
              break;
          put (k, square, bst_tile_edges (tile, rotation));
        }
    }
  clear (k);
}

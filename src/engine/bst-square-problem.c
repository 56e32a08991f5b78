/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-square-problem.h"
#include "bst-state-private.h"

gboolean
bst_state_square_problem (const BstState   *state,
                          guint             type,
                          int               x,
                          int               y,
                          guint             rotation,
                          BstSquareProblem *problem)
{
  static const gint8 dx[4] = { 0, 1, 0, -1 };
  static const gint8 dy[4] = { -1, 0, 1, 0 };
  gboolean touches = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (type < BST_N_TILE_TYPES, FALSE);
  g_return_val_if_fail (problem != NULL, FALSE);

  *problem = (BstSquareProblem) { BST_SQUARE_FITS, BST_DIRECTION_NORTH,
                                  BST_EDGE_NONE, BST_EDGE_NONE };
  rotation &= 3;
  if (bst_state_tile_at (state, x, y) >= 0)
    problem->verdict = BST_SQUARE_TAKEN;
  else if (!on_table (state, x, y))
    problem->verdict = BST_SQUARE_OFF_TABLE;
  else
    for (guint d = 0; d < 4; d++)
      {
        int neighbour = bst_state_tile_at (state, x + dx[d], y + dy[d]);
        const BstPlacedTile *other;

        if (neighbour < 0)
          continue;
        touches = TRUE;
        other = &state->tiles[neighbour];
        if (problem->verdict == BST_SQUARE_FITS
            && EDGE (type, rotation, d) != EDGE (other->type, other->rotation, (d + 2) % 4))
          {
            problem->verdict = BST_SQUARE_MISMATCH;
            problem->side = (BstDirection) d;
            problem->edge = EDGE (type, rotation, d);
            problem->neighbour_edge = EDGE (other->type, other->rotation, (d + 2) % 4);
          }
      }
  if (problem->verdict == BST_SQUARE_FITS && !touches && state->n_tiles > 0)
    problem->verdict = BST_SQUARE_ALONE;
  return problem->verdict != BST_SQUARE_FITS;
}

gboolean
bst_state_beside_tiles (const BstState *state,
                        int             x,
                        int             y)
{
  g_return_val_if_fail (state != NULL, FALSE);

  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      if ((i != 0 || j != 0) && bst_state_tile_at (state, x + i, y + j) >= 0)
        return TRUE;
  return FALSE;
}

char *
bst_square_problem_describe (const BstSquareProblem *problem)
{
  /* By verdict, but for a mismatch. Translators: why the tile in hand
   * cannot go on the square the pointer is on */
  static const char *const verdicts[] = {
    [BST_SQUARE_TAKEN] = N_("A tile lies on this square already"),
    [BST_SQUARE_OFF_TABLE] = N_("This square is beyond the edge of the table"),
    [BST_SQUARE_ALONE] = N_("No tile touches a side of this square"),
    [BST_SQUARE_MISMATCH] = NULL,
  };
  /* By what the tile shows, then what its neighbour shows: field, road,
   * city. */
  /* Translators: why the tile in hand cannot go on the square the pointer
   * is on; "the city edge" is the edge of the tile in hand */
  static const char *const clashes[3][3] = {
    { NULL, N_("The field would cut off a road"), N_("The field would meet a city edge") },
    { N_("The road would run into a field"), NULL, N_("The road would run into a city") },
    { N_("The city edge would meet a field"), N_("The city edge would meet a road"), NULL },
  };

  g_return_val_if_fail (problem != NULL, NULL);
  g_return_val_if_fail (problem->verdict <= BST_SQUARE_MISMATCH, NULL);

  if (problem->verdict != BST_SQUARE_MISMATCH)
    return verdicts[problem->verdict] != NULL ? g_strdup (_(verdicts[problem->verdict])) : NULL;
  if (problem->edge >= BST_EDGE_FIELD && problem->edge <= BST_EDGE_CITY
      && problem->neighbour_edge >= BST_EDGE_FIELD && problem->neighbour_edge <= BST_EDGE_CITY
      && clashes[problem->edge - 1][problem->neighbour_edge - 1] != NULL)
    return g_strdup (_(clashes[problem->edge - 1][problem->neighbour_edge - 1]));
  /* Translators: why the tile in hand cannot go on the square the pointer
   * is on */
  return g_strdup (_("The tile does not fit its neighbours here"));
}

static void
table_range (guint  size,
             int   *min,
             int   *max)
{
  int half = ((int) size - 1) / 2;

  /* As on_table(): an even size leaves one more square east or south. */
  *min = size != 0 ? -half : -BST_MAX_TILES;
  *max = size != 0 ? (int) size - half - 1 : BST_MAX_TILES;
}

gboolean
bst_state_table_squares (const BstState *state,
                         int            *min_x,
                         int            *min_y,
                         int            *max_x,
                         int            *max_y)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (!has_table (&state->rules))
    return FALSE;
  table_range (state->rules.table_width, min_x, max_x);
  table_range (state->rules.table_height, min_y, max_y);
  return TRUE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The aids on hand-made boards: the squares no tile still to come can
 * fill, the tiles that fit a square with their counts, the odds of
 * finishing roads, cities and monasteries worked out by hand, and who
 * holds each field with the finished cities it touches. */

#include <math.h>
#include <string.h>

#include "bst-ai-aids.h"
#include "bst-test-utils.h"

/* The start tile alone (city north, road east to west, field south) and
 * @tiles still to come, the first of them in hand. */
static void
start_with (BstState *state, const char *tiles)
{
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'D', 0, 0, 0);
  for (const char *c = tiles + strlen (tiles); c-- > tiles;)
    bst_state_bag_add (state, BST_TILE (*c));
  state->fixed_order = TRUE;
  bst_state_start_turn (state);
  g_assert_cmpuint (state->hand[0], ==, BST_TILE (tiles[0]));
}

/* The tile in hand and the others' hands are still to come. */
static void
test_unplayed (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  guint8 counts[BST_N_TILE_TYPES];

  start_with (state, "ABBE");
  state->held[1][state->n_held[1]++] = BST_TILE ('X');
  bst_aids_unplayed (state, counts);
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      guint expected = t == BST_TILE ('B') ? 2 : strchr ("AEX", 'A' + (int) t) ? 1 : 0;
      g_assert_cmpuint (counts[t], ==, expected);
    }
}

static gboolean
has_square (const BstAidSquare *squares, guint n, int x, int y)
{
  for (guint i = 0; i < n; i++)
    if (squares[i].x == x && squares[i].y == y)
      return TRUE;
  return FALSE;
}

static void
test_dead_squares (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstAidSquare dead[BST_MAX_FRONTIER];
  guint n;

  /* Only monasteries without a road: they fit the field side alone. */
  start_with (state, "BB");
  n = bst_aids_dead_squares (state, dead);
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (has_square (dead, n, 0, -1));
  g_assert_true (has_square (dead, n, 1, 0));
  g_assert_true (has_square (dead, n, -1, 0));
  g_assert_false (has_square (dead, n, 0, 1));

  /* A monastery with a road meets the road at either end, the tile in
   * hand counting as one still to come; nothing meets the city. */
  start_with (state, "AB");
  n = bst_aids_dead_squares (state, dead);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (has_square (dead, n, 0, -1));

  /* A square between two cities, north and south: an E fits either side
   * alone but not both, a G joins them. */
  start_with (state, "EEAA");
  bst_test_put_tile (state, 'E', 0, -2, 2);
  n = bst_aids_dead_squares (state, dead);
  g_assert_true (has_square (dead, n, 0, -1));
  g_assert_false (has_square (dead, n, 0, -3));
  start_with (state, "EGAA");
  bst_test_put_tile (state, 'E', 0, -2, 2);
  n = bst_aids_dead_squares (state, dead);
  g_assert_false (has_square (dead, n, 0, -1));
}

static void
test_fitting_tiles (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstAidTile tiles[BST_N_TILE_TYPES];
  guint n;

  start_with (state, "BABE");
  /* South of the start tile, facing its field. */
  n = bst_aids_fitting_tiles (state, 0, 1, tiles);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (tiles[0].type, ==, BST_TILE ('A'));
  g_assert_cmpuint (tiles[0].count, ==, 1);
  g_assert_cmpuint (tiles[1].type, ==, BST_TILE ('B'));
  g_assert_cmpuint (tiles[1].count, ==, 2);
  g_assert_cmpuint (tiles[1].rotations, ==, 1);
  g_assert_cmpuint (tiles[2].type, ==, BST_TILE ('E'));
  g_assert_cmpuint (tiles[2].count, ==, 1);
  /* The road of an A leaves south only: it must not face the field. */
  g_assert_cmpuint (tiles[0].rotations, ==, (1 << 0) | (1 << 1) | (1 << 3));
  /* E's city side away from the field: every turn but the one facing north. */
  g_assert_cmpuint (tiles[2].rotations, ==, (1 << 1) | (1 << 2) | (1 << 3));

  /* North, facing the city: the E alone, its city turned south. */
  n = bst_aids_fitting_tiles (state, 0, -1, tiles);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (tiles[0].type, ==, BST_TILE ('E'));
  g_assert_cmpuint (tiles[0].rotations, ==, 1 << 2);

  /* Not an open square. */
  g_assert_cmpuint (bst_aids_fitting_tiles (state, 0, 0, tiles), ==, 0);
  g_assert_cmpuint (bst_aids_fitting_tiles (state, 5, 5, tiles), ==, 0);
}

static const BstAidOdds *
odds_of_kind (const BstAidOdds *odds, guint n, BstFeatureKind kind)
{
  const BstAidOdds *found = NULL;

  for (guint i = 0; i < n; i++)
    if (odds[i].kind == kind)
      {
        g_assert_null (found);
        found = &odds[i];
      }
  g_assert_nonnull (found);
  return found;
}

/* By hand, from the evaluation's rule: a square that f of the r tiles
 * still to come fit is filled with chance 0.88 (1 - 0.55^f) r / (r + 4);
 * a road or city is finished when all its open squares are. */
static double
square_chance (guint fit, guint remaining)
{
  return 0.88 * (1 - pow (0.55, fit)) * remaining / (remaining + 4.0);
}

static void
test_odds (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstAidOdds *odds = g_new (BstAidOdds, BST_MAX_NODES);
  const BstAidOdds *road, *city, *monastery;
  guint n;

  /* Four tiles to come: one A fits each end of the road, one E the city. */
  start_with (state, "ABBE");
  n = bst_aids_feature_odds (state, odds);
  g_assert_cmpuint (n, ==, 2);
  road = odds_of_kind (odds, n, BST_FEATURE_ROAD);
  city = odds_of_kind (odds, n, BST_FEATURE_CITY);
  g_assert_cmpuint (road->tile, ==, 0);
  g_assert_cmpfloat_with_epsilon (road->chance, 0.198 * 0.198, 1e-9);
  g_assert_cmpfloat_with_epsilon (road->chance, pow (square_chance (1, 4), 2), 1e-9);
  g_assert_cmpfloat_with_epsilon (city->chance, 0.198, 1e-9);

  /* No E: the city can no longer be finished. A monastery south of the
   * start tile has one neighbour of eight. */
  start_with (state, "BBAA");
  bst_test_put_tile (state, 'B', 0, 1, 0);
  n = bst_aids_feature_odds (state, odds);
  g_assert_cmpuint (n, ==, 3);
  city = odds_of_kind (odds, n, BST_FEATURE_CITY);
  g_assert_cmpfloat (city->chance, ==, 0);
  road = odds_of_kind (odds, n, BST_FEATURE_ROAD);
  g_assert_cmpfloat_with_epsilon (road->chance, pow (square_chance (2, 4), 2), 1e-9);
  monastery = odds_of_kind (odds, n, BST_FEATURE_MONASTERY);
  g_assert_cmpuint (monastery->tile, ==, 1);
  g_assert_cmpfloat_with_epsilon (monastery->chance, pow (4 / 24.0, 3.5), 1e-9);

  /* A finished city is not listed. */
  start_with (state, "BB");
  bst_test_put_tile (state, 'E', 0, -1, 2);
  n = bst_aids_feature_odds (state, odds);
  g_assert_cmpuint (n, ==, 1);
  odds_of_kind (odds, n, BST_FEATURE_ROAD);
}

static guint
field_segment (guint type, gboolean by_city)
{
  const BstTileType *tt = bst_tile_type (type);

  for (guint s = 0; s < tt->n_segments; s++)
    if (tt->segments[s].kind == BST_FEATURE_FIELD && (tt->segments[s].cities != 0) == by_city)
      return s;
  g_assert_not_reached ();
}

static const BstAidField *
field_at (const BstState *state, const BstAidField *fields, guint n, guint tile, guint segment)
{
  guint root = bst_state_feature_root (state, tile, segment);

  for (guint i = 0; i < n; i++)
    if (fields[i].root == root)
      return &fields[i];
  g_assert_not_reached ();
}

static void
test_fields (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstAidField *fields = g_new (BstAidField, BST_MAX_NODES);
  g_autoptr (GError) error = NULL;
  const BstAidField *north, *south, *beyond;
  BstAidPlace cities[BST_MAX_TILES];
  guint n;

  /* The start city closed by an E to the north: three fields, the start
   * tile's north one and the E's touching the city, the south one not.
   * A farmer of player 2 south, one of player 1 beyond the city. */
  start_with (state, "BB");
  bst_test_put_tile (state, 'E', 0, -1, 2);
  g_assert_true (bst_state_put_meeple (state, 1, 0, field_segment (BST_TILE ('D'), FALSE),
                                       &error));
  g_assert_true (bst_state_put_meeple (state, 0, 1, field_segment (BST_TILE ('E'), TRUE),
                                       &error));
  g_assert_no_error (error);

  n = bst_aids_fields (state, fields);
  g_assert_cmpuint (n, ==, 3);
  north = field_at (state, fields, n, 0, field_segment (BST_TILE ('D'), TRUE));
  south = field_at (state, fields, n, 0, field_segment (BST_TILE ('D'), FALSE));
  beyond = field_at (state, fields, n, 1, field_segment (BST_TILE ('E'), TRUE));
  g_assert_cmpuint (north->n_cities, ==, 1);
  g_assert_cmpuint (north->holders, ==, 0);
  g_assert_cmpuint (south->n_cities, ==, 0);
  g_assert_cmpuint (south->holders, ==, 1 << 1);
  g_assert_cmpuint (south->meeples[1], ==, 1);
  g_assert_cmpuint (beyond->n_cities, ==, 1);
  g_assert_cmpuint (beyond->meeples[0], ==, 1);
  g_assert_cmpuint (beyond->meeples[1], ==, 0);
  g_assert_cmpuint (beyond->holders, ==, 1 << 0);

  /* The city it touches, named by one of its segments. */
  g_assert_cmpuint (bst_aids_field_cities (state, &(BstAidPlace) { beyond->tile, beyond->segment },
                                           cities), ==, 1);
  g_assert_cmpuint (bst_state_feature_root (state, cities[0].tile, cities[0].segment), ==,
                    bst_state_feature_root (state, 0, 0));

  /* Left open, the city counts for no field. */
  start_with (state, "BB");
  n = bst_aids_fields (state, fields);
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (fields[i].n_cities, ==, 0);
      g_assert_cmpuint (fields[i].holders, ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/aids/unplayed", test_unplayed);
  g_test_add_func ("/ai/aids/dead-squares", test_dead_squares);
  g_test_add_func ("/ai/aids/fitting-tiles", test_fitting_tiles);
  g_test_add_func ("/ai/aids/odds", test_odds);
  g_test_add_func ("/ai/aids/fields", test_fields);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <glib.h>
#include <locale.h>

#include "bst-turn-words.h"

/* The first segment of @kind on tile @letter, where a meeple can stand. */
static int
segment_of (char           letter,
            BstFeatureKind kind)
{
  const BstTileType *type = bst_tile_type (BST_TILE (letter));

  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind == kind)
      return (int) i;
  g_assert_not_reached ();
}

/* Tiles are named by what they show, not by their letter. */
static void
test_tiles (void)
{
  static const struct {
    char        letter;
    const char *words;
  } tiles[] = {
    { 'A', "a cloister tile with a road" },
    { 'B', "a cloister tile" },
    { 'C', "a city tile" },
    { 'D', "a city tile with a road" },
    { 'E', "a city tile" },
    { 'U', "a road tile" },
    { 'X', "a road tile" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      g_autofree char *words = bst_tile_type_describe (BST_TILE (tiles[i].letter));

      g_assert_cmpstr (words, ==, tiles[i].words);
    }
}

/* A turn: who, which tile, where, the meeple by its role, and the points. */
static void
test_turns (void)
{
  static const struct {
    char           letter;
    int            x, y;
    gboolean       meeple;
    BstFeatureKind kind;
    guint          points;
    const char    *words;
  } turns[] = {
    { 'E', 0, -1, TRUE, BST_FEATURE_CITY, 4,
      "Anna put a city tile north of the start tile, a knight on the city; +4" },
    { 'U', 2, 0, FALSE, 0, 0, "Anna put a road tile two squares east of the start tile" },
    { 'V', -1, 1, TRUE, BST_FEATURE_ROAD, 0,
      "Anna put a road tile south-west of the start tile, a thief on the road" },
    { 'B', 1, 1, TRUE, BST_FEATURE_MONASTERY, 0,
      "Anna put a cloister tile south-east of the start tile, a monk in the cloister" },
    { 'U', 0, 2, TRUE, BST_FEATURE_FIELD, 3,
      "Anna put a road tile two squares south of the start tile, a farmer in the field; +3" },
    { 'D', 0, 0, FALSE, 0, 0, "Anna put a city tile with a road on the start square" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      BstMove move = { BST_TILE (turns[i].letter), turns[i].x, turns[i].y, 0,
                       turns[i].meeple ? segment_of (turns[i].letter, turns[i].kind)
                                       : BST_NO_SEGMENT,
                       BST_MOVE_PLACE, 0 };
      g_autofree char *words = bst_turn_describe ("Anna", &move, turns[i].points);

      g_assert_cmpstr (words, ==, turns[i].words);
    }
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/turn-words/tiles", test_tiles);
  g_test_add_func ("/engine/turn-words/turns", test_turns);

  return g_test_run ();
}

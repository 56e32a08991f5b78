/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "bst-place-words.h"

/* Small distances read better as words; a board spans at most a few dozen
 * squares, and beyond twelve digits are as clear. */
static const char *const number_words[] = {
  NULL,
  /* Translators: counts of squares on the board, as in "two squares east
   * of the start tile" and "two squares east and one north of it" */
  N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"),
  N_("seven"), N_("eight"), N_("nine"), N_("ten"), N_("eleven"), N_("twelve"),
};

static char *
number (guint n)
{
  if (n < G_N_ELEMENTS (number_words))
    return g_strdup (_(number_words[n]));
  return g_strdup_printf ("%u", n);
}

/* "two squares" */
static char *
squares (guint n)
{
  g_autofree char *word = number (n);

  /* Translators: %s is a count in words: "one square", "two squares" */
  return g_strdup_printf (ngettext ("%s square", "%s squares", n), word);
}

/* Straight north, east, south or west: index by direction. */
static const char *const straight_one[] = {
  N_("north of the start tile"), N_("east of the start tile"),
  N_("south of the start tile"), N_("west of the start tile"),
};

/* Translators: %s is a distance in words, such as "two squares" */
static const char *const straight_many[] = {
  N_("%s north of the start tile"), N_("%s east of the start tile"),
  N_("%s south of the start tile"), N_("%s west of the start tile"),
};

/* Diagonals, index: 0 north-east, 1 south-east, 2 south-west, 3 north-west. */
static const char *const diagonal_one[] = {
  N_("north-east of the start tile"), N_("south-east of the start tile"),
  N_("south-west of the start tile"), N_("north-west of the start tile"),
};

static const char *const diagonal_many[] = {
  N_("%s north-east of the start tile"), N_("%s south-east of the start tile"),
  N_("%s south-west of the start tile"), N_("%s north-west of the start tile"),
};

/* The longer way first. Translators: the first %s is a distance such as
 * "two squares", the second a bare count such as "one": "two squares east
 * and one north of the start tile" */
static const char *const two_ways[4][4] = {
  [BST_DIRECTION_NORTH] = {
    [BST_DIRECTION_EAST] = N_("%s north and %s east of the start tile"),
    [BST_DIRECTION_WEST] = N_("%s north and %s west of the start tile"),
  },
  [BST_DIRECTION_EAST] = {
    [BST_DIRECTION_NORTH] = N_("%s east and %s north of the start tile"),
    [BST_DIRECTION_SOUTH] = N_("%s east and %s south of the start tile"),
  },
  [BST_DIRECTION_SOUTH] = {
    [BST_DIRECTION_EAST] = N_("%s south and %s east of the start tile"),
    [BST_DIRECTION_WEST] = N_("%s south and %s west of the start tile"),
  },
  [BST_DIRECTION_WEST] = {
    [BST_DIRECTION_NORTH] = N_("%s west and %s north of the start tile"),
    [BST_DIRECTION_SOUTH] = N_("%s west and %s south of the start tile"),
  },
};

static guint
diagonal_index (int x, int y)
{
  if (y < 0)
    return x > 0 ? 0 : 3;
  return x > 0 ? 1 : 2;
}

char *
bst_place_describe (int x, int y)
{
  guint ax = (guint) abs (x), ay = (guint) abs (y);
  BstDirection horizontal = x > 0 ? BST_DIRECTION_EAST : BST_DIRECTION_WEST;
  BstDirection vertical = y < 0 ? BST_DIRECTION_NORTH : BST_DIRECTION_SOUTH;

  if (x == 0 && y == 0)
    return g_strdup (_("the start tile"));
  if (x == 0 || y == 0)
    {
      BstDirection d = x == 0 ? vertical : horizontal;
      guint n = ax + ay;
      g_autofree char *distance = NULL;

      if (n == 1)
        return g_strdup (_(straight_one[d]));
      distance = squares (n);
      return g_strdup_printf (_(straight_many[d]), distance);
    }
  if (ax == ay)
    {
      g_autofree char *distance = NULL;

      if (ax == 1)
        return g_strdup (_(diagonal_one[diagonal_index (x, y)]));
      distance = squares (ax);
      return g_strdup_printf (_(diagonal_many[diagonal_index (x, y)]), distance);
    }
  else
    {
      gboolean across = ax > ay;
      g_autofree char *far = squares (across ? ax : ay);
      g_autofree char *near = number (across ? ay : ax);
      const char *format = across ? two_ways[horizontal][vertical] : two_ways[vertical][horizontal];

      return g_strdup_printf (_(format), far, near);
    }
}

char *
bst_place_describe_tile (int x, int y)
{
  g_autofree char *place = NULL;

  if (x == 0 && y == 0)
    return g_strdup (_("the start tile"));
  place = bst_place_describe (x, y);
  /* Translators: %s is a place such as "north of the start tile" */
  return g_strdup_printf (_("the tile %s"), place);
}

char *
bst_place_describe_square (int x, int y)
{
  g_autofree char *place = NULL;

  if (x == 0 && y == 0)
    return g_strdup (_("the start square"));
  place = bst_place_describe (x, y);
  /* Translators: %s is a place such as "north of the start tile" */
  return g_strdup_printf (_("the square %s"), place);
}

char *
bst_place_describe_meeple (BstFeatureKind kind, int x, int y)
{
  /* Translators: a meeple on the start tile, by its role */
  static const char *const on_start[BST_N_FEATURE_KINDS] = {
    [BST_FEATURE_ROAD] = N_("the thief on the start tile"),
    [BST_FEATURE_CITY] = N_("the knight on the start tile"),
    [BST_FEATURE_MONASTERY] = N_("the monk on the start tile"),
    [BST_FEATURE_FIELD] = N_("the farmer on the start tile"),
  };
  /* Translators: %s is a place such as "north of the start tile" */
  static const char *const elsewhere[BST_N_FEATURE_KINDS] = {
    [BST_FEATURE_ROAD] = N_("the thief %s"),
    [BST_FEATURE_CITY] = N_("the knight %s"),
    [BST_FEATURE_MONASTERY] = N_("the monk %s"),
    [BST_FEATURE_FIELD] = N_("the farmer %s"),
  };
  g_autofree char *place = NULL;

  g_return_val_if_fail (kind < BST_N_FEATURE_KINDS, NULL);

  if (x == 0 && y == 0)
    return g_strdup (_(on_start[kind]));
  place = bst_place_describe (x, y);
  return g_strdup_printf (_(elsewhere[kind]), place);
}

const char *
bst_meeple_name (BstFeatureKind kind)
{
  static const char *const names[BST_N_FEATURE_KINDS] = {
    [BST_FEATURE_ROAD] = N_("thief"),
    [BST_FEATURE_CITY] = N_("knight"),
    [BST_FEATURE_MONASTERY] = N_("monk"),
    [BST_FEATURE_FIELD] = N_("farmer"),
  };

  g_return_val_if_fail (kind < BST_N_FEATURE_KINDS, NULL);
  return _(names[kind]);
}

const char *
bst_feature_noun (BstFeatureKind kind)
{
  static const char *const nouns[BST_N_FEATURE_KINDS] = {
    [BST_FEATURE_ROAD] = N_("road"),
    [BST_FEATURE_CITY] = N_("city"),
    [BST_FEATURE_MONASTERY] = N_("cloister"),
    [BST_FEATURE_FIELD] = N_("field"),
  };

  g_return_val_if_fail (kind < BST_N_FEATURE_KINDS, NULL);
  return _(nouns[kind]);
}

const char *
bst_direction_word (BstDirection direction)
{
  static const char *const words[4] = {
    N_("north"), N_("east"), N_("south"), N_("west"),
  };

  g_return_val_if_fail (direction < 4, NULL);
  return _(words[direction]);
}

const char *
bst_edge_phrase (BstEdge edge)
{
  switch (edge)
    {
    case BST_EDGE_FIELD:
      /* Translators: what the side of a tile shows */
      return _("a field");
    case BST_EDGE_ROAD:
      return _("a road");
    case BST_EDGE_CITY:
      return _("a city");
    case BST_EDGE_NONE:
    default:
      return _("nothing");
    }
}

char *
bst_sentence_start (const char *text)
{
  gunichar first;
  char buffer[6];
  int length;

  g_return_val_if_fail (text != NULL, NULL);

  if (*text == '\0')
    return g_strdup ("");
  first = g_utf8_get_char (text);
  length = g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  return g_strdup_printf ("%.*s%s", length, buffer, g_utf8_next_char (text));
}

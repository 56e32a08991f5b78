/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-place-words.h"
#include "bst-turn-words.h"

/* Tiles are told apart by what a player sees first: a city, a cloister, a
 * road; fields are everywhere and name nothing. */
char *
bst_tile_type_describe (guint type)
{
  const BstTileType *tile = bst_tile_type (type);
  gboolean city = FALSE, road = FALSE, cloister = FALSE;

  g_return_val_if_fail (tile != NULL, NULL);

  for (guint i = 0; i < tile->n_segments; i++)
    {
      switch (tile->segments[i].kind)
        {
        case BST_FEATURE_CITY:
          city = TRUE;
          break;
        case BST_FEATURE_ROAD:
          road = TRUE;
          break;
        case BST_FEATURE_MONASTERY:
          cloister = TRUE;
          break;
        case BST_FEATURE_FIELD:
        default:
          break;
        }
    }

  /* Translators: tiles by what they show, as in "Anna put a city tile
   * north of the start tile" */
  if (cloister)
    return g_strdup (road ? _("a cloister tile with a road") : _("a cloister tile"));
  if (city)
    return g_strdup (road ? _("a city tile with a road") : _("a city tile"));
  if (road)
    return g_strdup (_("a road tile"));
  return g_strdup (_("a field tile"));
}

char *
bst_turn_describe (const char    *player_name,
                   const BstMove *move,
                   guint          points)
{
  /* Translators: a line of the game log: a player's name, a tile such as
   * "a city tile" and a place such as "north of the start tile"; then the
   * meeple the player put on the tile, if any */
  static const char *const with_meeple[BST_N_FEATURE_KINDS] = {
    [BST_FEATURE_ROAD] = N_("%s put %s %s, a thief on the road"),
    [BST_FEATURE_CITY] = N_("%s put %s %s, a knight on the city"),
    [BST_FEATURE_MONASTERY] = N_("%s put %s %s, a monk in the cloister"),
    [BST_FEATURE_FIELD] = N_("%s put %s %s, a farmer in the field"),
  };
  g_autofree char *tile = NULL;
  g_autofree char *place = NULL;
  g_autofree char *sentence = NULL;

  g_return_val_if_fail (player_name != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  tile = bst_tile_type_describe (move->tile);
  /* A start tile drawn from the bag is placed where the start tile lies. */
  if (move->x == 0 && move->y == 0)
    /* Translators: where a tile was put, as in "Anna put a city tile on the
     * start square" */
    place = g_strdup (_("on the start square"));
  else
    place = bst_place_describe (move->x, move->y);
  if (move->segment == BST_NO_SEGMENT)
    sentence = g_strdup_printf (_("%s put %s %s"), player_name, tile, place);
  else
    {
      BstFeatureKind kind = bst_tile_type (move->tile)->segments[move->segment].kind;

      sentence = g_strdup_printf (_(with_meeple[kind]), player_name, tile, place);
    }
  if (points == 0)
    return g_steal_pointer (&sentence);
  /* Translators: a line of the game log and the points the turn earned the
   * player: "Anna put a city tile north of the start tile; +4" */
  return g_strdup_printf (_("%s; +%u"), sentence, points);
}

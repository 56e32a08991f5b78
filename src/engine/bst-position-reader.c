/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-notation.h"
#include "bst-place-words.h"
#include "bst-position-private.h"
#include "bst-state-private.h"

/* Reading a snapshot means rebuilding it with the engine's own checks, so a
 * position read is a position the engine could have reached. What is
 * wrong with a position is said in words, relative to the start tile;
 * @where receives the square, tile and meeple the message is about. */

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

static void
where_clear (BstPositionProblem *where)
{
  *where = (BstPositionProblem) { NULL, FALSE, 0, 0, -1, -1, -1, -1 };
}

static void
where_square (BstPositionProblem *where, int x, int y)
{
  where->has_square = TRUE;
  where->x = x;
  where->y = y;
}

/* The message of a mismatch between the tile at @x,@y and its neighbour
 * in direction @d. */
static char *
mismatch_message (guint type, guint rotation, int x, int y, guint d, guint other_type,
                  guint other_rotation)
{
  g_autofree char *tile = bst_place_describe_tile (x, y);
  g_autofree char *subject = bst_sentence_start (tile);

  /* Translators: "The tile east of the start tile does not match its
   * neighbour to the west: its west side is a road, the neighbour's east
   * side a city" */
  return g_strdup_printf (_("%s does not match its neighbour to the %s: its %s side is %s, "
                            "the neighbour’s %s side %s"),
                          subject, bst_direction_word (d), bst_direction_word (d),
                          bst_edge_phrase (bst_tile_edge (type, rotation, d)),
                          bst_direction_word ((d + 2) % 4),
                          bst_edge_phrase (bst_tile_edge (other_type, other_rotation,
                                                          (d + 2) % 4)));
}

static char *
disconnected_message (int x, int y)
{
  g_autofree char *tile = bst_place_describe_tile (x, y);
  g_autofree char *subject = bst_sentence_start (tile);

  return g_strdup_printf (_("%s is not connected to the start tile"), subject);
}

static char *
duplicate_message (int x, int y)
{
  g_autofree char *square = bst_place_describe_square (x, y);

  /* Translators: %s is a square such as "the square north of the start tile" */
  return g_strdup_printf (_("Two tiles lie on %s"), square);
}

static gboolean
read_board (BstState *state, JsonObject *root, BstPositionProblem *where, GError **error)
{
  JsonArray *board = bst_json_get_array (root, "board", BST_MAX_TILES, error);
  guint8 queue[BST_MAX_TILES];
  gboolean seen[BST_MAX_TILES] = { FALSE };
  guint head = 0, tail = 0;

  if (board == NULL)
    return FALSE;
  if (json_array_get_length (board) == 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("The board needs at least the start tile"));
      return FALSE;
    }

  for (guint i = 0; i < json_array_get_length (board); i++)
    {
      g_autofree char *path = g_strdup_printf ("board[%u]", i);
      g_autofree char *tile_path = g_strdup_printf ("board[%u].tile", i);
      JsonObject *object = bst_json_node_to_object (json_array_get_element (board, i), path, error);
      JsonNode *tile_node;
      gint64 x, y, rotation;
      guint type;

      where->board_index = (int) i;
      if (object == NULL
          || (tile_node = bst_json_require_member (object, path, "tile", error)) == NULL
          || !bst_json_get_tile (tile_node, tile_path, &type, error)
          || !bst_json_get_int (object, path, "x", -MAX_COORD, MAX_COORD, &x, error)
          || !bst_json_get_int (object, path, "y", -MAX_COORD, MAX_COORD, &y, error)
          || !bst_json_get_int (object, path, "rotation", 0, 3, &rotation, error))
        return FALSE;
      where_square (where, (int) x, (int) y);
      where->tile_type = (int) type;
      if (i == 0 && (x != 0 || y != 0))
        return bst_fail (error, _("The board begins with the start tile, which must lie in the "
                                  "middle of the table"));
      if (bst_state_tile_at (state, (int) x, (int) y) >= 0)
        {
          g_autofree char *message = duplicate_message ((int) x, (int) y);
          return bst_fail (error, "%s", message);
        }
      if (!on_table (state, (int) x, (int) y))
        {
          g_autofree char *tile = bst_place_describe_tile ((int) x, (int) y);
          g_autofree char *subject = bst_sentence_start (tile);
          return bst_fail (error, _("%s lies beyond the edge of the table"), subject);
        }
      for (guint d = 0; d < 4; d++)
        {
          int other = bst_state_tile_at (state, (int) x + dx[d], (int) y + dy[d]);
          const BstPlacedTile *pt = other >= 0 ? &state->tiles[other] : NULL;

          if (pt && bst_tile_edge (type, (guint) rotation, d)
                    != bst_tile_edge (pt->type, pt->rotation, (d + 2) % 4))
            {
              g_autofree char *message = mismatch_message (type, (guint) rotation, (int) x,
                                                           (int) y, d, pt->type, pt->rotation);
              return bst_fail (error, "%s", message);
            }
        }
      if (!bst_state_put_tile (state, type, (int) x, (int) y, (guint) rotation, error))
        return FALSE;
    }
  where_clear (where);

  /* Every tile must be reachable from the start tile along edges. */
  queue[tail++] = 0;
  seen[0] = TRUE;
  while (head < tail)
    {
      const BstPlacedTile *pt = &state->tiles[queue[head++]];

      for (guint d = 0; d < 4; d++)
        {
          int next = bst_state_tile_at (state, pt->x + dx[d], pt->y + dy[d]);
          if (next >= 0 && !seen[next])
            {
              seen[next] = TRUE;
              queue[tail++] = (guint8) next;
            }
        }
    }
  for (guint i = 0; i < state->n_tiles; i++)
    if (!seen[i])
      {
        g_autofree char *message = disconnected_message (state->tiles[i].x, state->tiles[i].y);

        where->board_index = (int) i;
        where->tile_type = state->tiles[i].type;
        where_square (where, state->tiles[i].x, state->tiles[i].y);
        return bst_fail (error, "%s", message);
      }

  state->last_tile = state->n_tiles > 1 ? state->n_tiles - 1 : 0xff;
  return TRUE;
}

static gboolean
read_meeples (BstState             *state,
              const BstPlayerInfo  *players,
              JsonObject           *root,
              BstPositionProblem   *where,
              GError              **error)
{
  JsonArray *meeples = bst_json_get_array (root, "meeples", BST_MAX_MEEPLES, error);

  if (meeples == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (meeples); i++)
    {
      g_autofree char *path = g_strdup_printf ("meeples[%u]", i);
      JsonObject *object = bst_json_node_to_object (json_array_get_element (meeples, i), path, error);
      g_autofree char *meeple = NULL;
      g_autofree char *subject = NULL;
      const BstPlacedTile *pt;
      const char *segment_text;
      gint64 player, x, y;
      int tile, segment;
      BstFeatureKind kind;

      where_clear (where);
      where->meeple_index = (int) i;
      if (object == NULL
          || !bst_json_get_int (object, path, "player", 0, state->rules.n_players - 1, &player, error)
          || !bst_json_get_int (object, path, "x", -MAX_COORD, MAX_COORD, &x, error)
          || !bst_json_get_int (object, path, "y", -MAX_COORD, MAX_COORD, &y, error)
          || (segment_text = bst_json_get_string (object, path, "segment", error)) == NULL)
        return FALSE;

      where_square (where, (int) x, (int) y);
      tile = bst_state_tile_at (state, (int) x, (int) y);
      if (tile < 0)
        {
          g_autofree char *square = bst_place_describe_square ((int) x, (int) y);

          /* Translators: %s is a square such as "the square north of the start tile" */
          return bst_fail (error, _("A meeple stands on %s, where there is no tile"), square);
        }
      pt = &state->tiles[tile];
      where->board_index = tile;
      where->tile_type = pt->type;
      segment = bst_segment_parse (pt->type, pt->rotation, segment_text, NULL);
      if (segment < 0)
        {
          g_autofree char *place = bst_place_describe_tile ((int) x, (int) y);

          /* Translators: %s is a tile such as "the tile north of the start tile" */
          return bst_fail (error, _("A meeple stands on a part of %s that the tile does not have "
                                    "(“%s”)"), place, segment_text);
        }
      where->segment = segment;
      kind = bst_tile_type (pt->type)->segments[segment].kind;
      meeple = bst_place_describe_meeple (kind, (int) x, (int) y);
      subject = bst_sentence_start (meeple);

      if (kind == BST_FEATURE_FIELD && !state->rules.farmers)
        return bst_fail (error, _("%s stands on a field, but farmers are not in play"), subject);
      if (state->supply[player] == 0)
        return bst_fail (error, _("%s has more meeples on the board than the rules give (%u)"),
                         players[player].name, state->rules.meeples);
      for (guint m = 0; m < state->n_meeples; m++)
        if (state->meeples[m].tile == tile && state->meeples[m].segment == segment)
          {
            g_autofree char *place = bst_place_describe_tile ((int) x, (int) y);

            /* Translators: "Two meeples stand on the same road of the tile
             * north of the start tile" */
            return bst_fail (error, _("Two meeples stand on the same %s of %s"),
                             bst_feature_noun (kind), place);
          }
      if (!bst_state_put_meeple (state, (guint) player, (guint) tile, (guint) segment, error))
        return FALSE;
      /* Scoring a completed feature sends its meeples home at once. */
      if (bst_state_feature_complete (state, (guint) tile, (guint) segment))
        {
          switch (kind)
            {
            case BST_FEATURE_ROAD:
              return bst_fail (error, _("%s stands on a road that is already finished, so it "
                                        "would have gone home"), subject);
            case BST_FEATURE_CITY:
              return bst_fail (error, _("%s stands in a city that is already finished, so it "
                                        "would have gone home"), subject);
            case BST_FEATURE_MONASTERY:
              return bst_fail (error, _("%s stands in a cloister that is already surrounded, "
                                        "so it would have gone home"), subject);
            case BST_FEATURE_FIELD:
            default:
              return bst_fail (error, _("%s stands on a feature that is already finished"),
                               subject);
            }
        }
    }
  where_clear (where);
  return TRUE;
}

/* A list of tile letters, at most @max_length of them, that @holder (a
 * player, in words) holds. */
static gboolean
read_letters (JsonNode     *node,
              const char   *path,
              const char   *holder,
              guint         max_length,
              guint8       *types,
              guint8       *n_types,
              GError      **error)
{
  JsonArray *array;

  if ((array = bst_json_node_to_array (node, path, error)) == NULL)
    return FALSE;
  if (json_array_get_length (array) > max_length)
    {
      /* Translators: the first %s is a player's name or "The player to move" */
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s holds %u tiles, but the rules allow %u"),
                   holder, json_array_get_length (array), max_length);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", path, i);
      guint type;

      if (!bst_json_get_tile (json_array_get_element (array, i), where, &type, error))
        return FALSE;
      types[i] = (guint8) type;
    }
  *n_types = (guint8) json_array_get_length (array);
  return TRUE;
}

static gboolean
read_player_counts (BstState             *state,
                    const BstPlayerInfo  *infos,
                    JsonObject           *root,
                    GError     **error)
{
  JsonArray *players = json_node_get_array (json_object_get_member (root, "players"));

  for (guint p = 0; p < state->rules.n_players; p++)
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", p);
      JsonObject *object = json_node_get_object (json_array_get_element (players, p));
      gint64 score, supply;

      if (!bst_json_get_int (object, path, "score", 0, BST_POSITION_MAX_SCORE, &score, error)
          || !bst_json_get_int (object, path, "supply", 0, state->rules.meeples, &supply, error))
        return FALSE;
      if (supply != state->supply[p])
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: supply %d plus %d on the board is %d, not %d"),
                       path, (int) supply, state->rules.meeples - state->supply[p],
                       (int) supply + state->rules.meeples - state->supply[p],
                       state->rules.meeples);
          return FALSE;
        }
      state->scores[p] = (gint16) score;

      if (json_object_has_member (object, "held"))
        {
          g_autofree char *where = g_strdup_printf ("players[%u].held", p);

          if (!read_letters (json_object_get_member (object, "held"), where, infos[p].name,
                             state->rules.hand_size, state->held[p], &state->n_held[p], error))
            return FALSE;
          if (state->n_held[p] > 0 && state->rules.hand_size == 1
              && !state->rules.draw_at_end_of_turn)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                           _("%s holds tiles between turns, but players do so only with a hand "
                             "of tiles or drawing at the end of the turn"), infos[p].name);
              return FALSE;
            }
          if (state->n_held[p] > 0 && p == state->current_player)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                           _("%s is to move, so their tiles belong in “hand”"),
                           infos[p].name);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
read_tiles_in_play (BstState            *state,
                    JsonObject          *root,
                    gboolean             free_mode,
                    BstPositionProblem  *where,
                    GError             **error)
{
  JsonNode *hand = bst_json_require_member (root, NULL, "hand", error);
  JsonNode *bag_node = json_object_get_member (root, "bag");
  JsonNode *order_node = json_object_get_member (root, "draw_order");
  guint bag[BST_N_TILE_TYPES] = { 0 };
  guint used[BST_N_TILE_TYPES] = { 0 };
  guint8 order[BST_N_TILES];
  guint n_order = 0;
  guint total;

  if (hand == NULL
      || !read_letters (hand, "hand", _("The player to move"), state->rules.hand_size,
                        state->hand, &state->n_hand, error))
    return FALSE;

  if ((bag_node == NULL) == (order_node == NULL))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("Exactly one of “bag” and “draw_order” is needed"));
      return FALSE;
    }
  if (bag_node)
    {
      g_autoptr (GList) letters = NULL;
      JsonObject *object = bst_json_node_to_object (bag_node, "bag", error);

      if (object == NULL)
        return FALSE;
      letters = json_object_get_members (object);
      for (const GList *l = letters; l; l = l->next)
        {
          g_autofree char *path = g_strdup_printf ("bag.%s", (const char *) l->data);
          int type = bst_json_tile_from_text (l->data);
          gint64 count;

          if (type < 0)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                           _("bag: tile %s is not a tile letter A–X"), (const char *) l->data);
              return FALSE;
            }
          if (!bst_json_node_to_int (json_object_get_member (object, l->data), path, 0, BST_N_TILES,
                            &count, error))
            return FALSE;
          bag[type] = (guint) count;
        }
    }
  else
    {
      JsonArray *array = bst_json_get_array (root, "draw_order", BST_N_TILES, error);

      if (array == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *path = g_strdup_printf ("draw_order[%u]", i);
          guint type;

          if (!bst_json_get_tile (json_array_get_element (array, i), path, &type, error))
            return FALSE;
          order[n_order++] = (guint8) type;
          bag[type]++;
        }
    }

  for (guint i = 0; i < state->n_tiles; i++)
    used[state->tiles[i].type]++;
  for (guint i = 0; i < state->n_hand; i++)
    used[state->hand[i]]++;
  total = state->n_tiles + state->n_hand + (free_mode ? 0 : state->discards);
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      for (guint i = 0; i < state->n_held[p]; i++)
        used[state->held[p][i]]++;
      total += state->n_held[p];
    }
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      guint count = bst_tile_type (type)->count;

      total += bag[type];
      if (!free_mode && used[type] + bag[type] > count)
        {
          where->tile_type = (int) type;
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("There are too many of tile %c: the set has %u, but the board, hands "
                         "and bag hold %u"),
                       bst_tile_type_letter (type), count, used[type] + bag[type]);
          return FALSE;
        }
    }
  if (total > BST_N_TILES)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   free_mode
                   ? _("tiles: %u tiles on the board, in hand and in the bag; at most %d")
                   : _("tiles: %u tiles on the board, in hands, in the bag and discarded; "
                       "the set has %d"),
                   total, BST_N_TILES);
      return FALSE;
    }

  if (order_node)
    {
      for (guint i = n_order; i > 0; i--)
        bst_state_bag_add (state, order[i - 1]);
      state->fixed_order = TRUE;
    }
  else
    for (guint type = 0; type < BST_N_TILE_TYPES; type++)
      for (guint n = 0; n < bag[type]; n++)
        bst_state_bag_add (state, type);
  return TRUE;
}

static gboolean
check_turn (BstState *state, BstPositionProblem *where, GError **error)
{
  if (state->phase == BST_PHASE_OVER)
    {
      if (state->n_hand > 0)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("The game is over, but a tile is in hand"));
          return FALSE;
        }
      /* Only a game stuck on unplaceable tiles ends with tiles left. */
      if (state->end_reason == BST_END_BAG_EMPTY && state->n_bag > 0)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("The game is over, but tiles are left in the bag"));
          return FALSE;
        }
      return TRUE;
    }

  if (state->n_hand == 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("The player to move holds no tile"));
      return FALSE;
    }
  for (guint i = 0; i < state->n_hand; i++)
    if (!bst_state_can_place (state, state->hand[i]))
      {
        where->tile_type = state->hand[i];
        /* Translators: %u counts the tiles in hand: "tile 1 in hand" */
        g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                     _("Tile %u in hand (%c) fits nowhere on the board"),
                     i + 1, bst_tile_type_letter (state->hand[i]));
        return FALSE;
      }

  if (in_auction (state))
    {
      gboolean in_hand = FALSE;

      for (guint i = 0; i < state->n_hand; i++)
        in_hand |= state->hand[i] == state->auction_tile;
      if (!in_hand)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("auction: tile %c is not in the hand of the player to move"),
                       bst_tile_type_letter (state->auction_tile));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_extra_turn (BstState *state, JsonObject *root, GError **error)
{
  JsonNode *node = json_object_get_member (root, "extra_turn");
  JsonObject *object;
  gint64 resume;

  state->resume_player = BST_NO_PLAYER;
  if (node == NULL)
    return TRUE;
  if ((object = bst_json_node_to_object (node, "extra_turn", error)) == NULL
      || !bst_json_get_int (object, "extra_turn", "resume", 0, state->rules.n_players - 1, &resume, error))
    return FALSE;
  if (!state->rules.auction || state->phase != BST_PHASE_PLACE
      || resume == state->current_player || state->n_hand != 1)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("extra_turn: only the winner of a tile auction, holding that one "
                             "tile, has an extra turn"));
      return FALSE;
    }
  state->extra_turn = TRUE;
  state->resume_player = (guint8) resume;
  return TRUE;
}

static gboolean
read_auction (BstState *state, JsonObject *root, GError **error)
{
  JsonNode *node = json_object_get_member (root, "auction");
  JsonObject *object;
  JsonNode *member;
  gint64 bidder, high_bidder = BST_NO_PLAYER, high_bid;
  guint n_players = state->rules.n_players;
  guint tile;

  state->auction_high_bidder = BST_NO_PLAYER;
  if (!in_auction (state))
    {
      if (node == NULL)
        return TRUE;
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("auction: there is an auction only in the phases bid and decide"));
      return FALSE;
    }
  if (!state->rules.auction)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("phase: a tile auction, but the rules have none"));
      return FALSE;
    }
  if ((node = bst_json_require_member (root, NULL, "auction", error)) == NULL
      || (object = bst_json_node_to_object (node, "auction", error)) == NULL
      || (member = bst_json_require_member (object, "auction", "tile", error)) == NULL
      || !bst_json_get_tile (member, "auction.tile", &tile, error)
      || !bst_json_get_int (object, "auction", "bidder", 0, n_players - 1, &bidder, error)
      || (member = bst_json_require_member (object, "auction", "high_bidder", error)) == NULL
      || (!JSON_NODE_HOLDS_NULL (member)
          && !bst_json_node_to_int (member, "auction.high_bidder", 0, n_players - 1, &high_bidder, error))
      || !bst_json_get_int (object, "auction", "high_bid", 0, BST_POSITION_MAX_SCORE, &high_bid, error))
    return FALSE;

  if (bidder == state->current_player || high_bidder == state->current_player)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("auction: the player who drew the tile cannot bid for it"));
      return FALSE;
    }
  if ((high_bidder == BST_NO_PLAYER) != (high_bid == 0)
      || (state->phase == BST_PHASE_DECIDE && high_bidder == BST_NO_PLAYER)
      || (high_bidder != BST_NO_PLAYER && high_bid > state->scores[high_bidder]))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("auction: the best bid does not fit the bidder and their score"));
      return FALSE;
    }

  state->auction_tile = (guint8) tile;
  state->auction_drawer = state->current_player;
  state->auction_bidder = (guint8) bidder;
  state->auction_high_bidder = (guint8) high_bidder;
  state->auction_high_bid = (guint16) high_bid;
  return TRUE;
}

static BstPosition *
read_position (JsonNode *node, BstPositionProblem *where, GError **error)
{
  g_autoptr (BstPosition) self = NULL;
  BstState *state;
  JsonObject *root;
  JsonNode *member;
  BstRuleSet rules;
  const char *phase;
  gint64 to_move, turn, discards, returned = 0;
  guint phase_value, end_reason = BST_END_NONE;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = bst_json_node_to_object (node, _("position"), error);
  if (root == NULL)
    return NULL;

  self = g_object_new (BST_TYPE_POSITION, NULL);
  state = &self->state;

  if ((member = bst_json_require_member (root, NULL, "rules", error)) == NULL
      || !bst_position_rules_from_json (member, &rules, error))
    return NULL;
  if ((member = bst_json_require_member (root, NULL, "players", error)) == NULL
      || !bst_position_players_from_json (member, &rules, self->players, error))
    return NULL;
  if ((member = json_object_get_member (root, "free")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_BOOLEAN)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: expected true or false"), "free");
          return NULL;
        }
      self->free_mode = json_node_get_boolean (member);
    }

  if (!bst_json_get_int (root, NULL, "to_move", 0, rules.n_players - 1, &to_move, error)
      || (phase = bst_json_get_string (root, NULL, "phase", error)) == NULL
      || !bst_json_get_int (root, NULL, "turn", 0, MAX_TURN, &turn, error)
      || !bst_json_get_int (root, NULL, "discards", 0, BST_N_TILES, &discards, error))
    return NULL;
  for (phase_value = 0; phase_value < G_N_ELEMENTS (bst_position_phase_names); phase_value++)
    if (bst_position_phase_names[phase_value] && g_str_equal (phase, bst_position_phase_names[phase_value]))
      break;
  if (phase_value == G_N_ELEMENTS (bst_position_phase_names))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("phase: “%s” is not a phase (place, bid, decide or over)"), phase);
      return NULL;
    }
  if ((member = json_object_get_member (root, "returned")) != NULL
      && !bst_json_node_to_int (member, "returned", 0, G_MAXUINT8, &returned, error))
    return NULL;
  if ((member = json_object_get_member (root, "end")) != NULL)
    {
      const char *end = bst_json_node_to_string (member, "end", error);

      if (end == NULL)
        return NULL;
      for (end_reason = BST_END_BAG_EMPTY; end_reason < G_N_ELEMENTS (bst_position_end_names); end_reason++)
        if (g_str_equal (end, bst_position_end_names[end_reason]))
          break;
      if (end_reason == G_N_ELEMENTS (bst_position_end_names) || phase_value != BST_PHASE_OVER)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("end: “%s” is not how a finished game ended "
                         "(bag-empty or unplaceable)"),
                       end);
          return NULL;
        }
    }

  bst_state_init_empty (state, &rules);
  state->current_player = (guint8) to_move;
  state->phase = (guint8) phase_value;
  state->returned = (guint8) returned;
  if (state->phase == BST_PHASE_OVER)
    state->end_reason = end_reason == BST_END_NONE ? BST_END_BAG_EMPTY : end_reason;
  state->turn = (guint16) turn;
  state->discards = (guint8) discards;

  if (!read_board (state, root, where, error)
      || !read_meeples (state, self->players, root, where, error)
      || !read_player_counts (state, self->players, root, error)
      || !read_tiles_in_play (state, root, self->free_mode, where, error)
      || !read_extra_turn (state, root, error)
      || !read_auction (state, root, error)
      || !check_turn (state, where, error))
    return NULL;

  return g_steal_pointer (&self);
}

BstPosition *
bst_position_new_from_json (JsonNode *node, GError **error)
{
  BstPositionProblem where;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  where_clear (&where);
  return read_position (node, &where, error);
}

gboolean
bst_position_validate (BstPosition *self, GError **error)
{
  g_autoptr (JsonNode) node = NULL;
  g_autoptr (BstPosition) copy = NULL;

  g_return_val_if_fail (BST_IS_POSITION (self), FALSE);

  node = bst_position_to_json (self);
  copy = bst_position_new_from_json (node, error);
  return copy != NULL;
}

/* Listing problems ------------------------------------------------------------------ */

void
bst_position_problem_free (BstPositionProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->message);
  g_free (problem);
}

static void
add_problem (GPtrArray                *problems,
             char                     *message,
             const BstPositionProblem *where)
{
  BstPositionProblem *problem = g_new (BstPositionProblem, 1);

  *problem = *where;
  problem->message = message;
  g_ptr_array_add (problems, problem);
}

typedef struct {
  gboolean valid;
  guint    type;
  guint    rotation;
  int      x;
  int      y;
} BoardEntry;

static gboolean
entry_int (JsonObject *object, const char *name, int min, int max, int *value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < min || json_node_get_int (node) > max)
    return FALSE;
  *value = (int) json_node_get_int (node);
  return TRUE;
}

/* The tile problems all at once, which the reader, placing tile after
 * tile, would find one at a time: tiles on one square, edges that do not
 * match and tiles cut off from the start tile. Entries the reader would
 * refuse for their form are left to it. */
static void
board_problems (JsonNode *node, GPtrArray *problems)
{
  JsonObject *root = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *board_node = root ? json_object_get_member (root, "board") : NULL;
  g_autofree BoardEntry *entries = NULL;
  g_autofree gboolean *seen = NULL;
  g_autofree guint *queue = NULL;
  guint n, head = 0, tail = 0;
  JsonArray *board;

  if (board_node == NULL || !JSON_NODE_HOLDS_ARRAY (board_node))
    return;
  board = json_node_get_array (board_node);
  n = json_array_get_length (board);
  if (n == 0 || n > BST_MAX_TILES)
    return;

  entries = g_new0 (BoardEntry, n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (board, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      JsonNode *tile = object ? json_object_get_member (object, "tile") : NULL;
      int type, rotation;

      if (tile == NULL || !JSON_NODE_HOLDS_VALUE (tile)
          || json_node_get_value_type (tile) != G_TYPE_STRING
          || (type = bst_json_tile_from_text (json_node_get_string (tile))) < 0
          || !entry_int (object, "x", -MAX_COORD, MAX_COORD, &entries[i].x)
          || !entry_int (object, "y", -MAX_COORD, MAX_COORD, &entries[i].y)
          || !entry_int (object, "rotation", 0, 3, &rotation))
        return;
      entries[i] = (BoardEntry) { TRUE, (guint) type, (guint) rotation, entries[i].x, entries[i].y };
    }
  if (entries[0].x != 0 || entries[0].y != 0)
    return;

  for (guint j = 1; j < n; j++)
    {
      const BoardEntry *b = &entries[j];
      BstPositionProblem where;

      where_clear (&where);
      where_square (&where, b->x, b->y);
      where.board_index = (int) j;
      where.tile_type = (int) b->type;
      for (guint i = 0; i < j; i++)
        {
          const BoardEntry *a = &entries[i];

          if (a->x == b->x && a->y == b->y)
            {
              add_problem (problems, duplicate_message (b->x, b->y), &where);
              entries[j].valid = FALSE;
              break;
            }
        }
      if (!entries[j].valid)
        continue;
      for (guint d = 0; d < 4; d++)
        for (guint i = 0; i < j; i++)
          {
            const BoardEntry *a = &entries[i];

            if (a->valid && a->x == b->x + dx[d] && a->y == b->y + dy[d]
                && bst_tile_edge (b->type, b->rotation, d)
                   != bst_tile_edge (a->type, a->rotation, (d + 2) % 4))
              add_problem (problems,
                           mismatch_message (b->type, b->rotation, b->x, b->y, d, a->type,
                                             a->rotation),
                           &where);
          }
    }

  seen = g_new0 (gboolean, n);
  queue = g_new (guint, n);
  seen[0] = TRUE;
  queue[tail++] = 0;
  while (head < tail)
    {
      const BoardEntry *a = &entries[queue[head++]];

      for (guint i = 0; i < n; i++)
        if (!seen[i] && entries[i].valid && abs (entries[i].x - a->x) + abs (entries[i].y - a->y) == 1)
          {
            seen[i] = TRUE;
            queue[tail++] = i;
          }
    }
  for (guint i = 0; i < n; i++)
    if (entries[i].valid && !seen[i])
      {
        BstPositionProblem where;

        where_clear (&where);
        where_square (&where, entries[i].x, entries[i].y);
        where.board_index = (int) i;
        where.tile_type = (int) entries[i].type;
        add_problem (problems, disconnected_message (entries[i].x, entries[i].y), &where);
      }
}

/* The reader stops at the first problem; a meeple at fault is taken away
 * (its player's supply given back) to look for the next one, as meeples
 * are checked each on its own. */
static gboolean
drop_meeple (JsonNode *node, guint index)
{
  JsonObject *root = json_node_get_object (node);
  JsonArray *meeples = json_object_get_array_member (root, "meeples");
  JsonArray *players = json_object_get_array_member (root, "players");
  JsonObject *meeple, *player;
  gint64 seat;

  if (meeples == NULL || players == NULL || index >= json_array_get_length (meeples))
    return FALSE;
  meeple = json_array_get_object_element (meeples, index);
  seat = meeple ? json_object_get_int_member_with_default (meeple, "player", -1) : -1;
  if (seat < 0 || seat >= json_array_get_length (players))
    return FALSE;
  player = json_array_get_object_element (players, (guint) seat);
  if (player == NULL)
    return FALSE;
  json_object_set_int_member (player, "supply",
                              json_object_get_int_member_with_default (player, "supply", 0) + 1);
  json_array_remove_element (meeples, index);
  return TRUE;
}

#define MAX_PROBLEMS 32

GPtrArray *
bst_position_list_problems (JsonNode *node)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) bst_position_problem_free);
  g_autoptr (JsonNode) copy = NULL;
  guint meeple_index[BST_MAX_MEEPLES];
  guint n_meeples = BST_MAX_MEEPLES;

  g_return_val_if_fail (node != NULL, problems);

  board_problems (node, problems);
  if (problems->len > 0)
    return problems;

  copy = json_node_copy (node);
  for (guint i = 0; i < BST_MAX_MEEPLES; i++)
    meeple_index[i] = i;
  while (problems->len < MAX_PROBLEMS)
    {
      g_autoptr (BstPosition) position = NULL;
      g_autoptr (GError) error = NULL;
      BstPositionProblem where;
      int index;

      where_clear (&where);
      position = read_position (copy, &where, &error);
      if (position)
        break;
      index = where.meeple_index;
      if (index >= 0 && (guint) index < n_meeples)
        where.meeple_index = (int) meeple_index[index];
      add_problem (problems, g_strdup (error->message), &where);
      if (index < 0 || (guint) index >= n_meeples || !drop_meeple (copy, (guint) index))
        break;
      memmove (&meeple_index[index], &meeple_index[index + 1],
               (n_meeples - index - 1) * sizeof meeple_index[0]);
      n_meeples--;
    }
  return problems;
}

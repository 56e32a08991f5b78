/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-notation.h"
#include "bst-position-private.h"

/* Reading a snapshot means rebuilding it with the engine's own checks, so a
 * position read is a position the engine could have reached. */

static gboolean
read_board (BstState *state, JsonObject *root, GError **error)
{
  static const gint8 dx[4] = { 0, 1, 0, -1 };
  static const gint8 dy[4] = { -1, 0, 1, 0 };
  JsonArray *board = bst_json_get_array (root, "board", BST_MAX_TILES, error);
  guint8 queue[BST_MAX_TILES];
  gboolean seen[BST_MAX_TILES] = { FALSE };
  guint head = 0, tail = 0;

  if (board == NULL)
    return FALSE;
  if (json_array_get_length (board) == 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("board: the board needs at least the start tile"));
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

      if (object == NULL
          || (tile_node = bst_json_require_member (object, path, "tile", error)) == NULL
          || !bst_json_get_tile (tile_node, tile_path, &type, error)
          || !bst_json_get_int (object, path, "x", -MAX_COORD, MAX_COORD, &x, error)
          || !bst_json_get_int (object, path, "y", -MAX_COORD, MAX_COORD, &y, error)
          || !bst_json_get_int (object, path, "rotation", 0, 3, &rotation, error))
        return FALSE;
      if (i == 0 && (x != 0 || y != 0))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: the start tile must be at 0,0, not at %d,%d"),
                       path, (int) x, (int) y);
          return FALSE;
        }
      if (!bst_state_put_tile (state, type, (int) x, (int) y, (guint) rotation, error))
        {
          g_prefix_error (error, "%s: ", path);
          return FALSE;
        }
    }

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
        g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                     _("board[%u]: the tile at %d,%d is not connected to the start tile"),
                     i, state->tiles[i].x, state->tiles[i].y);
        return FALSE;
      }

  state->last_tile = state->n_tiles > 1 ? state->n_tiles - 1 : 0xff;
  return TRUE;
}

static gboolean
read_meeples (BstState *state, JsonObject *root, GError **error)
{
  JsonArray *meeples = bst_json_get_array (root, "meeples", BST_MAX_MEEPLES, error);

  if (meeples == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (meeples); i++)
    {
      g_autofree char *path = g_strdup_printf ("meeples[%u]", i);
      JsonObject *object = bst_json_node_to_object (json_array_get_element (meeples, i), path, error);
      const BstPlacedTile *pt;
      const char *segment_text;
      gint64 player, x, y;
      int tile, segment;

      if (object == NULL
          || !bst_json_get_int (object, path, "player", 0, state->rules.n_players - 1, &player, error)
          || !bst_json_get_int (object, path, "x", -MAX_COORD, MAX_COORD, &x, error)
          || !bst_json_get_int (object, path, "y", -MAX_COORD, MAX_COORD, &y, error)
          || (segment_text = bst_json_get_string (object, path, "segment", error)) == NULL)
        return FALSE;

      tile = bst_state_tile_at (state, (int) x, (int) y);
      if (tile < 0)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: there is no tile at %d,%d"), path, (int) x, (int) y);
          return FALSE;
        }
      pt = &state->tiles[tile];
      segment = bst_segment_parse (pt->type, pt->rotation, segment_text, error);
      if (segment < 0)
        {
          g_prefix_error (error, _("%s: tile %d,%d: "), path, (int) x, (int) y);
          return FALSE;
        }
      if (!bst_state_put_meeple (state, (guint) player, (guint) tile, (guint) segment, error))
        {
          g_prefix_error (error, "%s: ", path);
          return FALSE;
        }
      /* Scoring a completed feature sends its meeples home at once. */
      if (bst_state_feature_complete (state, (guint) tile, (guint) segment))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: the %s at %d,%d is complete, so no meeple can stay on it"),
                       path, segment_text, (int) x, (int) y);
          return FALSE;
        }
    }
  return TRUE;
}

/* A list of tile letters, at most @max_length of them. */
static gboolean
read_letters (JsonNode     *node,
              const char   *path,
              guint         max_length,
              guint8       *types,
              guint8       *n_types,
              GError      **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected a list"), path);
      return FALSE;
    }
  array = json_node_get_array (node);
  if (json_array_get_length (array) > max_length)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: %u tiles, but the rules allow %u"),
                   path, json_array_get_length (array), max_length);
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
read_player_counts (BstState    *state,
                    JsonObject  *root,
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

          if (!read_letters (json_object_get_member (object, "held"), where,
                             state->rules.hand_size, state->held[p], &state->n_held[p], error))
            return FALSE;
          if (state->n_held[p] > 0 && state->rules.hand_size == 1
              && !state->rules.draw_at_end_of_turn)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                           _("%s: players hold tiles between turns only with a hand of tiles "
                             "or drawing at the end of the turn"), where);
              return FALSE;
            }
          if (state->n_held[p] > 0 && p == state->current_player)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                           _("%s: the player to move holds their tiles in “hand”"), where);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
read_tiles_in_play (BstState    *state,
                    JsonObject  *root,
                    gboolean     free_mode,
                    GError     **error)
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
      || !read_letters (hand, "hand", state->rules.hand_size, state->hand, &state->n_hand, error))
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
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("tile %c: the set has %u, but the board, hands and bag hold %u"),
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
check_turn (BstState *state, GError **error)
{
  if (state->phase == BST_PHASE_OVER)
    {
      if (state->n_hand > 0)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("hand: the game is over, but a tile is in hand"));
          return FALSE;
        }
      /* Only a game stuck on unplaceable tiles ends with tiles left. */
      if (state->end_reason == BST_END_BAG_EMPTY && state->n_bag > 0)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("bag: the game is over, but tiles are left in the bag"));
          return FALSE;
        }
      return TRUE;
    }

  if (state->n_hand == 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("hand: the player to move holds no tile"));
      return FALSE;
    }
  for (guint i = 0; i < state->n_hand; i++)
    if (!bst_state_can_place (state, state->hand[i]))
      {
        g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                     _("hand[%u]: tile %c fits nowhere on the board"),
                     i, bst_tile_type_letter (state->hand[i]));
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

BstPosition *
bst_position_new_from_json (JsonNode *node, GError **error)
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

  if (!read_board (state, root, error)
      || !read_meeples (state, root, error)
      || !read_player_counts (state, root, error)
      || !read_tiles_in_play (state, root, self->free_mode, error)
      || !read_extra_turn (state, root, error)
      || !read_auction (state, root, error)
      || !check_turn (state, error))
    return NULL;

  return g_steal_pointer (&self);
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

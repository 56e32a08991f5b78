/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-share-code-private.h"
#include "bst-json-writer.h"

/* The position, which every version of a share code starts with, in bits,
 * most significant bit first:
 *
 *   rules     5: number of rules n; then per rule 1 bit "not the default",
 *             followed by the 8-bit value when set
 *   free      1
 *   players   per seat: colour 3, kind 3, name length in bytes 9, the bytes
 *             8 each; then per seat a score (varint), a supply 4 and the
 *             tiles held while waiting: count 3, type 5 each
 *   turn      to move 3, phase 2 (place, over, bid, decide), turn (varint),
 *             discards 7, returned 8; when over the end 2; extra turn 1,
 *             followed by the player to resume 3 when set; in an auction
 *             the tile 5, bidder 3, best bidder 3 (7 none), best bid (varint)
 *   board     tiles 7; min x 8, min y 8 (offset by 128), width - 1 8,
 *             height - 1 8; per tile: type 5, rotation 2, x and y from the
 *             minimum in as many bits as width and height need
 *   meeples   count 6; per meeple: player 3, tile index 7, segment 3
 *   hand      count 3; per tile type 5
 *   bag       mode 2: 0 the rest of the 72-tile set; 1 per type a bit
 *             "as in the rest of the set", followed by the count 7 when
 *             clear; 2 a draw order: count 7, type 5 each, first drawn first
 *
 * A varint is 7-bit groups, least significant first, each with a
 * continuation bit before it. */

#define BAG_REST    0
#define BAG_COUNTS  1
#define BAG_ORDER   2

/* The bag that a game without discards would hold: the set less what is on
 * the board and in hand. */
static void
rest_of_set (const BstState *state, guint *counts)
{
  guint used[BST_N_TILE_TYPES] = { 0 };

  for (guint i = 0; i < state->n_tiles; i++)
    used[state->tiles[i].type]++;
  for (guint i = 0; i < state->n_hand; i++)
    used[state->hand[i]]++;
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    for (guint i = 0; i < state->n_held[p]; i++)
      used[state->held[p][i]]++;
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      guint count = bst_tile_type (type)->count;
      counts[type] = used[type] < count ? count - used[type] : 0;
    }
}

static const guint8 phases[4] = {
  BST_PHASE_PLACE, BST_PHASE_OVER, BST_PHASE_BID, BST_PHASE_DECIDE,
};
static const char *const phase_names[4] = { "place", "over", "bid", "decide" };
static const char *const end_names[3] = { "none", "bag-empty", "unplaceable" };

static guint
phase_code (guint phase)
{
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    if (phases[i] == phase)
      return i;
  g_return_val_if_reached (0);
}

/* Encoding ---------------------------------------------------------------------- */

void
_bst_share_code_put_position (BstBitWriter *w, BstPosition *position)
{
  const BstState *state = bst_position_get_state (position);
  const BstRuleSet *rules = &state->rules;
  BstRuleSet defaults;
  guint rest[BST_N_TILE_TYPES];
  gboolean is_rest = !state->fixed_order;
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  guint bits_x, bits_y;

  bst_rule_set_init_default (&defaults);
  _bst_bit_writer_put (w, bst_rule_info_count (), 5);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value = bst_rule_set_get (rules, info);
      gboolean differs = value != bst_rule_set_get (&defaults, info);

      _bst_bit_writer_put (w, differs, 1);
      if (differs)
        _bst_bit_writer_put (w, value, 8);
    }
  _bst_bit_writer_put (w, bst_position_get_free_mode (position), 1);

  for (guint p = 0; p < rules->n_players; p++)
    {
      const BstPlayerInfo *player = bst_position_get_player (position, p);
      gsize length = player->name ? MIN (strlen (player->name), 511) : 0;

      _bst_bit_writer_put (w, player->colour, 3);
      _bst_bit_writer_put (w, player->kind, 3);
      _bst_bit_writer_put (w, length, 9);
      for (gsize i = 0; i < length; i++)
        _bst_bit_writer_put (w, (guint8) player->name[i], 8);
    }
  for (guint p = 0; p < rules->n_players; p++)
    {
      _bst_bit_writer_put_varint (w, (guint16) state->scores[p]);
      _bst_bit_writer_put (w, state->supply[p], 4);
      _bst_bit_writer_put (w, state->n_held[p], 3);
      for (guint i = 0; i < state->n_held[p]; i++)
        _bst_bit_writer_put (w, state->held[p][i], 5);
    }

  _bst_bit_writer_put (w, state->current_player, 3);
  _bst_bit_writer_put (w, phase_code (state->phase), 2);
  _bst_bit_writer_put_varint (w, state->turn);
  _bst_bit_writer_put (w, state->discards, 7);
  _bst_bit_writer_put (w, state->returned, 8);
  if (state->phase == BST_PHASE_OVER)
    _bst_bit_writer_put (w, state->end_reason, 2);
  _bst_bit_writer_put (w, state->extra_turn != 0, 1);
  if (state->extra_turn)
    _bst_bit_writer_put (w, state->resume_player, 3);
  if (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    {
      _bst_bit_writer_put (w, state->auction_tile, 5);
      _bst_bit_writer_put (w, state->auction_bidder, 3);
      _bst_bit_writer_put (w, state->auction_high_bidder == BST_NO_PLAYER
                              ? 7 : state->auction_high_bidder, 3);
      _bst_bit_writer_put_varint (w, state->auction_high_bid);
    }

  for (guint i = 0; i < state->n_tiles; i++)
    {
      min_x = MIN (min_x, state->tiles[i].x);
      min_y = MIN (min_y, state->tiles[i].y);
      max_x = MAX (max_x, state->tiles[i].x);
      max_y = MAX (max_y, state->tiles[i].y);
    }
  bits_x = _bst_bits_for ((guint) (max_x - min_x));
  bits_y = _bst_bits_for ((guint) (max_y - min_y));
  _bst_bit_writer_put (w, state->n_tiles, 7);
  _bst_bit_writer_put (w, (guint) (min_x + 128), 8);
  _bst_bit_writer_put (w, (guint) (min_y + 128), 8);
  _bst_bit_writer_put (w, (guint) (max_x - min_x), 8);
  _bst_bit_writer_put (w, (guint) (max_y - min_y), 8);
  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BstPlacedTile *pt = &state->tiles[i];

      _bst_bit_writer_put (w, pt->type, 5);
      _bst_bit_writer_put (w, pt->rotation, 2);
      _bst_bit_writer_put (w, (guint) (pt->x - min_x), bits_x);
      _bst_bit_writer_put (w, (guint) (pt->y - min_y), bits_y);
    }

  _bst_bit_writer_put (w, state->n_meeples, 6);
  for (guint i = 0; i < state->n_meeples; i++)
    {
      _bst_bit_writer_put (w, state->meeples[i].player, 3);
      _bst_bit_writer_put (w, state->meeples[i].tile, 7);
      _bst_bit_writer_put (w, state->meeples[i].segment, 3);
    }

  _bst_bit_writer_put (w, state->n_hand, 3);
  for (guint i = 0; i < state->n_hand; i++)
    _bst_bit_writer_put (w, state->hand[i], 5);

  rest_of_set (state, rest);
  for (guint type = 0; type < BST_N_TILE_TYPES && is_rest; type++)
    is_rest = bst_state_bag_count (state, type) == rest[type];
  if (is_rest)
    _bst_bit_writer_put (w, BAG_REST, 2);
  else if (!state->fixed_order)
    {
      _bst_bit_writer_put (w, BAG_COUNTS, 2);
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          guint count = bst_state_bag_count (state, type);

          _bst_bit_writer_put (w, count == rest[type], 1);
          if (count != rest[type])
            _bst_bit_writer_put (w, count, 7);
        }
    }
  else
    {
      _bst_bit_writer_put (w, BAG_ORDER, 2);
      _bst_bit_writer_put (w, state->n_bag, 7);
      for (guint i = state->n_bag; i > 0; i--)
        _bst_bit_writer_put (w, state->bag[i - 1], 5);
    }
}

gboolean
_bst_share_code_fail (GError **error, const char *reason)
{
  g_set_error (error, BST_ERROR, BST_ERROR_PARSE, _("The share code is damaged (%s)"), reason);
  return FALSE;
}

static void
add_letter (JsonBuilder *builder, guint type)
{
  char letter[2] = { bst_tile_type_letter (type), '\0' };
  json_builder_add_string_value (builder, letter);
}

/* Turns the bits into a snapshot. Only what a snapshot cannot express is
 * checked here (indices into tables); the rest is the snapshot reader's. */
JsonNode *
_bst_share_code_get_position (BstBitReader *r, GError **error)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  BstRuleSet rules;
  guint n_rules, n_players = 0, n_tiles, n_meeples, n_hand, mode;
  guint8 types[BST_N_TILES], rotations[BST_N_TILES], hand[BST_MAX_HAND];
  int xs[BST_N_TILES], ys[BST_N_TILES];
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint colours[BST_MAX_PLAYERS], kinds[BST_MAX_PLAYERS];
  gboolean free_mode;
  guint64 turn;
  guint phase, returned;
  guint8 held[BST_MAX_PLAYERS][BST_MAX_HAND];
  guint n_held[BST_MAX_PLAYERS] = { 0 };
  int min_x, min_y;
  guint bits_x, bits_y;

  bst_rule_set_init_default (&rules);
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  n_rules = _bst_bit_reader_get (r, 5);
  if (n_rules > bst_rule_info_count ())
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_VERSION,
                           _("The share code was made by a newer Bastide"));
      return NULL;
    }
  for (guint i = 0; i < n_rules; i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value = _bst_bit_reader_get (r, 1) ? _bst_bit_reader_get (r, 8)
                                               : bst_rule_set_get (&rules, info);

      json_builder_set_member_name (builder, info->name);
      json_builder_add_int_value (builder, value);
      if (info->offset == G_STRUCT_OFFSET (BstRuleSet, n_players))
        n_players = value;
    }
  json_builder_end_object (builder);
  if (n_rules == 0)
    n_players = rules.n_players;
  if (n_players > BST_MAX_PLAYERS)
    {
      _bst_share_code_fail (error, _("too many players"));
      return NULL;
    }

  free_mode = _bst_bit_reader_get (r, 1);
  for (guint p = 0; p < n_players; p++)
    {
      guint length;
      char *name;

      colours[p] = _bst_bit_reader_get (r, 3);
      kinds[p] = _bst_bit_reader_get (r, 3);
      length = _bst_bit_reader_get (r, 9);
      name = g_malloc0 (length + 1);
      g_ptr_array_add (names, name);
      for (guint i = 0; i < length; i++)
        name[i] = (char) _bst_bit_reader_get (r, 8);
      if (colours[p] >= BST_N_COLOURS || kinds[p] >= BST_N_SEAT_KINDS
          || strlen (name) != length || r->overrun)
        {
          _bst_share_code_fail (error, _("a player cannot be read"));
          return NULL;
        }
    }

  if (free_mode)
    bst_json_add_boolean_member (builder, "free", TRUE);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      guint64 score;

      json_builder_begin_object (builder);
      bst_json_add_string_member (builder, "name", g_ptr_array_index (names, p));
      bst_json_add_string_member (builder, "colour", bst_colour_name (colours[p]));
      bst_json_add_string_member (builder, "kind", bst_seat_kind_name (kinds[p]));
      score = _bst_bit_reader_get_varint (r);
      bst_json_add_int_member (builder, "score", (gint64) MIN (score, G_MAXINT32));
      bst_json_add_int_member (builder, "supply", _bst_bit_reader_get (r, 4));
      n_held[p] = _bst_bit_reader_get (r, 3);
      if (n_held[p] > BST_MAX_HAND)
        {
          _bst_share_code_fail (error, _("too many tiles in hand"));
          return NULL;
        }
      for (guint i = 0; i < n_held[p]; i++)
        if ((held[p][i] = _bst_bit_reader_get (r, 5)) >= BST_N_TILE_TYPES)
          {
            _bst_share_code_fail (error, _("no such tile"));
            return NULL;
          }
      if (n_held[p] > 0)
        {
          json_builder_set_member_name (builder, "held");
          json_builder_begin_array (builder);
          for (guint i = 0; i < n_held[p]; i++)
            add_letter (builder, held[p][i]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  bst_json_add_int_member (builder, "to_move", _bst_bit_reader_get (r, 3));
  phase = _bst_bit_reader_get (r, 2);
  bst_json_add_string_member (builder, "phase", phase_names[phase]);
  turn = _bst_bit_reader_get_varint (r);
  bst_json_add_int_member (builder, "turn", (gint64) MIN (turn, G_MAXINT32));
  bst_json_add_int_member (builder, "discards", _bst_bit_reader_get (r, 7));
  returned = _bst_bit_reader_get (r, 8);
  if (returned)
    bst_json_add_int_member (builder, "returned", returned);
  if (phases[phase] == BST_PHASE_OVER)
    {
      guint end = _bst_bit_reader_get (r, 2);

      if (end == BST_END_NONE || end >= G_N_ELEMENTS (end_names))
        {
          _bst_share_code_fail (error, _("unknown end of game"));
          return NULL;
        }
      bst_json_add_string_member (builder, "end", end_names[end]);
    }
  if (_bst_bit_reader_get (r, 1))
    {
      json_builder_set_member_name (builder, "extra_turn");
      json_builder_begin_object (builder);
      bst_json_add_int_member (builder, "resume", _bst_bit_reader_get (r, 3));
      json_builder_end_object (builder);
    }
  if (phases[phase] == BST_PHASE_BID || phases[phase] == BST_PHASE_DECIDE)
    {
      guint tile = _bst_bit_reader_get (r, 5);
      guint bidder = _bst_bit_reader_get (r, 3);
      guint high_bidder = _bst_bit_reader_get (r, 3);
      guint64 high_bid = _bst_bit_reader_get_varint (r);

      if (tile >= BST_N_TILE_TYPES)
        {
          _bst_share_code_fail (error, _("no such tile"));
          return NULL;
        }
      json_builder_set_member_name (builder, "auction");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      add_letter (builder, tile);
      bst_json_add_int_member (builder, "bidder", bidder);
      json_builder_set_member_name (builder, "high_bidder");
      if (high_bidder == 7)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, high_bidder);
      bst_json_add_int_member (builder, "high_bid", (gint64) MIN (high_bid, G_MAXINT32));
      json_builder_end_object (builder);
    }

  n_tiles = _bst_bit_reader_get (r, 7);
  min_x = (int) _bst_bit_reader_get (r, 8) - 128;
  min_y = (int) _bst_bit_reader_get (r, 8) - 128;
  bits_x = _bst_bits_for (_bst_bit_reader_get (r, 8));
  bits_y = _bst_bits_for (_bst_bit_reader_get (r, 8));
  if (n_tiles > BST_N_TILES)
    {
      _bst_share_code_fail (error, _("too many tiles"));
      return NULL;
    }
  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_tiles; i++)
    {
      types[i] = _bst_bit_reader_get (r, 5);
      rotations[i] = _bst_bit_reader_get (r, 2);
      xs[i] = min_x + (int) _bst_bit_reader_get (r, bits_x);
      ys[i] = min_y + (int) _bst_bit_reader_get (r, bits_y);
      if (types[i] >= BST_N_TILE_TYPES)
        {
          _bst_share_code_fail (error, _("no such tile"));
          return NULL;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      add_letter (builder, types[i]);
      bst_json_add_int_member (builder, "x", xs[i]);
      bst_json_add_int_member (builder, "y", ys[i]);
      bst_json_add_int_member (builder, "rotation", rotations[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  n_meeples = _bst_bit_reader_get (r, 6);
  json_builder_set_member_name (builder, "meeples");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_meeples; i++)
    {
      guint player = _bst_bit_reader_get (r, 3);
      guint tile = _bst_bit_reader_get (r, 7);
      guint segment = _bst_bit_reader_get (r, 3);
      g_autofree char *name = NULL;

      if (tile >= n_tiles || segment >= bst_tile_type (types[tile])->n_segments)
        {
          _bst_share_code_fail (error, _("a meeple stands on nothing"));
          return NULL;
        }
      name = bst_segment_format (types[tile], rotations[tile], segment);
      json_builder_begin_object (builder);
      bst_json_add_int_member (builder, "player", player);
      bst_json_add_int_member (builder, "x", xs[tile]);
      bst_json_add_int_member (builder, "y", ys[tile]);
      bst_json_add_string_member (builder, "segment", name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  n_hand = _bst_bit_reader_get (r, 3);
  if (n_hand > BST_MAX_HAND)
    {
      _bst_share_code_fail (error, _("too many tiles in hand"));
      return NULL;
    }
  json_builder_set_member_name (builder, "hand");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_hand; i++)
    {
      hand[i] = _bst_bit_reader_get (r, 5);
      if (hand[i] >= BST_N_TILE_TYPES)
        {
          _bst_share_code_fail (error, _("no such tile"));
          return NULL;
        }
      add_letter (builder, hand[i]);
    }
  json_builder_end_array (builder);

  mode = _bst_bit_reader_get (r, 2);
  if (mode == BAG_REST || mode == BAG_COUNTS)
    {
      guint counts[BST_N_TILE_TYPES];

        {
          BstState *scratch = g_new0 (BstState, 1);

          for (guint i = 0; i < n_tiles; i++)
            scratch->tiles[scratch->n_tiles++].type = types[i];
          memcpy (scratch->hand, hand, n_hand);
          scratch->n_hand = n_hand;
          for (guint p = 0; p < n_players; p++)
            {
              memcpy (scratch->held[p], held[p], n_held[p]);
              scratch->n_held[p] = n_held[p];
            }
          rest_of_set (scratch, counts);
          g_free (scratch);
        }
      if (mode == BAG_COUNTS)
        for (guint type = 0; type < BST_N_TILE_TYPES; type++)
          if (!_bst_bit_reader_get (r, 1))
            counts[type] = _bst_bit_reader_get (r, 7);

      json_builder_set_member_name (builder, "bag");
      json_builder_begin_object (builder);
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          char letter[2] = { bst_tile_type_letter (type), '\0' };

          if (counts[type] == 0)
            continue;
          bst_json_add_int_member (builder, letter, counts[type]);
        }
      json_builder_end_object (builder);
    }
  else if (mode == BAG_ORDER)
    {
      guint n = _bst_bit_reader_get (r, 7);

      json_builder_set_member_name (builder, "draw_order");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n && !r->overrun; i++)
        {
          guint type = _bst_bit_reader_get (r, 5);
          if (type >= BST_N_TILE_TYPES)
            {
              _bst_share_code_fail (error, _("no such tile"));
              return NULL;
            }
          add_letter (builder, type);
        }
      json_builder_end_array (builder);
    }
  else
    {
      _bst_share_code_fail (error, _("unknown bag"));
      return NULL;
    }
  json_builder_end_object (builder);

  if (r->overrun)
    {
      _bst_share_code_fail (error, _("it is cut short"));
      return NULL;
    }
  return json_builder_get_root (builder);
}

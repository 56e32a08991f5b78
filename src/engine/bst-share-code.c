/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-share-code.h"

/* Layout of version 1, in bits, most significant bit first:
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
 * continuation bit before it. Padding to a byte is zero. */

#define BAG_REST    0
#define BAG_COUNTS  1
#define BAG_ORDER   2

/* Bits ------------------------------------------------------------------------ */

typedef struct {
  GByteArray *bytes;
  guint       bit;       /* bits used in the last byte, 0 = start a new one */
} BitWriter;

static void
put_bits (BitWriter *w, guint64 value, guint n)
{
  for (guint i = n; i > 0; i--)
    {
      guint8 bit = (value >> (i - 1)) & 1;

      if (w->bit == 0)
        {
          guint8 zero = 0;
          g_byte_array_append (w->bytes, &zero, 1);
        }
      w->bytes->data[w->bytes->len - 1] |= bit << (7 - w->bit);
      w->bit = (w->bit + 1) % 8;
    }
}

static void
put_varint (BitWriter *w, guint64 value)
{
  do
    {
      put_bits (w, value >= 0x80, 1);
      put_bits (w, value & 0x7f, 7);
      value >>= 7;
    }
  while (value);
}

typedef struct {
  const guint8 *data;
  gsize         length;  /* in bytes */
  gsize         pos;     /* in bits */
  gboolean      overrun;
} BitReader;

static guint64
get_bits (BitReader *r, guint n)
{
  guint64 value = 0;

  for (guint i = 0; i < n; i++)
    {
      if (r->pos >= 8 * r->length)
        {
          r->overrun = TRUE;
          return 0;
        }
      value = (value << 1) | ((r->data[r->pos / 8] >> (7 - r->pos % 8)) & 1);
      r->pos++;
    }
  return value;
}

static guint64
get_varint (BitReader *r)
{
  guint64 value = 0;

  for (guint shift = 0; shift < 35; shift += 7)
    {
      gboolean more = get_bits (r, 1);
      value |= get_bits (r, 7) << shift;
      if (!more)
        return value;
    }
  r->overrun = TRUE;
  return 0;
}

static guint
bits_for (guint max_value)
{
  guint n = 0;

  while (max_value >> n)
    n++;
  return n;
}

static guint32
crc32 (const guint8 *data, gsize length)
{
  guint32 crc = 0xffffffffu;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (guint k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320u & -(crc & 1));
    }
  return ~crc;
}

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

static void
encode (BstPosition *position, BitWriter *w)
{
  const BstState *state = bst_position_get_state (position);
  const BstRuleSet *rules = &state->rules;
  BstRuleSet defaults;
  guint rest[BST_N_TILE_TYPES];
  gboolean is_rest = !state->fixed_order;
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  guint bits_x, bits_y;

  bst_rule_set_init_default (&defaults);
  put_bits (w, bst_rule_info_count (), 5);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value = bst_rule_set_get (rules, info);
      gboolean differs = value != bst_rule_set_get (&defaults, info);

      put_bits (w, differs, 1);
      if (differs)
        put_bits (w, value, 8);
    }
  put_bits (w, bst_position_get_free_mode (position), 1);

  for (guint p = 0; p < rules->n_players; p++)
    {
      const BstPlayerInfo *player = bst_position_get_player (position, p);
      gsize length = player->name ? MIN (strlen (player->name), 511) : 0;

      put_bits (w, player->colour, 3);
      put_bits (w, player->kind, 3);
      put_bits (w, length, 9);
      for (gsize i = 0; i < length; i++)
        put_bits (w, (guint8) player->name[i], 8);
    }
  for (guint p = 0; p < rules->n_players; p++)
    {
      put_varint (w, (guint16) state->scores[p]);
      put_bits (w, state->supply[p], 4);
      put_bits (w, state->n_held[p], 3);
      for (guint i = 0; i < state->n_held[p]; i++)
        put_bits (w, state->held[p][i], 5);
    }

  put_bits (w, state->current_player, 3);
  put_bits (w, phase_code (state->phase), 2);
  put_varint (w, state->turn);
  put_bits (w, state->discards, 7);
  put_bits (w, state->returned, 8);
  if (state->phase == BST_PHASE_OVER)
    put_bits (w, state->end_reason, 2);
  put_bits (w, state->extra_turn != 0, 1);
  if (state->extra_turn)
    put_bits (w, state->resume_player, 3);
  if (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    {
      put_bits (w, state->auction_tile, 5);
      put_bits (w, state->auction_bidder, 3);
      put_bits (w, state->auction_high_bidder == BST_NO_PLAYER ? 7 : state->auction_high_bidder, 3);
      put_varint (w, state->auction_high_bid);
    }

  for (guint i = 0; i < state->n_tiles; i++)
    {
      min_x = MIN (min_x, state->tiles[i].x);
      min_y = MIN (min_y, state->tiles[i].y);
      max_x = MAX (max_x, state->tiles[i].x);
      max_y = MAX (max_y, state->tiles[i].y);
    }
  bits_x = bits_for ((guint) (max_x - min_x));
  bits_y = bits_for ((guint) (max_y - min_y));
  put_bits (w, state->n_tiles, 7);
  put_bits (w, (guint) (min_x + 128), 8);
  put_bits (w, (guint) (min_y + 128), 8);
  put_bits (w, (guint) (max_x - min_x), 8);
  put_bits (w, (guint) (max_y - min_y), 8);
  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BstPlacedTile *pt = &state->tiles[i];

      put_bits (w, pt->type, 5);
      put_bits (w, pt->rotation, 2);
      put_bits (w, (guint) (pt->x - min_x), bits_x);
      put_bits (w, (guint) (pt->y - min_y), bits_y);
    }

  put_bits (w, state->n_meeples, 6);
  for (guint i = 0; i < state->n_meeples; i++)
    {
      put_bits (w, state->meeples[i].player, 3);
      put_bits (w, state->meeples[i].tile, 7);
      put_bits (w, state->meeples[i].segment, 3);
    }

  put_bits (w, state->n_hand, 3);
  for (guint i = 0; i < state->n_hand; i++)
    put_bits (w, state->hand[i], 5);

  rest_of_set (state, rest);
  for (guint type = 0; type < BST_N_TILE_TYPES && is_rest; type++)
    is_rest = bst_state_bag_count (state, type) == rest[type];
  if (is_rest)
    put_bits (w, BAG_REST, 2);
  else if (!state->fixed_order)
    {
      put_bits (w, BAG_COUNTS, 2);
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          guint count = bst_state_bag_count (state, type);

          put_bits (w, count == rest[type], 1);
          if (count != rest[type])
            put_bits (w, count, 7);
        }
    }
  else
    {
      put_bits (w, BAG_ORDER, 2);
      put_bits (w, state->n_bag, 7);
      for (guint i = state->n_bag; i > 0; i--)
        put_bits (w, state->bag[i - 1], 5);
    }
}

static char *
base64url_encode (const guint8 *data, gsize length)
{
  char *text = g_base64_encode (data, length);
  char *out = text;

  for (char *c = text; *c; c++)
    {
      if (*c == '=')
        continue;
      *out++ = *c == '+' ? '-' : *c == '/' ? '_' : *c;
    }
  *out = '\0';
  return text;
}

char *
bst_share_code_encode (BstPosition *position)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autofree char *body = NULL;
  BitWriter w = { bytes, 0 };
  char prefix[3] = { 'B', '0' + BST_SHARE_CODE_VERSION, '\0' };
  guint8 check[4];
  guint32 crc;

  g_return_val_if_fail (BST_IS_POSITION (position), NULL);

  g_byte_array_append (bytes, (const guint8 *) prefix, 2);
  encode (position, &w);
  crc = crc32 (bytes->data, bytes->len);
  for (guint i = 0; i < 4; i++)
    check[i] = (crc >> (24 - 8 * i)) & 0xff;
  g_byte_array_append (bytes, check, 4);

  body = base64url_encode (bytes->data + 2, bytes->len - 2);
  return g_strconcat (prefix, body, NULL);
}

/* Decoding ------------------------------------------------------------------------ */

gboolean
bst_share_code_looks_like (const char *text)
{
  gsize length;

  g_return_val_if_fail (text != NULL, FALSE);

  length = strlen (text);
  if (length < 8 || length > BST_SHARE_CODE_MAX_LENGTH
      || text[0] != 'B' || !g_ascii_isdigit (text[1]))
    return FALSE;
  for (gsize i = 2; i < length; i++)
    if (!g_ascii_isalnum (text[i]) && text[i] != '-' && text[i] != '_')
      return FALSE;
  return length % 4 != 3;   /* base64 never leaves a single character over */
}

static gboolean
fail (GError **error, const char *message)
{
  g_set_error (error, BST_ERROR, BST_ERROR_PARSE, _("The share code is damaged (%s)"), message);
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
static JsonNode *
decode (BitReader *r, GError **error)
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
  n_rules = get_bits (r, 5);
  if (n_rules > bst_rule_info_count ())
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_VERSION,
                           _("The share code was made by a newer Bastide"));
      return NULL;
    }
  for (guint i = 0; i < n_rules; i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value = get_bits (r, 1) ? get_bits (r, 8) : bst_rule_set_get (&rules, info);

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
      fail (error, _("too many players"));
      return NULL;
    }

  free_mode = get_bits (r, 1);
  for (guint p = 0; p < n_players; p++)
    {
      guint length;
      char *name;

      colours[p] = get_bits (r, 3);
      kinds[p] = get_bits (r, 3);
      length = get_bits (r, 9);
      name = g_malloc0 (length + 1);
      g_ptr_array_add (names, name);
      for (guint i = 0; i < length; i++)
        name[i] = (char) get_bits (r, 8);
      if (colours[p] >= BST_N_COLOURS || kinds[p] >= BST_N_SEAT_KINDS
          || strlen (name) != length || r->overrun)
        {
          fail (error, _("a player cannot be read"));
          return NULL;
        }
    }

  if (free_mode)
    {
      json_builder_set_member_name (builder, "free");
      json_builder_add_boolean_value (builder, TRUE);
    }
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      guint64 score;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, g_ptr_array_index (names, p));
      json_builder_set_member_name (builder, "colour");
      json_builder_add_string_value (builder, bst_colour_name (colours[p]));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, bst_seat_kind_name (kinds[p]));
      score = get_varint (r);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, (gint64) MIN (score, G_MAXINT32));
      json_builder_set_member_name (builder, "supply");
      json_builder_add_int_value (builder, get_bits (r, 4));
      n_held[p] = get_bits (r, 3);
      if (n_held[p] > BST_MAX_HAND)
        {
          fail (error, _("too many tiles in hand"));
          return NULL;
        }
      for (guint i = 0; i < n_held[p]; i++)
        if ((held[p][i] = get_bits (r, 5)) >= BST_N_TILE_TYPES)
          {
            fail (error, _("no such tile"));
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

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_int_value (builder, get_bits (r, 3));
  phase = get_bits (r, 2);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_names[phase]);
  turn = get_varint (r);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, (gint64) MIN (turn, G_MAXINT32));
  json_builder_set_member_name (builder, "discards");
  json_builder_add_int_value (builder, get_bits (r, 7));
  returned = get_bits (r, 8);
  if (returned)
    {
      json_builder_set_member_name (builder, "returned");
      json_builder_add_int_value (builder, returned);
    }
  if (phases[phase] == BST_PHASE_OVER)
    {
      guint end = get_bits (r, 2);

      if (end == BST_END_NONE || end >= G_N_ELEMENTS (end_names))
        {
          fail (error, _("unknown end of game"));
          return NULL;
        }
      json_builder_set_member_name (builder, "end");
      json_builder_add_string_value (builder, end_names[end]);
    }
  if (get_bits (r, 1))
    {
      json_builder_set_member_name (builder, "extra_turn");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "resume");
      json_builder_add_int_value (builder, get_bits (r, 3));
      json_builder_end_object (builder);
    }
  if (phases[phase] == BST_PHASE_BID || phases[phase] == BST_PHASE_DECIDE)
    {
      guint tile = get_bits (r, 5);
      guint bidder = get_bits (r, 3);
      guint high_bidder = get_bits (r, 3);
      guint64 high_bid = get_varint (r);

      if (tile >= BST_N_TILE_TYPES)
        {
          fail (error, _("no such tile"));
          return NULL;
        }
      json_builder_set_member_name (builder, "auction");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      add_letter (builder, tile);
      json_builder_set_member_name (builder, "bidder");
      json_builder_add_int_value (builder, bidder);
      json_builder_set_member_name (builder, "high_bidder");
      if (high_bidder == 7)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, high_bidder);
      json_builder_set_member_name (builder, "high_bid");
      json_builder_add_int_value (builder, (gint64) MIN (high_bid, G_MAXINT32));
      json_builder_end_object (builder);
    }

  n_tiles = get_bits (r, 7);
  min_x = (int) get_bits (r, 8) - 128;
  min_y = (int) get_bits (r, 8) - 128;
  bits_x = bits_for (get_bits (r, 8));
  bits_y = bits_for (get_bits (r, 8));
  if (n_tiles > BST_N_TILES)
    {
      fail (error, _("too many tiles"));
      return NULL;
    }
  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_tiles; i++)
    {
      types[i] = get_bits (r, 5);
      rotations[i] = get_bits (r, 2);
      xs[i] = min_x + (int) get_bits (r, bits_x);
      ys[i] = min_y + (int) get_bits (r, bits_y);
      if (types[i] >= BST_N_TILE_TYPES)
        {
          fail (error, _("no such tile"));
          return NULL;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      add_letter (builder, types[i]);
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, xs[i]);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, ys[i]);
      json_builder_set_member_name (builder, "rotation");
      json_builder_add_int_value (builder, rotations[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  n_meeples = get_bits (r, 6);
  json_builder_set_member_name (builder, "meeples");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_meeples; i++)
    {
      guint player = get_bits (r, 3);
      guint tile = get_bits (r, 7);
      guint segment = get_bits (r, 3);
      g_autofree char *name = NULL;

      if (tile >= n_tiles || segment >= bst_tile_type (types[tile])->n_segments)
        {
          fail (error, _("a meeple stands on nothing"));
          return NULL;
        }
      name = bst_segment_format (types[tile], rotations[tile], segment);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, player);
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, xs[tile]);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, ys[tile]);
      json_builder_set_member_name (builder, "segment");
      json_builder_add_string_value (builder, name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  n_hand = get_bits (r, 3);
  if (n_hand > BST_MAX_HAND)
    {
      fail (error, _("too many tiles in hand"));
      return NULL;
    }
  json_builder_set_member_name (builder, "hand");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_hand; i++)
    {
      hand[i] = get_bits (r, 5);
      if (hand[i] >= BST_N_TILE_TYPES)
        {
          fail (error, _("no such tile"));
          return NULL;
        }
      add_letter (builder, hand[i]);
    }
  json_builder_end_array (builder);

  mode = get_bits (r, 2);
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
          if (!get_bits (r, 1))
            counts[type] = get_bits (r, 7);

      json_builder_set_member_name (builder, "bag");
      json_builder_begin_object (builder);
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          char letter[2] = { bst_tile_type_letter (type), '\0' };

          if (counts[type] == 0)
            continue;
          json_builder_set_member_name (builder, letter);
          json_builder_add_int_value (builder, counts[type]);
        }
      json_builder_end_object (builder);
    }
  else if (mode == BAG_ORDER)
    {
      guint n = get_bits (r, 7);

      json_builder_set_member_name (builder, "draw_order");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n && !r->overrun; i++)
        {
          guint type = get_bits (r, 5);
          if (type >= BST_N_TILE_TYPES)
            {
              fail (error, _("no such tile"));
              return NULL;
            }
          add_letter (builder, type);
        }
      json_builder_end_array (builder);
    }
  else
    {
      fail (error, _("unknown bag"));
      return NULL;
    }
  json_builder_end_object (builder);

  if (r->overrun)
    {
      fail (error, _("it is cut short"));
      return NULL;
    }
  /* Only zero padding may follow, so each position has one code. */
  if (8 * r->length - r->pos >= 8 || get_bits (r, 8 * r->length - r->pos) != 0)
    {
      fail (error, _("unexpected data at the end"));
      return NULL;
    }
  return json_builder_get_root (builder);
}

BstPosition *
bst_share_code_decode (const char *code, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree guint8 *bytes = NULL;
  g_autoptr (JsonNode) snapshot = NULL;
  BitReader r = { NULL, 0, 0, FALSE };
  gsize length, n_bytes;
  guint32 crc;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  length = strlen (code);
  while (length > 0 && g_ascii_isspace (code[length - 1]))
    length--;
  while (length > 0 && g_ascii_isspace (*code))
    code++, length--;
  if (length > BST_SHARE_CODE_MAX_LENGTH)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("The share code is too long (%lu characters; at most %d)"),
                   (unsigned long) length, BST_SHARE_CODE_MAX_LENGTH);
      return NULL;
    }
  text = g_strndup (code, length);
  if (!bst_share_code_looks_like (text))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("This is not a Bastide share code"));
      return NULL;
    }

  /* base64url back to base64 with padding */
  {
    GString *b64 = g_string_new (text + 2);

    for (gsize i = 0; i < b64->len; i++)
      b64->str[i] = b64->str[i] == '-' ? '+' : b64->str[i] == '_' ? '/' : b64->str[i];
    while (b64->len % 4)
      g_string_append_c (b64, '=');
    bytes = g_base64_decode (b64->str, &n_bytes);
    g_string_free (b64, TRUE);
  }
  {
    /* Stray bits in the last character would make a second code for the
     * same position. */
    g_autofree char *canonical = base64url_encode (bytes, n_bytes);
    if (strcmp (canonical, text + 2) != 0)
      {
        g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                             _("The share code is damaged (checksum mismatch)"));
        return NULL;
      }
  }
  if (n_bytes < 5)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("The share code is damaged (it is too short)"));
      return NULL;
    }

  {
    g_autofree guint8 *checked = g_malloc (n_bytes - 4 + 2);

    checked[0] = (guint8) text[0];
    checked[1] = (guint8) text[1];
    memcpy (checked + 2, bytes, n_bytes - 4);
    crc = crc32 (checked, n_bytes - 4 + 2);
  }
  if (crc != ((guint32) bytes[n_bytes - 4] << 24 | (guint32) bytes[n_bytes - 3] << 16
              | (guint32) bytes[n_bytes - 2] << 8 | bytes[n_bytes - 1]))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("The share code is damaged (checksum mismatch)"));
      return NULL;
    }
  if (text[1] - '0' != BST_SHARE_CODE_VERSION)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_VERSION,
                   text[1] - '0' > BST_SHARE_CODE_VERSION
                   ? _("The share code was made by a newer Bastide (version %d)")
                   : _("The share code has an unknown version (%d)"),
                   text[1] - '0');
      return NULL;
    }

  r.data = bytes;
  r.length = n_bytes - 4;
  snapshot = decode (&r, error);
  if (snapshot == NULL)
    return NULL;
  return bst_position_new_from_json (snapshot, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-share-code.h"
#include "bst-share-code-private.h"
#include "bst-json-writer.h"

/* Version 2 is the position of version 1 (bst-share-code-position.c),
 * then parts, each once and in this order, each after a 3-bit tag:
 *
 *   1 seed     varint, not 0: the record's seed (puzzle and replay codes)
 *   2 puzzle   kind 2 (score-it, best-move, reach-goal); for best-move the
 *              measure 1 (points, margin); for reach-goal the goal 2
 *              (points, cities, meeples-home), the target (varint) unless
 *              meeples-home, the turns (varint, 0 for all); difficulty 2;
 *              then topic, title and description, each a varint length in
 *              bytes and the UTF-8 bytes
 *   3 moves    1 when the game began at the standard start of the seed
 *              (the position is then that start), else the position is the
 *              start; the number of moves (varint); per move, read
 *              against the position it is played in: placing, the tile's
 *              index in hand when the hand holds more than one, x and y
 *              from one left of and one above the board in as many bits as
 *              its width and height + 2 need, rotation 2 and the segment
 *              + 1 (0 no meeple) in as many bits as the tile's segments
 *              need; bidding, 1 bit bid (then the points, varint) or pass;
 *              deciding, 1 bit accept or keep
 *
 * A position alone has no parts, so its code is as long as in version 1.
 * Only zero padding to a byte may follow, so each record has one code. */

#define TAG_BITS   3
#define TAG_SEED   1
#define TAG_PUZZLE 2
#define TAG_MOVES  3

static const char *const kind_names[] = { "score-it", "best-move", "reach-goal" };
static const char *const measure_names[] = { "points", "margin" };
static const char *const goal_names[] = { "points", "cities", "meeples-home" };
#define KIND_BEST_MOVE   1
#define KIND_REACH_GOAL  2
#define GOAL_MEEPLES     2

static int
name_index (const char *const *names, guint n_names, const char *name)
{
  for (guint i = 0; name && i < n_names; i++)
    if (g_str_equal (names[i], name))
      return (int) i;
  return -1;
}

/* Writing ------------------------------------------------------------------------- */

static gboolean
cannot_share (GError **error, const char *member)
{
  /* Translators: %s names a part of a puzzle file, e.g. "puzzle.objective.kind" */
  g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
               _("The puzzle cannot be put in a share code: %s is not as a puzzle file has it"),
               member);
  return FALSE;
}

static const char *
string_member (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
uint_member (JsonObject *object, const char *name, guint max, guint *value)
{
  JsonNode *node = json_object_get_member (object, name);
  gint64 number;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  number = json_node_get_int (node);
  if (number < 0 || number > max)
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

/* The puzzle block as a puzzle file holds it; its answer is left out, as
 * whoever opens the code has it worked out again. */
static gboolean
put_puzzle (BstBitWriter *w, JsonNode *block, GError **error)
{
  static const char *const members[] = {
    "title", "description", "difficulty", "topic", "objective", "answer",
  };
  JsonObject *object, *objective;
  g_autoptr (GList) names = NULL;
  const char *title, *description, *topic;
  JsonNode *node;
  guint difficulty, target = 0, turns = 0;
  int kind, measure = 0, goal = 0;

  if (!JSON_NODE_HOLDS_OBJECT (block))
    return cannot_share (error, "puzzle");
  object = json_node_get_object (block);
  names = json_object_get_members (object);
  for (GList *l = names; l; l = l->next)
    if (name_index (members, G_N_ELEMENTS (members), l->data) < 0)
      {
        g_autofree char *member = g_strconcat ("puzzle.", l->data, NULL);
        return cannot_share (error, member);
      }
  if ((title = string_member (object, "title")) == NULL)
    return cannot_share (error, "puzzle.title");
  if ((description = string_member (object, "description")) == NULL)
    return cannot_share (error, "puzzle.description");
  if ((topic = string_member (object, "topic")) == NULL)
    return cannot_share (error, "puzzle.topic");
  if (!uint_member (object, "difficulty", 3, &difficulty) || difficulty == 0)
    return cannot_share (error, "puzzle.difficulty");

  node = json_object_get_member (object, "objective");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return cannot_share (error, "puzzle.objective");
  objective = json_node_get_object (node);
  kind = name_index (kind_names, G_N_ELEMENTS (kind_names), string_member (objective, "kind"));
  if (kind < 0)
    return cannot_share (error, "puzzle.objective.kind");
  if (kind == KIND_BEST_MOVE && json_object_has_member (objective, "measure")
      && (measure = name_index (measure_names, G_N_ELEMENTS (measure_names),
                                string_member (objective, "measure"))) < 0)
    return cannot_share (error, "puzzle.objective.measure");
  if (kind == KIND_REACH_GOAL)
    {
      goal = name_index (goal_names, G_N_ELEMENTS (goal_names), string_member (objective, "goal"));
      if (goal < 0)
        return cannot_share (error, "puzzle.objective.goal");
      if (goal != GOAL_MEEPLES && !uint_member (objective, "target", G_MAXINT32, &target))
        return cannot_share (error, "puzzle.objective.target");
      if (json_object_has_member (objective, "turns")
          && (!uint_member (objective, "turns", G_MAXINT32, &turns) || turns == 0))
        return cannot_share (error, "puzzle.objective.turns");
    }

  _bst_bit_writer_put (w, kind, 2);
  if (kind == KIND_BEST_MOVE)
    _bst_bit_writer_put (w, measure, 1);
  if (kind == KIND_REACH_GOAL)
    {
      _bst_bit_writer_put (w, goal, 2);
      if (goal != GOAL_MEEPLES)
        _bst_bit_writer_put_varint (w, target);
      _bst_bit_writer_put_varint (w, turns);
    }
  _bst_bit_writer_put (w, difficulty, 2);
  _bst_bit_writer_put_string (w, topic);
  _bst_bit_writer_put_string (w, title);
  _bst_bit_writer_put_string (w, description);
  return TRUE;
}

/* Where a placement may go: one square around the board. */
static void
placement_bounds (const BstState *state, int *min_x, int *min_y, guint *bits_x, guint *bits_y)
{
  int max_x, max_y;

  if (state->n_tiles == 0)
    {
      *min_x = *min_y = -128;
      *bits_x = *bits_y = 8;
      return;
    }
  *min_x = max_x = state->tiles[0].x;
  *min_y = max_y = state->tiles[0].y;
  for (guint i = 1; i < state->n_tiles; i++)
    {
      *min_x = MIN (*min_x, state->tiles[i].x);
      *min_y = MIN (*min_y, state->tiles[i].y);
      max_x = MAX (max_x, state->tiles[i].x);
      max_y = MAX (max_y, state->tiles[i].y);
    }
  *min_x -= 1;
  *min_y -= 1;
  *bits_x = _bst_bits_for ((guint) (max_x + 1 - *min_x));
  *bits_y = _bst_bits_for ((guint) (max_y + 1 - *min_y));
}

static gboolean
put_move (BstBitWriter *w, const BstState *state, const BstMove *move)
{
  switch (state->phase)
    {
    case BST_PHASE_PLACE:
      {
        int min_x, min_y;
        guint bits_x, bits_y, index = 0;

        if (move->kind != BST_MOVE_PLACE)
          return FALSE;
        while (index < state->n_hand && state->hand[index] != move->tile)
          index++;
        if (index == state->n_hand)
          return FALSE;
        placement_bounds (state, &min_x, &min_y, &bits_x, &bits_y);
        if (move->x < min_x || move->y < min_y
            || (guint) (move->x - min_x) >> bits_x || (guint) (move->y - min_y) >> bits_y)
          return FALSE;
        _bst_bit_writer_put (w, index, _bst_bits_for (state->n_hand - 1));
        _bst_bit_writer_put (w, (guint) (move->x - min_x), bits_x);
        _bst_bit_writer_put (w, (guint) (move->y - min_y), bits_y);
        _bst_bit_writer_put (w, move->rotation, 2);
        _bst_bit_writer_put (w, (guint) (move->segment + 1),
                             _bst_bits_for (bst_tile_type (move->tile)->n_segments));
        return TRUE;
      }
    case BST_PHASE_BID:
      if (move->kind != BST_MOVE_BID && move->kind != BST_MOVE_PASS)
        return FALSE;
      _bst_bit_writer_put (w, move->kind == BST_MOVE_BID, 1);
      if (move->kind == BST_MOVE_BID)
        _bst_bit_writer_put_varint (w, move->bid);
      return TRUE;
    case BST_PHASE_DECIDE:
      if (move->kind != BST_MOVE_ACCEPT && move->kind != BST_MOVE_KEEP)
        return FALSE;
      _bst_bit_writer_put (w, move->kind == BST_MOVE_ACCEPT, 1);
      return TRUE;
    default:
      return FALSE;
    }
}

/* The moves, read against a record that plays them again from the start. */
static gboolean
put_moves (BstBitWriter *w, BstGameRecord *record, GError **error)
{
  BstPosition *start = bst_game_record_get_start (record);
  GArray *moves = bst_game_record_get_moves (record);
  g_autoptr (BstGameRecord) again = NULL;

  if (start == NULL)
    {
      g_autofree BstPlayerInfo *players = g_new0 (BstPlayerInfo, BST_MAX_PLAYERS);

      for (guint p = 0; p < bst_game_record_get_n_players (record); p++)
        players[p] = *bst_game_record_get_player (record, p);
      again = bst_game_record_new (bst_game_record_get_rules (record), players,
                                   bst_game_record_get_seed (record));
    }
  else
    again = bst_game_record_new_from_position (start, bst_game_record_get_seed (record));

  _bst_bit_writer_put (w, start == NULL, 1);
  _bst_bit_writer_put_varint (w, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      const BstMove *move = &g_array_index (moves, BstMove, i);
      const BstState *state = bst_position_get_state (bst_game_record_get_position (again));

      if (!put_move (w, state, move) || !bst_game_record_play (again, move, NULL, NULL, NULL))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("Move %u of the game cannot be put in a share code"), i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

static char *
finish (GByteArray *bytes, guint version, GError **error)
{
  g_autofree char *body = NULL;
  char prefix[3] = { 'B', '0' + version, '\0' };
  char *code;
  guint8 check[4];
  guint32 crc;

  bytes->data[0] = (guint8) prefix[0];
  bytes->data[1] = (guint8) prefix[1];
  crc = _bst_share_crc32 (bytes->data, bytes->len);
  for (guint i = 0; i < 4; i++)
    check[i] = (crc >> (24 - 8 * i)) & 0xff;
  g_byte_array_append (bytes, check, 4);

  body = _bst_share_base64url_encode (bytes->data + 2, bytes->len - 2);
  code = g_strconcat (prefix, body, NULL);
  if (strlen (code) > BST_SHARE_CODE_MAX_LENGTH)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("The share code would be too long (%lu characters; at most %d)"),
                   (unsigned long) strlen (code), BST_SHARE_CODE_MAX_LENGTH);
      g_free (code);
      return NULL;
    }
  return code;
}

static GByteArray *
new_bytes (void)
{
  GByteArray *bytes = g_byte_array_new ();
  guint8 prefix[2] = { 0, 0 };

  /* The version prefix is checksummed with the bits. */
  g_byte_array_append (bytes, prefix, 2);
  return bytes;
}

char *
bst_share_code_encode (BstPosition *position)
{
  g_autoptr (GByteArray) bytes = new_bytes ();
  BstBitWriter w = { bytes, 0 };

  g_return_val_if_fail (BST_IS_POSITION (position), NULL);

  _bst_share_code_put_position (&w, position);
  return finish (bytes, BST_SHARE_CODE_VERSION, NULL);
}

char *
bst_share_code_encode_record (BstGameRecord      *record,
                              BstShareCodeFlags   flags,
                              GError            **error)
{
  g_autoptr (GByteArray) bytes = new_bytes ();
  BstBitWriter w = { bytes, 0 };
  gboolean replay = (flags & BST_SHARE_CODE_REPLAY) != 0;
  JsonNode *puzzle;
  guint64 seed;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  puzzle = bst_game_record_get_puzzle (record);
  seed = bst_game_record_get_seed (record);
  /* A start with no moves after it is the position itself. */
  if (replay && bst_game_record_get_start (record) != NULL
      && bst_game_record_get_moves (record)->len == 0)
    replay = FALSE;

  if (!replay)
    _bst_share_code_put_position (&w, bst_game_record_get_position (record));
  else if (bst_game_record_get_start (record) != NULL)
    _bst_share_code_put_position (&w, bst_game_record_get_start (record));
  else
    {
      g_autoptr (BstGameRecord) standard = NULL;
      g_autofree BstPlayerInfo *players = g_new0 (BstPlayerInfo, BST_MAX_PLAYERS);

      for (guint p = 0; p < bst_game_record_get_n_players (record); p++)
        players[p] = *bst_game_record_get_player (record, p);
      standard = bst_game_record_new (bst_game_record_get_rules (record), players, seed);
      _bst_share_code_put_position (&w, bst_game_record_get_position (standard));
    }

  if (seed != 0 && ((flags & BST_SHARE_CODE_REPLAY) || puzzle != NULL))
    {
      _bst_bit_writer_put (&w, TAG_SEED, TAG_BITS);
      _bst_bit_writer_put_varint (&w, seed);
    }
  if (puzzle != NULL)
    {
      _bst_bit_writer_put (&w, TAG_PUZZLE, TAG_BITS);
      if (!put_puzzle (&w, puzzle, error))
        return NULL;
    }
  if (replay)
    {
      _bst_bit_writer_put (&w, TAG_MOVES, TAG_BITS);
      if (!put_moves (&w, record, error))
        return NULL;
    }
  return finish (bytes, BST_SHARE_CODE_VERSION, error);
}

/* Reading -------------------------------------------------------------------------- */

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

/* Whether only zero padding is left. */
static gboolean
at_end (BstBitReader *r)
{
  gsize left = _bst_bit_reader_remaining (r);
  BstBitReader peek = *r;

  return left < 8 && _bst_bit_reader_get (&peek, left) == 0;
}

static gboolean
check_end (BstBitReader *r, GError **error)
{
  if (r->overrun)
    return _bst_share_code_fail (error, _("it is cut short"));
  if (!at_end (r))
    return _bst_share_code_fail (error, _("unexpected data at the end"));
  return TRUE;
}

static guint
next_tag (BstBitReader *r)
{
  return at_end (r) ? 0 : _bst_bit_reader_get (r, TAG_BITS);
}

static void
add_string (JsonBuilder *builder, const char *name, const char *value)
{
  bst_json_add_string_member (builder, name, value);
}

/* The block in the order a puzzle file has it. */
static JsonNode *
get_puzzle (BstBitReader *r, GError **error)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autofree char *topic = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  guint kind, measure = 0, goal = 0, difficulty;
  guint64 target = 0, turns = 0;

  kind = _bst_bit_reader_get (r, 2);
  if (kind == KIND_BEST_MOVE)
    measure = _bst_bit_reader_get (r, 1);
  if (kind == KIND_REACH_GOAL)
    {
      goal = _bst_bit_reader_get (r, 2);
      if (goal != GOAL_MEEPLES)
        target = _bst_bit_reader_get_varint (r);
      turns = _bst_bit_reader_get_varint (r);
    }
  if (kind >= G_N_ELEMENTS (kind_names) || goal >= G_N_ELEMENTS (goal_names))
    {
      _bst_share_code_fail (error, _("unknown puzzle"));
      return NULL;
    }
  difficulty = _bst_bit_reader_get (r, 2);
  topic = _bst_bit_reader_get_string (r);
  title = topic ? _bst_bit_reader_get_string (r) : NULL;
  description = title ? _bst_bit_reader_get_string (r) : NULL;
  if (r->overrun)
    {
      _bst_share_code_fail (error, _("it is cut short"));
      return NULL;
    }
  if (difficulty == 0 || description == NULL)
    {
      _bst_share_code_fail (error, _("the puzzle’s text cannot be read"));
      return NULL;
    }

  json_builder_begin_object (builder);
  add_string (builder, "title", title);
  add_string (builder, "description", description);
  bst_json_add_int_member (builder, "difficulty", difficulty);
  add_string (builder, "topic", topic);
  json_builder_set_member_name (builder, "objective");
  json_builder_begin_object (builder);
  add_string (builder, "kind", kind_names[kind]);
  if (kind == KIND_BEST_MOVE)
    add_string (builder, "measure", measure_names[measure]);
  if (kind == KIND_REACH_GOAL)
    {
      add_string (builder, "goal", goal_names[goal]);
      if (goal != GOAL_MEEPLES)
        bst_json_add_int_member (builder, "target", (gint64) MIN (target, G_MAXINT32));
      if (turns != 0)
        {
          bst_json_add_int_member (builder, "turns", (gint64) MIN (turns, G_MAXINT32));
        }
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
get_move (BstBitReader *r, const BstState *state, BstMove *move)
{
  memset (move, 0, sizeof *move);
  move->segment = BST_NO_SEGMENT;
  switch (state->phase)
    {
    case BST_PHASE_PLACE:
      {
        int min_x, min_y;
        guint bits_x, bits_y, index, segment;

        if (state->n_hand == 0)
          return FALSE;
        placement_bounds (state, &min_x, &min_y, &bits_x, &bits_y);
        index = _bst_bit_reader_get (r, _bst_bits_for (state->n_hand - 1));
        if (index >= state->n_hand)
          return FALSE;
        move->kind = BST_MOVE_PLACE;
        move->tile = state->hand[index];
        move->x = (gint8) (min_x + (int) _bst_bit_reader_get (r, bits_x));
        move->y = (gint8) (min_y + (int) _bst_bit_reader_get (r, bits_y));
        move->rotation = _bst_bit_reader_get (r, 2);
        segment = _bst_bit_reader_get (r, _bst_bits_for (bst_tile_type (move->tile)->n_segments));
        move->segment = (gint8) ((int) segment - 1);
        return !r->overrun;
      }
    case BST_PHASE_BID:
      if (_bst_bit_reader_get (r, 1))
        {
          guint64 bid = _bst_bit_reader_get_varint (r);

          if (bid > G_MAXUINT16)
            return FALSE;
          move->kind = BST_MOVE_BID;
          move->bid = (guint16) bid;
        }
      else
        move->kind = BST_MOVE_PASS;
      return !r->overrun;
    case BST_PHASE_DECIDE:
      move->kind = _bst_bit_reader_get (r, 1) ? BST_MOVE_ACCEPT : BST_MOVE_KEEP;
      return !r->overrun;
    default:
      return FALSE;
    }
}

/* The record, from the moves part on. */
static BstGameRecord *
get_moves (BstBitReader *r, BstPosition *position, guint64 seed, GError **error)
{
  g_autoptr (BstGameRecord) record = NULL;
  gboolean standard = _bst_bit_reader_get (r, 1);
  guint64 n_moves = _bst_bit_reader_get_varint (r);

  if (standard)
    {
      g_autofree BstPlayerInfo *players = g_new0 (BstPlayerInfo, BST_MAX_PLAYERS);

      for (guint p = 0; p < bst_position_get_n_players (position); p++)
        players[p] = *bst_position_get_player (position, p);
      record = bst_game_record_new (bst_position_get_rules (position), players, seed);
      if (!bst_position_equal (position, bst_game_record_get_position (record)))
        {
          _bst_share_code_fail (error, _("the game does not begin as its seed says"));
          return NULL;
        }
    }
  else
    {
      if (n_moves == 0)
        {
          _bst_share_code_fail (error, _("unexpected data at the end"));
          return NULL;
        }
      record = bst_game_record_new_from_position (position, seed);
    }

  for (guint64 i = 0; i < n_moves; i++)
    {
      const BstState *state = bst_position_get_state (bst_game_record_get_position (record));
      g_autoptr (GError) illegal = NULL;
      BstMove move;

      if (r->overrun)
        break;
      if (!get_move (r, state, &move)
          || !bst_game_record_play (record, &move, NULL, NULL, &illegal))
        {
          g_autofree char *reason = NULL;

          if (r->overrun)
            break;
          /* Translators: %u counts the moves of a game, from 1 */
          reason = illegal ? g_strdup_printf (_("move %u: %s"), (guint) i + 1, illegal->message)
                           : g_strdup_printf (_("move %u cannot be read"), (guint) i + 1);
          _bst_share_code_fail (error, reason);
          return NULL;
        }
    }
  return g_steal_pointer (&record);
}

/* The bytes of @code after its version, checksum checked. */
static guint8 *
get_bytes (const char *code, guint *version, gsize *n_bytes, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree guint8 *bytes = NULL;
  gsize length;
  guint32 crc;

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
    bytes = g_base64_decode (b64->str, n_bytes);
    g_string_free (b64, TRUE);
  }
  {
    /* Stray bits in the last character would make a second code for the
     * same position. */
    g_autofree char *canonical = _bst_share_base64url_encode (bytes, *n_bytes);
    if (strcmp (canonical, text + 2) != 0)
      {
        g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                             _("The share code is damaged (checksum mismatch)"));
        return NULL;
      }
  }
  if (*n_bytes < 5)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("The share code is damaged (it is too short)"));
      return NULL;
    }

  {
    g_autofree guint8 *checked = g_malloc (*n_bytes - 4 + 2);

    checked[0] = (guint8) text[0];
    checked[1] = (guint8) text[1];
    memcpy (checked + 2, bytes, *n_bytes - 4);
    crc = _bst_share_crc32 (checked, *n_bytes - 4 + 2);
  }
  if (crc != ((guint32) bytes[*n_bytes - 4] << 24 | (guint32) bytes[*n_bytes - 3] << 16
              | (guint32) bytes[*n_bytes - 2] << 8 | bytes[*n_bytes - 1]))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("The share code is damaged (checksum mismatch)"));
      return NULL;
    }
  *version = (guint) (text[1] - '0');
  if (*version < 1 || *version > BST_SHARE_CODE_VERSION)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_VERSION,
                   *version > BST_SHARE_CODE_VERSION
                   ? _("The share code was made by a newer Bastide (version %d)")
                   : _("The share code has an unknown version (%d)"),
                   (int) *version);
      return NULL;
    }
  *n_bytes -= 4;
  return g_steal_pointer (&bytes);
}

BstGameRecord *
bst_share_code_decode_record (const char *code, GError **error)
{
  g_autofree guint8 *bytes = NULL;
  g_autoptr (JsonNode) snapshot = NULL;
  g_autoptr (JsonNode) puzzle = NULL;
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  BstBitReader r = { NULL, 0, 0, FALSE };
  gboolean replay = FALSE;
  guint64 seed = 0;
  guint version, tag = 0;
  gsize n_bytes;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((bytes = get_bytes (code, &version, &n_bytes, error)) == NULL)
    return NULL;
  r.data = bytes;
  r.length = n_bytes;
  if ((snapshot = _bst_share_code_get_position (&r, error)) == NULL)
    return NULL;

  if (version >= 2)
    tag = next_tag (&r);
  if (tag == TAG_SEED)
    {
      seed = _bst_bit_reader_get_varint64 (&r);
      if (seed == 0 && !r.overrun)
        {
          _bst_share_code_fail (error, _("unexpected data at the end"));
          return NULL;
        }
      tag = next_tag (&r);
    }
  if (tag == TAG_PUZZLE)
    {
      if ((puzzle = get_puzzle (&r, error)) == NULL)
        return NULL;
      tag = next_tag (&r);
    }
  if (tag == TAG_MOVES)
    replay = TRUE;
  else if (tag != 0)
    {
      _bst_share_code_fail (error, _("unexpected data at the end"));
      return NULL;
    }
  else if (!check_end (&r, error))
    return NULL;

  if ((position = bst_position_new_from_json (snapshot, error)) == NULL)
    return NULL;
  if (replay)
    {
      if ((record = get_moves (&r, position, seed, error)) == NULL || !check_end (&r, error))
        return NULL;
    }
  else
    record = bst_game_record_new_from_position (position, seed);
  if (puzzle)
    bst_game_record_set_puzzle (record, puzzle);
  return g_steal_pointer (&record);
}

BstPosition *
bst_share_code_decode (const char *code, GError **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  record = bst_share_code_decode_record (code, error);
  if (record == NULL)
    return NULL;
  return g_object_ref (bst_game_record_get_position (record));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-game-private.h"
#include "bst-game-record.h"
#include "bst-notation.h"
#include "bst-safe-file.h"
#include "bst-json-writer.h"

#define MAX_MOVES 512

struct _BstGameRecord
{
  GObject        parent_instance;

  BstRuleSet     rules;
  BstPlayerInfo  players[BST_MAX_PLAYERS];
  guint64        seed;
  BstPosition   *start;
  GArray        *moves;
  BstGame       *game;      /* the moves played from the start */
  BstPosition   *position;
  JsonNode      *puzzle;
  BstAids        aids;      /* used while the game was played */
};

G_DEFINE_FINAL_TYPE (BstGameRecord, bst_game_record, G_TYPE_OBJECT)

static void
bst_game_record_dispose (GObject *object)
{
  BstGameRecord *self = BST_GAME_RECORD (object);

  g_clear_object (&self->start);
  g_clear_object (&self->game);
  g_clear_object (&self->position);

  G_OBJECT_CLASS (bst_game_record_parent_class)->dispose (object);
}

static void
bst_game_record_finalize (GObject *object)
{
  BstGameRecord *self = BST_GAME_RECORD (object);

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&self->players[p]);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->puzzle, json_node_unref);

  G_OBJECT_CLASS (bst_game_record_parent_class)->finalize (object);
}

static void
bst_game_record_class_init (BstGameRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bst_game_record_dispose;
  object_class->finalize = bst_game_record_finalize;
}

static void
bst_game_record_init (BstGameRecord *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
}

static void
start_standard (BstGameRecord *self)
{
  g_autoptr (BstRules) rules = bst_rules_new_from_set (&self->rules);

  g_set_object (&self->game, NULL);
  self->game = bst_game_new (rules, self->players, self->seed);
  g_set_object (&self->position, NULL);
  self->position = bst_position_new_from_state (bst_game_get_state (self->game), self->players);
}

static void
set_players (BstGameRecord       *self,
             const BstRuleSet    *rules,
             const BstPlayerInfo *players)
{
  self->rules = *rules;
  for (guint p = 0; p < rules->n_players; p++)
    {
      bst_player_info_clear (&self->players[p]);
      bst_player_info_copy (&self->players[p], &players[p]);
    }
}

BstGameRecord *
bst_game_record_new (const BstRuleSet    *rules,
                     const BstPlayerInfo *players,
                     guint64              seed)
{
  BstGameRecord *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (bst_rule_set_validate (rules, NULL), NULL);

  self = g_object_new (BST_TYPE_GAME_RECORD, NULL);
  set_players (self, rules, players);
  self->seed = seed;
  start_standard (self);
  return self;
}

/* Play goes on from the game's start: @start with the record's random
 * draws. */
static void
start_from (BstGameRecord *self,
            BstPosition   *start)
{
  g_autoptr (BstPosition) position = NULL;

  g_set_object (&self->start, start);
  g_set_object (&self->game, NULL);
  self->game = bst_game_new_from_position (start, self->seed);
  position = bst_position_new_from_state (bst_game_get_state (self->game), self->players);
  g_set_object (&self->position, NULL);
  self->position = bst_position_new_free_mode (position, bst_position_get_free_mode (start));
}

BstGameRecord *
bst_game_record_new_from_position (BstPosition *start,
                                   guint64      seed)
{
  BstGameRecord *self;
  BstPlayerInfo players[BST_MAX_PLAYERS];

  g_return_val_if_fail (BST_IS_POSITION (start), NULL);

  for (guint p = 0; p < bst_position_get_n_players (start); p++)
    players[p] = *bst_position_get_player (start, p);

  self = g_object_new (BST_TYPE_GAME_RECORD, NULL);
  set_players (self, bst_position_get_rules (start), players);
  self->seed = seed;
  start_from (self, start);
  return self;
}

typedef struct {
  BstScoreFunc func;
  gpointer     user_data;
} Scored;

static void
feature_scored_cb (BstGame             *game,
                   const BstScoreEvent *event,
                   Scored              *scored)
{
  scored->func (event, scored->user_data);
}

gboolean
bst_game_record_play (BstGameRecord  *self,
                      const BstMove  *move,
                      BstScoreFunc    func,
                      gpointer        user_data,
                      GError        **error)
{
  Scored scored = { func, user_data };
  gulong handler = 0;
  gboolean played;

  g_return_val_if_fail (BST_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (func != NULL)
    handler = g_signal_connect (self->game, "feature-scored", G_CALLBACK (feature_scored_cb),
                                &scored);
  played = bst_game_play (self->game, move, error);
  g_clear_signal_handler (&handler, self->game);
  if (!played)
    return FALSE;
  g_array_append_val (self->moves, *move);
  g_set_object (&self->position, NULL);
  self->position = bst_position_new_from_state (bst_game_get_state (self->game), self->players);
  return TRUE;
}

BstGameRecord *
bst_game_record_new_from_game (BstGame      *game,
                               BstPosition  *start,
                               GError      **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (BST_IS_GAME (game), NULL);
  g_return_val_if_fail (start == NULL || BST_IS_POSITION (start), NULL);

  if (start == NULL)
    record = bst_game_record_new (bst_rules_get_set (bst_game_get_rules (game)),
                                  bst_game_get_players (game), bst_game_get_seed (game));
  else
    record = bst_game_record_new_from_position (start, bst_game_get_seed (game));

  for (guint i = 0; i < bst_game_get_n_moves (game); i++)
    if (!bst_game_record_play (record, bst_game_get_move (game, i), NULL, NULL, error))
      return NULL;
  return g_steal_pointer (&record);
}

BstGame *
bst_game_record_dup_game (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  return _bst_game_copy (self->game);
}

/* Getters ------------------------------------------------------------------------ */

const BstRuleSet *
bst_game_record_get_rules (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  return &self->rules;
}

guint
bst_game_record_get_n_players (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), 0);
  return self->rules.n_players;
}

const BstPlayerInfo *
bst_game_record_get_player (BstGameRecord *self, guint index)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (index < self->rules.n_players, NULL);
  return &self->players[index];
}

guint64
bst_game_record_get_seed (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), 0);
  return self->seed;
}

BstPosition *
bst_game_record_get_start (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  return self->start;
}

GArray *
bst_game_record_get_moves (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  return self->moves;
}

BstPosition *
bst_game_record_get_position (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  return self->position;
}

JsonNode *
bst_game_record_get_puzzle (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);
  return self->puzzle;
}

void
bst_game_record_set_puzzle (BstGameRecord *self, JsonNode *puzzle)
{
  g_return_if_fail (BST_IS_GAME_RECORD (self));

  g_clear_pointer (&self->puzzle, json_node_unref);
  if (puzzle && !JSON_NODE_HOLDS_NULL (puzzle))
    self->puzzle = json_node_copy (puzzle);
}

static gboolean
same_players (const BstPlayerInfo *a, const BstPlayerInfo *b, guint n_players)
{
  for (guint p = 0; p < n_players; p++)
    if (g_strcmp0 (a[p].name, b[p].name) != 0 || a[p].colour != b[p].colour
        || a[p].kind != b[p].kind)
      return FALSE;
  return TRUE;
}

BstAids
bst_game_record_get_aids (BstGameRecord *self)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (self), 0);
  return self->aids;
}

void
bst_game_record_add_aids (BstGameRecord *self, BstAids aids)
{
  g_return_if_fail (BST_IS_GAME_RECORD (self));
  g_return_if_fail ((aids & ~BST_AIDS_ALL) == 0);
  self->aids |= aids;
}

gboolean
bst_game_record_equal (BstGameRecord *a, BstGameRecord *b)
{
  g_return_val_if_fail (BST_IS_GAME_RECORD (a), FALSE);
  g_return_val_if_fail (BST_IS_GAME_RECORD (b), FALSE);

  if (!bst_rule_set_equal (&a->rules, &b->rules)
      || !same_players (a->players, b->players, a->rules.n_players)
      || a->seed != b->seed
      || (a->start == NULL) != (b->start == NULL)
      || (a->start && !bst_position_equal (a->start, b->start))
      || a->moves->len != b->moves->len
      || a->aids != b->aids
      || !bst_position_equal (a->position, b->position))
    return FALSE;
  for (guint i = 0; i < a->moves->len; i++)
    {
      const BstMove *ma = &g_array_index (a->moves, BstMove, i);
      const BstMove *mb = &g_array_index (b->moves, BstMove, i);

      if (ma->kind != mb->kind)
        return FALSE;
      if (ma->kind == BST_MOVE_BID && ma->bid != mb->bid)
        return FALSE;
      if (ma->kind == BST_MOVE_PLACE
          && (ma->tile != mb->tile || ma->x != mb->x || ma->y != mb->y
              || ma->rotation != mb->rotation || ma->segment != mb->segment))
        return FALSE;
    }
  if ((a->puzzle == NULL) != (b->puzzle == NULL))
    return FALSE;
  return a->puzzle == NULL || json_node_equal (a->puzzle, b->puzzle);
}

/* Writing ---------------------------------------------------------------------------- */

GBytes *
bst_game_record_to_bytes (BstGameRecord *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *seed = NULL;
  GString *text;

  g_return_val_if_fail (BST_IS_GAME_RECORD (self), NULL);

  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);

  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "format", BST_GAME_RECORD_FORMAT);
  bst_json_add_int_member (builder, "version", BST_GAME_RECORD_VERSION);
  json_builder_set_member_name (builder, "rules");
  json_builder_add_value (builder, bst_position_rules_to_json (&self->rules));
  json_builder_set_member_name (builder, "players");
  json_builder_add_value (builder,
                          bst_position_players_to_json (self->players, self->rules.n_players));
  bst_json_add_string_member (builder, "seed", seed);

  /* Without moves the position says all: an editor puzzle has no start. */
  json_builder_set_member_name (builder, "start");
  if (self->start && self->moves->len > 0)
    json_builder_add_value (builder, bst_position_to_json (self->start));
  else
    json_builder_add_null_value (builder);

  bst_json_add_moves_member (builder, "moves", self->moves);

  json_builder_set_member_name (builder, "position");
  json_builder_add_value (builder, bst_position_to_json (self->position));
  if (self->puzzle)
    {
      json_builder_set_member_name (builder, "puzzle");
      json_builder_add_value (builder, json_node_copy (self->puzzle));
    }
  /* A game played without aids is written as before they existed. */
  if (self->aids != 0)
    {
      json_builder_set_member_name (builder, "aids");
      json_builder_begin_array (builder);
      for (guint i = 0; i < BST_N_AIDS; i++)
        if (self->aids & (1u << i))
          json_builder_add_string_value (builder, bst_aid_name (1u << i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = g_string_new (NULL);
  json_generator_to_gstring (generator, text);
  g_string_append_c (text, '\n');
  return g_string_free_to_bytes (text);
}

gboolean
bst_game_record_save (BstGameRecord  *self,
                      GFile          *file,
                      GCancellable   *cancellable,
                      GError        **error)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (BST_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = bst_game_record_to_bytes (self);
  return bst_safe_file_replace (file, bytes, cancellable, error);
}

/* Reading ------------------------------------------------------------------------------ */

static BstPosition *
read_snapshot (JsonNode       *node,
               const char     *field,
               BstGameRecord  *self,
               GError        **error)
{
  g_autoptr (BstPosition) position = bst_position_new_from_json (node, error);
  BstPlayerInfo players[BST_MAX_PLAYERS];

  if (position == NULL)
    {
      g_prefix_error (error, "%s: ", field);
      return NULL;
    }
  for (guint p = 0; p < bst_position_get_n_players (position); p++)
    players[p] = *bst_position_get_player (position, p);
  if (!bst_rule_set_equal (bst_position_get_rules (position), &self->rules))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: the rules differ from the rules of the game"), field);
      return NULL;
    }
  if (!same_players (players, self->players, self->rules.n_players))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: the players differ from the players of the game"), field);
      return NULL;
    }
  return g_steal_pointer (&position);
}

static gboolean
replay (BstGameRecord  *self,
        JsonArray      *moves,
        BstPosition    *stored,
        GError        **error)
{
  if (self->start == NULL)
    start_standard (self);
  else
    start_from (self, self->start);

  if (self->start == NULL && json_array_get_length (moves) == 0)
    {
      /* A position on its own: play goes on from it. */
      if (!bst_position_equal (self->position, stored))
        start_from (self, stored);
      return TRUE;
    }

  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonNode *node = json_array_get_element (moves, i);
      BstMove move;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("moves[%u]: expected text"), i);
          return FALSE;
        }
      if (!bst_move_parse (json_node_get_string (node), &move, error)
          || !bst_game_play (self->game, &move, error))
        {
          g_prefix_error (error, _("moves[%u] (%s): "), i, json_node_get_string (node));
          return FALSE;
        }
      g_array_append_val (self->moves, move);
    }

  g_set_object (&self->position, NULL);
  self->position = bst_position_new_from_state (bst_game_get_state (self->game), self->players);
  if (!bst_position_equal (self->position, stored))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("position: the stored position is not the one the moves lead to"));
      return FALSE;
    }
  return TRUE;
}

/* The aids a file says were used; files from before aids have none. */
static gboolean
read_aids (JsonObject  *root,
           BstAids     *aids,
           GError     **error)
{
  JsonNode *member = json_object_get_member (root, "aids");
  JsonArray *names;

  *aids = 0;
  if (member == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (member))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected a list"), "aids");
      return FALSE;
    }
  names = json_node_get_array (member);
  for (guint i = 0; i < json_array_get_length (names); i++)
    {
      JsonNode *name = json_array_get_element (names, i);
      BstAids aid;

      if (!JSON_NODE_HOLDS_VALUE (name) || json_node_get_value_type (name) != G_TYPE_STRING)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("aids: expected the names of aids, as in "
                                 "[\"dead-squares\", \"field-view\"]"));
          return FALSE;
        }
      aid = bst_aid_from_name (json_node_get_string (name));
      if (aid == 0)
        {
          /* Translators: aids are the helps a player may turn on while playing. */
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("aids: “%s” is not an aid this version of Bastide knows"),
                       json_node_get_string (name));
          return FALSE;
        }
      *aids |= aid;
    }
  return TRUE;
}

static JsonNode *
require (JsonObject *root, const char *name, GError **error)
{
  JsonNode *node = json_object_get_member (root, name);

  if (node == NULL)
    g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                 _("The game file has no “%s”"), name);
  return node;
}

BstGameRecord *
bst_game_record_new_from_bytes (GBytes *bytes, GError **error)
{
  g_autoptr (BstGameRecord) self = NULL;
  g_autoptr (JsonNode) node = NULL;
  g_autoptr (BstPosition) stored = NULL;
  JsonObject *root;
  JsonNode *member, *version;
  JsonArray *moves;
  const char *data;
  gsize length;
  guint64 seed;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &length);
  if (length > BST_JSON_MAX_BYTES)
    {
      g_autofree char *size = g_format_size (length);
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("The file is too large (%s; a game file has at most 1 MiB)"), size);
      return NULL;
    }
  node = bst_json_parse (data, length, error);
  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("This is not a Bastide game file"));
      return NULL;
    }
  root = json_node_get_object (node);

  member = json_object_get_member (root, "format");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member)
      || json_node_get_value_type (member) != G_TYPE_STRING
      || g_strcmp0 (json_node_get_string (member), BST_GAME_RECORD_FORMAT) != 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("This is not a Bastide game file"));
      return NULL;
    }
  version = require (root, "version", error);
  if (version == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (version) || json_node_get_value_type (version) != G_TYPE_INT64
      || json_node_get_int (version) < 1)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("version: expected a format version from 1"));
      return NULL;
    }
  if (json_node_get_int (version) > BST_GAME_RECORD_VERSION)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_VERSION,
                   _("This file was made by a newer version of Bastide (format %lld)"),
                   (long long) json_node_get_int (version));
      return NULL;
    }

  self = g_object_new (BST_TYPE_GAME_RECORD, NULL);

  if ((member = require (root, "rules", error)) == NULL
      || !bst_position_rules_from_json (member, &self->rules, error))
    return NULL;
  if ((member = require (root, "players", error)) == NULL
      || !bst_position_players_from_json (member, &self->rules, self->players, error))
    return NULL;

  if ((member = require (root, "seed", error)) == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING
      || !g_ascii_string_to_unsigned (json_node_get_string (member), 10, 0, G_MAXUINT64,
                                      &seed, NULL))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("seed: expected a whole number from 0 written as text, "
                             "as in \"123\""));
      return NULL;
    }
  self->seed = seed;

  if ((member = require (root, "moves", error)) == NULL)
    return NULL;
  if ((moves = bst_json_node_to_array (member, "moves", error)) == NULL)
    return NULL;
  if (json_array_get_length (moves) > MAX_MOVES)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("moves: %u moves; a game file has at most %d"),
                   json_array_get_length (moves), MAX_MOVES);
      return NULL;
    }

  if ((member = require (root, "start", error)) == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_NULL (member)
      && (self->start = read_snapshot (member, "start", self, error)) == NULL)
    return NULL;

  if ((member = require (root, "position", error)) == NULL
      || (stored = read_snapshot (member, "position", self, error)) == NULL)
    return NULL;

  if ((member = json_object_get_member (root, "puzzle")) != NULL)
    bst_game_record_set_puzzle (self, member);
  if (!read_aids (root, &self->aids, error))
    return NULL;

  if (!replay (self, moves, stored, error))
    return NULL;

  return g_steal_pointer (&self);
}

BstGameRecord *
bst_game_record_load (GFile         *file,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr (GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Refuse a huge file before reading a byte of it. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                           _("This is a folder, not a game file"));
      return NULL;
    }
  if (g_file_info_get_size (info) > BST_JSON_MAX_BYTES)
    {
      g_autofree char *size = g_format_size (g_file_info_get_size (info));
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("The file is too large (%s; a game file has at most 1 MiB)"), size);
      return NULL;
    }

  if (!g_file_load_contents (file, cancellable, &data, &length, NULL, error))
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&data), length);
  return bst_game_record_new_from_bytes (bytes, error);
}

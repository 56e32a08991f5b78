/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-position.h"
#include "bst-share-code.h"

#define MAX_TURN   10000

static const char *const phase_names[] = {
  [BST_PHASE_PLACE] = "place",
  [BST_PHASE_MEEPLE] = NULL,
  [BST_PHASE_OVER] = "over",
  [BST_PHASE_BID] = "bid",
  [BST_PHASE_DECIDE] = "decide",
};

static const char *const end_names[] = {
  [BST_END_NONE] = "none",
  [BST_END_BAG_EMPTY] = "bag-empty",
  [BST_END_UNPLACEABLE] = "unplaceable",
};

static inline gboolean
in_auction (const BstState *state)
{
  return state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE;
}

static void
add_letters (JsonBuilder *builder, const guint8 *types, guint n)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      char letter[2] = { bst_tile_type_letter (types[i]), '\0' };
      json_builder_add_string_value (builder, letter);
    }
  json_builder_end_array (builder);
}
#define MAX_COORD  BST_MAX_TILES

struct _BstPosition
{
  GObject        parent_instance;

  BstPlayerInfo  players[BST_MAX_PLAYERS];
  gboolean       free_mode;
  BstState       state;
};

G_DEFINE_FINAL_TYPE (BstPosition, bst_position, G_TYPE_OBJECT)

static void
bst_position_finalize (GObject *object)
{
  BstPosition *self = BST_POSITION (object);

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&self->players[p]);

  G_OBJECT_CLASS (bst_position_parent_class)->finalize (object);
}

static void
bst_position_class_init (BstPositionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bst_position_finalize;
}

static void
bst_position_init (BstPosition *self)
{
}

BstPosition *
bst_position_new_from_state (const BstState      *state,
                             const BstPlayerInfo *players)
{
  BstPosition *self;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (state->phase != BST_PHASE_MEEPLE, NULL);
  g_return_val_if_fail (state->rules.n_players <= BST_MAX_PLAYERS, NULL);

  self = g_object_new (BST_TYPE_POSITION, NULL);
  bst_state_copy (&self->state, state);
  for (guint p = 0; p < state->rules.n_players; p++)
    bst_player_info_copy (&self->players[p], &players[p]);
  return self;
}

const BstState *
bst_position_get_state (BstPosition *self)
{
  g_return_val_if_fail (BST_IS_POSITION (self), NULL);
  return &self->state;
}

const BstRuleSet *
bst_position_get_rules (BstPosition *self)
{
  g_return_val_if_fail (BST_IS_POSITION (self), NULL);
  return &self->state.rules;
}

guint
bst_position_get_n_players (BstPosition *self)
{
  g_return_val_if_fail (BST_IS_POSITION (self), 0);
  return self->state.rules.n_players;
}

const BstPlayerInfo *
bst_position_get_player (BstPosition *self, guint index)
{
  g_return_val_if_fail (BST_IS_POSITION (self), NULL);
  g_return_val_if_fail (index < self->state.rules.n_players, NULL);
  return &self->players[index];
}

gboolean
bst_position_get_free_mode (BstPosition *self)
{
  g_return_val_if_fail (BST_IS_POSITION (self), FALSE);
  return self->free_mode;
}

BstPosition *
bst_position_new_free_mode (BstPosition *self, gboolean free_mode)
{
  BstPosition *copy;

  g_return_val_if_fail (BST_IS_POSITION (self), NULL);
  copy = bst_position_new_from_state (&self->state, self->players);
  copy->free_mode = !!free_mode;
  return copy;
}

/* Reading JSON under limits ------------------------------------------------- */

/* json-glib parses recursively and wraps integers that overflow 64 bits,
 * so both are caught on the raw text before it reaches the parser. */
static gboolean
check_json_text (const char *data, gsize length, GError **error)
{
  const char *bad;
  gboolean in_string = FALSE;
  guint depth = 0;
  guint digits = 0;

  if (length > BST_POSITION_MAX_BYTES)
    {
      g_autofree char *size = g_format_size (length);
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("The data is too large (%s; at most 1 MiB)"), size);
      return FALSE;
    }
  if (!g_utf8_validate_len (data, length, &bad))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("The data is not valid UTF-8 text (at byte %lu)"),
                   (unsigned long) (bad - data));
      return FALSE;
    }

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\' && i + 1 < length)
            {
              if (data[i + 1] == 'u' && i + 5 < length && strncmp (data + i + 2, "0000", 4) == 0)
                {
                  g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                               _("The data holds a NUL character (at byte %lu)"),
                               (unsigned long) i);
                  return FALSE;
                }
              i++;
            }
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      if (g_ascii_isdigit (c))
        {
          if (++digits > 15)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                           _("A number is too large (at byte %lu)"), (unsigned long) i);
              return FALSE;
            }
          continue;
        }
      digits = 0;

      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > BST_POSITION_MAX_DEPTH)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                           _("The data is nested too deeply (more than %d levels)"),
                           BST_POSITION_MAX_DEPTH);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

JsonNode *
bst_position_parse_json (const char  *data,
                         gsize        length,
                         GError     **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local_error = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (!check_json_text (data, length, error))
    return NULL;
  if (length == 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE, _("The data is empty"));
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE, _("The data is not valid JSON: %s"),
                   local_error ? local_error->message : _("nothing could be read"));
      return NULL;
    }
  root = json_parser_steal_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE, _("The data is empty"));
      return NULL;
    }
  return root;
}

/* Typed access with errors that name the field ------------------------------ */

static JsonNode *
require_member (JsonObject  *object,
                const char  *path,
                const char  *name,
                GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL && path == NULL)
    g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("The field “%s” is missing"), name);
  else if (node == NULL)
    g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                 _("%s: the field “%s” is missing"), path, name);
  return node;
}

static gboolean
node_to_int (JsonNode    *node,
             const char  *path,
             gint64       minimum,
             gint64       maximum,
             gint64      *out,
             GError     **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected a whole number"), path);
      return FALSE;
    }
  value = json_node_get_int (node);
  if (value < minimum || value > maximum)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: %lld is out of range (%lld to %lld)"),
                   path, (long long) value, (long long) minimum, (long long) maximum);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

static gboolean
get_int (JsonObject  *object,
         const char  *path,
         const char  *name,
         gint64       minimum,
         gint64       maximum,
         gint64      *out,
         GError     **error)
{
  JsonNode *node = require_member (object, path, name, error);
  g_autofree char *where = NULL;

  if (node == NULL)
    return FALSE;
  where = path ? g_strdup_printf ("%s.%s", path, name) : g_strdup (name);
  return node_to_int (node, where, minimum, maximum, out, error);
}

static const char *
node_to_string (JsonNode *node, const char *path, GError **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected text"), path);
      return NULL;
    }
  return json_node_get_string (node);
}

static const char *
get_string (JsonObject  *object,
            const char  *path,
            const char  *name,
            GError     **error)
{
  JsonNode *node = require_member (object, path, name, error);
  g_autofree char *where = NULL;

  if (node == NULL)
    return NULL;
  where = path ? g_strdup_printf ("%s.%s", path, name) : g_strdup (name);
  return node_to_string (node, where, error);
}

static JsonObject *
node_to_object (JsonNode *node, const char *path, GError **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected an object"), path);
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
get_array (JsonObject  *object,
           const char  *name,
           guint        max_length,
           GError     **error)
{
  JsonNode *node = require_member (object, NULL, name, error);
  JsonArray *array;

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected a list"), name);
      return NULL;
    }
  array = json_node_get_array (node);
  if (json_array_get_length (array) > max_length)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: %u entries, at most %u allowed"),
                   name, json_array_get_length (array), max_length);
      return NULL;
    }
  return array;
}

static int
tile_from_text (const char *text)
{
  if (text[0] == '\0' || text[1] != '\0')
    return -1;
  return bst_tile_type_from_letter (text[0]);
}

static gboolean
get_tile (JsonNode *node, const char *path, guint *type, GError **error)
{
  const char *text = node_to_string (node, path, error);
  int found;

  if (text == NULL)
    return FALSE;
  found = tile_from_text (text);
  if (found < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: tile %s is not a tile letter A–X"), path, text);
      return FALSE;
    }
  *type = (guint) found;
  return TRUE;
}

/* Rules and players ----------------------------------------------------------- */

JsonNode *
bst_position_rules_to_json (const BstRuleSet *rules)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value = bst_rule_set_get (rules, info);

      json_builder_set_member_name (builder, info->name);
      if (info->type == BST_RULE_TYPE_NUMBER)
        json_builder_add_int_value (builder, value);
      else
        {
          g_autofree char *text = bst_rule_info_format (info, value);
          json_builder_add_string_value (builder, text);
        }
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
rule_from_json (const BstRuleInfo  *info,
                JsonNode           *node,
                guint              *value,
                GError            **error)
{
  GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  gint64 number;

  if (type == G_TYPE_STRING)
    {
      if (!bst_rule_info_parse (info, json_node_get_string (node), value, error))
        {
          g_prefix_error (error, "rules.%s: ", info->name);
          return FALSE;
        }
      return TRUE;
    }
  if (type == G_TYPE_BOOLEAN && info->type == BST_RULE_TYPE_BOOLEAN)
    {
      *value = json_node_get_boolean (node);
      return TRUE;
    }
  if (type == G_TYPE_INT64)
    {
      number = json_node_get_int (node);
      if (number >= 0 && number <= G_MAXUINT8 && bst_rule_info_accepts (info, (guint) number))
        {
          *value = (guint) number;
          return TRUE;
        }
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("rules.%s: Rule “%s” cannot be %lld"),
                   info->name, info->name, (long long) number);
      return FALSE;
    }
  g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
               _("rules.%s: expected a value for the rule"), info->name);
  return FALSE;
}

gboolean
bst_position_rules_from_json (JsonNode    *node,
                              BstRuleSet  *rules,
                              GError     **error)
{
  g_autoptr (GList) names = NULL;
  JsonObject *object;
  BstRuleSet parsed;

  object = node_to_object (node, "rules", error);
  if (object == NULL)
    return FALSE;

  /* A rule missing from an older file takes its default. */
  bst_rule_set_init_default (&parsed);
  names = json_object_get_members (object);
  for (const GList *l = names; l; l = l->next)
    {
      const char *name = l->data;
      const BstRuleInfo *info = bst_rule_info_lookup (name);
      guint value;

      if (info == NULL)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("rules: there is no rule “%s”"), name);
          return FALSE;
        }
      if (!rule_from_json (info, json_object_get_member (object, name), &value, error))
        return FALSE;
      bst_rule_set_set (&parsed, info, value);
    }
  if (!bst_rule_set_validate (&parsed, error))
    {
      g_prefix_error (error, "rules: ");
      return FALSE;
    }
  *rules = parsed;
  return TRUE;
}

static void
add_player (JsonBuilder         *builder,
            const BstPlayerInfo *player,
            const BstState      *state,
            guint                index)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, player->name ? player->name : "");
  json_builder_set_member_name (builder, "colour");
  json_builder_add_string_value (builder, bst_colour_name (player->colour));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, bst_seat_kind_name (player->kind));
  if (state)
    {
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, state->scores[index]);
      json_builder_set_member_name (builder, "supply");
      json_builder_add_int_value (builder, state->supply[index]);
      /* The hands of the players waiting for their turn. */
      if (state->n_held[index] > 0)
        {
          json_builder_set_member_name (builder, "held");
          add_letters (builder, state->held[index], state->n_held[index]);
        }
    }
  json_builder_end_object (builder);
}

JsonNode *
bst_position_players_to_json (const BstPlayerInfo *players, guint n_players)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    add_player (builder, &players[p], NULL, p);
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static gboolean
player_from_json (JsonNode       *node,
                  guint           index,
                  BstPlayerInfo  *player,
                  GError        **error)
{
  g_autofree char *path = g_strdup_printf ("players[%u]", index);
  JsonObject *object = node_to_object (node, path, error);
  const char *name, *colour, *kind;
  int colour_value, kind_value;

  if (object == NULL
      || (name = get_string (object, path, "name", error)) == NULL
      || (colour = get_string (object, path, "colour", error)) == NULL
      || (kind = get_string (object, path, "kind", error)) == NULL)
    return FALSE;

  if (!g_utf8_validate (name, -1, NULL) || name[0] == '\0'
      || g_utf8_strlen (name, -1) > BST_POSITION_MAX_NAME)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: a name has 1 to %d characters"), path, BST_POSITION_MAX_NAME);
      return FALSE;
    }
  for (const char *c = name; *c; c++)
    if ((guchar) *c < 0x20 || *c == 0x7f)
      {
        g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                     _("%s: the name holds a control character"), path);
        return FALSE;
      }
  colour_value = bst_colour_from_name (colour);
  if (colour_value < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: “%s” is not a colour (yellow, red, green, blue, black or pink)"),
                   path, colour);
      return FALSE;
    }
  kind_value = bst_seat_kind_from_name (kind);
  if (kind_value < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: “%s” is not a kind of player (human, random, easy, medium or hard)"),
                   path, kind);
      return FALSE;
    }

  bst_player_info_clear (player);
  player->name = g_strdup (name);
  player->colour = colour_value;
  player->kind = kind_value;
  return TRUE;
}

gboolean
bst_position_players_from_json (JsonNode            *node,
                                const BstRuleSet    *rules,
                                BstPlayerInfo       *players,
                                GError             **error)
{
  JsonArray *array;
  guint n;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected a list"), "players");
      return FALSE;
    }
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n < BST_MIN_PLAYERS || n > BST_MAX_PLAYERS)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("players: %u seats; a game has %d to %d players"),
                   n, BST_MIN_PLAYERS, BST_MAX_PLAYERS);
      return FALSE;
    }
  if (n != rules->n_players)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("players: %u seats, but the rules say %u players"), n, rules->n_players);
      return FALSE;
    }
  for (guint p = 0; p < n; p++)
    {
      if (!player_from_json (json_array_get_element (array, p), p, &players[p], error))
        return FALSE;
      for (guint q = 0; q < p; q++)
        if (players[q].colour == players[p].colour)
          {
            g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                         _("players[%u]: players %u and %u both play %s"),
                         p, q + 1, p + 1, bst_colour_name (players[p].colour));
            return FALSE;
          }
    }
  return TRUE;
}

/* Writing a snapshot ------------------------------------------------------------ */

JsonNode *
bst_position_to_json (BstPosition *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  const BstState *state;
  guint n_players;

  g_return_val_if_fail (BST_IS_POSITION (self), NULL);

  state = &self->state;
  n_players = state->rules.n_players;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rules");
  json_builder_add_value (builder, bst_position_rules_to_json (&state->rules));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    add_player (builder, &self->players[p], state, p);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_int_value (builder, state->current_player);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_names[state->phase]);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, state->turn);
  json_builder_set_member_name (builder, "discards");
  json_builder_add_int_value (builder, state->discards);
  if (self->free_mode)
    {
      json_builder_set_member_name (builder, "free");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (state->returned > 0)
    {
      json_builder_set_member_name (builder, "returned");
      json_builder_add_int_value (builder, state->returned);
    }
  if (state->phase == BST_PHASE_OVER && state->end_reason != BST_END_NONE
      && state->end_reason < G_N_ELEMENTS (end_names))
    {
      json_builder_set_member_name (builder, "end");
      json_builder_add_string_value (builder, end_names[state->end_reason]);
    }
  if (state->extra_turn)
    {
      json_builder_set_member_name (builder, "extra_turn");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "resume");
      json_builder_add_int_value (builder, state->resume_player);
      json_builder_end_object (builder);
    }
  if (in_auction (state))
    {
      char letter[2] = { bst_tile_type_letter (state->auction_tile), '\0' };

      json_builder_set_member_name (builder, "auction");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      json_builder_add_string_value (builder, letter);
      json_builder_set_member_name (builder, "bidder");
      json_builder_add_int_value (builder, state->auction_bidder);
      json_builder_set_member_name (builder, "high_bidder");
      if (state->auction_high_bidder == BST_NO_PLAYER)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, state->auction_high_bidder);
      json_builder_set_member_name (builder, "high_bid");
      json_builder_add_int_value (builder, state->auction_high_bid);
      json_builder_end_object (builder);
    }

  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BstPlacedTile *pt = &state->tiles[i];
      char letter[2] = { bst_tile_type_letter (pt->type), '\0' };

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      json_builder_add_string_value (builder, letter);
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, pt->x);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, pt->y);
      json_builder_set_member_name (builder, "rotation");
      json_builder_add_int_value (builder, pt->rotation);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "meeples");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->n_meeples; i++)
    {
      const BstMeeple *m = &state->meeples[i];
      const BstPlacedTile *pt = &state->tiles[m->tile];
      g_autofree char *segment = bst_segment_format (pt->type, pt->rotation, m->segment);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, m->player);
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, pt->x);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, pt->y);
      json_builder_set_member_name (builder, "segment");
      json_builder_add_string_value (builder, segment);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "hand");
  add_letters (builder, state->hand, state->n_hand);

  if (state->fixed_order)
    {
      json_builder_set_member_name (builder, "draw_order");
      json_builder_begin_array (builder);
      for (guint i = state->n_bag; i > 0; i--)
        {
          char letter[2] = { bst_tile_type_letter (state->bag[i - 1]), '\0' };
          json_builder_add_string_value (builder, letter);
        }
      json_builder_end_array (builder);
    }
  else
    {
      json_builder_set_member_name (builder, "bag");
      json_builder_begin_object (builder);
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          guint count = bst_state_bag_count (state, type);
          char letter[2] = { bst_tile_type_letter (type), '\0' };

          if (count == 0)
            continue;
          json_builder_set_member_name (builder, letter);
          json_builder_add_int_value (builder, count);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Reading a snapshot: rebuilding the position ---------------------------------- */

static gboolean
read_board (BstState *state, JsonObject *root, GError **error)
{
  static const gint8 dx[4] = { 0, 1, 0, -1 };
  static const gint8 dy[4] = { -1, 0, 1, 0 };
  JsonArray *board = get_array (root, "board", BST_MAX_TILES, error);
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
      JsonObject *object = node_to_object (json_array_get_element (board, i), path, error);
      JsonNode *tile_node;
      gint64 x, y, rotation;
      guint type;

      if (object == NULL
          || (tile_node = require_member (object, path, "tile", error)) == NULL
          || !get_tile (tile_node, tile_path, &type, error)
          || !get_int (object, path, "x", -MAX_COORD, MAX_COORD, &x, error)
          || !get_int (object, path, "y", -MAX_COORD, MAX_COORD, &y, error)
          || !get_int (object, path, "rotation", 0, 3, &rotation, error))
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
  JsonArray *meeples = get_array (root, "meeples", BST_MAX_MEEPLES, error);

  if (meeples == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (meeples); i++)
    {
      g_autofree char *path = g_strdup_printf ("meeples[%u]", i);
      JsonObject *object = node_to_object (json_array_get_element (meeples, i), path, error);
      const BstPlacedTile *pt;
      const char *segment_text;
      gint64 player, x, y;
      int tile, segment;

      if (object == NULL
          || !get_int (object, path, "player", 0, state->rules.n_players - 1, &player, error)
          || !get_int (object, path, "x", -MAX_COORD, MAX_COORD, &x, error)
          || !get_int (object, path, "y", -MAX_COORD, MAX_COORD, &y, error)
          || (segment_text = get_string (object, path, "segment", error)) == NULL)
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

      if (!get_tile (json_array_get_element (array, i), where, &type, error))
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

      if (!get_int (object, path, "score", 0, BST_POSITION_MAX_SCORE, &score, error)
          || !get_int (object, path, "supply", 0, state->rules.meeples, &supply, error))
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
  JsonNode *hand = require_member (root, NULL, "hand", error);
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
      JsonObject *object = node_to_object (bag_node, "bag", error);

      if (object == NULL)
        return FALSE;
      letters = json_object_get_members (object);
      for (const GList *l = letters; l; l = l->next)
        {
          g_autofree char *path = g_strdup_printf ("bag.%s", (const char *) l->data);
          int type = tile_from_text (l->data);
          gint64 count;

          if (type < 0)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                           _("bag: tile %s is not a tile letter A–X"), (const char *) l->data);
              return FALSE;
            }
          if (!node_to_int (json_object_get_member (object, l->data), path, 0, BST_N_TILES,
                            &count, error))
            return FALSE;
          bag[type] = (guint) count;
        }
    }
  else
    {
      JsonArray *array = get_array (root, "draw_order", BST_N_TILES, error);

      if (array == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *path = g_strdup_printf ("draw_order[%u]", i);
          guint type;

          if (!get_tile (json_array_get_element (array, i), path, &type, error))
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
  if ((object = node_to_object (node, "extra_turn", error)) == NULL
      || !get_int (object, "extra_turn", "resume", 0, state->rules.n_players - 1, &resume, error))
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
  if ((node = require_member (root, NULL, "auction", error)) == NULL
      || (object = node_to_object (node, "auction", error)) == NULL
      || (member = require_member (object, "auction", "tile", error)) == NULL
      || !get_tile (member, "auction.tile", &tile, error)
      || !get_int (object, "auction", "bidder", 0, n_players - 1, &bidder, error)
      || (member = require_member (object, "auction", "high_bidder", error)) == NULL
      || (!JSON_NODE_HOLDS_NULL (member)
          && !node_to_int (member, "auction.high_bidder", 0, n_players - 1, &high_bidder, error))
      || !get_int (object, "auction", "high_bid", 0, BST_POSITION_MAX_SCORE, &high_bid, error))
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

  root = node_to_object (node, _("position"), error);
  if (root == NULL)
    return NULL;

  self = g_object_new (BST_TYPE_POSITION, NULL);
  state = &self->state;

  if ((member = require_member (root, NULL, "rules", error)) == NULL
      || !bst_position_rules_from_json (member, &rules, error))
    return NULL;
  if ((member = require_member (root, NULL, "players", error)) == NULL
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

  if (!get_int (root, NULL, "to_move", 0, rules.n_players - 1, &to_move, error)
      || (phase = get_string (root, NULL, "phase", error)) == NULL
      || !get_int (root, NULL, "turn", 0, MAX_TURN, &turn, error)
      || !get_int (root, NULL, "discards", 0, BST_N_TILES, &discards, error))
    return NULL;
  for (phase_value = 0; phase_value < G_N_ELEMENTS (phase_names); phase_value++)
    if (phase_names[phase_value] && g_str_equal (phase, phase_names[phase_value]))
      break;
  if (phase_value == G_N_ELEMENTS (phase_names))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("phase: “%s” is not a phase (place, bid, decide or over)"), phase);
      return NULL;
    }
  if ((member = json_object_get_member (root, "returned")) != NULL
      && !node_to_int (member, "returned", 0, G_MAXUINT8, &returned, error))
    return NULL;
  if ((member = json_object_get_member (root, "end")) != NULL)
    {
      const char *end = node_to_string (member, "end", error);

      if (end == NULL)
        return NULL;
      for (end_reason = BST_END_BAG_EMPTY; end_reason < G_N_ELEMENTS (end_names); end_reason++)
        if (g_str_equal (end, end_names[end_reason]))
          break;
      if (end_reason == G_N_ELEMENTS (end_names) || phase_value != BST_PHASE_OVER)
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

/* Comparing ---------------------------------------------------------------------- */

static int
compare_meeples (gconstpointer a, gconstpointer b)
{
  const BstMeeple *ma = a, *mb = b;

  if (ma->tile != mb->tile)
    return ma->tile - mb->tile;
  if (ma->segment != mb->segment)
    return ma->segment - mb->segment;
  return ma->player - mb->player;
}

static void
count_types (const guint8 *types, guint n, guint *counts)
{
  memset (counts, 0, BST_N_TILE_TYPES * sizeof *counts);
  for (guint i = 0; i < n; i++)
    counts[types[i]]++;
}

static gboolean
same_multiset (const guint8 *a, guint n_a, const guint8 *b, guint n_b)
{
  guint counts_a[BST_N_TILE_TYPES], counts_b[BST_N_TILE_TYPES];

  if (n_a != n_b)
    return FALSE;
  count_types (a, n_a, counts_a);
  count_types (b, n_b, counts_b);
  return memcmp (counts_a, counts_b, sizeof counts_a) == 0;
}

/* Equal as positions: what a player sees and what decides the rest of the
 * game, not how the engine happens to hold it (union-find, random state). */
gboolean
bst_position_equal (BstPosition *a, BstPosition *b)
{
  const BstState *sa, *sb;
  BstMeeple ma[BST_MAX_MEEPLES], mb[BST_MAX_MEEPLES];

  g_return_val_if_fail (BST_IS_POSITION (a), FALSE);
  g_return_val_if_fail (BST_IS_POSITION (b), FALSE);

  sa = &a->state;
  sb = &b->state;
  if (!bst_rule_set_equal (&sa->rules, &sb->rules))
    return FALSE;
  for (guint p = 0; p < sa->rules.n_players; p++)
    if (g_strcmp0 (a->players[p].name, b->players[p].name) != 0
        || a->players[p].colour != b->players[p].colour
        || a->players[p].kind != b->players[p].kind
        || sa->scores[p] != sb->scores[p]
        || sa->supply[p] != sb->supply[p])
      return FALSE;

  if (sa->phase != sb->phase || sa->current_player != sb->current_player
      || sa->turn != sb->turn || sa->discards != sb->discards
      || sa->returned != sb->returned || !!sa->extra_turn != !!sb->extra_turn)
    return FALSE;
  if (sa->phase == BST_PHASE_OVER && sa->end_reason != sb->end_reason)
    return FALSE;
  if (sa->extra_turn && sa->resume_player != sb->resume_player)
    return FALSE;
  if (in_auction (sa)
      && (sa->auction_tile != sb->auction_tile || sa->auction_drawer != sb->auction_drawer
          || sa->auction_bidder != sb->auction_bidder
          || sa->auction_high_bidder != sb->auction_high_bidder
          || sa->auction_high_bid != sb->auction_high_bid))
    return FALSE;
  for (guint p = 0; p < sa->rules.n_players; p++)
    if (!same_multiset (sa->held[p], sa->n_held[p], sb->held[p], sb->n_held[p]))
      return FALSE;

  if (sa->n_tiles != sb->n_tiles)
    return FALSE;
  for (guint i = 0; i < sa->n_tiles; i++)
    if (sa->tiles[i].type != sb->tiles[i].type || sa->tiles[i].rotation != sb->tiles[i].rotation
        || sa->tiles[i].x != sb->tiles[i].x || sa->tiles[i].y != sb->tiles[i].y)
      return FALSE;

  if (sa->n_meeples != sb->n_meeples)
    return FALSE;
  memcpy (ma, sa->meeples, sa->n_meeples * sizeof (BstMeeple));
  memcpy (mb, sb->meeples, sb->n_meeples * sizeof (BstMeeple));
  qsort (ma, sa->n_meeples, sizeof (BstMeeple), compare_meeples);
  qsort (mb, sb->n_meeples, sizeof (BstMeeple), compare_meeples);
  for (guint i = 0; i < sa->n_meeples; i++)
    if (compare_meeples (&ma[i], &mb[i]) != 0)
      return FALSE;

  if (!same_multiset (sa->hand, sa->n_hand, sb->hand, sb->n_hand))
    return FALSE;

  if (!!sa->fixed_order != !!sb->fixed_order)
    return FALSE;
  if (sa->fixed_order)
    return sa->n_bag == sb->n_bag && memcmp (sa->bag, sb->bag, sa->n_bag) == 0;
  return same_multiset (sa->bag, sa->n_bag, sb->bag, sb->n_bag);
}

/* Share codes ------------------------------------------------------------------------ */

char *
bst_position_to_share_code (BstPosition *self)
{
  g_return_val_if_fail (BST_IS_POSITION (self), NULL);
  return bst_share_code_encode (self);
}

BstPosition *
bst_position_new_from_share_code (const char *code, GError **error)
{
  g_return_val_if_fail (code != NULL, NULL);
  return bst_share_code_decode (code, error);
}

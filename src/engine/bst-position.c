/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-notation.h"
#include "bst-position-private.h"
#include "bst-json-writer.h"

const char *const bst_position_phase_names[BST_PHASE_DECIDE + 1] = {
  [BST_PHASE_PLACE] = "place",
  [BST_PHASE_MEEPLE] = NULL,
  [BST_PHASE_OVER] = "over",
  [BST_PHASE_BID] = "bid",
  [BST_PHASE_DECIDE] = "decide",
};

const char *const bst_position_end_names[BST_END_UNPLACEABLE + 1] = {
  [BST_END_NONE] = "none",
  [BST_END_BAG_EMPTY] = "bag-empty",
  [BST_END_UNPLACEABLE] = "unplaceable",
};

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

  object = bst_json_node_to_object (node, "rules", error);
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
            const BstPlayerInfo *player)
{
  bst_json_add_string_member (builder, "name", player->name ? player->name : "");
  bst_json_add_string_member (builder, "colour", bst_colour_name (player->colour));
  bst_json_add_string_member (builder, "kind", bst_seat_kind_name (player->kind));
}

JsonNode *
bst_position_players_to_json (const BstPlayerInfo *players, guint n_players)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      json_builder_begin_object (builder);
      add_player (builder, &players[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

gboolean
_bst_position_check_name (const char  *name,
                          const char  *path,
                          GError     **error)
{
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
  return TRUE;
}

static gboolean
player_from_json (JsonNode       *node,
                  guint           index,
                  BstPlayerInfo  *player,
                  GError        **error)
{
  g_autofree char *path = g_strdup_printf ("players[%u]", index);
  JsonObject *object = bst_json_node_to_object (node, path, error);
  const char *name, *colour, *kind;
  int colour_value, kind_value;

  if (object == NULL
      || (name = bst_json_get_string (object, path, "name", error)) == NULL
      || (colour = bst_json_get_string (object, path, "colour", error)) == NULL
      || (kind = bst_json_get_string (object, path, "kind", error)) == NULL)
    return FALSE;

  if (!_bst_position_check_name (name, path, error))
    return FALSE;
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
                   _("%s: “%s” is not a kind of player (human, random, beginner, easy, medium, hard or expert)"),
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

  if ((array = bst_json_node_to_array (node, "players", error)) == NULL)
    return FALSE;
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

static void
add_tile_json (JsonBuilder *builder,
               guint        type,
               int          x,
               int          y,
               guint        rotation)
{
  char letter[2] = { bst_tile_type_letter (type), '\0' };

  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "tile", letter);
  bst_json_add_int_member (builder, "x", x);
  bst_json_add_int_member (builder, "y", y);
  bst_json_add_int_member (builder, "rotation", rotation);
  json_builder_end_object (builder);
}

static void
add_meeple_json (JsonBuilder *builder,
                 guint        player,
                 guint        type,
                 int          x,
                 int          y,
                 guint        rotation,
                 guint        segment)
{
  g_autofree char *name = segment < bst_tile_type (type)->n_segments
                          ? bst_segment_format (type, rotation, segment) : NULL;

  json_builder_begin_object (builder);
  bst_json_add_int_member (builder, "player", player);
  bst_json_add_int_member (builder, "x", x);
  bst_json_add_int_member (builder, "y", y);
  bst_json_add_string_member (builder, "segment", name ? name : "");
  json_builder_end_object (builder);
}

static void
add_snapshot_player (JsonBuilder               *builder,
                     const BstPositionSnapshot *snapshot,
                     guint                      index)
{
  json_builder_begin_object (builder);
  add_player (builder, &snapshot->players[index]);
  bst_json_add_int_member (builder, "score", snapshot->scores[index]);
  bst_json_add_int_member (builder, "supply", snapshot->supply[index]);
  /* The hands of the players waiting for their turn. */
  if (snapshot->n_held[index] > 0)
    {
      json_builder_set_member_name (builder, "held");
      add_letters (builder, snapshot->held[index], snapshot->n_held[index]);
    }
  json_builder_end_object (builder);
}

JsonNode *
bst_position_snapshot_to_json (const BstPositionSnapshot *snapshot)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (snapshot != NULL, NULL);
  g_return_val_if_fail (snapshot->phase < G_N_ELEMENTS (bst_position_phase_names)
                        && bst_position_phase_names[snapshot->phase] != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rules");
  json_builder_add_value (builder, bst_position_rules_to_json (&snapshot->rules));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < snapshot->rules.n_players; p++)
    add_snapshot_player (builder, snapshot, p);
  json_builder_end_array (builder);

  bst_json_add_int_member (builder, "to_move", snapshot->to_move);
  bst_json_add_string_member (builder, "phase", bst_position_phase_names[snapshot->phase]);
  bst_json_add_int_member (builder, "turn", snapshot->turn);
  bst_json_add_int_member (builder, "discards", snapshot->discards);
  if (snapshot->free_mode)
    bst_json_add_boolean_member (builder, "free", TRUE);
  if (snapshot->returned > 0)
    {
      bst_json_add_int_member (builder, "returned", snapshot->returned);
    }
  if (snapshot->phase == BST_PHASE_OVER && snapshot->end_reason != BST_END_NONE
      && snapshot->end_reason < G_N_ELEMENTS (bst_position_end_names))
    {
      bst_json_add_string_member (builder, "end", bst_position_end_names[snapshot->end_reason]);
    }
  if (snapshot->extra_turn)
    {
      json_builder_set_member_name (builder, "extra_turn");
      json_builder_begin_object (builder);
      bst_json_add_int_member (builder, "resume", snapshot->resume_player);
      json_builder_end_object (builder);
    }
  if (snapshot->phase == BST_PHASE_BID || snapshot->phase == BST_PHASE_DECIDE)
    {
      char letter[2] = { bst_tile_type_letter (snapshot->auction_tile), '\0' };

      json_builder_set_member_name (builder, "auction");
      json_builder_begin_object (builder);
      bst_json_add_string_member (builder, "tile", letter);
      bst_json_add_int_member (builder, "bidder", snapshot->auction_bidder);
      json_builder_set_member_name (builder, "high_bidder");
      if (snapshot->auction_high_bidder == BST_NO_PLAYER)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, snapshot->auction_high_bidder);
      bst_json_add_int_member (builder, "high_bid", snapshot->auction_high_bid);
      json_builder_end_object (builder);
    }

  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint i = 0; i < snapshot->n_tiles; i++)
    {
      const BstSnapshotTile *tile = &snapshot->tiles[i];
      add_tile_json (builder, tile->type, tile->x, tile->y, tile->rotation);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "meeples");
  json_builder_begin_array (builder);
  for (guint i = 0; i < snapshot->n_meeples; i++)
    {
      const BstSnapshotMeeple *meeple = &snapshot->meeples[i];
      const BstSnapshotTile *tile = &snapshot->tiles[meeple->tile];
      add_meeple_json (builder, meeple->player, tile->type, tile->x, tile->y, tile->rotation,
                       meeple->segment);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "hand");
  add_letters (builder, snapshot->hand, snapshot->n_hand);

  if (snapshot->fixed_order)
    {
      json_builder_set_member_name (builder, "draw_order");
      add_letters (builder, snapshot->order, snapshot->n_order);
    }
  else
    {
      json_builder_set_member_name (builder, "bag");
      json_builder_begin_object (builder);
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          char letter[2] = { bst_tile_type_letter (type), '\0' };

          if (snapshot->bag[type] == 0)
            continue;
          bst_json_add_int_member (builder, letter, snapshot->bag[type]);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

JsonNode *
bst_position_to_json (BstPosition *self)
{
  g_autofree BstPositionSnapshot *snapshot = g_new0 (BstPositionSnapshot, 1);
  const BstState *state;

  g_return_val_if_fail (BST_IS_POSITION (self), NULL);

  state = &self->state;
  snapshot->rules = state->rules;
  snapshot->players = self->players;
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      snapshot->scores[p] = state->scores[p];
      snapshot->supply[p] = state->supply[p];
      snapshot->n_held[p] = state->n_held[p];
      memcpy (snapshot->held[p], state->held[p], state->n_held[p]);
    }
  snapshot->to_move = state->current_player;
  snapshot->phase = state->phase;
  snapshot->turn = state->turn;
  snapshot->discards = state->discards;
  snapshot->free_mode = self->free_mode;
  snapshot->returned = state->returned;
  snapshot->end_reason = state->end_reason;
  snapshot->extra_turn = state->extra_turn;
  snapshot->resume_player = state->resume_player;
  snapshot->auction_tile = state->auction_tile;
  snapshot->auction_bidder = state->auction_bidder;
  snapshot->auction_high_bidder = state->auction_high_bidder;
  snapshot->auction_high_bid = state->auction_high_bid;

  snapshot->n_tiles = state->n_tiles;
  for (guint i = 0; i < state->n_tiles; i++)
    snapshot->tiles[i] = (BstSnapshotTile) { state->tiles[i].type, state->tiles[i].rotation,
                                             state->tiles[i].x, state->tiles[i].y };
  snapshot->n_meeples = state->n_meeples;
  for (guint i = 0; i < state->n_meeples; i++)
    snapshot->meeples[i] = (BstSnapshotMeeple) { state->meeples[i].player,
                                                 state->meeples[i].tile,
                                                 state->meeples[i].segment };
  snapshot->n_hand = state->n_hand;
  memcpy (snapshot->hand, state->hand, state->n_hand);

  /* A fixed order is drawn from the end of the bag. */
  snapshot->fixed_order = state->fixed_order;
  snapshot->n_order = state->fixed_order ? state->n_bag : 0;
  for (guint i = 0; i < snapshot->n_order; i++)
    snapshot->order[i] = state->bag[state->n_bag - 1 - i];
  for (guint i = 0; i < state->n_bag; i++)
    snapshot->bag[state->bag[i]]++;

  return bst_position_snapshot_to_json (snapshot);
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

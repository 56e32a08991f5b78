/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <string.h>

#include "bst-editor-draft-variant.h"

#define FORMAT 1
/* Far more than the largest draft, far less than would strain memory. */
#define MAX_BYTES (1024 * 1024)

static GVariant *
bytes_variant (const guint8 *bytes,
               gsize         n_bytes)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, bytes, n_bytes, 1);
}

static GVariant *
rules_variant (const BstRuleSet *rules)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{su}"));
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);

      g_variant_builder_add (&builder, "{su}", info->name, bst_rule_set_get (rules, info));
    }
  return g_variant_builder_end (&builder);
}

GBytes *
bst_editor_draft_serialize (const BstEditorDraft *draft,
                            GFile                *file)
{
  g_auto (GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  g_autoptr (GVariant) variant = NULL;
  GVariantBuilder players, tiles, meeples;
  char *text;

  g_return_val_if_fail (draft != NULL, NULL);

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(syynay)"));
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      const BstEditorPlayer *player = &draft->players[p];

      g_variant_builder_add (&players, "(syyn@ay)", player->name, player->colour, player->kind,
                             player->score,
                             bytes_variant (player->held, MIN (player->n_held, BST_MAX_HAND)));
    }
  g_variant_builder_init (&tiles, G_VARIANT_TYPE ("a(yynn)"));
  for (guint i = 0; i < MIN (draft->n_tiles, BST_MAX_TILES); i++)
    g_variant_builder_add (&tiles, "(yynn)", draft->tiles[i].type, draft->tiles[i].rotation,
                           (gint16) draft->tiles[i].x, (gint16) draft->tiles[i].y);
  g_variant_builder_init (&meeples, G_VARIANT_TYPE ("a(yyy)"));
  for (guint i = 0; i < MIN (draft->n_meeples, BST_MAX_MEEPLES); i++)
    g_variant_builder_add (&meeples, "(yyy)", draft->meeples[i].player, draft->meeples[i].tile,
                           draft->meeples[i].segment);

  g_variant_dict_insert (&dict, "format", "u", FORMAT);
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_variant_dict_insert (&dict, "file", "s", uri);
    }
  g_variant_dict_insert_value (&dict, "rules", rules_variant (&draft->rules));
  g_variant_dict_insert (&dict, "free-mode", "b", draft->free_mode);
  g_variant_dict_insert_value (&dict, "players", g_variant_builder_end (&players));
  g_variant_dict_insert (&dict, "to-move", "y", draft->to_move);
  g_variant_dict_insert (&dict, "game-over", "b", (gboolean) draft->game_over);
  g_variant_dict_insert (&dict, "discards", "y", draft->discards);
  g_variant_dict_insert (&dict, "turn", "q", draft->turn);
  g_variant_dict_insert_value (&dict, "tiles", g_variant_builder_end (&tiles));
  g_variant_dict_insert_value (&dict, "meeples", g_variant_builder_end (&meeples));
  g_variant_dict_insert_value (&dict, "hand",
                               bytes_variant (draft->hand, MIN (draft->n_hand, BST_MAX_HAND)));
  g_variant_dict_insert (&dict, "custom-bag", "b", draft->custom_bag);
  g_variant_dict_insert_value (&dict, "bag", bytes_variant (draft->bag, BST_N_TILE_TYPES));
  g_variant_dict_insert (&dict, "fixed-order", "b", draft->fixed_order);
  g_variant_dict_insert_value (&dict, "order",
                               bytes_variant (draft->order, MIN (draft->n_order, BST_N_TILES)));
  g_variant_dict_insert (&dict, "puzzle", "b", draft->is_puzzle);
  g_variant_dict_insert (&dict, "title", "s", draft->title);
  g_variant_dict_insert (&dict, "description", "s", draft->description);
  g_variant_dict_insert (&dict, "topic", "s", draft->topic);
  g_variant_dict_insert (&dict, "difficulty", "y", draft->difficulty);
  g_variant_dict_insert (&dict, "puzzle-kind", "y", draft->puzzle_kind);
  g_variant_dict_insert (&dict, "measure", "y", draft->measure);
  g_variant_dict_insert (&dict, "goal", "(uuu)", (guint) draft->goal.goal, draft->goal.target,
                         draft->goal.turns);

  variant = g_variant_ref_sink (g_variant_dict_end (&dict));
  text = g_variant_print (variant, TRUE);
  return g_bytes_new_take (text, strlen (text));
}

/* Reading ------------------------------------------------------------------------------ */

static gboolean
damaged (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The editor’s unsaved work could not be read back."));
  return FALSE;
}

/* Copies a string that fits and is valid UTF-8 (GVariant checks that). */
static gboolean
lookup_text (GVariantDict *dict,
             const char   *key,
             char         *dest,
             gsize         size)
{
  const char *text;

  if (!g_variant_dict_lookup (dict, key, "&s", &text))
    return TRUE;
  if (strlen (text) >= size)
    return FALSE;
  g_strlcpy (dest, text, size);
  return TRUE;
}

/* Copies a byte array of at most @max bytes, each below @limit. */
static gboolean
lookup_bytes (GVariantDict *dict,
              const char   *key,
              guint8       *dest,
              gsize         max,
              guint         limit,
              guint8       *n_dest)
{
  g_autoptr (GVariant) value = g_variant_dict_lookup_value (dict, key, G_VARIANT_TYPE_BYTESTRING);
  const guint8 *bytes;
  gsize n_bytes = 0;

  if (value == NULL)
    return TRUE;
  bytes = g_variant_get_fixed_array (value, &n_bytes, 1);
  if (n_bytes > max)
    return FALSE;
  for (gsize i = 0; i < n_bytes; i++)
    if (bytes[i] >= limit)
      return FALSE;
  /* An empty array has no data to copy from (NULL). */
  if (n_bytes > 0)
    memcpy (dest, bytes, n_bytes);
  if (n_dest != NULL)
    *n_dest = (guint8) n_bytes;
  return TRUE;
}

static gboolean
read_rules (GVariantDict *dict,
            BstRuleSet   *rules)
{
  g_autoptr (GVariantIter) iter = NULL;
  const char *name;
  guint value;

  if (!g_variant_dict_lookup (dict, "rules", "a{su}", &iter))
    return TRUE;
  while (g_variant_iter_next (iter, "{&su}", &name, &value))
    {
      const BstRuleInfo *info = bst_rule_info_lookup (name);

      /* A rule of a later version is left out; a bad value is damage. */
      if (info == NULL)
        continue;
      if (!bst_rule_info_accepts (info, value))
        return FALSE;
      bst_rule_set_set (rules, info, value);
    }
  return rules->n_players >= 1 && rules->n_players <= BST_MAX_PLAYERS;
}

static gboolean
read_players (GVariantDict   *dict,
              BstEditorDraft *draft)
{
  g_autoptr (GVariantIter) iter = NULL;
  g_autoptr (GVariant) held = NULL;
  const char *name;
  guint8 colour, kind;
  gint16 score;
  guint p = 0;

  if (!g_variant_dict_lookup (dict, "players", "a(syynay)", &iter))
    return TRUE;
  while (g_variant_iter_next (iter, "(&syyn@ay)", &name, &colour, &kind, &score, &held))
    {
      BstEditorPlayer *player;
      const guint8 *bytes;
      gsize n_bytes;

      if (p >= BST_MAX_PLAYERS)
        return FALSE;
      player = &draft->players[p];
      bytes = g_variant_get_fixed_array (held, &n_bytes, 1);
      if (strlen (name) >= sizeof player->name
          || colour >= BST_N_COLOURS || kind >= BST_N_SEAT_KINDS || n_bytes > BST_MAX_HAND)
        return FALSE;
      for (gsize i = 0; i < n_bytes; i++)
        if (bytes[i] >= BST_N_TILE_TYPES)
          return FALSE;
      g_strlcpy (player->name, name, sizeof player->name);
      player->colour = colour;
      player->kind = kind;
      player->score = score;
      player->n_held = (guint8) n_bytes;
      if (n_bytes > 0)
        memcpy (player->held, bytes, n_bytes);
      g_clear_pointer (&held, g_variant_unref);
      p++;
    }
  return TRUE;
}

static gboolean
read_board (GVariantDict   *dict,
            BstEditorDraft *draft)
{
  g_autoptr (GVariantIter) tiles = NULL;
  g_autoptr (GVariantIter) meeples = NULL;
  guint8 a, b, c;
  gint16 x, y;

  if (g_variant_dict_lookup (dict, "tiles", "a(yynn)", &tiles))
    {
      draft->n_tiles = 0;
      while (g_variant_iter_next (tiles, "(yynn)", &a, &b, &x, &y))
        {
          if (draft->n_tiles >= BST_MAX_TILES || a >= BST_N_TILE_TYPES || b >= 4
              || x < G_MININT8 || x > G_MAXINT8 || y < G_MININT8 || y > G_MAXINT8)
            return FALSE;
          draft->tiles[draft->n_tiles++] = (BstEditorTile) { a, b, (gint8) x, (gint8) y };
        }
    }
  if (g_variant_dict_lookup (dict, "meeples", "a(yyy)", &meeples))
    {
      draft->n_meeples = 0;
      while (g_variant_iter_next (meeples, "(yyy)", &a, &b, &c))
        {
          if (draft->n_meeples >= BST_MAX_MEEPLES || a >= draft->rules.n_players
              || b >= draft->n_tiles
              || c >= bst_tile_type (draft->tiles[b].type)->n_segments)
            return FALSE;
          draft->meeples[draft->n_meeples++] = (BstEditorMeeple) { a, b, c, 0 };
        }
    }
  return TRUE;
}

static gboolean
read_numbers (GVariantDict   *dict,
              BstEditorDraft *draft)
{
  gboolean flag;
  guint goal, target, turns;

  if (g_variant_dict_lookup (dict, "free-mode", "b", &flag))
    draft->free_mode = flag;
  if (g_variant_dict_lookup (dict, "game-over", "b", &flag))
    draft->game_over = (guint8) flag;
  if (g_variant_dict_lookup (dict, "custom-bag", "b", &flag))
    draft->custom_bag = flag;
  if (g_variant_dict_lookup (dict, "fixed-order", "b", &flag))
    draft->fixed_order = flag;
  if (g_variant_dict_lookup (dict, "puzzle", "b", &flag))
    draft->is_puzzle = flag;
  g_variant_dict_lookup (dict, "to-move", "y", &draft->to_move);
  g_variant_dict_lookup (dict, "discards", "y", &draft->discards);
  g_variant_dict_lookup (dict, "turn", "q", &draft->turn);
  g_variant_dict_lookup (dict, "difficulty", "y", &draft->difficulty);
  g_variant_dict_lookup (dict, "puzzle-kind", "y", &draft->puzzle_kind);
  g_variant_dict_lookup (dict, "measure", "y", &draft->measure);
  if (g_variant_dict_lookup (dict, "goal", "(uuu)", &goal, &target, &turns))
    {
      if (goal > BST_PUZZLE_GOAL_MEEPLES_HOME)
        return FALSE;
      draft->goal = (BstPuzzleGoalSpec) { goal, target, turns };
    }
  return draft->to_move < draft->rules.n_players
         && draft->difficulty >= BST_PUZZLE_MIN_DIFFICULTY
         && draft->difficulty <= BST_PUZZLE_MAX_DIFFICULTY
         && draft->puzzle_kind <= BST_PUZZLE_REACH_GOAL
         && draft->measure <= BST_PUZZLE_MEASURE_MARGIN;
}

gboolean
bst_editor_draft_deserialize (BstEditorDraft  *draft,
                              GBytes          *bytes,
                              GFile          **file,
                              GError         **error)
{
  g_autoptr (GVariant) variant = NULL;
  g_auto (GVariantDict) dict = G_VARIANT_DICT_INIT (NULL);
  const char *text;
  const char *uri = NULL;
  gsize size;
  guint format = 0;

  g_return_val_if_fail (draft != NULL, FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);

  if (file != NULL)
    *file = NULL;
  text = g_bytes_get_data (bytes, &size);
  if (size == 0 || size > MAX_BYTES || memchr (text, '\0', size) != NULL)
    return damaged (error);
  variant = g_variant_parse (G_VARIANT_TYPE_VARDICT, text, text + size, NULL, NULL);
  if (variant == NULL)
    return damaged (error);
  g_variant_dict_init (&dict, variant);
  if (!g_variant_dict_lookup (&dict, "format", "u", &format) || format != FORMAT)
    return damaged (error);

  bst_editor_draft_init_default (draft);
  if (!read_rules (&dict, &draft->rules)
      || !read_players (&dict, draft)
      || !read_board (&dict, draft)
      || !lookup_bytes (&dict, "hand", draft->hand, BST_MAX_HAND, BST_N_TILE_TYPES,
                        &draft->n_hand)
      || !lookup_bytes (&dict, "bag", draft->bag, BST_N_TILE_TYPES, BST_N_TILES + 1, NULL)
      || !lookup_bytes (&dict, "order", draft->order, BST_N_TILES, BST_N_TILE_TYPES,
                        &draft->n_order)
      || !lookup_text (&dict, "title", draft->title, sizeof draft->title)
      || !lookup_text (&dict, "description", draft->description, sizeof draft->description)
      || !lookup_text (&dict, "topic", draft->topic, sizeof draft->topic)
      || !read_numbers (&dict, draft))
    return damaged (error);

  if (file != NULL && g_variant_dict_lookup (&dict, "file", "&s", &uri))
    *file = g_file_new_for_uri (uri);
  return TRUE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-json-writer.h"
#include "bst-statistics-private.h"

/* {"version": 2, "people": [{"name": "Ada", "games": 3, "total-score": 250,
 *   "best-score": 120, "points": {"road": 40, …},
 *   "against": {"easy": {"games": 2, "wins": 1, "draws": 0}, …}}, …],
 *  "counted-games": ["3f0c…", …]}
 * Version 1 had no "counted-games". */
#define STATISTICS_VERSION 2

/* Beyond any lifetime of play, and exact in a JSON number. */
#define MAX_TOTAL ((gint64) 1 << 52)

static void
add_tally_member (JsonBuilder              *builder,
                  const char               *name,
                  const BstStatisticsTally *tally)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  bst_json_add_int_member (builder, "games", tally->games);
  bst_json_add_int_member (builder, "wins", tally->wins);
  bst_json_add_int_member (builder, "draws", tally->draws);
  json_builder_end_object (builder);
}

static void
add_person (JsonBuilder               *builder,
            const BstPersonStatistics *person)
{
  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "name", person->name);
  bst_json_add_int_member (builder, "games", person->games);
  bst_json_add_int_member (builder, "total-score", person->total_score);
  bst_json_add_int_member (builder, "best-score", person->best_score);
  json_builder_set_member_name (builder, "points");
  json_builder_begin_object (builder);
  for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
    bst_json_add_int_member (builder, bst_feature_kind_name (kind), person->points[kind]);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "against");
  json_builder_begin_object (builder);
  for (guint kind = 0; kind < BST_N_SEAT_KINDS; kind++)
    if (person->against[kind].games > 0)
      add_tally_member (builder, bst_seat_kind_name (kind), &person->against[kind]);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
}

GBytes *
bst_statistics_to_bytes (BstStatistics *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  GPtrArray *identities;
  gsize length;
  char *text;

  g_return_val_if_fail (BST_IS_STATISTICS (self), NULL);

  identities = _bst_statistics_get_identities (self);
  json_builder_begin_object (builder);
  bst_json_add_int_member (builder, "version", STATISTICS_VERSION);
  json_builder_set_member_name (builder, "people");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bst_statistics_get_n_people (self); i++)
    add_person (builder, bst_statistics_get_person (self, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "counted-games");
  json_builder_begin_array (builder);
  for (guint i = 0; i < identities->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (identities, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, &length);
  return g_bytes_new_take (text, length);
}

static gboolean
read_uint (JsonObject  *object,
           const char  *path,
           const char  *name,
           guint       *out,
           GError     **error)
{
  gint64 value;

  if (!bst_json_get_int (object, path, name, 0, G_MAXUINT, &value, error))
    return FALSE;
  *out = value;
  return TRUE;
}

static gboolean
read_tally (JsonNode            *node,
            const char          *path,
            BstStatisticsTally  *tally,
            GError             **error)
{
  static const char *const members[] = { "games", "wins", "draws", NULL };
  JsonObject *object = bst_json_node_to_object (node, path, error);

  if (object == NULL
      || !bst_json_check_members (object, path, members, error)
      || !read_uint (object, path, "games", &tally->games, error)
      || !read_uint (object, path, "wins", &tally->wins, error)
      || !read_uint (object, path, "draws", &tally->draws, error))
    return FALSE;
  if ((guint64) tally->wins + tally->draws > tally->games)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: more wins and draws than games"), path);
      return FALSE;
    }
  return TRUE;
}

/* The member @name of @object, which must be an object; @where names it. */
static JsonObject *
require_object (JsonObject  *object,
                const char  *path,
                const char  *name,
                char       **where,
                GError     **error)
{
  JsonNode *node = bst_json_require_member (object, path, name, error);

  *where = g_strdup_printf ("%s.%s", path, name);
  return node != NULL ? bst_json_node_to_object (node, *where, error) : NULL;
}

static gboolean
read_points (JsonObject           *person,
             const char           *path,
             BstPersonStatistics  *out,
             GError              **error)
{
  g_autofree char *where = NULL;
  JsonObject *points = require_object (person, path, "points", &where, error);
  const char *names[BST_N_FEATURE_KINDS + 1] = { NULL };

  if (points == NULL)
    return FALSE;
  for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
    names[kind] = bst_feature_kind_name (kind);
  if (!bst_json_check_members (points, where, names, error))
    return FALSE;
  for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
    if (!bst_json_get_int (points, where, names[kind], -MAX_TOTAL, MAX_TOTAL,
                           &out->points[kind], error))
      return FALSE;
  return TRUE;
}

static gboolean
read_against (JsonObject           *person,
              const char           *path,
              BstPersonStatistics  *out,
              GError              **error)
{
  g_autofree char *where = NULL;
  JsonObject *against = require_object (person, path, "against", &where, error);
  g_autoptr (GList) members = NULL;

  if (against == NULL)
    return FALSE;
  members = json_object_get_members (against);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *tally_path = g_strdup_printf ("%s.%s", where, (const char *) l->data);
      int kind = bst_seat_kind_from_name (l->data);

      if (kind < 0 || kind == BST_SEAT_HUMAN)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: not a computer level"), tally_path);
          return FALSE;
        }
      if (!read_tally (json_object_get_member (against, l->data), tally_path,
                       &out->against[kind], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_person (BstStatistics  *self,
             JsonNode       *node,
             const char     *path,
             GError        **error)
{
  static const char *const members[] = {
    "name", "games", "total-score", "best-score", "points", "against", NULL
  };
  JsonObject *object = bst_json_node_to_object (node, path, error);
  BstPersonStatistics read = { NULL };
  BstPersonStatistics *person;
  const char *name;
  gint64 best;

  if (object == NULL
      || !bst_json_check_members (object, path, members, error)
      || (name = bst_json_get_string (object, path, "name", error)) == NULL
      || !read_uint (object, path, "games", &read.games, error)
      || !bst_json_get_int (object, path, "total-score", -MAX_TOTAL, MAX_TOTAL,
                            &read.total_score, error)
      || !bst_json_get_int (object, path, "best-score", G_MININT, G_MAXINT, &best, error)
      || !read_points (object, path, &read, error)
      || !read_against (object, path, &read, error))
    return FALSE;
  if (strlen (name) > BST_STATISTICS_MAX_NAME_BYTES || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s.name: not a name"), path);
      return FALSE;
    }
  if (bst_statistics_lookup (self, name) != NULL
      || (person = _bst_statistics_ensure_person (self, name)) == NULL)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: a second record for “%s”"), path, name);
      return FALSE;
    }
  read.name = person->name;
  read.best_score = best;
  *person = read;
  return TRUE;
}

static gboolean
is_identity (const char *text)
{
  guint digits = 0;

  for (; text[digits] != '\0'; digits++)
    if (!g_ascii_isxdigit (text[digits]) || g_ascii_isupper (text[digits]))
      return FALSE;
  return digits == BST_STATISTICS_IDENTITY_DIGITS;
}

static gboolean
read_counted_games (BstStatistics  *self,
                    JsonObject     *object,
                    GError        **error)
{
  JsonArray *games;

  if (!json_object_has_member (object, "counted-games"))
    return TRUE;
  games = bst_json_get_array (object, "counted-games", BST_STATISTICS_MAX_GAMES, error);
  if (games == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("counted-games[%u]", i);
      const char *identity = bst_json_node_to_string (json_array_get_element (games, i), path,
                                                      error);

      if (identity == NULL)
        return FALSE;
      if (!is_identity (identity) || bst_statistics_has_game (self, identity))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: not the mark of a game, or a game listed twice"),
                       path);
          return FALSE;
        }
      _bst_statistics_add_identity (self, identity);
    }
  return TRUE;
}

BstStatistics *
bst_statistics_new_from_bytes (GBytes  *bytes,
                               GError **error)
{
  static const char *const members[] = { "version", "people", "counted-games", NULL };
  g_autoptr (BstStatistics) self = bst_statistics_new ();
  g_autoptr (JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *people;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  gint64 version;

  g_return_val_if_fail (bytes != NULL, NULL);

  if ((root = bst_json_parse (data, length, error)) == NULL
      || (object = bst_json_node_to_object (root, "statistics", error)) == NULL
      || !bst_json_get_int (object, NULL, "version", 1, G_MAXINT, &version, error))
    return NULL;
  if (version > STATISTICS_VERSION)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_VERSION,
                   _("The statistics were kept by a newer version of Bastide"));
      return NULL;
    }
  if (!bst_json_check_members (object, NULL, members, error)
      || (people = bst_json_get_array (object, "people", BST_STATISTICS_MAX_PEOPLE, error)) == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (people); i++)
    {
      g_autofree char *path = g_strdup_printf ("people[%u]", i);

      if (!read_person (self, json_array_get_element (people, i), path, error))
        return NULL;
    }
  if (!read_counted_games (self, object, error))
    return NULL;
  return g_steal_pointer (&self);
}

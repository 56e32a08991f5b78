/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-tile.h"

/* json-glib parses recursively and wraps integers that overflow 64 bits,
 * so both are caught on the raw text before it reaches the parser. */
gboolean
bst_json_check_text (const char *data, gsize length, GError **error)
{
  const char *bad;
  gboolean in_string = FALSE;
  guint depth = 0;
  guint digits = 0;

  if (length > BST_JSON_MAX_BYTES)
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
          if (++depth > BST_JSON_MAX_DEPTH)
            {
              g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                           _("The data is nested too deeply (more than %d levels)"),
                           BST_JSON_MAX_DEPTH);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

JsonNode *
bst_json_parse (const char  *data,
                gsize        length,
                GError     **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local_error = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (!bst_json_check_text (data, length, error))
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

gboolean
bst_json_check_members (JsonObject        *object,
                        const char        *path,
                        const char *const *allowed,
                        GError           **error)
{
  g_autoptr (GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains (allowed, l->data))
      {
        g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                     _("%s: unknown member “%s”"), path, (const char *) l->data);
        return FALSE;
      }
  return TRUE;
}

JsonNode *
bst_json_require_member (JsonObject  *object,
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

/* Like bst_json_require_member(), and says in @where how a message names the
 * member: "path.name". */
static JsonNode *
require_member_at (JsonObject  *object,
                   const char  *path,
                   const char  *name,
                   char       **where,
                   GError     **error)
{
  JsonNode *node = bst_json_require_member (object, path, name, error);

  if (node != NULL)
    *where = path ? g_strdup_printf ("%s.%s", path, name) : g_strdup (name);
  return node;
}

gboolean
bst_json_node_to_int (JsonNode    *node,
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

gboolean
bst_json_get_int (JsonObject  *object,
                  const char  *path,
                  const char  *name,
                  gint64       minimum,
                  gint64       maximum,
                  gint64      *out,
                  GError     **error)
{
  g_autofree char *where = NULL;
  JsonNode *node = require_member_at (object, path, name, &where, error);

  return node != NULL && bst_json_node_to_int (node, where, minimum, maximum, out, error);
}

const char *
bst_json_node_to_string (JsonNode *node, const char *path, GError **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected text"), path);
      return NULL;
    }
  return json_node_get_string (node);
}

const char *
bst_json_get_string (JsonObject  *object,
                     const char  *path,
                     const char  *name,
                     GError     **error)
{
  g_autofree char *where = NULL;
  JsonNode *node = require_member_at (object, path, name, &where, error);

  return node != NULL ? bst_json_node_to_string (node, where, error) : NULL;
}

JsonObject *
bst_json_node_to_object (JsonNode *node, const char *path, GError **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected an object"), path);
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
bst_json_node_to_array (JsonNode *node, const char *path, GError **error)
{
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected a list"), path);
      return NULL;
    }
  return json_node_get_array (node);
}

JsonArray *
bst_json_get_array (JsonObject  *object,
                    const char  *name,
                    guint        max_length,
                    GError     **error)
{
  JsonNode *node = bst_json_require_member (object, NULL, name, error);
  JsonArray *array;

  if (node == NULL || (array = bst_json_node_to_array (node, name, error)) == NULL)
    return NULL;
  if (json_array_get_length (array) > max_length)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: %u entries, at most %u allowed"),
                   name, json_array_get_length (array), max_length);
      return NULL;
    }
  return array;
}

int
bst_json_tile_from_text (const char *text)
{
  if (text[0] == '\0' || text[1] != '\0')
    return -1;
  return bst_tile_type_from_letter (text[0]);
}

gboolean
bst_json_get_tile (JsonNode *node, const char *path, guint *type, GError **error)
{
  const char *text = bst_json_node_to_string (node, path, error);
  int found;

  if (text == NULL)
    return FALSE;
  found = bst_json_tile_from_text (text);
  if (found < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: tile %s is not a tile letter A–X"), path, text);
      return FALSE;
    }
  *type = (guint) found;
  return TRUE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Reading untrusted JSON: limits checked on the raw text before parsing,
 * and typed access whose errors name the field ("board[3].x: …"). */

#define BST_JSON_MAX_BYTES   (1024 * 1024)
#define BST_JSON_MAX_DEPTH   32

gboolean     bst_json_check_text      (const char  *data,
                                       gsize        length,
                                       GError     **error);
JsonNode    *bst_json_parse           (const char  *data,
                                       gsize        length,
                                       GError     **error);

/* Fails on the first member of @object that is not in @allowed. */
gboolean     bst_json_check_members   (JsonObject        *object,
                                       const char        *path,
                                       const char *const *allowed,
                                       GError           **error);
JsonNode    *bst_json_require_member  (JsonObject  *object,
                                       const char  *path,
                                       const char  *name,
                                       GError     **error);
gboolean     bst_json_node_to_int     (JsonNode    *node,
                                       const char  *path,
                                       gint64       minimum,
                                       gint64       maximum,
                                       gint64      *out,
                                       GError     **error);
gboolean     bst_json_get_int         (JsonObject  *object,
                                       const char  *path,
                                       const char  *name,
                                       gint64       minimum,
                                       gint64       maximum,
                                       gint64      *out,
                                       GError     **error);
const char  *bst_json_node_to_string  (JsonNode    *node,
                                       const char  *path,
                                       GError     **error);
const char  *bst_json_get_string      (JsonObject  *object,
                                       const char  *path,
                                       const char  *name,
                                       GError     **error);
JsonObject  *bst_json_node_to_object  (JsonNode    *node,
                                       const char  *path,
                                       GError     **error);
JsonArray   *bst_json_node_to_array   (JsonNode    *node,
                                       const char  *path,
                                       GError     **error);
JsonArray   *bst_json_get_array       (JsonObject  *object,
                                       const char  *name,
                                       guint        max_length,
                                       GError     **error);
int          bst_json_tile_from_text  (const char  *text);
gboolean     bst_json_get_tile        (JsonNode    *node,
                                       const char  *path,
                                       guint       *type,
                                       GError     **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Writing JSON: a member of the object @builder is building, named @name,
 * in one call instead of a name and a value. */

void bst_json_add_int_member     (JsonBuilder *builder,
                                  const char  *name,
                                  gint64       value);
void bst_json_add_double_member  (JsonBuilder *builder,
                                  const char  *name,
                                  double       value);
void bst_json_add_boolean_member (JsonBuilder *builder,
                                  const char  *name,
                                  gboolean     value);
void bst_json_add_string_member  (JsonBuilder *builder,
                                  const char  *name,
                                  const char  *value);
/* The BstMove array @moves, each move in the move notation. */
void bst_json_add_moves_member   (JsonBuilder *builder,
                                  const char  *name,
                                  GArray      *moves);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-json-writer.h"

#include "bst-notation.h"

void
bst_json_add_int_member (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
bst_json_add_double_member (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

void
bst_json_add_boolean_member (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
bst_json_add_string_member (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

void
bst_json_add_moves_member (JsonBuilder *builder, const char *name, GArray *moves)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *text = bst_move_format (&g_array_index (moves, BstMove, i));
      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);
}

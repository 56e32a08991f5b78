/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-learn-node.h"

#include <gio/gio.h>
#include <string.h>

#include "bst-error.h"

struct _BstLearnNode
{
  char       *name;
  GStrv       attribute_names;
  GStrv       attribute_values;
  GString    *text;
  GPtrArray  *children;   /* of BstLearnNode */
};

typedef struct {
  const char   *root;
  BstLearnNode *top;
  GPtrArray    *open;     /* the elements being read, innermost last */
} Reader;

static BstLearnNode *
node_new (const char  *name,
          const char **attribute_names,
          const char **attribute_values)
{
  BstLearnNode *self = g_new0 (BstLearnNode, 1);

  self->name = g_strdup (name);
  self->attribute_names = g_strdupv ((char **) attribute_names);
  self->attribute_values = g_strdupv ((char **) attribute_values);
  self->text = g_string_new (NULL);
  self->children = g_ptr_array_new_with_free_func ((GDestroyNotify) bst_learn_node_free);
  return self;
}

void
bst_learn_node_free (BstLearnNode *self)
{
  if (self == NULL)
    return;
  g_free (self->name);
  g_strfreev (self->attribute_names);
  g_strfreev (self->attribute_values);
  g_string_free (self->text, TRUE);
  g_ptr_array_unref (self->children);
  g_free (self);
}

/* As xgettext reads ITS text by default: runs of white space become one
 * space, and none is left at either end. */
static void
collapse_space (GString *text)
{
  gsize out = 0;
  gboolean space = FALSE;

  for (gsize in = 0; in < text->len; in++)
    {
      char c = text->str[in];

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        {
          space = out > 0;
          continue;
        }
      if (space)
        text->str[out++] = ' ';
      space = FALSE;
      text->str[out++] = c;
    }
  g_string_truncate (text, out);
}

static void
start_element_cb (GMarkupParseContext  *context,
                  const char           *element_name,
                  const char          **attribute_names,
                  const char          **attribute_values,
                  gpointer              user_data,
                  GError              **error)
{
  Reader *reader = user_data;
  BstLearnNode *node;

  if (reader->open->len == 0)
    {
      if (reader->top != NULL || !g_str_equal (element_name, reader->root))
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "Expected one <%s> element, found <%s>", reader->root, element_name);
          return;
        }
    }

  for (guint i = 0; attribute_names[i]; i++)
    for (guint j = 0; j < i; j++)
      if (g_str_equal (attribute_names[i], attribute_names[j]))
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "<%s> has two “%s” attributes", element_name, attribute_names[i]);
          return;
        }

  node = node_new (element_name, attribute_names, attribute_values);
  if (reader->open->len == 0)
    reader->top = node;
  else
    {
      BstLearnNode *parent = g_ptr_array_index (reader->open, reader->open->len - 1);

      if (parent->text->len > 0)
        {
          bst_learn_node_free (node);
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "<%s> holds both text and elements", parent->name);
          return;
        }
      g_ptr_array_add (parent->children, node);
    }
  g_ptr_array_add (reader->open, node);
}

static void
end_element_cb (GMarkupParseContext  *context,
                const char           *element_name,
                gpointer              user_data,
                GError              **error)
{
  Reader *reader = user_data;
  BstLearnNode *node = g_ptr_array_steal_index (reader->open, reader->open->len - 1);

  collapse_space (node->text);
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 text_len,
         gpointer              user_data,
         GError              **error)
{
  Reader *reader = user_data;
  BstLearnNode *node;
  gboolean blank = TRUE;

  for (gsize i = 0; i < text_len && blank; i++)
    blank = g_ascii_isspace (text[i]);
  if (reader->open->len == 0)
    return;
  node = g_ptr_array_index (reader->open, reader->open->len - 1);
  if (blank && node->text->len == 0)
    return;
  if (node->children->len > 0)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "<%s> holds both text and elements", node->name);
      return;
    }
  g_string_append_len (node->text, text, (gssize) text_len);
}

static const GMarkupParser parser = {
  start_element_cb,
  end_element_cb,
  text_cb,
  NULL,
  NULL,
};

BstLearnNode *
bst_learn_node_parse (const char  *text,
                      gssize       length,
                      const char  *root,
                      GError     **error)
{
  g_autoptr (GMarkupParseContext) context = NULL;
  g_autoptr (GPtrArray) open = g_ptr_array_new ();
  Reader reader = { root, NULL, open };

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (root != NULL, NULL);

  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &reader, NULL);
  if (!g_markup_parse_context_parse (context, text, length, error)
      || !g_markup_parse_context_end_parse (context, error))
    {
      bst_learn_node_free (reader.top);
      return NULL;
    }
  if (reader.top == NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_EMPTY, "No <%s> element", root);
      return NULL;
    }
  return reader.top;
}

static BstLearnNode *
parse_named (const char  *text,
             gsize        length,
             const char  *where,
             const char  *root,
             GError     **error)
{
  g_autoptr (GError) local_error = NULL;
  BstLearnNode *node = bst_learn_node_parse (text, (gssize) length, root, &local_error);

  if (node == NULL)
    g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "%s: %s", where, local_error->message);
  return node;
}

BstLearnNode *
bst_learn_node_load_resource (const char  *path,
                              const char  *root,
                              GError     **error)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize length;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return parse_named (data, length, path, root, error);
}

GArray *
bst_learn_resource_get (BstLearnResource *resource)
{
  g_return_val_if_fail (resource != NULL, NULL);

  if (g_once_init_enter (&resource->read))
    {
      g_autoptr (GError) error = NULL;

      resource->document = bst_learn_node_load_resource (resource->path, resource->root, &error);
      if (resource->document != NULL)
        resource->content = resource->reader (resource->document, &error);
      if (resource->content == NULL)
        {
          g_warning ("The %s cannot be read: %s", resource->what, error->message);
          resource->content = g_array_new (FALSE, FALSE, resource->element_size);
        }
      g_once_init_leave (&resource->read, 1);
    }
  return resource->content;
}

BstLearnNode *
bst_learn_node_load_file (const char  *path,
                          const char  *root,
                          GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  return parse_named (contents, length, path, root, error);
}

const char *
bst_learn_node_get_name (const BstLearnNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

const char *
bst_learn_node_get_attribute (const BstLearnNode *self,
                              const char         *name)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; self->attribute_names[i]; i++)
    if (g_str_equal (self->attribute_names[i], name))
      return self->attribute_values[i];
  return NULL;
}

const char *
bst_learn_node_get_text (const BstLearnNode *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->text->str;
}

guint
bst_learn_node_get_n_children (const BstLearnNode *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->children->len;
}

BstLearnNode *
bst_learn_node_get_child (const BstLearnNode *self,
                          guint               index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->children->len, NULL);
  return g_ptr_array_index (self->children, index);
}

const char *
bst_learn_node_get_child_text (const BstLearnNode *self,
                               const char         *name)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->children->len; i++)
    {
      const BstLearnNode *child = g_ptr_array_index (self->children, i);

      if (g_str_equal (child->name, name))
        return child->text->str;
    }
  return NULL;
}

gboolean
bst_learn_node_check (const BstLearnNode  *self,
                      const char          *name,
                      const char *const   *attributes,
                      const char *const   *children,
                      GError             **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (!g_str_equal (self->name, name))
    return bst_learn_node_set_error (self, error, "expected <%s>", name);
  for (guint i = 0; self->attribute_names[i]; i++)
    if (!g_strv_contains (attributes, self->attribute_names[i]))
      return bst_learn_node_set_error (self, error, "unknown attribute “%s”",
                                       self->attribute_names[i]);
  for (guint i = 0; i < self->children->len; i++)
    {
      const BstLearnNode *child = g_ptr_array_index (self->children, i);

      if (!g_strv_contains (children, child->name))
        return bst_learn_node_set_error (self, error, "unknown element <%s>", child->name);
    }
  return TRUE;
}

gboolean
bst_learn_node_set_error (const BstLearnNode  *self,
                          GError             **error,
                          const char          *format,
                          ...)
{
  const char *id = bst_learn_node_get_attribute (self, "id");
  g_autofree char *message = NULL;
  va_list args;

  if (id == NULL)
    id = bst_learn_node_get_attribute (self, "name");
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (id != NULL)
    g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "<%s %s>: %s", self->name, id, message);
  else
    g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "<%s>: %s", self->name, message);
  return FALSE;
}

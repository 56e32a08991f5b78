/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-rules-reference.h"

#include <gio/gio.h>

#include "bst-error.h"
#include "bst-learn-node.h"

#define RULES_RESOURCE "/io/github/bastide/Bastide/learn/rules.xml"

/* Its strings point into the document, but for each entry's names. */
struct _BstRulesReference
{
  BstLearnNode *document;
  GArray       *sections;   /* of BstRulesSection */
  GArray       *entries;    /* of BstRulesEntry, section by section */
};

static const char *const section_attributes[] = { "id", NULL };
static const char *const section_children[] = { "title", "rule", NULL };
static const char *const rule_attributes[] = { "names", "tutorial", "puzzle", NULL };
static const char *const rule_children[] = { "title", "text", NULL };

static void
clear_entry (gpointer data)
{
  BstRulesEntry *entry = data;

  g_clear_pointer (&entry->names, g_strfreev);
}

static BstRulesReference *
reference_new (BstLearnNode *document)
{
  BstRulesReference *self = g_new0 (BstRulesReference, 1);

  self->document = document;
  self->sections = g_array_new (FALSE, FALSE, sizeof (BstRulesSection));
  self->entries = g_array_new (FALSE, FALSE, sizeof (BstRulesEntry));
  g_array_set_clear_func (self->entries, clear_entry);
  return self;
}

void
bst_rules_reference_free (BstRulesReference *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->sections, g_array_unref);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->document, bst_learn_node_free);
  g_free (self);
}

static gboolean
nonempty (const char *text)
{
  return text != NULL && *text != '\0';
}

/* Whether @names are words, none empty (as two spaces in a row leave). */
static gboolean
words (const char *const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (*names[i] == '\0')
        return FALSE;
      for (const char *c = names[i]; *c != '\0'; c++)
        if (g_ascii_isspace (*c))
          return FALSE;
    }
  return TRUE;
}

static gboolean
read_entry (const BstLearnNode  *node,
            const char          *section,
            BstRulesEntry       *entry,
            GError             **error)
{
  const char *names;

  if (!bst_learn_node_check (node, "rule", rule_attributes, rule_children, error))
    return FALSE;
  names = bst_learn_node_get_attribute (node, "names");
  entry->section = section;
  entry->title = bst_learn_node_get_child_text (node, "title");
  entry->text = bst_learn_node_get_child_text (node, "text");
  entry->tutorial = bst_learn_node_get_attribute (node, "tutorial");
  entry->puzzle = bst_learn_node_get_attribute (node, "puzzle");
  if (!nonempty (names) || !nonempty (entry->title) || !nonempty (entry->text))
    return bst_learn_node_set_error (node, error, "a rule needs names, a title and a text");
  entry->names = g_strsplit (names, " ", -1);
  if (!words ((const char *const *) entry->names))
    {
      g_clear_pointer (&entry->names, g_strfreev);
      return bst_learn_node_set_error (node, error,
                                       "names “%s” are not words separated by spaces", names);
    }
  return TRUE;
}

static gboolean
read_section (BstRulesReference   *self,
              const BstLearnNode  *node,
              GError             **error)
{
  BstRulesSection section;

  if (!bst_learn_node_check (node, "section", section_attributes, section_children, error))
    return FALSE;
  section.id = bst_learn_node_get_attribute (node, "id");
  section.title = bst_learn_node_get_child_text (node, "title");
  if (!nonempty (section.id) || !nonempty (section.title))
    return bst_learn_node_set_error (node, error, "a section needs an id and a title");
  /* The id names the section's page. */
  if (bst_rules_reference_find_section (self, section.id) != NULL)
    return bst_learn_node_set_error (node, error, "a second section with this id");
  g_array_append_val (self->sections, section);

  for (guint i = 0; i < bst_learn_node_get_n_children (node); i++)
    {
      const BstLearnNode *child = bst_learn_node_get_child (node, i);
      BstRulesEntry entry = { 0, };

      if (!g_str_equal (bst_learn_node_get_name (child), "rule"))
        continue;
      if (!read_entry (child, section.id, &entry, error))
        return FALSE;
      g_array_append_val (self->entries, entry);
    }
  return TRUE;
}

/* Takes @document. */
static BstRulesReference *
read_reference (BstLearnNode  *document,
                GError       **error)
{
  g_autoptr (BstRulesReference) self = reference_new (document);

  for (guint i = 0; i < bst_learn_node_get_n_children (document); i++)
    if (!read_section (self, bst_learn_node_get_child (document, i), error))
      return NULL;
  if (self->sections->len == 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "The rules reference has no section");
      return NULL;
    }
  return g_steal_pointer (&self);
}

BstRulesReference *
bst_rules_reference_parse (const char  *text,
                           gssize       length,
                           GError     **error)
{
  BstLearnNode *document;

  g_return_val_if_fail (text != NULL, NULL);

  document = bst_learn_node_parse (text, length, "bastide-rules", error);
  if (document == NULL)
    return NULL;
  return read_reference (document, error);
}

const BstRulesReference *
bst_rules_reference_get_default (void)
{
  static BstRulesReference *reference;
  static gsize read;

  if (g_once_init_enter (&read))
    {
      g_autoptr (GError) error = NULL;
      BstLearnNode *document = bst_learn_node_load_resource (RULES_RESOURCE, "bastide-rules",
                                                             &error);

      if (document != NULL)
        reference = read_reference (document, &error);
      if (reference == NULL)
        {
          g_warning ("The rules reference cannot be read: %s", error->message);
          reference = reference_new (NULL);
        }
      g_once_init_leave (&read, 1);
    }
  return reference;
}

guint
bst_rules_reference_get_n_sections (const BstRulesReference *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->sections->len;
}

const BstRulesSection *
bst_rules_reference_get_section (const BstRulesReference *self,
                                 guint                    index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->sections->len, NULL);
  return &g_array_index (self->sections, BstRulesSection, index);
}

const BstRulesSection *
bst_rules_reference_find_section (const BstRulesReference *self,
                                  const char              *id)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->sections->len; i++)
    if (g_strcmp0 (g_array_index (self->sections, BstRulesSection, i).id, id) == 0)
      return &g_array_index (self->sections, BstRulesSection, i);
  return NULL;
}

guint
bst_rules_reference_get_n_entries (const BstRulesReference *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->entries->len;
}

const BstRulesEntry *
bst_rules_reference_get_entry (const BstRulesReference *self,
                               guint                    index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  return &g_array_index (self->entries, BstRulesEntry, index);
}

const BstRulesEntry *
bst_rules_reference_find_entry (const BstRulesReference *self,
                                const char              *name)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const BstRulesEntry *entry = &g_array_index (self->entries, BstRulesEntry, i);

      if (g_strv_contains ((const char *const *) entry->names, name))
        return entry;
    }
  return NULL;
}

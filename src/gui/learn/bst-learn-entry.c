/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-learn-entry.h"

struct _BstLearnEntry
{
  GObject   parent_instance;

  char     *id;
  char     *title;
  char     *subtitle;
  guint     difficulty;
  char     *result;
  gboolean  done;
};

G_DEFINE_FINAL_TYPE (BstLearnEntry, bst_learn_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_DIFFICULTY,
  PROP_RESULT,
  PROP_DONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bst_learn_entry_finalize (GObject *object)
{
  BstLearnEntry *self = BST_LEARN_ENTRY (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->subtitle, g_free);
  g_clear_pointer (&self->result, g_free);

  G_OBJECT_CLASS (bst_learn_entry_parent_class)->finalize (object);
}

static void
bst_learn_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BstLearnEntry *self = BST_LEARN_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    case PROP_DIFFICULTY:
      g_value_set_uint (value, self->difficulty);
      break;
    case PROP_RESULT:
      g_value_set_string (value, self->result);
      break;
    case PROP_DONE:
      g_value_set_boolean (value, self->done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_learn_entry_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BstLearnEntry *self = BST_LEARN_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_TITLE:
      self->title = g_value_dup_string (value);
      break;
    case PROP_SUBTITLE:
      self->subtitle = g_value_dup_string (value);
      break;
    case PROP_DIFFICULTY:
      bst_learn_entry_set_difficulty (self, g_value_get_uint (value));
      break;
    case PROP_RESULT:
      bst_learn_entry_set_result (self, g_value_get_string (value));
      break;
    case PROP_DONE:
      bst_learn_entry_set_done (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_learn_entry_class_init (BstLearnEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags construct_only = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = bst_learn_entry_finalize;
  object_class->get_property = bst_learn_entry_get_property;
  object_class->set_property = bst_learn_entry_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL, construct_only);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, construct_only);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, construct_only);
  properties[PROP_DIFFICULTY] =
    g_param_spec_uint ("difficulty", NULL, NULL, 0, 3, 0, flags);
  properties[PROP_RESULT] =
    g_param_spec_string ("result", NULL, NULL, NULL, flags);
  properties[PROP_DONE] =
    g_param_spec_boolean ("done", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bst_learn_entry_init (BstLearnEntry *self)
{
}

BstLearnEntry *
bst_learn_entry_new (const char *id,
                     const char *title,
                     const char *subtitle)
{
  g_return_val_if_fail (id != NULL, NULL);

  return g_object_new (BST_TYPE_LEARN_ENTRY, "id", id, "title", title, "subtitle", subtitle,
                       NULL);
}

const char *
bst_learn_entry_get_id (BstLearnEntry *self)
{
  g_return_val_if_fail (BST_IS_LEARN_ENTRY (self), NULL);
  return self->id;
}

const char *
bst_learn_entry_get_title (BstLearnEntry *self)
{
  g_return_val_if_fail (BST_IS_LEARN_ENTRY (self), NULL);
  return self->title;
}

const char *
bst_learn_entry_get_subtitle (BstLearnEntry *self)
{
  g_return_val_if_fail (BST_IS_LEARN_ENTRY (self), NULL);
  return self->subtitle;
}

guint
bst_learn_entry_get_difficulty (BstLearnEntry *self)
{
  g_return_val_if_fail (BST_IS_LEARN_ENTRY (self), 0);
  return self->difficulty;
}

void
bst_learn_entry_set_difficulty (BstLearnEntry *self,
                                guint          difficulty)
{
  g_return_if_fail (BST_IS_LEARN_ENTRY (self));
  g_return_if_fail (difficulty <= 3);

  if (self->difficulty == difficulty)
    return;
  self->difficulty = difficulty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIFFICULTY]);
}

const char *
bst_learn_entry_get_result (BstLearnEntry *self)
{
  g_return_val_if_fail (BST_IS_LEARN_ENTRY (self), NULL);
  return self->result;
}

void
bst_learn_entry_set_result (BstLearnEntry *self,
                            const char    *result)
{
  g_return_if_fail (BST_IS_LEARN_ENTRY (self));

  if (g_strcmp0 (self->result, result) == 0)
    return;
  g_free (self->result);
  self->result = g_strdup (result);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
}

gboolean
bst_learn_entry_get_done (BstLearnEntry *self)
{
  g_return_val_if_fail (BST_IS_LEARN_ENTRY (self), FALSE);
  return self->done;
}

void
bst_learn_entry_set_done (BstLearnEntry *self,
                          gboolean       done)
{
  g_return_if_fail (BST_IS_LEARN_ENTRY (self));

  done = !!done;
  if (self->done == done)
    return;
  self->done = done;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
}

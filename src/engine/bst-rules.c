/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-rules.h"

struct _BstRules
{
  GObject    parent_instance;
  BstRuleSet set;
};

G_DEFINE_FINAL_TYPE (BstRules, bst_rules, G_TYPE_OBJECT)

/* One property per BstRuleInfo, property id = index + 1. */
static GParamSpec **properties;

static void
bst_rules_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BstRules *self = BST_RULES (object);
  const BstRuleInfo *info = bst_rule_info_nth (prop_id - 1);
  guint current = bst_rule_set_get (&self->set, info);

  if (info->type == BST_RULE_TYPE_BOOLEAN)
    g_value_set_boolean (value, current != 0);
  else
    g_value_set_uint (value, current);
}

static void
bst_rules_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  BstRules *self = BST_RULES (object);
  const BstRuleInfo *info = bst_rule_info_nth (prop_id - 1);
  guint wanted = info->type == BST_RULE_TYPE_BOOLEAN
                 ? (guint) g_value_get_boolean (value)
                 : g_value_get_uint (value);

  if (!bst_rule_info_accepts (info, wanted))
    {
      g_warning ("Rule %s cannot be %u", info->name, wanted);
      return;
    }
  if (bst_rule_set_get (&self->set, info) == wanted)
    return;
  bst_rule_set_set (&self->set, info, wanted);
  g_object_notify_by_pspec (object, pspec);
}

static void
bst_rules_class_init (BstRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  guint n = bst_rule_info_count ();
  BstRuleSet defaults;

  object_class->get_property = bst_rules_get_property;
  object_class->set_property = bst_rules_set_property;

  bst_rule_set_init_default (&defaults);
  properties = g_new0 (GParamSpec *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
      guint default_value = bst_rule_set_get (&defaults, info);

      if (info->type == BST_RULE_TYPE_BOOLEAN)
        properties[i + 1] = g_param_spec_boolean (info->name, NULL, NULL, default_value, flags);
      else
        properties[i + 1] = g_param_spec_uint (info->name, NULL, NULL, info->minimum,
                                               info->maximum, default_value, flags);
    }
  g_object_class_install_properties (object_class, n + 1, properties);
}

static void
bst_rules_init (BstRules *self)
{
  bst_rule_set_init_default (&self->set);
}

BstRules *
bst_rules_new (void)
{
  return g_object_new (BST_TYPE_RULES, NULL);
}

BstRules *
bst_rules_new_from_set (const BstRuleSet *set)
{
  BstRules *self = bst_rules_new ();

  self->set = *set;
  return self;
}

const BstRuleSet *
bst_rules_get_set (BstRules *self)
{
  g_return_val_if_fail (BST_IS_RULES (self), NULL);
  return &self->set;
}

void
bst_rules_set_set (BstRules *self, const BstRuleSet *set)
{
  BstRuleSet old;

  g_return_if_fail (BST_IS_RULES (self));

  old = self->set;
  self->set = *set;
  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      if (bst_rule_set_get (&old, info) != bst_rule_set_get (set, info))
        g_object_notify_by_pspec (G_OBJECT (self), properties[i + 1]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

BstRules *
bst_rules_copy (BstRules *self)
{
  return bst_rules_new_from_set (&self->set);
}

guint
bst_rules_get_n_players (BstRules *self)
{
  return self->set.n_players;
}

gboolean
bst_rules_get_farmers (BstRules *self)
{
  return self->set.farmers;
}

guint
bst_rules_get_meeples (BstRules *self)
{
  return self->set.meeples;
}

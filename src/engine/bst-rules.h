/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "bst-rule-set.h"

G_BEGIN_DECLS

#define BST_TYPE_RULES (bst_rules_get_type ())

G_DECLARE_FINAL_TYPE (BstRules, bst_rules, BST, RULES, GObject)

/* Every rule of BstRuleSet as a property named after the rule ("farmers",
 * "small-city", "hand", …): booleans for toggles, unsigned integers for
 * numbers and choices, so each binds to GSettings and widgets. */

BstRules         *bst_rules_new          (void);
BstRules         *bst_rules_new_from_set (const BstRuleSet *set);
const BstRuleSet *bst_rules_get_set      (BstRules         *self);
void              bst_rules_set_set      (BstRules         *self,
                                          const BstRuleSet *set);
BstRules         *bst_rules_copy         (BstRules         *self);

guint             bst_rules_get_n_players (BstRules        *self);
gboolean          bst_rules_get_farmers   (BstRules        *self);
guint             bst_rules_get_meeples   (BstRules        *self);

G_END_DECLS

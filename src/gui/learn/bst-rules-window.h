/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BST_TYPE_RULES_WINDOW (bst_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (BstRulesWindow, bst_rules_window, BST, RULES_WINDOW, AdwWindow)

/* The rules in the player's language, section by section: components, a
 * turn, roads, cities, monasteries, fields, the game end, edition variants
 * and house rules. A rule with an example has buttons that emit
 * "show-tutorial-step" (const char *step id, see bst_tutorial_find_step())
 * or "show-puzzle" (const char *file name in the puzzle directory, such
 * as "16-farmers.bastide"). */

GtkWidget  *bst_rules_window_new              (void);
/* Shows section @section ("components", "turn", "roads", "cities",
 * "monasteries", "fields", "game-end", "editions", "house-rules"). */
gboolean    bst_rules_window_show_section     (BstRulesWindow *self,
                                               const char     *section);
/* Shows the explanation of rule @name: a name from the rule table
 * (bst_rule_info_lookup(), bst_inapplicable_rules()), such as "auction",
 * or a rule of this window such as "small-city". FALSE if unknown. */
gboolean    bst_rules_window_show_rule        (BstRulesWindow *self,
                                               const char     *name);
const char *bst_rules_window_get_section      (BstRulesWindow *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-editor-page.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_RULES_PAGE (bst_editor_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorRulesPage, bst_editor_rules_page, BST, EDITOR_RULES_PAGE,
                      BstEditorPage)

/* Every rule and house rule of the rule table (bst_rule_info_nth), as
 * rows that edit the document's rules. */

GtkWidget *bst_editor_rules_page_new (void);

G_END_DECLS

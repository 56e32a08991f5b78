/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The rules reference, section by section, read from data/learn/rules.xml.
 * No widgets here: BstRulesWindow shows it. Its strings are untranslated:
 * pass them through gettext(). */

typedef struct {
  const char *id;
  const char *title;
} BstRulesSection;

/* A rule: a short title, a paragraph, and what shows it. */
typedef struct {
  const char *section;    /* the id of its section */
  char      **names;      /* the rule-table names (bst-rule-set.h) it explains */
  const char *title;
  const char *text;
  const char *tutorial;   /* a tutorial step id, or NULL */
  const char *puzzle;     /* a file in the puzzle directory, or NULL */
} BstRulesEntry;

typedef struct _BstRulesReference BstRulesReference;

/* A <bastide-rules> document; NULL with @error set when it is malformed. */
BstRulesReference     *bst_rules_reference_parse          (const char               *text,
                                                           gssize                    length,
                                                           GError                  **error);
/* The reference the app ships, read once from the resource. A broken file
 * is a mistake of the build, which tests catch: a warning says so and the
 * reference is empty. */
const BstRulesReference *bst_rules_reference_get_default  (void);
void                   bst_rules_reference_free           (BstRulesReference        *self);

guint                  bst_rules_reference_get_n_sections (const BstRulesReference  *self);
const BstRulesSection *bst_rules_reference_get_section    (const BstRulesReference  *self,
                                                           guint                     index);
/* NULL when there is no section @id. */
const BstRulesSection *bst_rules_reference_find_section   (const BstRulesReference  *self,
                                                           const char               *id);
guint                  bst_rules_reference_get_n_entries  (const BstRulesReference  *self);
const BstRulesEntry   *bst_rules_reference_get_entry      (const BstRulesReference  *self,
                                                           guint                     index);
/* The first rule whose names include @name, or NULL. */
const BstRulesEntry   *bst_rules_reference_find_entry     (const BstRulesReference  *self,
                                                           const char               *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstRulesReference, bst_rules_reference_free)

G_END_DECLS

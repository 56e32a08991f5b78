/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BST_TYPE_LEARN_ENTRY (bst_learn_entry_get_type ())

G_DECLARE_FINAL_TYPE (BstLearnEntry, bst_learn_entry, BST, LEARN_ENTRY, GObject)

/* One thing to learn from in a BstLearnBrowser: a puzzle of the pack or a
 * solo challenge. Its words are already translated. How far the player
 * got changes while the list is shown: "difficulty" (1 to 3, 0 when it
 * has none), "result" (the best so far in words, NULL when there is none
 * to show) and "done" (solved, or the goal reached). */

BstLearnEntry *bst_learn_entry_new            (const char    *id,
                                               const char    *title,
                                               const char    *subtitle);
const char    *bst_learn_entry_get_id         (BstLearnEntry *self);
const char    *bst_learn_entry_get_title      (BstLearnEntry *self);
const char    *bst_learn_entry_get_subtitle   (BstLearnEntry *self);
guint          bst_learn_entry_get_difficulty (BstLearnEntry *self);
void           bst_learn_entry_set_difficulty (BstLearnEntry *self,
                                               guint          difficulty);
const char    *bst_learn_entry_get_result     (BstLearnEntry *self);
void           bst_learn_entry_set_result     (BstLearnEntry *self,
                                               const char    *result);
gboolean       bst_learn_entry_get_done       (BstLearnEntry *self);
void           bst_learn_entry_set_done       (BstLearnEntry *self,
                                               gboolean       done);

G_END_DECLS

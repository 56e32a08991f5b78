/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-learn-entry.h"

G_BEGIN_DECLS

#define BST_TYPE_LEARN_BROWSER (bst_learn_browser_get_type ())

G_DECLARE_FINAL_TYPE (BstLearnBrowser, bst_learn_browser, BST, LEARN_BROWSER, GtkWidget)

/* A list of things to learn from (a GListModel of BstLearnEntry), one row
 * each: its title and subtitle, its difficulty, the best result, and a
 * mark once it is done. The rows follow the entries as they change.
 * Activating a row emits "activate" (guint position); what opening an
 * entry means is up to the page that shows the browser.
 *
 * "numbered" puts each entry's position before its title. In a
 * "replayable" browser a done entry keeps its arrow beside the mark, as it
 * is worth playing again; otherwise the mark takes the arrow's place.
 * "done-label" says what the mark means, "open-label" what the arrow means
 * while the entry is not done. */

GtkWidget  *bst_learn_browser_new            (void);
GListModel *bst_learn_browser_get_model      (BstLearnBrowser *self);
void        bst_learn_browser_set_model      (BstLearnBrowser *self,
                                              GListModel      *model);
gboolean    bst_learn_browser_get_numbered   (BstLearnBrowser *self);
void        bst_learn_browser_set_numbered   (BstLearnBrowser *self,
                                              gboolean         numbered);
gboolean    bst_learn_browser_get_replayable (BstLearnBrowser *self);
void        bst_learn_browser_set_replayable (BstLearnBrowser *self,
                                              gboolean         replayable);
const char *bst_learn_browser_get_done_label (BstLearnBrowser *self);
void        bst_learn_browser_set_done_label (BstLearnBrowser *self,
                                              const char      *label);
const char *bst_learn_browser_get_open_label (BstLearnBrowser *self);
void        bst_learn_browser_set_open_label (BstLearnBrowser *self,
                                              const char      *label);
/* How many entries are done. */
guint       bst_learn_browser_count_done     (BstLearnBrowser *self);

G_END_DECLS

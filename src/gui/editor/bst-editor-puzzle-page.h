/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-editor-document.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_PUZZLE_PAGE (bst_editor_puzzle_page_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorPuzzlePage, bst_editor_puzzle_page, BST, EDITOR_PUZZLE_PAGE,
                      AdwBin)

/* The puzzle an author makes of the position: title, description,
 * difficulty, topic and objective, and a test-solve that runs the engine's
 * solver in a worker thread and lists what it finds. Choosing one of the
 * optimal moves emits "move-selected" with the BstMove (or NULL). */

GtkWidget *bst_editor_puzzle_page_new          (void);
void       bst_editor_puzzle_page_set_document (BstEditorPuzzlePage *self,
                                                BstEditorDocument   *document);
void       bst_editor_puzzle_page_test_solve   (BstEditorPuzzlePage *self);
/* The last solution found for the current draft, or NULL. */
const BstPuzzleSolution *bst_editor_puzzle_page_get_solution (BstEditorPuzzlePage *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-editor-document.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_PAGE (bst_editor_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (BstEditorPage, bst_editor_page, BST, EDITOR_PAGE, AdwBin)

/* A page of the editor that shows a part of the document's draft in its
 * rows and turns what is changed there into edits of the document.
 *
 * sync() shows the draft again after every change of the document and
 * when another document is set. The rows it sets emit their signals as if
 * someone had changed them: while it runs, bst_editor_page_begin_edit()
 * refuses, so that showing the draft never edits it.
 *
 * Every page is built from its template, which the page disposes of. */
struct _BstEditorPageClass
{
  AdwBinClass parent_class;

  /* Called only while the page has a document. */
  void (*sync) (BstEditorPage *self);
};

BstEditorDocument *bst_editor_page_get_document (BstEditorPage     *self);
void               bst_editor_page_set_document (BstEditorPage     *self,
                                                 BstEditorDocument *document);

/* A copy of the draft to change and give to bst_editor_page_commit_edit(),
 * or NULL while the page shows the draft or has no document. */
BstEditorDraft    *bst_editor_page_begin_edit   (BstEditorPage     *self);
/* Makes @draft, which it frees, the document's draft; edits with the same
 * non-NULL @merge_key in a row make one undo step. */
void               bst_editor_page_commit_edit  (BstEditorPage     *self,
                                                 BstEditorDraft    *draft,
                                                 const char        *merge_key);

G_END_DECLS

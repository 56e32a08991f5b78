/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-editor-document.h"

G_BEGIN_DECLS

/* An editor draft as text that can be read back exactly, legal or not:
 * what the editor's autosave holds. A GVariant dictionary, so that a
 * later version can add keys; a key that is missing keeps its default.
 * The reader treats the text as hostile: every number is checked against
 * the draft's bounds, every string is valid UTF-8 within its size. */

GBytes   *bst_editor_draft_serialize   (const BstEditorDraft  *draft,
                                        GFile                 *file);
/* Fills @draft; @file receives the file the draft belongs to, or NULL. */
gboolean  bst_editor_draft_deserialize (BstEditorDraft        *draft,
                                        GBytes                *bytes,
                                        GFile                **file,
                                        GError               **error);

G_END_DECLS

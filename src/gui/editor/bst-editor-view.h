/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-editor-document.h"
#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_EDITOR_VIEW (bst_editor_view_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorView, bst_editor_view, BST, EDITOR_VIEW, GtkWidget)

/* The board editor: a tile and meeple palette, the board, a status line
 * saying whether the position is legal (and if not, what is wrong, also
 * marked on the board), and side pages for the position, the rules and
 * the puzzle. Self-contained: it brings its own toolbar and toasts.
 *
 * Actions (on the widget): editor.undo, editor.redo, editor.new,
 * editor.open, editor.save, editor.copy-code, editor.paste-code,
 * editor.export, editor.play, editor.validate, editor.rotate,
 * editor.delete, editor.test-solve, and for the keyboard (and tests)
 * editor.tool-tile (i: a tile type, -1 for none), editor.tool-meeple (i: a
 * player, -1 for none), editor.cursor ((ii): a square) and editor.place
 * (the tool at the cursor). editor.play, editor.save,
 * editor.copy-code and editor.export are disabled while the position is
 * not legal.
 *
 * Property: "animation-speed", its board's (BstEditorBoard).
 *
 * Signals: "play-from-here" (BstGame *game): a new game starting from the
 * edited position, for the window to play. "open-file" (GFile *file):
 * a readable file chosen in Open or dropped on the view, that is to
 * replace the draft; a handler that returns TRUE opens it itself
 * (bst_editor_view_open_file()) when it wants to, else it is opened at
 * once.
 *
 * editor.save writes to the document's file when it has one, else asks
 * where, as editor.save-as always does. */

GtkWidget         *bst_editor_view_new             (void);
BstEditorDocument *bst_editor_view_get_document    (BstEditorView  *self);
/* "Edit position" from a running game: one undoable step. */
void               bst_editor_view_load_position   (BstEditorView  *self,
                                                    BstPosition    *position);
gboolean           bst_editor_view_load_file       (BstEditorView  *self,
                                                    GFile          *file,
                                                    GError        **error);
/* Saves the position, or the puzzle with the solver's answer: a poor
 * puzzle (bst_puzzle_solution_quality) is saved only if the author says
 * so. The result is told in a toast. */
void               bst_editor_view_save_file       (BstEditorView  *self,
                                                    GFile          *file);
/* The file name Save proposes: from the puzzle's title. */
char              *bst_editor_view_dup_save_name   (BstEditorView  *self);
/* bst_editor_view_load_file(), telling the person when it fails. */
gboolean           bst_editor_view_open_file       (BstEditorView  *self,
                                                    GFile          *file);
/* Save (@choose_file FALSE) or Save As: TRUE once the file is written;
 * the error says why not, G_IO_ERROR_CANCELLED when no file was chosen. */
void               bst_editor_view_save_async      (BstEditorView  *self,
                                                    gboolean        choose_file,
                                                    GAsyncReadyCallback callback,
                                                    gpointer        user_data);
gboolean           bst_editor_view_save_finish     (BstEditorView  *self,
                                                    GAsyncResult   *result,
                                                    GError        **error);
/* The draft left unsaved in @autosave comes back, still unsaved, with its
 * file; FALSE when it cannot be read. */
gboolean           bst_editor_view_restore_autosave (BstEditorView *self,
                                                    GFile          *autosave,
                                                    GError        **error);
/* bst_editor_document_set_autosave_file() */
void               bst_editor_view_set_autosave_file (BstEditorView *self,
                                                    GFile          *file);
/* The share code of the position, or NULL (with @error) when it is not legal. */
char              *bst_editor_view_get_share_code  (BstEditorView  *self,
                                                    GError        **error);
gboolean           bst_editor_view_open_share_code (BstEditorView  *self,
                                                    const char     *code,
                                                    GError        **error);
/* The text of the status line and, a line each, the problems listed
 * under it. */
const char        *bst_editor_view_get_status      (BstEditorView  *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-editor-document.h"
#include "bst-test-utils.h"
#include "bst-tile.h"

/* Whether there is an edit to undo or to redo notifies once when it
 * changes, and not with every edit. */
static void
test_notify (void)
{
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  g_autoptr (BstTestNotifies) notifies = bst_test_notifies_new (document);

  g_assert_false (bst_editor_document_can_undo (document));
  g_assert_true (bst_editor_document_place_tile (document, BST_TILE ('V'), 0, 1, 0));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 0);

  g_assert_true (bst_editor_document_place_tile (document, BST_TILE ('V'), 0, 2, 0));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 0);

  g_assert_true (bst_editor_document_undo (document));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 0);
  g_assert_true (bst_editor_document_undo (document));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 0);

  /* A new edit leaves nothing to redo. */
  g_assert_true (bst_editor_document_place_tile (document, BST_TILE ('V'), 0, 1, 0));
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-redo"), ==, 1);
  g_assert_cmpuint (bst_test_notifies_take (notifies, "can-undo"), ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/editor-document/notify", test_notify);
  return g_test_run ();
}

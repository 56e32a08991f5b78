/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-editor-document.h"
#include "bst-test-utils.h"
#include "bst-tile.h"

static void
assert_meeple (BstEditorDocument *document,
               guint              i,
               guint              player,
               guint              tile,
               guint              segment)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (document);

  g_assert_cmpuint (i, <, d->n_meeples);
  g_assert_cmpuint (d->meeples[i].player, ==, player);
  g_assert_cmpuint (d->meeples[i].tile, ==, tile);
  g_assert_cmpuint (d->meeples[i].segment, ==, segment);
}

/* The edits that take tiles or players away take their meeples with them,
 * and leave the others as they were, in their order and on their tiles. */
static void
test_dropped (void)
{
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  const BstEditorDraft *d;

  /* Tiles 0 (the start), 1 and 2 in a row, a meeple on each. */
  g_assert_true (bst_editor_document_place_tile (document, BST_TILE ('V'), 1, 0, 0));
  g_assert_true (bst_editor_document_place_tile (document, BST_TILE ('V'), 2, 0, 0));
  g_assert_true (bst_editor_document_set_n_players (document, 3));
  g_assert_true (bst_editor_document_toggle_meeple (document, 0, 0, 0, 0));
  g_assert_true (bst_editor_document_toggle_meeple (document, 2, 1, 0, 0));
  g_assert_true (bst_editor_document_toggle_meeple (document, 1, 2, 0, 1));
  d = bst_editor_document_get_draft (document);
  g_assert_cmpuint (d->n_meeples, ==, 3);

  /* A new tile on a square drops the meeples of the old one. */
  g_assert_true (bst_editor_document_place_tile (document, BST_TILE ('U'), 1, 0, 0));
  d = bst_editor_document_get_draft (document);
  g_assert_cmpuint (d->n_tiles, ==, 3);
  g_assert_cmpuint (d->n_meeples, ==, 2);
  assert_meeple (document, 0, 0, 0, 0);
  assert_meeple (document, 1, 1, 2, 1);

  /* Deleting a tile drops its meeples; those on later tiles follow their
   * tile down. */
  g_assert_true (bst_editor_document_toggle_meeple (document, 2, 1, 0, 0));
  g_assert_true (bst_editor_document_delete_tile (document, 1, 0));
  d = bst_editor_document_get_draft (document);
  g_assert_cmpuint (d->n_tiles, ==, 2);
  g_assert_cmpuint (d->n_meeples, ==, 2);
  assert_meeple (document, 0, 0, 0, 0);
  assert_meeple (document, 1, 1, 1, 1);
  g_assert_cmpint (bst_editor_document_meeple_at (document, 2, 0, 1), ==, 1);

  /* Fewer players drops the meeples of those who leave. */
  g_assert_true (bst_editor_document_toggle_meeple (document, 2, 0, 0, 1));
  g_assert_true (bst_editor_document_toggle_meeple (document, 0, 2, 0, 0));
  g_assert_true (bst_editor_document_set_n_players (document, 2));
  d = bst_editor_document_get_draft (document);
  g_assert_cmpuint (d->n_meeples, ==, 3);
  assert_meeple (document, 0, 0, 0, 0);
  assert_meeple (document, 1, 1, 1, 1);
  assert_meeple (document, 2, 0, 1, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/editor-document/dropped-meeples", test_dropped);
  return g_test_run ();
}

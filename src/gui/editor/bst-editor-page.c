/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-editor-page.h"

typedef struct
{
  BstEditorDocument *document;
  GSignalGroup      *document_signals;
  gboolean           syncing;
} BstEditorPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (BstEditorPage, bst_editor_page, ADW_TYPE_BIN)

static void
sync (BstEditorPage *self)
{
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  if (priv->document == NULL)
    return;
  priv->syncing = TRUE;
  BST_EDITOR_PAGE_GET_CLASS (self)->sync (self);
  priv->syncing = FALSE;
}

static void
bst_editor_page_dispose (GObject *object)
{
  BstEditorPage *self = BST_EDITOR_PAGE (object);
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  g_clear_object (&priv->document_signals);
  g_clear_object (&priv->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), G_OBJECT_TYPE (self));

  G_OBJECT_CLASS (bst_editor_page_parent_class)->dispose (object);
}

static void
bst_editor_page_class_init (BstEditorPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bst_editor_page_dispose;
}

static void
bst_editor_page_init (BstEditorPage *self)
{
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  priv->document_signals = g_signal_group_new (BST_TYPE_EDITOR_DOCUMENT);
  g_signal_group_connect_swapped (priv->document_signals, "changed", G_CALLBACK (sync), self);
}

BstEditorDocument *
bst_editor_page_get_document (BstEditorPage *self)
{
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  g_return_val_if_fail (BST_IS_EDITOR_PAGE (self), NULL);
  return priv->document;
}

void
bst_editor_page_set_document (BstEditorPage     *self,
                              BstEditorDocument *document)
{
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  g_return_if_fail (BST_IS_EDITOR_PAGE (self));
  g_return_if_fail (document == NULL || BST_IS_EDITOR_DOCUMENT (document));

  g_set_object (&priv->document, document);
  g_signal_group_set_target (priv->document_signals, document);
  sync (self);
}

BstEditorDraft *
bst_editor_page_begin_edit (BstEditorPage *self)
{
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  g_return_val_if_fail (BST_IS_EDITOR_PAGE (self), NULL);

  if (priv->syncing || priv->document == NULL)
    return NULL;
  return bst_editor_document_dup_draft (priv->document);
}

void
bst_editor_page_commit_edit (BstEditorPage  *self,
                             BstEditorDraft *draft,
                             const char     *merge_key)
{
  BstEditorPagePrivate *priv = bst_editor_page_get_instance_private (self);

  g_return_if_fail (BST_IS_EDITOR_PAGE (self));
  g_return_if_fail (priv->document != NULL);

  bst_editor_document_set_draft (priv->document, draft, merge_key);
  g_free (draft);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The learning content (the files of data/learn/, the packs' words) read into a
 * small tree: elements with attributes and either child elements or text.
 * The text has its white space collapsed as xgettext collapses it, so that
 * it is the very msgid gettext extracted from the file. */

typedef struct _BstLearnNode BstLearnNode;

/* Parses @text, whose root element must be @root. */
BstLearnNode *bst_learn_node_parse            (const char          *text,
                                               gssize               length,
                                               const char          *root,
                                               GError             **error);
BstLearnNode *bst_learn_node_load_resource    (const char          *path,
                                               const char          *root,
                                               GError             **error);
BstLearnNode *bst_learn_node_load_file        (const char          *path,
                                               const char          *root,
                                               GError             **error);
void          bst_learn_node_free             (BstLearnNode        *self);

/* Content read once and kept for the rest of the run: what @reader makes of
 * the resource at @path, whose root must be @root. Its strings may belong
 * to the document, which is kept with it. A broken file is a mistake of
 * the build, which tests catch: a warning says that @what cannot be read,
 * and the content is an empty array of elements of @element_size. A
 * resource is a static variable that names the first five fields. */
typedef GArray *(*BstLearnReadFunc) (const BstLearnNode  *document,
                                     GError             **error);
typedef struct
{
  const char       *path;
  const char       *root;
  BstLearnReadFunc  reader;
  guint             element_size;
  const char       *what;

  /*< private >*/
  BstLearnNode     *document;
  GArray           *content;
  gsize             read;
} BstLearnResource;

GArray       *bst_learn_resource_get          (BstLearnResource    *resource);

const char   *bst_learn_node_get_name         (const BstLearnNode  *self);
/* NULL when the element has no such attribute. */
const char   *bst_learn_node_get_attribute    (const BstLearnNode  *self,
                                               const char          *name);
/* The element's text; "" for an element with children. */
const char   *bst_learn_node_get_text         (const BstLearnNode  *self);
guint         bst_learn_node_get_n_children   (const BstLearnNode  *self);
BstLearnNode *bst_learn_node_get_child        (const BstLearnNode  *self,
                                               guint                index);
/* The text of the first child element @name, or NULL. */
const char   *bst_learn_node_get_child_text   (const BstLearnNode  *self,
                                               const char          *name);
/* Whether the element is named @name, has only attributes of @attributes
 * and only children named in @children (both NULL-terminated): anything else
 * is a typing mistake that would otherwise go unseen. */
gboolean      bst_learn_node_check            (const BstLearnNode  *self,
                                               const char          *name,
                                               const char *const   *attributes,
                                               const char *const   *children,
                                               GError             **error);
/* Sets @error, prefixed with the element and its "id" or "name", and returns FALSE. */
gboolean      bst_learn_node_set_error        (const BstLearnNode  *self,
                                               GError             **error,
                                               const char          *format,
                                               ...) G_GNUC_PRINTF (3, 4);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstLearnNode, bst_learn_node_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-learn-node.h"
#include "bst-tutorial.h"

G_BEGIN_DECLS

/* The steps of a <bastide-tutorial> document, of BstTutorialStep; their
 * strings point into @document. NULL with @error set when a step is
 * malformed. */
GArray *_bst_tutorial_read_steps (const BstLearnNode  *document,
                                  GError             **error);

G_END_DECLS

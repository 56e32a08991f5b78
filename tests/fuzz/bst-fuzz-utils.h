/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "bst-learn-node.h"

G_BEGIN_DECLS

/* Every target links this file, whose LLVMFuzzerInitialize() makes a
 * warning or a critical (a g_return_if_fail() reached from the data) abort
 * the run: a crash like any other, whose input libFuzzer keeps, where GLib's
 * own fatal messages trap, which libFuzzer does not catch. */
int           LLVMFuzzerInitialize  (int          *argc,
                                     char       ***argv);

/* Whether @text is there to show: not empty, and valid UTF-8. */
gboolean      bst_fuzz_is_text      (const char   *text);
/* Parses @data as a learning document whose root is @root: the document,
 * or %NULL with @error set, never both and never neither. */
BstLearnNode *bst_fuzz_parse_learn  (const uint8_t *data,
                                     size_t         size,
                                     const char    *root,
                                     GError       **error);

G_END_DECLS

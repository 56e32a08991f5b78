/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-challenge.h"
#include "bst-learn-node.h"

G_BEGIN_DECLS

/* The entries of a <bastide-pack> document (the challenges' or the
 * puzzles' words), of BstChallengeInfo; their strings point into
 * @document. NULL with @error set when an entry is malformed. */
GArray *_bst_challenge_read_pack (const BstLearnNode  *document,
                                  GError             **error);

G_END_DECLS

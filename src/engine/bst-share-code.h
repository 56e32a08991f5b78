/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-position.h"

G_BEGIN_DECLS

/* A position as one line of URL-safe text: "B" and a version digit, then
 * base64url (no padding) of a bit-packed encoding followed by a CRC-32 of
 * the version and the encoding. Decoding turns the bits into a position
 * snapshot and reads that, so a share code is validated exactly like a
 * file. */

#define BST_SHARE_CODE_VERSION     1
#define BST_SHARE_CODE_MAX_LENGTH  4096

char        *bst_share_code_encode      (BstPosition  *position);
BstPosition *bst_share_code_decode      (const char   *code,
                                         GError      **error);
/* Whether @text has the shape of a share code (not whether it is valid). */
gboolean     bst_share_code_looks_like  (const char   *text);

G_END_DECLS

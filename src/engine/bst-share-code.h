/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-game-record.h"
#include "bst-position.h"

G_BEGIN_DECLS

/* A position as one line of URL-safe text: "B" and a version digit, then
 * base64url (no padding) of a bit-packed encoding followed by a CRC-32 of
 * the version and the encoding. Decoding turns the bits into a position
 * snapshot and reads that, so a share code is validated exactly like a
 * file. A code may also carry a game record's puzzle block (everything but
 * its answer) and its moves from the start (a replay code). Codes of every
 * earlier version still decode. */

#define BST_SHARE_CODE_VERSION     2
/* Room for a puzzle's title and description at a file's limits. */
#define BST_SHARE_CODE_MAX_LENGTH  16384

typedef enum {
  BST_SHARE_CODE_POSITION = 0,        /* the position, and the puzzle if any */
  BST_SHARE_CODE_REPLAY   = 1 << 0,   /* also the moves from the start */
} BstShareCodeFlags;

/* The position alone. */
char          *bst_share_code_encode         (BstPosition        *position);
/* The record's position and puzzle block, with @flags its moves. Fails
 * when the puzzle block has a shape a code cannot hold, or the code would
 * be longer than BST_SHARE_CODE_MAX_LENGTH. */
char          *bst_share_code_encode_record  (BstGameRecord      *record,
                                              BstShareCodeFlags   flags,
                                              GError            **error);
/* The position the code ends at. */
BstPosition   *bst_share_code_decode         (const char         *code,
                                              GError            **error);
/* A record of what the code holds: the position, the puzzle block without
 * an answer, and the moves played again from the start (each checked). */
BstGameRecord *bst_share_code_decode_record  (const char         *code,
                                              GError            **error);
/* Whether @text has the shape of a share code (not whether it is valid). */
gboolean       bst_share_code_looks_like     (const char         *text);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "bst-position.h"

G_BEGIN_DECLS

/* The parts of a share code: bits in and out (bst-share-bits.c) and the
 * layout of a position (bst-share-code-position.c), which every version
 * starts with. */

typedef struct {
  GByteArray *bytes;
  guint       bit;       /* bits used in the last byte, 0 = start a new one */
} BstBitWriter;

typedef struct {
  const guint8 *data;
  gsize         length;  /* in bytes */
  gsize         pos;     /* in bits */
  gboolean      overrun;
} BstBitReader;

void      _bst_bit_writer_put          (BstBitWriter  *w,
                                        guint64        value,
                                        guint          n);
/* 7-bit groups, least significant first, each after a continuation bit. */
void      _bst_bit_writer_put_varint   (BstBitWriter  *w,
                                        guint64        value);
/* The length in bytes as a varint, then the bytes. */
void      _bst_bit_writer_put_string   (BstBitWriter  *w,
                                        const char    *text);

guint64   _bst_bit_reader_get          (BstBitReader  *r,
                                        guint          n);
/* At most 35 bits, as version 1 reads them. */
guint64   _bst_bit_reader_get_varint   (BstBitReader  *r);
guint64   _bst_bit_reader_get_varint64 (BstBitReader  *r);
/* NULL when the text is cut short, is not UTF-8 or holds a NUL. */
char     *_bst_bit_reader_get_string   (BstBitReader  *r);
gsize     _bst_bit_reader_remaining    (BstBitReader  *r);

/* The bits needed to write numbers up to @max_value. */
guint     _bst_bits_for                (guint          max_value);
guint32   _bst_share_crc32             (const guint8  *data,
                                        gsize          length);
char     *_bst_share_base64url_encode  (const guint8  *data,
                                        gsize          length);

void      _bst_share_code_put_position (BstBitWriter  *w,
                                        BstPosition   *position);
/* The snapshot of the position the bits hold; the bits after it are left
 * to the caller. */
JsonNode *_bst_share_code_get_position (BstBitReader  *r,
                                        GError       **error);
/* Sets "The share code is damaged (@reason)" and returns FALSE. */
gboolean  _bst_share_code_fail         (GError       **error,
                                        const char    *reason);

G_END_DECLS

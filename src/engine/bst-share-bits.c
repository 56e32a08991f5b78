/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <string.h>

#include "bst-share-code-private.h"

/* Bits, most significant first, for share codes. Padding to a byte is
 * zero. */

void
_bst_bit_writer_put (BstBitWriter *w, guint64 value, guint n)
{
  for (guint i = n; i > 0; i--)
    {
      guint8 bit = (value >> (i - 1)) & 1;

      if (w->bit == 0)
        {
          guint8 zero = 0;
          g_byte_array_append (w->bytes, &zero, 1);
        }
      w->bytes->data[w->bytes->len - 1] |= bit << (7 - w->bit);
      w->bit = (w->bit + 1) % 8;
    }
}

void
_bst_bit_writer_put_varint (BstBitWriter *w, guint64 value)
{
  do
    {
      _bst_bit_writer_put (w, value >= 0x80, 1);
      _bst_bit_writer_put (w, value & 0x7f, 7);
      value >>= 7;
    }
  while (value);
}

void
_bst_bit_writer_put_string (BstBitWriter *w, const char *text)
{
  gsize length = strlen (text);

  _bst_bit_writer_put_varint (w, length);
  for (gsize i = 0; i < length; i++)
    _bst_bit_writer_put (w, (guint8) text[i], 8);
}

guint64
_bst_bit_reader_get (BstBitReader *r, guint n)
{
  guint64 value = 0;

  for (guint i = 0; i < n; i++)
    {
      if (r->pos >= 8 * r->length)
        {
          r->overrun = TRUE;
          return 0;
        }
      value = (value << 1) | ((r->data[r->pos / 8] >> (7 - r->pos % 8)) & 1);
      r->pos++;
    }
  return value;
}

static guint64
get_varint (BstBitReader *r, guint max_shift)
{
  guint64 value = 0;

  for (guint shift = 0; shift < max_shift; shift += 7)
    {
      gboolean more = _bst_bit_reader_get (r, 1);
      value |= _bst_bit_reader_get (r, 7) << shift;
      if (!more)
        return value;
    }
  r->overrun = TRUE;
  return 0;
}

guint64
_bst_bit_reader_get_varint (BstBitReader *r)
{
  return get_varint (r, 35);
}

guint64
_bst_bit_reader_get_varint64 (BstBitReader *r)
{
  return get_varint (r, 64);
}

gsize
_bst_bit_reader_remaining (BstBitReader *r)
{
  return r->pos < 8 * r->length ? 8 * r->length - r->pos : 0;
}

char *
_bst_bit_reader_get_string (BstBitReader *r)
{
  guint64 length = _bst_bit_reader_get_varint (r);
  g_autofree char *text = NULL;

  if (r->overrun || length > _bst_bit_reader_remaining (r) / 8)
    {
      r->overrun = TRUE;
      return NULL;
    }
  text = g_malloc (length + 1);
  for (guint64 i = 0; i < length; i++)
    text[i] = (char) _bst_bit_reader_get (r, 8);
  text[length] = '\0';
  if (strlen (text) != length || !g_utf8_validate (text, -1, NULL))
    return NULL;
  return g_steal_pointer (&text);
}

guint
_bst_bits_for (guint max_value)
{
  guint n = 0;

  while (max_value >> n)
    n++;
  return n;
}

guint32
_bst_share_crc32 (const guint8 *data, gsize length)
{
  guint32 crc = 0xffffffffu;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (guint k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320u & -(crc & 1));
    }
  return ~crc;
}

char *
_bst_share_base64url_encode (const guint8 *data, gsize length)
{
  char *text = g_base64_encode (data, length);
  char *out = text;

  for (char *c = text; *c; c++)
    {
      if (*c == '=')
        continue;
      *out++ = *c == '+' ? '-' : *c == '/' ? '_' : *c;
    }
  *out = '\0';
  return text;
}

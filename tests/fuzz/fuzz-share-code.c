/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>

#include "bst-position.h"
#include "bst-share-code.h"

/* Share codes are pasted from chats: any text at all comes through here. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPosition) position = bst_share_code_decode (text, &error);

  g_assert ((position == NULL) != (error == NULL));
  if (position)
    {
      g_autofree char *code = bst_share_code_encode (position);
      g_autoptr (BstPosition) again = bst_share_code_decode (code, NULL);

      g_assert (again != NULL);
      g_assert (bst_position_equal (position, again));
    }
  return 0;
}

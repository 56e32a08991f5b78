/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bst-protocol-engine.h"

/* Whatever a referee or an engine may write: each line is read as a
 * command and as a reply, and the whole goes through Bastide's engine,
 * whose every answer is whole lines of the protocol. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (BstProtocolEngine) engine = bst_protocol_engine_new (BST_AI_EASY, 1);
  g_autoptr (GString) reply = g_string_new (NULL);

  for (guint i = 0; lines[i]; i++)
    {
      BstProtocolCommand command;
      BstProtocolReply answer;
      gboolean going;

      if (bst_protocol_parse_reply (lines[i], &answer, NULL))
        bst_protocol_reply_clear (&answer);
      bst_protocol_parse_command (lines[i], &command, NULL);
      /* Other levels search for longer than a fuzzer waits. */
      if (g_str_has_prefix (lines[i], "level"))
        continue;
      g_string_truncate (reply, 0);
      going = bst_protocol_engine_handle_line (engine, lines[i], reply);
      g_assert (reply->len == 0 || reply->str[reply->len - 1] == '\n');
      g_assert (strlen (reply->str) == reply->len);
      if (!going)
        break;
    }
  return 0;
}

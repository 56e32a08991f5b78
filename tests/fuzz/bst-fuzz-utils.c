/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-fuzz-utils.h"

#include <gio/gio.h>
#include <stdlib.h>

static GLogWriterOutput
abort_writer (GLogLevelFlags   level,
              const GLogField *fields,
              gsize            n_fields,
              gpointer         user_data)
{
  GLogWriterOutput output = g_log_writer_standard_streams (level, fields, n_fields, user_data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return output;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_writer_func (abort_writer, NULL, NULL);
  return 0;
}

gboolean
bst_fuzz_is_text (const char *text)
{
  return text != NULL && *text != '\0' && g_utf8_validate (text, -1, NULL);
}

BstLearnNode *
bst_fuzz_parse_learn (const uint8_t *data,
                      size_t         size,
                      const char    *root,
                      GError       **error)
{
  BstLearnNode *document;

  if (size > G_MAXSSIZE)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "too large");
      return NULL;
    }
  document = bst_learn_node_parse ((const char *) data, (gssize) size, root, error);
  g_assert ((document == NULL) != (*error == NULL));
  return document;
}

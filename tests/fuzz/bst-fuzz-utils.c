/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-fuzz-utils.h"

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

void
bst_fuzz_abort_on_warnings (void)
{
  g_log_set_writer_func (abort_writer, NULL, NULL);
}

gboolean
bst_fuzz_is_text (const char *text)
{
  return text != NULL && *text != '\0' && g_utf8_validate (text, -1, NULL);
}

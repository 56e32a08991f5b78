/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-render-stream.h"

#include "bst-safe-file.h"

cairo_status_t
bst_render_stream_append_cb (void                *closure,
                             const unsigned char *data,
                             unsigned int         length)
{
  g_byte_array_append (closure, data, length);

  return CAIRO_STATUS_SUCCESS;
}

cairo_status_t
bst_render_stream_close (cairo_surface_t *surface,
                         cairo_status_t   status)
{
  if (status == CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  return status;
}

gboolean
bst_render_stream_save (GByteArray **bytes,
                        GFile       *file,
                        GError     **error)
{
  g_autoptr(GBytes) contents = g_byte_array_free_to_bytes (g_steal_pointer (bytes));

  return bst_safe_file_replace (file, contents, NULL, error);
}

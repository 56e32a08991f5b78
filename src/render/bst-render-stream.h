/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* A file is drawn into memory first and replaced only once the whole drawing
 * succeeded, so that a failed export never leaves half a picture behind.
 * Surfaces created for a stream write through bst_render_stream_append_cb()
 * with a GByteArray as the closure. */
cairo_status_t bst_render_stream_append_cb (void                *closure,
                                            const unsigned char *data,
                                            unsigned int         length);

/* Finishes and destroys @surface after a drawing that ended with @status;
 * returns the first failure, or CAIRO_STATUS_SUCCESS. */
cairo_status_t bst_render_stream_close     (cairo_surface_t     *surface,
                                            cairo_status_t       status);

/* Replaces @file with the bytes streamed into *@bytes, which it takes. */
gboolean       bst_render_stream_save      (GByteArray         **bytes,
                                            GFile               *file,
                                            GError             **error);

G_END_DECLS

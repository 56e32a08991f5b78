/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Makes a warning or a critical (a g_return_if_fail() reached from the
 * data) abort the run: a crash like any other, whose input libFuzzer keeps,
 * where GLib's own fatal messages trap, which libFuzzer does not catch. */
void     bst_fuzz_abort_on_warnings (void);
/* Whether @text is there to show: not empty, and valid UTF-8. */
gboolean bst_fuzz_is_text           (const char *text);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-rules-window.h"

G_BEGIN_DECLS

/* Whether @text is a <bastide-rules> document the window can show. */
gboolean _bst_rules_window_check_reference (const char  *text,
                                            gssize       length,
                                            GError     **error);

G_END_DECLS

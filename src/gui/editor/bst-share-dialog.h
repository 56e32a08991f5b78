/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-position.h"

G_BEGIN_DECLS

#define BST_TYPE_SHARE_DIALOG (bst_share_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BstShareDialog, bst_share_dialog, BST, SHARE_DIALOG, AdwWindow)

/* Asks for a share code, pasted or typed. Open decodes it: a bad code
 * keeps the dialog open with the decoder's message; a good one emits
 * "position-chosen" (BstPosition) and closes it. */

BstShareDialog *bst_share_dialog_new      (GtkWindow      *parent);
void            bst_share_dialog_set_code (BstShareDialog *self,
                                           const char     *code);
/* What Open does, for tests: TRUE when the code was good. */
gboolean        bst_share_dialog_open     (BstShareDialog *self);

G_END_DECLS

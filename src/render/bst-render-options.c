/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-render-options.h"

void
bst_render_options_init (BstRenderOptions *self)
{
  g_return_if_fail (self != NULL);

  *self = (BstRenderOptions) {
    .tile_size = BST_RENDER_DEFAULT_TILE_SIZE,
    .margin = 0.25,
    .transparent = FALSE,
    .mark_last_tile = TRUE,
    .show_meeples = TRUE,
    .highlights = NULL,
    .n_highlights = 0,
  };
}

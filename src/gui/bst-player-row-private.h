/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-player-row.h"

G_BEGIN_DECLS

/* What the row tells screen readers: "Red, Anna: 12 points, 5 meeples
 * left, to move", or NULL before the first update. */
char *_bst_player_row_dup_accessible_label (BstPlayerRow *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-state.h"

G_BEGIN_DECLS

/* What a meeple on a target of a tile not yet placed would be worth to its
 * player, for showing before the move is made. */
typedef struct {
  BstFeatureKind kind;
  gboolean       complete;    /* the tile completes the feature: it scores now */
  gboolean       scores_now;  /* FALSE for fields, which only score at the end */
  guint          now_points;  /* if the feature were finished as it stands */
  guint          end_points;  /* this meeple's share of the scores if the game ended now */
  guint8         owners;      /* bit per player with most meeples there, this one counted */
} BstMeeplePreview;

gboolean bst_meeple_preview (const BstState   *state,
                             const BstMove    *move,
                             BstMeeplePreview *out);

G_END_DECLS

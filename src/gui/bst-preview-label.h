/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-board-frame.h"
#include "bst-meeple-preview.h"

G_BEGIN_DECLS

/* The small label a board draws beside a meeple target: what the meeple
 * would score now and at the end ("+4 now · 7 at end"), after a dot in the
 * colour of each player the feature would belong to. */

char *bst_preview_label_dup_text (const BstMeeplePreview *preview);
/* Draws @text beside @target (a meeple target of @radius), inside the
 * frame; @owners are the colours of the dots, @n_owners of them. */
void  bst_preview_label_append   (const BstBoardFrame    *frame,
                                  PangoLayout            *layout,
                                  const char             *text,
                                  const GdkRGBA          *owners,
                                  guint                   n_owners,
                                  const graphene_point_t *target,
                                  double                  radius);

G_END_DECLS

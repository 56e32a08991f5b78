/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-score-banner.h"

G_BEGIN_DECLS

/* What the banner tells screen readers: the scores it stands for, in
 * words ("Anna 12 points, Ben 7 points"); NULL without a game. */
char *_bst_score_banner_dup_accessible_label (BstScoreBanner *self);

G_END_DECLS

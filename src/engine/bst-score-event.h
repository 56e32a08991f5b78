/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "bst-player-info.h"
#include "bst-state.h"

G_BEGIN_DECLS

#define BST_TYPE_SCORE_EVENT (bst_score_event_get_type ())

GType          bst_score_event_get_type (void) G_GNUC_CONST;
BstScoreEvent *bst_score_event_copy     (const BstScoreEvent *event);
void           bst_score_event_free     (BstScoreEvent       *event);

/* What a person reads in the game log, e.g.
 * "City: 4 tiles, 1 pennant — 10 points to Red". */
char          *bst_score_event_describe (const BstScoreEvent  *event,
                                         const BstPlayerInfo  *players,
                                         guint                 n_players);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstScoreEvent, bst_score_event_free)

G_END_DECLS

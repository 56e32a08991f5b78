/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-board-view.h"
#include "bst-challenge.h"

G_BEGIN_DECLS

#define BST_TYPE_CHALLENGE_VIEW (bst_challenge_view_get_type ())

G_DECLARE_FINAL_TYPE (BstChallengeView, bst_challenge_view, BST, CHALLENGE_VIEW, AdwBin)

/* One solo challenge on the board. After the challenge's last tile the
 * sequence played is checked with bst_puzzle_check_sequence(), and a
 * result better than the best so far is kept in "challenge-best".
 *
 * Signals: "finished" (gboolean reached, int value) when the last tile is
 * down; "leave" when the player asks for the list of challenges.
 *
 * Widget actions: challenge.confirm, challenge.rotate, challenge.undo,
 * challenge.restart, challenge.leave. */

GtkWidget    *bst_challenge_view_new          (GSettings        *settings);

/* Starts challenge @name (see bst_challenge_get_info()). */
gboolean      bst_challenge_view_load         (BstChallengeView *self,
                                               const char       *name,
                                               GError          **error);
const char   *bst_challenge_view_get_name     (BstChallengeView *self);
BstPuzzle    *bst_challenge_view_get_puzzle   (BstChallengeView *self);
BstGame      *bst_challenge_view_get_game     (BstChallengeView *self);
BstBoardView *bst_challenge_view_get_board    (BstChallengeView *self);
/* Once every tile is down: whether the goal was reached, and the result. */
gboolean      bst_challenge_view_is_complete  (BstChallengeView *self,
                                               gboolean         *reached,
                                               int              *value);

G_END_DECLS

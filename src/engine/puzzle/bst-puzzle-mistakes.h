/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-ai-review.h"
#include "bst-puzzle.h"

G_BEGIN_DECLS

/* Puzzles from the mistakes of a reviewed game: for each mistake or
 * blunder of one player, biggest first, the position before the move is
 * made a best-move puzzle (points this turn) as the generator makes one,
 * and kept only when the solver's unique best is clearly better than the
 * move played there and the puzzle takes the better move the review named
 * (the review judges the whole game, the puzzle only this turn's points,
 * and the two must not tell the player different things). Its title
 * says when, and what was missed: "Turn 31: the farmer north of the start
 * tile, missed".
 *
 * Deterministic and without globals: run it in a worker thread. */

/* Puzzles asked for when the caller has no better idea. */
#define BST_PUZZLE_MISTAKES_DEFAULT_MAX 5

/* At most @max_puzzles puzzles (of BstPuzzle, biggest mistake first) from
 * @review of the game played by @moves (of BstMove) from @start; an empty
 * array when no mistake makes one, NULL with @error when a move does not
 * replay or @cancellable is cancelled. */
GPtrArray *bst_puzzle_mistakes_collect (const BstState   *start,
                                        GArray           *moves,
                                        const BstReview  *review,
                                        guint             player,
                                        guint             max_puzzles,
                                        GCancellable     *cancellable,
                                        GError          **error);

G_END_DECLS

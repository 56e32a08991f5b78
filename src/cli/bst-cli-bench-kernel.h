/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-playout.h"

G_BEGIN_DECLS

/* A lower bound for random playouts: a game of the 72 tiles in which each
 * drawn tile is put on a uniformly random legal square and rotation, with
 * edge matching as the only rule: no features, followers or scores. What
 * `bench playout` measures the engine's playouts against. One thread
 * only: the board is kept from one call to the next. */
void bst_bench_kernel_game (guint64          seed,
                            BstPlayoutStats *stats);

G_END_DECLS

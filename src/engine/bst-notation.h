/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-state.h"

G_BEGIN_DECLS

/* Moves as text: `TILE X Y ROT [KIND:EDGE]`, for example `E 0 -1 2 city:S`,
 * `V 1 0 1 field:NL` or `B 0 1 0 monastery`. EDGE is any edge (N E S W) or
 * half-edge (NL … WR) of the chosen segment, in board directions after
 * rotation. */

gboolean  bst_move_parse      (const char     *text,
                               BstMove        *move,
                               GError        **error);
char     *bst_move_format     (const BstMove  *move);

/* A segment of a rotated tile named as `KIND:EDGE` or `monastery`. */
int       bst_segment_parse   (guint           type,
                               guint           rotation,
                               const char     *text,
                               GError        **error);
char     *bst_segment_format  (guint           type,
                               guint           rotation,
                               guint           segment);

G_END_DECLS

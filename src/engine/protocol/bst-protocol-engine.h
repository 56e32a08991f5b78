/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stdio.h>

#include "bst-protocol.h"

G_BEGIN_DECLS

/* Bastide's side of the engine protocol: reads the referee's lines and
 * answers with the moves of one of its levels. */

typedef struct _BstProtocolEngine BstProtocolEngine;

/* @seed starts the level's own random stream, so a game is the same
 * every time it is played the same way. */
BstProtocolEngine *bst_protocol_engine_new         (BstAiLevel          level,
                                                    guint64             seed);
void               bst_protocol_engine_free        (BstProtocolEngine  *self);

/* Takes one line from the referee (without its line break) and appends
 * the answer, whole lines, to @reply. Returns FALSE after "quit". */
gboolean           bst_protocol_engine_handle_line (BstProtocolEngine  *self,
                                                    const char         *line,
                                                    GString            *reply);
/* Speaks the protocol on @in and @out until "quit" or the end of @in;
 * returns the exit status for a command-line tool. */
int                bst_protocol_engine_run         (BstProtocolEngine  *self,
                                                    FILE               *in,
                                                    FILE               *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstProtocolEngine, bst_protocol_engine_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-protocol.h"

G_BEGIN_DECLS

/* An outside program in a seat: started with pipes for its standard
 * input and output, spoken to in the engine protocol, and never waited
 * for longer than the time it was given. A program that is late, answers
 * nonsense or stops is stopped for good (its whole process group is
 * killed), and every later call fails with the same error. */

typedef struct _BstProtocolSeat BstProtocolSeat;

/* Starts @command, a command line split as a shell would split it (but
 * run without one), and greets it: it must answer within @time_ms. */
BstProtocolSeat *bst_protocol_seat_new         (const char       *command,
                                                guint             time_ms,
                                                GError          **error);
/* What the program called itself in the handshake (maybe ""). */
const char      *bst_protocol_seat_get_name    (BstProtocolSeat  *self);
/* Sends @game (notation lines, see bst_protocol_write_game()) and @turn
 * (a turn line) and asks for a move within @time_ms. The move is read,
 * not checked against the rules: that is the referee's part. */
gboolean         bst_protocol_seat_choose_move (BstProtocolSeat  *self,
                                                const char       *game,
                                                const char       *turn,
                                                guint             time_ms,
                                                BstMove          *move,
                                                GError          **error);
/* Says "quit", gives the program a moment to leave and then stops it. */
void             bst_protocol_seat_free        (BstProtocolSeat  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstProtocolSeat, bst_protocol_seat_free)

G_END_DECLS

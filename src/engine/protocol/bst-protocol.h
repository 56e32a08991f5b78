/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "bst-ai.h"
#include "bst-player-info.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* The lines of the engine protocol of docs/engine-protocol.md: what a
 * referee sends to an engine (commands) and what comes back (replies).
 * The game itself travels in the game notation of docs/notation.md. */

#define BST_PROTOCOL_VERSION 1

/* The longest line either side need accept, and the most lines a game
 * block may hold: far more than a whole game of 72 tiles writes. */
#define BST_PROTOCOL_MAX_LINE       4096
#define BST_PROTOCOL_MAX_GAME_LINES 2048
/* Lines a program may write for one command, its reply included: far
 * more than any engine has to say, few enough that a program writing
 * lines as fast as it can costs the referee next to nothing. */
#define BST_PROTOCOL_MAX_REPLY_LINES 1000

#define BST_PROTOCOL_ERROR (bst_protocol_error_quark ())

/* Each error has a fixed word (bst_protocol_error_word()) that programs
 * read; the message after it is for people. */
typedef enum {
  BST_PROTOCOL_ERROR_MALFORMED,   /* a line the protocol does not read */
  BST_PROTOCOL_ERROR_UNKNOWN,     /* a command the engine does not know */
  BST_PROTOCOL_ERROR_VERSION,     /* no protocol version in common */
  BST_PROTOCOL_ERROR_HANDSHAKE,   /* a command before the handshake */
  BST_PROTOCOL_ERROR_GAME,        /* a game the rules do not play back */
  BST_PROTOCOL_ERROR_NO_GAME,     /* "go" with no game, or a game that is over */
  BST_PROTOCOL_ERROR_ILLEGAL,     /* a move the rules do not allow */
  BST_PROTOCOL_ERROR_TIMEOUT,     /* no answer in the time given */
  BST_PROTOCOL_ERROR_EXITED,      /* the program stopped */
  BST_PROTOCOL_ERROR_REFUSED,     /* the program answered with an error */
} BstProtocolError;

GQuark      bst_protocol_error_quark (void);
const char *bst_protocol_error_word  (BstProtocolError error);

typedef enum {
  BST_COMMAND_HELLO,      /* bastide VERSION */
  BST_COMMAND_LEVEL,      /* level easy|medium|hard */
  BST_COMMAND_GAME,       /* game: notation lines follow, up to "end" */
  BST_COMMAND_END,        /* end */
  BST_COMMAND_TURN,       /* turn PLAYER place|bid|decide TILE… */
  BST_COMMAND_GO,         /* go [time MS] [iterations N] */
  BST_COMMAND_QUIT,       /* quit */
} BstCommandKind;

/* What a `turn` line says the player to move does. */
typedef enum {
  BST_TURN_PLACE,
  BST_TURN_BID,
  BST_TURN_DECIDE,
} BstTurnKind;

typedef struct {
  BstCommandKind kind;
  guint          version;      /* HELLO */
  BstAiLevel     level;        /* LEVEL */
  guint          player;       /* TURN, from 0 */
  BstTurnKind    turn;         /* TURN */
  guint          n_tiles;      /* TURN: the tiles held, or the tile for sale */
  guint8         tiles[BST_MAX_HAND];
  guint          time_ms;      /* GO: 0 = no limit */
  guint          iterations;   /* GO: 0 = the level's own */
} BstProtocolCommand;

gboolean  bst_protocol_parse_command  (const char          *line,
                                       BstProtocolCommand  *command,
                                       GError             **error);
/* The turn line of @state's player to move, without its line break. */
char     *bst_protocol_format_turn    (const BstState      *state);
/* Whether @command, a TURN, says what @state says. */
gboolean  bst_protocol_turn_matches   (const BstProtocolCommand *command,
                                       const BstState      *state);

typedef enum {
  BST_REPLY_HELLO,        /* bastide VERSION [NAME] */
  BST_REPLY_MOVE,         /* move MOVE */
  BST_REPLY_INFO,         /* info TEXT */
  BST_REPLY_ERROR,        /* error WORD TEXT */
} BstReplyKind;

typedef struct {
  BstReplyKind kind;
  guint        version;   /* HELLO */
  char        *text;      /* HELLO: the name (may be empty); INFO, ERROR: the rest */
  char        *word;      /* ERROR: its word */
  BstMove      move;      /* MOVE */
} BstProtocolReply;

gboolean  bst_protocol_parse_reply    (const char          *line,
                                       BstProtocolReply    *reply,
                                       GError             **error);
void      bst_protocol_reply_clear    (BstProtocolReply    *reply);
/* `error WORD MESSAGE` for @error, whatever its domain (a rules error is
 * "game"), without its line break. */
char     *bst_protocol_format_error   (const GError        *error);

/* The game so far as the protocol sends it: the game notation of
 * @rules, @players and @moves (of BstMove, legal from the tiles of
 * @seed), without the seed, which would tell a program the tiles to
 * come; NULL if the moves are not legal. */
char     *bst_protocol_write_game     (const BstRuleSet    *rules,
                                       const BstPlayerInfo *players,
                                       guint64              seed,
                                       GArray              *moves);

G_END_DECLS

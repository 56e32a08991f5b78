/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-ai.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* One game between seats, each a level of Bastide's AI or an outside
 * program speaking the engine protocol, refereed by the engine: every
 * move is checked before it is played, and a seat that moves illegally,
 * answers nonsense, is late or stops loses the game with the reason. */

typedef struct {
  BstAiLevel   level;
  BstAiOptions options;      /* the level's, with its seed */
  gboolean     random;       /* the engine's uniformly random player instead of the level */
  const char  *command;      /* an outside program instead of the level, or NULL */
} BstRefereePlayer;

typedef struct {
  int      scores[BST_MAX_PLAYERS];
  double   seconds[BST_MAX_PLAYERS];     /* thinking time, as the referee waited */
  double   slowest[BST_MAX_PLAYERS];     /* the longest move's */
  guint    moves[BST_MAX_PLAYERS];
  guint    iterations[BST_MAX_PLAYERS];  /* the levels' search iterations */
  char    *names[BST_MAX_PLAYERS];       /* a program's own name, or the level's */
  gboolean over;                         /* played to the end */
  guint    loser;                        /* who lost by forfeit, or BST_NO_PLAYER */
  gboolean illegal;                      /* the forfeit is for an illegal move */
  char    *reason;                       /* why the seat lost, for people */
  char    *notation;                     /* the game as played, in the game notation */
} BstRefereeResult;

/* Whether @rules can be refereed with @players: the protocol sends the
 * whole game, so it cannot keep hands hidden from a program. */
gboolean  bst_referee_check_rules   (const BstRuleSet       *rules,
                                     const BstRefereePlayer *players,
                                     GError                **error);
/* Plays a game of @rules (n_players seats, @players in seat order) from
 * the tiles of @seed; a program has @move_ms for each move and for the
 * handshake. Thread-safe: games may run side by side. */
void      bst_referee_play          (const BstRuleSet       *rules,
                                     guint64                 seed,
                                     const BstRefereePlayer *players,
                                     guint                   move_ms,
                                     BstRefereeResult       *result);
void      bst_referee_result_clear  (BstRefereeResult       *result);

G_END_DECLS

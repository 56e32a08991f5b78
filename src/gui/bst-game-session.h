/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-game.h"
#include "bst-game-record.h"

G_BEGIN_DECLS

#define BST_TYPE_GAME_SESSION (bst_game_session_get_type ())

G_DECLARE_FINAL_TYPE (BstGameSession, bst_game_session, BST, GAME_SESSION, GObject)

/* A game being played at this screen: it lets the computer seats move at a
 * pace people can follow (the AI levels think in a worker thread), keeps
 * the log of every turn and its scoring, keeps the game's `.bastide`
 * record in step with it (and, when asked, an autosave of it after every
 * move), and takes moves back to the last human turn. No widgets, so that
 * tests can drive it directly. */

BstGameSession *bst_game_session_new             (BstGame        *game);
/* @start: where @game started when it is not the standard start. */
BstGameSession *bst_game_session_new_full        (BstGame        *game,
                                                  BstPosition    *start);
/* The game of @record with its moves played. */
BstGameSession *bst_game_session_new_from_record (BstGameRecord  *record,
                                                  GError        **error);
BstGame        *bst_game_session_get_game        (BstGameSession *self);
/* NULL for the standard start. */
BstPosition    *bst_game_session_get_start       (BstGameSession *self);
BstGameRecord  *bst_game_session_get_record      (BstGameSession *self);
/* BstLogEntry items, the newest first. */
GListModel     *bst_game_session_get_log         (BstGameSession *self);

/* After every move the record is written there (atomically, off the main
 * thread), and the file is deleted when the game ends. */
GFile          *bst_game_session_get_autosave_file (BstGameSession *self);
void            bst_game_session_set_autosave_file (BstGameSession *self,
                                                    GFile          *file);

double          bst_game_session_get_animation_speed (BstGameSession *self);
void            bst_game_session_set_animation_speed (BstGameSession *self,
                                                      double          speed);
/* How long an Expert seat thinks about a move, within these bounds (the
 * "expert-seconds" setting keeps to them too). */
#define BST_GAME_SESSION_MIN_EXPERT_SECONDS 0.25
#define BST_GAME_SESSION_MAX_EXPERT_SECONDS 10.0
double          bst_game_session_get_expert_seconds (BstGameSession *self);
void            bst_game_session_set_expert_seconds (BstGameSession *self,
                                                     double          seconds);
gboolean        bst_game_session_get_human_turn  (BstGameSession *self);
gboolean        bst_game_session_get_thinking    (BstGameSession *self);
gboolean        bst_game_session_get_paused      (BstGameSession *self);
void            bst_game_session_set_paused      (BstGameSession *self,
                                                  gboolean        paused);
/* Stops the computer seats thinking (on quit). */
void            bst_game_session_cancel          (BstGameSession *self);

gboolean        bst_game_session_play            (BstGameSession *self,
                                                  const BstMove  *move,
                                                  GError        **error);
gboolean        bst_game_session_can_undo        (BstGameSession *self);
gboolean        bst_game_session_undo            (BstGameSession *self);
gboolean        bst_game_session_redo            (BstGameSession *self);
/* Takes back moves until @n_moves are left. */
void            bst_game_session_truncate        (BstGameSession *self,
                                                  guint           n_moves);

/* A move for the player to move, chosen by the Medium level in a worker
 * thread. */
void            bst_game_session_hint_async      (BstGameSession      *self,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean        bst_game_session_hint_finish     (BstGameSession      *self,
                                                  GAsyncResult        *result,
                                                  BstMove             *move,
                                                  GError             **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_GAME_SESSION (bst_game_session_get_type ())

G_DECLARE_FINAL_TYPE (BstGameSession, bst_game_session, BST, GAME_SESSION, GObject)

/* A game being played at this screen: it lets the computer seats move at a
 * pace people can follow, keeps the log of every turn and its scoring,
 * and takes moves back to the last human turn. No widgets, so that tests
 * can drive it directly. */

BstGameSession *bst_game_session_new             (BstGame        *game);
BstGame        *bst_game_session_get_game        (BstGameSession *self);
/* BstLogEntry items, the newest first. */
GListModel     *bst_game_session_get_log         (BstGameSession *self);

double          bst_game_session_get_animation_speed (BstGameSession *self);
void            bst_game_session_set_animation_speed (BstGameSession *self,
                                                      double          speed);
gboolean        bst_game_session_get_human_turn  (BstGameSession *self);
gboolean        bst_game_session_get_paused      (BstGameSession *self);
void            bst_game_session_set_paused      (BstGameSession *self,
                                                  gboolean        paused);

gboolean        bst_game_session_play            (BstGameSession *self,
                                                  const BstMove  *move,
                                                  GError        **error);
gboolean        bst_game_session_can_undo        (BstGameSession *self);
gboolean        bst_game_session_undo            (BstGameSession *self);
gboolean        bst_game_session_redo            (BstGameSession *self);

/* Points a player has scored from one kind of feature (BstFeatureKind). */
int             bst_game_session_get_points      (BstGameSession *self,
                                                  guint           player,
                                                  guint           kind);
gboolean        bst_game_session_is_winner       (BstGameSession *self,
                                                  guint           player);

G_END_DECLS

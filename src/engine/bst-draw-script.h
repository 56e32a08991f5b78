/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-state.h"

G_BEGIN_DECLS

/* A state whose fixed_order is BST_DRAW_SCRIPTED lets a script choose
 * every tile drawn and hears what happens to the tiles that fit nowhere:
 * the game notation writes a game down this way and plays one back. The
 * bag stays the real bag (a tile put back is in it again), so every rule
 * that looks into the bag sees what a live game sees. Other states never
 * look at the script. */
#define BST_DRAW_SCRIPTED 2

typedef struct {
  /* The index into state->bag of the tile @player draws next; @player is
   * BST_NO_PLAYER for the start tile under start-tile-in-bag. */
  guint (*draw)        (BstState *state,
                        guint     player,
                        gpointer  user_data);
  /* @type, just drawn or held by @player, fits nowhere: it is out of the
   * game, or @back in the bag by the house rule. */
  void  (*unplaceable) (BstState *state,
                        guint     player,
                        guint     type,
                        gboolean  back,
                        gpointer  user_data);
  gpointer user_data;
} BstDrawScript;

/* The script of the scripted states of this thread, or NULL. */
void bst_draw_script_set      (const BstDrawScript *script);

/* bst_state_init_game() with the draws scripted from the start. */
void bst_state_init_game_scripted (BstState            *self,
                                   const BstRuleSet    *rules,
                                   guint64              seed);

/* bst_state_init_game() after its random choices: the start tile is down
 * and the bag filled; deals the hands in seat order from @start_player
 * and starts the first turn. */
void bst_state_open_game      (BstState            *self,
                               guint                start_player);

G_END_DECLS

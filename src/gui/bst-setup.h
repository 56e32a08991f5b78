/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-game.h"

G_BEGIN_DECLS

#define BST_TYPE_SETUP (bst_setup_get_type ())

G_DECLARE_FINAL_TYPE (BstSetup, bst_setup, BST, SETUP, GObject)

/* How the next game is set up: the players at all six seats (the rules'
 * "players" says how many take part), the rules and an optional seed. It
 * loads from and saves to the new-game-* keys of the settings. */

BstSetup            *bst_setup_new               (void);
BstSetup            *bst_setup_new_from_settings (GSettings   *settings);
BstSetup            *bst_setup_new_from_game     (BstGame     *game);
void                 bst_setup_save              (BstSetup    *self,
                                                  GSettings   *settings);
BstSetup            *bst_setup_copy              (BstSetup    *self);

BstRules            *bst_setup_get_rules         (BstSetup    *self);
guint                bst_setup_get_n_players     (BstSetup    *self);
const BstPlayerInfo *bst_setup_get_player        (BstSetup    *self,
                                                  guint        seat);
void                 bst_setup_set_player_name   (BstSetup    *self,
                                                  guint        seat,
                                                  const char  *name);
void                 bst_setup_set_player_colour (BstSetup    *self,
                                                  guint        seat,
                                                  BstColour    colour);
void                 bst_setup_set_player_kind   (BstSetup    *self,
                                                  guint        seat,
                                                  BstSeatKind  kind);
const char          *bst_setup_get_seed          (BstSetup    *self);
void                 bst_setup_set_seed          (BstSetup    *self,
                                                  const char  *seed);

BstGame             *bst_setup_create_game       (BstSetup    *self);

const char          *bst_colour_display_name     (BstColour    colour);
const char          *bst_seat_kind_display_name  (BstSeatKind  kind);
guint64              bst_seed_from_text          (const char  *text);

G_END_DECLS

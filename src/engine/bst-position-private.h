/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-position.h"

G_BEGIN_DECLS

/* Shared by the position object (bst-position.c) and its reader
 * (bst-position-reader.c). */

#define MAX_COORD  BST_MAX_TILES

struct _BstPosition
{
  GObject        parent_instance;

  BstPlayerInfo  players[BST_MAX_PLAYERS];
  gboolean       free_mode;
  BstState       state;
};

#define MAX_TURN   10000

extern const char *const bst_position_phase_names[BST_PHASE_DECIDE + 1];
extern const char *const bst_position_end_names[BST_END_UNPLACEABLE + 1];

static inline gboolean
in_auction (const BstState *state)
{
  return state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE;
}

/* Whether @name is one a player may have (as a file or a notation gives
 * it); @path says where, in the message. */
gboolean _bst_position_check_name (const char  *name,
                                   const char  *path,
                                   GError     **error);

G_END_DECLS

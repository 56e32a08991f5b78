/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-player-info.h"

#include "bst-names.h"

static const char *const colour_names[BST_N_COLOURS] = {
  "yellow", "red", "green", "blue", "black", "pink",
};

static const char *const seat_kind_names[BST_N_SEAT_KINDS] = {
  "human", "random", "easy", "medium", "hard", "beginner", "expert",
};

void
bst_player_info_clear (BstPlayerInfo *self)
{
  g_clear_pointer (&self->name, g_free);
}

void
bst_player_info_copy (BstPlayerInfo *dest, const BstPlayerInfo *src)
{
  dest->name = g_strdup (src->name);
  dest->colour = src->colour;
  dest->kind = src->kind;
}

BST_DEFINE_NAMES (bst_colour, BstColour, colour_names, BST_N_COLOURS)
BST_DEFINE_NAMES (bst_seat_kind, BstSeatKind, seat_kind_names, BST_N_SEAT_KINDS)

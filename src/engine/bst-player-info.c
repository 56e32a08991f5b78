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

const char *
bst_colour_name (BstColour colour)
{
  g_return_val_if_fail (colour < BST_N_COLOURS, NULL);
  return colour_names[colour];
}

int
bst_colour_from_name (const char *name)
{
  return bst_names_lookup (colour_names, BST_N_COLOURS, name);
}

const char *
bst_seat_kind_name (BstSeatKind kind)
{
  g_return_val_if_fail (kind < BST_N_SEAT_KINDS, NULL);
  return seat_kind_names[kind];
}

int
bst_seat_kind_from_name (const char *name)
{
  return bst_names_lookup (seat_kind_names, BST_N_SEAT_KINDS, name);
}

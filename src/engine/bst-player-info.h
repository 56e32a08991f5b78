/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  BST_COLOUR_YELLOW,
  BST_COLOUR_RED,
  BST_COLOUR_GREEN,
  BST_COLOUR_BLUE,
  BST_COLOUR_BLACK,
  BST_COLOUR_PINK,
} BstColour;

#define BST_N_COLOURS 6

typedef enum {
  BST_SEAT_HUMAN,
  BST_SEAT_RANDOM,
  BST_SEAT_EASY,
  BST_SEAT_MEDIUM,
  BST_SEAT_HARD,
  BST_SEAT_BEGINNER,
  BST_SEAT_EXPERT,
} BstSeatKind;

#define BST_N_SEAT_KINDS 7

/* Who sits at a seat: what the rules engine does not need to know. */
typedef struct {
  char        *name;
  BstColour    colour;
  BstSeatKind  kind;
} BstPlayerInfo;

void         bst_player_info_clear       (BstPlayerInfo *self);
void         bst_player_info_copy        (BstPlayerInfo       *dest,
                                          const BstPlayerInfo *src);
const char  *bst_colour_name             (BstColour      colour);
int          bst_colour_from_name        (const char    *name);
const char  *bst_seat_kind_name          (BstSeatKind    kind);
int          bst_seat_kind_from_name     (const char    *name);

G_END_DECLS

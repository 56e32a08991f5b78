/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The aids a player may turn on while playing (the queries behind them are
 * in bst-ai-aids.h). A game file lists the ones that were used, by name. */
typedef enum {
  BST_AID_DEAD_SQUARES  = 1 << 0,
  BST_AID_FITTING_TILES = 1 << 1,
  BST_AID_FINISH_ODDS   = 1 << 2,
  BST_AID_FIELD_VIEW    = 1 << 3,
} BstAids;

#define BST_N_AIDS    4
#define BST_AIDS_ALL  ((BstAids) ((1 << BST_N_AIDS) - 1))

/* The name of the single aid @aid ("dead-squares", "fitting-tiles",
 * "finish-odds", "field-view"), or NULL. */
const char *bst_aid_name       (BstAids     aid);
/* The aid called @name, or 0 for none. */
BstAids     bst_aid_from_name  (const char *name);
/* The aid's name as a player reads it. */
const char *bst_aid_title      (BstAids     aid);

G_END_DECLS

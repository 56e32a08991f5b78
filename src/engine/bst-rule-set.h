/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BST_MIN_PLAYERS 2
#define BST_MAX_PLAYERS 6
#define BST_MAX_MEEPLES_PER_PLAYER 10
#define BST_MAX_HAND 5

typedef enum {
  BST_FARMER_SCORING_PER_FIELD,   /* C2/C3: 3 per completed city, per field */
  BST_FARMER_SCORING_PER_PLAYER,  /* 2nd edition era: a city once per player */
  BST_FARMER_SCORING_PER_CITY,    /* original 2000: 4 to the majority around a city */
} BstFarmerScoring;

/* Every rule a game is played by, as plain data kept inside the state.
 * BstRules is the GObject face of it. */
typedef struct {
  guint8 n_players;            /* 2–6 */
  guint8 meeples;              /* per player, 1–10 */
  guint8 farmers;              /* fields can hold farmers and score */
  guint8 small_city_points;    /* a completed 2-tile city: 4 (C2/C3) or 2 (C1) */
  guint8 farmer_scoring;       /* BstFarmerScoring */
  guint8 random_start_player;
  guint8 draw_at_end_of_turn;
  guint8 hand_size;            /* 1 = the standard game */
  guint8 hand_visible;
  guint8 start_tile_in_bag;
  guint8 unplaceable_back;
  guint8 hole_bonus_turn;
  guint8 no_incomplete_scoring;
  guint8 table_width;          /* 0 = no table edge */
  guint8 table_height;
  guint8 table_edge_closes;
  guint8 auction;
} BstRuleSet;

void     bst_rule_set_init_default (BstRuleSet       *self);
gboolean bst_rule_set_equal        (const BstRuleSet *a,
                                    const BstRuleSet *b);
gboolean bst_rule_set_validate     (const BstRuleSet *self,
                                    GError          **error);
/* Whether a new game can be played with these rules: valid, and with room
 * for tiles beside the start tile. Positions and files need only be valid
 * (a puzzle may show a table where nothing fits). */
gboolean bst_rule_set_check_new_game (const BstRuleSet  *self,
                                      GError           **error);

G_END_DECLS

G_BEGIN_DECLS

typedef enum {
  BST_RULE_GROUP_GAME,      /* players and meeples */
  BST_RULE_GROUP_EDITION,   /* differences between editions */
  BST_RULE_GROUP_HOUSE,     /* the house rules named by the rules page */
} BstRuleGroup;

typedef enum {
  BST_RULE_TYPE_BOOLEAN,
  BST_RULE_TYPE_NUMBER,
  BST_RULE_TYPE_CHOICE,
} BstRuleType;

/* One value of a BST_RULE_TYPE_CHOICE rule. */
typedef struct {
  const char *name;    /* in files, share codes and on the command line */
  const char *label;   /* for people: translatable, N_() */
} BstRuleChoice;

/* One rule of BstRuleSet: how it is named in files, share codes and on
 * the command line, what it means to a person, and its range. */
typedef struct {
  const char          *name;
  const char          *title;         /* translatable, N_() */
  const char          *description;   /* translatable, one line */
  BstRuleGroup         group;
  BstRuleType          type;
  guint8               offset;         /* into BstRuleSet */
  guint8               minimum;
  guint8               maximum;
  guint8               step;
  const BstRuleChoice *choices;        /* BST_RULE_TYPE_CHOICE: one per value, then { NULL } */
} BstRuleInfo;

/* Rules the rules page names that have no meaning on a screen. */
typedef struct {
  const char *name;
  const char *title;
  const char *reason;
} BstInapplicableRule;

guint                      bst_rule_info_count   (void);
const BstRuleInfo         *bst_rule_info_nth     (guint              index);
const BstRuleInfo         *bst_rule_info_lookup  (const char        *name);
guint                      bst_rule_set_get      (const BstRuleSet  *self,
                                                  const BstRuleInfo *info);
void                       bst_rule_set_set      (BstRuleSet        *self,
                                                  const BstRuleInfo *info,
                                                  guint              value);
gboolean                   bst_rule_info_accepts (const BstRuleInfo *info,
                                                  guint              value);
char                      *bst_rule_info_format  (const BstRuleInfo *info,
                                                  guint              value);
gboolean                   bst_rule_info_parse   (const BstRuleInfo *info,
                                                  const char        *text,
                                                  guint             *value,
                                                  GError           **error);
gboolean                   bst_rule_set_parse_assignment (BstRuleSet *self,
                                                          const char *assignment,
                                                          GError    **error);
const BstInapplicableRule *bst_inapplicable_rules (guint            *n_rules);

G_END_DECLS

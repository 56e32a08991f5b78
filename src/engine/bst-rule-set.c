/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <stddef.h>
#include <string.h>

#include "bst-error.h"
#include "bst-rule-set.h"

void
bst_rule_set_init_default (BstRuleSet *self)
{
  memset (self, 0, sizeof *self);
  self->n_players = 2;
  self->meeples = 7;
  self->farmers = TRUE;
  self->small_city_points = 4;
  self->farmer_scoring = BST_FARMER_SCORING_PER_FIELD;
  self->hand_size = 1;
}

gboolean
bst_rule_set_equal (const BstRuleSet *a, const BstRuleSet *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

#define RULE(field) offsetof (BstRuleSet, field)

static const BstRuleChoice farmer_scoring_choices[] = {
  /* Translators: the ways farmers score; each is shown whole under the rule's name */
  { "per-field", N_("Per field, as today: each field scores 3 for every completed city it "
                    "touches") },
  { "per-player", N_("Per city and player, as in the second edition: a completed city pays "
                     "each player 3 once at most") },
  { "per-city", N_("Most farmers per city, as in the first rules: the players with the most "
                   "farmers around a completed city score 4") },
  { NULL, NULL },
};

static const BstRuleInfo rule_infos[] = {
  { "players", N_("Players"), N_("How many people or computer players take part"),
    BST_RULE_GROUP_GAME, BST_RULE_TYPE_NUMBER, RULE (n_players), 2, 6, 1, NULL },
  { "meeples", N_("Meeples per player"), N_("Meeples each player starts with in their supply"),
    BST_RULE_GROUP_GAME, BST_RULE_TYPE_NUMBER, RULE (meeples), 1, 10, 1, NULL },
  { "farmers", N_("Farmers"), N_("Meeples may lie in fields and score for completed cities at the end"),
    BST_RULE_GROUP_EDITION, BST_RULE_TYPE_BOOLEAN, RULE (farmers), 0, 1, 1, NULL },
  { "small-city", N_("Small city points"),
    N_("A completed city of two tiles scores 4 points, as today, or 2, as in the first "
       "edition"),
    BST_RULE_GROUP_EDITION, BST_RULE_TYPE_NUMBER, RULE (small_city_points), 2, 4, 2, NULL },
  { "farmer-scoring", N_("Farmer scoring"),
    N_("How farmers score for the completed cities next to their fields"),
    BST_RULE_GROUP_EDITION, BST_RULE_TYPE_CHOICE, RULE (farmer_scoring), 0, 2, 1,
    farmer_scoring_choices },
  { "random-start", N_("Random start player"), N_("Draw lots for who begins"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (random_start_player), 0, 1, 1, NULL },
  { "draw-at-end", N_("Draw at end of turn"),
    N_("Your next tile is drawn and shown when your turn ends"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (draw_at_end_of_turn), 0, 1, 1, NULL },
  { "hand", N_("Hand of tiles"), N_("Hold this many tiles, play one, refill at the end of your turn"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_NUMBER, RULE (hand_size), 1, 5, 1, NULL },
  { "hand-visible", N_("Open hands"), N_("Everyone sees every hand of tiles"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (hand_visible), 0, 1, 1, NULL },
  { "start-tile-in-bag", N_("Start tile in the bag"),
    N_("The start tile is shuffled in; the first tile drawn starts the board"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (start_tile_in_bag), 0, 1, 1, NULL },
  { "unplaceable-back", N_("Unplaceable tiles back"),
    N_("A tile that fits nowhere goes back into the bag instead of out of the game"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (unplaceable_back), 0, 1, 1, NULL },
  { "hole-bonus", N_("Extra turn for filling a hole"),
    N_("A tile touching placed tiles on all four sides earns another turn"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (hole_bonus_turn), 0, 1, 1, NULL },
  { "no-incomplete", N_("Incomplete features score nothing"),
    N_("At the end only fields score; unfinished roads, cities and monasteries do not"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (no_incomplete_scoring), 0, 1, 1, NULL },
  { "table-width", N_("Table width"), N_("Squares across the table around the start tile; 0 for no edge east and west"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_NUMBER, RULE (table_width), 0, 145, 1, NULL },
  { "table-height", N_("Table height"), N_("Squares down the table around the start tile; 0 for no edge north and south"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_NUMBER, RULE (table_height), 0, 145, 1, NULL },
  { "table-edge-closes", N_("Table edge completes features"),
    N_("A road or city that runs into the edge of the table counts as closed there"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (table_edge_closes), 0, 1, 1, NULL },
  { "auction", N_("Tile auction"),
    N_("When the drawn tile is the only one left that completes a feature, others may bid points for it"),
    BST_RULE_GROUP_HOUSE, BST_RULE_TYPE_BOOLEAN, RULE (auction), 0, 1, 1, NULL },
};

static const BstInapplicableRule inapplicable_rules[] = {
  { "bushes-end-roads", N_("Bushes on roads do not end them"),
    N_("Bastide's tiles have no bushes: roads end only at villages, cities and monasteries") },
  { "dice-score-markers", N_("Coloured dice as score markers"),
    N_("The score track is kept by the game, so there are no markers to replace") },
};

guint
bst_rule_info_count (void)
{
  return G_N_ELEMENTS (rule_infos);
}

const BstRuleInfo *
bst_rule_info_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (rule_infos), NULL);
  return &rule_infos[index];
}

const BstRuleInfo *
bst_rule_info_lookup (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_infos); i++)
    if (g_strcmp0 (rule_infos[i].name, name) == 0)
      return &rule_infos[i];
  return NULL;
}

guint
bst_rule_set_get (const BstRuleSet *self, const BstRuleInfo *info)
{
  return ((const guint8 *) self)[info->offset];
}

void
bst_rule_set_set (BstRuleSet *self, const BstRuleInfo *info, guint value)
{
  g_return_if_fail (bst_rule_info_accepts (info, value));
  ((guint8 *) self)[info->offset] = (guint8) value;
}

gboolean
bst_rule_info_accepts (const BstRuleInfo *info, guint value)
{
  if (value < info->minimum || value > info->maximum)
    return FALSE;
  return (value - info->minimum) % info->step == 0;
}

char *
bst_rule_info_format (const BstRuleInfo *info, guint value)
{
  switch (info->type)
    {
    case BST_RULE_TYPE_BOOLEAN:
      return g_strdup (value ? "on" : "off");
    case BST_RULE_TYPE_CHOICE:
      return g_strdup (info->choices[value].name);
    case BST_RULE_TYPE_NUMBER:
    default:
      return g_strdup_printf ("%u", value);
    }
}

gboolean
bst_rule_info_parse (const BstRuleInfo  *info,
                     const char         *text,
                     guint              *value,
                     GError            **error)
{
  guint64 number;

  switch (info->type)
    {
    case BST_RULE_TYPE_BOOLEAN:
      if (g_strcmp0 (text, "on") == 0 || g_strcmp0 (text, "true") == 0 || g_strcmp0 (text, "1") == 0)
        *value = 1;
      else if (g_strcmp0 (text, "off") == 0 || g_strcmp0 (text, "false") == 0 || g_strcmp0 (text, "0") == 0)
        *value = 0;
      else
        break;
      return TRUE;

    case BST_RULE_TYPE_CHOICE:
      for (guint i = 0; info->choices[i].name; i++)
        if (g_strcmp0 (text, info->choices[i].name) == 0)
          {
            *value = i;
            return TRUE;
          }
      break;

    case BST_RULE_TYPE_NUMBER:
    default:
      if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT8, &number, NULL)
          && bst_rule_info_accepts (info, (guint) number))
        {
          *value = (guint) number;
          return TRUE;
        }
      break;
    }

  g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
               _("Rule “%s” cannot be “%s”"), info->name, text);
  return FALSE;
}

gboolean
bst_rule_set_parse_assignment (BstRuleSet  *self,
                               const char  *assignment,
                               GError     **error)
{
  g_auto (GStrv) parts = g_strsplit (assignment, "=", 2);
  const BstRuleInfo *info;
  guint value;

  if (g_strv_length (parts) != 2)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("“%s” is not of the form NAME=VALUE"), assignment);
      return FALSE;
    }
  info = bst_rule_info_lookup (parts[0]);
  if (info == NULL)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("There is no rule “%s”"), parts[0]);
      return FALSE;
    }
  if (!bst_rule_info_parse (info, parts[1], &value, error))
    return FALSE;
  bst_rule_set_set (self, info, value);
  return TRUE;
}

gboolean
bst_rule_set_validate (const BstRuleSet *self, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (rule_infos); i++)
    {
      guint value = bst_rule_set_get (self, &rule_infos[i]);
      if (!bst_rule_info_accepts (&rule_infos[i], value))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("Rule “%s” cannot be %u"), rule_infos[i].name, value);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
bst_rule_set_check_new_game (const BstRuleSet  *self,
                             GError           **error)
{
  if (!bst_rule_set_validate (self, error))
    return FALSE;
  if (self->table_width == 1 && self->table_height == 1)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("A table of one square holds only the start tile, so no tile "
                             "could ever be placed: make it at least two squares wide or "
                             "tall."));
      return FALSE;
    }
  return TRUE;
}

const BstInapplicableRule *
bst_inapplicable_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (inapplicable_rules);
  return inapplicable_rules;
}

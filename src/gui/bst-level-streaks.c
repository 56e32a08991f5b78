/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-level-streaks.h"

#define STREAKS_KEY "level-streaks"
#define SUGGEST_KEY "suggest-stronger-level"

gboolean
bst_level_streaks_judge (const BstSeatKind *kinds,
                         guint              n_players,
                         guint              winners,
                         BstAiLevel        *level,
                         gboolean          *won)
{
  gboolean has_person = FALSE, has_computer = FALSE;
  gboolean person_won = FALSE, computer_won = FALSE;
  BstAiLevel the_level = BST_AI_EASY;

  g_return_val_if_fail (kinds != NULL || n_players == 0, FALSE);

  for (guint p = 0; p < n_players; p++)
    {
      gboolean is_winner = (winners & (1u << p)) != 0;
      BstAiLevel seat_level;

      if (kinds[p] == BST_SEAT_HUMAN)
        {
          has_person = TRUE;
          person_won |= is_winner;
          continue;
        }
      if (!bst_ai_level_from_seat_kind (kinds[p], &seat_level))
        return FALSE;  /* a random player is no level to beat */
      if (has_computer && seat_level != the_level)
        return FALSE;
      has_computer = TRUE;
      the_level = seat_level;
      computer_won |= is_winner;
    }
  if (!has_person || !has_computer)
    return FALSE;

  *level = the_level;
  *won = person_won && !computer_won;
  return TRUE;
}

gboolean
bst_level_streaks_judge_game (BstGame    *game,
                              BstAiLevel *level,
                              gboolean   *won)
{
  BstSeatKind kinds[BST_MAX_PLAYERS];
  guint n_players;

  g_return_val_if_fail (BST_IS_GAME (game), FALSE);

  if (!bst_game_is_over (game))
    return FALSE;
  n_players = bst_game_get_n_players (game);
  for (guint p = 0; p < n_players; p++)
    kinds[p] = bst_game_get_player (game, p)->kind;
  return bst_level_streaks_judge (kinds, n_players, bst_game_get_winners (game), level, won);
}

guint
bst_level_streaks_get (GSettings  *settings,
                       BstAiLevel  level)
{
  g_autoptr (GVariant) streaks = NULL;
  gint32 streak = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);
  g_return_val_if_fail (level < BST_AI_N_LEVELS, 0);

  streaks = g_settings_get_value (settings, STREAKS_KEY);
  if (!g_variant_lookup (streaks, bst_ai_level_name (level), "i", &streak))
    return 0;
  return (guint) MAX (streak, 0);
}

static void
set_streak (GSettings  *settings,
            BstAiLevel  level,
            guint       streak)
{
  g_autoptr (GVariant) old = g_settings_get_value (settings, STREAKS_KEY);
  const char *name = bst_ai_level_name (level);
  g_auto (GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{si}"));
  GVariantIter iter;
  const char *key;
  gint32 value;

  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&si}", &key, &value))
    if (!g_str_equal (key, name))
      g_variant_builder_add (&builder, "{si}", key, value);
  if (streak > 0)
    g_variant_builder_add (&builder, "{si}", name, (gint32) MIN (streak, G_MAXINT32));
  g_settings_set_value (settings, STREAKS_KEY, g_variant_builder_end (&builder));
}

void
bst_level_streaks_add_result (GSettings  *settings,
                              BstAiLevel  level,
                              gboolean    won)
{
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (level < BST_AI_N_LEVELS);

  set_streak (settings, level, won ? bst_level_streaks_get (settings, level) + 1 : 0);
}

gboolean
bst_level_streaks_earned (GSettings  *settings,
                          BstAiLevel  level,
                          BstAiLevel *stronger)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (level < BST_AI_N_LEVELS, FALSE);

  return g_settings_get_boolean (settings, SUGGEST_KEY)
         && bst_level_streaks_get (settings, level) >= BST_LEVEL_STREAK_TO_SUGGEST
         && bst_ai_level_stronger (level, stronger);
}

void
bst_level_streaks_record (GSettings *settings,
                          BstGame   *game)
{
  BstAiLevel level;
  gboolean won;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (BST_IS_GAME (game));

  if (bst_level_streaks_judge_game (game, &level, &won))
    bst_level_streaks_add_result (settings, level, won);
}

gboolean
bst_level_streaks_suggest (GSettings  *settings,
                           BstGame    *game,
                           BstAiLevel *beaten,
                           BstAiLevel *stronger)
{
  BstAiLevel level;
  gboolean won;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (BST_IS_GAME (game), FALSE);

  if (!bst_level_streaks_judge_game (game, &level, &won) || !won
      || !bst_level_streaks_earned (settings, level, stronger))
    return FALSE;
  *beaten = level;
  return TRUE;
}

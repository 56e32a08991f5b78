/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <gio/gio.h>

#include "bst-level-streaks.h"

/* The levels go up one at a time from the weakest, and stop at Expert. */
static void
test_stronger (void)
{
  static const BstAiLevel weakest_first[] = {
    BST_AI_BEGINNER, BST_AI_EASY, BST_AI_MEDIUM, BST_AI_HARD, BST_AI_EXPERT,
  };
  BstAiLevel stronger;

  G_STATIC_ASSERT (G_N_ELEMENTS (weakest_first) == BST_AI_N_LEVELS);
  for (guint i = 0; i + 1 < G_N_ELEMENTS (weakest_first); i++)
    {
      g_assert_true (bst_ai_level_stronger (weakest_first[i], &stronger));
      g_assert_cmpint (stronger, ==, weakest_first[i + 1]);
    }
  stronger = BST_AI_BEGINNER;
  g_assert_false (bst_ai_level_stronger (BST_AI_EXPERT, &stronger));
  g_assert_cmpint (stronger, ==, BST_AI_BEGINNER);
}

typedef struct {
  const char  *what;
  BstSeatKind  kinds[4];
  guint        n_players;
  guint        winners;
  gboolean     counts;
  BstAiLevel   level;
  gboolean     won;
} Judgement;

#define H BST_SEAT_HUMAN
#define E BST_SEAT_EASY
#define M BST_SEAT_MEDIUM
#define X BST_SEAT_EXPERT
#define R BST_SEAT_RANDOM

static const Judgement judgements[] = {
  { "a person beats Easy", { H, E }, 2, 0x1, TRUE, BST_AI_EASY, TRUE },
  { "Easy beats a person", { H, E }, 2, 0x2, TRUE, BST_AI_EASY, FALSE },
  { "a draw with Easy", { H, E }, 2, 0x3, TRUE, BST_AI_EASY, FALSE },
  { "the computer sits first", { X, H }, 2, 0x2, TRUE, BST_AI_EXPERT, TRUE },
  { "the second person beats two Medium", { H, M, H, M }, 4, 0x4, TRUE, BST_AI_MEDIUM, TRUE },
  { "two people share the win", { H, M, H }, 3, 0x5, TRUE, BST_AI_MEDIUM, TRUE },
  { "a person and Medium share it", { H, M, H }, 3, 0x3, TRUE, BST_AI_MEDIUM, FALSE },
  { "mixed levels", { H, E, M }, 3, 0x1, FALSE, 0, FALSE },
  { "a random player", { H, E, R }, 3, 0x1, FALSE, 0, FALSE },
  { "people only", { H, H }, 2, 0x1, FALSE, 0, FALSE },
  { "computers only", { E, E }, 2, 0x1, FALSE, 0, FALSE },
};

#undef H
#undef E
#undef M
#undef X
#undef R

/* What counts: one or more computers, all of one level, and a person
 * among the best placed, with no computer. */
static void
test_judge (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (judgements); i++)
    {
      const Judgement *j = &judgements[i];
      BstAiLevel level = BST_AI_N_LEVELS;
      gboolean won = -1;

      g_test_message ("%s", j->what);
      g_assert_cmpint (bst_level_streaks_judge (j->kinds, j->n_players, j->winners, &level, &won),
                       ==, j->counts);
      if (!j->counts)
        continue;
      g_assert_cmpint (level, ==, j->level);
      g_assert_cmpint (won, ==, j->won);
    }
}

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new ("io.github.bastide.Bastide");

  g_settings_reset (settings, "level-streaks");
  g_settings_reset (settings, "suggest-stronger-level");
  return settings;
}

/* Each level keeps its own streak; a loss or a draw ends it; the third
 * win in a row earns the next level, until Expert. */
static void
test_streaks (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (GVariant) kept = NULL;
  BstAiLevel stronger = BST_AI_N_LEVELS;
  gint32 value;

  for (guint level = 0; level < BST_AI_N_LEVELS; level++)
    g_assert_cmpuint (bst_level_streaks_get (settings, level), ==, 0);

  bst_level_streaks_add_result (settings, BST_AI_EASY, TRUE);
  bst_level_streaks_add_result (settings, BST_AI_EASY, TRUE);
  bst_level_streaks_add_result (settings, BST_AI_HARD, TRUE);
  g_assert_cmpuint (bst_level_streaks_get (settings, BST_AI_EASY), ==, 2);
  g_assert_cmpuint (bst_level_streaks_get (settings, BST_AI_HARD), ==, 1);
  g_assert_false (bst_level_streaks_earned (settings, BST_AI_EASY, &stronger));

  bst_level_streaks_add_result (settings, BST_AI_EASY, TRUE);
  g_assert_true (bst_level_streaks_earned (settings, BST_AI_EASY, &stronger));
  g_assert_cmpint (stronger, ==, BST_AI_MEDIUM);
  g_assert_false (bst_level_streaks_earned (settings, BST_AI_HARD, &stronger));

  /* Remembered under the level's name, for the next start. */
  kept = g_settings_get_value (settings, "level-streaks");
  g_assert_true (g_variant_lookup (kept, "easy", "i", &value));
  g_assert_cmpint (value, ==, 3);

  bst_level_streaks_add_result (settings, BST_AI_EASY, FALSE);
  g_assert_cmpuint (bst_level_streaks_get (settings, BST_AI_EASY), ==, 0);
  g_assert_false (bst_level_streaks_earned (settings, BST_AI_EASY, &stronger));
  g_assert_cmpuint (bst_level_streaks_get (settings, BST_AI_HARD), ==, 1);

  for (guint i = 0; i < 3; i++)
    bst_level_streaks_add_result (settings, BST_AI_EXPERT, TRUE);
  g_assert_cmpuint (bst_level_streaks_get (settings, BST_AI_EXPERT), ==, 3);
  g_assert_false (bst_level_streaks_earned (settings, BST_AI_EXPERT, &stronger));
}

/* Switched off, nothing is suggested, but the streaks go on counting. */
static void
test_switched_off (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  BstAiLevel stronger;

  for (guint i = 0; i < 3; i++)
    bst_level_streaks_add_result (settings, BST_AI_BEGINNER, TRUE);
  g_assert_true (bst_level_streaks_earned (settings, BST_AI_BEGINNER, &stronger));
  g_assert_cmpint (stronger, ==, BST_AI_EASY);

  g_settings_set_boolean (settings, "suggest-stronger-level", FALSE);
  g_assert_false (bst_level_streaks_earned (settings, BST_AI_BEGINNER, &stronger));
  bst_level_streaks_add_result (settings, BST_AI_BEGINNER, TRUE);
  g_assert_cmpuint (bst_level_streaks_get (settings, BST_AI_BEGINNER), ==, 4);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gui/level-streaks/stronger", test_stronger);
  g_test_add_func ("/gui/level-streaks/judge", test_judge);
  g_test_add_func ("/gui/level-streaks/streaks", test_streaks);
  g_test_add_func ("/gui/level-streaks/switched-off", test_switched_off);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-challenge.h"

#include <glib/gi18n.h>

#define BEST_KEY "challenge-best"

static const BstChallengeInfo challenges[] = {
  { "01-road-builder", N_("Road Builder"),
    N_("Score 6 points with these 6 tiles. Roads score 1 point per tile when both ends are closed.") },
  { "02-first-city", N_("Two Cities"),
    N_("Complete 2 cities with these 6 tiles.") },
  { "03-shield-wall", N_("Shield Wall"),
    N_("Score 12 points with these 6 tiles. A pennant adds 2 points to a completed city.") },
  { "04-monk", N_("A Quiet Monastery"),
    N_("Score 9 points with these 10 tiles: surround a monastery on all eight sides.") },
  { "05-everyone-home", N_("Everyone Home"),
    N_("Your knight and your thief are out. Bring both meeples home within 4 tiles.") },
  { "06-three-cities", N_("Three Cities"),
    N_("Complete 3 cities with these 8 tiles.") },
  { "07-roads-and-walls", N_("Roads and Walls"),
    N_("Score 10 points with these 6 tiles.") },
  { "08-crossroads", N_("Crossroads"),
    N_("Score 8 points with these 8 tiles. The first one is a crossroads.") },
  { "09-abbey-road", N_("Monastery and City"),
    N_("Your monk and your knight are waiting. Score 13 points with these 6 tiles.") },
  { "10-small-cities", N_("Small Cities"),
    N_("Complete 4 cities with these 8 tiles.") },
  { "11-homecoming", N_("Homecoming"),
    N_("Three of your meeples are out. Bring them all home within 5 tiles.") },
  { "12-big-city", N_("Big City"),
    N_("Score 16 points with these 6 tiles.") },
};

guint
bst_challenge_get_n_challenges (void)
{
  return G_N_ELEMENTS (challenges);
}

const BstChallengeInfo *
bst_challenge_get_info (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (challenges), NULL);
  return &challenges[index];
}

int
bst_challenge_find (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (challenges); i++)
    if (g_str_equal (challenges[i].name, name))
      return (int) i;
  return -1;
}

GFile *
bst_challenge_get_dir (void)
{
  const char *dir = g_getenv ("BASTIDE_CHALLENGE_DIR");

  if (dir != NULL && *dir != '\0')
    return g_file_new_for_path (dir);
  return g_file_new_for_path (BASTIDE_CHALLENGE_DIR_INSTALLED);
}

BstPuzzle *
bst_challenge_load (const char  *name,
                    GError     **error)
{
  g_autoptr (GFile) dir = bst_challenge_get_dir ();
  g_autofree char *basename = g_strconcat (name, ".bastide", NULL);
  g_autoptr (GFile) file = g_file_get_child (dir, basename);
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, error);

  if (puzzle == NULL)
    return NULL;
  if (bst_puzzle_get_kind (puzzle) != BST_PUZZLE_REACH_GOAL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: a challenge must have a reach-goal objective", basename);
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

gboolean
bst_challenge_result_better (BstPuzzleGoal goal,
                             int           value,
                             int           than)
{
  return goal == BST_PUZZLE_GOAL_MEEPLES_HOME ? value < than : value > than;
}

gboolean
bst_challenge_goal_reached (const BstPuzzleGoalSpec *goal,
                            int                      value)
{
  g_return_val_if_fail (goal != NULL, FALSE);

  if (goal->goal == BST_PUZZLE_GOAL_MEEPLES_HOME)
    return value == 0;
  return value >= (int) goal->target;
}

char *
bst_challenge_format_result (BstPuzzleGoal goal,
                             int           value)
{
  switch (goal)
    {
    case BST_PUZZLE_GOAL_POINTS:
      return g_strdup_printf (ngettext ("%d point", "%d points", value), value);
    case BST_PUZZLE_GOAL_CITIES:
      return g_strdup_printf (ngettext ("%d city", "%d cities", value), value);
    case BST_PUZZLE_GOAL_MEEPLES_HOME:
    default:
      if (value == 0)
        return g_strdup (_("All meeples home"));
      return g_strdup_printf (ngettext ("%d meeple left out", "%d meeples left out", value), value);
    }
}

char *
bst_challenge_format_goal (const BstPuzzleGoalSpec *goal)
{
  int target;

  g_return_val_if_fail (goal != NULL, NULL);

  target = (int) goal->target;

  switch (goal->goal)
    {
    case BST_PUZZLE_GOAL_POINTS:
      /* Translators: a challenge's goal. */
      return g_strdup_printf (ngettext ("Score %d point", "Score %d points", target), target);
    case BST_PUZZLE_GOAL_CITIES:
      return g_strdup_printf (ngettext ("Complete %d city", "Complete %d cities", target), target);
    case BST_PUZZLE_GOAL_MEEPLES_HOME:
    default:
      return g_strdup (_("Bring all your meeples home"));
    }
}

gboolean
bst_challenge_get_best (GSettings  *settings,
                        const char *name,
                        int        *value)
{
  g_autoptr (GVariant) best = NULL;
  gint32 found;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  best = g_settings_get_value (settings, BEST_KEY);
  if (!g_variant_lookup (best, name, "i", &found))
    return FALSE;
  if (value != NULL)
    *value = found;
  return TRUE;
}

gboolean
bst_challenge_record_result (GSettings     *settings,
                             const char    *name,
                             BstPuzzleGoal  goal,
                             int            value)
{
  g_autoptr (GVariant) best = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  gint32 old;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  if (bst_challenge_get_best (settings, name, &old)
      && !bst_challenge_result_better (goal, value, old))
    return FALSE;

  best = g_settings_get_value (settings, BEST_KEY);
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{si}"));
  g_variant_iter_init (&iter, best);
  while (g_variant_iter_next (&iter, "{&si}", &key, &old))
    if (!g_str_equal (key, name))
      g_variant_builder_add (&builder, "{si}", key, old);
  g_variant_builder_add (&builder, "{si}", name, (gint32) value);
  g_settings_set_value (settings, BEST_KEY, g_variant_builder_end (&builder));
  return TRUE;
}

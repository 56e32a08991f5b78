/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-challenge-private.h"

#include <glib/gi18n.h>

#define BEST_KEY "challenge-best"

#define PACK_RESOURCE "/io/github/bastide/Bastide/learn/challenges.xml"

static const char *const entry_attributes[] = { "name", NULL };
static const char *const entry_children[] = { "title", "description", NULL };

GArray *
_bst_challenge_read_pack (const BstLearnNode  *document,
                          GError             **error)
{
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (BstChallengeInfo));

  g_return_val_if_fail (document != NULL, NULL);

  for (guint i = 0; i < bst_learn_node_get_n_children (document); i++)
    {
      const BstLearnNode *node = bst_learn_node_get_child (document, i);
      BstChallengeInfo info;

      if (!bst_learn_node_check (node, "entry", entry_attributes, entry_children, error))
        return NULL;
      info.name = bst_learn_node_get_attribute (node, "name");
      info.title = bst_learn_node_get_child_text (node, "title");
      info.description = bst_learn_node_get_child_text (node, "description");
      if (info.name == NULL || *info.name == '\0' || info.title == NULL || *info.title == '\0'
          || info.description == NULL || *info.description == '\0')
        {
          bst_learn_node_set_error (node, error,
                                    "an entry needs a name, a title and a description");
          return NULL;
        }
      for (guint j = 0; j < entries->len; j++)
        if (g_str_equal (g_array_index (entries, BstChallengeInfo, j).name, info.name))
          {
            bst_learn_node_set_error (node, error, "a second entry with this name");
            return NULL;
          }
      g_array_append_val (entries, info);
    }
  return g_steal_pointer (&entries);
}

/* The app offers no challenges when the pack cannot be read. */
static BstLearnResource pack = {
  PACK_RESOURCE, "bastide-pack", _bst_challenge_read_pack, sizeof (BstChallengeInfo), "challenges",
};

static GArray *
get_challenges (void)
{
  return bst_learn_resource_get (&pack);
}

guint
bst_challenge_get_n_challenges (void)
{
  return get_challenges ()->len;
}

const BstChallengeInfo *
bst_challenge_get_info (guint index)
{
  GArray *challenges = get_challenges ();

  g_return_val_if_fail (index < challenges->len, NULL);
  return &g_array_index (challenges, BstChallengeInfo, index);
}

int
bst_challenge_find (const char *name)
{
  GArray *challenges = get_challenges ();

  for (guint i = 0; name != NULL && i < challenges->len; i++)
    if (g_str_equal (g_array_index (challenges, BstChallengeInfo, i).name, name))
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

char *
bst_challenge_format_best (const BstPuzzleGoalSpec *goal,
                           int                      value)
{
  g_autofree char *result = NULL;

  g_return_val_if_fail (goal != NULL, NULL);

  result = bst_challenge_format_result (goal->goal, value);
  if (bst_challenge_goal_reached (goal, value))
    return g_steal_pointer (&result);
  /* Translators: %s is the best result of the runs so far, as "4 points" */
  return g_strdup_printf (_("%s, goal not reached yet"), result);
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

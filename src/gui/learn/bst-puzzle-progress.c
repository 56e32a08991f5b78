/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include "bst-autosave.h"
#include "bst-puzzle-progress.h"
#include "bst-user-data.h"

#define SUFFIX ".bastide"

GFile *
bst_puzzle_progress_get_directory (void)
{
  const char *dir = g_getenv ("BASTIDE_PUZZLE_DIR");

  if (dir && *dir)
    return g_file_new_for_path (dir);
  return g_file_new_for_path (BASTIDE_PUZZLE_DIR_INSTALLED);
}

static int
compare_files (gconstpointer a,
               gconstpointer b)
{
  g_autofree char *name_a = g_file_get_basename (*(GFile **) a);
  g_autofree char *name_b = g_file_get_basename (*(GFile **) b);

  return g_strcmp0 (name_a, name_b);
}

GPtrArray *
bst_puzzle_progress_list_files (GError **error)
{
  g_autoptr (GFile) dir = bst_puzzle_progress_get_directory ();
  g_autoptr (GFileEnumerator) enumerator = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  GFileInfo *info;

  enumerator = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, NULL, error);
  if (enumerator == NULL)
    return NULL;
  while ((info = g_file_enumerator_next_file (enumerator, NULL, error)))
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, SUFFIX))
        g_ptr_array_add (files, g_file_get_child (dir, name));
      g_object_unref (info);
    }
  g_ptr_array_sort (files, compare_files);
  return g_steal_pointer (&files);
}

char *
bst_puzzle_progress_id_for_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return bst_puzzle_progress_store_id_for_name (name);
}

GFile *
bst_puzzle_progress_get_store_file (void)
{
  return bst_user_data_file_new ("puzzle-progress.json");
}

void
bst_puzzle_progress_save (BstPuzzleProgressStore *store)
{
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (GBytes) bytes = bst_puzzle_progress_store_to_bytes (store);

  bst_autosave_write (file, bytes);
}

/* Versions before the progress file kept the ids of the solved puzzles in
 * GSettings, named after their files with the ordinal. */
static gboolean
migrate_solved_puzzles (BstPuzzleProgressStore *store,
                        GSettings              *settings)
{
  g_auto (GStrv) solved = g_settings_get_strv (settings, "solved-puzzles");
  gboolean changed = FALSE;

  for (guint i = 0; solved[i] != NULL; i++)
    {
      g_autofree char *id = bst_puzzle_progress_store_id_for_name (solved[i]);

      changed |= bst_puzzle_progress_store_mark_solved (store, id, NULL);
    }
  return changed;
}

static BstPuzzleProgressStore *
load_store (GSettings *settings)
{
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (GError) error = NULL;

  if (bst_puzzle_progress_store_load (store, file, NULL, &error))
    return g_steal_pointer (&store);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      /* The first run with a progress file: it takes over, once, what
       * GSettings kept, and is the only record from then on. */
      if (settings != NULL && migrate_solved_puzzles (store, settings))
        bst_puzzle_progress_save (store);
    }
  else
    {
      g_autoptr (GFile) aside = bst_autosave_set_aside (file);

      g_warning ("The puzzle progress could not be read, starting over (%s kept as %s): %s",
                 g_file_peek_path (file), aside ? g_file_peek_path (aside) : "nothing",
                 error->message);
    }
  return g_steal_pointer (&store);
}

/* Every browser of the process shares one store, so that two windows never
 * write over each other's progress; it is read again once none is left. */
BstPuzzleProgressStore *
bst_puzzle_progress_dup_store (GSettings *settings)
{
  static BstPuzzleProgressStore *shared;

  if (shared != NULL)
    return g_object_ref (shared);
  shared = load_store (settings);
  g_object_add_weak_pointer (G_OBJECT (shared), (gpointer *) &shared);
  return shared;
}

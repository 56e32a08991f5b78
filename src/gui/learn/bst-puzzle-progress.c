/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <string.h>

#include "bst-puzzle-progress.h"

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

  if (g_str_has_suffix (name, SUFFIX))
    name[strlen (name) - strlen (SUFFIX)] = '\0';
  return g_steal_pointer (&name);
}

gboolean
bst_puzzle_progress_is_solved (GSettings  *settings,
                               const char *id)
{
  g_auto (GStrv) solved = g_settings_get_strv (settings, "solved-puzzles");

  return g_strv_contains ((const char *const *) solved, id);
}

void
bst_puzzle_progress_mark_solved (GSettings  *settings,
                                 const char *id)
{
  g_auto (GStrv) solved = g_settings_get_strv (settings, "solved-puzzles");
  g_autoptr (GStrvBuilder) builder = NULL;
  g_auto (GStrv) updated = NULL;

  if (g_strv_contains ((const char *const *) solved, id))
    return;
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) solved);
  g_strv_builder_add (builder, id);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "solved-puzzles", (const char *const *) updated);
}

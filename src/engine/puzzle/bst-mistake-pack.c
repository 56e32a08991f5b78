/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <string.h>

#include "bst-mistake-pack.h"
#include "bst-safe-file.h"

#define PACK_SUFFIX ".bastide"

void
bst_mistake_free (BstMistake *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->file);
  g_clear_object (&self->puzzle);
  g_free (self);
}

GFile *
bst_mistake_pack_dir (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "bastide", "mistakes", NULL);

  return g_file_new_for_path (path);
}

/* Named after the content: the same puzzle lands on the same file. */
static GFile *
file_for_bytes (GFile *dir, GBytes *bytes)
{
  g_autofree char *checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
  g_autofree char *name = NULL;

  checksum[16] = '\0';
  name = g_strconcat ("mistake-", checksum, PACK_SUFFIX, NULL);
  return g_file_get_child (dir, name);
}

gboolean
bst_mistake_pack_add (GPtrArray     *puzzles,
                      guint         *n_added,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr (GFile) dir = bst_mistake_pack_dir ();
  guint added = 0;

  g_return_val_if_fail (puzzles != NULL, FALSE);

  if (n_added)
    *n_added = 0;
  if (!bst_safe_file_make_directory (g_file_peek_path (dir), error))
    return FALSE;

  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autoptr (GBytes) bytes = bst_puzzle_to_bytes (g_ptr_array_index (puzzles, i));
      g_autoptr (GFile) file = file_for_bytes (dir, bytes);

      if (g_file_query_exists (file, cancellable))
        continue;
      if (!bst_safe_file_replace (file, bytes, cancellable, error))
        return FALSE;
      added++;
      if (n_added)
        *n_added = added;
    }
  return TRUE;
}

static int
by_modification_time (gconstpointer a, gconstpointer b)
{
  GFileInfo *ia = *(GFileInfo *const *) a, *ib = *(GFileInfo *const *) b;
  guint64 ta = g_file_info_get_attribute_uint64 (ia, G_FILE_ATTRIBUTE_TIME_MODIFIED);
  guint64 tb = g_file_info_get_attribute_uint64 (ib, G_FILE_ATTRIBUTE_TIME_MODIFIED);

  if (ta != tb)
    return ta < tb ? -1 : 1;
  return strcmp (g_file_info_get_name (ia), g_file_info_get_name (ib));
}

/* The pack's files, oldest first. */
static GPtrArray *
list_files (GFile *dir, GCancellable *cancellable)
{
  g_autoptr (GPtrArray) infos = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GFileEnumerator) children = NULL;
  g_autoptr (GError) error = NULL;
  GFileInfo *info;

  children = g_file_enumerate_children (dir,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NONE, cancellable, &error);
  if (children == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_warning ("Could not read the My Mistakes pack: %s", error->message);
      return g_steal_pointer (&infos);
    }
  while ((info = g_file_enumerator_next_file (children, cancellable, NULL)))
    {
      const char *name = g_file_info_get_name (info);

      /* bst_safe_file_replace()'s hidden files are no puzzles. */
      if (name[0] != '.' && g_str_has_suffix (name, PACK_SUFFIX))
        g_ptr_array_add (infos, info);
      else
        g_object_unref (info);
    }
  g_ptr_array_sort (infos, by_modification_time);
  return g_steal_pointer (&infos);
}

GPtrArray *
bst_mistake_pack_load (GCancellable *cancellable)
{
  g_autoptr (GFile) dir = bst_mistake_pack_dir ();
  g_autoptr (GPtrArray) infos = list_files (dir, cancellable);
  GPtrArray *mistakes = g_ptr_array_new_with_free_func ((GDestroyNotify) bst_mistake_free);

  for (guint i = 0; i < infos->len; i++)
    {
      GFileInfo *info = g_ptr_array_index (infos, i);
      g_autoptr (GFile) file = g_file_get_child (dir, g_file_info_get_name (info));
      g_autoptr (GError) error = NULL;
      BstPuzzle *puzzle = bst_puzzle_load (file, cancellable, &error);
      BstMistake *mistake;

      if (puzzle == NULL)
        {
          g_warning ("Skipping %s in My Mistakes: %s", g_file_info_get_name (info),
                     error->message);
          continue;
        }
      mistake = g_new0 (BstMistake, 1);
      mistake->file = g_steal_pointer (&file);
      mistake->puzzle = puzzle;
      g_ptr_array_add (mistakes, mistake);
    }
  return mistakes;
}

gboolean
bst_mistake_pack_remove (BstMistake    *mistake,
                         GCancellable  *cancellable,
                         GError       **error)
{
  g_return_val_if_fail (mistake != NULL, FALSE);

  return g_file_delete (mistake->file, cancellable, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-json-reader.h"
#include "bst-safe-file.h"
#include "bst-statistics.h"

/* Set on a game once it counts, so that it never counts twice: not even
 * when, taken back, it ends another way. */
#define RECORDED_KEY "bst-statistics-recorded"

GFile *
bst_statistics_get_default_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "bastide",
                                            "statistics.json", NULL);

  return g_file_new_for_path (path);
}

static GBytes *
read_file (GFile   *file,
           GError **error)
{
  g_autoptr (GFileInputStream) stream = g_file_read (file, NULL, error);

  if (stream == NULL)
    return NULL;
  /* One byte over the limit is enough to tell the file is too large. */
  return g_input_stream_read_bytes (G_INPUT_STREAM (stream), BST_JSON_MAX_BYTES + 1,
                                    NULL, error);
}

BstStatistics *
bst_statistics_load (GFile  *file,
                     GFile **set_aside)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  BstStatistics *statistics;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (set_aside != NULL)
    *set_aside = NULL;
  bytes = read_file (file, &error);
  if (bytes == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return bst_statistics_new ();
  if (bytes != NULL && (statistics = bst_statistics_new_from_bytes (bytes, &error)) != NULL)
    return statistics;

  g_debug ("Statistics in %s set aside: %s", g_file_peek_path (file), error->message);
  {
    g_autoptr (GFile) aside = bst_safe_file_set_aside (file);

    if (set_aside != NULL)
      *set_aside = g_steal_pointer (&aside);
  }
  return bst_statistics_new ();
}

gboolean
bst_statistics_save (BstStatistics  *self,
                     GFile          *file,
                     GError        **error)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (BST_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!bst_safe_file_make_parent (file, error))
    return FALSE;
  bytes = bst_statistics_to_bytes (self);
  return bst_safe_file_replace (file, bytes, NULL, error);
}

gboolean
bst_statistics_record_game (GFile    *file,
                            BstGame  *game,
                            GError  **error)
{
  g_autoptr (BstStatistics) statistics = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (BST_IS_GAME (game), FALSE);

  if (!bst_game_is_over (game) || g_object_get_data (G_OBJECT (game), RECORDED_KEY) != NULL)
    return TRUE;
  g_object_set_data (G_OBJECT (game), RECORDED_KEY, GINT_TO_POINTER (TRUE));
  statistics = bst_statistics_load (file, NULL);
  /* A game opened again from its file is a new object, but the same game. */
  if (!bst_statistics_add_game (statistics, game))
    return TRUE;
  return bst_statistics_save (statistics, file, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-autosave.h"
#include "bst-editor-draft-variant.h"
#include "bst-game-notation.h"
#include "bst-mistake-pack.h"
#include "bst-playout.h"
#include "bst-position-renderer.h"
#include "bst-puzzle-progress.h"
#include "bst-puzzle-sheet.h"
#include "bst-statistics.h"
#include "bst-test-namespace.h"
#include "bst-test-utils.h"

/* Every kind of file the app saves, saved where the disk fails for real: a
 * small tmpfs filled to the brim at several points, one made read-only,
 * and one whose folders the app may not write. Each failed save must say
 * so in words and leave every file as it was, byte for byte, with nothing
 * beside them. */

#define DISK_BYTES (256 * 1024)
/* The most fill points a kind is tried at: no page free, then one, two,
 * four and so on. */
#define MAX_FILL_POINTS 7

typedef struct {
  const char *name;
  /* Saves the small (@big FALSE) or the big version of its content where
   * the app keeps it, under @dir (XDG_DATA_HOME). */
  gboolean  (*save)        (const char  *dir,
                            gboolean     big,
                            GError     **error);
  /* Whether the save makes its folder, as the app's own files do; the
   * others save into a folder the player chose. */
  gboolean    makes_folder;
} SaveKind;

/* Where the saves the player places go. */
static GFile *
chosen_file (const char *dir,
             const char *name)
{
  g_autofree char *folder = g_build_filename (dir, "chosen", NULL);
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return g_file_new_for_path (path);
}

static void
make_chosen_folder (const char *dir)
{
  g_autofree char *folder = g_build_filename (dir, "chosen", NULL);

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
}

/* A game of random moves: a few for the small version, many for the big. */
static BstGameRecord *
played_game (gboolean big)
{
  BstPlayerInfo players[2];
  BstRuleSet rules;
  BstGameRecord *record;
  BstRng rng;
  guint n_moves = big ? 60 : 2;

  bst_test_make_players (players, 2, NULL);
  bst_rule_set_init_default (&rules);
  record = bst_game_record_new (&rules, players, 7);
  bst_rng_seed (&rng, 7, 7);
  for (guint i = 0; i < n_moves; i++)
    {
      const BstState *state = bst_position_get_state (bst_game_record_get_position (record));
      g_autoptr (GError) error = NULL;
      BstMove move;

      if (bst_state_is_over (state))
        break;
      bst_playout_random_move (state, &rng, &move);
      g_assert_true (bst_game_record_play (record, &move, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  return record;
}

static const BstState *
record_state (BstGameRecord *record)
{
  return bst_position_get_state (bst_game_record_get_position (record));
}

static BstPuzzle *
pack_puzzle (gboolean big)
{
  return bst_test_load_pack_puzzle (big ? "10-majority.bastide" : "01-road-basics.bastide");
}

static gboolean
save_game (const char  *dir,
           gboolean     big,
           GError     **error)
{
  g_autoptr (GFile) file = chosen_file (dir, "game.bastide");
  g_autoptr (BstGameRecord) record = played_game (big);

  return bst_game_record_save (record, file, NULL, error);
}

static gboolean
save_autosave (const char  *dir,
               gboolean     big,
               GError     **error)
{
  g_autoptr (GFile) file = bst_autosave_get_default_file ();
  g_autoptr (BstGameRecord) record = played_game (big);
  g_autoptr (GBytes) bytes = bst_game_record_to_bytes (record);

  return bst_autosave_write_now (file, bytes, error);
}

static gboolean
save_editor_draft (const char  *dir,
                   gboolean     big,
                   GError     **error)
{
  g_autoptr (GFile) file = bst_autosave_get_editor_file ();
  g_autoptr (BstGameRecord) record = played_game (big);
  g_autoptr (GBytes) bytes = NULL;
  BstEditorDraft draft;

  g_assert_true (bst_editor_draft_init_from_position (&draft,
                                                      bst_game_record_get_position (record)));
  bytes = bst_editor_draft_serialize (&draft, NULL);
  return bst_autosave_write_now (file, bytes, error);
}

static gboolean
save_statistics (const char  *dir,
                 gboolean     big,
                 GError     **error)
{
  g_autoptr (GFile) file = bst_statistics_get_default_file ();
  g_autoptr (BstStatistics) statistics = bst_statistics_new ();
  guint n_games = big ? 12 : 1;

  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr (BstGame) game = bst_test_play_random_game (BST_SEAT_HUMAN, i + 1);

      g_assert_true (bst_statistics_add_game (statistics, game));
    }
  return bst_statistics_save (statistics, file, error);
}

static gboolean
save_puzzle_progress (const char  *dir,
                      gboolean     big,
                      GError     **error)
{
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();
  g_autoptr (GBytes) bytes = NULL;
  guint n_puzzles = big ? 200 : 1;

  for (guint i = 0; i < n_puzzles; i++)
    {
      g_autofree char *id = g_strdup_printf ("puzzle-%03u", i);

      bst_puzzle_progress_store_add_attempt (store, id);
    }
  bytes = bst_puzzle_progress_store_to_bytes (store);
  return bst_autosave_write_now (file, bytes, error);
}

static gboolean
save_notation (const char  *dir,
               gboolean     big,
               GError     **error)
{
  g_autoptr (GFile) file = chosen_file (dir, "game.txt");
  g_autoptr (BstGameRecord) record = played_game (big);

  return bst_game_notation_save_record (record, file, error);
}

static gboolean
save_puzzle (const char  *dir,
             gboolean     big,
             GError     **error)
{
  g_autoptr (GFile) file = chosen_file (dir, "puzzle.bastide");
  g_autoptr (BstPuzzle) puzzle = pack_puzzle (big);

  return bst_puzzle_save (puzzle, file, NULL, error);
}

static gboolean
save_mistakes_pack (const char  *dir,
                    gboolean     big,
                    GError     **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (puzzles, pack_puzzle (big));
  return bst_mistake_pack_add (puzzles, NULL, NULL, error);
}

static gboolean
save_picture (const char  *dir,
              gboolean     big,
              GError     **error)
{
  g_autoptr (GFile) file = chosen_file (dir, "position.png");
  g_autoptr (BstGameRecord) record = played_game (big);
  BstRenderOptions options;

  bst_render_options_init (&options);
  options.tile_size = 24;
  return bst_render_position_to_file (record_state (record), &options,
                                      g_file_peek_path (file), error);
}

static gboolean
save_puzzle_sheet (const char  *dir,
                   gboolean     big,
                   GError     **error)
{
  g_autoptr (GFile) file = chosen_file (dir, "puzzles.pdf");
  g_autoptr (BstPuzzleSheet) sheet = bst_puzzle_sheet_new ();
  g_autoptr (BstPuzzle) first = pack_puzzle (FALSE);
  g_autoptr (BstPuzzle) second = pack_puzzle (TRUE);

  g_assert_true (bst_puzzle_sheet_add_puzzle (sheet, first, NULL));
  if (big)
    g_assert_true (bst_puzzle_sheet_add_puzzle (sheet, second, NULL));
  return bst_puzzle_sheet_write_pdf (sheet, file, error);
}

static const SaveKind save_kinds[] = {
  { "game", save_game, FALSE },
  { "autosave", save_autosave, TRUE },
  { "editor-draft", save_editor_draft, TRUE },
  { "statistics", save_statistics, TRUE },
  { "puzzle-progress", save_puzzle_progress, TRUE },
  { "notation", save_notation, FALSE },
  { "puzzle", save_puzzle, FALSE },
  { "mistakes-pack", save_mistakes_pack, TRUE },
  { "picture", save_picture, FALSE },
  { "puzzle-sheet", save_puzzle_sheet, FALSE },
};

/* Every file under @dir but the filler, by path, with its content. */
static void
add_files (GHashTable *files,
           const char *dir,
           const char *top)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      char *contents;
      gsize length;

      if (g_str_equal (dir, top) && g_str_equal (name, BST_TEST_NAMESPACE_FILLER))
        continue;
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          add_files (files, path, top);
          continue;
        }
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_hash_table_insert (files, g_steal_pointer (&path), g_bytes_new_take (contents, length));
    }
}

static GHashTable *
snapshot (const char *dir)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_bytes_unref);

  add_files (files, dir, dir);
  return files;
}

static void
assert_same_files (GHashTable *before,
                   GHashTable *after)
{
  GHashTableIter iter;
  gpointer path, bytes;

  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &path, &bytes))
    {
      GBytes *old = g_hash_table_lookup (before, path);

      if (old == NULL)
        g_error ("%s was left behind", (const char *) path);
      if (!g_bytes_equal (old, bytes))
        g_error ("%s changed", (const char *) path);
    }
  g_assert_cmpuint (g_hash_table_size (after), ==, g_hash_table_size (before));
}

static void
assert_worded (const GError *error,
               int           code,
               const char   *words)
{
  g_assert_error (error, G_IO_ERROR, code);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
}

/* Saves the small version, then tries the big one with no page free, one,
 * two, four and so on until it fits; each try that fails must change
 * nothing. */
static void
full_disk_child (const char    *dir,
                 gconstpointer  data)
{
  const SaveKind *kind = data;
  gsize page = (gsize) sysconf (_SC_PAGESIZE);
  g_autoptr (GHashTable) before = NULL;
  g_autoptr (GError) error = NULL;
  guint n_failed = 0;

  make_chosen_folder (dir);
  g_assert_true (kind->save (dir, FALSE, &error));
  g_assert_no_error (error);
  before = snapshot (dir);

  for (guint point = 0; point < MAX_FILL_POINTS; point++)
    {
      gsize free_pages = point == 0 ? 0 : 1u << (point - 1);
      g_autoptr (GHashTable) after = NULL;
      gboolean saved;

      g_assert_cmpuint (bst_test_namespace_fill (dir, free_pages * page), ==, free_pages * page);
      saved = kind->save (dir, TRUE, &error);
      bst_test_namespace_unfill (dir);
      if (saved)
        break;
      assert_worded (error, G_IO_ERROR_NO_SPACE, "disk is full");
      g_clear_error (&error);
      after = snapshot (dir);
      assert_same_files (before, after);
      n_failed++;
    }
  g_test_message ("%s: %u fill points failed", kind->name, n_failed);
  g_assert_cmpuint (n_failed, >, 0);

  /* With room, the same save works: it failed for the disk alone. */
  g_assert_true (kind->save (dir, TRUE, &error));
  g_assert_no_error (error);
}

/* Saves the small version, takes away the right to write with @refuse,
 * then tries the big one: it must fail for @code, say @words, and change
 * nothing. */
static void
assert_refused (const char     *dir,
                const SaveKind *kind,
                void          (*refuse) (const char *dir),
                int             code,
                const char     *words)
{
  g_autoptr (GHashTable) before = NULL;
  g_autoptr (GHashTable) after = NULL;
  g_autoptr (GError) error = NULL;

  make_chosen_folder (dir);
  g_assert_true (kind->save (dir, FALSE, &error));
  g_assert_no_error (error);
  before = snapshot (dir);

  refuse (dir);
  g_assert_false (kind->save (dir, TRUE, &error));
  assert_worded (error, code, words);
  after = snapshot (dir);
  assert_same_files (before, after);
}

static void
read_only_child (const char    *dir,
                 gconstpointer  data)
{
  assert_refused (dir, data, bst_test_namespace_make_read_only, G_IO_ERROR_READ_ONLY,
                  "read-only");
}

/* Into folders that are not the player's to write. */
static void
forbidden_child (const char    *dir,
                 gconstpointer  data)
{
  assert_refused (dir, data, bst_test_namespace_forbid_writing, G_IO_ERROR_PERMISSION_DENIED,
                  "not allowed to write there");
}

/* Into a place with nothing yet that the app cannot write: its own files
 * cannot make their folder, and say so and why. */
static void
assert_no_folder_made (const char     *dir,
                       const SaveKind *kind,
                       int             code,
                       const char     *why)
{
  g_autoptr (GHashTable) after = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (kind->save (dir, FALSE, &error));
  assert_worded (error, code, why);
  g_assert_nonnull (strstr (error->message, "Could not make the folder"));
  after = snapshot (dir);
  g_assert_cmpuint (g_hash_table_size (after), ==, 0);
}

static void
no_folder_child (const char    *dir,
                 gconstpointer  data)
{
  bst_test_namespace_make_read_only (dir);
  assert_no_folder_made (dir, data, G_IO_ERROR_READ_ONLY, "read-only");
}

static void
forbidden_folder_child (const char    *dir,
                        gconstpointer  data)
{
  bst_test_namespace_forbid_writing (dir);
  assert_no_folder_made (dir, data, G_IO_ERROR_PERMISSION_DENIED, "you may not write there");
}

/* Each way a save is made to fail, run for every kind of file. */
typedef struct {
  const char          *name;
  BstTestNamespaceFunc child;
  /* Only for the kinds that make their own folder. */
  gboolean             makes_folder;
} Failure;

static const Failure failures[] = {
  { "full", full_disk_child, FALSE },
  { "read-only", read_only_child, FALSE },
  { "forbidden", forbidden_child, FALSE },
  { "no-folder", no_folder_child, TRUE },
  { "forbidden-folder", forbidden_folder_child, TRUE },
};

typedef struct {
  const SaveKind *kind;
  const Failure  *failure;
} Trial;

static void
test_failure (gconstpointer data)
{
  const Trial *trial = data;

  bst_test_namespace_run (DISK_BYTES, trial->failure->child, trial->kind);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (save_kinds); i++)
    for (guint j = 0; j < G_N_ELEMENTS (failures); j++)
      {
        g_autofree char *path = NULL;
        Trial *trial;

        if (failures[j].makes_folder && !save_kinds[i].makes_folder)
          continue;
        trial = g_new (Trial, 1);
        trial->kind = &save_kinds[i];
        trial->failure = &failures[j];
        path = g_strdup_printf ("/gui/full-disk/%s/%s", save_kinds[i].name, failures[j].name);
        g_test_add_data_func_full (path, trial, test_failure, g_free);
      }
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>

#include "bst-game-record.h"
#include "bst-safe-file.h"
#include "bst-test-namespace.h"

/* Saving a game into a place that fails must leave the file that was there
 * byte for byte, and nothing beside it. The failures are real: a tiny
 * tmpfs that fills up, and one mounted read-only, inside a mount namespace
 * (a user namespace too when not root), so nothing outside the test sees
 * them (bst-test-namespace.h). Where namespaces are not available the
 * tests skip. */

#define SMALL_FS_BYTES (8 * 1024)

static gboolean
write_file (const char *path,
            const char *text)
{
  return g_file_set_contents (path, text, -1, NULL);
}

static BstGameRecord *
played_game (guint n_moves)
{
  BstGameRecord *record;
  BstPlayerInfo players[2] = {
    { .name = (char *) "Ann", .colour = 0, .kind = BST_SEAT_HUMAN },
    { .name = (char *) "Bob", .colour = 1, .kind = BST_SEAT_HUMAN },
  };
  BstRuleSet rules;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  record = bst_game_record_new (&rules, players, 7);
  bst_rng_seed (&rng, 7, 7);
  for (guint i = 0; i < n_moves; i++)
    {
      const BstState *state = bst_position_get_state (bst_game_record_get_position (record));
      BstPlacement placements[4 * BST_MAX_FRONTIER];
      BstMove move = { .kind = BST_MOVE_PLACE, .segment = BST_NO_SEGMENT };
      g_autoptr (GError) error = NULL;
      guint n;

      if (bst_state_is_over (state))
        break;
      move.tile = state->hand[0];
      n = bst_state_legal_placements (state, move.tile, placements);
      g_assert_cmpuint (n, >, 0);
      move.x = placements[n / 2].x;
      move.y = placements[n / 2].y;
      move.rotation = placements[n / 2].rotation;
      g_assert_true (bst_game_record_play (record, &move, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  return record;
}

static char **
list_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_strv_builder_add (names, name);
  return g_strv_builder_end (names);
}

static void
assert_only_file (const char *dir,
                  const char *name)
{
  g_auto (GStrv) names = list_dir (dir);

  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_assert_cmpstr (names[0], ==, name);
}

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("bastide-safe-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* The saves in these tests must take the unnamed-file path, not the
 * fallback for places that cannot have one. */
static void
assert_unnamed_files_work (const char *dir)
{
  int fd = open (dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (close (fd), ==, 0);
}

static void
full_disk_child (const char    *dir,
                 gconstpointer  data)
{
  g_autofree char *path = g_build_filename (dir, "f.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (BstGameRecord) small = played_game (2);
  g_autoptr (BstGameRecord) big = played_game (200);
  g_autoptr (GBytes) big_bytes = bst_game_record_to_bytes (big);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GError) failure = NULL;
  g_autoptr (GError) error = NULL;

  assert_unnamed_files_work (dir);
  /* The big game must not fit, or the test proves nothing. */
  g_assert_cmpuint (g_bytes_get_size (big_bytes), >, SMALL_FS_BYTES);

  g_assert_true (bst_game_record_save (small, file, NULL, &error));
  g_assert_no_error (error);
  before = g_file_load_bytes (file, NULL, NULL, &error);
  g_assert_no_error (error);

  g_assert_false (bst_game_record_save (big, file, NULL, &failure));

  after = g_file_load_bytes (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (before, after));
  assert_only_file (dir, "f.bastide");
  g_assert_error (failure, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (failure->message, "disk is full"));
}

static void
test_full_disk (void)
{
  bst_test_namespace_run (SMALL_FS_BYTES, full_disk_child, NULL);
}

static void
read_only_child (const char    *dir,
                 gconstpointer  data)
{
  g_autofree char *path = g_build_filename (dir, "f.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (BstGameRecord) record = played_game (3);
  g_autoptr (GError) error = NULL;

  bst_test_namespace_make_read_only (dir);
  g_assert_false (bst_game_record_save (record, file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "read-only"));
  {
    g_auto (GStrv) names = list_dir (dir);

    g_assert_cmpuint (g_strv_length (names), ==, 0);
  }
}

static void
test_read_only (void)
{
  bst_test_namespace_run (SMALL_FS_BYTES, read_only_child, NULL);
}

/* Through a link the file it names is replaced, keeping its mode, and the
 * link stays one; nothing but the two of them is left. */
static void
test_follows_links (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = make_dir ();
  g_autofree char *target = g_build_filename (dir, "target.bastide", NULL);
  g_autofree char *link = g_build_filename (dir, "link.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (link);
  g_autoptr (GBytes) bytes = g_bytes_new_static ("new", 3);
  g_autofree char *read = NULL;
  g_auto (GStrv) names = NULL;
  GStatBuf st;

  assert_unnamed_files_work (dir);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0640), ==, 0);
  g_assert_cmpint (symlink (target, link), ==, 0);
  g_assert_true (bst_safe_file_replace (file, bytes, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (target, &read, NULL, NULL));
  g_assert_cmpstr (read, ==, "new");
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  names = list_dir (dir);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_unlink (link);
  g_unlink (target);
  g_rmdir (dir);
}

/* A replaced file keeps its permissions, and no backup is left. */
static void
test_keeps_mode (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "f.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) bytes = g_bytes_new_static ("new", 3);
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (bst_safe_file_replace (file, bytes, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  assert_only_file (dir, "f.bastide");
  g_unlink (path);
  g_rmdir (dir);
}

static void
make_file_aged (const char *dir,
                const char *name,
                gint64      age_seconds)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gint64 when = g_get_real_time () / G_USEC_PER_SEC - age_seconds;
  struct utimbuf times = { .actime = when, .modtime = when };

  g_assert_true (g_file_set_contents (path, "left", -1, NULL));
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* A save removes the hidden temporary names of its own file that a kill
 * left more than a minute ago, and nothing else: not a newer one, which a
 * save in another process may be about to use, nor anyone else's. */
static void
test_sweeps_stale_temporaries (void)
{
  static const char *const kept[] = {
    ".f.bastide.saving-New123",   /* too recent */
    ".g.bastide.saving-Old123",   /* another file's */
    "f.bastide.saving-Old123",    /* not hidden */
    ".f.bastide.saving-Old12",    /* not the pattern */
    ".f.bastide.saving-Old1234",
    "f.bastide.Old123",           /* GLib's, which this code does not make */
  };
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "f.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) bytes = g_bytes_new_static ("new", 3);
  g_auto (GStrv) names = NULL;

  make_file_aged (dir, ".f.bastide.saving-Old123", 120);
  make_file_aged (dir, ".f.bastide.saving-old456", 61 * 60);
  make_file_aged (dir, kept[0], 10);
  for (guint i = 1; i < G_N_ELEMENTS (kept); i++)
    make_file_aged (dir, kept[i], 120);
  g_assert_true (bst_safe_file_replace (file, bytes, NULL, &error));
  g_assert_no_error (error);

  names = list_dir (dir);
  g_assert_cmpuint (g_strv_length (names), ==, G_N_ELEMENTS (kept) + 1);
  g_assert_true (g_strv_contains ((const char *const *) names, "f.bastide"));
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *kept_path = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_strv_contains ((const char *const *) names, kept[i]));
      g_unlink (kept_path);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* A folder and the missing ones above it are made; one already there is
 * no failure. */
static void
test_make_directory_nested (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = make_dir ();
  g_autofree char *top = g_build_filename (dir, "a", NULL);
  g_autofree char *middle = g_build_filename (top, "b", NULL);
  g_autofree char *nested = g_build_filename (middle, "c", NULL);

  g_assert_true (bst_safe_file_make_directory (nested, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (nested, G_FILE_TEST_IS_DIR));
  g_assert_true (bst_safe_file_make_directory (nested, &error));
  g_assert_no_error (error);
  g_rmdir (nested);
  g_rmdir (middle);
  g_rmdir (top);
  g_rmdir (dir);
}

static void
assert_file_in_the_way (const char *folder,
                        const char *blocker)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *display_name = g_filename_display_name (folder);

  g_assert_true (g_file_get_contents (blocker, &before, NULL, NULL));
  g_assert_false (bst_safe_file_make_directory (folder, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_assert_nonnull (strstr (error->message, "a file is in the way"));
  g_assert_nonnull (strstr (error->message, display_name));
  /* The file in the way is left as it was. */
  g_assert_true (g_file_get_contents (blocker, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
}

/* A file where the folder should be. */
static void
test_make_directory_file_in_the_way (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *folder = g_build_filename (dir, "bastide", NULL);

  g_assert_true (write_file (folder, "mine"));
  assert_file_in_the_way (folder, folder);
  g_unlink (folder);
  g_rmdir (dir);
}

/* A file where a folder above it should be. */
static void
test_make_directory_parent_is_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *parent = g_build_filename (dir, "bastide", NULL);
  g_autofree char *folder = g_build_filename (parent, "mistakes", NULL);

  g_assert_true (write_file (parent, "mine"));
  assert_file_in_the_way (folder, parent);
  g_unlink (parent);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/safe-file/full-disk", test_full_disk);
  g_test_add_func ("/engine/safe-file/read-only", test_read_only);
  g_test_add_func ("/engine/safe-file/follows-links", test_follows_links);
  g_test_add_func ("/engine/safe-file/keeps-mode", test_keeps_mode);
  g_test_add_func ("/engine/safe-file/sweeps-stale-temporaries",
                   test_sweeps_stale_temporaries);
  g_test_add_func ("/engine/safe-file/make-directory/nested", test_make_directory_nested);
  g_test_add_func ("/engine/safe-file/make-directory/file-in-the-way",
                   test_make_directory_file_in_the_way);
  g_test_add_func ("/engine/safe-file/make-directory/parent-is-file",
                   test_make_directory_parent_is_file);
  return g_test_run ();
}

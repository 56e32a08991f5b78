/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-puzzle-progress-store.h"

/* The player's progress through the puzzle pack, as it is kept on disk:
 * read back as written, a bad file refused whole, and ids that outlive
 * changes to the pack. */

static GBytes *
bytes_of (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

static void
test_round_trip (void)
{
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();
  g_autoptr (BstPuzzleProgressStore) read = bst_puzzle_progress_store_new ();
  g_autoptr (GDateTime) when = g_date_time_new_utc (2026, 12, 2, 10, 30, 0);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GBytes) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-progress-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;

  g_assert_no_error (error);
  g_assert_true (bst_puzzle_progress_store_mark_seen (store, "road-basics"));
  g_assert_false (bst_puzzle_progress_store_mark_seen (store, "road-basics"));
  g_assert_true (bst_puzzle_progress_store_add_attempt (store, "road-basics"));
  g_assert_true (bst_puzzle_progress_store_add_attempt (store, "road-basics"));
  g_assert_true (bst_puzzle_progress_store_mark_solved (store, "road-basics", when));
  g_assert_true (bst_puzzle_progress_store_mark_answer_shown (store, "small-city"));
  g_assert_true (bst_puzzle_progress_store_mark_solved (store, "majority", NULL));

  path = g_build_filename (dir, "puzzle-progress.json", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (bst_puzzle_progress_store_save (store, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (bst_puzzle_progress_store_load (read, file, NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpint (bst_puzzle_progress_store_get_state (read, "road-basics"), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_assert_cmpuint (bst_puzzle_progress_store_get_attempts (read, "road-basics"), ==, 2);
  g_assert_true (g_date_time_equal (bst_puzzle_progress_store_get_solved_on (read,
                                                                             "road-basics"),
                                    when));
  g_assert_cmpint (bst_puzzle_progress_store_get_state (read, "small-city"), ==,
                   BST_PUZZLE_PROGRESS_ANSWER_SHOWN);
  g_assert_null (bst_puzzle_progress_store_get_solved_on (read, "small-city"));
  g_assert_cmpint (bst_puzzle_progress_store_get_state (read, "majority"), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_assert_null (bst_puzzle_progress_store_get_solved_on (read, "majority"));
  g_assert_cmpint (bst_puzzle_progress_store_get_state (read, "never-opened"), ==,
                   BST_PUZZLE_PROGRESS_UNSEEN);
  g_assert_cmpuint (bst_puzzle_progress_store_get_attempts (read, "never-opened"), ==, 0);

  /* The same progress is the same file, byte for byte. */
  bytes = bst_puzzle_progress_store_to_bytes (store);
  again = bst_puzzle_progress_store_to_bytes (read);
  g_assert_true (g_bytes_equal (bytes, again));

  g_unlink (path);
  g_rmdir (dir);
}

/* Shown after it was solved, the answer takes nothing away; shown before,
 * the puzzle is seen, and solved only when solved again. */
static void
test_state_only_rises (void)
{
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();

  g_assert_true (bst_puzzle_progress_store_mark_solved (store, "a", NULL));
  g_assert_false (bst_puzzle_progress_store_mark_answer_shown (store, "a"));
  g_assert_false (bst_puzzle_progress_store_mark_seen (store, "a"));
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "a"), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);

  g_assert_true (bst_puzzle_progress_store_mark_answer_shown (store, "b"));
  g_assert_false (bst_puzzle_progress_store_mark_seen (store, "b"));
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "b"), ==,
                   BST_PUZZLE_PROGRESS_ANSWER_SHOWN);
  g_assert_true (bst_puzzle_progress_store_mark_solved (store, "b", NULL));
  g_assert_false (bst_puzzle_progress_store_mark_solved (store, "b", NULL));
}

static void
test_bad_input (void)
{
  static const char *const bad[] = {
    "",
    "not json",
    "[]",
    "{\"version\": 2, \"puzzles\": {}}",
    "{\"version\": 1}",
    "{\"version\": 1, \"puzzles\": []}",
    "{\"version\": 1, \"puzzles\": {}, \"extra\": 0}",
    "{\"version\": 1, \"puzzles\": {\"a\": 3}}",
    "{\"version\": 1, \"puzzles\": {\"a\": {\"state\": \"won\", \"attempts\": 0}}}",
    "{\"version\": 1, \"puzzles\": {\"a\": {\"state\": \"seen\"}}}",
    "{\"version\": 1, \"puzzles\": {\"a\": {\"state\": \"seen\", \"attempts\": -1}}}",
    "{\"version\": 1, \"puzzles\": {\"a\": {\"state\": \"seen\", \"attempts\": 1e300}}}",
    "{\"version\": 1, \"puzzles\": {\"a\": {\"state\": \"solved\", \"attempts\": 1, "
      "\"solved\": \"yesterday\"}}}",
    "{\"version\": 1, \"puzzles\": {\"\": {\"state\": \"seen\", \"attempts\": 0}}}",
    "{\"version\": 1, \"puzzles\": {\"a\": {\"state\": \"seen\", \"attempts\": 0, "
      "\"colour\": 1}}}",
  };
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();
  g_autoptr (GBytes) good = bytes_of ("{\"version\": 1, \"puzzles\": "
                                      "{\"kept\": {\"state\": \"solved\", \"attempts\": 4}}}");
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_puzzle_progress_store_load_bytes (store, good, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GBytes) bytes = bytes_of (bad[i]);

      g_assert_false (bst_puzzle_progress_store_load_bytes (store, bytes, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
      /* A bad file changes nothing. */
      g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "kept"), ==,
                       BST_PUZZLE_PROGRESS_SOLVED);
      g_assert_cmpuint (bst_puzzle_progress_store_get_attempts (store, "kept"), ==, 4);
      g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "a"), ==,
                       BST_PUZZLE_PROGRESS_UNSEEN);
    }
}

/* A puzzle is named after its file without the ordinal that sorts the
 * pack, so that renumbering the pack keeps the progress. */
static void
test_ids_stable (void)
{
  static const struct {
    const char *name;
    const char *id;
  } cases[] = {
    { "01-road-basics.bastide", "road-basics" },
    { "17-road-basics.bastide", "road-basics" },
    { "01-road-basics", "road-basics" },
    { "road-basics.bastide", "road-basics" },
    { "42.bastide", "42" },
    { "42-.bastide", "42-" },
  };
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *added = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *id = bst_puzzle_progress_store_id_for_name (cases[i].name);

      g_assert_cmpstr (id, ==, cases[i].id);
    }

  /* The pack renumbered: "03-crossroads" became "05-crossroads", and a new
   * puzzle took its place. */
  before = bst_puzzle_progress_store_id_for_name ("03-crossroads.bastide");
  bst_puzzle_progress_store_mark_solved (store, before, NULL);
  after = bst_puzzle_progress_store_id_for_name ("05-crossroads.bastide");
  added = bst_puzzle_progress_store_id_for_name ("03-farmers-first.bastide");
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, after), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, added), ==,
                   BST_PUZZLE_PROGRESS_UNSEEN);
}

/* The ids "changed" named, in order; "" for the whole store. */
static void
changed_cb (BstPuzzleProgressStore *store,
            const char             *id,
            GString                *seen)
{
  g_string_append_printf (seen, "%s;", id ? id : "");
}

/* "changed" follows every change and only changes. */
static void
test_changed (void)
{
  g_autoptr (BstPuzzleProgressStore) store = bst_puzzle_progress_store_new ();
  g_autoptr (GString) seen = g_string_new (NULL);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  g_signal_connect (store, "changed", G_CALLBACK (changed_cb), seen);
  g_assert_true (bst_puzzle_progress_store_mark_seen (store, "road-basics"));
  g_assert_false (bst_puzzle_progress_store_mark_seen (store, "road-basics"));
  g_assert_true (bst_puzzle_progress_store_add_attempt (store, "road-basics"));
  g_assert_true (bst_puzzle_progress_store_mark_solved (store, "daily-2026-03-14", NULL));
  g_assert_false (bst_puzzle_progress_store_mark_answer_shown (store, "daily-2026-03-14"));
  g_assert_cmpstr (seen->str, ==, "road-basics;road-basics;daily-2026-03-14;");

  bytes = bst_puzzle_progress_store_to_bytes (store);
  g_string_truncate (seen, 0);
  g_assert_true (bst_puzzle_progress_store_load_bytes (store, bytes, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (seen->str, ==, ";");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/puzzle-progress-store/round-trip", test_round_trip);
  g_test_add_func ("/engine/puzzle-progress-store/state-only-rises", test_state_only_rises);
  g_test_add_func ("/engine/puzzle-progress-store/bad-input", test_bad_input);
  g_test_add_func ("/engine/puzzle-progress-store/ids-stable", test_ids_stable);
  g_test_add_func ("/engine/puzzle-progress-store/changed", test_changed);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-autosave.h"
#include "bst-gui-test-utils.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-progress.h"
#include "bst-puzzle-text.h"

/* The puzzle progress in the user's data folder: taken over once from
 * GSettings, set aside when it cannot be read, and shown on the Puzzles
 * page, pack and topics, from one run of the game to the next. */

static void
remove_progress_file (void)
{
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();

  g_file_delete (file, NULL, NULL);
}

static void
test_migration (void)
{
  const char *const solved[] = { "01-road-basics", "05-small-city", NULL };
  const char *const later[] = { "01-road-basics", "05-small-city", "10-majority", NULL };
  g_autoptr (GSettings) settings = g_settings_new ("io.github.bastide.Bastide");
  g_autoptr (BstPuzzleProgressStore) store = NULL;
  g_autoptr (BstPuzzleProgressStore) read = bst_puzzle_progress_store_new ();
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (GError) error = NULL;

  remove_progress_file ();
  g_settings_set_strv (settings, "solved-puzzles", solved);
  store = bst_puzzle_progress_dup_store (settings);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "road-basics"), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "small-city"), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "majority"), ==,
                   BST_PUZZLE_PROGRESS_UNSEEN);
  g_clear_object (&store);

  /* Written at once, so that it is taken over only this time. */
  bst_autosave_flush ();
  g_assert_true (bst_puzzle_progress_store_load (read, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (read, "small-city"), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_settings_set_strv (settings, "solved-puzzles", later);
  store = bst_puzzle_progress_dup_store (settings);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "majority"), ==,
                   BST_PUZZLE_PROGRESS_UNSEEN);

  g_settings_reset (settings, "solved-puzzles");
  g_clear_object (&store);
  remove_progress_file ();
}

/* What is beside the progress file, named after it. */
static guint
count_set_aside (void)
{
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (GFile) parent = g_file_get_parent (file);
  g_autoptr (GDir) dir = g_dir_open (g_file_peek_path (parent), 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_prefix (name, "puzzle-progress.json.unreadable-");
  return n;
}

static void
test_bad_file_set_aside (void)
{
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (GFile) parent = g_file_get_parent (file);
  g_autoptr (BstPuzzleProgressStore) store = NULL;
  g_autoptr (GError) error = NULL;
  const char *garbage = "{\"version\": 1, \"puzzles\": {\"road-basics\": 7";

  g_file_make_directory_with_parents (parent, NULL, NULL);
  g_assert_true (g_file_set_contents (g_file_peek_path (file), garbage, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_set_aside (), ==, 0);

  g_test_expect_message ("bastide-gui", G_LOG_LEVEL_WARNING,
                         "The puzzle progress could not be read*");
  store = bst_puzzle_progress_dup_store (NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, "road-basics"), ==,
                   BST_PUZZLE_PROGRESS_UNSEEN);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_cmpuint (count_set_aside (), ==, 1);

  /* Starting over, the next change is written in its place. */
  g_assert_true (bst_puzzle_progress_store_mark_seen (store, "road-basics"));
  bst_puzzle_progress_save (store);
  bst_autosave_flush ();
  g_assert_true (g_file_query_exists (file, NULL));
  g_clear_object (&store);
  remove_progress_file ();
}

static gboolean
label_contains (GtkWidget     *widget,
                gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

static BstPuzzleBrowser *
show_puzzles (Fixture *fixture)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);

  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "puzzles"));
  iterate ();
  return BST_PUZZLE_BROWSER (find_widget (window, BST_TYPE_PUZZLE_BROWSER));
}

/* The pack's first "score it" puzzle, solved as a person solves it. */
static guint
solve_first_score_it (BstPuzzleBrowser *browser)
{
  BstPuzzleView *view = bst_puzzle_browser_get_puzzle_view (browser);
  const BstPuzzleSolution *answer;
  gboolean correct = FALSE;
  guint index = 0;

  while (bst_puzzle_get_kind (bst_puzzle_browser_get_puzzle (browser, index))
         != BST_PUZZLE_SCORE_IT)
    index++;
  bst_puzzle_browser_open (browser, index);
  iterate ();
  answer = bst_puzzle_get_answer (bst_puzzle_view_get_puzzle (view));
  for (guint p = 0; p < answer->n_players; p++)
    bst_puzzle_view_set_score (view, p, answer->scores[p]);
  g_assert_true (bst_puzzle_view_check (view, &correct));
  g_assert_true (correct);
  bst_puzzle_browser_show_list (browser);
  iterate ();
  return index;
}

/* The id of the pack's puzzle @index: every puzzle of the pack loads, so
 * the browser has them in the order of the files. */
static char *
id_of (guint index)
{
  g_autoptr (GPtrArray) files = bst_puzzle_progress_list_files (NULL);

  g_assert_nonnull (files);
  g_assert_cmpuint (index, <, files->len);
  return bst_puzzle_progress_id_for_file (g_ptr_array_index (files, index));
}

/* "Roads: 1 of 4 solved" for the topic of puzzle @index, as the list shows it. */
static char *
topic_progress (BstPuzzleBrowser *browser,
                guint             index,
                guint             n_solved)
{
  const char *topic = bst_puzzle_get_topic (bst_puzzle_browser_get_puzzle (browser, index));
  guint n = 0;

  for (guint i = 0; i < bst_puzzle_browser_get_n_puzzles (browser); i++)
    n += g_strcmp0 (bst_puzzle_get_topic (bst_puzzle_browser_get_puzzle (browser, i)),
                    topic) == 0;
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_printf (text, "%s: %u of %u solved", bst_puzzle_text_topic (topic), n_solved, n);
  /* It breaks between topics only. */
  g_string_replace (text, " ", "\u00a0", 0);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_browser_after_restart (Fixture       *fixture,
                            gconstpointer  data)
{
  BstPuzzleBrowser *browser;
  g_autofree char *none = NULL;
  g_autofree char *pack_none = NULL;
  g_autofree char *one = NULL;
  g_autofree char *pack_one = NULL;
  g_autofree char *id = NULL;
  g_autoptr (BstPuzzleProgressStore) read = bst_puzzle_progress_store_new ();
  g_autoptr (GFile) file = bst_puzzle_progress_get_store_file ();
  g_autoptr (GError) error = NULL;
  guint index, n;

  browser = show_puzzles (fixture);
  n = bst_puzzle_browser_get_n_puzzles (browser);
  g_assert_cmpuint (n, >, 1);
  pack_none = g_strdup_printf ("0 of %u puzzles solved", n);
  pack_one = g_strdup_printf ("1 of %u puzzles solved", n);
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains, pack_none));

  index = solve_first_score_it (browser);
  none = topic_progress (browser, index, 0);
  one = topic_progress (browser, index, 1);
  g_assert_true (bst_puzzle_browser_is_solved (browser, index));
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains, pack_one));
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains, one));
  g_assert_null (find_descendant (GTK_WIDGET (browser), label_contains, none));

  /* The game closed and started again, from the same data folder. */
  fixture_close_window (fixture);
  bst_autosave_flush ();
  g_assert_true (bst_puzzle_progress_store_load (read, file, NULL, &error));
  g_assert_no_error (error);
  id = id_of (index);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (read, id), ==,
                   BST_PUZZLE_PROGRESS_SOLVED);
  g_assert_cmpuint (bst_puzzle_progress_store_get_attempts (read, id), ==, 1);
  g_assert_nonnull (bst_puzzle_progress_store_get_solved_on (read, id));

  fixture_open_window (fixture);
  browser = show_puzzles (fixture);
  g_assert_true (bst_puzzle_browser_is_solved (browser, index));
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains, pack_one));
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains, one));
  bst_autosave_flush ();
  remove_progress_file ();
}

/* Shown, the answer leaves the puzzle seen, not solved, in the list too. */
static void
test_answer_shown_is_seen (Fixture       *fixture,
                           gconstpointer  data)
{
  BstPuzzleBrowser *browser;
  BstPuzzleView *view;
  g_autoptr (BstPuzzleProgressStore) store = NULL;
  g_autofree char *id = NULL;
  g_autofree char *pack_none = NULL;
  const BstPuzzleSolution *answer;
  gboolean correct = FALSE;
  guint index = 0;

  browser = show_puzzles (fixture);
  view = bst_puzzle_browser_get_puzzle_view (browser);
  while (bst_puzzle_get_kind (bst_puzzle_browser_get_puzzle (browser, index))
         != BST_PUZZLE_SCORE_IT)
    index++;
  bst_puzzle_browser_open (browser, index);
  iterate ();
  store = bst_puzzle_progress_dup_store (NULL);
  id = id_of (index);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, id), ==,
                   BST_PUZZLE_PROGRESS_SEEN);

  g_assert_true (activate (GTK_WIDGET (view), "puzzle.show-answer", NULL));
  answer = bst_puzzle_get_answer (bst_puzzle_view_get_puzzle (view));
  for (guint p = 0; p < answer->n_players; p++)
    bst_puzzle_view_set_score (view, p, answer->scores[p]);
  g_assert_true (bst_puzzle_view_check (view, &correct));
  g_assert_true (correct);
  g_assert_cmpint (bst_puzzle_progress_store_get_state (store, id), ==,
                   BST_PUZZLE_PROGRESS_ANSWER_SHOWN);
  g_assert_false (bst_puzzle_browser_is_solved (browser, index));

  bst_puzzle_browser_show_list (browser);
  iterate ();
  pack_none = g_strdup_printf ("0 of %u puzzles solved",
                               bst_puzzle_browser_get_n_puzzles (browser));
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains, pack_none));
  g_assert_nonnull (find_descendant (GTK_WIDGET (browser), label_contains,
                                     "Seen, answer shown"));
  bst_autosave_flush ();
  remove_progress_file ();
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);
  use_shipped_puzzles ();

  g_test_add_func ("/gui/puzzle-progress/migration", test_migration);
  g_test_add_func ("/gui/puzzle-progress/bad-file-set-aside", test_bad_file_set_aside);
  add_window_test ("/gui/puzzle-progress/browser-after-restart", test_browser_after_restart);
  add_window_test ("/gui/puzzle-progress/answer-shown-is-seen", test_answer_shown_is_seen);
  return g_test_run ();
}

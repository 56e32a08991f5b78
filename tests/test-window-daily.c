/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-generated-puzzles.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-generator.h"
#include "bst-puzzle-progress.h"

/* The puzzles made in the app, on the Puzzles page: the Puzzle of the Day
 * is the day's request, the same on every machine, and is marked once
 * solved; More Puzzles are of the difficulty chosen, Next makes another,
 * and going back drops the one under way. Making one never holds up the
 * main loop. */

/* That the puzzle is not made in the main loop shows in the widget being
 * busy right after the click (wait_while_making): made in the handler, it
 * would be done already. The longest hold-up of the loop meanwhile is
 * reported; its bound only catches a loop stopped outright, as a machine
 * busy with other tests delays a 5-ms tick by 200 ms and more. */
#define MAX_STALL_US (1 * G_TIME_SPAN_SECOND)

typedef struct {
  gint64   last;
  gint64   longest;   /* the longest time between two ticks */
  gboolean made;
} Stall;

static void
measure (Stall *stall)
{
  gint64 now = g_get_monotonic_time ();

  stall->longest = MAX (stall->longest, now - stall->last);
  stall->last = now;
}

static gboolean
tick_cb (gpointer user_data)
{
  measure (user_data);
  return G_SOURCE_CONTINUE;
}

/* The puzzle is made: showing it is not part of making it. */
static void
made_cb (BstGeneratedPuzzles *generated,
         GParamSpec          *pspec,
         Stall               *stall)
{
  if (!bst_generated_puzzles_is_busy (generated) && !stall->made)
    {
      measure (stall);
      stall->made = TRUE;
    }
}

static gboolean
made (gpointer data)
{
  return ((Stall *) data)->made;
}

/* Runs the main loop while @generated makes a puzzle; the longest the
 * loop was held up meanwhile. */
static gint64
wait_while_making (BstGeneratedPuzzles *generated)
{
  Stall stall = { g_get_monotonic_time (), 0, FALSE };
  gulong handler;
  guint tick;

  g_assert_true (bst_generated_puzzles_is_busy (generated));
  handler = g_signal_connect (generated, "notify::busy", G_CALLBACK (made_cb), &stall);
  tick = g_timeout_add (5, tick_cb, &stall);
  wait_for (made, &stall);
  g_source_remove (tick);
  g_signal_handler_disconnect (generated, handler);
  g_test_message ("The main loop was held up %" G_GINT64_FORMAT " µs at the most", stall.longest);
  return stall.longest;
}

static BstPuzzleBrowser *
show_puzzles (Fixture *fixture)
{
  return BST_PUZZLE_BROWSER (show_puzzles_page (fixture));
}

/* Chooses the row @title of @generated, as a click does. */
static void
choose_row (BstGeneratedPuzzles *generated,
            const char          *title)
{
  AdwPreferencesRow *row = find_row (GTK_WIDGET (generated), title);

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (row)));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
}

static gboolean
is_solved_mark (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_IMAGE (widget) && gtk_widget_get_visible (widget)
         && g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Solved") == 0;
}

static void
assert_same_puzzle (BstPuzzle *shown,
                    BstPuzzle *expected)
{
  g_autoptr (GBytes) shown_bytes = bst_puzzle_to_bytes (shown);
  g_autoptr (GBytes) expected_bytes = bst_puzzle_to_bytes (expected);

  g_assert_cmpstr (bst_puzzle_get_title (shown), ==, bst_puzzle_get_title (expected));
  g_assert_true (g_bytes_equal (shown_bytes, expected_bytes));
}

/* Whether the progress the Puzzles page shares says @id is solved. */
static gboolean
is_recorded_solved (const char *id)
{
  g_autoptr (BstPuzzleProgressStore) progress = bst_puzzle_progress_dup_store (NULL);

  return bst_puzzle_progress_store_get_state (progress, id) == BST_PUZZLE_PROGRESS_SOLVED;
}

/* The day's entry shows the date and opens the day's request; its right
 * answer marks that day solved. */
static void
test_daily (Fixture       *fixture,
            gconstpointer  data)
{
  BstPuzzleBrowser *browser = show_puzzles (fixture);
  BstPuzzleView *view = bst_puzzle_browser_get_puzzle_view (browser);
  BstGeneratedPuzzles *generated;
  BstPuzzleRequest request;
  g_autoptr (BstPuzzle) expected = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  const BstPuzzleSolution *answer;
  gboolean correct = FALSE;
  GDate date;

  generated = BST_GENERATED_PUZZLES (find_widget (GTK_WIDGET (browser),
                                                  BST_TYPE_GENERATED_PUZZLES));
  g_assert_nonnull (generated);
  /* A day whose puzzle is scored by typing the totals. */
  g_date_clear (&date, 1);
  g_date_set_dmy (&date, 14, G_DATE_MARCH, 2026);
  bst_puzzle_generator_daily_request (&date, &request);
  if (request.kind != BST_PUZZLE_SCORE_IT)
    {
      g_date_add_days (&date, 1);
      bst_puzzle_generator_daily_request (&date, &request);
    }
  g_assert_cmpint (request.kind, ==, BST_PUZZLE_SCORE_IT);
  bst_generated_puzzles_set_date (generated, &date);
  g_assert_true (shows_label (GTK_WIDGET (generated), g_date_get_day (&date) == 14
                                                      ? "Saturday 14 March 2026"
                                                      : "Sunday 15 March 2026"));
  id = bst_generated_puzzles_daily_id (&date);
  g_assert_false (is_recorded_solved (id));
  g_assert_null (find_descendant (GTK_WIDGET (generated), is_solved_mark, NULL));

  choose_row (generated, "Puzzle of the Day");
  g_assert_cmpint (wait_while_making (generated), <, MAX_STALL_US);
  iterate ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  expected = bst_puzzle_generator_generate (&request, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_same_puzzle (bst_puzzle_view_get_puzzle (view), expected);
  g_assert_true (shows_label (GTK_WIDGET (browser),
                              bst_generated_puzzles_get_heading (generated)));
  g_assert_true (g_str_has_prefix (bst_generated_puzzles_get_heading (generated),
                                   "Puzzle of the Day · "));

  answer = bst_puzzle_get_answer (bst_puzzle_view_get_puzzle (view));
  g_assert_nonnull (answer);
  for (guint p = 0; p < answer->n_players; p++)
    bst_puzzle_view_set_score (view, p, answer->scores[p]);
  g_assert_true (bst_puzzle_view_check (view, &correct));
  g_assert_true (correct);
  g_assert_true (is_recorded_solved (id));
  g_assert_true (activate (GTK_WIDGET (browser), "puzzles.back", NULL));
  iterate ();
  g_assert_nonnull (find_descendant (GTK_WIDGET (generated), is_solved_mark, NULL));
}

/* More Puzzles at a difficulty: each of that grade, Next makes another,
 * and going back drops the one being made. */
static void
test_more (Fixture       *fixture,
           gconstpointer  data)
{
  const guint grade = 2;
  BstPuzzleBrowser *browser = show_puzzles (fixture);
  BstPuzzleView *view = bst_puzzle_browser_get_puzzle_view (browser);
  BstGeneratedPuzzles *generated;
  g_autoptr (GBytes) first = NULL;
  g_autoptr (GBytes) second = NULL;

  generated = BST_GENERATED_PUZZLES (find_widget (GTK_WIDGET (browser),
                                                  BST_TYPE_GENERATED_PUZZLES));
  bst_generated_puzzles_set_grade (generated, grade);
  choose_row (generated, "More Puzzles");
  g_assert_cmpint (wait_while_making (generated), <, MAX_STALL_US);
  iterate ();

  for (guint i = 0; i < 2; i++)
    {
      BstPuzzle *shown = bst_puzzle_view_get_puzzle (view);
      BstPuzzleFeatures features;
      g_autoptr (GError) error = NULL;

      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
      g_assert_nonnull (bst_puzzle_get_answer (shown));
      g_assert_cmpuint (bst_puzzle_get_difficulty (shown), ==,
                        bst_puzzle_generator_difficulty (grade));
      g_assert_true (bst_puzzle_generator_measure (shown, &features, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (bst_puzzle_generator_grade (bst_puzzle_get_kind (shown), &features), ==,
                        grade);
      g_assert_cmpstr (bst_generated_puzzles_get_heading (generated), ==,
                       "More Puzzles · Fairly easy");
      if (i == 0)
        {
          first = bst_puzzle_to_bytes (shown);
          g_assert_true (activate (GTK_WIDGET (browser), "puzzles.next", NULL));
          g_assert_cmpint (wait_while_making (generated), <, MAX_STALL_US);
          iterate ();
        }
      else
        second = bst_puzzle_to_bytes (shown);
    }
  g_assert_false (g_bytes_equal (first, second));

  /* Back while the next is being made: it is dropped, the list stays. */
  g_assert_true (activate (GTK_WIDGET (browser), "puzzles.next", NULL));
  g_assert_true (bst_generated_puzzles_is_busy (generated));
  g_assert_true (activate (GTK_WIDGET (browser), "puzzles.back", NULL));
  g_assert_false (bst_generated_puzzles_is_busy (generated));
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10 * G_TIME_SPAN_MILLISECOND);
      iterate ();
    }
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (generated)));
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);
  use_shipped_puzzles ();
  add_window_test ("/window-daily/daily", test_daily);
  add_window_test ("/window-daily/more", test_more);
  return g_test_run ();
}

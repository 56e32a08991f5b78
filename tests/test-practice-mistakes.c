/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Practise Your Mistakes: a review with a blunder → the button adds its
 * puzzle to My Mistakes and says so → the Puzzles page lists it → it
 * opens in the puzzle view → once solved it is marked, and Remove Solved
 * takes it out. */

#include <glib/gstdio.h>
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-mistakes-row.h"
#include "bst-notation.h"
#include "bst-puzzle-browser.h"
#include "bst-review-dialog.h"
#include "bst-test-utils.h"

/* The city to close, and its blunder: the E played far from it. */
static BstGame *
blundered_game (void)
{
  g_autofree BstState *start = g_new (BstState, 1);
  BstPlayerInfo players[BST_MAX_PLAYERS];
  g_autoptr (GError) error = NULL;
  BstGame *game;
  BstMove move;

  bst_test_city_to_close (start);
  bst_test_make_players (players, start->rules.n_players, NULL);
  players[0].kind = BST_SEAT_HUMAN;
  players[1].kind = BST_SEAT_HARD;
  game = bst_game_new_from_state (start, players, 1);
  move = bst_test_parse_move ("E 0 1 2");
  g_assert_true (bst_game_play (game, &move, &error));
  g_assert_no_error (error);
  return game;
}

static gboolean
review_done (gpointer data)
{
  return !bst_review_dialog_get_running (data);
}

static void
practise (void)
{
  g_autoptr (BstGame) game = blundered_game ();
  BstReviewDialog *dialog;
  BstPracticeMistakes *practice;
  BstReviewOptions options;

  bst_review_options_init (&options);
  options.iterations = 200;
  dialog = bst_review_dialog_new (game, &options);
  practice = bst_review_dialog_get_practice (dialog);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (practice)));
  gtk_window_present (GTK_WINDOW (dialog));
  wait_for (review_done, dialog);
  g_assert_nonnull (bst_review_dialog_get_review (dialog));

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (practice)));
  g_assert_null (bst_practice_mistakes_get_message (practice));
  g_signal_emit_by_name (bst_practice_mistakes_get_button (practice), "clicked");
  g_assert_cmpstr (bst_practice_mistakes_get_message (practice), ==,
                   "1 puzzle added to My Mistakes");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (bst_practice_mistakes_get_button (practice))));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
opened_cb (BstMistakesRow *row,
           BstPuzzle      *puzzle,
           const char     *id,
           char          **opened_id)
{
  g_free (*opened_id);
  *opened_id = g_strdup (id);
}

static void
test_practise (void)
{
  g_autofree char *id = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *browser = bst_puzzle_browser_new ();
  BstMistakesRow *row;
  BstPuzzleView *view;
  BstPuzzle *shown;
  GtkWidget *remove;

  practise ();

  gtk_window_set_child (GTK_WINDOW (window), browser);
  gtk_window_present (GTK_WINDOW (window));
  row = BST_MISTAKES_ROW (find_widget (browser, BST_TYPE_MISTAKES_ROW));
  g_assert_nonnull (row);
  bst_mistakes_row_reload (row);
  g_assert_cmpuint (bst_mistakes_row_get_n_puzzles (row), ==, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bst_mistakes_row_get_row (row, 0))),
                   ==, "Turn 1: the placement you missed");

  /* Opened in the puzzle view, as the pack's puzzles are. */
  g_signal_connect (row, "opened", G_CALLBACK (opened_cb), &id);
  g_signal_emit_by_name (bst_mistakes_row_get_row (row, 0), "activated");
  view = bst_puzzle_browser_get_puzzle_view (BST_PUZZLE_BROWSER (browser));
  shown = bst_puzzle_view_get_puzzle (view);
  g_assert_nonnull (shown);
  g_assert_cmpstr (bst_puzzle_get_title (shown), ==, "Turn 1: the placement you missed");

  /* Solving it marks it; Remove Solved empties the pack. */
  g_assert_true (g_str_has_prefix (id, "mistake-"));
  remove = find_button (GTK_WIDGET (row), "_Remove Solved");
  g_assert_nonnull (remove);
  g_assert_false (gtk_widget_get_visible (remove));
  g_signal_emit_by_name (view, "solved", id);
  g_assert_cmpuint (bst_mistakes_row_get_n_puzzles (row), ==, 1);
  g_assert_true (gtk_widget_get_visible (remove));
  g_signal_emit_by_name (remove, "clicked");
  g_assert_cmpuint (bst_mistakes_row_get_n_puzzles (row), ==, 0);
  g_assert_false (gtk_widget_get_visible (remove));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("bastide-practice-XXXXXX", NULL);
  int status;

  /* The pack of this run only, before anything asks GLib where data lives. */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  gui_test_init (&argc, &argv);
  add_display_test ("/gui/practice-mistakes/practise", test_practise);
  status = g_test_run ();
  remove_tree (home);
  return status;
}

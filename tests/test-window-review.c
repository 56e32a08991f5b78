/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-review-dialog.h"
#include "bst-gui-test-utils.h"

/* Review Game… in the window: the review of a saved game opened from its
 * file, and a move of the review shown in replay with the better move on
 * the board. */

static gboolean
is_review_dialog (GtkWindow     *window,
                  gconstpointer  data)
{
  return BST_IS_REVIEW_DIALOG (window);
}

static gboolean
review_done (gpointer data)
{
  return !bst_review_dialog_get_running (data);
}

static gboolean
shows_text_in (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget)
         && strstr (gtk_label_get_label (GTK_LABEL (widget)), data) != NULL;
}

static BstReviewDialog *
open_review (Fixture *fixture)
{
  GtkWindow *dialog;

  g_assert_true (bst_window_get_action_enabled (fixture->window, "win.review-game"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.review-game",
                                             NULL));
  iterate ();
  dialog = find_shown_window (is_review_dialog, NULL);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (fixture->window));
  return BST_REVIEW_DIALOG (dialog);
}

/* The review of @dialog run again at the quickest budget, and done. */
static const BstReview *
run_quick_review (BstReviewDialog *dialog)
{
  AdwComboRow *budget = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW));

  adw_combo_row_set_selected (budget, BST_REVIEW_BUDGET_QUICK);
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->iterations, ==,
                    bst_review_budget_get_iterations (BST_REVIEW_BUDGET_QUICK));
  wait_for (review_done, dialog);
  g_assert_nonnull (bst_review_dialog_get_review (dialog));
  return bst_review_dialog_get_review (dialog);
}

/* The first move that lost points, clicked: the replay shows the position
 * it was played in, the better move drawn, the row's words in the replay
 * bar. Returns the row, and the move in @out_move. */
static GtkListBoxRow *
activate_first_mistake (Fixture              *fixture,
                        BstReviewDialog      *dialog,
                        const BstReviewMove **out_move)
{
  const BstReview *review = bst_review_dialog_get_review (dialog);
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  const BstReviewMove *move = NULL;
  GtkListBox *moves, *summaries;
  GtkListBoxRow *row;
  BstMove shown;

  bst_review_dialog_get_lists (dialog, &moves, &summaries);
  row = gtk_list_box_get_row_at_index (moves, 0);
  g_assert_nonnull (row);
  for (guint i = 0; i < review->moves->len && move == NULL; i++)
    if (g_array_index (review->moves, BstReviewMove, i).klass != BST_REVIEW_GOOD)
      move = &g_array_index (review->moves, BstReviewMove, i);
  g_assert_nonnull (move);
  g_assert_null (bst_window_get_replay (fixture->window));
  g_assert_false (bst_board_view_get_better_move (board, NULL));
  g_signal_emit_by_name (moves, "row-activated", row);
  iterate ();

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_nonnull (bst_window_get_replay (fixture->window));
  g_assert_cmpuint (bst_game_get_n_moves (bst_game_session_get_game (
                      bst_window_get_replay (fixture->window))), ==, move->index);
  g_assert_true (bst_board_view_get_better_move (board, &shown));
  g_assert_cmpint (shown.tile, ==, move->best.tile);
  g_assert_cmpint (shown.x, ==, move->best.x);
  g_assert_cmpint (shown.y, ==, move->best.y);
  g_assert_cmpuint (shown.rotation, ==, move->best.rotation);
  g_assert_cmpint (shown.segment, ==, move->best.segment);
  g_assert_nonnull (find_descendant (GTK_WIDGET (fixture->window), shows_text_in,
                                     adw_action_row_get_subtitle (ADW_ACTION_ROW (row))));
  *out_move = move;
  return row;
}

static void
test_review_saved_game (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *path = bst_test_position_path ("finished.bastide");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  BstReviewDialog *dialog;
  const BstReview *review;
  const BstReviewMove *move;
  GtkListBoxRow *row;

  g_assert_false (bst_window_get_action_enabled (fixture->window, "win.review-game"));
  g_assert_true (bst_window_open_file (fixture->window, file));
  iterate ();

  /* The game of the file, at the quickest budget. */
  dialog = open_review (fixture);
  g_assert_true (bst_review_dialog_get_game (dialog) == bst_window_get_game (fixture->window));
  review = run_quick_review (dialog);
  g_assert_cmpuint (review->players[0].n_moves, >, 0);

  row = activate_first_mistake (fixture, dialog, &move);
  /* A step on: the better move is of the move before. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-next",
                                             NULL));
  g_assert_false (bst_board_view_get_better_move (board, NULL));
  g_assert_null (find_descendant (GTK_WIDGET (fixture->window), shows_text_in,
                                  adw_action_row_get_subtitle (ADW_ACTION_ROW (row))));

  /* Review Game… again: the same review, done, not run again. */
  g_assert_true (open_review (fixture) == dialog);
  g_assert_true (bst_review_dialog_get_review (dialog) == review);
  gtk_window_close (GTK_WINDOW (dialog));
}

/* Review from the results of a game just played: the same review as the
 * window's, its moves opening in the window's replay. */
static void
test_review_from_results (Fixture       *fixture,
                          gconstpointer  data)
{
  BstGame *game = play_to_results (fixture, "8");
  GtkWindow *results = bst_window_get_results_dialog (fixture->window);
  BstReviewDialog *dialog;
  const BstReviewMove *move;
  GtkWidget *button;

  g_assert_true (bst_game_is_over (game));
  button = find_actionable (GTK_WIDGET (results), "results.review");
  g_assert_true (GTK_IS_BUTTON (button));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  dialog = BST_REVIEW_DIALOG (find_shown_window (is_review_dialog, NULL));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog))
                 == GTK_WINDOW (fixture->window));
  g_assert_true (bst_review_dialog_get_game (dialog) == game);
  run_quick_review (dialog);

  activate_first_mistake (fixture, dialog, &move);
  g_assert_cmpuint (move->index, <, bst_game_get_n_moves (game));
  /* The replay took the results' place over the board. */
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  g_assert_true (open_review (fixture) == dialog);
  gtk_window_close (GTK_WINDOW (dialog));
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window-review/saved-game", test_review_saved_game);
  add_window_test ("/gui/window-review/from-results", test_review_from_results);
  return g_test_run ();
}

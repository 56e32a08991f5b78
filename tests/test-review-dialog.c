/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-game-record.h"
#include "bst-gui-test-utils.h"
#include "bst-meeple-icon.h"
#include "bst-results-dialog.h"
#include "bst-review-dialog.h"

/* The review of a finished game in its dialog: its progress, its list of
 * moves and summaries, cancelling it, and the results' Review button. */

/* A finished game between Ann (a person, seat 1) and Bob (the computer). */
static BstGame *
finished_game (void)
{
  g_autofree char *path = bst_test_position_path ("finished.bastide");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_load (file, NULL, &error);
  BstGame *game;

  g_assert_no_error (error);
  game = bst_game_record_dup_game (record);
  g_assert_true (bst_game_is_over (game));
  return game;
}

typedef struct {
  guint  between;     /* fractions shown strictly between 0 and 1 */
  double last;
  guint  ticks;       /* of the main loop while the review ran */
} Watch;

static void
fraction_cb (GtkProgressBar *bar,
             GParamSpec     *pspec,
             Watch          *watch)
{
  double fraction = gtk_progress_bar_get_fraction (bar);

  g_assert_cmpfloat (fraction, >=, watch->last);
  if (fraction > 0 && fraction < 1)
    watch->between++;
  watch->last = fraction;
}

static gboolean
tick_cb (gpointer data)
{
  Watch *watch = data;

  watch->ticks++;
  return G_SOURCE_CONTINUE;
}

static void
watch_progress (BstReviewDialog *dialog,
                Watch           *watch)
{
  GtkWidget *bar = find_widget (GTK_WIDGET (dialog), GTK_TYPE_PROGRESS_BAR);

  g_assert_nonnull (bar);
  g_signal_connect (bar, "notify::fraction", G_CALLBACK (fraction_cb), watch);
}

static gboolean
review_done (gpointer data)
{
  return !bst_review_dialog_get_running (data);
}

static gboolean
progress_seen (gpointer data)
{
  const Watch *watch = data;

  return watch->between > 0;
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

static void
test_review (void)
{
  g_autoptr (BstGame) game = finished_game ();
  BstReviewDialog *dialog;
  BstReviewOptions options;
  const BstReview *review;
  Watch watch = { 0, 0, 0 };
  guint tick, n_lost = 0;
  GtkListBox *moves, *summaries;
  GtkWidget *row;

  bst_review_options_init (&options);
  options.iterations = 8;
  dialog = bst_review_dialog_new (game, &options);
  watch_progress (dialog, &watch);
  tick = g_timeout_add (5, tick_cb, &watch);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (bst_review_dialog_get_running (dialog));
  g_assert_null (bst_review_dialog_get_review (dialog));

  wait_for (review_done, dialog);
  g_source_remove (tick);
  review = bst_review_dialog_get_review (dialog);
  g_assert_nonnull (review);
  g_assert_cmpuint (watch.between, >, 0);
  g_assert_cmpfloat (watch.last, ==, 1.0);
  bst_review_dialog_get_lists (dialog, &moves, &summaries);
  g_assert_cmpuint (watch.ticks, >, 0);

  /* Only Ann's moves, the person's, were judged: every other one. */
  g_assert_cmpuint (review->players[0].n_moves, ==, (bst_game_get_n_moves (game) + 1) / 2);
  g_assert_cmpuint (review->players[1].n_moves, ==, 0);
  for (guint i = 0; i < review->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (review->moves, BstReviewMove, i);

      g_assert_cmpuint (m->player, ==, 0);
      if (m->klass != BST_REVIEW_GOOD)
        n_lost++;
    }

  /* The list holds the moves that lost points, those the summary counts,
   * in order, each with its turn, the player's name and colour, class,
   * points lost and better move. */
  g_assert_cmpuint (n_lost, >, 0);
  g_assert_cmpuint (n_lost, ==, review->players[0].n_moves
                                - review->players[0].counts[BST_REVIEW_GOOD]);
  g_assert_cmpuint (count_rows (moves), ==, n_lost);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (moves)));
  row = gtk_widget_get_first_child (GTK_WIDGET (moves));
  for (guint i = 0; i < review->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (review->moves, BstReviewMove, i);
      g_autofree char *title = NULL;
      g_autofree char *lost = NULL;
      g_autofree char *best = NULL;
      GtkWidget *icon;

      if (m->klass == BST_REVIEW_GOOD)
        continue;
      title = g_strdup_printf ("Turn %u · Ann", m->turn);
      lost = g_strdup_printf ("−%.1f points", m->points_lost);
      best = bst_review_describe_best (m);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
      g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), best));
      g_assert_true (shows_label (row, lost));
      icon = find_widget (row, BST_TYPE_MEEPLE_ICON);
      g_assert_cmpint (bst_meeple_icon_get_colour (BST_MEEPLE_ICON (icon)), ==,
                       bst_game_get_player (game, 0)->colour);
      row = gtk_widget_get_next_sibling (row);
    }
  g_assert_null (row);

  /* One summary: Ann's, in words. */
  row = gtk_widget_get_first_child (GTK_WIDGET (summaries));
  g_assert_nonnull (row);
  {
    g_autofree char *summary = bst_review_describe_player (review, 0);

    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Ann");
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, summary);
  }
  g_assert_null (gtk_widget_get_next_sibling (row));

  g_object_ref (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_finalize_object (dialog);
}

/* The switch of the player named @name among the dialog's choices. */
static GtkSwitch *
player_switch (BstReviewDialog *dialog,
               const char      *name)
{
  GtkWidget *row = find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);

  for (row = gtk_widget_get_next_sibling (row); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return GTK_SWITCH (find_widget (row, GTK_TYPE_SWITCH));
  return NULL;
}

/* Choosing other players or another thoroughness reviews the game again
 * with them; the last player chosen stays chosen. */
static void
test_choices (void)
{
  g_autoptr (BstGame) game = finished_game ();
  BstReviewDialog *dialog;
  BstReviewOptions options;
  const BstReview *review;
  AdwComboRow *budget;
  GtkSwitch *ann, *bob;
  gpointer alive;

  bst_review_options_init (&options);
  options.iterations = 8;
  dialog = bst_review_dialog_new (game, &options);
  gtk_window_present (GTK_WINDOW (dialog));
  budget = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW));
  g_assert_nonnull (budget);
  g_assert_cmpuint (adw_combo_row_get_selected (budget), ==, BST_REVIEW_BUDGET_NORMAL);
  ann = player_switch (dialog, "Ann");
  bob = player_switch (dialog, "Bob");
  g_assert_true (gtk_switch_get_active (ann));
  g_assert_false (gtk_switch_get_active (bob));
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->players, ==, 1u << 0);
  wait_for (review_done, dialog);

  /* Bob as well: both are judged. */
  gtk_switch_set_active (bob, TRUE);
  g_assert_true (gtk_switch_get_active (bob));
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->players, ==, 3);
  g_assert_true (bst_review_dialog_get_running (dialog));
  g_assert_null (bst_review_dialog_get_review (dialog));
  wait_for (review_done, dialog);
  review = bst_review_dialog_get_review (dialog);
  g_assert_nonnull (review);
  g_assert_cmpuint (review->players[0].n_moves, >, 0);
  g_assert_cmpuint (review->players[1].n_moves, >, 0);

  /* Only Bob, then not even him: he stays. */
  gtk_switch_set_active (ann, FALSE);
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->players, ==, 1u << 1);
  gtk_switch_set_active (bob, FALSE);
  g_assert_true (gtk_switch_get_active (bob));
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->players, ==, 1u << 1);
  wait_for (review_done, dialog);
  review = bst_review_dialog_get_review (dialog);
  g_assert_cmpuint (review->players[0].n_moves, ==, 0);
  g_assert_cmpuint (review->players[1].n_moves, >, 0);

  /* The thoroughness sets the budget of the review run again. */
  adw_combo_row_set_selected (budget, BST_REVIEW_BUDGET_QUICK);
  g_assert_true (bst_review_dialog_get_running (dialog));
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->iterations, ==,
                    bst_review_budget_get_iterations (BST_REVIEW_BUDGET_QUICK));
  adw_combo_row_set_selected (budget, BST_REVIEW_BUDGET_THOROUGH);
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->iterations, ==,
                    bst_review_budget_get_iterations (BST_REVIEW_BUDGET_THOROUGH));
  adw_combo_row_set_selected (budget, BST_REVIEW_BUDGET_NORMAL);
  g_assert_cmpuint (bst_review_dialog_get_options (dialog)->iterations, ==, 0);
  g_assert_cmpuint (bst_review_budget_get_iterations (BST_REVIEW_BUDGET_QUICK), <,
                    bst_review_budget_get_iterations (BST_REVIEW_BUDGET_THOROUGH));
  g_assert_true (bst_review_dialog_get_running (dialog));

  alive = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &alive);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_for (pointer_cleared, &alive);
}

/* Cancel, as soon as the review shows progress: it stops, the dialog goes,
 * and nothing of it stays behind. */
static void
test_cancel (void)
{
  g_autoptr (BstGame) game = finished_game ();
  BstReviewDialog *dialog = bst_review_dialog_new (game, NULL);
  gpointer alive = dialog;
  Watch watch = { 0, 0, 0 };
  GtkWidget *cancel;

  g_object_add_weak_pointer (G_OBJECT (dialog), &alive);
  watch_progress (dialog, &watch);
  gtk_window_present (GTK_WINDOW (dialog));
  wait_for (progress_seen, &watch);
  g_assert_true (bst_review_dialog_get_running (dialog));

  cancel = find_actionable (GTK_WIDGET (dialog), "window.close");
  g_assert_true (GTK_IS_BUTTON (cancel));
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_false (bst_review_dialog_get_running (dialog));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));

  /* Gone once the worker has stopped, well before the end. */
  wait_for (pointer_cleared, &alive);
  g_assert_cmpfloat (watch.last, <, 0.5);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_display_test ("/gui/review-dialog/review", test_review);
  add_display_test ("/gui/review-dialog/cancel", test_cancel);
  add_display_test ("/gui/review-dialog/choices", test_choices);
  return g_test_run ();
}

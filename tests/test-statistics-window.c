/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "bst-gui-test-utils.h"
#include "bst-statistics.h"
#include "bst-statistics-window.h"

/* The statistics this test keeps, in a data directory of its own. */
static char *data_home;

static gboolean
human_to_move_or_over (Fixture *fixture)
{
  return bst_game_is_over (bst_window_get_game (fixture->window)) || human_to_move (fixture);
}

static gboolean
is_statistics_window (GtkWindow     *window,
                      gconstpointer  data)
{
  return BST_IS_STATISTICS_WINDOW (window);
}

static gboolean
is_question (GtkWindow     *window,
             gconstpointer  heading)
{
  return ADW_IS_MESSAGE_DIALOG (window)
         && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0;
}

static void
click (GtkWidget  *root,
       const char *label)
{
  GtkWidget *button = find_button (root, label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();
}

static guint
games_of (const char *name)
{
  g_autoptr (GFile) file = bst_statistics_get_default_file ();
  g_autoptr (BstStatistics) kept = bst_statistics_load (file, NULL);
  const BstPersonStatistics *person = bst_statistics_lookup (kept, name);

  return person != NULL ? person->games : 0;
}

/* The game taken back a move and played to its end again, which shows its
 * results again. */
static void
end_again (Fixture *fixture)
{
  BstGame *game = bst_window_get_game (fixture->window);

  activate_history (fixture, "undo");
  iterate ();
  g_assert_false (bst_game_is_over (game));
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  while (!bst_game_is_over (game))
    activate_history (fixture, "redo");
  wait_until (results_shown, fixture);
}

/* The end reached again after undo and redo, in the game played and in the
 * same game opened again from its file: still the one game. */
static void
end_again_and_reopen (Fixture *fixture)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-statistics-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.bastide", NULL);
  g_autoptr (GFile) saved = g_file_new_for_path (path);
  BstGame *played = bst_window_get_game (fixture->window);

  g_assert_cmpuint (games_of ("Anna"), ==, 1);
  end_again (fixture);
  g_assert_cmpuint (games_of ("Anna"), ==, 1);

  g_assert_true (bst_window_save_file (fixture->window, saved));
  g_assert_true (bst_window_open_file (fixture->window, saved));
  iterate ();
  g_assert_true (bst_window_get_game (fixture->window) != played);
  g_assert_true (bst_game_is_over (bst_window_get_game (fixture->window)));
  end_again (fixture);
  g_assert_cmpuint (games_of ("Anna"), ==, 1);
  remove_tree (dir);
}

static const char *
shown_page (GtkWidget *statistics)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (find_widget (statistics, GTK_TYPE_STACK)));
}

/* A person finishes a game against the computer: the Statistics window
 * from the menu counts it under their name, once however often the game
 * ends and is opened again, and its reset, once
 * confirmed, forgets it, in the window and in the file. */
static void
test_statistics_window_counts_and_resets (Fixture       *fixture,
                                          gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_RANDOM, "5");
  g_autoptr (GFile) file = bst_statistics_get_default_file ();
  g_autoptr (BstStatistics) kept = NULL;
  GtkWidget *statistics;
  AdwPreferencesRow *games;
  BstGame *game;
  guint turn = 0;

  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  for (;;)
    {
      wait_until (human_to_move_or_over, fixture);
      if (bst_game_is_over (game))
        break;
      play_turn (fixture, turn++);
    }
  wait_until (results_shown, fixture);
  end_again_and_reopen (fixture);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.statistics",
                                             NULL));
  iterate ();
  statistics = GTK_WIDGET (find_shown_window (is_statistics_window, NULL));
  g_assert_nonnull (statistics);
  g_object_ref (statistics);
  g_assert_cmpstr (shown_page (statistics), ==, "people");
  g_assert_true (shows_label (statistics, "Anna"));
  g_assert_false (shows_label (statistics, "Ben"));
  games = find_row (statistics, "Games");
  g_assert_nonnull (games);
  g_assert_true (shows_label (GTK_WIDGET (games), "1"));
  g_assert_nonnull (find_row (statistics, "Random"));

  /* Cancelled, the reset keeps everything. */
  click (statistics, "_Reset Statistics…");
  click (GTK_WIDGET (find_shown_window (is_question, "Reset Statistics?")), "_Cancel");
  g_assert_cmpstr (shown_page (statistics), ==, "people");

  click (statistics, "_Reset Statistics…");
  click (GTK_WIDGET (find_shown_window (is_question, "Reset Statistics?")), "_Reset");
  g_assert_null (find_shown_window (is_question, "Reset Statistics?"));
  g_assert_cmpstr (shown_page (statistics), ==, "empty");
  g_assert_null (find_row (statistics, "Games"));
  kept = bst_statistics_load (file, NULL);
  g_assert_cmpuint (bst_statistics_get_n_people (kept), ==, 0);

  gtk_window_destroy (GTK_WINDOW (statistics));
  g_assert_finalize_object (statistics);
}

int
main (int argc, char **argv)
{
  int status;

  /* Before anything asks GLib where the user's data goes. */
  data_home = g_dir_make_tmp ("bastide-statistics-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gui_test_init (&argc, &argv);
  add_window_test ("/gui/statistics-window/counts-and-resets",
                   test_statistics_window_counts_and_resets);
  status = g_test_run ();
  remove_tree (data_home);
  g_free (data_home);
  return status;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game notation in the window: Save As writes it when its file type is
 * chosen or the name ends in .txt, Open plays a notation file back into a
 * game with its moves (asking first, as for a game file), and a bad
 * notation file changes nothing and says which line is wrong. */

#include "bst-gui-test-utils.h"
#include "bst-game-notation.h"
#include "bst-window-private.h"

/* Clicks a button of the question over the window. */
static void
answer (Fixture    *fixture,
        const char *label)
{
  answer_question (fixture, "Replace the Current Game?", label);
}

/* Save As… as a person uses it: the file type @filter_index of the
 * chooser, the name typed, Save. */
static void
save_as (Fixture    *fixture,
         guint       filter_index,
         const char *name)
{
  g_autoptr (GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr (GListModel) filters = NULL;
  g_autoptr (GtkFileFilter) filter = NULL;
  GtkFileChooser *chooser;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save-as", NULL));
  iterate ();
  chooser = GTK_FILE_CHOOSER (fixture->window->file_chooser);
  g_assert_nonnull (chooser);
  filters = gtk_file_chooser_get_filters (chooser);
  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, 2);
  filter = g_list_model_get_item (filters, filter_index);
  if (filter_index == 1)
    g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, "Game notation (*.txt)");
  gtk_file_chooser_set_filter (chooser, filter);
  {
    g_autoptr (GFile) target = g_file_get_child (folder, name);
    g_assert_true (gtk_file_chooser_set_file (chooser, target, NULL));
  }
  /* The chooser goes to the folder in its own time, more slowly on a busy
   * machine; the name then. */
  {
    gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

    for (;;)
      {
        g_autoptr (GFile) current = gtk_file_chooser_get_current_folder (chooser);

        if (current != NULL && g_file_equal (current, folder))
          break;
        g_assert_cmpint (g_get_monotonic_time (), <, end);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
    iterate ();
  }
  gtk_file_chooser_set_current_name (chooser, name);
  g_signal_emit_by_name (chooser, "response", GTK_RESPONSE_ACCEPT);
  iterate ();
  g_assert_null (fixture->window->file_chooser);
}

static char *
contents (Fixture    *fixture,
          const char *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
test_save_and_open (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "2121");
  g_autoptr (GFile) file = NULL;
  g_autofree char *text = NULL;
  g_autofree char *by_name = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *game_file = NULL;
  BstGameSession *session;
  BstGame *game;
  int scores[2];
  guint n_moves;

  bst_window_start_game (fixture->window, setup);
  for (guint turn = 0; turn < 8; turn++)
    play_turn (fixture, turn);
  game = bst_window_get_game (fixture->window);
  n_moves = bst_game_get_n_moves (game);
  for (guint p = 0; p < 2; p++)
    scores[p] = bst_game_get_score (game, p);
  session = bst_window_get_session (fixture->window);
  expected = bst_game_notation_write_record (bst_game_session_get_record (session), NULL);

  /* The notation's file type writes the notation; the game file stays
   * unnamed, so Save still asks where. */
  save_as (fixture, 1, "game");
  text = contents (fixture, "game");
  g_assert_cmpstr (text, ==, expected);
  g_assert_null (bst_window_get_file (fixture->window));
  /* So does a name ending in .txt under the game file type; the game file
   * type with another name writes a game file. */
  save_as (fixture, 0, "game.txt");
  by_name = contents (fixture, "game.txt");
  g_assert_cmpstr (by_name, ==, expected);
  save_as (fixture, 0, "game.bastide");
  game_file = contents (fixture, "game.bastide");
  g_assert_true (g_str_has_prefix (game_file, "{"));
  g_assert_nonnull (bst_window_get_file (fixture->window));

  /* A new game in progress: opening the notation asks first, Cancel keeps
   * the game, Open replaces it by the notation's, moves and all. */
  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  game = bst_window_get_game (fixture->window);
  file = temp_file (fixture, "game.txt");
  g_assert_true (bst_window_open_file (fixture->window, file));
  answer (fixture, "_Cancel");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 1);
  g_assert_true (bst_window_open_file (fixture->window, file));
  answer (fixture, "_Open");
  game = bst_window_get_game (fixture->window);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (bst_game_get_score (game, p), ==, scores[p]);
  g_assert_cmpstr (bst_game_get_player (game, 1)->name, ==, "Ben");
  /* Save does not write a game file over the notation. */
  g_assert_null (bst_window_get_file (fixture->window));
  activate_history (fixture, "undo");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves - 1);
  play_turn (fixture, 3);
}

/* A bad notation file: nothing changes, and the message has the reader's
 * line and words. */
static void
test_open_bad (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "2122");
  g_autoptr (GFile) file = temp_file (fixture, "bad.txt");
  g_autoptr (GError) error = NULL;
  const char *text = "Rules: players=2\n1 draws U\n1: U 1 0 1\n2 draws E\n2: W 0 -1 0\n";
  AdwMessageDialog *dialog;
  BstGame *game;

  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  play_turn (fixture, 1);
  game = bst_window_get_game (fixture->window);
  g_assert_true (g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (bst_window_open_file (fixture->window, file));
  dialog = question (fixture, "Could Not Open “bad.txt”");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "Line 5: player 2 holds no W tile");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_window_test_with_dir ("/gui/window-notation/save-and-open", test_save_and_open);
  add_window_test_with_dir ("/gui/window-notation/open-bad", test_open_bad);
  return g_test_run ();
}

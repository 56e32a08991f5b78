/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-gui-test-utils.h"
#include "bst-autosave.h"
#include "bst-game-private.h"
#include "bst-log-entry.h"
#include "bst-new-game-dialog.h"
#include "bst-results-dialog.h"

/* Game files in the window: open, save, a bad file changing nothing, the
 * question before a game in progress is given up, the autosave, replay,
 * the board following the game, and the decisions that need their own
 * controls (the tile auction, a hand of several tiles, hints, computer
 * levels). */

static const char *
message_body (Fixture *fixture)
{
  GtkWindow *dialog = bst_window_get_message_dialog (fixture->window);

  g_assert_nonnull (dialog);
  return adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
}

/* Files --------------------------------------------------------------------------------- */

static char *
describe_line (BstLogEntry *entry,
               BstGame     *game)
{
  g_autofree char *title = bst_log_entry_dup_title (entry, game);
  g_autofree char *details = bst_log_entry_dup_details (entry, game);

  return g_strdup_printf ("%s\n%s", title, details ? details : "");
}

static void
test_save_and_open (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "4242");
  g_autoptr (GFile) file = NULL;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  GListModel *log;
  BstGame *game;
  int scores[2];
  guint n_moves, n_log, applied;

  bst_window_start_game (fixture->window, setup);
  for (guint turn = 0; turn < 12; turn++)
    play_turn (fixture, turn);
  game = bst_window_get_game (fixture->window);
  n_moves = bst_game_get_n_moves (game);
  log = bst_game_session_get_log (bst_window_get_session (fixture->window));
  n_log = g_list_model_get_n_items (log);
  for (guint i = 0; i < n_log; i++)
    {
      g_autoptr (BstLogEntry) entry = g_list_model_get_item (log, i);

      g_ptr_array_add (lines, describe_line (entry, game));
    }
  for (guint p = 0; p < 2; p++)
    scores[p] = bst_game_get_score (game, p);

  file = temp_file (fixture, "game.bastide");
  g_assert_true (bst_window_save_file (fixture->window, file));
  g_assert_true (g_file_equal (bst_window_get_file (fixture->window), file));

  /* A new game, then the file again: the same position, log and players. */
  bst_window_start_game (fixture->window, setup);
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 0);
  applied = _bst_game_get_n_applied ();
  g_assert_true (bst_window_open_file (fixture->window, file));
  /* Reading the file played its moves, and the game is that one replay. */
  g_assert_cmpuint (_bst_game_get_n_applied () - applied, ==, n_moves);
  game = bst_window_get_game (fixture->window);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
  log = bst_game_session_get_log (bst_window_get_session (fixture->window));
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, n_log);
  for (guint i = 0; i < n_log; i++)
    {
      g_autoptr (BstLogEntry) entry = g_list_model_get_item (log, i);
      g_autofree char *line = describe_line (entry, game);

      g_assert_cmpstr (line, ==, g_ptr_array_index (lines, i));
    }
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (bst_game_get_score (game, p), ==, scores[p]);
  g_assert_cmpstr (bst_game_get_player (game, 1)->name, ==, "Ben");

  /* Play goes on, and undo works on an opened game. */
  play_turn (fixture, 12);
  activate_history (fixture, "undo");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
  {
    g_autoptr (BstGameRecord) saved = bst_game_record_load (file, NULL, NULL);

    g_assert_true (bst_game_record_equal (bst_game_session_get_record (bst_window_get_session (fixture->window)),
                                          saved));
  }
}

/* A bad file changes nothing and says what is wrong. */
static void
test_open_bad_file (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bad-inputs",
                                                 "mismatched-edges.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) expected = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  BstGame *game;
  BstGameSession *session;
  int scores[2];
  guint n_moves;

  game = play_opening (fixture, "77", 9);
  session = bst_window_get_session (fixture->window);
  n_moves = bst_game_get_n_moves (game);
  for (guint p = 0; p < 2; p++)
    scores[p] = bst_game_get_score (game, p);

  record = bst_game_record_load (file, NULL, &expected);
  g_assert_null (record);
  g_assert_nonnull (expected);

  g_assert_false (bst_window_open_file (fixture->window, file));
  iterate ();
  g_assert_nonnull (strstr (message_body (fixture), expected->message));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_true (bst_window_get_session (fixture->window) == session);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (bst_game_get_score (game, p), ==, scores[p]);
  g_assert_null (bst_window_get_file (fixture->window));

  /* Every bad input of the collection is refused the same way. */
  {
    g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "bad-inputs", NULL);
    g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *bad_path = NULL;
        g_autoptr (GFile) bad = NULL;

        if (!g_str_has_suffix (name, ".bastide"))
          continue;
        bad_path = g_build_filename (dir_path, name, NULL);
        bad = g_file_new_for_path (bad_path);
        g_assert_false (bst_window_open_file (fixture->window, bad));
        g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, n_moves);
      }
  }
}

/* Saving where it cannot be written fails with a message and leaves what
 * was there as it was. */
static void
test_save_fails (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "5");
  g_autoptr (GFile) good = NULL;
  g_autoptr (GFile) not_a_dir = NULL;
  g_autoptr (GFile) proc = g_file_new_for_path ("/proc/version");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *proc_before = NULL;
  g_autofree char *proc_after = NULL;
  gsize before_len, after_len;

  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  good = temp_file (fixture, "kept.bastide");
  g_assert_true (bst_window_save_file (fixture->window, good));
  g_assert_true (g_file_load_contents (good, NULL, &before, &before_len, NULL, NULL));
  play_turn (fixture, 1);

  /* The parent is a regular file. */
  not_a_dir = g_file_get_child (good, "game.bastide");
  g_assert_false (bst_window_save_file (fixture->window, not_a_dir));
  g_assert_cmpstr (message_body (fixture), !=, "");
  g_assert_true (g_file_equal (bst_window_get_file (fixture->window), good));
  g_assert_true (g_file_load_contents (good, NULL, &after, &after_len, NULL, NULL));
  g_assert_cmpmem (before, before_len, after, after_len);

  /* A file nobody may replace, not even root. */
  if (g_file_load_contents (proc, NULL, &proc_before, NULL, NULL, NULL))
    {
      g_assert_false (bst_window_save_file (fixture->window, proc));
      g_assert_cmpstr (message_body (fixture), !=, "");
      g_assert_true (g_file_load_contents (proc, NULL, &proc_after, NULL, NULL, NULL));
      g_assert_cmpstr (proc_before, ==, proc_after);
    }
}

/* A game that started from a position of its own goes to a file and back. */
static void
test_custom_start (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *path = bst_test_position_path ("custom-start.bastide");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) copy = NULL;
  g_autoptr (BstGameRecord) saved = NULL;
  g_autoptr (GError) error = NULL;
  BstGame *game;
  guint n_moves;

  g_assert_true (bst_window_open_file (fixture->window, file));
  game = bst_window_get_game (fixture->window);
  n_moves = bst_game_get_n_moves (game);
  g_assert_nonnull (bst_game_session_get_start (bst_window_get_session (fixture->window)));
  for (guint turn = 0; turn < 4 && !bst_game_is_over (game); turn++)
    {
      if (!bst_game_session_get_human_turn (bst_window_get_session (fixture->window)))
        break;
      play_turn (fixture, turn);
    }
  copy = temp_file (fixture, "custom.bastide");
  g_assert_true (bst_window_save_file (fixture->window, copy));
  saved = bst_game_record_load (copy, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bst_game_record_get_moves (saved)->len, ==, bst_game_get_n_moves (game));
  g_assert_cmpuint (bst_game_get_n_moves (game), >=, n_moves);
  g_assert_nonnull (bst_game_record_get_start (saved));
}

/* Replacing a game in progress ------------------------------------------------------------ */

#define REPLACE_GAME "Replace the Current Game?"

static void
answer (Fixture    *fixture,
        const char *label)
{
  answer_question (fixture, REPLACE_GAME, label);
}

static gboolean
three_moves (Fixture *fixture)
{
  return bst_game_get_n_moves (bst_window_get_game (fixture->window)) >= 3;
}

static void
test_open_asks (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "606");
  g_autoptr (BstSetup) computers = two_players (BST_SEAT_RANDOM, BST_SEAT_RANDOM, "607");
  g_autoptr (GFile) other = NULL;
  BstGame *game;

  /* The game to open: two moves of another. */
  other = temp_file (fixture, "other.bastide");
  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  play_turn (fixture, 1);
  g_assert_true (bst_window_save_file (fixture->window, other));

  /* A new game has nothing to lose, nor a game saved as it is. */
  bst_window_start_game (fixture->window, setup);
  g_assert_true (bst_window_open_file (fixture->window, other));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 2);
  game = bst_window_get_game (fixture->window);
  g_assert_true (bst_window_open_file (fixture->window, other));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_true (bst_window_get_game (fixture->window) != game);

  /* A game in progress: the question comes first, and Cancel keeps it. */
  bst_window_start_game (fixture->window, setup);
  for (guint turn = 0; turn < 3; turn++)
    play_turn (fixture, turn);
  game = bst_window_get_game (fixture->window);
  g_assert_true (bst_window_open_file (fixture->window, other));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (fixture, REPLACE_GAME)),
                            "other.bastide"));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  answer (fixture, "_Cancel");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 3);
  g_assert_null (bst_window_get_file (fixture->window));
  /* It goes on as before. */
  play_turn (fixture, 3);

  /* Open replaces it. */
  g_assert_true (bst_window_open_file (fixture->window, other));
  answer (fixture, "_Open");
  game = bst_window_get_game (fixture->window);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);
  g_assert_true (g_file_equal (bst_window_get_file (fixture->window), other));
  g_assert_true (bst_game_session_get_human_turn (bst_window_get_session (fixture->window)));

  /* Played on past its file, it is asked about again. */
  play_turn (fixture, 2);
  g_assert_true (bst_window_open_file (fixture->window, other));
  answer (fixture, "_Cancel");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 3);

  /* Play Again asks the same way. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.play-again", NULL));
  answer (fixture, "_Cancel");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.play-again", NULL));
  answer (fixture, "_Play Again");
  g_assert_true (bst_window_get_game (fixture->window) != game);
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 0);

  /* Computer players alone, as in the demo: nothing to ask. */
  bst_window_start_game (fixture->window, computers);
  wait_until (three_moves, fixture);
  g_assert_true (bst_window_open_file (fixture->window, other));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_true (g_file_equal (bst_window_get_file (fixture->window), other));
}

static BstNewGameDialog *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (BST_IS_NEW_GAME_DIALOG (window))
        return BST_NEW_GAME_DIALOG (window);
    }
  return NULL;
}

/* Starting a new game over one in progress asks, over the new game dialog. */
static void
test_new_game_asks (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "808");
  BstNewGameDialog *dialog;
  BstGame *game;

  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  game = bst_window_get_game (fixture->window);

  bst_window_show_new_game_dialog (fixture->window);
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (question (fixture, REPLACE_GAME)))
                 == GTK_WINDOW (dialog));
  answer (fixture, "_Cancel");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_true (find_new_game_dialog () == dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  answer (fixture, "_Start");
  g_assert_true (bst_window_get_game (fixture->window) != game);
  iterate ();
  g_assert_null (find_new_game_dialog ());
}

/* Autosave ------------------------------------------------------------------------------ */

static void
test_autosave (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "31");
  g_autoptr (GFile) autosave = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  BstGame *game;

  autosave = temp_file (fixture, "autosave.bastide");
  bst_window_set_autosave_file (fixture->window, autosave);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  for (guint turn = 0; turn < 5; turn++)
    play_turn (fixture, turn);
  bst_autosave_flush ();
  record = bst_game_record_load (autosave, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bst_game_record_get_moves (record)->len, ==, 5);

  /* Undo is saved too. */
  activate_history (fixture, "undo");
  bst_autosave_flush ();
  g_clear_object (&record);
  record = bst_game_record_load (autosave, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bst_game_record_get_moves (record)->len, ==, bst_game_get_n_moves (game));

  /* Resuming it gives the same game. */
  bst_window_start_game (fixture->window, setup);
  bst_autosave_flush ();
  g_assert_false (g_file_query_exists (autosave, NULL));
  g_assert_true (bst_game_record_save (record, autosave, NULL, NULL));
  g_assert_true (bst_window_resume_autosave (fixture->window, autosave));
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 4);

  /* The end of the game deletes it. */
  game = bst_window_get_game (fixture->window);
  for (guint turn = 0; !bst_game_is_over (game); turn++)
    play_turn (fixture, turn);
  bst_autosave_flush ();
  g_assert_false (g_file_query_exists (autosave, NULL));
}

/* A broken autosave is kept aside and changes nothing. */
static void
test_autosave_broken (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  g_autofree char *aside_path = NULL;
  BstGame *game;

  autosave = temp_file (fixture, "autosave.bastide");
  g_assert_true (g_file_replace_contents (autosave, "{ \"format\": 1", 13, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, NULL));
  game = bst_window_get_game (fixture->window);
  g_assert_false (bst_window_resume_autosave (fixture->window, autosave));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_false (g_file_query_exists (autosave, NULL));
  {
    g_autoptr (GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *name = g_date_time_format (now, "autosave.bastide.unreadable-%Y-%m-%d");

    aside_path = g_build_filename (fixture->dir, name, NULL);
  }
  g_assert_true (g_file_test (aside_path, G_FILE_TEST_EXISTS));
}

/* The end, replay ----------------------------------------------------------------------- */

static void
test_results_and_replay (Fixture       *fixture,
                         gconstpointer  data)
{
  BstGame *game = play_to_results (fixture, "8");
  BstResultsDialog *results;
  BstGameSession *replay;
  guint n_moves;

  n_moves = bst_game_get_n_moves (game);
  results = BST_RESULTS_DIALOG (bst_window_get_results_dialog (fixture->window));
  g_assert_cmpuint (bst_score_chart_get_n_points (bst_results_dialog_get_chart (results)),
                    ==, n_moves + 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay", NULL));
  replay = bst_window_get_replay (fixture->window);
  g_assert_nonnull (replay);
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  g_assert_cmpuint (bst_game_get_n_moves (bst_game_session_get_game (replay)), ==, 0);
  g_assert_true (bst_board_view_get_game (bst_window_get_board_view (fixture->window))
                 == bst_game_session_get_game (replay));
  g_assert_false (action_enabled (fixture, "undo"));
  for (guint i = 0; i < 10; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-next", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-previous", NULL));
  g_assert_cmpuint (bst_game_get_n_moves (bst_game_session_get_game (replay)), ==, 9);
  /* The real game stays whole while it is replayed. */
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.replay-continue", NULL));
  g_assert_null (bst_window_get_replay (fixture->window));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), >=, 9);
  g_assert_false (bst_game_is_over (game));
  g_assert_true (bst_board_view_get_game (bst_window_get_board_view (fixture->window)) == game);
}

/* The board --------------------------------------------------------------------------- */

static void
assert_board_shown (Fixture *fixture)
{
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  const BstState *state = bst_game_get_state (bst_window_get_game (fixture->window));
  BstBoardTransform t;
  double left, top, right, bottom;

  bst_board_view_get_transform (board, &t);
  bst_board_transform_to_board (&t, 0, 0, &left, &top);
  bst_board_transform_to_board (&t, gtk_widget_get_width (GTK_WIDGET (board)),
                                gtk_widget_get_height (GTK_WIDGET (board)), &right, &bottom);
  for (guint i = 0; i < state->n_tiles; i++)
    {
      g_assert_cmpfloat (left, <=, state->tiles[i].x - 1 + 1e-6);
      g_assert_cmpfloat (top, <=, state->tiles[i].y - 1 + 1e-6);
      g_assert_cmpfloat (right, >=, state->tiles[i].x + 2 - 1e-6);
      g_assert_cmpfloat (bottom, >=, state->tiles[i].y + 2 - 1e-6);
    }
}

/* Tiles put down furthest south, by a person and the computer: the view
 * keeps the whole board in sight until the player zooms. */
static void
test_board_follows (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "909");
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  BstBoardTransform fitted, zoomed, t;
  BstGame *game;

  g_settings_set_double (fixture->settings, "animation-speed", 0.0);
  g_assert_cmpfloat (bst_board_view_get_animation_speed (board), ==, 0.0);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  bst_board_view_get_transform (board, &fitted);
  for (guint turn = 0; turn < 10; turn++)
    {
      const BstState *state = bst_game_get_state (game);
      g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
      const BstPlacement *south = &g_array_index (placements, BstPlacement, 0);

      for (guint i = 1; i < placements->len; i++)
        if (g_array_index (placements, BstPlacement, i).y > south->y)
          south = &g_array_index (placements, BstPlacement, i);
      bst_board_view_set_cursor (board, south->x, south->y);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.confirm",
                                                 NULL));
      /* The board shows the move in the frame after the side panel. */
      wait_for_frames (GTK_WIDGET (board), 2);
      assert_board_shown (fixture);
    }
  bst_board_view_get_transform (board, &t);
  g_assert_false (t.zoom == fitted.zoom && t.x == fitted.x && t.y == fitted.y);

  /* Zoomed by hand: left alone, until Show the Whole Board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.zoom-in", NULL));
  bst_board_view_get_transform (board, &zoomed);
  play_turn (fixture, 10);
  play_turn (fixture, 11);
  bst_board_view_get_transform (board, &t);
  g_assert_true (t.zoom == zoomed.zoom && t.x == zoomed.x && t.y == zoomed.y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-whole-board",
                                             NULL));
  g_assert_true (bst_board_view_get_following (board));
  assert_board_shown (fixture);
}

/* Decisions ----------------------------------------------------------------------------- */

static void
test_auction (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "12");
  BstGame *game;
  guint turn = 0;
  gboolean bid_seen = FALSE;

  g_object_set (bst_setup_get_rules (setup), "auction", TRUE, NULL);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);

  while (!bst_game_is_over (game) && turn < 200)
    {
      const BstState *state = bst_game_get_state (game);

      if (state->phase == BST_PHASE_BID)
        {
          guint bidder = bst_state_to_move (state);

          g_assert_true (action_enabled (fixture, "bid"));
          g_assert_false (action_enabled (fixture, "confirm"));
          if (!bid_seen && state->scores[bidder] > 0)
            {
              bid_seen = TRUE;
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.bid",
                                                         "u", 1));
              g_assert_cmpuint (bst_game_get_state (game)->phase, ==, BST_PHASE_DECIDE);
              g_assert_true (action_enabled (fixture, "accept"));
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window),
                                                         "game.accept", NULL));
              g_assert_cmpuint (bst_game_get_state (game)->current_player, ==, bidder);
            }
          else
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.pass", NULL));
        }
      else if (state->phase == BST_PHASE_DECIDE)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.keep", NULL));
      else
        play_turn (fixture, turn++);
      iterate ();
    }
  g_assert_true (bid_seen);
}

static void
test_hand (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "3");
  BstBoardView *board;
  BstGame *game;
  const BstState *state;
  BstMove pending;

  g_object_set (bst_setup_get_rules (setup), "hand", 3u, NULL);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  board = bst_window_get_board_view (fixture->window);
  state = bst_game_get_state (game);
  g_assert_cmpuint (state->n_hand, ==, 3);
  g_assert_cmpuint (bst_side_panel_get_n_hand_buttons (bst_window_get_side_panel (fixture->window)),
                    ==, 3);

  /* Choosing the third tile in the panel places it. */
  g_assert_true (bst_side_panel_select_hand (bst_window_get_side_panel (fixture->window), 2));
  g_assert_cmpuint (bst_board_view_get_hand_index (board), ==, 2);
  {
    g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[2]);
    const BstPlacement *where = &g_array_index (placements, BstPlacement, 0);
    guint tile = state->hand[2];

    bst_board_view_set_cursor (board, where->x, where->y);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
    g_assert_true (bst_board_view_get_pending_move (board, &pending));
    g_assert_cmpuint (pending.tile, ==, tile);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.confirm", NULL));
    g_assert_cmpuint (bst_game_get_move (game, 0)->tile, ==, tile);
  }
}

static gboolean
pending_shown (Fixture *fixture)
{
  return bst_board_view_get_pending_move (bst_window_get_board_view (fixture->window), NULL);
}

static void
test_computer_levels (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_EASY, "21");
  BstGame *game;

  /* Slow enough that the computer is still thinking or waiting when the
   * move is taken back, even on a busy machine. */
  g_settings_set_double (fixture->settings, "animation-speed", 0.25);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);

  /* A hint puts a tile down where the Medium level would. */
  g_assert_true (action_enabled (fixture, "hint"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.hint", NULL));
  wait_until (pending_shown, fixture);
  g_assert_true (action_enabled (fixture, "confirm"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.confirm", NULL));
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 1);

  /* The computer thinks in a thread and moves. */
  wait_until (human_to_move, fixture);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);

  /* Undo while it thinks: its move never lands. */
  play_turn (fixture, 1);
  g_assert_false (human_to_move (fixture));
  activate_history (fixture, "undo");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);
  g_assert_true (human_to_move (fixture));
  {
    gboolean waited = FALSE;
    guint source = g_timeout_add (1500, timeout_cb, &waited);

    while (!waited)
      g_main_context_iteration (NULL, TRUE);
    (void) source;
  }
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);

  /* Medium and Hard seats play too. */
  g_clear_object (&setup);
  setup = two_players (BST_SEAT_MEDIUM, BST_SEAT_HARD, "22");
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  while (bst_game_get_n_moves (game) < 4)
    g_main_context_iteration (NULL, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test_with_dir ("/gui/window-files/save-and-open", test_save_and_open);
  add_window_test_with_dir ("/gui/window-files/open-bad-file", test_open_bad_file);
  add_window_test_with_dir ("/gui/window-files/save-fails", test_save_fails);
  add_window_test_with_dir ("/gui/window-files/custom-start", test_custom_start);
  add_window_test_with_dir ("/gui/window-files/open-asks", test_open_asks);
  add_window_test_with_dir ("/gui/window-files/new-game-asks", test_new_game_asks);
  add_window_test_with_dir ("/gui/window-files/autosave", test_autosave);
  add_window_test_with_dir ("/gui/window-files/autosave-broken", test_autosave_broken);
  add_window_test_with_dir ("/gui/game/results-and-replay", test_results_and_replay);
  add_window_test_with_dir ("/gui/game/board-follows", test_board_follows);
  add_window_test_with_dir ("/gui/game/auction", test_auction);
  add_window_test_with_dir ("/gui/game/hand", test_hand);
  add_window_test_with_dir ("/gui/game/computer-levels", test_computer_levels);

  return g_test_run ();
}

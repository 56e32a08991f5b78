/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-editor-view.h"
#include "bst-playout.h"
#include "bst-puzzle-browser.h"
#include "bst-share-code.h"

/* A share code opened in the window goes where what it holds belongs: a
 * puzzle to the Puzzles page, ready to solve; a replay code's game to the
 * game page with its moves; a position to the editor. A bad code changes
 * nothing. */

static BstPuzzleView *shown_view;

static gboolean
answer_worked_out (Fixture *fixture)
{
  return bst_puzzle_get_answer (bst_puzzle_view_get_puzzle (shown_view)) != NULL;
}

/* A score-it puzzle's code opens on the Puzzles page as that puzzle; the
 * answer, which the code does not carry, is worked out; the right scores
 * solve it; the game is left alone. */
static void
test_puzzle (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstPuzzle) original = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *code = NULL;
  BstGame *game;
  GtkWidget *browser;
  BstPuzzleView *view;
  BstPuzzle *shown;
  const BstPuzzleSolution *answer;
  gboolean correct = FALSE;

  record = bst_test_load_pack_record ("03-crossroads.bastide");
  original = bst_puzzle_new_from_record (record, &error);
  g_assert_no_error (error);
  code = bst_test_encode_record (record, 0);
  game = bst_window_get_game (fixture->window);
  g_assert_cmpstr (visible_page (fixture), ==, "game");

  g_assert_true (bst_window_open_share_code (fixture->window, code));
  iterate ();
  g_assert_cmpstr (visible_page (fixture), ==, "puzzles");
  browser = find_widget (GTK_WIDGET (fixture->window), BST_TYPE_PUZZLE_BROWSER);
  g_assert_nonnull (browser);
  g_assert_true (gtk_widget_get_mapped (browser));
  view = bst_puzzle_browser_get_puzzle_view (BST_PUZZLE_BROWSER (browser));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  shown = bst_puzzle_view_get_puzzle (view);
  g_assert_nonnull (shown);
  g_assert_cmpstr (bst_puzzle_get_title (shown), ==, bst_puzzle_get_title (original));
  g_assert_cmpstr (bst_puzzle_get_description (shown), ==, bst_puzzle_get_description (original));
  g_assert_cmpint (bst_puzzle_get_kind (shown), ==, BST_PUZZLE_SCORE_IT);
  g_assert_true (bst_position_equal (bst_puzzle_get_position (shown),
                                     bst_puzzle_get_position (original)));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);
  g_assert_null (bst_window_get_message_dialog (fixture->window));

  shown_view = view;
  wait_until (answer_worked_out, fixture);
  g_assert_true (bst_puzzle_solution_equal (bst_puzzle_get_answer (shown),
                                            bst_puzzle_get_answer (original)));

  /* Not one of the pack: Next leads nowhere. */
  gtk_widget_activate_action (browser, "puzzles.next", NULL);
  iterate ();
  g_assert_true (bst_puzzle_view_get_puzzle (view) == shown);

  answer = bst_puzzle_get_answer (original);
  for (guint p = 0; p < answer->n_players; p++)
    bst_puzzle_view_set_score (view, p, answer->scores[p]);
  g_assert_true (bst_puzzle_view_check (view, &correct));
  g_assert_true (correct);
}

/* A bad code says what is wrong and changes nothing. */
static void
test_bad_code (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (BstGameRecord) record = NULL;
  g_autofree char *code = NULL;
  AdwMessageDialog *dialog;
  BstGame *game;

  record = bst_test_load_pack_record ("01-road-basics.bastide");
  code = bst_share_code_encode_record (record, 0, NULL);
  code[strlen (code) / 2] = code[strlen (code) / 2] == 'A' ? 'B' : 'A';
  game = bst_window_get_game (fixture->window);

  g_assert_false (bst_window_open_share_code (fixture->window, code));
  iterate ();
  dialog = question (fixture, "Could Not Open the Share Code");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "The share code is damaged"));
  g_assert_cmpstr (visible_page (fixture), ==, "game");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_null (find_widget (GTK_WIDGET (fixture->window), BST_TYPE_PUZZLE_BROWSER));
}

/* A replay code opens as the game, its moves there to undo. */
static void
test_replay (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *code = NULL;
  BstPlayerInfo players[2] = {
    { (char *) "Anna", 0, BST_SEAT_HUMAN }, { (char *) "Ben", 1, BST_SEAT_HUMAN },
  };
  BstRuleSet rules;
  BstRng rng;
  BstGame *game;

  bst_rule_set_init_default (&rules);
  record = bst_game_record_new (&rules, players, 7);
  bst_rng_seed (&rng, 7, 7);
  for (guint i = 0; i < 12; i++)
    {
      const BstState *state = bst_position_get_state (bst_game_record_get_position (record));
      BstMove move;

      bst_playout_random_move (state, &rng, &move);
      g_assert_true (bst_game_record_play (record, &move, NULL, NULL, NULL));
    }
  code = bst_share_code_encode_record (record, BST_SHARE_CODE_REPLAY, &error);
  g_assert_no_error (error);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-page", "s", "editor");
  iterate ();
  g_assert_true (bst_window_open_share_code (fixture->window, code));
  iterate ();
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpstr (visible_page (fixture), ==, "game");
  game = bst_window_get_game (fixture->window);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 12);
  g_assert_true (bst_position_equal (
    bst_game_record_get_position (bst_game_session_get_record (bst_window_get_session (
      fixture->window))),
    bst_game_record_get_position (record)));
  g_assert_null (bst_window_get_file (fixture->window));
  activate_history (fixture, "undo");
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 11);
}

/* A position alone opens in the editor. */
static void
test_position (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (BstGameRecord) record = bst_test_load_pack_record ("05-small-city.bastide");
  BstPosition *position = bst_game_record_get_position (record);
  g_autofree char *code = bst_share_code_encode (position);
  GtkWidget *editor;
  BstGame *game;

  game = bst_window_get_game (fixture->window);
  g_assert_true (bst_window_open_share_code (fixture->window, code));
  iterate ();
  g_assert_cmpstr (visible_page (fixture), ==, "editor");
  editor = find_widget (GTK_WIDGET (fixture->window), BST_TYPE_EDITOR_VIEW);
  g_assert_nonnull (editor);
  g_assert_true (bst_position_equal (
    bst_editor_document_get_position (bst_editor_view_get_document (BST_EDITOR_VIEW (editor))),
    position));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_null (find_widget (GTK_WIDGET (fixture->window), BST_TYPE_PUZZLE_BROWSER));
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window-share-code/puzzle", test_puzzle);
  add_window_test ("/gui/window-share-code/bad-code", test_bad_code);
  add_window_test ("/gui/window-share-code/replay", test_replay);
  add_window_test ("/gui/window-share-code/position", test_position);

  return g_test_run ();
}

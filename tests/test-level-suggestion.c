/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-level-streaks.h"
#include "bst-results-dialog.h"

/* The offer of a stronger level in the results, through the real window:
 * games on a table of two squares, where Anna puts the only tile that fits
 * down with a meeple on it, and Ben, the computer, never gets to move. */

#define SEED "1"

static gboolean
human_to_move_or_results (Fixture *fixture)
{
  return human_to_move (fixture) || results_shown (fixture);
}

static BstResultsDialog *
results (Fixture *fixture)
{
  return BST_RESULTS_DIALOG (bst_window_get_results_dialog (fixture->window));
}

/* Plays a game of Anna against @computer to its results, which Anna won. */
static void
win_against (Fixture     *fixture,
             BstSeatKind  computer)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, computer, SEED);
  BstGame *game;

  g_object_set (bst_setup_get_rules (setup), "table-width", 2u, "table-height", 1u, NULL);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  while (!results_shown (fixture))
    {
      wait_until (human_to_move_or_results, fixture);
      if (!results_shown (fixture))
        play_turn (fixture, 0);
    }
  g_assert_cmpuint (bst_game_get_winners (game), ==, 0x1);
}

static void
reset_streaks (Fixture *fixture)
{
  g_settings_reset (fixture->settings, "level-streaks");
  g_settings_reset (fixture->settings, "suggest-stronger-level");
}

/* With BST_TEST_SHOT set, the results as they look, in that PNG. */
static void
maybe_save_shot (GtkWidget *widget)
{
  const char *path = g_getenv ("BST_TEST_SHOT");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GskRenderer *renderer;

  if (path == NULL)
    return;
  wait_for_frames (widget, 3);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* The third win in a row against Easy offers Medium, and the offer starts
 * the same game with Medium at the computer's seat. */
static void
test_three_wins (Fixture       *fixture,
                 gconstpointer  data)
{
  BstGame *game;

  reset_streaks (fixture);
  for (guint won = 1; won <= 2; won++)
    {
      win_against (fixture, BST_SEAT_EASY);
      g_assert_cmpuint (bst_level_streaks_get (fixture->settings, BST_AI_EASY), ==, won);
      g_assert_null (bst_results_dialog_get_suggestion (results (fixture)));
    }
  win_against (fixture, BST_SEAT_EASY);
  g_assert_cmpstr (bst_results_dialog_get_suggestion (results (fixture)), ==,
                   "You have beaten Easy three times in a row. Try Medium?");
  maybe_save_shot (GTK_WIDGET (results (fixture)));

  g_signal_emit_by_name (find_button (GTK_WIDGET (results (fixture)), "_Try Medium"), "clicked");
  iterate ();
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  game = bst_window_get_game (fixture->window);
  g_assert_false (bst_game_is_over (game));
  g_assert_cmpuint (bst_game_get_n_players (game), ==, 2);
  g_assert_cmpint (bst_game_get_player (game, 0)->kind, ==, BST_SEAT_HUMAN);
  g_assert_cmpstr (bst_game_get_player (game, 0)->name, ==, "Anna");
  g_assert_cmpint (bst_game_get_player (game, 1)->kind, ==, BST_SEAT_MEDIUM);
  g_assert_cmpstr (bst_game_get_player (game, 1)->name, ==, "Ben");
  g_assert_cmpuint (bst_rules_get_set (bst_game_get_rules (game))->table_width, ==, 2);
  /* The streak against Easy stays for another time. */
  g_assert_cmpuint (bst_level_streaks_get (fixture->settings, BST_AI_EASY), ==, 3);
}

/* Switched off in the settings, three wins in a row offer nothing. */
static void
test_switched_off (Fixture       *fixture,
                   gconstpointer  data)
{
  reset_streaks (fixture);
  g_settings_set_boolean (fixture->settings, "suggest-stronger-level", FALSE);
  for (guint won = 1; won <= 3; won++)
    {
      win_against (fixture, BST_SEAT_BEGINNER);
      g_assert_null (bst_results_dialog_get_suggestion (results (fixture)));
    }
  g_assert_cmpuint (bst_level_streaks_get (fixture->settings, BST_AI_BEGINNER), ==, 3);
}

/* "Don't suggest again" takes the offer away and turns the suggestions off;
 * after Expert there is nothing to suggest. */
static void
test_dont_suggest_again (Fixture       *fixture,
                         gconstpointer  data)
{
  reset_streaks (fixture);
  for (guint i = 0; i < BST_LEVEL_STREAK_TO_SUGGEST - 1; i++)
    {
      bst_level_streaks_add_result (fixture->settings, BST_AI_HARD, TRUE);
      bst_level_streaks_add_result (fixture->settings, BST_AI_EXPERT, TRUE);
    }
  win_against (fixture, BST_SEAT_EXPERT);
  g_assert_cmpuint (bst_level_streaks_get (fixture->settings, BST_AI_EXPERT), ==, 3);
  g_assert_null (bst_results_dialog_get_suggestion (results (fixture)));

  win_against (fixture, BST_SEAT_HARD);
  g_assert_cmpstr (bst_results_dialog_get_suggestion (results (fixture)), ==,
                   "You have beaten Hard three times in a row. Try Expert?");
  g_signal_emit_by_name (find_button (GTK_WIDGET (results (fixture)), "_Don’t Suggest Again"),
                         "clicked");
  iterate ();
  g_assert_nonnull (results (fixture));
  g_assert_null (bst_results_dialog_get_suggestion (results (fixture)));
  g_assert_false (g_settings_get_boolean (fixture->settings, "suggest-stronger-level"));
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  add_window_test ("/gui/level-suggestion/three-wins", test_three_wins);
  add_window_test ("/gui/level-suggestion/switched-off", test_switched_off);
  add_window_test ("/gui/level-suggestion/dont-suggest-again", test_dont_suggest_again);
  return g_test_run ();
}

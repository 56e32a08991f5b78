/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-editor-board.h"
#include "bst-log-entry.h"
#include "bst-new-game-dialog.h"
#include "bst-preferences-window.h"
#include "bst-results-dialog.h"
#include "bst-score-banner-private.h"
#include "bst-tile.h"

/* The game window driven the way a person drives it: the board view's
 * actions to put a tile and a meeple down, game.confirm to end the turn. */

/* The log reads from the first turn down and shows its end; the final
 * scoring comes last, its lines shown once its row is opened. */
static void
assert_final_scoring_logged (Fixture *fixture)
{
  BstGame *game = bst_window_get_game (fixture->window);
  GListModel *log = bst_game_session_get_log (bst_window_get_session (fixture->window));
  guint n_lines = g_list_model_get_n_items (log);
  /* The session keeps the newest line first. */
  g_autoptr (BstLogEntry) entry = g_list_model_get_item (log, 0);
  g_autoptr (BstLogEntry) first = g_list_model_get_item (log, n_lines - 1);
  g_autofree char *details = bst_log_entry_dup_details (entry, game);
  g_autofree char *first_title = bst_log_entry_dup_title (first, game);
  GtkListBox *list = bst_side_panel_get_log_list (bst_window_get_side_panel (fixture->window));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) n_lines - 1);
  GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW)));

  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, 0))),
                   ==, first_title);
  g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), >, gtk_adjustment_get_page_size (scroll));
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll) + gtk_adjustment_get_page_size (scroll),
                     >=, gtk_adjustment_get_upper (scroll) - 1);
  g_assert_true (bst_log_entry_is_final (entry));
  g_assert_nonnull (details);
  g_assert_true (ADW_IS_EXPANDER_ROW (row));
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  g_assert_false (shows_label (GTK_WIDGET (row), details));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  g_assert_true (shows_label (GTK_WIDGET (row), details));
}

static void
test_window_human_game (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "1234");
  BstSidePanel *panel;
  BstGame *game;
  GtkWindow *results;
  guint turn = 0;

  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  panel = bst_window_get_side_panel (fixture->window);
  g_assert_false (action_enabled (fixture, "confirm"));
  g_assert_false (action_enabled (fixture, "undo"));

  /* Take back leaves the position as it was. */
  put_tile_down (fixture, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.take-back", NULL));
  g_assert_false (bst_board_view_get_pending_move (bst_window_get_board_view (fixture->window), NULL));
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);

  while (!bst_game_is_over (game))
    {
      guint n_moves = bst_game_get_n_moves (game);

      put_tile_down (fixture, turn++);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.confirm", NULL));
      g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves + 1);
      iterate ();

      for (guint p = 0; p < bst_game_get_n_players (game); p++)
        {
          g_autofree char *expected = g_strdup_printf ("%d", bst_game_get_score (game, p));
          GtkLabel *label = bst_player_row_get_score_label (bst_side_panel_get_player_row (panel, p));

          g_assert_cmpstr (gtk_label_get_label (label), ==, expected);
        }
    }
  g_assert_cmpuint (turn, >, 60);
  g_assert_cmpuint (g_list_model_get_n_items (bst_game_session_get_log (bst_window_get_session (fixture->window))),
                    ==, bst_game_get_n_moves (game) + 1);

  wait_until (results_shown, fixture);
  results = bst_window_get_results_dialog (fixture->window);
  for (guint p = 0; p < bst_game_get_n_players (game); p++)
    {
      g_autofree char *total = g_strdup_printf ("%d", bst_game_get_score (game, p));
      int sum = 0;

      for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
        sum += atoi (bst_results_dialog_get_cell (BST_RESULTS_DIALOG (results), p, kind));
      g_assert_cmpint (sum, ==, bst_game_get_score (game, p));
      g_assert_cmpstr (bst_results_dialog_get_cell (BST_RESULTS_DIALOG (results), p, 4), ==, total);
    }
  assert_final_scoring_logged (fixture);

  /* Undo takes the game out of its end and the results away. */
  activate_history (fixture, "undo");
  iterate ();
  g_assert_false (bst_game_is_over (game));
  g_assert_null (bst_window_get_results_dialog (fixture->window));
  activate_history (fixture, "redo");
  g_assert_true (bst_game_is_over (game));

  /* Play again: the same players, a fresh game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.play-again", NULL));
  g_assert_true (bst_window_get_game (fixture->window) != game);
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 0);
  g_assert_cmpstr (bst_game_get_player (bst_window_get_game (fixture->window), 0)->name, ==, "Anna");
}

static void
test_window_undo_random (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_RANDOM, "99");
  BstGame *game;

  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);

  put_tile_down (fixture, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.confirm", NULL));
  g_assert_false (human_to_move (fixture));
  /* The board is not the human's while the computer plays. */
  g_assert_false (bst_board_view_get_interactive (bst_window_get_board_view (fixture->window)));
  wait_until (human_to_move, fixture);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);

  /* Undo goes back past the computer's move to the human's. */
  activate_history (fixture, "undo");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);
  g_assert_true (human_to_move (fixture));
  g_assert_false (action_enabled (fixture, "undo"));
  g_assert_cmpuint (g_list_model_get_n_items (bst_game_session_get_log (bst_window_get_session (fixture->window))),
                    ==, 0);

  /* Redo brings both moves back. */
  activate_history (fixture, "redo");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);
  g_assert_true (human_to_move (fixture));
}

static void
test_new_game_dialog (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr (BstSetup) setup = NULL;
  BstNewGameDialog *dialog;
  gboolean started = FALSE;

  setup = bst_setup_new_from_settings (fixture->settings);
  dialog = bst_new_game_dialog_new (setup);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect_swapped (dialog, "start", G_CALLBACK (timeout_cb), &started);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (fixture->window));
  gtk_window_present (GTK_WINDOW (dialog));
  iterate ();

  /* The rows are bound to the rules: more players show more seats. */
  g_object_set (bst_setup_get_rules (setup), "players", 5u, "farmers", FALSE, NULL);
  g_assert_cmpuint (bst_setup_get_n_players (setup), ==, 5);
  /* Taking another seat's colour swaps the two. */
  bst_setup_set_player_colour (setup, 0, bst_setup_get_player (setup, 1)->colour);
  g_assert_cmpuint (bst_setup_get_player (setup, 0)->colour, !=, bst_setup_get_player (setup, 1)->colour);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_true (started);

  /* What was set up is remembered. */
  bst_setup_save (setup, fixture->settings);
  {
    g_autoptr (BstSetup) again = bst_setup_new_from_settings (fixture->settings);
    gboolean farmers = TRUE;

    g_assert_cmpuint (bst_setup_get_n_players (again), ==, 5);
    g_object_get (bst_setup_get_rules (again), "farmers", &farmers, NULL);
    g_assert_false (farmers);
    g_assert_cmpuint (bst_setup_get_player (again, 0)->colour, ==,
                      bst_setup_get_player (setup, 0)->colour);
  }

  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();
  g_assert_null (dialog);
}

static void
test_preferences_window (Fixture       *fixture,
                         gconstpointer  data)
{
  BstPreferencesWindow *prefs;

  prefs = bst_preferences_window_new (fixture->settings);
  g_object_add_weak_pointer (G_OBJECT (prefs), (gpointer *) &prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  iterate ();
  g_settings_set_boolean (fixture->settings, "show-legal-squares", FALSE);
  g_assert_false (bst_board_view_get_show_legal_squares (bst_window_get_board_view (fixture->window)));
  gtk_window_destroy (GTK_WINDOW (prefs));
  iterate ();
  g_assert_null (prefs);
}

/* The editor and the puzzles are only built when their page is first
 * shown, and then work. */
static void
test_window_pages_on_demand (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *editor, *puzzles;

  g_assert_null (find_widget (window, g_type_from_name ("BstEditorView")));
  g_assert_null (find_widget (window, g_type_from_name ("BstPuzzleBrowser")));

  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "puzzles"));
  iterate ();
  puzzles = find_widget (window, g_type_from_name ("BstPuzzleBrowser"));
  g_assert_nonnull (puzzles);
  g_assert_true (gtk_widget_get_mapped (puzzles));
  g_assert_null (find_widget (window, g_type_from_name ("BstEditorView")));

  /* Edit Position builds the editor and shows the game's position in it. */
  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "game"));
  g_assert_true (gtk_widget_activate_action (window, "win.edit-position", NULL));
  iterate ();
  editor = find_widget (window, g_type_from_name ("BstEditorView"));
  g_assert_nonnull (editor);
  g_assert_true (gtk_widget_get_mapped (editor));
  g_assert_false (gtk_widget_get_mapped (puzzles));

  /* Shown again, each page is the same widget. */
  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "puzzles"));
  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "editor"));
  iterate ();
  g_assert_true (find_widget (window, g_type_from_name ("BstEditorView")) == editor);
  g_assert_true (find_widget (window, g_type_from_name ("BstPuzzleBrowser")) == puzzles);
}

/* The editor's board glides at the speed the preferences set, as the
 * game's board does. */
static void
test_window_editor_animation_speed (Fixture       *fixture,
                                    gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *board;

  g_settings_set_double (fixture->settings, "animation-speed", 0.0);
  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "editor"));
  iterate ();
  board = find_widget (window, g_type_from_name ("BstEditorBoard"));
  g_assert_nonnull (board);
  g_assert_cmpfloat (bst_editor_board_get_animation_speed (BST_EDITOR_BOARD (board)), ==, 0.0);
  g_settings_set_double (fixture->settings, "animation-speed", 2.5);
  g_assert_cmpfloat (bst_editor_board_get_animation_speed (BST_EDITOR_BOARD (board)), ==, 2.5);
}

/* The shortcuts window opens at the game page's keys, and lists every one of
 * them and of the application's. */
static void
test_window_shortcuts (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkApplication *app = GTK_APPLICATION (fixture->app);
  g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) keys = application_accelerators (app);
  g_autoptr (GPtrArray) page_keys = NULL;
  g_autoptr (GPtrArray) window_keys = NULL;
  GtkWidget *shortcuts;
  g_autofree char *section = NULL;
  GtkWidget *game_page;

  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  iterate ();
  shortcuts = GTK_WIDGET (gtk_application_window_get_help_overlay (
    GTK_APPLICATION_WINDOW (fixture->window)));
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_widget_get_visible (shortcuts));
  g_object_get (shortcuts, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "game");

  collect_accelerators (shortcuts, listed);
  game_page = gtk_widget_get_ancestor (GTK_WIDGET (bst_window_get_board_view (fixture->window)),
                                       ADW_TYPE_FLAP);
  page_keys = page_accelerators (game_page);
  window_keys = page_accelerators (GTK_WIDGET (fixture->window));
  g_assert_cmpuint (page_keys->len, >, 0);
  g_assert_cmpuint (window_keys->len, >, 0);
  g_ptr_array_extend (keys, page_keys, (GCopyFunc) (void (*) (void)) g_strdup, NULL);
  g_ptr_array_extend (keys, window_keys, (GCopyFunc) (void (*) (void)) g_strdup, NULL);
  g_assert_cmpuint (keys->len, >, 10);
  for (guint i = 0; i < keys->len; i++)
    if (!g_hash_table_contains (listed, keys->pdata[i]))
      g_error ("%s is not in the shortcuts window", (char *) keys->pdata[i]);
  gtk_window_close (GTK_WINDOW (shortcuts));
}

/* The score banner ------------------------------------------------------------------ */

typedef struct {
  guint      n_final;       /* final scorings with points, as the game emits them */
  GPtrArray *lines;         /* the banner's final scoring lines, as shown */
  GPtrArray *labels;        /* what screen readers were told with each line */
  guint      n_done;        /* "final-scoring-done" */
  gboolean   results_early; /* the results came before the banner was done */
} FinalScoring;

static FinalScoring final_scoring;

static void
count_final_cb (BstGame             *game,
                const BstScoreEvent *event,
                FinalScoring        *seen)
{
  if (event->final && event->points > 0)
    seen->n_final++;
}

static void
final_scoring_done_cb (BstScoreBanner *banner,
                       FinalScoring   *seen)
{
  seen->n_done++;
}

/* Notes each new line of the final scoring while waiting for the results. */
static gboolean
results_after_final_scoring (Fixture *fixture)
{
  const char *text = bst_score_banner_get_text (bst_window_get_score_banner (fixture->window));
  GPtrArray *lines = final_scoring.lines;

  if (text != NULL && g_str_has_prefix (text, "Final scoring ")
      && (lines->len == 0 || !g_str_equal (g_ptr_array_index (lines, lines->len - 1), text)))
    {
      g_ptr_array_add (lines, g_strdup (text));
      g_ptr_array_add (final_scoring.labels, _bst_score_banner_dup_accessible_label (
        bst_window_get_score_banner (fixture->window)));
    }
  if (results_shown (fixture) && final_scoring.n_done == 0)
    final_scoring.results_early = TRUE;
  return results_shown (fixture);
}

/* The scores of Anna and Ben as the banner tells them to screen readers. */
static char *
scores_in_words (int anna,
                 int ben)
{
  return g_strdup_printf ("Anna %d %s, Ben %d %s", anna, anna == 1 ? "point" : "points",
                          ben, ben == 1 ? "point" : "points");
}

/* The banner is a status, and says @expected to screen readers. */
static void
assert_accessible_scores (BstScoreBanner *banner,
                          const char     *expected)
{
  g_autofree char *label = _bst_score_banner_dup_accessible_label (banner);

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (banner)), ==,
                   GTK_ACCESSIBLE_ROLE_STATUS);
  g_assert_cmpstr (label, ==, expected);
}

/* At the end the banner shows the final scoring one feature at a time,
 * "Final scoring 1 of N: …" to "N of N", and only then the results come;
 * screen readers are told the scores counted so far in words with each. */
static void
test_score_banner_final_scoring (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_RANDOM, BST_SEAT_RANDOM, "8");
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *final_words = NULL;
  BstScoreBanner *banner;
  BstGame *game;

  final_scoring = (FinalScoring) { .lines = lines, .labels = labels };
  banner = bst_window_get_score_banner (fixture->window);
  g_signal_connect (banner, "final-scoring-done", G_CALLBACK (final_scoring_done_cb),
                    &final_scoring);
  bst_window_start_game (fixture->window, setup);
  game = bst_window_get_game (fixture->window);
  g_assert_true (bst_score_banner_get_game (banner) == game);
  g_signal_connect (game, "feature-scored", G_CALLBACK (count_final_cb), &final_scoring);

  wait_until (results_after_final_scoring, fixture);
  g_assert_true (bst_game_is_over (game));
  g_assert_cmpuint (final_scoring.n_final, >, 1);
  g_assert_cmpuint (final_scoring.n_done, ==, 1);
  g_assert_false (final_scoring.results_early);
  g_assert_cmpuint (lines->len, ==, final_scoring.n_final);
  g_assert_cmpuint (labels->len, ==, lines->len);
  for (guint i = 0; i < lines->len; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("Final scoring %u of %u: ", i + 1,
                                                 final_scoring.n_final);
      const char *now = g_strrstr (g_ptr_array_index (lines, i), " — now ");
      g_autofree char *words = NULL;
      int anna, ben;

      g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, i), prefix));
      g_assert_nonnull (now);
      g_assert_cmpint (sscanf (now + strlen (" — now "), "Anna %d, Ben %d", &anna, &ben), ==, 2);
      words = scores_in_words (anna, ben);
      g_assert_cmpstr (g_ptr_array_index (labels, i), ==, words);
    }
  /* The scores count up feature by feature, to the final ones. */
  {
    g_autofree char *totals = g_strdup_printf (" — now Anna %d, Ben %d",
                                               bst_game_get_score (game, 0),
                                               bst_game_get_score (game, 1));

    g_assert_true (g_str_has_suffix (g_ptr_array_index (lines, lines->len - 1), totals));
    g_assert_false (g_str_has_suffix (g_ptr_array_index (lines, 0), totals));
  }
  g_assert_null (bst_score_banner_get_text (banner));
  final_words = scores_in_words (bst_game_get_score (game, 0), bst_game_get_score (game, 1));
  assert_accessible_scores (banner, final_words);
  g_signal_handlers_disconnect_by_data (banner, &final_scoring);
  g_signal_handlers_disconnect_by_data (game, &final_scoring);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* Each property says when it changes, and only then. */
static void
test_score_banner_notify (void)
{
  g_autoptr (BstSetup) setup = NULL;
  g_autoptr (BstGame) game = NULL;
  GtkWidget *banner;
  guint n_game = 0, n_speed = 0;

  setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "5");
  game = bst_setup_create_game (setup);
  banner = g_object_ref_sink (bst_score_banner_new ());
  g_signal_connect (banner, "notify::game", G_CALLBACK (count_notify_cb), &n_game);
  g_signal_connect (banner, "notify::animation-speed", G_CALLBACK (count_notify_cb), &n_speed);

  g_assert_null (_bst_score_banner_dup_accessible_label (BST_SCORE_BANNER (banner)));
  bst_score_banner_set_game (BST_SCORE_BANNER (banner), game);
  bst_score_banner_set_game (BST_SCORE_BANNER (banner), game);
  g_assert_cmpuint (n_game, ==, 1);
  assert_accessible_scores (BST_SCORE_BANNER (banner), "Anna 0 points, Ben 0 points");
  bst_score_banner_set_animation_speed (BST_SCORE_BANNER (banner), 2.0);
  g_object_set (banner, "animation-speed", 2.0, NULL);
  g_assert_cmpuint (n_speed, ==, 1);
  g_assert_null (bst_score_banner_get_text (BST_SCORE_BANNER (banner)));

  g_assert_finalize_object (banner);
}


/* win.show-side-panel toggles the window's property, which follows the
 * flap, and the header's button shows it. */
static void
test_window_side_panel_action (Fixture       *fixture,
                               gconstpointer  data)
{
  GtkWidget *window, *button;
  gboolean before, after;
  guint n_notify = 0;

  window = GTK_WIDGET (fixture->window);
  button = find_actionable (window, "win.show-side-panel");
  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  g_signal_connect (window, "notify::show-side-panel", G_CALLBACK (count_notify_cb), &n_notify);
  g_assert_true (bst_window_get_action_enabled (fixture->window, "win.show-side-panel"));
  g_object_get (window, "show-side-panel", &before, NULL);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)) == before);
  g_assert_true (gtk_widget_activate_action (window, "win.show-side-panel", NULL));
  g_object_get (window, "show-side-panel", &after, NULL);
  g_assert_true (after == !before);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)) == after);
  g_assert_cmpuint (n_notify, ==, 1);
  g_object_set (window, "show-side-panel", after, NULL);
  g_assert_cmpuint (n_notify, ==, 1);
  g_assert_true (gtk_widget_activate_action (window, "win.show-side-panel", NULL));
  g_object_get (window, "show-side-panel", &after, NULL);
  g_assert_true (after == before);
  g_assert_cmpuint (n_notify, ==, 2);
  g_assert_false (bst_window_get_action_enabled (fixture->window, "win.no-such-action"));
  g_signal_handlers_disconnect_by_data (window, &n_notify);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window/human-game", test_window_human_game);
  add_window_test ("/gui/window/undo-random", test_window_undo_random);
  add_window_test ("/gui/new-game-dialog", test_new_game_dialog);
  add_window_test ("/gui/preferences", test_preferences_window);
  add_window_test ("/gui/window/pages-on-demand", test_window_pages_on_demand);
  add_window_test ("/gui/window/editor-animation-speed", test_window_editor_animation_speed);
  add_window_test ("/gui/window/shortcuts", test_window_shortcuts);
  add_window_test ("/gui/window/side-panel-action", test_window_side_panel_action);
  add_window_test ("/gui/score-banner/final-scoring", test_score_banner_final_scoring);
  add_display_test ("/gui/score-banner/notify", test_score_banner_notify);

  return g_test_run ();
}

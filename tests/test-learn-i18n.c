/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The learning content in the player's language: Romanian, from the
 * catalogues this build compiled (BASTIDE_TEST_LOCALEDIR). */

#include "bst-config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "bst-gui-test-utils.h"

#include "bst-challenge.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-progress.h"
#include "bst-puzzle-text.h"
#include "bst-rules-window.h"
#include "bst-tutorial.h"

static gboolean
translated (const char *english)
{
  return g_strcmp0 (g_dgettext (GETTEXT_PACKAGE, english), english) != 0;
}

static GPtrArray *
load_pack (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) files = bst_puzzle_progress_list_files (&error);
  GPtrArray *puzzles = g_ptr_array_new_with_free_func (g_object_unref);

  g_assert_no_error (error);
  for (guint i = 0; i < files->len; i++)
    {
      BstPuzzle *puzzle = bst_puzzle_load (g_ptr_array_index (files, i), NULL, &error);

      g_assert_no_error (error);
      g_ptr_array_add (puzzles, puzzle);
    }
  g_assert_cmpuint (puzzles->len, ==, 28);
  return puzzles;
}

static void
test_puzzle_words (void)
{
  g_autoptr (GPtrArray) puzzles = load_pack ();

  for (guint i = 0; i < puzzles->len; i++)
    {
      BstPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      g_test_message ("puzzle %s", bst_puzzle_get_title (puzzle));
      g_assert_cmpstr (bst_puzzle_text_title (puzzle), !=, bst_puzzle_get_title (puzzle));
      g_assert_cmpstr (bst_puzzle_text_description (puzzle), !=,
                       bst_puzzle_get_description (puzzle));
      g_assert_cmpuint (strlen (bst_puzzle_text_title (puzzle)), >, 0);
    }
}

static void
test_challenge_words (void)
{
  for (guint i = 0; i < bst_challenge_get_n_challenges (); i++)
    {
      const BstChallengeInfo *info = bst_challenge_get_info (i);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPuzzle) puzzle = bst_challenge_load (info->name, &error);

      g_test_message ("challenge %s", info->name);
      g_assert_no_error (error);
      g_assert_true (translated (info->title));
      g_assert_true (translated (info->description));
      g_assert_cmpstr (bst_puzzle_text_title (puzzle), ==,
                       g_dgettext (GETTEXT_PACKAGE, info->title));
    }
}

static void
test_tutorial_words (void)
{
  for (guint i = 0; i < bst_tutorial_get_n_steps (); i++)
    {
      const BstTutorialStep *step = bst_tutorial_get_step (i);
      const char *const texts[] = { step->title, step->text, step->placed, step->hint,
                                    step->explanation };

      g_test_message ("step %s", step->id);
      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        if (texts[t] != NULL)
          g_assert_true (translated (texts[t]));
    }
}


static void
test_rules_window_words (void)
{
  GtkWidget *window;

  window = g_object_ref (bst_rules_window_new ());
  g_assert_true (translated ("Land Tiles"));
  g_assert_true (shows_label (window, g_dgettext (GETTEXT_PACKAGE, "Land Tiles")));
  g_assert_false (shows_label (window, "Land Tiles"));
  g_assert_false (shows_label (window, "Components"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

static void
collect_row_titles (GtkWidget *widget,
                    GPtrArray *titles)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    g_ptr_array_add (titles,
                     (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_row_titles (child, titles);
}

/* The Puzzles page lists every puzzle of the pack, and not one of them
 * under its English title. */
static void
test_puzzle_page (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (GPtrArray) titles = g_ptr_array_new ();
  GtkWidget *window = GTK_WIDGET (fixture->window);
  guint n_translated = 0, n_english = 0;

  puzzles = load_pack ();
  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "puzzles"));
  iterate ();
  collect_row_titles (window, titles);

  for (guint i = 0; i < puzzles->len; i++)
    {
      BstPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      for (guint t = 0; t < titles->len; t++)
        {
          const char *shown = g_ptr_array_index (titles, t);

          n_english += g_strcmp0 (shown, bst_puzzle_get_title (puzzle)) == 0;
          n_translated += g_strcmp0 (shown, bst_puzzle_text_title (puzzle)) == 0;
        }
    }

  g_assert_cmpuint (n_english, ==, 0);
  g_assert_cmpuint (n_translated, ==, puzzles->len);

  /* Opened, a puzzle speaks Romanian too. */
  {
    BstPuzzleBrowser *browser = BST_PUZZLE_BROWSER (find_widget (window,
                                                                 BST_TYPE_PUZZLE_BROWSER));
    BstPuzzle *first = g_ptr_array_index (puzzles, 0);
    GtkWidget *view;

    bst_puzzle_browser_open (browser, 0);
    iterate ();
    view = GTK_WIDGET (bst_puzzle_browser_get_puzzle_view (browser));
    g_assert_true (shows_label (view, bst_puzzle_text_title (first)));
    g_assert_true (shows_label (view, bst_puzzle_text_description (first)));
    g_assert_false (shows_label (view, bst_puzzle_get_title (first)));
    g_assert_false (shows_label (view, bst_puzzle_get_description (first)));
  }
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("BASTIDE_TEST_LOCALEDIR");

  /* Romanian words in a locale that every system has: GTK sets the locale
   * from the environment. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "ro", TRUE);
  gui_test_init (&argc, &argv);
  setlocale (LC_ALL, "");
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/learn/i18n/puzzle-words", test_puzzle_words);
  g_test_add_func ("/learn/i18n/challenge-words", test_challenge_words);
  g_test_add_func ("/learn/i18n/tutorial-words", test_tutorial_words);
  add_display_test ("/learn/i18n/rules-window", test_rules_window_words);
  add_window_test ("/learn/i18n/puzzle-page", test_puzzle_page);

  return g_test_run ();
}

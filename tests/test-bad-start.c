/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Bad data at start. An autosave that cannot be read: empty, cut short,
 * garbage or from a newer version, each set aside under today's date, none
 * over another; the player is told once and the game on screen stays.
 * Settings out of range: the window still opens at a size it can have. */

#include <string.h>

#include "bst-autosave.h"
#include "bst-gui-test-utils.h"

static const char heading[] = "Could Not Resume the Unfinished Game";

/* The autosave of a real game, cut in the middle of a line. */
static GBytes *
truncated_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "game-file",
                                                 "midgame.bastide", NULL);
  g_autoptr (GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 100);
  return g_bytes_new_take (contents, length / 2 + 3);
}

static GBytes *
bytes_of (const char *text)
{
  return g_bytes_new_static (text, strlen (text));
}

/* The name a file set aside under today's date gets the @n-th time. */
static char *
aside_name (guint n)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");

  return n == 1 ? g_strdup_printf ("autosave.bastide.unreadable-%s", date)
                : g_strdup_printf ("autosave.bastide.unreadable-%s-%u", date, n);
}

static void
test_bad_autosave (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (GBytes) truncated = truncated_game ();
  g_autoptr (GBytes) empty = bytes_of ("");
  g_autoptr (GBytes) garbage = bytes_of ("\x89PNG\r\n\x1a\n\xff\xfe not a game at all");
  g_autoptr (GBytes) future = bytes_of ("{ \"format\": \"bastide\", \"version\": 99 }");
  GBytes *kinds[] = { truncated, empty, garbage, future };
  g_autoptr (GFile) autosave = temp_file (fixture, "autosave.bastide");

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *name = aside_name (i + 1);
      g_autofree char *aside_path = g_build_filename (fixture->dir, name, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GBytes) kept = NULL;
      g_autofree char *body = NULL;
      AdwMessageDialog *dialog;
      BstGame *game = bst_window_get_game (fixture->window);
      guint n_moves = bst_game_get_n_moves (game);

      g_assert_true (g_file_replace_contents (autosave, g_bytes_get_data (kinds[i], NULL),
                                              g_bytes_get_size (kinds[i]), NULL, FALSE,
                                              G_FILE_CREATE_NONE, NULL, NULL, &error));
      g_assert_no_error (error);

      g_assert_false (bst_window_resume_autosave (fixture->window, autosave));
      iterate ();
      /* The game on screen is the one it was. */
      g_assert_true (bst_window_get_game (fixture->window) == game);
      g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves);
      /* Out of the way of the next autosave, kept byte for byte. */
      g_assert_false (g_file_query_exists (autosave, NULL));
      {
        g_autoptr (GFile) aside = g_file_new_for_path (aside_path);

        kept = g_file_load_bytes (aside, NULL, NULL, &error);
        g_assert_no_error (error);
        g_assert_true (g_bytes_equal (kept, kinds[i]));
      }
      /* Told once, in words, with where the file is. */
      dialog = question (fixture, heading);
      body = g_strdup (adw_message_dialog_get_body (dialog));
      g_test_message ("%s", body);
      g_assert_nonnull (strstr (body, name));
      if (kinds[i] == future)
        g_assert_nonnull (strstr (body, "newer version"));
      answer_question (fixture, heading, "_Close");
      g_assert_null (bst_window_get_message_dialog (fixture->window));
    }
  {
    /* Nothing else was left beside them. */
    g_autoptr (GDir) dir = g_dir_open (fixture->dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (dir) != NULL)
      n++;
    g_assert_cmpuint (n, ==, G_N_ELEMENTS (kinds));
  }
}

/* Sizes written by hand or by a broken version. */
static void
test_window_size (Fixture       *fixture,
                  gconstpointer  data)
{
  const int sizes[][2] = { { -100, 0 }, { G_MAXINT, G_MININT }, { 1000, 700 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (GSettings) settings = NULL;
      int width = 0, height = 0;

      fixture_close_window (fixture);
      settings = g_settings_new ("io.github.bastide.Bastide");
      g_settings_set_int (settings, "window-width", sizes[i][0]);
      g_settings_set_int (settings, "window-height", sizes[i][1]);
      fixture_open_window (fixture);

      gtk_window_get_default_size (GTK_WINDOW (fixture->window), &width, &height);
      /* At least what the window needs, at most what a screen has. */
      g_assert_cmpint (width, >=, 360);
      g_assert_cmpint (width, <=, 16384);
      g_assert_cmpint (height, >=, 360);
      g_assert_cmpint (height, <=, 16384);
      if (i == 2)
        {
          g_assert_cmpint (width, ==, 1000);
          g_assert_cmpint (height, ==, 700);
        }
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
    }
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test_with_dir ("/gui/bad-start/autosave", test_bad_autosave);
  add_window_test ("/gui/bad-start/window-size", test_window_size);
  return g_test_run ();
}

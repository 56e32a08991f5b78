/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"

gboolean have_display;

/* g_test_init(), and GTK when there is a display: without one the tests
 * skip. */
void
gui_test_init (int    *argc,
               char ***argv)
{
  g_test_init (argc, argv, NULL);
  have_display = gtk_init_check ();
  if (have_display)
    adw_init ();
}

void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done says so, or fails after thirty seconds. */
void
wait_until (gboolean (*done) (Fixture *fixture),
            Fixture   *fixture)
{
  gboolean timed_out = FALSE;
  guint source = g_timeout_add_seconds (30, timeout_cb, &timed_out);

  while (!done (fixture) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (source);
}

/* Runs the main loop until @widget's window has painted @n more frames. */
void
wait_for_frames (GtkWidget *widget,
                 guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 last = gdk_frame_clock_get_frame_counter (clock) + n;

  while (gdk_frame_clock_get_frame_counter (clock) < last)
    {
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* A registered application with moves to confirm and fast animations, and
 * its window on screen. */
void
fixture_open_window (Fixture *fixture)
{
  g_autoptr (GError) error = NULL;

  fixture->app = bst_application_new ();
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (fixture->app), NULL, &error));
  g_assert_no_error (error);

  fixture->settings = g_settings_new ("io.github.bastide.Bastide");
  g_settings_set_boolean (fixture->settings, "confirm-moves", TRUE);
  g_settings_set_double (fixture->settings, "animation-speed", 4.0);

  fixture->window = bst_window_new (fixture->app);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));
  iterate ();
}

/* Closes the window (and a question left open over it) and checks that it
 * is gone. */
void
fixture_close_window (Fixture *fixture)
{
  if (bst_window_get_message_dialog (fixture->window) != NULL)
    gtk_window_destroy (bst_window_get_message_dialog (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  iterate ();
  g_assert_null (fixture->window);
  g_clear_object (&fixture->settings);
  /* A registered GApplication keeps references of its own. */
  g_clear_object (&fixture->app);
}

/* Anna and Ben, seated as @first and @second, with a fixed tile order. */
BstSetup *
two_players (BstSeatKind first,
             BstSeatKind second,
             const char *seed)
{
  BstSetup *setup = bst_setup_new ();

  g_object_set (bst_setup_get_rules (setup), "players", 2u, NULL);
  bst_setup_set_player_name (setup, 0, "Anna");
  bst_setup_set_player_kind (setup, 0, first);
  bst_setup_set_player_name (setup, 1, "Ben");
  bst_setup_set_player_kind (setup, 1, second);
  bst_setup_set_seed (setup, seed);
  return setup;
}

gboolean
action_enabled (Fixture    *fixture,
                const char *name)
{
  g_autofree char *full_name = g_strconcat ("game.", name, NULL);

  return bst_window_get_action_enabled (fixture->window, full_name);
}

static gboolean
undo_enabled (Fixture *fixture)
{
  return action_enabled (fixture, "undo");
}

static gboolean
redo_enabled (Fixture *fixture)
{
  return action_enabled (fixture, "redo");
}

/* Activates game.undo or game.redo (@name) once it is enabled: the two
 * light up with the board's frame after a move. */
void
activate_history (Fixture    *fixture,
                  const char *name)
{
  g_autofree char *full_name = g_strconcat ("game.", name, NULL);

  wait_until (g_str_equal (name, "undo") ? undo_enabled : redo_enabled, fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), full_name, NULL));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The anchor of `build-aux/profile-app anchor`: the smallest libadwaita app
 * a GNOME developer would write (a window with a header bar and a label),
 * started and timed the way Bastide is, so that Bastide's start and memory
 * can be given as ratios to it, measured in the same runs. */

#include <adwaita.h>

static gint64 start_time;

static void
first_frame_cb (GdkFrameClock  *clock,
                GtkApplication *app)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, app);
  if (g_getenv ("BASTIDE_PROFILE_STARTUP") == NULL)
    return;
  g_printerr ("anchor: first frame %.1f ms after main()\n",
              (g_get_monotonic_time () - start_time) / 1000.0);
  g_application_quit (G_APPLICATION (app));
}

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new ("Hello");

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_cb), app);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (AdwApplication) app = NULL;

  start_time = g_get_monotonic_time ();
  app = adw_application_new ("org.example.ProfileAnchor", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}

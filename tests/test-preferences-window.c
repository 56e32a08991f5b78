/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>

#include "bst-game-session.h"
#include "bst-gui-test-utils.h"
#include "bst-preferences-window.h"

static gboolean
is_expert_seconds_spin (GtkWidget     *widget,
                        gconstpointer  data)
{
  return GTK_IS_SPIN_BUTTON (widget)
         && gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (widget)))
            == BST_GAME_SESSION_MAX_EXPERT_SECONDS;
}

/* Expert's time a move is set in the window, a second at first, and kept
 * to what a person will wait for. */
static void
test_expert_seconds (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.bastide.Bastide");
  BstPreferencesWindow *window;
  GtkSpinButton *spin;

  g_settings_reset (settings, "expert-seconds");
  g_assert_cmpfloat (g_settings_get_double (settings, "expert-seconds"), ==, 1.0);
  window = bst_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_frames (GTK_WIDGET (window), 2);
  spin = GTK_SPIN_BUTTON (find_descendant (GTK_WIDGET (window), is_expert_seconds_spin, NULL));
  g_assert_nonnull (spin);
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 1.0);

  gtk_spin_button_set_value (spin, 2.5);
  g_assert_cmpfloat (g_settings_get_double (settings, "expert-seconds"), ==, 2.5);
  g_assert_cmpfloat (g_settings_get_double (settings, "animation-speed"), ==, 1.0);
  gtk_spin_button_set_value (spin, 600);
  g_assert_cmpfloat (g_settings_get_double (settings, "expert-seconds"), ==,
                     BST_GAME_SESSION_MAX_EXPERT_SECONDS);
  gtk_spin_button_set_value (spin, 0);
  g_assert_cmpfloat (g_settings_get_double (settings, "expert-seconds"), ==,
                     BST_GAME_SESSION_MIN_EXPERT_SECONDS);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "expert-seconds");
}

/* The suggestion of a stronger level is on at first, and the row's switch
 * turns it off. */
static void
test_suggest_stronger_level (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.bastide.Bastide");
  BstPreferencesWindow *window;
  GtkSwitch *toggle;

  g_settings_reset (settings, "suggest-stronger-level");
  window = bst_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_frames (GTK_WIDGET (window), 2);
  toggle = GTK_SWITCH (find_widget (GTK_WIDGET (find_row (GTK_WIDGET (window),
                                                          "Suggest a St_ronger Level")),
                                    GTK_TYPE_SWITCH));
  g_assert_true (gtk_switch_get_active (toggle));

  gtk_switch_set_active (toggle, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "suggest-stronger-level"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "suggest-stronger-level");
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  add_display_test ("/gui/preferences-window/expert-seconds", test_expert_seconds);
  add_display_test ("/gui/preferences-window/suggest-stronger-level",
                    test_suggest_stronger_level);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-results-dialog.h"

/* The results dialog's buttons, clicked as a person would. */

static const char *const signal_names[] = { "save", "replay", "new-game", "play-again" };

static void
count_cb (BstResultsDialog *dialog,
          guint            *count)
{
  (*count)++;
}

/* Each button of the results says its own signal once, and no other. */
static void
test_buttons (void)
{
  g_autoptr (BstRules) rules = bst_rules_new ();
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstGameSession) session = NULL;
  BstPlayerInfo players[2];
  BstResultsDialog *dialog;
  guint counts[G_N_ELEMENTS (signal_names)] = { 0 };

  bst_test_make_players (players, 2, NULL);
  game = bst_game_new (rules, players, 1);
  session = bst_game_session_new (game);
  dialog = bst_results_dialog_new (session);
  for (guint i = 0; i < G_N_ELEMENTS (signal_names); i++)
    g_signal_connect (dialog, signal_names[i], G_CALLBACK (count_cb), &counts[i]);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate ();

  for (guint i = 0; i < G_N_ELEMENTS (signal_names); i++)
    {
      g_autofree char *action = g_strconcat ("results.", signal_names[i], NULL);
      GtkWidget *button = find_actionable (GTK_WIDGET (dialog), action);

      g_test_message ("%s", action);
      g_assert_true (GTK_IS_BUTTON (button));
      g_signal_emit_by_name (button, "clicked");
      iterate ();
      for (guint k = 0; k < G_N_ELEMENTS (signal_names); k++)
        g_assert_cmpuint (counts[k], ==, k <= i ? 1 : 0);
    }
  g_object_ref (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_finalize_object (dialog);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  g_test_add_data_func ("/gui/results-dialog/buttons", (gconstpointer) test_buttons,
                        with_display);
  return g_test_run ();
}

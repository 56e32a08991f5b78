/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-challenge-window.h"
#include "bst-page-shortcuts.h"
#include "bst-rules-window.h"
#include "bst-tutorial-window.h"
#include "bst-tutorial.h"
#include "bst-window-private.h"

/* Learning the game from the window: the tutorial, the rules and the solo
 * challenges, each in a window of its own beside the game. */

/* F1, on every page, as in every GNOME application: help, here the rules. */
static const BstPageShortcut learn_shortcuts[] = {
  { "win.rules", "F1" },
};

/* Each learning window is open once at the most: asking for it again
 * brings the open one forward. */
static gboolean
present_open_window (GtkWindow *window)
{
  if (window == NULL)
    return FALSE;
  gtk_window_present (window);
  return TRUE;
}

/* Tutorial ------------------------------------------------------------------ */

static void
tutorial_start_game_cb (BstWindow *self,
                        BstGame   *game,
                        GtkWidget *view)
{
  _bst_window_play_game (self, game);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (view)));
  gtk_window_present (GTK_WINDOW (self));
}

static BstTutorialView *
show_tutorial (BstWindow *self)
{
  GtkWidget *window;
  BstTutorialView *view;

  if (present_open_window (self->tutorial_window))
    return self->tutorial_view;

  window = bst_tutorial_window_new (GTK_WINDOW (self), self->settings);
  view = bst_tutorial_window_get_view (BST_TUTORIAL_WINDOW (window));
  g_signal_connect_object (view, "start-game", G_CALLBACK (tutorial_start_game_cb), self,
                           G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->tutorial_window, GTK_WINDOW (window));
  g_set_weak_pointer (&self->tutorial_view, view);
  gtk_window_present (GTK_WINDOW (window));
  return self->tutorial_view;
}

static void
tutorial_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  show_tutorial (BST_WINDOW (widget));
}

/* Rules ---------------------------------------------------------------------- */

static void
rules_show_step_cb (BstWindow  *self,
                    const char *step)
{
  bst_tutorial_view_go_to_step (show_tutorial (self), step);
}

static void
rules_show_puzzle_cb (BstWindow  *self,
                      const char *puzzle)
{
  bst_puzzle_browser_show_list (_bst_window_show_puzzles (self));
  gtk_window_present (GTK_WINDOW (self));
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  GtkWindow *window;

  if (present_open_window (self->rules_window))
    return;
  window = GTK_WINDOW (bst_rules_window_new ());
  gtk_window_set_transient_for (window, GTK_WINDOW (self));
  g_signal_connect_object (window, "show-tutorial-step", G_CALLBACK (rules_show_step_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (window, "show-puzzle", G_CALLBACK (rules_show_puzzle_cb), self,
                           G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->rules_window, window);
  gtk_window_present (window);
}

/* Challenges --------------------------------------------------------------- */

static void
challenges_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  GtkWindow *window;

  if (present_open_window (self->challenges_window))
    return;
  window = GTK_WINDOW (bst_challenge_window_new (GTK_WINDOW (self), self->settings));
  g_set_weak_pointer (&self->challenges_window, window);
  gtk_window_present (window);
}

/* The first time, a toast offers the tutorial; it is offered once. It
 * goes by itself, as the tutorial stays in the menu, and it gives way to
 * any other toast: what the game says now matters more than an offer. */
#define OFFER_SECONDS 10

static void
offer_tutorial (BstWindow *self)
{
  AdwToast *toast;

  if (!bst_tutorial_should_offer (self->settings))
    return;
  toast = adw_toast_new (_("New to the game?"));
  adw_toast_set_button_label (toast, _("_Tutorial"));
  adw_toast_set_action_name (toast, "win.tutorial");
  adw_toast_set_timeout (toast, OFFER_SECONDS);
  g_set_weak_pointer (&self->tutorial_offer, toast);
  _bst_window_add_toast (self, toast);
  bst_tutorial_decline_offer (self->settings);
}

void
_bst_window_learn_make_way (BstWindow *self)
{
  if (self->tutorial_offer != NULL)
    adw_toast_dismiss (self->tutorial_offer);
  g_clear_weak_pointer (&self->tutorial_offer);
}

static void
learn_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.tutorial", NULL, tutorial_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.challenges", NULL, challenges_action);
}

static void
learn_init (BstWindow *self)
{
  bst_page_shortcuts_add (GTK_WIDGET (self), GTK_PHASE_BUBBLE, learn_shortcuts,
                          G_N_ELEMENTS (learn_shortcuts));
  offer_tutorial (self);
}

const BstWindowPart _bst_window_learn_part = { learn_class_init, learn_init };

void
_bst_window_learn_close (BstWindow *self)
{
  GtkWindow *windows[] = { self->tutorial_window, self->rules_window, self->challenges_window };

  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    if (windows[i] != NULL)
      gtk_window_destroy (windows[i]);
  g_clear_weak_pointer (&self->tutorial_window);
  g_clear_weak_pointer (&self->tutorial_view);
  g_clear_weak_pointer (&self->rules_window);
  g_clear_weak_pointer (&self->challenges_window);
  g_clear_weak_pointer (&self->tutorial_offer);
}

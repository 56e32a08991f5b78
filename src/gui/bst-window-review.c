/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-review-dialog.h"
#include "bst-window-private.h"

/* Review Game…: the review of the game in the window, whether played here,
 * opened from a file or from a share code. Its moves open in replay with
 * the better move on the board. The dialog stays, hidden, while a move is
 * looked at, and comes back as it was while the game has not changed. */

void
_bst_window_review_update (BstWindow *self)
{
  _bst_window_set_action_enabled (self, "win.review-game",
                                  self->game != NULL && bst_game_get_n_moves (self->game) > 0);
}

/* The replay goes to the position the move was played in. */
static void
move_activated_cb (BstReviewDialog     *dialog,
                   const BstReviewMove *move,
                   const char          *words,
                   BstWindow           *self)
{
  gtk_widget_set_visible (GTK_WIDGET (dialog), FALSE);
  _bst_window_replay_show_better_move (self, move->index, &move->best, words);
}

static gboolean
review_still_holds (BstWindow *self)
{
  BstReviewDialog *dialog = BST_REVIEW_DIALOG (self->review_dialog);

  return bst_review_dialog_get_game (dialog) == self->game
         && self->review_n_moves == bst_game_get_n_moves (self->game);
}

static void
review_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  BstReviewDialog *dialog;

  if (self->game == NULL || bst_game_get_n_moves (self->game) == 0)
    return;
  if (self->review_dialog != NULL && !review_still_holds (self))
    gtk_window_destroy (self->review_dialog);
  if (self->review_dialog == NULL)
    {
      dialog = bst_review_dialog_new (self->game, NULL);
      gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
      g_signal_connect_object (dialog, "move-activated", G_CALLBACK (move_activated_cb),
                               self, 0);
      g_set_weak_pointer (&self->review_dialog, GTK_WINDOW (dialog));
      self->review_n_moves = bst_game_get_n_moves (self->game);
    }
  gtk_window_present (self->review_dialog);
}

static void
review_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game_action);
}

static void
review_init (BstWindow *self)
{
  _bst_window_review_update (self);
}

const BstWindowPart _bst_window_review_part = { review_class_init, review_init };

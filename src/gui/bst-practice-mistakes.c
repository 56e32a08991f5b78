/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>

#include "bst-mistake-pack.h"
#include "bst-practice-mistakes.h"
#include "bst-puzzle-mistakes.h"

struct _BstPracticeMistakes
{
  GtkWidget        parent_instance;

  BstGame         *game;
  const BstReview *review;    /* the review dialog's */

  GtkWidget       *button;
  GtkLabel        *message_label;
};

G_DEFINE_FINAL_TYPE (BstPracticeMistakes, bst_practice_mistakes, GTK_TYPE_WIDGET)

static gboolean
has_mistakes (const BstReview *review)
{
  for (guint p = 0; p < review->n_players; p++)
    if (review->players[p].counts[BST_REVIEW_MISTAKE] > 0
        || review->players[p].counts[BST_REVIEW_BLUNDER] > 0)
      return TRUE;
  return FALSE;
}

void
bst_practice_mistakes_set_review (BstPracticeMistakes *self,
                                  BstGame             *game,
                                  const BstReview     *review)
{
  g_return_if_fail (BST_IS_PRACTICE_MISTAKES (self));
  g_return_if_fail (review == NULL || BST_IS_GAME (game));

  if (review == NULL)
    game = NULL;
  g_set_object (&self->game, game);
  self->review = review;
  gtk_widget_set_sensitive (self->button, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), review != NULL && has_mistakes (review));
}

/* The puzzles of every reviewed player's mistakes. Made here, not in a
 * worker thread: a best-move puzzle by points this turn is solved in
 * milliseconds, and there are a handful at most. */
static GPtrArray *
collect (BstPracticeMistakes *self, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_moves = bst_game_get_n_moves (self->game);
  g_autoptr (GArray) moves = g_array_sized_new (FALSE, FALSE, sizeof (BstMove), n_moves);

  for (guint i = 0; i < n_moves; i++)
    g_array_append_vals (moves, bst_game_get_move (self->game, i), 1);
  for (guint p = 0; p < self->review->n_players; p++)
    {
      g_autoptr (GPtrArray) own = NULL;

      if (self->review->players[p].n_moves == 0)
        continue;
      own = bst_puzzle_mistakes_collect (bst_game_get_start (self->game), moves, self->review,
                                         p, BST_PUZZLE_MISTAKES_DEFAULT_MAX, NULL, error);
      if (own == NULL)
        return NULL;
      g_ptr_array_extend_and_steal (puzzles, g_steal_pointer (&own));
    }
  return g_steal_pointer (&puzzles);
}

static void
show_message (BstPracticeMistakes *self,
              const char          *message)
{
  gtk_label_set_text (self->message_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), TRUE);
}

void
bst_practice_mistakes_add (BstPracticeMistakes *self)
{
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *message = NULL;
  guint added = 0;

  g_return_if_fail (BST_IS_PRACTICE_MISTAKES (self));
  g_return_if_fail (self->review != NULL);

  puzzles = collect (self, &error);
  if (puzzles && !bst_mistake_pack_add (puzzles, &added, NULL, &error))
    g_clear_pointer (&puzzles, g_ptr_array_unref);
  if (puzzles == NULL)
    {
      /* Translators: %s says why, e.g. "No space left on the disk" */
      message = g_strdup_printf (_("The puzzles could not be added: %s"), error->message);
      show_message (self, message);
      return;
    }
  /* Once is enough: the same review gives the same puzzles. */
  gtk_widget_set_sensitive (self->button, FALSE);
  if (puzzles->len == 0)
    show_message (self, _("None of these mistakes makes a clear puzzle."));
  else if (added == 0)
    show_message (self, _("These puzzles are already in My Mistakes."));
  else
    {
      /* Translators: %u is a number of puzzles */
      message = g_strdup_printf (ngettext ("%u puzzle added to My Mistakes",
                                           "%u puzzles added to My Mistakes", added), added);
      show_message (self, message);
    }
}

const char *
bst_practice_mistakes_get_message (BstPracticeMistakes *self)
{
  g_return_val_if_fail (BST_IS_PRACTICE_MISTAKES (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->message_label)))
    return NULL;
  return gtk_label_get_text (self->message_label);
}

GtkButton *
bst_practice_mistakes_get_button (BstPracticeMistakes *self)
{
  g_return_val_if_fail (BST_IS_PRACTICE_MISTAKES (self), NULL);
  return GTK_BUTTON (self->button);
}

static void
clicked_cb (BstPracticeMistakes *self)
{
  bst_practice_mistakes_add (self);
}

static void
bst_practice_mistakes_dispose (GObject *object)
{
  BstPracticeMistakes *self = BST_PRACTICE_MISTAKES (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->game);
  self->review = NULL;
  G_OBJECT_CLASS (bst_practice_mistakes_parent_class)->dispose (object);
}

static void
bst_practice_mistakes_class_init (BstPracticeMistakesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_practice_mistakes_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "practicemistakes");
}

static void
bst_practice_mistakes_init (BstPracticeMistakes *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->button = gtk_button_new_with_mnemonic (_("_Practise Your Mistakes"));
  gtk_widget_set_tooltip_text (self->button,
                               _("Turn the biggest mistakes into puzzles in My Mistakes"));
  gtk_widget_set_halign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_add_css_class (self->button, "suggested-action");
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (clicked_cb), self);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_justify (self->message_label, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->message_label), GTK_WIDGET (self));

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
bst_practice_mistakes_new (void)
{
  return g_object_new (BST_TYPE_PRACTICE_MISTAKES, NULL);
}

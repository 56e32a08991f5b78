/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>

#include "bst-mistake-pack.h"
#include "bst-mistakes-row.h"
#include "bst-puzzle-progress.h"

struct _BstMistakesRow
{
  AdwExpanderRow  parent_instance;

  BstPuzzleProgressStore *progress; /* where solving is recorded */
  GPtrArray      *mistakes;   /* of BstMistake, as listed */
  GPtrArray      *rows;       /* of AdwActionRow, one a mistake */
  guint           n_solved;

  GtkWidget      *remove_button;
};

G_DEFINE_FINAL_TYPE (BstMistakesRow, bst_mistakes_row, ADW_TYPE_EXPANDER_ROW)

enum {
  OPENED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
mistake_id (BstMistake *mistake)
{
  return bst_puzzle_progress_id_for_file (mistake->file);
}

static gboolean
is_solved (BstMistakesRow *self, BstMistake *mistake)
{
  g_autofree char *id = mistake_id (mistake);

  return self->progress != NULL
         && bst_puzzle_progress_store_get_state (self->progress, id) == BST_PUZZLE_PROGRESS_SOLVED;
}

static void
row_activated_cb (AdwActionRow   *row,
                  BstMistakesRow *self)
{
  guint index;
  BstMistake *mistake;
  g_autofree char *id = NULL;

  if (!g_ptr_array_find (self->rows, row, &index))
    return;
  mistake = g_ptr_array_index (self->mistakes, index);
  id = mistake_id (mistake);
  g_signal_emit (self, signals[OPENED], 0, mistake->puzzle, id);
}

static GtkWidget *
mistake_row_new (BstMistakesRow *self, BstMistake *mistake)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *mark = gtk_image_new_from_icon_name ("emblem-ok-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 bst_puzzle_get_title (mistake->puzzle));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (mark, _("Solved"));
  gtk_widget_add_css_class (mark, "success");
  gtk_widget_set_visible (mark, is_solved (self, mistake));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_signal_connect_object (row, "activated", G_CALLBACK (row_activated_cb), self, 0);
  return row;
}

static void
update_subtitle (BstMistakesRow *self)
{
  g_autofree char *subtitle = NULL;
  guint n = self->mistakes->len;

  if (n == 0)
    subtitle = g_strdup (_("Review a game to turn its mistakes into puzzles"));
  else
    /* Translators: the first %u is a number of puzzles, the second how many of them are solved */
    subtitle = g_strdup_printf (ngettext ("%u puzzle from your games, %u solved",
                                          "%u puzzles from your games, %u solved", n),
                                n, self->n_solved);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (self), n > 0);
  /* Only where there is something to remove: a phone needs the room. */
  gtk_widget_set_visible (self->remove_button, self->n_solved > 0);
}

void
bst_mistakes_row_reload (BstMistakesRow *self)
{
  g_return_if_fail (BST_IS_MISTAKES_ROW (self));

  for (guint i = 0; i < self->rows->len; i++)
    adw_expander_row_remove (ADW_EXPANDER_ROW (self), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  g_clear_pointer (&self->mistakes, g_ptr_array_unref);

  self->mistakes = bst_mistake_pack_load (NULL);
  self->n_solved = 0;
  for (guint i = 0; i < self->mistakes->len; i++)
    {
      BstMistake *mistake = g_ptr_array_index (self->mistakes, i);
      GtkWidget *row = mistake_row_new (self, mistake);

      self->n_solved += is_solved (self, mistake);
      g_ptr_array_add (self->rows, row);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self), row);
    }
  update_subtitle (self);
}

void
bst_mistakes_row_set_progress (BstMistakesRow         *self,
                               BstPuzzleProgressStore *progress)
{
  g_return_if_fail (BST_IS_MISTAKES_ROW (self));
  g_return_if_fail (progress == NULL || BST_IS_PUZZLE_PROGRESS_STORE (progress));

  g_set_object (&self->progress, progress);
  bst_mistakes_row_reload (self);
}

guint
bst_mistakes_row_get_n_puzzles (BstMistakesRow *self)
{
  g_return_val_if_fail (BST_IS_MISTAKES_ROW (self), 0);
  return self->mistakes->len;
}

AdwActionRow *
bst_mistakes_row_get_row (BstMistakesRow *self,
                          guint           index)
{
  g_return_val_if_fail (BST_IS_MISTAKES_ROW (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);
  return g_ptr_array_index (self->rows, index);
}

void
bst_mistakes_row_remove_solved (BstMistakesRow *self)
{
  g_return_if_fail (BST_IS_MISTAKES_ROW (self));

  for (guint i = 0; i < self->mistakes->len; i++)
    {
      BstMistake *mistake = g_ptr_array_index (self->mistakes, i);
      g_autoptr (GError) error = NULL;

      if (is_solved (self, mistake) && !bst_mistake_pack_remove (mistake, NULL, &error))
        g_warning ("Could not remove a solved puzzle from My Mistakes: %s", error->message);
    }
  bst_mistakes_row_reload (self);
}

/* Puzzles may have been added, by a review, since the row was last seen. */
static void
bst_mistakes_row_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (bst_mistakes_row_parent_class)->map (widget);
  bst_mistakes_row_reload (BST_MISTAKES_ROW (widget));
}

static void
bst_mistakes_row_dispose (GObject *object)
{
  BstMistakesRow *self = BST_MISTAKES_ROW (object);

  g_clear_object (&self->progress);
  g_clear_pointer (&self->mistakes, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (bst_mistakes_row_parent_class)->dispose (object);
}

static void
bst_mistakes_row_class_init (BstMistakesRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_mistakes_row_dispose;
  widget_class->map = bst_mistakes_row_map;

  signals[OPENED] = g_signal_new ("opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, BST_TYPE_PUZZLE,
                                  G_TYPE_STRING);
}

static void
bst_mistakes_row_init (BstMistakesRow *self)
{
  self->rows = g_ptr_array_new ();
  self->mistakes = g_ptr_array_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("My Mistakes"));
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (self),
                               gtk_image_new_from_icon_name ("edit-undo-symbolic"));
  self->remove_button = gtk_button_new_with_mnemonic (_("_Remove Solved"));
  gtk_widget_set_valign (self->remove_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->remove_button,
                               _("Take the puzzles you have solved out of My Mistakes"));
  gtk_widget_add_css_class (self->remove_button, "flat");
  g_signal_connect_object (self->remove_button, "clicked",
                           G_CALLBACK (bst_mistakes_row_remove_solved), self, G_CONNECT_SWAPPED);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->remove_button);
  update_subtitle (self);
}

GtkWidget *
bst_mistakes_row_new (void)
{
  return g_object_new (BST_TYPE_MISTAKES_ROW, NULL);
}

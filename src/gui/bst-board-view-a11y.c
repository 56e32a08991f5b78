/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "bst-board-view-private.h"
#include "bst-place-words.h"
#include "bst-preview-label.h"
#include "bst-turn-words.h"

/* What a screen reader hears of the board, and how the board draws for
 * the high-contrast style. The board is one drawn widget, so what it
 * shows is put into its accessible label in words: the tile in hand, how
 * many squares take it, the square under the keyboard cursor and the
 * meeple target with what it would score. */

/* The tentative tile and its shown target, or NULL when there is none. */
static char *
dup_pending_words (BstBoardView *self)
{
  g_autofree char *square = NULL;
  g_autofree char *meeple = NULL;
  g_autofree char *points = NULL;

  if (!self->has_pending)
    return NULL;

  square = bst_place_describe_square (self->pending.x, self->pending.y);
  if (!self->has_preview)
    /* Translators: where the tile in hand lies before the move is confirmed;
     * %s is a square in words, e.g. "the square north of the start tile" */
    return g_strdup_printf (_("Tile placed on %s."), square);

  meeple = bst_place_describe_meeple (self->preview.kind, self->pending.x, self->pending.y);
  points = bst_preview_label_dup_text (&self->preview);
  /* Translators: the first %s is a square in words, the second a meeple in
   * words ("the knight north of the start tile"), the third what it would
   * score ("+4 now · 7 at end") */
  return g_strdup_printf (_("Tile placed on %s. Meeple target: %s, %s."),
                          square, meeple, points);
}

/* The square under the keyboard cursor, and whether the tile can go there. */
static char *
dup_cursor_words (BstBoardView *self)
{
  g_autofree char *square = bst_place_describe_square (self->cursor_x, self->cursor_y);

  if (_bst_board_view_legal_rotations (self, self->cursor_x, self->cursor_y) != 0)
    /* Translators: %s is a square in words, e.g. "the start square" */
    return g_strdup_printf (_("Cursor on %s, a legal square."), square);
  /* Translators: %s is a square in words, e.g. "the start square" */
  return g_strdup_printf (_("Cursor on %s, not a legal square."), square);
}

char *
_bst_board_view_dup_accessible_label (BstBoardView *self)
{
  g_autoptr (GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *tile = NULL;
  char *pending;

  g_ptr_array_add (sentences, g_strdup (_("Board.")));
  if (_bst_board_view_can_place (self))
    {
      tile = bst_tile_type_describe (self->tile_in_hand);
      /* Translators: %s is a tile in words, e.g. "a city tile with a road" */
      g_ptr_array_add (sentences, g_strdup_printf (_("Tile in hand: %s."), tile));
      g_ptr_array_add (sentences,
                       g_strdup_printf (ngettext ("%u legal square.", "%u legal squares.",
                                                  self->legal->len), self->legal->len));
      pending = dup_pending_words (self);
      if (pending != NULL)
        g_ptr_array_add (sentences, pending);
      else if (self->keyboard_mode)
        g_ptr_array_add (sentences, dup_cursor_words (self));
    }
  g_ptr_array_add (sentences, NULL);
  return g_strjoinv (" ", (char **) sentences->pdata);
}

/* Called where what the label says may have changed; the label is only
 * handed on when it did, so that screen readers are not told the same
 * thing again on every move of the pointer. */
void
_bst_board_view_sync_accessible (BstBoardView *self)
{
  g_autofree char *label = _bst_board_view_dup_accessible_label (self);

  if (g_strcmp0 (label, self->accessible_label) == 0)
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
#if GTK_CHECK_VERSION (4, 14, 0)
  /* Newer than the version the build allows by default; a build against
   * these headers runs on a GTK that has it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_accessible_announce (GTK_ACCESSIBLE (self), label,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
  g_free (self->accessible_label);
  self->accessible_label = g_steal_pointer (&label);
}

static void
high_contrast_changed_cb (BstBoardView    *self,
                          GParamSpec      *pspec,
                          AdwStyleManager *manager)
{
  self->high_contrast = adw_style_manager_get_high_contrast (manager);
  _bst_board_view_queue_redraw (self);
}

gboolean
_bst_board_view_get_high_contrast (BstBoardView *self)
{
  return self->high_contrast;
}

/* How much wider the board's own lines are drawn: the legal squares, the
 * highlights, the cursor, the focus ring and the dead squares. */
double
_bst_board_view_line_scale (BstBoardView *self)
{
  return self->high_contrast ? 2.0 : 1.0;
}

void
_bst_board_view_class_init_a11y (GtkWidgetClass *widget_class)
{
  /* GTK 4.8 has no application role. A grid is what the board is to the
   * keys: the arrows move a cursor from square to square. The squares are
   * not widgets, so the label says the one under the cursor. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

void
_bst_board_view_init_a11y (BstBoardView *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  self->high_contrast = adw_style_manager_get_high_contrast (manager);
  g_signal_connect_object (manager, "notify::high-contrast",
                           G_CALLBACK (high_contrast_changed_cb), self, G_CONNECT_SWAPPED);
  _bst_board_view_sync_accessible (self);
}

void
_bst_board_view_finalize_a11y (BstBoardView *self)
{
  g_clear_pointer (&self->accessible_label, g_free);
}

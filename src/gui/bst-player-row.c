/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-meeple-icon.h"
#include "bst-player-row-private.h"
#include "bst-setup.h"
#include "bst-tile-image.h"

struct _BstPlayerRow
{
  GtkListBoxRow  parent_instance;

  BstMeepleIcon *icon;
  GtkLabel      *name_label;
  GtkImage      *turn_icon;
  GtkLabel      *detail_label;
  GtkLabel      *score_label;
  GtkLabel      *potential_label;
  GtkBox        *held_box;
  guint          n_held;

  BstColour      colour;
  char          *name;
  char          *accessible_label;   /* what a screen reader says of the row */
};

G_DEFINE_FINAL_TYPE (BstPlayerRow, bst_player_row, GTK_TYPE_LIST_BOX_ROW)

static void
bst_player_row_finalize (GObject *object)
{
  BstPlayerRow *self = BST_PLAYER_ROW (object);

  g_free (self->name);
  g_free (self->accessible_label);
  G_OBJECT_CLASS (bst_player_row_parent_class)->finalize (object);
}

static void
bst_player_row_class_init (BstPlayerRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bst_player_row_finalize;

  g_type_ensure (BST_TYPE_MEEPLE_ICON);
  g_type_ensure (BST_TYPE_TILE_IMAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, icon);
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, turn_icon);
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, score_label);
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, potential_label);
  gtk_widget_class_bind_template_child (widget_class, BstPlayerRow, held_box);
}

static void
bst_player_row_init (BstPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bst_player_row_new (const BstPlayerInfo *player)
{
  BstPlayerRow *self = g_object_new (BST_TYPE_PLAYER_ROW, NULL);
  g_autofree char *tooltip = NULL;

  self->colour = player->colour;
  self->name = g_strdup (player->name);
  bst_meeple_icon_set_colour (self->icon, player->colour);
  gtk_label_set_label (self->name_label, player->name);
  /* Translators: a player's colour and kind of seat, e.g. "Red, Random" */
  tooltip = g_strdup_printf (_("%s, %s"), bst_colour_display_name (player->colour),
                             bst_seat_kind_display_name (player->kind));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->icon), tooltip);
  return GTK_WIDGET (self);
}

/* The row in one sentence, so that a screen reader need not piece it
 * together from its labels and icons: "Red, Anna: 12 points, 5 meeples
 * left, to move". */
static void
update_accessible_label (BstPlayerRow *self,
                         int           score,
                         guint         supply,
                         gboolean      to_move)
{
  g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", ABS (score)),
                                             score);
  g_autofree char *meeples = g_strdup_printf (ngettext ("%u meeple left", "%u meeples left",
                                                        supply), supply);
  char *label;

  if (to_move)
    /* Translators: a player in the side panel, for screen readers: colour,
     * name, "12 points", "5 meeples left" */
    label = g_strdup_printf (_("%s, %s: %s, %s, to move"), bst_colour_display_name (self->colour),
                             self->name, points, meeples);
  else
    /* Translators: a player in the side panel, for screen readers: colour,
     * name, "12 points", "5 meeples left" */
    label = g_strdup_printf (_("%s, %s: %s, %s"), bst_colour_display_name (self->colour),
                             self->name, points, meeples);

  if (g_strcmp0 (label, self->accessible_label) == 0)
    {
      g_free (label);
      return;
    }
  g_free (self->accessible_label);
  self->accessible_label = label;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

char *
_bst_player_row_dup_accessible_label (BstPlayerRow *self)
{
  g_return_val_if_fail (BST_IS_PLAYER_ROW (self), NULL);
  return g_strdup (self->accessible_label);
}

void
bst_player_row_update (BstPlayerRow *self,
                       int           score,
                       guint         supply,
                       int           final_score,
                       gboolean      show_final_score,
                       gboolean      to_move)
{
  g_autofree char *score_text = g_strdup_printf ("%d", score);
  g_autofree char *detail = NULL;

  g_return_if_fail (BST_IS_PLAYER_ROW (self));

  gtk_label_set_label (self->score_label, score_text);
  detail = g_strdup_printf (ngettext ("%u meeple", "%u meeples", supply), supply);
  gtk_label_set_label (self->detail_label, detail);

  gtk_widget_set_visible (GTK_WIDGET (self->potential_label), show_final_score);
  if (show_final_score)
    {
      /* Translators: the score a player would have if the game ended now,
       * shown small under the score */
      g_autofree char *potential = g_strdup_printf (_("→ %d"), final_score);
      g_autofree char *tooltip = g_strdup_printf (ngettext ("%d point if the game ended now",
                                                            "%d points if the game ended now",
                                                            final_score), final_score);

      gtk_label_set_label (self->potential_label, potential);
      /* Setting a tooltip, even the same one, asks the display where the
       * pointer is: a round trip on every move. */
      if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->potential_label)), tooltip) != 0)
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->potential_label), tooltip);
    }

  update_accessible_label (self, score, supply, to_move);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_icon), to_move);
  if (to_move)
    gtk_widget_add_css_class (GTK_WIDGET (self), "to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "to-move");
}

GtkLabel *
bst_player_row_get_score_label (BstPlayerRow *self)
{
  g_return_val_if_fail (BST_IS_PLAYER_ROW (self), NULL);
  return self->score_label;
}

void
bst_player_row_set_held (BstPlayerRow *self,
                         const guint8 *tiles,
                         guint         n_tiles)
{
  GtkWidget *child;

  g_return_if_fail (BST_IS_PLAYER_ROW (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->held_box))) != NULL)
    gtk_box_remove (self->held_box, child);
  for (guint i = 0; i < n_tiles; i++)
    {
      GtkWidget *image = bst_tile_image_new ();

      gtk_widget_set_size_request (image, 28, 28);
      bst_tile_image_set_tile (BST_TILE_IMAGE (image), tiles[i]);
      gtk_box_append (self->held_box, image);
    }
  self->n_held = n_tiles;
  gtk_widget_set_visible (GTK_WIDGET (self->held_box), n_tiles > 0);
}

guint
bst_player_row_get_n_held (BstPlayerRow *self)
{
  g_return_val_if_fail (BST_IS_PLAYER_ROW (self), 0);
  return self->n_held;
}

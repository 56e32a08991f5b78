/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <string.h>

#include "bst-editor-tile-list.h"
#include "bst-tile-image.h"
#include "bst-tile.h"

#define PICKER_COLUMNS 6

struct _BstEditorTileList
{
  GtkWidget  parent_instance;

  GtkWidget *empty_label;
  GtkWidget *chosen;
  GtkWidget *add_button;
  GtkWidget *picker;
  GtkWidget *pick_buttons[BST_N_TILE_TYPES];
  GtkWidget *pick_counts[BST_N_TILE_TYPES];

  guint8     tiles[BST_N_TILES];
  guint      n_tiles;
  guint      max;
  gboolean   have_counts;
  guint      counts[BST_N_TILE_TYPES];
};

G_DEFINE_FINAL_TYPE (BstEditorTileList, bst_editor_tile_list, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
chosen_clicked_cb (GtkButton         *button,
                   BstEditorTileList *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  bst_editor_tile_list_remove (self, index);
}

static void
pick_clicked_cb (GtkButton         *button,
                 BstEditorTileList *self)
{
  guint type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile"));

  bst_editor_tile_list_add (self, type);
  if (self->n_tiles >= self->max)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->add_button));
}

static GtkWidget *
tile_picture (guint type, int size)
{
  GtkWidget *image = bst_tile_image_new ();

  bst_tile_image_set_tile (BST_TILE_IMAGE (image), (int) type);
  gtk_widget_set_size_request (image, size, size);
  return image;
}

static void
update (BstEditorTileList *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->chosen)))
    gtk_flow_box_remove (GTK_FLOW_BOX (self->chosen), child);
  for (guint i = 0; i < self->n_tiles; i++)
    {
      GtkWidget *button = gtk_button_new ();
      /* Translators: %u is the place of a tile in the list: "Remove tile 2" */
      g_autofree char *tip = g_strdup_printf (_("Remove tile %u"), i + 1);

      gtk_button_set_child (GTK_BUTTON (button), tile_picture (self->tiles[i], 32));
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, tip);
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (chosen_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->chosen), button);
    }
  gtk_widget_set_visible (self->empty_label, self->n_tiles == 0);
  gtk_widget_set_visible (self->chosen, self->n_tiles > 0);
  gtk_widget_set_sensitive (self->add_button, self->max > 0);
  gtk_widget_set_tooltip_text (self->add_button, self->n_tiles < self->max
                                                 ? _("Add a Tile") : _("Change the Last Tile"));

  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      gtk_widget_set_visible (self->pick_counts[t], self->have_counts);
      gtk_widget_set_sensitive (self->pick_buttons[t], !self->have_counts || self->counts[t] > 0);
      if (self->have_counts)
        {
          /* Translators: how many of a tile are left to add: "×3" */
          g_autofree char *text = g_strdup_printf (_("×%u"), self->counts[t]);

          gtk_label_set_text (GTK_LABEL (self->pick_counts[t]), text);
        }
    }
}

static void
build_picker (BstEditorTileList *self)
{
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      self->pick_counts[t] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->pick_counts[t], "caption");
      gtk_box_append (GTK_BOX (box), tile_picture (t, 40));
      gtk_box_append (GTK_BOX (box), self->pick_counts[t]);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "tile", GUINT_TO_POINTER (t));
      g_signal_connect (button, "clicked", G_CALLBACK (pick_clicked_cb), self);
      self->pick_buttons[t] = button;
      gtk_grid_attach (GTK_GRID (self->picker), button, (int) (t % PICKER_COLUMNS),
                       (int) (t / PICKER_COLUMNS), 1, 1);
    }
}

static void
bst_editor_tile_list_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BST_TYPE_EDITOR_TILE_LIST);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object)));)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (bst_editor_tile_list_parent_class)->dispose (object);
}

static void
bst_editor_tile_list_class_init (BstEditorTileListClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bst_editor_tile_list_dispose;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/editor/"
                                               "bst-editor-tile-list.ui");
  gtk_widget_class_bind_template_child (widget_class, BstEditorTileList, empty_label);
  gtk_widget_class_bind_template_child (widget_class, BstEditorTileList, chosen);
  gtk_widget_class_bind_template_child (widget_class, BstEditorTileList, add_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorTileList, picker);
}

static void
bst_editor_tile_list_init (BstEditorTileList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->max = BST_N_TILES;
  build_picker (self);
  update (self);
}

GtkWidget *
bst_editor_tile_list_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_TILE_LIST, NULL);
}

const guint8 *
bst_editor_tile_list_get_tiles (BstEditorTileList *self,
                                guint             *n)
{
  g_return_val_if_fail (BST_IS_EDITOR_TILE_LIST (self), NULL);
  *n = self->n_tiles;
  return self->tiles;
}

void
bst_editor_tile_list_set_tiles (BstEditorTileList *self,
                                const guint8      *types,
                                guint              n)
{
  g_return_if_fail (BST_IS_EDITOR_TILE_LIST (self));
  g_return_if_fail (n <= BST_N_TILES);

  if (n == self->n_tiles && memcmp (types, self->tiles, n) == 0)
    return;
  memcpy (self->tiles, types, n);
  self->n_tiles = n;
  update (self);
}

guint
bst_editor_tile_list_get_max (BstEditorTileList *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_TILE_LIST (self), 0);
  return self->max;
}

void
bst_editor_tile_list_set_max (BstEditorTileList *self,
                              guint              max)
{
  g_return_if_fail (BST_IS_EDITOR_TILE_LIST (self));

  self->max = MIN (max, BST_N_TILES);
  update (self);
}

void
bst_editor_tile_list_set_counts (BstEditorTileList *self,
                                 const guint       *counts)
{
  g_return_if_fail (BST_IS_EDITOR_TILE_LIST (self));

  self->have_counts = counts != NULL;
  if (counts)
    memcpy (self->counts, counts, sizeof self->counts);
  update (self);
}

gboolean
bst_editor_tile_list_add (BstEditorTileList *self,
                          guint              type)
{
  g_return_val_if_fail (BST_IS_EDITOR_TILE_LIST (self), FALSE);
  g_return_val_if_fail (type < BST_N_TILE_TYPES, FALSE);

  if (self->max == 0 || (self->have_counts && self->counts[type] == 0))
    return FALSE;
  /* A full list (a hand of one, most often) takes the new tile for its last. */
  if (self->n_tiles >= self->max)
    {
      if (self->have_counts)
        self->counts[self->tiles[self->n_tiles - 1]]++;
      self->n_tiles = self->max - 1;
    }
  self->tiles[self->n_tiles++] = (guint8) type;
  if (self->have_counts)
    self->counts[type]--;
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
bst_editor_tile_list_remove (BstEditorTileList *self,
                             guint              index)
{
  g_return_val_if_fail (BST_IS_EDITOR_TILE_LIST (self), FALSE);

  if (index >= self->n_tiles)
    return FALSE;
  if (self->have_counts)
    self->counts[self->tiles[index]]++;
  memmove (&self->tiles[index], &self->tiles[index + 1], self->n_tiles - index - 1);
  self->n_tiles--;
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

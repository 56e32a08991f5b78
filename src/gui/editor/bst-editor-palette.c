/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-editor-palette.h"
#include "bst-editor-piece.h"
#include "bst-meeple-icon.h"
#include "bst-tile-image.h"

struct _BstEditorPalette
{
  GtkWidget          parent_instance;

  BstEditorDocument *document;
  GSignalGroup      *document_signals;
  int                tool_tile;
  int                tool_player;
  gboolean           syncing;

  GtkWidget         *box;
  GtkWidget         *scrolled;
  GtkWidget         *tile_grid;
  GtkWidget         *hand_button;
  GtkWidget         *meeple_box;
  GtkWidget         *meeple_buttons[BST_MAX_PLAYERS];
  GtkWidget         *meeple_icons[BST_MAX_PLAYERS];
  GtkWidget         *tile_buttons[BST_N_TILE_TYPES];
  GtkWidget         *tile_images[BST_N_TILE_TYPES];
  GtkWidget         *count_labels[BST_N_TILE_TYPES];
};

G_DEFINE_FINAL_TYPE (BstEditorPalette, bst_editor_palette, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_TOOL_TILE,
  PROP_TOOL_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sync_buttons (BstEditorPalette *self)
{
  self->syncing = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->hand_button),
                                self->tool_tile < 0 && self->tool_player < 0);
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tile_buttons[t]),
                                  self->tool_tile == (int) t);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->meeple_buttons[p]),
                                  self->tool_player == (int) p);
  self->syncing = FALSE;
}

/* A tile chosen with the keys may be scrolled out of sight. */
static void
reveal_tile (BstEditorPalette *self,
             int               type)
{
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page;

  if (type < 0
      || !gtk_widget_compute_bounds (self->tile_buttons[type], self->tile_grid, &bounds))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static void
set_tools (BstEditorPalette *self,
           int               tile,
           int               player)
{
  gboolean tile_changed = self->tool_tile != tile;
  gboolean player_changed = self->tool_player != player;

  self->tool_tile = tile;
  self->tool_player = player;
  sync_buttons (self);
  if (tile_changed)
    {
      reveal_tile (self, tile);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL_TILE]);
    }
  if (player_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL_PLAYER]);
}

static void
button_toggled_cb (BstEditorPalette *self,
                   GtkToggleButton  *button)
{
  int tile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tile"));
  int player = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "player"));

  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  set_tools (self, tile, player);
}

static void
update_counts (BstEditorPalette *self)
{
  const BstEditorDraft *d;

  if (self->document == NULL)
    return;
  d = bst_editor_document_get_draft (self->document);

  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      GtkWidget *label = self->count_labels[t];
      guint count = bst_tile_type (t)->count;
      guint used = bst_editor_draft_count_used (d, t);
      g_autofree char *text = NULL;

      gtk_widget_remove_css_class (label, "error");
      if (d->free_mode)
        /* TRANSLATORS: how many tiles of a type are on the board, in free mode */
        text = g_strdup_printf (_("%u used"), used);
      else if (used > count)
        {
          text = g_strdup_printf (ngettext ("%u too many", "%u too many", used - count),
                                  used - count);
          gtk_widget_add_css_class (label, "error");
        }
      else
        text = g_strdup_printf (ngettext ("%u left", "%u left", count - used), count - used);
      gtk_label_set_text (GTK_LABEL (label), text);
    }

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      g_autofree char *tooltip = NULL;

      gtk_widget_set_visible (self->meeple_buttons[p], p < d->rules.n_players);
      bst_meeple_icon_set_colour (BST_MEEPLE_ICON (self->meeple_icons[p]),
                                  d->players[p].colour % BST_N_COLOURS);
      tooltip = g_strdup_printf (_("Meeples of %s"), d->players[p].name);
      gtk_widget_set_tooltip_text (self->meeple_buttons[p], tooltip);
    }
  if (self->tool_player >= (int) d->rules.n_players)
    set_tools (self, -1, -1);
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static void
bst_editor_palette_dispose (GObject *object)
{
  BstEditorPalette *self = BST_EDITOR_PALETTE (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (bst_editor_palette_parent_class)->dispose (object);
}

static void
bst_editor_palette_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BstEditorPalette *self = BST_EDITOR_PALETTE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_TOOL_TILE:
      g_value_set_int (value, self->tool_tile);
      break;
    case PROP_TOOL_PLAYER:
      g_value_set_int (value, self->tool_player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_palette_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BstEditorPalette *self = BST_EDITOR_PALETTE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      bst_editor_palette_set_document (self, g_value_get_object (value));
      break;
    case PROP_TOOL_TILE:
      bst_editor_palette_set_tool_tile (self, g_value_get_int (value));
      break;
    case PROP_TOOL_PLAYER:
      bst_editor_palette_set_tool_player (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_palette_class_init (BstEditorPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bst_editor_palette_dispose;
  object_class->get_property = bst_editor_palette_get_property;
  object_class->set_property = bst_editor_palette_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BST_TYPE_EDITOR_DOCUMENT, flags);
  properties[PROP_TOOL_TILE] =
    g_param_spec_int ("tool-tile", NULL, NULL, -1, BST_N_TILE_TYPES - 1, -1, flags);
  properties[PROP_TOOL_PLAYER] =
    g_param_spec_int ("tool-player", NULL, NULL, -1, BST_MAX_PLAYERS - 1, -1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editorpalette");
}

static GtkWidget *
tool_button (BstEditorPalette *self,
             GtkWidget        *child,
             int               tile,
             int               player)
{
  GtkWidget *button = gtk_toggle_button_new ();

  gtk_button_set_child (GTK_BUTTON (button), child);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "tile", GINT_TO_POINTER (tile));
  g_object_set_data (G_OBJECT (button), "player", GINT_TO_POINTER (player));
  if (self->hand_button)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (self->hand_button));
  g_signal_connect_swapped (button, "toggled", G_CALLBACK (button_toggled_cb), self);
  return button;
}

/* A tile dragged onto the board is placed there, whatever the tool. */
static GdkContentProvider *
tile_drag_prepare_cb (BstEditorPalette *self,
                      double            x,
                      double            y,
                      GtkDragSource    *source)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  BstEditorPiece piece = { 0 };

  piece.kind = BST_EDITOR_PIECE_NEW_TILE;
  piece.type = (guint) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tile"));
  return gdk_content_provider_new_typed (BST_TYPE_EDITOR_PIECE, &piece);
}

static void
tile_drag_begin_cb (BstEditorPalette *self,
                    GdkDrag          *drag,
                    GtkDragSource    *source)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tile"));
  GtkWidget *image = self->tile_images[type];
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (image);

  /* Beside the pointer, like a badge: over the board, the board shows the
   * tile on the square it would land on, under the pointer. */
  gtk_drag_source_set_icon (source, paintable, -12, -12);
}

static void
bst_editor_palette_init (BstEditorPalette *self)
{
  GtkWidget *grid, *image;

  self->tool_tile = -1;
  self->tool_player = -1;
  self->document_signals = g_signal_group_new (BST_TYPE_EDITOR_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (update_counts), self);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  image = gtk_image_new_from_icon_name ("find-location-symbolic");
  self->hand_button = tool_button (self, image, -1, -1);
  gtk_widget_set_tooltip_text (self->hand_button,
                               _("Select, move and turn tiles (drag a tile to move it, "
                                 "right-click to turn it)"));
  gtk_widget_set_halign (self->hand_button, GTK_ALIGN_START);

  gtk_box_append (GTK_BOX (self->box), heading (_("Meeples")));
  self->meeple_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->meeple_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->meeple_box), 7);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->meeple_box), 4);
  gtk_flow_box_append (GTK_FLOW_BOX (self->meeple_box), self->hand_button);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      self->meeple_icons[p] = bst_meeple_icon_new (p);
      gtk_widget_set_size_request (self->meeple_icons[p], 24, 24);
      self->meeple_buttons[p] = tool_button (self, self->meeple_icons[p], -1, (int) p);
      gtk_flow_box_append (GTK_FLOW_BOX (self->meeple_box), self->meeple_buttons[p]);
    }
  gtk_box_append (GTK_BOX (self->box), self->meeple_box);

  gtk_box_append (GTK_BOX (self->box), heading (_("Tiles")));
  grid = self->tile_grid = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (grid), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (grid), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (grid), 3);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (grid), 3);
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *tile = bst_tile_image_new ();
      g_autofree char *tooltip = NULL;
      GtkDragSource *source;

      bst_tile_image_set_tile (BST_TILE_IMAGE (tile), (int) t);
      gtk_widget_set_size_request (tile, 48, 48);
      gtk_box_append (GTK_BOX (box), tile);
      self->count_labels[t] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->count_labels[t], "caption");
      gtk_box_append (GTK_BOX (box), self->count_labels[t]);
      self->tile_images[t] = tile;
      self->tile_buttons[t] = tool_button (self, box, (int) t, -1);
      source = gtk_drag_source_new ();
      gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
      g_signal_connect_swapped (source, "prepare", G_CALLBACK (tile_drag_prepare_cb), self);
      g_signal_connect_swapped (source, "drag-begin", G_CALLBACK (tile_drag_begin_cb), self);
      gtk_widget_add_controller (self->tile_buttons[t], GTK_EVENT_CONTROLLER (source));
      /* TRANSLATORS: %c is the letter of a tile type, A to X */
      tooltip = g_strdup_printf (_("Tile %c"), bst_tile_type_letter (t));
      gtk_widget_set_tooltip_text (self->tile_buttons[t], tooltip);
      gtk_flow_box_append (GTK_FLOW_BOX (grid), self->tile_buttons[t]);
    }
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), grid);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_box_append (GTK_BOX (self->box), self->scrolled);

  sync_buttons (self);
}

GtkWidget *
bst_editor_palette_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_PALETTE, NULL);
}

BstEditorDocument *
bst_editor_palette_get_document (BstEditorPalette *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PALETTE (self), NULL);
  return self->document;
}

void
bst_editor_palette_set_document (BstEditorPalette  *self,
                                 BstEditorDocument *document)
{
  g_return_if_fail (BST_IS_EDITOR_PALETTE (self));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  update_counts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

int
bst_editor_palette_get_tool_tile (BstEditorPalette *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PALETTE (self), -1);
  return self->tool_tile;
}

void
bst_editor_palette_set_tool_tile (BstEditorPalette *self,
                                  int               type)
{
  g_return_if_fail (BST_IS_EDITOR_PALETTE (self));
  g_return_if_fail (type >= -1 && type < BST_N_TILE_TYPES);

  if (type >= 0)
    set_tools (self, type, -1);
  else if (self->tool_tile >= 0)
    set_tools (self, -1, self->tool_player);
}

int
bst_editor_palette_get_tool_player (BstEditorPalette *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PALETTE (self), -1);
  return self->tool_player;
}

void
bst_editor_palette_set_tool_player (BstEditorPalette *self,
                                    int               player)
{
  g_return_if_fail (BST_IS_EDITOR_PALETTE (self));
  g_return_if_fail (player >= -1 && player < BST_MAX_PLAYERS);

  if (player >= 0)
    set_tools (self, -1, player);
  else if (self->tool_player >= 0)
    set_tools (self, self->tool_tile, -1);
}

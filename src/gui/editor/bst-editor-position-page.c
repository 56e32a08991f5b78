/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <string.h>

#include "bst-editor-position-page.h"
#include "bst-editor-tile-list.h"
#include "bst-meeple-icon.h"
#include "bst-tile-image.h"

typedef struct {
  GtkWidget *expander;
  GtkWidget *icon;
  GtkWidget *name;
  GtkWidget *colour;
  GtkWidget *score;
} PlayerRows;

struct _BstEditorPositionPage
{
  BstEditorPage      parent_instance;

  PlayerRows         player_rows[BST_MAX_PLAYERS];
  GtkWidget         *players;
  GtkWidget         *to_move;
  GtkStringList     *to_move_model;
  GtkWidget         *free_mode;
  GtkWidget         *hand;
  GtkWidget         *fixed_order;
  GtkWidget         *order;
  GtkWidget         *order_row;
  GtkWidget         *bag;
  GtkWidget         *bag_from_board;
  GtkWidget         *bag_counts[BST_N_TILE_TYPES];
  GtkWidget         *turn;
  GtkWidget         *game_over;
};

G_DEFINE_FINAL_TYPE (BstEditorPositionPage, bst_editor_position_page, BST_TYPE_EDITOR_PAGE)

static const char *const colour_names[BST_N_COLOURS] = {
  N_("Yellow"), N_("Red"), N_("Green"), N_("Blue"), N_("Black"), N_("Pink"),
};

/* How many of each tile the set has left to add; in free mode, no limit. */
static const guint *
tiles_left (const BstEditorDraft *d,
            gboolean              with_order,
            guint                *counts)
{
  if (d->free_mode)
    return NULL;
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      guint used = bst_editor_draft_count_used (d, t);
      guint have = bst_tile_type (t)->count;

      counts[t] = have > used ? have - used : 0;
    }
  for (guint i = 0; with_order && i < d->n_order; i++)
    if (counts[d->order[i]] > 0)
      counts[d->order[i]]--;
  return counts;
}

static void
set_entry_text (GtkWidget  *entry,
                const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

static void
bst_editor_position_page_sync (BstEditorPage *page)
{
  BstEditorPositionPage *self = BST_EDITOR_POSITION_PAGE (page);
  const BstEditorDraft *d;
  g_autofree char *bag_subtitle = NULL;
  guint counts[BST_N_TILE_TYPES];
  guint n_bag = 0;

  d = bst_editor_document_get_draft (bst_editor_page_get_document (page));

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      const BstEditorPlayer *player = &d->players[p];
      PlayerRows *rows = &self->player_rows[p];
      guint supply = bst_editor_draft_supply (d, p);
      g_autofree char *subtitle = NULL;

      gtk_widget_set_visible (rows->expander, p < d->rules.n_players);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->expander), player->name);
      /* TRANSLATORS: a player's score and the meeples they have left */
      subtitle = g_strdup_printf (ngettext ("%d points, %u meeple in supply",
                                            "%d points, %u meeples in supply", supply),
                                  player->score, supply);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (rows->expander), subtitle);
      bst_meeple_icon_set_colour (BST_MEEPLE_ICON (rows->icon), player->colour % BST_N_COLOURS);
      set_entry_text (rows->name, player->name);
      adw_combo_row_set_selected (ADW_COMBO_ROW (rows->colour), player->colour);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (rows->score), player->score);
    }

  /* The names in the "to move" list follow the players. */
  {
    g_autoptr (GPtrArray) names = g_ptr_array_new ();
    gboolean same = g_list_model_get_n_items (G_LIST_MODEL (self->to_move_model))
                    == d->rules.n_players;

    for (guint p = 0; p < d->rules.n_players; p++)
      {
        g_ptr_array_add (names, (gpointer) d->players[p].name);
        same = same && g_strcmp0 (gtk_string_list_get_string (self->to_move_model, p),
                                  d->players[p].name) == 0;
      }
    g_ptr_array_add (names, NULL);
    if (!same)
      gtk_string_list_splice (self->to_move_model, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->to_move_model)),
                              (const char *const *) names->pdata);
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->to_move), d->to_move);
  }

  gtk_switch_set_active (GTK_SWITCH (self->free_mode), d->free_mode);
  bst_editor_tile_list_set_max (BST_EDITOR_TILE_LIST (self->hand),
                                MIN (d->rules.hand_size, BST_MAX_HAND));
  bst_editor_tile_list_set_tiles (BST_EDITOR_TILE_LIST (self->hand), d->hand, d->n_hand);
  bst_editor_tile_list_set_counts (BST_EDITOR_TILE_LIST (self->hand),
                                   tiles_left (d, FALSE, counts));
  gtk_switch_set_active (GTK_SWITCH (self->fixed_order), d->fixed_order);
  bst_editor_tile_list_set_tiles (BST_EDITOR_TILE_LIST (self->order), d->order, d->n_order);
  bst_editor_tile_list_set_counts (BST_EDITOR_TILE_LIST (self->order),
                                   tiles_left (d, TRUE, counts));
  gtk_widget_set_sensitive (self->order_row, d->fixed_order);

  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      guint count = bst_editor_draft_bag_count (d, t);

      n_bag += count;
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->bag_counts[t]), count);
    }
  gtk_switch_set_active (GTK_SWITCH (self->bag_from_board), !d->custom_bag);
  gtk_widget_set_sensitive (self->bag, !d->fixed_order);
  bag_subtitle = d->fixed_order
                 ? g_strdup (_("The draw order is the bag"))
                 : d->custom_bag
                 ? g_strdup_printf (ngettext ("%u tile, counted by hand", "%u tiles, counted by hand",
                                              n_bag), n_bag)
                 : g_strdup_printf (ngettext ("%u tile, what the set has left",
                                              "%u tiles, what the set has left", n_bag), n_bag);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->bag), bag_subtitle);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->turn), d->turn);
  gtk_switch_set_active (GTK_SWITCH (self->game_over), d->game_over);
}

/* Edits ----------------------------------------------------------------------------- */

static guint
player_of (gpointer widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "player"));
}

static void
name_changed_cb (BstEditorPositionPage *self,
                 GtkEditable           *entry)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  guint p = player_of (entry);
  g_autofree char *key = g_strdup_printf ("name:%u", p);

  if (d == NULL)
    return;
  g_utf8_strncpy (d->players[p].name, gtk_editable_get_text (entry), BST_POSITION_MAX_NAME);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, key);
}

static void
colour_changed_cb (BstEditorPositionPage *self,
                   GParamSpec            *pspec,
                   AdwComboRow           *row)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  d->players[player_of (row)].colour = (guint8) adw_combo_row_get_selected (row);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
score_changed_cb (BstEditorPositionPage *self,
                  GtkSpinButton         *spin)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  g_autofree char *key = g_strdup_printf ("score:%u", player_of (spin));

  if (d == NULL)
    return;
  d->players[player_of (spin)].score = (gint16) gtk_spin_button_get_value_as_int (spin);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, key);
}

static void
to_move_changed_cb (BstEditorPositionPage *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->to_move));
  BstEditorDraft *d;

  if (selected == GTK_INVALID_LIST_POSITION
      || (d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self))) == NULL)
    return;
  if (selected >= d->rules.n_players || selected == d->to_move)
    {
      g_free (d);
      return;
    }
  d->to_move = (guint8) selected;
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
free_mode_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  d->free_mode = gtk_switch_get_active (GTK_SWITCH (self->free_mode));
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
hand_changed_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  const guint8 *tiles;
  guint n;

  if (d == NULL)
    return;
  tiles = bst_editor_tile_list_get_tiles (BST_EDITOR_TILE_LIST (self->hand), &n);
  d->n_hand = (guint8) MIN (n, BST_MAX_HAND);
  memcpy (d->hand, tiles, d->n_hand);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
fixed_order_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  gboolean fixed = gtk_switch_get_active (GTK_SWITCH (self->fixed_order));

  if (d == NULL || d->fixed_order == fixed)
    {
      g_free (d);
      return;
    }
  /* Starting an order from the bag's tiles, in letter order. */
  if (fixed && d->n_order == 0)
    for (guint t = 0; t < BST_N_TILE_TYPES; t++)
      for (guint n = bst_editor_draft_bag_count (d, t); n > 0 && d->n_order < BST_N_TILES; n--)
        d->order[d->n_order++] = (guint8) t;
  d->fixed_order = fixed;
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
order_changed_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  const guint8 *tiles;
  guint n;

  if (d == NULL)
    return;
  tiles = bst_editor_tile_list_get_tiles (BST_EDITOR_TILE_LIST (self->order), &n);
  d->n_order = (guint8) MIN (n, BST_N_TILES);
  memcpy (d->order, tiles, d->n_order);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
bag_from_board_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  /* Custom counts start from what the board leaves. */
  if (!gtk_switch_get_active (GTK_SWITCH (self->bag_from_board)) && !d->custom_bag)
    for (guint t = 0; t < BST_N_TILE_TYPES; t++)
      d->bag[t] = (guint8) bst_editor_draft_bag_count (d, t);
  d->custom_bag = !gtk_switch_get_active (GTK_SWITCH (self->bag_from_board));
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
bag_count_cb (BstEditorPositionPage *self,
              GtkSpinButton         *spin)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  guint type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "tile"));
  g_autofree char *key = g_strdup_printf ("bag:%u", type);

  if (d == NULL)
    return;
  if (!d->custom_bag)
    for (guint t = 0; t < BST_N_TILE_TYPES; t++)
      d->bag[t] = (guint8) bst_editor_draft_bag_count (d, t);
  d->custom_bag = TRUE;
  d->bag[type] = (guint8) gtk_spin_button_get_value_as_int (spin);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, key);
}

static void
turn_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  d->turn = (guint16) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->turn));
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, "turn");
}

static void
game_over_cb (BstEditorPositionPage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  d->game_over = gtk_switch_get_active (GTK_SWITCH (self->game_over));
  if (d->game_over)
    d->n_hand = 0;
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

/* Building ---------------------------------------------------------------------------- */

static GtkWidget *
spin_row (const char *title,
          double      min,
          double      max,
          GtkWidget **spin)
{
  GtkWidget *row = adw_action_row_new ();

  *spin = gtk_spin_button_new_with_range (min, max, 1);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *spin);
  return row;
}

static void
add_player_rows (BstEditorPositionPage *self)
{
  g_autoptr (GtkStringList) colours = gtk_string_list_new (NULL);

  for (guint c = 0; c < BST_N_COLOURS; c++)
    gtk_string_list_append (colours, _(colour_names[c]));

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      PlayerRows *rows = &self->player_rows[p];
      GtkWidget *row;

      rows->expander = adw_expander_row_new ();
      rows->icon = bst_meeple_icon_new (p);
      gtk_widget_set_size_request (rows->icon, 24, 24);
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (rows->expander), rows->icon);

      rows->name = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->name), _("Name"));
      g_object_set_data (G_OBJECT (rows->name), "player", GUINT_TO_POINTER (p));
      g_signal_connect_swapped (rows->name, "changed", G_CALLBACK (name_changed_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (rows->expander), rows->name);

      rows->colour = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->colour), _("Colour"));
      adw_combo_row_set_model (ADW_COMBO_ROW (rows->colour), G_LIST_MODEL (colours));
      g_object_set_data (G_OBJECT (rows->colour), "player", GUINT_TO_POINTER (p));
      g_signal_connect_swapped (rows->colour, "notify::selected",
                                G_CALLBACK (colour_changed_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (rows->expander), rows->colour);

      row = spin_row (_("Score"), 0, BST_POSITION_MAX_SCORE, &rows->score);
      g_object_set_data (G_OBJECT (rows->score), "player", GUINT_TO_POINTER (p));
      g_signal_connect_swapped (rows->score, "value-changed", G_CALLBACK (score_changed_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (rows->expander), row);

      gtk_list_box_insert (GTK_LIST_BOX (self->players), rows->expander, (int) p);
    }
}

static void
add_bag_rows (BstEditorPositionPage *self)
{
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      g_autofree char *title = g_strdup_printf (_("Tile %c"), bst_tile_type_letter (t));
      GtkWidget *image = bst_tile_image_new ();
      GtkWidget *row = spin_row (title, 0, BST_N_TILES, &self->bag_counts[t]);

      bst_tile_image_set_tile (BST_TILE_IMAGE (image), (int) t);
      gtk_widget_set_size_request (image, 32, 32);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), image);
      g_object_set_data (G_OBJECT (self->bag_counts[t]), "tile", GUINT_TO_POINTER (t));
      g_signal_connect_swapped (self->bag_counts[t], "value-changed", G_CALLBACK (bag_count_cb),
                                self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->bag), row);
    }
}

static void
bst_editor_position_page_class_init (BstEditorPositionPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  BST_EDITOR_PAGE_CLASS (klass)->sync = bst_editor_position_page_sync;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/editor/"
                                               "bst-editor-position-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, players);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, to_move);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, to_move_model);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, free_mode);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, hand);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, fixed_order);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, order);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, order_row);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, bag);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, bag_from_board);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, turn);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPositionPage, game_over);
  gtk_widget_class_bind_template_callback (widget_class, to_move_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, free_mode_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, fixed_order_cb);
  gtk_widget_class_bind_template_callback (widget_class, order_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, bag_from_board_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_over_cb);
}

static void
bst_editor_position_page_init (BstEditorPositionPage *self)
{
  g_type_ensure (BST_TYPE_EDITOR_TILE_LIST);
  gtk_widget_init_template (GTK_WIDGET (self));

  add_player_rows (self);
  add_bag_rows (self);
}

GtkWidget *
bst_editor_position_page_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_POSITION_PAGE, NULL);
}

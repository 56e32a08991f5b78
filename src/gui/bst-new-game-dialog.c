/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-meeple-icon.h"
#include "bst-new-game-dialog.h"

/* Who can sit at a seat, in the order of the drop-down. */
static const BstSeatKind offered_kinds[] = {
  BST_SEAT_HUMAN, BST_SEAT_BEGINNER, BST_SEAT_EASY, BST_SEAT_MEDIUM, BST_SEAT_HARD,
  BST_SEAT_EXPERT, BST_SEAT_RANDOM,
};

/* What a player can expect from each seat, by seat kind. */
static const char *const kind_descriptions[BST_N_SEAT_KINDS] = {
  [BST_SEAT_HUMAN] = N_("A person at this computer"),
  [BST_SEAT_RANDOM] = N_("Lays its tiles anywhere they fit, without a plan"),
  [BST_SEAT_BEGINNER] = N_("Plays like someone who just learned the rules"),
  [BST_SEAT_EASY] = N_("Takes the most points it sees this turn"),
  [BST_SEAT_MEDIUM] = N_("Looks a few turns ahead before it chooses"),
  [BST_SEAT_HARD] = N_("Weighs many ways the game could go on"),
  [BST_SEAT_EXPERT] = N_("Thinks about a second a move, on all cores"),
};

static guint
kind_position (BstSeatKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (offered_kinds); i++)
    if (offered_kinds[i] == kind)
      return i;
  return 0;
}

typedef struct {
  BstNewGameDialog *dialog;
  guint             seat;
  AdwEntryRow      *row;
  BstMeepleIcon    *icon;
  GtkDropDown      *colour;
  GtkDropDown      *kind;
} SeatWidgets;

struct _BstNewGameDialog
{
  AdwWindow             parent_instance;

  BstSetup             *setup;
  SeatWidgets           seats[BST_MAX_PLAYERS];
  gboolean              syncing;

  AdwPreferencesGroup  *players_group;
  AdwPreferencesGroup  *edition_group;
  AdwPreferencesGroup  *house_group;
  AdwEntryRow          *seed_row;
  GtkLabel             *problem_label;
};

G_DEFINE_FINAL_TYPE (BstNewGameDialog, bst_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
create_rule_row (BstNewGameDialog  *self,
                 const BstRuleInfo *info)
{
  BstRules *rules = bst_setup_get_rules (self->setup);
  GtkWidget *row;

  if (info->type == BST_RULE_TYPE_CHOICE)
    {
      g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);

      for (guint v = 0; info->choices[v].name != NULL; v++)
        gtk_string_list_append (labels, _(info->choices[v].label));
      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
      /* The choice, a sentence, is shown whole under the rule's name. */
      adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _(info->description));
      g_object_bind_property (rules, info->name, row, "selected",
                              G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
    }
  else
    {
      GtkWidget *control;
      const char *property;

      row = adw_action_row_new ();
      if (info->type == BST_RULE_TYPE_BOOLEAN)
        {
          control = gtk_switch_new ();
          property = "active";
        }
      else
        {
          control = gtk_spin_button_new_with_range (info->minimum, info->maximum,
                                                    MAX (info->step, 1));
          gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (control), TRUE);
          gtk_spin_button_set_snap_to_ticks (GTK_SPIN_BUTTON (control), TRUE);
          property = "value";
        }
      gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
      if (info->type == BST_RULE_TYPE_BOOLEAN)
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
      g_object_bind_property (rules, info->name, control, property,
                              G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(info->title));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (info->type != BST_RULE_TYPE_CHOICE)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(info->description));
  return row;
}

static void
sync_seats (BstNewGameDialog *self)
{
  guint n_players = bst_setup_get_n_players (self->setup);

  self->syncing = TRUE;
  for (guint s = 0; s < BST_MAX_PLAYERS; s++)
    {
      SeatWidgets *seat = &self->seats[s];
      const BstPlayerInfo *player = bst_setup_get_player (self->setup, s);

      gtk_widget_set_visible (GTK_WIDGET (seat->row), s < n_players);
      /* A default name follows its colour; the entry then stays empty. */
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (seat->row)), player->name) != 0)
        gtk_editable_set_text (GTK_EDITABLE (seat->row), player->name);
      gtk_drop_down_set_selected (seat->colour, player->colour);
      bst_meeple_icon_set_colour (seat->icon, player->colour);
      gtk_drop_down_set_selected (seat->kind, kind_position (player->kind));
      gtk_widget_set_tooltip_text (GTK_WIDGET (seat->kind), _(kind_descriptions[player->kind]));
    }
  self->syncing = FALSE;
}

static void
name_changed_cb (GtkEditable *editable,
                 SeatWidgets *seat)
{
  if (seat->dialog->syncing)
    return;
  bst_setup_set_player_name (seat->dialog->setup, seat->seat, gtk_editable_get_text (editable));
}

static void
colour_selected_cb (GtkDropDown *drop_down,
                    GParamSpec  *pspec,
                    SeatWidgets *seat)
{
  if (seat->dialog->syncing)
    return;
  bst_setup_set_player_colour (seat->dialog->setup, seat->seat,
                               gtk_drop_down_get_selected (drop_down));
  /* Another seat may have given its colour up. */
  sync_seats (seat->dialog);
}

static void
kind_selected_cb (GtkDropDown *drop_down,
                  GParamSpec  *pspec,
                  SeatWidgets *seat)
{
  BstSeatKind kind = offered_kinds[gtk_drop_down_get_selected (drop_down)];

  if (seat->dialog->syncing)
    return;
  bst_setup_set_player_kind (seat->dialog->setup, seat->seat, kind);
  gtk_widget_set_tooltip_text (GTK_WIDGET (drop_down), _(kind_descriptions[kind]));
}

static void
n_players_changed_cb (BstNewGameDialog *self)
{
  sync_seats (self);
}

/* Rules that cannot be played together say why, and the game cannot start. */
static void
rules_changed_cb (BstNewGameDialog *self)
{
  g_autoptr (GError) error = NULL;
  gboolean playable;

  playable = bst_rule_set_check_new_game (bst_rules_get_set (bst_setup_get_rules (self->setup)),
                                    &error);
  gtk_label_set_label (self->problem_label, playable ? "" : error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), !playable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.start", playable);
}

/* In the open list each kind says, under its name, what it plays like. */
static void
kind_item_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (description), 24);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 32);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_add_css_class (description, "caption");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), description);
  gtk_list_item_set_child (item, box);
}

static void
kind_item_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  GtkWidget *name = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  BstSeatKind kind = offered_kinds[gtk_list_item_get_position (item)];

  gtk_label_set_label (GTK_LABEL (name), bst_seat_kind_display_name (kind));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_next_sibling (name)),
                       _(kind_descriptions[kind]));
}

static GtkListItemFactory *
kind_list_factory (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (kind_item_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (kind_item_bind_cb), NULL);
  return factory;
}

static void
create_seat_row (BstNewGameDialog *self,
                 guint             s)
{
  SeatWidgets *seat = &self->seats[s];
  const BstPlayerInfo *player = bst_setup_get_player (self->setup, s);
  g_autoptr (GtkStringList) colours = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr (GtkListItemFactory) list_factory = kind_list_factory ();
  g_autofree char *title = g_strdup_printf (_("Player %u"), s + 1);

  for (guint c = 0; c < BST_N_COLOURS; c++)
    gtk_string_list_append (colours, bst_colour_display_name (c));
  for (guint k = 0; k < G_N_ELEMENTS (offered_kinds); k++)
    gtk_string_list_append (kinds, bst_seat_kind_display_name (offered_kinds[k]));

  seat->dialog = self;
  seat->seat = s;
  seat->row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->row), title);
  gtk_editable_set_text (GTK_EDITABLE (seat->row), player->name);

  seat->icon = BST_MEEPLE_ICON (bst_meeple_icon_new (player->colour));
  gtk_widget_set_valign (GTK_WIDGET (seat->icon), GTK_ALIGN_CENTER);
  adw_entry_row_add_prefix (seat->row, GTK_WIDGET (seat->icon));

  seat->colour = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&colours)), NULL));
  gtk_widget_set_valign (GTK_WIDGET (seat->colour), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (seat->colour), _("Colour"));
  adw_entry_row_add_suffix (seat->row, GTK_WIDGET (seat->colour));

  seat->kind = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&kinds)), NULL));
  gtk_widget_set_valign (GTK_WIDGET (seat->kind), GTK_ALIGN_CENTER);
  gtk_drop_down_set_list_factory (seat->kind, list_factory);
  adw_entry_row_add_suffix (seat->row, GTK_WIDGET (seat->kind));

  g_signal_connect (seat->row, "changed", G_CALLBACK (name_changed_cb), seat);
  g_signal_connect (seat->colour, "notify::selected", G_CALLBACK (colour_selected_cb), seat);
  g_signal_connect (seat->kind, "notify::selected", G_CALLBACK (kind_selected_cb), seat);
  adw_preferences_group_add (self->players_group, GTK_WIDGET (seat->row));
}

static void
build_rows (BstNewGameDialog *self)
{
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      AdwPreferencesGroup *group;

      switch (info->group)
        {
        case BST_RULE_GROUP_GAME:
          group = self->players_group;
          break;
        case BST_RULE_GROUP_EDITION:
          group = self->edition_group;
          break;
        case BST_RULE_GROUP_HOUSE:
        default:
          group = self->house_group;
          break;
        }
      adw_preferences_group_add (group, create_rule_row (self, info));
    }

  for (guint s = 0; s < BST_MAX_PLAYERS; s++)
    create_seat_row (self, s);
  g_signal_connect_object (bst_setup_get_rules (self->setup), "notify::players",
                           G_CALLBACK (n_players_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (bst_setup_get_rules (self->setup), "notify",
                           G_CALLBACK (rules_changed_cb), self, G_CONNECT_SWAPPED);
  sync_seats (self);
  rules_changed_cb (self);

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), bst_setup_get_seed (self->setup));
}

static void
start_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  BstNewGameDialog *self = BST_NEW_GAME_DIALOG (widget);

  if (!bst_rule_set_check_new_game (bst_rules_get_set (bst_setup_get_rules (self->setup)), NULL))
    return;
  bst_setup_set_seed (self->setup, gtk_editable_get_text (GTK_EDITABLE (self->seed_row)));
  g_signal_emit (self, signals[START], 0);
}

static void
bst_new_game_dialog_dispose (GObject *object)
{
  BstNewGameDialog *self = BST_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->setup);
  G_OBJECT_CLASS (bst_new_game_dialog_parent_class)->dispose (object);
}

static void
bst_new_game_dialog_class_init (BstNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_new_game_dialog_dispose;

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BstNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, BstNewGameDialog, edition_group);
  gtk_widget_class_bind_template_child (widget_class, BstNewGameDialog, house_group);
  gtk_widget_class_bind_template_child (widget_class, BstNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, BstNewGameDialog, problem_label);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bst_new_game_dialog_init (BstNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BstNewGameDialog *
bst_new_game_dialog_new (BstSetup *setup)
{
  BstNewGameDialog *self;

  g_return_val_if_fail (BST_IS_SETUP (setup), NULL);

  self = g_object_new (BST_TYPE_NEW_GAME_DIALOG, NULL);
  self->setup = g_object_ref (setup);
  build_rows (self);
  return self;
}

BstSetup *
bst_new_game_dialog_get_setup (BstNewGameDialog *self)
{
  g_return_val_if_fail (BST_IS_NEW_GAME_DIALOG (self), NULL);
  return self->setup;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <string.h>

#include "bst-ai.h"
#include "bst-gui-test-utils.h"
#include "bst-new-game-dialog.h"

/* The first seat's colour drop-down: the first GtkDropDown of the dialog. */
static gboolean
is_shown_drop_down (GtkWidget     *widget,
                    gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_get_mapped (widget);
}

/* The kind drop-down of the second seat: the second shown drop-down that
 * lists a computer level. */
static gboolean
is_second_kind_drop_down (GtkWidget     *widget,
                          gconstpointer  data)
{
  guint *seen = (guint *) data;
  GListModel *model;

  if (!is_shown_drop_down (widget, NULL))
    return FALSE;
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                     bst_seat_kind_display_name (BST_SEAT_EASY)))
      return ++*seen == 2;
  return FALSE;
}

static guint
position_of_kind (GtkDropDown *drop_down,
                  BstSeatKind  kind)
{
  GtkStringList *model = GTK_STRING_LIST (gtk_drop_down_get_model (drop_down));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (model)); i++)
    if (g_str_equal (gtk_string_list_get_string (model, i), bst_seat_kind_display_name (kind)))
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* The text of the visible label styled as an error, or NULL. */
static const char *
shown_problem (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && gtk_widget_has_css_class (widget, "error"))
    return gtk_label_get_label (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = shown_problem (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static BstSetup *
setup_from_played_game (void)
{
  g_autoptr (BstSetup) first = bst_setup_new ();
  g_autoptr (BstGame) game = bst_setup_create_game (first);

  /* The game's players have their colours' names, as a game always does. */
  g_assert_cmpstr (bst_game_get_player (game, 0)->name, ==,
                   bst_colour_display_name (bst_game_get_player (game, 0)->colour));
  return bst_setup_new_from_game (game);
}

/* After a game, a player called by their colour takes the name of the new
 * colour; a name typed by hand stays. */
static void
test_names_follow_colours (void)
{
  g_autoptr (BstSetup) setup = setup_from_played_game ();
  g_autoptr (BstGame) game = NULL;
  BstColour old = bst_setup_get_player (setup, 0)->colour;
  BstColour other = (old + 2) % BST_N_COLOURS;

  bst_setup_set_player_colour (setup, 0, other);
  game = bst_setup_create_game (setup);
  g_assert_cmpstr (bst_game_get_player (game, 0)->name, ==, bst_colour_display_name (other));

  bst_setup_set_player_name (setup, 1, "Anna");
  bst_setup_set_player_colour (setup, 1, old);
  g_clear_object (&game);
  game = bst_setup_create_game (setup);
  g_assert_cmpstr (bst_game_get_player (game, 1)->name, ==, "Anna");
}

/* The same through the dialog, as a person changes the colour. */
static void
test_dialog_colour (void)
{
  g_autoptr (BstSetup) setup = setup_from_played_game ();
  BstNewGameDialog *dialog = bst_new_game_dialog_new (setup);
  g_autoptr (BstGame) game = NULL;
  GtkDropDown *colour;
  guint chosen;

  gtk_window_present (GTK_WINDOW (dialog));
  wait_for_frames (GTK_WIDGET (dialog), 2);
  colour = GTK_DROP_DOWN (find_descendant (GTK_WIDGET (dialog), is_shown_drop_down, NULL));
  g_assert_nonnull (colour);
  chosen = (gtk_drop_down_get_selected (colour) + 3) % BST_N_COLOURS;
  gtk_drop_down_set_selected (colour, chosen);

  game = bst_setup_create_game (setup);
  g_assert_cmpuint (bst_game_get_player (game, 0)->colour, ==, chosen);
  g_assert_cmpstr (bst_game_get_player (game, 0)->name, ==, bst_colour_display_name (chosen));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A table the rules cannot play says why, and the game cannot start. */
static void
test_unplayable_table (void)
{
  g_autoptr (BstSetup) setup = bst_setup_new ();
  BstNewGameDialog *dialog = bst_new_game_dialog_new (setup);
  BstRules *rules = bst_setup_get_rules (setup);
  guint started = 0;

  g_signal_connect_swapped (dialog, "start", G_CALLBACK (g_atomic_int_inc), &started);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_null (shown_problem (GTK_WIDGET (dialog)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_cmpuint (started, ==, 1);

  g_object_set (rules, "table-width", 1, "table-height", 1, NULL);
  g_assert_nonnull (strstr (shown_problem (GTK_WIDGET (dialog)), "one square"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL);
  g_assert_cmpuint (started, ==, 1);

  g_object_set (rules, "table-height", 5, NULL);
  g_assert_null (shown_problem (GTK_WIDGET (dialog)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_cmpuint (started, ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A first game is against Beginner; every level is offered, and the one
 * chosen says in a sentence what it plays like. */
static void
test_levels (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.bastide.Bastide");
  g_autoptr (BstSetup) setup = NULL;
  g_autoptr (GHashTable) descriptions = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                                g_free, NULL);
  BstNewGameDialog *dialog;
  GtkDropDown *kind;
  guint seen = 0;

  g_settings_reset (settings, "new-game-players");
  setup = bst_setup_new_from_settings (settings);
  g_assert_cmpuint (bst_setup_get_player (setup, 1)->kind, ==, BST_SEAT_BEGINNER);
  dialog = bst_new_game_dialog_new (setup);

  gtk_window_present (GTK_WINDOW (dialog));
  wait_for_frames (GTK_WIDGET (dialog), 2);
  kind = GTK_DROP_DOWN (find_descendant (GTK_WIDGET (dialog), is_second_kind_drop_down, &seen));
  g_assert_nonnull (kind);
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==,
                    position_of_kind (kind, BST_SEAT_BEGINNER));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (kind)), ==,
                   "Plays like someone who just learned the rules");

  for (guint l = 0; l < BST_AI_N_LEVELS; l++)
    {
      BstSeatKind level_kind = bst_ai_level_seat_kind (l);
      guint position = position_of_kind (kind, level_kind);
      char *description;

      g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
      gtk_drop_down_set_selected (kind, position);
      g_assert_cmpuint (bst_setup_get_player (setup, 1)->kind, ==, level_kind);
      g_assert_cmpuint (bst_setup_get_player (setup, 0)->kind, ==, BST_SEAT_HUMAN);
      description = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (kind)));
      g_assert_nonnull (description);
      g_assert_true (g_ascii_isupper (description[0]));
      g_assert_true (g_hash_table_add (descriptions, description));
    }
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (kind)), ==,
                   "Thinks about a second a move, on all cores");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  g_test_add_func ("/gui/new-game-dialog/names-follow-colours", test_names_follow_colours);
  g_test_add_func ("/gui/new-game-dialog/colour", test_dialog_colour);
  g_test_add_func ("/gui/new-game-dialog/unplayable-table", test_unplayable_table);
  add_display_test ("/gui/new-game-dialog/levels", test_levels);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-rules-window.h"

#include <glib/gi18n.h>

typedef struct {
  const char *id;
  const char *title;
} Section;

static const Section sections[] = {
  { "components", N_("Components") },
  { "turn", N_("A Turn") },
  { "roads", N_("Roads") },
  { "cities", N_("Cities") },
  { "monasteries", N_("Monasteries") },
  { "fields", N_("Fields and Farmers") },
  { "game-end", N_("Game End") },
  { "editions", N_("Edition Variants") },
  { "house-rules", N_("House Rules") },
};

/* A rule: a short title, a paragraph, and what shows it. @names lists the
 * rule-table names (bst-rule-set.h) the paragraph explains, separated by
 * spaces. */
typedef struct {
  const char *section;
  const char *names;
  const char *title;
  const char *text;
  const char *tutorial;   /* step id */
  const char *puzzle;     /* file in the puzzle directory */
} Rule;

/* Translators: the rules reference. Each text is one paragraph; keep the
 * game's terms (tile, meeple, thief, knight, monk, farmer, pennant) as the
 * rest of the translation has them. */
static const Rule rules[] = {
  /* Components */
  { "components", "tiles", N_("Land Tiles"),
    N_("The game has 72 square land tiles showing roads, cities, monasteries and the fields "
       "between them. One of them, with a darker back, is the start tile: it lies in the "
       "middle of the table when the game begins. The rest are shuffled and drawn one at a "
       "time."),
    "welcome", NULL },
  { "components", "meeples", N_("Meeples"),
    N_("Each player has 7 meeples in their colour. A meeple placed on a road is a thief, in a "
       "city a knight, on a monastery a monk, and lying in a field a farmer. Meeples are "
       "meant to be scarce: using them well is a large part of the game."),
    NULL, "14-meeples-home.bastide" },
  { "components", "players", N_("Players"),
    N_("Two to six players take part; the plain box has colours for five. The youngest player "
       "begins, and play goes round in turn."),
    NULL, NULL },

  /* A turn */
  { "turn", "place-tile", N_("1. Place a Tile"),
    N_("Draw a tile and place it next to the tiles already down, touching at least one of "
       "them along a whole side. You must place it if it fits anywhere."),
    "road-place", NULL },
  { "turn", "edges", N_("Every Edge Must Match"),
    N_("Every side of the new tile that touches another tile must match it: city to city, "
       "road to road, field to field. One matching side is not enough. Tiles that touch only "
       "at a corner are not connected."),
    "placement-edges", NULL },
  { "turn", "discard", N_("A Tile That Fits Nowhere"),
    N_("In the rare case that a tile fits nowhere, it is taken out of the game and you draw "
       "another."),
    "placement-discard", NULL },
  { "turn", "place-meeple", N_("2. Place a Meeple"),
    N_("You may then put one meeple from your supply on the tile you just placed: on a road, "
       "in a city, on a monastery or in a field. You may not put it on a road, city or field "
       "that already holds a meeple — anyone’s, yours included — counting everything the new "
       "tile connects it to."),
    "meeple-rules", NULL },
  { "turn", "score", N_("3. Score"),
    N_("Every road, city and monastery the tile completes is scored at the end of the turn, "
       "for everyone with a meeple in it, and those meeples go back to their owners. You may "
       "put your meeple on a feature your tile has just completed: it scores at once and comes "
       "back, and cannot be placed again that turn."),
    "place-score-return", "12-claim-as-you-close.bastide" },
  { "turn", "several", N_("Several Features at Once"),
    N_("One tile can complete several features at the same time, a neighbouring monastery "
       "included. Each of them is scored."),
    NULL, "13-three-at-once.bastide" },

  /* Roads */
  { "roads", "road", N_("Finished Roads"),
    N_("A road is finished when both of its ends are closed, by a village or crossroads, a "
       "city or a monastery, or when it loops back onto itself. It scores 1 point per tile."),
    "road-score", "01-road-basics.bastide" },
  { "roads", "road-loop", N_("Loops and Crossroads"),
    N_("A tile counts once even when the road passes through it twice. A crossroads ends "
       "every road that reaches it."),
    NULL, "02-road-loop.bastide" },
  { "roads", "road-share", N_("Sharing a Road"),
    N_("You cannot join an occupied road directly, but two separate roads with a thief each "
       "can later be joined by a tile. Then the player with the most thieves scores; when "
       "players tie, each of them scores the full points."),
    "road-share-score", "11-join-and-share.bastide" },

  /* Cities */
  { "cities", "city", N_("Finished Cities"),
    N_("A city is finished when walls surround it and there is no gap inside. It scores 2 "
       "points per tile and 2 more per pennant (the shield on some city tiles)."),
    "city-complete", "04-city-pennants.bastide" },
  { "cities", "city-small", N_("A Small City"),
    N_("A city of two tiles is worth 4 points. A tile with two separate city pieces may close "
       "one of them and open another; you still place at most one meeple."),
    "small-city", "05-small-city.bastide" },
  { "cities", "city-once", N_("Each Tile Counts Once"),
    N_("When two pieces of one tile end up in the same city, that tile still counts only "
       "once. A pennant belongs to the city piece it is drawn in."),
    NULL, "07-tile-counted-once.bastide" },
  { "cities", "majority", N_("The Most Knights Win"),
    N_("Knights end up together when separate cities are joined. The player with the most "
       "knights in a city scores all of it; tied players each score the full points; the "
       "others score nothing. More knights never multiply the points."),
    "city-majority", "10-majority.bastide" },

  /* Monasteries */
  { "monasteries", "monastery", N_("Monasteries"),
    N_("A monastery stands in the middle of its tile. It is finished when all eight squares "
       "around it hold tiles, and then scores 9 points: 1 for each tile, its own included. "
       "Monasteries never join each other."),
    "monastery-complete", "08-monastery-eighth.bastide" },

  /* Fields */
  { "fields", "farmers", N_("Farmers"),
    N_("With farmers in play, a meeple may lie down in a field. Farmers stay until the end "
       "of the game. Then each field scores 3 points for every finished city it touches, for "
       "the player with the most farmers in it."),
    "farmers", "16-farmers.bastide" },
  { "fields", "field-split", N_("Fields Are Split"),
    N_("Roads, cities and the edge of the land split the land into separate fields. Each "
       "field is scored on its own."),
    "farmers-fields", "18-roads-split-fields.bastide" },
  { "fields", "field-cities", N_("One City, Several Fields"),
    N_("A finished city counts once for each field that touches it, so it may score for "
       "several fields, even for the same player."),
    NULL, "17-one-city-two-fields.bastide" },
  { "fields", "field-majority", N_("The Most Farmers Win"),
    N_("As in cities, the player with the most farmers in a field scores it, and tied "
       "players all score in full."),
    NULL, "19-farmer-majority.bastide" },

  /* Game end */
  { "game-end", "end", N_("The Last Tile"),
    N_("The game ends after the turn in which the last tile is placed. Then every meeple "
       "still on the board scores, and the player with the most points wins. Players with "
       "the same score share the victory."),
    "final-scoring", "15-game-end.bastide" },
  { "game-end", "final-scoring", N_("Final Scoring"),
    N_("An unfinished road scores 1 point per tile. An unfinished city scores 1 point per "
       "tile and 1 per pennant — half its value. An unfinished monastery scores 1 point plus "
       "1 for each tile around it. Fields score last."),
    NULL, "09-monastery-unfinished.bastide" },

  /* Editions */
  { "editions", "small-city", N_("Small City Points"),
    N_("Since the second edition a finished city of two tiles scores 4 points. The first "
       "edition gave it only 2."),
    NULL, "06-small-city-first-edition.bastide" },
  { "editions", "farmer-scoring", N_("Farmer Scoring"),
    N_("Today each field scores 3 points per finished city it touches. Second-edition era "
       "rules count a city only once per player, however many of that player’s fields touch "
       "it. The original rules of 2000 score city by city: the player with the most farmers "
       "around a finished city gets 4 points for it."),
    NULL, "20-farmers-second-edition.bastide" },
  { "editions", "farmers", N_("Playing Without Farmers"),
    N_("Newer boxes treat farmers as an add-on for easier first games. Most players, and all "
       "official tournaments, play with them."),
    NULL, NULL },
  { "editions", "meeples", N_("Meeples per Player"),
    N_("The standard game gives each player 7 meeples. You may choose more or fewer for a "
       "different game."),
    NULL, NULL },

  /* House rules */
  { "house-rules", "random-start", N_("Random Start Player"),
    N_("Instead of the youngest player, the game draws lots for who begins."),
    NULL, NULL },
  { "house-rules", "draw-at-end", N_("Draw at the End of Your Turn"),
    N_("You draw your next tile when your turn ends, and see it while the others play. This "
       "gives you time to think and keeps the game moving."),
    NULL, NULL },
  { "house-rules", "hand hand-visible", N_("A Hand of Tiles"),
    N_("Each player holds several tiles, plays one of them in their turn and draws back up "
       "at the end of it. The hands may be open for everyone to see, or hidden."),
    NULL, "25-hand-of-tiles.bastide" },
  { "house-rules", "start-tile-in-bag", N_("Start Tile in the Bag"),
    N_("The start tile is shuffled with the others; the first tile drawn starts the board."),
    NULL, NULL },
  { "house-rules", "unplaceable-back", N_("Unplaceable Tiles Go Back"),
    N_("A tile that fits nowhere goes back into the bag instead of out of the game. The game "
       "ends when only such tiles remain."),
    NULL, NULL },
  { "house-rules", "hole-bonus", N_("Extra Turn for Filling a Hole"),
    N_("A tile placed in a gap, touching tiles on all four sides, earns its player another "
       "turn. This rewards closing the land even when it brings no points."),
    NULL, "24-hole-bonus.bastide" },
  { "house-rules", "no-incomplete", N_("Unfinished Features Score Nothing"),
    N_("At the end of the game unfinished roads, cities and monasteries score nothing; only "
       "fields score. Finishing what you start matters even more."),
    NULL, "22-no-incomplete.bastide" },
  { "house-rules", "table-width table-height", N_("The Table Edge"),
    N_("The land may not grow past the edge of the table: tiles can only be placed within a "
       "set number of squares across and down around the start tile."),
    NULL, "23-table-edge.bastide" },
  { "house-rules", "table-edge-closes", N_("The Table Edge Completes Features"),
    N_("With a table edge, roads and cities that face the edge count as closed there, as if "
       "an abbey stood in the way."),
    NULL, NULL },
  { "house-rules", "auction", N_("Tile Auction"),
    N_("When the tile you draw is the only kind left that can finish some feature, the other "
       "players may bid points for it in turn. You either sell it to the best bidder, who "
       "pays the points and plays it, or keep it."),
    NULL, NULL },
  { "house-rules", "bushes-end-roads", N_("Bushes on Roads"),
    N_("Some groups say bushes do not end a road. Bastide’s tiles have no bushes: roads end "
       "only at villages, cities and monasteries, so this rule changes nothing here."),
    NULL, NULL },
  { "house-rules", "dice-score-markers", N_("Dice as Score Markers"),
    N_("On a table, coloured dice can replace meeples on the score track. Here the game keeps "
       "the score for you, so there is nothing to replace."),
    NULL, NULL },
};

struct _BstRulesWindow
{
  AdwWindow       parent_instance;

  GHashTable     *rule_widgets;   /* rule name → its box */

  AdwLeaflet     *leaflet;
  GtkListBox     *sidebar;
  GtkStack       *stack;
  AdwWindowTitle *content_title;
};

G_DEFINE_FINAL_TYPE (BstRulesWindow, bst_rules_window, ADW_TYPE_WINDOW)

enum {
  SHOW_TUTORIAL_STEP,
  SHOW_PUZZLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const Section *
find_section (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_strcmp0 (sections[i].id, id) == 0)
      return &sections[i];
  return NULL;
}

static void
tutorial_clicked_cb (GtkButton      *button,
                     BstRulesWindow *self)
{
  g_signal_emit (self, signals[SHOW_TUTORIAL_STEP], 0,
                 g_object_get_data (G_OBJECT (button), "target"));
}

static void
puzzle_clicked_cb (GtkButton      *button,
                   BstRulesWindow *self)
{
  g_signal_emit (self, signals[SHOW_PUZZLE], 0, g_object_get_data (G_OBJECT (button), "target"));
}

static GtkWidget *
link_button (BstRulesWindow *self,
             const char     *label,
             const char     *target,
             GCallback       callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "small");
  g_object_set_data (G_OBJECT (button), "target", (gpointer) target);
  g_signal_connect_object (button, "clicked", callback, self, 0);
  return button;
}

static GtkWidget *
rule_widget (BstRulesWindow *self,
             const Rule     *rule)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (g_dgettext (GETTEXT_PACKAGE, rule->title));
  GtkWidget *text = gtk_label_new (g_dgettext (GETTEXT_PACKAGE, rule->text));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-4");
  gtk_widget_set_focusable (title, FALSE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_selectable (GTK_LABEL (text), TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), text);

  if (rule->tutorial != NULL || rule->puzzle != NULL)
    {
      GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      if (rule->tutorial != NULL)
        gtk_box_append (GTK_BOX (buttons),
                        link_button (self, _("_Show Me"), rule->tutorial,
                                     G_CALLBACK (tutorial_clicked_cb)));
      if (rule->puzzle != NULL)
        gtk_box_append (GTK_BOX (buttons),
                        link_button (self, _("_Try a Puzzle"), rule->puzzle,
                                     G_CALLBACK (puzzle_clicked_cb)));
      gtk_box_append (GTK_BOX (box), buttons);
    }
  return box;
}

static void
build_pages (BstRulesWindow *self)
{
  for (guint s = 0; s < G_N_ELEMENTS (sections); s++)
    {
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *clamp = adw_clamp_new ();
      GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
      GtkWidget *row_label = gtk_label_new (g_dgettext (GETTEXT_PACKAGE, sections[s].title));
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
      gtk_widget_set_margin_top (page, 24);
      gtk_widget_set_margin_bottom (page, 24);
      gtk_widget_set_margin_start (page, 12);
      gtk_widget_set_margin_end (page, 12);

      for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
        {
          g_auto (GStrv) names = NULL;
          GtkWidget *widget;

          if (!g_str_equal (rules[r].section, sections[s].id))
            continue;
          widget = rule_widget (self, &rules[r]);
          gtk_box_append (GTK_BOX (page), widget);
          names = g_strsplit (rules[r].names, " ", -1);
          for (guint n = 0; names[n]; n++)
            g_hash_table_insert (self->rule_widgets, g_strdup (names[n]), widget);
        }

      adw_clamp_set_child (ADW_CLAMP (clamp), page);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
      gtk_stack_add_named (self->stack, scrolled, sections[s].id);

      gtk_label_set_xalign (GTK_LABEL (row_label), 0);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), row_label);
      g_object_set_data (G_OBJECT (row), "section", (gpointer) sections[s].id);
      gtk_list_box_append (self->sidebar, row);
    }
}

static void
select_section (BstRulesWindow *self,
                const Section  *section)
{
  GtkListBoxRow *row;

  gtk_stack_set_visible_child_name (self->stack, section->id);
  adw_window_title_set_title (self->content_title, g_dgettext (GETTEXT_PACKAGE, section->title));
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->sidebar, i)) != NULL; i++)
    if (g_str_equal (g_object_get_data (G_OBJECT (row), "section"), section->id))
      gtk_list_box_select_row (self->sidebar, row);
}

static void
sidebar_row_activated_cb (BstRulesWindow *self,
                          GtkListBoxRow  *row)
{
  const Section *section = find_section (g_object_get_data (G_OBJECT (row), "section"));

  if (section == NULL)
    return;
  select_section (self, section);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
back_clicked_cb (BstRulesWindow *self)
{
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

/* Scrolls the rule's page so that the rule is at the top, once laid out. */
static gboolean
scroll_to_rule_cb (gpointer user_data)
{
  GtkWidget *widget = user_data;
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  graphene_point_t point;

  if (scrolled == NULL)
    return G_SOURCE_REMOVE;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  if (gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &point))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

      gtk_adjustment_set_value (adjustment, MAX (point.y - 12, 0));
    }
  return G_SOURCE_REMOVE;
}

static void
bst_rules_window_dispose (GObject *object)
{
  BstRulesWindow *self = BST_RULES_WINDOW (object);

  g_clear_pointer (&self->rule_widgets, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_RULES_WINDOW);
  G_OBJECT_CLASS (bst_rules_window_parent_class)->dispose (object);
}

static void
bst_rules_window_class_init (BstRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_rules_window_dispose;

  signals[SHOW_TUTORIAL_STEP] =
    g_signal_new ("show-tutorial-step", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SHOW_PUZZLE] =
    g_signal_new ("show-puzzle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BstRulesWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, BstRulesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BstRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BstRulesWindow, content_title);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bst_rules_window_init (BstRulesWindow *self)
{
  self->rule_widgets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  build_pages (self);
  select_section (self, &sections[0]);
}

GtkWidget *
bst_rules_window_new (void)
{
  return g_object_new (BST_TYPE_RULES_WINDOW, NULL);
}

gboolean
bst_rules_window_show_section (BstRulesWindow *self,
                               const char     *section)
{
  const Section *found;

  g_return_val_if_fail (BST_IS_RULES_WINDOW (self), FALSE);

  found = find_section (section);
  if (found == NULL)
    return FALSE;
  select_section (self, found);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
  return TRUE;
}

gboolean
bst_rules_window_show_rule (BstRulesWindow *self,
                            const char     *name)
{
  GtkWidget *widget;

  g_return_val_if_fail (BST_IS_RULES_WINDOW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  widget = g_hash_table_lookup (self->rule_widgets, name);
  if (widget == NULL)
    return FALSE;

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_auto (GStrv) names = g_strsplit (rules[r].names, " ", -1);

      if (g_strv_contains ((const char *const *) names, name))
        {
          bst_rules_window_show_section (self, rules[r].section);
          break;
        }
    }
  g_idle_add_full (G_PRIORITY_LOW, scroll_to_rule_cb, g_object_ref (widget), g_object_unref);
  return TRUE;
}

const char *
bst_rules_window_get_section (BstRulesWindow *self)
{
  g_return_val_if_fail (BST_IS_RULES_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-rules-window.h"

#include <glib/gi18n.h>

#include "bst-rules-reference.h"

struct _BstRulesWindow
{
  AdwWindow       parent_instance;

  GHashTable     *rule_widgets;   /* BstRulesEntry → its box */

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

static const BstRulesSection *
find_section (const char *id)
{
  return bst_rules_reference_find_section (bst_rules_reference_get_default (), id);
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
rule_widget (BstRulesWindow      *self,
             const BstRulesEntry *rule)
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
  const BstRulesReference *reference = bst_rules_reference_get_default ();

  for (guint s = 0; s < bst_rules_reference_get_n_sections (reference); s++)
    {
      const BstRulesSection *section = bst_rules_reference_get_section (reference, s);
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *clamp = adw_clamp_new ();
      GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
      GtkWidget *row_label = gtk_label_new (g_dgettext (GETTEXT_PACKAGE, section->title));
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
      gtk_widget_set_margin_top (page, 24);
      gtk_widget_set_margin_bottom (page, 24);
      gtk_widget_set_margin_start (page, 12);
      gtk_widget_set_margin_end (page, 12);

      for (guint r = 0; r < bst_rules_reference_get_n_entries (reference); r++)
        {
          const BstRulesEntry *rule = bst_rules_reference_get_entry (reference, r);
          GtkWidget *widget;

          if (!g_str_equal (rule->section, section->id))
            continue;
          widget = rule_widget (self, rule);
          gtk_box_append (GTK_BOX (page), widget);
          g_hash_table_insert (self->rule_widgets, (gpointer) rule, widget);
        }

      adw_clamp_set_child (ADW_CLAMP (clamp), page);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
      gtk_stack_add_named (self->stack, scrolled, section->id);

      gtk_label_set_xalign (GTK_LABEL (row_label), 0);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), row_label);
      g_object_set_data (G_OBJECT (row), "section", (gpointer) section->id);
      gtk_list_box_append (self->sidebar, row);
    }
}

static void
select_section (BstRulesWindow        *self,
                const BstRulesSection *section)
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
  const BstRulesSection *section = find_section (g_object_get_data (G_OBJECT (row), "section"));

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
  const BstRulesReference *reference = bst_rules_reference_get_default ();

  self->rule_widgets = g_hash_table_new (NULL, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  build_pages (self);
  if (bst_rules_reference_get_n_sections (reference) > 0)
    select_section (self, bst_rules_reference_get_section (reference, 0));
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
  const BstRulesSection *found;

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
  const BstRulesEntry *rule;
  GtkWidget *widget;

  g_return_val_if_fail (BST_IS_RULES_WINDOW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  /* A setting two rules name, such as farmers, is the first one's. */
  rule = bst_rules_reference_find_entry (bst_rules_reference_get_default (), name);
  if (rule == NULL)
    return FALSE;
  widget = g_hash_table_lookup (self->rule_widgets, rule);
  g_return_val_if_fail (widget != NULL, FALSE);
  bst_rules_window_show_section (self, rule->section);
  g_idle_add_full (G_PRIORITY_LOW, scroll_to_rule_cb, g_object_ref (widget), g_object_unref);
  return TRUE;
}

const char *
bst_rules_window_get_section (BstRulesWindow *self)
{
  g_return_val_if_fail (BST_IS_RULES_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

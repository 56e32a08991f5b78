/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-editor-rules-page.h"
#include "bst-rule-set.h"

struct _BstEditorRulesPage
{
  BstEditorPage        parent_instance;

  GPtrArray           *rows;     /* one widget per rule: GtkSwitch, GtkSpinButton or AdwComboRow */

  AdwPreferencesGroup *game_group;
  AdwPreferencesGroup *edition_group;
  AdwPreferencesGroup *house_group;
};

G_DEFINE_FINAL_TYPE (BstEditorRulesPage, bst_editor_rules_page, BST_TYPE_EDITOR_PAGE)

static void
set_rule (BstEditorRulesPage *self,
          const BstRuleInfo  *info,
          guint               value)
{
  BstEditorPage *page = BST_EDITOR_PAGE (self);
  g_autofree BstEditorDraft *d = NULL;
  g_autofree char *key = NULL;

  if (!bst_rule_info_accepts (info, value) || (d = bst_editor_page_begin_edit (page)) == NULL)
    return;

  if (bst_rule_set_get (&d->rules, info) == value)
    return;
  if (g_str_equal (info->name, "players"))
    {
      bst_editor_document_set_n_players (bst_editor_page_get_document (page), value);
      return;
    }
  bst_rule_set_set (&d->rules, info, value);
  key = g_strconcat ("rule:", info->name, NULL);
  bst_editor_page_commit_edit (page, g_steal_pointer (&d), key);
}

static void
switch_cb (BstEditorRulesPage *self,
           GParamSpec         *pspec,
           GtkSwitch          *sw)
{
  set_rule (self, g_object_get_data (G_OBJECT (sw), "rule"), gtk_switch_get_active (sw));
}

static void
spin_cb (BstEditorRulesPage *self,
         GtkSpinButton      *spin)
{
  set_rule (self, g_object_get_data (G_OBJECT (spin), "rule"),
            (guint) gtk_spin_button_get_value_as_int (spin));
}

static void
combo_cb (BstEditorRulesPage *self,
          GParamSpec         *pspec,
          AdwComboRow        *row)
{
  set_rule (self, g_object_get_data (G_OBJECT (row), "rule"), adw_combo_row_get_selected (row));
}

static void
bst_editor_rules_page_sync (BstEditorPage *page)
{
  BstEditorRulesPage *self = BST_EDITOR_RULES_PAGE (page);
  const BstEditorDraft *d = bst_editor_document_get_draft (bst_editor_page_get_document (page));

  for (guint i = 0; i < self->rows->len; i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      GtkWidget *widget = g_ptr_array_index (self->rows, i);
      guint value = bst_rule_set_get (&d->rules, info);

      if (GTK_IS_SWITCH (widget))
        gtk_switch_set_active (GTK_SWITCH (widget), value);
      else if (GTK_IS_SPIN_BUTTON (widget))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
      else
        adw_combo_row_set_selected (ADW_COMBO_ROW (widget), value);
    }
}

static GtkWidget *
create_row (BstEditorRulesPage *self,
            const BstRuleInfo  *info,
            GtkWidget         **control)
{
  GtkWidget *row;

  if (info->type == BST_RULE_TYPE_CHOICE)
    {
      g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

      for (guint v = 0; info->choices[v].name != NULL; v++)
        gtk_string_list_append (model, _(info->choices[v].label));
      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      /* The choice, a sentence, is shown whole under the rule's name. */
      adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _(info->description));
      g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (combo_cb), self);
      *control = row;
    }
  else
    {
      row = adw_action_row_new ();
      if (info->type == BST_RULE_TYPE_BOOLEAN)
        {
          *control = gtk_switch_new ();
          g_signal_connect_swapped (*control, "notify::active", G_CALLBACK (switch_cb), self);
        }
      else
        {
          *control = gtk_spin_button_new_with_range (info->minimum, info->maximum, info->step);
          g_signal_connect_swapped (*control, "value-changed", G_CALLBACK (spin_cb), self);
        }
      gtk_widget_set_valign (*control, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), *control);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *control);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(info->title));
  if (info->type != BST_RULE_TYPE_CHOICE)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(info->description));
  g_object_set_data (G_OBJECT (*control), "rule", (gpointer) info);
  return row;
}

static AdwPreferencesGroup *
group_of (BstEditorRulesPage *self,
          const BstRuleInfo  *info)
{
  switch (info->group)
    {
    case BST_RULE_GROUP_GAME:
      return self->game_group;
    case BST_RULE_GROUP_EDITION:
      return self->edition_group;
    case BST_RULE_GROUP_HOUSE:
    default:
      return self->house_group;
    }
}

static void
bst_editor_rules_page_dispose (GObject *object)
{
  BstEditorRulesPage *self = BST_EDITOR_RULES_PAGE (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (bst_editor_rules_page_parent_class)->dispose (object);
}

static void
bst_editor_rules_page_class_init (BstEditorRulesPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bst_editor_rules_page_dispose;
  BST_EDITOR_PAGE_CLASS (klass)->sync = bst_editor_rules_page_sync;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/editor/"
                                               "bst-editor-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BstEditorRulesPage, game_group);
  gtk_widget_class_bind_template_child (widget_class, BstEditorRulesPage, edition_group);
  gtk_widget_class_bind_template_child (widget_class, BstEditorRulesPage, house_group);
}

static void
bst_editor_rules_page_init (BstEditorRulesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      GtkWidget *control = NULL;
      GtkWidget *row = create_row (self, info, &control);

      adw_preferences_group_add (group_of (self, info), row);
      g_ptr_array_add (self->rows, control);
    }
}

GtkWidget *
bst_editor_rules_page_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_RULES_PAGE, NULL);
}

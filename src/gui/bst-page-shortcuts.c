/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-page-shortcuts.h"

GtkEventController *
bst_page_shortcuts_add (GtkWidget             *page,
                        GtkPropagationPhase    phase,
                        const BstPageShortcut *shortcuts,
                        gsize                  n_shortcuts)
{
  GtkEventController *controller;

  g_return_val_if_fail (GTK_IS_WIDGET (page), NULL);
  g_return_val_if_fail (shortcuts != NULL || n_shortcuts == 0, NULL);

  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_name (controller, "bst-page-shortcuts");
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_event_controller_set_propagation_phase (controller, phase);
  for (gsize i = 0; i < n_shortcuts; i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GVariant) target = NULL;
      g_autoptr (GError) error = NULL;
      GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (shortcuts[i].triggers);
      GtkShortcut *shortcut;

      if (trigger == NULL
          || !g_action_parse_detailed_name (shortcuts[i].action, &name, &target, &error))
        {
          g_critical ("Bad page shortcut %s → %s", shortcuts[i].triggers, shortcuts[i].action);
          g_clear_object (&trigger);
          continue;
        }
      shortcut = gtk_shortcut_new (trigger, gtk_named_action_new (name));
      gtk_shortcut_set_arguments (shortcut, target);
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (page, controller);
  return controller;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-game-session.h"
#include "bst-preferences-window.h"

struct _BstPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  GtkSwitch            *confirm_moves_switch;
  GtkSwitch            *legal_squares_switch;
  GtkSwitch            *potential_score_switch;
  GtkSpinButton        *speed_spin;
  GtkSwitch            *tile_borders_switch;
  GtkSpinButton        *expert_seconds_spin;
  GtkAdjustment        *expert_seconds_adjustment;
  AdwComboRow          *color_scheme_row;
  GtkSwitch            *dead_squares_switch;
  GtkSwitch            *fitting_tiles_switch;
  GtkSwitch            *finish_odds_switch;
  GtkSwitch            *field_view_switch;
  GtkSwitch            *suggest_stronger_switch;
};

G_DEFINE_FINAL_TYPE (BstPreferencesWindow, bst_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The combo row lists the nicks of the color-scheme enum in order. */
static const char *const color_schemes[] = { "default", "light", "dark" };

static gboolean
color_scheme_get_mapping (GValue   *value,
                          GVariant *variant,
                          gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (color_schemes); i++)
    if (g_str_equal (nick, color_schemes[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
color_scheme_set_mapping (const GValue       *value,
                          const GVariantType *expected_type,
                          gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index >= G_N_ELEMENTS (color_schemes))
    return NULL;
  return g_variant_new_string (color_schemes[index]);
}

static void
bst_preferences_window_dispose (GObject *object)
{
  BstPreferencesWindow *self = BST_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (bst_preferences_window_parent_class)->dispose (object);
}

static void
bst_preferences_window_class_init (BstPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, confirm_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, legal_squares_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, potential_score_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, speed_spin);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, tile_borders_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, expert_seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow,
                                        expert_seconds_adjustment);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, color_scheme_row);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, dead_squares_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, fitting_tiles_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, finish_odds_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow, field_view_switch);
  gtk_widget_class_bind_template_child (widget_class, BstPreferencesWindow,
                                        suggest_stronger_switch);
}

static void
bst_preferences_window_init (BstPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_adjustment_set_lower (self->expert_seconds_adjustment, BST_GAME_SESSION_MIN_EXPERT_SECONDS);
  gtk_adjustment_set_upper (self->expert_seconds_adjustment, BST_GAME_SESSION_MAX_EXPERT_SECONDS);
}

BstPreferencesWindow *
bst_preferences_window_new (GSettings *settings)
{
  BstPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BST_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "confirm-moves", self->confirm_moves_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-legal-squares", self->legal_squares_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-potential-score", self->potential_score_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "animation-speed", self->speed_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "tile-borders", self->tile_borders_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "expert-seconds", self->expert_seconds_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "suggest-stronger-level", self->suggest_stronger_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "color-scheme", self->color_scheme_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                color_scheme_get_mapping, color_scheme_set_mapping, NULL, NULL);
  {
    static const char *const aid_keys[] = {
      "aid-dead-squares", "aid-fitting-tiles", "aid-finish-odds", "aid-field-view",
    };
    GtkSwitch *aid_switches[] = {
      self->dead_squares_switch, self->fitting_tiles_switch, self->finish_odds_switch,
      self->field_view_switch,
    };

    for (guint i = 0; i < G_N_ELEMENTS (aid_keys); i++)
      g_settings_bind (settings, aid_keys[i], aid_switches[i], "active", G_SETTINGS_BIND_DEFAULT);
  }
  return self;
}

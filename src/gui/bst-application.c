/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-application.h"
#include "bst-preferences-window.h"
#include "bst-window.h"

struct _BstApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (BstApplication, bst_application, ADW_TYPE_APPLICATION)

static BstWindow *
get_window (BstApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return BST_IS_WINDOW (window) ? BST_WINDOW (window) : NULL;
}

static void
quit_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  BstApplication *self = user_data;

  /* Closing the windows lets each save its size first. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; )
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
  g_application_quit (G_APPLICATION (self));
}

static void
about_cb (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  BstApplication *self = user_data;
  static const char *developers[] = { N_("The Bastide developers"), NULL };
  const char *translated[] = { _(developers[0]), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "modal", TRUE,
                        "application-name", _("Bastide"),
                        "application-icon", APP_ID,
                        "developer-name", translated[0],
                        "developers", translated,
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/bastide/bastide",
                        "issue-url", "https://github.com/bastide/bastide/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", _("© The Bastide developers"),
                        /* Translators: your names, one per line, as "Name <email>" */
                        "translator-credits", _("translator-credits"),
                        "comments", _("Build a medieval landscape tile by tile, with friends at one "
                                      "screen or against the computer."),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BstApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  BstPreferencesWindow *prefs = bst_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (prefs), parent);
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
shortcuts_cb (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  BstApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  /* GtkApplicationWindow adds win.show-help-overlay for the shortcuts window
   * found at <resource-base-path>/gtk/help-overlay.ui. */
  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
new_game_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BstApplication *self = user_data;
  BstWindow *window = get_window (self);

  if (window == NULL)
    {
      window = bst_window_new (self);
      gtk_window_present (GTK_WINDOW (window));
    }
  bst_window_show_new_game_dialog (window);
}

static const GActionEntry app_entries[] = {
  { "quit", quit_cb },
  { "about", about_cb },
  { "preferences", preferences_cb },
  { "shortcuts", shortcuts_cb },
  { "new-game", new_game_cb },
};

static const struct {
  const char *action;
  const char *accels[4];
} app_accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.shortcuts", { "<Control>question", NULL } },
  { "app.new-game", { "<Control>n", NULL } },
  { "window.close", { "<Control>w", NULL } },
  { "game.confirm", { "Return", "KP_Enter", NULL } },
  { "game.take-back", { "BackSpace", NULL } },
  { "game.undo", { "<Control>z", NULL } },
  { "game.redo", { "<Shift><Control>z", "<Control>y", NULL } },
  { "game.play-again", { "<Shift><Control>n", NULL } },
  { "win.show-side-panel", { "F9", NULL } },
};

static void
apply_color_scheme (BstApplication *self)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT, ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK,
  };
  guint scheme = (guint) g_settings_get_enum (self->settings, "color-scheme");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      schemes[MIN (scheme, G_N_ELEMENTS (schemes) - 1)]);
}

static void
color_scheme_changed_cb (GSettings      *settings,
                         const char     *key,
                         BstApplication *self)
{
  apply_color_scheme (self);
}

static void
bst_application_startup (GApplication *application)
{
  BstApplication *self = BST_APPLICATION (application);

  G_APPLICATION_CLASS (bst_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries, G_N_ELEMENTS (app_entries),
                                   self);
  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), app_accels[i].action,
                                           app_accels[i].accels);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect (self->settings, "changed::color-scheme",
                    G_CALLBACK (color_scheme_changed_cb), self);
  apply_color_scheme (self);
}

static void
bst_application_activate (GApplication *application)
{
  BstApplication *self = BST_APPLICATION (application);
  BstWindow *window = get_window (self);

  if (window == NULL)
    window = bst_window_new (self);
  gtk_window_present (GTK_WINDOW (window));
}

static void
bst_application_dispose (GObject *object)
{
  BstApplication *self = BST_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (bst_application_parent_class)->dispose (object);
}

static void
bst_application_class_init (BstApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = bst_application_dispose;
  app_class->startup = bst_application_startup;
  app_class->activate = bst_application_activate;

  g_set_application_name (_("Bastide"));
  gtk_window_set_default_icon_name (APP_ID);
}

static void
bst_application_init (BstApplication *self)
{
}

BstApplication *
bst_application_new (void)
{
  return g_object_new (BST_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/io/github/bastide/Bastide",
                       NULL);
}

GSettings *
bst_application_get_settings (BstApplication *self)
{
  g_return_val_if_fail (BST_IS_APPLICATION (self), NULL);
  return self->settings;
}

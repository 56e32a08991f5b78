/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>

#include "bst-application.h"
#include "bst-autosave.h"
#include "bst-preferences-window.h"
#include "bst-profiler.h"
#include "bst-share-code.h"
#include "bst-window.h"

struct _BstApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  gboolean        demo;
  gboolean        resume;
  gboolean        asked_resume;
  gint64          start_time;
};

G_DEFINE_FINAL_TYPE (BstApplication, bst_application, ADW_TYPE_APPLICATION)

static BstWindow *
get_window (BstApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return BST_IS_WINDOW (window) ? BST_WINDOW (window) : NULL;
}

/* The application's own windows stand over the window they were asked from. */
static void
present_dialog (BstApplication *self,
                GtkWindow      *dialog)
{
  gtk_window_set_transient_for (dialog, gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (dialog);
}

static void
quit_cb (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       user_data)
{
  BstApplication *self = user_data;

  /* Closing the windows lets each save its size first, and ask about
   * unsaved work: a window that asks stays, and the application ends when
   * the last window closes. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; )
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
  if (gtk_application_get_windows (GTK_APPLICATION (self)) == NULL)
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
  present_dialog (self, GTK_WINDOW (about));
}

static void
preferences_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BstApplication *self = user_data;

  present_dialog (self, GTK_WINDOW (bst_preferences_window_new (self->settings)));
}

static void
shortcuts_cb (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  BstApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkShortcutsWindow *overlay;

  if (!GTK_IS_APPLICATION_WINDOW (window))
    return;
  /* Not at <resource-base-path>/gtk/help-overlay.ui, where every new window
   * would build it straight away: it is built the first time it is asked for. */
  if (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == NULL)
    {
      g_autoptr (GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/bastide/Bastide/help-overlay.ui");

      gtk_application_window_set_help_overlay (
        GTK_APPLICATION_WINDOW (window),
        GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  /* It opens at the keys of the page shown, one section per page. */
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  if (BST_IS_WINDOW (window))
    g_object_set (overlay, "section-name", bst_window_get_page (BST_WINDOW (window)), NULL);
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

static void open_share_code_cb (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data);

static const GActionEntry app_entries[] = {
  { "quit", quit_cb },
  { "about", about_cb },
  { "preferences", preferences_cb },
  { "shortcuts", shortcuts_cb },
  { "new-game", new_game_cb },
  { "open-share-code", open_share_code_cb, "s" },
};

/* Keys that mean the same on every page. The rest belong to the page they
 * act on, which adds them itself (bst-page-shortcuts.h). */
static const struct {
  const char *action;
  const char *accels[4];
} app_accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.shortcuts", { "<Control>question", NULL } },
  { "app.new-game", { "<Control>n", NULL } },
  { "window.close", { "<Control>w", NULL } },
  { "win.show-page('game')", { "<Alt>1", NULL } },
  { "win.show-page('editor')", { "<Alt>2", NULL } },
  { "win.show-page('puzzles')", { "<Alt>3", NULL } },
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

/* A write in the background failed: the player is told where they look. */
static void
autosave_failed_cb (GFile        *file,
                    const GError *error,
                    gpointer      user_data)
{
  BstWindow *window = get_window (user_data);
  g_autofree char *details = NULL;

  if (window == NULL)
    return;
  /* Translators: %s says why, in a sentence or two, and what to do */
  details = g_strdup_printf (_("Your game and your editor draft are kept for next time as you "
                               "play, and this time it failed.\n%s"),
                             error->message);
  bst_window_show_problem (window, _("Your work could not be kept"), details);
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
  if (g_getenv ("BASTIDE_PROFILE_STALLS") != NULL)
    g_settings_set_double (self->settings, "animation-speed", 4.0);
  g_signal_connect (self->settings, "changed::color-scheme",
                    G_CALLBACK (color_scheme_changed_cb), self);
  apply_color_scheme (self);
  bst_autosave_set_failure_func (autosave_failed_cb, self);
}

/* Launch ------------------------------------------------------------------------------ */

static void
start_demo (BstApplication *self,
            BstWindow      *window)
{
  g_autoptr (BstSetup) setup = bst_setup_new ();
  const char *profiled_seed = g_getenv ("BASTIDE_PROFILE_STALLS");

  g_object_set (bst_setup_get_rules (setup), "players", 2u, NULL);
  bst_setup_set_player_kind (setup, 0, BST_SEAT_RANDOM);
  bst_setup_set_player_kind (setup, 1, BST_SEAT_RANDOM);
  /* A measured game is the same game every time: its seed is the
   * variable's value. */
  if (profiled_seed != NULL)
    bst_setup_set_seed (setup, profiled_seed);
  bst_window_start_game (window, setup);
}

/* The autosave is only switched on once the unfinished game has been
 * resumed or given up, so that nothing overwrites it while the question
 * is open. */
static void
enable_autosave (BstApplication *self,
                 BstWindow      *window)
{
  g_autoptr (GFile) file = bst_autosave_get_default_file ();

  if (self->demo)
    {
      self->demo = FALSE;
      start_demo (self, window);
    }
  bst_window_set_autosave_file (window, file);
}

static void
resume_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    BstApplication   *self)
{
  BstWindow *window = BST_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  g_autoptr (GFile) file = bst_autosave_get_default_file ();

  if (g_str_equal (response, "resume"))
    {
      self->demo = FALSE;
      bst_window_resume_autosave (window, file);
    }
  else
    bst_autosave_delete (file);
  enable_autosave (self, window);
}

static void
offer_resume (BstApplication *self,
              BstWindow      *window)
{
  g_autoptr (GFile) file = bst_autosave_get_default_file ();
  GtkWidget *dialog;

  if (self->asked_resume)
    return;
  self->asked_resume = TRUE;

  if (!g_file_query_exists (file, NULL))
    {
      enable_autosave (self, window);
      return;
    }
  if (self->resume)
    {
      self->demo = FALSE;
      bst_window_resume_autosave (window, file);
      enable_autosave (self, window);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Resume the Unfinished Game?"),
                                   _("A game was left unfinished the last time Bastide closed."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "resume", _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  g_signal_connect (dialog, "response", G_CALLBACK (resume_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static BstWindow *
ensure_window (BstApplication *self)
{
  BstWindow *window = get_window (self);

  if (window == NULL)
    {
      g_autoptr (GFile) editor_file = bst_autosave_get_editor_file ();

      window = bst_window_new (self);
      bst_window_set_editor_autosave_file (window, editor_file);
      gtk_window_present (GTK_WINDOW (window));
      bst_profiler_watch_window (window, self->start_time);
    }
  else
    gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
bst_application_activate (GApplication *application)
{
  BstApplication *self = BST_APPLICATION (application);
  BstWindow *window = ensure_window (self);

  offer_resume (self, window);
}

/* What is opened from the command line or the file manager is shown at
 * once. The unfinished game is not asked about: it stays in the autosave
 * until a move of another game replaces it. */
static void
skip_resume (BstApplication *self,
             BstWindow      *window)
{
  g_autoptr (GFile) file = NULL;

  if (self->asked_resume)
    return;
  file = bst_autosave_get_default_file ();
  self->asked_resume = TRUE;
  self->demo = FALSE;
  bst_window_set_autosave_file (window, file);
}

/* The first file opened becomes the game. */
static void
bst_application_open (GApplication  *application,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  BstApplication *self = BST_APPLICATION (application);
  BstWindow *window = ensure_window (self);

  if (n_files > 0)
    bst_window_open_file (window, files[0]);
  skip_resume (self, window);
}

static void
open_share_code_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BstApplication *self = user_data;
  BstWindow *window = ensure_window (self);

  bst_window_open_share_code (window, g_variant_get_string (parameter, NULL));
  skip_resume (self, window);
}

/* `bastide FILE` and `bastide CODE` go where the file manager's files go:
 * to the instance already running if there is one, else to this one. An
 * argument is a share code when it has the shape of one and no file of
 * that name exists. */
static int
open_arguments (BstApplication     *self,
                const char *const  *arguments)
{
  GApplication *application = G_APPLICATION (self);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GError) error = NULL;

  if (!g_application_register (application, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  for (guint i = 0; arguments[i] != NULL; i++)
    {
      if (bst_share_code_looks_like (arguments[i])
          && !g_file_test (arguments[i], G_FILE_TEST_EXISTS))
        g_action_group_activate_action (G_ACTION_GROUP (self), "open-share-code",
                                        g_variant_new_string (arguments[i]));
      else
        g_ptr_array_add (files, g_file_new_for_commandline_arg (arguments[i]));
    }
  if (files->len > 0)
    g_application_open (application, (GFile **) files->pdata, (int) files->len, "");
  /* This instance shows them, so it runs on. */
  return g_application_get_is_remote (application) ? 0 : -1;
}

static int
bst_application_handle_local_options (GApplication *application,
                                      GVariantDict *options)
{
  BstApplication *self = BST_APPLICATION (application);
  g_autofree const char **arguments = NULL;

  self->demo = g_variant_dict_contains (options, "demo");
  self->resume = g_variant_dict_contains (options, "resume");
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("bastide %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (g_getenv ("BASTIDE_PROFILE_STALLS") != NULL)
    {
      /* Measured at full speed. Run it with GSETTINGS_BACKEND=memory. */
      self->demo = TRUE;
      g_application_set_flags (application,
                               g_application_get_flags (application) | G_APPLICATION_NON_UNIQUE);
    }
  if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &arguments))
    return open_arguments (self, arguments);
  return -1;
}

static void
bst_application_dispose (GObject *object)
{
  BstApplication *self = BST_APPLICATION (object);

  g_clear_object (&self->settings);
  bst_autosave_clear_failure_func (self);
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
  app_class->open = bst_application_open;
  app_class->handle_local_options = bst_application_handle_local_options;

  g_set_application_name (_("Bastide"));
  gtk_window_set_default_icon_name (APP_ID);
}

static const GOptionEntry options[] = {
  { "demo", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Start a game between two computer players that play at random"), NULL },
  { "resume", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Resume the unfinished game without asking"), NULL },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
  /* Translators: in `bastide --help`, what the command line takes besides options */
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE|SHARE-CODE…]") },
  { NULL }
};

static void
bst_application_init (BstApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), options);
  self->start_time = g_get_monotonic_time ();
}

void
bst_application_set_start_time (BstApplication *self,
                                gint64          start_time)
{
  g_return_if_fail (BST_IS_APPLICATION (self));
  self->start_time = start_time;
}

BstApplication *
bst_application_new (void)
{
  return g_object_new (BST_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/bastide/Bastide",
                       NULL);
}

GSettings *
bst_application_get_settings (BstApplication *self)
{
  g_return_val_if_fail (BST_IS_APPLICATION (self), NULL);
  return self->settings;
}

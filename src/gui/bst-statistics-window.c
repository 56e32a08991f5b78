/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-setup.h"
#include "bst-statistics.h"
#include "bst-statistics-window.h"

struct _BstStatisticsWindow
{
  AdwWindow            parent_instance;

  GFile               *file;
  GPtrArray           *person_groups;   /* the AdwPreferencesGroups shown, one a person */

  AdwToastOverlay     *toast_overlay;
  GtkStack            *stack;
  AdwPreferencesPage  *people_page;
  AdwPreferencesGroup *reset_group;
};

G_DEFINE_FINAL_TYPE (BstStatisticsWindow, bst_statistics_window, ADW_TYPE_WINDOW)

/* The order in which the levels are listed: from the weakest up. */
static const BstSeatKind levels_weakest_first[] = {
  BST_SEAT_RANDOM, BST_SEAT_BEGINNER, BST_SEAT_EASY, BST_SEAT_MEDIUM, BST_SEAT_HARD,
  BST_SEAT_EXPERT,
};

static const char *const feature_titles[BST_N_FEATURE_KINDS] = {
  N_("Roads"), N_("Cities"), N_("Monasteries"), N_("Fields"),
};

static GtkWidget *
value_row_new (const char *title,
               const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
add_number_row (AdwPreferencesGroup *group,
                const char          *title,
                gint64               value)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);

  adw_preferences_group_add (group, value_row_new (title, text));
}

static GtkWidget *
wins_row_new (const BstPersonStatistics *person)
{
  GtkWidget *expander = adw_expander_row_new ();
  guint games = 0, wins = 0;

  for (guint i = 0; i < G_N_ELEMENTS (levels_weakest_first); i++)
    {
      const BstStatisticsTally *tally = &person->against[levels_weakest_first[i]];
      g_autofree char *text = NULL;

      if (tally->games == 0)
        continue;
      /* Translators: games won of games played against one computer level, e.g. "3 of 5" */
      text = g_strdup_printf (_("%u of %u"), tally->wins, tally->games);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                value_row_new (bst_seat_kind_display_name (levels_weakest_first[i]),
                                               text));
      games += tally->games;
      wins += tally->wins;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Wins Against the Computer"));
  if (games == 0)
    {
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), _("No games against the computer yet"));
      gtk_widget_set_sensitive (expander, FALSE);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u of %u game won",
                                                         "%u of %u games won", games),
                                               wins, games);

      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), text);
    }
  return expander;
}

static GtkWidget *
points_row_new (const BstPersonStatistics *person)
{
  GtkWidget *expander = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Points by Feature"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), _("All games together"));
  for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, person->points[kind]);

      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                value_row_new (_(feature_titles[kind]), text));
    }
  return expander;
}

static GtkWidget *
rating_row_new (const BstPersonStatistics *person)
{
  double rating;
  g_autofree char *text = NULL;
  GtkWidget *row;

  if (bst_person_statistics_get_rating (person, &rating))
    text = g_strdup_printf ("%.0f", rating);
  else
    /* Translators: the rating of a player who has not played the computer */
    text = g_strdup (_("None yet"));
  row = value_row_new (_("Rating"), text);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               /* Translators: what the rating number means */
                               _("Against the computer, where Beginner is 1000"));
  return row;
}

static GtkWidget *
person_group_new (const BstPersonStatistics *person)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  g_autofree char *mean = g_strdup_printf ("%.1f", bst_person_statistics_get_mean_score (person));

  adw_preferences_group_set_title (group, person->name);
  add_number_row (group, _("Games"), person->games);
  adw_preferences_group_add (group, value_row_new (_("Mean Score"), mean));
  add_number_row (group, _("Best Score"), person->best_score);
  adw_preferences_group_add (group, rating_row_new (person));
  adw_preferences_group_add (group, wins_row_new (person));
  adw_preferences_group_add (group, points_row_new (person));
  return GTK_WIDGET (group);
}

static void
show_statistics (BstStatisticsWindow *self,
                 BstStatistics       *statistics)
{
  guint n_people = bst_statistics_get_n_people (statistics);

  for (guint i = 0; i < self->person_groups->len; i++)
    adw_preferences_page_remove (self->people_page, g_ptr_array_index (self->person_groups, i));
  g_ptr_array_set_size (self->person_groups, 0);

  /* The reset button stays below everyone. */
  g_object_ref (self->reset_group);
  adw_preferences_page_remove (self->people_page, self->reset_group);
  for (guint i = 0; i < n_people; i++)
    {
      GtkWidget *group = person_group_new (bst_statistics_get_person (statistics, i));

      g_ptr_array_add (self->person_groups, group);
      adw_preferences_page_add (self->people_page, ADW_PREFERENCES_GROUP (group));
    }
  adw_preferences_page_add (self->people_page, self->reset_group);
  g_object_unref (self->reset_group);

  gtk_stack_set_visible_child_name (self->stack, n_people > 0 ? "people" : "empty");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", n_people > 0);
}

static void
reset_response_cb (AdwMessageDialog    *dialog,
                   const char          *response,
                   BstStatisticsWindow *self)
{
  g_autoptr (BstStatistics) empty = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_str_equal (response, "reset"))
    return;
  empty = bst_statistics_new ();
  if (!bst_statistics_save (empty, self->file, &error))
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }
  show_statistics (self, empty);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BstStatisticsWindow *self = BST_STATISTICS_WINDOW (widget);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset Statistics?"),
                                              _("The games, wins, scores and ratings of every "
                                                "player are forgotten. This cannot be undone."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
bst_statistics_window_dispose (GObject *object)
{
  BstStatisticsWindow *self = BST_STATISTICS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_STATISTICS_WINDOW);
  g_clear_pointer (&self->person_groups, g_ptr_array_unref);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (bst_statistics_window_parent_class)->dispose (object);
}

static void
bst_statistics_window_class_init (BstStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_statistics_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BstStatisticsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BstStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BstStatisticsWindow, people_page);
  gtk_widget_class_bind_template_child (widget_class, BstStatisticsWindow, reset_group);
  gtk_widget_class_install_action (widget_class, "statistics.reset", NULL, reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bst_statistics_window_init (BstStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->person_groups = g_ptr_array_new ();
}

BstStatisticsWindow *
bst_statistics_window_new (GFile *file)
{
  BstStatisticsWindow *self = g_object_new (BST_TYPE_STATISTICS_WINDOW, NULL);
  g_autoptr (BstStatistics) statistics = NULL;

  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self->file = file != NULL ? g_object_ref (file) : bst_statistics_get_default_file ();
  statistics = bst_statistics_load (self->file, NULL);
  show_statistics (self, statistics);
  return self;
}

void
bst_statistics_window_record_game (BstGame *game)
{
  g_autoptr (GFile) file = bst_statistics_get_default_file ();
  g_autoptr (GError) error = NULL;

  /* Statistics that cannot be kept are no reason to spoil the end of a game. */
  if (!bst_statistics_record_game (file, game, &error))
    g_message ("The statistics could not be saved: %s", error->message);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-challenge-list.h"

#include <glib/gi18n.h>

#include "bst-challenge.h"

struct _BstChallengeList
{
  AdwBin                parent_instance;

  GSettings            *settings;
  GPtrArray            *rows;     /* of AdwActionRow, one per challenge */

  AdwPreferencesGroup  *group;
};

G_DEFINE_FINAL_TYPE (BstChallengeList, bst_challenge_list, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHALLENGE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
row_activated_cb (BstChallengeList *self,
                  AdwActionRow     *row)
{
  const char *name = g_object_get_data (G_OBJECT (row), "challenge");

  g_signal_emit (self, signals[CHALLENGE_ACTIVATED], 0, name);
}

static void
build_rows (BstChallengeList *self)
{
  for (guint i = 0; i < bst_challenge_get_n_challenges (); i++)
    {
      const BstChallengeInfo *info = bst_challenge_get_info (i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *result = gtk_label_new (NULL);
      GtkWidget *done = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_dgettext (GETTEXT_PACKAGE, info->title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   g_dgettext (GETTEXT_PACKAGE, info->description));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_add_css_class (result, "dim-label");
      gtk_widget_add_css_class (done, "success");
      gtk_accessible_update_property (GTK_ACCESSIBLE (done), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Completed"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), result);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), done);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      g_object_set_data (G_OBJECT (row), "result", result);
      g_object_set_data (G_OBJECT (row), "done", done);
      g_object_set_data (G_OBJECT (row), "challenge", (gpointer) info->name);
      g_signal_connect_object (row, "activated", G_CALLBACK (row_activated_cb), self,
                               G_CONNECT_SWAPPED);
      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }
}

void
bst_challenge_list_refresh (BstChallengeList *self)
{
  g_return_if_fail (BST_IS_CHALLENGE_LIST (self));

  for (guint i = 0; i < self->rows->len; i++)
    {
      GObject *row = g_ptr_array_index (self->rows, i);
      const char *name = g_object_get_data (row, "challenge");
      GtkLabel *result = g_object_get_data (row, "result");
      GtkWidget *done = g_object_get_data (row, "done");
      g_autoptr (BstPuzzle) puzzle = NULL;
      int best;

      if (self->settings == NULL || !bst_challenge_get_best (self->settings, name, &best))
        {
          gtk_label_set_label (result, _("Not yet played"));
          gtk_widget_set_visible (done, FALSE);
          continue;
        }
      puzzle = bst_challenge_load (name, NULL);
      if (puzzle != NULL)
        {
          const BstPuzzleGoalSpec *goal = bst_puzzle_get_goal (puzzle);
          g_autofree char *text = bst_challenge_format_result (goal->goal, best);

          gtk_label_set_label (result, text);
          gtk_widget_set_visible (done, bst_challenge_goal_reached (goal, best));
        }
    }
}

static void
best_changed_cb (BstChallengeList *self)
{
  bst_challenge_list_refresh (self);
}

static void
bst_challenge_list_constructed (GObject *object)
{
  BstChallengeList *self = BST_CHALLENGE_LIST (object);

  G_OBJECT_CLASS (bst_challenge_list_parent_class)->constructed (object);

  build_rows (self);
  if (self->settings != NULL)
    g_signal_connect_object (self->settings, "changed::challenge-best",
                             G_CALLBACK (best_changed_cb), self, G_CONNECT_SWAPPED);
  bst_challenge_list_refresh (self);
}

static void
bst_challenge_list_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BST_TYPE_CHALLENGE_LIST);
  G_OBJECT_CLASS (bst_challenge_list_parent_class)->dispose (object);
}

static void
bst_challenge_list_finalize (GObject *object)
{
  BstChallengeList *self = BST_CHALLENGE_LIST (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (bst_challenge_list_parent_class)->finalize (object);
}

static void
bst_challenge_list_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BstChallengeList *self = BST_CHALLENGE_LIST (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_challenge_list_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BstChallengeList *self = BST_CHALLENGE_LIST (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_challenge_list_class_init (BstChallengeListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bst_challenge_list_constructed;
  object_class->dispose = bst_challenge_list_dispose;
  object_class->finalize = bst_challenge_list_finalize;
  object_class->get_property = bst_challenge_list_get_property;
  object_class->set_property = bst_challenge_list_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHALLENGE_ACTIVATED] =
    g_signal_new ("challenge-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-challenge-list.ui");
  gtk_widget_class_bind_template_child (widget_class, BstChallengeList, group);
}

static void
bst_challenge_list_init (BstChallengeList *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bst_challenge_list_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BST_TYPE_CHALLENGE_LIST, "settings", settings, NULL);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-challenge-list.h"

#include <glib/gi18n.h>

#include "bst-challenge.h"
#include "bst-learn-browser.h"

struct _BstChallengeList
{
  AdwBin           parent_instance;

  GSettings       *settings;
  GListStore      *model;     /* of BstLearnEntry, one per challenge */

  BstLearnBrowser *browser;
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
challenge_activated_cb (BstChallengeList *self,
                        guint             position)
{
  g_autoptr (BstLearnEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->model), position);

  g_signal_emit (self, signals[CHALLENGE_ACTIVATED], 0, bst_learn_entry_get_id (entry));
}

static void
fill_model (BstChallengeList *self)
{
  for (guint i = 0; i < bst_challenge_get_n_challenges (); i++)
    {
      const BstChallengeInfo *info = bst_challenge_get_info (i);
      g_autoptr (BstLearnEntry) entry = NULL;

      entry = bst_learn_entry_new (info->name, g_dgettext (GETTEXT_PACKAGE, info->title),
                                   g_dgettext (GETTEXT_PACKAGE, info->description));
      g_list_store_append (self->model, entry);
    }
}

void
bst_challenge_list_refresh (BstChallengeList *self)
{
  guint n;

  g_return_if_fail (BST_IS_CHALLENGE_LIST (self));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (BstLearnEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->model), i);
      const char *name = bst_learn_entry_get_id (entry);
      g_autoptr (BstPuzzle) puzzle = NULL;
      int best;

      if (self->settings == NULL || !bst_challenge_get_best (self->settings, name, &best))
        {
          bst_learn_entry_set_result (entry, _("Not yet played"));
          bst_learn_entry_set_done (entry, FALSE);
          continue;
        }
      puzzle = bst_challenge_load (name, NULL);
      if (puzzle != NULL)
        {
          const BstPuzzleGoalSpec *goal = bst_puzzle_get_goal (puzzle);
          g_autofree char *text = bst_challenge_format_best (goal, best);

          bst_learn_entry_set_result (entry, text);
          bst_learn_entry_set_done (entry, bst_challenge_goal_reached (goal, best));
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

  fill_model (self);
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
  g_clear_object (&self->model);
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

  g_type_ensure (BST_TYPE_LEARN_BROWSER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-challenge-list.ui");
  gtk_widget_class_bind_template_child (widget_class, BstChallengeList, browser);
  gtk_widget_class_bind_template_callback (widget_class, challenge_activated_cb);
}

static void
bst_challenge_list_init (BstChallengeList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->model = g_list_store_new (BST_TYPE_LEARN_ENTRY);
  bst_learn_browser_set_model (self->browser, G_LIST_MODEL (self->model));
}

GtkWidget *
bst_challenge_list_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BST_TYPE_CHALLENGE_LIST, "settings", settings, NULL);
}

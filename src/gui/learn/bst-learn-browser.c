/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "bst-learn-browser.h"
#include "bst-puzzle-text.h"

struct _BstLearnBrowser
{
  GtkWidget   parent_instance;

  GListModel *model;
  gboolean    numbered;
  gboolean    replayable;
  char       *done_label;
  char       *open_label;

  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (BstLearnBrowser, bst_learn_browser, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_NUMBERED,
  PROP_REPLAYABLE,
  PROP_DONE_LABEL,
  PROP_OPEN_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The parts of a row that follow its entry. */
typedef struct {
  BstLearnBrowser *browser;
  BstLearnEntry   *entry;
  GtkWidget       *difficulty;
  GtkWidget       *result;
  GtkWidget       *done;
  GtkWidget       *arrow;
} Row;

static void
row_free (gpointer data)
{
  Row *row = data;

  g_clear_object (&row->entry);
  g_free (row);
}

static void
update_row (Row *row)
{
  guint difficulty = bst_learn_entry_get_difficulty (row->entry);
  const char *result = bst_learn_entry_get_result (row->entry);
  gboolean done = bst_learn_entry_get_done (row->entry);

  gtk_widget_set_visible (row->difficulty, difficulty > 0);
  if (difficulty > 0)
    {
      g_autofree char *tooltip = g_strdup_printf (_("Difficulty %u of 3"), difficulty);

      gtk_label_set_label (GTK_LABEL (row->difficulty), bst_puzzle_text_difficulty (difficulty));
      gtk_widget_set_tooltip_text (row->difficulty, tooltip);
    }
  gtk_widget_set_visible (row->result, result != NULL);
  gtk_label_set_label (GTK_LABEL (row->result), result);
  gtk_widget_set_visible (row->done, done);
  gtk_widget_set_visible (row->arrow, row->browser->replayable || !done);
  gtk_widget_set_tooltip_text (row->arrow, done ? NULL : row->browser->open_label);
}

static void
entry_notify_cb (GtkWidget *widget)
{
  update_row (g_object_get_data (G_OBJECT (widget), "bst-learn-row"));
}

static guint
position_of (GListModel *model,
             gpointer    item)
{
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) other = g_list_model_get_item (model, i);

      if (other == item)
        return i;
    }
  return n;
}

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  BstLearnBrowser *self = user_data;
  BstLearnEntry *entry = item;
  GtkWidget *widget = adw_action_row_new ();
  AdwActionRow *action_row = ADW_ACTION_ROW (widget);
  Row *row = g_new0 (Row, 1);

  row->browser = self;
  row->entry = g_object_ref (entry);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), bst_learn_entry_get_title (entry));
  adw_action_row_set_subtitle (action_row, bst_learn_entry_get_subtitle (entry));
  if (self->numbered)
    {
      g_autofree char *number = g_strdup_printf ("%u", position_of (self->model, entry) + 1);
      GtkWidget *label = gtk_label_new (number);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_size_request (label, 24, -1);
      adw_action_row_add_prefix (action_row, label);
    }

  row->difficulty = gtk_label_new (NULL);
  gtk_widget_add_css_class (row->difficulty, "accent");
  adw_action_row_add_suffix (action_row, row->difficulty);

  row->result = gtk_label_new (NULL);
  gtk_widget_add_css_class (row->result, "dim-label");
  adw_action_row_add_suffix (action_row, row->result);

  row->done = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
  gtk_widget_add_css_class (row->done, "success");
  if (self->done_label != NULL)
    {
      gtk_widget_set_tooltip_text (row->done, self->done_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->done), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      self->done_label, -1);
    }
  adw_action_row_add_suffix (action_row, row->done);

  row->arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  adw_action_row_add_suffix (action_row, row->arrow);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (widget), TRUE);
  g_object_set_data_full (G_OBJECT (widget), "bst-learn-row", row, row_free);
  g_signal_connect_object (entry, "notify", G_CALLBACK (entry_notify_cb), widget,
                           G_CONNECT_SWAPPED);
  update_row (row);
  return widget;
}

/* The rows are made again when what they show changes. */
static void
rebuild (BstLearnBrowser *self)
{
  gtk_list_box_bind_model (self->list, self->model, self->model ? create_row_cb : NULL, self,
                           NULL);
}

static void
row_activated_cb (BstLearnBrowser *self,
                  GtkListBoxRow   *row,
                  GtkListBox      *list)
{
  g_signal_emit (self, signals[ACTIVATE], 0, (guint) gtk_list_box_row_get_index (row));
}

static void
bst_learn_browser_dispose (GObject *object)
{
  BstLearnBrowser *self = BST_LEARN_BROWSER (object);

  if (self->list != NULL)
    gtk_list_box_bind_model (self->list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_LEARN_BROWSER);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (bst_learn_browser_parent_class)->dispose (object);
}

static void
bst_learn_browser_finalize (GObject *object)
{
  BstLearnBrowser *self = BST_LEARN_BROWSER (object);

  g_clear_pointer (&self->done_label, g_free);
  g_clear_pointer (&self->open_label, g_free);

  G_OBJECT_CLASS (bst_learn_browser_parent_class)->finalize (object);
}

static void
bst_learn_browser_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BstLearnBrowser *self = BST_LEARN_BROWSER (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_NUMBERED:
      g_value_set_boolean (value, self->numbered);
      break;
    case PROP_REPLAYABLE:
      g_value_set_boolean (value, self->replayable);
      break;
    case PROP_DONE_LABEL:
      g_value_set_string (value, self->done_label);
      break;
    case PROP_OPEN_LABEL:
      g_value_set_string (value, self->open_label);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_learn_browser_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BstLearnBrowser *self = BST_LEARN_BROWSER (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      bst_learn_browser_set_model (self, g_value_get_object (value));
      break;
    case PROP_NUMBERED:
      bst_learn_browser_set_numbered (self, g_value_get_boolean (value));
      break;
    case PROP_REPLAYABLE:
      bst_learn_browser_set_replayable (self, g_value_get_boolean (value));
      break;
    case PROP_DONE_LABEL:
      bst_learn_browser_set_done_label (self, g_value_get_string (value));
      break;
    case PROP_OPEN_LABEL:
      bst_learn_browser_set_open_label (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_learn_browser_class_init (BstLearnBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bst_learn_browser_dispose;
  object_class->finalize = bst_learn_browser_finalize;
  object_class->get_property = bst_learn_browser_get_property;
  object_class->set_property = bst_learn_browser_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_NUMBERED] =
    g_param_spec_boolean ("numbered", NULL, NULL, FALSE, flags);
  properties[PROP_REPLAYABLE] =
    g_param_spec_boolean ("replayable", NULL, NULL, FALSE, flags);
  properties[PROP_DONE_LABEL] =
    g_param_spec_string ("done-label", NULL, NULL, NULL, flags);
  properties[PROP_OPEN_LABEL] =
    g_param_spec_string ("open-label", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/"
                                               "bst-learn-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, BstLearnBrowser, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "learnbrowser");
}

static void
bst_learn_browser_init (BstLearnBrowser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bst_learn_browser_new (void)
{
  return g_object_new (BST_TYPE_LEARN_BROWSER, NULL);
}

/* Every property changes how the rows look: they are built again. */
static void
changed (BstLearnBrowser *self,
         guint            prop_id)
{
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_flag (BstLearnBrowser *self,
          gboolean        *field,
          gboolean         value,
          guint            prop_id)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  changed (self, prop_id);
}

static void
set_label (BstLearnBrowser  *self,
           char            **field,
           const char       *label,
           guint             prop_id)
{
  if (g_strcmp0 (*field, label) == 0)
    return;
  g_free (*field);
  *field = g_strdup (label);
  changed (self, prop_id);
}

GListModel *
bst_learn_browser_get_model (BstLearnBrowser *self)
{
  g_return_val_if_fail (BST_IS_LEARN_BROWSER (self), NULL);
  return self->model;
}

void
bst_learn_browser_set_model (BstLearnBrowser *self,
                             GListModel      *model)
{
  g_return_if_fail (BST_IS_LEARN_BROWSER (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));
  g_return_if_fail (model == NULL
                    || g_type_is_a (g_list_model_get_item_type (model), BST_TYPE_LEARN_ENTRY));

  if (g_set_object (&self->model, model))
    changed (self, PROP_MODEL);
}

gboolean
bst_learn_browser_get_numbered (BstLearnBrowser *self)
{
  g_return_val_if_fail (BST_IS_LEARN_BROWSER (self), FALSE);
  return self->numbered;
}

void
bst_learn_browser_set_numbered (BstLearnBrowser *self,
                                gboolean         numbered)
{
  g_return_if_fail (BST_IS_LEARN_BROWSER (self));
  set_flag (self, &self->numbered, numbered, PROP_NUMBERED);
}

gboolean
bst_learn_browser_get_replayable (BstLearnBrowser *self)
{
  g_return_val_if_fail (BST_IS_LEARN_BROWSER (self), FALSE);
  return self->replayable;
}

void
bst_learn_browser_set_replayable (BstLearnBrowser *self,
                                  gboolean         replayable)
{
  g_return_if_fail (BST_IS_LEARN_BROWSER (self));
  set_flag (self, &self->replayable, replayable, PROP_REPLAYABLE);
}

const char *
bst_learn_browser_get_done_label (BstLearnBrowser *self)
{
  g_return_val_if_fail (BST_IS_LEARN_BROWSER (self), NULL);
  return self->done_label;
}

void
bst_learn_browser_set_done_label (BstLearnBrowser *self,
                                  const char      *label)
{
  g_return_if_fail (BST_IS_LEARN_BROWSER (self));
  set_label (self, &self->done_label, label, PROP_DONE_LABEL);
}

const char *
bst_learn_browser_get_open_label (BstLearnBrowser *self)
{
  g_return_val_if_fail (BST_IS_LEARN_BROWSER (self), NULL);
  return self->open_label;
}

void
bst_learn_browser_set_open_label (BstLearnBrowser *self,
                                  const char      *label)
{
  g_return_if_fail (BST_IS_LEARN_BROWSER (self));
  set_label (self, &self->open_label, label, PROP_OPEN_LABEL);
}

guint
bst_learn_browser_count_done (BstLearnBrowser *self)
{
  guint n, done = 0;

  g_return_val_if_fail (BST_IS_LEARN_BROWSER (self), 0);

  n = self->model ? g_list_model_get_n_items (self->model) : 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (BstLearnEntry) entry = g_list_model_get_item (self->model, i);

      done += bst_learn_entry_get_done (entry);
    }
  return done;
}

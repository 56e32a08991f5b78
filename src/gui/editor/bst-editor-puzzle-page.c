/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <string.h>

#include "bst-editor-puzzle-page.h"
#include "bst-puzzle-text.h"

struct _BstEditorPuzzlePage
{
  AdwBin             parent_instance;

  BstEditorDocument *document;
  gboolean           syncing;
  GCancellable      *cancellable;
  BstPuzzleSolution *solution;
  BstPosition       *solved_position;

  GtkWidget         *is_puzzle;
  GtkWidget         *details;
  GtkWidget         *title;
  GtkTextBuffer     *description;
  GtkWidget         *difficulty;
  GtkWidget         *topic;
  GtkWidget         *kind;
  GtkWidget         *measure;
  GtkWidget         *goal;
  GtkWidget         *target;
  GtkWidget         *turns;
  GtkWidget         *solve_button;
  GtkWidget         *spinner;
  GtkWidget         *result;
  GtkWidget         *moves;
};

G_DEFINE_FINAL_TYPE (BstEditorPuzzlePage, bst_editor_puzzle_page, ADW_TYPE_BIN)

enum {
  MOVE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_solution (BstEditorPuzzlePage *self)
{
  GtkWidget *child;

  g_clear_pointer (&self->solution, bst_puzzle_solution_free);
  g_clear_object (&self->solved_position);
  while ((child = gtk_widget_get_first_child (self->moves)))
    gtk_list_box_remove (GTK_LIST_BOX (self->moves), child);
  gtk_widget_set_visible (self->moves, FALSE);
  gtk_label_set_text (GTK_LABEL (self->result), "");
  g_signal_emit (self, signals[MOVE_SELECTED], 0, NULL);
}

static void
sync (BstEditorPuzzlePage *self)
{
  const BstEditorDraft *d;
  g_autofree char *description = NULL;
  GtkTextIter start, end;
  const char *const *topics = bst_puzzle_known_topics ();

  if (self->document == NULL)
    return;
  d = bst_editor_document_get_draft (self->document);
  self->syncing = TRUE;

  gtk_switch_set_active (GTK_SWITCH (self->is_puzzle), d->is_puzzle);
  gtk_widget_set_sensitive (self->details, d->is_puzzle);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->title)), d->title) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->title), d->title);
  gtk_text_buffer_get_bounds (self->description, &start, &end);
  description = gtk_text_buffer_get_text (self->description, &start, &end, FALSE);
  if (g_strcmp0 (description, d->description) != 0)
    gtk_text_buffer_set_text (self->description, d->description, -1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->difficulty),
                              CLAMP (d->difficulty, 1, 3) - 1);
  for (guint i = 0; topics[i]; i++)
    if (g_str_equal (topics[i], d->topic))
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->topic), i);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind), d->puzzle_kind);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->measure), d->measure);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->goal), d->goal.goal);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->target), d->goal.target);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->turns), d->goal.turns);
  gtk_widget_set_visible (gtk_widget_get_ancestor (self->measure, ADW_TYPE_PREFERENCES_ROW),
                          d->puzzle_kind == BST_PUZZLE_BEST_MOVE);
  gtk_widget_set_visible (self->goal, d->puzzle_kind == BST_PUZZLE_REACH_GOAL);
  gtk_widget_set_visible (gtk_widget_get_ancestor (self->target, ADW_TYPE_PREFERENCES_ROW),
                          d->puzzle_kind == BST_PUZZLE_REACH_GOAL
                          && d->goal.goal != BST_PUZZLE_GOAL_MEEPLES_HOME);
  gtk_widget_set_visible (gtk_widget_get_ancestor (self->turns, ADW_TYPE_PREFERENCES_ROW),
                          d->puzzle_kind == BST_PUZZLE_REACH_GOAL);
  self->syncing = FALSE;

  /* A solution is for the draft it was found for. */
  if (self->solution)
    {
      BstPosition *position = bst_editor_document_get_position (self->document);

      if (position == NULL || self->solved_position == NULL
          || !bst_position_equal (position, self->solved_position)
          || self->solution->kind != d->puzzle_kind)
        clear_solution (self);
    }
}

static BstEditorDraft *
begin (BstEditorPuzzlePage *self)
{
  if (self->syncing || self->document == NULL)
    return NULL;
  return bst_editor_document_dup_draft (self->document);
}

static void
commit (BstEditorPuzzlePage *self,
        BstEditorDraft      *d,
        const char          *key)
{
  bst_editor_document_set_draft (self->document, d, key);
  g_free (d);
}

static void
is_puzzle_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = begin (self);

  if (d == NULL)
    return;
  d->is_puzzle = gtk_switch_get_active (GTK_SWITCH (self->is_puzzle));
  commit (self, d, NULL);
}

static void
title_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = begin (self);

  if (d == NULL)
    return;
  g_utf8_strncpy (d->title, gtk_editable_get_text (GTK_EDITABLE (self->title)),
                  BST_PUZZLE_MAX_TITLE);
  commit (self, d, "title");
}

static void
description_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = begin (self);
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  if (d == NULL)
    return;
  gtk_text_buffer_get_bounds (self->description, &start, &end);
  text = gtk_text_buffer_get_text (self->description, &start, &end, FALSE);
  g_utf8_strncpy (d->description, text, BST_PUZZLE_MAX_DESCRIPTION);
  commit (self, d, "description");
}

static void
combo_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = begin (self);
  const char *const *topics = bst_puzzle_known_topics ();
  guint topic;

  if (d == NULL)
    return;
  d->difficulty = (guint8) (adw_combo_row_get_selected (ADW_COMBO_ROW (self->difficulty)) + 1);
  topic = adw_combo_row_get_selected (ADW_COMBO_ROW (self->topic));
  if (topic < g_strv_length ((char **) topics))
    g_strlcpy (d->topic, topics[topic], sizeof d->topic);
  d->puzzle_kind = (guint8) adw_combo_row_get_selected (ADW_COMBO_ROW (self->kind));
  d->measure = (guint8) adw_combo_row_get_selected (ADW_COMBO_ROW (self->measure));
  d->goal.goal = adw_combo_row_get_selected (ADW_COMBO_ROW (self->goal));
  d->goal.target = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->target));
  d->goal.turns = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->turns));
  commit (self, d, NULL);
}

static void
move_activated_cb (BstEditorPuzzlePage *self,
                   GtkListBoxRow       *row)
{
  int index = gtk_list_box_row_get_index (row);

  if (self->solution == NULL || self->solution->moves == NULL
      || index < 0 || (guint) index >= self->solution->moves->len)
    return;
  g_signal_emit (self, signals[MOVE_SELECTED], 0,
                 &g_array_index (self->solution->moves, BstMove, index));
}

static void
show_solution (BstEditorPuzzlePage *self)
{
  const BstPuzzleSolution *s = self->solution;
  BstPosition *position = self->solved_position;
  g_autoptr (GString) text = g_string_new (NULL);

  switch (s->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      g_string_append (text, _("Final scores:"));
      for (guint p = 0; p < s->n_players; p++)
        {
          g_autofree char *line = g_strdup_printf (ngettext ("%s: %d point", "%s: %d points",
                                                             ABS (s->scores[p])),
                                                   bst_position_get_player (position, p)->name,
                                                   s->scores[p]);
          g_string_append_c (text, '\n');
          g_string_append (text, line);
        }
      for (guint i = 0; s->events && i < s->events->len; i++)
        {
          g_autofree char *line = bst_puzzle_text_event (&g_array_index (s->events, BstScoreEvent, i),
                                                         position);
          GtkWidget *label = gtk_label_new (line);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_list_box_append (GTK_LIST_BOX (self->moves), label);
        }
      break;
    case BST_PUZZLE_BEST_MOVE:
      {
        g_autofree char *line = g_strdup_printf (ngettext ("%u optimal move, worth %d:",
                                                           "%u optimal moves, worth %d:",
                                                           s->moves->len),
                                                 s->moves->len, s->value);
        g_string_append (text, line);
      }
      break;
    case BST_PUZZLE_REACH_GOAL:
    default:
      g_string_append (text, s->reachable ? _("The goal can be reached, for example:")
                                          : _("The goal cannot be reached"));
      break;
    }

  if (s->kind != BST_PUZZLE_SCORE_IT)
    for (guint i = 0; s->moves && i < s->moves->len; i++)
      {
        g_autofree char *line = bst_puzzle_text_move (&g_array_index (s->moves, BstMove, i));
        GtkWidget *label = gtk_label_new (line);

        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_list_box_append (GTK_LIST_BOX (self->moves), label);
      }
  gtk_widget_set_visible (self->moves, gtk_widget_get_first_child (self->moves) != NULL);
  gtk_label_set_text (GTK_LABEL (self->result), text->str);
}

static void
solve_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr (BstEditorPuzzlePage) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  BstPuzzleSolution *solution;

  solution = bst_editor_document_solve_finish (BST_EDITOR_DOCUMENT (source), result, &puzzle,
                                               &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->document == NULL)
    {
      g_clear_pointer (&solution, bst_puzzle_solution_free);
      return;
    }
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
  gtk_widget_set_sensitive (self->solve_button, TRUE);
  clear_solution (self);
  if (solution == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->result), error->message);
      return;
    }
  self->solution = solution;
  self->solved_position = g_object_ref (bst_puzzle_get_position (puzzle));
  show_solution (self);
}

void
bst_editor_puzzle_page_test_solve (BstEditorPuzzlePage *self)
{
  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));

  if (self->document == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  clear_solution (self);
  gtk_label_set_text (GTK_LABEL (self->result), _("Solving…"));
  gtk_spinner_start (GTK_SPINNER (self->spinner));
  gtk_widget_set_sensitive (self->solve_button, FALSE);
  bst_editor_document_solve_async (self->document, self->cancellable, solve_cb,
                                   g_object_ref (self));
}

const BstPuzzleSolution *
bst_editor_puzzle_page_get_solution (BstEditorPuzzlePage *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self), NULL);
  return self->solution;
}

/* Building --------------------------------------------------------------------------- */

static GtkWidget *
combo_row (AdwPreferencesGroup *group,
           const char          *title,
           const char *const   *items,
           gboolean             translate)
{
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  for (guint i = 0; items[i]; i++)
    gtk_string_list_append (model, translate ? _(items[i]) : items[i]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_group_add (group, row);
  return row;
}

static GtkWidget *
spin_row (AdwPreferencesGroup *group,
          const char          *title,
          const char          *subtitle,
          double               min,
          double               max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return spin;
}

static void
bst_editor_puzzle_page_dispose (GObject *object)
{
  BstEditorPuzzlePage *self = BST_EDITOR_PUZZLE_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->solution, bst_puzzle_solution_free);
  g_clear_object (&self->solved_position);

  G_OBJECT_CLASS (bst_editor_puzzle_page_parent_class)->dispose (object);
}

static void
bst_editor_puzzle_page_class_init (BstEditorPuzzlePageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bst_editor_puzzle_page_dispose;

  signals[MOVE_SELECTED] = g_signal_new ("move-selected", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
bst_editor_puzzle_page_init (BstEditorPuzzlePage *self)
{
  static const char *const difficulties[] = { N_("Easy"), N_("Medium"), N_("Hard"), NULL };
  static const char *const kinds[] = { N_("Score it"), N_("Best move"), N_("Reach a goal"), NULL };
  static const char *const measures[] = {
    N_("Points this turn"), N_("Final lead, tiles in a fixed order"), NULL
  };
  static const char *const goals[] = {
    N_("Gain points"), N_("Complete cities"), N_("Bring all meeples home"), NULL
  };
  const char *const *topics = bst_puzzle_known_topics ();
  g_autoptr (GPtrArray) topic_labels = g_ptr_array_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *group;
  GtkWidget *row, *view, *frame, *box;

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  row = adw_action_row_new ();
  self->is_puzzle = gtk_switch_new ();
  gtk_widget_set_valign (self->is_puzzle, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("A puzzle"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Save the position with a question and its answer"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->is_puzzle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->is_puzzle);
  g_signal_connect_swapped (self->is_puzzle, "notify::active", G_CALLBACK (is_puzzle_cb), self);
  adw_preferences_group_add (group, row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);

  self->details = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("About"));
  self->title = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->title), _("Title"));
  g_signal_connect_swapped (self->title, "changed", G_CALLBACK (title_cb), self);
  adw_preferences_group_add (group, self->title);
  self->difficulty = combo_row (group, _("Difficulty"), difficulties, TRUE);
  for (guint i = 0; topics[i]; i++)
    g_ptr_array_add (topic_labels, (gpointer) bst_puzzle_text_topic (topics[i]));
  g_ptr_array_add (topic_labels, NULL);
  self->topic = combo_row (group, _("Topic"), (const char *const *) topic_labels->pdata, FALSE);
  gtk_box_append (GTK_BOX (self->details), GTK_WIDGET (group));

  frame = gtk_frame_new (NULL);
  view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_widget_set_size_request (view, -1, 80);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Description"), -1);
  self->description = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  g_signal_connect_swapped (self->description, "changed", G_CALLBACK (description_cb), self);
  gtk_frame_set_child (GTK_FRAME (frame), view);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  row = gtk_label_new (_("Description"));
  gtk_label_set_xalign (GTK_LABEL (row), 0);
  gtk_widget_add_css_class (row, "heading");
  gtk_box_append (GTK_BOX (box), row);
  gtk_box_append (GTK_BOX (box), frame);
  gtk_box_append (GTK_BOX (self->details), box);

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Objective"));
  self->kind = combo_row (group, _("Question"), kinds, TRUE);
  self->measure = combo_row (group, _("Best by"), measures, TRUE);
  self->goal = combo_row (group, _("Goal"), goals, TRUE);
  self->target = spin_row (group, _("Target"), _("Points or cities"), 1, BST_PUZZLE_MAX_TARGET);
  self->turns = spin_row (group, _("Turns"), _("0 for the rest of the game"), 0, BST_N_TILES);
  g_signal_connect_swapped (self->difficulty, "notify::selected", G_CALLBACK (combo_cb), self);
  g_signal_connect_swapped (self->topic, "notify::selected", G_CALLBACK (combo_cb), self);
  g_signal_connect_swapped (self->kind, "notify::selected", G_CALLBACK (combo_cb), self);
  g_signal_connect_swapped (self->measure, "notify::selected", G_CALLBACK (combo_cb), self);
  g_signal_connect_swapped (self->goal, "notify::selected", G_CALLBACK (combo_cb), self);
  g_signal_connect_swapped (self->target, "value-changed", G_CALLBACK (combo_cb), self);
  g_signal_connect_swapped (self->turns, "value-changed", G_CALLBACK (combo_cb), self);
  gtk_box_append (GTK_BOX (self->details), GTK_WIDGET (group));

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->solve_button = gtk_button_new_with_mnemonic (_("_Test-Solve"));
  gtk_widget_add_css_class (self->solve_button, "pill");
  g_signal_connect_swapped (self->solve_button, "clicked",
                            G_CALLBACK (bst_editor_puzzle_page_test_solve), self);
  gtk_box_append (GTK_BOX (box), self->solve_button);
  self->spinner = gtk_spinner_new ();
  gtk_box_append (GTK_BOX (box), self->spinner);
  gtk_box_append (GTK_BOX (self->details), box);

  self->result = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->result), 0);
  gtk_label_set_wrap (GTK_LABEL (self->result), TRUE);
  gtk_label_set_selectable (GTK_LABEL (self->result), TRUE);
  gtk_box_append (GTK_BOX (self->details), self->result);
  self->moves = gtk_list_box_new ();
  gtk_widget_add_css_class (self->moves, "boxed-list");
  gtk_widget_set_visible (self->moves, FALSE);
  g_signal_connect_swapped (self->moves, "row-activated", G_CALLBACK (move_activated_cb), self);
  gtk_box_append (GTK_BOX (self->details), self->moves);

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_add (group, self->details);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);
  adw_bin_set_child (ADW_BIN (self), page);
}

GtkWidget *
bst_editor_puzzle_page_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_PUZZLE_PAGE, NULL);
}

void
bst_editor_puzzle_page_set_document (BstEditorPuzzlePage *self,
                                     BstEditorDocument   *document)
{
  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));

  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (sync), self);
  sync (self);
}

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
  GtkWidget         *target_row;
  GtkWidget         *target;
  GtkWidget         *turns_row;
  GtkWidget         *turns;
  GtkWidget         *solve_button;
  GtkWidget         *spinner;
  GtkWidget         *result;
  GtkWidget         *moves;
  GtkStringList     *topics;
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
  gtk_widget_set_visible (self->measure, d->puzzle_kind == BST_PUZZLE_BEST_MOVE);
  gtk_widget_set_visible (self->goal, d->puzzle_kind == BST_PUZZLE_REACH_GOAL);
  gtk_widget_set_visible (self->target_row,
                          d->puzzle_kind == BST_PUZZLE_REACH_GOAL
                          && d->goal.goal != BST_PUZZLE_GOAL_MEEPLES_HOME);
  gtk_widget_set_visible (self->turns_row, d->puzzle_kind == BST_PUZZLE_REACH_GOAL);
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
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_EDITOR_PUZZLE_PAGE);

  G_OBJECT_CLASS (bst_editor_puzzle_page_parent_class)->dispose (object);
}

static void
bst_editor_puzzle_page_class_init (BstEditorPuzzlePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bst_editor_puzzle_page_dispose;

  signals[MOVE_SELECTED] = g_signal_new ("move-selected", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/editor/"
                                               "bst-editor-puzzle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, is_puzzle);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, details);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, title);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, description);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, difficulty);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, topic);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, topics);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, kind);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, measure);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, goal);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, target_row);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, target);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, turns_row);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, turns);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, solve_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, spinner);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, result);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, moves);
  gtk_widget_class_bind_template_callback (widget_class, is_puzzle_cb);
  gtk_widget_class_bind_template_callback (widget_class, title_cb);
  gtk_widget_class_bind_template_callback (widget_class, description_cb);
  gtk_widget_class_bind_template_callback (widget_class, combo_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, bst_editor_puzzle_page_test_solve);
}

static void
bst_editor_puzzle_page_init (BstEditorPuzzlePage *self)
{
  const char *const *topics = bst_puzzle_known_topics ();

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; topics[i]; i++)
    gtk_string_list_append (self->topics, bst_puzzle_text_topic (topics[i]));
  /* The limits of the puzzle format, not of the layout. */
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->target), 1, BST_PUZZLE_MAX_TARGET);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->turns), 0, BST_N_TILES);
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

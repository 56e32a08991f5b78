/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <string.h>

#include "bastide-render.h"
#include "bst-editor-puzzle-page.h"
#include "bst-puzzle-text.h"

struct _BstEditorPuzzlePage
{
  BstEditorPage      parent_instance;

  GCancellable      *cancellable;
  BstPuzzleSolution *solution;
  BstPosition       *solved_position;
  GArray            *warnings;         /* of BstPuzzleWarning, for solution */

  /* Try Answer: the author's move, for the position it was made in. */
  gboolean           trying;
  gboolean           has_trial;
  BstMove            trial;
  BstPosition       *trial_position;
  GCancellable      *check_cancellable;

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
  GtkWidget         *warning_list;
  GtkWidget         *try_group;
  GtkWidget         *try_button;
  GtkWidget         *check_button;
  GtkWidget         *answer_label;
  GtkStringList     *topics;
};

G_DEFINE_FINAL_TYPE (BstEditorPuzzlePage, bst_editor_puzzle_page, BST_TYPE_EDITOR_PAGE)

enum {
  MOVE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_TRYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void clear_trial (BstEditorPuzzlePage *self);

static BstEditorDocument *
document_of (BstEditorPuzzlePage *self)
{
  return bst_editor_page_get_document (BST_EDITOR_PAGE (self));
}

static void
clear_solution (BstEditorPuzzlePage *self)
{
  GtkWidget *child;

  g_clear_pointer (&self->solution, bst_puzzle_solution_free);
  g_clear_object (&self->solved_position);
  g_clear_pointer (&self->warnings, g_array_unref);
  while ((child = gtk_widget_get_first_child (self->moves)))
    gtk_list_box_remove (GTK_LIST_BOX (self->moves), child);
  gtk_widget_set_visible (self->moves, FALSE);
  while ((child = gtk_widget_get_first_child (self->warning_list)))
    gtk_list_box_remove (GTK_LIST_BOX (self->warning_list), child);
  gtk_widget_set_visible (self->warning_list, FALSE);
  gtk_label_set_text (GTK_LABEL (self->result), "");
  g_signal_emit (self, signals[MOVE_SELECTED], 0, self->has_trial ? &self->trial : NULL);
}

static void
bst_editor_puzzle_page_sync (BstEditorPage *page)
{
  BstEditorPuzzlePage *self = BST_EDITOR_PUZZLE_PAGE (page);
  const BstEditorDraft *d;
  g_autofree char *description = NULL;
  GtkTextIter start, end;
  const char *const *topics = bst_puzzle_known_topics ();

  d = bst_editor_document_get_draft (bst_editor_page_get_document (page));

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
  gtk_widget_set_visible (self->try_group, d->is_puzzle && d->puzzle_kind == BST_PUZZLE_BEST_MOVE);

  /* An answer is for the position it was played in, and only best-move
   * puzzles take one. */
  if (self->trying && (!d->is_puzzle || d->puzzle_kind != BST_PUZZLE_BEST_MOVE))
    bst_editor_puzzle_page_set_trying (self, FALSE);
  else if (self->has_trial)
    {
      BstPosition *position = bst_editor_document_get_position (document_of (self));

      if (position == NULL || self->trial_position == NULL
          || !bst_position_equal (position, self->trial_position))
        clear_trial (self);
    }

  /* A solution is for the draft it was found for. */
  if (self->solution)
    {
      BstPosition *position = bst_editor_document_get_position (document_of (self));

      if (position == NULL || self->solved_position == NULL
          || !bst_position_equal (position, self->solved_position)
          || self->solution->kind != d->puzzle_kind)
        clear_solution (self);
    }
}

static void
is_puzzle_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  d->is_puzzle = gtk_switch_get_active (GTK_SWITCH (self->is_puzzle));
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
}

static void
title_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));

  if (d == NULL)
    return;
  g_utf8_strncpy (d->title, gtk_editable_get_text (GTK_EDITABLE (self->title)),
                  BST_PUZZLE_MAX_TITLE);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, "title");
}

static void
description_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  if (d == NULL)
    return;
  gtk_text_buffer_get_bounds (self->description, &start, &end);
  text = gtk_text_buffer_get_text (self->description, &start, &end, FALSE);
  g_utf8_strncpy (d->description, text, BST_PUZZLE_MAX_DESCRIPTION);
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, "description");
}

static void
combo_cb (BstEditorPuzzlePage *self)
{
  BstEditorDraft *d = bst_editor_page_begin_edit (BST_EDITOR_PAGE (self));
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
  bst_editor_page_commit_edit (BST_EDITOR_PAGE (self), d, NULL);
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
show_warnings (BstEditorPuzzlePage *self)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (document_of (self));

  for (guint i = 0; self->warnings && i < self->warnings->len; i++)
    {
      g_autofree char *text =
        bst_puzzle_warning_to_string (&g_array_index (self->warnings, BstPuzzleWarning, i),
                                      d->measure);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (icon, "warning");
      gtk_widget_set_valign (icon, GTK_ALIGN_START);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), icon);
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_set_margin_top (box, 10);
      gtk_widget_set_margin_bottom (box, 10);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_list_box_append (GTK_LIST_BOX (self->warning_list), box);
      gtk_list_box_row_set_activatable (
        GTK_LIST_BOX_ROW (gtk_widget_get_last_child (self->warning_list)), FALSE);
    }
  gtk_widget_set_visible (self->warning_list, self->warnings && self->warnings->len > 0);
}

static void
solved (BstEditorPuzzlePage     *self,
        BstPuzzle               *puzzle,
        const BstPuzzleSolution *solution,
        GArray                  *warnings)
{
  clear_solution (self);
  self->solution = bst_puzzle_solution_copy (solution);
  self->solved_position = g_object_ref (bst_puzzle_get_position (puzzle));
  self->warnings = warnings ? g_array_ref (warnings) : NULL;
  show_solution (self);
  show_warnings (self);
}

void
bst_editor_puzzle_page_set_solved (BstEditorPuzzlePage     *self,
                                   BstPuzzle               *puzzle,
                                   const BstPuzzleSolution *solution,
                                   GArray                  *warnings)
{
  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));
  g_return_if_fail (BST_IS_PUZZLE (puzzle));
  g_return_if_fail (solution != NULL);

  /* Only for the draft as it is: a slow save may end after an edit. */
  if (document_of (self) == NULL || bst_editor_document_get_position (document_of (self)) == NULL
      || !bst_position_equal (bst_editor_document_get_position (document_of (self)),
                              bst_puzzle_get_position (puzzle)))
    return;
  solved (self, puzzle, solution, warnings);
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
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || document_of (self) == NULL)
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
  solved (self, puzzle, solution,
          bst_editor_document_solve_get_warnings (BST_EDITOR_DOCUMENT (source), result));
  bst_puzzle_solution_free (solution);
}

void
bst_editor_puzzle_page_test_solve (BstEditorPuzzlePage *self)
{
  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));

  if (document_of (self) == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  clear_solution (self);
  gtk_label_set_text (GTK_LABEL (self->result), _("Solving…"));
  gtk_spinner_start (GTK_SPINNER (self->spinner));
  gtk_widget_set_sensitive (self->solve_button, FALSE);
  bst_editor_document_solve_async (document_of (self), self->cancellable, solve_cb,
                                   g_object_ref (self));
}

/* Try Answer ------------------------------------------------------------------------ */

static void
set_answer_text (BstEditorPuzzlePage *self,
                 const char          *text,
                 const char          *css_class)
{
  gtk_label_set_text (GTK_LABEL (self->answer_label), text);
  gtk_widget_remove_css_class (self->answer_label, "success");
  gtk_widget_remove_css_class (self->answer_label, "error");
  if (css_class)
    gtk_widget_add_css_class (self->answer_label, css_class);
}

static void
show_instructions (BstEditorPuzzlePage *self)
{
  if (!self->trying)
    set_answer_text (self, _("Play the answer you mean on the board, and the solver says "
                             "whether it is the best."), NULL);
  else if (!self->has_trial)
    set_answer_text (self, _("Click a free square next to the tiles to place the tile in "
                             "hand there."), NULL);
  else
    set_answer_text (self, _("Right-click the tile to turn it; click one of its cities, roads, "
                             "fields or its monastery to put a meeple there, or press Enter to "
                             "step through them. Then check the answer."), NULL);
}

static void
clear_trial (BstEditorPuzzlePage *self)
{
  g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  g_clear_object (&self->trial_position);
  if (self->has_trial)
    {
      self->has_trial = FALSE;
      g_signal_emit (self, signals[MOVE_SELECTED], 0, NULL);
    }
  gtk_widget_set_sensitive (self->check_button, FALSE);
  show_instructions (self);
}

static void
set_trial (BstEditorPuzzlePage *self,
           BstPosition         *position,
           const BstMove       *move)
{
  g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  self->has_trial = TRUE;
  self->trial = *move;
  g_set_object (&self->trial_position, position);
  gtk_widget_set_sensitive (self->check_button, TRUE);
  show_instructions (self);
  g_signal_emit (self, signals[MOVE_SELECTED], 0, &self->trial);
}

/* The placements of the tiles in hand on square (x, y), each board once. */
static guint
placements_at (const BstState *state,
               int             x,
               int             y,
               BstMove        *out)
{
  g_autofree BstPlacement *placements = g_new (BstPlacement, 4 * BST_MAX_FRONTIER);
  guint n_out = 0;

  if (state->phase != BST_PHASE_PLACE)
    return 0;
  for (guint i = 0; i < state->n_hand; i++)
    {
      guint n = bst_state_legal_placements (state, state->hand[i], placements);

      for (guint j = 0; j < n; j++)
        {
          BstMove move = { state->hand[i], placements[j].x, placements[j].y,
                           placements[j].rotation, BST_NO_SEGMENT, BST_MOVE_PLACE, 0 };
          gboolean seen = FALSE;

          if (placements[j].x != x || placements[j].y != y)
            continue;
          for (guint k = 0; k < n_out && !seen; k++)
            seen = bst_puzzle_solver_moves_equivalent (&out[k], &move);
          if (!seen && n_out < 4 * BST_MAX_HAND)
            out[n_out++] = move;
        }
    }
  return n_out;
}

/* Where a meeple may go on the tile of @move. */
static guint
meeple_segments (const BstState *state,
                 const BstMove  *move,
                 gint8          *segments)
{
  g_autofree BstState *placed = g_new (BstState, 1);
  BstPlacement placement = { move->x, move->y, move->rotation, 0 };

  bst_state_copy (placed, state);
  bst_state_place (placed, move->tile, &placement);
  return bst_state_meeple_segments (placed, segments);
}

void
bst_editor_puzzle_page_answer_at (BstEditorPuzzlePage *self,
                                  int                  x,
                                  int                  y,
                                  double               u,
                                  double               v,
                                  gboolean             turn)
{
  BstMove candidates[4 * BST_MAX_HAND];
  gint8 segments[BST_MAX_SEGMENTS];
  BstPosition *position;
  const BstState *state;
  BstMove move;
  guint n, n_segments;

  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));

  if (!self->trying || document_of (self) == NULL)
    return;
  position = bst_editor_document_get_position (document_of (self));
  if (position == NULL)
    {
      set_answer_text (self, _("Only a legal position can be answered: fix its problems first."),
                       "error");
      return;
    }
  state = bst_position_get_state (position);
  n = placements_at (state, x, y, candidates);
  if (n == 0)
    {
      set_answer_text (self, _("The tile in hand cannot go there. Choose a free square whose "
                               "neighbours it fits."), "error");
      return;
    }

  if (!self->has_trial || self->trial.x != x || self->trial.y != y)
    {
      set_trial (self, position, &candidates[0]);
      return;
    }

  if (turn)
    {
      guint i = 0;

      move = self->trial;
      move.segment = BST_NO_SEGMENT;
      while (i < n && !bst_puzzle_solver_moves_equivalent (&candidates[i], &move))
        i++;
      set_trial (self, position, &candidates[(i + 1) % n]);
      return;
    }

  move = self->trial;
  n_segments = meeple_segments (state, &move, segments);
  if (u < 0 || v < 0)
    {
      /* No meeple, then each segment in turn, then no meeple again. */
      guint i = 0;

      while (i < n_segments && segments[i] != move.segment)
        i++;
      if (move.segment == BST_NO_SEGMENT)
        move.segment = n_segments > 0 ? segments[0] : BST_NO_SEGMENT;
      else
        move.segment = i + 1 < n_segments ? segments[i + 1] : BST_NO_SEGMENT;
    }
  else
    {
      int segment = bst_tile_geometry_segment_at (move.tile, move.rotation, u, v);
      gboolean allowed = FALSE;

      for (guint i = 0; i < n_segments; i++)
        allowed |= segments[i] == segment;
      if (!allowed)
        return;
      move.segment = move.segment == segment ? BST_NO_SEGMENT : (gint8) segment;
    }
  set_trial (self, position, &move);
}

/* "4 points", for the verdict's sentences. */
static char *
points_text (int points)
{
  return g_strdup_printf (ngettext ("%d point", "%d points", ABS (points)), points);
}

static void
check_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr (BstEditorPuzzlePage) self = user_data;
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *value = NULL;
  g_autofree char *best = NULL;
  g_autofree char *text = NULL;
  gboolean by_margin;

  verdict = bst_editor_document_check_move_finish (BST_EDITOR_DOCUMENT (source), result,
                                                   &solution, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || document_of (self) == NULL)
    return;
  gtk_widget_set_sensitive (self->check_button, self->has_trial);
  if (verdict == NULL)
    {
      set_answer_text (self, error->message, "error");
      return;
    }

  by_margin = bst_editor_document_get_draft (document_of (self))->measure
              == BST_PUZZLE_MEASURE_MARGIN;
  value = points_text (verdict->value);
  best = points_text (verdict->best);
  if (verdict->correct && by_margin)
    /* Translators: %s is a number of points such as "4 points" */
    text = g_strdup_printf (_("This is the best move: it ends the game with a lead of %s."),
                            value);
  else if (verdict->correct)
    /* Translators: %s is a number of points such as "4 points" */
    text = g_strdup_printf (_("This is the best move: %s."), value);
  else if (by_margin)
    /* Translators: both are numbers of points such as "4 points" */
    text = g_strdup_printf (_("Not the best: it ends the game with a lead of %s; the best ends "
                              "it with %s."), value, best);
  else
    /* Translators: both are numbers of points such as "4 points" */
    text = g_strdup_printf (_("Not the best: it scores %s; the best scores %s."), value, best);
  set_answer_text (self, text, verdict->correct ? "success" : "error");
}

void
bst_editor_puzzle_page_check_answer (BstEditorPuzzlePage *self)
{
  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));

  if (document_of (self) == NULL || !self->has_trial)
    return;
  g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  self->check_cancellable = g_cancellable_new ();
  gtk_widget_set_sensitive (self->check_button, FALSE);
  set_answer_text (self, _("Checking…"), NULL);
  bst_editor_document_check_move_async (document_of (self), &self->trial, self->check_cancellable,
                                        check_cb, g_object_ref (self));
}

gboolean
bst_editor_puzzle_page_get_trying (BstEditorPuzzlePage *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self), FALSE);
  return self->trying;
}

void
bst_editor_puzzle_page_set_trying (BstEditorPuzzlePage *self,
                                   gboolean             trying)
{
  g_return_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self));

  trying = !!trying;
  if (self->trying == trying)
    return;
  self->trying = trying;
  clear_trial (self);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->try_button), trying);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRYING]);
}

gboolean
bst_editor_puzzle_page_get_trial (BstEditorPuzzlePage *self,
                                  BstMove             *move)
{
  g_return_val_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self), FALSE);

  if (self->has_trial && move)
    *move = self->trial;
  return self->has_trial;
}

const char *
bst_editor_puzzle_page_get_answer_text (BstEditorPuzzlePage *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->answer_label));
}

GArray *
bst_editor_puzzle_page_get_warnings (BstEditorPuzzlePage *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_PUZZLE_PAGE (self), NULL);
  return self->warnings;
}

static void
try_toggled_cb (BstEditorPuzzlePage *self)
{
  GtkToggleButton *button = GTK_TOGGLE_BUTTON (self->try_button);

  bst_editor_puzzle_page_set_trying (self, gtk_toggle_button_get_active (button));
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
  g_cancellable_cancel (self->check_cancellable);
  g_clear_object (&self->check_cancellable);
  g_clear_pointer (&self->solution, bst_puzzle_solution_free);
  g_clear_object (&self->solved_position);
  g_clear_pointer (&self->warnings, g_array_unref);
  g_clear_object (&self->trial_position);

  G_OBJECT_CLASS (bst_editor_puzzle_page_parent_class)->dispose (object);
}

static void
bst_editor_puzzle_page_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BstEditorPuzzlePage *self = BST_EDITOR_PUZZLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_TRYING:
      g_value_set_boolean (value, self->trying);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_puzzle_page_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BstEditorPuzzlePage *self = BST_EDITOR_PUZZLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_TRYING:
      bst_editor_puzzle_page_set_trying (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_puzzle_page_class_init (BstEditorPuzzlePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bst_editor_puzzle_page_dispose;
  BST_EDITOR_PAGE_CLASS (klass)->sync = bst_editor_puzzle_page_sync;
  G_OBJECT_CLASS (klass)->get_property = bst_editor_puzzle_page_get_property;
  G_OBJECT_CLASS (klass)->set_property = bst_editor_puzzle_page_set_property;

  properties[PROP_TRYING] =
    g_param_spec_boolean ("trying", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);

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
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, warning_list);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, try_group);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, try_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, check_button);
  gtk_widget_class_bind_template_child (widget_class, BstEditorPuzzlePage, answer_label);
  gtk_widget_class_bind_template_callback (widget_class, is_puzzle_cb);
  gtk_widget_class_bind_template_callback (widget_class, title_cb);
  gtk_widget_class_bind_template_callback (widget_class, description_cb);
  gtk_widget_class_bind_template_callback (widget_class, combo_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, bst_editor_puzzle_page_test_solve);
  gtk_widget_class_bind_template_callback (widget_class, bst_editor_puzzle_page_check_answer);
  gtk_widget_class_bind_template_callback (widget_class, try_toggled_cb);
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
  show_instructions (self);
}

GtkWidget *
bst_editor_puzzle_page_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_PUZZLE_PAGE, NULL);
}

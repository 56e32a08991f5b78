/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-meeple-icon.h"
#include "bst-practice-mistakes.h"
#include "bst-review-dialog.h"

struct _BstReviewDialog
{
  AdwWindow       parent_instance;

  BstGame        *game;
  GCancellable   *cancellable;   /* the running review's; a new one each run */
  BstReviewOptions options;
  BstReview      *review;
  char           *error;

  GtkStack       *stack;
  GtkProgressBar *progress_bar;
  GtkListBox     *move_list;
  GtkListBox     *summary_list;
  GtkWidget      *no_moves_label;
  AdwStatusPage  *failed_page;
  GtkListBox     *choice_list;
  AdwComboRow    *budget_row;
  GPtrArray      *player_switches;  /* of GtkSwitch, one per seat */
  BstPracticeMistakes *practice;
};

G_DEFINE_FINAL_TYPE (BstReviewDialog, bst_review_dialog, ADW_TYPE_WINDOW)

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The move of the review a row of the move list stands for. */
#define ROW_MOVE_KEY "bst-review-move"

/* What the worker thread works on: copies, so that the game can go on. */
typedef struct {
  BstState         *start;
  GArray           *moves;
  BstReviewOptions  options;
  GTask            *task;      /* not a reference: the task owns this */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_free (job->start);
  g_array_unref (job->moves);
  g_free (job);
}

/* A progress report on its way to the main loop. It holds the task, and
 * through it the dialog, so neither goes away before it is read. */
typedef struct {
  GTask *task;
  guint  done;
  guint  total;
} Progress;

static void
progress_free (gpointer data)
{
  Progress *progress = data;

  g_object_unref (progress->task);
  g_free (progress);
}

static gboolean
show_progress_cb (gpointer data)
{
  Progress *progress = data;
  BstReviewDialog *self = g_task_get_source_object (progress->task);

  /* A review started again since: its old runs report no more. */
  if (g_task_get_cancellable (progress->task) != self->cancellable)
    return G_SOURCE_REMOVE;
  if (!g_cancellable_is_cancelled (self->cancellable) && self->review == NULL)
    gtk_progress_bar_set_fraction (self->progress_bar,
                                   (double) progress->done / MAX (progress->total, 1));
  return G_SOURCE_REMOVE;
}

/* In the worker thread. */
static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  Job *job = user_data;
  Progress *progress = g_new (Progress, 1);

  progress->task = g_object_ref (job->task);
  progress->done = done;
  progress->total = total;
  g_main_context_invoke_full (g_task_get_context (job->task), G_PRIORITY_DEFAULT,
                              show_progress_cb, progress, progress_free);
}

static void
run_review (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  BstReview *review = bst_review_run (job->start, job->moves, &job->options, cancellable,
                                      &error);

  if (review == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, review, (GDestroyNotify) bst_review_free);
}

static const char *
class_label (BstReviewClass klass)
{
  static const char *const labels[BST_REVIEW_N_CLASSES] = {
    /* Translators: how good a move was, in a game's review */
    N_("Good"), N_("Inaccuracy"), N_("Mistake"), N_("Blunder"),
  };

  return _(labels[klass]);
}

static GtkWidget *
player_row_new (const BstPlayerInfo *player,
                const char          *title,
                const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = bst_meeple_icon_new (player->colour);

  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  return row;
}

static GtkWidget *
move_row_new (BstReviewDialog     *self,
              const BstReviewMove *move)
{
  const BstPlayerInfo *player = bst_game_get_player (self->game, move->player);
  g_autofree char *best = bst_review_describe_best (move);
  /* Translators: a move in a game's review: the turn, then the player's name */
  g_autofree char *title = g_strdup_printf (_("Turn %u · %s"), move->turn, player->name);
  /* Translators: a move in a game's review: how good it was ("Mistake"),
   * then the better move in words ("the farmer north of the start tile") */
  g_autofree char *subtitle = g_strdup_printf (_("%s; better was %s"),
                                               class_label (move->klass), best);
  /* Translators: the points of score margin a move lost, in a game's review */
  g_autofree char *lost = g_strdup_printf (_("−%.1f points"), move->points_lost);
  GtkWidget *row = player_row_new (player, title, subtitle);
  GtkWidget *lost_label = gtk_label_new (lost);

  gtk_widget_add_css_class (lost_label, "numeric");
  if (move->klass >= BST_REVIEW_MISTAKE)
    gtk_widget_add_css_class (lost_label, "error");
  else if (move->klass == BST_REVIEW_INACCURACY)
    gtk_widget_add_css_class (lost_label, "warning");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), lost_label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), ROW_MOVE_KEY, (gpointer) move);
  return row;
}

/* A row of the move list opens its move: the window shows it in replay. */
static void
move_row_activated_cb (GtkListBox      *list,
                       GtkListBoxRow   *row,
                       BstReviewDialog *self)
{
  const BstReviewMove *move = g_object_get_data (G_OBJECT (row), ROW_MOVE_KEY);
  g_autofree char *words = NULL;

  if (move == NULL)
    return;
  /* Translators: a move of a game's review shown in replay: its turn, then
   * how good it was and the better move ("Mistake; better was …") */
  words = g_strdup_printf (_("Turn %u: %s"), move->turn,
                           adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0, move, words);
}

static void
show_review (BstReviewDialog *self)
{
  guint n_listed = 0;

  for (guint i = 0; i < self->review->moves->len; i++)
    {
      const BstReviewMove *move = &g_array_index (self->review->moves, BstReviewMove, i);

      /* The moves the summary counts as weaker than the best. */
      if (move->klass != BST_REVIEW_GOOD)
        {
          gtk_list_box_append (self->move_list, move_row_new (self, move));
          n_listed++;
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->move_list), n_listed > 0);
  gtk_widget_set_visible (self->no_moves_label, n_listed == 0);

  for (guint p = 0; p < self->review->n_players; p++)
    if (self->review->players[p].n_moves > 0)
      {
        g_autofree char *summary = bst_review_describe_player (self->review, p);
        const BstPlayerInfo *player = bst_game_get_player (self->game, p);

        gtk_list_box_append (self->summary_list, player_row_new (player, player->name, summary));
      }
  bst_practice_mistakes_set_review (self->practice, self->game, self->review);
  gtk_stack_set_visible_child_name (self->stack, "review");
}

static void
review_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  BstReviewDialog *self = BST_REVIEW_DIALOG (object);
  g_autoptr (GError) error = NULL;
  BstReview *review;

  /* Overtaken by a review started again with other choices. */
  if (g_task_get_cancellable (G_TASK (result)) != self->cancellable)
    return;
  review = g_task_propagate_pointer (G_TASK (result), &error);

  /* Cancelled: the dialog is closing or closed, with nothing left to show. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (review == NULL)
    {
      self->error = g_strdup (error->message);
      adw_status_page_set_description (self->failed_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "failed");
      return;
    }
  self->review = review;
  gtk_progress_bar_set_fraction (self->progress_bar, 1.0);
  show_review (self);
}

/* The seats the review is for: the people, or everyone when none is. */
static guint
reviewed_players (BstGame *game)
{
  guint players = 0;

  for (guint p = 0; p < bst_game_get_n_players (game); p++)
    if (bst_game_get_player (game, p)->kind == BST_SEAT_HUMAN)
      players |= 1u << p;
  return players;
}

static void
start (BstReviewDialog *self)
{
  g_autoptr (GTask) task = g_task_new (self, self->cancellable, review_done_cb, NULL);
  Job *job = g_new0 (Job, 1);
  guint n_moves = bst_game_get_n_moves (self->game);

  job->start = g_new (BstState, 1);
  bst_state_copy (job->start, bst_game_get_start (self->game));
  job->moves = g_array_sized_new (FALSE, FALSE, sizeof (BstMove), n_moves);
  for (guint i = 0; i < n_moves; i++)
    g_array_append_vals (job->moves, bst_game_get_move (self->game, i), 1);
  job->options = self->options;
  job->options.progress = progress_cb;
  job->options.progress_data = job;
  job->task = task;

  g_task_set_source_tag (task, start);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, run_review);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, row);
}

/* Stops the review under way, or forgets the one shown, and runs it again
 * with the options as they are now. */
static void
restart (BstReviewDialog *self)
{
  g_cancellable_cancel (self->cancellable);
  /* The old run's task holds the old one, so the two are never confused. */
  g_object_unref (self->cancellable);
  self->cancellable = g_cancellable_new ();
  g_clear_pointer (&self->review, bst_review_free);
  g_clear_pointer (&self->error, g_free);
  clear_list (self->move_list);
  clear_list (self->summary_list);
  gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
  gtk_stack_set_visible_child_name (self->stack, "running");
  start (self);
}

/* Search iterations a move for each choice of thoroughness; Normal is the
 * level's own budget. */
static const guint budget_iterations[BST_REVIEW_N_BUDGETS] = {
  [BST_REVIEW_BUDGET_QUICK] = 200,
  [BST_REVIEW_BUDGET_NORMAL] = 0,
  [BST_REVIEW_BUDGET_THOROUGH] = 6400,
};

guint
bst_review_budget_get_iterations (BstReviewBudget budget)
{
  g_return_val_if_fail (budget < BST_REVIEW_N_BUDGETS, 0);
  return budget_iterations[budget];
}

static void
budget_changed_cb (BstReviewDialog *self)
{
  guint budget = adw_combo_row_get_selected (self->budget_row);

  if (budget >= BST_REVIEW_N_BUDGETS)
    return;
  self->options.iterations = budget_iterations[budget];
  restart (self);
}

static guint
chosen_players (BstReviewDialog *self)
{
  guint players = 0;

  for (guint p = 0; p < self->player_switches->len; p++)
    if (gtk_switch_get_active (g_ptr_array_index (self->player_switches, p)))
      players |= 1u << p;
  return players;
}

static void
player_toggled_cb (GtkSwitch       *toggle,
                   GParamSpec      *pspec,
                   BstReviewDialog *self)
{
  guint players = chosen_players (self);

  /* A review of no one would be empty: keep at least one player. */
  if (players == 0)
    {
      gtk_switch_set_active (toggle, TRUE);
      return;
    }
  if (players == self->options.players)
    return;
  self->options.players = players;
  restart (self);
}

/* A row with a switch for each seat, on for the players reviewed. */
static void
add_player_choices (BstReviewDialog *self)
{
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    {
      const BstPlayerInfo *player = bst_game_get_player (self->game, p);
      GtkWidget *row = player_row_new (player, player->name, "");
      GtkWidget *toggle = gtk_switch_new ();

      gtk_switch_set_active (GTK_SWITCH (toggle), (self->options.players & (1u << p)) != 0);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      g_signal_connect_object (toggle, "notify::active", G_CALLBACK (player_toggled_cb),
                               self, 0);
      g_ptr_array_add (self->player_switches, toggle);
      gtk_list_box_append (self->choice_list, row);
    }
}

const BstReviewOptions *
bst_review_dialog_get_options (BstReviewDialog *self)
{
  g_return_val_if_fail (BST_IS_REVIEW_DIALOG (self), NULL);
  return &self->options;
}

BstGame *
bst_review_dialog_get_game (BstReviewDialog *self)
{
  g_return_val_if_fail (BST_IS_REVIEW_DIALOG (self), NULL);
  return self->game;
}

gboolean
bst_review_dialog_get_running (BstReviewDialog *self)
{
  g_return_val_if_fail (BST_IS_REVIEW_DIALOG (self), FALSE);
  return self->review == NULL && self->error == NULL
         && !g_cancellable_is_cancelled (self->cancellable);
}

const BstReview *
bst_review_dialog_get_review (BstReviewDialog *self)
{
  g_return_val_if_fail (BST_IS_REVIEW_DIALOG (self), NULL);
  return self->review;
}

void
bst_review_dialog_get_lists (BstReviewDialog  *self,
                             GtkListBox      **moves,
                             GtkListBox      **summaries)
{
  g_return_if_fail (BST_IS_REVIEW_DIALOG (self));
  *moves = self->move_list;
  *summaries = self->summary_list;
}

/* A window is unrealized when destroyed, while its worker's task still
 * holds it: the review stops there, at the worker's next move. */
static void
bst_review_dialog_unrealize (GtkWidget *widget)
{
  BstReviewDialog *self = BST_REVIEW_DIALOG (widget);

  g_cancellable_cancel (self->cancellable);
  GTK_WIDGET_CLASS (bst_review_dialog_parent_class)->unrealize (widget);
}

static void
bst_review_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BST_TYPE_REVIEW_DIALOG);
  G_OBJECT_CLASS (bst_review_dialog_parent_class)->dispose (object);
}

static void
bst_review_dialog_finalize (GObject *object)
{
  BstReviewDialog *self = BST_REVIEW_DIALOG (object);

  g_clear_pointer (&self->review, bst_review_free);
  g_clear_pointer (&self->error, g_free);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->game);
  g_clear_pointer (&self->player_switches, g_ptr_array_unref);
  G_OBJECT_CLASS (bst_review_dialog_parent_class)->finalize (object);
}

static void
bst_review_dialog_class_init (BstReviewDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_review_dialog_dispose;
  object_class->finalize = bst_review_dialog_finalize;
  widget_class->unrealize = bst_review_dialog_unrealize;

  g_type_ensure (BST_TYPE_PRACTICE_MISTAKES);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-review-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, move_list);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, summary_list);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, no_moves_label);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, failed_page);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, choice_list);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, budget_row);
  gtk_widget_class_bind_template_child (widget_class, BstReviewDialog, practice);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /**
   * BstReviewDialog::move-activated:
   * @move: (type gpointer): the BstReviewMove, the review's own
   * @words: the row's words: its turn, its class and the better move
   *
   * A move of the list was activated: whoever opened the review shows it.
   */
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_STRING);
}

static void
bst_review_dialog_init (BstReviewDialog *self)
{
  self->cancellable = g_cancellable_new ();
  self->player_switches = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_combo_row_set_selected (self->budget_row, BST_REVIEW_BUDGET_NORMAL);
  g_signal_connect_object (self->move_list, "row-activated",
                           G_CALLBACK (move_row_activated_cb), self, 0);
}

BstReviewDialog *
bst_review_dialog_new (BstGame                *game,
                       const BstReviewOptions *options)
{
  BstReviewDialog *self;

  g_return_val_if_fail (BST_IS_GAME (game), NULL);

  self = g_object_new (BST_TYPE_REVIEW_DIALOG, NULL);
  self->game = g_object_ref (game);
  if (options != NULL)
    self->options = *options;
  else
    bst_review_options_init (&self->options);
  self->options.players = reviewed_players (game);
  add_player_choices (self);
  /* Connected only now: the options given stand until the player chooses. */
  g_signal_connect_object (self->budget_row, "notify::selected",
                           G_CALLBACK (budget_changed_cb), self, G_CONNECT_SWAPPED);
  start (self);
  return self;
}

BstPracticeMistakes *
bst_review_dialog_get_practice (BstReviewDialog *self)
{
  g_return_val_if_fail (BST_IS_REVIEW_DIALOG (self), NULL);
  return self->practice;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bst-generated-puzzles.h"
#include "bst-puzzle-generator.h"
#include "bst-puzzle-progress.h"
#include "bst-template.h"

struct _BstGeneratedPuzzles
{
  GtkWidget     parent_instance;

  BstPuzzleProgressStore *progress; /* where solving is recorded; NULL records nothing */
  GDate         date;          /* not valid: today */
  guint64       next_seed;     /* of More Puzzles */
  GCancellable *making;        /* the puzzle under way, NULL when none is */
  char         *heading;

  AdwActionRow *daily_row;
  GtkWidget    *daily_spinner;
  GtkWidget    *daily_solved_mark;
  GtkWidget    *more_spinner;
  GtkDropDown  *grade_dropdown;
  GtkLabel     *error_label;
};

G_DEFINE_FINAL_TYPE (BstGeneratedPuzzles, bst_generated_puzzles, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  READY,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What one request was for, kept until its puzzle is handed over. */
typedef struct {
  BstGeneratedPuzzles *self;
  gboolean             daily;
  GDate                date;
  guint                grade;
} Making;

static void
making_free (Making *making)
{
  g_object_unref (making->self);
  g_free (making);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Making, making_free)

static const char *
grade_name (guint grade)
{
  switch (grade)
    {
    case 1: return _("Easy");
    case 2: return _("Fairly easy");
    case 3: return _("Medium");
    case 4: return _("Hard");
    default: return _("Very hard");
    }
}

/* The date as the player reads it, in the language of the interface. */
static char *
date_text (const GDate *date)
{
  g_autoptr (GDateTime) time = g_date_time_new_local (g_date_get_year (date),
                                                      g_date_get_month (date),
                                                      g_date_get_day (date), 12, 0, 0);

  /* TRANSLATORS: the day of the Puzzle of the Day, a g_date_time_format() pattern */
  return g_date_time_format (time, _("%A %-d %B %Y"));
}

void
bst_generated_puzzles_get_date (BstGeneratedPuzzles *self,
                                GDate               *date)
{
  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));
  g_return_if_fail (date != NULL);

  if (g_date_valid (&self->date))
    *date = self->date;
  else
    {
      g_date_clear (date, 1);
      g_date_set_time_t (date, time (NULL));
    }
}

char *
bst_generated_puzzles_daily_id (const GDate *date)
{
  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);

  /* Not a file name of the pack: those begin with their number. */
  return g_strdup_printf ("daily-%04u-%02u-%02u", g_date_get_year (date),
                          g_date_get_month (date), g_date_get_day (date));
}

/* The row says which day it is, and whether that day's puzzle is solved. */
static void
update_daily_row (BstGeneratedPuzzles *self)
{
  GDate date;
  g_autofree char *text = NULL;
  g_autofree char *id = NULL;

  bst_generated_puzzles_get_date (self, &date);
  text = date_text (&date);
  adw_action_row_set_subtitle (self->daily_row, text);
  id = bst_generated_puzzles_daily_id (&date);
  gtk_widget_set_visible (self->daily_solved_mark,
                          self->progress != NULL
                          && bst_puzzle_progress_store_get_state (self->progress, id)
                             == BST_PUZZLE_PROGRESS_SOLVED);
}

void
bst_generated_puzzles_set_date (BstGeneratedPuzzles *self,
                                const GDate         *date)
{
  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));
  g_return_if_fail (date == NULL || g_date_valid (date));

  if (date)
    self->date = *date;
  else
    g_date_clear (&self->date, 1);
  update_daily_row (self);
}

/* Recording is the page's business; the mark follows what is recorded. */
void
bst_generated_puzzles_set_progress (BstGeneratedPuzzles    *self,
                                    BstPuzzleProgressStore *progress)
{
  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));
  g_return_if_fail (progress == NULL || BST_IS_PUZZLE_PROGRESS_STORE (progress));

  if (self->progress)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_set_object (&self->progress, progress);
  if (progress)
    g_signal_connect_object (progress, "changed",
                             G_CALLBACK (update_daily_row), self, G_CONNECT_SWAPPED);
  update_daily_row (self);
}

guint
bst_generated_puzzles_get_grade (BstGeneratedPuzzles *self)
{
  g_return_val_if_fail (BST_IS_GENERATED_PUZZLES (self), BST_PUZZLE_MIN_GRADE);
  return BST_PUZZLE_MIN_GRADE + gtk_drop_down_get_selected (self->grade_dropdown);
}

void
bst_generated_puzzles_set_grade (BstGeneratedPuzzles *self,
                                 guint                grade)
{
  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));
  g_return_if_fail (grade >= BST_PUZZLE_MIN_GRADE && grade <= BST_PUZZLE_MAX_GRADE);
  gtk_drop_down_set_selected (self->grade_dropdown, grade - BST_PUZZLE_MIN_GRADE);
}

gboolean
bst_generated_puzzles_is_busy (BstGeneratedPuzzles *self)
{
  g_return_val_if_fail (BST_IS_GENERATED_PUZZLES (self), FALSE);
  return self->making != NULL;
}

const char *
bst_generated_puzzles_get_heading (BstGeneratedPuzzles *self)
{
  g_return_val_if_fail (BST_IS_GENERATED_PUZZLES (self), NULL);
  return self->heading;
}

static void
show_spinner (GtkWidget *spinner,
              gboolean   shown)
{
  gtk_spinner_set_spinning (GTK_SPINNER (spinner), shown);
  gtk_widget_set_visible (spinner, shown);
}

/* The spinner of the row asked turns until its puzzle is there. */
static void
set_making (BstGeneratedPuzzles *self,
            GCancellable        *making,
            gboolean             daily)
{
  gboolean was_busy = self->making != NULL;

  g_clear_object (&self->making);
  self->making = making;
  show_spinner (self->daily_spinner, making && daily);
  show_spinner (self->more_spinner, making && !daily);
  if (was_busy != (making != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

void
bst_generated_puzzles_cancel (BstGeneratedPuzzles *self)
{
  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));

  if (self->making == NULL)
    return;
  g_cancellable_cancel (self->making);
  set_making (self, NULL, FALSE);
}

static void
show_error (BstGeneratedPuzzles *self,
            const char          *message)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
made_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr (Making) making = user_data;
  BstGeneratedPuzzles *self = making->self;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *message = NULL;

  /* A request dropped gives its result to nobody: another may be under way. */
  puzzle = bst_puzzle_generator_generate_finish (result, NULL, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_making (self, NULL, making->daily);
  if (puzzle == NULL)
    {
      /* TRANSLATORS: %s says why, e.g. "No puzzle … turned up in 200 games" */
      message = g_strdup_printf (_("No puzzle could be made: %s"), error->message);
      show_error (self, message);
      g_signal_emit (self, signals[FAILED], 0, message);
      return;
    }
  g_free (self->heading);
  if (making->daily)
    {
      g_autofree char *day = date_text (&making->date);

      id = bst_generated_puzzles_daily_id (&making->date);
      /* TRANSLATORS: %s is the date, e.g. "Wednesday 2 December 2026" */
      self->heading = g_strdup_printf (_("Puzzle of the Day · %s"), day);
    }
  else
    /* TRANSLATORS: %s is a difficulty, e.g. "Hard" */
    self->heading = g_strdup_printf (_("More Puzzles · %s"), grade_name (making->grade));
  g_signal_emit (self, signals[READY], 0, puzzle, id);
}

static void
make (BstGeneratedPuzzles    *self,
      const BstPuzzleRequest *request,
      const GDate            *date)
{
  Making *making = g_new0 (Making, 1);
  GCancellable *cancellable = g_cancellable_new ();

  bst_generated_puzzles_cancel (self);
  show_error (self, NULL);
  making->self = g_object_ref (self);
  making->daily = date != NULL;
  if (date)
    making->date = *date;
  making->grade = request->grade;
  set_making (self, cancellable, making->daily);
  bst_puzzle_generator_generate_async (request, cancellable, made_cb, making);
}

void
bst_generated_puzzles_open_daily (BstGeneratedPuzzles *self)
{
  BstPuzzleRequest request;
  GDate date;

  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));

  bst_generated_puzzles_get_date (self, &date);
  bst_puzzle_generator_daily_request (&date, &request);
  make (self, &request, &date);
}

void
bst_generated_puzzles_open_more (BstGeneratedPuzzles *self)
{
  BstPuzzleRequest request;

  g_return_if_fail (BST_IS_GENERATED_PUZZLES (self));

  /* Each one the next seed, the two kinds in turn. */
  request.seed = self->next_seed++;
  request.kind = request.seed % 2 ? BST_PUZZLE_BEST_MOVE : BST_PUZZLE_SCORE_IT;
  request.grade = bst_generated_puzzles_get_grade (self);
  make (self, &request, NULL);
}

static void
daily_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bst_generated_puzzles_open_daily (BST_GENERATED_PUZZLES (widget));
}

static void
more_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bst_generated_puzzles_open_more (BST_GENERATED_PUZZLES (widget));
}

/* The day may have turned since the row was last seen. */
static void
bst_generated_puzzles_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (bst_generated_puzzles_parent_class)->map (widget);
  update_daily_row (BST_GENERATED_PUZZLES (widget));
}

static void
bst_generated_puzzles_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BstGeneratedPuzzles *self = BST_GENERATED_PUZZLES (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, bst_generated_puzzles_is_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_generated_puzzles_dispose (GObject *object)
{
  BstGeneratedPuzzles *self = BST_GENERATED_PUZZLES (object);

  if (self->making)
    g_cancellable_cancel (self->making);
  g_clear_object (&self->making);
  bst_template_dispose (GTK_WIDGET (self), BST_TYPE_GENERATED_PUZZLES);
  if (self->progress)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->heading, g_free);

  G_OBJECT_CLASS (bst_generated_puzzles_parent_class)->dispose (object);
}

static void
bst_generated_puzzles_class_init (BstGeneratedPuzzlesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bst_generated_puzzles_get_property;
  object_class->dispose = bst_generated_puzzles_dispose;
  widget_class->map = bst_generated_puzzles_map;

  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, BST_TYPE_PUZZLE,
                                 G_TYPE_STRING);
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-generated-puzzles.ui");
  gtk_widget_class_bind_template_child (widget_class, BstGeneratedPuzzles, daily_row);
  gtk_widget_class_bind_template_child (widget_class, BstGeneratedPuzzles, daily_spinner);
  gtk_widget_class_bind_template_child (widget_class, BstGeneratedPuzzles, daily_solved_mark);
  gtk_widget_class_bind_template_child (widget_class, BstGeneratedPuzzles, more_spinner);
  gtk_widget_class_bind_template_child (widget_class, BstGeneratedPuzzles, grade_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BstGeneratedPuzzles, error_label);

  gtk_widget_class_install_action (widget_class, "generated.daily", NULL, daily_action);
  gtk_widget_class_install_action (widget_class, "generated.more", NULL, more_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "generatedpuzzles");
}

static void
bst_generated_puzzles_init (BstGeneratedPuzzles *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_date_clear (&self->date, 1);
  /* A stream of its own on each run: puzzles seen before are not met again. */
  self->next_seed = ((guint64) g_random_int () << 32) | g_random_int ();
  bst_generated_puzzles_set_grade (self, 3);
  update_daily_row (self);
}

GtkWidget *
bst_generated_puzzles_new (void)
{
  return g_object_new (BST_TYPE_GENERATED_PUZZLES, NULL);
}

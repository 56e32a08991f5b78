/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bst-generated-puzzles.h"
#include "bst-mistakes-row.h"
#include "bst-learn-browser.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-progress.h"
#include "bst-puzzle-printer.h"
#include "bst-puzzle-text.h"
#include "bst-template.h"
#include "bst-text.h"
#include "bst-window.h"

typedef struct {
  BstPuzzle *puzzle;
  char      *id;
} Entry;

struct _BstPuzzleBrowser
{
  GtkWidget        parent_instance;

  BstPuzzleProgressStore *progress;
  GArray          *entries;      /* of Entry */
  GListStore      *model;        /* of BstLearnEntry, one for each of the entries */
  guint            current;
  gboolean         shared;       /* the puzzle shown is not one of the pack */
  gboolean         generated;    /* it was made here: Next makes another */
  GCancellable    *solving;      /* the answer of a shared puzzle */

  GtkStack        *stack;
  GtkLabel        *progress_label;
  BstGeneratedPuzzles *generated_puzzles;
  BstMistakesRow  *mistakes_row;
  GtkWidget       *generating_spinner;
  GtkLabel        *topic_progress_label;
  BstLearnBrowser *puzzle_list;
  GtkLabel        *position_label;
  BstPuzzleView   *puzzle_view;
};

G_DEFINE_FINAL_TYPE (BstPuzzleBrowser, bst_puzzle_browser, GTK_TYPE_WIDGET)

enum {
  PUZZLE_OPENED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
entry_clear (gpointer data)
{
  Entry *entry = data;

  g_clear_object (&entry->puzzle);
  g_clear_pointer (&entry->id, g_free);
}

static BstPuzzleProgressState
entry_state (BstPuzzleBrowser *self,
             guint             index)
{
  return bst_puzzle_progress_store_get_state (self->progress,
                                              g_array_index (self->entries, Entry, index).id);
}

gboolean
bst_puzzle_browser_is_solved (BstPuzzleBrowser *self,
                              guint             index)
{
  g_return_val_if_fail (BST_IS_PUZZLE_BROWSER (self), FALSE);
  g_return_val_if_fail (index < self->entries->len, FALSE);

  return entry_state (self, index) == BST_PUZZLE_PROGRESS_SOLVED;
}

static BstLearnEntry *
new_learn_entry (const Entry *entry)
{
  BstPuzzle *puzzle = entry->puzzle;
  g_autofree char *subtitle = NULL;
  BstLearnEntry *item;

  /* TRANSLATORS: a puzzle's topic and its kind, e.g. "Roads · Score it" */
  subtitle = g_strdup_printf (_("%s · %s"), bst_puzzle_text_topic (bst_puzzle_get_topic (puzzle)),
                              bst_puzzle_text_kind (bst_puzzle_get_kind (puzzle)));
  item = bst_learn_entry_new (entry->id, bst_puzzle_text_title (puzzle), subtitle);
  bst_learn_entry_set_difficulty (item, bst_puzzle_get_difficulty (puzzle));
  return item;
}

typedef struct {
  const char *topic;
  guint       n_puzzles;
  guint       n_solved;
} TopicCount;

/* Where @topic comes in the list of topics: the known ones in their order,
 * any other after them. */
static guint
topic_rank (const char *topic)
{
  const char *const *known = bst_puzzle_known_topics ();
  guint rank = 0;

  while (known[rank] != NULL && g_strcmp0 (known[rank], topic) != 0)
    rank++;
  return rank;
}

static int
compare_topic_counts (gconstpointer a,
                      gconstpointer b)
{
  const TopicCount *count_a = a, *count_b = b;
  guint rank_a = topic_rank (count_a->topic), rank_b = topic_rank (count_b->topic);

  return rank_a != rank_b ? (rank_a < rank_b ? -1 : 1)
                          : g_strcmp0 (count_a->topic, count_b->topic);
}

static GArray *
count_topics (BstPuzzleBrowser *self)
{
  GArray *counts = g_array_new (FALSE, TRUE, sizeof (TopicCount));

  for (guint i = 0; i < self->entries->len; i++)
    {
      const char *topic = bst_puzzle_get_topic (g_array_index (self->entries, Entry, i).puzzle);
      TopicCount *count = NULL;

      for (guint t = 0; t < counts->len && count == NULL; t++)
        if (g_strcmp0 (g_array_index (counts, TopicCount, t).topic, topic) == 0)
          count = &g_array_index (counts, TopicCount, t);
      if (count == NULL)
        {
          g_array_set_size (counts, counts->len + 1);
          count = &g_array_index (counts, TopicCount, counts->len - 1);
          count->topic = topic;
        }
      count->n_puzzles++;
      count->n_solved += bst_puzzle_browser_is_solved (self, i);
    }
  g_array_sort (counts, compare_topic_counts);
  return counts;
}

/* "Roads: 2 of 4 solved, Fields: 0 of 3 solved", a line that breaks
 * between topics only. */
static char *
describe_topics (BstPuzzleBrowser *self)
{
  g_autoptr (GArray) counts = count_topics (self);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < counts->len; t++)
    {
      const TopicCount *count = &g_array_index (counts, TopicCount, t);
      g_autoptr (GString) item = g_string_new (NULL);

      /* TRANSLATORS: the player's progress through one topic of the puzzle
       * pack, e.g. "Fields: 3 of 5 solved" */
      g_string_printf (item, ngettext ("%s: %u of %u solved", "%s: %u of %u solved",
                                       count->n_puzzles),
                       bst_puzzle_text_topic (count->topic), count->n_solved,
                       count->n_puzzles);
      /* No-break spaces: a line breaks between topics only. */
      g_string_replace (item, " ", "\u00a0", 0);
      g_ptr_array_add (items, g_string_free (g_steal_pointer (&item), FALSE));
    }
  return bst_text_join_list ((const char *const *) items->pdata, items->len);
}

/* A puzzle whose answer was shown is marked seen, not solved. */
static void
update_entry (BstPuzzleBrowser *self,
              guint             index)
{
  g_autoptr (BstLearnEntry) item = g_list_model_get_item (G_LIST_MODEL (self->model), index);
  BstPuzzleProgressState state = entry_state (self, index);

  bst_learn_entry_set_done (item, state == BST_PUZZLE_PROGRESS_SOLVED);
  bst_learn_entry_set_result (item, state == BST_PUZZLE_PROGRESS_ANSWER_SHOWN
                                    ? _("Seen, answer shown") : NULL);
}

static void
update_progress (BstPuzzleBrowser *self)
{
  guint n_solved = 0;
  g_autofree char *progress = NULL;
  g_autofree char *topics = NULL;

  for (guint i = 0; i < self->entries->len; i++)
    {
      update_entry (self, i);
      n_solved += bst_puzzle_browser_is_solved (self, i);
    }
  topics = describe_topics (self);
  gtk_label_set_text (self->topic_progress_label, topics);
  /* TRANSLATORS: the player's progress through the puzzle pack */
  progress = g_strdup_printf (ngettext ("%u of %u puzzle solved", "%u of %u puzzles solved",
                                        self->entries->len),
                              n_solved, self->entries->len);
  gtk_label_set_text (self->progress_label, progress);
}

void
bst_puzzle_browser_reload (BstPuzzleBrowser *self)
{
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree BstLearnEntry **items = NULL;

  g_return_if_fail (BST_IS_PUZZLE_BROWSER (self));

  g_array_set_size (self->entries, 0);
  g_list_store_remove_all (self->model);
  files = bst_puzzle_progress_list_files (&error);
  if (files == NULL)
    g_debug ("No puzzles: %s", error->message);
  items = g_new0 (BstLearnEntry *, files ? files->len : 0);
  for (guint i = 0; files && i < files->len; i++)
    {
      g_autoptr (GError) load_error = NULL;
      BstPuzzle *puzzle = bst_puzzle_load (g_ptr_array_index (files, i), NULL, &load_error);
      Entry entry;

      if (puzzle == NULL)
        {
          g_debug ("Skipping a puzzle: %s", load_error->message);
          continue;
        }
      entry.puzzle = puzzle;
      entry.id = bst_puzzle_progress_id_for_file (g_ptr_array_index (files, i));
      g_array_append_val (self->entries, entry);
      items[self->entries->len - 1] = new_learn_entry (&entry);
    }
  /* One change for the whole pack, so that the rows are made once. */
  g_list_store_splice (self->model, 0, 0, (gpointer *) items, self->entries->len);
  for (guint i = 0; i < self->entries->len; i++)
    g_object_unref (items[i]);
  update_progress (self);
}

/* Keeps what the player did with a puzzle of the pack, when it changed the
 * progress. A shared puzzle (no id) keeps none. */
static void
record_progress (BstPuzzleBrowser *self,
                 gboolean          changed)
{
  if (!changed)
    return;
  bst_puzzle_progress_save (self->progress);
  update_progress (self);
}

static void
solved_cb (BstPuzzleBrowser *self,
           const char       *id,
           BstPuzzleView    *view)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();

  if (id == NULL)
    return;
  record_progress (self, bst_puzzle_progress_store_mark_solved (self->progress, id, now));
  bst_mistakes_row_reload (self->mistakes_row);
}

static void
revealed_cb (BstPuzzleBrowser *self,
             const char       *id,
             BstPuzzleView    *view)
{
  if (id != NULL)
    record_progress (self, bst_puzzle_progress_store_mark_answer_shown (self->progress, id));
}

static void
checked_cb (BstPuzzleBrowser *self,
            const char       *id,
            BstPuzzleView    *view)
{
  if (id != NULL)
    record_progress (self, bst_puzzle_progress_store_add_attempt (self->progress, id));
}

static void
update_navigation (BstPuzzleBrowser *self)
{
  g_autofree char *text = g_strdup_printf (_("Puzzle %u of %u"), self->current + 1,
                                           self->entries->len);

  gtk_label_set_text (self->position_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzles.previous", self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzles.next",
                                 self->current + 1 < self->entries->len);
}

void
bst_puzzle_browser_open (BstPuzzleBrowser *self,
                         guint             index)
{
  const Entry *entry;
  g_autoptr (BstPuzzle) copy = NULL;

  g_return_if_fail (BST_IS_PUZZLE_BROWSER (self));
  g_return_if_fail (index < self->entries->len);

  entry = &g_array_index (self->entries, Entry, index);
  self->current = index;
  self->shared = self->generated = FALSE;
  bst_generated_puzzles_cancel (self->generated_puzzles);
  g_cancellable_cancel (self->solving);
  g_clear_object (&self->solving);
  /* The view gets a copy: checking answers caches solutions in it. */
  copy = bst_puzzle_copy (entry->puzzle);
  bst_puzzle_view_set_puzzle (self->puzzle_view, copy, entry->id);
  gtk_stack_set_visible_child_name (self->stack, "puzzle");
  update_navigation (self);
  record_progress (self, bst_puzzle_progress_store_mark_seen (self->progress, entry->id));
  g_signal_emit (self, signals[PUZZLE_OPENED], 0, copy);
}

static void
solve_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      puzzle,
                 GCancellable *cancellable)
{
  GError *error = NULL;
  BstPuzzleSolution *solution = bst_puzzle_solve (puzzle, &error);

  if (solution == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, solution, (GDestroyNotify) bst_puzzle_solution_free);
}

static void
solved_in_thread_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr (BstPuzzle) shown = user_data;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) error = NULL;

  solution = g_task_propagate_pointer (G_TASK (result), &error);
  if (solution == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("A shared puzzle has no answer: %s", error->message);
      return;
    }
  if (g_task_get_cancellable (G_TASK (result)) == NULL
      || !g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    bst_puzzle_set_answer (shown, solution);
}

/* A puzzle from outside the pack: Previous is off, and solving it records
 * nothing unless it has an @id. */
static void
show_apart (BstPuzzleBrowser *self,
            BstPuzzle        *puzzle,
            const char       *id,
            const char       *heading)
{
  g_autoptr (BstPuzzle) copy = NULL;

  g_cancellable_cancel (self->solving);
  g_clear_object (&self->solving);
  self->shared = TRUE;
  copy = bst_puzzle_copy (puzzle);
  bst_puzzle_view_set_puzzle (self->puzzle_view, copy, id);
  gtk_stack_set_visible_child_name (self->stack, "puzzle");
  gtk_label_set_text (self->position_label, heading);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzles.previous", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzles.next", self->generated);
  if (bst_puzzle_get_answer (copy) == NULL)
    {
      /* The solver works on a puzzle of its own: one is not thread-safe. */
      g_autoptr (GTask) task = NULL;

      self->solving = g_cancellable_new ();
      task = g_task_new (NULL, self->solving, solved_in_thread_cb, g_object_ref (copy));
      g_task_set_task_data (task, bst_puzzle_copy (copy), g_object_unref);
      g_task_run_in_thread (task, solve_in_thread);
    }
  g_signal_emit (self, signals[PUZZLE_OPENED], 0, copy);
}

void
bst_puzzle_browser_open_puzzle (BstPuzzleBrowser *self,
                                BstPuzzle        *puzzle)
{
  g_return_if_fail (BST_IS_PUZZLE_BROWSER (self));
  g_return_if_fail (BST_IS_PUZZLE (puzzle));

  self->generated = FALSE;
  bst_generated_puzzles_cancel (self->generated_puzzles);
  show_apart (self, puzzle, NULL, _("Shared puzzle"));
}

/* The Puzzle of the Day, or one of More Puzzles, is made. */
static void
generated_ready_cb (BstPuzzleBrowser    *self,
                    BstPuzzle           *puzzle,
                    const char          *id,
                    BstGeneratedPuzzles *generated)
{
  self->generated = TRUE;
  show_apart (self, puzzle, id, bst_generated_puzzles_get_heading (generated));
}

/* One of My Mistakes: solving it is recorded under its id, which marks it
 * in the row. */
static void
mistake_opened_cb (BstPuzzleBrowser *self,
                   BstPuzzle        *puzzle,
                   const char       *id,
                   BstMistakesRow   *row)
{
  self->generated = FALSE;
  bst_generated_puzzles_cancel (self->generated_puzzles);
  show_apart (self, puzzle, id, _("My Mistakes"));
}

/* The list says why itself; on the puzzle's page Next asked for it. */
static void
generated_failed_cb (BstPuzzleBrowser    *self,
                     const char          *message,
                     BstGeneratedPuzzles *generated)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "puzzle") == 0
      && BST_IS_WINDOW (root))
    bst_window_show_toast (BST_WINDOW (root), message);
}

void
bst_puzzle_browser_show_list (BstPuzzleBrowser *self)
{
  g_return_if_fail (BST_IS_PUZZLE_BROWSER (self));
  bst_generated_puzzles_cancel (self->generated_puzzles);
  gtk_stack_set_visible_child_name (self->stack, "list");
}

static void
puzzle_activated_cb (BstPuzzleBrowser *self,
                     guint             position)
{
  bst_puzzle_browser_open (self, position);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bst_puzzle_browser_show_list (BST_PUZZLE_BROWSER (widget));
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BstPuzzleBrowser *self = BST_PUZZLE_BROWSER (widget);

  if (!self->shared && self->current > 0)
    bst_puzzle_browser_open (self, self->current - 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstPuzzleBrowser *self = BST_PUZZLE_BROWSER (widget);

  if (self->generated)
    bst_generated_puzzles_open_more (self->generated_puzzles);
  else if (!self->shared && self->current + 1 < self->entries->len)
    bst_puzzle_browser_open (self, self->current + 1);
}

/* Printing: the whole pack from the list, the puzzle shown from its page. */
static void
print_puzzles (BstPuzzleBrowser *self,
               GPtrArray        *puzzles)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  bst_puzzle_printer_run (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, puzzles);
}

static void
print_pack_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BstPuzzleBrowser *self = BST_PUZZLE_BROWSER (widget);
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new ();

  for (guint i = 0; i < self->entries->len; i++)
    g_ptr_array_add (puzzles, g_array_index (self->entries, Entry, i).puzzle);
  print_puzzles (self, puzzles);
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BstPuzzleBrowser *self = BST_PUZZLE_BROWSER (widget);
  BstPuzzle *puzzle = bst_puzzle_view_get_puzzle (self->puzzle_view);
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new ();

  if (puzzle == NULL)
    return;
  /* A shared puzzle's answer is worked out in a thread; the page of
   * answers waits for it rather than the window. */
  if (bst_puzzle_get_answer (puzzle) == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

      if (BST_IS_WINDOW (root))
        bst_window_show_toast (BST_WINDOW (root),
                               _("The answer is still being worked out: print in a moment"));
      return;
    }
  g_ptr_array_add (puzzles, puzzle);
  print_puzzles (self, puzzles);
}

/* Leaving the page drops the puzzle being made. */
static void
bst_puzzle_browser_unmap (GtkWidget *widget)
{
  bst_generated_puzzles_cancel (BST_PUZZLE_BROWSER (widget)->generated_puzzles);
  GTK_WIDGET_CLASS (bst_puzzle_browser_parent_class)->unmap (widget);
}

static void
bst_puzzle_browser_dispose (GObject *object)
{
  BstPuzzleBrowser *self = BST_PUZZLE_BROWSER (object);

  bst_template_dispose (GTK_WIDGET (self), BST_TYPE_PUZZLE_BROWSER);
  g_cancellable_cancel (self->solving);
  g_clear_object (&self->solving);
  g_clear_object (&self->progress);
  g_clear_object (&self->model);
  g_clear_pointer (&self->entries, g_array_unref);

  G_OBJECT_CLASS (bst_puzzle_browser_parent_class)->dispose (object);
}

static void
bst_puzzle_browser_class_init (BstPuzzleBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_puzzle_browser_dispose;
  widget_class->unmap = bst_puzzle_browser_unmap;

  signals[PUZZLE_OPENED] = g_signal_new ("puzzle-opened", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, BST_TYPE_PUZZLE);

  g_type_ensure (BST_TYPE_GENERATED_PUZZLES);
  g_type_ensure (BST_TYPE_MISTAKES_ROW);
  g_type_ensure (BST_TYPE_LEARN_BROWSER);
  g_type_ensure (BST_TYPE_PUZZLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-puzzle-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, stack);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, progress_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, generated_puzzles);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, generating_spinner);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, topic_progress_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, mistakes_row);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, position_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleBrowser, puzzle_view);
  gtk_widget_class_bind_template_callback (widget_class, puzzle_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, generated_ready_cb);
  gtk_widget_class_bind_template_callback (widget_class, generated_failed_cb);
  gtk_widget_class_bind_template_callback (widget_class, mistake_opened_cb);

  gtk_widget_class_install_action (widget_class, "puzzles.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "puzzles.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "puzzles.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "puzzles.print-pack", NULL, print_pack_action);
  gtk_widget_class_install_action (widget_class, "puzzles.print", NULL, print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "puzzles.back", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "puzzlebrowser");
}

static void
bst_puzzle_browser_init (BstPuzzleBrowser *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettings) settings = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->model = g_list_store_new (BST_TYPE_LEARN_ENTRY);
  bst_learn_browser_set_model (self->puzzle_list, G_LIST_MODEL (self->model));
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (self->entries, entry_clear);
  if (source)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema && g_settings_schema_has_key (schema, "solved-puzzles"))
    settings = g_settings_new (APP_ID);
  self->progress = bst_puzzle_progress_dup_store (settings);

  bst_generated_puzzles_set_progress (self->generated_puzzles, self->progress);
  bst_mistakes_row_set_progress (self->mistakes_row, self->progress);
  g_object_bind_property (self->generated_puzzles, "busy", self->generating_spinner, "spinning",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->generated_puzzles, "busy", self->generating_spinner, "visible",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->puzzle_view, "solved", G_CALLBACK (solved_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_view, "revealed", G_CALLBACK (revealed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_view, "checked", G_CALLBACK (checked_cb), self,
                           G_CONNECT_SWAPPED);
  bst_puzzle_browser_reload (self);
}

GtkWidget *
bst_puzzle_browser_new (void)
{
  return g_object_new (BST_TYPE_PUZZLE_BROWSER, NULL);
}

guint
bst_puzzle_browser_get_n_puzzles (BstPuzzleBrowser *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE_BROWSER (self), 0);
  return self->entries->len;
}

BstPuzzle *
bst_puzzle_browser_get_puzzle (BstPuzzleBrowser *self,
                               guint             index)
{
  g_return_val_if_fail (BST_IS_PUZZLE_BROWSER (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  return g_array_index (self->entries, Entry, index).puzzle;
}

BstPuzzleView *
bst_puzzle_browser_get_puzzle_view (BstPuzzleBrowser *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE_BROWSER (self), NULL);
  return self->puzzle_view;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-autosave.h"
#include "bst-safe-file.h"
#include "bst-user-data.h"

typedef struct {
  GFile  *file;
  GBytes *contents;   /* NULL: delete the file */
} Job;

static GQueue queue = G_QUEUE_INIT;
static gboolean busy;
/* The files whose last write failed and was told about. */
static GHashTable *failing;
static BstAutosaveFailureFunc failure_func;
static gpointer failure_data;

static void
job_free (Job *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->contents, g_bytes_unref);
  g_free (job);
}

GFile *
bst_autosave_get_default_file (void)
{
  return bst_user_data_file_new ("autosave.bastide");
}

GFile *
bst_autosave_get_editor_file (void)
{
  return bst_user_data_file_new ("editor-autosave.gvariant");
}

gboolean
bst_autosave_write_now (GFile   *file,
                        GBytes  *contents,
                        GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  return bst_safe_file_make_parent (file, error)
         && bst_safe_file_replace (file, contents, NULL, error);
}

static void
run_job_cb (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr (GError) error = NULL;

  if (job->contents != NULL)
    {
      if (!bst_autosave_write_now (job->file, job->contents, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  else if (!g_file_delete (job->file, NULL, &error)
           && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void start_next (void);

/* A failure is told once, until a write of the same file works again. */
static void
note_outcome (const Job    *job,
              const GError *error)
{
  if (failing == NULL)
    failing = g_hash_table_new_full (g_file_hash, (GEqualFunc) g_file_equal, g_object_unref,
                                     NULL);
  if (error == NULL)
    {
      if (job->contents != NULL)
        g_hash_table_remove (failing, job->file);
      return;
    }

  g_debug ("Could not save the work for later: %s", error->message);
  if (g_hash_table_contains (failing, job->file))
    return;
  g_hash_table_add (failing, g_object_ref (job->file));
  if (failure_func != NULL)
    failure_func (job->file, error, failure_data);
  else
    g_warning ("Could not save the work for later: %s", error->message);
}

static void
job_done_cb (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr (GError) error = NULL;
  GApplication *app = g_application_get_default ();

  g_task_propagate_boolean (G_TASK (result), &error);
  note_outcome (g_task_get_task_data (G_TASK (result)), error);
  busy = FALSE;
  if (app != NULL)
    g_application_release (app);
  start_next ();
}

static void
start_next (void)
{
  g_autoptr (GTask) task = NULL;
  GApplication *app = g_application_get_default ();
  Job *job;

  if (busy || g_queue_is_empty (&queue))
    return;
  job = g_queue_pop_head (&queue);
  busy = TRUE;
  /* The application waits for the file before it quits. */
  if (app != NULL)
    g_application_hold (app);
  task = g_task_new (NULL, NULL, job_done_cb, NULL);
  g_task_set_source_tag (task, start_next);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, run_job_cb);
}

static void
enqueue (GFile  *file,
         GBytes *contents)
{
  Job *last = g_queue_peek_tail (&queue);
  Job *job;

  if (last != NULL && g_file_equal (last->file, file))
    {
      g_clear_pointer (&last->contents, g_bytes_unref);
      last->contents = contents ? g_bytes_ref (contents) : NULL;
    }
  else
    {
      job = g_new0 (Job, 1);
      job->file = g_object_ref (file);
      job->contents = contents ? g_bytes_ref (contents) : NULL;
      g_queue_push_tail (&queue, job);
    }
  start_next ();
}

void
bst_autosave_write (GFile  *file,
                    GBytes *contents)
{
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (contents != NULL);
  enqueue (file, contents);
}

void
bst_autosave_delete (GFile *file)
{
  g_return_if_fail (G_IS_FILE (file));
  enqueue (file, NULL);
}

gboolean
bst_autosave_is_idle (void)
{
  return !busy && g_queue_is_empty (&queue);
}

void
bst_autosave_flush (void)
{
  while (!bst_autosave_is_idle ())
    g_main_context_iteration (NULL, TRUE);
}

void
bst_autosave_set_failure_func (BstAutosaveFailureFunc func,
                               gpointer               user_data)
{
  failure_func = func;
  failure_data = user_data;
}

void
bst_autosave_clear_failure_func (gpointer user_data)
{
  if (failure_data == user_data)
    bst_autosave_set_failure_func (NULL, NULL);
}

GFile *
bst_autosave_set_aside (GFile *file)
{
  return bst_safe_file_set_aside (file);
}

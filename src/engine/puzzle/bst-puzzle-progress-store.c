/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-json-writer.h"
#include "bst-puzzle-progress-store.h"
#include "bst-safe-file.h"

#define FORMAT_VERSION 1
#define SUFFIX ".bastide"
/* Far more than a pack holds, few enough that a hostile file stays small. */
#define MAX_PUZZLES 10000
#define MAX_ID_LENGTH 200
#define MAX_ATTEMPTS 1000000

typedef struct {
  BstPuzzleProgressState  state;
  guint                   attempts;
  GDateTime              *solved_on;
} Progress;

struct _BstPuzzleProgressStore
{
  GObject     parent_instance;

  GHashTable *puzzles;  /* id → Progress */
};

G_DEFINE_FINAL_TYPE (BstPuzzleProgressStore, bst_puzzle_progress_store, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* In the file, in the order of BstPuzzleProgressState. */
static const char *const state_names[] = { "unseen", "seen", "answer-shown", "solved" };

static void
progress_free (gpointer data)
{
  Progress *progress = data;

  g_clear_pointer (&progress->solved_on, g_date_time_unref);
  g_free (progress);
}

static GHashTable *
new_table (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, progress_free);
}

char *
bst_puzzle_progress_store_id_for_name (const char *file_name)
{
  g_autofree char *name = NULL;
  const char *rest;

  g_return_val_if_fail (file_name != NULL, NULL);

  name = g_strdup (file_name);
  if (g_str_has_suffix (name, SUFFIX))
    name[strlen (name) - strlen (SUFFIX)] = '\0';
  for (rest = name; g_ascii_isdigit (*rest); rest++)
    ;
  /* Only an ordinal followed by a name is dropped: "42" stays "42". */
  if (rest != name && rest[0] == '-' && rest[1] != '\0')
    return g_strdup (rest + 1);
  return g_steal_pointer (&name);
}

static Progress *
lookup (BstPuzzleProgressStore *self,
        const char             *id)
{
  return g_hash_table_lookup (self->puzzles, id);
}

static Progress *
lookup_or_add (BstPuzzleProgressStore *self,
               const char             *id)
{
  Progress *progress = lookup (self, id);

  if (progress == NULL)
    {
      progress = g_new0 (Progress, 1);
      g_hash_table_insert (self->puzzles, g_strdup (id), progress);
    }
  return progress;
}

/* A bad file is set aside and the progress starts over, so what is wrong
 * with it is for the log only, and is not translated. */
static gboolean
parse_state (const char             *name,
             BstPuzzleProgressState *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (state_names); i++)
    if (g_strcmp0 (name, state_names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_progress (JsonNode   *node,
                const char *id,
                Progress   *progress,
                GError    **error)
{
  static const char *const allowed[] = { "state", "attempts", "solved", NULL };
  JsonObject *object = bst_json_node_to_object (node, id, error);
  const char *state;
  gint64 attempts;

  if (object == NULL || !bst_json_check_members (object, id, allowed, error))
    return FALSE;
  if ((state = bst_json_get_string (object, id, "state", error)) == NULL)
    return FALSE;
  if (!parse_state (state, &progress->state))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   "%s: “%s” is not a state of a puzzle", id, state);
      return FALSE;
    }
  if (!bst_json_get_int (object, id, "attempts", 0, MAX_ATTEMPTS, &attempts, error))
    return FALSE;
  progress->attempts = attempts;
  if (json_object_has_member (object, "solved"))
    {
      const char *date = bst_json_get_string (object, id, "solved", error);

      if (date == NULL)
        return FALSE;
      progress->solved_on = g_date_time_new_from_iso8601 (date, NULL);
      if (progress->solved_on == NULL)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       "%s: “%s” is not a date", id, date);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_puzzles (JsonObject  *puzzles,
               GHashTable  *table,
               GError     **error)
{
  g_autoptr (GList) ids = json_object_get_members (puzzles);

  if (g_list_length (ids) > MAX_PUZZLES)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   "The progress names more than %d puzzles", MAX_PUZZLES);
      return FALSE;
    }
  for (GList *l = ids; l != NULL; l = l->next)
    {
      const char *id = l->data;
      Progress *progress;

      if (*id == '\0' || strlen (id) > MAX_ID_LENGTH)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               "The progress names a puzzle without a proper name");
          return FALSE;
        }
      progress = g_new0 (Progress, 1);
      g_hash_table_insert (table, g_strdup (id), progress);
      if (!parse_progress (json_object_get_member (puzzles, id), id, progress, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
bst_puzzle_progress_store_load_bytes (BstPuzzleProgressStore  *self,
                                      GBytes                  *bytes,
                                      GError                 **error)
{
  static const char *const allowed[] = { "version", "puzzles", NULL };
  g_autoptr (GHashTable) table = new_table ();
  g_autoptr (JsonNode) root = NULL;
  JsonObject *object, *puzzles;
  JsonNode *puzzles_node;
  gsize length;
  const char *data;
  gint64 version;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);

  data = g_bytes_get_data (bytes, &length);
  if ((root = bst_json_parse (data, length, error)) == NULL
      || (object = bst_json_node_to_object (root, "progress", error)) == NULL
      || !bst_json_check_members (object, NULL, allowed, error)
      || !bst_json_get_int (object, NULL, "version", FORMAT_VERSION, FORMAT_VERSION,
                            &version, error))
    return FALSE;
  if ((puzzles_node = bst_json_require_member (object, NULL, "puzzles", error)) == NULL
      || (puzzles = bst_json_node_to_object (puzzles_node, "puzzles", error)) == NULL
      || !parse_puzzles (puzzles, table, error))
    return FALSE;

  g_hash_table_unref (self->puzzles);
  self->puzzles = g_steal_pointer (&table);
  g_signal_emit (self, signals[CHANGED], 0, NULL);
  return TRUE;
}

gboolean
bst_puzzle_progress_store_load (BstPuzzleProgressStore  *self,
                                GFile                   *file,
                                GCancellable            *cancellable,
                                GError                 **error)
{
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* Refuse a huge file before reading a byte of it. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, error);
  if (info == NULL)
    return FALSE;
  if (g_file_info_get_size (info) > BST_JSON_MAX_BYTES)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                           "The progress file is too large");
      return FALSE;
    }
  bytes = g_file_load_bytes (file, cancellable, NULL, error);
  return bytes != NULL && bst_puzzle_progress_store_load_bytes (self, bytes, error);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

GBytes *
bst_puzzle_progress_store_to_bytes (BstPuzzleProgressStore *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree const char **ids = NULL;
  guint n_ids;
  char *text;
  gsize length;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), NULL);

  json_builder_begin_object (builder);
  bst_json_add_int_member (builder, "version", FORMAT_VERSION);
  json_builder_set_member_name (builder, "puzzles");
  json_builder_begin_object (builder);
  /* Sorted, so that the same progress is always the same file. */
  ids = (const char **) g_hash_table_get_keys_as_array (self->puzzles, &n_ids);
  qsort (ids, n_ids, sizeof (char *), compare_ids);
  for (guint i = 0; i < n_ids; i++)
    {
      const Progress *progress = lookup (self, ids[i]);

      json_builder_set_member_name (builder, ids[i]);
      json_builder_begin_object (builder);
      bst_json_add_string_member (builder, "state", state_names[progress->state]);
      bst_json_add_int_member (builder, "attempts", progress->attempts);
      if (progress->solved_on != NULL)
        {
          g_autofree char *date = g_date_time_format_iso8601 (progress->solved_on);

          bst_json_add_string_member (builder, "solved", date);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, &length);
  return g_bytes_new_take (text, length);
}

gboolean
bst_puzzle_progress_store_save (BstPuzzleProgressStore  *self,
                                GFile                   *file,
                                GCancellable            *cancellable,
                                GError                 **error)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = bst_puzzle_progress_store_to_bytes (self);
  return bst_safe_file_replace (file, bytes, cancellable, error);
}

BstPuzzleProgressState
bst_puzzle_progress_store_get_state (BstPuzzleProgressStore *self,
                                     const char             *id)
{
  const Progress *progress;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), BST_PUZZLE_PROGRESS_UNSEEN);
  g_return_val_if_fail (id != NULL, BST_PUZZLE_PROGRESS_UNSEEN);

  progress = lookup (self, id);
  return progress ? progress->state : BST_PUZZLE_PROGRESS_UNSEEN;
}

guint
bst_puzzle_progress_store_get_attempts (BstPuzzleProgressStore *self,
                                        const char             *id)
{
  const Progress *progress;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), 0);
  g_return_val_if_fail (id != NULL, 0);

  progress = lookup (self, id);
  return progress ? progress->attempts : 0;
}

GDateTime *
bst_puzzle_progress_store_get_solved_on (BstPuzzleProgressStore *self,
                                         const char             *id)
{
  const Progress *progress;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  progress = lookup (self, id);
  return progress ? progress->solved_on : NULL;
}

static gboolean
raise_state (BstPuzzleProgressStore *self,
             const char             *id,
             BstPuzzleProgressState  state)
{
  Progress *progress = lookup_or_add (self, id);

  if (progress->state >= state)
    return FALSE;
  progress->state = state;
  return TRUE;
}

/* Passes @changed on, telling whoever shows @id's progress when it is TRUE. */
static gboolean
notify_changed (BstPuzzleProgressStore *self,
                const char             *id,
                gboolean                changed)
{
  if (changed)
    g_signal_emit (self, signals[CHANGED], 0, id);
  return changed;
}

gboolean
bst_puzzle_progress_store_mark_seen (BstPuzzleProgressStore *self,
                                     const char             *id)
{
  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  return notify_changed (self, id, raise_state (self, id, BST_PUZZLE_PROGRESS_SEEN));
}

gboolean
bst_puzzle_progress_store_mark_answer_shown (BstPuzzleProgressStore *self,
                                             const char             *id)
{
  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  return notify_changed (self, id,
                         raise_state (self, id, BST_PUZZLE_PROGRESS_ANSWER_SHOWN));
}

gboolean
bst_puzzle_progress_store_add_attempt (BstPuzzleProgressStore *self,
                                       const char             *id)
{
  Progress *progress;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  progress = lookup_or_add (self, id);
  if (progress->attempts >= MAX_ATTEMPTS)
    return FALSE;
  progress->attempts++;
  return notify_changed (self, id, TRUE);
}

gboolean
bst_puzzle_progress_store_mark_solved (BstPuzzleProgressStore *self,
                                       const char             *id,
                                       GDateTime              *when)
{
  Progress *progress;

  g_return_val_if_fail (BST_IS_PUZZLE_PROGRESS_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!raise_state (self, id, BST_PUZZLE_PROGRESS_SOLVED))
    return FALSE;
  progress = lookup (self, id);
  if (when != NULL)
    progress->solved_on = g_date_time_to_utc (when);
  return notify_changed (self, id, TRUE);
}

static void
bst_puzzle_progress_store_finalize (GObject *object)
{
  BstPuzzleProgressStore *self = BST_PUZZLE_PROGRESS_STORE (object);

  g_clear_pointer (&self->puzzles, g_hash_table_unref);

  G_OBJECT_CLASS (bst_puzzle_progress_store_parent_class)->finalize (object);
}

static void
bst_puzzle_progress_store_class_init (BstPuzzleProgressStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bst_puzzle_progress_store_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
bst_puzzle_progress_store_init (BstPuzzleProgressStore *self)
{
  self->puzzles = new_table ();
}

BstPuzzleProgressStore *
bst_puzzle_progress_store_new (void)
{
  return g_object_new (BST_TYPE_PUZZLE_PROGRESS_STORE, NULL);
}

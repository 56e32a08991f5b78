/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <signal.h>

#include "bst-game-record.h"
#include "bst-gui-test-utils.h"

/* The real application, killed in the middle of a game, loses nothing:
 * its autosave holds every move up to the last one completed, and
 * `bastide --resume` goes on from exactly there. Killed with unsaved work
 * in the editor, it gives that back on the next start. */

static char *program_path;

static char *
binary_path (void)
{
  const char *path = g_getenv ("BASTIDE_BINARY");

  if (path != NULL)
    return g_strdup (path);
  return g_test_build_filename (G_TEST_BUILT, "..", "src", "bastide", NULL);
}

static GSubprocess *
launch (const char *data_home,
        const char *option)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autofree char *binary = binary_path ();
  g_autoptr (GError) error = NULL;
  GSubprocess *process;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_setenv (launcher, "NO_AT_BRIDGE", "1", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  process = g_subprocess_launcher_spawn (launcher, &error, binary, option, NULL);
  g_assert_no_error (error);
  return process;
}

/* The autosave's moves, or NULL while there is none. */
static GArray *
read_autosave (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;

  if (!g_file_query_exists (file, NULL))
    return NULL;
  record = bst_game_record_load (file, NULL, &error);
  /* A write is atomic: whatever is there is a whole game. */
  g_assert_no_error (error);
  return g_array_ref (bst_game_record_get_moves (record));
}

/* Something @look found in the file at @path, given @wanted; NULL while
 * there is nothing yet. */
typedef gpointer (*Look) (const char    *path,
                          gconstpointer  wanted);

/* Runs @look on @path until it finds something, while @process runs. */
static gpointer
wait_for_child (const char    *path,
                Look           look,
                gconstpointer  wanted,
                GSubprocess   *process)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      gpointer found = look (path, wanted);

      if (found != NULL)
        return found;
      /* Still running: it has not died of something else. */
      g_assert_nonnull (g_subprocess_get_identifier (process));
      g_usleep (20 * 1000);
    }
  g_assert_not_reached ();
  return NULL;
}

/* The autosave's moves, once there are at least @n_moves of them. */
static gpointer
enough_moves (const char    *path,
              gconstpointer  n_moves)
{
  g_autoptr (GArray) moves = read_autosave (path);

  if (moves != NULL && moves->len >= GPOINTER_TO_UINT (n_moves))
    return g_steal_pointer (&moves);
  return NULL;
}

/* Waits until the autosave has at least @n_moves moves. */
static GArray *
wait_for_moves (const char  *path,
                guint        n_moves,
                GSubprocess *process)
{
  return wait_for_child (path, enough_moves, GUINT_TO_POINTER (n_moves), process);
}

static void
kill_now (GSubprocess *process)
{
  g_subprocess_send_signal (process, SIGKILL);
  g_subprocess_wait (process, NULL, NULL);
  g_assert_true (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
}

static void
test_crash_resume (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("bastide-crash-XXXXXX", &error);
  g_autofree char *path = g_build_filename (home, "bastide", "autosave.bastide", NULL);
  g_autoptr (GSubprocess) first = NULL;
  g_autoptr (GSubprocess) second = NULL;
  g_autoptr (GArray) before = NULL;
  g_autoptr (GArray) after = NULL;

  g_assert_no_error (error);

  /* A game between two computer seats, killed after some moves. */
  first = launch (home, "--demo");
  g_autoptr (GArray) some = wait_for_moves (path, 6, first);
  kill_now (first);
  before = read_autosave (path);
  g_assert_nonnull (before);
  g_assert_cmpuint (before->len, >=, some->len);
  g_test_message ("killed with %u moves saved", before->len);

  /* Resumed without a question, it plays on from the last saved move. */
  second = launch (home, "--resume");
  after = wait_for_moves (path, before->len + 2, second);
  kill_now (second);
  for (guint i = 0; i < before->len; i++)
    g_assert_cmpmem (&g_array_index (before, BstMove, i), sizeof (BstMove),
                     &g_array_index (after, BstMove, i), sizeof (BstMove));

  g_unlink (path);
  {
    g_autofree char *dir = g_path_get_dirname (path);

    g_rmdir (dir);
  }
  g_rmdir (home);
}

/* The editor ------------------------------------------------------------------------------ */

/* The editor's work is made and checked by this program run as the
 * application (the same BstApplication as the binary's main()), in a child
 * process that is killed, since the binary has no way to be told to edit. */

static BstWindow *
app_window (GApplication *app)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  g_assert_nonnull (windows);
  g_assert_true (BST_IS_WINDOW (windows->data));
  return windows->data;
}

/* A road at (@x, 0), turned to fit, through the editor's actions. */
static void
place_road (BstEditorView *view,
            int            x)
{
  BstEditorDocument *document = bst_editor_view_get_document (view);
  int type = bst_tile_type_from_letter ('U');

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.tool-tile", "i", type));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.cursor", "(ii)", x, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.place", NULL));
  for (guint r = 0; r < 4 && bst_editor_document_get_position (document) == NULL; r++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.rotate", NULL));
  g_assert_nonnull (bst_editor_document_get_position (document));
}

static char *
road_file_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "road.bastide", NULL);
}

/* In the child: a file with one road, opened in the editor, and a second
 * road not saved. Then it waits to be killed. */
static gboolean
edit_cb (gpointer user_data)
{
  BstWindow *window = app_window (user_data);
  BstEditorView *view = show_editor (window);
  BstEditorDocument *document = bst_editor_view_get_document (view);
  g_autofree char *path = road_file_path ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (GError) error = NULL;

  place_road (view, 1);
  record = bst_game_record_new_from_position (bst_editor_document_get_position (document), 0);
  g_assert_true (bst_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.new", NULL));
  g_assert_true (drop_file (GTK_WIDGET (view), file));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, 2);
  g_assert_false (bst_editor_document_get_modified (document));
  place_road (view, 2);
  g_assert_true (bst_editor_document_get_modified (document));
  return G_SOURCE_REMOVE;
}

/* In the child started again: the draft is back, unsaved, with its file. */
static gboolean
check_cb (gpointer user_data)
{
  BstWindow *window = app_window (user_data);
  BstEditorView *view = show_editor (window);
  BstEditorDocument *document = bst_editor_view_get_document (view);
  const BstEditorDraft *draft = bst_editor_document_get_draft (document);
  g_autofree char *name = NULL;

  g_assert_cmpuint (draft->n_tiles, ==, 3);
  g_assert_cmpint (bst_editor_draft_tile_at (draft, 1, 0), >=, 0);
  g_assert_cmpint (bst_editor_draft_tile_at (draft, 2, 0), >=, 0);
  g_assert_true (bst_editor_document_get_modified (document));
  g_assert_nonnull (bst_editor_document_get_file (document));
  name = g_file_get_basename (bst_editor_document_get_file (document));
  g_assert_cmpstr (name, ==, "road.bastide");
  g_application_quit (user_data);
  return G_SOURCE_REMOVE;
}

static void
activated_cb (GApplication *app,
              GSourceFunc   func)
{
  g_idle_add (func, app);
}

static void
run_application (GSourceFunc func)
{
  g_autoptr (BstApplication) app = bst_application_new ();
  char *argv[] = { (char *) "bastide", NULL };

  g_signal_connect_after (app, "activate", G_CALLBACK (activated_cb), func);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 1, argv), ==, 0);
}

static void
test_editor_child_edit (void)
{
  run_application (edit_cb);
}

static void
test_editor_child_check (void)
{
  run_application (check_cb);
}

static GSubprocess *
launch_child (const char *data_home,
              const char *path)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr (GError) error = NULL;
  GSubprocess *process;

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  g_subprocess_launcher_setenv (launcher, "NO_AT_BRIDGE", "1", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
  process = g_subprocess_launcher_spawn (launcher, &error, program_path, "-q", "-p", path,
                                         "--GTestSubprocess", NULL);
  g_assert_no_error (error);
  return process;
}

/* The bytes of the file at @path, once it holds @text. */
static gpointer
holding_text (const char    *path,
              gconstpointer  text)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) bytes = g_file_load_bytes (file, NULL, NULL, NULL);

  if (bytes != NULL
      && g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), text))
    return g_steal_pointer (&bytes);
  return NULL;
}

static void
test_editor_crash_resume (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("bastide-crash-XXXXXX", &error);
  g_autofree char *dir = g_build_filename (home, "bastide", NULL);
  g_autofree char *path = g_build_filename (dir, "editor-autosave.gvariant", NULL);
  g_autofree char *game_path = g_build_filename (dir, "autosave.bastide", NULL);
  g_autofree char *road = g_build_filename (home, "road.bastide", NULL);
  g_autoptr (GSubprocess) first = NULL;
  g_autoptr (GSubprocess) second = NULL;
  g_autoptr (GBytes) saved = NULL;
  g_autoptr (GBytes) after = NULL;
  g_autoptr (BstGameRecord) record = NULL;

  g_assert_no_error (error);

  /* Killed once a draft of the file has been written. */
  first = launch_child (home, "/gui/autosave/editor-child/edit");
  g_bytes_unref (wait_for_child (path, holding_text, "road.bastide", first));
  kill_now (first);
  /* What it held when the child died: it may have written once more
   * between the look and the kill. */
  saved = holding_text (path, "road.bastide");
  g_assert_nonnull (saved);
  g_test_message ("killed with %" G_GSIZE_FORMAT " bytes of the editor's draft saved",
                  g_bytes_get_size (saved));

  /* Started again, the editor holds the draft (the child checks it and
   * fails otherwise), and keeps it for another crash. */
  second = launch_child (home, "/gui/autosave/editor-child/check");
  g_subprocess_wait_check (second, NULL, &error);
  g_assert_no_error (error);
  after = wait_for_child (path, holding_text, "road.bastide", second);
  g_assert_true (g_bytes_equal (saved, after));
  /* The file itself was not touched: the second road is only in the draft. */
  record = bst_test_load_record (road);
  g_assert_cmpuint (bst_position_get_state (bst_game_record_get_position (record))->n_tiles, ==, 2);

  g_unlink (path);
  g_unlink (game_path);
  g_unlink (road);
  g_rmdir (dir);
  g_rmdir (home);
}

int
main (int   argc,
      char *argv[])
{
  program_path = g_canonicalize_filename (argv[0], NULL);
  gui_test_init (&argc, &argv);

  if (!have_display)
    {
      g_test_skip ("No display");
      return g_test_run ();
    }
  g_test_add_func ("/gui/autosave/crash-resume", test_crash_resume);
  if (g_test_subprocess ())
    {
      g_test_add_func ("/gui/autosave/editor-child/edit", test_editor_child_edit);
      g_test_add_func ("/gui/autosave/editor-child/check", test_editor_child_check);
    }
  else
    g_test_add_func ("/gui/autosave/editor-crash-resume", test_editor_crash_resume);
  return g_test_run ();
}

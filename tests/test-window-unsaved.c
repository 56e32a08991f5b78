/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-gui-test-utils.h"
#include "bst-autosave.h"
#include "bst-editor-view.h"
#include "bst-game-record.h"

/* Work in the editor that no file holds is never given up without a
 * question: closing the window, Quit, Play from Here and opening a file
 * over it ask Save / Discard / Cancel. The draft is autosaved on every
 * change and comes back in a new window. */

static BstEditorDocument *
document_of (BstEditorView *view)
{
  return bst_editor_view_get_document (view);
}

/* A road east of the start tile, turned to fit: a legal position. */
static void
edit (BstEditorView *view,
      int            x)
{
  BstEditorDocument *document = document_of (view);
  guint n_tiles = bst_editor_document_get_draft (document)->n_tiles;
  guint type = (guint) bst_tile_type_from_letter ('U');

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.tool-tile", "i", type));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.cursor", "(ii)", x, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.place", NULL));
  for (guint r = 0; r < 4 && bst_editor_document_get_position (document) == NULL; r++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.rotate", NULL));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, n_tiles + 1);
  iterate ();
}

static GFile *
enable_autosave (Fixture *fixture)
{
  GFile *autosave = temp_file (fixture, "editor-autosave");

  bst_window_set_editor_autosave_file (fixture->window, autosave);
  return autosave;
}

static gboolean
autosaved (GFile *autosave)
{
  bst_autosave_flush ();
  return g_file_query_exists (autosave, NULL);
}

/* Clicks a button of the editor's question, as a person would. */
static void
answer (Fixture    *fixture,
        const char *label)
{
  AdwMessageDialog *dialog = question (fixture, "Save Changes to the Position?");

  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Save"));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Discard"));
  g_assert_nonnull (find_button (GTK_WIDGET (dialog), "_Cancel"));
  answer_question (fixture, "Save Changes to the Position?", label);
}

static void
assert_same_draft (BstEditorView        *view,
                   const BstEditorDraft *expected)
{
  g_assert_true (memcmp (bst_editor_document_get_draft (document_of (view)), expected,
                         sizeof *expected) == 0);
}

/* The number of tiles of the position in @file. */
static guint
tiles_in_file (GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_load (file, NULL, &error);

  g_assert_no_error (error);
  return bst_position_get_state (bst_game_record_get_position (record))->n_tiles;
}

/* Saves the editor's position to @file and opens it, as Open would. */
static void
open_saved_position (BstEditorView *view,
                     GFile         *file)
{
  g_autoptr (BstGameRecord) record =
    bst_game_record_new_from_position (bst_editor_document_get_position (document_of (view)), 0);
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (bst_editor_view_load_file (view, file, &error));
  g_assert_no_error (error);
}

/* The window opened again after the last one went, its editor autosaving
 * to @autosave; the editor shown. */
static BstEditorView *
reopen (Fixture *fixture,
        GFile   *autosave)
{
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->app);
  fixture_open_window (fixture);
  bst_window_set_editor_autosave_file (fixture->window, autosave);
  return show_editor (fixture->window);
}

/* The editor with a position saved to @file and opened, then changed, which
 * the autosave keeps. */
static BstEditorView *
edit_saved_position (Fixture *fixture,
                     GFile   *autosave,
                     GFile   *file)
{
  BstEditorView *view = show_editor (fixture->window);

  edit (view, 1);
  open_saved_position (view, file);
  g_assert_false (bst_editor_document_get_modified (document_of (view)));
  g_assert_false (autosaved (autosave));
  edit (view, 2);
  g_assert_true (autosaved (autosave));
  return view;
}

/* Closing ----------------------------------------------------------------------------------- */

static void
test_close (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  g_autofree BstEditorDraft *draft = NULL;
  BstEditorView *view;

  /* Looked at but not changed, the editor lets the window close at once. */
  autosave = enable_autosave (fixture);
  view = show_editor (fixture->window);
  g_assert_false (bst_editor_document_get_modified (document_of (view)));
  gtk_window_close (GTK_WINDOW (fixture->window));
  iterate ();
  g_assert_null (fixture->window);
  g_assert_false (autosaved (autosave));

  /* Changed, it asks; Cancel keeps the window and the draft. */
  view = reopen (fixture, autosave);
  edit (view, 1);
  g_assert_true (bst_editor_document_get_modified (document_of (view)));
  g_assert_true (autosaved (autosave));
  draft = bst_editor_document_dup_draft (document_of (view));
  gtk_window_close (GTK_WINDOW (fixture->window));
  iterate ();
  g_assert_nonnull (fixture->window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  answer (fixture, "_Cancel");
  g_assert_nonnull (fixture->window);
  assert_same_draft (view, draft);
  g_assert_true (bst_editor_document_get_modified (document_of (view)));
  g_assert_true (autosaved (autosave));

  /* Discard closes it, and the draft is not kept for later. */
  gtk_window_close (GTK_WINDOW (fixture->window));
  iterate ();
  answer (fixture, "_Discard");
  g_assert_null (fixture->window);
  g_assert_false (autosaved (autosave));
}

/* Quit ------------------------------------------------------------------------------------- */

static void
quit (Fixture *fixture)
{
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
  iterate ();
}

static void
test_quit (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree BstEditorDraft *draft = NULL;
  BstEditorView *view;

  /* A position opened from a file, changed. */
  autosave = enable_autosave (fixture);
  file = temp_file (fixture, "road.bastide");
  view = edit_saved_position (fixture, autosave, file);
  g_assert_cmpuint (tiles_in_file (file), ==, 2);

  /* Quit asks, and Cancel keeps everything. */
  draft = bst_editor_document_dup_draft (document_of (view));
  quit (fixture);
  g_assert_nonnull (fixture->window);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (fixture, "Save Changes to "
                                                                             "the Position?")),
                            "road.bastide"));
  answer (fixture, "_Cancel");
  g_assert_nonnull (fixture->window);
  assert_same_draft (view, draft);
  g_assert_true (autosaved (autosave));
  g_assert_cmpuint (tiles_in_file (file), ==, 2);

  /* Save writes the file it came from, then quits; nothing is left to
   * restore. */
  quit (fixture);
  answer (fixture, "_Save");
  g_assert_null (fixture->window);
  g_assert_cmpuint (tiles_in_file (file), ==, 3);
  g_assert_false (autosaved (autosave));
}

static void
test_quit_discard (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  BstEditorView *view;

  autosave = enable_autosave (fixture);
  view = show_editor (fixture->window);
  edit (view, 1);
  g_assert_true (autosaved (autosave));
  quit (fixture);
  g_assert_nonnull (fixture->window);
  answer (fixture, "_Discard");
  g_assert_null (fixture->window);
  g_assert_false (autosaved (autosave));
}

/* Play from Here ------------------------------------------------------------------------------ */

static void
test_play_from_here (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree BstEditorDraft *draft = NULL;
  BstEditorView *view;
  BstGame *game;

  autosave = enable_autosave (fixture);
  view = show_editor (fixture->window);
  edit (view, 1);
  draft = bst_editor_document_dup_draft (document_of (view));
  game = bst_window_get_game (fixture->window);

  /* Cancel: still editing, the game as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.play", NULL));
  answer (fixture, "_Cancel");
  g_assert_cmpstr (visible_page (fixture), ==, "editor");
  g_assert_true (bst_window_get_game (fixture->window) == game);
  assert_same_draft (view, draft);
  g_assert_true (autosaved (autosave));

  /* Discard: the position is played, and the editor's changes are gone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.play", NULL));
  answer (fixture, "_Discard");
  g_assert_cmpstr (visible_page (fixture), ==, "game");
  game = bst_window_get_game (fixture->window);
  g_assert_cmpuint (bst_game_get_state (game)->n_tiles, ==, 2);
  g_assert_false (bst_editor_document_get_modified (document_of (view)));
  g_assert_cmpuint (bst_editor_document_get_draft (document_of (view))->n_tiles, ==, 1);
  g_assert_false (autosaved (autosave));

  /* Save, to the file the position came from, then it is played. */
  view = show_editor (fixture->window);
  file = temp_file (fixture, "start.bastide");
  open_saved_position (view, file);
  edit (view, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.play", NULL));
  answer (fixture, "_Save");
  g_assert_cmpstr (visible_page (fixture), ==, "game");
  g_assert_true (bst_window_get_game (fixture->window) != game);
  g_assert_cmpuint (tiles_in_file (file), ==, 2);
  g_assert_false (bst_editor_document_get_modified (document_of (view)));
  g_assert_false (autosaved (autosave));

  /* Saved, nothing is asked. */
  game = bst_window_get_game (fixture->window);
  view = show_editor (fixture->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.play", NULL));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpstr (visible_page (fixture), ==, "game");
  g_assert_true (bst_window_get_game (fixture->window) != game);
}

/* Opening a file -------------------------------------------------------------------------------- */

static void
test_open (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  g_autoptr (GFile) other = NULL;
  g_autoptr (GFile) mine = NULL;
  g_autoptr (GFile) bad = NULL;
  g_autofree BstEditorDraft *draft = NULL;
  BstEditorView *view;

  /* The file to open: two roads east of the start. */
  autosave = enable_autosave (fixture);
  view = show_editor (fixture->window);
  other = temp_file (fixture, "other.bastide");
  edit (view, 1);
  edit (view, 2);
  open_saved_position (view, other);
  g_assert_cmpuint (tiles_in_file (other), ==, 3);

  /* Nothing unsaved: opened at once. */
  bst_editor_document_discard (document_of (view));
  g_assert_true (drop_file (GTK_WIDGET (view), other));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpuint (bst_editor_document_get_draft (document_of (view))->n_tiles, ==, 3);
  g_assert_true (g_file_equal (bst_editor_document_get_file (document_of (view)), other));

  /* A new board, changed: Cancel keeps it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "editor.new", NULL));
  edit (view, -1);
  draft = bst_editor_document_dup_draft (document_of (view));
  g_assert_true (autosaved (autosave));
  g_assert_true (drop_file (GTK_WIDGET (view), other));
  answer (fixture, "_Cancel");
  assert_same_draft (view, draft);
  g_assert_null (bst_editor_document_get_file (document_of (view)));
  g_assert_true (autosaved (autosave));

  /* Discard opens the file over it. */
  g_assert_true (drop_file (GTK_WIDGET (view), other));
  answer (fixture, "_Discard");
  g_assert_cmpuint (bst_editor_document_get_draft (document_of (view))->n_tiles, ==, 3);
  g_assert_true (g_file_equal (bst_editor_document_get_file (document_of (view)), other));
  g_assert_false (bst_editor_document_get_modified (document_of (view)));
  g_assert_false (autosaved (autosave));

  /* Save keeps the changes in their own file, then opens the other. */
  mine = temp_file (fixture, "mine.bastide");
  open_saved_position (view, mine);
  edit (view, -1);
  g_assert_true (drop_file (GTK_WIDGET (view), other));
  answer (fixture, "_Save");
  g_assert_cmpuint (tiles_in_file (mine), ==, 4);
  g_assert_true (g_file_equal (bst_editor_document_get_file (document_of (view)), other));
  g_assert_cmpuint (bst_editor_document_get_draft (document_of (view))->n_tiles, ==, 3);
  g_assert_false (autosaved (autosave));

  /* A file that cannot be read asks nothing and changes nothing. */
  bad = temp_file (fixture, "bad.bastide");
  g_assert_true (g_file_replace_contents (bad, "{", 1, NULL, FALSE, 0, NULL, NULL, NULL));
  edit (view, -1);
  g_free (draft);
  draft = bst_editor_document_dup_draft (document_of (view));
  g_assert_false (drop_file (GTK_WIDGET (view), bad));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  assert_same_draft (view, draft);
  g_assert_true (g_file_equal (bst_editor_document_get_file (document_of (view)), other));
  g_assert_true (bst_editor_document_get_modified (document_of (view)));
}

/* The autosave ------------------------------------------------------------------------------------ */

static void
test_restore (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr (GFile) autosave = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree BstEditorDraft *draft = NULL;
  BstEditorView *view;
  BstEditorDocument *document;

  /* Unsaved changes to a file, and the window gone without a word (as in a
   * crash). */
  autosave = enable_autosave (fixture);
  file = temp_file (fixture, "road.bastide");
  view = edit_saved_position (fixture, autosave, file);
  draft = bst_editor_document_dup_draft (document_of (view));
  g_assert_true (autosaved (autosave));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  iterate ();
  g_assert_null (fixture->window);
  g_assert_true (autosaved (autosave));

  /* A new window gives them back, still unsaved, with their file. */
  view = reopen (fixture, autosave);
  document = document_of (view);
  assert_same_draft (view, draft);
  g_assert_true (bst_editor_document_get_modified (document));
  g_assert_true (g_file_equal (bst_editor_document_get_file (document), file));
  /* Undo goes back to the file as it is. */
  g_assert_true (bst_editor_document_undo (document));
  g_assert_false (bst_editor_document_get_modified (document));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, tiles_in_file (file));
  g_assert_true (bst_editor_document_redo (document));
  g_assert_true (autosaved (autosave));

  /* A damaged autosave is set aside, and the editor starts empty. */
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  iterate ();
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->app);
  g_assert_true (g_file_replace_contents (autosave, "{'format': <7>}", 15, NULL, FALSE, 0, NULL,
                                          NULL, NULL));
  fixture_open_window (fixture);
  bst_window_set_editor_autosave_file (fixture->window, autosave);
  view = show_editor (fixture->window);
  g_assert_false (bst_editor_document_get_modified (document_of (view)));
  g_assert_false (g_file_query_exists (autosave, NULL));
  {
    g_autoptr (GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *name = g_date_time_format (now, "editor-autosave.unreadable-%Y-%m-%d");
    g_autofree char *aside = g_build_filename (fixture->dir, name, NULL);
    g_autofree char *details = NULL;

    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    /* Told in words where the draft went. */
    iterate ();
    details = read_problem (fixture, "Your editor draft could not be read");
    g_assert_nonnull (strstr (details, name));
  }
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test_with_dir ("/gui/window-unsaved/close", test_close);
  add_window_test_with_dir ("/gui/window-unsaved/quit", test_quit);
  add_window_test_with_dir ("/gui/window-unsaved/quit-discard", test_quit_discard);
  add_window_test_with_dir ("/gui/window-unsaved/play-from-here", test_play_from_here);
  add_window_test_with_dir ("/gui/window-unsaved/open", test_open);
  add_window_test_with_dir ("/gui/window-unsaved/restore", test_restore);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-editor-view.h"
#include "bst-gui-test-utils.h"
#include "bst-position.h"
#include "bst-share-code.h"

/* What is dropped on the window: a `.bastide` file opens as the game, the
 * way Open does (asking first when the game in progress would be lost); a
 * share code opens as a pasted one does, a position in the board editor
 * and a puzzle on the Puzzles page; other text is refused. */

static GtkDropTarget *
window_drop_target (Fixture *fixture)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);      /* the window keeps it */
    }
  g_assert_not_reached ();
}

/* Where @type is among what the window's drop target takes, or -1. */
static int
accepted_at (Fixture *fixture,
             GType    type)
{
  GdkContentFormats *formats = gtk_drop_target_get_formats (window_drop_target (fixture));
  gsize n_types = 0;
  const GType *types = gdk_content_formats_get_gtypes (formats, &n_types);

  for (gsize i = 0; i < n_types; i++)
    if (types[i] == type)
      return (int) i;
  return -1;
}

static gboolean
drop (Fixture      *fixture,
      const GValue *value)
{
  GtkDropTarget *target = window_drop_target (fixture);
  gboolean done = FALSE;

  /* GTK hands the drop the first type it takes that the drag offers: a
   * file manager's files before the text it offers with them. */
  g_assert_cmpint (accepted_at (fixture, G_VALUE_TYPE (value)), >=, 0);
  if (G_VALUE_HOLDS (value, G_TYPE_STRING))
    g_assert_cmpint (accepted_at (fixture, GDK_TYPE_FILE_LIST), <,
                     accepted_at (fixture, G_TYPE_STRING));
  g_signal_emit_by_name (target, "drop", value, 100.0, 100.0, &done);
  iterate ();
  return done;
}

static gboolean
drop_text (Fixture    *fixture,
           const char *text)
{
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, text);
  return drop (fixture, &value);
}

static gboolean
drop_file_list (Fixture *fixture,
                GFile   *file)
{
  g_auto (GValue) value = G_VALUE_INIT;
  g_autoptr (GSList) files = g_slist_prepend (NULL, file);

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_set_boxed (&value, files);
  return drop (fixture, &value);
}

static void
test_drop_file (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "811");
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  BstGame *game;

  /* A game of two moves, saved. */
  path = g_build_filename (fixture->dir, "dropped.bastide", NULL);
  file = g_file_new_for_path (path);
  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  play_turn (fixture, 0);
  g_assert_true (bst_window_save_file (fixture->window, file));

  /* Over a new game, nothing is lost: it opens at once, and is shown. */
  bst_window_start_game (fixture->window, setup);
  g_assert_null (bst_window_get_file (fixture->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-page", "s",
                                             "puzzles"));
  g_assert_cmpstr (visible_page (fixture), ==, "puzzles");
  g_assert_true (drop_file_list (fixture, file));
  g_assert_cmpstr (visible_page (fixture), ==, "game");
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_true (g_file_equal (bst_window_get_file (fixture->window), file));
  g_assert_cmpuint (bst_game_get_n_moves (bst_window_get_game (fixture->window)), ==, 2);

  /* Over a game in progress, the window asks first and keeps the game
   * until it is told. */
  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  game = bst_window_get_game (fixture->window);
  g_assert_true (drop_file_list (fixture, file));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question (fixture,
                                                                  "Replace the Current Game?")),
                            "dropped.bastide"));
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 1);
  g_assert_null (bst_window_get_file (fixture->window));
}

static void
test_drop_code (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "812");
  g_autoptr (BstPosition) position = NULL;
  g_autofree char *code = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *padded = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  BstEditorView *view;
  BstGame *game;

  /* A position with three tiles, as its share code. */
  bst_window_start_game (fixture->window, setup);
  play_turn (fixture, 0);
  play_turn (fixture, 0);
  game = bst_window_get_game (fixture->window);
  position = bst_position_new_from_state (bst_game_get_state (game),
                                          bst_game_get_players (game));
  code = bst_share_code_encode (position);
  g_assert_nonnull (code);
  g_assert_cmpstr (visible_page (fixture), ==, "game");

  /* Text that is no code is refused without a word. */
  g_assert_false (drop_text (fixture, "Hello, world"));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpstr (visible_page (fixture), ==, "game");

  /* A code (with the spaces a selection brings along) opens in the editor;
   * the game goes on untouched. */
  padded = g_strdup_printf ("  %s\n", code);
  g_assert_true (drop_text (fixture, padded));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpstr (visible_page (fixture), ==, "editor");
  view = BST_EDITOR_VIEW (find_widget (GTK_WIDGET (fixture->window), BST_TYPE_EDITOR_VIEW));
  g_assert_nonnull (view);
  shown = bst_editor_view_get_share_code (view, NULL);
  g_assert_cmpstr (shown, ==, code);
  g_assert_true (bst_window_get_game (fixture->window) == game);
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 2);

  /* A code that does not read says so, and changes nothing. */
  g_assert_true (bst_editor_document_undo (bst_editor_view_get_document (view)));
  before = bst_editor_view_get_share_code (view, NULL);
  broken = g_strdup (code);
  broken[strlen (broken) / 2] = broken[strlen (broken) / 2] == 'A' ? 'B' : 'A';
  g_assert_true (bst_share_code_looks_like (broken));
  g_assert_false (drop_text (fixture, broken));
  question (fixture, "Could Not Open the Share Code");
  after = bst_editor_view_get_share_code (view, NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (after, !=, code);
  g_assert_true (bst_window_get_game (fixture->window) == game);
}

/* A puzzle's code opens on the Puzzles page, not in the editor. */
static void
test_drop_puzzle_code (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr (BstGameRecord) record = bst_test_load_pack_record ("03-crossroads.bastide");
  g_autofree char *code = bst_test_encode_record (record, 0);
  BstGame *game;

  game = bst_window_get_game (fixture->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-page", "s",
                                             "editor"));
  g_assert_cmpstr (visible_page (fixture), ==, "editor");

  g_assert_true (drop_text (fixture, code));
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpstr (visible_page (fixture), ==, "puzzles");
  g_assert_true (bst_window_get_game (fixture->window) == game);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test_with_dir ("/gui/window-drop/file", test_drop_file);
  add_window_test_with_dir ("/gui/window-drop/code", test_drop_code);
  add_window_test_with_dir ("/gui/window-drop/puzzle-code", test_drop_puzzle_code);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "bst-editor-document.h"
#include "bst-editor-view.h"
#include "bst-game-record.h"
#include "bst-gui-test-utils.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-view.h"
#include "bst-share-code.h"
#include "bst-tile.h"

/* Keys act on the page shown: the window's keys pressed on the X server's
 * keyboard, page by page, and what each changed and did not; share codes
 * pasted on every page, typed in "Open Share Code…" and given on the
 * command line. */

/* The text of an entry shown, not of a spin button. */
static gboolean
is_entry_text (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_TEXT (widget) && gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget)
         && gtk_widget_get_ancestor (widget, GTK_TYPE_SPIN_BUTTON) == NULL;
}

/* The editor's stack of Position, Rules and Puzzle pages. */
static gboolean
is_side_stack (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_VIEW_STACK (widget)
         && adw_view_stack_get_child_by_name (ADW_VIEW_STACK (widget), "puzzle") != NULL;
}

static void
show_page (Fixture    *fixture,
           const char *page)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-page", "s",
                                             page));
  iterate ();
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, page);
}

static BstEditorView *
editor_view (Fixture *fixture)
{
  GtkWidget *view = find_widget (GTK_WIDGET (fixture->window), BST_TYPE_EDITOR_VIEW);

  g_assert_nonnull (view);
  return BST_EDITOR_VIEW (view);
}

static const BstEditorDraft *
draft (Fixture *fixture)
{
  return bst_editor_document_get_draft (bst_editor_view_get_document (editor_view (fixture)));
}

static guint
n_moves (Fixture *fixture)
{
  return bst_game_get_n_moves (bst_window_get_game (fixture->window));
}

/* A human game with one move played. */
static void
start_game (Fixture *fixture)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, "keys");

  bst_window_start_game (fixture->window, setup);
  iterate ();
}

/* The shortcuts window -------------------------------------------------------------- */

static gboolean
is_section (GtkWidget     *widget,
            gconstpointer  name)
{
  g_autofree char *section_name = NULL;

  if (!GTK_IS_SHORTCUTS_SECTION (widget))
    return FALSE;
  g_object_get (widget, "section-name", &section_name, NULL);
  return g_strcmp0 (section_name, name) == 0;
}

static void
assert_listed (GHashTable *listed,
               GPtrArray  *keys,
               const char *page)
{
  for (guint i = 0; i < keys->len; i++)
    if (!g_hash_table_contains (listed, keys->pdata[i]))
      g_error ("%s is not in the shortcuts window's %s section", (char *) keys->pdata[i], page);
}

/* The shortcuts window opens at the section of the page shown, which lists
 * the page's keys, the window's and the application's. */
static void
test_shortcuts_window (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkApplication *app = GTK_APPLICATION (fixture->app);
  const char *pages[] = { "game", "editor", "puzzles" };
  g_autoptr (GPtrArray) app_keys = application_accelerators (app);
  g_autoptr (GPtrArray) window_keys = NULL;

  window_keys = page_accelerators (GTK_WIDGET (fixture->window));
  g_assert_cmpuint (window_keys->len, >, 0);

  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                             NULL);
      g_autoptr (GPtrArray) page_keys = NULL;
      g_autofree char *section_name = NULL;
      GtkWidget *shortcuts;
      GtkWidget *page;

      show_page (fixture, pages[p]);
      if (g_str_equal (pages[p], "game"))
        page = gtk_widget_get_ancestor (GTK_WIDGET (bst_window_get_board_view (fixture->window)),
                                        ADW_TYPE_FLAP);
      else if (g_str_equal (pages[p], "editor"))
        page = GTK_WIDGET (editor_view (fixture));
      else
        {
          GtkWidget *browser = find_widget (GTK_WIDGET (fixture->window),
                                            BST_TYPE_PUZZLE_BROWSER);

          page = GTK_WIDGET (bst_puzzle_browser_get_puzzle_view (BST_PUZZLE_BROWSER (browser)));
        }
      page_keys = page_accelerators (page);
      g_assert_cmpuint (page_keys->len, >=, 3);

      g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
      iterate ();
      shortcuts = GTK_WIDGET (gtk_application_window_get_help_overlay (
        GTK_APPLICATION_WINDOW (fixture->window)));
      g_assert_true (gtk_widget_get_visible (shortcuts));
      g_object_get (shortcuts, "section-name", &section_name, NULL);
      g_assert_cmpstr (section_name, ==, pages[p]);
      collect_accelerators (find_descendant (shortcuts, is_section, pages[p]), listed);
      assert_listed (listed, app_keys, pages[p]);
      assert_listed (listed, window_keys, pages[p]);
      assert_listed (listed, page_keys, pages[p]);
      gtk_window_close (GTK_WINDOW (shortcuts));
      iterate ();
    }
}

/* Keys, page by page ---------------------------------------------------------------- */

static void
edit_in_editor (Fixture *fixture,
                int      x)
{
  GtkWidget *view = GTK_WIDGET (editor_view (fixture));

  g_assert_true (gtk_widget_activate_action (view, "editor.tool-tile", "i", 3));
  g_assert_true (gtk_widget_activate_action (view, "editor.cursor", "(ii)", x, 5));
  g_assert_true (gtk_widget_activate_action (view, "editor.place", NULL));
}

/* Ctrl+Z, Ctrl+Y, R, Delete and Ctrl+S on the editor page act on the editor
 * and leave the game alone; Enter, Backspace and Ctrl+Z on the game page act
 * on the game; Ctrl+Z, R and Enter on the puzzles page on the puzzle. */
static GtkWindow *
find_toplevel (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_window_get_title (window), title) == 0
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static void
test_keys_each_page (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *window;
  BstBoardView *board;
  BstMove pending;
  guint n_tiles;
  GtkWidget *browser;
  BstPuzzleView *puzzle_view;
  BstBoardView *puzzle_board;
  guint best_move = G_MAXUINT;
  GtkWindow *chooser;

  if (skip_without_keys ())
    return;
  window = GTK_WIDGET (fixture->window);
  board = bst_window_get_board_view (fixture->window);
  start_game (fixture);

  /* The game page. */
  place_tile (board, bst_window_get_game (fixture->window), 0);
  press_keys (window, "Return");
  g_assert_cmpuint (n_moves (fixture), ==, 1);
  place_tile (board, bst_window_get_game (fixture->window), 0);
  press_keys (window, "BackSpace");
  g_assert_false (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpuint (n_moves (fixture), ==, 1);

  /* The editor page, shown by its key. */
  press_keys (window, "alt+2");
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, "editor");
  g_assert_false (bst_window_get_action_enabled (fixture->window, "game.undo"));
  g_assert_false (bst_window_get_action_enabled (fixture->window, "win.save"));
  n_tiles = draft (fixture)->n_tiles;
  edit_in_editor (fixture, 1);
  edit_in_editor (fixture, 2);
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles + 2);
  press_keys (window, "ctrl+z");
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles + 1);
  g_assert_cmpuint (n_moves (fixture), ==, 1);
  press_keys (window, "ctrl+y");
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles + 2);
  press_keys (window, "ctrl+shift+z");
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles + 2);
  g_assert_cmpuint (draft (fixture)->tiles[n_tiles + 1].rotation, ==, 0);
  press_keys (window, "r");
  g_assert_cmpuint (draft (fixture)->tiles[n_tiles + 1].rotation, ==, 1);
  press_keys (window, "Delete");
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles + 1);
  g_assert_cmpuint (n_moves (fixture), ==, 1);
  /* Ctrl+S saves the editor's position, not the game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_view (fixture)), "editor.new",
                                             NULL));
  n_tiles = draft (fixture)->n_tiles;
  press_keys (window, "ctrl+s");
  chooser = find_toplevel ("Save Position");
  g_assert_nonnull (chooser);
  g_assert_null (find_toplevel ("Save Game"));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  iterate ();

  /* The puzzles page: a best-move puzzle, a tile tried. */
  press_keys (window, "alt+3");
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, "puzzles");
  browser = find_widget (window, BST_TYPE_PUZZLE_BROWSER);
  for (guint i = 0; i < bst_puzzle_browser_get_n_puzzles (BST_PUZZLE_BROWSER (browser)); i++)
    if (bst_puzzle_get_kind (bst_puzzle_browser_get_puzzle (BST_PUZZLE_BROWSER (browser), i))
        == BST_PUZZLE_BEST_MOVE)
      {
        best_move = i;
        break;
      }
  g_assert_cmpuint (best_move, !=, G_MAXUINT);
  bst_puzzle_browser_open (BST_PUZZLE_BROWSER (browser), best_move);
  iterate ();
  puzzle_view = bst_puzzle_browser_get_puzzle_view (BST_PUZZLE_BROWSER (browser));
  puzzle_board = bst_puzzle_view_get_board (puzzle_view);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (puzzle_board)));
  place_tile (puzzle_board, bst_board_view_get_game (puzzle_board), 0);
  press_keys (window, "ctrl+z");
  g_assert_false (bst_board_view_get_pending_move (puzzle_board, &pending));
  g_assert_cmpuint (n_moves (fixture), ==, 1);
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles);
  place_tile (puzzle_board, bst_board_view_get_game (puzzle_board), 0);
  g_assert_cmpstr (bst_puzzle_view_get_result (puzzle_view), ==, "");
  /* Where a click that puts the tile down leaves the focus. */
  gtk_widget_grab_focus (GTK_WIDGET (puzzle_board));
  press_keys (window, "Return");
  g_assert_cmpstr (bst_puzzle_view_get_result (puzzle_view), !=, "");
  g_assert_cmpuint (n_moves (fixture), ==, 1);

  /* Back on the game page, Ctrl+Z undoes the game's move. */
  press_keys (window, "alt+1");
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, "game");
  g_assert_true (bst_window_get_action_enabled (fixture->window, "win.save"));
  wait_until (undo_enabled, fixture);
  press_keys (window, "ctrl+z");
  g_assert_cmpuint (n_moves (fixture), ==, 0);
  g_assert_cmpuint (draft (fixture)->n_tiles, ==, n_tiles);
}

/* Share codes ----------------------------------------------------------------------- */

static char *
position_code (Fixture *fixture)
{
  BstGame *game = bst_window_get_game (fixture->window);
  g_autoptr (BstPosition) position =
    bst_position_new_from_state (bst_game_get_state (game), bst_game_get_players (game));

  return bst_share_code_encode (position);
}

static char *
editor_code (Fixture *fixture)
{
  return bst_editor_view_get_share_code (editor_view (fixture), NULL);
}

static const char *wanted_code;

static gboolean
editor_shows_code (Fixture *fixture)
{
  g_autofree char *code = NULL;

  if (g_strcmp0 (bst_window_get_page (fixture->window), "editor") != 0)
    return FALSE;
  code = editor_code (fixture);
  return g_strcmp0 (code, wanted_code) == 0;
}

static gboolean
message_shown (Fixture *fixture)
{
  return bst_window_get_message_dialog (fixture->window) != NULL;
}

/* The message shown is the share code reader's own. */
static void
assert_reader_message (Fixture    *fixture,
                       const char *code)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *dialog = bst_window_get_message_dialog (fixture->window);

  g_assert_null (bst_share_code_decode (code, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, error->message);
}

static void
set_clipboard (Fixture    *fixture,
               const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (fixture->window)), text);
  iterate ();
}

/* Ctrl+V opens the share code on the clipboard from every page; in a text
 * entry it pastes the text; a bad code changes nothing and says why. */
static void
test_paste_each_page (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *pages[] = { "game", "editor", "puzzles" };
  g_autofree char *code = NULL;
  g_autofree char *before = NULL;
  g_autofree char *bad = NULL;
  GtkWidget *window;
  GtkWidget *stack, *text;

  if (skip_without_keys ())
    return;
  window = GTK_WIDGET (fixture->window);
  start_game (fixture);
  place_tile (bst_window_get_board_view (fixture->window),
              bst_window_get_game (fixture->window), 0);
  press_keys (window, "Return");
  code = position_code (fixture);
  wanted_code = code;

  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      show_page (fixture, "editor");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor_view (fixture)),
                                                 "editor.new", NULL));
      g_assert_false (editor_shows_code (fixture));
      show_page (fixture, pages[p]);
      set_clipboard (fixture, code);
      press_keys (window, "ctrl+v");
      wait_until (editor_shows_code, fixture);
      g_assert_cmpuint (n_moves (fixture), ==, 1);
    }

  /* A text entry keeps Ctrl+V: the puzzle's title in the editor. */
  {
    BstEditorDocument *document = bst_editor_view_get_document (editor_view (fixture));
    g_autofree BstEditorDraft *draft = bst_editor_document_dup_draft (document);

    draft->is_puzzle = TRUE;
    bst_editor_document_set_draft (document, draft, NULL);
  }
  stack = find_descendant (GTK_WIDGET (editor_view (fixture)), is_side_stack, NULL);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "puzzle");
  iterate ();
  text = find_descendant (GTK_WIDGET (editor_view (fixture)), is_entry_text, NULL);
  g_assert_nonnull (text);
  gtk_widget_grab_focus (text);
  gtk_editable_set_text (GTK_EDITABLE (text), "");
  set_clipboard (fixture, "AB");
  press_keys (window, "ctrl+v");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (text)), ==, "AB");
  gtk_editable_set_text (GTK_EDITABLE (text), "");
  gtk_widget_grab_focus (GTK_WIDGET (bst_window_get_board_view (fixture->window)));

  /* A damaged code, from the game page: nothing moves, and the reader says
   * what is wrong. */
  show_page (fixture, "game");
  before = editor_code (fixture);
  bad = g_strdup (code);
  bad[strlen (bad) / 2] = bad[strlen (bad) / 2] == 'A' ? 'B' : 'A';
  set_clipboard (fixture, bad);
  press_keys (window, "ctrl+v");
  wait_until (message_shown, fixture);
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, "game");
  g_assert_cmpuint (n_moves (fixture), ==, 1);
  assert_reader_message (fixture, bad);
  g_assert_cmpstr (editor_code (fixture), ==, before);

  /* Text that is no code at all is not taken for one. */
  set_clipboard (fixture, "a shopping list");
  gtk_window_destroy (bst_window_get_message_dialog (fixture->window));
  press_keys (window, "ctrl+v");
  g_assert_null (bst_window_get_message_dialog (fixture->window));
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, "game");
  g_assert_cmpstr (editor_code (fixture), ==, before);
}

static GtkWidget *
find_share_code_dialog (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window)
          && GTK_WINDOW (window) != bst_window_get_message_dialog (fixture->window)
          && gtk_window_get_transient_for (window) == GTK_WINDOW (fixture->window)
          && adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (window)) != NULL)
        return GTK_WIDGET (window);
    }
  return NULL;
}

/* "Open Share Code…" in the primary menu: the code typed opens; a damaged
 * one changes nothing and says why. */
static void
test_paste_menu_dialog (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *code = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *before = NULL;
  GtkWidget *dialog;
  GtkEditable *entry;

  start_game (fixture);
  code = position_code (fixture);
  wanted_code = code;
  set_clipboard (fixture, "");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window),
                                             "win.open-share-code", NULL));
  iterate ();
  dialog = find_share_code_dialog (fixture);
  g_assert_nonnull (dialog);
  entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open"));
  gtk_editable_set_text (entry, code);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "open"));
  /* As its button does: the response, then the dialog closes. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "open");
  gtk_window_close (GTK_WINDOW (dialog));
  wait_until (editor_shows_code, fixture);
  iterate ();
  g_assert_null (find_share_code_dialog (fixture));

  show_page (fixture, "game");
  before = editor_code (fixture);
  bad = g_strndup (code, strlen (code) - 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window),
                                             "win.open-share-code", NULL));
  iterate ();
  dialog = find_share_code_dialog (fixture);
  entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  gtk_editable_set_text (entry, bad);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "open");
  gtk_window_close (GTK_WINDOW (dialog));
  wait_until (message_shown, fixture);
  assert_reader_message (fixture, bad);
  g_assert_cmpstr (bst_window_get_page (fixture->window), ==, "game");
  g_assert_cmpstr (editor_code (fixture), ==, before);
}

/* The command line ------------------------------------------------------------------ */

typedef struct {
  GApplication *app;
  const char *expected_page;
  char       *expected_code;    /* in the editor, or NULL */
  guint       expected_moves;   /* of the game, when not in the editor */
  gboolean    seen;
  gboolean    timed_out;
} CommandLine;

static gboolean
check_window_cb (gpointer user_data)
{
  CommandLine *run = user_data;
  GApplication *app = run->app;
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
  BstWindow *window = BST_IS_WINDOW (active) ? BST_WINDOW (active) : NULL;

  if (window != NULL && g_strcmp0 (bst_window_get_page (window), run->expected_page) == 0)
    {
      if (run->expected_code != NULL)
        {
          GtkWidget *view = find_widget (GTK_WIDGET (window), BST_TYPE_EDITOR_VIEW);
          g_autofree char *code = view ? bst_editor_view_get_share_code (BST_EDITOR_VIEW (view),
                                                                         NULL) : NULL;

          run->seen = g_strcmp0 (code, run->expected_code) == 0;
        }
      else
        run->seen = bst_game_get_n_moves (bst_window_get_game (window)) == run->expected_moves
                    && bst_window_get_file (window) != NULL;
    }
  if (run->seen || run->timed_out)
    {
      g_application_quit (app);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* `bastide ARGUMENT`, run as the binary runs it. */
static void
run_command_line (const char  *argument,
                  CommandLine *run)
{
  g_autoptr (BstApplication) app = bst_application_new ();
  char *argv[] = { (char *) "bastide", (char *) argument, NULL };
  guint timeout;

  run->app = G_APPLICATION (app);
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN
                                                | G_APPLICATION_NON_UNIQUE);
  g_timeout_add (50, check_window_cb, run);
  timeout = g_timeout_add_seconds (30, timeout_cb, &run->timed_out);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 2, argv), ==, 0);
  g_assert_false (run->timed_out);
  g_source_remove (timeout);
  g_assert_true (run->seen);
}

static void
test_command_line_code (void)
{
  g_autoptr (BstGameRecord) record = NULL;
  CommandLine run = { NULL, "editor", NULL, 0, FALSE, FALSE };
  g_autofree char *code = NULL;

  record = bst_test_load_position ("custom-start.bastide");
  code = bst_share_code_encode (bst_game_record_get_position (record));
  run.expected_code = code;
  run_command_line (code, &run);
}

static void
test_command_line_file (void)
{
  g_autofree char *path = bst_test_position_path ("custom-start.bastide");
  g_autoptr (BstGameRecord) record = NULL;
  CommandLine run = { NULL, "game", NULL, 0, FALSE, FALSE };

  record = bst_test_load_record (path);
  run.expected_moves = bst_game_record_get_moves (record)->len;
  g_assert_cmpuint (run.expected_moves, >, 0);
  run_command_line (path, &run);
}

int
main (int   argc,
      char *argv[])
{
  /* Opening from the command line switches the autosave on: it goes to the
   * data folder gui_test_init() gives the test. */
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/window-keys/shortcuts-window", test_shortcuts_window);
  add_window_test ("/gui/window-keys/each-page", test_keys_each_page);
  add_window_test ("/gui/window-keys/paste-each-page", test_paste_each_page);
  add_window_test ("/gui/window-keys/paste-menu-dialog", test_paste_menu_dialog);
  add_display_test ("/gui/window-keys/command-line-code", test_command_line_code);
  add_display_test ("/gui/window-keys/command-line-file", test_command_line_file);
  return g_test_run ();
}

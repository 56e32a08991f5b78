/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "bst-autosave.h"
#include "bst-board-view-private.h"
#include "bst-puzzle-browser.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

gboolean have_display;

static char *data_home;

static void
remove_data_home (void)
{
  remove_tree (data_home);
  g_clear_pointer (&data_home, g_free);
}

/* g_test_init(), and GTK when there is a display: without one the tests
 * skip. What the application keeps in the user's data folder (autosaves,
 * the puzzle progress) goes to a folder of the test's own, so that no run
 * starts from what an earlier one left; a test's subprocess uses the one
 * its parent gave it. */
void
gui_test_init (int    *argc,
               char ***argv)
{
  g_test_init (argc, argv, NULL);
  if (!g_test_subprocess ())
    {
      data_home = g_dir_make_tmp ("bastide-data-XXXXXX", NULL);
      g_assert_nonnull (data_home);
      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
      atexit (remove_data_home);
    }
  have_display = gtk_init_check ();
  if (have_display)
    adw_init ();
}

void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

void
wait_for (gboolean (*done) (gpointer data),
          gpointer   data)
{
  gboolean timed_out = FALSE;
  guint source = g_timeout_add_seconds (30, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (source);
}

void
wait_until (gboolean (*done) (Fixture *fixture),
            Fixture   *fixture)
{
  wait_for ((gboolean (*) (gpointer)) done, fixture);
}

static gboolean
window_made_active (gpointer window)
{
  if (gtk_window_is_active (window))
    return TRUE;
  /* Another test's window on the shared display may have taken the focus. */
  gtk_window_present (window);
  return FALSE;
}

void
wait_until_active (GtkWindow *window)
{
  wait_for (window_made_active, window);
}

gboolean
skip_without_display (void)
{
  if (!have_display)
    g_test_skip ("No display");
  return !have_display;
}

void
with_display (gconstpointer test)
{
  if (skip_without_display ())
    return;
  ((GTestFunc) test) ();
}

void
add_display_test (const char *path,
                  GTestFunc   test)
{
  g_test_add_data_func (path, (gconstpointer) test, with_display);
}

void
use_shipped_puzzles (void)
{
  g_autofree char *puzzles = bst_test_pack_path (NULL);

  g_setenv ("BASTIDE_PUZZLE_DIR", puzzles, FALSE);
}

gboolean
activate (GtkWidget  *widget,
          const char *action,
          GVariant   *parameter)
{
  return gtk_widget_activate_action_variant (widget, action, parameter);
}

/* Runs the main loop until @widget's window has painted @n more frames. */
void
wait_for_frames (GtkWidget *widget,
                 guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 last = gdk_frame_clock_get_frame_counter (clock) + n;

  while (gdk_frame_clock_get_frame_counter (clock) < last)
    {
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* A registered application with moves to confirm and fast animations, and
 * its window on screen. */
void
fixture_open_window (Fixture *fixture)
{
  g_autoptr (GError) error = NULL;

  fixture->app = bst_application_new ();
  g_application_set_flags (G_APPLICATION (fixture->app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (fixture->app), NULL, &error));
  g_assert_no_error (error);

  fixture->settings = g_settings_new ("io.github.bastide.Bastide");
  g_settings_set_boolean (fixture->settings, "confirm-moves", TRUE);
  g_settings_set_double (fixture->settings, "animation-speed", 4.0);

  fixture->window = bst_window_new (fixture->app);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));
  iterate ();
}

/* Closes the window (and a question left open over it) and checks that it
 * is gone. */
void
fixture_close_window (Fixture *fixture)
{
  if (bst_window_get_message_dialog (fixture->window) != NULL)
    gtk_window_destroy (bst_window_get_message_dialog (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  iterate ();
  g_assert_null (fixture->window);
  g_clear_object (&fixture->settings);
  /* A registered GApplication keeps references of its own. */
  g_clear_object (&fixture->app);
}

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  if (skip_without_display ())
    return;
  fixture_open_window (fixture);
}

void
fixture_set_up_with_dir (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr (GError) error = NULL;

  if (skip_without_display ())
    return;
  fixture->dir = g_dir_make_tmp ("bastide-test-XXXXXX", &error);
  g_assert_no_error (error);
  fixture_open_window (fixture);
}

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (!have_display)
    return;
  /* Some tests close the window, or quit, themselves. */
  if (fixture->window != NULL)
    fixture_close_window (fixture);
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->app);
  if (fixture->dir != NULL)
    {
      /* What the window saved last lands in the folder before it goes. */
      bst_autosave_flush ();
      remove_tree (fixture->dir);
      g_clear_pointer (&fixture->dir, g_free);
    }
}

/* The set-up skips a test without a display, but GLib runs it all the
 * same: this keeps it from a window that is not there. */
static void
run_window_test (Fixture       *fixture,
                 gconstpointer  test)
{
  if (have_display)
    ((WindowTest) test) (fixture, NULL);
}

void
add_window_test (const char *path,
                 WindowTest  test)
{
  g_test_add (path, Fixture, (gconstpointer) test, fixture_set_up, run_window_test,
              fixture_tear_down);
}

void
add_window_test_with_dir (const char *path,
                          WindowTest  test)
{
  g_test_add (path, Fixture, (gconstpointer) test, fixture_set_up_with_dir, run_window_test,
              fixture_tear_down);
}

GFile *
temp_file (Fixture    *fixture,
           const char *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

  return g_file_new_for_path (path);
}

void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

GtkWidget *
find_descendant (GtkWidget     *root,
                 WidgetMatch    match,
                 gconstpointer  data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_type (GtkWidget     *widget,
          gconstpointer  data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  return find_descendant (root, has_type, GSIZE_TO_POINTER (type));
}

/* A widget of @type whose string property @property holds @value. */
typedef struct {
  GType       type;
  const char *property;
  const char *value;
} StringProperty;

static gboolean
has_string_property (GtkWidget     *widget,
                     gconstpointer  data)
{
  const StringProperty *wanted = data;
  g_autofree char *value = NULL;

  if (!G_TYPE_CHECK_INSTANCE_TYPE (widget, wanted->type))
    return FALSE;
  g_object_get (widget, wanted->property, &value, NULL);
  return g_strcmp0 (value, wanted->value) == 0;
}

static GtkWidget *
find_with_string (GtkWidget  *root,
                  GType       type,
                  const char *property,
                  const char *value)
{
  StringProperty wanted = { type, property, value };

  return find_descendant (root, has_string_property, &wanted);
}

GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  return find_with_string (root, GTK_TYPE_BUTTON, "label", label);
}

GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action_name)
{
  return find_with_string (root, GTK_TYPE_ACTIONABLE, "action-name", action_name);
}

/* Whether the toast widget at @data went from the screen. */
static gboolean
toast_gone (gpointer data)
{
  GtkWidget **toast = data;

  if (*toast == NULL)
    return TRUE;
  if (gtk_widget_get_mapped (*toast))
    return FALSE;
  g_object_remove_weak_pointer (G_OBJECT (*toast), data);
  return TRUE;
}

static gboolean
is_close_button (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)),
                       "window-close-symbolic") == 0;
}

void
close_toast (GtkWidget *widget)
{
  GtkWidget *toast = gtk_widget_get_ancestor (widget, g_type_from_name ("AdwToastWidget"));
  GtkWidget *close;

  g_assert_nonnull (toast);
  close = find_descendant (toast, is_close_button, NULL);
  g_assert_nonnull (close);
  g_object_add_weak_pointer (G_OBJECT (toast), (gpointer *) &toast);
  g_assert_true (gtk_widget_activate (close));
  wait_for (toast_gone, &toast);
}

gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  return find_with_string (root, GTK_TYPE_LABEL, "label", text) != NULL;
}

GtkWindow *
find_shown_window (WindowMatch   match,
                   gconstpointer data)
{
  g_autoptr (GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (gtk_widget_get_visible (l->data) && match (l->data, data))
      return l->data;
  return NULL;
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

AdwPreferencesRow *
find_row (GtkWidget  *root,
          const char *title)
{
  return (AdwPreferencesRow *) find_descendant (root, is_row_titled, title);
}

const char *
visible_page (Fixture *fixture)
{
  /* The window's one view stack holds the pages. */
  GtkWidget *stack = find_widget (GTK_WIDGET (fixture->window), ADW_TYPE_VIEW_STACK);

  g_assert_nonnull (stack);
  return adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (stack));
}

GtkWidget *
show_puzzles_page (Fixture *fixture)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *browser;

  g_assert_true (gtk_widget_activate_action (window, "win.show-page", "s", "puzzles"));
  iterate ();
  /* The page is built the first time it is shown. */
  browser = find_widget (window, BST_TYPE_PUZZLE_BROWSER);
  g_assert_nonnull (browser);
  return browser;
}

AdwMessageDialog *
question (Fixture    *fixture,
          const char *heading)
{
  GtkWindow *dialog = bst_window_get_message_dialog (fixture->window);

  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, heading);
  return ADW_MESSAGE_DIALOG (dialog);
}

void
answer_question (Fixture    *fixture,
                 const char *heading,
                 const char *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (question (fixture, heading)), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();
  /* Unless the answer closed the window. */
  if (fixture->window != NULL)
    g_assert_null (bst_window_get_message_dialog (fixture->window));
}

char *
read_problem (Fixture    *fixture,
              const char *title)
{
  GtkWidget *details;
  char *body;

  g_assert_true (shows_label (GTK_WIDGET (fixture->window), title));
  details = find_actionable (GTK_WIDGET (fixture->window), "win.show-problem");
  g_assert_nonnull (details);
  g_assert_true (gtk_widget_get_mapped (details));
  g_signal_emit_by_name (details, "clicked");
  iterate ();
  body = g_strdup (adw_message_dialog_get_body (question (fixture, title)));
  g_test_message ("%s", body);
  answer_question (fixture, title, "_Close");
  return body;
}

void
place_tile (BstBoardView *board,
            BstGame      *game,
            guint         turn)
{
  const BstState *state = bst_game_get_state (game);
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
  const BstPlacement *where;
  BstMove pending;

  g_assert_cmpuint (placements->len, >, 0);
  where = &g_array_index (placements, BstPlacement, turn % placements->len);
  bst_board_view_set_hand_index (board, 0);
  bst_board_view_set_cursor (board, where->x, where->y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpint (pending.x, ==, where->x);
  g_assert_cmpint (pending.y, ==, where->y);
}

void
put_tile_down (Fixture *fixture,
               guint    turn)
{
  BstBoardView *board = bst_window_get_board_view (fixture->window);

  place_tile (board, bst_window_get_game (fixture->window), turn);
  if (turn % 3 == 0)
    gtk_widget_activate_action (GTK_WIDGET (board), "board.meeple", "i", 0);
  g_assert_true (action_enabled (fixture, "confirm"));
  g_assert_true (action_enabled (fixture, "take-back"));
}

void
play_turn (Fixture *fixture,
           guint    turn)
{
  BstGame *game = bst_window_get_game (fixture->window);
  guint n_moves = bst_game_get_n_moves (game);

  put_tile_down (fixture, turn);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.confirm", NULL));
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves + 1);
  iterate ();
}

BstGame *
play_opening (Fixture    *fixture,
              const char *seed,
              guint       n_turns)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, seed);

  bst_window_start_game (fixture->window, setup);
  for (guint turn = 0; turn < n_turns; turn++)
    play_turn (fixture, turn);
  return bst_window_get_game (fixture->window);
}

BstGame *
play_to_results (Fixture    *fixture,
                 const char *seed)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_RANDOM, BST_SEAT_RANDOM, seed);

  bst_window_start_game (fixture->window, setup);
  wait_until (results_shown, fixture);
  return bst_window_get_game (fixture->window);
}

BstGame *
new_game_with (BstSeatKind second)
{
  g_autoptr (BstRules) rules = bst_rules_new ();
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstGame *game;

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      players[p].name = g_strdup_printf ("Player %u", p + 1);
      players[p].colour = p;
    }
  players[1].kind = second;
  game = bst_game_new (rules, players, 1);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&players[p]);
  return game;
}

gboolean
human_to_move (Fixture *fixture)
{
  return bst_game_session_get_human_turn (bst_window_get_session (fixture->window));
}

gboolean
results_shown (Fixture *fixture)
{
  return bst_window_get_results_dialog (fixture->window) != NULL;
}

void
assert_draft (BstEditorDocument    *document,
              const BstEditorDraft *expected)
{
  const BstEditorDraft *draft = bst_editor_document_get_draft (document);

  g_assert_cmpuint (draft->n_tiles, ==, expected->n_tiles);
  g_assert_cmpuint (draft->n_meeples, ==, expected->n_meeples);
  g_assert_cmpmem (draft->tiles, draft->n_tiles * sizeof (BstEditorTile), expected->tiles,
                   expected->n_tiles * sizeof (BstEditorTile));
  g_assert_cmpmem (draft->meeples, draft->n_meeples * sizeof (BstEditorMeeple),
                   expected->meeples, expected->n_meeples * sizeof (BstEditorMeeple));
  /* And nothing else changed. */
  g_assert_true (memcmp (draft->players, expected->players, sizeof draft->players) == 0);
  g_assert_true (memcmp (&draft->rules, &expected->rules, sizeof draft->rules) == 0);
  g_assert_cmpuint (draft->to_move, ==, expected->to_move);
  g_assert_cmpuint (draft->n_hand, ==, expected->n_hand);
}

BstEditorView *
show_editor (BstWindow *window)
{
  GtkWidget *view;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "editor"));
  iterate ();
  view = find_widget (GTK_WIDGET (window), BST_TYPE_EDITOR_VIEW);
  g_assert_nonnull (view);
  return BST_EDITOR_VIEW (view);
}

gboolean
drop_file (GtkWidget *widget,
           GFile     *file)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_auto (GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        {
          g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &accepted);
          iterate ();
          return accepted;
        }
    }
  g_assert_not_reached ();
  return FALSE;
}

/* Anna and Ben, seated as @first and @second, with a fixed tile order. */
BstSetup *
two_players (BstSeatKind first,
             BstSeatKind second,
             const char *seed)
{
  BstSetup *setup = bst_setup_new ();

  g_object_set (bst_setup_get_rules (setup), "players", 2u, NULL);
  bst_setup_set_player_name (setup, 0, "Anna");
  bst_setup_set_player_kind (setup, 0, first);
  bst_setup_set_player_name (setup, 1, "Ben");
  bst_setup_set_player_kind (setup, 1, second);
  bst_setup_set_seed (setup, seed);
  return setup;
}

gboolean
action_enabled (Fixture    *fixture,
                const char *name)
{
  g_autofree char *full_name = g_strconcat ("game.", name, NULL);

  return bst_window_get_action_enabled (fixture->window, full_name);
}

gboolean
undo_enabled (Fixture *fixture)
{
  return action_enabled (fixture, "undo");
}

static gboolean
redo_enabled (Fixture *fixture)
{
  return action_enabled (fixture, "redo");
}

/* Activates game.undo or game.redo (@name) once it is enabled: the two
 * light up with the board's frame after a move. */
void
activate_history (Fixture    *fixture,
                  const char *name)
{
  g_autofree char *full_name = g_strconcat ("game.", name, NULL);

  wait_until (g_str_equal (name, "undo") ? undo_enabled : redo_enabled, fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), full_name, NULL));
}

void
collect_accelerators (GtkWidget  *root,
                      GHashTable *accelerators)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (root))
    {
      g_autofree char *text = NULL;
      g_auto (GStrv) accels = NULL;

      g_object_get (root, "accelerator", &text, NULL);
      accels = g_strsplit (text != NULL ? text : "", " ", -1);
      for (guint i = 0; accels[i] != NULL; i++)
        {
          guint key;
          GdkModifierType mods;

          if (gtk_accelerator_parse (accels[i], &key, &mods))
            g_hash_table_add (accelerators, gtk_accelerator_name (key, mods));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, accelerators);
}

static char *
accelerator_of (GtkShortcutTrigger *trigger)
{
  while (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    trigger = gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger));
  if (!GTK_IS_KEYVAL_TRIGGER (trigger))
    return NULL;
  return gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                               gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
}

GPtrArray *
page_accelerators (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  GPtrArray *accelerators = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      const char *name = gtk_event_controller_get_name (controller);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) || name == NULL
          || (!g_str_equal (name, "bst-page-shortcuts")
              && !g_str_equal (name, "bst-window-shortcuts")))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          char *accelerator = accelerator_of (gtk_shortcut_get_trigger (shortcut));

          if (accelerator != NULL)
            g_ptr_array_add (accelerators, accelerator);
        }
    }
  return accelerators;
}

GPtrArray *
application_accelerators (GtkApplication *app)
{
  g_auto (GStrv) actions = gtk_application_list_action_descriptions (app);
  GPtrArray *accelerators = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, actions[i]);
      guint key;
      GdkModifierType mods;

      g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
      g_ptr_array_add (accelerators, gtk_accelerator_name (key, mods));
    }
  return accelerators;
}

gboolean
can_press_keys (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

#ifdef GDK_WINDOWING_X11
  return xdotool != NULL && GDK_IS_X11_DISPLAY (gdk_display_get_default ());
#else
  return FALSE;
#endif
}

gboolean
skip_without_keys (void)
{
  if (can_press_keys ())
    return FALSE;
  g_test_skip ("No X display or no xdotool to press keys with");
  return TRUE;
}

static void
pressed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (g_subprocess_wait_check_finish (G_SUBPROCESS (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

void
press_keys (GtkWidget  *widget,
            const char *keys)
{
#ifdef GDK_WINDOWING_X11
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  g_autofree char *xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  g_auto (GStrv) names = g_strsplit (keys, " ", -1);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) argv = NULL;
  g_autoptr (GSubprocess) xdotool = NULL;
  g_autoptr (GError) error = NULL;
  gboolean done = FALSE;

  g_strv_builder_add_many (builder, "xdotool", "windowfocus", "--sync", xid,
                           "key", "--clearmodifiers", "--delay", "20", NULL);
  g_strv_builder_addv (builder, (const char **) names);
  argv = g_strv_builder_end (builder);
  xdotool = g_subprocess_newv ((const char *const *) argv, G_SUBPROCESS_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_subprocess_wait_check_async (xdotool, NULL, pressed_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  /* The server has made the events; a round trip brings them all in. */
  gdk_display_sync (gtk_widget_get_display (widget));
  iterate ();
  gdk_display_sync (gtk_widget_get_display (widget));
  iterate ();
#else
  g_assert_not_reached ();
#endif
}

gboolean
board_view_lights (BstBoardView        *board,
                   const BstScoreEvent *event)
{
  const BstPlacedTile *placed = &bst_game_get_state (board->game)->tiles[event->tile];

  for (guint i = 0; i < board->highlight->len; i++)
    {
      const Highlight *h = &g_array_index (board->highlight, Highlight, i);

      if (h->x == placed->x && h->y == placed->y && h->segment == event->segment)
        return TRUE;
    }
  return FALSE;
}

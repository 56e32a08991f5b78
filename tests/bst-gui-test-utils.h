/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-application.h"
#include "bst-editor-view.h"
#include "bst-setup.h"
#include "bst-test-utils.h"
#include "bst-window.h"

G_BEGIN_DECLS

/* What the tests that drive the game window share: an application and its
 * window, the main loop run until something has happened, and a game for
 * two. */

/* Whether GTK found a display: without one the tests skip. */
extern gboolean have_display;

typedef struct {
  BstApplication *app;
  GSettings      *settings;
  BstWindow      *window;
  char           *dir;        /* a scratch folder, for the tests that want one */
} Fixture;

/* g_test_init(), and GTK when there is a display. */
void      gui_test_init        (int          *argc,
                                char       ***argv);
/* Marks the running test as skipped when there is no display; whether it
 * did, for the test to return at once. */
gboolean  skip_without_display (void);
void      iterate              (void);
/* Sets the gboolean at @user_data; as a timeout, fires once. */
gboolean  timeout_cb           (gpointer      user_data);
/* Runs the main loop for @ms milliseconds. */
void      wait_ms              (guint         ms);
/* Runs the main loop until @done says so, or fails after thirty seconds. */
void      wait_until           (gboolean    (*done) (Fixture *fixture),
                                Fixture      *fixture);
/* The same for a condition on anything. */
void      wait_for             (gboolean    (*done) (gpointer data),
                                gpointer      data);
/* Runs the main loop until @window has the keyboard focus, presenting it
 * again while it has not, or fails after thirty seconds. */
void      wait_until_active    (GtkWindow    *window);
/* For g_test_add_data_func(): runs the test function @test, or skips it
 * without a display. */
void      with_display         (gconstpointer test);
/* Adds @test at @path, run by with_display(). */
void      add_display_test     (const char   *path,
                                GTestFunc     test);
/* Points the application at the shipped puzzle pack, unless the
 * environment already names one. */
void      use_shipped_puzzles  (void);
/* Activates @action (with @parameter, or NULL) on @widget; whether it could. */
gboolean  activate             (GtkWidget    *widget,
                                const char   *action,
                                GVariant     *parameter);
/* Runs the main loop until @widget's window has painted @n more frames. */
void      wait_for_frames      (GtkWidget    *widget,
                                guint         n);
/* A registered application with moves to confirm and fast animations, and
 * its window on screen. */
void      fixture_open_window  (Fixture      *fixture);
/* Closes the window (and a question left open over it) and checks that it
 * is gone. */
void      fixture_close_window (Fixture      *fixture);
/* For g_test_add(): opens the window, or skips the test without a display. */
void      fixture_set_up       (Fixture      *fixture,
                                gconstpointer data);
/* The same, with a scratch folder in fixture->dir. */
void      fixture_set_up_with_dir (Fixture      *fixture,
                                   gconstpointer data);
/* Closes what the test left open, and removes the scratch folder with what
 * is in it. */
void      fixture_tear_down    (Fixture      *fixture,
                                gconstpointer data);
/* A test that drives the window of a Fixture. */
typedef void (*WindowTest)      (Fixture      *fixture,
                                gconstpointer data);
/* Adds @test at @path, run between fixture_set_up() and
 * fixture_tear_down(), and only with a display. */
void      add_window_test      (const char   *path,
                                WindowTest    test);
/* The same, with a scratch folder (fixture_set_up_with_dir()). */
void      add_window_test_with_dir (const char *path,
                                    WindowTest  test);
/* @name in the scratch folder. */
GFile    *temp_file            (Fixture      *fixture,
                                const char   *name);
/* Removes the folder at @path with everything in it. */
void      remove_tree          (const char   *path);

/* The first widget in @root (@root included, depth first, shown or not)
 * that @match says is the one, given @data. */
typedef gboolean (*WidgetMatch) (GtkWidget     *widget,
                                 gconstpointer  data);
GtkWidget *find_descendant     (GtkWidget    *root,
                                WidgetMatch   match,
                                gconstpointer data);
/* The first widget of @type in @root. */
GtkWidget *find_widget         (GtkWidget    *root,
                                GType         type);
/* The first button labelled @label in @root. */
GtkWidget *find_button         (GtkWidget    *root,
                                const char   *label);
/* The first widget in @root that activates @action_name. */
GtkWidget *find_actionable     (GtkWidget    *root,
                                const char   *action_name);
/* Closes the toast that holds @widget as a person does, with its close
 * button, and waits until it has gone from the screen. */
void       close_toast         (GtkWidget    *widget);
/* Whether a label in @root has exactly @text. */
gboolean   shows_label         (GtkWidget    *root,
                                const char   *text);

/* The name of the page the window shows. */
const char *visible_page      (Fixture      *fixture);

/* Shows the Puzzles page; its BstPuzzleBrowser. */
GtkWidget  *show_puzzles_page (Fixture      *fixture);

/* The first window on screen that @match says is the one, given @data. */
typedef gboolean (*WindowMatch) (GtkWindow     *window,
                                 gconstpointer  data);
GtkWindow *find_shown_window   (WindowMatch   match,
                                gconstpointer data);

/* The question over the window, which must ask @heading. */
AdwMessageDialog *question     (Fixture      *fixture,
                                const char   *heading);
/* Clicks the button @label of the question @heading over the window, as a
 * person would, and checks that the question went. */
void      answer_question      (Fixture      *fixture,
                                const char   *heading,
                                const char   *label);

/* Opens the Details of the problem toast @title, as a person would, and
 * closes them again; what they said. */
char     *read_problem         (Fixture      *fixture,
                                const char   *title);

/* Puts the first tile in hand of @game down through @board at the
 * @turn-th of its squares. */
void      place_tile           (BstBoardView *board,
                                BstGame      *game,
                                guint         turn);
/* Puts the tile in hand down through the board view at the @turn-th of its
 * squares, and a meeple on it every third turn; the move is left to confirm. */
void      put_tile_down        (Fixture      *fixture,
                                guint         turn);
/* Plays that move: put_tile_down(), then game.confirm. */
void      play_turn            (Fixture      *fixture,
                                guint         turn);
/* A game for four, Player 1 to Player 4, the second seated as @second. */
BstGame  *new_game_with        (BstSeatKind   second);
/* Starts a game for two people in the window, their tiles in the order of
 * @seed, and plays its first @n_turns turns with play_turn(); the game. */
BstGame  *play_opening         (Fixture      *fixture,
                                const char   *seed,
                                guint         n_turns);
/* Starts a game of two computer players moving at random, their tiles in
 * the order of @seed, and runs it until its results show; the game. */
BstGame  *play_to_results      (Fixture      *fixture,
                                const char   *seed);
/* For wait_until(): whether a person is to move; whether the results show. */
gboolean  human_to_move        (Fixture      *fixture);
gboolean  results_shown        (Fixture      *fixture);

/* The first preferences row titled @title in @root. */
AdwPreferencesRow *find_row    (GtkWidget    *root,
                                const char   *title);

/* The draft of @document holds what @expected holds: its tiles and meeples,
 * its players, rules, player to move and hand. */
void      assert_draft         (BstEditorDocument    *document,
                                const BstEditorDraft *expected);
/* Shows the editor page of @window, and returns its view. */
BstEditorView *show_editor     (BstWindow    *window);
/* Drops @file on @widget, as the file manager would; whether it took it. */
gboolean  drop_file            (GtkWidget    *widget,
                                GFile        *file);

/* Anna and Ben, seated as @first and @second, with a fixed tile order. */
BstSetup *two_players          (BstSeatKind   first,
                                BstSeatKind   second,
                                const char   *seed);
gboolean  action_enabled       (Fixture      *fixture,
                                const char   *name);
/* For wait_until(): whether game.undo is enabled. */
gboolean  undo_enabled         (Fixture      *fixture);
/* Activates game.undo or game.redo (@name) once it is enabled: the two
 * light up with the board's frame after a move. */
void      activate_history     (Fixture      *fixture,
                                const char   *name);

/* The accelerators ("<Control>z") of the keys that @widget adds itself with
 * bst_page_shortcuts_add(), the first of each shortcut's alternatives. */
GPtrArray *page_accelerators   (GtkWidget    *widget);
/* Adds the accelerators that the GtkShortcutsShortcuts in @root show to the
 * set @accelerators, by gtk_accelerator_name(). */
void       collect_accelerators (GtkWidget   *root,
                                 GHashTable  *accelerators);
/* The accelerators of @app's actions, the first of each. */
GPtrArray *application_accelerators (GtkApplication *app);
/* Whether press_keys() can work here: an X display and xdotool. */
gboolean  can_press_keys       (void);
/* Marks the running test as skipped when it cannot press keys; whether it
 * did. */
gboolean  skip_without_keys    (void);
/* Presses @keys (xdotool's names, "ctrl+z Return") on the keyboard of the
 * X server, with @widget's window focused, and runs the main loop until
 * the window has had them: the keys take the way a person's do. */
void      press_keys           (GtkWidget    *widget,
                                const char   *keys);

/* Whether @board lights the feature @event scored. */
gboolean   board_view_lights        (BstBoardView        *board,
                                     const BstScoreEvent *event);

G_END_DECLS

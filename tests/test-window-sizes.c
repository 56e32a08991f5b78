/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-challenge-window.h"
#include "bst-editor-fold.h"
#include "bst-puzzle-browser.h"
#include "bst-rules-window.h"
#include "bst-tile-image.h"
#include "bst-turn-strip.h"
#include "bst-tutorial-window.h"

/* The game window at a phone's size and at a desktop's: what a turn needs
 * stays in sight, and the pages' switcher goes where there is room. */

typedef struct {
  GtkWidget *window;
  int        width;
  int        height;
} Size;

static gboolean
has_size (gpointer data)
{
  Size *size = data;

  /* The window's decorations, drawn by the window itself, take their
   * part of the size. */
  return gtk_widget_get_width (size->window) <= size->width
         && gtk_widget_get_width (size->window) > size->width - 20
         && gtk_widget_get_height (size->window) <= size->height
         && gtk_widget_get_height (size->window) > size->height - 20;
}

/* Runs the main loop while the panel folds or unfolds, so that the sizes
 * are those it ends at. */
static void
settle (GtkWidget *window)
{
  gboolean done = FALSE;

  g_timeout_add (600, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  wait_for_frames (window, 2);
}

/* Resizes the window as a window manager would, and waits until it has
 * been laid out at that size. */
static void
resize (Fixture *fixture,
        int      width,
        int      height)
{
  Size size = { GTK_WIDGET (fixture->window), width, height };
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (fixture->window));
  GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface),
                                                            surface);
  GdkRectangle screen;
  int minimum;

  /* A window larger than the screen is made to fit it. */
  gdk_monitor_get_geometry (monitor, &screen);
  size.width = MIN (width, screen.width);
  size.height = MIN (height, screen.height);

  /* No larger size hint than asked for. */
  gtk_widget_measure (size.window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, width);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, height);
  wait_for (has_size, &size);
  settle (size.window);
}

static gboolean
is_flap (GtkWidget     *widget,
         gconstpointer  data)
{
  return ADW_IS_FLAP (widget);
}

static gboolean
is_switcher_bar (GtkWidget     *widget,
                 gconstpointer  data)
{
  return ADW_IS_VIEW_SWITCHER_BAR (widget);
}

static gboolean
is_switcher_title (GtkWidget     *widget,
                   gconstpointer  data)
{
  return ADW_IS_VIEW_SWITCHER_TITLE (widget);
}

static GtkWidget *
strip_scores (GtkWidget *strip)
{
  return find_widget (strip, GTK_TYPE_FLOW_BOX);
}

/* Every player's score is on screen, the player to move marked. */
static void
assert_scores_mapped (Fixture   *fixture,
                      GtkWidget *strip)
{
  BstGame *game = bst_window_get_game (fixture->window);
  GtkWidget *child = gtk_widget_get_first_child (strip_scores (strip));
  guint n = 0;

  for (; child != NULL; child = gtk_widget_get_next_sibling (child), n++)
    {
      GtkWidget *score = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      g_autofree char *text = g_strdup_printf ("%d", bst_game_get_score (game, n));

      g_assert_true (gtk_widget_get_mapped (score));
      g_assert_true (shows_label (score, text));
      g_assert_true (gtk_widget_has_css_class (score, "to-move")
                     == (n == bst_game_get_current_player (game)));
    }
  g_assert_cmpuint (n, ==, bst_game_get_n_players (game));
}

/* A toast shown now covers nothing a turn needs: at a phone's size not
 * the turn strip with its Confirm, at a desktop's not the panel. */
static const char *const toast_text = "Extra turn for filling a hole";

static gboolean
is_shown_toast_label (GtkWidget     *widget,
                      gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), toast_text) == 0;
}

static gboolean
toast_shown (Fixture *fixture)
{
  return find_descendant (GTK_WIDGET (fixture->window), is_shown_toast_label, NULL) != NULL;
}

static void
assert_toast_clear_of (Fixture   *fixture,
                       GtkWidget *kept_clear)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *toast;
  graphene_rect_t toast_bounds, kept_bounds;

  bst_window_show_toast (fixture->window, toast_text);
  wait_until (toast_shown, fixture);
  /* Once it has slid in. */
  settle (window);
  toast = gtk_widget_get_ancestor (find_descendant (window, is_shown_toast_label, NULL),
                                   g_type_from_name ("AdwToastWidget"));
  g_assert_nonnull (toast);
  g_assert_true (gtk_widget_compute_bounds (toast, window, &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (kept_clear, window, &kept_bounds));
  g_assert_cmpfloat (toast_bounds.size.width, >, 0);
  g_assert_false (graphene_rect_intersection (&toast_bounds, &kept_bounds, NULL));
  close_toast (toast);
}

static void
assert_sizes (Fixture *fixture)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *strip = find_widget (window, BST_TYPE_TURN_STRIP);
  GtkWidget *flap = find_descendant (window, is_flap, NULL);
  GtkWidget *bar = find_descendant (window, is_switcher_bar, NULL);
  GtkWidget *confirm = find_actionable (strip, "game.confirm");
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  BstTileImage *image = BST_TILE_IMAGE (find_widget (strip, BST_TYPE_TILE_IMAGE));
  g_autoptr (GArray) placements = NULL;
  const BstPlacement *where;
  BstMove pending;
  BstGame *game;
  guint n_moves;
  graphene_rect_t bounds;
  int minimum, board_width;

  g_assert_nonnull (strip);
  g_assert_nonnull (confirm);
  wait_until (human_to_move, fixture);

  resize (fixture, 360, 640);
  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
  g_assert_true (gtk_widget_get_mapped (strip));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (image)));
  g_assert_true (gtk_widget_get_mapped (confirm));
  g_assert_true (gtk_widget_get_mapped (find_actionable (strip, "game.hint")));
  assert_scores_mapped (fixture, strip);
  g_assert_true (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  g_assert_true (gtk_widget_get_mapped (bar));
  /* Everything fits: the strip needs no more than the board's width, and
   * the board keeps the width of the page. */
  gtk_widget_measure (strip, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, gtk_widget_get_width (strip));
  g_assert_true (gtk_widget_compute_bounds (strip, window, &bounds));
  g_assert_cmpfloat (bounds.size.width, ==, gtk_widget_get_width (flap));
  board_width = gtk_widget_get_width (GTK_WIDGET (board));
  g_assert_cmpint (board_width, >=, gtk_widget_get_width (flap) - 12);
  assert_toast_clear_of (fixture, strip);

  /* A turn played from the strip, the panel left closed: the tile put
   * down shows there as it lies, and its Confirm ends the turn. */
  game = bst_window_get_game (fixture->window);
  n_moves = bst_game_get_n_moves (game);
  g_assert_false (gtk_widget_get_sensitive (confirm));
  placements = bst_game_get_legal_placements (game, bst_game_get_state (game)->hand[0]);
  g_assert_cmpuint (placements->len, >, 0);
  where = &g_array_index (placements, BstPlacement, 0);
  bst_board_view_set_cursor (board, where->x, where->y);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place", NULL));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.rotate", NULL);
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpint (bst_tile_image_get_tile (image), ==, pending.tile);
  g_assert_cmpuint (bst_tile_image_get_rotation (image), ==, pending.rotation);
  g_assert_true (gtk_widget_get_sensitive (confirm));
  g_signal_emit_by_name (confirm, "clicked");
  g_assert_cmpuint (bst_game_get_n_moves (game), ==, n_moves + 1);
  iterate ();
  assert_scores_mapped (fixture, strip);

  /* The panel opens over the board, which keeps the whole width. */
  g_assert_true (gtk_widget_activate_action (window, "win.show-side-panel", NULL));
  settle (window);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bst_window_get_side_panel (fixture->window))));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, board_width);
  g_assert_true (gtk_widget_activate_action (window, "win.show-side-panel", NULL));

  /* At a desktop's size, the panel beside the board and the switcher in
   * the header bar again. */
  resize (fixture, 1600, 1000);
  g_assert_false (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bst_window_get_side_panel (fixture->window))));
  g_assert_false (gtk_widget_get_mapped (strip));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (image)));
  g_assert_false (gtk_widget_get_mapped (confirm));
  g_assert_false (gtk_widget_get_mapped (strip_scores (strip)));
  assert_toast_clear_of (fixture, GTK_WIDGET (bst_window_get_side_panel (fixture->window)));
  g_assert_false (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  g_assert_false (adw_view_switcher_title_get_title_visible (
    ADW_VIEW_SWITCHER_TITLE (find_descendant (window, is_switcher_title, NULL))));
}

/* Narrow, then wide, in one window: the way back counts as much. */
static void
test_sizes (void)
{
  Fixture fixture = { 0, };

  fixture_set_up (&fixture, NULL);
  assert_sizes (&fixture);
  fixture_tear_down (&fixture, NULL);
}

/* Each button, label and slider of the replay bar lies inside the window;
 * the number of them. */
static guint
assert_inside_window (GtkWidget *window,
                      GtkWidget *widget)
{
  graphene_rect_t bounds;
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_inside_window (window, child);
  if (!gtk_widget_get_mapped (widget)
      || !(GTK_IS_BUTTON (widget) || GTK_IS_SCALE (widget) || GTK_IS_LABEL (widget)))
    return n;
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_test_message ("%s at %g, %g, %g × %g", G_OBJECT_TYPE_NAME (widget), bounds.origin.x,
                  bounds.origin.y, bounds.size.width, bounds.size.height);
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
  return n + 1;
}

/* The replay bar fits a phone as well as a desktop's window. */
static void
test_replay_bar (void)
{
  Fixture fixture = { 0, };
  GtkWidget *window, *bar;

  fixture_set_up (&fixture, NULL);
  window = GTK_WIDGET (fixture.window);
  play_opening (&fixture, "1234", 4);
  g_assert_true (gtk_widget_activate_action (window, "win.replay", NULL));
  bar = gtk_widget_get_ancestor (find_widget (window, GTK_TYPE_SCALE), GTK_TYPE_REVEALER);

  /* Play, previous, the move, the slider, next, Continue from Here and leave. */
  resize (&fixture, 360, 640);
  g_assert_cmpuint (assert_inside_window (window, bar), ==, 8);
  resize (&fixture, 1024, 700);
  g_assert_cmpuint (assert_inside_window (window, bar), ==, 8);
  fixture_tear_down (&fixture, NULL);
}

/* Every shown button of @window lies across its width, none cut off at a
 * side. */
static void
assert_buttons_inside (GtkWidget *window,
                       GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child))
        {
          g_assert_true (gtk_widget_compute_bounds (child, window, &bounds));
          g_assert_cmpfloat (bounds.origin.x, >=, 0);
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                             gtk_widget_get_width (window));
        }
      assert_buttons_inside (window, child);
    }
}

static GtkWidget *
window_content (GtkWidget *window)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    return adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  return adw_window_get_content (ADW_WINDOW (window));
}

/* The page shown in @window needs no more than the @width a phone gave
 * the window, the part its shadow takes left out: the window has not
 * grown past the screen's edge. */
static void
assert_fits (GtkWidget *window,
             int        width)
{
  int minimum;

  settle (window);
  gtk_widget_measure (window_content (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                      NULL, NULL);
  g_assert_cmpint (minimum, <=, width);
  g_assert_cmpint (gtk_widget_get_width (window), ==, width);
  assert_buttons_inside (window, window);
}

static gboolean
is_window_of_type (GtkWindow     *window,
                   gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (window, GPOINTER_TO_SIZE (type));
}

/* The learning window that @action opens, at a phone's size. */
static void
assert_learn_window_fits (Fixture    *fixture,
                          const char *action,
                          GType       type,
                          int         width)
{
  GtkWindow *window;
  Size size = { NULL, 360, 640 };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), action, NULL));
  iterate ();
  window = find_shown_window (is_window_of_type, GSIZE_TO_POINTER (type));
  g_assert_nonnull (window);
  size.window = GTK_WIDGET (window);
  gtk_window_set_default_size (window, size.width, size.height);
  wait_for (has_size, &size);
  settle (size.window);
  assert_fits (size.window, width);
  gtk_window_close (window);
}

static GtkOrientation
orientation_of (GtkWidget *box)
{
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (box));
}

/* How the open puzzle's board and text lie, and its buttons. */
static void
assert_puzzle_orientation (BstPuzzleBrowser *browser,
                           GtkOrientation    orientation)
{
  GtkWidget *view = GTK_WIDGET (bst_puzzle_browser_get_puzzle_view (browser));

  g_assert_cmpint (orientation_of (gtk_widget_get_first_child (view)), ==, orientation);
  g_assert_cmpint (orientation_of (gtk_widget_get_parent (find_actionable (view, "puzzle.check"))),
                   ==, orientation);
}

/* The editor at a phone's width: the board above its bar, and each sheet
 * the bar opens under it, all of them inside the window. */
static BstEditorFold *
assert_editor_fits (Fixture *fixture,
                    int      width)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  BstEditorFold *fold;
  GtkWidget *toggle;

  fold = BST_EDITOR_FOLD (find_widget (GTK_WIDGET (show_editor (fixture->window)),
                                       BST_TYPE_EDITOR_FOLD));
  settle (window);
  g_assert_true (bst_editor_fold_get_folded (fold));
  assert_fits (window, width);

  /* Pieces, then Details, then neither. */
  for (toggle = gtk_widget_get_first_child (bst_editor_fold_get_bar (fold));
       toggle != NULL;
       toggle = gtk_widget_get_next_sibling (toggle))
    {
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
      settle (window);
      g_assert_true (gtk_widget_get_mapped (bst_editor_fold_get_sheet (fold)));
      assert_fits (window, width);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
    }
  settle (window);
  g_assert_null (bst_editor_fold_get_sheet (fold));
  return fold;
}

/* Each page, and each learning window, at a phone's width: the board goes
 * above its text, and back beside it at a desktop's size. */
static void
test_pages_fit (void)
{
  Fixture fixture = { 0, };
  GtkWidget *window;
  BstPuzzleBrowser *browser;
  BstEditorFold *fold;
  int width;

  fixture_set_up (&fixture, NULL);
  window = GTK_WIDGET (fixture.window);
  resize (&fixture, 360, 640);
  width = gtk_widget_get_width (window);
  assert_fits (window, width);
  fold = assert_editor_fits (&fixture, width);

  browser = BST_PUZZLE_BROWSER (show_puzzles_page (&fixture));
  assert_fits (window, width);
  bst_puzzle_browser_open (browser, 0);
  settle (window);
  assert_puzzle_orientation (browser, GTK_ORIENTATION_VERTICAL);
  assert_fits (window, width);

  assert_learn_window_fits (&fixture, "win.tutorial", BST_TYPE_TUTORIAL_WINDOW, width);
  assert_learn_window_fits (&fixture, "win.challenges", BST_TYPE_CHALLENGE_WINDOW, width);
  assert_learn_window_fits (&fixture, "win.rules", BST_TYPE_RULES_WINDOW, width);

  resize (&fixture, 1024, 700);
  show_editor (fixture.window);
  settle (window);
  g_assert_false (bst_editor_fold_get_folded (fold));
  show_puzzles_page (&fixture);
  settle (window);
  assert_puzzle_orientation (browser, GTK_ORIENTATION_HORIZONTAL);
  fixture_tear_down (&fixture, NULL);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  g_test_add_data_func ("/gui/window/sizes", test_sizes, with_display);
  g_test_add_data_func ("/gui/window/replay-bar", test_replay_bar, with_display);
  g_test_add_data_func ("/gui/window/pages-fit", test_pages_fit, with_display);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include <math.h>

#include "bst-board-glide.h"
#include "bst-board-navigator.h"
#include "bst-texture-cache.h"
#include "bst-gui-test-utils.h"

#define WIDTH  640
#define HEIGHT 480

typedef struct {
  GtkWidget         *window;
  GtkWidget         *area;
  BstBoardNavigator *navigator;
  int                extent[4];     /* min x, min y, max x, max y */
  guint              n_changed;
  guint              n_zoom_notifies;
} Navigation;

static void
extent_cb (gpointer  user_data,
           int      *min_x,
           int      *min_y,
           int      *max_x,
           int      *max_y)
{
  Navigation *nav = user_data;

  *min_x = nav->extent[0];
  *min_y = nav->extent[1];
  *max_x = nav->extent[2];
  *max_y = nav->extent[3];
}

static void
resize_cb (GtkDrawingArea *area,
           int             width,
           int             height,
           Navigation     *nav)
{
  bst_board_navigator_allocate (nav->navigator, width, height);
}

static void
changed_cb (BstBoardNavigator *navigator,
            Navigation        *nav)
{
  nav->n_changed++;
}

static void
zoom_notify_cb (BstBoardNavigator *navigator,
                GParamSpec        *pspec,
                Navigation        *nav)
{
  nav->n_zoom_notifies++;
}

static void
navigation_setup (Navigation    *nav,
                  gconstpointer  data)
{
  if (!have_display)
    return;

  nav->extent[0] = -3;
  nav->extent[1] = -2;
  nav->extent[2] = 4;
  nav->extent[3] = 5;
  nav->window = gtk_window_new ();
  nav->area = gtk_drawing_area_new ();
  gtk_window_set_default_size (GTK_WINDOW (nav->window), WIDTH, HEIGHT);
  gtk_window_set_child (GTK_WINDOW (nav->window), nav->area);

  nav->navigator = bst_board_navigator_new (nav->area);
  bst_board_navigator_set_max_fit_zoom (nav->navigator, 112);
  bst_board_navigator_set_extent_func (nav->navigator, extent_cb, nav, NULL);
  g_signal_connect (nav->area, "resize", G_CALLBACK (resize_cb), nav);
  g_signal_connect (nav->navigator, "changed", G_CALLBACK (changed_cb), nav);
  g_signal_connect (nav->navigator, "notify::zoom", G_CALLBACK (zoom_notify_cb), nav);

  gtk_window_present (GTK_WINDOW (nav->window));
  while (!gtk_widget_get_mapped (nav->area))
    g_main_context_iteration (NULL, TRUE);
  wait_for_frames (nav->window, 2);
}

static void
navigation_teardown (Navigation    *nav,
                     gconstpointer  data)
{
  if (!have_display)
    return;

  g_assert_finalize_object (nav->navigator);
  gtk_window_destroy (GTK_WINDOW (nav->window));
}

static double
width_of (Navigation *nav)
{
  return gtk_widget_get_width (nav->area);
}

static double
height_of (Navigation *nav)
{
  return gtk_widget_get_height (nav->area);
}

/* The extent and half a square around it is inside the widget, centred,
 * at the closest zoom level that shows it, no closer than the limit. */
static void
assert_fitted (Navigation *nav)
{
  const BstBoardTransform *t = bst_board_navigator_get_transform (nav->navigator);
  double columns = nav->extent[2] - nav->extent[0] + 2;
  double rows = nav->extent[3] - nav->extent[1] + 2;
  double best = MIN (MIN (width_of (nav) / columns, height_of (nav) / rows), 112);
  double left = t->x + (nav->extent[0] - 0.5) * t->zoom;
  double top = t->y + (nav->extent[1] - 0.5) * t->zoom;
  double right = t->x + (nav->extent[2] + 1.5) * t->zoom;
  double bottom = t->y + (nav->extent[3] + 1.5) * t->zoom;

  g_assert_cmpfloat (t->zoom, ==, bst_texture_cache_bucket (t->zoom));
  g_assert_cmpfloat (t->zoom, <=, best);
  g_assert_cmpfloat (bst_texture_cache_bucket_step (t->zoom, 1), >, best);
  g_assert_cmpfloat (left, >=, -1e-6);
  g_assert_cmpfloat (top, >=, -1e-6);
  g_assert_cmpfloat (right, <=, width_of (nav) + 1e-6);
  g_assert_cmpfloat (bottom, <=, height_of (nav) + 1e-6);
  g_assert_cmpfloat_with_epsilon (left, width_of (nav) - right, 1e-6);
  g_assert_cmpfloat_with_epsilon (top, height_of (nav) - bottom, 1e-6);
}

static void
test_fit (Navigation    *nav,
          gconstpointer  data)
{
  BstBoardTransform moved = { 40, 13, -7 };
  BstBoardTransform fitted;

  if (skip_without_display ())
    return;

  /* The first allocation fits the board. */
  g_assert_cmpint (gtk_widget_get_width (nav->area), ==, WIDTH);
  assert_fitted (nav);
  g_assert_true (bst_board_navigator_get_following (nav->navigator));
  fitted = *bst_board_navigator_get_transform (nav->navigator);

  /* Moved by hand, it no longer follows; fitting again goes back. */
  bst_board_navigator_set_transform (nav->navigator, &moved);
  g_assert_false (bst_board_navigator_get_following (nav->navigator));
  g_assert_cmpfloat (bst_board_navigator_get_zoom (nav->navigator), ==, 40);
  bst_board_navigator_zoom_to_fit (nav->navigator);
  g_assert_true (bst_board_navigator_get_following (nav->navigator));
  g_assert_cmpfloat (bst_board_navigator_get_transform (nav->navigator)->zoom, ==, fitted.zoom);
  g_assert_cmpfloat (bst_board_navigator_get_transform (nav->navigator)->x, ==, fitted.x);
  g_assert_cmpfloat (bst_board_navigator_get_transform (nav->navigator)->y, ==, fitted.y);

  /* A lone square is not blown up past the limit. */
  nav->extent[0] = nav->extent[1] = nav->extent[2] = nav->extent[3] = 0;
  bst_board_navigator_zoom_to_fit (nav->navigator);
  assert_fitted (nav);
  g_assert_cmpfloat (bst_board_navigator_get_zoom (nav->navigator), <=, 112);

  /* A board wider than the widget, off centre. */
  nav->extent[0] = 10;
  nav->extent[1] = -30;
  nav->extent[2] = 30;
  nav->extent[3] = -25;
  bst_board_navigator_zoom_to_fit (nav->navigator);
  assert_fitted (nav);

  /* While following, a board that grew is shown again. */
  nav->extent[2] = 40;
  bst_board_navigator_set_animation_speed (nav->navigator, 0);
  bst_board_navigator_follow (nav->navigator);
  assert_fitted (nav);
}

static void
assert_point_stays (const BstBoardTransform *before,
                    const BstBoardTransform *after,
                    double                   x,
                    double                   y)
{
  double bx, by, ax, ay;

  bst_board_transform_to_board (before, x, y, &bx, &by);
  bst_board_transform_to_board (after, x, y, &ax, &ay);
  /* The cursor's square is found in single precision (graphene). */
  g_assert_cmpfloat_with_epsilon (ax, bx, 1e-6);
  g_assert_cmpfloat_with_epsilon (ay, by, 1e-6);
}

static void
test_zoom_at (Navigation    *nav,
              gconstpointer  data)
{
  static const double points[][2] = { { 0, 0 }, { 320, 240 }, { 13.5, 470.25 }, { 600, 10 } };
  static const double zooms[] = { 16, 20, 50, 96, 200, 384, 1000, 1 };
  BstBoardTransform start = { 96.0, 310.0, -45.5 };
  BstBoardTransform before, after;
  guint changed, notifies;

  if (skip_without_display ())
    return;

  bst_board_navigator_set_transform (nav->navigator, &start);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    for (guint k = 0; k < G_N_ELEMENTS (zooms); k++)
      {
        double want = CLAMP (zooms[k], BST_BOARD_TRANSFORM_MIN_ZOOM,
                             BST_BOARD_TRANSFORM_MAX_ZOOM);

        before = *bst_board_navigator_get_transform (nav->navigator);
        bst_board_navigator_zoom_at (nav->navigator, zooms[k], points[i][0], points[i][1]);
        after = *bst_board_navigator_get_transform (nav->navigator);
        /* The point under the pointer stays under it, at the nearest level. */
        assert_point_stays (&before, &after, points[i][0], points[i][1]);
        g_assert_cmpfloat (after.zoom, ==, bst_texture_cache_bucket (after.zoom));
        g_assert_cmpfloat (after.zoom, >=, BST_BOARD_TRANSFORM_MIN_ZOOM);
        g_assert_cmpfloat (after.zoom, <=, BST_BOARD_TRANSFORM_MAX_ZOOM);
        g_assert_cmpfloat (fabs (after.zoom - want), <=,
                           fabs (bst_texture_cache_bucket_step (after.zoom, 1) - want));
        g_assert_cmpfloat (fabs (after.zoom - want), <=,
                           fabs (bst_texture_cache_bucket_step (after.zoom, -1) - want));
      }
  g_assert_false (bst_board_navigator_get_following (nav->navigator));

  /* A step closer about the keyboard's square: its middle stays put. */
  bst_board_navigator_zoom_at (nav->navigator, 64, 0, 0);
  bst_board_navigator_set_cursor (nav->navigator, 2, 3);
  before = *bst_board_navigator_get_transform (nav->navigator);
  bst_board_navigator_zoom_by (nav->navigator, 1);
  after = *bst_board_navigator_get_transform (nav->navigator);
  g_assert_cmpfloat (after.zoom, ==, bst_texture_cache_bucket_step (before.zoom, 1));
  assert_point_stays (&before, &after, before.x + 2.5 * before.zoom, before.y + 3.5 * before.zoom);

  /* Without the keyboard or the pointer, about the middle. */
  bst_board_navigator_unset_cursor (nav->navigator);
  before = after;
  bst_board_navigator_zoom_by (nav->navigator, -2);
  after = *bst_board_navigator_get_transform (nav->navigator);
  g_assert_cmpfloat (after.zoom, ==, bst_texture_cache_bucket_step (before.zoom, -2));
  assert_point_stays (&before, &after, width_of (nav) / 2, height_of (nav) / 2);

  /* "changed" on every move, notify::zoom only when the zoom changed. */
  changed = nav->n_changed;
  notifies = nav->n_zoom_notifies;
  after.x += 10;
  bst_board_navigator_set_transform (nav->navigator, &after);
  g_assert_cmpuint (nav->n_changed, ==, changed + 1);
  g_assert_cmpuint (nav->n_zoom_notifies, ==, notifies);
  bst_board_navigator_zoom_by (nav->navigator, 1);
  g_assert_cmpuint (nav->n_changed, ==, changed + 2);
  g_assert_cmpuint (nav->n_zoom_notifies, ==, notifies + 1);
}

static void
test_resize (Navigation    *nav,
             gconstpointer  data)
{
  BstBoardTransform moved = { 64, 100, 50 };
  BstBoardTransform before, after;
  double bx, by, ax, ay;

  if (skip_without_display ())
    return;

  /* Moved by hand, what was in the middle stays in the middle. */
  bst_board_navigator_set_transform (nav->navigator, &moved);
  before = *bst_board_navigator_get_transform (nav->navigator);
  bst_board_transform_to_board (&before, width_of (nav) / 2, height_of (nav) / 2, &bx, &by);
  gtk_window_set_default_size (GTK_WINDOW (nav->window), 400, 300);
  while (gtk_widget_get_width (nav->area) == WIDTH)
    g_main_context_iteration (NULL, TRUE);
  after = *bst_board_navigator_get_transform (nav->navigator);
  bst_board_transform_to_board (&after, width_of (nav) / 2, height_of (nav) / 2, &ax, &ay);
  g_assert_cmpfloat (after.zoom, ==, before.zoom);
  g_assert_cmpfloat_with_epsilon (ax, bx, 1e-9);
  g_assert_cmpfloat_with_epsilon (ay, by, 1e-9);

  /* Following, the whole board stays in view. */
  bst_board_navigator_zoom_to_fit (nav->navigator);
  gtk_window_set_default_size (GTK_WINDOW (nav->window), 240, 200);
  while (gtk_widget_get_width (nav->area) == 400)
    g_main_context_iteration (NULL, TRUE);
  assert_fitted (nav);
}

/* The glide's path: from one end to the other, the zoom by equal ratios
 * and the middle of the widget in a straight line, quickly at first. */
static void
test_glide_path (void)
{
  BstBoardTransform from = { 32, 100, -40 }, to = { 128, -300, 75 };
  BstBoardTransform t, half;
  double fx, fy, tx, ty, hx, hy, eased;

  bst_board_glide_interpolate (&from, &to, WIDTH, HEIGHT, 0, &t);
  g_assert_cmpfloat_with_epsilon (t.zoom, from.zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (t.x, from.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (t.y, from.y, 1e-9);
  bst_board_glide_interpolate (&from, &to, WIDTH, HEIGHT, 1, &t);
  g_assert_cmpfloat_with_epsilon (t.zoom, to.zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (t.x, to.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (t.y, to.y, 1e-9);

  bst_board_glide_interpolate (&from, &to, WIDTH, HEIGHT, 0.5, &half);
  eased = log (half.zoom / from.zoom) / log (to.zoom / from.zoom);
  g_assert_cmpfloat (eased, >, 0.5);
  g_assert_cmpfloat (eased, <, 1);
  bst_board_transform_to_board (&from, WIDTH / 2.0, HEIGHT / 2.0, &fx, &fy);
  bst_board_transform_to_board (&to, WIDTH / 2.0, HEIGHT / 2.0, &tx, &ty);
  bst_board_transform_to_board (&half, WIDTH / 2.0, HEIGHT / 2.0, &hx, &hy);
  g_assert_cmpfloat_with_epsilon (hx, fx + (tx - fx) * eased, 1e-9);
  g_assert_cmpfloat_with_epsilon (hy, fy + (ty - fy) * eased, 1e-9);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  g_test_add ("/gui/board-navigator/fit", Navigation, NULL,
              navigation_setup, test_fit, navigation_teardown);
  g_test_add ("/gui/board-navigator/zoom-at", Navigation, NULL,
              navigation_setup, test_zoom_at, navigation_teardown);
  g_test_add ("/gui/board-navigator/resize", Navigation, NULL,
              navigation_setup, test_resize, navigation_teardown);
  g_test_add_func ("/gui/board-navigator/glide-path", test_glide_path);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-challenge-list.h"
#include "bst-challenge-window.h"
#include "bst-learn-browser.h"
#include "bst-learn-entry.h"
#include "bst-tutorial-window.h"

/* The browser the puzzle pack and the solo challenges share, and the
 * learning windows as the window's menu opens them. */

static void
count_cb (gpointer  instance,
          gpointer  data,
          gpointer  user_data)
{
  (*(guint *) user_data)++;
}

/* The browser's settings notify when they change, and only then. */
static void
test_browser_notify (void)
{
  GtkWidget *browser = g_object_ref_sink (bst_learn_browser_new ());

  bst_test_assert_explicit_notify (browser);
  g_assert_finalize_object (browser);
}

static void
test_entry_notify (void)
{
  g_autoptr (BstLearnEntry) entry = bst_learn_entry_new ("01-road", "Close the road", "Roads");
  guint done = 0, result = 0, difficulty = 0;

  g_signal_connect (entry, "notify::done", G_CALLBACK (count_cb), &done);
  g_signal_connect (entry, "notify::result", G_CALLBACK (count_cb), &result);
  g_signal_connect (entry, "notify::difficulty", G_CALLBACK (count_cb), &difficulty);

  g_assert_cmpstr (bst_learn_entry_get_id (entry), ==, "01-road");
  g_assert_cmpstr (bst_learn_entry_get_title (entry), ==, "Close the road");
  g_assert_cmpstr (bst_learn_entry_get_subtitle (entry), ==, "Roads");

  bst_learn_entry_set_done (entry, TRUE);
  bst_learn_entry_set_done (entry, TRUE);
  g_assert_true (bst_learn_entry_get_done (entry));
  g_assert_cmpuint (done, ==, 1);

  bst_learn_entry_set_result (entry, "6 points");
  bst_learn_entry_set_result (entry, "6 points");
  bst_learn_entry_set_result (entry, NULL);
  g_assert_null (bst_learn_entry_get_result (entry));
  g_assert_cmpuint (result, ==, 2);

  bst_learn_entry_set_difficulty (entry, 2);
  bst_learn_entry_set_difficulty (entry, 2);
  g_assert_cmpuint (bst_learn_entry_get_difficulty (entry), ==, 2);
  g_assert_cmpuint (difficulty, ==, 1);
}

/* The visible image with icon @icon_name inside @root, or NULL. */
static gboolean
is_shown_icon (GtkWidget     *widget,
               gconstpointer  icon_name)
{
  return GTK_IS_IMAGE (widget) && gtk_widget_get_visible (widget)
         && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), icon_name) == 0;
}

static GtkWidget *
find_icon (GtkWidget  *root,
           const char *icon_name)
{
  return find_descendant (root, is_shown_icon, icon_name);
}

static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root)
      && g_strcmp0 (gtk_label_get_label (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

static GtkWidget *
nth_row (BstLearnBrowser *browser,
         guint            n)
{
  GtkWidget *list = gtk_widget_get_first_child (GTK_WIDGET (browser));

  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) n));
}

static void
position_cb (BstLearnBrowser *browser,
             guint            position,
             gpointer         user_data)
{
  *(guint *) user_data = position;
}

static void
test_browser_rows (void)
{
  g_autoptr (GListStore) store = g_list_store_new (BST_TYPE_LEARN_ENTRY);
  GtkWidget *widget = g_object_ref_sink (bst_learn_browser_new ());
  BstLearnBrowser *browser = BST_LEARN_BROWSER (widget);
  guint activated = G_MAXUINT, notified = 0;

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("entry-%u", i);
      g_autoptr (BstLearnEntry) entry = bst_learn_entry_new (id, id, NULL);

      g_list_store_append (store, entry);
    }
  g_signal_connect (widget, "notify::model", G_CALLBACK (count_cb), &notified);
  bst_learn_browser_set_numbered (browser, TRUE);
  bst_learn_browser_set_model (browser, G_LIST_MODEL (store));
  bst_learn_browser_set_model (browser, G_LIST_MODEL (store));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_nonnull (nth_row (browser, 2));
  g_assert_null (nth_row (browser, 3));
  g_assert_true (has_label (nth_row (browser, 1), "2"));

  /* A row follows its entry; the mark takes the arrow's place. */
  {
    g_autoptr (BstLearnEntry) second = g_list_model_get_item (G_LIST_MODEL (store), 1);

    g_assert_nonnull (find_icon (nth_row (browser, 1), "go-next-symbolic"));
    g_assert_null (find_icon (nth_row (browser, 1), "emblem-ok-symbolic"));
    bst_learn_entry_set_done (second, TRUE);
    bst_learn_entry_set_result (second, "9 points");
    g_assert_nonnull (find_icon (nth_row (browser, 1), "emblem-ok-symbolic"));
    g_assert_null (find_icon (nth_row (browser, 1), "go-next-symbolic"));
    g_assert_true (has_label (nth_row (browser, 1), "9 points"));
    g_assert_cmpuint (bst_learn_browser_count_done (browser), ==, 1);

    /* Worth playing again: the arrow stays beside the mark. */
    bst_learn_browser_set_replayable (browser, TRUE);
    g_assert_nonnull (find_icon (nth_row (browser, 1), "emblem-ok-symbolic"));
    g_assert_nonnull (find_icon (nth_row (browser, 1), "go-next-symbolic"));
  }

  /* Out of a window a row cannot take the focus, so the list says it was
   * activated. */
  g_signal_connect (widget, "activate", G_CALLBACK (position_cb), &activated);
  g_signal_emit_by_name (gtk_widget_get_first_child (widget), "row-activated",
                         nth_row (browser, 2));
  g_assert_cmpuint (activated, ==, 2);

  g_assert_finalize_object (widget);
}

/* The one toplevel of @type, failing when there are more. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        {
          g_assert_null (found);
          found = window;
        }
    }
  return found;
}

static void
assert_learning_window (GtkWindow  *window,
                        Fixture    *fixture,
                        const char *title)
{
  int width, height;

  g_assert_nonnull (window);
  g_assert_cmpstr (gtk_window_get_title (window), ==, title);
  g_assert_true (gtk_window_get_transient_for (window) == GTK_WINDOW (fixture->window));
  g_assert_false (gtk_window_get_modal (window));
  gtk_window_get_default_size (window, &width, &height);
  g_assert_cmpint (width, ==, 1100);
  g_assert_cmpint (height, ==, 760);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
}

static void
test_windows (Fixture       *fixture,
              gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWindow *tutorial, *challenges;
  GtkWidget *list, *stack;
  BstLearnBrowser *browser;

  g_assert_null (find_toplevel (BST_TYPE_TUTORIAL_WINDOW));
  g_assert_true (gtk_widget_activate_action (window, "win.tutorial", NULL));
  iterate ();
  tutorial = find_toplevel (BST_TYPE_TUTORIAL_WINDOW);
  assert_learning_window (tutorial, fixture, "Tutorial");
  g_assert_nonnull (bst_tutorial_window_get_view (BST_TUTORIAL_WINDOW (tutorial)));
  /* Asked again, the same window comes forward. */
  g_assert_true (gtk_widget_activate_action (window, "win.tutorial", NULL));
  iterate ();
  g_assert_true (find_toplevel (BST_TYPE_TUTORIAL_WINDOW) == tutorial);

  g_assert_true (gtk_widget_activate_action (window, "win.challenges", NULL));
  iterate ();
  challenges = find_toplevel (BST_TYPE_CHALLENGE_WINDOW);
  assert_learning_window (challenges, fixture, "Solo Challenges");

  /* A challenge opens from the list, and leaving it goes back there. */
  list = find_widget (GTK_WIDGET (challenges), BST_TYPE_CHALLENGE_LIST);
  g_assert_nonnull (list);
  stack = gtk_widget_get_parent (list);
  g_assert_true (GTK_IS_STACK (stack));
  browser = BST_LEARN_BROWSER (find_widget (list, BST_TYPE_LEARN_BROWSER));
  g_assert_nonnull (browser);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");
  g_assert_true (has_label (nth_row (browser, 0), "Not yet played"));
  gtk_widget_activate (nth_row (browser, 0));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "challenge");
  g_assert_true (gtk_widget_activate_action (gtk_stack_get_child_by_name (GTK_STACK (stack),
                                                                          "challenge"),
                                             "challenge.leave", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");

  /* They go with the game window. */
  g_object_add_weak_pointer (G_OBJECT (tutorial), (gpointer *) &tutorial);
  g_object_add_weak_pointer (G_OBJECT (challenges), (gpointer *) &challenges);
  fixture_close_window (fixture);
  g_assert_null (tutorial);
  g_assert_null (challenges);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  g_test_add_func ("/gui/learn/entry/notify", test_entry_notify);
  g_test_add_func ("/gui/learn/browser/notify", test_browser_notify);
  if (have_display)
    g_test_add_func ("/gui/learn/browser/rows", test_browser_rows);
  add_window_test ("/gui/learn/windows", test_windows);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-after-frame.h"
#include "bst-gui-test-utils.h"

typedef struct {
  guint          calls;
  gint64         frame;   /* the frame counter when called */
  GdkFrameClock *clock;
} Record;

static void
record_cb (gpointer data)
{
  Record *record = data;

  record->calls++;
  record->frame = record->clock ? gdk_frame_clock_get_frame_counter (record->clock) : -1;
}

/* Off screen there is no frame to wait for: the call comes at once. */
static void
test_unmapped (void)
{
  GtkWidget *label;
  BstAfterFrame after = { 0 };
  Record record = { 0 };

  label = g_object_ref_sink (gtk_label_new ("x"));

  bst_after_frame_queue (&after, label, record_cb, &record);
  g_assert_cmpuint (record.calls, ==, 1);
  g_assert_false (bst_after_frame_is_queued (&after));
  g_object_unref (label);
}

/* On screen the call waits for the frame in progress, comes once however
 * often it was asked for, and not at all once cancelled. */
static void
test_mapped (void)
{
  GtkWidget *window, *label;
  BstAfterFrame after = { 0 };
  Record record = { 0 };
  gint64 asked;

  window = gtk_window_new ();
  label = gtk_label_new ("x");

  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (label))
    g_main_context_iteration (NULL, TRUE);
  record.clock = gtk_widget_get_frame_clock (label);
  wait_for_frames (label, 1);

  asked = gdk_frame_clock_get_frame_counter (record.clock);
  bst_after_frame_queue (&after, label, record_cb, &record);
  bst_after_frame_queue (&after, label, record_cb, &record);
  g_assert_cmpuint (record.calls, ==, 0);
  g_assert_true (bst_after_frame_is_queued (&after));
  wait_for_frames (label, 3);
  g_assert_cmpuint (record.calls, ==, 1);
  g_assert_cmpint (record.frame, ==, asked + 1);
  g_assert_false (bst_after_frame_is_queued (&after));

  bst_after_frame_queue (&after, label, record_cb, &record);
  bst_after_frame_cancel (&after);
  g_assert_false (bst_after_frame_is_queued (&after));
  wait_for_frames (label, 2);
  g_assert_cmpuint (record.calls, ==, 1);

  /* A window that goes away takes the waiting call with it. */
  bst_after_frame_queue (&after, label, record_cb, &record);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_false (bst_after_frame_is_queued (&after));
  bst_after_frame_cancel (&after);
  g_assert_cmpuint (record.calls, ==, 1);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_display_test ("/gui/after-frame/unmapped", test_unmapped);
  add_display_test ("/gui/after-frame/mapped", test_mapped);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-meeple-icon.h"

/* The colour notifies when it changes, and only then. */
static void
test_notify (void)
{
  GtkWidget *icon;

  icon = g_object_ref_sink (bst_meeple_icon_new (0));
  bst_test_assert_explicit_notify (icon);
  g_assert_finalize_object (icon);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  add_display_test ("/gui/meeple-icon/notify", test_notify);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-tile-image.h"

/* The tile and its rotation notify when they change, and only then. */
static void
test_notify (void)
{
  GtkWidget *image;

  image = g_object_ref_sink (bst_tile_image_new ());
  bst_test_assert_explicit_notify (image);
  g_assert_finalize_object (image);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  add_display_test ("/gui/tile-image/notify", test_notify);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-preferences-window.h"

/* How many outlines the board draws: legal squares, the last tile, and
 * with tile borders on, every tile. */
static guint
count_outlines (GtkWidget *board)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GBytes) bytes = NULL;
  const char *text;
  guint n = 0;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (board),
                          gtk_widget_get_height (board));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  bytes = gsk_render_node_serialize (node);
  text = g_bytes_get_data (bytes, NULL);
  for (const char *at = text; (at = strstr (at, "border {")) != NULL; at++)
    n++;
  return n;
}

static gboolean
borders_chosen (Fixture *fixture)
{
  return g_settings_get_boolean (fixture->settings, "tile-borders");
}

/* The Preferences' switch outlines every tile on the board, and only then. */
static void
test_board_frame_tile_borders (Fixture       *fixture,
                               gconstpointer  data)
{
  BstGame *game = play_opening (fixture, "1234", 5);
  GtkWidget *board = GTK_WIDGET (bst_window_get_board_view (fixture->window));
  BstPreferencesWindow *prefs;
  guint before, after;

  g_assert_false (g_settings_get_boolean (fixture->settings, "tile-borders"));
  /* Every tile in sight. */
  g_assert_true (gtk_widget_activate_action (board, "board.zoom-fit", NULL));
  wait_for_frames (board, 2);
  before = count_outlines (board);

  prefs = bst_preferences_window_new (fixture->settings);
  g_object_add_weak_pointer (G_OBJECT (prefs), (gpointer *) &prefs);
  gtk_window_present (GTK_WINDOW (prefs));
  iterate ();
  gtk_widget_activate (find_widget (GTK_WIDGET (find_row (GTK_WIDGET (prefs), "_Tile Borders")),
                                   GTK_TYPE_SWITCH));
  /* The switch slides over before it is on. */
  wait_until (borders_chosen, fixture);
  gtk_window_destroy (GTK_WINDOW (prefs));
  iterate ();
  g_assert_null (prefs);

  wait_for_frames (board, 2);
  after = count_outlines (board);
  g_assert_cmpuint (after, >, before);

  /* Off again, the board loses one outline a tile, and nothing else (the
   * focus, back from the Preferences, may draw one of its own). */
  g_settings_set_boolean (fixture->settings, "tile-borders", FALSE);
  wait_for_frames (board, 2);
  g_assert_cmpuint (count_outlines (board) + bst_game_get_state (game)->n_tiles, ==, after);
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);

  add_window_test ("/gui/board-frame/tile-borders", test_board_frame_tile_borders);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-meeple-preview.h"

/* The line the side panel should show for @preview: the oracle the panel's
 * wording is checked against, in English. */
static char *
expected_line (const BstMeeplePreview *preview)
{
  static const char *const leads[] = {
    [BST_FEATURE_ROAD] = "Thief on this road",
    [BST_FEATURE_CITY] = "Knight on this city",
    [BST_FEATURE_MONASTERY] = "Monk in this monastery",
    [BST_FEATURE_FIELD] = "Farmer in this field",
  };
  const char *lead = leads[preview->kind];

  if (preview->complete)
    return g_strdup_printf ("%s: %u point%s now", lead, preview->now_points,
                            preview->now_points == 1 ? "" : "s");
  if (!preview->scores_now)
    return g_strdup_printf ("%s: %u point%s at the end if the game ended now", lead,
                            preview->end_points, preview->end_points == 1 ? "" : "s");
  return g_strdup_printf ("%s: %u if finished as it is, %u point%s at the end "
                          "if the game ended now", lead, preview->now_points,
                          preview->end_points, preview->end_points == 1 ? "" : "s");
}

static gboolean
named (GtkWidget     *widget,
       gconstpointer  data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

/* Each meeple target of the tile put down shows its line under the tile;
 * nothing is played by looking, and the line goes with the tile. */
static void
test_target_line (Fixture      *fixture,
                  gconstpointer data)
{
  BstGame *game = play_opening (fixture, "11", 0);
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  GtkWidget *root = GTK_WIDGET (fixture->window);
  const BstState *state = bst_game_get_state (game);
  gint16 scores[BST_MAX_PLAYERS];
  gint8 segments[BST_MAX_SEGMENTS];
  BstMove pending;
  GtkWidget *line;
  guint n_targets;

  (void) data;
  memcpy (scores, state->scores, sizeof scores);
  place_tile (board, game, 0);
  iterate ();
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpint (pending.segment, ==, BST_NO_SEGMENT);
  g_assert_false (shows_label (root, "Knight on this city"));

  n_targets = bst_state_meeple_options (state, &pending, segments);
  g_assert_cmpuint (n_targets, >, 0);
  for (guint i = 0; i < n_targets; i++)
    {
      BstMeeplePreview preview;
      g_autofree char *text = NULL;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.meeple", "i", i));
      iterate ();
      g_assert_true (bst_board_view_get_pending_move (board, &pending));
      g_assert_cmpint (pending.segment, ==, segments[i]);
      g_assert_true (bst_meeple_preview (state, &pending, &preview));
      text = expected_line (&preview);
      g_test_message ("target %u: %s", i, text);
      g_assert_true (shows_label (root, text));
    }

  g_assert_cmpuint (bst_game_get_n_moves (game), ==, 0);
  g_assert_cmpmem (state->scores, sizeof scores, scores, sizeof scores);

  g_assert_true (gtk_widget_activate_action (root, "game.take-back", NULL));
  iterate ();
  g_assert_false (bst_board_view_get_pending_move (board, &pending));
  line = find_descendant (root, named, "move-preview");
  g_assert_nonnull (line);
  g_assert_false (gtk_widget_get_visible (line));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (line)), ==, "");
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);
  g_test_add ("/gui/window-preview/target-line", Fixture, NULL, fixture_set_up,
              test_target_line, fixture_tear_down);
  return g_test_run ();
}

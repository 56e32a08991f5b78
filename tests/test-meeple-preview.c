/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-meeple-preview.h"
#include "bst-rule-set.h"
#include "bst-test-utils.h"

/* The start tile's city faces north; @in_hand goes above it, turned so
 * that its city faces south into it. */
static void
city_below (BstState *state, char in_hand, BstMove *move)
{
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'D', 0, 0, 0);
  bst_state_bag_add (state, BST_TILE ('U'));
  bst_state_bag_add (state, BST_TILE (in_hand));
  state->fixed_order = TRUE;
  bst_state_start_turn (state);
  g_assert_cmpuint (state->hand[0], ==, BST_TILE (in_hand));

  *move = (BstMove) {
    .tile = BST_TILE (in_hand), .x = 0, .y = -1, .rotation = 2,
    .segment = (gint8) bst_test_segment_of_kind (BST_TILE (in_hand), BST_FEATURE_CITY),
    .kind = BST_MOVE_PLACE,
  };
}

/* The preview of a knight on @in_hand's city, put down by city_below();
 * the state is checked to be only looked at. */
static void
preview_city (char in_hand, BstMeeplePreview *preview)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstMove move;

  city_below (state, in_hand, &move);
  g_assert_true (bst_meeple_preview (state, &move, preview));
  g_assert_cmpint (preview->kind, ==, BST_FEATURE_CITY);
  g_assert_true (preview->scores_now);
  g_assert_cmpuint (preview->owners, ==, 1 << 0);
  g_assert_cmpuint (state->n_tiles, ==, 1);
  g_assert_cmpuint (state->n_meeples, ==, 0);
  g_assert_cmpint (state->scores[0], ==, 0);
}

/* A knight on a city of two tiles: open east and west with a pennant,
 * then closed. A closed one scores during play and the knight comes home,
 * so it brings nothing more at the end. */
static void
test_city (void)
{
  static const struct {
    char     in_hand;
    gboolean complete;
    guint    now_points;
    guint    end_points;
  } cases[] = {
    { 'Q', FALSE, 6, 3 },
    { 'E', TRUE, 4, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BstMeeplePreview preview;

      preview_city (cases[i].in_hand, &preview);
      g_assert_cmpint (preview.complete, ==, cases[i].complete);
      g_assert_cmpuint (preview.now_points, ==, cases[i].now_points);
      g_assert_cmpuint (preview.end_points, ==, cases[i].end_points);
    }
}

static void
test_no_target (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstMeeplePreview preview;
  BstMove move;

  city_below (state, 'E', &move);
  move.segment = BST_NO_SEGMENT;
  g_assert_false (bst_meeple_preview (state, &move, &preview));
  /* The start tile's knight holds the city the new one closes. */
  city_below (state, 'E', &move);
  g_assert_true (bst_state_put_meeple (state, 1, 0, 0, NULL));
  g_assert_false (bst_meeple_preview (state, &move, &preview));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/meeple-preview/city", test_city);
  g_test_add_func ("/meeple-preview/no-target", test_no_target);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-puzzle.h"
#include "bst-test-utils.h"

/* Puzzles that are valid but poor: several answers, nothing to find. */

static void
init_state (BstState *state)
{
  BstRuleSet rules;
  g_autoptr (GError) error = NULL;

  bst_rule_set_init_default (&rules);
  rules.farmers = FALSE;
  bst_state_init_empty (state, &rules);
  g_assert_true (bst_state_put_tile (state, BST_START_TILE, 0, 0, 0, &error));
  g_assert_no_error (error);
}

/* Red to move with E in hand and two knights in two city caps, each closed
 * by E in one place: two placements worth 4 points. */
static BstPuzzle *
two_answers (gboolean fixed_order)
{
  g_autoptr (BstPosition) position = bst_test_two_equal_moves (fixed_order, 2);
  BstPuzzle *puzzle;

  puzzle = bst_puzzle_new (position);
  bst_puzzle_set_best_move (puzzle, fixed_order ? BST_PUZZLE_MEASURE_MARGIN
                                                : BST_PUZZLE_MEASURE_POINTS);
  return puzzle;
}

/* The start tile alone, a straight road in hand: nothing closes this turn. */
static BstPuzzle *
nothing_to_score (void)
{
  g_autoptr (BstPosition) position = NULL;
  BstPuzzle *puzzle;
  BstState state;

  init_state (&state);
  state.hand[0] = BST_TILE ('U');
  state.n_hand = 1;
  bst_state_bag_fill_remaining (&state);
  position = bst_position_new_from_state (&state, bst_test_players);
  puzzle = bst_puzzle_new (position);
  bst_puzzle_set_best_move (puzzle, BST_PUZZLE_MEASURE_POINTS);
  return puzzle;
}

static GArray *
quality (BstPuzzle *puzzle)
{
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) error = NULL;

  solution = bst_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  return bst_puzzle_solution_quality (solution,
                                      bst_position_get_state (bst_puzzle_get_position (puzzle)),
                                      bst_puzzle_get_measure (puzzle));
}

static char *
describe (BstPuzzle *puzzle, GArray *warnings, guint i)
{
  return bst_puzzle_warning_to_string (&g_array_index (warnings, BstPuzzleWarning, i),
                                       bst_puzzle_get_measure (puzzle));
}

static void
test_several_answers (void)
{
  g_autoptr (BstPuzzle) puzzle = two_answers (FALSE);
  g_autoptr (GArray) warnings = quality (puzzle);
  g_autofree char *text = NULL;
  const BstPuzzleWarning *w;

  g_assert_cmpuint (warnings->len, ==, 1);
  w = &g_array_index (warnings, BstPuzzleWarning, 0);
  g_assert_cmpint (w->code, ==, BST_PUZZLE_WARNING_SEVERAL_ANSWERS);
  g_assert_cmpuint (w->placements, ==, 2);
  g_assert_cmpuint (w->moves, ==, 2);
  g_assert_cmpint (w->value, ==, 4);
  g_assert_cmpstr (bst_puzzle_warning_code_name (w->code), ==, "several-answers");
  text = describe (puzzle, warnings, 0);
  g_assert_cmpstr (text, ==, "2 placements score the most: 4 points each. "
                             "A puzzle should have one answer.");

  /* By final lead, with no tile after, the same two placements tie. */
  {
    g_autoptr (BstPuzzle) margin = two_answers (TRUE);
    g_autoptr (GArray) by_margin = NULL;
    g_autofree char *margin_text = NULL;

    by_margin = quality (margin);
    g_assert_cmpuint (by_margin->len, ==, 1);
    g_assert_cmpint (g_array_index (by_margin, BstPuzzleWarning, 0).code, ==,
                     BST_PUZZLE_WARNING_SEVERAL_ANSWERS);
    margin_text = describe (margin, by_margin, 0);
    g_assert_nonnull (strstr (margin_text, "give the best final lead"));
  }
}

static void
test_best_worth_nothing (void)
{
  g_autoptr (BstPuzzle) puzzle = nothing_to_score ();
  g_autoptr (GArray) warnings = quality (puzzle);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  const BstPuzzleWarning *w;

  /* One warning, not also "several answers": nothing to score is the cause. */
  g_assert_cmpuint (warnings->len, ==, 1);
  w = &g_array_index (warnings, BstPuzzleWarning, 0);
  g_assert_cmpint (w->code, ==, BST_PUZZLE_WARNING_BEST_WORTH_NOTHING);
  g_assert_cmpint (w->value, ==, 0);
  g_assert_cmpuint (w->placements, >, 1);
  g_assert_cmpuint (w->moves, >=, w->placements);
  text = describe (puzzle, warnings, 0);
  expected = g_strdup_printf ("The best move is worth 0 points: none of the %u moves scores "
                              "anything this turn, so there is nothing to find.", w->moves);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_scores_all_zero (void)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GArray) warnings = NULL;
  g_autofree char *text = NULL;
  BstState state;

  init_state (&state);
  bst_state_bag_fill_remaining (&state);
  position = bst_position_new_from_state (&state, bst_test_players);
  puzzle = bst_puzzle_new (position);
  bst_puzzle_set_score_it (puzzle);
  warnings = quality (puzzle);
  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_cmpint (g_array_index (warnings, BstPuzzleWarning, 0).code, ==,
                   BST_PUZZLE_WARNING_SCORES_ALL_ZERO);
  text = describe (puzzle, warnings, 0);
  g_assert_cmpstr (text, ==, "The final scoring gives every player 0 points, so there is "
                             "nothing to count.");

  /* Scores from earlier turns do not make the final scoring count anything. */
  {
    g_autoptr (BstPosition) scored = NULL;
    g_autoptr (BstPuzzle) later = NULL;
    g_autoptr (GArray) later_warnings = NULL;

    state.scores[0] = 12;
    state.scores[1] = 7;
    scored = bst_position_new_from_state (&state, bst_test_players);
    later = bst_puzzle_new (scored);
    bst_puzzle_set_score_it (later);
    later_warnings = quality (later);
    g_assert_cmpuint (later_warnings->len, ==, 1);
  }

  /* A knight in the unfinished start city: 1 point, something to count. */
  {
    g_autoptr (BstPosition) knight = NULL;
    g_autoptr (BstPuzzle) counted = NULL;
    g_autoptr (GArray) none = NULL;
    g_autoptr (GError) error = NULL;

    g_assert_true (bst_state_put_meeple (&state, 0, 0, 0, &error));
    g_assert_no_error (error);
    knight = bst_position_new_from_state (&state, bst_test_players);
    counted = bst_puzzle_new (knight);
    bst_puzzle_set_score_it (counted);
    none = quality (counted);
    g_assert_cmpuint (none->len, ==, 0);
  }
}

/* Good puzzles say nothing; meeples that add nothing are one answer. */
static void
test_good (void)
{
  static const char *const good[] = {
    "12-claim-as-you-close.bastide",    /* one move */
    "05-small-city.bastide",            /* one placement, four meeple choices */
    "03-crossroads.bastide",            /* score-it */
    "24-hole-bonus.bastide",            /* margin */
    "14-meeples-home.bastide",          /* reach-goal */
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (BstPuzzle) puzzle = bst_test_load_pack_puzzle (good[i]);
      g_autoptr (GArray) warnings = quality (puzzle);

      g_test_message ("%s", good[i]);
      g_assert_cmpuint (warnings->len, ==, 0);
    }
}

/* Which of the shipped puzzles are poor ones: a change of the pack that
 * adds one shows here. */
static void
test_pack (void)
{
  g_autofree char *dir_path = bst_test_pack_path (NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr (GPtrArray) warned = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr (BstPuzzle) puzzle = NULL;
      g_autoptr (GArray) warnings = NULL;

      if (!g_str_has_suffix (name, ".bastide"))
        continue;
      puzzle = bst_test_load_pack_puzzle (name);
      warnings = quality (puzzle);
      n++;
      for (guint i = 0; i < warnings->len; i++)
        {
          g_autofree char *text = describe (puzzle, warnings, i);

          g_test_message ("%s: %s", name, text);
        }
      if (warnings->len > 0)
        g_ptr_array_add (warned, g_strdup (name));
    }
  g_ptr_array_add (warned, NULL);
  list = g_strjoinv (" ", (char **) warned->pdata);
  g_assert_cmpuint (n, >=, 24);
  g_assert_cmpstr (list, ==, "06-small-city-first-edition.bastide");
}

typedef struct {
  const char *title;
  const char *fallback;
  const char *expected;
} FileName;

static void
test_file_name (void)
{
  static const FileName cases[] = {
    { "Close the road", "puzzle", "close-the-road.bastide" },
    { "Twelve points?", "puzzle", "twelve-points.bastide" },
    { "  Ann’s city, and Bob's road!  ", "puzzle", "anns-city-and-bobs-road.bastide" },
    { "Über den Fluss", "puzzle", "über-den-fluss.bastide" },
    { "Город и поле", "puzzle", "город-и-поле.bastide" },
    /* Decomposed accents are composed, so the name is the same either way. */
    { "Chloe\xcc\x81", "puzzle", "chloé.bastide" },
    { "../../etc/passwd", "puzzle", "etc-passwd.bastide" },
    { "a/b\\c:d*e\"f<g>h|i", "puzzle", "a-b-c-d-e-f-g-h-i.bastide" },
    { ".hidden", "puzzle", "hidden.bastide" },
    { "Two — three – four", "puzzle", "two-three-four.bastide" },
    { "Tab\tand\nnewline", "puzzle", "tab-and-newline.bastide" },
    { "🏰", "puzzle", "puzzle.bastide" },
    { "", "puzzle", "puzzle.bastide" },
    { NULL, "position", "position.bastide" },
    { "", "Meine Stellung", "meine-stellung.bastide" },
    { "", "", "puzzle.bastide" },
    { "\xff\xfe not UTF-8", "puzzle", "puzzle.bastide" },
    { "12 × 3", "puzzle", "12-3.bastide" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = bst_puzzle_file_name_for_title (cases[i].title, cases[i].fallback);

      g_test_message ("case %u: %s", i, cases[i].expected);
      g_assert_cmpstr (name, ==, cases[i].expected);
    }

  /* A long title is cut at a word's end... or mid-word, but never past the limit. */
  {
    g_autoptr (GString) title = g_string_new (NULL);
    g_autofree char *name = NULL;

    for (guint i = 0; i < 40; i++)
      g_string_append (title, "château ");
    name = bst_puzzle_file_name_for_title (title->str, "puzzle");
    g_assert_true (g_str_has_suffix (name, ".bastide"));
    g_assert_cmpuint (g_utf8_strlen (name, -1), ==, BST_PUZZLE_MAX_FILE_STEM + strlen (".bastide"));
    g_assert_false (strstr (name, "-.bastide"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/puzzle-quality/several-answers", test_several_answers);
  g_test_add_func ("/engine/puzzle-quality/best-worth-nothing", test_best_worth_nothing);
  g_test_add_func ("/engine/puzzle-quality/scores-all-zero", test_scores_all_zero);
  g_test_add_func ("/engine/puzzle-quality/good", test_good);
  g_test_add_func ("/engine/puzzle-quality/pack", test_pack);
  g_test_add_func ("/engine/puzzle-quality/file-name", test_file_name);

  return g_test_run ();
}

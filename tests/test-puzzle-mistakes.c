/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Puzzles from a reviewed game's mistakes: a blunder that leaves a city
 * open gives a best-move puzzle whose answer is closing it, verified by
 * the solver; a good move gives none, nor one whose better move in the
 * review is not the puzzle's answer; and the My Mistakes pack keeps them,
 * once each, skips a file that does not load and removes a solved one. */

#include <glib/gstdio.h>
#include <string.h>

#include "bst-ai-review.h"
#include "bst-mistake-pack.h"
#include "bst-notation.h"
#include "bst-puzzle-mistakes.h"
#include "bst-test-utils.h"

/* Enough for the review to find the close, and quick. */
#define TEST_ITERATIONS 200

/* The puzzles of @played on the city to close, reviewed for player 0;
 * with @better, the review names that move as the better one instead of
 * the one it found. */
static GPtrArray *
mistakes_with_better (const char *played, const char *better, guint max_puzzles)
{
  g_autofree BstState *start = g_new (BstState, 1);
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autoptr (BstReview) review = NULL;
  g_autoptr (GError) error = NULL;
  BstReviewOptions options;
  GPtrArray *puzzles;
  BstMove m;

  bst_test_city_to_close (start);
  m = bst_test_parse_move (played);
  g_array_append_val (moves, m);
  bst_review_options_init (&options);
  options.iterations = TEST_ITERATIONS;
  options.seed = 7;
  review = bst_review_run (start, moves, &options, NULL, &error);
  g_assert_no_error (error);
  if (better)
    g_array_index (review->moves, BstReviewMove, 0).best = bst_test_parse_move (better);

  puzzles = bst_puzzle_mistakes_collect (start, moves, review, 0, max_puzzles, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  return puzzles;
}

static GPtrArray *
mistakes_of (const char *played, guint max_puzzles)
{
  return mistakes_with_better (played, NULL, max_puzzles);
}

static void
assert_verdict (BstPuzzle *puzzle, const char *text, gboolean correct)
{
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  g_autoptr (GError) error = NULL;
  BstMove move;

  move = bst_test_parse_move (text);
  verdict = bst_puzzle_check_move (puzzle, &move, &error);
  g_assert_no_error (error);
  g_assert_cmpint (verdict->correct, ==, correct);
}

static void
test_blunder_makes_puzzle (void)
{
  g_autoptr (GPtrArray) puzzles = mistakes_of ("E 0 1 2", BST_PUZZLE_MISTAKES_DEFAULT_MAX);
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) error = NULL;
  BstPuzzle *puzzle;

  g_assert_cmpuint (puzzles->len, ==, 1);
  puzzle = g_ptr_array_index (puzzles, 0);
  g_test_message ("%s: %s", bst_puzzle_get_title (puzzle), bst_puzzle_get_description (puzzle));

  g_assert_cmpint (bst_puzzle_get_kind (puzzle), ==, BST_PUZZLE_BEST_MOVE);
  g_assert_true (bst_puzzle_validate (puzzle, &error));
  g_assert_no_error (error);
  /* The stored answer is the solver's. */
  g_assert_nonnull (bst_puzzle_get_answer (puzzle));
  solution = bst_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  g_assert_true (bst_puzzle_answer_agrees (puzzle, bst_puzzle_get_answer (puzzle), solution,
                                           &error));
  g_assert_no_error (error);
  g_assert_cmpint (solution->value, ==, 16);

  /* Closing the city is the answer; the move played is not. */
  assert_verdict (puzzle, "E 1 -1 3", TRUE);
  assert_verdict (puzzle, "E 0 1 2", FALSE);

  g_assert_cmpstr (bst_puzzle_get_title (puzzle), ==, "Turn 1: the placement you missed");
  g_assert_nonnull (strstr (bst_puzzle_get_description (puzzle), "In your game you played"));
  g_assert_cmpstr (bst_puzzle_get_topic (puzzle), ==, "mistakes");
}

static void
test_good_move_makes_none (void)
{
  g_autoptr (GPtrArray) good = mistakes_of ("E 1 -1 3 field:E", BST_PUZZLE_MISTAKES_DEFAULT_MAX);
  g_autoptr (GPtrArray) none_asked = mistakes_of ("E 0 1 2", 0);

  g_assert_cmpuint (good->len, ==, 0);
  g_assert_cmpuint (none_asked->len, ==, 0);
}

/* The review judges a move by the whole game, the puzzle by this turn's
 * points: where the review's better move is not the puzzle's answer, the
 * player would be shown one move as better and told by the puzzle that it
 * is wrong, so that mistake makes no puzzle. */
static void
test_review_agrees (void)
{
  g_autoptr (GPtrArray) agreeing = mistakes_with_better ("E 0 1 2", "E 1 -1 3",
                                                         BST_PUZZLE_MISTAKES_DEFAULT_MAX);
  /* A knight on the new city: worth more later, by the review's lights,
   * and fewer points now than closing the open one. */
  g_autoptr (GPtrArray) new_city = mistakes_with_better ("E 0 1 2", "E 0 1 2 city:S",
                                                         BST_PUZZLE_MISTAKES_DEFAULT_MAX);

  g_assert_cmpuint (agreeing->len, ==, 1);
  assert_verdict (g_ptr_array_index (agreeing, 0), "E 1 -1 3", TRUE);
  g_assert_cmpuint (new_city->len, ==, 0);
}

static void
test_pack (void)
{
  g_autoptr (GPtrArray) puzzles = mistakes_of ("E 0 1 2", BST_PUZZLE_MISTAKES_DEFAULT_MAX);
  g_autoptr (GPtrArray) loaded = NULL;
  g_autoptr (GPtrArray) after = NULL;
  g_autoptr (GFile) dir = bst_mistake_pack_dir ();
  g_autoptr (GFile) bad = g_file_get_child (dir, "broken.bastide");
  g_autoptr (GError) error = NULL;
  BstMistake *mistake;
  guint added = 99;

  g_assert_cmpuint (puzzles->len, ==, 1);
  loaded = bst_mistake_pack_load (NULL);
  g_assert_cmpuint (loaded->len, ==, 0);
  g_clear_pointer (&loaded, g_ptr_array_unref);

  g_assert_true (bst_mistake_pack_add (puzzles, &added, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  /* The same puzzle again is not added twice. */
  g_assert_true (bst_mistake_pack_add (puzzles, &added, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 0);

  g_assert_true (g_file_replace_contents (bad, "{ not json", 10, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  g_test_expect_message ("bastide-puzzle", G_LOG_LEVEL_WARNING, "Skipping broken.bastide*");
  loaded = bst_mistake_pack_load (NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (loaded->len, ==, 1);
  mistake = g_ptr_array_index (loaded, 0);
  g_assert_cmpstr (bst_puzzle_get_title (mistake->puzzle), ==,
                   bst_puzzle_get_title (g_ptr_array_index (puzzles, 0)));

  g_assert_true (bst_mistake_pack_remove (mistake, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_delete (bad, NULL, NULL));
  after = bst_mistake_pack_load (NULL);
  g_assert_cmpuint (after->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("bastide-mistakes-XXXXXX", NULL);
  g_autofree char *bastide = g_build_filename (home, "bastide", NULL);
  g_autofree char *pack = g_build_filename (bastide, "mistakes", NULL);
  int status;

  /* The pack of this run only, before anything asks GLib where data lives. */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/mistakes/blunder", test_blunder_makes_puzzle);
  g_test_add_func ("/puzzle/mistakes/good", test_good_move_makes_none);
  g_test_add_func ("/puzzle/mistakes/review-agrees", test_review_agrees);
  g_test_add_func ("/puzzle/mistakes/pack", test_pack);
  status = g_test_run ();
  /* The pack's files are gone; its folders too. */
  g_rmdir (pack);
  g_rmdir (bastide);
  g_rmdir (home);
  return status;
}

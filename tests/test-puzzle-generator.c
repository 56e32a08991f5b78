/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "bst-puzzle-generator.h"
#include "bst-test-utils.h"

/* Generated puzzles: valid and checked, one clear answer, graded, the same
 * for a seed and for a date. */

#define N_SEEDS 200

static BstPuzzle *
generate (BstPuzzleKind kind, guint grade, guint64 seed, BstPuzzleGenerated *generated)
{
  BstPuzzleRequest request = { kind, grade, seed };
  g_autoptr (GError) error = NULL;
  BstPuzzle *puzzle = bst_puzzle_generator_generate (&request, generated, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  return puzzle;
}

/* The puzzle as a file would hold it, read back. */
static BstPuzzle *
reload (BstPuzzle *puzzle)
{
  g_autoptr (GBytes) bytes = bst_puzzle_to_bytes (puzzle);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPuzzle) loaded = bst_puzzle_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return g_steal_pointer (&loaded);
}

static gboolean
same_placement (const BstMove *a, const BstMove *b)
{
  BstMove pa = *a, pb = *b;

  pa.segment = pb.segment = BST_NO_SEGMENT;
  return bst_puzzle_solver_moves_equivalent (&pa, &pb);
}

/* Every legal move, counted afresh: the best ones are one placement, and
 * every other move is clearly worse. */
static void
assert_one_clear_answer (BstPuzzle *puzzle, const BstPuzzleSolution *answer)
{
  const BstState *state = bst_position_get_state (bst_puzzle_get_position (puzzle));
  g_autoptr (GArray) moves = bst_puzzle_solver_list_moves (state);
  const BstMove *best = &g_array_index (answer->moves, BstMove, 0);
  int second = G_MININT;

  g_assert_cmpint (answer->value, >, 0);
  for (guint i = 0; i < answer->moves->len; i++)
    g_assert_true (same_placement (best, &g_array_index (answer->moves, BstMove, i)));
  for (guint i = 0; i < moves->len; i++)
    {
      const BstMove *move = &g_array_index (moves, BstMove, i);
      int points = bst_puzzle_solver_move_points (state, move);

      g_assert_cmpint (points, <=, answer->value);
      if (points == answer->value)
        g_assert_true (same_placement (best, move));
      else
        second = MAX (second, points);
    }
  if (second != G_MININT)
    {
      g_assert_cmpint (answer->value - second, >=, 2);
      g_assert_cmpint (4 * (answer->value - second), >=, answer->value);
    }
}

/* A final scoring with several features, fields among them. */
static void
assert_much_to_count (BstPuzzle *puzzle, const BstPuzzleSolution *answer)
{
  const BstState *state = bst_position_get_state (bst_puzzle_get_position (puzzle));
  guint features = 0, fields = 0, farmers = 0;

  for (guint i = 0; i < answer->events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (answer->events, BstScoreEvent, i);

      features += event->points > 0;
      fields += event->points > 0 && event->kind == BST_FEATURE_FIELD;
    }
  for (guint m = 0; m < state->n_meeples; m++)
    {
      const BstPlacedTile *pt = &state->tiles[state->meeples[m].tile];

      farmers += bst_tile_type (pt->type)->segments[state->meeples[m].segment].kind
                 == BST_FEATURE_FIELD;
    }
  g_assert_cmpuint (features, >=, 3);
  g_assert_cmpuint (fields, >=, 1);
  g_assert_cmpuint (farmers, >=, 1);
  g_assert_false (bst_state_is_over (state));
}

/* What `puzzle check` and the editor ask of a puzzle, on the puzzle a file
 * would give back. */
static void
assert_good_puzzle (BstPuzzle *generated, BstPuzzleKind kind, guint grade)
{
  g_autoptr (BstPuzzle) puzzle = reload (generated);
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GArray) warnings = NULL;
  g_autoptr (GError) error = NULL;
  const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
  BstPuzzleFeatures features;

  g_assert_true (bst_puzzle_validate (puzzle, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bst_puzzle_get_kind (puzzle), ==, kind);
  g_assert_cmpuint (bst_puzzle_get_difficulty (puzzle), ==,
                    bst_puzzle_generator_difficulty (grade));
  g_assert_nonnull (answer);
  solution = bst_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  g_assert_true (bst_puzzle_answer_agrees (puzzle, answer, solution, &error));
  g_assert_no_error (error);
  warnings = bst_puzzle_solution_quality (solution,
                                          bst_position_get_state (bst_puzzle_get_position (puzzle)),
                                          bst_puzzle_get_measure (puzzle));
  g_assert_cmpuint (warnings->len, ==, 0);
  if (kind == BST_PUZZLE_BEST_MOVE)
    {
      g_assert_cmpint (bst_puzzle_get_measure (puzzle), ==, BST_PUZZLE_MEASURE_POINTS);
      assert_one_clear_answer (puzzle, solution);
    }
  else
    assert_much_to_count (puzzle, solution);

  /* The grade is the position's: measured again on the file's puzzle. */
  g_assert_true (bst_puzzle_generator_measure (puzzle, &features, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bst_puzzle_generator_grade (kind, &features), ==, grade);
}

static void
test_valid (void)
{
  guint n = bst_test_scaled (N_SEEDS);
  gint64 start = g_get_monotonic_time ();

  for (guint seed = 1; seed <= n; seed++)
    for (BstPuzzleKind kind = BST_PUZZLE_SCORE_IT; kind <= BST_PUZZLE_BEST_MOVE; kind++)
      {
        BstPuzzleGenerated generated;
        g_autoptr (BstPuzzle) puzzle = generate (kind, BST_PUZZLE_ANY_GRADE, seed, &generated);

        g_assert_cmpuint (generated.grade, >=, BST_PUZZLE_MIN_GRADE);
        g_assert_cmpuint (generated.grade, <=, BST_PUZZLE_MAX_GRADE);
        g_assert_cmpuint (generated.games, >=, 1);
        g_assert_cmpuint (generated.positions, >=, 1);
        assert_good_puzzle (puzzle, kind, generated.grade);
      }
  g_test_message ("%u seeds of each kind: %.1f s", n,
                  (g_get_monotonic_time () - start) / 1e6);
}

static gboolean
same_puzzle (BstPuzzle *a, BstPuzzle *b)
{
  g_autoptr (GBytes) x = bst_puzzle_to_bytes (a);
  g_autoptr (GBytes) y = bst_puzzle_to_bytes (b);

  return g_bytes_equal (x, y);
}

static gboolean
same_position (BstPuzzle *a, BstPuzzle *b)
{
  return bst_position_equal (bst_puzzle_get_position (a), bst_puzzle_get_position (b));
}

/* A seed gives one puzzle, another seed another. */
static void
test_deterministic (void)
{
  for (BstPuzzleKind kind = BST_PUZZLE_SCORE_IT; kind <= BST_PUZZLE_BEST_MOVE; kind++)
    for (guint grade = BST_PUZZLE_ANY_GRADE; grade <= BST_PUZZLE_MAX_GRADE; grade += 2)
      {
        g_autoptr (BstPuzzle) first = generate (kind, grade, 42, NULL);
        g_autoptr (BstPuzzle) again = generate (kind, grade, 42, NULL);
        g_autoptr (BstPuzzle) other = generate (kind, grade, 43, NULL);

        g_assert_true (same_puzzle (first, again));
        g_assert_false (same_position (first, other));
      }
}

/* Asked for a grade, the generator gives a puzzle of that grade. */
static void
test_requested_grade (void)
{
  for (BstPuzzleKind kind = BST_PUZZLE_SCORE_IT; kind <= BST_PUZZLE_BEST_MOVE; kind++)
    for (guint grade = BST_PUZZLE_MIN_GRADE; grade <= BST_PUZZLE_MAX_GRADE; grade++)
      for (guint seed = 1; seed <= bst_test_scaled (10); seed++)
        {
          BstPuzzleGenerated generated;
          g_autoptr (BstPuzzle) puzzle = generate (kind, grade, seed, &generated);

          g_assert_cmpuint (generated.grade, ==, grade);
          assert_good_puzzle (puzzle, kind, grade);
        }
}

/* More to look through never makes a puzzle easier, and the grades of
 * generated puzzles go with what they are made of. */
static void
test_grade_order (void)
{
  BstPuzzleFeatures base = { 0 };
  double placements[BST_PUZZLE_MAX_GRADE + 1] = { 0 };
  double features[BST_PUZZLE_MAX_GRADE + 1] = { 0 };
  guint count[2][BST_PUZZLE_MAX_GRADE + 1] = { { 0 } };
  guint n = bst_test_scaled (60);

  base.n_players = 2;
  base.placements = 4;
  base.best = 8;
  base.features = 1;
  base.fields = 1;
  base.farmers = 1;
  for (guint step = 0; step < 80; step++)
    {
      BstPuzzleFeatures harder = base;
      guint field = step % 6;

      switch (field)
        {
        case 0:
          harder.placements += 3;
          break;
        case 1:
          harder.second = MIN (harder.second + 1, harder.best);
          break;
        case 2:
          harder.features++;
          break;
        case 3:
          harder.contested++;
          break;
        case 4:
          harder.meeple_needed = TRUE;
          harder.farmers++;
          break;
        default:
          harder.fields++;
          harder.points += 4;
          break;
        }
      for (BstPuzzleKind kind = BST_PUZZLE_SCORE_IT; kind <= BST_PUZZLE_BEST_MOVE; kind++)
        {
          guint before = bst_puzzle_generator_grade (kind, &base);
          guint after = bst_puzzle_generator_grade (kind, &harder);

          g_assert_cmpuint (before, >=, BST_PUZZLE_MIN_GRADE);
          g_assert_cmpuint (after, <=, BST_PUZZLE_MAX_GRADE);
          g_assert_cmpuint (after, >=, before);
        }
      base = harder;
    }
  /* Everything at its hardest is the hardest grade; the least is the easiest. */
  g_assert_cmpuint (bst_puzzle_generator_grade (BST_PUZZLE_BEST_MOVE, &base), ==,
                    BST_PUZZLE_MAX_GRADE);
  g_assert_cmpuint (bst_puzzle_generator_grade (BST_PUZZLE_SCORE_IT, &base), ==,
                    BST_PUZZLE_MAX_GRADE);
  memset (&base, 0, sizeof base);
  base.n_players = 2;
  base.placements = 1;
  base.best = 2;
  g_assert_cmpuint (bst_puzzle_generator_grade (BST_PUZZLE_BEST_MOVE, &base), ==,
                    BST_PUZZLE_MIN_GRADE);
  g_assert_cmpuint (bst_puzzle_generator_grade (BST_PUZZLE_SCORE_IT, &base), ==,
                    BST_PUZZLE_MIN_GRADE);

  /* Generated puzzles: every grade turns up, and the hardest best moves
   * have more placements to look through than the easiest, the hardest
   * final scorings more features to count. */
  for (guint seed = 1; seed <= n; seed++)
    for (BstPuzzleKind kind = BST_PUZZLE_SCORE_IT; kind <= BST_PUZZLE_BEST_MOVE; kind++)
      {
        BstPuzzleGenerated generated;
        g_autoptr (BstPuzzle) puzzle = generate (kind, BST_PUZZLE_ANY_GRADE, seed, &generated);

        g_assert_nonnull (puzzle);
        count[kind == BST_PUZZLE_BEST_MOVE][generated.grade]++;
        if (kind == BST_PUZZLE_BEST_MOVE)
          placements[generated.grade] += generated.features.placements;
        else
          features[generated.grade] += generated.features.features;
      }
  for (guint grade = BST_PUZZLE_MIN_GRADE + 1; grade <= BST_PUZZLE_MAX_GRADE - 1; grade++)
    if (n >= 60)
      {
        g_assert_cmpuint (count[0][grade], >, 0);
        g_assert_cmpuint (count[1][grade], >, 0);
      }
  if (count[1][1] > 0 && count[1][5] > 0)
    g_assert_cmpfloat (placements[5] / count[1][5], >, placements[1] / count[1][1]);
  if (count[0][1] > 0 && count[0][5] > 0)
    g_assert_cmpfloat (features[5] / count[0][5], >, features[1] / count[0][1]);
}

static void
test_difficulty (void)
{
  guint previous = BST_PUZZLE_MIN_DIFFICULTY;

  g_assert_cmpuint (bst_puzzle_generator_difficulty (BST_PUZZLE_MIN_GRADE), ==,
                    BST_PUZZLE_MIN_DIFFICULTY);
  g_assert_cmpuint (bst_puzzle_generator_difficulty (BST_PUZZLE_MAX_GRADE), ==,
                    BST_PUZZLE_MAX_DIFFICULTY);
  for (guint grade = BST_PUZZLE_MIN_GRADE; grade <= BST_PUZZLE_MAX_GRADE; grade++)
    {
      guint difficulty = bst_puzzle_generator_difficulty (grade);

      g_assert_cmpuint (difficulty, >=, previous);
      g_assert_cmpuint (difficulty, <=, previous + 1);
      previous = difficulty;
    }
}

static BstPuzzle *
daily (const GDate *date, BstPuzzleRequest *request)
{
  g_autoptr (GError) error = NULL;
  BstPuzzle *puzzle;

  bst_puzzle_generator_daily_request (date, request);
  puzzle = bst_puzzle_generator_generate (request, NULL, NULL, &error);
  g_assert_no_error (error);
  return puzzle;
}

/* The same date gives the same puzzle, however the date was made; the
 * days of a fortnight give fourteen puzzles, easy on Mondays. */
static void
test_daily (void)
{
  g_autoptr (GPtrArray) fortnight = g_ptr_array_new_with_free_func (g_object_unref);
  GDate *date = g_date_new_dmy (2, G_DATE_MARCH, 2026);
  GDate *same = g_date_new ();
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (BstPuzzle) again = NULL;
  BstPuzzleRequest request, other;

  g_date_set_julian (same, g_date_get_julian (date));
  puzzle = daily (date, &request);
  again = daily (same, &other);
  g_assert_true (memcmp (&request, &other, sizeof request) == 0);
  g_assert_true (same_puzzle (puzzle, again));
  assert_good_puzzle (again, request.kind, request.grade);

  for (guint day = 0; day < 14; day++)
    {
      BstPuzzle *today = daily (date, &request);

      g_assert_cmpuint (request.grade, >=, BST_PUZZLE_MIN_GRADE);
      g_assert_cmpuint (request.grade, <=, BST_PUZZLE_MAX_GRADE);
      if (g_date_get_weekday (date) == G_DATE_MONDAY)
        g_assert_cmpuint (request.grade, ==, BST_PUZZLE_MIN_GRADE);
      if (g_date_get_weekday (date) == G_DATE_SATURDAY)
        g_assert_cmpuint (request.grade, ==, BST_PUZZLE_MAX_GRADE);
      for (guint i = 0; i < fortnight->len; i++)
        g_assert_false (same_position (today, fortnight->pdata[i]));
      if (fortnight->len > 0)
        g_assert_cmpint (bst_puzzle_get_kind (today), !=,
                         bst_puzzle_get_kind (fortnight->pdata[fortnight->len - 1]));
      g_ptr_array_add (fortnight, today);
      g_date_add_days (date, 1);
    }
  g_date_free (date);
  g_date_free (same);
}

static void
generated_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for (const BstPuzzleRequest *request, GCancellable *cancellable)
{
  GAsyncResult *result = NULL;

  bst_puzzle_generator_generate_async (request, cancellable, generated_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return result;
}

/* In a worker thread, the same puzzle as in this one; cancelled, none. */
static void
test_async (void)
{
  BstPuzzleRequest request = { BST_PUZZLE_BEST_MOVE, 3, 7 };
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GAsyncResult) result = wait_for (&request, NULL);
  g_autoptr (GAsyncResult) cancelled = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (BstPuzzle) here = generate (request.kind, request.grade, request.seed, NULL);
  g_autoptr (BstPuzzle) none = NULL;
  g_autoptr (GError) error = NULL;
  BstPuzzleGenerated generated = { 0 };

  puzzle = bst_puzzle_generator_generate_finish (result, &generated, &error);
  g_assert_no_error (error);
  g_assert_true (same_puzzle (puzzle, here));
  g_assert_cmpuint (generated.grade, ==, 3);

  g_cancellable_cancel (cancellable);
  cancelled = wait_for (&request, cancellable);
  none = bst_puzzle_generator_generate_finish (cancelled, NULL, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (none);
}

/* Words for people: places in words, never coordinates or move notation. */
static void
test_words (void)
{
  g_autoptr (GRegex) numbers = g_regex_new ("-?[0-9]+, *-?[0-9]+|\\([0-9]", 0, 0, NULL);

  for (guint seed = 1; seed <= bst_test_scaled (20); seed++)
    for (BstPuzzleKind kind = BST_PUZZLE_SCORE_IT; kind <= BST_PUZZLE_BEST_MOVE; kind++)
      {
        g_autoptr (BstPuzzle) puzzle = generate (kind, BST_PUZZLE_ANY_GRADE, seed, NULL);
        const char *title = bst_puzzle_get_title (puzzle);
        const char *description = bst_puzzle_get_description (puzzle);
        BstPosition *position = bst_puzzle_get_position (puzzle);

        g_assert_cmpuint (strlen (title), >, 0);
        g_assert_null (strpbrk (title, "0123456789"));
        g_assert_nonnull (strstr (description, "start tile"));
        g_assert_false (g_regex_match (numbers, description, 0, NULL));
        for (guint p = 0; p < bst_position_get_n_players (position); p++)
          g_assert_cmpstr (bst_position_get_player (position, p)->name, ==,
                           p == 0 ? "Red" : p == 1 ? "Blue" : "Green");
      }
}

/* Runs bastide-cli with @args; the exit status. */
static int
run_cli (const char *const *args, char **out)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "bastide-cli",
                                                NULL);
  g_auto (GStrv) argv = NULL;
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", "C", TRUE);
  g_autoptr (GError) error = NULL;
  GSpawnFlags flags;
  int status;

  g_strv_builder_add (builder, cli);
  g_strv_builder_addv (builder, (const char **) args);
  argv = g_strv_builder_end (builder);
  env = g_environ_setenv (env, "LC_ALL", "C", TRUE);
  /* What it prints must not reach the test's own output, which is TAP. */
  flags = G_SPAWN_STDERR_TO_DEV_NULL | (out == NULL ? G_SPAWN_STDOUT_TO_DEV_NULL : 0);
  g_assert_true (g_spawn_sync (NULL, argv, env, flags, NULL, NULL, out,
                               NULL, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* `puzzle generate` writes files that `puzzle check --strict` accepts. */
static void
test_cli (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-generate-XXXXXX", NULL);
  const char *const generate_args[] = { "puzzle", "generate", "--count", "4", "--seed", "11",
                                        "--out", dir, NULL };
  const char *const graded_args[] = { "puzzle", "generate", "--kind", "score-it",
                                      "--difficulty", "5", "--seed", "3", "--out", dir, NULL };
  const char *const bad_args[] = { "puzzle", "generate", "--difficulty", "6", "--out", dir,
                                   NULL };
  static const char *const names[] = {
    "best-move-11.bastide", "score-it-12.bastide", "best-move-13.bastide",
    "score-it-14.bastide", "score-it-3.bastide",
  };
  g_autofree char *out = NULL;
  g_autofree char *graded_out = NULL;

  g_assert_cmpint (run_cli (generate_args, &out), ==, 0);
  g_assert_nonnull (strstr (out, "best-move-11.bastide"));
  g_assert_cmpint (run_cli (graded_args, &graded_out), ==, 0);
  g_assert_nonnull (strstr (graded_out, "grade 5"));
  g_assert_cmpint (run_cli (bad_args, NULL), ==, 2);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (BstPuzzle) puzzle = NULL;
      g_autoptr (GError) error = NULL;
      const char *const check_args[] = { "puzzle", "check", "--strict", path, NULL };

      g_assert_cmpint (run_cli (check_args, NULL), ==, 0);
      puzzle = bst_puzzle_load (file, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (bst_puzzle_get_kind (puzzle), ==,
                       g_str_has_prefix (names[i], "best-move") ? BST_PUZZLE_BEST_MOVE
                                                                : BST_PUZZLE_SCORE_IT);
      if (i == G_N_ELEMENTS (names) - 1)
        g_assert_cmpuint (bst_puzzle_get_difficulty (puzzle), ==,
                          bst_puzzle_generator_difficulty (5));
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/puzzle/generator/valid", test_valid);
  g_test_add_func ("/puzzle/generator/deterministic", test_deterministic);
  g_test_add_func ("/puzzle/generator/requested-grade", test_requested_grade);
  g_test_add_func ("/puzzle/generator/grade-order", test_grade_order);
  g_test_add_func ("/puzzle/generator/difficulty", test_difficulty);
  g_test_add_func ("/puzzle/generator/daily", test_daily);
  g_test_add_func ("/puzzle/generator/async", test_async);
  g_test_add_func ("/puzzle/generator/words", test_words);
  g_test_add_func ("/puzzle/generator/cli", test_cli);
  return g_test_run ();
}

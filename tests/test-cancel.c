/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Work in a worker thread stopped at a random moment, as undo, a new game
 * or quitting stops it: an Expert search on two threads, a review at the
 * Expert level and a puzzle generation. Each returns cleanly, with a legal
 * move or a cancelled error, and one left to finish gives what it gives
 * uncancelled. Run under a checker (valgrind, AddressSanitizer,
 * ThreadSanitizer), nothing leaks and nothing races. */

#include "bst-ai-review.h"
#include "bst-playout.h"
#include "bst-puzzle-generator.h"
#include "bst-test-utils.h"

#define ROUNDS 200

/* A search's budget, an eighth of it for each move of a review: long enough
 * to be cut in the middle, short enough for 200 rounds. */
#define ITERATIONS 240

/* A worker thread's job: what to work on, and what came of it. */
typedef struct {
  const BstState         *state;
  GArray                 *moves;
  const BstPuzzleRequest *request;
  GCancellable           *cancellable;
  BstMove                 move;
  gboolean                finished;
  BstReview              *review;
  BstPuzzle              *puzzle;
  BstPuzzleGenerated      generated;
  GError                 *error;
} Job;

static void
job_clear (Job *job)
{
  g_clear_pointer (&job->review, bst_review_free);
  g_clear_object (&job->puzzle);
  g_clear_error (&job->error);
}

/* Runs @func on @job in a thread of its own, cancels it @delay µs later
 * and waits for it to return, as the app does before it lets a game go.
 * A thread joined, not a GTask: ThreadSanitizer sees a thread start and
 * end, but not the futexes that hand work to GTask's pool (tsan.supp). */
static void
run_cancelled (GThreadFunc func, Job *job, gulong delay)
{
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  GThread *thread;

  job->cancellable = cancellable;
  thread = g_thread_new ("cancel-test", func, job);
  g_usleep (delay);
  g_cancellable_cancel (cancellable);
  g_thread_join (thread);
  job->cancellable = NULL;
}

/* A moment to cancel at, from before the work starts to after it is done
 * (it took @reference µs uncancelled), so that some rounds finish. */
static gulong
random_delay (BstRng *rng, gint64 reference)
{
  return bst_rng_below (rng, (guint32) MIN (reference * 5 / 4, G_MAXUINT32) + 1);
}

/* A game a few turns in, where a search has many moves to weigh. */
static void
midgame (BstState *state, guint64 seed)
{
  BstRuleSet rules;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  bst_state_init_game (state, &rules, seed);
  bst_rng_seed (&rng, seed, 1);
  for (guint t = 0; t < 8; t++)
    bst_playout_random_turn (state, &rng, NULL);
  g_assert_false (bst_state_is_over (state));
}

static void
expert_options (BstAiOptions *options)
{
  bst_ai_options_init (options, BST_AI_EXPERT);
  options->iterations = ITERATIONS;
  options->max_seconds = 0;
  options->threads = 2;
  options->seed = 3;
}

static gpointer
search_thread (gpointer data)
{
  Job *job = data;
  BstAiOptions options;

  expert_options (&options);
  job->finished = bst_ai_choose_move (job->state, BST_AI_EXPERT, &options, &job->move,
                                      job->cancellable);
  return NULL;
}

static gboolean
same_move (const BstMove *a, const BstMove *b)
{
  return a->kind == b->kind && a->tile == b->tile && a->x == b->x && a->y == b->y
         && a->rotation == b->rotation && a->segment == b->segment && a->bid == b->bid;
}

static void
test_search (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstAiOptions options;
  BstMove reference;
  gint64 start;
  guint finished = 0;
  guint rounds = bst_test_scaled (ROUNDS);
  BstRng rng;

  midgame (state, 5);
  expert_options (&options);
  start = g_get_monotonic_time ();
  g_assert_true (bst_ai_choose_move (state, BST_AI_EXPERT, &options, &reference, NULL));
  start = g_get_monotonic_time () - start;

  bst_rng_seed (&rng, 17, 0);
  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr (GError) error = NULL;
      Job job = { .state = state };

      run_cancelled (search_thread, &job, random_delay (&rng, start));
      g_assert_true (bst_state_check_move (state, &job.move, &error));
      g_assert_no_error (error);
      /* With an iteration budget, a search left alone is deterministic. */
      if (job.finished)
        g_assert_true (same_move (&job.move, &reference));
      finished += job.finished;
    }
  g_test_message ("%u of %u searches finished, one took %.3f s",
                  finished, rounds, start / 1e6);
}

static void
review_options (BstReviewOptions *options)
{
  bst_review_options_init (options);
  options->level = BST_AI_EXPERT;
  options->iterations = ITERATIONS / 8;
  options->max_seconds = 0;
  options->seed = 4;
}

static gpointer
review_thread (gpointer data)
{
  Job *job = data;
  BstReviewOptions options;

  review_options (&options);
  job->review = bst_review_run (job->state, job->moves, &options, job->cancellable,
                                &job->error);
  return NULL;
}

static void
test_review (void)
{
  g_autofree BstState *start = g_new (BstState, 1);
  g_autoptr (GArray) moves = bst_test_random_moves (start, 6);
  g_autoptr (BstReview) reference = NULL;
  g_autoptr (GError) error = NULL;
  BstReviewOptions options;
  gint64 took;
  guint finished = 0;
  guint rounds = bst_test_scaled (ROUNDS);
  BstRng rng;

  review_options (&options);
  took = g_get_monotonic_time ();
  reference = bst_review_run (start, moves, &options, NULL, &error);
  took = g_get_monotonic_time () - took;
  g_assert_no_error (error);

  bst_rng_seed (&rng, 19, 0);
  for (guint round = 0; round < rounds; round++)
    {
      Job job = { .state = start, .moves = moves };

      run_cancelled (review_thread, &job, random_delay (&rng, took));
      if (job.review == NULL)
        g_assert_error (job.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      else
        {
          g_assert_no_error (job.error);
          g_assert_cmpmem (job.review->moves->data,
                           job.review->moves->len * sizeof (BstReviewMove),
                           reference->moves->data,
                           reference->moves->len * sizeof (BstReviewMove));
          finished++;
        }
      job_clear (&job);
    }
  g_test_message ("%u of %u reviews finished, one took %.3f s", finished, rounds, took / 1e6);
}

static gpointer
generate_thread (gpointer data)
{
  Job *job = data;

  job->puzzle = bst_puzzle_generator_generate (job->request, &job->generated, job->cancellable,
                                               &job->error);
  return NULL;
}

static void
test_generator (void)
{
  const BstPuzzleRequest request = { BST_PUZZLE_BEST_MOVE, BST_PUZZLE_ANY_GRADE, 7 };
  g_autoptr (BstPuzzle) reference = NULL;
  g_autoptr (GError) error = NULL;
  BstPuzzleGenerated expected = { 0 };
  gint64 took;
  guint finished = 0;
  guint rounds = bst_test_scaled (ROUNDS);
  BstRng rng;

  took = g_get_monotonic_time ();
  reference = bst_puzzle_generator_generate (&request, &expected, NULL, &error);
  took = g_get_monotonic_time () - took;
  g_assert_no_error (error);
  g_assert_nonnull (reference);

  bst_rng_seed (&rng, 29, 0);
  for (guint round = 0; round < rounds; round++)
    {
      Job job = { .request = &request };

      run_cancelled (generate_thread, &job, random_delay (&rng, took));
      if (job.puzzle == NULL)
        g_assert_error (job.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      else
        {
          g_assert_no_error (job.error);
          /* The same games were played to find it. */
          g_assert_cmpuint (job.generated.games, ==, expected.games);
          g_assert_cmpuint (job.generated.positions, ==, expected.positions);
          g_assert_cmpuint (job.generated.grade, ==, expected.grade);
          finished++;
        }
      job_clear (&job);
    }
  g_test_message ("%u of %u generations finished, one took %.3f s",
                  finished, rounds, took / 1e6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/cancel/expert-search", test_search);
  g_test_add_func ("/engine/cancel/review", test_review);
  g_test_add_func ("/engine/cancel/puzzle-generator", test_generator);

  return g_test_run ();
}

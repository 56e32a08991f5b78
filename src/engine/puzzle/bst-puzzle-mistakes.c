/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-place-words.h"
#include "bst-puzzle-generator.h"
#include "bst-puzzle-mistakes.h"

static int
by_points_lost_desc (gconstpointer a, gconstpointer b)
{
  const BstReviewMove *const *ma = a, *const *mb = b;

  /* Ties keep the order of play, so that the result is the same everywhere. */
  if ((*ma)->points_lost != (*mb)->points_lost)
    return (*ma)->points_lost < (*mb)->points_lost ? 1 : -1;
  return (*ma)->index < (*mb)->index ? -1 : (*ma)->index > (*mb)->index;
}

/* The mistakes and blunders of @player, biggest first. */
static GPtrArray *
sorted_mistakes (const BstReview *review, guint player)
{
  GPtrArray *mistakes = g_ptr_array_new ();

  for (guint i = 0; i < review->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (review->moves, BstReviewMove, i);

      if (m->player == player && m->klass >= BST_REVIEW_MISTAKE)
        g_ptr_array_add (mistakes, (gpointer) m);
    }
  g_ptr_array_sort (mistakes, by_points_lost_desc);
  return mistakes;
}

/* Where @move puts its meeple, or its tile when it has none, in words. */
static char *
describe_move (const BstMove *move)
{
  if (move->segment != BST_NO_SEGMENT)
    return bst_place_describe_meeple (bst_tile_type (move->tile)->segments[move->segment].kind,
                                      move->x, move->y);
  return bst_place_describe_tile (move->x, move->y);
}

/* What was missed, without saying where: the place is the puzzle. */
static char *
missed_title (guint turn, const BstMove *answer)
{
  if (answer->segment != BST_NO_SEGMENT)
    {
      BstFeatureKind kind = bst_tile_type (answer->tile)->segments[answer->segment].kind;

      /* Translators: %u is a turn of the player's own game, %s a meeple's name ("farmer") */
      return g_strdup_printf (_("Turn %u: the %s you missed"), turn, bst_meeple_name (kind));
    }
  /* Translators: %u is a turn of the player's own game */
  return g_strdup_printf (_("Turn %u: the placement you missed"), turn);
}

static void
describe (BstPuzzle *puzzle, const BstReviewMove *mistake)
{
  const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
  g_autofree char *title = missed_title (mistake->turn,
                                         &g_array_index (answer->moves, BstMove, 0));
  g_autofree char *played = describe_move (&mistake->played);
  g_autofree char *description = NULL;

  /* Translators: the first %s is the puzzle's question, the second what the player played
   * in their game, such as "the tile east of the start tile" */
  description = g_strdup_printf (_("%s In your game you played %s."),
                                 bst_puzzle_get_description (puzzle), played);
  bst_puzzle_set_title (puzzle, title);
  bst_puzzle_set_description (puzzle, description);
  bst_puzzle_set_topic (puzzle, "mistakes");
}

/* Whether @puzzle takes the better move the review of @mistake named:
 * the player reads that move in the review, and a puzzle that refused it
 * (or asked for another) would contradict it. */
static gboolean
answer_is_review_best (BstPuzzle *puzzle, const BstReviewMove *mistake, GError **error)
{
  g_autoptr (BstPuzzleVerdict) verdict = bst_puzzle_check_move (puzzle, &mistake->best, error);

  return verdict != NULL && verdict->correct;
}

/* The puzzle of @mistake played in @state, or NULL when it makes none. */
static BstPuzzle *
mistake_puzzle (const BstState *state, const BstReviewMove *mistake, GError **error)
{
  BstPuzzleFeatures features;
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_generator_best_move (state, &features, error);
  int played;

  if (puzzle == NULL)
    return NULL;
  /* A puzzle whose answer is the move played teaches nothing. */
  played = bst_puzzle_solver_move_points (state, &mistake->played);
  if (!bst_puzzle_generator_clearly_better (features.best, played))
    return NULL;
  if (!answer_is_review_best (puzzle, mistake, error))
    return NULL;
  describe (puzzle, mistake);
  return g_steal_pointer (&puzzle);
}

GPtrArray *
bst_puzzle_mistakes_collect (const BstState   *start,
                             GArray           *moves,
                             const BstReview  *review,
                             guint             player,
                             guint             max_puzzles,
                             GCancellable     *cancellable,
                             GError          **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) mistakes = NULL;
  g_autofree BstState *state = g_new (BstState, 1);

  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (moves != NULL, NULL);
  g_return_val_if_fail (review != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  mistakes = sorted_mistakes (review, player);
  for (guint i = 0; i < mistakes->len && puzzles->len < max_puzzles; i++)
    {
      const BstReviewMove *mistake = g_ptr_array_index (mistakes, i);
      g_autoptr (GError) local_error = NULL;
      BstPuzzle *puzzle;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      if (mistake->index >= moves->len)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The review does not belong to this game"));
          return NULL;
        }
      /* The position before the move, replayed from the start. */
      bst_state_copy (state, start);
      for (guint m = 0; m < mistake->index; m++)
        {
          if (!bst_state_check_move (state, &g_array_index (moves, BstMove, m), error))
            return NULL;
          bst_state_apply (state, &g_array_index (moves, BstMove, m), NULL, NULL);
        }
      puzzle = mistake_puzzle (state, mistake, &local_error);
      if (local_error)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      if (puzzle)
        g_ptr_array_add (puzzles, puzzle);
    }
  return g_steal_pointer (&puzzles);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "bst-error.h"
#include "bst-fuzz-utils.h"
#include "bst-learn-node.h"
#include "bst-tutorial-private.h"

/* The tutorial is read from the resource at run time; a hand-edited or
 * translated-by-mistake file is read through here, and so are the small
 * positions its steps describe. */

static void
fail (const BstTutorialStep *step,
      const char            *what,
      const GError          *error)
{
  /* Abort, not trap, so that libFuzzer keeps the input. */
  g_printerr ("step %s: %s%s%s\n", step->id, what, error ? ": " : "", error ? error->message : "");
  abort ();
}

/* What the tutorial view does with a step: build its position, tint its
 * highlight, judge and play its expected move. */
static void
use_step (const BstTutorialStep *step)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstState *after = NULL;
  g_autoptr (GError) error = NULL;
  guint tile, segment;
  BstMove move;

  if (!bst_tutorial_step_build (step, state, &error))
    {
      if (error == NULL)
        fail (step, "not built, and no reason given", NULL);
      return;
    }
  if (error != NULL)
    fail (step, "built, yet with an error", error);
  /* A step's position is a corner of a game, not a whole one: the engine's
   * invariants, which count the 72 tiles, do not hold for it. */
  if (state->phase != BST_PHASE_PLACE || state->current_player != step->to_move
      || state->current_player >= state->rules.n_players)
    fail (step, "built without the turn of a player of the game", NULL);

  if (bst_tutorial_step_get_highlight (step, state, &tile, &segment)
      && (tile >= state->n_tiles
          || segment >= bst_tile_type (state->tiles[tile].type)->n_segments))
    fail (step, "highlights a segment that is not on the board", NULL);

  if (!bst_tutorial_step_get_expected (step, &move) || !bst_state_check_move (state, &move, NULL))
    return;
  bst_tutorial_step_check_placement (step, state, &move);
  bst_tutorial_step_check (step, state, &move);
  after = g_memdup2 (state, sizeof *state);
  bst_state_apply (after, &move, NULL, NULL);
  if (after->n_tiles != state->n_tiles + 1)
    fail (step, "its expected move places no tile", NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstLearnNode) document = NULL;
  g_autoptr (GArray) steps = NULL;
  g_autoptr (GHashTable) ids = NULL;

  document = bst_fuzz_parse_learn (data, size, "bastide-tutorial", &error);
  if (document == NULL)
    return 0;
  steps = _bst_tutorial_read_steps (document, &error);
  g_assert ((steps == NULL) != (error == NULL));
  if (steps == NULL)
    return 0;

  /* What was read is what the view relies on. */
  g_assert (steps->len > 0);
  g_assert (g_array_index (steps, BstTutorialStep, steps->len - 1).kind
            == BST_TUTORIAL_STEP_GAME);
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < steps->len; i++)
    {
      const BstTutorialStep *step = &g_array_index (steps, BstTutorialStep, i);

      g_assert (bst_fuzz_is_text (step->id) && bst_fuzz_is_text (step->title)
                && bst_fuzz_is_text (step->text));
      g_assert (step->board != NULL && step->draws != NULL);
      g_assert (step->kind <= BST_TUTORIAL_STEP_GAME);
      g_assert (step->to_move < BST_MAX_PLAYERS);
      g_assert (g_hash_table_add (ids, (gpointer) step->id));
      use_step (step);
    }
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "bst-ai-private.h"
#include "bst-ai-review.h"
#include "bst-place-words.h"

static const char *const class_names[BST_REVIEW_N_CLASSES] = {
  "good", "inaccuracy", "mistake", "blunder",
};

void
bst_review_options_init (BstReviewOptions *options)
{
  memset (options, 0, sizeof *options);
  options->level = BST_REVIEW_DEFAULT_LEVEL;
}

BstReviewClass
bst_review_classify (double points_lost)
{
  if (points_lost >= BST_REVIEW_BLUNDER_POINTS)
    return BST_REVIEW_BLUNDER;
  if (points_lost >= BST_REVIEW_MISTAKE_POINTS)
    return BST_REVIEW_MISTAKE;
  if (points_lost >= BST_REVIEW_INACCURACY_POINTS)
    return BST_REVIEW_INACCURACY;
  return BST_REVIEW_GOOD;
}

const char *
bst_review_class_name (BstReviewClass klass)
{
  g_return_val_if_fail (klass < BST_REVIEW_N_CLASSES, NULL);
  return class_names[klass];
}

double
bst_review_margin (const BstState *state, guint player)
{
  return bst_ai_margin (state, bst_ai_evaluate, player);
}

/* The margin @move leaves its player, on a copy of @state. */
static double
margin_after (const BstState *state, const BstMove *move, BstState *scratch)
{
  guint player = state->current_player;

  bst_state_copy (scratch, state);
  bst_state_apply (scratch, move, NULL, NULL);
  return bst_review_margin (scratch, player);
}

static gboolean
judged (const BstState *state, const BstMove *move, guint players)
{
  return state->phase == BST_PHASE_PLACE && move->kind == BST_MOVE_PLACE
         && (players == 0 || (players & (1u << state->current_player)));
}

static void
judge (const BstState         *state,
       const BstMove          *played,
       const BstReviewOptions *options,
       BstState               *scratch,
       BstReviewMove          *out,
       GCancellable           *cancellable)
{
  BstAiOptions ai;

  bst_ai_options_init (&ai, options->level);
  if (options->iterations)
    ai.iterations = options->iterations;
  ai.max_seconds = options->max_seconds;
  ai.seed = options->seed;

  out->player = state->current_player;
  out->turn = state->turn + 1u;
  out->played = *played;
  out->played_margin = margin_after (state, played, scratch);
  if (bst_ai_choose_move (state, options->level, &ai, &out->best, cancellable)
      && out->best.kind == BST_MOVE_PLACE)
    out->best_margin = margin_after (state, &out->best, scratch);
  else
    out->best_margin = -G_MAXDOUBLE;

  /* The evaluation may like the move played better than the search's. */
  if (out->best_margin <= out->played_margin)
    {
      out->best = *played;
      out->best_margin = out->played_margin;
    }
  out->points_lost = out->best_margin - out->played_margin;
  out->klass = bst_review_classify (out->points_lost);
}

static void
summarize (BstReview *self)
{
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (self->moves, BstReviewMove, i);
      BstReviewPlayer *p = &self->players[m->player];

      p->n_moves++;
      p->counts[m->klass]++;
      p->points_lost += m->points_lost;
      if (m->klass != BST_REVIEW_GOOD
          && (p->biggest < 0
              || m->points_lost > g_array_index (self->moves, BstReviewMove,
                                                 p->biggest).points_lost))
        p->biggest = (int) i;
    }
}

BstReview *
bst_review_run (const BstState         *start,
                GArray                 *move_list,
                const BstReviewOptions *options,
                GCancellable           *cancellable,
                GError                **error)
{
  const BstMove *moves = (const BstMove *) move_list->data;
  guint n_moves = move_list->len;
  g_autoptr (BstReview) self = g_new0 (BstReview, 1);
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree BstState *scratch = g_new (BstState, 1);
  BstReviewOptions defaults;
  guint total = 0, done = 0;

  g_return_val_if_fail (start != NULL, NULL);

  if (options == NULL)
    {
      bst_review_options_init (&defaults);
      options = &defaults;
    }
  self->n_players = start->rules.n_players;
  self->moves = g_array_new (FALSE, TRUE, sizeof (BstReviewMove));
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    self->players[p].biggest = -1;

  /* Counted first, so that progress has a total to go by. */
  bst_state_copy (state, start);
  for (guint i = 0; i < n_moves; i++)
    {
      if (!bst_state_check_move (state, &moves[i], error))
        {
          g_prefix_error (error, _("Move %u: "), i + 1);
          return NULL;
        }
      total += judged (state, &moves[i], options->players);
      bst_state_apply (state, &moves[i], NULL, NULL);
    }

  bst_state_copy (state, start);
  for (guint i = 0; i < n_moves; i++)
    {
      if (judged (state, &moves[i], options->players))
        {
          BstReviewMove m = { .index = i };

          judge (state, &moves[i], options, scratch, &m, cancellable);
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
          g_array_append_val (self->moves, m);
          if (options->progress)
            options->progress (++done, total, options->progress_data);
        }
      bst_state_apply (state, &moves[i], NULL, NULL);
    }

  summarize (self);
  return g_steal_pointer (&self);
}

void
bst_review_free (BstReview *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->moves, g_array_unref);
  g_free (self);
}

char *
bst_review_describe_best (const BstReviewMove *move)
{
  const BstMove *best = &move->best;

  if (best->segment != BST_NO_SEGMENT)
    {
      const BstTileType *type = bst_tile_type (best->tile);
      return bst_place_describe_meeple (type->segments[best->segment].kind, best->x, best->y);
    }
  return bst_place_describe_tile (best->x, best->y);
}

char *
bst_review_describe_player (const BstReview *self, guint player)
{
  const BstReviewPlayer *p;
  const BstReviewMove *biggest;
  g_autofree char *where = NULL;
  g_autofree char *cost = NULL;
  guint n_weak;
  int points;

  g_return_val_if_fail (player < self->n_players, NULL);

  p = &self->players[player];
  n_weak = p->n_moves - p->counts[BST_REVIEW_GOOD];
  if (n_weak == 0 || p->biggest < 0)
    return g_strdup (_("Every move was good."));

  points = (int) lround (p->points_lost);
  /* Translators: a summary of a game review, followed by the biggest
   * mistake, e.g. "3 moves were weaker than the best; about 14 points
   * lost in all." */
  cost = g_strdup_printf (ngettext ("%u move was weaker than the best; "
                                    "about %d points lost in all.",
                                    "%u moves were weaker than the best; "
                                    "about %d points lost in all.", n_weak),
                          n_weak, points);
  biggest = &g_array_index (self->moves, BstReviewMove, p->biggest);
  where = bst_review_describe_best (biggest);
  /* Translators: the first %s is a summary such as "3 moves were weaker
   * than the best; about 14 points lost in all."; then the turn of the biggest mistake and, for
   * the second %s, the better move, e.g. "the farmer north of the start
   * tile" */
  return g_strdup_printf (_("%s Biggest: turn %u, better was %s."), cost, biggest->turn, where);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-meeple-preview.h"
#include "bst-state-private.h"

static void
keep_event_cb (const BstScoreEvent *event,
               gpointer             user_data)
{
  *(BstScoreEvent *) user_data = *event;
}

/* The player's total if the game ended right after @move's tile, with or
 * without its meeple: the difference is all the meeple brings, fields and
 * features completed now included. */
static gint
end_score (const BstState *placed,
           int             segment)
{
  g_autofree BstState *copy = g_new (BstState, 1);
  guint player = placed->current_player;

  bst_state_copy (copy, placed);
  bst_state_finish_turn (copy, segment, NULL, NULL);
  bst_state_final_scoring (copy, NULL, NULL);
  return copy->scores[player];
}

gboolean
bst_meeple_preview (const BstState   *state,
                    const BstMove    *move,
                    BstMeeplePreview *out)
{
  g_autofree BstState *placed = g_new (BstState, 1);
  BstPlacement placement = { move->x, move->y, move->rotation, 0 };
  guint player = state->current_player;
  gint8 segments[BST_MAX_SEGMENTS];
  guint n_segments;
  gboolean legal = FALSE;
  guint tile;
  guint root;

  g_return_val_if_fail (state->phase == BST_PHASE_PLACE, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (move->segment == BST_NO_SEGMENT || state->supply[player] == 0)
    return FALSE;
  bst_state_copy (placed, state);
  bst_state_place (placed, move->tile, &placement);
  n_segments = bst_state_meeple_segments (placed, segments);
  for (guint i = 0; i < n_segments && !legal; i++)
    legal = segments[i] == move->segment;
  if (!legal)
    return FALSE;

  tile = placed->last_tile;
  root = bst_state_feature_root (placed, tile, (guint) move->segment);

  out->kind = placed->nodes[root].kind;
  out->complete = bst_state_feature_complete (placed, tile, (guint) move->segment);
  out->end_points = (guint) MAX (0, end_score (placed, move->segment) - end_score (placed, -1));
  /* A meeple only goes where nobody is yet. */
  out->owners = 1 << player;
  out->scores_now = out->kind != BST_FEATURE_FIELD;
  out->now_points = 0;
  if (out->scores_now)
    {
      g_autofree BstState *held = g_new (BstState, 1);
      BstScoreEvent event = { 0 };

      bst_state_copy (held, placed);
      bst_state_add_meeple (held, player, tile, (guint) move->segment);
      bst_state_score_feature (held, bst_state_feature_root (held, tile, (guint) move->segment),
                               tile, FALSE, keep_event_cb, &event);
      out->now_points = event.points;
      out->owners = event.winners;
    }
  return TRUE;
}

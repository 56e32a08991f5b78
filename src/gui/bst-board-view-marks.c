/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-view-private.h"

/* What the window asks the board to point out: features outlined (a
 * scored city, the feature a meeple target joins), the hint's meeple
 * target and a better move found in review. The snapshot draws them. */

/* Appends the segments of the feature @segment of @tile belongs to. */
void
_bst_board_view_collect_feature (GArray         *out,
                                 const BstState *state,
                                 guint           tile,
                                 guint           segment)
{
  g_autofree guint8 *tiles = g_new (guint8, BST_MAX_NODES);
  g_autofree guint8 *segments = g_new (guint8, BST_MAX_NODES);
  guint n;

  if (tile >= state->n_tiles)
    return;

  n = bst_state_feature_segments (state, tile, segment, tiles, segments);
  for (guint i = 0; i < n; i++)
    {
      const BstPlacedTile *placed = &state->tiles[tiles[i]];
      Highlight h = { placed->x, placed->y, placed->type, placed->rotation, segments[i] };

      g_array_append_val (out, h);
    }
}

/* Highlighted features */

void
bst_board_view_highlight_feature (BstBoardView *self,
                                  guint         tile,
                                  guint         segment)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  g_array_set_size (self->highlight, 0);
  bst_board_view_add_highlight_feature (self, tile, segment);
}

void
bst_board_view_add_highlight_feature (BstBoardView *self,
                                      guint         tile,
                                      guint         segment)
{
  const BstState *state;

  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  g_return_if_fail (self->game != NULL);

  state = bst_game_get_state (self->game);
  g_return_if_fail (tile < state->n_tiles);
  g_return_if_fail (segment < bst_tile_geometry_n_segments (state->tiles[tile].type));

  _bst_board_view_collect_feature (self->highlight, state, tile, segment);
  _bst_board_view_queue_redraw (self);
}

void
bst_board_view_clear_highlight (BstBoardView *self)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  g_array_set_size (self->highlight, 0);
  _bst_board_view_queue_redraw (self);
}

/* The hint and the better move */

/* Keeps @move in @slot when it places a tile, the only moves the board
 * marks; returns whether it does. */
static gboolean
keep_placement (BstMove       *slot,
                const BstMove *move)
{
  if (move == NULL || move->kind != BST_MOVE_PLACE)
    return FALSE;
  *slot = *move;
  return TRUE;
}

int
_bst_board_view_hint_target (BstBoardView *self)
{
  const BstMove *hint = &self->hint;

  if (!self->has_hint || !self->has_pending || hint->segment == BST_NO_SEGMENT
      || self->pending.segment != BST_NO_SEGMENT || self->pending.tile != hint->tile
      || self->pending.x != hint->x || self->pending.y != hint->y
      || self->pending.rotation != hint->rotation)
    return -1;
  for (guint i = 0; i < self->n_options; i++)
    if (self->options[i] == hint->segment)
      return (int) i;
  return -1;
}

void
bst_board_view_show_hint_target (BstBoardView  *self,
                                 const BstMove *hint)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  self->has_hint = keep_placement (&self->hint, hint);
  _bst_board_view_queue_redraw (self);
}

int
bst_board_view_get_hint_target (BstBoardView *self)
{
  int target;

  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), BST_NO_SEGMENT);

  target = _bst_board_view_hint_target (self);
  return target >= 0 ? self->options[target] : BST_NO_SEGMENT;
}

void
bst_board_view_show_better_move (BstBoardView  *self,
                                 const BstMove *move)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  self->has_better_move = keep_placement (&self->better_move, move);
  _bst_board_view_queue_redraw (self);
}

gboolean
bst_board_view_get_better_move (BstBoardView *self,
                                BstMove      *out)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), FALSE);

  if (self->has_better_move && out != NULL)
    *out = self->better_move;
  return self->has_better_move;
}

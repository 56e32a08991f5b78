/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-puzzle-solver.h"

#define INFINITE_MARGIN (G_MAXINT / 4)

/* One search: the node budget and scratch states, two per depth, so that
 * the recursion keeps only small frames on the stack. */
typedef struct {
  guint64    nodes;
  guint64    max_nodes;
  gboolean   too_large;
  guint      root_player;
  GPtrArray *scratch;
} Search;

static void
search_init (Search *s, const BstState *state)
{
  memset (s, 0, sizeof *s);
  s->max_nodes = BST_PUZZLE_SOLVER_MAX_NODES;
  s->root_player = state->current_player;
  s->scratch = g_ptr_array_new_with_free_func (g_free);
}

static void
search_clear (Search *s)
{
  g_clear_pointer (&s->scratch, g_ptr_array_unref);
}

static BstState *
scratch_state (Search *s, guint depth, guint which)
{
  guint index = 2 * depth + which;

  while (s->scratch->len <= index)
    g_ptr_array_add (s->scratch, g_new (BstState, 1));
  return s->scratch->pdata[index];
}

static gboolean
set_too_large (const Search *s, GError **error)
{
  if (!s->too_large)
    return TRUE;
  g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
               _("The search is too large: more than %llu turns to try; "
                 "use fewer tiles after the one in hand"),
               (unsigned long long) s->max_nodes);
  return FALSE;
}

/* Moves --------------------------------------------------------------------- */

typedef struct {
  guint  player;
  int    points;
} TurnPoints;

static void
turn_points_cb (const BstScoreEvent *event, gpointer user_data)
{
  TurnPoints *turn = user_data;

  if (!event->final && (event->winners & (1u << turn->player)))
    turn->points += (int) event->points;
}

/* Walks the moves of a state one by one: for each tile type in hand, each
 * placement, then no meeple and each meeple segment. After each step
 * `after` holds the position the move leads to. */
typedef struct {
  const BstState *state;
  BstState       *placed;
  BstState       *after;
  guint8          types[BST_MAX_HAND];
  guint           n_types;
  guint           type_index;
  BstPlacement    placements[4 * BST_MAX_FRONTIER];
  guint           n_placements;
  guint           placement_index;
  gint8           segments[BST_MAX_SEGMENTS];
  guint           n_segments;
  guint           segment_index;   /* 0: load a placement; 1: no meeple; i: segments[i - 2] */
  BstMove         move;
  int             points;          /* the mover's, this turn */
  int             cities;          /* completed by the placement */
} MoveIter;

static void
move_iter_init (MoveIter *it, Search *s, const BstState *state, guint depth)
{
  it->state = state;
  it->placed = scratch_state (s, depth, 0);
  it->after = scratch_state (s, depth, 1);
  it->n_types = 0;
  for (guint i = 0; i < state->n_hand; i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < it->n_types; j++)
        seen |= it->types[j] == state->hand[i];
      if (!seen)
        it->types[it->n_types++] = state->hand[i];
    }
  it->type_index = 0;
  it->n_placements = 0;
  it->placement_index = 0;
  it->n_segments = 0;
  it->segment_index = 0;
  if (it->n_types > 0 && state->phase == BST_PHASE_PLACE)
    it->n_placements = bst_state_legal_placements (state, it->types[0], it->placements);
  else
    it->n_types = 0;
}

static int
cities_completed (const BstState *placed)
{
  const BstPlacedTile *pt = &placed->tiles[placed->last_tile];
  const BstTileType *tt = bst_tile_type (pt->type);
  guint roots[BST_MAX_SEGMENTS];
  guint n_roots = 0;

  for (guint seg = 0; seg < tt->n_segments; seg++)
    {
      guint root;
      gboolean seen = FALSE;

      if (tt->segments[seg].kind != BST_FEATURE_CITY
          || !bst_state_feature_complete (placed, placed->last_tile, seg))
        continue;
      root = bst_state_feature_root (placed, placed->last_tile, seg);
      for (guint i = 0; i < n_roots; i++)
        seen |= roots[i] == root;
      if (!seen)
        roots[n_roots++] = root;
    }
  return (int) n_roots;
}

static gboolean
move_iter_next (MoveIter *it, Search *s)
{
  TurnPoints turn;

  if (s->too_large)
    return FALSE;

  /* Past the meeple choices of the current placement: the next placement.
   * Choice 1 is no meeple, choice i > 1 is segments[i - 2]. */
  while (it->segment_index == 0 || it->segment_index > it->n_segments + 1)
    {
      const BstPlacement *placement;

      if (it->segment_index != 0)
        {
          it->placement_index++;
          it->segment_index = 0;
        }
      while (it->placement_index >= it->n_placements)
        {
          if (++it->type_index >= it->n_types)
            return FALSE;
          it->placement_index = 0;
          it->n_placements = bst_state_legal_placements (it->state, it->types[it->type_index],
                                                         it->placements);
        }
      placement = &it->placements[it->placement_index];
      bst_state_copy (it->placed, it->state);
      bst_state_place (it->placed, it->types[it->type_index], placement);
      it->n_segments = bst_state_meeple_segments (it->placed, it->segments);
      it->cities = cities_completed (it->placed);
      it->move.kind = BST_MOVE_PLACE;
      it->move.tile = it->types[it->type_index];
      it->move.x = placement->x;
      it->move.y = placement->y;
      it->move.rotation = placement->rotation;
      it->move.bid = 0;
      it->segment_index = 1;
    }

  if (++s->nodes > s->max_nodes)
    {
      s->too_large = TRUE;
      return FALSE;
    }

  it->move.segment = it->segment_index == 1 ? BST_NO_SEGMENT
                     : it->segments[it->segment_index - 2];
  bst_state_copy (it->after, it->placed);
  turn.player = it->state->current_player;
  turn.points = 0;
  bst_state_finish_turn (it->after, it->move.segment, turn_points_cb, &turn);
  it->points = turn.points;
  it->segment_index++;
  return TRUE;
}

GArray *
bst_puzzle_solver_list_moves (const BstState *state)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autofree MoveIter *it = g_new (MoveIter, 1);
  Search s;

  g_return_val_if_fail (state != NULL, moves);

  search_init (&s, state);
  s.max_nodes = G_MAXUINT64;
  move_iter_init (it, &s, state, 0);
  while (move_iter_next (it, &s))
    g_array_append_val (moves, it->move);
  search_clear (&s);
  return moves;
}

/* Canonical moves ------------------------------------------------------------ */

static int
segment_with_ports (guint type, guint rotation, guint kind, guint16 ports)
{
  const BstTileType *tt = bst_tile_type (type);

  for (guint j = 0; j < tt->n_segments; j++)
    if (tt->segments[j].kind == kind && bst_tile_segment_ports (type, rotation, j) == ports)
      return (int) j;
  return -1;
}

/* Whether rotations @a and @b of a tile lay the same segments on the board. */
static gboolean
same_layout (guint type, guint a, guint b)
{
  const BstTileType *tt = bst_tile_type (type);

  for (guint seg = 0; seg < tt->n_segments; seg++)
    if (segment_with_ports (type, a, tt->segments[seg].kind,
                            bst_tile_segment_ports (type, b, seg)) < 0)
      return FALSE;
  return TRUE;
}

void
bst_puzzle_solver_canonical_move (BstMove *move)
{
  g_return_if_fail (move != NULL);

  if (move->kind != BST_MOVE_PLACE || move->tile >= BST_N_TILE_TYPES || move->rotation > 3)
    return;
  for (guint r = 0; r < move->rotation; r++)
    {
      if (!same_layout (move->tile, r, move->rotation))
        continue;
      if (move->segment != BST_NO_SEGMENT)
        {
          const BstTileType *tt = bst_tile_type (move->tile);
          guint16 ports;

          if (move->segment < 0 || move->segment >= tt->n_segments)
            return;
          ports = bst_tile_segment_ports (move->tile, move->rotation, (guint) move->segment);
          move->segment = (gint8) segment_with_ports (move->tile, r,
                                                      tt->segments[move->segment].kind, ports);
        }
      move->rotation = (guint8) r;
      return;
    }
}

gboolean
bst_puzzle_solver_moves_equivalent (const BstMove *a, const BstMove *b)
{
  BstMove ca = *a, cb = *b;

  bst_puzzle_solver_canonical_move (&ca);
  bst_puzzle_solver_canonical_move (&cb);
  if (ca.kind != cb.kind)
    return FALSE;
  if (ca.kind == BST_MOVE_BID)
    return ca.bid == cb.bid;
  if (ca.kind != BST_MOVE_PLACE)
    return TRUE;
  return ca.tile == cb.tile && ca.x == cb.x && ca.y == cb.y
         && ca.rotation == cb.rotation && ca.segment == cb.segment;
}

/* Checks ---------------------------------------------------------------------- */

gboolean
bst_puzzle_solver_check_state (const BstState  *state,
                               gboolean         needs_order,
                               GError         **error)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (state->phase != BST_PHASE_PLACE || state->n_hand == 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           state->phase == BST_PHASE_OVER
                           ? _("The game in this position is over: there is no move to find")
                           : _("The position must have a tile to place, not an auction under way"));
      return FALSE;
    }
  if (state->rules.auction)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("Moves under the tile auction cannot be searched: its bids have "
                             "no limit"));
      return FALSE;
    }
  if (needs_order && !state->fixed_order && state->n_bag > 0)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("The tiles after the one in hand must be a fixed draw order"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_move (const BstState *state, const BstMove *move, GError **error)
{
  if (move->kind != BST_MOVE_PLACE)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                           _("The move must place a tile"));
      return FALSE;
    }
  return bst_state_check_move (state, move, error);
}

/* Points this turn -------------------------------------------------------------- */

int
bst_puzzle_solver_move_points (const BstState *state, const BstMove *move)
{
  g_autofree BstState *after = g_new (BstState, 1);
  TurnPoints turn = { state->current_player, 0 };

  g_return_val_if_fail (bst_state_check_move (state, move, NULL), 0);

  bst_state_copy (after, state);
  bst_state_apply (after, move, turn_points_cb, &turn);
  return turn.points;
}

/* Margins under the fixed draw order ------------------------------------------ */

static int
margin_of (const int *scores, guint n_players, guint player)
{
  int best_other = -INFINITE_MARGIN;

  for (guint p = 0; p < n_players; p++)
    if (p != player)
      best_other = MAX (best_other, scores[p]);
  return scores[player] - best_other;
}

static int
state_margin (const BstState *state, guint player)
{
  int scores[BST_MAX_PLAYERS];

  for (guint p = 0; p < state->rules.n_players; p++)
    scores[p] = state->scores[p];
  return margin_of (scores, state->rules.n_players, player);
}

static int negamax (Search *s, const BstState *state, guint me, guint depth, int alpha, int beta);

/* The value for @me of the position after a move by @me. */
static int
child_value (Search *s, const BstState *after, guint me, guint depth, int alpha, int beta)
{
  guint next;

  if (bst_state_is_over (after))
    return state_margin (after, me);
  next = after->current_player;
  if (next == me)
    return negamax (s, after, me, depth, alpha, beta);
  return -negamax (s, after, next, depth, -beta, -alpha);
}

/* Two players: the margin of one is minus the other's, so the game is
 * zero-sum and alpha-beta gives the exact value (fail-soft). */
static int
negamax (Search *s, const BstState *state, guint me, guint depth, int alpha, int beta)
{
  g_autofree MoveIter *it = g_new (MoveIter, 1);
  int best = -INFINITE_MARGIN;
  gboolean any = FALSE;

  move_iter_init (it, s, state, depth);
  while (move_iter_next (it, s))
    {
      int value = child_value (s, it->after, me, depth + 1, MAX (alpha, best), beta);

      any = TRUE;
      best = MAX (best, value);
      if (best >= beta)
        break;
    }
  return any ? best : state_margin (state, me);
}

/* More players: each chooses the move best for their own margin (max^n);
 * between moves equally good for them, the one worse for the puzzle's
 * mover, so that the mover's value does not hang on luck. Fills @scores
 * with the final scores of the line played. */
static void
maxn (Search *s, const BstState *state, guint depth, int *scores)
{
  g_autofree MoveIter *it = g_new (MoveIter, 1);
  guint n_players = state->rules.n_players;
  guint me = state->current_player;
  int best_own = -INFINITE_MARGIN, best_root = INFINITE_MARGIN;
  gboolean any = FALSE;

  if (bst_state_is_over (state))
    {
      for (guint p = 0; p < n_players; p++)
        scores[p] = state->scores[p];
      return;
    }

  move_iter_init (it, s, state, depth);
  while (move_iter_next (it, s))
    {
      int child[BST_MAX_PLAYERS];
      int own, root;

      maxn (s, it->after, depth + 1, child);
      own = margin_of (child, n_players, me);
      root = margin_of (child, n_players, s->root_player);
      if (!any || own > best_own || (own == best_own && root < best_root))
        {
          best_own = own;
          best_root = root;
          memcpy (scores, child, sizeof child);
          any = TRUE;
        }
    }
  if (!any)
    for (guint p = 0; p < n_players; p++)
      scores[p] = state->scores[p];
}

gboolean
bst_puzzle_solver_move_margin (const BstState  *state,
                               const BstMove   *move,
                               int             *margin,
                               GError         **error)
{
  g_autofree BstState *after = g_new (BstState, 1);
  guint me = state->current_player;
  Search s;

  if (!bst_puzzle_solver_check_state (state, TRUE, error) || !check_move (state, move, error))
    return FALSE;

  bst_state_copy (after, state);
  bst_state_apply (after, move, NULL, NULL);
  search_init (&s, state);
  if (state->rules.n_players == 2)
    *margin = child_value (&s, after, me, 1, -INFINITE_MARGIN, INFINITE_MARGIN);
  else
    {
      int scores[BST_MAX_PLAYERS];

      maxn (&s, after, 1, scores);
      *margin = margin_of (scores, state->rules.n_players, me);
    }
  search_clear (&s);
  return set_too_large (&s, error);
}

/* Collects @move when @value equals the best so far; a better value
 * starts the list again. */
static void
collect (GArray *moves, int *best, const BstMove *move, int value)
{
  BstMove canonical = *move;

  if (value < *best)
    return;
  if (value > *best)
    {
      g_array_set_size (moves, 0);
      *best = value;
    }
  bst_puzzle_solver_canonical_move (&canonical);
  g_array_append_val (moves, canonical);
}

gboolean
bst_puzzle_solver_best_moves (const BstState    *state,
                              BstPuzzleMeasure   measure,
                              GArray            *moves,
                              int               *value,
                              guint64           *nodes,
                              GError           **error)
{
  g_autofree MoveIter *it = g_new (MoveIter, 1);
  guint me = state->current_player;
  guint n_players = state->rules.n_players;
  int best = -INFINITE_MARGIN;
  Search s;

  g_return_val_if_fail (moves != NULL && value != NULL, FALSE);

  if (!bst_puzzle_solver_check_state (state, measure == BST_PUZZLE_MEASURE_MARGIN, error))
    return FALSE;

  g_array_set_size (moves, 0);
  search_init (&s, state);
  move_iter_init (it, &s, state, 0);
  while (move_iter_next (it, &s))
    {
      int v;

      if (measure == BST_PUZZLE_MEASURE_POINTS)
        v = it->points;
      else if (n_players == 2)
        {
          /* A window just below the best so far: a worse move fails low
           * quickly, an equal or better one comes back exact. */
          int alpha = best == -INFINITE_MARGIN ? -INFINITE_MARGIN : best - 1;

          v = child_value (&s, it->after, me, 1, alpha, INFINITE_MARGIN);
        }
      else
        {
          int scores[BST_MAX_PLAYERS];

          maxn (&s, it->after, 1, scores);
          v = margin_of (scores, n_players, me);
        }
      if (s.too_large)
        break;
      collect (moves, &best, &it->move, v);
    }
  if (nodes)
    *nodes = s.nodes;
  search_clear (&s);
  if (!set_too_large (&s, error))
    return FALSE;
  *value = best;
  return TRUE;
}

/* Goals ---------------------------------------------------------------------- */

static int
meeples_on_board (const BstState *state, guint player)
{
  return state->rules.meeples - state->supply[player];
}

static void
goal_progress (const BstState          *start,
               const BstState          *now,
               const BstPuzzleGoalSpec *goal,
               int                      cities,
               gboolean                *reached,
               int                     *achieved)
{
  guint me = start->current_player;

  switch (goal->goal)
    {
    case BST_PUZZLE_GOAL_POINTS:
      *achieved = now->scores[me] - start->scores[me];
      *reached = *achieved >= (int) goal->target;
      break;
    case BST_PUZZLE_GOAL_CITIES:
      *achieved = cities;
      *reached = *achieved >= (int) goal->target;
      break;
    case BST_PUZZLE_GOAL_MEEPLES_HOME:
    default:
      *achieved = meeples_on_board (now, me);
      *reached = *achieved == 0;
      break;
    }
}

static gboolean
sequence_done (const BstState *now, const BstPuzzleGoalSpec *goal, guint played)
{
  return bst_state_is_over (now)
         || (goal->turns != BST_PUZZLE_GOAL_ALL_TURNS && played >= goal->turns);
}

gboolean
bst_puzzle_solver_play_sequence (const BstState           *state,
                                 const BstPuzzleGoalSpec  *goal,
                                 const BstMove            *moves,
                                 guint                     n_moves,
                                 gboolean                 *reached,
                                 int                      *achieved,
                                 GError                  **error)
{
  g_autofree BstState *now = g_new (BstState, 1);
  int cities = 0;

  g_return_val_if_fail (goal != NULL && reached != NULL && achieved != NULL, FALSE);

  if (!bst_puzzle_solver_check_state (state, goal->turns != 1, error))
    return FALSE;

  bst_state_copy (now, state);
  for (guint i = 0; i < n_moves; i++)
    {
      BstPlacement where = { moves[i].x, moves[i].y, moves[i].rotation, 0 };

      if (sequence_done (now, goal, i))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                       _("moves[%u]: the sequence is complete after %u moves"), i, i);
          return FALSE;
        }
      if (!check_move (now, &moves[i], error))
        {
          g_autofree char *text = bst_move_format (&moves[i]);

          g_prefix_error (error, _("moves[%u] (%s): "), i, text);
          return FALSE;
        }
      bst_state_place (now, moves[i].tile, &where);
      cities += cities_completed (now);
      bst_state_finish_turn (now, moves[i].segment, NULL, NULL);
    }
  if (!sequence_done (now, goal, n_moves))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   goal->turns == BST_PUZZLE_GOAL_ALL_TURNS
                   ? _("The sequence stops after %u moves, before the last tile")
                   : _("The sequence stops after %u moves, before the last of its turns"),
                   n_moves);
      return FALSE;
    }
  goal_progress (state, now, goal, cities, reached, achieved);
  return TRUE;
}

static gboolean
reach (Search                  *s,
       const BstState          *start,
       const BstState          *state,
       const BstPuzzleGoalSpec *goal,
       guint                    depth,
       int                      cities,
       GArray                  *path)
{
  g_autofree MoveIter *it = NULL;

  if (sequence_done (state, goal, depth))
    {
      gboolean reached;
      int achieved;

      goal_progress (start, state, goal, cities, &reached, &achieved);
      return reached;
    }

  it = g_new (MoveIter, 1);
  move_iter_init (it, s, state, depth);
  while (move_iter_next (it, s))
    {
      g_array_set_size (path, depth);
      g_array_append_val (path, it->move);
      if (reach (s, start, it->after, goal, depth + 1, cities + it->cities, path))
        return TRUE;
    }
  g_array_set_size (path, depth);
  return FALSE;
}

gboolean
bst_puzzle_solver_reach_goal (const BstState           *state,
                              const BstPuzzleGoalSpec  *goal,
                              gboolean                 *reachable,
                              GArray                   *sequence,
                              guint64                  *nodes,
                              GError                  **error)
{
  Search s;
  gboolean found;

  g_return_val_if_fail (goal != NULL && reachable != NULL && sequence != NULL, FALSE);

  if (!bst_puzzle_solver_check_state (state, goal->turns != 1, error))
    return FALSE;

  g_array_set_size (sequence, 0);
  search_init (&s, state);
  found = reach (&s, state, state, goal, 0, 0, sequence);
  if (nodes)
    *nodes = s.nodes;
  search_clear (&s);
  if (!set_too_large (&s, error))
    return FALSE;
  *reachable = found;
  if (!found)
    g_array_set_size (sequence, 0);
  for (guint i = 0; i < sequence->len; i++)
    bst_puzzle_solver_canonical_move (&g_array_index (sequence, BstMove, i));
  return TRUE;
}

/* Final scoring ----------------------------------------------------------------- */

static void
collect_event_cb (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

void
bst_puzzle_solver_final_scores (const BstState *state, int *scores, GArray *events)
{
  g_autofree BstState *end = g_new (BstState, 1);

  bst_state_copy (end, state);
  if (!bst_state_is_over (end))
    bst_state_final_scoring (end, events ? collect_event_cb : NULL, events);
  for (guint p = 0; p < state->rules.n_players; p++)
    scores[p] = end->scores[p];
}

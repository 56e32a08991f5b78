/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "bst-error.h"
#include "bst-game-private.h"
#include "bst-state-private.h"

/* What a move did, kept so that the game can answer for its past without
 * playing it again. */
typedef struct
{
  BstMove  move;
  guint8   player;                   /* who made it */
  guint8   extra_turn;               /* BstExtraTurn it earned */
  gint16   scores[BST_MAX_PLAYERS];  /* after it */
  guint    first_event;              /* its scoring events, in events[] */
} Turn;

struct _BstGame
{
  GObject        parent_instance;

  BstRules      *rules;
  BstPlayerInfo  players[BST_MAX_PLAYERS];
  guint64        seed;
  BstState      *start;
  BstState      *state;
  GArray        *turns;   /* Turn, played */
  GArray        *events;  /* BstScoreEvent, of the turns, in order */
  GArray        *redo;    /* BstMove, undone, the next to redo last */
};

/* Moves applied by every game, for tests. */
static gint n_applied;

G_DEFINE_FINAL_TYPE (BstGame, bst_game, G_TYPE_OBJECT)

static const Turn *
get_turn (BstGame *self, guint index)
{
  return &g_array_index (self->turns, Turn, index);
}

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_OVER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_N_MOVES,
  N_PROPS
};

enum {
  TILE_PLACED,
  MEEPLE_PLACED,
  FEATURE_SCORED,
  TURN_STARTED,
  GAME_OVER,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
bst_game_finalize (GObject *object)
{
  BstGame *self = BST_GAME (object);

  g_clear_object (&self->rules);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&self->players[p]);
  g_clear_pointer (&self->start, g_free);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->turns, g_array_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);

  G_OBJECT_CLASS (bst_game_parent_class)->finalize (object);
}

static void
bst_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  BstGame *self = BST_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, bst_game_get_current_player (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, bst_game_is_over (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bst_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, bst_game_can_redo (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, bst_game_get_n_moves (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_game_class_init (BstGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = bst_game_finalize;
  object_class->get_property = bst_game_get_property;

  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL, 0, BST_MAX_PLAYERS - 1, 0, flags);
  properties[PROP_OVER] = g_param_spec_boolean ("over", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[TILE_PLACED] =
    g_signal_new ("tile-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[MEEPLE_PLACED] =
    g_signal_new ("meeple-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[FEATURE_SCORED] =
    g_signal_new ("feature-scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  BST_TYPE_SCORE_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[TURN_STARTED] =
    g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bst_game_init (BstGame *self)
{
  self->start = g_new (BstState, 1);
  self->state = g_new (BstState, 1);
  self->turns = g_array_new (FALSE, FALSE, sizeof (Turn));
  self->events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  self->redo = g_array_new (FALSE, FALSE, sizeof (BstMove));
}

static void
set_players (BstGame *self, const BstPlayerInfo *players)
{
  for (guint p = 0; p < bst_game_get_n_players (self); p++)
    bst_player_info_copy (&self->players[p], &players[p]);
}

BstGame *
bst_game_new (BstRules            *rules,
              const BstPlayerInfo *players,
              guint64              seed)
{
  BstGame *self = g_object_new (BST_TYPE_GAME, NULL);

  self->rules = bst_rules_copy (rules);
  self->seed = seed;
  bst_state_init_game (self->start, bst_rules_get_set (rules), seed);
  bst_state_copy (self->state, self->start);
  set_players (self, players);
  return self;
}

/* A game from @start exactly as it is. */
static BstGame *
new_at (const BstState      *start,
        const BstPlayerInfo *players,
        guint64              seed)
{
  BstGame *self = g_object_new (BST_TYPE_GAME, NULL);

  self->rules = bst_rules_new_from_set (&start->rules);
  self->seed = seed;
  bst_state_copy (self->start, start);
  bst_state_copy (self->state, self->start);
  set_players (self, players);
  return self;
}

BstGame *
bst_game_new_from_state (const BstState      *start,
                         const BstPlayerInfo *players,
                         guint64              seed)
{
  g_autofree BstState *state = g_new (BstState, 1);

  bst_state_copy (state, start);
  bst_state_seed (state, seed);
  if (state->phase == BST_PHASE_PLACE && state->n_hand == 0)
    bst_state_start_turn (state);
  return new_at (state, players, seed);
}

static int
compare_bytes (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

BstGame *
bst_game_new_from_position (BstPosition *start,
                            guint64      seed)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstPlayerInfo players[BST_MAX_PLAYERS];

  g_return_val_if_fail (BST_IS_POSITION (start), NULL);

  bst_state_copy (state, bst_position_get_state (start));
  bst_state_seed (state, seed);
  /* Random draws depend on where each tile lies in the bag, which a
   * position does not keep: put it in one order. */
  if (!state->fixed_order)
    qsort (state->bag, state->n_bag, 1, compare_bytes);
  if (state->n_hand == 0 && !bst_state_is_over (state))
    bst_state_start_turn (state);

  for (guint p = 0; p < bst_position_get_n_players (start); p++)
    players[p] = *bst_position_get_player (start, p);
  return new_at (state, players, seed);
}

BstGame *
_bst_game_copy (BstGame *self)
{
  BstGame *copy;

  g_return_val_if_fail (BST_IS_GAME (self), NULL);

  copy = new_at (self->start, self->players, self->seed);
  g_clear_object (&copy->rules);
  copy->rules = bst_rules_copy (self->rules);
  bst_state_copy (copy->state, self->state);
  g_array_append_vals (copy->turns, self->turns->data, self->turns->len);
  g_array_append_vals (copy->events, self->events->data, self->events->len);
  g_array_append_vals (copy->redo, self->redo->data, self->redo->len);
  return copy;
}

guint
_bst_game_get_n_applied (void)
{
  return (guint) g_atomic_int_get (&n_applied);
}

const BstState *
bst_game_get_state (BstGame *self)
{
  g_return_val_if_fail (BST_IS_GAME (self), NULL);
  return self->state;
}

const BstState *
bst_game_get_start (BstGame *self)
{
  g_return_val_if_fail (BST_IS_GAME (self), NULL);
  return self->start;
}

BstRules *
bst_game_get_rules (BstGame *self)
{
  g_return_val_if_fail (BST_IS_GAME (self), NULL);
  return self->rules;
}

guint64
bst_game_get_seed (BstGame *self)
{
  return self->seed;
}

guint
bst_game_get_n_players (BstGame *self)
{
  return bst_rules_get_n_players (self->rules);
}

const BstPlayerInfo *
bst_game_get_player (BstGame *self, guint player)
{
  g_return_val_if_fail (player < bst_game_get_n_players (self), NULL);
  return &self->players[player];
}

const BstPlayerInfo *
bst_game_get_players (BstGame *self)
{
  return self->players;
}

/* The player whose decision it is: in a tile auction, the bidder or the
 * drawer rather than the player whose turn it is. */
guint
bst_game_get_current_player (BstGame *self)
{
  return bst_state_to_move (self->state);
}

gboolean
bst_game_is_over (BstGame *self)
{
  return bst_state_is_over (self->state);
}

int
bst_game_get_score (BstGame *self, guint player)
{
  g_return_val_if_fail (player < bst_game_get_n_players (self), 0);
  return self->state->scores[player];
}

/* The rules have no tie-break: everyone with the top score wins. */
guint
bst_game_get_winners (BstGame *self)
{
  int best = G_MININT;
  guint winners = 0;

  g_return_val_if_fail (BST_IS_GAME (self), 0);

  if (!bst_game_is_over (self))
    return 0;
  for (guint p = 0; p < bst_game_get_n_players (self); p++)
    best = MAX (best, self->state->scores[p]);
  for (guint p = 0; p < bst_game_get_n_players (self); p++)
    if (self->state->scores[p] == best)
      winners |= 1u << p;
  return winners;
}

int
bst_game_get_points (BstGame *self,
                     guint    player,
                     guint    kind)
{
  int points = 0;

  g_return_val_if_fail (BST_IS_GAME (self), 0);

  for (guint i = 0; i < self->events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (self->events, BstScoreEvent, i);

      if (event->kind == kind && (event->winners & (1u << player)))
        points += event->points;
    }
  return points;
}

GArray *
bst_game_dup_score_history (BstGame *self)
{
  guint n_players, n_moves;
  GArray *history;

  g_return_val_if_fail (BST_IS_GAME (self), NULL);

  n_players = bst_game_get_n_players (self);
  n_moves = bst_game_get_n_moves (self);
  history = g_array_sized_new (FALSE, FALSE, sizeof (int), (n_moves + 1) * n_players);
  for (guint p = 0; p < n_players; p++)
    {
      int score = self->start->scores[p];

      g_array_append_val (history, score);
    }
  for (guint i = 0; i < n_moves; i++)
    for (guint p = 0; p < n_players; p++)
      {
        int score = get_turn (self, i)->scores[p];

        g_array_append_val (history, score);
      }
  return history;
}

void
bst_game_score_if_ended_now (BstGame *self, int *scores)
{
  g_autofree BstState *scratch = g_new (BstState, 1);

  bst_state_copy (scratch, self->state);
  if (!bst_state_is_over (scratch))
    bst_state_final_scoring (scratch, NULL, NULL);
  for (guint p = 0; p < bst_game_get_n_players (self); p++)
    scores[p] = scratch->scores[p];
}

GArray *
bst_game_get_legal_placements (BstGame *self, guint tile)
{
  GArray *placements = g_array_sized_new (FALSE, FALSE, sizeof (BstPlacement), 4 * BST_MAX_FRONTIER);

  g_array_set_size (placements, 4 * BST_MAX_FRONTIER);
  g_array_set_size (placements, bst_state_legal_placements (self->state, tile,
                                                            (BstPlacement *) placements->data));
  return placements;
}

guint
bst_game_get_meeple_options (BstGame       *self,
                             const BstMove *placement,
                             gint8         *segments)
{
  return bst_state_meeple_options (self->state, placement, segments);
}

static void
emit_score_cb (const BstScoreEvent *event, gpointer user_data)
{
  BstGame *self = user_data;

  g_array_append_val (self->events, *event);
  g_signal_emit (self, signals[FEATURE_SCORED], 0, event);
}

/* The properties a move, an undo or a redo may change, taken before it so
 * that only the ones that did change notify. */
typedef struct {
  guint    n_moves;
  guint    current_player;
  gboolean can_undo;
  gboolean can_redo;
  gboolean over;
} Summary;

static Summary
summarize (BstGame *self)
{
  return (Summary) {
    .n_moves = bst_game_get_n_moves (self),
    .current_player = bst_game_get_current_player (self),
    .can_undo = bst_game_can_undo (self),
    .can_redo = bst_game_can_redo (self),
    .over = bst_game_is_over (self),
  };
}

static void
notify_history (BstGame       *self,
                const Summary *before)
{
  Summary now = summarize (self);

  if (now.can_undo != before->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (now.can_redo != before->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (now.n_moves != before->n_moves)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  if (now.current_player != before->current_player)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
  if (now.over != before->over)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
}

static void
apply_move (BstGame       *self,
            const BstMove *move,
            const Summary *before)
{
  BstPlacement where = { move->x, move->y, move->rotation, 0 };
  Turn turn = { *move, bst_state_to_move (self->state), BST_EXTRA_TURN_NONE, { 0 },
                self->events->len };
  guint tile;

  g_object_freeze_notify (G_OBJECT (self));

  if (move->kind == BST_MOVE_PLACE)
    {
      bst_state_place (self->state, move->tile, &where);
      if (bst_state_earns_extra_turn (self->state))
        turn.extra_turn = BST_EXTRA_TURN_FILLED_HOLE;
      tile = self->state->last_tile;
      g_signal_emit (self, signals[TILE_PLACED], 0, tile);
      if (move->segment != BST_NO_SEGMENT)
        g_signal_emit (self, signals[MEEPLE_PLACED], 0, tile, (guint) move->segment);
      bst_state_finish_turn (self->state, move->segment, emit_score_cb, self);
    }
  else
    bst_state_apply (self->state, move, emit_score_cb, self);
  g_atomic_int_inc (&n_applied);
  for (guint p = 0; p < bst_game_get_n_players (self); p++)
    turn.scores[p] = self->state->scores[p];
  g_array_append_val (self->turns, turn);
  notify_history (self, before);

  g_object_thaw_notify (G_OBJECT (self));

  if (bst_state_is_over (self->state))
    g_signal_emit (self, signals[GAME_OVER], 0);
  else
    g_signal_emit (self, signals[TURN_STARTED], 0, bst_state_to_move (self->state));
}

gboolean
bst_game_play (BstGame        *self,
               const BstMove  *move,
               GError        **error)
{
  Summary before;

  g_return_val_if_fail (BST_IS_GAME (self), FALSE);

  if (!bst_state_check_move (self->state, move, error))
    return FALSE;
  before = summarize (self);
  g_array_set_size (self->redo, 0);
  apply_move (self, move, &before);
  return TRUE;
}

guint
bst_game_get_n_moves (BstGame *self)
{
  return self->turns->len;
}

const BstMove *
bst_game_get_move (BstGame *self, guint index)
{
  g_return_val_if_fail (index < self->turns->len, NULL);
  return &get_turn (self, index)->move;
}

guint
bst_game_get_move_player (BstGame *self, guint index)
{
  g_return_val_if_fail (BST_IS_GAME (self), 0);
  g_return_val_if_fail (index < self->turns->len, 0);
  return get_turn (self, index)->player;
}

const BstScoreEvent *
bst_game_get_move_events (BstGame *self,
                          guint    index,
                          guint   *n_events)
{
  guint end;

  g_return_val_if_fail (BST_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->turns->len, NULL);
  g_return_val_if_fail (n_events != NULL, NULL);

  end = index + 1 < self->turns->len ? get_turn (self, index + 1)->first_event
                                     : self->events->len;
  *n_events = end - get_turn (self, index)->first_event;
  return &g_array_index (self->events, BstScoreEvent, get_turn (self, index)->first_event);
}

BstExtraTurn
bst_game_get_extra_turn (BstGame *self)
{
  g_return_val_if_fail (BST_IS_GAME (self), BST_EXTRA_TURN_NONE);

  if (self->turns->len == 0 || bst_game_is_over (self))
    return BST_EXTRA_TURN_NONE;
  return get_turn (self, self->turns->len - 1)->extra_turn;
}

gboolean
bst_game_can_undo (BstGame *self)
{
  return self->turns->len > 0;
}

gboolean
bst_game_can_redo (BstGame *self)
{
  return self->redo->len > 0;
}

/* Plays the first @n_moves moves again from the start, silently. */
static void
rewind_to (BstGame *self, guint n_moves)
{
  bst_state_copy (self->state, self->start);
  for (guint i = 0; i < n_moves; i++)
    bst_state_apply (self->state, &get_turn (self, i)->move, NULL, NULL);
  g_atomic_int_add (&n_applied, (gint) n_moves);
  if (n_moves < self->turns->len)
    g_array_set_size (self->events, get_turn (self, n_moves)->first_event);
  g_array_set_size (self->turns, n_moves);
}

gboolean
bst_game_undo (BstGame *self)
{
  Summary before;

  g_return_val_if_fail (BST_IS_GAME (self), FALSE);

  if (!bst_game_can_undo (self))
    return FALSE;
  before = summarize (self);
  g_array_append_val (self->redo, get_turn (self, self->turns->len - 1)->move);
  rewind_to (self, self->turns->len - 1);
  notify_history (self, &before);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
bst_game_redo (BstGame *self)
{
  Summary before;
  BstMove move;

  g_return_val_if_fail (BST_IS_GAME (self), FALSE);

  if (!bst_game_can_redo (self))
    return FALSE;
  before = summarize (self);
  move = g_array_index (self->redo, BstMove, self->redo->len - 1);
  g_array_set_size (self->redo, self->redo->len - 1);
  apply_move (self, &move, &before);
  return TRUE;
}

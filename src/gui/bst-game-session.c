/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-game-session.h"
#include "bst-log-entry.h"

/* How long a computer seat waits before it moves, at speed 1. */
#define COMPUTER_DELAY_MS 600
#define MIN_DELAY_MS      60

struct _BstGameSession
{
  GObject     parent_instance;

  BstGame    *game;
  GListStore *log;
  GRand      *rand;
  guint       computer_source;
  double      animation_speed;
  gboolean    paused;
  gboolean    human_turn;
};

G_DEFINE_FINAL_TYPE (BstGameSession, bst_game_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ANIMATION_SPEED,
  PROP_HUMAN_TURN,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_human (BstGameSession *self,
          guint           player)
{
  return bst_game_get_player (self->game, player)->kind == BST_SEAT_HUMAN;
}

static gboolean
has_human (BstGameSession *self)
{
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    if (is_human (self, p))
      return TRUE;
  return FALSE;
}

/* A uniformly random legal move: a tile of the hand that fits, a placement
 * of it, then a meeple choice with "none" as likely as each target. */
static gboolean
choose_random_move (BstGameSession *self,
                    BstMove        *move)
{
  const BstState *state = bst_game_get_state (self->game);
  guint start = state->n_hand ? g_rand_int_range (self->rand, 0, state->n_hand) : 0;

  *move = (BstMove) { .segment = BST_NO_SEGMENT, .kind = BST_MOVE_PLACE };
  /* In a tile auction the random seat neither bids nor sells. */
  if (state->phase == BST_PHASE_BID)
    {
      move->kind = BST_MOVE_PASS;
      return TRUE;
    }
  if (state->phase == BST_PHASE_DECIDE)
    {
      move->kind = BST_MOVE_KEEP;
      return TRUE;
    }

  for (guint i = 0; i < state->n_hand; i++)
    {
      guint tile = state->hand[(start + i) % state->n_hand];
      g_autoptr (GArray) placements = bst_game_get_legal_placements (self->game, tile);
      gint8 segments[BST_MAX_SEGMENTS + 1];
      const BstPlacement *where;
      guint n_options;

      if (placements->len == 0)
        continue;
      where = &g_array_index (placements, BstPlacement,
                              g_rand_int_range (self->rand, 0, placements->len));
      move->tile = tile;
      move->x = where->x;
      move->y = where->y;
      move->rotation = where->rotation;
      n_options = bst_game_get_meeple_options (self->game, move, segments);
      if (n_options > 0)
        {
          guint choice = g_rand_int_range (self->rand, 0, n_options + 1);

          if (choice < n_options)
            move->segment = segments[choice];
        }
      return TRUE;
    }
  return FALSE;
}

static gboolean
computer_move_cb (gpointer user_data)
{
  BstGameSession *self = user_data;
  g_autoptr (GError) error = NULL;
  BstMove move;

  self->computer_source = 0;
  if (!choose_random_move (self, &move))
    {
      g_warning ("No legal move for player %u", bst_game_get_current_player (self->game));
      return G_SOURCE_REMOVE;
    }
  if (!bst_game_play (self->game, &move, &error))
    g_warning ("The computer's move was refused: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
update (BstGameSession *self)
{
  gboolean over = bst_game_is_over (self->game);
  guint player = bst_game_get_current_player (self->game);
  gboolean human_turn = !over && is_human (self, player);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (!over && !human_turn && !self->paused)
    {
      guint delay = self->animation_speed > 0.01
                    ? (guint) (COMPUTER_DELAY_MS / self->animation_speed)
                    : MIN_DELAY_MS;

      self->computer_source = g_timeout_add (MAX (delay, MIN_DELAY_MS), computer_move_cb, self);
    }

  if (human_turn != self->human_turn)
    {
      self->human_turn = human_turn;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HUMAN_TURN]);
    }
}

/* The newest line; the store keeps it alive. */
static BstLogEntry *
newest_entry (BstGameSession *self)
{
  BstLogEntry *entry;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->log)) == 0)
    return NULL;
  entry = g_list_model_get_item (G_LIST_MODEL (self->log), 0);
  g_object_unref (entry);
  return entry;
}

/* A GListStore cannot announce a change in place; putting the newest line
 * back in its own place does, and the views show it again. */
static void
refresh_newest (BstGameSession *self)
{
  g_autoptr (BstLogEntry) entry = NULL;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->log)) == 0)
    return;
  entry = g_list_model_get_item (G_LIST_MODEL (self->log), 0);
  g_list_store_splice (self->log, 0, 1, (gpointer *) &entry, 1);
}

static void
tile_placed_cb (BstGame        *game,
                guint           tile,
                BstGameSession *self)
{
  const BstState *state = bst_game_get_state (game);
  const BstPlacedTile *placed = &state->tiles[tile];
  BstMove move = { placed->type, placed->x, placed->y, placed->rotation, BST_NO_SEGMENT };
  g_autoptr (BstLogEntry) entry = NULL;

  entry = bst_log_entry_new_turn (bst_game_get_n_moves (game), state->current_player, &move);
  g_list_store_insert (self->log, 0, entry);
}

static void
meeple_placed_cb (BstGame        *game,
                  guint           tile,
                  guint           segment,
                  BstGameSession *self)
{
  BstLogEntry *entry = newest_entry (self);

  if (entry != NULL)
    bst_log_entry_set_meeple (entry, (int) segment);
}

static void
feature_scored_cb (BstGame             *game,
                   const BstScoreEvent *event,
                   BstGameSession      *self)
{
  BstLogEntry *entry = newest_entry (self);

  if (event->final && (entry == NULL || !bst_log_entry_is_final (entry)))
    {
      g_autoptr (BstLogEntry) final = bst_log_entry_new_final (bst_game_get_n_moves (game));

      refresh_newest (self);
      g_list_store_insert (self->log, 0, final);
      entry = final;
    }
  if (entry == NULL)
    return;
  bst_log_entry_add_event (entry, event);
}

static void
turn_started_cb (BstGame        *game,
                 guint           player,
                 BstGameSession *self)
{
  refresh_newest (self);
  update (self);
}

static void
game_over_cb (BstGame        *game,
              BstGameSession *self)
{
  refresh_newest (self);
  update (self);
}

/* After undo the position was replaced: drop the lines of the moves that
 * are gone. */
static void
changed_cb (BstGame        *game,
            BstGameSession *self)
{
  guint n_moves = bst_game_get_n_moves (game);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  guint remove = 0;

  for (; remove < n; remove++)
    {
      g_autoptr (BstLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->log), remove);

      if (bst_log_entry_get_move (entry) < n_moves && !bst_log_entry_is_final (entry))
        break;
      if (bst_log_entry_is_final (entry) && bst_game_is_over (game))
        break;
    }
  if (remove > 0)
    g_list_store_splice (self->log, 0, remove, NULL, 0);
  update (self);
}

static void
bst_game_session_dispose (GObject *object)
{
  BstGameSession *self = BST_GAME_SESSION (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->log);
  G_OBJECT_CLASS (bst_game_session_parent_class)->dispose (object);
}

static void
bst_game_session_finalize (GObject *object)
{
  BstGameSession *self = BST_GAME_SESSION (object);

  g_clear_pointer (&self->rand, g_rand_free);
  G_OBJECT_CLASS (bst_game_session_parent_class)->finalize (object);
}

static void
bst_game_session_constructed (GObject *object)
{
  BstGameSession *self = BST_GAME_SESSION (object);

  G_OBJECT_CLASS (bst_game_session_parent_class)->constructed (object);

  g_return_if_fail (BST_IS_GAME (self->game));
  /* The computer seats draw from their own generator: the game's seed
   * decides the tiles, not the choices. */
  self->rand = g_rand_new_with_seed ((guint32) (bst_game_get_seed (self->game) ^ 0x5eed));
  g_signal_connect (self->game, "tile-placed", G_CALLBACK (tile_placed_cb), self);
  g_signal_connect (self->game, "meeple-placed", G_CALLBACK (meeple_placed_cb), self);
  g_signal_connect (self->game, "feature-scored", G_CALLBACK (feature_scored_cb), self);
  g_signal_connect (self->game, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect (self->game, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (self->game, "changed", G_CALLBACK (changed_cb), self);
  self->human_turn = FALSE;
  /* The first computer move waits until the main loop runs. */
  update (self);
}

static void
bst_game_session_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BstGameSession *self = BST_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, self->animation_speed);
      break;
    case PROP_HUMAN_TURN:
      g_value_set_boolean (value, self->human_turn);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_game_session_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BstGameSession *self = BST_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_ANIMATION_SPEED:
      bst_game_session_set_animation_speed (self, g_value_get_double (value));
      break;
    case PROP_PAUSED:
      bst_game_session_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_game_session_class_init (BstGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = bst_game_session_constructed;
  object_class->dispose = bst_game_session_dispose;
  object_class->finalize = bst_game_session_finalize;
  object_class->get_property = bst_game_session_get_property;
  object_class->set_property = bst_game_session_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BST_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 4.0, 1.0, flags);
  properties[PROP_HUMAN_TURN] =
    g_param_spec_boolean ("human-turn", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bst_game_session_init (BstGameSession *self)
{
  self->log = g_list_store_new (BST_TYPE_LOG_ENTRY);
  self->animation_speed = 1.0;
}

BstGameSession *
bst_game_session_new (BstGame *game)
{
  g_return_val_if_fail (BST_IS_GAME (game), NULL);
  return g_object_new (BST_TYPE_GAME_SESSION, "game", game, NULL);
}

BstGame *
bst_game_session_get_game (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return self->game;
}

GListModel *
bst_game_session_get_log (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return G_LIST_MODEL (self->log);
}

double
bst_game_session_get_animation_speed (BstGameSession *self)
{
  return self->animation_speed;
}

void
bst_game_session_set_animation_speed (BstGameSession *self,
                                      double          speed)
{
  g_return_if_fail (BST_IS_GAME_SESSION (self));

  speed = CLAMP (speed, 0.0, 4.0);
  if (speed == self->animation_speed)
    return;
  self->animation_speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

gboolean
bst_game_session_get_human_turn (BstGameSession *self)
{
  return self->human_turn;
}

gboolean
bst_game_session_get_paused (BstGameSession *self)
{
  return self->paused;
}

void
bst_game_session_set_paused (BstGameSession *self,
                             gboolean        paused)
{
  g_return_if_fail (BST_IS_GAME_SESSION (self));

  paused = !!paused;
  if (paused == self->paused)
    return;
  self->paused = paused;
  if (self->game != NULL)
    update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
bst_game_session_play (BstGameSession  *self,
                       const BstMove   *move,
                       GError         **error)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);
  return bst_game_play (self->game, move, error);
}

/* With computer seats, taking back one move would only hand the turn to
 * the computer, which would move again at once: go back to the last turn
 * a person had. */
gboolean
bst_game_session_can_undo (BstGameSession *self)
{
  GListModel *log;

  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);

  if (!has_human (self))
    return bst_game_can_undo (self->game);
  log = G_LIST_MODEL (self->log);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (BstLogEntry) entry = g_list_model_get_item (log, i);

      if (!bst_log_entry_is_final (entry) && is_human (self, bst_log_entry_get_player (entry)))
        return TRUE;
    }
  return FALSE;
}

gboolean
bst_game_session_undo (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);

  if (!bst_game_session_can_undo (self))
    return FALSE;
  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (!bst_game_undo (self->game))
    return FALSE;
  if (has_human (self))
    while (!is_human (self, bst_game_get_current_player (self->game)) && bst_game_undo (self->game))
      ;
  update (self);
  return TRUE;
}

gboolean
bst_game_session_redo (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (!bst_game_redo (self->game))
    {
      update (self);
      return FALSE;
    }
  if (has_human (self))
    while (!bst_game_is_over (self->game)
           && !is_human (self, bst_game_get_current_player (self->game))
           && bst_game_redo (self->game))
      ;
  update (self);
  return TRUE;
}

int
bst_game_session_get_points (BstGameSession *self,
                             guint           player,
                             guint           kind)
{
  GListModel *log = G_LIST_MODEL (self->log);
  int points = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr (BstLogEntry) entry = g_list_model_get_item (log, i);

      for (guint e = 0; e < bst_log_entry_get_n_events (entry); e++)
        {
          const BstScoreEvent *event = bst_log_entry_get_event (entry, e);

          if (event->kind == kind && (event->winners & (1u << player)))
            points += event->points;
        }
    }
  return points;
}

/* The rules have no tie-break: everyone with the top score wins. */
gboolean
bst_game_session_is_winner (BstGameSession *self,
                            guint           player)
{
  int best = G_MININT;

  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    best = MAX (best, bst_game_get_score (self->game, p));
  return bst_game_is_over (self->game) && bst_game_get_score (self->game, player) == best;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-ai.h"
#include "bst-autosave.h"
#include "bst-game-session.h"
#include "bst-log-entry.h"

/* How long a computer seat takes at least for a move, at speed 1. */
#define COMPUTER_DELAY_MS 600
#define MIN_DELAY_MS      60

struct _BstGameSession
{
  GObject        parent_instance;

  BstGame       *game;
  BstPosition   *start;
  BstGameRecord *record;
  GFile         *autosave_file;
  GListStore    *log;
  GRand         *rand;

  /* The computer's move: it is played once both the pause that keeps the
   * game watchable and the thinking are over. */
  guint          computer_source;
  GCancellable  *think_cancellable;
  guint          think_serial;
  BstMove        computer_move;
  gboolean       have_computer_move;
  gboolean       delay_done;

  double         animation_speed;
  double         expert_seconds;
  gboolean       paused;
  gboolean       human_turn;
  gboolean       thinking;
  gboolean       batch;       /* several moves taken back at once */
};

G_DEFINE_FINAL_TYPE (BstGameSession, bst_game_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_START,
  PROP_RECORD,
  PROP_ANIMATION_SPEED,
  PROP_EXPERT_SECONDS,
  PROP_HUMAN_TURN,
  PROP_THINKING,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  BstState   *state;
  BstAiLevel  level;
  double      max_seconds; /* 0: the level's own */
  guint64     seed;
  guint       serial;
  guint       n_moves;
  BstMove     move;
} Thinking;

static void
thinking_free (Thinking *thinking)
{
  g_free (thinking->state);
  g_free (thinking);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Thinking, thinking_free)

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

static void
set_thinking (BstGameSession *self,
              gboolean        thinking)
{
  if (thinking == self->thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
stop_computer (BstGameSession *self)
{
  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (self->think_cancellable != NULL)
    g_cancellable_cancel (self->think_cancellable);
  g_clear_object (&self->think_cancellable);
  self->think_serial++;
  self->have_computer_move = FALSE;
  self->delay_done = FALSE;
  set_thinking (self, FALSE);
}

static void
play_computer_move (BstGameSession *self)
{
  g_autoptr (GError) error = NULL;
  BstMove move = self->computer_move;

  self->have_computer_move = FALSE;
  if (!bst_game_play (self->game, &move, &error))
    g_warning ("The computer's move was refused: %s", error->message);
}

static gboolean
computer_delay_cb (gpointer user_data)
{
  BstGameSession *self = user_data;
  guint player = bst_game_get_current_player (self->game);
  BstAiLevel level;

  self->computer_source = 0;
  self->delay_done = TRUE;
  if (!bst_ai_level_from_seat_kind (bst_game_get_player (self->game, player)->kind, &level))
    {
      if (!choose_random_move (self, &self->computer_move))
        {
          g_warning ("No legal move for player %u", player);
          return G_SOURCE_REMOVE;
        }
      self->have_computer_move = TRUE;
    }
  if (self->have_computer_move)
    play_computer_move (self);
  return G_SOURCE_REMOVE;
}

/* The move the computer chooses, for its turn or as a hint. */
static void
choose_in_thread_cb (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  Thinking *thinking = task_data;
  BstAiOptions options;

  bst_ai_options_init (&options, thinking->level);
  options.seed = thinking->seed;
  if (thinking->max_seconds > 0)
    options.max_seconds = thinking->max_seconds;
  if (!bst_ai_choose_move (thinking->state, thinking->level, &options, &thinking->move,
                           cancellable))
    {
      if (!g_task_return_error_if_cancelled (task))
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                                 _("There is no move to suggest"));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
think_done_cb (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  BstGameSession *self = BST_GAME_SESSION (source_object);
  Thinking *thinking = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer found no move: %s", error->message);
      return;
    }
  /* The position may have changed while it thought (undo, a new game). */
  if (thinking->serial != self->think_serial || self->game == NULL
      || thinking->n_moves != bst_game_get_n_moves (self->game))
    return;

  self->computer_move = thinking->move;
  self->have_computer_move = TRUE;
  set_thinking (self, FALSE);
  if (self->delay_done)
    play_computer_move (self);
}

static Thinking *
thinking_new (BstGameSession *self,
              BstAiLevel      level)
{
  Thinking *thinking = g_new0 (Thinking, 1);

  thinking->state = g_new (BstState, 1);
  bst_state_copy (thinking->state, bst_game_get_state (self->game));
  thinking->level = level;
  /* Only Expert searches for a time; the others keep their fixed effort. */
  if (level == BST_AI_EXPERT)
    thinking->max_seconds = self->expert_seconds;
  thinking->seed = ((guint64) g_rand_int (self->rand) << 32) | g_rand_int (self->rand);
  thinking->serial = self->think_serial;
  thinking->n_moves = bst_game_get_n_moves (self->game);
  return thinking;
}

static void
start_computer (BstGameSession *self)
{
  guint player = bst_game_get_current_player (self->game);
  guint delay = self->animation_speed > 0.01
                ? (guint) (COMPUTER_DELAY_MS / self->animation_speed)
                : MIN_DELAY_MS;
  BstAiLevel level;

  self->computer_source = g_timeout_add (MAX (delay, MIN_DELAY_MS), computer_delay_cb, self);
  if (bst_ai_level_from_seat_kind (bst_game_get_player (self->game, player)->kind, &level))
    {
      g_autoptr (GTask) task = NULL;

      self->think_cancellable = g_cancellable_new ();
      task = g_task_new (self, self->think_cancellable, think_done_cb, NULL);
      g_task_set_source_tag (task, start_computer);
      g_task_set_task_data (task, thinking_new (self, level), (GDestroyNotify) thinking_free);
      g_task_run_in_thread (task, choose_in_thread_cb);
      set_thinking (self, TRUE);
    }
}

static void
update (BstGameSession *self)
{
  gboolean over = bst_game_is_over (self->game);
  guint player = bst_game_get_current_player (self->game);
  gboolean human_turn = !over && is_human (self, player);

  stop_computer (self);
  if (!over && !human_turn && !self->paused && !self->batch)
    start_computer (self);

  if (human_turn != self->human_turn)
    {
      self->human_turn = human_turn;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HUMAN_TURN]);
    }
}

/* The record and the autosave ----------------------------------------------------- */

static void
autosave (BstGameSession *self)
{
  g_autoptr (GBytes) bytes = NULL;

  if (self->autosave_file == NULL || self->batch)
    return;
  if (bst_game_is_over (self->game))
    {
      bst_autosave_delete (self->autosave_file);
      return;
    }
  bytes = bst_game_record_to_bytes (self->record);
  bst_autosave_write (self->autosave_file, bytes);
}

static void
rebuild_record (BstGameSession *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_new_from_game (self->game, self->start,
                                                                    &error);

  if (record == NULL)
    {
      g_critical ("The game cannot be written down: %s", error->message);
      return;
    }
  /* Taking moves back does not take back the aids used. */
  if (self->record != NULL)
    bst_game_record_add_aids (record, bst_game_record_get_aids (self->record));
  g_set_object (&self->record, record);
}

/* Moves are added one at a time; anything else (undo) writes the record
 * again from the start. */
static void
sync_record (BstGameSession *self)
{
  guint n_moves = bst_game_get_n_moves (self->game);
  GArray *recorded;

  if (self->batch)
    return;
  recorded = bst_game_record_get_moves (self->record);
  if (recorded->len + 1 != n_moves
      || !bst_game_record_play (self->record, bst_game_get_move (self->game, n_moves - 1),
                                NULL, NULL, NULL))
    rebuild_record (self);
  autosave (self);
}

/* The log -------------------------------------------------------------------------- */

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

/* A line for the move @index, a placement by @player. */
static void
log_placement (BstGameSession *self,
               guint           index,
               guint           player,
               const BstMove  *placement)
{
  BstMove move = { placement->tile, placement->x, placement->y, placement->rotation,
                   BST_NO_SEGMENT };
  g_autoptr (BstLogEntry) entry = bst_log_entry_new_turn (index, player, &move);

  g_list_store_insert (self->log, 0, entry);
}

static void
log_event (BstGameSession      *self,
           guint                index,
           const BstScoreEvent *event)
{
  BstLogEntry *entry = newest_entry (self);

  if (event->final && (entry == NULL || !bst_log_entry_is_final (entry)))
    {
      g_autoptr (BstLogEntry) final = bst_log_entry_new_final (index);

      refresh_newest (self);
      g_list_store_insert (self->log, 0, final);
      entry = final;
    }
  if (entry == NULL)
    return;
  bst_log_entry_add_event (entry, event);
}

/* The lines of the moves the game already has, as if they had been seen. */
static void
log_history (BstGameSession *self)
{
  for (guint i = 0; i < bst_game_get_n_moves (self->game); i++)
    {
      const BstMove *move = bst_game_get_move (self->game, i);
      const BstScoreEvent *events;
      guint n_events;

      if (move->kind == BST_MOVE_PLACE)
        {
          log_placement (self, i, bst_game_get_move_player (self->game, i), move);
          if (move->segment != BST_NO_SEGMENT)
            bst_log_entry_set_meeple (newest_entry (self), move->segment);
        }
      events = bst_game_get_move_events (self->game, i, &n_events);
      for (guint e = 0; e < n_events; e++)
        log_event (self, i, &events[e]);
    }
}

static void
tile_placed_cb (BstGame        *game,
                guint           tile,
                BstGameSession *self)
{
  const BstState *state = bst_game_get_state (game);
  const BstPlacedTile *placed = &state->tiles[tile];
  BstMove move = { placed->type, placed->x, placed->y, placed->rotation, BST_NO_SEGMENT };

  log_placement (self, bst_game_get_n_moves (game), state->current_player, &move);
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
  log_event (self, bst_game_get_n_moves (game), event);
}

static void
turn_started_cb (BstGame        *game,
                 guint           player,
                 BstGameSession *self)
{
  refresh_newest (self);
  sync_record (self);
  update (self);
}

static void
game_over_cb (BstGame        *game,
              BstGameSession *self)
{
  refresh_newest (self);
  sync_record (self);
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
  if (!self->batch)
    {
      rebuild_record (self);
      autosave (self);
    }
  update (self);
}

/* GObject -------------------------------------------------------------------------- */

static void
bst_game_session_dispose (GObject *object)
{
  BstGameSession *self = BST_GAME_SESSION (object);

  stop_computer (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->start);
  g_clear_object (&self->record);
  g_clear_object (&self->autosave_file);
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
  if (self->record == NULL)
    rebuild_record (self);
  log_history (self);
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
    case PROP_START:
      g_value_set_object (value, self->start);
      break;
    case PROP_RECORD:
      g_value_set_object (value, self->record);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, self->animation_speed);
      break;
    case PROP_EXPERT_SECONDS:
      g_value_set_double (value, self->expert_seconds);
      break;
    case PROP_HUMAN_TURN:
      g_value_set_boolean (value, self->human_turn);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
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
    case PROP_START:
      self->start = g_value_dup_object (value);
      break;
    case PROP_RECORD:
      self->record = g_value_dup_object (value);
      break;
    case PROP_ANIMATION_SPEED:
      bst_game_session_set_animation_speed (self, g_value_get_double (value));
      break;
    case PROP_EXPERT_SECONDS:
      bst_game_session_set_expert_seconds (self, g_value_get_double (value));
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
  GParamFlags read_only = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = bst_game_session_constructed;
  object_class->dispose = bst_game_session_dispose;
  object_class->finalize = bst_game_session_finalize;
  object_class->get_property = bst_game_session_get_property;
  object_class->set_property = bst_game_session_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BST_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_START] =
    g_param_spec_object ("start", NULL, NULL, BST_TYPE_POSITION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The record of the game, when it has one already. */
  properties[PROP_RECORD] =
    g_param_spec_object ("record", NULL, NULL, BST_TYPE_GAME_RECORD,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 4.0, 1.0, flags);
  /* How long an Expert seat thinks about a move. */
  properties[PROP_EXPERT_SECONDS] =
    g_param_spec_double ("expert-seconds", NULL, NULL,
                         BST_GAME_SESSION_MIN_EXPERT_SECONDS, BST_GAME_SESSION_MAX_EXPERT_SECONDS,
                         1.0, flags);
  properties[PROP_HUMAN_TURN] = g_param_spec_boolean ("human-turn", NULL, NULL, FALSE, read_only);
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, read_only);
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bst_game_session_init (BstGameSession *self)
{
  self->log = g_list_store_new (BST_TYPE_LOG_ENTRY);
  self->animation_speed = 1.0;
  self->expert_seconds = 1.0;
}

/* API ------------------------------------------------------------------------------ */

BstGameSession *
bst_game_session_new (BstGame *game)
{
  return bst_game_session_new_full (game, NULL);
}

BstGameSession *
bst_game_session_new_full (BstGame     *game,
                           BstPosition *start)
{
  g_return_val_if_fail (BST_IS_GAME (game), NULL);
  g_return_val_if_fail (start == NULL || BST_IS_POSITION (start), NULL);
  return g_object_new (BST_TYPE_GAME_SESSION, "game", game, "start", start, NULL);
}

BstGameSession *
bst_game_session_new_from_record (BstGameRecord  *record,
                                  GError        **error)
{
  g_autoptr (BstGame) game = NULL;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Reading the record played its moves already. */
  game = bst_game_record_dup_game (record);
  return g_object_new (BST_TYPE_GAME_SESSION, "game", game,
                       "start", bst_game_record_get_start (record), "record", record, NULL);
}

BstGame *
bst_game_session_get_game (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return self->game;
}

BstPosition *
bst_game_session_get_start (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return self->start;
}

BstGameRecord *
bst_game_session_get_record (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return self->record;
}

GListModel *
bst_game_session_get_log (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return G_LIST_MODEL (self->log);
}

GFile *
bst_game_session_get_autosave_file (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), NULL);
  return self->autosave_file;
}

void
bst_game_session_set_autosave_file (BstGameSession *self,
                                    GFile          *file)
{
  g_return_if_fail (BST_IS_GAME_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (g_set_object (&self->autosave_file, file) && file != NULL
      && bst_game_get_n_moves (self->game) > 0)
    autosave (self);
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

double
bst_game_session_get_expert_seconds (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), 0);
  return self->expert_seconds;
}

void
bst_game_session_set_expert_seconds (BstGameSession *self,
                                     double          seconds)
{
  g_return_if_fail (BST_IS_GAME_SESSION (self));

  seconds = CLAMP (seconds, BST_GAME_SESSION_MIN_EXPERT_SECONDS,
                   BST_GAME_SESSION_MAX_EXPERT_SECONDS);
  if (seconds == self->expert_seconds)
    return;
  self->expert_seconds = seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPERT_SECONDS]);
}

gboolean
bst_game_session_get_human_turn (BstGameSession *self)
{
  return self->human_turn;
}

gboolean
bst_game_session_get_thinking (BstGameSession *self)
{
  return self->thinking;
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

void
bst_game_session_cancel (BstGameSession *self)
{
  g_return_if_fail (BST_IS_GAME_SESSION (self));
  stop_computer (self);
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
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);

  if (!has_human (self))
    return bst_game_can_undo (self->game);
  /* Is there a move a person made? */
  for (guint i = 0; i < bst_game_get_n_moves (self->game); i++)
    if (is_human (self, bst_game_get_move_player (self->game, i)))
      return TRUE;
  return FALSE;
}

static void
stop_batch (BstGameSession *self)
{
  self->batch = FALSE;
  rebuild_record (self);
  autosave (self);
  update (self);
}

gboolean
bst_game_session_undo (BstGameSession *self)
{
  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);

  if (!bst_game_session_can_undo (self))
    return FALSE;
  stop_computer (self);
  self->batch = TRUE;
  bst_game_undo (self->game);
  if (has_human (self))
    while (!is_human (self, bst_game_get_current_player (self->game)) && bst_game_undo (self->game))
      ;
  stop_batch (self);
  return TRUE;
}

gboolean
bst_game_session_redo (BstGameSession *self)
{
  gboolean done;

  g_return_val_if_fail (BST_IS_GAME_SESSION (self), FALSE);

  stop_computer (self);
  self->batch = TRUE;
  done = bst_game_redo (self->game);
  if (done && has_human (self))
    while (!bst_game_is_over (self->game)
           && !is_human (self, bst_game_get_current_player (self->game))
           && bst_game_redo (self->game))
      ;
  stop_batch (self);
  return done;
}

void
bst_game_session_truncate (BstGameSession *self,
                           guint           n_moves)
{
  g_return_if_fail (BST_IS_GAME_SESSION (self));

  stop_computer (self);
  self->batch = TRUE;
  while (bst_game_get_n_moves (self->game) > n_moves && bst_game_undo (self->game))
    ;
  stop_batch (self);
}

/* Hints ---------------------------------------------------------------------------- */

void
bst_game_session_hint_async (BstGameSession      *self,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (BST_IS_GAME_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bst_game_session_hint_async);
  g_task_set_task_data (task, thinking_new (self, BST_AI_MEDIUM), (GDestroyNotify) thinking_free);
  if (bst_game_is_over (self->game))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, _("The game is over"));
      return;
    }
  g_task_run_in_thread (task, choose_in_thread_cb);
}

gboolean
bst_game_session_hint_finish (BstGameSession  *self,
                              GAsyncResult    *result,
                              BstMove         *move,
                              GError         **error)
{
  Thinking *thinking;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  thinking = g_task_get_task_data (G_TASK (result));
  /* A hint for a position that is gone would mislead. */
  if (thinking->n_moves != bst_game_get_n_moves (self->game))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The game moved on"));
      return FALSE;
    }
  *move = thinking->move;
  return TRUE;
}

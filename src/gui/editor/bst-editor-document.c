/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <string.h>

#include "bst-autosave.h"
#include "bst-editor-document.h"
#include "bst-editor-draft-variant.h"
#include "bst-error.h"
#include "bst-notation.h"

#define MAX_UNDO 500

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

/* Drafts -------------------------------------------------------------------- */

static void
set_text (char *dest, gsize size, const char *text)
{
  g_strlcpy (dest, text ? text : "", size);
  /* Never cut a character in half. */
  if (!g_utf8_validate (dest, -1, NULL))
    {
      const char *end;

      g_utf8_validate (dest, -1, &end);
      dest[end - dest] = '\0';
    }
}

void
bst_editor_draft_init_default (BstEditorDraft *self)
{
  static const guint8 colours[BST_MAX_PLAYERS] = {
    BST_COLOUR_BLUE, BST_COLOUR_RED, BST_COLOUR_GREEN,
    BST_COLOUR_YELLOW, BST_COLOUR_BLACK, BST_COLOUR_PINK,
  };

  memset (self, 0, sizeof *self);
  bst_rule_set_init_default (&self->rules);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      g_autofree char *name = g_strdup_printf (_("Player %u"), p + 1);

      set_text (self->players[p].name, sizeof self->players[p].name, name);
      self->players[p].colour = colours[p];
      self->players[p].kind = BST_SEAT_HUMAN;
    }
  /* The start tile, and a straight road to place. */
  self->n_tiles = 1;
  self->tiles[0] = (BstEditorTile) { (guint8) bst_tile_type_from_letter ('D'), 0, 0, 0 };
  self->n_hand = 1;
  self->hand[0] = (guint8) bst_tile_type_from_letter ('U');
  self->difficulty = BST_PUZZLE_MIN_DIFFICULTY;
  set_text (self->topic, sizeof self->topic, "roads");
  self->puzzle_kind = BST_PUZZLE_SCORE_IT;
  self->goal.goal = BST_PUZZLE_GOAL_POINTS;
  self->goal.target = 10;
  self->goal.turns = 1;
}

gboolean
bst_editor_draft_init_from_position (BstEditorDraft *self,
                                     BstPosition    *position)
{
  const BstState *state;
  guint derived_differs = FALSE;

  g_return_val_if_fail (BST_IS_POSITION (position), FALSE);

  state = bst_position_get_state (position);
  bst_editor_draft_init_default (self);
  self->rules = state->rules;
  self->free_mode = bst_position_get_free_mode (position);
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      const BstPlayerInfo *info = bst_position_get_player (position, p);

      set_text (self->players[p].name, sizeof self->players[p].name, info->name);
      self->players[p].colour = (guint8) info->colour;
      self->players[p].kind = (guint8) info->kind;
      self->players[p].score = state->scores[p];
      self->players[p].n_held = state->n_held[p];
      memcpy (self->players[p].held, state->held[p], sizeof self->players[p].held);
    }
  self->to_move = state->current_player;
  self->game_over = state->phase == BST_PHASE_OVER;
  self->discards = state->discards;
  self->turn = state->turn;

  self->n_tiles = state->n_tiles;
  for (guint i = 0; i < state->n_tiles; i++)
    self->tiles[i] = (BstEditorTile) { state->tiles[i].type, state->tiles[i].rotation,
                                       state->tiles[i].x, state->tiles[i].y };
  self->n_meeples = state->n_meeples;
  for (guint i = 0; i < state->n_meeples; i++)
    self->meeples[i] = (BstEditorMeeple) { state->meeples[i].player, state->meeples[i].tile,
                                           state->meeples[i].segment, 0 };
  self->n_hand = state->n_hand;
  memcpy (self->hand, state->hand, sizeof self->hand);

  if (state->fixed_order)
    {
      self->fixed_order = TRUE;
      self->n_order = state->n_bag;
      for (guint i = 0; i < state->n_bag; i++)
        self->order[i] = state->bag[state->n_bag - 1 - i];
    }
  else
    {
      for (guint type = 0; type < BST_N_TILE_TYPES; type++)
        {
          self->bag[type] = (guint8) bst_state_bag_count (state, type);
          derived_differs |= self->bag[type] != bst_editor_draft_bag_count (self, type);
        }
      self->custom_bag = derived_differs;
    }
  return TRUE;
}

int
bst_editor_draft_tile_at (const BstEditorDraft *self,
                          int                   x,
                          int                   y)
{
  for (guint i = 0; i < self->n_tiles; i++)
    if (self->tiles[i].x == x && self->tiles[i].y == y)
      return (int) i;
  return BST_EDITOR_NO_TILE;
}

guint
bst_editor_draft_count_used (const BstEditorDraft *self,
                             guint                 type)
{
  guint used = 0;

  for (guint i = 0; i < self->n_tiles; i++)
    used += self->tiles[i].type == type;
  for (guint i = 0; i < self->n_hand; i++)
    used += self->hand[i] == type;
  for (guint p = 0; p < self->rules.n_players; p++)
    for (guint i = 0; i < self->players[p].n_held; i++)
      used += self->players[p].held[i] == type;
  return used;
}

guint
bst_editor_draft_bag_count (const BstEditorDraft *self,
                            guint                 type)
{
  guint count, used;

  g_return_val_if_fail (type < BST_N_TILE_TYPES, 0);

  if (self->fixed_order)
    {
      guint n = 0;

      for (guint i = 0; i < self->n_order; i++)
        n += self->order[i] == type;
      return n;
    }
  if (self->custom_bag)
    return self->bag[type];
  if (self->game_over)
    return 0;
  count = bst_tile_type (type)->count;
  used = bst_editor_draft_count_used (self, type);
  return used >= count ? 0 : count - used;
}

guint
bst_editor_draft_supply (const BstEditorDraft *self,
                         guint                 player)
{
  guint on_board = 0;

  for (guint i = 0; i < self->n_meeples; i++)
    on_board += self->meeples[i].player == player;
  return on_board >= self->rules.meeples ? 0 : self->rules.meeples - on_board;
}

guint8
bst_editor_draft_bad_edges (const BstEditorDraft *self,
                            guint                 index)
{
  const BstEditorTile *tile = &self->tiles[index];
  guint8 bad = 0;

  for (guint d = 0; d < 4; d++)
    {
      int n = bst_editor_draft_tile_at (self, tile->x + dx[d], tile->y + dy[d]);
      const BstEditorTile *other;

      if (n < 0)
        continue;
      other = &self->tiles[n];
      if (bst_tile_edge (tile->type, tile->rotation, d)
          != bst_tile_edge (other->type, other->rotation, (d + 2) % 4))
        bad |= 1 << d;
    }
  return bad;
}

/* The draft as a position snapshot, for the engine's reader. The tile at
 * 0,0 goes first (the reader wants the start tile there); @board_order
 * maps the snapshot's tiles back to the draft's. */
static JsonNode *
draft_to_json (const BstEditorDraft *self,
               guint8               *board_order)
{
  g_autofree BstPositionSnapshot *snapshot = g_new0 (BstPositionSnapshot, 1);
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  guint8 snapshot_index[BST_MAX_TILES];
  int start = bst_editor_draft_tile_at (self, 0, 0);
  guint n = 0;

  if (start >= 0)
    board_order[n++] = (guint8) start;
  for (guint i = 0; i < self->n_tiles; i++)
    if ((int) i != start)
      board_order[n++] = (guint8) i;

  snapshot->rules = self->rules;
  snapshot->players = players;
  for (guint p = 0; p < self->rules.n_players; p++)
    {
      const BstEditorPlayer *player = &self->players[p];

      players[p] = (BstPlayerInfo) { (char *) player->name, player->colour, player->kind };
      snapshot->scores[p] = player->score;
      snapshot->supply[p] = bst_editor_draft_supply (self, p);
      snapshot->n_held[p] = player->n_held;
      memcpy (snapshot->held[p], player->held, player->n_held);
    }
  snapshot->to_move = self->to_move;
  snapshot->phase = self->game_over ? BST_PHASE_OVER : BST_PHASE_PLACE;
  snapshot->turn = self->turn;
  snapshot->discards = self->discards;
  snapshot->free_mode = self->free_mode;
  snapshot->auction_high_bidder = BST_NO_PLAYER;

  snapshot->n_tiles = n;
  for (guint i = 0; i < n; i++)
    {
      const BstEditorTile *tile = &self->tiles[board_order[i]];

      snapshot->tiles[i] = (BstSnapshotTile) { tile->type, tile->rotation, tile->x, tile->y };
      snapshot_index[board_order[i]] = (guint8) i;
    }
  snapshot->n_meeples = self->n_meeples;
  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstEditorMeeple *meeple = &self->meeples[i];

      snapshot->meeples[i] = (BstSnapshotMeeple) { meeple->player, snapshot_index[meeple->tile],
                                                   meeple->segment };
    }
  snapshot->n_hand = self->n_hand;
  memcpy (snapshot->hand, self->hand, self->n_hand);

  snapshot->fixed_order = self->fixed_order;
  if (self->fixed_order)
    {
      snapshot->n_order = self->n_order;
      memcpy (snapshot->order, self->order, self->n_order);
    }
  else
    for (guint type = 0; type < BST_N_TILE_TYPES; type++)
      snapshot->bag[type] = (guint8) bst_editor_draft_bag_count (self, type);

  return bst_position_snapshot_to_json (snapshot);
}

/* The document ---------------------------------------------------------------- */

struct _BstEditorDocument
{
  GObject         parent_instance;

  BstEditorDraft  draft;
  GArray         *undo;        /* of BstEditorDraft */
  GArray         *redo;
  char           *merge_key;

  gboolean        checked;
  BstPosition    *position;
  GError         *error;
  int             error_tile;
  int             error_meeple;
  GPtrArray      *problems;    /* of BstPositionProblem, in draft indices */

  /* What is in the file, or the new board: the changes since are unsaved. */
  GFile          *file;
  BstEditorDraft  saved;
  gboolean        modified;
  GFile          *autosave_file;
};

G_DEFINE_FINAL_TYPE (BstEditorDocument, bst_editor_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
bst_editor_document_finalize (GObject *object)
{
  BstEditorDocument *self = BST_EDITOR_DOCUMENT (object);

  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->merge_key, g_free);
  g_clear_object (&self->position);
  g_clear_error (&self->error);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_object (&self->file);
  g_clear_object (&self->autosave_file);

  G_OBJECT_CLASS (bst_editor_document_parent_class)->finalize (object);
}

static void
bst_editor_document_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BstEditorDocument *self = BST_EDITOR_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bst_editor_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, bst_editor_document_can_redo (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_editor_document_class_init (BstEditorDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = bst_editor_document_finalize;
  object_class->get_property = bst_editor_document_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bst_editor_document_init (BstEditorDocument *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (BstEditorDraft));
  self->redo = g_array_new (FALSE, FALSE, sizeof (BstEditorDraft));
  self->error_tile = -1;
  self->error_meeple = -1;
  bst_editor_draft_init_default (&self->draft);
  self->saved = self->draft;
}

BstEditorDocument *
bst_editor_document_new (void)
{
  return g_object_new (BST_TYPE_EDITOR_DOCUMENT, NULL);
}

const BstEditorDraft *
bst_editor_document_get_draft (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);
  return &self->draft;
}

BstEditorDraft *
bst_editor_document_dup_draft (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);
  return g_memdup2 (&self->draft, sizeof self->draft);
}

/* Unsaved changes are kept in the autosave until they are saved or
 * discarded; the draft is written out here, the file in a worker thread. */
static void
autosave (BstEditorDocument *self)
{
  g_autoptr (GBytes) bytes = NULL;

  if (self->autosave_file == NULL)
    return;
  if (!self->modified)
    {
      bst_autosave_delete (self->autosave_file);
      return;
    }
  bytes = bst_editor_draft_serialize (&self->draft, self->file);
  bst_autosave_write (self->autosave_file, bytes);
}

static void
update_modified (BstEditorDocument *self)
{
  gboolean modified = memcmp (&self->draft, &self->saved, sizeof self->draft) != 0;
  gboolean was_modified = self->modified;

  self->modified = modified;
  /* Every change of an unsaved draft is written; an unchanged draft needs
   * no autosave, and a draft that was never changed has none to delete. */
  if (modified || was_modified)
    autosave (self);
  if (modified != was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
changed (BstEditorDocument *self,
         gboolean           could_undo,
         gboolean           could_redo)
{
  self->checked = FALSE;
  g_clear_object (&self->position);
  g_clear_error (&self->error);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->error_tile = self->error_meeple = -1;

  if (could_undo != bst_editor_document_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != bst_editor_document_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  update_modified (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
bst_editor_document_set_draft (BstEditorDocument    *self,
                               const BstEditorDraft *draft,
                               const char           *merge_key)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (draft != NULL);

  if (memcmp (draft, &self->draft, sizeof *draft) == 0)
    return;

  could_undo = bst_editor_document_can_undo (self);
  could_redo = bst_editor_document_can_redo (self);

  if (merge_key == NULL || g_strcmp0 (merge_key, self->merge_key) != 0 || self->undo->len == 0)
    {
      if (self->undo->len >= MAX_UNDO)
        g_array_remove_index (self->undo, 0);
      g_array_append_val (self->undo, self->draft);
    }
  g_free (self->merge_key);
  self->merge_key = g_strdup (merge_key);
  g_array_set_size (self->redo, 0);
  memmove (&self->draft, draft, sizeof *draft);
  changed (self, could_undo, could_redo);
}

void
bst_editor_document_reset (BstEditorDocument    *self,
                           const BstEditorDraft *draft)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));

  could_undo = bst_editor_document_can_undo (self);
  could_redo = bst_editor_document_can_redo (self);
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  g_clear_pointer (&self->merge_key, g_free);
  if (draft)
    memmove (&self->draft, draft, sizeof *draft);
  else
    bst_editor_draft_init_default (&self->draft);
  changed (self, could_undo, could_redo);
}

gboolean
bst_editor_document_load_position (BstEditorDocument  *self,
                                   BstPosition        *position,
                                   GError            **error)
{
  g_autofree BstEditorDraft *draft = g_new0 (BstEditorDraft, 1);

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (BST_IS_POSITION (position), FALSE);

  if (!bst_editor_draft_init_from_position (draft, position))
    return FALSE;
  bst_editor_document_set_draft (self, draft, NULL);
  return TRUE;
}

gboolean
bst_editor_document_load_puzzle (BstEditorDocument  *self,
                                 BstPuzzle          *puzzle,
                                 GError            **error)
{
  g_autofree BstEditorDraft *draft = g_new0 (BstEditorDraft, 1);
  const BstPuzzleGoalSpec *goal;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (BST_IS_PUZZLE (puzzle), FALSE);

  if (!bst_editor_draft_init_from_position (draft, bst_puzzle_get_position (puzzle)))
    return FALSE;
  draft->is_puzzle = TRUE;
  set_text (draft->title, sizeof draft->title, bst_puzzle_get_title (puzzle));
  set_text (draft->description, sizeof draft->description, bst_puzzle_get_description (puzzle));
  set_text (draft->topic, sizeof draft->topic, bst_puzzle_get_topic (puzzle));
  draft->difficulty = (guint8) bst_puzzle_get_difficulty (puzzle);
  draft->puzzle_kind = (guint8) bst_puzzle_get_kind (puzzle);
  draft->measure = (guint8) bst_puzzle_get_measure (puzzle);
  goal = bst_puzzle_get_goal (puzzle);
  if (goal)
    draft->goal = *goal;
  bst_editor_document_set_draft (self, draft, NULL);
  return TRUE;
}

gboolean
bst_editor_document_can_undo (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  return self->undo->len > 0;
}

gboolean
bst_editor_document_can_redo (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  return self->redo->len > 0;
}

static gboolean
step (BstEditorDocument *self,
      GArray            *from,
      GArray            *to)
{
  gboolean could_undo = bst_editor_document_can_undo (self);
  gboolean could_redo = bst_editor_document_can_redo (self);

  if (from->len == 0)
    return FALSE;
  g_array_append_val (to, self->draft);
  memmove (&self->draft, &g_array_index (from, BstEditorDraft, from->len - 1),
           sizeof self->draft);
  g_array_set_size (from, from->len - 1);
  g_clear_pointer (&self->merge_key, g_free);
  changed (self, could_undo, could_redo);
  return TRUE;
}

gboolean
bst_editor_document_undo (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  return step (self, self->undo, self->redo);
}

gboolean
bst_editor_document_redo (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  return step (self, self->redo, self->undo);
}

/* Checking ---------------------------------------------------------------------- */

static void
check (BstEditorDocument *self)
{
  g_autoptr (JsonNode) node = NULL;
  guint8 board_order[BST_MAX_TILES];
  const BstPositionProblem *first;

  if (self->checked)
    return;
  self->checked = TRUE;

  node = draft_to_json (&self->draft, board_order);
  self->position = bst_position_new_from_json (node, &self->error);
  if (self->position)
    {
      self->problems = g_ptr_array_new ();
      return;
    }

  self->problems = bst_position_list_problems (node);
  for (guint i = 0; i < self->problems->len; i++)
    {
      BstPositionProblem *problem = g_ptr_array_index (self->problems, i);

      /* The snapshot lists the start tile first; the draft may not. */
      if (problem->board_index >= 0 && problem->board_index < self->draft.n_tiles)
        problem->board_index = board_order[problem->board_index];
      else
        problem->board_index = -1;
      if (problem->meeple_index >= self->draft.n_meeples)
        problem->meeple_index = -1;
    }
  if (self->problems->len == 0)
    return;

  /* The error says what the list says first, so both read the same. */
  first = g_ptr_array_index (self->problems, 0);
  g_clear_error (&self->error);
  g_set_error_literal (&self->error, BST_ERROR, BST_ERROR_INVALID, first->message);
  if (first->meeple_index >= 0)
    self->error_meeple = first->meeple_index;
  else
    self->error_tile = first->board_index;
}

BstPosition *
bst_editor_document_get_position (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);
  check (self);
  return self->position;
}

const GError *
bst_editor_document_get_error (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);
  check (self);
  return self->error;
}

guint
bst_editor_document_get_n_problems (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), 0);
  check (self);
  return self->problems->len;
}

const BstPositionProblem *
bst_editor_document_get_problem (BstEditorDocument *self,
                                 guint              index)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);
  check (self);
  g_return_val_if_fail (index < self->problems->len, NULL);
  return g_ptr_array_index (self->problems, index);
}

int
bst_editor_document_get_error_tile (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), -1);
  check (self);
  return self->error_tile;
}

int
bst_editor_document_get_error_meeple (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), -1);
  check (self);
  return self->error_meeple;
}

BstPuzzle *
bst_editor_document_make_puzzle (BstEditorDocument *self)
{
  const BstEditorDraft *d = &self->draft;
  BstPosition *position;
  BstPuzzle *puzzle;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);

  position = bst_editor_document_get_position (self);
  if (position == NULL)
    return NULL;

  puzzle = bst_puzzle_new (position);
  bst_puzzle_set_title (puzzle, d->title);
  bst_puzzle_set_description (puzzle, d->description);
  bst_puzzle_set_difficulty (puzzle, CLAMP (d->difficulty, BST_PUZZLE_MIN_DIFFICULTY,
                                            BST_PUZZLE_MAX_DIFFICULTY));
  if (d->topic[0])
    bst_puzzle_set_topic (puzzle, d->topic);
  switch ((BstPuzzleKind) d->puzzle_kind)
    {
    case BST_PUZZLE_SCORE_IT:
      bst_puzzle_set_score_it (puzzle);
      break;
    case BST_PUZZLE_BEST_MOVE:
      bst_puzzle_set_best_move (puzzle, d->measure);
      break;
    case BST_PUZZLE_REACH_GOAL:
      bst_puzzle_set_reach_goal (puzzle, &d->goal);
      break;
    default:
      break;
    }
  return puzzle;
}

/* What a worker is given and fills in: its own copy of the puzzle (a
 * puzzle is not thread-safe), and what it found besides the result. */
typedef struct {
  BstPuzzle         *puzzle;
  GArray            *warnings;
  BstMove            move;
  BstPuzzleSolution *solution;
} Job;

static void
job_free (Job *job)
{
  g_clear_object (&job->puzzle);
  g_clear_pointer (&job->warnings, g_array_unref);
  g_clear_pointer (&job->solution, bst_puzzle_solution_free);
  g_free (job);
}

static void
solve_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  BstPuzzleSolution *solution = bst_puzzle_solve (job->puzzle, &error);
  BstPosition *position = bst_puzzle_get_position (job->puzzle);

  if (solution == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* Here, not in the main loop: the checks are cheap, but part of the solve. */
  g_array_unref (job->warnings);
  job->warnings = bst_puzzle_solution_quality (solution, bst_position_get_state (position),
                                               bst_puzzle_get_measure (job->puzzle));
  g_task_return_pointer (task, solution, (GDestroyNotify) bst_puzzle_solution_free);
}

/* A task for the draft's puzzle, or NULL when it already returned the
 * reason the draft cannot be one. */
static GTask *
new_job (BstEditorDocument   *self,
         gpointer             source_tag,
         GCancellable        *cancellable,
         GAsyncReadyCallback  callback,
         gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  Job *job;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  job = g_new0 (Job, 1);
  job->warnings = g_array_new (FALSE, TRUE, sizeof (BstPuzzleWarning));
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  puzzle = bst_editor_document_make_puzzle (self);
  if (puzzle == NULL)
    {
      g_task_return_error (task, g_error_copy (bst_editor_document_get_error (self)));
      return NULL;
    }
  if (!bst_puzzle_validate (puzzle, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return NULL;
    }
  job->puzzle = bst_puzzle_copy (puzzle);
  return g_steal_pointer (&task);
}

/* What a job's worker returned, and the job itself for what it found
 * besides. */
static gpointer
finish_job (GAsyncResult  *result,
            Job          **job,
            GError       **error)
{
  *job = g_task_get_task_data (G_TASK (result));
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
bst_editor_document_solve_async (BstEditorDocument   *self,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));

  task = new_job (self, bst_editor_document_solve_async, cancellable, callback, user_data);
  if (task)
    g_task_run_in_thread (task, solve_thread);
}

BstPuzzleSolution *
bst_editor_document_solve_finish (BstEditorDocument  *self,
                                  GAsyncResult       *result,
                                  BstPuzzle         **puzzle,
                                  GError            **error)
{
  BstPuzzleSolution *solution;
  Job *job;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  solution = finish_job (result, &job, error);
  if (solution && puzzle)
    {
      *puzzle = bst_puzzle_copy (job->puzzle);
      bst_puzzle_set_answer (*puzzle, solution);
    }
  return solution;
}

GArray *
bst_editor_document_solve_get_warnings (BstEditorDocument *self,
                                        GAsyncResult      *result)
{
  Job *job;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  job = g_task_get_task_data (G_TASK (result));
  return job->warnings;
}

static void
check_move_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  BstPuzzleVerdict *verdict = bst_puzzle_check_move (job->puzzle, &job->move, &error);

  if (verdict == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* Solved already by the check; this only copies it. */
  job->solution = bst_puzzle_solve (job->puzzle, NULL);
  g_task_return_pointer (task, verdict, (GDestroyNotify) bst_puzzle_verdict_free);
}

void
bst_editor_document_check_move_async (BstEditorDocument   *self,
                                      const BstMove       *move,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (move != NULL);

  task = new_job (self, bst_editor_document_check_move_async, cancellable, callback, user_data);
  if (task == NULL)
    return;
  ((Job *) g_task_get_task_data (task))->move = *move;
  g_task_run_in_thread (task, check_move_thread);
}

BstPuzzleVerdict *
bst_editor_document_check_move_finish (BstEditorDocument  *self,
                                       GAsyncResult       *result,
                                       BstPuzzleSolution **solution,
                                       GError            **error)
{
  BstPuzzleVerdict *verdict;
  Job *job;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  verdict = finish_job (result, &job, error);
  if (verdict && solution)
    *solution = job->solution ? bst_puzzle_solution_copy (job->solution) : NULL;
  return verdict;
}

/* Edits ------------------------------------------------------------------------- */

static gboolean
off_tile (const BstEditorMeeple *meeple,
          guint                  tile)
{
  return meeple->tile != tile;
}

static gboolean
of_player_below (const BstEditorMeeple *meeple,
                 guint                  n_players)
{
  return meeple->player < n_players;
}

/* Drops the meeples of @d that @keep says no to, the rest keeping their
 * order. */
static void
keep_meeples (BstEditorDraft *d,
              gboolean      (*keep) (const BstEditorMeeple *meeple,
                                     guint                  value),
              guint           value)
{
  guint kept = 0;

  for (guint i = 0; i < d->n_meeples; i++)
    if (keep (&d->meeples[i], value))
      d->meeples[kept++] = d->meeples[i];
  d->n_meeples = (guint8) kept;
}

static gboolean
on_board (int x,
          int y)
{
  return ABS (x) <= BST_MAX_TILES && ABS (y) <= BST_MAX_TILES;
}

static gboolean
place_tile (BstEditorDraft *d,
            guint           type,
            int             x,
            int             y,
            guint           rotation)
{
  int index;

  if (!on_board (x, y))
    return FALSE;
  index = bst_editor_draft_tile_at (d, x, y);
  if (index < 0)
    {
      if (d->n_tiles >= BST_MAX_TILES)
        return FALSE;
      index = d->n_tiles++;
    }
  else
    {
      /* A new tile on a square drops the meeples of the old one. */
      keep_meeples (d, off_tile, (guint) index);
    }
  d->tiles[index] = (BstEditorTile) { (guint8) type, (guint8) (rotation & 3), (gint8) x, (gint8) y };
  return TRUE;
}

static gboolean
set_tile_rotation (BstEditorDraft *d,
                   int             x,
                   int             y,
                   guint           rotation)
{
  int index = bst_editor_draft_tile_at (d, x, y);

  if (index < 0)
    return FALSE;
  d->tiles[index].rotation = (guint8) (rotation & 3);
  return TRUE;
}

static gboolean
move_tile (BstEditorDraft *d,
           int             from_x,
           int             from_y,
           int             to_x,
           int             to_y)
{
  int index = bst_editor_draft_tile_at (d, from_x, from_y);

  if (index < 0 || bst_editor_draft_tile_at (d, to_x, to_y) >= 0 || !on_board (to_x, to_y))
    return FALSE;
  d->tiles[index].x = (gint8) to_x;
  d->tiles[index].y = (gint8) to_y;
  return TRUE;
}

static gboolean
delete_tile (BstEditorDraft *d,
             int             x,
             int             y)
{
  int index = bst_editor_draft_tile_at (d, x, y);

  if (index < 0)
    return FALSE;
  keep_meeples (d, off_tile, (guint) index);
  for (guint i = 0; i < d->n_meeples; i++)
    if (d->meeples[i].tile > index)
      d->meeples[i].tile--;
  memmove (&d->tiles[index], &d->tiles[index + 1],
           (d->n_tiles - index - 1) * sizeof (BstEditorTile));
  d->n_tiles--;
  return TRUE;
}

static int
meeple_at (const BstEditorDraft *d,
           int                   x,
           int                   y,
           guint                 segment)
{
  int index = bst_editor_draft_tile_at (d, x, y);

  if (index < 0)
    return -1;
  for (guint i = 0; i < d->n_meeples; i++)
    if (d->meeples[i].tile == index && d->meeples[i].segment == segment)
      return (int) i;
  return -1;
}

static gboolean
has_segment (const BstEditorDraft *d,
             int                   index,
             guint                 segment)
{
  return index >= 0 && segment < bst_tile_type (d->tiles[index].type)->n_segments;
}

static gboolean
toggle_meeple (BstEditorDraft *d,
               guint           player,
               int             x,
               int             y,
               guint           segment)
{
  int index = bst_editor_draft_tile_at (d, x, y);
  int meeple = meeple_at (d, x, y, segment);

  if (player >= d->rules.n_players || !has_segment (d, index, segment))
    return FALSE;
  if (meeple >= 0)
    {
      memmove (&d->meeples[meeple], &d->meeples[meeple + 1],
               (d->n_meeples - meeple - 1) * sizeof (BstEditorMeeple));
      d->n_meeples--;
      return TRUE;
    }
  if (d->n_meeples >= BST_MAX_MEEPLES)
    return FALSE;
  d->meeples[d->n_meeples++] = (BstEditorMeeple) { (guint8) player, (guint8) index,
                                                   (guint8) segment, 0 };
  return TRUE;
}

static gboolean
move_meeple (BstEditorDraft *d,
             int             x,
             int             y,
             guint           segment,
             int             to_x,
             int             to_y,
             guint           to_segment)
{
  int meeple = meeple_at (d, x, y, segment);
  int to_index = bst_editor_draft_tile_at (d, to_x, to_y);

  if (meeple < 0 || !has_segment (d, to_index, to_segment)
      || meeple_at (d, to_x, to_y, to_segment) >= 0)
    return FALSE;
  d->meeples[meeple].tile = (guint8) to_index;
  d->meeples[meeple].segment = (guint8) to_segment;
  return TRUE;
}

static gboolean
set_n_players (BstEditorDraft *d,
               guint           n_players)
{
  if (n_players < BST_MIN_PLAYERS || n_players > BST_MAX_PLAYERS)
    return FALSE;
  d->rules.n_players = (guint8) n_players;
  keep_meeples (d, of_player_below, n_players);
  if (d->to_move >= n_players)
    d->to_move = 0;
  return TRUE;
}

/* Each edit changes a working copy; a copy it could edit becomes the
 * draft: an undo step of its own, or none when it changed nothing. */
static BstEditorDraft *
working_copy (BstEditorDocument *self)
{
  return g_memdup2 (&self->draft, sizeof self->draft);
}

static gboolean
keep_edit (BstEditorDocument *self,
           BstEditorDraft    *d,
           gboolean           edited)
{
  if (edited)
    bst_editor_document_set_draft (self, d, NULL);
  return edited;
}

gboolean
bst_editor_document_place_tile (BstEditorDocument *self,
                                guint              type,
                                int                x,
                                int                y,
                                guint              rotation)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (type < BST_N_TILE_TYPES, FALSE);

  d = working_copy (self);
  return keep_edit (self, d, place_tile (d, type, x, y, rotation));
}

gboolean
bst_editor_document_rotate_tile (BstEditorDocument *self,
                                 int                x,
                                 int                y)
{
  int index;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  index = bst_editor_draft_tile_at (&self->draft, x, y);
  if (index < 0)
    return FALSE;
  return bst_editor_document_set_tile_rotation (self, x, y, self->draft.tiles[index].rotation + 1u);
}

gboolean
bst_editor_document_set_tile_rotation (BstEditorDocument *self,
                                       int                x,
                                       int                y,
                                       guint              rotation)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  return keep_edit (self, d, set_tile_rotation (d, x, y, rotation));
}

gboolean
bst_editor_document_move_tile (BstEditorDocument *self,
                               int                from_x,
                               int                from_y,
                               int                to_x,
                               int                to_y)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  return keep_edit (self, d, move_tile (d, from_x, from_y, to_x, to_y));
}

gboolean
bst_editor_document_delete_tile (BstEditorDocument *self,
                                 int                x,
                                 int                y)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  return keep_edit (self, d, delete_tile (d, x, y));
}

gboolean
bst_editor_document_toggle_meeple (BstEditorDocument *self,
                                   guint              player,
                                   int                x,
                                   int                y,
                                   guint              segment)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  return keep_edit (self, d, toggle_meeple (d, player, x, y, segment));
}

int
bst_editor_document_meeple_at (BstEditorDocument *self,
                               int                x,
                               int                y,
                               guint              segment)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), -1);

  return meeple_at (&self->draft, x, y, segment);
}

gboolean
bst_editor_document_move_meeple (BstEditorDocument *self,
                                 int                x,
                                 int                y,
                                 guint              segment,
                                 int                to_x,
                                 int                to_y,
                                 guint              to_segment)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  return keep_edit (self, d, move_meeple (d, x, y, segment, to_x, to_y, to_segment));
}

gboolean
bst_editor_document_set_free_mode (BstEditorDocument *self,
                                   gboolean           free_mode)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  d->free_mode = !!free_mode;
  return keep_edit (self, d, TRUE);
}

gboolean
bst_editor_document_set_n_players (BstEditorDocument *self,
                                   guint              n_players)
{
  g_autofree BstEditorDraft *d = NULL;

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);

  d = working_copy (self);
  return keep_edit (self, d, set_n_players (d, n_players));
}

/* Files and the autosave ---------------------------------------------------------------- */

GFile *
bst_editor_document_get_file (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), NULL);
  return self->file;
}

gboolean
bst_editor_document_get_modified (BstEditorDocument *self)
{
  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  return self->modified;
}

void
bst_editor_document_set_file (BstEditorDocument *self,
                              GFile             *file)
{
  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (g_set_object (&self->file, file))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      if (self->modified)
        autosave (self);
    }
}

void
bst_editor_document_set_saved (BstEditorDocument    *self,
                               GFile                *file,
                               const BstEditorDraft *draft)
{
  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  memmove (&self->saved, draft != NULL ? draft : &self->draft, sizeof self->saved);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  update_modified (self);
}

void
bst_editor_document_discard (BstEditorDocument *self)
{
  g_autofree BstEditorDraft *saved = NULL;

  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));

  saved = g_memdup2 (&self->saved, sizeof self->saved);
  bst_editor_document_reset (self, saved);
  /* Also when the draft was already the saved one: the autosave may be
   * an older draft that was restored. */
  if (self->autosave_file != NULL)
    bst_autosave_delete (self->autosave_file);
}

void
bst_editor_document_set_autosave_file (BstEditorDocument *self,
                                       GFile             *file)
{
  g_return_if_fail (BST_IS_EDITOR_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (g_set_object (&self->autosave_file, file))
    autosave (self);
}

gboolean
bst_editor_document_restore (BstEditorDocument  *self,
                             GBytes             *autosave,
                             GFile             **file,
                             GError            **error)
{
  g_autofree BstEditorDraft *draft = g_new0 (BstEditorDraft, 1);

  g_return_val_if_fail (BST_IS_EDITOR_DOCUMENT (self), FALSE);
  g_return_val_if_fail (autosave != NULL, FALSE);

  if (!bst_editor_draft_deserialize (draft, autosave, file, error))
    return FALSE;
  bst_editor_document_set_draft (self, draft, NULL);
  return TRUE;
}

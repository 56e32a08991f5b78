/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-log-entry.h"
#include "bst-turn-words.h"

struct _BstLogEntry
{
  GObject    parent_instance;

  guint      move;
  guint      player;
  gboolean   final;
  BstMove    placement;
  GPtrArray *events;
};

G_DEFINE_FINAL_TYPE (BstLogEntry, bst_log_entry, G_TYPE_OBJECT)

static void
bst_log_entry_finalize (GObject *object)
{
  BstLogEntry *self = BST_LOG_ENTRY (object);

  g_clear_pointer (&self->events, g_ptr_array_unref);
  G_OBJECT_CLASS (bst_log_entry_parent_class)->finalize (object);
}

static void
bst_log_entry_class_init (BstLogEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bst_log_entry_finalize;
}

static void
bst_log_entry_init (BstLogEntry *self)
{
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) bst_score_event_free);
  self->placement.segment = BST_NO_SEGMENT;
}

BstLogEntry *
bst_log_entry_new_turn (guint          move,
                        guint          player,
                        const BstMove *placement)
{
  BstLogEntry *self = g_object_new (BST_TYPE_LOG_ENTRY, NULL);

  self->move = move;
  self->player = player;
  self->placement = *placement;
  return self;
}

BstLogEntry *
bst_log_entry_new_final (guint move)
{
  BstLogEntry *self = g_object_new (BST_TYPE_LOG_ENTRY, NULL);

  self->move = move;
  self->final = TRUE;
  return self;
}

guint
bst_log_entry_get_move (BstLogEntry *self)
{
  return self->move;
}

gboolean
bst_log_entry_is_final (BstLogEntry *self)
{
  return self->final;
}

guint
bst_log_entry_get_player (BstLogEntry *self)
{
  return self->player;
}

void
bst_log_entry_set_meeple (BstLogEntry *self,
                          int          segment)
{
  self->placement.segment = segment;
}

void
bst_log_entry_add_event (BstLogEntry         *self,
                         const BstScoreEvent *event)
{
  g_ptr_array_add (self->events, bst_score_event_copy (event));
}

guint
bst_log_entry_get_n_events (BstLogEntry *self)
{
  return self->events->len;
}

const BstScoreEvent *
bst_log_entry_get_event (BstLogEntry *self,
                         guint        index)
{
  g_return_val_if_fail (index < self->events->len, NULL);
  return g_ptr_array_index (self->events, index);
}

/* What the turn earned the player who moved. */
static guint
points_to_mover (BstLogEntry *self)
{
  guint points = 0;

  for (guint i = 0; i < self->events->len; i++)
    {
      const BstScoreEvent *event = g_ptr_array_index (self->events, i);

      if (event->winners & (1u << self->player))
        points += event->points;
    }
  return points;
}

char *
bst_log_entry_dup_title (BstLogEntry *self,
                         BstGame     *game)
{
  const BstPlayerInfo *player;

  if (self->final)
    return g_strdup (_("Final scoring"));

  player = bst_game_get_player (game, self->player);
  return bst_turn_describe (player->name, &self->placement, points_to_mover (self));
}

int
bst_log_entry_get_tile (BstLogEntry *self)
{
  return self->final ? -1 : self->placement.tile;
}

guint
bst_log_entry_get_rotation (BstLogEntry *self)
{
  return self->placement.rotation;
}

/* The scoring of the turn, one feature a line, or NULL. */
char *
bst_log_entry_dup_details (BstLogEntry *self,
                           BstGame     *game)
{
  g_autoptr (GString) text = NULL;

  if (self->events->len == 0)
    return NULL;

  text = g_string_new (NULL);
  for (guint i = 0; i < self->events->len; i++)
    {
      const BstScoreEvent *event = g_ptr_array_index (self->events, i);
      g_autofree char *line = NULL;

      /* Fields that touch no completed city score nothing: not news. */
      if (event->points == 0)
        continue;
      line = bst_score_event_describe (event, bst_game_get_players (game),
                                       bst_game_get_n_players (game));
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The line as a screen reader says it: the turn, then its scoring, in
 * one sentence rather than a title and lines under it. */
char *
bst_log_entry_dup_accessible_label (BstLogEntry *self,
                                    BstGame     *game)
{
  g_autofree char *title = bst_log_entry_dup_title (self, game);
  g_autofree char *details = bst_log_entry_dup_details (self, game);
  g_auto (GStrv) lines = NULL;
  g_autofree char *scoring = NULL;

  if (details == NULL)
    return g_steal_pointer (&title);
  lines = g_strsplit (details, "\n", -1);
  scoring = g_strjoinv ("; ", lines);
  return g_strdup_printf ("%s; %s", title, scoring);
}

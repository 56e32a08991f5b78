/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-game-notation.h"
#include "bst-notation.h"
#include "bst-protocol-engine.h"

struct _BstProtocolEngine {
  BstAiLevel  level;
  guint64     seed;
  gboolean    greeted;
  GString    *block;      /* the game being received, NULL outside "game" … "end" */
  guint       block_lines;
  gboolean    has_game;
  BstState   *state;
};

BstProtocolEngine *
bst_protocol_engine_new (BstAiLevel level,
                         guint64    seed)
{
  BstProtocolEngine *self = g_new0 (BstProtocolEngine, 1);

  self->level = level;
  self->seed = seed;
  self->state = g_new (BstState, 1);
  return self;
}

void
bst_protocol_engine_free (BstProtocolEngine *self)
{
  if (self == NULL)
    return;
  if (self->block)
    g_string_free (self->block, TRUE);
  g_free (self->state);
  g_free (self);
}

static void
reply_error (GString *reply, const GError *error)
{
  g_autofree char *line = bst_protocol_format_error (error);

  g_string_append_printf (reply, "%s\n", line);
}

static void
reply_new_error (GString *reply, BstProtocolError code, const char *message)
{
  g_autoptr (GError) error = g_error_new_literal (BST_PROTOCOL_ERROR, code, message);

  reply_error (reply, error);
}

/* A line inside "game" … "end": notation, kept until "end" reads it. */
static void
take_game_line (BstProtocolEngine *self, const char *line, GString *reply)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *word = g_strstrip (g_strdup (line));

  if (!g_str_equal (word, "end"))
    {
      if (++self->block_lines > BST_PROTOCOL_MAX_GAME_LINES)
        {
          g_string_free (g_steal_pointer (&self->block), TRUE);
          self->has_game = FALSE;
          reply_new_error (reply, BST_PROTOCOL_ERROR_MALFORMED,
                           _("The game is longer than any game can be"));
          return;
        }
      g_string_append_printf (self->block, "%s\n", line);
      return;
    }
  self->has_game = bst_game_notation_read (self->block->str, NULL, self->state, NULL, NULL,
                                           NULL, &error);
  g_string_free (g_steal_pointer (&self->block), TRUE);
  if (!self->has_game)
    reply_error (reply, error);
}

static void
go (BstProtocolEngine *self, const BstProtocolCommand *command, GString *reply)
{
  BstAiOptions options;
  BstAiStats stats;
  BstMove move;
  g_autofree char *text = NULL;

  if (!self->has_game || bst_state_is_over (self->state))
    {
      reply_new_error (reply, BST_PROTOCOL_ERROR_NO_GAME,
                       self->has_game ? _("The game is over") : _("No game has been sent"));
      return;
    }
  bst_ai_options_init (&options, self->level);
  if (command->iterations)
    options.iterations = command->iterations;
  if (command->time_ms)
    options.max_seconds = command->time_ms / 1000.0;
  /* The same game asks the same move, whenever it is asked. */
  options.seed = self->seed * 1000003u + self->state->turn;
  bst_ai_choose_move_full (self->state, self->level, &options, &move, &stats, NULL);
  text = bst_move_format (&move);
  g_string_append_printf (reply, "info iterations %u seconds %.3f\n", stats.iterations,
                          stats.seconds);
  g_string_append_printf (reply, "move %s\n", text);
}

gboolean
bst_protocol_engine_handle_line (BstProtocolEngine *self,
                                 const char        *line,
                                 GString           *reply)
{
  BstProtocolCommand command;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (self != NULL && line != NULL && reply != NULL, FALSE);

  if (self->block)
    {
      take_game_line (self, line, reply);
      return TRUE;
    }
  if (line[strspn (line, " \t\r")] == '\0')
    return TRUE;
  if (!bst_protocol_parse_command (line, &command, &error))
    {
      reply_error (reply, error);
      return TRUE;
    }
  if (command.kind == BST_COMMAND_QUIT)
    return FALSE;
  if (command.kind == BST_COMMAND_HELLO)
    {
      if (command.version < BST_PROTOCOL_VERSION)
        reply_new_error (reply, BST_PROTOCOL_ERROR_VERSION,
                         _("This engine speaks version 1 of the protocol and no older one"));
      else
        {
          self->greeted = TRUE;
          g_string_append_printf (reply, "bastide %u Bastide %s\n", BST_PROTOCOL_VERSION,
                                  bst_ai_level_name (self->level));
        }
      return TRUE;
    }
  if (!self->greeted)
    {
      reply_new_error (reply, BST_PROTOCOL_ERROR_HANDSHAKE,
                       _("The protocol begins with “bastide VERSION”"));
      return TRUE;
    }
  switch (command.kind)
    {
    case BST_COMMAND_LEVEL:
      self->level = command.level;
      break;
    case BST_COMMAND_GAME:
      self->block = g_string_new (NULL);
      self->block_lines = 0;
      self->has_game = FALSE;
      break;
    case BST_COMMAND_END:
      reply_new_error (reply, BST_PROTOCOL_ERROR_MALFORMED, _("“end” without “game”"));
      break;
    case BST_COMMAND_TURN:
      if (!self->has_game || !bst_protocol_turn_matches (&command, self->state))
        {
          g_autofree char *expected = self->has_game ? bst_protocol_format_turn (self->state)
                                                     : g_strdup ("game");
          g_autofree char *message =
            /* Translators: %s is the protocol line the engine expected, e.g. “turn 2 place V”. */
            g_strdup_printf (_("The game says “%s” here"), expected);

          reply_new_error (reply, BST_PROTOCOL_ERROR_GAME, message);
        }
      break;
    case BST_COMMAND_GO:
      go (self, &command, reply);
      break;
    case BST_COMMAND_HELLO:
    case BST_COMMAND_QUIT:
      g_assert_not_reached ();
    }
  return TRUE;
}

int
bst_protocol_engine_run (BstProtocolEngine *self,
                         FILE              *in,
                         FILE              *out)
{
  g_autoptr (GString) line = g_string_new (NULL);
  g_autoptr (GString) reply = g_string_new (NULL);
  char chunk[512];
  gboolean going = TRUE;

  while (going && fgets (chunk, sizeof chunk, in))
    {
      gsize length = strlen (chunk);
      gboolean whole = length > 0 && chunk[length - 1] == '\n';

      /* An overlong line is cut at the limit rather than kept growing. */
      if (line->len < BST_PROTOCOL_MAX_LINE)
        g_string_append_len (line, chunk, MIN (length, BST_PROTOCOL_MAX_LINE - line->len));
      if (!whole && !feof (in))
        continue;
      while (line->len > 0 && strchr ("\r\n", line->str[line->len - 1]))
        g_string_truncate (line, line->len - 1);
      g_string_truncate (reply, 0);
      going = bst_protocol_engine_handle_line (self, line->str, reply);
      g_string_truncate (line, 0);
      fputs (reply->str, out);
      fflush (out);
    }
  return 0;
}

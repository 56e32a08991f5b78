/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-game-notation.h"
#include "bst-notation.h"
#include "bst-protocol.h"

G_DEFINE_QUARK (bst-protocol-error-quark, bst_protocol_error)

/* The words programs read: never translated, never changed. */
static const char *const error_words[] = {
  [BST_PROTOCOL_ERROR_MALFORMED] = "malformed",
  [BST_PROTOCOL_ERROR_UNKNOWN] = "unknown-command",
  [BST_PROTOCOL_ERROR_VERSION] = "version",
  [BST_PROTOCOL_ERROR_HANDSHAKE] = "handshake",
  [BST_PROTOCOL_ERROR_GAME] = "game",
  [BST_PROTOCOL_ERROR_NO_GAME] = "no-game",
  [BST_PROTOCOL_ERROR_ILLEGAL] = "illegal-move",
  [BST_PROTOCOL_ERROR_TIMEOUT] = "timeout",
  [BST_PROTOCOL_ERROR_EXITED] = "exited",
  [BST_PROTOCOL_ERROR_REFUSED] = "refused",
};

static const char *const turn_words[] = { "place", "bid", "decide" };

const char *
bst_protocol_error_word (BstProtocolError error)
{
  g_return_val_if_fail (error <= BST_PROTOCOL_ERROR_REFUSED, "malformed");
  return error_words[error];
}

/* The words of @line, split at runs of spaces and tabs. */
static GPtrArray *
split_words (const char *line)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *c = line;

  while (*c)
    {
      gsize length;

      c += strspn (c, " \t");
      length = strcspn (c, " \t");
      if (length > 0)
        g_ptr_array_add (words, g_strndup (c, length));
      c += length;
    }
  return words;
}

/* What follows the first word of @line, spaces trimmed. */
static const char *
rest_of_line (const char *line)
{
  const char *c = line + strspn (line, " \t");

  c += strcspn (c, " \t");
  return c + strspn (c, " \t");
}

static gboolean
malformed (GError **error, const char *line, const char *why)
{
  /* Translators: the first %s is a line a program sent, the second why it is not understood. */
  g_set_error (error, BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED, _("“%s”: %s"), line, why);
  return FALSE;
}

/* The words of @line, or NULL for a line with none. */
static GPtrArray *
words_of (const char *line, GError **error)
{
  GPtrArray *words = split_words (line);

  if (words->len > 0)
    return words;
  g_ptr_array_unref (words);
  malformed (error, line, _("an empty line"));
  return NULL;
}

static gboolean
parse_count (const char *word, guint min, guint max, guint *value)
{
  guint64 number;

  if (!g_ascii_string_to_unsigned (word, 10, min, max, &number, NULL))
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

static gboolean
parse_go (GPtrArray *words, const char *line, BstProtocolCommand *command, GError **error)
{
  for (guint i = 1; i < words->len; i += 2)
    {
      const char *name = words->pdata[i];
      guint *value = g_str_equal (name, "time") ? &command->time_ms
                     : g_str_equal (name, "iterations") ? &command->iterations : NULL;

      if (value == NULL)
        return malformed (error, line, _("“go” takes “time MS” and “iterations N”"));
      if (i + 1 >= words->len || !parse_count (words->pdata[i + 1], 1, G_MAXINT, value))
        return malformed (error, line, _("a budget is a whole number above 0"));
    }
  return TRUE;
}

static gboolean
parse_turn (GPtrArray *words, const char *line, BstProtocolCommand *command, GError **error)
{
  guint player;
  int kind = -1;

  if (words->len < 4 || !parse_count (words->pdata[1], 1, BST_MAX_PLAYERS, &player))
    return malformed (error, line, _("a turn is written “turn PLAYER place|bid|decide TILE…”"));
  command->player = player - 1;
  for (guint k = 0; k < G_N_ELEMENTS (turn_words); k++)
    if (g_str_equal (words->pdata[2], turn_words[k]))
      kind = (int) k;
  if (kind < 0)
    return malformed (error, line, _("a turn is to place, bid or decide"));
  command->turn = kind;
  if (words->len - 3 > (kind == BST_TURN_PLACE ? BST_MAX_HAND : 1))
    return malformed (error, line, _("too many tiles"));
  for (guint i = 3; i < words->len; i++)
    {
      const char *word = words->pdata[i];
      int type = strlen (word) == 1 ? bst_tile_type_from_letter (word[0]) : -1;

      if (type < 0)
        return malformed (error, line, _("a tile is a letter A–X"));
      command->tiles[command->n_tiles++] = (guint8) type;
    }
  return TRUE;
}

gboolean
bst_protocol_parse_command (const char          *line,
                            BstProtocolCommand  *command,
                            GError             **error)
{
  g_autoptr (GPtrArray) words = NULL;
  const char *name;

  g_return_val_if_fail (line != NULL && command != NULL, FALSE);

  memset (command, 0, sizeof *command);
  if ((words = words_of (line, error)) == NULL)
    return FALSE;
  name = words->pdata[0];
  if (g_str_equal (name, "bastide"))
    {
      command->kind = BST_COMMAND_HELLO;
      if (words->len != 2 || !parse_count (words->pdata[1], 1, G_MAXINT, &command->version))
        return malformed (error, line, _("the handshake is “bastide VERSION”"));
      return TRUE;
    }
  if (g_str_equal (name, "level"))
    {
      command->kind = BST_COMMAND_LEVEL;
      if (words->len != 2 || !bst_ai_level_from_name (words->pdata[1], &command->level))
        return malformed (error, line, _("the levels are beginner, easy, medium, hard and expert"));
      return TRUE;
    }
  if (g_str_equal (name, "turn"))
    {
      command->kind = BST_COMMAND_TURN;
      return parse_turn (words, line, command, error);
    }
  if (g_str_equal (name, "go"))
    {
      command->kind = BST_COMMAND_GO;
      return parse_go (words, line, command, error);
    }
  if (g_str_equal (name, "game") || g_str_equal (name, "end") || g_str_equal (name, "quit"))
    {
      command->kind = g_str_equal (name, "game") ? BST_COMMAND_GAME
                      : g_str_equal (name, "end") ? BST_COMMAND_END : BST_COMMAND_QUIT;
      if (words->len != 1)
        return malformed (error, line, _("this command takes nothing after it"));
      return TRUE;
    }
  g_set_error (error, BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_UNKNOWN,
               _("“%s” is not a command of the protocol"), name);
  return FALSE;
}

static BstTurnKind
turn_kind (const BstState *state)
{
  return state->phase == BST_PHASE_BID ? BST_TURN_BID
         : state->phase == BST_PHASE_DECIDE ? BST_TURN_DECIDE : BST_TURN_PLACE;
}

/* The tiles a turn line names: the hand, or the tile for sale. */
static guint
turn_tiles (const BstState *state, guint8 *tiles)
{
  if (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    {
      tiles[0] = state->auction_tile;
      return 1;
    }
  memcpy (tiles, state->hand, state->n_hand);
  return state->n_hand;
}

char *
bst_protocol_format_turn (const BstState *state)
{
  GString *out = g_string_new (NULL);
  guint8 tiles[BST_MAX_HAND];
  guint n = turn_tiles (state, tiles);

  g_string_printf (out, "turn %u %s", bst_state_to_move (state) + 1,
                   turn_words[turn_kind (state)]);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, " %c", bst_tile_type_letter (tiles[i]));
  return g_string_free (out, FALSE);
}

gboolean
bst_protocol_turn_matches (const BstProtocolCommand *command,
                           const BstState           *state)
{
  guint8 tiles[BST_MAX_HAND];
  guint n = turn_tiles (state, tiles);

  return command->kind == BST_COMMAND_TURN
         && command->player == bst_state_to_move (state)
         && command->turn == turn_kind (state)
         && command->n_tiles == n
         && memcmp (command->tiles, tiles, n) == 0;
}

gboolean
bst_protocol_parse_reply (const char        *line,
                          BstProtocolReply  *reply,
                          GError           **error)
{
  /* A reply is a word and the rest of the line, which is one thing. */
  const char *rest = rest_of_line (line);
  g_autofree char *name = g_strstrip (g_strndup (line, (gsize) (rest - line)));
  g_autofree char *second = g_strndup (rest, strcspn (rest, " \t"));

  memset (reply, 0, sizeof *reply);
  if (g_str_equal (name, "bastide"))
    {
      reply->kind = BST_REPLY_HELLO;
      if (!parse_count (second, 1, G_MAXINT, &reply->version))
        return malformed (error, line, _("the handshake is answered “bastide VERSION NAME”"));
      reply->text = g_strchomp (g_strdup (rest_of_line (rest)));
      return TRUE;
    }
  if (g_str_equal (name, "move"))
    {
      GError *local_error = NULL;

      reply->kind = BST_REPLY_MOVE;
      if (!bst_move_parse (rest, &reply->move, &local_error))
        {
          malformed (error, line, local_error->message);
          g_error_free (local_error);
          return FALSE;
        }
      return TRUE;
    }
  if (g_str_equal (name, "info"))
    {
      reply->kind = BST_REPLY_INFO;
      reply->text = g_strdup (rest);
      return TRUE;
    }
  if (g_str_equal (name, "error"))
    {
      reply->kind = BST_REPLY_ERROR;
      if (*second == '\0')
        return malformed (error, line, _("an error is written “error WORD MESSAGE”"));
      reply->word = g_steal_pointer (&second);
      reply->text = g_strdup (rest_of_line (rest));
      return TRUE;
    }
  return malformed (error, line, _("an engine answers with “bastide”, “move”, “info” or “error”"));
}

void
bst_protocol_reply_clear (BstProtocolReply *reply)
{
  g_clear_pointer (&reply->text, g_free);
  g_clear_pointer (&reply->word, g_free);
}

char *
bst_protocol_format_error (const GError *error)
{
  const char *word = "game";
  g_autofree char *message = g_strdup (error->message);

  if (error->domain == BST_PROTOCOL_ERROR)
    word = bst_protocol_error_word (error->code);
  /* One line, whatever the message holds. */
  g_strdelimit (message, "\r\n", ' ');
  return g_strdup_printf ("error %s %s", word, message);
}

char *
bst_protocol_write_game (const BstRuleSet    *rules,
                         const BstPlayerInfo *players,
                         guint64              seed,
                         GArray              *moves)
{
  g_autofree char *text = bst_game_notation_write (rules, players, seed,
                                                   (const BstMove *) moves->data, moves->len,
                                                   NULL);
  g_auto (GStrv) lines = NULL;
  GString *out;

  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  out = g_string_new (NULL);
  for (guint i = 0; lines[i]; i++)
    if (*lines[i] && !g_str_has_prefix (lines[i], "Seed:"))
      g_string_append_printf (out, "%s\n", lines[i]);
  return g_string_free (out, FALSE);
}

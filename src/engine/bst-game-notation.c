/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-draw-script.h"
#include "bst-error.h"
#include "bst-game-notation.h"
#include "bst-notation.h"
#include "bst-position-private.h"
#include "bst-share-code.h"

/* Writing replays the moves with the draws scripted by the seed's own
 * random choices, so every draw is heard in the order a live game makes
 * it; reading scripts the draws from the lines instead. */

typedef enum {
  EVENT_MOVE,
  EVENT_DRAW,
  EVENT_DISCARD,
  EVENT_RETURN,
} EventKind;

typedef struct {
  EventKind kind;
  guint     player;      /* BST_NO_PLAYER: a move written without one */
  guint     type;        /* draws, discards, returns */
  BstMove   move;
  guint     line;
} Event;

static const char *const event_words[] = { NULL, "draws", "discards", "returns" };

void
bst_notation_header_clear (BstNotationHeader *self)
{
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&self->players[p]);
  g_clear_object (&self->start);
}

/* The draws to come of a position that draws in a fixed order, next last
 * as in state->bag: a scripted state's bag keeps no order, so the writer
 * and the reader keep it beside the state, putting a returned tile at
 * the bottom as a live game does. */
typedef struct {
  gboolean fixed;
  guint    n;
  guint8   tiles[BST_N_TILES];
} Order;

static void
order_init (Order *order, const BstState *state)
{
  order->fixed = state->fixed_order != FALSE;
  order->n = order->fixed ? state->n_bag : 0;
  memcpy (order->tiles, state->bag, order->n);
}

static void
order_put_back (Order *order, guint type)
{
  if (!order->fixed || order->n >= BST_N_TILES)
    return;
  memmove (order->tiles + 1, order->tiles, order->n);
  order->tiles[0] = (guint8) type;
  order->n++;
}

static guint
bag_index (const BstState *state, guint type)
{
  for (guint i = 0; i < state->n_bag; i++)
    if (state->bag[i] == type)
      return i;
  return state->n_bag;
}

static int
compare_bytes (gconstpointer a, gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* A state copied from @start goes on as bst_game_new_from_position()
 * makes it, its draws scripted. */
static void
start_scripted (BstState *state, BstPosition *start, guint64 seed, Order *order)
{
  bst_state_copy (state, bst_position_get_state (start));
  bst_state_seed (state, seed);
  if (!state->fixed_order)
    qsort (state->bag, state->n_bag, 1, compare_bytes);
  order_init (order, state);
  state->fixed_order = BST_DRAW_SCRIPTED;
  if (state->n_hand == 0 && !bst_state_is_over (state))
    bst_state_start_turn (state);
}

/* Player names may hold anything: a backslash escapes what the notation
 * would read otherwise, spaces at either end included (`\s`). */
static void
append_escaped (GString *out, const char *name)
{
  gsize length = strlen (name);
  gsize lead = strspn (name, " ");
  gsize tail = length;

  while (tail > lead && name[tail - 1] == ' ')
    tail--;
  for (gsize i = 0; i < length; i++)
    switch (name[i])
      {
      case ' ': g_string_append (out, i < lead || i >= tail ? "\\s" : " "); break;
      case '\\': g_string_append (out, "\\\\"); break;
      case '#': g_string_append (out, "\\#"); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\r': g_string_append (out, "\\r"); break;
      case '\t': g_string_append (out, "\\t"); break;
      default: g_string_append_c (out, name[i]); break;
      }
}

static char *
unescape (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *c = text; *c; c++)
    {
      if (*c != '\\' || c[1] == '\0')
        {
          g_string_append_c (out, *c);
          continue;
        }
      c++;
      g_string_append_c (out, *c == 'n' ? '\n' : *c == 'r' ? '\r' : *c == 't' ? '\t'
                              : *c == 's' ? ' ' : *c);
    }
  return g_string_free (out, FALSE);
}

/* Cuts @line at its comment: a `#` that no backslash escapes. */
static void
strip_comment (char *line)
{
  for (char *c = line; *c; c++)
    if (*c == '\\' && c[1] != '\0')
      c++;
    else if (*c == '#')
      {
        *c = '\0';
        return;
      }
}

/* Writing ------------------------------------------------------------------ */

typedef struct {
  GString *events;
  guint    start_player;
  guint    start_tile;
  Order    order;
} Writer;

static guint
write_draw_cb (BstState *state, guint player, gpointer user_data)
{
  Writer *writer = user_data;
  guint i;

  /* As a live game draws: the next of a fixed order, or the same call on
   * the same generator. */
  if (writer->order.fixed)
    i = bag_index (state, writer->order.tiles[--writer->order.n]);
  else
    i = bst_rng_below (&state->rng, state->n_bag);

  if (player == BST_NO_PLAYER)
    writer->start_tile = state->bag[i];
  else
    {
      if (writer->start_player == BST_NO_PLAYER)
        writer->start_player = player;
      g_string_append_printf (writer->events, "%u draws %c\n", player + 1,
                              bst_tile_type_letter (state->bag[i]));
    }
  return i;
}

static void
write_unplaceable_cb (BstState *state, guint player, guint type, gboolean back, gpointer user_data)
{
  Writer *writer = user_data;

  if (back)
    order_put_back (&writer->order, type);
  g_string_append_printf (writer->events, "%u %s %c\n", player + 1,
                          back ? "returns" : "discards", bst_tile_type_letter (type));
}

static void
write_rules (GString *out, const BstRuleSet *rules)
{
  g_string_append (out, "Rules:");
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      g_autofree char *value = bst_rule_info_format (info, bst_rule_set_get (rules, info));

      g_string_append_printf (out, " %s=%s", info->name, value);
    }
  g_string_append_c (out, '\n');
}

static char *
write_game (BstPosition         *start,
            const BstRuleSet    *rules,
            const BstPlayerInfo *players,
            guint64              seed,
            const BstMove       *moves,
            guint                n_moves,
            GError             **error)
{
  g_autoptr (GString) out = g_string_new ("Bastide: 1\n");
  g_autoptr (GString) events = g_string_new (NULL);
  g_autofree BstState *state = g_new (BstState, 1);
  Writer writer = { events, BST_NO_PLAYER, BST_START_TILE, { 0 } };
  BstDrawScript script = { write_draw_cb, write_unplaceable_cb, &writer };
  guint last_placer = BST_NO_PLAYER;
  gboolean sold = FALSE;

  if (!bst_rule_set_validate (rules, error))
    return NULL;

  bst_draw_script_set (&script);
  if (start)
    start_scripted (state, start, seed, &writer.order);
  else
    bst_state_init_game_scripted (state, rules, seed);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *text = NULL;
      guint player = bst_state_to_move (state);

      if (!bst_state_check_move (state, &moves[i], error))
        {
          g_prefix_error (error, _("Move %u: "), i + 1);
          bst_draw_script_set (NULL);
          return NULL;
        }
      text = bst_move_format (&moves[i]);
      g_string_append_printf (events, "%u: %s", player + 1, text);
      if (moves[i].kind == BST_MOVE_PLACE)
        {
          if (sold)
            g_string_append (events, "  # the bought tile");
          else if (player == last_placer)
            g_string_append (events, "  # extra turn");
          last_placer = sold ? BST_NO_PLAYER : player;
          sold = FALSE;
        }
      sold = sold || moves[i].kind == BST_MOVE_ACCEPT;
      g_string_append_c (events, '\n');
      bst_state_apply (state, &moves[i], NULL, NULL);
    }
  bst_draw_script_set (NULL);

  write_rules (out, rules);
  for (guint p = 0; p < rules->n_players; p++)
    {
      BstColour colour = players ? players[p].colour : (BstColour) (p % BST_N_COLOURS);
      BstSeatKind kind = players ? players[p].kind : BST_SEAT_HUMAN;
      g_autofree char *name = players && players[p].name && *players[p].name
                              ? g_strdup (players[p].name)
                              : g_strdup_printf ("Player %u", p + 1);

      g_string_append_printf (out, "Player %u: %s %s ", p + 1, bst_colour_name (colour),
                              bst_seat_kind_name (kind));
      append_escaped (out, name);
      g_string_append_c (out, '\n');
    }
  if (start)
    {
      g_autofree char *code = bst_share_code_encode (start);

      g_string_append_printf (out, "Start: %s\n", code);
    }
  else
    {
      g_string_append_printf (out, "Start player: %u\n",
                              (writer.start_player == BST_NO_PLAYER ? 0 : writer.start_player) + 1);
      g_string_append_printf (out, "Start tile: %c 0 0 0\n",
                              bst_tile_type_letter (writer.start_tile));
    }
  g_string_append_printf (out, "Seed: %" G_GUINT64_FORMAT "\n", seed);
  if (bst_state_is_over (state))
    {
      g_string_append (out, "Result:");
      for (guint p = 0; p < rules->n_players; p++)
        g_string_append_printf (out, " %d", state->scores[p]);
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
  g_string_append_len (out, events->str, events->len);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
bst_game_notation_write (const BstRuleSet    *rules,
                         const BstPlayerInfo *players,
                         guint64              seed,
                         const BstMove       *moves,
                         guint                n_moves,
                         GError             **error)
{
  return write_game (NULL, rules, players, seed, moves, n_moves, error);
}

char *
bst_game_notation_write_start (BstPosition         *start,
                               const BstPlayerInfo *players,
                               guint64              seed,
                               const BstMove       *moves,
                               guint                n_moves,
                               GError             **error)
{
  BstPlayerInfo seats[BST_MAX_PLAYERS] = { { 0 } };

  g_return_val_if_fail (BST_IS_POSITION (start), NULL);

  if (players == NULL)
    {
      for (guint p = 0; p < bst_position_get_n_players (start); p++)
        seats[p] = *bst_position_get_player (start, p);
      players = seats;
    }
  return write_game (start, bst_position_get_rules (start), players, seed, moves, n_moves,
                     error);
}

char *
bst_game_notation_write_record (BstGameRecord  *record,
                                GError        **error)
{
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstPosition *start;
  GArray *moves;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), NULL);

  for (guint p = 0; p < bst_game_record_get_n_players (record); p++)
    players[p] = *bst_game_record_get_player (record, p);
  moves = bst_game_record_get_moves (record);
  start = bst_game_record_get_start (record);
  if (start)
    return bst_game_notation_write_start (start, players, bst_game_record_get_seed (record),
                                          (const BstMove *) moves->data, moves->len, error);
  return bst_game_notation_write (bst_game_record_get_rules (record), players,
                                  bst_game_record_get_seed (record),
                                  (const BstMove *) moves->data, moves->len, error);
}

/* Reading ------------------------------------------------------------------ */

typedef struct {
  GArray   *events;      /* of Event */
  guint     cursor;
  guint     last_line;
  GError   *error;
  guint     draws_after_error;
  Order     order;
} Reader;

static gboolean
fail (GError **error, guint line, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError **error, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: a line number of a game notation file, then what is wrong there. */
  g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("Line %u: %s"), line, message);
  return FALSE;
}

static int
tile_from_word (const char *word)
{
  return strlen (word) == 1 ? bst_tile_type_from_letter (*word) : -1;
}

static gboolean
parse_player (const char *word, guint n_players, guint *player)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (word, 10, 1, n_players, &value, NULL))
    return FALSE;
  *player = (guint) value - 1;
  return TRUE;
}

static gboolean
parse_event (char *text, guint n_players, guint line, Event *event, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t", -1);
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  char *colon = strchr (text, ':');
  GError *local_error = NULL;

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (parts, words[i]);

  memset (event, 0, sizeof *event);
  event->line = line;
  event->player = BST_NO_PLAYER;

  if (parts->len == 3 && g_ascii_isdigit (*(char *) parts->pdata[0]))
    for (guint k = EVENT_DRAW; k <= EVENT_RETURN; k++)
      if (g_strcmp0 (parts->pdata[1], event_words[k]) == 0)
        {
          int type = tile_from_word (parts->pdata[2]);

          if (!parse_player (parts->pdata[0], n_players, &event->player))
            return fail (error, line, _("there is no player %s"), (char *) parts->pdata[0]);
          if (type < 0)
            return fail (error, line, _("“%s” is not a tile letter A–X"), (char *) parts->pdata[2]);
          event->kind = k;
          event->type = (guint) type;
          return TRUE;
        }

  /* `P: MOVE`, or a move alone as in a plain move list. */
  if (colon && g_ascii_isdigit (*text) && strspn (text, "0123456789") == (gsize) (colon - text))
    {
      *colon = '\0';
      if (!parse_player (text, n_players, &event->player))
        return fail (error, line, _("there is no player %s"), text);
      text = colon + 1;
    }
  event->kind = EVENT_MOVE;
  if (!bst_move_parse (text, &event->move, &local_error))
    {
      fail (error, line, "%s", local_error->message);
      g_error_free (local_error);
      return FALSE;
    }
  return TRUE;
}

static const char *const tags[] = {
  "Bastide", "Rules", "Start player", "Start tile", "Start", "Seed", "Result",
};

/* The tag of a header line (its text after the colon in @value), or
 * NULL; "Player" for `Player N:`, N in @number. */
static const char *
header_tag (const char *text, const char **value, guint *number)
{
  const char *colon = strchr (text, ':');
  gsize length = colon ? (gsize) (colon - text) : 0;

  if (colon == NULL)
    return NULL;
  *value = colon + 1;
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    if (strlen (tags[i]) == length && strncmp (text, tags[i], length) == 0)
      return tags[i];
  if (g_str_has_prefix (text, "Player ") && length > 7 && strspn (text + 7, "0123456789") == length - 7)
    {
      *number = (guint) MIN (g_ascii_strtoull (text + 7, NULL, 10), G_MAXUINT);
      return "Player";
    }
  return NULL;
}

gboolean
bst_game_notation_detect (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    {
      const char *value;
      guint number;

      strip_comment (lines[i]);
      g_strstrip (lines[i]);
      if (header_tag (lines[i], &value, &number) || g_ascii_isdigit (*lines[i]))
        return TRUE;
    }
  return FALSE;
}

typedef struct {
  guint line;                   /* of the Start player line, 0: none */
  guint start_player;
  guint start_tile;
  int   start_x, start_y;
  guint start_rotation;
  guint start_line;
  guint n_result;
  int   result[BST_MAX_PLAYERS];
  guint result_line;            /* 0: no Result line */
  guint rules_line;
  guint position_line;          /* of the Start line */
} Opening;

static gboolean
parse_header_line (const char *tag, guint number, const char *value, guint line,
                   BstNotationHeader *header, Opening *opening, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (value, " \t", -1);
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  GError *local_error = NULL;

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (parts, words[i]);

  if (g_str_equal (tag, "Bastide"))
    {
      if (parts->len != 1 || g_strcmp0 (parts->pdata[0], "1") != 0)
        return fail (error, line, _("this is notation version %s; only version 1 is known"), value);
    }
  else if (g_str_equal (tag, "Rules"))
    {
      for (guint i = 0; i < parts->len; i++)
        if (!bst_rule_set_parse_assignment (&header->rules, parts->pdata[i], &local_error))
          {
            fail (error, line, "%s", local_error->message);
            g_error_free (local_error);
            return FALSE;
          }
      header->has_rules = TRUE;
      opening->rules_line = line;
    }
  else if (g_str_equal (tag, "Start"))
    {
      g_autoptr (BstPosition) start = NULL;

      if (parts->len != 1)
        return fail (error, line, _("the start is one share code"));
      start = bst_share_code_decode (parts->pdata[0], &local_error);
      if (start == NULL)
        {
          fail (error, line, "%s", local_error->message);
          g_error_free (local_error);
          return FALSE;
        }
      g_set_object (&header->start, start);
      opening->position_line = line;
    }
  else if (g_str_equal (tag, "Start player"))
    {
      guint64 player;

      if (parts->len != 1 || !g_ascii_string_to_unsigned (parts->pdata[0], 10, 1, BST_MAX_PLAYERS,
                                                          &player, NULL))
        return fail (error, line, _("the start player is a player number"));
      opening->start_player = (guint) player - 1;
      opening->line = line;
    }
  else if (g_str_equal (tag, "Start tile"))
    {
      BstMove move;

      if (!bst_move_parse (value, &move, &local_error) || move.kind != BST_MOVE_PLACE
          || move.segment != BST_NO_SEGMENT)
        {
          g_clear_error (&local_error);
          return fail (error, line, _("the start tile is written TILE X Y ROTATION"));
        }
      /* As in a game file: the board is counted from the start tile. */
      if (move.x != 0 || move.y != 0)
        return fail (error, line, _("the start tile lies at 0 0, the middle of the table"));
      opening->start_tile = move.tile;
      opening->start_x = move.x;
      opening->start_y = move.y;
      opening->start_rotation = move.rotation;
      opening->start_line = line;
    }
  else if (g_str_equal (tag, "Seed"))
    {
      if (parts->len != 1 || !g_ascii_string_to_unsigned (parts->pdata[0], 10, 0, G_MAXUINT64,
                                                          &header->seed, NULL))
        return fail (error, line, _("a seed is a whole number"));
      header->has_seed = TRUE;
    }
  else if (g_str_equal (tag, "Result"))
    {
      if (parts->len > BST_MAX_PLAYERS)
        return fail (error, line, _("a result is one score per player"));
      for (guint p = 0; p < parts->len; p++)
        {
          gint64 score;
          if (!g_ascii_string_to_signed (parts->pdata[p], 10, G_MININT16, G_MAXINT16, &score, NULL))
            return fail (error, line, _("“%s” is not a score"), (char *) parts->pdata[p]);
          opening->result[p] = (int) score;
        }
      opening->n_result = parts->len;
      opening->result_line = line;
    }
  else /* Player N: COLOUR SEAT NAME */
    {
      int colour, kind;
      BstPlayerInfo *info;
      const char *name = value;

      if (number < 1 || number > BST_MAX_PLAYERS)
        return fail (error, line, _("there is no player %u"), number);
      if (parts->len < 3 || (colour = bst_colour_from_name (parts->pdata[0])) < 0
          || (kind = bst_seat_kind_from_name (parts->pdata[1])) < 0)
        return fail (error, line, _("a player is written COLOUR SEAT NAME, e.g. “red human Anna”"));
      for (guint q = 0; q < BST_MAX_PLAYERS; q++)
        if (q != number - 1 && header->players[q].name != NULL
            && header->players[q].colour == (BstColour) colour)
          /* Translators: the last %s is a colour's name, as in "red" */
          return fail (error, line, _("players %u and %u both play %s"), MIN (q + 1, number),
                       MAX (q + 1, number), (const char *) parts->pdata[0]);
      /* The name is the rest of the line as written, after two words. */
      for (guint w = 0; w < 2; w++)
        {
          name += strspn (name, " \t");
          name += strcspn (name, " \t");
        }
      name += strspn (name, " \t");
      info = &header->players[number - 1];
      g_clear_pointer (&info->name, g_free);
      info->colour = colour;
      info->kind = kind;
      info->name = unescape (name);
    }
  return TRUE;
}

static const Event *
next_event (Reader *reader)
{
  if (reader->cursor >= reader->events->len)
    return NULL;
  return &g_array_index (reader->events, Event, reader->cursor);
}

/* The line after which something the notation leaves out happens. */
static guint
here (Reader *reader)
{
  const Event *event = next_event (reader);
  return event ? event->line : reader->last_line;
}

static guint
read_draw_cb (BstState *state, guint player, gpointer user_data)
{
  Reader *reader = user_data;
  const Event *event = next_event (reader);

  /* Once the notation is refused the game still asks for tiles until it
   * stops. Under the house rule that puts back what fits nowhere, drawing
   * the same place again could swap two such tiles for ever; walking the
   * bag reaches a tile that fits within two rounds. */
  if (reader->error)
    return reader->draws_after_error++ % state->n_bag;
  if (event == NULL || event->kind != EVENT_DRAW)
    {
      fail (&reader->error, here (reader),
            _("player %u draws a tile here, but the notation does not say which (“%u draws TILE”)"),
            player + 1, player + 1);
      return 0;
    }
  if (event->player != player)
    {
      fail (&reader->error, event->line, _("player %u draws now, not player %u"),
            player + 1, event->player + 1);
      return 0;
    }
  if (reader->order.fixed && reader->order.tiles[reader->order.n - 1] != event->type)
    {
      fail (&reader->error, event->line,
            _("the tiles come in a fixed order here, and the next one is %c"),
            bst_tile_type_letter (reader->order.tiles[reader->order.n - 1]));
      return 0;
    }
  reader->cursor++;
  if (reader->order.fixed)
    reader->order.n--;
  for (guint i = 0; i < state->n_bag; i++)
    if (state->bag[i] == event->type)
      return i;
  fail (&reader->error, event->line, _("no %c tile is left in the bag"),
        bst_tile_type_letter (event->type));
  return 0;
}

static void
read_unplaceable_cb (BstState *state, guint player, guint type, gboolean back, gpointer user_data)
{
  Reader *reader = user_data;
  const Event *event = next_event (reader);
  EventKind kind = back ? EVENT_RETURN : EVENT_DISCARD;

  if (reader->error)
    return;
  if (event == NULL || event->kind != kind || event->player != player || event->type != type)
    {
      fail (&reader->error, here (reader),
            _("tile %c of player %u fits nowhere, so here the notation says “%u %s %c”"),
            bst_tile_type_letter (type), player + 1, player + 1, event_words[kind],
            bst_tile_type_letter (type));
      return;
    }
  reader->cursor++;
  if (back)
    order_put_back (&reader->order, type);
}

static gboolean
holds (const BstState *state, guint type)
{
  for (guint i = 0; i < state->n_hand; i++)
    if (state->hand[i] == type)
      return TRUE;
  return FALSE;
}

static void
collect_event_cb (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

/* A Start position says the rules, the players and who is to move. */
static gboolean
adopt_start (BstNotationHeader *header, const Opening *opening, GError **error)
{
  const BstRuleSet *rules;

  if (header->start == NULL)
    return TRUE;
  if (opening->line || opening->start_line)
    return fail (error, MAX (opening->line, opening->start_line),
                 _("a game from a Start position has no Start player or Start tile line: "
                   "the position says who is to move"));
  rules = bst_position_get_rules (header->start);
  if (header->has_rules && !bst_rule_set_equal (&header->rules, rules))
    return fail (error, opening->rules_line,
                 _("these rules are not the rules of the Start position"));
  header->rules = *rules;
  header->has_rules = TRUE;
  for (guint p = 0; p < rules->n_players; p++)
    if (header->players[p].name == NULL)
      bst_player_info_copy (&header->players[p], bst_position_get_player (header->start, p));
  return TRUE;
}

static gboolean
parse_all (const char *text, BstNotationHeader *header, Opening *opening, GArray *events,
           guint *last_line, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GArray) pending = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_lines = g_strv_length (lines);

  /* Far more than a game with every comment takes, and a bound on the work. */
  if (n_lines > BST_GAME_NOTATION_MAX_LINES)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
                   _("The notation has %u lines; a game notation has at most %d"),
                   n_lines, BST_GAME_NOTATION_MAX_LINES);
      return FALSE;
    }
  for (guint i = 0; lines[i]; i++)
    {
      const char *tag, *value;
      guint number = 0;

      strip_comment (lines[i]);
      g_strstrip (lines[i]);
      if (*lines[i] == '\0')
        continue;
      *last_line = i + 1;
      tag = header_tag (lines[i], &value, &number);
      if (tag)
        {
          if (events->len > 0)
            return fail (error, i + 1, _("the header comes before the first move"));
          if (!parse_header_line (tag, number, value, i + 1, header, opening, error))
            return FALSE;
          continue;
        }
      g_array_append_val (pending, i);
    }

  if (!adopt_start (header, opening, error))
    return FALSE;
  /* Events after the header: the players' count is known now. */
  for (guint k = 0; k < pending->len; k++)
    {
      guint i = g_array_index (pending, guint, k);
      Event event;

      if (!parse_event (lines[i], header->rules.n_players, i + 1, &event, error))
        return FALSE;
      g_array_append_val (events, event);
    }
  return TRUE;
}

static gboolean
check_rules (const BstNotationHeader *header, const BstRuleSet *rules, GError **error)
{
  if (rules == NULL || !header->has_rules || bst_rule_set_equal (rules, &header->rules))
    return TRUE;
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint a = bst_rule_set_get (rules, info), b = bst_rule_set_get (&header->rules, info);

      if (a != b)
        {
          g_autofree char *asked = bst_rule_info_format (info, a);
          g_autofree char *written = bst_rule_info_format (info, b);
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("The notation’s rules say %s=%s, not %s=%s"),
                       info->name, written, info->name, asked);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
open_game (BstState *state, const BstNotationHeader *header, const Opening *opening,
           GError **error)
{
  const BstRuleSet *rules = &header->rules;
  GError *local_error = NULL;

  if (header->start)
    return TRUE;
  bst_state_init_empty (state, rules);
  bst_state_seed (state, header->seed);
  state->fixed_order = BST_DRAW_SCRIPTED;

  if (!rules->start_tile_in_bag && opening->start_tile != BST_START_TILE)
    return fail (error, opening->start_line,
                 _("the start tile is %c unless the rule start-tile-in-bag is on"),
                 bst_tile_type_letter (BST_START_TILE));
  if (!bst_state_put_tile (state, opening->start_tile, opening->start_x, opening->start_y,
                           opening->start_rotation, &local_error))
    {
      fail (error, opening->start_line, "%s", local_error->message);
      g_error_free (local_error);
      return FALSE;
    }
  bst_state_bag_fill_remaining (state);

  if (opening->start_player >= rules->n_players)
    return fail (error, opening->line, _("there is no player %u"), opening->start_player + 1);
  if (!rules->random_start_player && opening->start_player != 0)
    return fail (error, opening->line,
                 _("player 1 starts unless the rule random-start is on"));
  return TRUE;
}

gboolean
bst_game_notation_read (const char          *text,
                        const BstRuleSet    *rules,
                        BstState            *state,
                        GArray              *events,
                        GArray              *moves,
                        BstNotationHeader   *header,
                        GError             **error)
{
  g_autoptr (GArray) parsed = g_array_new (FALSE, FALSE, sizeof (Event));
  BstNotationHeader local_header = { 0 };
  BstNotationHeader *h = header ? header : &local_header;
  Opening opening = { 0 };
  Reader reader = { .events = parsed };
  BstDrawScript script = { read_draw_cb, read_unplaceable_cb, &reader };
  gboolean ok = FALSE;

  memset (h, 0, sizeof *h);
  if (rules)
    h->rules = *rules;
  else
    bst_rule_set_init_default (&h->rules);
  opening.start_tile = BST_START_TILE;

  if (!parse_all (text, h, &opening, parsed, &reader.last_line, error)
      || !check_rules (h, rules, error))
    goto out;
  if (!bst_rule_set_validate (&h->rules, error))
    goto out;
  if (opening.result_line && opening.n_result != h->rules.n_players)
    {
      fail (error, opening.result_line, _("a result is one score per player"));
      goto out;
    }
  if (!open_game (state, h, &opening, error))
    goto out;

  bst_draw_script_set (&script);
  if (h->start)
    start_scripted (state, h->start, h->seed, &reader.order);
  else
    bst_state_open_game (state, opening.start_player);

  while (reader.error == NULL && reader.cursor < parsed->len)
    {
      const Event *event = next_event (&reader);
      guint player = bst_state_to_move (state);
      GError *local_error = NULL;

      if (event->kind == EVENT_DRAW)
        {
          fail (&reader.error, event->line, bst_state_is_over (state)
                ? _("the game is over; nobody draws")
                : _("nobody draws a tile here: it is player %u’s move"), player + 1);
          break;
        }
      if (event->kind != EVENT_MOVE)
        {
          fail (&reader.error, event->line, _("tile %c fits on the board: it stays in the game"),
                bst_tile_type_letter (event->type));
          break;
        }
      if (bst_state_is_over (state))
        {
          fail (&reader.error, event->line, _("the game is over"));
          break;
        }
      if (event->player != BST_NO_PLAYER && event->player != player)
        {
          fail (&reader.error, event->line, _("it is player %u’s move, not player %u’s"),
                player + 1, event->player + 1);
          break;
        }
      if (event->move.kind == BST_MOVE_PLACE && state->phase == BST_PHASE_PLACE
          && !holds (state, event->move.tile))
        {
          fail (&reader.error, event->line, _("player %u holds no %c tile"),
                player + 1, bst_tile_type_letter (event->move.tile));
          break;
        }
      if (!bst_state_check_move (state, &event->move, &local_error))
        {
          fail (&reader.error, event->line, "%s", local_error->message);
          g_error_free (local_error);
          break;
        }
      reader.cursor++;
      if (moves)
        g_array_append_val (moves, event->move);
      bst_state_apply (state, &event->move, events ? collect_event_cb : NULL, events);
    }
  bst_draw_script_set (NULL);

  if (reader.error)
    {
      g_propagate_error (error, reader.error);
      goto out;
    }
  if (opening.result_line)
    for (guint p = 0; p < h->rules.n_players; p++)
      if (state->scores[p] != opening.result[p] || !bst_state_is_over (state))
        {
          fail (error, opening.result_line, bst_state_is_over (state)
                ? _("player %u scores %d, not %d")
                : _("the moves do not end the game (player %u has %d, the result says %d)"),
                p + 1, state->scores[p], opening.result[p]);
          goto out;
        }
  /* The replayed game goes on as a live one would: drawing at random, or
   * in the order the start position fixed. */
  state->fixed_order = reader.order.fixed;
  if (reader.order.fixed)
    {
      g_assert (reader.order.n == state->n_bag);
      memcpy (state->bag, reader.order.tiles, reader.order.n);
    }
  ok = TRUE;

out:
  if (header == NULL)
    bst_notation_header_clear (&local_header);
  return ok;
}

/* Whether @record ends where the notation's own replay @state does. */
static gboolean
record_ends_at (BstGameRecord *record, const BstState *state, const BstPlayerInfo *players)
{
  g_autoptr (BstPosition) end = bst_position_new_from_state (state, players);

  return bst_position_equal (bst_game_record_get_position (record), end);
}

BstGameRecord *
bst_game_notation_read_record (const char  *text,
                               gboolean    *with_moves,
                               GError     **error)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstPosition) end = NULL;
  BstNotationHeader header;
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  char *names[BST_MAX_PLAYERS] = { NULL };
  gboolean taken[BST_N_COLOURS] = { FALSE };
  gboolean complete = TRUE;

  g_return_val_if_fail (text != NULL, NULL);

  if (!bst_game_notation_read (text, NULL, state, NULL, moves, &header, error))
    {
      bst_notation_header_clear (&header);
      return NULL;
    }
  for (guint p = 0; p < header.rules.n_players; p++)
    {
      g_autofree char *path = g_strdup_printf ("Player %u", p + 1);

      if (header.players[p].name == NULL)
        continue;
      /* A game is kept only with the names a game file can hold. */
      if (!_bst_position_check_name (header.players[p].name, path, error))
        {
          bst_notation_header_clear (&header);
          return NULL;
        }
      taken[header.players[p].colour] = TRUE;
    }
  for (guint p = 0; p < header.rules.n_players; p++)
    {
      players[p] = header.players[p];
      if (players[p].name == NULL)
        {
          guint colour = p % BST_N_COLOURS;

          /* As the writer gives them, unless a Player line took it. */
          while (taken[colour])
            colour = (colour + 1) % BST_N_COLOURS;
          taken[colour] = TRUE;
          players[p].colour = colour;
          players[p].name = names[p] = g_strdup_printf (_("Player %u"), p + 1);
        }
    }

  /* The record draws from its seed: the same game when the notation was
   * written from one. */
  if (header.start)
    {
      const BstState *start_state = bst_position_get_state (header.start);
      g_autoptr (BstPosition) seated = bst_position_new_from_state (start_state, players);
      g_autoptr (BstPosition) start =
        bst_position_new_free_mode (seated, bst_position_get_free_mode (header.start));

      record = bst_game_record_new_from_position (start, header.seed);
    }
  else
    record = bst_game_record_new (&header.rules, players, header.seed);
  for (guint i = 0; complete && i < moves->len; i++)
    complete = bst_game_record_play (record, &g_array_index (moves, BstMove, i), NULL, NULL,
                                     NULL);
  if (!complete || !record_ends_at (record, state, players))
    {
      end = bst_position_new_from_state (state, players);
      g_clear_object (&record);
      record = bst_game_record_new_from_position (end, header.seed);
      complete = FALSE;
    }
  if (with_moves)
    *with_moves = complete;
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    g_free (names[p]);
  bst_notation_header_clear (&header);
  return g_steal_pointer (&record);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-game-notation.h"
#include "bst-notation.h"
#include "bst-protocol-engine.h"
#include "bst-protocol-seat.h"
#include "bst-protocol.h"

/* The engine protocol's lines, and Bastide's side of it: fed line by
 * line, and as `bastide-cli engine` behind a seat. */

/* The engine's answer to @line, as one string. */
static char *
say (BstProtocolEngine *engine, const char *line)
{
  GString *reply = g_string_new (NULL);

  g_assert_true (bst_protocol_engine_handle_line (engine, line, reply));
  return g_string_free (reply, FALSE);
}

static void
assert_says (BstProtocolEngine *engine, const char *line, const char *prefix)
{
  g_autofree char *reply = say (engine, line);

  if (!g_str_has_prefix (reply, prefix))
    g_error ("“%s” was answered “%s”, not “%s…”", line, reply, prefix);
}

static void
test_handshake (void)
{
  g_autoptr (BstProtocolEngine) engine = bst_protocol_engine_new (BST_AI_EASY, 1);
  GString *reply = g_string_new (NULL);

  assert_says (engine, "go", "error handshake ");
  assert_says (engine, "bastide", "error malformed ");
  assert_says (engine, "bastide 1", "bastide 1 Bastide easy\n");
  /* A newer referee offers more; the engine answers with what it speaks. */
  assert_says (engine, "bastide 7", "bastide 1 ");
  assert_says (engine, "level hard", "");
  assert_says (engine, "bastide 1", "bastide 1 Bastide hard\n");
  assert_says (engine, "fly away", "error unknown-command ");
  assert_says (engine, "go time soon", "error malformed ");
  assert_says (engine, "go", "error no-game ");
  assert_says (engine, "end", "error malformed ");
  g_assert_false (bst_protocol_engine_handle_line (engine, "quit", reply));
  g_assert_cmpstr (reply->str, ==, "");
  g_string_free (reply, TRUE);
}

static void
test_commands (void)
{
  BstProtocolCommand command;
  BstProtocolReply reply;
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_protocol_parse_command ("go time 250 iterations 40", &command, NULL));
  g_assert_cmpint (command.kind, ==, BST_COMMAND_GO);
  g_assert_cmpuint (command.time_ms, ==, 250);
  g_assert_cmpuint (command.iterations, ==, 40);
  g_assert_true (bst_protocol_parse_command ("turn 2 place V U", &command, NULL));
  g_assert_cmpuint (command.player, ==, 1);
  g_assert_cmpuint (command.n_tiles, ==, 2);
  g_assert_cmpint (command.tiles[0], ==, bst_tile_type_from_letter ('V'));
  g_assert_false (bst_protocol_parse_command ("turn 2 place Z", &command, &error));
  g_assert_error (error, BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED);
  g_clear_error (&error);
  g_assert_false (bst_protocol_parse_command ("turn 9 bid V", &command, &error));
  g_assert_error (error, BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED);
  g_clear_error (&error);

  g_assert_true (bst_protocol_parse_reply ("move E 0 -1 2 city:S", &reply, NULL));
  g_assert_cmpint (reply.kind, ==, BST_REPLY_MOVE);
  g_assert_cmpint (reply.move.x, ==, 0);
  g_assert_cmpint (reply.move.y, ==, -1);
  g_assert_cmpint (reply.move.rotation, ==, 2);
  g_assert_true (bst_protocol_parse_reply ("bastide 1 Deep Field", &reply, NULL));
  g_assert_cmpstr (reply.text, ==, "Deep Field");
  bst_protocol_reply_clear (&reply);
  g_assert_true (bst_protocol_parse_reply ("error game no such tile", &reply, NULL));
  g_assert_cmpstr (reply.word, ==, "game");
  g_assert_cmpstr (reply.text, ==, "no such tile");
  bst_protocol_reply_clear (&reply);
  g_assert_false (bst_protocol_parse_reply ("move here", &reply, &error));
  g_assert_error (error, BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED);
  g_clear_error (&error);
  g_assert_false (bst_protocol_parse_reply ("mvoe E 0 -1 2", &reply, &error));
  g_assert_error (error, BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED);
}

/* A game @n_moves into play by Easy, with its state. */
static char *
game_so_far (guint n_moves, BstState *state)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  BstAiOptions options;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  bst_state_init_game (state, &rules, 5);
  bst_ai_options_init (&options, BST_AI_EASY);
  for (guint i = 0; i < n_moves; i++)
    {
      BstMove move;

      bst_ai_choose_move (state, BST_AI_EASY, &options, &move, NULL);
      g_array_append_val (moves, move);
      bst_state_apply (state, &move, NULL, NULL);
    }
  return bst_protocol_write_game (&rules, NULL, 5, moves);
}

static void
send_game (BstProtocolEngine *engine, const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  assert_says (engine, "game", "");
  for (guint i = 0; lines[i]; i++)
    assert_says (engine, lines[i], "");
}

static void
test_game (void)
{
  g_autoptr (BstProtocolEngine) engine = bst_protocol_engine_new (BST_AI_MEDIUM, 1);
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree char *game = game_so_far (9, state);
  g_autofree char *turn = bst_protocol_format_turn (state);
  g_autofree char *reply = NULL;
  g_auto (GStrv) lines = NULL;
  BstProtocolReply move;

  /* The seed would tell the engine the tiles to come. */
  g_assert_null (strstr (game, "Seed:"));
  g_assert_nonnull (strstr (game, "Rules:"));
  assert_says (engine, "bastide 1", "bastide 1 ");
  send_game (engine, game);
  assert_says (engine, "end", "");
  assert_says (engine, "turn 1 place X", "error game ");
  assert_says (engine, turn, "");
  reply = say (engine, "go iterations 50");
  lines = g_strsplit (reply, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "info iterations 50 "));
  g_assert_true (bst_protocol_parse_reply (lines[1], &move, NULL));
  g_assert_cmpint (move.kind, ==, BST_REPLY_MOVE);
  g_assert_true (bst_state_check_move (state, &move.move, NULL));
  g_assert_cmpstr (lines[2], ==, "");
}

static void
test_bad_game (void)
{
  g_autoptr (BstProtocolEngine) engine = bst_protocol_engine_new (BST_AI_EASY, 1);
  g_autofree char *again = NULL;

  assert_says (engine, "bastide 1", "bastide 1 ");
  send_game (engine, "1 draws U\n1: U 5 5 0");
  assert_says (engine, "end", "error game Line 2: ");
  assert_says (engine, "go", "error no-game ");
  /* A game block with no end is cut off before it eats the memory. */
  send_game (engine, "");
  for (guint i = 0; i < BST_PROTOCOL_MAX_GAME_LINES; i++)
    assert_says (engine, "# more", "");
  assert_says (engine, "# more", "error malformed ");
  again = say (engine, "bastide 1");
  g_assert_cmpstr (again, ==, "bastide 1 Bastide easy\n");
}

/* The real command behind a seat, as a tournament starts it. */
static void
test_cli_engine (void)
{
  g_autofree char *quoted = g_shell_quote (g_getenv ("BASTIDE_CLI"));
  g_autofree char *command = g_strdup_printf ("%s engine --level easy", quoted);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstProtocolSeat) seat = bst_protocol_seat_new (command, 10000, &error);
  g_autofree BstState *state = g_new (BstState, 1);
  g_autofree char *game = game_so_far (4, state);
  g_autofree char *turn = bst_protocol_format_turn (state);
  BstMove move;

  g_assert_no_error (error);
  g_assert_cmpstr (bst_protocol_seat_get_name (seat), ==, "Bastide easy");
  g_assert_true (bst_protocol_seat_choose_move (seat, game, turn, 10000, &move, &error));
  g_assert_no_error (error);
  g_assert_true (bst_state_check_move (state, &move, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/protocol/handshake", test_handshake);
  g_test_add_func ("/engine/protocol/commands", test_commands);
  g_test_add_func ("/engine/protocol/game", test_game);
  g_test_add_func ("/engine/protocol/bad-game", test_bad_game);
  g_test_add_func ("/engine/protocol/cli-engine", test_cli_engine);
  return g_test_run ();
}

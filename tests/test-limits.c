/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every limit on what is read has its own message, and the message names
 * the limit: file size, JSON depth, string lengths, number of moves,
 * share-code length, notation lines. */

#include <json-glib/json-glib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-game-notation.h"
#include "bst-game-record.h"
#include "bst-json-reader.h"
#include "bst-puzzle.h"
#include "bst-share-code.h"
#include "bst-test-utils.h"

/* The limit's number must be in @message, as a person reads it. */
static void
assert_names_limit (const GError *error,
                    const char   *limit)
{
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, limit));
}

static GBytes *
bytes_of_string (GString *text)
{
  gsize length = text->len;

  return g_bytes_new_take (g_string_free (text, FALSE), length);
}

/* The JSON object of the file @path, to change before it is read. */
static JsonObject *
load_object (const char *path)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static GBytes *
object_bytes (JsonObject *object)
{
  g_autoptr (JsonNode) root = json_node_init_object (json_node_alloc (), object);
  gsize length = 0;
  char *text = json_to_string (root, FALSE);

  length = strlen (text);
  return g_bytes_new_take (text, length);
}

static void
test_file_size (void)
{
  GString *text = g_string_new ("{ \"format\": 1, \"pad\": \"");
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  while (text->len <= BST_JSON_MAX_BYTES)
    g_string_append (text, "abcdefghijklmnopqrstuvwxyz");
  g_string_append (text, "\" }");
  bytes = bytes_of_string (text);
  g_assert_null (bst_game_record_new_from_bytes (bytes, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_TOO_LARGE);
  assert_names_limit (error, "at most 1 MiB");
}

static void
test_json_depth (void)
{
  GString *text = g_string_new ("{ \"format\": 1, \"deep\": ");
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *limit = g_strdup_printf ("more than %d levels", BST_JSON_MAX_DEPTH);

  for (guint i = 0; i <= BST_JSON_MAX_DEPTH; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i <= BST_JSON_MAX_DEPTH; i++)
    g_string_append_c (text, ']');
  g_string_append (text, " }");
  bytes = bytes_of_string (text);
  g_assert_null (bst_game_record_new_from_bytes (bytes, &error));
  assert_names_limit (error, limit);
}

/* A game in the middle, to change before it is read. */
static JsonObject *
midgame (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "game-file",
                                                 "midgame.bastide", NULL);

  return load_object (path);
}

static void
assert_game_refused (JsonObject *game,
                     const char *limit)
{
  g_autoptr (GBytes) bytes = object_bytes (game);
  g_autoptr (GError) error = NULL;

  g_assert_null (bst_game_record_new_from_bytes (bytes, &error));
  assert_names_limit (error, limit);
}

static void
test_player_name_length (void)
{
  g_autoptr (JsonObject) game = midgame ();
  JsonArray *players = json_object_get_array_member (game, "players");
  g_autofree char *name = g_strnfill (65, 'a');

  json_object_set_string_member (json_array_get_object_element (players, 0), "name", name);
  assert_game_refused (game, "1 to 64 characters");
}

static void
test_puzzle_title_length (void)
{
  g_autofree char *path = bst_test_pack_path ("01-road-basics.bastide");
  g_autoptr (JsonObject) file = load_object (path);
  JsonObject *puzzle = json_object_get_object_member (file, "puzzle");
  g_autofree char *title = g_strnfill (BST_PUZZLE_MAX_TITLE + 1, 'T');
  g_autofree char *limit = g_strdup_printf ("longer than %d characters", BST_PUZZLE_MAX_TITLE);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  json_object_set_string_member (puzzle, "title", title);
  bytes = object_bytes (file);
  g_assert_null (bst_puzzle_new_from_bytes (bytes, &error));
  assert_names_limit (error, limit);
}

static void
test_number_of_moves (void)
{
  g_autoptr (JsonObject) game = midgame ();
  JsonArray *moves = json_array_new ();

  for (guint i = 0; i < 513; i++)
    json_array_add_string_element (moves, "C 0 -2 0");
  json_object_set_array_member (game, "moves", moves);
  assert_game_refused (game, "at most 512");
}

static void
test_share_code_length (void)
{
  g_autofree char *code = g_strnfill (BST_SHARE_CODE_MAX_LENGTH + 1, 'A');
  g_autofree char *limit = g_strdup_printf ("at most %d", BST_SHARE_CODE_MAX_LENGTH);
  g_autoptr (GError) error = NULL;

  code[0] = 'B';
  code[1] = '1';
  g_assert_null (bst_share_code_decode (code, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_TOO_LARGE);
  assert_names_limit (error, limit);
}

static void
test_notation_lines (void)
{
  GString *text = g_string_new ("Rules: players=2\n");
  g_autofree char *limit = g_strdup_printf ("at most %d", BST_GAME_NOTATION_MAX_LINES);
  g_autofree char *notation = NULL;
  g_autoptr (GError) error = NULL;

  /* Comments only: each line is cheap, their number is not. */
  for (guint i = 0; i < BST_GAME_NOTATION_MAX_LINES; i++)
    g_string_append (text, "#\n");
  notation = g_string_free (text, FALSE);
  g_assert_null (bst_game_notation_read_record (notation, NULL, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_TOO_LARGE);
  assert_names_limit (error, limit);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/limits/file-size", test_file_size);
  g_test_add_func ("/limits/json-depth", test_json_depth);
  g_test_add_func ("/limits/player-name-length", test_player_name_length);
  g_test_add_func ("/limits/puzzle-title-length", test_puzzle_title_length);
  g_test_add_func ("/limits/number-of-moves", test_number_of_moves);
  g_test_add_func ("/limits/share-code-length", test_share_code_length);
  g_test_add_func ("/limits/notation-lines", test_notation_lines);
  return g_test_run ();
}

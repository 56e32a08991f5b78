/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <glib.h>
#include <json-glib/json-glib.h>
#include <locale.h>

#include "bst-place-words.h"
#include "bst-position.h"

/* Squares in words, as a player sees them from the start tile. */
static void
test_places (void)
{
  static const struct {
    int         x, y;
    const char *words;
  } places[] = {
    { 0, 0, "the start tile" },
    { 0, -1, "north of the start tile" },
    { 1, 0, "east of the start tile" },
    { 0, 1, "south of the start tile" },
    { -1, 0, "west of the start tile" },
    { 2, 0, "two squares east of the start tile" },
    { 0, -12, "twelve squares north of the start tile" },
    { -13, 0, "13 squares west of the start tile" },
    { 1, -1, "north-east of the start tile" },
    { -1, 1, "south-west of the start tile" },
    { 3, 3, "three squares south-east of the start tile" },
    { 2, -1, "two squares east and one north of the start tile" },
    { -1, 3, "three squares south and one west of the start tile" },
    { -4, -2, "four squares west and two north of the start tile" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      g_autofree char *words = bst_place_describe (places[i].x, places[i].y);

      g_assert_cmpstr (words, ==, places[i].words);
    }
}

static void
test_phrases (void)
{
  g_autofree char *tile = bst_place_describe_tile (2, 0);
  g_autofree char *start = bst_place_describe_tile (0, 0);
  g_autofree char *square = bst_place_describe_square (0, 1);
  g_autofree char *knight = bst_place_describe_meeple (BST_FEATURE_CITY, 0, -1);
  g_autofree char *monk = bst_place_describe_meeple (BST_FEATURE_MONASTERY, 0, 0);
  g_autofree char *sentence = bst_sentence_start ("élan");

  g_assert_cmpstr (tile, ==, "the tile two squares east of the start tile");
  g_assert_cmpstr (start, ==, "the start tile");
  g_assert_cmpstr (square, ==, "the square south of the start tile");
  g_assert_cmpstr (knight, ==, "the knight north of the start tile");
  g_assert_cmpstr (monk, ==, "the monk on the start tile");
  g_assert_cmpstr (bst_meeple_name (BST_FEATURE_ROAD), ==, "thief");
  g_assert_cmpstr (bst_meeple_name (BST_FEATURE_CITY), ==, "knight");
  g_assert_cmpstr (bst_meeple_name (BST_FEATURE_MONASTERY), ==, "monk");
  g_assert_cmpstr (bst_meeple_name (BST_FEATURE_FIELD), ==, "farmer");
  g_assert_cmpstr (sentence, ==, "Élan");
}

/* A position for two with the start tile, @board and @meeples (JSON
 * lists without brackets). */
static JsonNode *
position (const char *board,
          const char *meeples,
          int         supply)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strdup_printf (
    "{\"rules\": {}, \"players\": ["
    "{\"name\": \"Ann\", \"colour\": \"red\", \"kind\": \"human\", \"score\": 0, \"supply\": %d},"
    "{\"name\": \"Bob\", \"colour\": \"blue\", \"kind\": \"human\", \"score\": 0, \"supply\": 7}],"
    "\"to_move\": 0, \"phase\": \"place\", \"turn\": 1, \"discards\": 0,"
    "\"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0}%s],"
    "\"meeples\": [%s], \"hand\": [\"V\"], \"bag\": {\"U\": 3}, \"free\": true}",
    supply, board, meeples);

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
assert_problem (GPtrArray  *problems,
                guint       index,
                const char *message,
                int         x,
                int         y,
                int         board_index,
                int         meeple_index)
{
  const BstPositionProblem *problem;

  g_assert_cmpuint (index, <, problems->len);
  problem = g_ptr_array_index (problems, index);
  g_assert_cmpstr (problem->message, ==, message);
  g_assert_true (problem->has_square);
  g_assert_cmpint (problem->x, ==, x);
  g_assert_cmpint (problem->y, ==, y);
  g_assert_cmpint (problem->board_index, ==, board_index);
  g_assert_cmpint (problem->meeple_index, ==, meeple_index);
}

/* Every tile problem at once, each named by its place. */
static void
test_tile_problems (void)
{
  g_autoptr (JsonNode) node = position (",{\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 0}"
                                        ",{\"tile\": \"U\", \"x\": 3, \"y\": 2, \"rotation\": 0}",
                                        "", 7);
  g_autoptr (GPtrArray) problems = bst_position_list_problems (node);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPosition) read = bst_position_new_from_json (node, &error);

  g_assert_null (read);
  g_assert_cmpuint (problems->len, ==, 2);
  assert_problem (problems, 0,
                  "The tile north of the start tile does not match its neighbour to the south: "
                  "its south side is a field, the neighbour’s north side a city",
                  0, -1, 1, -1);
  assert_problem (problems, 1,
                  "The tile three squares east and two south of the start tile is not connected "
                  "to the start tile",
                  3, 2, 2, -1);
  /* A file gets the first of them. */
  g_assert_cmpstr (error->message, ==,
                   ((BstPositionProblem *) g_ptr_array_index (problems, 0))->message);
}

/* Each meeple at fault is its own problem, with its segment. */
static void
test_meeple_problems (void)
{
  g_autoptr (JsonNode) node = position (",{\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 2}",
                                        "{\"player\": 0, \"x\": 0, \"y\": 0, \"segment\": \"city:N\"},"
                                        "{\"player\": 0, \"x\": 0, \"y\": 0, \"segment\": \"road:E\"},"
                                        "{\"player\": 0, \"x\": 0, \"y\": 0, \"segment\": \"road:E\"}",
                                        4);
  g_autoptr (GPtrArray) problems = bst_position_list_problems (node);
  const BstPositionProblem *problem;

  g_assert_cmpuint (problems->len, ==, 2);
  assert_problem (problems, 0,
                  "The knight on the start tile stands in a city that is already finished, so it "
                  "would have gone home", 0, 0, 0, 0);
  assert_problem (problems, 1, "Two meeples stand on the same road of the start tile",
                  0, 0, 0, 2);
  problem = g_ptr_array_index (problems, 1);
  g_assert_cmpint (problem->segment, >=, 0);
  g_assert_cmpint (problem->tile_type, ==, BST_START_TILE);
}

static void
test_legal (void)
{
  g_autoptr (JsonNode) node = position ("", "", 7);
  g_autoptr (GPtrArray) problems = bst_position_list_problems (node);

  g_assert_cmpuint (problems->len, ==, 0);
}

int
main (int argc, char **argv)
{
  /* The words are checked in English. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/place-words/places", test_places);
  g_test_add_func ("/engine/place-words/phrases", test_phrases);
  g_test_add_func ("/engine/place-words/tile-problems", test_tile_problems);
  g_test_add_func ("/engine/place-words/meeple-problems", test_meeple_problems);
  g_test_add_func ("/engine/place-words/legal", test_legal);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-test-utils.h"
#include "bst-error.h"
#include "bst-notation.h"
#include "bst-puzzle.h"
#include "bst-share-code.h"

#define MIN_PACK_SIZE 24

/* Helpers ---------------------------------------------------------------------- */

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* The shipped puzzles' paths, sorted. */
static GPtrArray *
pack_files (void)
{
  g_autofree char *dir_path = bst_test_pack_path (NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".bastide"))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (files, compare_paths);
  return files;
}

static BstPosition *
two_equal_moves (gboolean fixed_order)
{
  return bst_test_two_equal_moves (fixed_order, 2);
}

/* The shipped pack -------------------------------------------------------------- */

static void
test_pack_answers (void)
{
  g_autoptr (GPtrArray) files = pack_files ();
  guint kinds = 0, topics_seen = 0;
  const char *const *topics = bst_puzzle_known_topics ();

  g_assert_cmpuint (files->len, >=, MIN_PACK_SIZE);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (files->pdata[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, &error);
      g_autoptr (BstPuzzleSolution) solution = NULL;
      const BstPuzzleSolution *answer;

      g_test_message ("%s", (const char *) files->pdata[i]);
      g_assert_no_error (error);
      g_assert_true (bst_puzzle_validate (puzzle, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (strlen (bst_puzzle_get_title (puzzle)), >, 0);
      g_assert_cmpuint (strlen (bst_puzzle_get_description (puzzle)), >, 0);

      solution = bst_puzzle_solve (puzzle, &error);
      g_assert_no_error (error);
      answer = bst_puzzle_get_answer (puzzle);
      g_assert_nonnull (answer);
      g_assert_true (bst_puzzle_answer_agrees (puzzle, answer, solution, &error));
      g_assert_no_error (error);
      /* The generator stores what the engine finds, so they are equal too. */
      g_assert_true (bst_puzzle_solution_equal (answer, solution));

      kinds |= 1u << bst_puzzle_get_kind (puzzle);
      for (guint t = 0; topics[t]; t++)
        if (g_str_equal (topics[t], bst_puzzle_get_topic (puzzle)))
          topics_seen |= 1u << t;
    }
  g_assert_cmpuint (kinds, ==, 7);
  g_assert_cmpuint (topics_seen, ==, (1u << g_strv_length ((char **) topics)) - 1);
}

static void
test_pack_round_trip (void)
{
  g_autoptr (GPtrArray) files = pack_files ();

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (files->pdata[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, &error);
      g_autoptr (BstPosition) decoded = NULL;
      g_autoptr (BstPuzzle) reread = NULL;
      g_autoptr (GBytes) bytes = NULL;
      g_autoptr (JsonNode) block = NULL;
      g_autoptr (JsonNode) reread_block = NULL;
      g_autofree char *code = NULL;
      BstPosition *position;

      g_assert_no_error (error);
      position = bst_puzzle_get_position (puzzle);

      /* Share code: the position only, exactly. */
      code = bst_share_code_encode (position);
      decoded = bst_share_code_decode (code, &error);
      g_assert_no_error (error);
      g_assert_true (bst_position_equal (position, decoded));

      /* File: the position and the puzzle block. */
      bytes = bst_puzzle_to_bytes (puzzle);
      reread = bst_puzzle_new_from_bytes (bytes, &error);
      g_assert_no_error (error);
      g_assert_true (bst_position_equal (position, bst_puzzle_get_position (reread)));
      block = bst_puzzle_to_json (puzzle);
      reread_block = bst_puzzle_to_json (reread);
      g_assert_true (json_node_equal (block, reread_block));

      /* A share code of the position, read back, makes the same puzzle. */
      {
        g_autoptr (BstPuzzle) from_code = bst_puzzle_new_from_json (decoded, block, &error);
        g_autoptr (BstPuzzleSolution) solution = NULL;

        g_assert_no_error (error);
        solution = bst_puzzle_solve (from_code, &error);
        g_assert_no_error (error);
        g_assert_true (bst_puzzle_solution_equal (solution, bst_puzzle_get_answer (puzzle)));
      }
    }
}

/* Checking answers ------------------------------------------------------------------ */

static void
test_check_score_it (void)
{
  g_autoptr (BstPuzzle) puzzle = bst_test_load_pack_puzzle ("03-crossroads.bastide");
  g_autoptr (BstPuzzleVerdict) right = NULL;
  g_autoptr (BstPuzzleVerdict) wrong = NULL;
  g_autoptr (BstPuzzleVerdict) none = NULL;
  g_autoptr (GError) error = NULL;
  const int good[] = { 6, 10 };
  const int bad[] = { 6, 11 };

  right = bst_puzzle_check_scores (puzzle, good, 2, &error);
  g_assert_no_error (error);
  g_assert_true (right->correct);
  g_assert_true (right->player_correct[0] && right->player_correct[1]);
  /* The breakdown, feature by feature: two roads. */
  g_assert_cmpuint (right->events->len, ==, 2);
  for (guint i = 0; i < right->events->len; i++)
    g_assert_cmpint (g_array_index (right->events, BstScoreEvent, i).kind, ==, BST_FEATURE_ROAD);

  wrong = bst_puzzle_check_scores (puzzle, bad, 2, &error);
  g_assert_no_error (error);
  g_assert_false (wrong->correct);
  g_assert_true (wrong->player_correct[0]);
  g_assert_false (wrong->player_correct[1]);
  g_assert_cmpint (wrong->expected[1], ==, 10);

  none = bst_puzzle_check_scores (puzzle, good, 1, &error);
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_assert_null (none);
  g_clear_error (&error);

  g_assert_null (bst_puzzle_check_move (puzzle, &(BstMove) { 0 }, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
}

/* The verdict on the moves @moves as the answer to @puzzle, which must be
 * given. */
static BstPuzzleVerdict *
check_sequence (BstPuzzle     *puzzle,
                const BstMove *moves,
                guint          n_moves)
{
  g_autoptr (GError) error = NULL;
  BstPuzzleVerdict *verdict = bst_puzzle_check_sequence (puzzle, moves, n_moves, &error);

  g_assert_no_error (error);
  g_assert_nonnull (verdict);
  return verdict;
}

/* The same for one move, @text. */
static BstPuzzleVerdict *
check_move (BstPuzzle  *puzzle,
            const char *text)
{
  BstMove move = bst_test_parse_move (text);
  g_autoptr (GError) error = NULL;
  BstPuzzleVerdict *verdict = bst_puzzle_check_move (puzzle, &move, &error);

  g_assert_no_error (error);
  g_assert_nonnull (verdict);
  return verdict;
}

static void
test_check_best_move (void)
{
  g_autoptr (BstPuzzle) puzzle = bst_test_load_pack_puzzle ("23-table-edge.bastide");
  g_autoptr (BstPuzzleVerdict) right = NULL;
  g_autoptr (BstPuzzleVerdict) turned = NULL;
  g_autoptr (BstPuzzleVerdict) wrong = NULL;
  g_autoptr (GError) error = NULL;
  BstMove move;

  right = check_move (puzzle, "U 2 0 1");
  g_assert_true (right->correct);
  g_assert_cmpint (right->value, ==, 4);
  g_assert_cmpint (right->best, ==, 4);

  /* The straight road turned half way round is the same placement. */
  turned = check_move (puzzle, "U 2 0 3");
  g_assert_true (turned->correct);

  wrong = check_move (puzzle, "U -2 0 1");
  g_assert_false (wrong->correct);
  g_assert_cmpint (wrong->value, ==, 0);

  /* Off the 5 × 5 table. */
  move = bst_test_parse_move ("U 3 0 1");
  g_assert_null (bst_puzzle_check_move (puzzle, &move, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE);
}

static void
test_check_margin (void)
{
  g_autoptr (BstPuzzle) puzzle = bst_test_load_pack_puzzle ("26-share-or-keep.bastide");
  g_autoptr (BstPuzzleVerdict) keep = NULL;
  g_autoptr (BstPuzzleVerdict) share = NULL;
  BstMove move = bst_test_parse_move ("N 0 -1 2");

  keep = check_move (puzzle, "N 1 1 3");
  g_assert_true (keep->correct);

  /* Sharing scores more now, but less by the end. */
  share = check_move (puzzle, "N 0 -1 2");
  g_assert_false (share->correct);
  g_assert_cmpint (share->value, <, keep->value);
  g_assert_cmpint (bst_puzzle_solver_move_points (bst_position_get_state (
                     bst_puzzle_get_position (puzzle)), &move), >, 6);
}

static void
test_check_reach_goal (void)
{
  g_autoptr (BstPuzzle) home = bst_test_load_pack_puzzle ("14-meeples-home.bastide");
  g_autoptr (BstPuzzle) cities = bst_test_load_pack_puzzle ("27-two-cities.bastide");
  g_autoptr (BstPuzzle) twelve = bst_test_load_pack_puzzle ("28-twelve-points.bastide");
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  g_autoptr (GError) error = NULL;
  BstMove moves[3];

  moves[0] = bst_test_parse_move ("D 0 -1 2");
  verdict = check_sequence (home, moves, 1);
  g_assert_true (verdict->correct);
  g_assert_cmpint (verdict->value, ==, 0);
  g_clear_pointer (&verdict, bst_puzzle_verdict_free);

  /* Elsewhere, both meeples stay out. */
  moves[0] = bst_test_parse_move ("D 0 1 2");
  verdict = check_sequence (home, moves, 1);
  g_assert_false (verdict->correct);
  g_assert_cmpint (verdict->value, ==, 2);
  g_clear_pointer (&verdict, bst_puzzle_verdict_free);

  /* Both players' moves: one city each. */
  moves[0] = bst_test_parse_move ("N 1 1 3");
  moves[1] = bst_test_parse_move ("N 0 -1 2");
  verdict = check_sequence (cities, moves, 2);
  g_assert_true (verdict->correct);
  g_assert_cmpint (verdict->value, ==, 2);
  g_clear_pointer (&verdict, bst_puzzle_verdict_free);

  /* Too short, too long, illegal. */
  g_assert_null (bst_puzzle_check_sequence (cities, moves, 1, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_clear_error (&error);
  moves[2] = bst_test_parse_move ("U 3 0 1");
  g_assert_null (bst_puzzle_check_sequence (cities, moves, 3, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  moves[0] = bst_test_parse_move ("N 5 5 0");
  g_assert_null (bst_puzzle_check_sequence (cities, moves, 2, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "moves[0]"));
  g_clear_error (&error);

  /* No sequence reaches twelve points, not even the best move. */
  g_assert_false (bst_puzzle_get_answer (twelve)->reachable);
  moves[0] = bst_test_parse_move ("E 1 -1 3");
  verdict = check_sequence (twelve, moves, 1);
  g_assert_false (verdict->correct);
  g_assert_cmpint (verdict->value, ==, 10);
  g_assert_cmpint (verdict->best, ==, 12);
}

/* The solver ---------------------------------------------------------------------- */

static void
test_solver_ties (void)
{
  for (guint fixed = 0; fixed < 2; fixed++)
    {
      g_autoptr (BstPosition) position = two_equal_moves (fixed);
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_new (position);
      g_autoptr (BstPuzzleSolution) solution = NULL;
      g_autoptr (GError) error = NULL;
      BstMove north = bst_test_parse_move ("E 0 -1 2"), east = bst_test_parse_move ("E 1 1 3");
      gboolean found_north = FALSE, found_east = FALSE;

      bst_puzzle_set_best_move (puzzle, fixed ? BST_PUZZLE_MEASURE_MARGIN
                                              : BST_PUZZLE_MEASURE_POINTS);
      solution = bst_puzzle_solve (puzzle, &error);
      g_assert_no_error (error);
      /* Points now: 4 either way. Margin, with no tile after: 4 plus the
       * other city's 1 at the end, either way. */
      g_assert_cmpint (solution->value, ==, fixed ? 5 : 4);
      g_assert_cmpuint (solution->moves->len, ==, 2);
      for (guint i = 0; i < solution->moves->len; i++)
        {
          const BstMove *move = &g_array_index (solution->moves, BstMove, i);

          found_north |= bst_puzzle_solver_moves_equivalent (move, &north);
          found_east |= bst_puzzle_solver_moves_equivalent (move, &east);
        }
      g_assert_true (found_north && found_east);
    }
}

/* With a tile for the opponent after the mover's, alpha-beta must still
 * return every first move of the best value. */
static void
margin_ties_deep (guint n_players)
{
  g_autoptr (BstPosition) base = bst_test_two_equal_moves (TRUE, n_players);
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GArray) moves = NULL;
  g_autoptr (GError) error = NULL;
  BstState state;
  int best = G_MININT;
  guint n_best = 0;

  bst_state_copy (&state, bst_position_get_state (base));
  bst_state_bag_add (&state, BST_TILE ('U'));
  position = bst_position_new_from_state (&state, bst_test_players);

  /* Every first move's exact value, one by one, against the solver. */
  moves = bst_puzzle_solver_list_moves (&state);
  g_assert_cmpuint (moves->len, >, 10);
  for (guint i = 0; i < moves->len; i++)
    {
      int margin;

      g_assert_true (bst_puzzle_solver_move_margin (&state, &g_array_index (moves, BstMove, i),
                                                    &margin, &error));
      g_assert_no_error (error);
      if (margin > best)
        best = margin, n_best = 0;
      if (margin == best)
        n_best++;
    }

  {
    g_autoptr (BstPuzzle) puzzle = bst_puzzle_new (position);

    bst_puzzle_set_best_move (puzzle, BST_PUZZLE_MEASURE_MARGIN);
    solution = bst_puzzle_solve (puzzle, &error);
    g_assert_no_error (error);
    g_assert_cmpint (solution->value, ==, best);
    g_assert_cmpuint (solution->moves->len, ==, n_best);
    g_assert_cmpuint (n_best, >=, 2);
  }
}

static void
test_solver_margin_ties_deep (void)
{
  /* Two players: alpha-beta; three: each player for their own margin. */
  margin_ties_deep (2);
  margin_ties_deep (3);
}

static void
test_solver_canonical (void)
{
  BstMove a = bst_test_parse_move ("U 2 0 1 road:E"), b = bst_test_parse_move ("U 2 0 3 road:W");
  BstMove c = bst_test_parse_move ("V 2 0 1"), d = bst_test_parse_move ("V 2 0 3");
  BstMove e = bst_test_parse_move ("U 2 0 3 field:NL");
  BstMove f = bst_test_parse_move ("U 2 0 1 field:NL");

  g_assert_true (bst_puzzle_solver_moves_equivalent (&a, &b));
  g_assert_false (bst_puzzle_solver_moves_equivalent (&c, &d));
  /* Either rotation of the straight road, the same farmer. */
  g_assert_true (bst_puzzle_solver_moves_equivalent (&e, &f));
  bst_puzzle_solver_canonical_move (&b);
  g_assert_cmpuint (b.rotation, ==, 1);
}

/* Building and saving ----------------------------------------------------------------- */

static void
test_build_and_save (void)
{
  g_autoptr (BstPosition) position = two_equal_moves (FALSE);
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_new (position);
  g_autoptr (BstPuzzle) reread = NULL;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-puzzle-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "mine.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_no_error (error);
  /* A new puzzle has no title yet. */
  g_assert_false (bst_puzzle_validate (puzzle, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "puzzle.title"));
  g_clear_error (&error);

  bst_puzzle_set_title (puzzle, "Two caps");
  bst_puzzle_set_description (puzzle, "Close one of them.\nEither will do.");
  bst_puzzle_set_difficulty (puzzle, 2);
  bst_puzzle_set_topic (puzzle, "cities");
  bst_puzzle_set_best_move (puzzle, BST_PUZZLE_MEASURE_POINTS);
  g_assert_true (bst_puzzle_validate (puzzle, &error));
  g_assert_no_error (error);

  solution = bst_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  bst_puzzle_set_answer (puzzle, solution);
  g_assert_true (bst_puzzle_save (puzzle, file, NULL, &error));
  g_assert_no_error (error);

  reread = bst_puzzle_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bst_puzzle_get_title (reread), ==, "Two caps");
  g_assert_cmpstr (bst_puzzle_get_description (reread), ==, "Close one of them.\nEither will do.");
  g_assert_cmpuint (bst_puzzle_get_difficulty (reread), ==, 2);
  g_assert_cmpint (bst_puzzle_get_kind (reread), ==, BST_PUZZLE_BEST_MOVE);
  g_assert_true (bst_puzzle_solution_equal (bst_puzzle_get_answer (reread), solution));

  /* A copy says the same; a changed objective drops the stale answer. */
  {
    g_autoptr (BstPuzzle) copy = bst_puzzle_copy (reread);
    g_autoptr (JsonNode) a = bst_puzzle_to_json (reread);
    g_autoptr (JsonNode) b = bst_puzzle_to_json (copy);

    g_assert_true (json_node_equal (a, b));
    bst_puzzle_set_score_it (copy);
    g_assert_null (bst_puzzle_get_answer (copy));
    g_assert_nonnull (bst_puzzle_get_answer (reread));
  }

  g_assert_true (g_file_delete (file, NULL, NULL));
  g_remove (dir);
}

/* Hostile puzzle blocks ------------------------------------------------------------- */

typedef struct {
  const char *name;
  const char *member;      /* member of the puzzle block to replace, or NULL */
  const char *json;        /* its new value, or NULL to remove it */
  const char *expected;    /* a piece of the error message */
} Hostile;

static void
test_hostile (void)
{
  static const Hostile cases[] = {
    { "bad kind", "objective", "{\"kind\": \"win-the-game\"}", "puzzle.objective.kind" },
    { "missing title", "title", NULL, "puzzle.title" },
    { "empty title", "title", "\"   \"", "puzzle.title" },
    { "title not text", "title", "7", "puzzle.title" },
    { "long title", "title", NULL, "puzzle.title" },
    { "control character", "title", "\"a\\u0007b\"", "puzzle.title" },
    { "difficulty 9", "difficulty", "9", "puzzle.difficulty" },
    { "difficulty text", "difficulty", "\"hard\"", "puzzle.difficulty" },
    { "bad topic", "topic", "\"Roads & Cities\"", "puzzle.topic" },
    { "scores not a list", "answer", "{\"scores\": 16}", "puzzle.answer.scores" },
    { "too few scores", "answer", "{\"scores\": [16]}", "puzzle.answer.scores" },
    { "negative score", "answer", "{\"scores\": [16, -1]}", "puzzle.answer.scores[1]" },
    { "moves for scores", "answer", "{\"value\": 3, \"moves\": []}", "puzzle.answer" },
    { "unknown member", "hint", "\"look north\"", "puzzle: unknown member" },
    { "objective not object", "objective", "\"score-it\"", "puzzle.objective" },
    { "unknown measure", "objective", "{\"kind\": \"best-move\", \"measure\": \"style\"}",
      "puzzle.objective.measure" },
    { "target of meeples home", "objective",
      "{\"kind\": \"reach-goal\", \"goal\": \"meeples-home\", \"target\": 3}",
      "puzzle.objective.target" },
    { "margin without order", "objective", "{\"kind\": \"best-move\", \"measure\": \"margin\"}",
      "fixed draw order" },
  };
  g_autofree char *dir = bst_test_pack_path (NULL);
  g_autofree char *path = g_build_filename (dir, "07-tile-counted-once.bastide", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (JsonNode) root = json_from_string (text, &error);
      g_autoptr (BstPuzzle) puzzle = NULL;
      g_autoptr (GBytes) bytes = NULL;
      JsonObject *block;
      char *data;

      g_test_message ("%s", cases[i].name);
      g_assert_no_error (error);
      block = json_object_get_object_member (json_node_get_object (root), "puzzle");
      if (g_str_equal (cases[i].name, "long title"))
        {
          g_autofree char *title = g_strnfill (BST_PUZZLE_MAX_TITLE + 1, 'a');
          json_object_set_string_member (block, "title", title);
        }
      else if (cases[i].json == NULL)
        json_object_remove_member (block, cases[i].member);
      else
        {
          JsonNode *value = json_from_string (cases[i].json, &error);
          g_assert_no_error (error);
          json_object_set_member (block, cases[i].member, value);
        }

      data = json_to_string (root, FALSE);
      bytes = g_bytes_new_take (data, strlen (data));
      puzzle = bst_puzzle_new_from_bytes (bytes, &error);
      g_assert_null (puzzle);
      g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
      if (strstr (error->message, cases[i].expected) == NULL)
        g_error ("%s: “%s” does not name %s", cases[i].name, error->message, cases[i].expected);
      g_clear_error (&error);
    }
}

static void
test_wrong_stored_answer (void)
{
  g_autoptr (BstPuzzle) puzzle = bst_test_load_pack_puzzle ("04-city-pennants.bastide");
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (BstPuzzleSolution) answer = NULL;
  g_autoptr (GError) error = NULL;
  BstMove extra = bst_test_parse_move ("E 0 1 0");

  solution = bst_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);

  answer = bst_puzzle_solution_copy (solution);
  answer->value++;
  g_assert_false (bst_puzzle_answer_agrees (puzzle, answer, solution, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "puzzle.answer.value"));
  g_clear_error (&error);

  /* A missing tie or an extra move is wrong too. */
  answer->value--;
  g_array_append_val (answer->moves, extra);
  g_assert_false (bst_puzzle_answer_agrees (puzzle, answer, solution, &error));
  g_assert_nonnull (strstr (error->message, "puzzle.answer.moves"));
}

static void
test_not_a_puzzle (void)
{
  g_autofree char *path = bst_test_position_path ("midgame.bastide");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, &error);

  g_assert_null (puzzle);
  g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
}

/* The puzzle's properties notify when they change, and only then. */
static void
test_notify (void)
{
  g_autoptr (BstPuzzle) puzzle = bst_test_load_pack_puzzle ("01-road-basics.bastide");
  g_autoptr (BstPuzzle) other = bst_test_load_pack_puzzle ("02-road-loop.bastide");
  g_auto (GValue) position = G_VALUE_INIT;

  bst_test_assert_explicit_notify (puzzle);

  g_value_init (&position, BST_TYPE_POSITION);
  g_value_set_object (&position, bst_puzzle_get_position (other));
  bst_test_assert_notify_once (puzzle, "position", &position);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/puzzle/pack/answers", test_pack_answers);
  g_test_add_func ("/engine/puzzle/notify", test_notify);
  g_test_add_func ("/engine/puzzle/pack/round-trip", test_pack_round_trip);
  g_test_add_func ("/engine/puzzle/check/score-it", test_check_score_it);
  g_test_add_func ("/engine/puzzle/check/best-move", test_check_best_move);
  g_test_add_func ("/engine/puzzle/check/margin", test_check_margin);
  g_test_add_func ("/engine/puzzle/check/reach-goal", test_check_reach_goal);
  g_test_add_func ("/engine/puzzle/solver/ties", test_solver_ties);
  g_test_add_func ("/engine/puzzle/solver/margin-ties", test_solver_margin_ties_deep);
  g_test_add_func ("/engine/puzzle/solver/canonical", test_solver_canonical);
  g_test_add_func ("/engine/puzzle/build-and-save", test_build_and_save);
  g_test_add_func ("/engine/puzzle/hostile", test_hostile);
  g_test_add_func ("/engine/puzzle/wrong-stored-answer", test_wrong_stored_answer);
  g_test_add_func ("/engine/puzzle/not-a-puzzle", test_not_a_puzzle);

  return g_test_run ();
}

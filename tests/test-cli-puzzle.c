/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bst-puzzle.h"
#include "bst-share-code.h"
#include "bst-test-utils.h"

/* `bastide-cli puzzle check` says what the editor says of a poor puzzle. */

static const BstPlayerInfo test_players[2] = {
  { (char *) "Ann", BST_COLOUR_RED, BST_SEAT_HUMAN },
  { (char *) "Bob", BST_COLOUR_BLUE, BST_SEAT_HUMAN },
};

typedef struct {
  char *dir;
  char *several;     /* two placements worth 4 */
  char *nothing;     /* nothing to score this turn */
  char *zero;        /* a score-it puzzle where nobody scores */
} Fixture;

static char *
save (Fixture *fixture, BstPuzzle *puzzle, const char *name)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) error = NULL;

  bst_puzzle_set_title (puzzle, name);
  bst_puzzle_set_description (puzzle, "A test.");
  bst_puzzle_set_topic (puzzle, "cities");
  solution = bst_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  bst_puzzle_set_answer (puzzle, solution);
  g_assert_true (bst_puzzle_save (puzzle, file, NULL, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

static BstPosition *
position_with (char hand, gboolean two_caps)
{
  g_autoptr (GError) error = NULL;
  BstRuleSet rules;
  BstState state;

  bst_rule_set_init_default (&rules);
  rules.farmers = FALSE;
  bst_state_init_empty (&state, &rules);
  g_assert_true (bst_state_put_tile (&state, BST_START_TILE, 0, 0, 0, &error));
  if (two_caps)
    {
      /* Two knights in two caps, each closed by E in one place. */
      g_assert_true (bst_state_put_tile (&state, BST_TILE ('E'), 0, 1, 1, &error));
      g_assert_true (bst_state_put_meeple (&state, 0, 0, 0, &error));
      g_assert_true (bst_state_put_meeple (&state, 0, 1, 0, &error));
    }
  g_assert_no_error (error);
  if (hand)
    {
      state.hand[0] = BST_TILE (hand);
      state.n_hand = 1;
    }
  bst_state_bag_fill_remaining (&state);
  return bst_position_new_from_state (&state, test_players);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstPosition) empty = position_with (0, FALSE);
  g_autoptr (BstPosition) road = position_with ('U', FALSE);
  g_autoptr (BstPosition) caps = position_with ('E', TRUE);
  g_autoptr (BstPuzzle) zero = bst_puzzle_new (empty);
  g_autoptr (BstPuzzle) nothing = bst_puzzle_new (road);
  g_autoptr (BstPuzzle) several = bst_puzzle_new (caps);

  fixture->dir = g_dir_make_tmp ("bastide-cli-puzzle-XXXXXX", &error);
  g_assert_no_error (error);
  bst_puzzle_set_score_it (zero);
  fixture->zero = save (fixture, zero, "zero.bastide");
  bst_puzzle_set_best_move (nothing, BST_PUZZLE_MEASURE_POINTS);
  fixture->nothing = save (fixture, nothing, "nothing.bastide");
  bst_puzzle_set_best_move (several, BST_PUZZLE_MEASURE_POINTS);
  fixture->several = save (fixture, several, "several.bastide");
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  g_remove (fixture->several);
  g_remove (fixture->nothing);
  g_remove (fixture->zero);
  g_rmdir (fixture->dir);
  g_free (fixture->several);
  g_free (fixture->nothing);
  g_free (fixture->zero);
  g_free (fixture->dir);
}

/* Runs `bastide-cli puzzle check [--OPTION] PATH`; the exit status. */
static int
check (const char *option, const char *path, char **out)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "bastide-cli",
                                                NULL);
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "LC_ALL", "C", TRUE);
  const char *argv[] = { cli, "puzzle", "check", option ? option : path, option ? path : NULL,
                         NULL };
  g_autoptr (GError) error = NULL;
  int status;

  env = g_environ_setenv (env, "LANGUAGE", "C", TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, out, NULL,
                               &status, &error));
  g_assert_no_error (error);
  if (g_spawn_check_wait_status (status, &error))
    return 0;
  g_assert_true (error->domain == G_SPAWN_EXIT_ERROR);
  return error->code;
}

static void
test_text (Fixture *fixture, gconstpointer data)
{
  static const struct {
    const char *which;
    const char *expected;
  } cases[] = {
    { "several", "Warning: 2 placements score the most: 4 points each. "
                 "A puzzle should have one answer.\n" },
    { "nothing", "Warning: The best move is worth 0 points: none of the " },
    { "zero", "Warning: The final scoring gives every player 0 points, so there is nothing "
              "to count.\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *path = g_str_equal (cases[i].which, "several") ? fixture->several
                         : g_str_equal (cases[i].which, "nothing") ? fixture->nothing
                         : fixture->zero;
      g_autofree char *out = NULL;
      g_autofree char *strict_out = NULL;

      g_test_message ("%s", cases[i].which);
      /* A warning is not a failure, unless asked. */
      g_assert_cmpint (check (NULL, path, &out), ==, 0);
      g_assert_nonnull (strstr (out, "The stored answer agrees with the engine."));
      g_assert_nonnull (strstr (out, cases[i].expected));
      g_assert_cmpint (check ("--strict", path, &strict_out), ==, 1);
      g_assert_cmpstr (strict_out, ==, out);
    }
}

static void
test_json (Fixture *fixture, gconstpointer data)
{
  g_autofree char *out = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root, *warning;
  JsonArray *warnings;

  g_assert_cmpint (check ("--json", fixture->several, &out), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  warnings = json_object_get_array_member (root, "warnings");
  g_assert_cmpuint (json_array_get_length (warnings), ==, 1);
  warning = json_array_get_object_element (warnings, 0);
  g_assert_cmpstr (json_object_get_string_member (warning, "code"), ==, "several-answers");
  g_assert_cmpint (json_object_get_int_member (warning, "placements"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (warning, "moves"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (warning, "value"), ==, 4);
  g_assert_nonnull (strstr (json_object_get_string_member (warning, "message"),
                            "A puzzle should have one answer."));
}

/* A good puzzle of the pack: no warning, --strict passes. */
static void
test_good (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = bst_test_pack_path ("12-claim-as-you-close.bastide");
  g_autofree char *out = NULL;
  g_autofree char *json = NULL;

  g_assert_cmpint (check ("--strict", path, &out), ==, 0);
  g_assert_nonnull (strstr (out, "The stored answer agrees with the engine."));
  g_assert_null (strstr (out, "Warning"));
  g_assert_cmpint (check ("--json", path, &json), ==, 0);
  g_assert_nonnull (strstr (json, "\"warnings\":[]"));
}

/* A puzzle's share code is checked as that puzzle: the engine works its
 * answer out again, with the file's verdict and best move. */
static void
test_code (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles",
                                                 "04-city-pennants.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_load (file, NULL, &error);
  g_autofree char *code = NULL;
  g_autofree char *from_file = NULL;
  g_autofree char *from_code = NULL;

  g_assert_no_error (error);
  code = bst_test_encode_record (record, BST_SHARE_CODE_POSITION);
  g_assert_cmpint (check (NULL, path, &from_file), ==, 0);
  g_assert_cmpint (check (NULL, code, &from_code), ==, 0);
  g_assert_true (g_str_has_prefix (from_code, "Pennants count double — best-move"));
  g_assert_nonnull (strstr (from_code, "A share code carries no answer"));
  /* All but the last line, about the stored answer, are the file's. */
  *strrchr (from_file, '\n') = '\0';
  *strrchr (from_file, '\n') = '\0';
  g_assert_true (g_str_has_prefix (from_code, from_file));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/puzzle/check/text", Fixture, NULL, fixture_set_up, test_text,
              fixture_tear_down);
  g_test_add ("/cli/puzzle/check/json", Fixture, NULL, fixture_set_up, test_json,
              fixture_tear_down);
  g_test_add ("/cli/puzzle/check/good", Fixture, NULL, fixture_set_up, test_good,
              fixture_tear_down);
  g_test_add ("/cli/puzzle/check/code", Fixture, NULL, fixture_set_up, test_code,
              fixture_tear_down);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bastide-cli as a person runs it: a game played and saved, printed in the
 * notation, replayed to the scores the saved game has; a refused line on
 * standard error with its number; the README's examples as it shows them. */

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "bst-game-record.h"
#include "bst-test-utils.h"

static const char *
cli_path (void)
{
  const char *path = g_getenv ("BASTIDE_CLI");

  g_assert_nonnull (path);
  return path;
}

/* Runs @command_line through the shell in @dir, `bastide-cli` found on
 * the PATH; returns the exit status. */
static int
run (const char *dir, const char *command_line, char **out, char **err)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *bin_dir = g_path_get_dirname (cli_path ());
  g_autofree char *path = g_strconcat (bin_dir, ":", g_getenv ("PATH"), NULL);
  g_auto (GStrv) env = g_environ_setenv (g_get_environ (), "PATH", path, TRUE);
  const char *argv[] = { "/bin/sh", "-c", command_line, NULL };
  int status;

  g_assert_true (g_spawn_sync (dir, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                               &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* Like run(), insisting on success. */
static char *
run_ok (const char *dir, const char *command_line)
{
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = run (dir, command_line, &out, &err);

  if (status != 0)
    g_test_message ("%s: %s", command_line, err);
  g_assert_cmpint (status, ==, 0);
  return out;
}

/* The players' scores in a `--json` answer of score or replay. */
static GArray *
json_scores (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  GArray *scores = g_array_new (FALSE, FALSE, sizeof (gint64));
  JsonArray *players;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "players");
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      gint64 score = json_object_get_int_member (json_array_get_object_element (players, p),
                                                 "score");
      g_array_append_val (scores, score);
    }
  g_assert_cmpuint (scores->len, >=, 2);
  return scores;
}

static void
assert_same_scores (GArray *a, GArray *b)
{
  g_assert_cmpmem (a->data, a->len * sizeof (gint64), b->data, b->len * sizeof (gint64));
}

/* notation FILE, then replay of that text: the scores of score FILE. */
static void
assert_round_trip (const char *dir, const char *file, const char *must_hold)
{
  g_autofree char *notation = NULL, *replayed = NULL, *scored = NULL;
  g_autofree char *notation_cmd = g_strdup_printf ("bastide-cli notation '%s' > game.txt", file);
  g_autofree char *score_cmd = g_strdup_printf ("bastide-cli score '%s' --json", file);
  g_autoptr (GArray) replay_scores = NULL;
  g_autoptr (GArray) file_scores = NULL;

  g_free (run_ok (dir, notation_cmd));
  notation = run_ok (dir, "cat game.txt");
  g_assert_true (g_str_has_prefix (notation, "Bastide: 1\n"));
  if (must_hold)
    g_assert_nonnull (strstr (notation, must_hold));
  replayed = run_ok (dir, "bastide-cli replay game.txt --json");
  scored = run_ok (dir, score_cmd);
  replay_scores = json_scores (replayed);
  file_scores = json_scores (scored);
  assert_same_scores (replay_scores, file_scores);
}

/* Games of the real binary under several rules, each saved, written in
 * the notation and replayed. */
static void
test_play_notation_replay (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", NULL);
  static const char *const games[] = {
    "--players 2 --seed 7",
    "--players 3 --seed 11 --rule hand=3",
    "--players 4 --seed 5 --rule draw-at-end=on --rule random-start=on",
    ("--players 2 --seed 9 --rule start-tile-in-bag=on --rule unplaceable-back=on "
     "--rule table-width=5"),
    "--players 5 --seed 3 --rule auction=on --rule hole-bonus=on --rule table-height=4",
    "--players 6 --seed 21 --rule farmers=off --rule no-incomplete=on",
  };

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *play = g_strdup_printf ("bastide-cli play %s --save game.bastide",
                                               games[i]);

      g_test_message ("%s", games[i]);
      g_free (run_ok (dir, play));
      assert_round_trip (dir, "game.bastide", "\nResult: ");
    }
  g_free (run_ok (dir, "rm -f game.bastide game.txt"));
  g_rmdir (dir);
}

/* A replay code, given instead of the file: the same notation, which
 * replays to the file's scores. */
static void
test_replay_code (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", NULL);
  g_autofree char *from_file = NULL, *from_code = NULL, *replayed = NULL, *scored = NULL;
  g_autoptr (GArray) replay_scores = NULL;
  g_autoptr (GArray) file_scores = NULL;

  g_assert_nonnull (dir);
  g_free (run_ok (dir, "bastide-cli play --players 3 --seed 4 --rule hand=2 --save game.bastide"));
  from_file = run_ok (dir, "bastide-cli notation game.bastide");
  from_code = run_ok (dir, "bastide-cli notation \"$(bastide-cli code game.bastide --replay)\" "
                           "| tee game.txt");
  g_assert_cmpstr (from_code, ==, from_file);
  replayed = run_ok (dir, "bastide-cli replay game.txt --json");
  scored = run_ok (dir, "bastide-cli score game.bastide --json");
  replay_scores = json_scores (replayed);
  file_scores = json_scores (scored);
  assert_same_scores (replay_scores, file_scores);
  g_free (run_ok (dir, "rm -f game.bastide game.txt"));
  g_rmdir (dir);
}

/* A game from an edited position, saved as the app saves it: its
 * notation has a Start line and replays to the file's scores. */
static void
test_from_start (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "start.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstPosition) start = NULL;
  g_autofree BstState *state = g_new (BstState, 1);
  BstPlayerInfo players[3] = {
    { (char *) "Ann", BST_COLOUR_RED, BST_SEAT_HUMAN },
    { (char *) "Bo #2", BST_COLOUR_BLUE, BST_SEAT_EASY },
    { (char *) "Cy", BST_COLOUR_GREEN, BST_SEAT_HARD },
  };
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  BstRuleSet rules;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  rules.n_players = 3;
  rules.hand_size = 2;
  bst_rng_seed (&rng, 4, 0);
  bst_state_init_game (state, &rules, 4);
  /* A few moves, then the position taken as a new start, and on. */
  for (guint round = 0; round < 2; round++)
    {
      for (guint i = 0; i < 6 && !bst_state_is_over (state); i++)
        {
          guint tile = state->hand[0];
          guint n = bst_state_legal_placements (state, tile, placements);
          BstMove move = { .kind = BST_MOVE_PLACE, .tile = tile, .segment = BST_NO_SEGMENT };

          n = bst_rng_below (&rng, n);
          move.x = placements[n].x;
          move.y = placements[n].y;
          move.rotation = placements[n].rotation;
          if (record)
            {
              g_assert_true (bst_game_record_play (record, &move, NULL, NULL, &error));
              g_assert_no_error (error);
              BstPosition *now = bst_game_record_get_position (record);

              bst_state_copy (state, bst_position_get_state (now));
            }
          else
            bst_state_apply (state, &move, NULL, NULL);
        }
      if (record == NULL)
        {
          start = bst_position_new_from_state (state, players);
          record = bst_game_record_new_from_position (start, 99);
        }
    }
  g_assert_cmpuint (bst_game_record_get_moves (record)->len, >, 0);
  g_assert_true (bst_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);

  assert_round_trip (dir, "start.bastide", "\nStart: B");
  g_free (run_ok (dir, "rm -f start.bastide game.txt"));
  g_rmdir (dir);
}

/* A line the game could not have made: its number and the reason on
 * standard error, exit status 1, nothing on standard output. */
static void
test_refused_line (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", NULL);
  g_autofree char *out = NULL, *err = NULL;
  int status;

  g_free (run_ok (dir, "printf 'Rules: players=2\\n1 draws U\\n1: U 1 0 1\\n"
                       "2 draws E\\n2: W 0 -1 0\\n' > bad.txt"));
  status = run (dir, "bastide-cli replay bad.txt", &out, &err);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "bastide-cli: Line 5: player 2 holds no W tile\n");
  g_free (run_ok (dir, "rm -f bad.txt"));
  g_rmdir (dir);
}

/* The examples of the README's bastide-cli section, as it shows them:
 * each command, then what it prints (NULL: not shown) and its status. */
typedef struct {
  const char *command;
  const char *out;
  const char *err;
  int         status;
} Example;

static const Example readme_examples[] = {
  { "bastide-cli play --players 2 --seed 7 --save game.bastide", NULL, "", 0 },
  { "bastide-cli notation game.bastide > game.txt", "", "", 0 },
  { "bastide-cli replay game.txt --json    # the scores of: bastide-cli score game.bastide --json",
    NULL, "", 0 },
  { "printf 'U 1 0 1 road:E\\nE 0 -1 2 city:S\\n' > moves.txt", "", "", 0 },
  { "bastide-cli replay moves.txt",
    "city: 2 tiles, 0 pennants, 0 cities: 4 points to player 2\n"
    "final road: 2 tiles, 0 pennants, 0 cities: 2 points to player 1\n"
    "Player 1: 2 points\n"
    "Player 2: 4 points\n", "", 0 },
  { "printf 'Rules: players=2 hand=2\\n1 draws U\\n1 draws V\\n2 draws E\\n"
    "2 draws U\\n' > hand.txt",
    "", "", 0 },
  { "printf '1: U 1 0 1\\n1 draws W\\n2: V 0 -1 0\\n' >> hand.txt", "", "", 0 },
  { "bastide-cli replay hand.txt           # exit status 1",
    "", "bastide-cli: Line 8: player 2 holds no V tile\n", 1 },
};

static void
test_readme (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", NULL);
  g_autofree char *replayed = NULL, *scored = NULL;
  g_autoptr (GArray) replay_scores = NULL;
  g_autoptr (GArray) file_scores = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (readme_examples); i++)
    {
      const Example *example = &readme_examples[i];
      g_autofree char *out = NULL, *err = NULL;
      int status = run (dir, example->command, &out, &err);

      g_test_message ("$ %s", example->command);
      g_assert_cmpint (status, ==, example->status);
      g_assert_cmpstr (err, ==, example->err);
      if (example->out)
        g_assert_cmpstr (out, ==, example->out);
      if (i == 2)
        replayed = g_steal_pointer (&out);
    }
  /* What the comment of the third example says. */
  scored = run_ok (dir, "bastide-cli score game.bastide --json");
  replay_scores = json_scores (replayed);
  file_scores = json_scores (scored);
  assert_same_scores (replay_scores, file_scores);
  g_free (run_ok (dir, "rm -f game.bastide game.txt moves.txt hand.txt"));
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/binary/play-notation-replay", test_play_notation_replay);
  g_test_add_func ("/cli/binary/from-start", test_from_start);
  g_test_add_func ("/cli/binary/replay-code", test_replay_code);
  g_test_add_func ("/cli/binary/refused-line", test_refused_line);
  g_test_add_func ("/cli/binary/readme", test_readme);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-game-notation.h"
#include "bst-referee.h"
#include "bst-test-utils.h"

/* Games between a level and outside programs: the reference bot plays a
 * whole game, and every way a program can fail loses it the game, with
 * the reason, long before the test's own timeout. */

#define MOVE_MS 2000

/* Answers the handshake, then does @on_go to every "go". */
#define BOT(on_go) \
  "sh -c 'read l; echo \"bastide 1 broken\"; " \
  "while read l; do case \"$l\" in go*) " on_go ";; esac; done'"

static char *
greedy_bot (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bots", "greedy-bot.py", NULL);
  g_autofree char *quoted = g_shell_quote (path);

  return g_strdup_printf ("python3 %s", quoted);
}

static gboolean
have_python (void)
{
  g_autofree char *python = g_find_program_in_path ("python3");

  if (python == NULL)
    g_test_skip ("python3 is not installed");
  return python != NULL;
}

/* Plays the program @command as player 1 (or 2 with @second) against Easy,
 * from the tiles of @seed, Easy's choices from @easy_seed. */
static void
play_seed (const char *command, gboolean second, guint move_ms, guint64 seed,
           guint64 easy_seed, BstRefereeResult *result)
{
  BstRefereePlayer players[2] = { { 0 } };
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.farmers = TRUE;
  for (guint p = 0; p < 2; p++)
    {
      players[p].level = BST_AI_EASY;
      bst_ai_options_init (&players[p].options, BST_AI_EASY);
      players[p].options.seed = easy_seed;
    }
  players[second ? 1 : 0].command = command;
  bst_referee_play (&rules, seed, players, move_ms, result);
}

static void
play (const char *command, gboolean second, guint move_ms, BstRefereeResult *result)
{
  play_seed (command, second, move_ms, 3, 1, result);
}

static void
test_greedy_bot (void)
{
  g_autofree char *bot = greedy_bot ();
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;

  if (!have_python ())
    return;
  /* The first games of `tournament --a-engine BOT --b easy`, tiles and
   * Easy's seeds alike: the third has the bot complete a monastery. */
  for (guint game = 0; game < bst_test_scaled (4); game++)
    {
      guint seat = game % 2;
      BstRefereeResult result;
      BstNotationHeader header;

      play_seed (bot, seat == 1, 20000, 1 + game / 2, 1000003u + game * 7919u + 1, &result);
      if (result.reason)
        g_error ("%s", result.reason);
      g_assert_true (result.over);
      g_assert_cmpuint (result.loser, ==, BST_NO_PLAYER);
      g_assert_cmpstr (result.names[seat], ==, "greedy-bot");
      g_assert_cmpuint (result.moves[seat] + result.moves[1 - seat], >=, 60);
      /* The game as played replays, move by move, to the same scores. */
      g_assert_true (bst_game_notation_read (result.notation, NULL, state, NULL, NULL, &header,
                                             &error));
      g_assert_no_error (error);
      g_assert_true (bst_state_is_over (state));
      for (guint p = 0; p < 2; p++)
        g_assert_cmpint (state->scores[p], ==, result.scores[p]);
      g_assert_cmpint (result.scores[seat], >, 0);
      bst_notation_header_clear (&header);
      bst_referee_result_clear (&result);
    }
}

/* Runs a tournament of two games of the program @engine against Easy,
 * as a person does; whether it exits with success. */
static gboolean
run_tournament (const char *engine, char **out, char **err)
{
  g_autofree char *cli = g_shell_quote (g_getenv ("BASTIDE_CLI"));
  g_autofree char *quoted = g_shell_quote (engine);
  g_autofree char *line = g_strdup_printf ("%s tournament --games 2 --quiet --a-engine %s "
                                           "--b easy", cli, quoted);
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_true (g_spawn_command_line_sync (line, out, err, &status, &error));
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL);
}

static void
test_tournament (void)
{
  g_autofree char *bot = greedy_bot ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *broken_out = NULL;
  g_autofree char *broken_err = NULL;

  if (!have_python ())
    return;
  g_assert_true (run_tournament (bot, &out, &err));
  g_assert_nonnull (strstr (out, "2 games, seed 1"));
  g_assert_nonnull (strstr (out, "A greedy-bot win rate"));
  g_assert_null (strstr (out, "forfeit"));

  g_assert_false (run_tournament (BOT ("echo \"move D 5 5 0\""), &broken_out, &broken_err));
  g_assert_nonnull (strstr (broken_out, "A broken lost 2 games by forfeit"));
  g_assert_nonnull (strstr (broken_err, "(broken) loses the game: the move “D 5 5 0” is illegal"));
}

/* Asserts that the program @command, as player 2, lost at once with a
 * reason holding @why, and that the referee took at most @ms to see it. */
static void
assert_forfeit (const char *command, guint move_ms, const char *why, gboolean illegal, guint ms)
{
  gint64 start = g_get_monotonic_time ();
  BstRefereeResult result;

  play (command, TRUE, move_ms, &result);
  g_assert_cmpint ((g_get_monotonic_time () - start) / 1000, <=, ms);
  g_assert_false (result.over);
  g_assert_cmpuint (result.loser, ==, 1);
  g_assert_cmpint (result.illegal, ==, illegal);
  g_assert_nonnull (result.reason);
  if (strstr (result.reason, why) == NULL)
    g_error ("“%s” does not say “%s”", result.reason, why);
  g_assert_true (g_str_has_prefix (result.reason, "Player 2 ("));
  g_assert_cmpuint (result.moves[1], ==, 0);
  bst_referee_result_clear (&result);
}

static void
test_malformed (void)
{
  assert_forfeit (BOT ("echo \"mvoe D 0 1 0\""), MOVE_MS, "“mvoe D 0 1 0”", FALSE, MOVE_MS);
  assert_forfeit (BOT ("echo \"move D somewhere\""), MOVE_MS, "“move D somewhere”", FALSE,
                  MOVE_MS);
  assert_forfeit (BOT ("echo \"bastide 1 again\""), MOVE_MS, "did not answer with “move”", FALSE,
                  MOVE_MS);
  assert_forfeit ("sh -c 'read l; echo hello'", MOVE_MS, "“hello”", FALSE, MOVE_MS);
  assert_forfeit ("sh -c 'read l; echo \"bastide 2 future\"'", MOVE_MS, "version 2", FALSE,
                  MOVE_MS);
  assert_forfeit (BOT ("head -c 9000 /dev/zero | tr \"\\\\0\" x"), MOVE_MS, "longer than 4096",
                  FALSE, MOVE_MS);
  assert_forfeit (BOT ("echo \"error game I am lost\""), MOVE_MS, "error game I am lost", FALSE,
                  MOVE_MS);
}

static void
test_flood (void)
{
  /* A program that writes "info" as fast as it can, well within its time:
   * the referee stops it after the limit instead of reading on. */
  assert_forfeit (BOT ("yes info"), 60000, "more than 1000 lines for one move", FALSE, MOVE_MS);
}

static void
test_illegal (void)
{
  /* Not next to any tile; and a tile the player does not hold. */
  assert_forfeit (BOT ("echo \"move D 5 5 0\""), MOVE_MS, "“D 5 5 0” is illegal", TRUE, MOVE_MS);
  assert_forfeit (BOT ("echo \"move keep\""), MOVE_MS, "“keep” is illegal", TRUE, MOVE_MS);
}

static void
test_timeout (void)
{
  /* Late to move, late to greet, and a program that never reads. */
  assert_forfeit (BOT ("sleep 20"), 300, "within 300 milliseconds", FALSE, 2000);
  assert_forfeit ("sh -c 'sleep 20'", 300, "within 300 milliseconds", FALSE, 2000);
  assert_forfeit ("sh -c 'echo \"bastide 1 deaf\"; exec sleep 20'", 300,
                  "within 300 milliseconds", FALSE, 2000);
}

static void
test_exit (void)
{
  assert_forfeit (BOT ("exit 3"), MOVE_MS, "exited with status 3", FALSE, MOVE_MS);
  assert_forfeit (BOT ("kill -SEGV $$"), MOVE_MS, "signal 11", FALSE, MOVE_MS);
  assert_forfeit ("sh -c 'exit 0'", MOVE_MS, "exited with status 0", FALSE, MOVE_MS);
  assert_forfeit ("/nonexistent/bot --fast", MOVE_MS, "/nonexistent/bot", FALSE, MOVE_MS);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/referee/greedy-bot", test_greedy_bot);
  g_test_add_func ("/engine/referee/malformed", test_malformed);
  g_test_add_func ("/engine/referee/flood", test_flood);
  g_test_add_func ("/engine/referee/illegal", test_illegal);
  g_test_add_func ("/engine/referee/timeout", test_timeout);
  g_test_add_func ("/engine/referee/exit", test_exit);
  g_test_add_func ("/engine/referee/tournament", test_tournament);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "bst-cli.h"
#include "bst-error.h"
#include "bst-game-record.h"
#include "bst-notation.h"
#include "bst-puzzle.h"
#include "bst-json-writer.h"

/* `bastide-cli puzzle check|solve|try`: rule puzzles from files, and bare
 * positions (share codes, game files without a puzzle) with an objective
 * given on the command line. */

typedef struct {
  gboolean  json;
  gboolean  strict;
  char     *objective;   /* for bare positions */
  char     *goal;
  gint      turns;
} PuzzleOptions;

/* A puzzle, or NULL with *@position set when the argument is only a
 * position. */
static BstPuzzle *
load (const char *argument, BstPosition **position, GError **error)
{
  g_autoptr (BstGameRecord) record = bst_cli_load_file (argument, position, error);

  if (record == NULL)
    return NULL;
  if (bst_game_record_get_puzzle (record) == NULL)
    {
      *position = g_object_ref (bst_game_record_get_position (record));
      return NULL;
    }
  return bst_puzzle_new_from_record (record, error);
}

/* The objective of a bare position comes from the options. */
static BstPuzzle *
puzzle_for_position (BstPosition *position, const PuzzleOptions *options, GError **error)
{
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_new (position);
  const char *objective = options->objective ? options->objective : "best-move";

  if (options->goal)
    {
      g_auto (GStrv) parts = g_strsplit (options->goal, ":", 2);
      BstPuzzleGoalSpec goal = { 0 };
      guint64 target = 0;

      goal.turns = options->turns > 0 ? (guint) options->turns : BST_PUZZLE_GOAL_ALL_TURNS;
      if (g_str_equal (parts[0], "meeples-home") && parts[1] == NULL)
        goal.goal = BST_PUZZLE_GOAL_MEEPLES_HOME;
      else if ((g_str_equal (parts[0], "points") || g_str_equal (parts[0], "cities"))
               && parts[1] != NULL
               && g_ascii_string_to_unsigned (parts[1], 10, 1, BST_PUZZLE_MAX_TARGET,
                                              &target, NULL))
        {
          goal.goal = g_str_equal (parts[0], "points") ? BST_PUZZLE_GOAL_POINTS
                                                       : BST_PUZZLE_GOAL_CITIES;
          goal.target = (guint) target;
        }
      else
        {
          g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                       _("--goal: expected points:N, cities:N or meeples-home"));
          return NULL;
        }
      bst_puzzle_set_reach_goal (puzzle, &goal);
    }
  else if (g_str_equal (objective, "score-it"))
    bst_puzzle_set_score_it (puzzle);
  else if (g_str_equal (objective, "best-move"))
    bst_puzzle_set_best_move (puzzle, BST_PUZZLE_MEASURE_POINTS);
  else if (g_str_equal (objective, "margin"))
    bst_puzzle_set_best_move (puzzle, BST_PUZZLE_MEASURE_MARGIN);
  else
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("--objective: expected score-it, best-move or margin"));
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

static const char *
player_name (BstPuzzle *puzzle, guint p)
{
  return bst_position_get_player (bst_puzzle_get_position (puzzle), p)->name;
}

/* Printing a solution --------------------------------------------------------- */

static void
add_solution (JsonBuilder *builder, BstPuzzle *puzzle, const BstPuzzleSolution *solution)
{
  BstPosition *position = bst_puzzle_get_position (puzzle);
  const BstState *state = bst_position_get_state (position);
  guint n_players = bst_position_get_n_players (position);

  bst_json_add_string_member (builder, "kind", bst_puzzle_kind_name (solution->kind));
  bst_json_add_int_member (builder, "to_move", state->current_player);

  switch (solution->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < n_players; p++)
        {
          json_builder_begin_object (builder);
          bst_json_add_string_member (builder, "name", player_name (puzzle, p));
          bst_json_add_int_member (builder, "score", solution->scores[p]);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "events");
      json_builder_begin_array (builder);
      for (guint i = 0; i < solution->events->len; i++)
        bst_cli_add_event (builder, &g_array_index (solution->events, BstScoreEvent, i), n_players);
      json_builder_end_array (builder);
      break;

    case BST_PUZZLE_BEST_MOVE:
      bst_json_add_string_member (builder, "measure",
                                  bst_puzzle_measure_name (bst_puzzle_get_measure (puzzle)));
      bst_json_add_int_member (builder, "value", solution->value);
      json_builder_set_member_name (builder, "moves");
      json_builder_begin_array (builder);
      for (guint i = 0; i < solution->moves->len; i++)
        {
          g_autofree char *text = bst_move_format (&g_array_index (solution->moves, BstMove, i));

          json_builder_begin_object (builder);
          bst_json_add_string_member (builder, "move", text);
          bst_json_add_int_member (builder, "value", solution->value);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      break;

    case BST_PUZZLE_REACH_GOAL:
    default:
      bst_json_add_boolean_member (builder, "reachable", solution->reachable);
      bst_json_add_moves_member (builder, "sequence", solution->moves);
      break;
    }

  bst_json_add_int_member (builder, "nodes", (gint64) solution->nodes);
  json_builder_set_member_name (builder, "answer");
  json_builder_add_value (builder, bst_puzzle_solution_to_json (solution));
}

/* The BstMove array @moves, a move a line. */
static void
print_moves (GArray *moves)
{
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *text = bst_move_format (&g_array_index (moves, BstMove, i));
      printf ("  %s\n", text);
    }
}

static void
print_solution (BstPuzzle *puzzle, const BstPuzzleSolution *solution)
{
  guint n_players = bst_position_get_n_players (bst_puzzle_get_position (puzzle));

  switch (solution->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      for (guint i = 0; i < solution->events->len; i++)
        bst_cli_print_event (&g_array_index (solution->events, BstScoreEvent, i), n_players);
      for (guint p = 0; p < n_players; p++)
        printf (_("Player %u (%s): %d\n"), p + 1, player_name (puzzle, p), solution->scores[p]);
      break;

    case BST_PUZZLE_BEST_MOVE:
      printf (ngettext ("%u best move, worth %d (%s):\n", "%u best moves, worth %d (%s):\n",
                        solution->moves->len),
              solution->moves->len, solution->value,
              bst_puzzle_measure_name (bst_puzzle_get_measure (puzzle)));
      print_moves (solution->moves);
      break;

    case BST_PUZZLE_REACH_GOAL:
    default:
      if (!solution->reachable)
        {
          printf ("%s\n", _("The goal cannot be reached."));
          break;
        }
      printf ("%s\n", _("The goal is reached by:"));
      print_moves (solution->moves);
      break;
    }
}

/* What may make the puzzle a poor one, in words. */
static void
print_warnings (BstPuzzle *puzzle, GArray *warnings)
{
  for (guint i = 0; i < warnings->len; i++)
    {
      g_autofree char *text =
        bst_puzzle_warning_to_string (&g_array_index (warnings, BstPuzzleWarning, i),
                                      bst_puzzle_get_measure (puzzle));

      /* Translators: %s is a warning about a puzzle, such as "2 placements score the most…" */
      printf (_("Warning: %s\n"), text);
    }
}

static void
add_warnings (JsonBuilder *builder, BstPuzzle *puzzle, GArray *warnings)
{
  json_builder_set_member_name (builder, "warnings");
  json_builder_begin_array (builder);
  for (guint i = 0; i < warnings->len; i++)
    {
      const BstPuzzleWarning *warning = &g_array_index (warnings, BstPuzzleWarning, i);
      g_autofree char *text = bst_puzzle_warning_to_string (warning,
                                                            bst_puzzle_get_measure (puzzle));

      json_builder_begin_object (builder);
      bst_json_add_string_member (builder, "code", bst_puzzle_warning_code_name (warning->code));
      if (warning->code != BST_PUZZLE_WARNING_SCORES_ALL_ZERO)
        {
          bst_json_add_int_member (builder, "placements", warning->placements);
          bst_json_add_int_member (builder, "moves", warning->moves);
          bst_json_add_int_member (builder, "value", warning->value);
        }
      bst_json_add_string_member (builder, "message", text);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* Commands ---------------------------------------------------------------------- */

static int
run_check (const char *argument, const PuzzleOptions *options)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GError) disagreement = NULL;
  g_autoptr (GArray) warnings = NULL;
  const BstPuzzleSolution *answer;
  gboolean from_code = !g_file_test (argument, G_FILE_TEST_EXISTS);
  GError *error = NULL;

  puzzle = load (argument, &position, &error);
  if (error)
    return bst_cli_fail (error);
  if (puzzle == NULL)
    {
      if (!bst_position_validate (position, &error))
        return bst_cli_fail (error);
      printf ("%s\n", _("A valid position, but not a puzzle: a share code or a game file "
                        "without a puzzle block carries no title, objective or answer."));
      return 0;
    }

  solution = bst_puzzle_solve (puzzle, &error);
  if (solution == NULL)
    return bst_cli_fail (error);
  answer = bst_puzzle_get_answer (puzzle);
  if (answer && !bst_puzzle_answer_agrees (puzzle, answer, solution, &disagreement))
    g_assert (disagreement != NULL);
  warnings = bst_puzzle_solution_quality (solution,
                                          bst_position_get_state (bst_puzzle_get_position (puzzle)),
                                          bst_puzzle_get_measure (puzzle));

  if (options->json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      bst_json_add_string_member (builder, "title", bst_puzzle_get_title (puzzle));
      bst_json_add_boolean_member (builder, "valid", TRUE);
      bst_json_add_boolean_member (builder, "answer_agrees",
                                   answer != NULL && disagreement == NULL);
      if (disagreement)
        bst_json_add_string_member (builder, "disagreement", disagreement->message);
      add_warnings (builder, puzzle, warnings);
      json_builder_set_member_name (builder, "solution");
      json_builder_begin_object (builder);
      add_solution (builder, puzzle, solution);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      bst_cli_print_json (builder);
    }
  else
    {
      printf (_("%s — %s, difficulty %u, topic %s: valid\n"), bst_puzzle_get_title (puzzle),
              bst_puzzle_kind_name (bst_puzzle_get_kind (puzzle)),
              bst_puzzle_get_difficulty (puzzle), bst_puzzle_get_topic (puzzle));
      print_solution (puzzle, solution);
      if (answer == NULL && from_code)
        printf ("%s\n", _("A share code carries no answer: the engine's is above."));
      else if (answer == NULL)
        printf ("%s\n", _("No stored answer."));
      else if (disagreement)
        printf (_("The stored answer is wrong: %s\n"), disagreement->message);
      else
        printf ("%s\n", _("The stored answer agrees with the engine."));
      print_warnings (puzzle, warnings);
    }
  /* A file should store its answer; a code never does. */
  if ((answer == NULL && !from_code) || disagreement != NULL)
    return 1;
  return options->strict && warnings->len > 0 ? 1 : 0;
}

static int
run_solve (const char *argument, const PuzzleOptions *options)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  GError *error = NULL;
  gint64 start;
  double seconds;

  puzzle = load (argument, &position, &error);
  if (error)
    return bst_cli_fail (error);
  if (puzzle == NULL && (puzzle = puzzle_for_position (position, options, &error)) == NULL)
    return bst_cli_fail (error);

  start = g_get_monotonic_time ();
  solution = bst_puzzle_solve (puzzle, &error);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  if (solution == NULL)
    return bst_cli_fail (error);

  if (options->json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      add_solution (builder, puzzle, solution);
      bst_json_add_double_member (builder, "seconds", seconds);
      json_builder_end_object (builder);
      bst_cli_print_json (builder);
    }
  else
    print_solution (puzzle, solution);
  return 0;
}

/* `puzzle try FILE ANSWER…`: the scores, the move or the moves of a sequence. */
static int
run_try (const char *argument, int n_answers, char **answers, const PuzzleOptions *options)
{
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  GError *error = NULL;

  puzzle = load (argument, &position, &error);
  if (error)
    return bst_cli_fail (error);
  if (puzzle == NULL && (puzzle = puzzle_for_position (position, options, &error)) == NULL)
    return bst_cli_fail (error);

  if (bst_puzzle_get_kind (puzzle) == BST_PUZZLE_SCORE_IT)
    {
      int scores[BST_MAX_PLAYERS] = { 0 };

      for (int i = 0; i < n_answers && i < BST_MAX_PLAYERS; i++)
        {
          gint64 value;

          if (!g_ascii_string_to_signed (answers[i], 10, 0, G_MAXINT16, &value, NULL))
            {
              g_printerr (_("bastide-cli: “%s” is not a score\n"), answers[i]);
              return 2;
            }
          scores[i] = (int) value;
        }
      verdict = bst_puzzle_check_scores (puzzle, scores, (guint) n_answers, &error);
    }
  else
    {
      for (int i = 0; i < n_answers; i++)
        {
          BstMove move;

          if (!bst_move_parse (answers[i], &move, &error))
            return bst_cli_fail (error);
          g_array_append_val (moves, move);
        }
      if (bst_puzzle_get_kind (puzzle) == BST_PUZZLE_BEST_MOVE && moves->len != 1)
        {
          g_printerr ("%s\n", _("bastide-cli: a best-move puzzle takes one move"));
          return 2;
        }
      if (bst_puzzle_get_kind (puzzle) == BST_PUZZLE_BEST_MOVE)
        verdict = bst_puzzle_check_move (puzzle, &g_array_index (moves, BstMove, 0), &error);
      else
        verdict = bst_puzzle_check_sequence (puzzle, (const BstMove *) moves->data, moves->len,
                                             &error);
    }
  if (verdict == NULL)
    return bst_cli_fail (error);

  if (verdict->kind == BST_PUZZLE_SCORE_IT)
    for (guint p = 0; p < verdict->n_players; p++)
      printf (verdict->player_correct[p] ? _("Player %u: right (%d)\n")
                                         : _("Player %u: wrong (%d)\n"),
              p + 1, verdict->expected[p]);
  else if (verdict->kind == BST_PUZZLE_BEST_MOVE)
    printf (_("The move is worth %d; the best is %d.\n"), verdict->value, verdict->best);
  else
    printf (_("The sequence achieves %d (the goal: %d).\n"), verdict->value, verdict->best);
  printf ("%s\n", verdict->correct ? _("Right.") : _("Wrong."));
  return verdict->correct ? 0 : 1;
}

int
bst_cli_puzzle (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
    g_option_context_new (_("check|solve|try FILE|CODE [ANSWER…] | generate [OPTION…]"));
  PuzzleOptions options = { FALSE, FALSE, NULL, NULL, 0 };
  int status;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print JSON"), NULL },
    { "strict", 0, 0, G_OPTION_ARG_NONE, &options.strict,
      N_("With check: fail when the puzzle has a warning (several answers, nothing to find)"),
      NULL },
    { "objective", 0, 0, G_OPTION_ARG_STRING, &options.objective,
      N_("For a bare position: score-it, best-move (default) or margin"), "KIND" },
    { "goal", 0, 0, G_OPTION_ARG_STRING, &options.goal,
      N_("For a bare position: reach points:N, cities:N or meeples-home"), "GOAL" },
    { "turns", 0, 0, G_OPTION_ARG_INT, &options.turns,
      N_("With --goal: how many turns (default: to the last tile)"), "K" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("check: validate a puzzle, print its solution and compare it with the stored answer\n"
      "       (exit status 1 when they differ), and warn when the puzzle is a poor one:\n"
      "       several answers, or nothing to find (exit status 1 with --strict).\n"
      "solve: print the engine's solution.\n"
      "try:   check an answer: every player's score, a move, or a sequence of moves.\n"
      "generate: make new puzzles (see “puzzle generate --help”)."));
  if (argc >= 2 && strcmp (argv[1], "generate") == 0)
    return bst_cli_puzzle_generate (argc - 1, argv + 1);
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;

  if (argc == 3 && strcmp (argv[1], "check") == 0)
    status = run_check (argv[2], &options);
  else if (argc == 3 && strcmp (argv[1], "solve") == 0)
    status = run_solve (argv[2], &options);
  else if (argc >= 3 && strcmp (argv[1], "try") == 0)
    status = run_try (argv[2], argc - 3, argv + 3, &options);
  else
    {
      bst_cli_print_help (context);
      status = 2;
    }
  g_free (options.objective);
  g_free (options.goal);
  return status;
}

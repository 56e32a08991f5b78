/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <adwaita.h>
#include <gtk/gtk.h>

#include "bst-board-view-private.h"
#include "bst-gui-test-utils.h"
#include "bst-meeple-icon.h"
#include "bst-challenge-list.h"
#include "bst-challenge-private.h"
#include "bst-challenge-view.h"
#include "bst-error.h"
#include "bst-notation.h"
#include "bst-puzzle-solver.h"
#include "bst-rules-reference.h"
#include "bst-rules-window.h"
#include "bst-test-utils.h"
#include "bst-tutorial-private.h"
#include "bst-tutorial-view.h"

static GSettings *
new_settings (void)
{
  GSettings *settings = g_settings_new ("io.github.bastide.Bastide");

  g_settings_reset (settings, "tutorial-step");
  g_settings_reset (settings, "tutorial-finished");
  g_settings_reset (settings, "offer-tutorial");
  g_settings_reset (settings, "challenge-best");
  return settings;
}

/* The model ------------------------------------------------------------------- */

static void
test_steps_valid (void)
{
  guint n = bst_tutorial_get_n_steps ();
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpuint (n, >=, 15);
  g_assert_cmpint (bst_tutorial_get_step (n - 1)->kind, ==, BST_TUTORIAL_STEP_GAME);

  for (guint i = 0; i < n; i++)
    {
      const BstTutorialStep *step = bst_tutorial_get_step (i);
      g_autofree BstState *state = g_new (BstState, 1);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstGame) game = NULL;
      BstMove move;
      guint tile, segment;

      g_test_message ("step %s", step->id);
      g_assert_true (g_hash_table_add (ids, (gpointer) step->id));
      g_assert_cmpint (bst_tutorial_find_step (step->id), ==, (int) i);
      g_assert_nonnull (step->title);
      g_assert_nonnull (step->text);
      g_assert_true (bst_tutorial_step_build (step, state, &error));
      g_assert_no_error (error);
      g_assert_cmpint (state->phase, ==, BST_PHASE_PLACE);
      g_assert_cmpuint (state->current_player, ==, step->to_move);

      game = bst_tutorial_step_new_game (step, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);

      if (step->highlight != NULL)
        g_assert_true (bst_tutorial_step_get_highlight (step, state, &tile, &segment));

      switch (step->kind)
        {
        case BST_TUTORIAL_STEP_PLAY:
          g_assert_nonnull (step->hint);
          g_assert_nonnull (step->explanation);
          g_assert_true (bst_tutorial_step_get_expected (step, &move));
          g_assert_true (bst_state_check_move (state, &move, &error));
          g_assert_no_error (error);
          g_assert_true (bst_tutorial_step_check (step, state, &move));
          if (step->check & (BST_TUTORIAL_CHECK_JOINS | BST_TUTORIAL_CHECK_PLACEMENT
                             | BST_TUTORIAL_CHECK_MOVE))
            g_assert_true (bst_tutorial_step_check_placement (step, state, &move));
          if (step->check != 0)
            {
              /* A step that judges can be got wrong: some legal move fails. */
              g_autoptr (GArray) moves = bst_puzzle_solver_list_moves (state);
              gboolean some_wrong = FALSE;

              for (guint m = 0; m < moves->len && !some_wrong; m++)
                some_wrong = !bst_tutorial_step_check (step, state,
                                                       &g_array_index (moves, BstMove, m));
              g_assert_true (some_wrong);
            }
          break;
        case BST_TUTORIAL_STEP_WATCH:
          g_assert_nonnull (step->explanation);
          g_assert_true (bst_tutorial_step_get_expected (step, &move));
          g_assert_true (bst_game_play (game, &move, &error));
          g_assert_no_error (error);
          break;
        case BST_TUTORIAL_STEP_READ:
        case BST_TUTORIAL_STEP_GAME:
        default:
          break;
        }
    }
}

/* The scoring the rules page gives for its examples. */
static void
test_steps_score (void)
{
  static const struct {
    const char *id;
    int         you;
    int         blue;
  } expected[] = {
    { "road-other", 3, 0 },           /* 1d–1f: the road scores 3 for you */
    { "city-complete", 8, 0 },        /* 2b */
    { "monastery-complete", 9, 0 },   /* 3b */
    { "road-share-score", 4, 4 },     /* 4b: both score 4 */
    { "city-majority", 10, 0 },       /* 5b: 10 to the majority */
    { "place-score-return", 3, 0 },
    { "small-city", 4, 0 },           /* the FAQ's small city */
    { "farmers", 3, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BstTutorialStep *step = bst_tutorial_get_step (bst_tutorial_find_step (expected[i].id));
      g_autoptr (BstGame) game = bst_tutorial_step_new_game (step, NULL);
      int you = bst_game_get_score (game, 0), blue = bst_game_get_score (game, 1);
      BstMove move;

      g_assert_true (bst_tutorial_step_get_expected (step, &move));
      g_assert_true (bst_game_play (game, &move, NULL));
      g_assert_cmpint (bst_game_get_score (game, 0) - you, ==, expected[i].you);
      g_assert_cmpint (bst_game_get_score (game, 1) - blue, ==, expected[i].blue);
    }
}

static void
test_first_game (void)
{
  g_autoptr (BstGame) game = bst_tutorial_new_first_game (7);

  g_assert_cmpuint (bst_game_get_n_players (game), ==, 2);
  g_assert_cmpint (bst_game_get_player (game, 0)->kind, ==, BST_SEAT_HUMAN);
  g_assert_cmpint (bst_game_get_player (game, 1)->kind, ==, BST_SEAT_EASY);
}

static void
test_offer (void)
{
  g_autoptr (GSettings) settings = new_settings ();

  g_assert_true (bst_tutorial_should_offer (settings));
  g_settings_set_string (settings, "tutorial-step", "city-knight");
  g_assert_false (bst_tutorial_should_offer (settings));
  g_settings_set_string (settings, "tutorial-step", "");
  bst_tutorial_decline_offer (settings);
  g_assert_false (bst_tutorial_should_offer (settings));
}

static void
test_challenges (void)
{
  g_assert_cmpuint (bst_challenge_get_n_challenges (), >=, 12);

  for (guint i = 0; i < bst_challenge_get_n_challenges (); i++)
    {
      const BstChallengeInfo *info = bst_challenge_get_info (i);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPuzzle) puzzle = bst_challenge_load (info->name, &error);
      g_autoptr (BstPuzzleSolution) solution = NULL;
      g_autoptr (BstPuzzleVerdict) verdict = NULL;
      const BstPuzzleSolution *answer;
      const BstPuzzleGoalSpec *goal;
      const BstState *state;

      g_test_message ("challenge %s", info->name);
      g_assert_no_error (error);
      g_assert_cmpint (bst_challenge_find (info->name), ==, (int) i);
      g_assert_true (bst_puzzle_validate (puzzle, &error));
      g_assert_no_error (error);
      /* The words are translated from the catalogue: they must agree. */
      g_assert_cmpstr (bst_puzzle_get_title (puzzle), ==, info->title);
      g_assert_cmpstr (bst_puzzle_get_description (puzzle), ==, info->description);

      g_assert_cmpint (bst_puzzle_get_kind (puzzle), ==, BST_PUZZLE_REACH_GOAL);
      goal = bst_puzzle_get_goal (puzzle);
      g_assert_cmpuint (goal->turns, >, 0);
      state = bst_position_get_state (bst_puzzle_get_position (puzzle));
      g_assert_true (state->fixed_order);
      g_assert_cmpuint (state->current_player, ==, 0);
      g_assert_cmpuint (state->n_bag + state->n_hand, >=, goal->turns);

      /* Reachable, by the engine's search and by the stored sequence. */
      solution = bst_puzzle_solve (puzzle, &error);
      g_assert_no_error (error);
      g_assert_true (solution->reachable);
      answer = bst_puzzle_get_answer (puzzle);
      g_assert_nonnull (answer);
      verdict = bst_puzzle_check_sequence (puzzle, (const BstMove *) answer->moves->data,
                                           answer->moves->len, &error);
      g_assert_no_error (error);
      g_assert_true (verdict->correct);
      g_assert_true (bst_challenge_goal_reached (goal, verdict->value));

      /* The helper's moves need no meeple. */
      for (guint m = 1; m < answer->moves->len; m += 2)
        g_assert_cmpint (g_array_index (answer->moves, BstMove, m).segment, ==, BST_NO_SEGMENT);
    }
}

static void
test_challenge_best (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  int best;

  g_assert_false (bst_challenge_get_best (settings, "01-road-builder", &best));
  g_assert_true (bst_challenge_record_result (settings, "01-road-builder",
                                              BST_PUZZLE_GOAL_POINTS, 6));
  g_assert_false (bst_challenge_record_result (settings, "01-road-builder",
                                               BST_PUZZLE_GOAL_POINTS, 5));
  g_assert_true (bst_challenge_record_result (settings, "01-road-builder",
                                              BST_PUZZLE_GOAL_POINTS, 9));
  g_assert_true (bst_challenge_record_result (settings, "05-everyone-home",
                                              BST_PUZZLE_GOAL_MEEPLES_HOME, 1));
  g_assert_true (bst_challenge_record_result (settings, "05-everyone-home",
                                              BST_PUZZLE_GOAL_MEEPLES_HOME, 0));
  g_assert_true (bst_challenge_get_best (settings, "01-road-builder", &best));
  g_assert_cmpint (best, ==, 9);
  g_assert_true (bst_challenge_get_best (settings, "05-everyone-home", &best));
  g_assert_cmpint (best, ==, 0);
}

/* The data files ---------------------------------------------------------------- */

static void
test_data_malformed (void)
{
  static const char *const broken[] = {
    "",
    "not markup",
    "<bastide-tutorial>",
    "<other/>",
    "<bastide-tutorial/><bastide-tutorial/>",
    "<bastide-tutorial><step>words<title/></step></bastide-tutorial>",
    "<bastide-tutorial><step><title/>words</step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' id='b'/></bastide-tutorial>",
    "<bastide-tutorial><step></bastide-tutorial>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (BstLearnNode) node = bst_learn_node_parse (broken[i], -1, "bastide-tutorial",
                                                            &error);

      g_test_message ("%s", broken[i]);
      g_assert_null (node);
      g_assert_nonnull (error);
    }
}

static void
test_data_text (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstLearnNode) node = bst_learn_node_parse (
    "<bastide-pack>\n  <entry name='x'>\n    <title>  Two\n      words — “quoted” &amp; "
    "more  </title>\n  </entry>\n</bastide-pack>", -1, "bastide-pack", &error);
  BstLearnNode *entry;

  g_assert_no_error (error);
  g_assert_cmpuint (bst_learn_node_get_n_children (node), ==, 1);
  entry = bst_learn_node_get_child (node, 0);
  g_assert_cmpstr (bst_learn_node_get_name (entry), ==, "entry");
  g_assert_cmpstr (bst_learn_node_get_attribute (entry, "name"), ==, "x");
  g_assert_null (bst_learn_node_get_attribute (entry, "title"));
  /* White space as xgettext collapses it: the text is the msgid. */
  g_assert_cmpstr (bst_learn_node_get_child_text (entry, "title"), ==,
                   "Two words — “quoted” & more");
  g_assert_null (bst_learn_node_get_child_text (entry, "description"));
  g_assert_cmpstr (bst_learn_node_get_text (entry), ==, "");
}

#define STEP_OK "<step id='a' kind='game' board='D 0 0 0' draws='U'><title>T</title>" \
                "<text>Words</text></step>"

static void
test_tutorial_malformed (void)
{
  static const char *const broken[] = {
    "<bastide-tutorial></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='play' board='D 0 0 0' draws='U'><title>T</title>"
    "<text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='sing' board='D 0 0 0' draws='U'><title>T</title>"
    "<text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U'>"
    "<text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U'><title> </title>"
    "<text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' draws='U'><title>T</title>"
    "<text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' colour='red'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U'><title>T</title>"
    "<text>W</text><hnit>H</hnit></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' points='-3'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' to-move='9'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' to-move='2'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='' kind='game' board='D 0 0 0' draws='U'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='Uu'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='"
    "UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' check='scores x'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' score-kind='lake'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial><step id='a' kind='game' board='D 0 0 0' draws='U' farmers='yes'>"
    "<title>T</title><text>W</text></step></bastide-tutorial>",
    "<bastide-tutorial>" STEP_OK STEP_OK "</bastide-tutorial>",
    "<bastide-tutorial><stop/></bastide-tutorial>",
  };
  g_autoptr (BstLearnNode) good = bst_learn_node_parse ("<bastide-tutorial>" STEP_OK
                                                        "</bastide-tutorial>", -1,
                                                        "bastide-tutorial", NULL);
  g_autoptr (GArray) steps = _bst_tutorial_read_steps (good, NULL);

  g_assert_nonnull (steps);
  g_assert_cmpuint (steps->len, ==, 1);
  g_assert_cmpstr (g_array_index (steps, BstTutorialStep, 0).text, ==, "Words");

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (BstLearnNode) node = bst_learn_node_parse (broken[i], -1, "bastide-tutorial",
                                                            &error);
      g_autoptr (GArray) read = NULL;

      g_test_message ("%s", broken[i]);
      g_assert_no_error (error);
      read = _bst_tutorial_read_steps (node, &error);
      g_assert_null (read);
      g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
    }
}

/* Whether @text is a <bastide-rules> document the rules window can show. */
static gboolean
check_rules_reference (const char  *text,
                       gssize       length,
                       GError     **error)
{
  g_autoptr (BstRulesReference) reference = bst_rules_reference_parse (text, length, error);

  return reference != NULL;
}

static void
test_rules_malformed (void)
{
  static const char *const broken[] = {
    "<bastide-rules/>",
    "<bastide-rules><section><title>T</title></section></bastide-rules>",
    "<bastide-rules><section id='s'/></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title><rule><title>R</title><text>W</text>"
    "</rule></section></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title><rule names='r'><text>W</text>"
    "</rule></section></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title><rule names='r' link='x'><title>R</title>"
    "<text>W</text></rule></section></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title><paragraph/></section></bastide-rules>",
    "<bastide-rules><chapter id='s'><title>T</title></chapter></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title>",
    "<bastide-rules><section id='s'><title>T</title></section>"
    "<section id='s'><title>U</title></section></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title><rule names='r  q'><title>R</title>"
    "<text>W</text></rule></section></bastide-rules>",
    "<bastide-rules><section id='s'><title>T</title><rule names=' r'><title>R</title>"
    "<text>W</text></rule></section></bastide-rules>",
  };

  g_assert_true (check_rules_reference (
    "<bastide-rules><section id='s'><title>T</title><rule names='r'><title>R</title>"
    "<text>W</text></rule></section></bastide-rules>", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (GError) error = NULL;

      g_test_message ("%s", broken[i]);
      g_assert_false (check_rules_reference (broken[i], -1, &error));
      g_assert_nonnull (error);
    }
}

static void
test_pack_malformed (void)
{
  static const char *const broken[] = {
    "<bastide-pack><entry><title>T</title><description>D</description></entry></bastide-pack>",
    "<bastide-pack><entry name='a'><description>D</description></entry></bastide-pack>",
    "<bastide-pack><entry name='a'><title>T</title></entry></bastide-pack>",
    "<bastide-pack><entry name='a'><title>T</title><description>D</description>"
    "<objective/></entry></bastide-pack>",
    "<bastide-pack><puzzle name='a'><title>T</title><description>D</description>"
    "</puzzle></bastide-pack>",
    "<bastide-pack><entry name='a'><title>T</title><description>D</description></entry>"
    "<entry name='a'><title>T</title><description>D</description></entry></bastide-pack>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (BstLearnNode) node = bst_learn_node_parse (broken[i], -1, "bastide-pack",
                                                            &error);
      g_autoptr (GArray) read = NULL;

      g_test_message ("%s", broken[i]);
      g_assert_no_error (error);
      read = _bst_challenge_read_pack (node, &error);
      g_assert_null (read);
      g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
    }
}

/* What the app reads at run time parses without a word of complaint. */
static void
test_data_shipped (void)
{
  static const struct {
    const char *path;
    const char *root;
  } files[] = {
    { "/io/github/bastide/Bastide/learn/tutorial.xml", "bastide-tutorial" },
    { "/io/github/bastide/Bastide/learn/rules.xml", "bastide-rules" },
    { "/io/github/bastide/Bastide/learn/challenges.xml", "bastide-pack" },
  };
  g_autoptr (GBytes) rules = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (BstLearnNode) node = bst_learn_node_load_resource (files[i].path, files[i].root,
                                                                    &error);

      g_assert_no_error (error);
      g_assert_nonnull (node);
    }
  rules = g_resources_lookup_data (files[1].path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_true (check_rules_reference (g_bytes_get_data (rules, NULL),
                                        (gssize) g_bytes_get_size (rules), NULL));
  g_assert_cmpuint (bst_tutorial_get_n_steps (), >, 0);
  g_assert_cmpuint (bst_challenge_get_n_challenges (), >, 0);
}

/* data/puzzles/puzzles.xml, which translators work from, and the pack's
 * files, which make-puzzles.py writes from it, agree word for word. */
static void
test_puzzle_pack_words (void)
{
  g_autofree char *dir = bst_test_pack_path (NULL);
  g_autofree char *path = g_build_filename (dir, "puzzles.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstLearnNode) document = bst_learn_node_load_file (path, "bastide-pack", &error);
  g_autoptr (GArray) entries = NULL;
  g_autoptr (GDir) listing = NULL;
  const char *name;
  guint n_files = 0;

  g_assert_no_error (error);
  entries = _bst_challenge_read_pack (document, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < entries->len; i++)
    {
      const BstChallengeInfo *info = &g_array_index (entries, BstChallengeInfo, i);
      g_autofree char *basename = g_strconcat (info->name, ".bastide", NULL);
      g_autoptr (GFile) file = g_file_new_build_filename (dir, basename, NULL);
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, &error);

      g_test_message ("puzzle %s", info->name);
      g_assert_no_error (error);
      g_assert_cmpstr (bst_puzzle_get_title (puzzle), ==, info->title);
      g_assert_cmpstr (bst_puzzle_get_description (puzzle), ==, info->description);
    }

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    n_files += g_str_has_suffix (name, ".bastide");
  g_assert_cmpuint (n_files, ==, entries->len);
}

/* Widgets --------------------------------------------------------------------- */

/* Makes @move through the board's actions, as a keyboard player would:
 * the cursor to the square, place, turn, choose the meeple, confirm. */
static void
play_through_board (BstBoardView  *board,
                    const BstMove *move)
{
  GtkWidget *widget = GTK_WIDGET (board);
  BstGame *game = bst_board_view_get_game (board);
  BstMove pending, target = *move, bare;
  gint8 options[BST_MAX_SEGMENTS];
  guint n, turns = 0;

  bst_board_view_set_cursor (board, move->x, move->y);
  g_assert_true (activate (widget, "board.place", NULL));
  g_assert_true (bst_board_view_get_pending_move (board, &pending));
  g_assert_cmpint (pending.x, ==, move->x);
  g_assert_cmpint (pending.y, ==, move->y);

  target.segment = BST_NO_SEGMENT;
  for (;;)
    {
      g_assert_true (bst_board_view_get_pending_move (board, &bare));
      bare.segment = BST_NO_SEGMENT;
      if (bst_puzzle_solver_moves_equivalent (&bare, &target))
        break;
      g_assert_cmpuint (++turns, <, 4);
      g_assert_true (activate (widget, "board.rotate", NULL));
    }

  if (move->segment != BST_NO_SEGMENT)
    {
      int index = -1;

      n = bst_game_get_meeple_options (game, &bare, options);
      for (guint i = 0; i < n && index < 0; i++)
        {
          BstMove candidate = bare;

          candidate.segment = options[i];
          if (bst_puzzle_solver_moves_equivalent (&candidate, move))
            index = (int) i;
        }
      g_assert_cmpint (index, >=, 0);
      g_assert_true (activate (widget, "board.meeple", g_variant_new_int32 (index)));
    }
  else if (bst_board_view_get_pending_move (board, &pending) && pending.segment != BST_NO_SEGMENT)
    g_assert_true (activate (widget, "board.skip-meeple", NULL));

  /* On the tentative tile, "place" asks for the move to be played. */
  g_assert_true (activate (widget, "board.place", NULL));
}

static void
start_game_cb (BstTutorialView *view,
               BstGame         *game,
               gpointer         user_data)
{
  BstGame **out = user_data;

  g_assert_true (BST_IS_GAME (game));
  g_set_object (out, game);
}

static void
count_cb (gpointer  instance,
          gpointer  user_data)
{
  (*(guint *) user_data)++;
}

typedef struct {
  guint    count;
  gboolean reached;
} Finished;

static void
challenge_finished_cb (BstChallengeView *view,
                       gboolean          reached,
                       int               value,
                       gpointer          user_data)
{
  Finished *finished = user_data;

  finished->count++;
  finished->reached = reached;
}

/* The step notifies when it changes, not when the same step starts again. */
static void
test_tutorial_notify (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_UINT);
  g_value_set_uint (&value, 1);
  bst_test_assert_notify_once (view, "step", &value);
  g_assert_finalize_object (view);
}

static void
test_tutorial_walk (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  BstTutorialView *tutorial = BST_TUTORIAL_VIEW (view);
  BstGame *started = NULL;
  guint finished = 0;
  guint n = bst_tutorial_get_n_steps ();

  g_signal_connect (view, "start-game", G_CALLBACK (start_game_cb), &started);
  g_signal_connect (view, "finished", G_CALLBACK (count_cb), &finished);
  g_assert_cmpuint (bst_tutorial_view_get_step (tutorial), ==, 0);

  for (guint i = 0; i < n; i++)
    {
      const BstTutorialStep *step = bst_tutorial_get_step (i);
      g_autofree char *saved = g_settings_get_string (settings, "tutorial-step");
      BstMove move;

      g_test_message ("step %s", step->id);
      g_assert_cmpuint (bst_tutorial_view_get_step (tutorial), ==, i);
      g_assert_cmpstr (saved, ==, step->id);

      if (step->kind == BST_TUTORIAL_STEP_PLAY)
        {
          g_assert_false (bst_tutorial_view_get_step_done (tutorial));
          g_assert_true (bst_tutorial_step_get_expected (step, &move));
          play_through_board (bst_tutorial_view_get_board (tutorial), &move);
          g_assert_cmpstr (bst_tutorial_view_get_feedback (tutorial), ==,
                           g_dgettext (GETTEXT_PACKAGE, step->explanation));
        }
      g_assert_true (bst_tutorial_view_get_step_done (tutorial));

      if (step->kind == BST_TUTORIAL_STEP_GAME)
        g_assert_true (activate (view, "tutorial.start-game", NULL));
      else
        g_assert_true (activate (view, "tutorial.next", NULL));
    }

  g_assert_nonnull (started);
  g_assert_cmpuint (finished, ==, 1);
  g_assert_true (g_settings_get_boolean (settings, "tutorial-finished"));
  g_assert_false (bst_tutorial_should_offer (settings));
  g_clear_object (&started);

  g_assert_finalize_object (view);
}

static void
test_tutorial_wrong_move (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  BstTutorialView *tutorial = BST_TUTORIAL_VIEW (view);
  static const char *const ids[] = { "road-place", "city-knight", "city-majority", "farmers" };

  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      const BstTutorialStep *step;
      g_autoptr (GArray) moves = NULL;
      const BstMove *wrong = NULL;
      BstMove right;

      g_assert_true (bst_tutorial_view_go_to_step (tutorial, ids[k]));
      step = bst_tutorial_get_step (bst_tutorial_view_get_step (tutorial));
      moves = bst_puzzle_solver_list_moves (bst_game_get_state (
        bst_board_view_get_game (bst_tutorial_view_get_board (tutorial))));
      for (guint m = 0; m < moves->len && wrong == NULL; m++)
        if (!bst_tutorial_step_check (step, bst_game_get_state (bst_board_view_get_game (
                                        bst_tutorial_view_get_board (tutorial))),
                                      &g_array_index (moves, BstMove, m)))
          wrong = &g_array_index (moves, BstMove, m);
      g_assert_nonnull (wrong);

      /* The hint, and the step stays open: no dead end. */
      play_through_board (bst_tutorial_view_get_board (tutorial), wrong);
      g_assert_false (bst_tutorial_view_get_step_done (tutorial));
      g_assert_cmpstr (bst_tutorial_view_get_feedback (tutorial), ==,
                       g_dgettext (GETTEXT_PACKAGE, step->hint));
      g_assert_cmpuint (bst_game_get_n_moves (bst_board_view_get_game (
        bst_tutorial_view_get_board (tutorial))), ==, 0);
      g_assert_true (bst_board_view_get_interactive (bst_tutorial_view_get_board (tutorial)));

      /* A second wrong try points at "Show Me"; then the right move works. */
      play_through_board (bst_tutorial_view_get_board (tutorial), wrong);
      g_assert_false (bst_tutorial_view_get_step_done (tutorial));
      g_assert_true (g_str_has_prefix (bst_tutorial_view_get_feedback (tutorial),
                                       g_dgettext (GETTEXT_PACKAGE, step->hint)));
      g_assert_true (bst_tutorial_step_get_expected (step, &right));
      play_through_board (bst_tutorial_view_get_board (tutorial), &right);
      g_assert_true (bst_tutorial_view_get_step_done (tutorial));
    }

  /* "Show Me" plays the move for the player. */
  g_assert_true (bst_tutorial_view_go_to_step (tutorial, "monastery-complete"));
  g_assert_true (activate (view, "tutorial.show-me", NULL));
  g_assert_true (bst_tutorial_view_get_step_done (tutorial));
  g_assert_cmpint (bst_game_get_score (bst_board_view_get_game (
    bst_tutorial_view_get_board (tutorial)), 0), ==, 9);

  g_assert_finalize_object (view);
}

static void
test_tutorial_resume (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view;

  g_settings_set_string (settings, "tutorial-step", "city-majority");
  view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  g_assert_cmpint (bst_tutorial_view_get_step (BST_TUTORIAL_VIEW (view)), ==,
                   bst_tutorial_find_step ("city-majority"));
  g_assert_true (activate (view, "tutorial.restart", NULL));
  g_assert_cmpuint (bst_tutorial_view_get_step (BST_TUTORIAL_VIEW (view)), ==, 0);
  g_assert_finalize_object (view);

  /* Unknown progress starts from the beginning. */
  g_settings_set_string (settings, "tutorial-step", "no-such-step");
  view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  g_assert_cmpuint (bst_tutorial_view_get_step (BST_TUTORIAL_VIEW (view)), ==, 0);
  g_assert_finalize_object (view);
}

static void
test_rules_window (void)
{
  GtkWidget *window = bst_rules_window_new ();
  BstRulesWindow *rules = BST_RULES_WINDOW (window);
  const BstInapplicableRule *inapplicable;
  guint n_inapplicable;

  g_object_ref (window);
  /* Every rule of the rule table has its explanation. */
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);

      g_test_message ("rule %s", info->name);
      g_assert_true (bst_rules_window_show_rule (rules, info->name));
    }
  inapplicable = bst_inapplicable_rules (&n_inapplicable);
  for (guint i = 0; i < n_inapplicable; i++)
    g_assert_true (bst_rules_window_show_rule (rules, inapplicable[i].name));
  g_assert_false (bst_rules_window_show_rule (rules, "no-such-rule"));

  g_assert_true (bst_rules_window_show_rule (rules, "auction"));
  g_assert_cmpstr (bst_rules_window_get_section (rules), ==, "house-rules");
  g_assert_true (bst_rules_window_show_section (rules, "fields"));
  g_assert_cmpstr (bst_rules_window_get_section (rules), ==, "fields");

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);
}

static void
test_rules_links (void)
{
  /* Every tutorial step and puzzle a rule points to exists. Rules are
   * found through the window's buttons' targets, kept as data. */
  GtkWidget *window = g_object_ref (bst_rules_window_new ());
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  guint links = 0;

  g_ptr_array_add (stack, window);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);
      const char *target = g_object_get_data (G_OBJECT (widget), "target");

      if (target != NULL)
        {
          links++;
          if (g_str_has_suffix (target, ".bastide"))
            {
              g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles",
                                                             target, NULL);
              g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
            }
          else
            g_assert_cmpint (bst_tutorial_find_step (target), >=, 0);
        }
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_assert_cmpuint (links, >=, 20);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (window);
}

static void
test_challenge_view (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *list = g_object_ref_sink (bst_challenge_list_new (settings));
  GtkWidget *view = g_object_ref_sink (bst_challenge_view_new (settings));
  BstChallengeView *challenge = BST_CHALLENGE_VIEW (view);
  g_autoptr (GError) error = NULL;
  const BstPuzzleSolution *answer;
  Finished finished = { 0, FALSE };
  gboolean reached;
  int value, best;

  g_signal_connect (view, "finished", G_CALLBACK (challenge_finished_cb), &finished);
  g_assert_true (bst_challenge_view_load (challenge, "11-homecoming", &error));
  g_assert_no_error (error);
  answer = bst_puzzle_get_answer (bst_challenge_view_get_puzzle (challenge));

  /* A meeple chosen on the helper's turn is dropped. */
  for (guint i = 0; i < answer->moves->len; i++)
    {
      g_assert_false (bst_challenge_view_is_complete (challenge, NULL, NULL));
      play_through_board (bst_challenge_view_get_board (challenge),
                          &g_array_index (answer->moves, BstMove, i));
      g_assert_cmpuint (bst_game_get_n_moves (bst_challenge_view_get_game (challenge)), ==, i + 1);
    }
  g_assert_true (bst_challenge_view_is_complete (challenge, &reached, &value));
  g_assert_true (reached);
  g_assert_cmpint (value, ==, 0);
  g_assert_cmpuint (finished.count, ==, 1);
  g_assert_true (finished.reached);
  g_assert_true (bst_challenge_get_best (settings, "11-homecoming", &best));
  g_assert_cmpint (best, ==, 0);
  g_assert_false (bst_board_view_get_interactive (bst_challenge_view_get_board (challenge)));

  /* Undo reopens the last tile; trying again starts over. */
  g_assert_true (activate (view, "challenge.undo", NULL));
  g_assert_false (bst_challenge_view_is_complete (challenge, NULL, NULL));
  g_assert_true (activate (view, "challenge.restart", NULL));
  g_assert_cmpuint (bst_game_get_n_moves (bst_challenge_view_get_game (challenge)), ==, 0);

  g_assert_false (bst_challenge_view_load (challenge, "no-such-challenge", NULL));

  g_assert_finalize_object (view);
  g_assert_finalize_object (list);
}

/* Each player named on a step, "You" and the others, has their meeple. */
static void
collect_scored_cb (GArray              *scored,
                   const BstScoreEvent *event)
{
  g_array_append_vals (scored, event, 1);
}

static void
test_tutorial_names_colours (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  BstTutorialView *tutorial = BST_TUTORIAL_VIEW (view);
  guint n_named = 0;

  for (guint i = 0; i < bst_tutorial_get_n_steps () && n_named == 0; i++)
    {
      BstGame *game;

      bst_tutorial_view_set_step (tutorial, i);
      game = bst_board_view_get_game (bst_tutorial_view_get_board (tutorial));
      if (game == NULL || bst_tutorial_get_step (i)->kind == BST_TUTORIAL_STEP_GAME)
        continue;
      for (guint p = 0; p < bst_game_get_n_players (game); p++)
        {
          const BstPlayerInfo *player = bst_game_get_player (game, p);
          AdwPreferencesRow *row = find_row (view, player->name);
          GtkWidget *icon;

          g_assert_nonnull (row);
          icon = find_widget (GTK_WIDGET (row), BST_TYPE_MEEPLE_ICON);
          g_assert_nonnull (icon);
          g_assert_cmpint (bst_meeple_icon_get_colour (BST_MEEPLE_ICON (icon)), ==,
                           player->colour);
          n_named++;
        }
    }
  g_assert_cmpuint (n_named, >=, 2);
  g_assert_finalize_object (view);
}

/* Where the tutorial scores most, the features its expected move scores. */
static guint
find_scoring_step (GArray *events)
{
  guint found = G_MAXUINT;

  for (guint i = 0; i < bst_tutorial_get_n_steps (); i++)
    {
      const BstTutorialStep *step = bst_tutorial_get_step (i);
      g_autoptr (BstGame) game = NULL;
      g_autoptr (GArray) scored = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
      BstMove move;

      if (step->kind != BST_TUTORIAL_STEP_PLAY || !bst_tutorial_step_get_expected (step, &move))
        continue;
      game = bst_tutorial_step_new_game (step, NULL);
      g_signal_connect_swapped (game, "feature-scored", G_CALLBACK (collect_scored_cb), scored);
      g_assert_true (bst_game_play (game, &move, NULL));
      if (scored->len > events->len)
        {
          g_array_set_size (events, 0);
          g_array_append_vals (events, scored->data, scored->len);
          found = i;
        }
      if (events->len >= 2)
        break;
    }
  g_assert_cmpuint (found, !=, G_MAXUINT);
  return found;
}

typedef struct {
  BstBoardView *board;
  GArray       *events;
  guint         n_steps;
} LitSteps;

/* Each step lights the next feature, and that one alone. */
static void
lit_next_cb (GtkListBox    *list,
             GtkListBoxRow *row,
             LitSteps      *lit)
{
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, (int) ++lit->n_steps);
  for (guint i = 0; i < lit->events->len; i++)
    g_assert_cmpint (board_view_lights (lit->board, &g_array_index (lit->events, BstScoreEvent, i)),
                     ==, i == lit->n_steps);
}

static gboolean
label_is (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* A scoring step lists each feature scored on a row of its own, after the
 * meeples of who scores it, and lights the features in turn. */
static void
test_tutorial_scoring_rows (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  guint index = find_scoring_step (events);
  GtkWidget *view = g_object_ref_sink (bst_tutorial_view_new_with_settings (settings));
  BstTutorialView *tutorial = BST_TUTORIAL_VIEW (view);
  BstBoardView *board = bst_tutorial_view_get_board (tutorial);
  GtkListBox *list = NULL;
  LitSteps lit = { 0 };
  BstGame *game;
  BstMove move;

  bst_tutorial_view_set_step (tutorial, index);
  bst_board_view_set_animation_speed (board, 0);
  game = bst_board_view_get_game (board);
  g_assert_true (bst_tutorial_step_get_expected (bst_tutorial_get_step (index), &move));
  play_through_board (board, &move);

  for (guint i = 0; i < events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (events, BstScoreEvent, i);
      g_autofree char *text = bst_score_event_describe (event, bst_game_get_players (game),
                                                        bst_game_get_n_players (game));
      GtkWidget *label = find_descendant (view, label_is, text);
      GtkWidget *line, *child;
      guint p = 0;

      g_assert_nonnull (label);
      line = gtk_widget_get_parent (label);
      if (list == NULL)
        list = GTK_LIST_BOX (gtk_widget_get_ancestor (label, GTK_TYPE_LIST_BOX));
      g_assert_true (gtk_widget_get_ancestor (label, GTK_TYPE_LIST_BOX_ROW)
                     == GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) i)));
      for (child = gtk_widget_get_first_child (line); child != label;
           child = gtk_widget_get_next_sibling (child))
        {
          while (!(event->winners & (1u << p)))
            p++;
          g_assert_true (BST_IS_MEEPLE_ICON (child));
          g_assert_cmpint (bst_meeple_icon_get_colour (BST_MEEPLE_ICON (child)), ==,
                           bst_game_get_player (game, p)->colour);
          p++;
        }
      g_assert_cmpuint (event->winners >> p, ==, 0);
    }

  /* Feature 1 lit first, alone; then, the main loop running, each next alone. */
  g_assert_true (board_view_lights (board, &g_array_index (events, BstScoreEvent, 0)));
  for (guint i = 1; i < events->len; i++)
    g_assert_false (board_view_lights (board, &g_array_index (events, BstScoreEvent, i)));
  lit.board = board;
  lit.events = events;
  g_signal_connect (list, "row-selected", G_CALLBACK (lit_next_cb), &lit);
  iterate ();
  g_signal_handlers_disconnect_by_func (list, lit_next_cb, &lit);
  g_assert_cmpuint (lit.n_steps, ==, events->len - 1);
  g_assert_finalize_object (view);
}

/* The tile to place says whose it is, in their colour. */
static void
test_challenge_names_colours (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view = g_object_ref_sink (bst_challenge_view_new (settings));
  BstChallengeView *challenge = BST_CHALLENGE_VIEW (view);
  const BstPuzzleSolution *answer;
  GtkWidget *icon;
  BstGame *game;

  g_assert_true (bst_challenge_view_load (challenge, "11-homecoming", NULL));
  game = bst_challenge_view_get_game (challenge);
  answer = bst_puzzle_get_answer (bst_challenge_view_get_puzzle (challenge));
  icon = find_widget (view, BST_TYPE_MEEPLE_ICON);
  g_assert_nonnull (icon);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (bst_meeple_icon_get_colour (BST_MEEPLE_ICON (icon)), ==,
                       bst_game_get_player (game, bst_game_get_current_player (game))->colour);
      play_through_board (bst_challenge_view_get_board (challenge),
                          &g_array_index (answer->moves, BstMove, i));
    }
  g_assert_finalize_object (view);
}

/* A run that misses the goal is an attempt: "Best" shows it, in the view
 * and in the list, and says the goal is not reached yet. */
static void
test_challenge_failed_run (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  GtkWidget *view = g_object_ref_sink (bst_challenge_view_new (settings));
  BstChallengeView *challenge = BST_CHALLENGE_VIEW (view);
  const BstPuzzleSolution *answer;
  GtkWidget *list;
  gboolean reached = TRUE;
  int value = -1, best = -1;

  g_assert_true (bst_challenge_view_load (challenge, "01-road-builder", NULL));
  g_assert_true (shows_label (view, "Not yet played"));
  answer = bst_puzzle_get_answer (bst_challenge_view_get_puzzle (challenge));
  /* The best tiles, but not one meeple: nothing scores. */
  for (guint i = 0; i < answer->moves->len; i++)
    {
      BstMove move = g_array_index (answer->moves, BstMove, i);

      move.segment = BST_NO_SEGMENT;
      play_through_board (bst_challenge_view_get_board (challenge), &move);
    }
  g_assert_true (bst_challenge_view_is_complete (challenge, &reached, &value));
  g_assert_false (reached);
  g_assert_cmpint (value, ==, 0);
  g_assert_true (bst_challenge_get_best (settings, "01-road-builder", &best));
  g_assert_cmpint (best, ==, 0);
  g_assert_false (shows_label (view, "Not yet played"));
  g_assert_true (shows_label (view, "0 points, goal not reached yet"));
  /* The list, opened afterwards, says the same. */
  list = g_object_ref_sink (bst_challenge_list_new (settings));
  g_assert_true (shows_label (list, "0 points, goal not reached yet"));

  g_assert_finalize_object (view);
  g_assert_finalize_object (list);
}

static gboolean
is_mapped_label (GtkWidget     *widget,
                 gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
}

/* A setting that two rules name is the first one's, and the page shown
 * scrolls to that rule, not to where the other one lies. */
static void
test_rules_window_shared_names (void)
{
  const char *const names[] = { "meeples", "farmers" };
  GtkWidget *window = bst_rules_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 480, 400);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_frames (window, 2);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const BstRulesEntry *rule = bst_rules_reference_find_entry (bst_rules_reference_get_default (),
                                                                  names[i]);
      const char *title;
      GtkWidget *label, *scrolled;
      GtkAdjustment *adjustment;
      graphene_point_t point;
      double top;

      g_assert_nonnull (rule);
      g_assert_true (bst_rules_window_show_rule (BST_RULES_WINDOW (window), names[i]));
      wait_ms (200);
      wait_for_frames (window, 2);
      g_assert_cmpstr (bst_rules_window_get_section (BST_RULES_WINDOW (window)), ==,
                       rule->section);

      title = g_dgettext (GETTEXT_PACKAGE, rule->title);
      label = find_descendant (window, is_mapped_label, title);
      g_assert_nonnull (label);
      scrolled = gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW);
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      g_assert_true (gtk_widget_compute_point (label,
                                               gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                               &GRAPHENE_POINT_INIT (0, 0), &point));
      top = MIN (point.y, gtk_adjustment_get_upper (adjustment)
                          - gtk_adjustment_get_page_size (adjustment));
      g_test_message ("%s: %s at %g, scrolled to %g", names[i], title, point.y,
                      gtk_adjustment_get_value (adjustment));
      /* Its title at the top of what is in view. */
      g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), <=, point.y);
      g_assert_cmpfloat (top - gtk_adjustment_get_value (adjustment), <=, 24);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (g_getenv ("BASTIDE_CHALLENGE_DIR") == NULL)
    {
      g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR")
                                               : ".", "..", "data", "challenges", NULL);
      g_setenv ("BASTIDE_CHALLENGE_DIR", dir, TRUE);
    }
  gui_test_init (&argc, &argv);

  g_test_add_func ("/learn/tutorial/steps-valid", test_steps_valid);
  g_test_add_func ("/learn/tutorial/steps-score", test_steps_score);
  g_test_add_func ("/learn/tutorial/first-game", test_first_game);
  g_test_add_func ("/learn/tutorial/offer", test_offer);
  g_test_add_func ("/learn/challenges/reachable", test_challenges);
  g_test_add_func ("/learn/challenges/best", test_challenge_best);
  g_test_add_func ("/learn/challenges/failed-run", test_challenge_failed_run);
  g_test_add_func ("/learn/data/malformed", test_data_malformed);
  g_test_add_func ("/learn/data/text", test_data_text);
  g_test_add_func ("/learn/data/shipped", test_data_shipped);
  g_test_add_func ("/learn/tutorial/malformed", test_tutorial_malformed);
  g_test_add_func ("/learn/rules-window/malformed", test_rules_malformed);
  g_test_add_func ("/learn/challenges/malformed", test_pack_malformed);
  g_test_add_func ("/learn/puzzles/words", test_puzzle_pack_words);

  add_display_test ("/learn/tutorial-view/walk", test_tutorial_walk);
  add_display_test ("/learn/tutorial-view/notify", test_tutorial_notify);
  add_display_test ("/learn/tutorial-view/wrong-move", test_tutorial_wrong_move);
  add_display_test ("/learn/tutorial-view/resume", test_tutorial_resume);
  add_display_test ("/learn/rules-window/rules", test_rules_window);
  add_display_test ("/learn/rules-window/shared-names", test_rules_window_shared_names);
  add_display_test ("/learn/rules-window/links", test_rules_links);
  add_display_test ("/learn/challenge-view/play", test_challenge_view);
  add_display_test ("/learn/tutorial-view/names-colours", test_tutorial_names_colours);
  add_display_test ("/learn/tutorial-view/scoring-rows", test_tutorial_scoring_rows);
  add_display_test ("/learn/challenge-view/names-colours", test_challenge_names_colours);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-ai.h"
#include "bst-error.h"
#include "bst-place-words.h"
#include "bst-playout.h"
#include "bst-puzzle-generator.h"

/* The generator's own random streams, apart from the game's and the AI's. */
#define GAME_STREAM          G_GUINT64_CONSTANT (0x67656e6572617465)
#define DAILY_SALT           G_GUINT64_CONSTANT (0x6461696c79707a6c)

/* Real games are played by the greedy player, with a random move now and
 * then: greedy play alone leaves few meeples, and few farmers. */
#define RANDOM_MOVE_PERCENT  25
/* Positions looked at in one game after the turn the seed stops at. */
#define POSITIONS_PER_GAME   12

/* A best move "clearly" better: by at least this many points, and by at
 * least a quarter of what it is worth. */
#define MIN_GAP_POINTS       2
#define MIN_GAP_QUARTERS     1

/* Score-it positions count at least this many features, fields among them. */
#define MIN_SCORE_IT_FEATURES 3

typedef struct {
  guint min_tiles;   /* the tiles on the board where a game may stop */
  guint max_tiles;
} StopWindow;

/* Best moves from the early middle game on; final scorings from the
 * middle game to the last tiles. */
static const StopWindow best_move_window = { 8, 60 };
static const StopWindow score_it_window = { 30, 70 };

/* Of each player's seat, in the player's language. */
static const struct {
  BstColour   colour;
  const char *name;
} seats[] = {
  { BST_COLOUR_RED, N_("Red") },
  { BST_COLOUR_BLUE, N_("Blue") },
  { BST_COLOUR_GREEN, N_("Green") },
};

/* Raw difficulty at which each grade above the lowest begins: measured
 * over generated puzzles, so that each grade is about as common. */
#define N_GRADE_STEPS (BST_PUZZLE_MAX_GRADE - BST_PUZZLE_MIN_GRADE)
static const guint best_move_steps[N_GRADE_STEPS] = { 6, 8, 10, 12 };
static const guint score_it_steps[N_GRADE_STEPS] = { 24, 27, 30, 35 };
/* Placements beyond this many make a best move no harder to find. */
#define MAX_GRADED_PLACEMENTS 60

static guint64
next64 (BstRng *rng)
{
  guint64 high = bst_rng_next (rng);

  return high << 32 | bst_rng_next (rng);
}

/* Measuring ------------------------------------------------------------------ */

static guint
holders (const BstScoreEvent *event, guint n_players)
{
  guint n = 0;

  for (guint p = 0; p < n_players; p++)
    n += event->meeples[p] > 0;
  return n;
}

static void
count_feature (BstPuzzleFeatures *features, guint *kinds, const BstScoreEvent *event)
{
  if (event->points == 0)
    return;
  features->features++;
  *kinds |= 1u << event->kind;
  features->fields += event->kind == BST_FEATURE_FIELD;
  features->contested += holders (event, features->n_players) > 1;
}

typedef struct {
  BstPuzzleFeatures *features;
  guint              kinds;
  guint              player;
  BstFeatureKind     main_kind;   /* of the feature worth the most to the player */
  guint              main_points;
} TurnEvents;

static void
turn_event_cb (const BstScoreEvent *event, gpointer user_data)
{
  TurnEvents *turn = user_data;

  if (event->final || !(event->winners & (1u << turn->player)))
    return;
  count_feature (turn->features, &turn->kinds, event);
  if (event->points > turn->main_points)
    {
      turn->main_points = event->points;
      turn->main_kind = event->kind;
    }
}

/* Fills what a best-move puzzle is graded by from the points of every
 * move; @answer receives a best move (the one without a meeple when the
 * meeple does not matter). Returns how many placements reach the best. */
static guint
measure_moves (const BstState *state, BstPuzzleFeatures *features, BstMove *answer)
{
  g_autoptr (GArray) moves = bst_puzzle_solver_list_moves (state);
  g_autofree int *values = g_new (int, moves->len + 1);
  int best = G_MININT, second = G_MININT;
  guint best_placements = 0;

  features->moves = moves->len;
  for (guint i = 0; i < moves->len; i++)
    {
      values[i] = bst_puzzle_solver_move_points (state, &g_array_index (moves, BstMove, i));
      best = MAX (best, values[i]);
    }

  /* The moves of one placement come together, the one without a meeple
   * first. A worse meeple choice of the best placement is a worse move,
   * not another answer. */
  for (guint start = 0, end; start < moves->len; start = end)
    {
      int top = values[start];

      for (end = start + 1;
           end < moves->len && g_array_index (moves, BstMove, end).segment != BST_NO_SEGMENT;
           end++)
        top = MAX (top, values[end]);
      features->placements++;
      for (guint i = start; i < end; i++)
        if (values[i] < best)
          second = MAX (second, values[i]);
      if (top == best && best_placements++ == 0)
        {
          guint i = start;

          while (values[i] != best)
            i++;
          *answer = g_array_index (moves, BstMove, i);
          features->meeple_needed = values[start] < best;
        }
    }
  features->best = best == G_MININT ? 0 : best;
  features->second = second == G_MININT ? features->best : second;
  return best_placements;
}

static guint
count_bits (guint bits)
{
  guint n = 0;

  for (; bits; bits &= bits - 1)
    n++;
  return n;
}

/* The best move's own features, and a topic for it. */
static const char *
measure_answer (const BstState *state, const BstMove *answer, BstPuzzleFeatures *features)
{
  g_autofree BstState *after = g_new (BstState, 1);
  TurnEvents turn = { features, 0, state->current_player, BST_FEATURE_ROAD, 0 };

  features->features = features->contested = features->fields = 0;
  bst_state_copy (after, state);
  bst_state_apply (after, answer, turn_event_cb, &turn);
  features->feature_kinds = count_bits (turn.kinds);
  switch (turn.main_kind)
    {
    case BST_FEATURE_CITY:
      return "cities";
    case BST_FEATURE_MONASTERY:
      return "monasteries";
    case BST_FEATURE_ROAD:
    default:
      return "roads";
    }
}

static void
measure_final_scoring (const BstState *state, BstPuzzleFeatures *features)
{
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  int scores[BST_MAX_PLAYERS];
  guint kinds = 0;

  bst_puzzle_solver_final_scores (state, scores, events);
  for (guint i = 0; i < events->len; i++)
    count_feature (features, &kinds, &g_array_index (events, BstScoreEvent, i));
  features->feature_kinds = count_bits (kinds);
  for (guint p = 0; p < state->rules.n_players; p++)
    features->points += scores[p] - state->scores[p];
  for (guint m = 0; m < state->n_meeples; m++)
    {
      const BstMeeple *meeple = &state->meeples[m];
      const BstTileType *tt = bst_tile_type (state->tiles[meeple->tile].type);

      features->farmers += tt->segments[meeple->segment].kind == BST_FEATURE_FIELD;
    }
}

gboolean
bst_puzzle_generator_clearly_better (int best, int other)
{
  int gap = best - other;

  return best > 0 && gap >= MIN_GAP_POINTS && 4 * gap >= MIN_GAP_QUARTERS * best;
}

/* Whether @state makes a good puzzle of @kind; fills @features, and for a
 * best move @answer and @topic. */
static gboolean
measure_state (const BstState     *state,
               BstPuzzleKind       kind,
               BstPuzzleFeatures  *features,
               BstMove            *answer,
               const char        **topic)
{
  memset (features, 0, sizeof *features);
  features->n_players = state->rules.n_players;
  if (state->phase != BST_PHASE_PLACE || state->n_hand == 0)
    return FALSE;

  if (kind == BST_PUZZLE_BEST_MOVE)
    {
      guint best_placements = measure_moves (state, features, answer);

      if (best_placements == 0)
        return FALSE;
      *topic = measure_answer (state, answer, features);
      return best_placements == 1
             && bst_puzzle_generator_clearly_better (features->best, features->second);
    }

  measure_final_scoring (state, features);
  *topic = "fields";
  return features->features >= MIN_SCORE_IT_FEATURES && features->fields > 0
         && features->feature_kinds >= 2;
}

/* Grading --------------------------------------------------------------------- */

static guint
grade_from_steps (guint raw, const guint *steps)
{
  guint grade = BST_PUZZLE_MIN_GRADE;

  for (guint i = 0; i < N_GRADE_STEPS; i++)
    grade += raw >= steps[i];
  return grade;
}

guint
bst_puzzle_generator_grade (BstPuzzleKind kind, const BstPuzzleFeatures *features)
{
  guint raw;

  g_return_val_if_fail (features != NULL, BST_PUZZLE_MIN_GRADE);

  if (kind == BST_PUZZLE_BEST_MOVE)
    {
      /* More placements to look through; a runner-up nearly as good; a
       * move that scores several features, or shares them, or needs its
       * meeple: each makes the best move harder to see. Whole numbers
       * only, so that every machine grades alike. */
      guint second = (guint) CLAMP (features->second, 0, features->best);

      raw = MIN (features->placements, MAX_GRADED_PLACEMENTS) / 4
            + (features->best > 0 ? 8 * second / (guint) features->best : 0)
            + 4 * (MAX (features->features, 1) - 1)
            + 3 * features->contested
            + 4 * !!features->meeple_needed;
      return grade_from_steps (raw, best_move_steps);
    }

  /* More to count, fields above all, shared features and more players. */
  raw = features->features + 2 * features->fields + 2 * features->contested
        + 3 * (MAX (features->n_players, 2) - 2) + features->farmers / 2
        + (guint) MAX (features->points, 0) / 10;
  return grade_from_steps (raw, score_it_steps);
}

guint
bst_puzzle_generator_difficulty (guint grade)
{
  guint span = N_GRADE_STEPS;

  grade = CLAMP (grade, BST_PUZZLE_MIN_GRADE, BST_PUZZLE_MAX_GRADE);
  /* Rounded to the nearest step of the file's scale. */
  return BST_PUZZLE_MIN_DIFFICULTY
         + ((grade - BST_PUZZLE_MIN_GRADE) * (BST_PUZZLE_MAX_DIFFICULTY - BST_PUZZLE_MIN_DIFFICULTY)
            + span / 2) / span;
}

gboolean
bst_puzzle_generator_measure (BstPuzzle          *puzzle,
                              BstPuzzleFeatures  *features,
                              GError            **error)
{
  const BstState *state;
  const char *topic;
  BstMove answer;

  g_return_val_if_fail (BST_IS_PUZZLE (puzzle), FALSE);
  g_return_val_if_fail (features != NULL, FALSE);

  state = bst_position_get_state (bst_puzzle_get_position (puzzle));
  if (bst_puzzle_get_kind (puzzle) == BST_PUZZLE_REACH_GOAL
      || (bst_puzzle_get_kind (puzzle) == BST_PUZZLE_BEST_MOVE
          && bst_puzzle_get_measure (puzzle) != BST_PUZZLE_MEASURE_POINTS))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("Only best-move puzzles by points and score-it puzzles are graded"));
      return FALSE;
    }
  if (!bst_puzzle_solver_check_state (state, FALSE, error))
    return FALSE;
  measure_state (state, bst_puzzle_get_kind (puzzle), features, &answer, &topic);
  return TRUE;
}

/* Words ------------------------------------------------------------------------ */

static const char *
seat_name (guint player)
{
  return _(seats[player].name);
}

static char *
standing_sentence (const BstState *state)
{
  guint me = state->current_player, other = 1 - me;
  int lead = state->scores[me] - state->scores[other];

  if (state->rules.n_players != 2)
    /* Translators: %s is a player's name (a colour) */
    return g_strdup_printf (_("%s to move."), seat_name (me));
  if (lead == 0)
    /* Translators: both %s are players' names (colours) */
    return g_strdup_printf (_("%s to move, level with %s."), seat_name (me), seat_name (other));
  if (lead > 0)
    /* Translators: the first %s is a player's name, %d a number of points, the last %s the
     * other player's name */
    return g_strdup_printf (ngettext ("%s to move, %d point ahead of %s.",
                                      "%s to move, %d points ahead of %s.", lead),
                            seat_name (me), lead, seat_name (other));
  /* Translators: the first %s is a player's name, %d a number of points, the last %s the
   * other player's name */
  return g_strdup_printf (ngettext ("%s to move, %d point behind %s.",
                                    "%s to move, %d points behind %s.", -lead),
                          seat_name (me), -lead, seat_name (other));
}

static const char *
best_move_title (const BstPuzzleFeatures *features, const char *topic)
{
  if (features->features > 1)
    return N_("Score Twice");
  if (features->meeple_needed)
    return N_("A Meeple in Time");
  if (g_str_equal (topic, "cities"))
    return N_("Close the City");
  if (g_str_equal (topic, "monasteries"))
    return N_("Surround the Monastery");
  return N_("Finish the Road");
}

static char *
best_move_description (const BstState *state)
{
  const BstPlacedTile *last = &state->tiles[state->last_tile];
  guint previous = (state->current_player + state->rules.n_players - 1) % state->rules.n_players;
  g_autofree char *standing = standing_sentence (state);
  g_autofree char *place = bst_place_describe_tile (last->x, last->y);
  g_autofree char *played = NULL;

  /* Translators: the first %s is a player's name (a colour), the second a place on the
   * board such as "the tile two squares east of the start tile" */
  played = g_strdup_printf (_("%s has just placed %s."), seat_name (previous), place);
  /* Translators: three sentences: who is to move and the scores, the last tile placed, and
   * the question */
  return g_strdup_printf (_("%s %s %s"), standing, played,
                          _("Which placement of the tile in hand, with or without a meeple, "
                            "scores the most points this turn? One is clearly the best."));
}

static const char *
score_it_title (const BstState *state, const BstPuzzleFeatures *features)
{
  if (features->contested > 0)
    return N_("Shared Spoils");
  if (features->fields > 1)
    return N_("Many Fields");
  if (bst_state_tiles_left (state) > 25)
    return N_("Count at Half Time");
  return N_("Count the Endgame");
}

/* A farmer to point at: the first one on the board. */
static char *
farmer_place (const BstState *state)
{
  for (guint m = 0; m < state->n_meeples; m++)
    {
      const BstPlacedTile *pt = &state->tiles[state->meeples[m].tile];

      if (bst_tile_type (pt->type)->segments[state->meeples[m].segment].kind == BST_FEATURE_FIELD)
        return bst_place_describe_tile (pt->x, pt->y);
    }
  return NULL;
}

static char *
score_it_description (const BstState *state, const BstPuzzleFeatures *features)
{
  guint left = bst_state_tiles_left (state);
  g_autofree char *stop = NULL;
  g_autofree char *farmers = NULL;
  g_autofree char *place = farmer_place (state);

  stop = g_strdup_printf (ngettext ("The game stops here, with %u tile left.",
                                    "The game stops here, with %u tiles left.", left), left);
  /* A field to score has a farmer in it. */
  g_return_val_if_fail (place != NULL, g_steal_pointer (&stop));
  if (features->farmers == 1)
    /* Translators: %s is a place on the board, such as "the tile west of the start tile" */
    farmers = g_strdup_printf (_("One farmer lies in the fields, on %s."), place);
  else
    /* Translators: %u is a number of farmers (2 or more), %s a place on the board, such as
     * "the tile west of the start tile" */
    farmers = g_strdup_printf (ngettext ("%u farmers lie in the fields, one of them on %s.",
                                         "%u farmers lie in the fields, one of them on %s.",
                                         features->farmers),
                               features->farmers, place);
  /* Translators: three sentences: when the game stops, where a farmer lies, and the question */
  return g_strdup_printf (_("%s %s %s"), stop, farmers,
                          _("Score every road, city and monastery and every field as at the "
                            "end of the game: what is each player's final score?"));
}

/* Making the puzzle -------------------------------------------------------------- */

/* The puzzle of @state, checked as the editor checks one; NULL when the
 * solver or the quality checks disagree with the measure. */
static BstPuzzle *
make_puzzle (const BstState          *state,
             BstPuzzleKind            kind,
             const BstPuzzleFeatures *features,
             const char              *topic,
             guint                    grade,
             GError                 **error)
{
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  g_autoptr (BstPosition) position = NULL;
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (BstPuzzleSolution) solution = NULL;
  g_autoptr (GArray) warnings = NULL;
  g_autofree char *description = NULL;

  for (guint p = 0; p < state->rules.n_players; p++)
    {
      players[p].name = (char *) seat_name (p);
      players[p].colour = seats[p].colour;
      players[p].kind = BST_SEAT_HUMAN;
    }
  position = bst_position_new_from_state (state, players);
  puzzle = bst_puzzle_new (position);
  if (kind == BST_PUZZLE_BEST_MOVE)
    {
      bst_puzzle_set_best_move (puzzle, BST_PUZZLE_MEASURE_POINTS);
      /* The English title, which the catalogue translates when it is shown. */
      bst_puzzle_set_title (puzzle, best_move_title (features, topic));
      description = best_move_description (state);
    }
  else
    {
      bst_puzzle_set_score_it (puzzle);
      bst_puzzle_set_title (puzzle, score_it_title (state, features));
      description = score_it_description (state, features);
    }
  bst_puzzle_set_description (puzzle, description);
  bst_puzzle_set_topic (puzzle, topic);
  bst_puzzle_set_difficulty (puzzle, bst_puzzle_generator_difficulty (grade));

  solution = bst_puzzle_solve (puzzle, error);
  if (solution == NULL)
    return NULL;
  warnings = bst_puzzle_solution_quality (solution, state, BST_PUZZLE_MEASURE_POINTS);
  if (warnings->len > 0 || (kind == BST_PUZZLE_BEST_MOVE && solution->value != features->best))
    {
      g_debug ("A position the measure found good is not a puzzle: %u warnings", warnings->len);
      return NULL;
    }
  bst_puzzle_set_answer (puzzle, solution);
  if (!bst_puzzle_validate (puzzle, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

BstPuzzle *
bst_puzzle_generator_best_move (const BstState     *state,
                                BstPuzzleFeatures  *features,
                                GError            **error)
{
  const char *topic = NULL;
  BstMove answer;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (features != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!measure_state (state, BST_PUZZLE_BEST_MOVE, features, &answer, &topic))
    return NULL;
  return make_puzzle (state, BST_PUZZLE_BEST_MOVE, features, topic,
                      bst_puzzle_generator_grade (BST_PUZZLE_BEST_MOVE, features), error);
}

/* Playing ------------------------------------------------------------------------- */

static gboolean
play_turn (BstState *state, BstRng *rng, GCancellable *cancellable)
{
  BstAiOptions options;
  BstMove move;

  if (bst_rng_below (rng, 100) < RANDOM_MOVE_PERCENT)
    {
      bst_playout_random_turn (state, rng, NULL);
      return TRUE;
    }
  bst_ai_options_init (&options, BST_AI_EASY);
  options.seed = next64 (rng);
  if (!bst_ai_choose_move (state, BST_AI_EASY, &options, &move, cancellable))
    return FALSE;
  bst_state_apply (state, &move, NULL, NULL);
  return TRUE;
}

/* One game of @request: a puzzle, or NULL (with @error set when it failed). */
static BstPuzzle *
try_game (const BstPuzzleRequest *request,
          guint                   game,
          BstState               *state,
          BstPuzzleGenerated     *generated,
          GCancellable           *cancellable,
          GError                **error)
{
  const StopWindow *window = request->kind == BST_PUZZLE_BEST_MOVE ? &best_move_window
                                                                    : &score_it_window;
  BstRuleSet rules;
  BstRng rng;
  guint stop, looked = 0;

  bst_rng_seed (&rng, request->seed, GAME_STREAM + 2 * game + (request->kind != 0));
  bst_rule_set_init_default (&rules);
  /* Best moves by points this turn are a two-player matter; a final
   * scoring is harder to count for three. */
  if (request->kind == BST_PUZZLE_SCORE_IT && bst_rng_below (&rng, 4) == 0)
    rules.n_players = 3;
  bst_state_init_game (state, &rules, next64 (&rng));
  stop = window->min_tiles + bst_rng_below (&rng, window->max_tiles - window->min_tiles + 1);

  while (!bst_state_is_over (state) && looked < POSITIONS_PER_GAME)
    {
      BstPuzzleFeatures features;
      const char *topic = NULL;
      BstMove answer;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      if (state->n_tiles >= stop)
        {
          looked++;
          generated->positions++;
          if (measure_state (state, request->kind, &features, &answer, &topic))
            {
              guint grade = bst_puzzle_generator_grade (request->kind, &features);
              BstPuzzle *puzzle = NULL;

              if (request->grade == BST_PUZZLE_ANY_GRADE || request->grade == grade)
                puzzle = make_puzzle (state, request->kind, &features, topic, grade, error);
              if (puzzle)
                {
                  generated->grade = grade;
                  generated->features = features;
                  return puzzle;
                }
              if (*error)
                return NULL;
            }
        }
      if (!play_turn (state, &rng, cancellable))
        {
          g_cancellable_set_error_if_cancelled (cancellable, error);
          return NULL;
        }
    }
  return NULL;
}

BstPuzzle *
bst_puzzle_generator_generate (const BstPuzzleRequest  *request,
                               BstPuzzleGenerated      *generated,
                               GCancellable            *cancellable,
                               GError                 **error)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstPuzzleGenerated found = { 0 };

  g_return_val_if_fail (request != NULL, NULL);
  g_return_val_if_fail (request->kind == BST_PUZZLE_BEST_MOVE
                        || request->kind == BST_PUZZLE_SCORE_IT, NULL);
  g_return_val_if_fail (request->grade == BST_PUZZLE_ANY_GRADE
                        || (request->grade >= BST_PUZZLE_MIN_GRADE
                            && request->grade <= BST_PUZZLE_MAX_GRADE), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint game = 0; game < BST_PUZZLE_GENERATOR_MAX_GAMES; game++)
    {
      g_autoptr (GError) local_error = NULL;
      BstPuzzle *puzzle;

      found.games++;
      puzzle = try_game (request, game, state, &found, cancellable, &local_error);
      if (local_error)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      if (puzzle)
        {
          if (generated)
            *generated = found;
          return puzzle;
        }
    }
  g_set_error (error, BST_ERROR, BST_ERROR_TOO_LARGE,
               _("No puzzle of this kind and difficulty turned up in %u games"), found.games);
  return NULL;
}

/* In a worker thread ------------------------------------------------------------- */

/* The task's data: what was asked, and how it was found, read when the
 * task is finished. */
typedef struct {
  BstPuzzleRequest    request;
  BstPuzzleGenerated  generated;
} TaskData;

static void
generate_thread_cb (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  g_autoptr (GError) error = NULL;
  TaskData *data = task_data;
  BstPuzzle *puzzle = bst_puzzle_generator_generate (&data->request, &data->generated,
                                                     cancellable, &error);

  if (puzzle == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, puzzle, g_object_unref);
}

void
bst_puzzle_generator_generate_async (const BstPuzzleRequest *request,
                                     GCancellable           *cancellable,
                                     GAsyncReadyCallback     callback,
                                     gpointer                user_data)
{
  g_autoptr (GTask) task = NULL;
  TaskData *data;

  g_return_if_fail (request != NULL);

  data = g_new0 (TaskData, 1);
  data->request = *request;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, bst_puzzle_generator_generate_async);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, generate_thread_cb);
}

BstPuzzle *
bst_puzzle_generator_generate_finish (GAsyncResult        *result,
                                      BstPuzzleGenerated  *generated,
                                      GError             **error)
{
  BstPuzzle *puzzle;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result))
                        == bst_puzzle_generator_generate_async, NULL);

  puzzle = g_task_propagate_pointer (G_TASK (result), error);
  if (puzzle && generated)
    *generated = ((TaskData *) g_task_get_task_data (G_TASK (result)))->generated;
  return puzzle;
}

/* The puzzle of the day ------------------------------------------------------------ */

void
bst_puzzle_generator_daily_request (const GDate      *date,
                                    BstPuzzleRequest *request)
{
  /* Easy at the start of the week, hardest on Saturday, a rest on Sunday. */
  static const guint weekday_grades[] = {
    [G_DATE_MONDAY] = 1, [G_DATE_TUESDAY] = 2, [G_DATE_WEDNESDAY] = 2,
    [G_DATE_THURSDAY] = 3, [G_DATE_FRIDAY] = 4, [G_DATE_SATURDAY] = 5, [G_DATE_SUNDAY] = 3,
  };
  guint32 day;
  BstRng rng;

  g_return_if_fail (date != NULL && g_date_valid (date));
  g_return_if_fail (request != NULL);

  day = g_date_get_julian (date);
  bst_rng_seed (&rng, DAILY_SALT, day);
  request->kind = day % 2 ? BST_PUZZLE_BEST_MOVE : BST_PUZZLE_SCORE_IT;
  request->grade = weekday_grades[g_date_get_weekday (date)];
  request->seed = next64 (&rng);
}

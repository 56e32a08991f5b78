/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bst-ai.h"
#include "bst-cli.h"
#include "bst-referee.h"
#include "bst-json-writer.h"

/* Two sides against each other over paired 2-player games: games 2k and
 * 2k+1 draw their tiles from the same seed with the seats swapped, so the
 * luck of the draw cancels out. A side is an AI level or an outside
 * program speaking the engine protocol; the referee plays every game. */

typedef struct {
  BstAiLevel   level;
  BstAiOptions options;
  gboolean     random;      /* the engine's uniformly random player, the floor of the ladder */
  const char  *command;     /* an outside program, or NULL */
  char        *name;        /* what the program called itself */
} Side;

typedef struct {
  int     score[2];       /* by side: 0 = A, 1 = B */
  double  seconds[2];
  guint   moves[2];
  guint   iterations[2];
  double  slowest[2];
  gboolean illegal;
  guint   forfeit;        /* 0 none, else the side that lost by forfeit, plus one */
} GameResult;

typedef struct {
  BstRuleSet   rules;
  Side         sides[2];
  gint64       seed;
  guint        move_ms;
  GameResult  *results;
  gint         done;
  gint         games;
  gboolean     quiet;
  GMutex       lock;
} Tournament;

static void
play_game (gpointer data, gpointer user_data)
{
  Tournament *t = user_data;
  guint game = GPOINTER_TO_UINT (data) - 1;
  GameResult *result = &t->results[game];
  guint a_seat = game % 2;      /* side A is player 0 in even games */
  guint64 tiles_seed = (guint64) t->seed + game / 2;
  BstRefereePlayer players[2];
  BstRefereeResult played;
  int done;

  for (guint side = 0; side < 2; side++)
    {
      BstRefereePlayer *player = &players[side == 0 ? a_seat : 1 - a_seat];

      player->level = t->sides[side].level;
      player->options = t->sides[side].options;
      player->options.seed = (guint64) t->seed * 1000003u + game * 7919u + side;
      player->random = t->sides[side].random;
      player->command = t->sides[side].command;
    }
  bst_referee_play (&t->rules, tiles_seed, players, t->move_ms, &played);
  for (guint side = 0; side < 2; side++)
    {
      guint seat = side == 0 ? a_seat : 1 - a_seat;

      result->score[side] = played.scores[seat];
      result->seconds[side] = played.seconds[seat];
      result->moves[side] = played.moves[seat];
      result->iterations[side] = played.iterations[seat];
      result->slowest[side] = played.slowest[seat];
      if (played.loser == seat)
        result->forfeit = side + 1;
      g_mutex_lock (&t->lock);
      if (t->sides[side].command && t->sides[side].name == NULL && played.names[seat])
        t->sides[side].name = g_strdup (played.names[seat]);
      g_mutex_unlock (&t->lock);
    }
  result->illegal = played.illegal;
  if (played.reason)
    g_printerr ("game %u: %s\n", game, played.reason);
  bst_referee_result_clear (&played);

  done = g_atomic_int_add (&t->done, 1) + 1;
  if (!t->quiet && (done % 10 == 0 || done == t->games))
    g_printerr ("\r%d/%d games", done, t->games);
}

static const char *
side_name (const Side *side)
{
  if (side->command)
    return side->name ? side->name : side->command;
  return side->random ? "random" : bst_ai_level_name (side->level);
}

/* The Wilson score interval at 95 %. */
static void
wilson (double wins, double n, double *low, double *high)
{
  const double z = 1.959964;
  double p, centre, half;

  if (n <= 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  p = wins / n;
  centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  half = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  *low = MAX (0, centre - half);
  *high = MIN (1, centre + half);
}

static void
add_side (JsonBuilder *builder, const char *name, const Side *side, double wins, double n,
          double mean_score, double ms_per_move, double iterations, double slowest_ms,
          guint forfeits)
{
  double low, high;

  wilson (wins, n, &low, &high);
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "level", side->command ? "engine" : side_name (side));
  if (side->command)
    {
      bst_json_add_string_member (builder, "engine", side->command);
      bst_json_add_string_member (builder, "name", side_name (side));
    }
  bst_json_add_int_member (builder, "forfeits", forfeits);
  if (!side->command)
    bst_json_add_int_member (builder, "iterations", side->options.iterations);
  bst_json_add_double_member (builder, "win_rate", n > 0 ? wins / n : 0);
  bst_json_add_double_member (builder, "win_rate_low", low);
  bst_json_add_double_member (builder, "win_rate_high", high);
  bst_json_add_double_member (builder, "mean_score", mean_score);
  bst_json_add_double_member (builder, "ms_per_move", ms_per_move);
  bst_json_add_double_member (builder, "iterations_per_move", iterations);
  bst_json_add_double_member (builder, "slowest_ms", slowest_ms);
  json_builder_end_object (builder);
}

static gboolean
parse_side (const char *name, Side *side, gint64 iterations, double explore,
            gint64 depth, gint64 samples, double prior, gint64 width, gint64 replies)
{
  side->random = g_ascii_strcasecmp (name, "random") == 0;
  if (!side->random && !bst_ai_level_from_name (name, &side->level))
    {
      g_printerr (_("bastide-cli: unknown level “%s” (random, beginner, easy, medium, hard or expert)\n"), name);
      return FALSE;
    }
  bst_ai_options_init (&side->options, side->level);
  if (iterations > 0)
    side->options.iterations = (guint) iterations;
  side->options.exploration = explore;
  side->options.playout_turns = (guint) MAX (depth, 0);
  side->options.playout_samples = (guint) MAX (samples, 0);
  side->options.prior = prior;
  side->options.root_width = (guint) MAX (width, 0);
  side->options.greedy_replies = replies < 0 ? G_MAXUINT : (guint) replies;
  return TRUE;
}

/* A time budget (@seconds < 0: the level's, none once @iterations are
 * given, so that a game can be replayed) and Expert's threads. */
static void
set_budget (Side *side, gint64 iterations, double seconds, gint64 threads)
{
  if (seconds >= 0)
    side->options.max_seconds = seconds;
  else if (iterations > 0)
    side->options.max_seconds = 0;
  side->options.threads = (guint) CLAMP (threads, 0, 256);
}

int
bst_cli_tournament (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  /* GOption would leak a default string: NULL stands for it. */
  g_autofree char *a_name = NULL;
  g_autofree char *b_name = NULL;
  g_autofree char *a_engine = NULL;
  g_autofree char *b_engine = NULL;
  g_auto (GStrv) rule_args = NULL;
  gint64 games = 40, seed = 1, threads = 2, move_time = 5000;
  gint64 a_width = 0, b_width = 0, a_replies = 0, b_replies = 0;
  gint64 a_iterations = 0, b_iterations = 0, a_depth = 0, b_depth = 0, a_samples = 0, b_samples = 0;
  double a_explore = 0, b_explore = 0, a_prior = 0, b_prior = 0;
  double a_seconds = -1, b_seconds = -1;
  gint64 a_threads = 1, b_threads = 1;
  gboolean json = FALSE, quiet = FALSE;
  const GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &a_name, N_("Level of side A: random, beginner, easy, medium, hard or expert"), "LEVEL" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &b_name, N_("Level of side B"), "LEVEL" },
    { "a-engine", 0, 0, G_OPTION_ARG_STRING, &a_engine,
      N_("Side A is this program, speaking the engine protocol"), "COMMAND" },
    { "b-engine", 0, 0, G_OPTION_ARG_STRING, &b_engine,
      N_("Side B is this program, speaking the engine protocol"), "COMMAND" },
    { "move-time", 0, 0, G_OPTION_ARG_INT64, &move_time,
      N_("Milliseconds a program has for each move (default 5000)"), "MS" },
    { "games", 0, 0, G_OPTION_ARG_INT64, &games, N_("Games to play (rounded up to pairs)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("First seed"), "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT64, &threads, N_("Worker threads (default 2)"), "N" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &rule_args, N_("Set a rule (see “rules”)"), "NAME=VALUE" },
    { "a-iterations", 0, 0, G_OPTION_ARG_INT64, &a_iterations, N_("Search budget of side A"), "N" },
    { "b-iterations", 0, 0, G_OPTION_ARG_INT64, &b_iterations, N_("Search budget of side B"), "N" },
    { "a-seconds", 0, 0, G_OPTION_ARG_DOUBLE, &a_seconds, N_("Seconds a move of side A may take (expert: 1)"), "S" },
    { "b-seconds", 0, 0, G_OPTION_ARG_DOUBLE, &b_seconds, N_("Seconds a move of side B may take"), "S" },
    { "a-threads", 0, 0, G_OPTION_ARG_INT64, &a_threads, N_("Expert's threads, side A (0 all cores, default 1)"), "N" },
    { "b-threads", 0, 0, G_OPTION_ARG_INT64, &b_threads, N_("Expert's threads, side B"), "N" },
    { "a-explore", 0, 0, G_OPTION_ARG_DOUBLE, &a_explore, N_("UCT constant of side A"), "C" },
    { "b-explore", 0, 0, G_OPTION_ARG_DOUBLE, &b_explore, N_("UCT constant of side B"), "C" },
    { "a-depth", 0, 0, G_OPTION_ARG_INT64, &a_depth, N_("Playout turns of side A"), "N" },
    { "b-depth", 0, 0, G_OPTION_ARG_INT64, &b_depth, N_("Playout turns of side B"), "N" },
    { "a-samples", 0, 0, G_OPTION_ARG_INT64, &a_samples, N_("Placements sampled per playout turn, side A"), "N" },
    { "b-samples", 0, 0, G_OPTION_ARG_INT64, &b_samples, N_("Placements sampled per playout turn, side B"), "N" },
    { "a-prior", 0, 0, G_OPTION_ARG_DOUBLE, &a_prior, N_("Root prior visits of side A"), "N" },
    { "b-prior", 0, 0, G_OPTION_ARG_DOUBLE, &b_prior, N_("Root prior visits of side B"), "N" },
    { "a-width", 0, 0, G_OPTION_ARG_INT64, &a_width, N_("Root moves kept by side A"), "N" },
    { "b-width", 0, 0, G_OPTION_ARG_INT64, &b_width, N_("Root moves kept by side B"), "N" },
    { "a-replies", 0, 0, G_OPTION_ARG_INT64, &a_replies, N_("Greedy playout turns of side A (-1 none)"), "N" },
    { "b-replies", 0, 0, G_OPTION_ARG_INT64, &b_replies, N_("Greedy playout turns of side B (-1 none)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("No progress on standard error"), NULL },
    { NULL }
  };
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autofree GameResult *results = NULL;
  Tournament t = { 0 };
  BstRefereePlayer seats[2] = { { 0 } };
  GThreadPool *pool;
  GError *error = NULL;
  double wins[2] = { 0 }, scores[2] = { 0 }, seconds[2] = { 0 }, iterations[2] = { 0 };
  double slowest[2] = { 0 };
  guint moves[2] = { 0 }, illegal = 0, forfeits[2] = { 0 };
  gint64 start;
  double elapsed;

  if (!bst_cli_parse_command (context, entries,
                              _("Plays paired 2-player games between AI levels or engine protocol programs,\n"
                                "seats alternated, farmers on unless a --rule says otherwise."),
                              &argc, &argv))
    return 2;
  if (!parse_side (a_name != NULL ? a_name : "hard", &t.sides[0], a_iterations, a_explore, a_depth, a_samples, a_prior, a_width, a_replies)
      || !parse_side (b_name != NULL ? b_name : "easy", &t.sides[1], b_iterations, b_explore, b_depth, b_samples, b_prior, b_width, b_replies))
    return 2;
  t.sides[0].command = seats[0].command = a_engine;
  t.sides[1].command = seats[1].command = b_engine;
  t.move_ms = (guint) CLAMP (move_time, 1, G_MAXINT / 1000);
  set_budget (&t.sides[0], a_iterations, a_seconds, a_threads);
  set_budget (&t.sides[1], b_iterations, b_seconds, b_threads);

  bst_rule_set_init_default (&t.rules);
  t.rules.farmers = TRUE;
  if (!bst_cli_apply_rules (&t.rules, rule_args, &error))
    return bst_cli_fail (error);
  t.rules.n_players = 2;
  if (!bst_referee_check_rules (&t.rules, seats, &error))
    return bst_cli_fail (error);

  games = MAX (2, games + (games & 1));
  t.games = (gint) games;
  t.seed = seed;
  t.quiet = quiet || json;
  results = g_new0 (GameResult, games);
  t.results = results;

  start = g_get_monotonic_time ();
  g_mutex_init (&t.lock);
  pool = g_thread_pool_new (play_game, &t, (gint) CLAMP (threads, 1, 64), TRUE, NULL);
  for (gint64 g = 0; g < games; g++)
    g_thread_pool_push (pool, GUINT_TO_POINTER ((guint) g + 1), NULL);
  g_thread_pool_free (pool, FALSE, TRUE);
  elapsed = (g_get_monotonic_time () - start) / 1e6;
  if (!t.quiet)
    g_printerr ("\n");

  for (gint64 g = 0; g < games; g++)
    {
      const GameResult *r = &results[g];
      illegal += r->illegal;
      for (guint s = 0; s < 2; s++)
        {
          scores[s] += r->score[s];
          seconds[s] += r->seconds[s];
          moves[s] += r->moves[s];
          iterations[s] += r->iterations[s];
          slowest[s] = MAX (slowest[s], r->slowest[s]);
        }
      if (r->forfeit)
        {
          forfeits[r->forfeit - 1]++;
          wins[2 - r->forfeit] += 1;
        }
      else if (r->score[0] > r->score[1])
        wins[0] += 1;
      else if (r->score[0] < r->score[1])
        wins[1] += 1;
      else
        {
          wins[0] += 0.5;
          wins[1] += 0.5;
        }
    }

  json_builder_begin_object (builder);
  bst_json_add_int_member (builder, "games", games);
  bst_json_add_int_member (builder, "seed", seed);
  bst_json_add_double_member (builder, "seconds", elapsed);
  bst_json_add_int_member (builder, "illegal_moves", illegal);
  for (guint s = 0; s < 2; s++)
    add_side (builder, s == 0 ? "a" : "b", &t.sides[s], wins[s], games,
              scores[s] / games, 1000 * seconds[s] / MAX (moves[s], 1),
              iterations[s] / MAX (moves[s], 1), 1000 * slowest[s], forfeits[s]);
  json_builder_end_object (builder);

  if (json)
    bst_cli_print_json (builder);
  else
    {
      printf (_("%lld games, seed %lld, %.1f s\n"), (long long) games, (long long) seed, elapsed);
      for (guint s = 0; s < 2; s++)
        {
          double low, high;
          wilson (wins[s], games, &low, &high);
          printf ("%c %-6s win rate %5.1f %% (95 %% CI %.1f–%.1f)  mean score %6.2f  %7.2f ms/move  %7.0f iterations/move"
                  "  slowest %.1f ms\n",
                  s == 0 ? 'A' : 'B', side_name (&t.sides[s]),
                  100 * wins[s] / games, 100 * low, 100 * high, scores[s] / games,
                  1000 * seconds[s] / MAX (moves[s], 1), iterations[s] / MAX (moves[s], 1),
                  1000 * slowest[s]);
        }
      if (illegal)
        printf (_("%u games stopped on an illegal move\n"), illegal);
      for (guint s = 0; s < 2; s++)
        if (forfeits[s])
          printf (ngettext ("%c %s lost %u game by forfeit\n", "%c %s lost %u games by forfeit\n",
                            forfeits[s]),
                  s == 0 ? 'A' : 'B', side_name (&t.sides[s]), forfeits[s]);
    }
  for (guint s = 0; s < 2; s++)
    g_free (t.sides[s].name);
  g_mutex_clear (&t.lock);
  return illegal || forfeits[0] || forfeits[1] ? 1 : 0;
}

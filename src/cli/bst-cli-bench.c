/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "bst-cli.h"
#include "bst-playout.h"

#define POLICY_STREAM 0x706c6179u

typedef struct {
  char   **rules;
  gint64   games;
  gint64   seed;
  gboolean json;
  double   seconds;
} BenchOptions;

/* CPU time of this thread: the engine's work on one core, whatever else
 * the machine is doing. */
static double
now_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* Keeps the compiler from dropping work whose result is otherwise unused. */
static volatile guint64 sink;

static void
print_result (const BenchOptions *options, JsonBuilder *builder)
{
  json_builder_end_object (builder);
  if (options->json)
    bst_cli_print_json (builder);
  else
    {
      g_autoptr (JsonNode) root = json_builder_get_root (builder);
      JsonObject *object = json_node_get_object (root);
      g_autoptr (GList) members = json_object_get_members (object);

      for (GList *l = members; l; l = l->next)
        {
          JsonNode *node = json_object_get_member (object, l->data);
          if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
            printf ("%-22s %.3f\n", (char *) l->data, json_node_get_double (node));
          else
            printf ("%-22s %" G_GINT64_FORMAT "\n", (char *) l->data, json_node_get_int (node));
        }
    }
}

static void
add_double (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static void
add_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static int
bench_playout (const BenchOptions *options)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  BstPlayoutStats stats = { 0 };
  BstRuleSet rules;
  guint64 checksum = 14695981039346656037u;
  guint64 discards = 0, score = 0;
  double start, seconds;
  GError *error = NULL;

  bst_rule_set_init_default (&rules);
  if (!bst_cli_apply_rules (&rules, options->rules, &error))
    return bst_cli_fail (error);
  start = now_seconds ();
  for (gint64 g = 0; g < options->games; g++)
    {
      BstState state;
      BstRng rng;

      bst_state_init_game (&state, &rules, (guint64) (options->seed + g));
      bst_rng_seed (&rng, (guint64) (options->seed + g), POLICY_STREAM);
      bst_playout_random_game (&state, &rng, &stats);
      discards += state.discards;
      for (guint p = 0; p < rules.n_players; p++)
        {
          score += state.scores[p];
          checksum = (checksum ^ (guint64) state.scores[p]) * 1099511628211u;
        }
    }
  seconds = now_seconds () - start;

  json_builder_begin_object (builder);
  add_int (builder, "games", options->games);
  add_double (builder, "seconds", seconds);
  add_double (builder, "games_per_s", options->games / seconds);
  add_double (builder, "ns_per_turn", seconds * 1e9 / MAX (stats.turns, 1));
  add_double (builder, "mean_frontier", (double) stats.frontier / MAX (stats.turns, 1));
  add_double (builder, "mean_legal_placements", (double) stats.placements / MAX (stats.turns, 1));
  add_double (builder, "discards_per_game", (double) discards / MAX (options->games, 1));
  add_double (builder, "mean_score", (double) score / MAX (options->games * rules.n_players, 1));
  add_int (builder, "checksum", (gint64) (checksum >> 1));
  print_result (options, builder);
  return 0;
}

/* Positions met in seeded random games, each with its tile in hand. */
static GArray *
record_positions (const BenchOptions *options)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (BstState));
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  for (gint64 g = 0; g < MAX (options->games / 100, 20); g++)
    {
      BstState state;
      BstRng rng;

      bst_state_init_game (&state, &rules, (guint64) (options->seed + g));
      bst_rng_seed (&rng, (guint64) (options->seed + g), POLICY_STREAM);
      while (!bst_state_is_over (&state))
        {
          g_array_append_val (positions, state);
          bst_playout_random_turn (&state, &rng, NULL);
        }
    }
  return positions;
}

/* Each recorded position is worked on REPEATS times in a row, as search
 * does with the position in hand, so that the figure is the engine's work
 * rather than the memory latency of a 50 MB array of positions. */
#define REPEATS 8

static int
bench_movegen (const BenchOptions *options)
{
  g_autoptr (GArray) positions = record_positions (options);
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  guint64 calls = 0, total = 0;
  double start, seconds;

  start = now_seconds ();
  do
    {
      for (guint i = 0; i < positions->len; i++)
        {
          const BstState *state = &g_array_index (positions, BstState, i);
          for (guint r = 0; r < REPEATS; r++)
            total += bst_state_legal_placements (state, state->hand[0], placements);
          calls += REPEATS;
        }
      seconds = now_seconds () - start;
    }
  while (seconds < options->seconds);
  sink = total;

  json_builder_begin_object (builder);
  add_int (builder, "positions", positions->len);
  add_int (builder, "calls", (gint64) calls);
  add_double (builder, "seconds", seconds);
  add_double (builder, "ns_per_call", seconds * 1e9 / calls);
  add_double (builder, "mean_legal_placements", (double) total / calls);
  print_result (options, builder);
  return 0;
}

static int
bench_clone (const BenchOptions *options)
{
  g_autoptr (GArray) positions = record_positions (options);
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autofree BstState *copy = g_new (BstState, 1);
  guint64 copies = 0, nodes = 0;
  double start, seconds;

  start = now_seconds ();
  do
    {
      for (guint i = 0; i < positions->len; i++)
        {
          for (guint r = 0; r < REPEATS; r++)
            {
              bst_state_copy (copy, &g_array_index (positions, BstState, i));
              nodes += copy->n_nodes;
            }
          copies += REPEATS;
        }
      seconds = now_seconds () - start;
    }
  while (seconds < options->seconds);
  sink = nodes;

  json_builder_begin_object (builder);
  add_int (builder, "positions", positions->len);
  add_int (builder, "copies", (gint64) copies);
  add_double (builder, "seconds", seconds);
  add_double (builder, "ns_per_copy", seconds * 1e9 / copies);
  add_int (builder, "state_bytes", sizeof (BstState));
  print_result (options, builder);
  return 0;
}

int
bst_cli_bench (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("playout|movegen|clone"));
  BenchOptions options = { NULL, 10000, 1, FALSE, 2.0 };
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT64, &options.games, N_("Games to play (playout) or to record positions from (÷100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &options.seed, N_("First seed"), "S" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &options.seconds, N_("How long to time movegen and clone"), "S" },
    { "rule", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.rules, N_("Set a rule for the playouts (see “rules”)"), "NAME=VALUE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (argc >= 2 && strcmp (argv[1], "ai") == 0)
    return bst_cli_bench_ai (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "puzzle") == 0)
    return bst_cli_bench_puzzle (argc - 1, argv + 1);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Times are the CPU time of one thread, on one core.\n"
      "playout: random 2-player games with farmers, as fast as they go.\n"
      "movegen: legal-placement generation over recorded positions.\n"
      "clone: state copies over recorded positions."));
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;
  if (argc == 2 && strcmp (argv[1], "playout") == 0)
    {
      int status = bench_playout (&options);
      g_strfreev (options.rules);
      return status;
    }
  if (argc == 2 && strcmp (argv[1], "movegen") == 0)
    return bench_movegen (&options);
  if (argc == 2 && strcmp (argv[1], "clone") == 0)
    return bench_clone (&options);
  g_printerr ("%s", g_option_context_get_help (context, TRUE, NULL));
  return 2;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of RULES.md and the worked examples of the rules page, played
 * from the move lists in tests/positions/ (each file's header says which
 * example or rule it builds and what it must score). */

#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-replay.h"
#include "bst-rules.h"
#include "bst-test-utils.h"

#define FINAL 0   /* an expected event scored at game end, not by a move */


typedef struct {
  guint          move;      /* the move (1-based) that scored it, or FINAL */
  BstFeatureKind kind;
  guint          tiles;
  guint          pennants;
  guint          cities;
  guint8         meeples[BST_MAX_PLAYERS];
  guint8         winners;   /* bit per player */
  guint          points;
} Expect;

typedef struct {
  BstState *state;
  GArray   *events;         /* BstScoreEvent, in the order scored */
  GArray   *moves;          /* guint per event: the move that scored it, or FINAL */
} Replay;

static void
replay_free (Replay *replay)
{
  g_free (replay->state);
  g_array_unref (replay->events);
  g_array_unref (replay->moves);
  g_free (replay);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Replay, replay_free)

static BstRuleSet
rules_for (guint n_players)
{
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.n_players = (guint8) n_players;
  return rules;
}

static char *
load_position (const char *name)
{
  g_autofree char *path = bst_test_position_path (name);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static gboolean
is_move_line (const char *line)
{
  g_autofree char *copy = g_strdup (line);
  char *hash = strchr (copy, '#');

  if (hash)
    *hash = '\0';
  return *g_strstrip (copy) != '\0';
}

static guint
count_moves (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i]; i++)
    n += is_move_line (lines[i]);
  return n;
}

/* The text up to and including its @n_moves-th move. */
static char *
first_moves (const char *text, guint n_moves)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GString) out = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; lines[i] && n < n_moves; i++)
    {
      n += is_move_line (lines[i]);
      g_string_append_printf (out, "%s\n", lines[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
run_text (const char       *text,
          const BstRuleSet *rules,
          BstState         *state,
          GArray           *events)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = bst_replay_run (text, rules, state, events, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

static guint
count_unfinal (GArray *events)
{
  guint n = 0;

  for (guint i = 0; i < events->len; i++)
    n += !g_array_index (events, BstScoreEvent, i).final;
  return n;
}

/* Replays the whole file, then every shorter prefix of it to learn which
 * move scored each event (a prefix ends the game, but the events scored
 * during play are the same). */
static Replay *
replay_position (const char *name, const BstRuleSet *rules)
{
  g_autofree char *text = load_position (name);
  g_autofree BstState *scratch = g_new0 (BstState, 1);
  Replay *replay = g_new0 (Replay, 1);
  guint n_moves = count_moves (text);
  guint n_unfinal;

  g_assert_cmpuint (n_moves, >, 0);
  replay->state = g_new0 (BstState, 1);
  replay->events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
  replay->moves = g_array_new (FALSE, TRUE, sizeof (guint));
  run_text (text, rules, replay->state, replay->events);
  g_assert_true (bst_state_is_over (replay->state));
  g_assert_cmpuint (replay->state->n_tiles, ==, n_moves + 1);

  n_unfinal = count_unfinal (replay->events);
  g_array_set_size (replay->moves, replay->events->len);
  for (guint i = 0; i < replay->events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (replay->events, BstScoreEvent, i);
      /* Scored during play, the events come first; final ones close. */
      g_assert_cmpint (event->final, ==, i >= n_unfinal);
      g_array_index (replay->moves, guint, i) = event->final ? FINAL : n_moves;
    }

  for (guint k = n_moves - 1; k > 0; k--)
    {
      g_autofree char *prefix = first_moves (text, k);
      g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
      guint n;

      run_text (prefix, rules, scratch, events);
      n = count_unfinal (events);
      g_assert_cmpuint (n, <=, n_unfinal);
      for (guint i = 0; i < n; i++)
        {
          const BstScoreEvent *a = &g_array_index (events, BstScoreEvent, i);
          const BstScoreEvent *b = &g_array_index (replay->events, BstScoreEvent, i);
          g_assert_cmpint (a->kind, ==, b->kind);
          g_assert_cmpuint (a->points, ==, b->points);
          g_assert_cmpuint (a->winners, ==, b->winners);
          g_array_index (replay->moves, guint, i) = k;
        }
    }
  return replay;
}

/* The state after the first @n_moves moves of a file (the game then ends;
 * final scoring leaves the meeples on the board). */
static void
replay_first_moves (const char *name, guint n_moves, const BstRuleSet *rules, BstState *state)
{
  g_autofree char *text = load_position (name);
  g_autofree char *prefix = first_moves (text, n_moves);

  run_text (prefix, rules, state, NULL);
}

static GError *
replay_error (const char *name, const BstRuleSet *rules)
{
  g_autofree char *text = load_position (name);
  g_autofree BstState *state = g_new0 (BstState, 1);
  GError *error = NULL;

  g_assert_false (bst_replay_run (text, rules, state, NULL, &error));
  g_assert_nonnull (error);
  return error;
}

static char *
describe (guint          move,
          BstFeatureKind kind,
          guint          tiles,
          guint          pennants,
          guint          cities,
          const guint8  *meeples,
          guint8         winners,
          guint          points,
          guint          n_players)
{
  GString *s = g_string_new (NULL);

  if (move == FINAL)
    g_string_append (s, "final");
  else
    g_string_append_printf (s, "move %u", move);
  g_string_append_printf (s, ": %s, %u tiles, %u pennants, %u cities, meeples",
                          bst_feature_kind_name (kind), tiles, pennants, cities);
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (s, " %u", meeples[p]);
  g_string_append (s, ", winners");
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    if (winners & (1 << p))
      g_string_append_printf (s, " %u", p + 1);
  g_string_append_printf (s, ", %u points", points);
  return g_string_free (s, FALSE);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static char *
sorted_lines (GPtrArray *lines)
{
  g_ptr_array_sort (lines, compare_strings);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* The events must be exactly the expected ones (any order within the
 * whole game; each event names the move that scored it). */
static void
assert_events (const Replay *replay, const Expect *expected, guint n_expected)
{
  guint n_players = replay->state->rules.n_players;
  g_autoptr (GPtrArray) want = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) got = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *want_text = NULL;
  g_autofree char *got_text = NULL;

  for (guint i = 0; i < n_expected; i++)
    {
      const Expect *e = &expected[i];
      g_ptr_array_add (want, describe (e->move, e->kind, e->tiles, e->pennants, e->cities,
                                       e->meeples, e->winners, e->points, n_players));
    }
  for (guint i = 0; i < replay->events->len; i++)
    {
      const BstScoreEvent *e = &g_array_index (replay->events, BstScoreEvent, i);
      guint move = g_array_index (replay->moves, guint, i);

      g_ptr_array_add (got, describe (move, e->kind, e->tiles, e->pennants, e->cities,
                                      e->meeples, e->winners, e->points, n_players));
    }
  want_text = sorted_lines (want);
  got_text = sorted_lines (got);
  g_assert_cmpstr (got_text, ==, want_text);
}

static void
assert_scores (const BstState *state, const int *scores)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    g_assert_cmpint (state->scores[p], ==, scores[p]);
}

/* Supply as expected, and supply + meeples on the board = the rule's count. */
static void
assert_supply (const BstState *state, const guint *supply)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      guint on_board = 0;

      for (guint i = 0; i < state->n_meeples; i++)
        on_board += state->meeples[i].player == p;
      g_assert_cmpuint (state->supply[p], ==, supply[p]);
      g_assert_cmpuint (state->supply[p] + on_board, ==, state->rules.meeples);
    }
}

static void
assert_error (GError *error, const char *line, const char *text)
{
  g_assert_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE);
  if (line)
    g_assert_true (g_str_has_prefix (error->message, line));
  g_assert_nonnull (strstr (error->message, text));
}

/* Constructed positions ------------------------------------------------------- */

/* The start tile alone, as bst_replay_run sets it up. */
static void
start_position (BstState *state, const BstRuleSet *rules)
{
  g_autoptr (GError) error = NULL;

  bst_state_init_empty (state, rules);
  g_assert_true (bst_state_put_tile (state, BST_TILE ('D'), 0, 0, 0, &error));
  g_assert_no_error (error);
  state->last_tile = 0xff;
}

/* Puts the tiles named by @letters in the bag so that the first is drawn
 * first, and starts the turn. */
static void
begin (BstState *state, const char *letters)
{
  for (guint i = strlen (letters); i > 0; i--)
    bst_state_bag_add (state, BST_TILE (letters[i - 1]));
  state->fixed_order = TRUE;
  bst_state_start_turn (state);
}

static void
put_tile (BstState *state, char letter, int x, int y, guint rotation)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_state_put_tile (state, BST_TILE (letter), x, y, rotation, &error));
  g_assert_no_error (error);
}

static void
collect_event (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

static void
play (BstState *state, const char *text, GArray *events)
{
  g_autoptr (GError) error = NULL;
  BstMove move = bst_test_parse_move (text);

  g_assert_true (bst_state_check_move (state, &move, &error));
  g_assert_no_error (error);
  bst_state_apply (state, &move, collect_event, events);
}

static GError *
check_error (const BstState *state, const char *text)
{
  BstMove move = bst_test_parse_move (text);
  GError *error = NULL;

  g_assert_false (bst_state_check_move (state, &move, &error));
  g_assert_nonnull (error);
  return error;
}

/* Roads -------------------------------------------------------------------------- */

static void
test_road_closed_by_other (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("road-closed-by-other.txt", &rules);
  g_autofree BstState *after_1b = g_new0 (BstState, 1);
  const Expect expected[] = {
    { 2, BST_FEATURE_ROAD, 3, 0, 0, { 1, 0 }, 1 << 0, 3 },
    { FINAL, BST_FEATURE_CITY, 1, 0, 0, { 0, 1 }, 1 << 1, 1 },
  };

  /* 1b: red's thief is on the board. */
  replay_first_moves ("road-closed-by-other.txt", 1, &rules, after_1b);
  assert_supply (after_1b, (const guint[]) { 6, 7 });

  /* 1d-1f: red scores 3 and the thief returns; blue's knight stays. */
  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 3, 1 });
  assert_supply (r->state, (const guint[]) { 7, 6 });
  g_assert_cmpuint (r->state->n_meeples, ==, 1);
  g_assert_cmpuint (r->state->meeples[0].player, ==, 1);
}

static void
test_road_two_thieves (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("road-two-thieves.txt", &rules);
  g_autofree BstState *after_4a = g_new0 (BstState, 1);
  const Expect expected[] = {
    { 6, BST_FEATURE_ROAD, 4, 0, 0, { 1, 1 }, (1 << 0) | (1 << 1), 4 },
  };

  /* 4a: two thieves on two separate roads. */
  replay_first_moves ("road-two-thieves.txt", 5, &rules, after_4a);
  assert_supply (after_4a, (const guint[]) { 6, 6 });
  g_assert_cmpuint (bst_state_feature_root (after_4a, after_4a->meeples[0].tile, after_4a->meeples[0].segment),
                    !=,
                    bst_state_feature_root (after_4a, after_4a->meeples[1].tile, after_4a->meeples[1].segment));

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 4, 4 });
  assert_supply (r->state, (const guint[]) { 7, 7 });
}

static void
test_road_loop (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("road-loop.txt", &rules);
  guint8 tiles[BST_MAX_NODES], segments[BST_MAX_NODES];
  const Expect expected[] = {
    { 4, BST_FEATURE_ROAD, 4, 0, 0, { 1, 0 }, 1 << 0, 4 },
  };

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 4, 0 });
  assert_supply (r->state, (const guint[]) { 7, 7 });
  /* The loop has no end and is complete: one segment on each of 4 tiles. */
  g_assert_true (bst_state_feature_complete (r->state, 1, 0));
  g_assert_cmpuint (bst_state_feature_segments (r->state, 1, 0, tiles, segments), ==, 4);
}

static void
test_road_same_village (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("road-same-village.txt", &rules);
  guint8 tiles[BST_MAX_NODES], segments[BST_MAX_NODES];
  const Expect expected[] = {
    { 4, BST_FEATURE_ROAD, 4, 0, 0, { 1, 0 }, 1 << 0, 4 },
  };

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 4, 0 });
  /* Five segments, two of them on the village tile (index 1). */
  g_assert_cmpuint (bst_state_feature_segments (r->state, 1, 0, tiles, segments), ==, 5);
  g_assert_cmpuint (bst_state_feature_root (r->state, 1, 0), ==, bst_state_feature_root (r->state, 1, 1));
}

/* Cities ----------------------------------------------------------------------- */

static void
test_city_eight (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("city-8-points.txt", &rules);
  g_autofree BstState *after_2a = g_new0 (BstState, 1);
  const Expect expected[] = {
    { 3, BST_FEATURE_CITY, 3, 1, 0, { 1, 0 }, 1 << 0, 8 },
  };

  replay_first_moves ("city-8-points.txt", 1, &rules, after_2a);
  assert_supply (after_2a, (const guint[]) { 6, 7 });

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 8, 0 });
  assert_supply (r->state, (const guint[]) { 7, 7 });
}

static void
test_city_counted_once (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("city-tile-counted-once.txt", &rules);
  guint8 tiles[BST_MAX_NODES], segments[BST_MAX_NODES];
  const guint i_tile = 3;
  const Expect expected[] = {
    { 4, BST_FEATURE_CITY, 4, 0, 0, { 1, 0 }, 1 << 0, 8 },
  };

  g_assert_cmpuint (r->state->tiles[i_tile].type, ==, BST_TILE ('I'));
  /* Both city segments of I are in the one city: 5 segments, 4 tiles. */
  g_assert_cmpuint (bst_state_feature_root (r->state, i_tile, 0), ==,
                    bst_state_feature_root (r->state, i_tile, 1));
  g_assert_cmpuint (bst_state_feature_segments (r->state, i_tile, 0, tiles, segments), ==, 5);
  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 8, 0 });
}

static void
test_small_city_faq (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("small-city-faq.txt", &rules);
  g_autoptr (Replay) c1 = NULL;
  const Expect expected[] = {
    { 1, BST_FEATURE_CITY, 2, 0, 0, { 1, 0 }, 1 << 0, 4 },
  };
  const Expect expected_c1[] = {
    { 1, BST_FEATURE_CITY, 2, 0, 0, { 1, 0 }, 1 << 0, 2 },
  };

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 4, 0 });
  /* Scored at once: the knight is back and nothing is on the board. */
  assert_supply (r->state, (const guint[]) { 7, 7 });
  g_assert_cmpuint (r->state->n_meeples, ==, 0);

  /* The C1-era rule: a completed 2-tile city scores 2. */
  rules.small_city_points = 2;
  c1 = replay_position ("small-city-faq.txt", &rules);
  assert_events (c1, expected_c1, G_N_ELEMENTS (expected_c1));
  assert_scores (c1->state, (const int[]) { 2, 0 });
}

static void
test_small_city_faq_occupied (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("small-city-faq-occupied.txt", &rules);
  const Expect expected[] = {
    { 5, BST_FEATURE_CITY, 2, 0, 0, { 1, 0 }, 1 << 0, 4 },
    { FINAL, BST_FEATURE_CITY, 1, 0, 0, { 1, 0 }, 1 << 0, 1 },
  };

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 5, 0 });
  assert_supply (r->state, (const guint[]) { 6, 7 });
  /* The knight left on the board stands on the new tile's other city. */
  g_assert_cmpuint (r->state->n_meeples, ==, 1);
  g_assert_cmpuint (r->state->meeples[0].tile, ==, 5);
  g_assert_cmpuint (r->state->meeples[0].segment, ==, 1);
}

/* Monasteries ------------------------------------------------------------------ */

static void
test_monastery_nine (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("monastery-9-points.txt", &rules);
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
  g_autofree char *text = load_position ("monastery-9-points.txt");
  g_autofree char *before_3b = first_moves (text, 8);
  g_autofree BstState *state = g_new0 (BstState, 1);
  const BstScoreEvent *last;
  const Expect expected[] = {
    { 9, BST_FEATURE_MONASTERY, 9, 0, 0, { 1, 0 }, 1 << 0, 9 },
  };

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 9, 0 });
  assert_supply (r->state, (const guint[]) { 7, 7 });

  /* One move earlier the monastery has 7 neighbours: 8 points at the end. */
  run_text (before_3b, &rules, state, events);
  g_assert_cmpuint (events->len, ==, 1);
  last = &g_array_index (events, BstScoreEvent, 0);
  g_assert_true (last->final);
  g_assert_cmpint (last->kind, ==, BST_FEATURE_MONASTERY);
  g_assert_cmpuint (last->points, ==, 8);
}

/* Scoring ---------------------------------------------------------------------- */

static void
test_meeple_on_completed (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("meeple-on-completed.txt", &rules);
  const Expect expected[] = {
    { 3, BST_FEATURE_ROAD, 3, 0, 0, { 1, 0 }, 1 << 0, 3 },
  };

  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 3, 0 });
  assert_supply (r->state, (const guint[]) { 7, 7 });
  g_assert_cmpuint (r->state->n_meeples, ==, 0);
}

/* Majority: the files of examples 5b, 4b, the final scoring example and a
 * tied field, looked at for who scores. */
static void
test_majority_two_against_one (void)
{
  BstRuleSet rules = rules_for (2);
  BstRuleSet rules5 = rules_for (5);
  g_autoptr (Replay) city = replay_position ("city-majority-10.txt", &rules);
  g_autoptr (Replay) example = replay_position ("final-scoring.txt", &rules5);
  const BstScoreEvent *e = &g_array_index (city->events, BstScoreEvent, 0);

  g_assert_cmpuint (city->events->len, ==, 1);
  g_assert_cmpuint (e->meeples[0], ==, 1);
  g_assert_cmpuint (e->meeples[1], ==, 2);
  g_assert_cmpuint (e->winners, ==, 1 << 1);
  g_assert_cmpint (city->state->scores[0], ==, 0);

  e = &g_array_index (example->events, BstScoreEvent, 0);
  g_assert_cmpuint (e->meeples[0], ==, 2);
  g_assert_cmpuint (e->meeples[1], ==, 1);
  g_assert_cmpuint (e->winners, ==, 1 << 0);
  g_assert_cmpint (example->state->scores[1], ==, 0);
}

static void
test_majority_tie (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) road = replay_position ("road-two-thieves.txt", &rules);
  g_autoptr (Replay) field = replay_position ("field-tie.txt", &rules);
  const Expect expected_field[] = {
    { FINAL, BST_FEATURE_FIELD, 0, 0, 2, { 1, 1 }, (1 << 0) | (1 << 1), 6 },
  };

  g_assert_cmpuint (road->events->len, ==, 1);
  g_assert_cmpuint (g_array_index (road->events, BstScoreEvent, 0).winners, ==, 3);
  assert_scores (road->state, (const int[]) { 4, 4 });

  assert_events (field, expected_field, G_N_ELEMENTS (expected_field));
  assert_scores (field->state, (const int[]) { 6, 6 });
}

static void
test_majority_no_multiply (void)
{
  BstRuleSet rules = rules_for (2);
  BstRuleSet rules5 = rules_for (5);
  g_autoptr (Replay) city = replay_position ("city-majority-10.txt", &rules);
  g_autoptr (Replay) example = replay_position ("final-scoring.txt", &rules5);
  g_autoptr (Replay) fields = replay_position ("field-three-cities.txt", &rules);

  /* Two knights score the city's value once: 10, not 20. */
  g_assert_cmpint (city->state->scores[1], ==, 10);
  /* Green's two knights: 8, not 16. */
  g_assert_cmpint (example->state->scores[0], ==, 8);
  /* Two farmers: 6, not 12. */
  g_assert_cmpint (fields->state->scores[0], ==, 6);
}

/* Fields ------------------------------------------------------------------------ */

static void
test_field_two_fields (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (Replay) r = replay_position ("field-two-fields.txt", &rules);
  g_autoptr (Replay) per_player = NULL;
  g_autoptr (Replay) per_city = NULL;
  const Expect expected[] = {
    { FINAL, BST_FEATURE_FIELD, 0, 0, 2, { 1, 0 }, 1 << 0, 6 },
    { FINAL, BST_FEATURE_FIELD, 0, 0, 2, { 1, 0 }, 1 << 0, 6 },
  };
  const Expect expected_per_city[] = {
    { FINAL, BST_FEATURE_FIELD, 0, 0, 1, { 2, 0 }, 1 << 0, 4 },
    { FINAL, BST_FEATURE_FIELD, 0, 0, 1, { 2, 0 }, 1 << 0, 4 },
  };

  /* The two fields are separate. */
  g_assert_cmpuint (r->state->n_meeples, ==, 2);
  g_assert_cmpuint (bst_state_feature_root (r->state, r->state->meeples[0].tile, r->state->meeples[0].segment),
                    !=,
                    bst_state_feature_root (r->state, r->state->meeples[1].tile, r->state->meeples[1].segment));
  assert_events (r, expected, G_N_ELEMENTS (expected));
  assert_scores (r->state, (const int[]) { 12, 0 });

  /* 2nd-edition era: each city pays a player once. */
  rules.farmer_scoring = BST_FARMER_SCORING_PER_PLAYER;
  per_player = replay_position ("field-two-fields.txt", &rules);
  assert_scores (per_player->state, (const int[]) { 6, 0 });

  /* 2000 rules: 4 per completed city to the majority of its farmers. */
  rules.farmer_scoring = BST_FARMER_SCORING_PER_CITY;
  per_city = replay_position ("field-two-fields.txt", &rules);
  assert_events (per_city, expected_per_city, G_N_ELEMENTS (expected_per_city));
  assert_scores (per_city->state, (const int[]) { 8, 0 });
}

static void
test_farmers_off (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) put_error = NULL;
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
  g_autofree BstState *state = g_new0 (BstState, 1);
  g_autofree BstState *copy = g_new0 (BstState, 1);
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  gboolean saw_field = FALSE;
  guint n;

  /* A farmer in a move list is illegal. */
  rules.farmers = FALSE;
  error = replay_error ("field-three-cities.txt", &rules);
  assert_error (error, "Line 12:", "Farmers are not in play");

  /* No field segment is ever offered. */
  for (int farmers = 0; farmers <= 1; farmers++)
    {
      rules.farmers = farmers;
      start_position (state, &rules);
      begin (state, "V");
      n = bst_state_legal_placements (state, BST_TILE ('V'), placements);
      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        {
          BstMove move = { BST_TILE ('V'), placements[i].x, placements[i].y,
                           placements[i].rotation, BST_NO_SEGMENT };
          gint8 segments[BST_MAX_SEGMENTS];
          guint n_segments = bst_state_meeple_options (state, &move, segments);

          for (guint s = 0; s < n_segments; s++)
            {
              gboolean field =
                bst_tile_type (BST_TILE ('V'))->segments[segments[s]].kind == BST_FEATURE_FIELD;
              if (!farmers)
                g_assert_false (field);
              saw_field |= field;
            }
        }
    }
  g_assert_true (saw_field);

  /* A field next to a completed city, with a farmer put there by hand:
   * it scores 3 with farmers, and nothing once farmers are off. */
  rules.farmers = TRUE;
  start_position (state, &rules);
  put_tile (state, 'E', 0, 1, 2);
  put_tile (state, 'E', 0, 2, 0);
  g_assert_true (bst_state_put_meeple (state, 0, 1, 1, &put_error));
  g_assert_no_error (put_error);
  bst_state_copy (copy, state);
  bst_state_final_scoring (copy, collect_event, events);
  g_assert_cmpuint (events->len, ==, 1);
  g_assert_cmpuint (g_array_index (events, BstScoreEvent, 0).points, ==, 3);
  g_assert_cmpint (copy->scores[0], ==, 3);

  g_array_set_size (events, 0);
  state->rules.farmers = FALSE;
  bst_state_final_scoring (state, collect_event, events);
  g_assert_cmpuint (events->len, ==, 0);
  g_assert_cmpint (state->scores[0], ==, 0);

  /* And a farmer cannot be put down by hand either. */
  g_assert_false (bst_state_put_meeple (state, 1, 2, 1, &put_error));
  g_assert_error (put_error, BST_ERROR, BST_ERROR_INVALID);
}

/* Placing tiles and meeples ------------------------------------------------------ */

static void
test_occupied (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GError) other = replay_error ("occupied-other.txt", &rules);
  g_autoptr (GError) own = replay_error ("occupied-own.txt", &rules);
  g_autoptr (GError) put_error = NULL;
  g_autofree BstState *state = g_new0 (BstState, 1);

  assert_error (other, "Line 6:", "already holds a meeple");
  assert_error (own, "Line 6:", "already holds a meeple");

  /* The same checks on a position: player 1's thief on the start road. */
  start_position (state, &rules);
  put_tile (state, 'U', 1, 0, 1);
  g_assert_true (bst_state_put_meeple (state, 0, 1, 0, &put_error));
  g_assert_no_error (put_error);
  begin (state, "U");
  for (guint player = 0; player < 2; player++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GError) field_error = NULL;
      BstMove free_field = bst_test_parse_move ("U -1 0 1 field:N");
      BstMove bare = bst_test_parse_move ("U -1 0 1");

      state->current_player = (guint8) player;
      error = check_error (state, "U -1 0 1 road:E");
      assert_error (error, NULL, "already holds a meeple");
      g_assert_true (bst_state_check_move (state, &bare, NULL));
      g_assert_true (bst_state_check_move (state, &free_field, &field_error));
      g_assert_no_error (field_error);
    }
}

static void
test_corner_only (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GError) error = replay_error ("corner-only.txt", &rules);
  g_autoptr (GError) check = NULL;
  g_autofree BstState *state = g_new0 (BstState, 1);

  assert_error (error, "Line 4:", "must touch a placed tile");

  start_position (state, &rules);
  begin (state, "E");
  check = check_error (state, "E 1 -1 0");
  assert_error (check, NULL, "must touch a placed tile");
  /* No tile of any type may go on a square that only touches corners. */
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      BstPlacement placements[4 * BST_MAX_FRONTIER];
      guint n = bst_state_legal_placements (state, type, placements);

      for (guint i = 0; i < n; i++)
        g_assert_cmpint (ABS (placements[i].x) + ABS (placements[i].y), ==, 1);
    }
}

static void
test_all_edges_match (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GError) error = replay_error ("edge-mismatch.txt", &rules);
  g_autoptr (GError) check = NULL;
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
  g_autofree BstState *state = g_new0 (BstState, 1);
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  BstMove fits = bst_test_parse_move ("E 1 -1 0");
  guint fitting = 0;
  guint n;

  assert_error (error, "Line 7:", "does not match");

  start_position (state, &rules);
  begin (state, "UEE");
  play (state, "U 1 0 1", events);
  play (state, "E 0 -1 2", events);
  /* Turned 3 times, E matches U to the south but not E to the west. */
  g_assert_cmpint (bst_tile_edge (BST_TILE ('E'), 3, BST_DIRECTION_SOUTH), ==,
                   bst_tile_edge (BST_TILE ('U'), 1, BST_DIRECTION_NORTH));
  check = check_error (state, "E 1 -1 3");
  assert_error (check, NULL, "does not match");
  g_assert_true (bst_state_check_move (state, &fits, NULL));
  n = bst_state_legal_placements (state, BST_TILE ('E'), placements);
  for (guint i = 0; i < n; i++)
    if (placements[i].x == 1 && placements[i].y == -1)
      {
        g_assert_cmpuint (placements[i].rotation, !=, 3);
        fitting |= 1 << placements[i].rotation;
      }
  g_assert_cmpuint (fitting & 1, ==, 1);
}

static void
test_unplaceable (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GError) error = replay_error ("unplaceable.txt", &rules);
  g_autofree BstState *state = g_new0 (BstState, 1);

  assert_error (error, "Line 7:", "fits nowhere");

  /* A lone monastery shows fields all round: C fits nowhere. It is
   * discarded and the next tile is drawn. */
  bst_state_init_empty (state, &rules);
  put_tile (state, 'B', 0, 0, 0);
  g_assert_false (bst_state_can_place (state, BST_TILE ('C')));
  g_assert_true (bst_state_can_place (state, BST_TILE ('U')));
  begin (state, "CU");
  g_assert_cmpuint (state->discards, ==, 1);
  g_assert_cmpuint (state->n_hand, ==, 1);
  g_assert_cmpuint (state->hand[0], ==, BST_TILE ('U'));
  g_assert_cmpuint (state->n_bag, ==, 0);
  g_assert_false (bst_state_is_over (state));
  g_assert_cmpuint (state->n_tiles + state->discards + state->n_bag + state->n_hand, ==, 3);
}

static void
test_game_end (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
  g_autofree BstState *state = g_new0 (BstState, 1);
  const BstScoreEvent *e;

  start_position (state, &rules);
  begin (state, "EU");
  play (state, "E 0 -1 2", events);
  g_assert_false (bst_state_is_over (state));
  g_assert_cmpuint (state->current_player, ==, 1);
  g_assert_cmpuint (state->hand[0], ==, BST_TILE ('U'));
  g_assert_cmpuint (events->len, ==, 0);

  /* The last tile: the game ends and the open road is scored at once. */
  play (state, "U 1 0 1 road:W", events);
  g_assert_true (bst_state_is_over (state));
  g_assert_cmpuint (state->n_hand, ==, 0);
  g_assert_cmpuint (state->n_bag, ==, 0);
  g_assert_cmpuint (events->len, ==, 1);
  e = &g_array_index (events, BstScoreEvent, 0);
  g_assert_true (e->final);
  g_assert_cmpint (e->kind, ==, BST_FEATURE_ROAD);
  g_assert_cmpuint (e->points, ==, 2);
  g_assert_cmpint (state->scores[1], ==, 2);
}

static void
test_supply (void)
{
  BstRuleSet rules = rules_for (2);
  g_autofree BstState *state = g_new0 (BstState, 1);
  /* city-majority-10.txt: yellow's knight on move 3, red's on 4 and 6;
   * move 8 scores the city and all three come back. */
  const guint supply[8][2] = {
    { 7, 7 }, { 7, 7 }, { 6, 7 }, { 6, 6 }, { 6, 6 }, { 6, 5 }, { 6, 5 }, { 7, 7 },
  };

  for (guint k = 1; k <= 8; k++)
    {
      replay_first_moves ("city-majority-10.txt", k, &rules, state);
      assert_supply (state, supply[k - 1]);
    }

  /* With fewer meeples the supply runs out and meeples are refused. */
  rules.meeples = 1;
  replay_first_moves ("city-majority-10.txt", 4, &rules, state);
  assert_supply (state, (const guint[]) { 0, 0 });
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *text = load_position ("city-majority-10.txt");
    g_autofree char *prefix = first_moves (text, 6);

    g_assert_false (bst_replay_run (prefix, &rules, state, NULL, &error));
    assert_error (error, "Line 15:", "No meeple left");
  }
}

static void
test_one_meeple_per_turn (void)
{
  BstRuleSet rules = rules_for (2);
  g_autoptr (GError) parse_error = NULL;
  g_autoptr (GError) replay_err = NULL;
  g_autofree BstState *state = g_new0 (BstState, 1);
  BstMove move;

  /* A move names at most one meeple. */
  g_assert_false (bst_move_parse ("I 0 -1 2 city:S city:W", &move, &parse_error));
  g_assert_error (parse_error, BST_ERROR, BST_ERROR_PARSE);
  g_assert_false (bst_replay_run ("I 0 -1 2 city:S city:W\n", &rules, state, NULL, &replay_err));
  g_assert_error (replay_err, BST_ERROR, BST_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (replay_err->message, "Line 1:"));

  /* A meeple that scored at once stays in the supply until the player's
   * next turn: the turn has passed to the other player. */
  start_position (state, &rules);
  begin (state, "IU");
  {
    g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
    play (state, "I 0 -1 2 city:S", events);
    g_assert_cmpuint (events->len, ==, 1);
  }
  g_assert_cmpuint (state->current_player, ==, 1);
  g_assert_cmpuint (state->supply[0], ==, 7);
  g_assert_cmpuint (state->n_meeples, ==, 0);
}

/* Every rule notifies when it changes, and only then. */
static void
test_rules_notify (void)
{
  g_autoptr (BstRules) rules = bst_rules_new ();

  bst_test_assert_explicit_notify (rules);
}

/* A position replayed to its end, and what it must have scored: the events,
 * each player's score and, where @check_supply, the meeples left. */
typedef struct {
  const char   *test_path;
  const char   *file;
  guint         n_players;
  const Expect *expected;
  guint         n_expected;
  int           scores[BST_MAX_PLAYERS];
  gboolean      check_supply;
  guint         supply[BST_MAX_PLAYERS];
} Scoring;

static const Expect road_villages[] = {
  { 2, BST_FEATURE_ROAD, 3, 0, 0, { 1, 0 }, 1 << 0, 3 },
};

static const Expect city_majority[] = {
  { 8, BST_FEATURE_CITY, 4, 1, 0, { 1, 2 }, 1 << 1, 10 },
};

static const Expect monastery_and_road[] = {
  { 8, BST_FEATURE_ROAD, 3, 0, 0, { 0, 1 }, 1 << 1, 3 },
  { 8, BST_FEATURE_MONASTERY, 9, 0, 0, { 1, 0 }, 1 << 0, 9 },
};

static const Expect several_features[] = {
  { 5, BST_FEATURE_CITY, 2, 0, 0, { 1, 0 }, 1 << 0, 4 },
  { 5, BST_FEATURE_ROAD, 2, 0, 0, { 0, 1 }, 1 << 1, 2 },
  { 5, BST_FEATURE_ROAD, 2, 0, 0, { 1, 0 }, 1 << 0, 2 },
};

static const Expect final_scoring_example[] = {
  { FINAL, BST_FEATURE_CITY, 5, 3, 0, { 2, 1, 0, 0, 0 }, 1 << 0, 8 },
  { FINAL, BST_FEATURE_MONASTERY, 4, 0, 0, { 0, 0, 1, 0, 0 }, 1 << 2, 4 },
  { FINAL, BST_FEATURE_CITY, 2, 1, 0, { 0, 0, 0, 1, 0 }, 1 << 3, 3 },
  { FINAL, BST_FEATURE_ROAD, 3, 0, 0, { 0, 0, 0, 0, 1 }, 1 << 4, 3 },
};

static const Expect incomplete_city[] = {
  { FINAL, BST_FEATURE_CITY, 2, 1, 0, { 1, 0 }, 1 << 0, 3 },
};

static const Expect incomplete_monastery[] = {
  { FINAL, BST_FEATURE_MONASTERY, 3, 0, 0, { 1, 0 }, 1 << 0, 3 },
};

static const Expect field_three_cities[] = {
  { FINAL, BST_FEATURE_FIELD, 0, 0, 2, { 2, 1 }, 1 << 0, 6 },
};

static const Expect field_tie[] = {
  { FINAL, BST_FEATURE_FIELD, 0, 0, 2, { 1, 1 }, (1 << 0) | (1 << 1), 6 },
};

static const Scoring scorings[] = {
  {
    "/engine/rules/road/villages", "road-villages.txt", 2,
    road_villages, G_N_ELEMENTS (road_villages),
    { 3, 0 },
  },
  {
    "/engine/rules/city/majority-ten", "city-majority-10.txt", 2,
    city_majority, G_N_ELEMENTS (city_majority),
    { 0, 10 },
    TRUE, { 7, 7 },
  },
  {
    "/engine/rules/monastery/with-road", "monastery-and-road.txt", 2,
    monastery_and_road, G_N_ELEMENTS (monastery_and_road),
    { 9, 3 },
    TRUE, { 7, 7 },
  },
  {
    "/engine/rules/scoring/several-features", "several-features.txt", 2,
    several_features, G_N_ELEMENTS (several_features),
    { 6, 2 },
    TRUE, { 7, 7 },
  },
  {
    "/engine/rules/final/example", "final-scoring.txt", 5,
    final_scoring_example, G_N_ELEMENTS (final_scoring_example),
    /* Green 8, black 0, yellow 4, blue 3, red 3. */
    { 8, 0, 4, 3, 3 },
    /* At the end the meeples stay where they are. */
    TRUE, { 5, 6, 6, 6, 6 },
  },
  {
    "/engine/rules/final/incomplete-city", "incomplete-city.txt", 2,
    incomplete_city, G_N_ELEMENTS (incomplete_city),
    { 3, 0 },
  },
  {
    "/engine/rules/final/incomplete-monastery", "incomplete-monastery.txt", 2,
    incomplete_monastery, G_N_ELEMENTS (incomplete_monastery),
    { 3, 0 },
  },
  {
    "/engine/rules/field/three-cities", "field-three-cities.txt", 2,
    field_three_cities, G_N_ELEMENTS (field_three_cities),
    { 6, 0 },
    TRUE, { 5, 6 },
  },
  {
    "/engine/rules/field/tie", "field-tie.txt", 2,
    field_tie, G_N_ELEMENTS (field_tie),
    { 6, 6 },
  },
};

static void
test_scoring (gconstpointer data)
{
  const Scoring *scoring = data;
  BstRuleSet rules = rules_for (scoring->n_players);
  g_autoptr (Replay) r = replay_position (scoring->file, &rules);

  assert_events (r, scoring->expected, scoring->n_expected);
  assert_scores (r->state, scoring->scores);
  if (scoring->check_supply)
    assert_supply (r->state, scoring->supply);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (scorings); i++)
    g_test_add_data_func (scorings[i].test_path, &scorings[i], test_scoring);

  g_test_add_func ("/engine/rules/road/closed-by-other", test_road_closed_by_other);
  g_test_add_func ("/engine/rules/road/two-thieves", test_road_two_thieves);
  g_test_add_func ("/engine/rules/road/loop", test_road_loop);
  g_test_add_func ("/engine/rules/road/same-village", test_road_same_village);
  g_test_add_func ("/engine/rules/city/eight-points", test_city_eight);
  g_test_add_func ("/engine/rules/city/tile-counted-once", test_city_counted_once);
  g_test_add_func ("/engine/rules/city/small-city-faq", test_small_city_faq);
  g_test_add_func ("/engine/rules/city/small-city-faq-occupied", test_small_city_faq_occupied);
  g_test_add_func ("/engine/rules/monastery/nine-points", test_monastery_nine);
  g_test_add_func ("/engine/rules/scoring/meeple-on-completed", test_meeple_on_completed);
  g_test_add_func ("/engine/rules/majority/two-against-one", test_majority_two_against_one);
  g_test_add_func ("/engine/rules/majority/tie", test_majority_tie);
  g_test_add_func ("/engine/rules/majority/no-multiply", test_majority_no_multiply);
  g_test_add_func ("/engine/rules/field/two-fields", test_field_two_fields);
  g_test_add_func ("/engine/rules/field/farmers-off", test_farmers_off);
  g_test_add_func ("/engine/rules/meeple/occupied", test_occupied);
  g_test_add_func ("/engine/rules/meeple/supply", test_supply);
  g_test_add_func ("/engine/rules/meeple/one-per-turn", test_one_meeple_per_turn);
  g_test_add_func ("/engine/rules/placement/corner-only", test_corner_only);
  g_test_add_func ("/engine/rules/placement/all-edges-match", test_all_edges_match);
  g_test_add_func ("/engine/rules/placement/unplaceable", test_unplaceable);
  g_test_add_func ("/engine/rules/game-end/last-tile", test_game_end);
  g_test_add_func ("/engine/rules/notify", test_rules_notify);

  return g_test_run ();
}

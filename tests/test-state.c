/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seeded random games, checked after every move against brute-force
 * recounts of the board. */

#include <string.h>

#include "bst-test-utils.h"
#include "bst-playout.h"
#include "bst-state.h"
#include "bst-state-private.h"

#define N_GAMES             10000
#define N_STATISTICS_GAMES  2000
#define PLACEMENT_SAMPLE    2      /* brute-force the legal placements every 2nd turn */

static const gint8 dx[4] = { 0, 1, 0, -1 };
static const gint8 dy[4] = { -1, 0, 1, 0 };

/* Scratch grids over every square a game can reach, reset by stamping. */
static guint32 listed[256][256];
static guint32 found[256][256];
static guint32 fitting[256][256];   /* fit_stamp << 4 | rotation bits */
static guint32 stamp;
static guint32 fit_stamp;

#define AT(grid, x, y) ((grid)[(guint8) ((x) + 128)][(guint8) ((y) + 128)])

/* Rotation r of a tile is distinct when no lower rotation gives the same
 * segments (kind, pennants and ports). Worked out here from the segment
 * table, independently of the tile tables. */
static guint8 distinct_rotations[BST_N_TILE_TYPES];

static void
init_distinct_rotations (void)
{
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      const BstTileType *tt = bst_tile_type (type);

      for (guint r = 0; r < 4; r++)
        {
          gboolean distinct = TRUE;

          for (guint lower = 0; lower < r && distinct; lower++)
            {
              gboolean same = TRUE;

              for (guint s = 0; s < tt->n_segments && same; s++)
                {
                  gboolean matched = FALSE;

                  for (guint u = 0; u < tt->n_segments && !matched; u++)
                    matched = tt->segments[u].kind == tt->segments[s].kind
                              && tt->segments[u].pennants == tt->segments[s].pennants
                              && bst_tile_segment_ports (type, lower, u) == bst_tile_segment_ports (type, r, s);
                  same = matched;
                }
              distinct = !same;
            }
          if (distinct)
            distinct_rotations[type] |= 1 << r;
        }
    }
}

typedef struct {
  guint64 moves;
  guint64 placement_checks;
  guint64 events;
  guint64 final_events;
  guint64 field_events;
  guint64 shared_tile_features;  /* scored features where a tile holds two segments */
  guint64 discards;
} Tally;

/* Board checks ---------------------------------------------------------------- */

static void
check_counts (const BstState *s)
{
  guint on_board[BST_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < s->n_meeples; i++)
    {
      g_assert_cmpuint (s->meeples[i].player, <, s->rules.n_players);
      g_assert_cmpuint (s->meeples[i].tile, <, s->n_tiles);
      on_board[s->meeples[i].player]++;
    }
  for (guint p = 0; p < s->rules.n_players; p++)
    g_assert_cmpuint (on_board[p] + s->supply[p], ==, s->rules.meeples);
  g_assert_cmpuint ((guint) s->n_tiles + s->discards + s->n_bag + s->n_hand, ==, BST_N_TILES);
}

static void
check_edges (const BstState *s)
{
  for (guint t = 0; t < s->n_tiles; t++)
    {
      const BstPlacedTile *pt = &s->tiles[t];

      g_assert_cmpint (bst_state_tile_at (s, pt->x, pt->y), ==, (int) t);
      for (guint d = 0; d < 4; d++)
        {
          int n = bst_state_tile_at (s, pt->x + dx[d], pt->y + dy[d]);

          if (n >= 0)
            g_assert_cmpint (bst_tile_edge (pt->type, pt->rotation, d), ==,
                             bst_tile_edge (s->tiles[n].type, s->tiles[n].rotation, (d + 2) % 4));
        }
    }
}

static void
check_meeples_open (const BstState *s)
{
  for (guint i = 0; i < s->n_meeples; i++)
    {
      const BstMeeple *m = &s->meeples[i];
      BstFeatureKind kind = bst_tile_type (s->tiles[m->tile].type)->segments[m->segment].kind;

      if (kind == BST_FEATURE_FIELD)
        g_assert_true (s->rules.farmers);
      else
        g_assert_false (bst_state_feature_complete (s, m->tile, m->segment));
    }
}

/* The facing edges around an empty square, two bits per direction. */
static guint8
square_pattern (const BstState *s, int x, int y, guint *n_neighbours)
{
  guint8 pattern = 0;

  *n_neighbours = 0;
  for (guint d = 0; d < 4; d++)
    {
      int n = bst_state_tile_at (s, x + dx[d], y + dy[d]);

      if (n < 0)
        continue;
      (*n_neighbours)++;
      pattern |= bst_tile_edge (s->tiles[n].type, s->tiles[n].rotation, (d + 2) % 4) << (2 * d);
    }
  return pattern;
}

/* The frontier is exactly the set of empty squares next to a tile, each
 * listed once with the edges that face it. */
static void
check_frontier (const BstState *s)
{
  guint brute = 0;

  stamp++;
  for (guint i = 0; i < s->n_frontier; i++)
    {
      const BstSquare *sq = &s->frontier[i];
      guint n_neighbours;

      g_assert_cmpint (bst_state_tile_at (s, sq->x, sq->y), <, 0);
      g_assert_cmpuint (AT (listed, sq->x, sq->y), !=, stamp);
      AT (listed, sq->x, sq->y) = stamp;
      g_assert_cmpuint (square_pattern (s, sq->x, sq->y, &n_neighbours), ==, sq->pattern);
      g_assert_cmpuint (n_neighbours, >, 0);
    }

  for (guint t = 0; t < s->n_tiles; t++)
    for (guint d = 0; d < 4; d++)
      {
        int x = s->tiles[t].x + dx[d], y = s->tiles[t].y + dy[d];

        if (bst_state_tile_at (s, x, y) >= 0 || AT (found, x, y) == stamp)
          continue;
        AT (found, x, y) = stamp;
        g_assert_cmpuint (AT (listed, x, y), ==, stamp);
        brute++;
      }
  g_assert_cmpuint (brute, ==, s->n_frontier);
}

static gboolean
fits (const BstState *s, guint type, int x, int y, guint rotation)
{
  for (guint d = 0; d < 4; d++)
    {
      int n = bst_state_tile_at (s, x + dx[d], y + dy[d]);

      if (n >= 0 && bst_tile_edge (type, rotation, d)
                    != bst_tile_edge (s->tiles[n].type, s->tiles[n].rotation, (d + 2) % 4))
        return FALSE;
    }
  return TRUE;
}

/* Every legal placement is on the frontier, in a distinct rotation, listed
 * once and fits all its neighbours; and every fitting (square, distinct
 * rotation) of the frontier is listed. Call after check_frontier(). */
static void
check_placements (const BstState *s, guint type)
{
  BstPlacement placements[4 * BST_MAX_FRONTIER];
  guint n = bst_state_legal_placements (s, type, placements);
  guint expected = 0;

  fit_stamp++;

  for (guint i = 0; i < n; i++)
    {
      const BstPlacement *pl = &placements[i];
      guint32 *cell = &AT (fitting, pl->x, pl->y);

      g_assert_cmpuint (AT (listed, pl->x, pl->y), ==, stamp);
      g_assert_cmpuint (pl->rotation, <, 4);
      g_assert_true (distinct_rotations[type] & (1 << pl->rotation));
      g_assert_true (fits (s, type, pl->x, pl->y, pl->rotation));
      if ((*cell >> 4) != fit_stamp)
        *cell = fit_stamp << 4;
      g_assert_false (*cell & (1u << pl->rotation));
      *cell |= 1u << pl->rotation;
    }

  for (guint i = 0; i < s->n_frontier; i++)
    {
      const BstSquare *sq = &s->frontier[i];

      for (guint r = 0; r < 4; r++)
        if ((distinct_rotations[type] & (1 << r)) && fits (s, type, sq->x, sq->y, r))
          {
            guint32 cell = AT (fitting, sq->x, sq->y);

            g_assert_cmpuint (cell >> 4, ==, fit_stamp);
            g_assert_true (cell & (1u << r));
            expected++;
          }
    }
  g_assert_cmpuint (expected, ==, n);
  g_assert_cmpint (bst_state_can_place (s, type), ==, n > 0);
}

/* Scoring checks ---------------------------------------------------------------- */

typedef struct {
  guint tiles;       /* distinct tiles */
  guint segments;
  guint pennants;
  guint cities;      /* fields: completed cities touched */
  guint8 meeples[BST_MAX_PLAYERS];
} Recount;

/* Recounts the feature of (tile, segment) from its segments. @extra_tile,
 * @extra_segment, @extra_player: a meeple not yet on the board. */
static void
recount (const BstState *s,
         guint           tile,
         guint           segment,
         int             extra_tile,
         int             extra_segment,
         guint           extra_player,
         Recount        *out)
{
  guint8 tiles[BST_MAX_NODES], segments[BST_MAX_NODES];
  guint root = bst_state_feature_root (s, tile, segment);
  guint n = bst_state_feature_segments (s, tile, segment, tiles, segments);
  guint cities[2 * BST_MAX_TILES];
  guint n_cities = 0;

  memset (out, 0, sizeof *out);
  out->segments = n;
  stamp++;
  for (guint i = 0; i < n; i++)
    {
      const BstPlacedTile *pt = &s->tiles[tiles[i]];
      const BstSegment *seg = &bst_tile_type (pt->type)->segments[segments[i]];

      g_assert_cmpuint (bst_state_feature_root (s, tiles[i], segments[i]), ==, root);
      out->pennants += seg->pennants;
      if (AT (found, pt->x, pt->y) != stamp)
        {
          AT (found, pt->x, pt->y) = stamp;
          out->tiles++;
        }
      for (guint c = 0; c < BST_MAX_SEGMENTS; c++)
        if (seg->cities & (1 << c))
          {
            guint city = bst_state_feature_root (s, tiles[i], c);
            gboolean seen = FALSE;

            if (!bst_state_feature_complete (s, tiles[i], c))
              continue;
            for (guint k = 0; k < n_cities && !seen; k++)
              seen = cities[k] == city;
            if (!seen)
              {
                g_assert_cmpuint (n_cities, <, G_N_ELEMENTS (cities));
                cities[n_cities++] = city;
              }
          }
    }
  out->cities = n_cities;

  for (guint i = 0; i < s->n_meeples; i++)
    if (bst_state_feature_root (s, s->meeples[i].tile, s->meeples[i].segment) == root)
      out->meeples[s->meeples[i].player]++;
  if (extra_tile >= 0 && bst_state_feature_root (s, extra_tile, extra_segment) == root)
    out->meeples[extra_player]++;
}

static guint
expected_points (const BstState *s, BstFeatureKind kind, const Recount *rc, gboolean final, guint monastery_tiles)
{
  switch (kind)
    {
    case BST_FEATURE_ROAD:
      return rc->tiles;
    case BST_FEATURE_CITY:
      if (final)
        return rc->tiles + rc->pennants;
      if (rc->tiles == 2 && rc->pennants == 0)
        return s->rules.small_city_points;
      return 2 * (rc->tiles + rc->pennants);
    case BST_FEATURE_MONASTERY:
      return monastery_tiles;
    case BST_FEATURE_FIELD:
    default:
      return 3 * rc->cities;
    }
}

static void
collect_event (const BstScoreEvent *event, gpointer user_data)
{
  g_array_append_vals (user_data, event, 1);
}

/* Checks one event against a recount of its feature on @s: the position
 * before scoring for an event during play (with the meeple just placed as
 * @extra), the final position for one at game end. */
static void
check_event (const BstState      *s,
             const BstScoreEvent *e,
             int                  extra_tile,
             int                  extra_segment,
             guint                extra_player,
             Tally               *tally)
{
  guint n_players = s->rules.n_players;
  const BstSegment *seg = &bst_tile_type (s->tiles[e->tile].type)->segments[e->segment];
  guint monastery_tiles = 0;
  Recount rc;

  g_assert_cmpint (seg->kind, ==, e->kind);
  recount (s, e->tile, e->segment, extra_tile, extra_segment, extra_player, &rc);

  if (e->kind == BST_FEATURE_MONASTERY)
    {
      monastery_tiles = 1;
      for (int j = -1; j <= 1; j++)
        for (int i = -1; i <= 1; i++)
          if ((i || j) && bst_state_tile_at (s, s->tiles[e->tile].x + i, s->tiles[e->tile].y + j) >= 0)
            monastery_tiles++;
      g_assert_cmpuint (e->tiles, ==, monastery_tiles);
    }
  else if (e->kind != BST_FEATURE_FIELD)
    {
      g_assert_cmpuint (e->tiles, ==, rc.tiles);
      if (rc.segments > rc.tiles)
        tally->shared_tile_features++;
    }
  if (e->kind == BST_FEATURE_CITY)
    g_assert_cmpuint (e->pennants, ==, rc.pennants);
  if (e->kind == BST_FEATURE_FIELD)
    {
      g_assert_true (e->final);
      g_assert_cmpuint (e->cities, ==, rc.cities);
      tally->field_events++;
    }

  if (e->final)
    g_assert_false (bst_state_feature_complete (s, e->tile, e->segment));
  else
    {
      g_assert_true (bst_state_feature_complete (s, e->tile, e->segment));
      if (e->kind == BST_FEATURE_MONASTERY)
        g_assert_cmpuint (monastery_tiles, ==, 9);
    }

  for (guint p = 0; p < n_players; p++)
    g_assert_cmpuint (e->meeples[p], ==, rc.meeples[p]);
  g_assert_cmpuint (e->winners, ==, majority (rc.meeples, n_players));
  g_assert_cmpuint (e->winners, !=, 0);
  g_assert_cmpuint (e->points, ==, expected_points (s, e->kind, &rc, e->final, monastery_tiles));
}

/* The number of distinct features holding meeples, fields included. */
static guint
occupied_features (const BstState *s)
{
  guint roots[BST_MAX_MEEPLES];
  guint n = 0;

  for (guint i = 0; i < s->n_meeples; i++)
    {
      guint root = bst_state_feature_root (s, s->meeples[i].tile, s->meeples[i].segment);
      gboolean seen = FALSE;

      for (guint k = 0; k < n && !seen; k++)
        seen = roots[k] == root;
      if (!seen)
        roots[n++] = root;
    }
  return n;
}

/* Completed road, city and monastery features of the tile just placed (and
 * monasteries around it) that hold a meeple, counting the one placed with
 * it on @segment (or none). */
static guint
completed_occupied (const BstState *s, guint tile, int segment)
{
  const BstPlacedTile *pt = &s->tiles[tile];
  const BstTileType *tt = bst_tile_type (pt->type);
  int extra_tile = segment >= 0 ? (int) tile : -1;
  int extra_segment = segment >= 0 ? segment : 0;
  guint roots[BST_MAX_SEGMENTS];
  guint n_roots = 0, n = 0;

  for (guint k = 0; k < tt->n_segments; k++)
    {
      BstFeatureKind kind = tt->segments[k].kind;
      Recount rc;
      guint root;
      gboolean seen = FALSE;

      if ((kind != BST_FEATURE_ROAD && kind != BST_FEATURE_CITY) || !bst_state_feature_complete (s, tile, k))
        continue;
      root = bst_state_feature_root (s, tile, k);
      for (guint i = 0; i < n_roots && !seen; i++)
        seen = roots[i] == root;
      if (seen)
        continue;
      roots[n_roots++] = root;
      recount (s, tile, k, extra_tile, extra_segment, s->current_player, &rc);
      n += majority (rc.meeples, s->rules.n_players) != 0;
    }

  for (guint t = 0; t < s->n_tiles; t++)
    {
      const BstPlacedTile *mt = &s->tiles[t];
      Recount rc;

      if (!bst_tile_has_monastery (mt->type)
          || ABS (mt->x - pt->x) > 1 || ABS (mt->y - pt->y) > 1
          || !bst_state_feature_complete (s, t, 0))
        continue;
      recount (s, t, 0, extra_tile, extra_segment, s->current_player, &rc);
      n += majority (rc.meeples, s->rules.n_players) != 0;
    }
  return n;
}

/* A meeple may go on any segment of the new tile whose feature, as joined
 * now, holds no meeple (fields only with farmers), and only from a supply
 * that is not empty. */
static void
check_meeple_options (const BstState *s, guint tile, const gint8 *options, guint n_options)
{
  const BstTileType *tt = bst_tile_type (s->tiles[tile].type);
  guint expected = 0;

  for (guint k = 0; k < tt->n_segments; k++)
    {
      gboolean offered = FALSE;
      gboolean allowed;
      guint held = 0;
      Recount rc;

      recount (s, tile, k, -1, 0, 0, &rc);
      for (guint p = 0; p < s->rules.n_players; p++)
        held += rc.meeples[p];
      allowed = s->supply[s->current_player] > 0 && held == 0
                && (tt->segments[k].kind != BST_FEATURE_FIELD || s->rules.farmers);
      for (guint i = 0; i < n_options; i++)
        offered |= options[i] == (gint8) k;
      g_assert_cmpint (offered, ==, allowed);
      expected += allowed;
    }
  g_assert_cmpuint (n_options, ==, expected);
}

/* The part of a state that a turn changes and that must come out the same. */
static gboolean
same_outcome (const BstState *a, const BstState *b)
{
  return a->phase == b->phase
         && a->current_player == b->current_player
         && a->n_tiles == b->n_tiles
         && a->n_meeples == b->n_meeples
         && a->n_bag == b->n_bag
         && a->n_hand == b->n_hand
         && a->discards == b->discards
         && memcmp (a->scores, b->scores, sizeof a->scores) == 0
         && memcmp (a->supply, b->supply, sizeof a->supply) == 0
         && memcmp (a->hand, b->hand, a->n_hand) == 0
         && memcmp (a->meeples, b->meeples, a->n_meeples * sizeof (BstMeeple)) == 0;
}

/* One turn by bst_playout_random_turn(), then the same turn again on a copy,
 * step by step, to see and check its scoring events. */
typedef struct {
  BstState  before;
  BstState  placed;
  BstState  redo;
  GArray   *events;
} Scratch;

static void
play_checked_turn (BstState *state, BstRng *rng, gboolean sample, Scratch *scratch, Tally *tally)
{
  BstState *before = &scratch->before;
  BstState *placed = &scratch->placed;
  BstState *redo = &scratch->redo;
  GArray *events = scratch->events;
  gint8 options[BST_MAX_SEGMENTS];
  int candidates[BST_MAX_SEGMENTS + 1];
  guint n_candidates = 0;
  guint tile, player, n_options;
  const BstPlacedTile *pt;
  BstPlacement where;
  gboolean matched = FALSE;
  gint64 gained = 0, paid = 0;

  bst_state_copy (before, state);
  if (sample)
    {
      /* The tile in hand, and one other type, in turn all 24. */
      check_placements (before, before->hand[0]);
      check_placements (before, (guint) (tally->moves % BST_N_TILE_TYPES));
      tally->placement_checks += 2;
    }

  bst_playout_random_turn (state, rng, NULL);
  tally->moves++;

  /* What was played: the new tile, and the meeple if one stayed. */
  tile = before->n_tiles;
  player = before->current_player;
  g_assert_cmpuint (state->n_tiles, ==, tile + 1);
  pt = &state->tiles[tile];
  g_assert_cmpuint (pt->type, ==, before->hand[0]);
  g_assert_true (fits (before, pt->type, pt->x, pt->y, pt->rotation));
  g_assert_true (distinct_rotations[pt->type] & (1 << pt->rotation));

  memset (&where, 0, sizeof where);
  where.x = pt->x;
  where.y = pt->y;
  where.rotation = pt->rotation;
  bst_state_copy (placed, before);
  bst_state_place (placed, pt->type, &where);
  n_options = bst_state_meeple_segments (placed, options);
  check_meeple_options (placed, tile, options, n_options);

  for (guint i = 0; i < state->n_meeples; i++)
    if (state->meeples[i].tile == tile)
      candidates[n_candidates++] = state->meeples[i].segment;
  if (n_candidates == 0)
    {
      candidates[n_candidates++] = BST_NO_SEGMENT;
      for (guint i = 0; i < n_options; i++)
        candidates[n_candidates++] = options[i];
    }

  for (guint c = 0; c < n_candidates && !matched; c++)
    {
      g_array_set_size (events, 0);
      bst_state_copy (redo, placed);
      bst_state_finish_turn (redo, candidates[c], collect_event, events);
      if (!same_outcome (redo, state))
        continue;
      matched = TRUE;

      if (candidates[c] >= 0)
        {
          gboolean offered = FALSE;

          for (guint i = 0; i < n_options; i++)
            offered |= options[i] == candidates[c];
          g_assert_true (offered);
        }
      g_assert_cmpuint (completed_occupied (placed, tile, candidates[c]), ==,
                        events->len - (bst_state_is_over (redo) ? occupied_features (redo) : 0));
      for (guint i = 0; i < events->len; i++)
        {
          const BstScoreEvent *e = &g_array_index (events, BstScoreEvent, i);

          if (e->final)
            {
              check_event (redo, e, -1, 0, 0, tally);
              tally->final_events++;
            }
          else
            {
              g_assert_true (i == 0 || !g_array_index (events, BstScoreEvent, i - 1).final);
              check_event (placed, e, candidates[c] >= 0 ? (int) tile : -1,
                           candidates[c] >= 0 ? candidates[c] : 0, player, tally);
            }
          for (guint p = 0; p < state->rules.n_players; p++)
            if (e->winners & (1 << p))
              paid += e->points;
          tally->events++;
        }
    }
  g_assert_true (matched);

  /* Scores never go down, and they rise by what the events paid. */
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      g_assert_cmpint (state->scores[p], >=, before->scores[p]);
      gained += state->scores[p] - before->scores[p];
    }
  g_assert_cmpint (gained, ==, paid);
}

static void
check_position (const BstState *state)
{
  check_counts (state);
  check_edges (state);
  check_meeples_open (state);
  check_frontier (state);
}

/* Tests ------------------------------------------------------------------------ */

static void
rules_for_game (guint game, BstRuleSet *rules)
{
  bst_rule_set_init_default (rules);
  rules->n_players = (guint8) (BST_MIN_PLAYERS + game % 5);
  rules->farmers = (game / 5) % 2 == 0;
  /* Now and then a short supply, so that players run out of meeples. */
  if (game % 11 == 0)
    rules->meeples = (guint8) (1 + game % 4);
}

static void
test_random_games (void)
{
  g_autofree BstState *state = g_new0 (BstState, 1);
  g_autofree Scratch *scratch = g_new0 (Scratch, 1);
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (BstScoreEvent));
  Tally tally = { 0 };

  for (guint game = 0; game < bst_test_scaled (N_GAMES); game++)
    {
      BstRuleSet rules;
      BstRng rng;
      guint turn = 0;

      scratch->events = events;
      rules_for_game (game, &rules);
      bst_state_init_game (state, &rules, 0x5eed0000 + game);
      bst_rng_seed (&rng, game, 7);
      check_position (state);

      while (!bst_state_is_over (state))
        {
          play_checked_turn (state, &rng, turn % PLACEMENT_SAMPLE == game % PLACEMENT_SAMPLE, scratch, &tally);
          check_position (state);
          turn++;
        }

      /* The game ended with the last tile. */
      g_assert_cmpuint (state->n_bag, ==, 0);
      g_assert_cmpuint (state->n_hand, ==, 0);
      g_assert_cmpuint (state->n_tiles + state->discards, ==, BST_N_TILES);
      tally.discards += state->discards;
    }

  g_test_message ("%" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT " placement checks, %"
                  G_GUINT64_FORMAT " events (%" G_GUINT64_FORMAT " final, %" G_GUINT64_FORMAT
                  " fields, %" G_GUINT64_FORMAT " with a tile counted once for two segments), %"
                  G_GUINT64_FORMAT " discards",
                  tally.moves, tally.placement_checks, tally.events, tally.final_events,
                  tally.field_events, tally.shared_tile_features, tally.discards);
  /* The checks above saw every kind of case. */
  g_assert_cmpuint (tally.moves, ==, (guint64) bst_test_scaled (N_GAMES) * (BST_N_TILES - 1) - tally.discards);
  g_assert_cmpuint (tally.final_events, >, 0);
  g_assert_cmpuint (tally.field_events, >, 0);
  g_assert_cmpuint (tally.shared_tile_features, >, 0);
  g_assert_cmpuint (tally.events, >, tally.final_events);
}

static void
test_tile_rotations (void)
{
  /* The engine's distinct rotations agree with the segment table. */
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    g_assert_cmpuint (bst_tile_type (type)->distinct_rotations, ==, distinct_rotations[type]);
  /* C and B look the same every way round; U and H two ways. */
  g_assert_cmpuint (distinct_rotations[BST_TILE ('C')], ==, 1);
  g_assert_cmpuint (distinct_rotations[BST_TILE ('B')], ==, 1);
  g_assert_cmpuint (distinct_rotations[BST_TILE ('U')], ==, 3);
  g_assert_cmpuint (distinct_rotations[BST_TILE ('H')], ==, 3);
  g_assert_cmpuint (distinct_rotations[BST_TILE ('V')], ==, 15);
}

static void
play_game (guint game, guint64 seed, BstState *state)
{
  BstRuleSet rules;
  BstRng rng;

  rules_for_game (game, &rules);
  bst_state_init_game (state, &rules, seed);
  bst_rng_seed (&rng, seed, 3);
  while (!bst_state_is_over (state))
    bst_playout_random_turn (state, &rng, NULL);
}

static void
test_determinism (void)
{
  g_autofree BstState *a = g_new0 (BstState, 1);
  g_autofree BstState *b = g_new0 (BstState, 1);
  guint differ = 0;
  gint16 first[BST_MAX_PLAYERS] = { 0 };

  for (guint game = 0; game < 50; game++)
    {
      guint64 seed = G_GUINT64_CONSTANT (0xdecafbad) * (game + 1);

      play_game (game, seed, a);
      play_game (game, seed, b);
      g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
      g_assert_cmpuint (a->n_tiles, ==, b->n_tiles);
      g_assert_cmpuint (a->discards, ==, b->discards);
      g_assert_cmpmem (a->tiles, a->n_tiles * sizeof (BstPlacedTile), b->tiles, b->n_tiles * sizeof (BstPlacedTile));

      /* Different seeds give different games. */
      if (game == 0)
        memcpy (first, a->scores, sizeof first);
      else
        differ += memcmp (first, a->scores, sizeof first) != 0;
    }
  g_assert_cmpuint (differ, >, 40);
}

/* The standard game's shorter turn sequence plays every turn as the
 * general one would. */
static void
test_plain_turns (void)
{
  g_autofree BstState *plain = g_new0 (BstState, 1);
  g_autofree BstState *general = g_new0 (BstState, 1);

  for (guint game = 0; game < bst_test_scaled (100); game++)
    {
      BstRuleSet rules;
      BstRng plain_rng, general_rng;

      rules_for_game (game, &rules);
      bst_state_init_game (plain, &rules, 0x9a1e + game);
      g_assert_true (plain->plain_turns);
      bst_state_copy (general, plain);
      general->plain_turns = FALSE;
      bst_rng_seed (&plain_rng, game, 5);
      bst_rng_seed (&general_rng, game, 5);

      while (!bst_state_is_over (plain))
        {
          bst_playout_random_turn (plain, &plain_rng, NULL);
          bst_playout_random_turn (general, &general_rng, NULL);
          g_assert_true (same_outcome (plain, general));
        }
      g_assert_cmpuint (plain->end_reason, ==, general->end_reason);
    }
}

static void
test_statistics (void)
{
  g_autofree BstState *state = g_new0 (BstState, 1);
  BstPlayoutStats stats = { 0 };
  guint64 discards = 0;
  double frontier, placements, discard_rate;
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.n_players = 2;
  for (guint game = 0; game < N_STATISTICS_GAMES; game++)
    {
      BstRng rng;

      rules.farmers = game % 2;
      bst_state_init_game (state, &rules, 0xa11ce + game);
      bst_rng_seed (&rng, 0xb0b + game, 11);
      bst_playout_random_game (state, &rng, &stats);
      discards += state->discards;
    }

  frontier = (double) stats.frontier / stats.turns;
  placements = (double) stats.placements / stats.turns;
  discard_rate = (double) discards / N_STATISTICS_GAMES;
  g_test_message ("per turn: %.2f frontier squares, %.2f placements; %.4f discards per game",
                  frontier, placements, discard_rate);
  g_assert_cmpuint (stats.turns, ==, (guint64) N_STATISTICS_GAMES * (BST_N_TILES - 1) - discards);
  /* RULES.md §7 */
  g_assert_cmpfloat_with_epsilon (frontier, 37.5, 1.5);
  g_assert_cmpfloat_with_epsilon (placements, 27.5, 1.5);
  g_assert_cmpfloat (discard_rate, <, 0.06);
}

/* Everything a placement may change, over the parts in use. */
static void
assert_same_board (const BstState *a, const BstState *b)
{
  g_assert_cmpuint (a->n_tiles, ==, b->n_tiles);
  g_assert_cmpuint (a->n_nodes, ==, b->n_nodes);
  g_assert_cmpuint (a->n_frontier, ==, b->n_frontier);
  g_assert_cmpuint (a->n_hand, ==, b->n_hand);
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->last_tile, ==, b->last_tile);
  g_assert_cmpuint (a->n_monasteries, ==, b->n_monasteries);
  g_assert_cmpuint (a->n_shared_tiles, ==, b->n_shared_tiles);
  g_assert_cmpmem (a->hand, a->n_hand, b->hand, b->n_hand);
  g_assert_cmpmem (a->grid, sizeof a->grid, b->grid, sizeof b->grid);
  g_assert_cmpmem (a->placements, sizeof a->placements, b->placements, sizeof b->placements);
  g_assert_cmpmem (a->frontier, a->n_frontier * sizeof (BstSquare),
                   b->frontier, b->n_frontier * sizeof (BstSquare));
  g_assert_cmpmem (a->tiles, a->n_tiles * sizeof (BstPlacedTile),
                   b->tiles, b->n_tiles * sizeof (BstPlacedTile));
  for (guint n = 0; n < a->n_nodes; n++)
    {
      BstNode na = a->nodes[find_root_const (a, n)], nb = b->nodes[find_root_const (b, n)];

      g_assert_cmpuint (find_root_const (a, n), ==, find_root_const (b, n));
      na.parent = nb.parent = 0;
      g_assert_cmpmem (&na, sizeof na, &nb, sizeof nb);
    }
}

/* A placement tried for search and taken back leaves the state as it was,
 * and while tried is the placement itself. */
static void
test_try_and_undo (void)
{
  g_autofree BstState *state = g_new0 (BstState, 1);
  g_autofree BstState *before = g_new0 (BstState, 1);
  g_autofree BstState *placed = g_new0 (BstState, 1);
  g_autofree BstPlacement *placements = g_new (BstPlacement, 4 * BST_MAX_FRONTIER);

  for (guint game = 0; game < bst_test_scaled (20); game++)
    {
      BstRuleSet rules;
      BstRng rng;

      rules_for_game (game, &rules);
      bst_state_init_game (state, &rules, 0x7e57 + game);
      bst_rng_seed (&rng, game, 9);
      while (!bst_state_is_over (state))
        {
          if (state->phase == BST_PHASE_PLACE)
            {
              guint type = state->hand[0];
              guint n = bst_state_legal_placements (state, type, placements);

              bst_state_copy (before, state);
              for (guint i = 0; i < n; i += 1 + i % 3)
                {
                  BstUndo undo;

                  bst_state_try_place (state, type, &placements[i], &undo);
                  bst_state_copy (placed, before);
                  bst_state_place (placed, type, &placements[i]);
                  assert_same_board (state, placed);
                  g_assert_cmpuint (state->completed, ==, placed->completed);
                  g_assert_true (bst_state_check_invariants (state, NULL));
                  bst_state_undo_place (state, &undo);
                  assert_same_board (state, before);
                  g_assert_true (bst_state_check_invariants (state, NULL));
                }
            }
          bst_playout_random_turn (state, &rng, NULL);
        }
    }
}

/* A board reaching across the grid that finds squares puts several on
 * one entry of it; they are all still found. */
static void
test_crowded_grid (void)
{
  g_autofree BstState *state = g_new0 (BstState, 1);
  BstRuleSet rules;
  guint road = (guint) bst_tile_type_from_letter ('D');   /* road east to west */
  int first = -20, last = 20;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  /* The tiles yet to be laid wait in the bag, for the accounting. */
  for (guint i = 0; i < BST_N_TILES; i++)
    bst_state_bag_add (state, road);
  for (int x = first; x < last; x++)
    {
      g_assert_true (bst_state_put_tile (state, road, x, 0, 0, NULL));
      state->n_bag--;
      g_assert_true (bst_state_check_invariants (state, NULL));
    }
  g_assert_cmpint (last - first, >, BST_GRID_SIDE);
  for (int x = first - 2; x < last + 2; x++)
    {
      int expected = x >= first && x < last ? x - first : -1;

      g_assert_cmpint (bst_state_tile_at (state, x, 0), ==, expected);
      g_assert_cmpint (bst_state_tile_at (state, x, 1), ==, -1);
      g_assert_cmpint (bst_state_tile_at (state, x, BST_GRID_SIDE), ==, -1);
    }
  g_assert_cmpuint (state->n_frontier, ==, 2 * (last - first) + 2);
  g_assert_cmpuint (bst_state_count_placements (state, road), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  init_distinct_rotations ();

  g_test_add_func ("/engine/state/tile-rotations", test_tile_rotations);
  g_test_add_func ("/engine/state/random-games", test_random_games);
  g_test_add_func ("/engine/state/determinism", test_determinism);
  g_test_add_func ("/engine/state/plain-turns", test_plain_turns);
  g_test_add_func ("/engine/state/statistics", test_statistics);
  g_test_add_func ("/engine/state/try-and-undo", test_try_and_undo);
  g_test_add_func ("/engine/state/crowded-grid", test_crowded_grid);

  return g_test_run ();
}

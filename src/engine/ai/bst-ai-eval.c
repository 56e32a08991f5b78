/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <math.h>
#include <string.h>

#include "bst-ai-private.h"
#include "bst-state-private.h"

/* The static evaluations and the greedy player built on them. The rich one,
 * for the searching levels: every player's score plus what their meeples on
 * the board are expected to bring, judged by how many of the tiles still to
 * come fit the open squares of each feature, plus a little for meeples
 * still in the supply. The simple one, for Easy: points now plus a share of
 * the open features as they stand. */

#define N_NODE_WORDS ((BST_MAX_NODES + 63) / 64)

typedef struct {
  guint   root;
  guint8  meeples[BST_MAX_PLAYERS];
  guint8  winners;
  guint8  tile;                    /* a tile of the feature holding a meeple */
  guint64 cities[N_NODE_WORDS];    /* fields: the city roots touched */
} Tally;

/* The features holding meeples, with who holds them. */
static guint
tally_meeples (const BstState *state, Tally *tallies, gboolean *any_field)
{
  guint n_tallies = 0;

  *any_field = FALSE;
  for (guint i = 0; i < state->n_meeples; i++)
    {
      const BstMeeple *m = &state->meeples[i];
      guint root = find_root_const (state, state->tiles[m->tile].first_node + m->segment);
      guint f;

      for (f = 0; f < n_tallies && tallies[f].root != root; f++)
        ;
      if (f == n_tallies)
        {
          memset (&tallies[f], 0, sizeof tallies[f]);
          tallies[f].root = root;
          tallies[f].tile = m->tile;
          n_tallies++;
          *any_field |= state->nodes[root].kind == BST_FEATURE_FIELD;
        }
      tallies[f].meeples[m->player]++;
    }
  for (guint f = 0; f < n_tallies; f++)
    tallies[f].winners = majority (tallies[f].meeples, state->rules.n_players);
  return n_tallies;
}

static void
tally_fields (const BstState *state, Tally *tallies, guint n_tallies)
{
  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BstPlacedTile *pt = &state->tiles[t];
      const BstTileType *tt = TILE_TYPE (pt->type);

      for (guint s = 0; s < tt->n_segments; s++)
        {
          guint8 cities = tt->segments[s].cities;
          guint root, f;

          if (cities == 0)
            continue;
          root = find_root_const (state, pt->first_node + s);
          for (f = 0; f < n_tallies && tallies[f].root != root; f++)
            ;
          if (f == n_tallies)
            continue;
          for (guint c = 0; c < tt->n_segments; c++)
            if (cities & (1 << c))
              {
                guint city = find_root_const (state, pt->first_node + c);
                tallies[f].cities[city / 64] |= G_GUINT64_CONSTANT (1) << (city % 64);
              }
        }
    }
}

/* Completion chances from the tiles still to come ----------------------------- */

/* For every road and city: the chance that each of its open squares gets a
 * tile, from how many of the tiles not yet played fit there. The tiles not
 * yet played are the same multiset in every deal of one information set,
 * so this stays honest. */
typedef struct {
  double  remaining;
  guint8  counts[BST_N_TILE_TYPES];
  gint16  fit[256];                  /* by square pattern; -1 not yet counted */
  double  chance[BST_MAX_NODES];     /* by root: every open square filled */
  guint8  edges[BST_MAX_NODES];      /* by root: open edges facing a square */
} Outlook;

static guint
fitting_tiles (Outlook *outlook, guint8 pattern)
{
  if (outlook->fit[pattern] < 0)
    {
      guint n = 0;

      for (guint t = 0; t < BST_N_TILE_TYPES; t++)
        if (outlook->counts[t] && bst_tile_fitting_table[t][pattern])
          n += outlook->counts[t];
      outlook->fit[pattern] = (gint16) n;
    }
  return (guint) outlook->fit[pattern];
}

/* The chance that a square some unplayed tiles fit gets one of them: all of
 * them are drawn by the end, but a fitting tile may be put elsewhere, and
 * may extend the feature rather than close it. */
static inline double
square_chance (guint fit, double remaining)
{
  if (fit == 0)
    return 0;
  return 0.88 * (1.0 - pow (0.55, fit)) * remaining / (remaining + 4.0);
}

static void
outlook_init (Outlook *outlook, const BstState *state)
{
  static const gint8 dx[4] = { 0, 1, 0, -1 };
  static const gint8 dy[4] = { -1, 0, 1, 0 };

  memset (outlook->counts, 0, sizeof outlook->counts);
  memset (outlook->fit, 0xff, sizeof outlook->fit);
  for (guint i = 0; i < state->n_bag; i++)
    outlook->counts[state->bag[i]]++;
  for (guint i = 0; i < state->n_hand; i++)
    outlook->counts[state->hand[i]]++;
  for (guint p = 0; p < state->rules.n_players; p++)
    for (guint i = 0; i < state->n_held[p]; i++)
      outlook->counts[state->held[p][i]]++;
  outlook->remaining = bst_state_tiles_to_play (state);
  for (guint n = 0; n < state->n_nodes; n++)
    outlook->chance[n] = 1.0;
  memset (outlook->edges, 0, state->n_nodes);

  for (guint i = 0; i < state->n_frontier; i++)
    {
      const BstSquare *square = &state->frontier[i];
      guint roots[4];
      guint n_roots = 0;
      double q;

      /* Only squares that face a road or a city. */
      if ((square->pattern & 0xaa) == 0)
        continue;
      q = square_chance (fitting_tiles (outlook, square->pattern), outlook->remaining);
      for (guint d = 0; d < 4; d++)
        {
          guint edge = (square->pattern >> (2 * d)) & 3;
          const BstPlacedTile *pt;
          guint root, k;
          int tile;
          int segment;

          if (edge != BST_EDGE_ROAD && edge != BST_EDGE_CITY)
            continue;
          tile = bst_state_tile_at (state, square->x + dx[d], square->y + dy[d]);
          if (tile < 0)
            continue;
          pt = &state->tiles[tile];
          segment = SEGMENT_AT (pt->type, pt->rotation, 3 * ((d + 2) % 4) + 1);
          if (segment < 0)
            continue;
          root = find_root_const (state, pt->first_node + segment);
          outlook->edges[root]++;
          for (k = 0; k < n_roots && roots[k] != root; k++)
            ;
          if (k == n_roots)
            {
              roots[n_roots++] = root;
              outlook->chance[root] *= q;
            }
        }
    }
}

/* The chance that the road or city at @root is completed. */
static inline double
outlook_completion (const Outlook *outlook, const BstState *state, guint root)
{
  const BstNode *node = &state->nodes[root];

  if (node->open == 0)
    return 1.0;
  /* An edge facing no square the table has: it never closes. */
  if (outlook->edges[root] < node->open)
    return 0.0;
  return outlook->chance[root];
}

/* What the cities around a field are worth to its farmers: @city_worth for each,
 * times the chance that it is completed; without an outlook, only the cities
 * completed already count. */
static double
field_worth (const BstState *state,
             const Tally    *tally,
             const Outlook  *outlook,
             double          city_worth)
{
  double value = 0;

  for (guint w = 0; w < N_NODE_WORDS; w++)
    {
      guint64 bits = tally->cities[w];
      while (bits)
        {
          guint city = w * 64 + __builtin_ctzll (bits);
          bits &= bits - 1;
          if (outlook != NULL)
            value += city_worth * outlook_completion (outlook, state, city);
          else if (state->nodes[city].open == 0)
            value += city_worth;
        }
    }
  return value;
}

double
bst_ai_completion_chance (const BstState *state, guint root)
{
  g_autofree Outlook *outlook = g_new (Outlook, 1);

  outlook_init (outlook, state);
  return outlook_completion (outlook, state, root);
}

/* The chance that a monastery with @around neighbours gets all eight. */
static inline double
monastery_chance (guint around, double remaining)
{
  return pow (remaining / (remaining + 20.0), (8 - around) * 0.5);
}

void
bst_ai_completion_chances (const BstState *state, double *chances)
{
  Outlook outlook;

  outlook_init (&outlook, state);
  for (guint n = 0; n < state->n_nodes; n++)
    {
      guint kind = state->nodes[n].kind;

      chances[n] = 0;
      if (state->nodes[n].parent == n && (kind == BST_FEATURE_ROAD || kind == BST_FEATURE_CITY))
        chances[n] = outlook_completion (&outlook, state, n);
    }
  for (guint m = 0; m < state->n_monasteries; m++)
    {
      const BstPlacedTile *pt = &state->tiles[state->monasteries[m]];
      const BstTileType *tt = TILE_TYPE (pt->type);

      for (guint s = 0; s < tt->n_segments; s++)
        if (tt->segments[s].kind == BST_FEATURE_MONASTERY)
          chances[find_root_const (state, pt->first_node + s)] =
            pt->neighbours == 8 ? 1.0 : monastery_chance (pt->neighbours, outlook.remaining);
    }
}

/* The rich evaluation -------------------------------------------------------- */

/* A city a farmer touches pays 3 at the end, but in a two-player game the
 * other side usually joins or outnumbers a field long before then, and the
 * farmer is out of play for the rest of the game: measured in tournaments,
 * far less than 3 is the better estimate. */
#define FARMER_CITY_WORTH 0.75

void
bst_ai_evaluate (const BstState *state, double *values)
{
  const BstRuleSet *rules = &state->rules;
  guint n_players = rules->n_players;
  Tally tallies[BST_MAX_MEEPLES];
  guint n_tallies;
  gboolean any_field;
  double remaining, grow, meeple_worth;
  Outlook outlook;

  for (guint p = 0; p < n_players; p++)
    values[p] = state->scores[p];
  if (bst_state_is_over (state))
    return;

  remaining = bst_state_tiles_to_play (state);
  grow = remaining / (remaining + 12.0);
  n_tallies = tally_meeples (state, tallies, &any_field);
  if (any_field)
    tally_fields (state, tallies, n_tallies);
  if (n_tallies > 0)
    outlook_init (&outlook, state);

  for (guint f = 0; f < n_tallies; f++)
    {
      const BstNode *node = &state->nodes[tallies[f].root];
      double value = 0;

      switch ((BstFeatureKind) node->kind)
        {
        case BST_FEATURE_ROAD:
          {
            double tiles = node->tiles + 0.6 * node->open * grow;
            double done = outlook_completion (&outlook, state, tallies[f].root);
            value = rules->no_incomplete_scoring ? done * tiles : tiles;
          }
          break;

        case BST_FEATURE_CITY:
          {
            double size = node->tiles + node->pennants + 0.5 * node->open * grow;
            double done = outlook_completion (&outlook, state, tallies[f].root);
            double complete = 2 * size;

            if (node->tiles == 2 && node->pennants == 0 && node->open == 1)
              complete = 0.5 * (rules->small_city_points + complete);
            value = done * complete
                    + (rules->no_incomplete_scoring ? 0 : (1 - done) * size);
          }
          break;

        case BST_FEATURE_MONASTERY:
          {
            guint around = state->tiles[tallies[f].tile].neighbours;
            double fill = remaining / (remaining + 20.0);
            double tiles = 1 + around + (8 - around) * fill;

            if (rules->no_incomplete_scoring)
              value = 9 * monastery_chance (around, remaining);
            else
              value = tiles + (tiles >= 8.5 ? 0.5 : 0);
          }
          break;

        case BST_FEATURE_FIELD:
          value = field_worth (state, &tallies[f], &outlook, FARMER_CITY_WORTH);
          if (rules->farmer_scoring == BST_FARMER_SCORING_PER_CITY)
            value *= 4.0 / 3.0;
          break;

        default:
          break;
        }

      for (guint p = 0; p < n_players; p++)
        if (tallies[f].winners & (1 << p))
          values[p] += value;
    }

  /* A meeple in the supply can still earn something. */
  meeple_worth = 2.6 * remaining / (remaining + 10.0);
  for (guint p = 0; p < n_players; p++)
    {
      double turns = ceil (remaining / n_players);
      values[p] += MIN (state->supply[p], turns) * meeple_worth;
    }
}

/* The simple evaluation ------------------------------------------------------ */

/* What Easy plays by: points now, plus a share of what each open feature
 * would be worth if it were finished as it stands, for whoever holds it;
 * a meeple put down costs a little. No look at the tiles to come. */
#define SIMPLE_SHARE       0.5
#define SIMPLE_MEEPLE_COST 0.75

void
bst_ai_evaluate_simple (const BstState *state, double *values)
{
  guint n_players = state->rules.n_players;
  Tally tallies[BST_MAX_MEEPLES];
  guint n_tallies;
  gboolean any_field;

  for (guint p = 0; p < n_players; p++)
    values[p] = state->scores[p];
  if (bst_state_is_over (state))
    return;

  n_tallies = tally_meeples (state, tallies, &any_field);
  if (any_field)
    tally_fields (state, tallies, n_tallies);
  for (guint f = 0; f < n_tallies; f++)
    {
      const BstNode *node = &state->nodes[tallies[f].root];
      double value = 0;

      switch ((BstFeatureKind) node->kind)
        {
        case BST_FEATURE_ROAD:
          value = node->tiles;
          break;
        case BST_FEATURE_CITY:
          value = 2 * (node->tiles + node->pennants);
          break;
        case BST_FEATURE_MONASTERY:
          value = 1 + state->tiles[tallies[f].tile].neighbours;
          break;
        case BST_FEATURE_FIELD:
          value = field_worth (state, &tallies[f], NULL, 3);
          break;
        default:
          break;
        }
      for (guint p = 0; p < n_players; p++)
        if (tallies[f].winners & (1 << p))
          values[p] += SIMPLE_SHARE * value;
    }
  for (guint p = 0; p < n_players; p++)
    values[p] += SIMPLE_MEEPLE_COST * state->supply[p];
}

void
bst_ai_rewards (const BstState *state, const double *values, double *rewards)
{
  guint n_players = state->rules.n_players;
  gboolean over = bst_state_is_over (state);

  for (guint p = 0; p < n_players; p++)
    {
      double best = -G_MAXDOUBLE;
      double diff, reward;

      for (guint q = 0; q < n_players; q++)
        if (q != p)
          best = MAX (best, values[q]);
      diff = values[p] - best;
      reward = 1.0 / (1.0 + exp (-diff / 12.0));
      if (over)
        reward = 0.5 * reward + 0.5 * (diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0);
      rewards[p] = reward;
    }
}

/* The greedy player ------------------------------------------------------------ */

double
bst_ai_margin (const BstState *state, BstAiEvalFunc evaluate, guint player)
{
  double values[BST_MAX_PLAYERS];
  double best = -G_MAXDOUBLE;

  evaluate (state, values);
  for (guint q = 0; q < state->rules.n_players; q++)
    if (q != player)
      best = MAX (best, values[q]);
  return values[player] - best;
}

/* The best placement and meeple of the player to place, by their own
 * evaluation; @seen_by also gets the evaluation of the result for another
 * player. */
static void
greedy_turn (const BstState *state,
             BstAiEvalFunc   evaluate,
             BstRng         *rng,
             guint           seen_by,
             BstMove        *best_move,
             double         *best_value,
             double         *seen_value,
             guint          *evaluated)
{
  g_autofree BstPlacement *placements = g_new (BstPlacement, 4 * BST_MAX_FRONTIER);
  g_autofree BstState *placed = g_new (BstState, 1);
  g_autofree BstState *after = g_new (BstState, 1);
  guint player = state->current_player;
  guint8 types[BST_MAX_HAND];
  guint n_types = bst_tile_types_distinct (state->hand, state->n_hand, types);
  guint ties = 0;

  *best_value = -G_MAXDOUBLE;
  *seen_value = 0;
  memset (best_move, 0, sizeof *best_move);
  best_move->kind = BST_MOVE_PLACE;
  best_move->segment = BST_NO_SEGMENT;

  for (guint t = 0; t < n_types; t++)
    {
      guint type = types[t];
      guint n = bst_state_legal_placements (state, type, placements);

      for (guint i = 0; i < n; i++)
        {
          gint8 segments[BST_MAX_SEGMENTS];
          guint n_segments;

          bst_state_copy (placed, state);
          bst_state_place (placed, type, &placements[i]);
          n_segments = bst_state_meeple_segments (placed, segments);
          for (int k = -1; k < (int) n_segments; k++)
            {
              int segment = k < 0 ? BST_NO_SEGMENT : segments[k];
              double value;

              bst_state_copy (after, placed);
              bst_state_finish_turn (after, segment, NULL, NULL);
              value = bst_ai_margin (after, evaluate, player);
              if (evaluated)
                (*evaluated)++;
              if (value > *best_value + 1e-9)
                ties = 0;
              else if (value < *best_value - 1e-9 || bst_rng_below (rng, ++ties + 1) != 0)
                continue;
              *best_value = value;
              if (seen_by != player)
                *seen_value = bst_ai_margin (after, evaluate, seen_by);
              else
                *seen_value = value;
              best_move->tile = (guint8) type;
              best_move->x = placements[i].x;
              best_move->y = placements[i].y;
              best_move->rotation = placements[i].rotation;
              best_move->segment = (gint8) segment;
            }
        }
    }
}

/* Plays the greedy turn of the player to move on a dealt state (no deal of
 * its own): the search's model of the next reply. */
void
bst_ai_greedy_apply (BstState *state, BstRng *rng)
{
  BstMove move;
  double value, seen;

  if (state->phase != BST_PHASE_PLACE)
    return;
  greedy_turn (state, bst_ai_evaluate, rng, state->current_player, &move, &value, &seen, NULL);
  bst_state_apply (state, &move, NULL, NULL);
}

void
bst_ai_greedy_move (const BstState *state,
                    BstAiEvalFunc   evaluate,
                    BstRng         *rng,
                    BstMove        *move,
                    BstAiStats     *stats)
{
  g_autofree BstState *copy = g_new (BstState, 1);
  guint evaluated = 0;
  double value, seen;

  if (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    {
      bst_ai_greedy_auction (state, evaluate, rng, move);
      return;
    }

  bst_state_copy (copy, state);
  bst_ai_determinize (copy, bst_state_to_move (state), rng);
  greedy_turn (copy, evaluate, rng, copy->current_player, move, &value, &seen, &evaluated);
  if (stats)
    {
      stats->iterations = evaluated;
      stats->value = 1.0 / (1.0 + exp (-value / 12.0));
    }
}

/* What the evaluation of @perspective becomes when @player places the
 * auction tile as well as they can. */
static double
value_if_placed_by (const BstState *state, BstAiEvalFunc evaluate,
                    guint player, guint perspective, BstRng *rng)
{
  g_autofree BstState *copy = g_new (BstState, 1);
  BstMove move;
  double value, seen;

  bst_state_copy (copy, state);
  copy->phase = BST_PHASE_PLACE;
  copy->current_player = (guint8) player;
  copy->hand[0] = copy->auction_tile;
  copy->n_hand = 1;
  greedy_turn (copy, evaluate, rng, perspective, &move, &value, &seen, NULL);
  return seen;
}

void
bst_ai_greedy_auction (const BstState *state, BstAiEvalFunc evaluate, BstRng *rng, BstMove *move)
{
  g_autofree BstState *copy = g_new (BstState, 1);
  guint me = bst_state_to_move (state);

  memset (move, 0, sizeof *move);
  move->segment = BST_NO_SEGMENT;
  bst_state_copy (copy, state);
  bst_ai_determinize (copy, me, rng);

  if (state->phase == BST_PHASE_BID)
    {
      /* Buying moves the difference to the drawer by twice the price. */
      double mine = value_if_placed_by (copy, evaluate, me, me, rng);
      double theirs = value_if_placed_by (copy, evaluate, state->auction_drawer, me, rng);
      double limit = MIN ((mine - theirs) / 2.0 - 1.0, state->scores[me]);

      if (limit >= state->auction_high_bid + 1)
        {
          move->kind = BST_MOVE_BID;
          move->bid = state->auction_high_bid + 1;
        }
      else
        move->kind = BST_MOVE_PASS;
    }
  else
    {
      double keep = value_if_placed_by (copy, evaluate, me, me, rng);
      double sell = value_if_placed_by (copy, evaluate, state->auction_high_bidder, me, rng)
                    + 2.0 * state->auction_high_bid;

      move->kind = sell > keep ? BST_MOVE_ACCEPT : BST_MOVE_KEEP;
    }
}

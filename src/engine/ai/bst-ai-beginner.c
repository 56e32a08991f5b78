/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-ai-private.h"

/* Beginner: Easy's greedy turn, by the same simple evaluation, with the
 * habits of someone who has just learned the rules. It looks at only some
 * of the places where its tile fits, and on every turn it makes each of
 * three mistakes unless a draw against its strength spares it: it forgets
 * the farmers, it looks only at its own points (so it neither sees what a
 * tile gives the other player nor blocks them), and it puts a meeple down
 * on any road, city or monastery that scores a little, which leaves it
 * short of meeples later. What a newcomer gets right all the same, it
 * always does: it closes a city of its own when a tile does that without
 * scoring for anyone else, and it keeps its meeples off features of a
 * single tile that have no real hope of being finished. */

/* The chance of seeing each place and of avoiding each mistake; measured
 * in tournaments, it loses four games in five to Easy and almost never to
 * random play. */
#define DEFAULT_STRENGTH 0.3

/* What a careless newcomer feels a meeple put down is worth: more than
 * the simple evaluation charges for it, so any feature will do. */
#define EAGER_MEEPLE_WORTH 1.0

/* Below this chance of being finished, a feature of one tile is hopeless. */
#define HOPELESS_CHANCE 0.2

typedef struct {
  guint    player;
  gboolean sees_farmers;
  gboolean sees_others;
  gboolean saves_meeples;
} Habits;

/* What the turn scored, as the player tells it. */
typedef struct {
  guint    player;
  gboolean own_city;
  gboolean others;
} Scored;

typedef struct {
  Habits    habits;
  double    strength;
  BstRng   *rng;
  BstState *after;         /* scratch */
  gboolean  chosen;
  gboolean  free_city;     /* the move closes a city for free */
  double    best;
  guint     ties;
  guint     judged;
  BstMove   move;
} Choice;

static gboolean
spared (BstRng *rng, double strength)
{
  return bst_rng_below (rng, 1000) < strength * 1000;
}

static void
habits_init (Habits *habits, guint player, double strength, BstRng *rng)
{
  habits->player = player;
  habits->sees_farmers = spared (rng, strength);
  habits->sees_others = spared (rng, strength);
  habits->saves_meeples = spared (rng, strength);
}

static void
scored_cb (const BstScoreEvent *event, gpointer user_data)
{
  Scored *scored = user_data;

  if (event->final)
    return;
  if (event->winners & ~(1u << scored->player))
    scored->others = TRUE;
  else if (event->kind == BST_FEATURE_CITY)
    scored->own_city = TRUE;
}

/* A meeple on @segment of the tile just placed, for a feature of that tile
 * alone that will most likely never be finished. */
static gboolean
hopeless (const BstState *placed, guint segment)
{
  guint root = bst_state_feature_root (placed, placed->last_tile, segment);
  const BstNode *node = &placed->nodes[root];
  guint empty_around = 8 - placed->tiles[placed->last_tile].neighbours;

  if (node->tiles > 1)
    return FALSE;
  switch ((BstFeatureKind) node->kind)
    {
    case BST_FEATURE_ROAD:
    case BST_FEATURE_CITY:
      return node->open > 0 && bst_ai_completion_chance (placed, root) < HOPELESS_CHANCE;
    case BST_FEATURE_MONASTERY:
      return bst_state_tiles_to_play (placed) < empty_around;
    default:
      return FALSE;
    }
}

static gboolean
is_farmer (const BstState *placed, int segment)
{
  guint root;

  if (segment == BST_NO_SEGMENT)
    return FALSE;
  root = bst_state_feature_root (placed, placed->last_tile, segment);
  return placed->nodes[root].kind == BST_FEATURE_FIELD;
}

static gboolean
thinks_of (const Habits *habits, const BstState *placed, int segment)
{
  if (segment == BST_NO_SEGMENT)
    return TRUE;
  if (is_farmer (placed, segment))
    return habits->sees_farmers;
  return !hopeless (placed, segment);
}

/* How good the turn that ends with a meeple on @segment looks. */
static double
judge (Choice *choice, const BstState *placed, int segment, Scored *scored)
{
  const Habits *habits = &choice->habits;
  double values[BST_MAX_PLAYERS];
  double value;

  bst_state_copy (choice->after, placed);
  bst_state_finish_turn (choice->after, segment, scored_cb, scored);
  bst_ai_evaluate_simple (choice->after, values);
  choice->judged++;

  value = values[habits->player];
  if (habits->sees_others)
    {
      double other = -G_MAXDOUBLE;

      for (guint q = 0; q < placed->rules.n_players; q++)
        if (q != habits->player)
          other = MAX (other, values[q]);
      value -= other;
    }
  if (segment != BST_NO_SEGMENT && !habits->saves_meeples && !is_farmer (placed, segment))
    value += EAGER_MEEPLE_WORTH;
  return value;
}

/* Keeps @move if it beats the best so far; a city closed for free beats
 * anything that closes none, equals are drawn among at random. */
static void
offer (Choice *choice, const BstMove *move, gboolean free_city, double value)
{
  if (free_city != choice->free_city)
    {
      if (!free_city)
        return;
      choice->free_city = TRUE;
      choice->best = -G_MAXDOUBLE;
    }
  if (value > choice->best + 1e-9)
    choice->ties = 0;
  else if (value < choice->best - 1e-9 || bst_rng_below (choice->rng, ++choice->ties + 1) != 0)
    return;
  choice->chosen = TRUE;
  choice->best = value;
  choice->move = *move;
}

/* Every meeple the player thinks of on the tile just placed at @move, if
 * the player saw that place; a place where the tile closes a city of
 * theirs for free is never missed. */
static void
choose_meeple (Choice *choice, const BstState *placed, BstMove *move, gboolean seen)
{
  gint8 segments[BST_MAX_SEGMENTS];
  guint n = bst_state_meeple_segments (placed, segments);

  for (int k = -1; k < (int) n; k++)
    {
      Scored scored = { choice->habits.player, FALSE, FALSE };
      double value;

      move->segment = k < 0 ? BST_NO_SEGMENT : segments[k];
      if (!thinks_of (&choice->habits, placed, move->segment))
        continue;
      value = judge (choice, placed, move->segment, &scored);
      /* The first choice, no meeple, says what the tile alone scores. */
      if (k < 0 && !seen && !(scored.own_city && !scored.others))
        return;
      offer (choice, move, scored.own_city && !scored.others, value);
    }
}

/* The places the player sees, or every one with @all. */
static void
choose_placement (Choice *choice, const BstState *state, gboolean all)
{
  g_autofree BstState *placed = g_new (BstState, 1);

  for (guint h = 0; h < state->n_hand; h++)
    {
      BstMove move = { .kind = BST_MOVE_PLACE, .tile = state->hand[h] };
      guint n = bst_state_count_placements (state, move.tile);

      /* Two tiles of a kind in hand play alike. */
      if (memchr (state->hand, move.tile, h) != NULL)
        continue;
      for (guint i = 0; i < n; i++)
        {
          BstPlacement placement;
          gboolean seen = all || spared (choice->rng, choice->strength);

          bst_state_nth_placement (state, move.tile, i, &placement);
          move.x = placement.x;
          move.y = placement.y;
          move.rotation = placement.rotation;
          bst_state_copy (placed, state);
          bst_state_place (placed, move.tile, &placement);
          choose_meeple (choice, placed, &move, seen);
        }
    }
}

void
bst_ai_beginner_move (const BstState *state,
                      double          strength,
                      BstRng         *rng,
                      BstMove        *move,
                      BstAiStats     *stats)
{
  g_autofree BstState *copy = NULL;
  g_autofree BstState *after = NULL;
  Choice choice = { 0 };

  if (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
    {
      bst_ai_greedy_auction (state, bst_ai_evaluate_simple, rng, move);
      return;
    }

  copy = g_new (BstState, 1);
  after = g_new (BstState, 1);
  bst_state_copy (copy, state);
  bst_ai_determinize (copy, state->current_player, rng);
  choice.strength = strength > 0 ? MIN (strength, 1.0) : DEFAULT_STRENGTH;
  habits_init (&choice.habits, state->current_player, choice.strength, rng);
  choice.rng = rng;
  choice.after = after;
  choice.best = -G_MAXDOUBLE;

  if (state->phase == BST_PHASE_MEEPLE)
    {
      const BstPlacedTile *pt = &copy->tiles[copy->last_tile];
      BstMove placed = { .kind = BST_MOVE_PLACE, .tile = pt->type, .x = pt->x, .y = pt->y,
                         .rotation = pt->rotation };

      choose_meeple (&choice, copy, &placed, TRUE);
    }
  else
    {
      choose_placement (&choice, copy, FALSE);
      /* Seeing nowhere to put the tile, a newcomer looks again. */
      if (!choice.chosen)
        choose_placement (&choice, copy, TRUE);
    }

  *move = choice.move;
  if (stats)
    stats->iterations = choice.judged;
}

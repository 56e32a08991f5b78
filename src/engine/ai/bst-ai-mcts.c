/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <math.h>
#include <string.h>

#include "bst-ai-private.h"

/* Single-observer information-set MCTS (Cowling, Powley and Whitehouse,
 * 2012). Every iteration deals the hidden tiles afresh (a determinization)
 * and walks the one tree of the observer's information set, choosing only
 * among the moves that exist in this deal. A node counts how often it was
 * available, and UCB uses that count instead of the parent's visits, so
 * the moves of tiles that are rarely drawn are judged fairly.
 *
 * A turn is two decisions in the tree: the placement (which tile, where,
 * which way round), then the meeple; auction bids and answers are
 * decisions of their own. The chance of the next draw needs no node of its
 * own: the children of a node after a draw are the moves of whatever tile
 * each determinization dealt. */

/* Action keys, unique among the children of one node. */
#define KEY_PLACE   (1u << 28)
#define KEY_MEEPLE  (2u << 28)
#define KEY_BID     (3u << 28)
#define KEY_PASS    (4u << 28)
#define KEY_ACCEPT  (5u << 28)
#define KEY_KEEP    (6u << 28)
#define KEY_KIND(k) ((k) & (0xfu << 28))

#define NO_NODE G_MAXUINT32

typedef struct {
  guint32 key;
  guint32 parent;
  guint32 first_child;
  guint32 next_sibling;
  double  visits;
  double  avail;
  double  reward;         /* summed, for the player who made the move */
  guint8  player;
  guint8  closed;         /* no new children: the root keeps its best few */
} Node;

#define SET_SIZE 8192     /* > 2 × the most actions a position can have */

typedef struct {
  Node         *nodes;
  guint         n_nodes;
  guint         capacity;
  guint32      *actions;
  guint         n_actions;
  guint32       set_keys[SET_SIZE];
  guint32       set_stamp[SET_SIZE];
  guint32       set_found[SET_SIZE];
  guint32       stamp;
  BstPlacement  placements[4 * BST_MAX_FRONTIER];
} Search;

#define MAX_ACTIONS (BST_MAX_HAND * 4 * BST_MAX_FRONTIER + 16)

static guint32
place_key (guint tile, const BstPlacement *p)
{
  return KEY_PLACE | (tile << 19) | ((guint) (guint8) p->x << 11) | ((guint) (guint8) p->y << 3) | p->rotation;
}

static guint32
new_node (Search *search, guint32 parent, guint32 key, guint8 player)
{
  Node *node;

  if (search->n_nodes == search->capacity)
    {
      search->capacity *= 2;
      search->nodes = g_renew (Node, search->nodes, search->capacity);
    }
  node = &search->nodes[search->n_nodes];
  memset (node, 0, sizeof *node);
  node->key = key;
  node->parent = parent;
  node->first_child = NO_NODE;
  node->next_sibling = NO_NODE;
  node->player = player;
  if (parent != NO_NODE)
    {
      node->next_sibling = search->nodes[parent].first_child;
      search->nodes[parent].first_child = search->n_nodes;
    }
  return search->n_nodes++;
}

/* The actions of @state, into search->actions. */
static void
list_actions (Search *search, const BstState *state)
{
  guint n = 0;

  switch ((BstPhase) state->phase)
    {
    case BST_PHASE_PLACE:
      {
        guint8 types[BST_MAX_HAND];
        guint n_types = bst_tile_types_distinct (state->hand, state->n_hand, types);
        for (guint t = 0; t < n_types; t++)
          {
            guint type = types[t];
            guint count = bst_state_legal_placements (state, type, search->placements);
            for (guint i = 0; i < count; i++)
              search->actions[n++] = place_key (type, &search->placements[i]);
          }
      }
      break;

    case BST_PHASE_MEEPLE:
      {
        gint8 segments[BST_MAX_SEGMENTS];
        guint count = bst_state_meeple_segments (state, segments);
        search->actions[n++] = KEY_MEEPLE;
        for (guint i = 0; i < count; i++)
          search->actions[n++] = KEY_MEEPLE | (guint) (segments[i] + 1);
      }
      break;

    case BST_PHASE_BID:
      {
        static const guint raises[] = { 1, 2, 4, 7, 11, 16 };
        int score = state->scores[state->auction_bidder];
        search->actions[n++] = KEY_PASS;
        for (guint i = 0; i < G_N_ELEMENTS (raises); i++)
          if ((int) (state->auction_high_bid + raises[i]) <= score)
            search->actions[n++] = KEY_BID | (state->auction_high_bid + raises[i]);
      }
      break;

    case BST_PHASE_DECIDE:
      search->actions[n++] = KEY_KEEP;
      search->actions[n++] = KEY_ACCEPT;
      break;

    case BST_PHASE_OVER:
    default:
      break;
    }
  search->n_actions = n;
}

static void
key_to_move (guint32 key, BstMove *move)
{
  memset (move, 0, sizeof *move);
  move->segment = BST_NO_SEGMENT;
  switch (KEY_KIND (key))
    {
    case KEY_PLACE:
      move->kind = BST_MOVE_PLACE;
      move->tile = (key >> 19) & 0x1f;
      move->x = (gint8) ((key >> 11) & 0xff);
      move->y = (gint8) ((key >> 3) & 0xff);
      move->rotation = key & 3;
      break;
    case KEY_MEEPLE:
      move->kind = BST_MOVE_PLACE;
      move->segment = (gint8) ((int) (key & 0xff) - 1);
      break;
    case KEY_BID:
      move->kind = BST_MOVE_BID;
      move->bid = key & 0xffff;
      break;
    case KEY_PASS:
      move->kind = BST_MOVE_PASS;
      break;
    case KEY_ACCEPT:
      move->kind = BST_MOVE_ACCEPT;
      break;
    case KEY_KEEP:
    default:
      move->kind = BST_MOVE_KEEP;
      break;
    }
}

static void
apply_key (BstState *state, guint32 key)
{
  BstMove move;

  key_to_move (key, &move);
  switch (KEY_KIND (key))
    {
    case KEY_PLACE:
      {
        BstPlacement where = { move.x, move.y, move.rotation, 0 };
        bst_state_place (state, move.tile, &where);
      }
      break;
    case KEY_MEEPLE:
      bst_state_finish_turn (state, move.segment, NULL, NULL);
      break;
    default:
      bst_state_apply (state, &move, NULL, NULL);
      break;
    }
}

static inline guint
set_slot (guint32 key)
{
  return (key * 2654435761u) >> (32 - 13);
}

/* Marks the actions of this deal; returns the index in search->actions. */
static void
set_fill (Search *search)
{
  search->stamp++;
  for (guint i = 0; i < search->n_actions; i++)
    {
      guint slot = set_slot (search->actions[i]);
      while (search->set_stamp[slot] == search->stamp)
        slot = (slot + 1) & (SET_SIZE - 1);
      search->set_stamp[slot] = search->stamp;
      search->set_keys[slot] = search->actions[i];
      search->set_found[slot] = 0;
    }
}

static guint32 *
set_lookup (Search *search, guint32 key)
{
  guint slot = set_slot (key);

  while (search->set_stamp[slot] == search->stamp)
    {
      if (search->set_keys[slot] == key)
        return &search->set_found[slot];
      slot = (slot + 1) & (SET_SIZE - 1);
    }
  return NULL;
}

/* One iteration: select and expand in the tree, play out, back up. */
static void
iterate (Search            *search,
         const BstState    *root_state,
         BstState          *state,
         guint              observer,
         const BstAiParams *params,
         BstRng            *rng)
{
  double values[BST_MAX_PLAYERS];
  double rewards[BST_MAX_PLAYERS];
  guint32 node = 0;
  guint turns = 0;

  bst_state_copy (state, root_state);
  bst_ai_determinize (state, observer, rng);

  for (;;)
    {
      guint32 child, chosen = NO_NODE;
      guint n_new = 0;
      double best = -G_MAXDOUBLE;
      double log_avail;

      if (bst_state_is_over (state))
        break;
      list_actions (search, state);
      if (search->n_actions == 0)
        break;
      set_fill (search);
      for (child = search->nodes[node].first_child; child != NO_NODE; child = search->nodes[child].next_sibling)
        {
          guint32 *found = set_lookup (search, search->nodes[child].key);
          if (found)
            {
              *found = 1;
              search->nodes[child].avail++;
            }
        }
      /* An untried action of this deal: expand it. */
      if (!search->nodes[node].closed)
        for (guint i = 0; i < search->n_actions; i++)
          if (!*set_lookup (search, search->actions[i]))
            search->actions[n_new++] = search->actions[i];
      if (n_new > 0)
        {
          guint32 key = search->actions[bst_rng_below (rng, n_new)];
          guint8 player = (guint8) bst_state_to_move (state);

          node = new_node (search, node, key, player);
          search->nodes[node].avail = 1;
          apply_key (state, key);
          break;
        }

      for (child = search->nodes[node].first_child; child != NO_NODE; child = search->nodes[child].next_sibling)
        {
          const Node *c = &search->nodes[child];
          double ucb;

          if (!set_lookup (search, c->key))
            continue;
          if (c->visits <= 0)
            {
              chosen = child;
              break;
            }
          log_avail = log (c->avail);
          ucb = c->reward / c->visits + params->exploration * sqrt (log_avail / c->visits);
          if (ucb > best)
            {
              best = ucb;
              chosen = child;
            }
        }
      node = chosen;
      apply_key (state, search->nodes[node].key);
    }

  /* A meeple decision left by the expansion belongs to the policy. */
  if (state->phase == BST_PHASE_MEEPLE)
    bst_ai_policy_turn (state, rng, params);
  for (guint r = 0; r < params->greedy_replies && !bst_state_is_over (state); r++, turns++)
    {
      while (state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE)
        bst_ai_policy_turn (state, rng, params);
      bst_ai_greedy_apply (state, rng);
    }
  while (!bst_state_is_over (state) && turns++ < params->playout_turns)
    bst_ai_policy_turn (state, rng, params);

  bst_ai_evaluate (state, values);
  bst_ai_rewards (state, values, rewards);
  for (; node != 0; node = search->nodes[node].parent)
    {
      Node *n = &search->nodes[node];
      n->visits++;
      n->reward += rewards[n->player];
    }
  search->nodes[0].visits++;
}

/* Seeds the root's moves with the static evaluation, as if each had been
 * tried params->prior times with that result, and keeps only the best
 * params->root_width of them: the search starts from the greedy order and
 * spends its iterations on the moves worth comparing. */
typedef struct {
  guint32 place;
  guint32 meeple;
  double  reward;
} Candidate;

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->reward != y->reward)
    return x->reward < y->reward ? 1 : -1;
  if (x->place != y->place)
    return x->place < y->place ? -1 : 1;
  return x->meeple < y->meeple ? -1 : x->meeple > y->meeple;
}

static void
add_priors (Search *search, const BstState *state, guint observer, const BstAiParams *params, BstRng *rng)
{
  g_autofree BstState *root = g_new (BstState, 1);
  g_autofree BstState *placed = g_new (BstState, 1);
  g_autofree BstState *after = g_new (BstState, 1);
  g_autoptr (GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  double prior = params->prior;
  guint kept;

  bst_state_copy (root, state);
  bst_ai_determinize (root, observer, rng);
  list_actions (search, root);
  for (guint i = 0; i < search->n_actions; i++)
    {
      guint32 key = search->actions[i];
      gint8 segments[BST_MAX_SEGMENTS];
      guint n;

      bst_state_copy (placed, root);
      apply_key (placed, key);
      n = bst_state_meeple_segments (placed, segments);
      for (int k = -1; k < (int) n; k++)
        {
          double values[BST_MAX_PLAYERS], rewards[BST_MAX_PLAYERS];
          int segment = k < 0 ? BST_NO_SEGMENT : segments[k];
          Candidate c = { key, KEY_MEEPLE | (guint) (segment + 1), 0 };

          bst_state_copy (after, placed);
          bst_state_finish_turn (after, segment, NULL, NULL);
          bst_ai_evaluate (after, values);
          bst_ai_rewards (after, values, rewards);
          c.reward = rewards[observer];
          g_array_append_val (candidates, c);
        }
    }
  g_array_sort (candidates, compare_candidates);
  kept = params->root_width ? MIN (params->root_width, candidates->len) : candidates->len;

  search->nodes[0].closed = TRUE;
  for (guint i = 0; i < kept; i++)
    {
      const Candidate *c = &g_array_index (candidates, Candidate, i);
      guint32 child, grandchild;

      for (child = search->nodes[0].first_child; child != NO_NODE; child = search->nodes[child].next_sibling)
        if (search->nodes[child].key == c->place)
          break;
      if (child == NO_NODE)
        {
          child = new_node (search, 0, c->place, (guint8) observer);
          search->nodes[child].closed = TRUE;
          search->nodes[child].visits = search->nodes[child].avail = prior;
          search->nodes[child].reward = prior * c->reward;   /* the best first */
        }
      grandchild = new_node (search, child, c->meeple, (guint8) observer);
      search->nodes[grandchild].visits = search->nodes[grandchild].avail = prior;
      search->nodes[grandchild].reward = prior * c->reward;
    }
}

/* The move of root @key, with the meeple decision @meeple after a
 * placement (0: none). */
static void
edge_move (const BstState *state, guint32 key, guint32 meeple, BstMove *move)
{
  key_to_move (key, move);
  if (KEY_KIND (key) == KEY_MEEPLE)
    {
      /* Asked in the meeple phase: repeat the placement made. */
      const BstPlacedTile *pt = &state->tiles[state->last_tile];
      move->tile = pt->type;
      move->x = pt->x;
      move->y = pt->y;
      move->rotation = pt->rotation;
    }
  else if (KEY_KIND (key) == KEY_PLACE)
    {
      move->segment = BST_NO_SEGMENT;
      if (meeple != 0)
        {
          BstMove m;
          key_to_move (meeple, &m);
          move->segment = m.segment;
        }
    }
}

/* Builds the tree of one search into @search; returns the iterations run
 * and sets @cancelled when @cancellable stopped it. */
static guint
run_search (Search            *search,
            const BstState    *state,
            const BstAiParams *params,
            BstRng            *rng,
            GCancellable      *cancellable,
            gboolean          *cancelled)
{
  g_autofree BstState *scratch = g_new (BstState, 1);
  guint observer = bst_state_to_move (state);
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = params->max_seconds > 0 ? start + (gint64) (params->max_seconds * 1e6) : G_MAXINT64;
  guint i;

  if (params->deadline > 0)
    deadline = params->deadline;
  *cancelled = FALSE;
  /* Past a few thousand nodes the tree grows as it needs. */
  search->capacity = MAX (1024, MIN (params->iterations, 65536) + 16);
  search->nodes = g_new (Node, search->capacity);
  search->actions = g_new (guint32, MAX_ACTIONS);
  new_node (search, NO_NODE, 0, (guint8) observer);
  if (params->prior > 0 && state->phase == BST_PHASE_PLACE)
    add_priors (search, state, observer, params, rng);

  for (i = 0; i < params->iterations; i++)
    {
      if ((i & 31) == 0 && g_cancellable_is_cancelled (cancellable))
        {
          *cancelled = TRUE;
          break;
        }
      /* The clock costs a hundredth of an iteration: a budget is kept to
       * the iteration. */
      if (deadline != G_MAXINT64 && g_get_monotonic_time () >= deadline)
        break;
      iterate (search, state, scratch, observer, params, rng);
    }
  return i;
}

static void
free_search (Search *search)
{
  g_free (search->nodes);
  g_free (search->actions);
  g_free (search);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Search, free_search)

GArray *
bst_ai_mcts_root (const BstState    *state,
                  const BstAiParams *params,
                  BstRng            *rng,
                  BstAiStats        *stats,
                  GCancellable      *cancellable,
                  gboolean          *cancelled)
{
  g_autoptr (Search) search = g_new0 (Search, 1);
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (BstAiEdge));

  stats->iterations = run_search (search, state, params, rng, cancellable, cancelled);
  stats->nodes = search->n_nodes;
  for (guint32 child = search->nodes[0].first_child; child != NO_NODE;
       child = search->nodes[child].next_sibling)
    {
      const Node *c = &search->nodes[child];
      BstAiEdge edge = { c->key, 0, c->visits, c->reward };

      g_array_append_val (edges, edge);
      if (KEY_KIND (c->key) != KEY_PLACE)
        continue;
      for (guint32 sub = c->first_child; sub != NO_NODE; sub = search->nodes[sub].next_sibling)
        {
          const Node *m = &search->nodes[sub];
          BstAiEdge after = { c->key, m->key, m->visits, m->reward };
          g_array_append_val (edges, after);
        }
    }
  return edges;
}

/* The most visited edge under @key (0: among the root moves), the better
 * rewarded on a tie, the first on a full tie; -1 when there is none. */
static int
most_visited_edge (GArray *edges, guint32 key)
{
  int best = -1;

  for (guint i = 0; i < edges->len; i++)
    {
      const BstAiEdge *e = &g_array_index (edges, BstAiEdge, i);
      const BstAiEdge *b;

      if (key == 0 ? e->meeple != 0 : (e->key != key || e->meeple == 0))
        continue;
      if (best < 0)
        {
          best = (int) i;
          continue;
        }
      b = &g_array_index (edges, BstAiEdge, best);
      if (e->visits > b->visits || (e->visits == b->visits && e->reward > b->reward))
        best = (int) i;
    }
  return best;
}

gboolean
bst_ai_mcts_choose (const BstState *state,
                    GArray         *edges,
                    BstMove        *move,
                    double         *value)
{
  const BstAiEdge *chosen;
  int best = most_visited_edge (edges, 0);
  int meeple;

  if (best < 0)
    return FALSE;
  chosen = &g_array_index (edges, BstAiEdge, best);
  meeple = KEY_KIND (chosen->key) == KEY_PLACE ? most_visited_edge (edges, chosen->key) : -1;
  edge_move (state, chosen->key, meeple < 0 ? 0 : g_array_index (edges, BstAiEdge, meeple).meeple, move);
  *value = chosen->visits > 0 ? chosen->reward / chosen->visits : 0.5;
  return TRUE;
}

gboolean
bst_ai_mcts_move (const BstState    *state,
                  const BstAiParams *params,
                  BstRng            *rng,
                  BstMove           *move,
                  BstAiStats        *stats,
                  GCancellable      *cancellable)
{
  BstAiStats found = { 0 };
  gboolean cancelled;
  g_autoptr (GArray) edges = bst_ai_mcts_root (state, params, rng, &found, cancellable, &cancelled);

  if (!bst_ai_mcts_choose (state, edges, move, &found.value))
    {
      bst_ai_greedy_move (state, bst_ai_evaluate, rng, move, NULL);
      return !cancelled;
    }
  if (stats)
    *stats = found;
  return !cancelled;
}

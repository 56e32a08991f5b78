/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-ai-private.h"

/* Root parallelism (Chaslot, Winands and van den Herik, 2008): every
 * thread grows a tree of its own from the same position, and the root
 * moves' visits are summed at the end. The trees share nothing while they
 * grow, so no locks slow the search down, and each thread's stream and
 * share of the budget are fixed before it starts: with an iteration budget
 * the move depends only on the seed and the number of threads. */

typedef struct {
  const BstState    *state;
  BstAiParams        params;
  BstRng             rng;
  GCancellable      *cancellable;
  GArray            *edges;
  BstAiStats         stats;
  gboolean           cancelled;
} Worker;

static gpointer
worker_run (gpointer data)
{
  Worker *worker = data;

  worker->edges = bst_ai_mcts_root (worker->state, &worker->params, &worker->rng,
                                    &worker->stats, worker->cancellable, &worker->cancelled);
  return NULL;
}

static inline guint64
edge_id (const BstAiEdge *edge)
{
  return ((guint64) edge->key << 32) | edge->meeple;
}

/* Sums the edges of every tree, in the order they are first met. */
static GArray *
merge_edges (Worker *workers, guint n_workers)
{
  g_autoptr (GHashTable) index = g_hash_table_new (g_int64_hash, g_int64_equal);
  GArray *merged = g_array_new (FALSE, FALSE, sizeof (BstAiEdge));
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint total = 0;

  for (guint w = 0; w < n_workers; w++)
    total += workers[w].edges->len;
  /* The keys live in @ids, which must not move while the table holds them. */
  g_array_set_size (ids, total);
  total = 0;
  for (guint w = 0; w < n_workers; w++)
    for (guint i = 0; i < workers[w].edges->len; i++)
      {
        const BstAiEdge *edge = &g_array_index (workers[w].edges, BstAiEdge, i);
        guint64 *id = &g_array_index (ids, guint64, total++);
        gpointer found;

        *id = edge_id (edge);
        found = g_hash_table_lookup (index, id);
        if (found == NULL)
          {
            g_array_append_val (merged, *edge);
            g_hash_table_insert (index, id, GUINT_TO_POINTER (merged->len));
          }
        else
          {
            BstAiEdge *sum = &g_array_index (merged, BstAiEdge, GPOINTER_TO_UINT (found) - 1);
            sum->visits += edge->visits;
            sum->reward += edge->reward;
          }
      }
  return merged;
}

gboolean
bst_ai_parallel_move (const BstState    *state,
                      const BstAiParams *params,
                      guint              threads,
                      BstRng            *rng,
                      BstMove           *move,
                      BstAiStats        *stats,
                      GCancellable      *cancellable)
{
  g_autofree Worker *workers = NULL;
  g_autofree GThread **running = NULL;
  g_autoptr (GArray) merged = NULL;
  gboolean cancelled = FALSE;

  threads = CLAMP (threads, 1, MAX (params->iterations, 1));
  workers = g_new0 (Worker, threads);
  running = g_new0 (GThread *, threads);
  for (guint w = 0; w < threads; w++)
    {
      Worker *worker = &workers[w];
      guint64 seed = ((guint64) bst_rng_next (rng) << 32) | bst_rng_next (rng);

      worker->state = state;
      worker->params = *params;
      worker->params.iterations = params->iterations / threads + (w < params->iterations % threads);
      worker->cancellable = cancellable;
      bst_rng_seed (&worker->rng, seed, w);
    }
  /* The calling thread grows the first tree itself. */
  for (guint w = 1; w < threads; w++)
    running[w] = g_thread_try_new ("bastide-ai", worker_run, &workers[w], NULL);
  worker_run (&workers[0]);
  for (guint w = 1; w < threads; w++)
    {
      if (running[w] != NULL)
        g_thread_join (running[w]);
      else
        worker_run (&workers[w]);
    }

  memset (stats, 0, sizeof *stats);
  for (guint w = 0; w < threads; w++)
    {
      cancelled |= workers[w].cancelled;
      stats->iterations += workers[w].stats.iterations;
      stats->nodes += workers[w].stats.nodes;
    }
  merged = merge_edges (workers, threads);
  for (guint w = 0; w < threads; w++)
    g_array_unref (workers[w].edges);

  if (!bst_ai_mcts_choose (state, merged, move, &stats->value))
    bst_ai_greedy_move (state, bst_ai_evaluate, rng, move, NULL);
  return !cancelled;
}

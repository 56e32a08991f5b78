/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-state-private.h"

static guint
feature_tiles (BstState *self, guint root)
{
  guint tiles = self->nodes[root].tiles;

  if (self->nodes[root].shared < 2)
    return tiles;

  /* A tile with two segments in this feature still counts once. */
  for (guint i = 0; i < self->n_shared_tiles; i++)
    {
      const BstPlacedTile *pt = &self->tiles[self->shared_tiles[i]];
      const BstTileType *tt = TILE_TYPE (pt->type);
      guint here = 0;

      for (guint s = 0; s < tt->n_segments; s++)
        if (tt->segments[s].kind == self->nodes[root].kind
            && find_root (self, pt->first_node + s) == root)
          here++;
      if (here > 1)
        tiles -= here - 1;
    }
  return tiles;
}

/* Scoring -------------------------------------------------------------------- */

/* Counts the meeples in a feature and names one of its segments that
 * holds a meeple, for showing the feature; returns a bit per meeple in it. */
static guint64
count_meeples (BstState *self, guint root, BstScoreEvent *event)
{
  guint64 found = 0;
  guint left = self->nodes[root].meeples;

  G_STATIC_ASSERT (BST_MAX_MEEPLES <= 64);
  memset (event->meeples, 0, BST_MAX_PLAYERS);
  /* The root knows how many there are: stop at the last one. */
  for (guint i = 0; i < self->n_meeples && left > 0; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      if (find_root (self, self->tiles[m->tile].first_node + m->segment) != root)
        continue;
      event->meeples[m->player]++;
      if (found == 0)
        {
          event->tile = m->tile;
          event->segment = m->segment;
        }
      found |= G_GUINT64_CONSTANT (1) << i;
      left--;
    }
  return found;
}

/* Sends the meeples of count_meeples() home. */
static void
return_meeples (BstState *self, guint root, guint64 found)
{
  guint kept = 0;

  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      if (found & (G_GUINT64_CONSTANT (1) << i))
        self->supply[m->player]++;
      else
        self->meeples[kept++] = *m;
    }
  self->n_meeples = (guint8) kept;
  self->nodes[root].meeples = 0;
}

static guint
feature_points (BstState *self, guint root, guint tile, gboolean final, BstScoreEvent *event)
{
  const BstNode *node = &self->nodes[root];
  guint tiles;

  switch ((BstFeatureKind) node->kind)
    {
    case BST_FEATURE_ROAD:
      tiles = feature_tiles (self, root);
      event->tiles = tiles;
      return tiles;

    case BST_FEATURE_CITY:
      tiles = feature_tiles (self, root);
      event->tiles = tiles;
      event->pennants = node->pennants;
      if (final)
        return tiles + node->pennants;
      if (tiles == 2 && node->pennants == 0)
        return self->rules.small_city_points;
      return 2 * (tiles + node->pennants);

    case BST_FEATURE_MONASTERY:
      event->tiles = 1 + self->tiles[tile].neighbours;
      return event->tiles;

    case BST_FEATURE_FIELD:
    default:
      g_assert_not_reached ();
    }
}

/* Scores the feature at @root for the majority holders. During play the
 * meeples go home; at game end they stay where they are. */
void
bst_state_score_feature (BstState     *self,
                         guint         root,
                         guint         tile,
                         gboolean      final,
                         BstScoreFunc  func,
                         gpointer      user_data)
{
  BstScoreEvent event = { 0 };
  guint n_players = self->rules.n_players;
  guint64 found;

  event.kind = self->nodes[root].kind;
  event.final = final;
  found = count_meeples (self, root, &event);
  event.winners = majority (event.meeples, n_players);
  if (event.winners == 0)
    return;

  event.points = feature_points (self, root, tile, final, &event);
  for (guint p = 0; p < n_players; p++)
    if (event.winners & (1 << p))
      self->scores[p] += event.points;

  if (!final)
    return_meeples (self, root, found);
  if (func)
    func (&event, user_data);
}

/* Fields ---------------------------------------------------------------------- */

typedef struct {
  guint   root;
  guint8  meeples[BST_MAX_PLAYERS];
  guint8  winners;
  guint8  tile;
  guint8  segment;
  guint64 cities[BST_MAX_NODES / 64];
} FieldScore;

static void
score_fields (BstState *self, BstScoreFunc func, gpointer user_data)
{
  FieldScore fields[BST_MAX_MEEPLES];
  guint8 field_of[BST_MAX_NODES];
  guint n_fields = 0;
  guint n_players = self->rules.n_players;

  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      guint node = self->tiles[m->tile].first_node + m->segment;
      guint root;
      guint f;

      if (self->nodes[node].kind != BST_FEATURE_FIELD)
        continue;
      root = find_root (self, node);
      for (f = 0; f < n_fields && fields[f].root != root; f++)
        ;
      if (f == n_fields)
        {
          memset (&fields[f], 0, sizeof fields[f]);
          fields[f].root = root;
          fields[f].tile = m->tile;
          fields[f].segment = m->segment;
          n_fields++;
        }
      fields[f].meeples[m->player]++;
    }
  if (n_fields == 0)
    return;

  /* Which field each farmed root is, so that the tiles need no search. */
  memset (field_of, 0xff, self->n_nodes);
  for (guint f = 0; f < n_fields; f++)
    field_of[fields[f].root] = (guint8) f;

  for (guint t = 0; t < self->n_tiles; t++)
    {
      const BstPlacedTile *pt = &self->tiles[t];
      const BstTileFarms *farms = &bst_tile_farms_table[pt->type];

      for (guint i = 0; i < farms->n_fields; i++)
        {
          guint f = field_of[find_root (self, pt->first_node + farms->field[i])];

          /* Only fields with a farmer are in fields[]: most are not. */
          if (f == 0xff)
            continue;
          for (guint cities = farms->cities[i]; cities; cities &= cities - 1)
            {
              guint city = find_root (self, pt->first_node + __builtin_ctz (cities));
              if (self->nodes[city].open == 0)
                fields[f].cities[city / 64] |= G_GUINT64_CONSTANT (1) << (city % 64);
            }
        }
    }

  if (self->rules.farmer_scoring == BST_FARMER_SCORING_PER_CITY)
    {
      /* The 2000 rules: each completed city pays 4 to the players with the
       * most farmers in the fields that touch it. */
      for (guint city = 0; city < self->n_nodes; city++)
        {
          BstScoreEvent event = { 0 };
          gboolean touched = FALSE;

          for (guint f = 0; f < n_fields; f++)
            if (fields[f].cities[city / 64] & (G_GUINT64_CONSTANT (1) << (city % 64)))
              {
                touched = TRUE;
                for (guint p = 0; p < n_players; p++)
                  event.meeples[p] += fields[f].meeples[p];
                if (event.tiles == 0)
                  {
                    event.tile = fields[f].tile;
                    event.segment = fields[f].segment;
                  }
              }
          if (!touched)
            continue;
          event.kind = BST_FEATURE_FIELD;
          event.final = TRUE;
          event.cities = 1;
          event.winners = majority (event.meeples, n_players);
          event.points = 4;
          for (guint p = 0; p < n_players; p++)
            if (event.winners & (1 << p))
              self->scores[p] += event.points;
          if (func)
            func (&event, user_data);
        }
      return;
    }

  {
    guint64 paid[BST_MAX_PLAYERS][BST_MAX_NODES / 64] = { { 0 } };

    for (guint f = 0; f < n_fields; f++)
      {
        BstScoreEvent event = { 0 };
        guint n_cities = 0;

        for (guint w = 0; w < G_N_ELEMENTS (fields[f].cities); w++)
          n_cities += __builtin_popcountll (fields[f].cities[w]);

        event.kind = BST_FEATURE_FIELD;
        event.final = TRUE;
        event.tile = fields[f].tile;
        event.segment = fields[f].segment;
        event.cities = n_cities;
        memcpy (event.meeples, fields[f].meeples, BST_MAX_PLAYERS);
        event.winners = majority (event.meeples, n_players);
        event.points = 3 * n_cities;

        if (self->rules.farmer_scoring != BST_FARMER_SCORING_PER_PLAYER)
          {
            for (guint p = 0; p < n_players; p++)
              if (event.winners & (1 << p))
                self->scores[p] += event.points;
            if (func)
              func (&event, user_data);
            continue;
          }

        /* A city pays each player at most once, so each winner of this
         * field may be owed a different amount: one event each. */
        for (guint p = 0; p < n_players; p++)
          {
            BstScoreEvent share = event;
            guint fresh = 0;

            if (!(event.winners & (1 << p)))
              continue;
            for (guint w = 0; w < G_N_ELEMENTS (fields[f].cities); w++)
              {
                fresh += __builtin_popcountll (fields[f].cities[w] & ~paid[p][w]);
                paid[p][w] |= fields[f].cities[w];
              }
            share.winners = 1 << p;
            share.cities = fresh;
            share.points = 3 * fresh;
            self->scores[p] += share.points;
            if (func)
              func (&share, user_data);
          }
      }
  }
}

void
bst_state_final_scoring (BstState *self, BstScoreFunc func, gpointer user_data)
{
  guint scored[BST_MAX_MEEPLES];
  guint n_scored = 0;

  for (guint i = 0; i < self->n_meeples; i++)
    {
      const BstMeeple *m = &self->meeples[i];
      guint root = find_root (self, self->tiles[m->tile].first_node + m->segment);
      gboolean seen = FALSE;

      /* By the house rule only fields score at the end. */
      if (self->nodes[root].kind == BST_FEATURE_FIELD || self->rules.no_incomplete_scoring)
        continue;
      for (guint j = 0; j < n_scored && !seen; j++)
        seen = scored[j] == root;
      if (seen)
        continue;
      scored[n_scored++] = root;
      bst_state_score_feature (self, root, m->tile, TRUE, func, user_data);
    }

  if (self->rules.farmers)
    score_fields (self, func, user_data);
}


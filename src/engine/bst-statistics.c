/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-statistics-private.h"

struct _BstStatistics {
  GObject     parent_instance;
  GPtrArray  *people;   /* of BstPersonStatistics, sorted by name */
  GPtrArray  *games;    /* of char *, the identities of the games counted, oldest first */
  GHashTable *counted;  /* the same identities, borrowed from @games, to look one up */
};

G_DEFINE_FINAL_TYPE (BstStatistics, bst_statistics, G_TYPE_OBJECT)

static void
person_free (BstPersonStatistics *person)
{
  g_free (person->name);
  g_free (person);
}

static void
bst_statistics_finalize (GObject *object)
{
  BstStatistics *self = BST_STATISTICS (object);

  g_clear_pointer (&self->people, g_ptr_array_unref);
  g_clear_pointer (&self->counted, g_hash_table_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  G_OBJECT_CLASS (bst_statistics_parent_class)->finalize (object);
}

static void
bst_statistics_class_init (BstStatisticsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bst_statistics_finalize;
}

static void
bst_statistics_init (BstStatistics *self)
{
  self->people = g_ptr_array_new_with_free_func ((GDestroyNotify) person_free);
  self->games = g_ptr_array_new_with_free_func (g_free);
  self->counted = g_hash_table_new (g_str_hash, g_str_equal);
}

BstStatistics *
bst_statistics_new (void)
{
  return g_object_new (BST_TYPE_STATISTICS, NULL);
}

guint
bst_statistics_get_n_people (BstStatistics *self)
{
  g_return_val_if_fail (BST_IS_STATISTICS (self), 0);
  return self->people->len;
}

const BstPersonStatistics *
bst_statistics_get_person (BstStatistics *self,
                           guint          index)
{
  g_return_val_if_fail (BST_IS_STATISTICS (self), NULL);
  g_return_val_if_fail (index < self->people->len, NULL);
  return g_ptr_array_index (self->people, index);
}

/* Where @name is, or would go to keep the names in order. */
static gboolean
find_person (BstStatistics *self,
             const char    *name,
             guint         *index)
{
  guint low = 0, high = self->people->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      const BstPersonStatistics *person = g_ptr_array_index (self->people, middle);
      int order = g_strcmp0 (person->name, name);

      if (order == 0)
        {
          *index = middle;
          return TRUE;
        }
      if (order < 0)
        low = middle + 1;
      else
        high = middle;
    }
  *index = low;
  return FALSE;
}

const BstPersonStatistics *
bst_statistics_lookup (BstStatistics *self,
                       const char    *name)
{
  guint index;

  g_return_val_if_fail (BST_IS_STATISTICS (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return find_person (self, name, &index) ? g_ptr_array_index (self->people, index) : NULL;
}

BstPersonStatistics *
_bst_statistics_ensure_person (BstStatistics *self,
                               const char    *name)
{
  /* A name is kept as the file may hold it: valid text, and not too long. */
  g_autofree char *key = g_utf8_make_valid (name, MIN (strlen (name),
                                                       BST_STATISTICS_MAX_NAME_BYTES));
  BstPersonStatistics *person;
  guint index;

  if (find_person (self, key, &index))
    return g_ptr_array_index (self->people, index);
  if (self->people->len >= BST_STATISTICS_MAX_PEOPLE)
    return NULL;
  person = g_new0 (BstPersonStatistics, 1);
  person->name = g_steal_pointer (&key);
  person->best_score = G_MININT;
  g_ptr_array_insert (self->people, index, person);
  return person;
}

/* Counts are kept from overflowing: a long life of play saturates them. */
static void
add_saturated (guint *count,
               guint  amount)
{
  *count = *count > G_MAXUINT - amount ? G_MAXUINT : *count + amount;
}

/* Against each computer seat a person wins with more points, draws with
 * as many. */
static void
add_results_against_computer (BstPersonStatistics *person,
                              BstGame             *game,
                              guint                seat)
{
  int score = bst_game_get_score (game, seat);

  for (guint other = 0; other < bst_game_get_n_players (game); other++)
    {
      BstSeatKind kind = bst_game_get_player (game, other)->kind;
      BstStatisticsTally *tally = &person->against[kind];
      int other_score = bst_game_get_score (game, other);

      if (kind == BST_SEAT_HUMAN)
        continue;
      add_saturated (&tally->games, 1);
      if (score > other_score)
        add_saturated (&tally->wins, 1);
      else if (score == other_score)
        add_saturated (&tally->draws, 1);
    }
}

static void
add_seat (BstPersonStatistics *person,
          BstGame             *game,
          guint                seat)
{
  int score = bst_game_get_score (game, seat);

  add_saturated (&person->games, 1);
  person->total_score += score;
  person->best_score = MAX (person->best_score, score);
  for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
    person->points[kind] += bst_game_get_points (game, seat, kind);
  add_results_against_computer (person, game, seat);
}

static void
add_uint (GChecksum *checksum,
          guint64    value)
{
  guint8 bytes[8];

  /* Little-endian, so that the identity is the same on every machine. */
  for (guint i = 0; i < sizeof bytes; i++)
    bytes[i] = value >> (8 * i);
  g_checksum_update (checksum, bytes, sizeof bytes);
}

char *
bst_statistics_game_identity (BstGame *game)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint n_players, n_moves;

  g_return_val_if_fail (BST_IS_GAME (game), NULL);

  n_players = bst_game_get_n_players (game);
  n_moves = bst_game_get_n_moves (game);
  add_uint (checksum, bst_game_get_seed (game));
  add_uint (checksum, n_players);
  for (guint seat = 0; seat < n_players; seat++)
    {
      const BstPlayerInfo *info = bst_game_get_player (game, seat);
      const char *name = info->name != NULL ? info->name : "";

      add_uint (checksum, info->kind);
      add_uint (checksum, strlen (name));
      g_checksum_update (checksum, (const guchar *) name, strlen (name));
      add_uint (checksum, (guint) bst_game_get_score (game, seat));
    }
  add_uint (checksum, n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      const BstMove *move = bst_game_get_move (game, i);
      const guint8 fields[] = {
        move->tile, (guint8) move->x, (guint8) move->y, move->rotation, (guint8) move->segment,
        move->kind, move->bid & 0xff, move->bid >> 8,
      };

      g_checksum_update (checksum, fields, sizeof fields);
    }
  return g_strndup (g_checksum_get_string (checksum), BST_STATISTICS_IDENTITY_DIGITS);
}

gboolean
bst_statistics_has_game (BstStatistics *self,
                         const char    *identity)
{
  g_return_val_if_fail (BST_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (identity != NULL, FALSE);

  return g_hash_table_contains (self->counted, identity);
}

void
_bst_statistics_add_identity (BstStatistics *self,
                              const char    *identity)
{
  char *kept;

  if (g_hash_table_contains (self->counted, identity))
    return;
  if (self->games->len >= BST_STATISTICS_MAX_GAMES)
    {
      guint n_forgotten = self->games->len - BST_STATISTICS_MAX_GAMES + 1;

      for (guint i = 0; i < n_forgotten; i++)
        g_hash_table_remove (self->counted, g_ptr_array_index (self->games, i));
      g_ptr_array_remove_range (self->games, 0, n_forgotten);
    }
  kept = g_strdup (identity);
  g_ptr_array_add (self->games, kept);
  g_hash_table_add (self->counted, kept);
}

GPtrArray *
_bst_statistics_get_identities (BstStatistics *self)
{
  return self->games;
}

gboolean
bst_statistics_add_game (BstStatistics *self,
                         BstGame       *game)
{
  g_autofree char *identity = NULL;

  g_return_val_if_fail (BST_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (BST_IS_GAME (game), FALSE);
  g_return_val_if_fail (bst_game_is_over (game), FALSE);

  identity = bst_statistics_game_identity (game);
  if (bst_statistics_has_game (self, identity))
    return FALSE;
  _bst_statistics_add_identity (self, identity);
  for (guint seat = 0; seat < bst_game_get_n_players (game); seat++)
    {
      const BstPlayerInfo *info = bst_game_get_player (game, seat);
      BstPersonStatistics *person;

      if (info->kind != BST_SEAT_HUMAN || info->name == NULL)
        continue;
      person = _bst_statistics_ensure_person (self, info->name);
      if (person != NULL)
        add_seat (person, game, seat);
    }
  return TRUE;
}

void
bst_statistics_reset (BstStatistics *self)
{
  g_return_if_fail (BST_IS_STATISTICS (self));
  g_ptr_array_set_size (self->people, 0);
  g_hash_table_remove_all (self->counted);
  g_ptr_array_set_size (self->games, 0);
}

double
bst_person_statistics_get_mean_score (const BstPersonStatistics *person)
{
  g_return_val_if_fail (person != NULL, 0);
  return person->games > 0 ? (double) person->total_score / person->games : 0;
}

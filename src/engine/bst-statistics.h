/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-game.h"
#include "bst-player-info.h"
#include "bst-tile.h"

G_BEGIN_DECLS

/* Lifetime statistics of the people who play on this computer, one record
 * a name: every finished game counts for the games and scores; the games
 * against the computer count for the wins per level and the rating. */

#define BST_TYPE_STATISTICS (bst_statistics_get_type ())

G_DECLARE_FINAL_TYPE (BstStatistics, bst_statistics, BST, STATISTICS, GObject)

/* Limits of what a statistics file may hold. */
#define BST_STATISTICS_MAX_PEOPLE      1000
#define BST_STATISTICS_MAX_NAME_BYTES  256
/* The games remembered as counted, the latest kept: one opened again from
 * its file long after, when so many others have been played since, counts
 * again. */
#define BST_STATISTICS_MAX_GAMES       5000
/* A game's identity, in hexadecimal digits. */
#define BST_STATISTICS_IDENTITY_DIGITS 32

/* One person's games against one kind of seat. */
typedef struct {
  guint games;
  guint wins;
  guint draws;
} BstStatisticsTally;

typedef struct {
  char               *name;
  guint               games;
  gint64              total_score;
  int                 best_score;
  gint64              points[BST_N_FEATURE_KINDS];  /* by BstFeatureKind */
  BstStatisticsTally  against[BST_N_SEAT_KINDS];    /* by BstSeatKind; none against people */
} BstPersonStatistics;

BstStatistics             *bst_statistics_new          (void);
guint                      bst_statistics_get_n_people (BstStatistics *self);
/* The people in the order of their names. */
const BstPersonStatistics *bst_statistics_get_person   (BstStatistics *self,
                                                        guint          index);
const BstPersonStatistics *bst_statistics_lookup       (BstStatistics *self,
                                                        const char    *name);
/* What tells a game from every other: a digest of its seed, players, moves
 * and scores, the same for the game opened again from its file or replayed
 * from its code. */
char                      *bst_statistics_game_identity (BstGame      *game);
/* Counts @game, which must be over, for each person at it, unless it has
 * been counted already (then FALSE, and nothing changes). */
gboolean                   bst_statistics_add_game     (BstStatistics *self,
                                                        BstGame       *game);
/* Whether the game of @identity has been counted. */
gboolean                   bst_statistics_has_game     (BstStatistics *self,
                                                        const char    *identity);
/* Forgets every person and every game counted. */
void                       bst_statistics_reset        (BstStatistics *self);

/* The JSON of a statistics file, and back; reading checks every field and
 * limit, for the file is untrusted input. */
GBytes                    *bst_statistics_to_bytes     (BstStatistics *self);
BstStatistics             *bst_statistics_new_from_bytes (GBytes      *bytes,
                                                          GError     **error);

/* g_get_user_data_dir()/bastide/statistics.json */
GFile                     *bst_statistics_get_default_file (void);
/* The statistics kept in @file: none when it does not exist, and none
 * when it cannot be read, which is then set aside (@set_aside says where,
 * or is NULL) so that the next save does not overwrite it. */
BstStatistics             *bst_statistics_load         (GFile         *file,
                                                        GFile        **set_aside);
gboolean                   bst_statistics_save         (BstStatistics *self,
                                                        GFile         *file,
                                                        GError       **error);
/* Adds @game to the statistics in @file, once however often it is asked:
 * a game shown over again after undo and redo, opened again from its file
 * or replayed, is the same game. */
gboolean                   bst_statistics_record_game  (GFile         *file,
                                                        BstGame       *game,
                                                        GError       **error);

/* Ratings on the Elo scale: a fixed one for each computer level, and a
 * person's from their results against the levels. */
double                     bst_statistics_get_level_rating (BstSeatKind kind);
/* FALSE until the person has played the computer. */
gboolean                   bst_person_statistics_get_rating (const BstPersonStatistics *person,
                                                             double                    *rating);
double                     bst_person_statistics_get_mean_score (const BstPersonStatistics *person);

G_END_DECLS

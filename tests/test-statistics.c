/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "bst-game-record.h"
#include "bst-safe-file.h"
#include "bst-share-code.h"
#include "bst-statistics-private.h"
#include "bst-test-utils.h"

/* A finished two-player game of random moves: Ann, a person, against
 * @opponent (Bob, a person too, or a computer level). */
static void
assert_same_person (const BstPersonStatistics *a,
                    const BstPersonStatistics *b)
{
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpuint (a->games, ==, b->games);
  g_assert_cmpint (a->total_score, ==, b->total_score);
  g_assert_cmpint (a->best_score, ==, b->best_score);
  g_assert_cmpmem (a->points, sizeof a->points, b->points, sizeof b->points);
  g_assert_cmpmem (a->against, sizeof a->against, b->against, sizeof b->against);
}

/* A temporary XDG_DATA_HOME's statistics file. */
static GFile *
temp_statistics_file (char **dir)
{
  g_autofree char *path = NULL;

  *dir = g_dir_make_tmp ("bastide-statistics-XXXXXX", NULL);
  g_assert_nonnull (*dir);
  path = g_build_filename (*dir, "bastide", "statistics.json", NULL);
  return g_file_new_for_path (path);
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_dir (path);
      else
        g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Every finished game counts for each person at it; only the computer
 * seats count for the wins against a level. */
static void
test_statistics_add_game (void)
{
  g_autoptr (BstStatistics) statistics = bst_statistics_new ();
  g_autoptr (BstGame) people = bst_test_play_random_game (BST_SEAT_HUMAN, 1);
  g_autoptr (BstGame) against_easy = bst_test_play_random_game (BST_SEAT_EASY, 2);
  const BstPersonStatistics *ann, *bob;
  gint64 points = 0;
  int ann_people = bst_game_get_score (people, 0);
  int ann_easy = bst_game_get_score (against_easy, 0);
  int easy = bst_game_get_score (against_easy, 1);

  bst_statistics_add_game (statistics, people);
  bst_statistics_add_game (statistics, against_easy);

  g_assert_cmpuint (bst_statistics_get_n_people (statistics), ==, 2);
  ann = bst_statistics_lookup (statistics, "Ann");
  bob = bst_statistics_lookup (statistics, "Bob");
  g_assert_true (bst_statistics_get_person (statistics, 0) == ann);
  g_assert_true (bst_statistics_get_person (statistics, 1) == bob);
  g_assert_cmpuint (ann->games, ==, 2);
  g_assert_cmpuint (bob->games, ==, 1);
  g_assert_cmpint (ann->total_score, ==, ann_people + ann_easy);
  g_assert_cmpint (ann->best_score, ==, MAX (ann_people, ann_easy));
  g_assert_cmpfloat (bst_person_statistics_get_mean_score (ann), ==,
                     (ann_people + ann_easy) / 2.0);
  for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
    points += ann->points[kind];
  g_assert_cmpint (points, ==, ann->total_score);

  g_assert_cmpuint (ann->against[BST_SEAT_HUMAN].games, ==, 0);
  g_assert_cmpuint (ann->against[BST_SEAT_EASY].games, ==, 1);
  g_assert_cmpuint (ann->against[BST_SEAT_EASY].wins, ==, ann_easy > easy);
  g_assert_cmpuint (ann->against[BST_SEAT_EASY].draws, ==, ann_easy == easy);
  g_assert_true (bst_person_statistics_get_rating (ann, &(double) { 0 }));
  g_assert_false (bst_person_statistics_get_rating (bob, &(double) { 0 }));
  g_assert_null (bst_statistics_lookup (statistics, "Easy"));
}

static void
test_statistics_round_trip (void)
{
  g_autoptr (BstStatistics) statistics = bst_statistics_new ();
  g_autoptr (BstStatistics) read = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < 4; i++)
    {
      static const BstSeatKind opponents[] = {
        BST_SEAT_HUMAN, BST_SEAT_RANDOM, BST_SEAT_HARD, BST_SEAT_BEGINNER,
      };
      g_autoptr (BstGame) game = bst_test_play_random_game (opponents[i], 10 + i);

      bst_statistics_add_game (statistics, game);
    }
  bytes = bst_statistics_to_bytes (statistics);
  read = bst_statistics_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bst_statistics_get_n_people (read), ==,
                    bst_statistics_get_n_people (statistics));
  for (guint i = 0; i < bst_statistics_get_n_people (read); i++)
    assert_same_person (bst_statistics_get_person (read, i),
                        bst_statistics_get_person (statistics, i));
}

/* What a person could have kept in the file by hand, or a later version
 * written: never read, each for its own reason. */
static void
test_statistics_bad_bytes (void)
{
  static const char *const bad[] = {
    "",
    "[]",
    "{\"version\": 3, \"people\": []}",
    "{\"version\": 1}",
    "{\"version\": 2, \"people\": [], \"counted-games\": [\"abc\"]}",
    "{\"version\": 2, \"people\": [], \"counted-games\": [1]}",
    "{\"version\": 2, \"people\": [], \"counted-games\":"
    " [\"0123456789ABCDEF0123456789abcdef\"]}",
    "{\"version\": 2, \"people\": [], \"counted-games\":"
    " [\"0123456789abcdef0123456789abcdef\", \"0123456789abcdef0123456789abcdef\"]}",
    "{\"version\": 1, \"people\": [], \"more\": 1}",
    "{\"version\": 1, \"people\": [{\"name\": \"Ann\"}]}",
    "{\"version\": 1, \"people\": [{\"name\": \"Ann\", \"games\": -1, \"total-score\": 0,"
    " \"best-score\": 0, \"points\": {\"road\": 0, \"city\": 0, \"monastery\": 0,"
    " \"field\": 0}, \"against\": {}}]}",
    "{\"version\": 1, \"people\": [{\"name\": \"Ann\", \"games\": 1, \"total-score\": 0,"
    " \"best-score\": 0, \"points\": {\"road\": 0, \"city\": 0, \"monastery\": 0,"
    " \"field\": 0}, \"against\": {\"human\": {\"games\": 1, \"wins\": 0, \"draws\": 0}}}]}",
    "{\"version\": 1, \"people\": [{\"name\": \"Ann\", \"games\": 1, \"total-score\": 0,"
    " \"best-score\": 0, \"points\": {\"road\": 0, \"city\": 0, \"monastery\": 0,"
    " \"field\": 0}, \"against\": {\"easy\": {\"games\": 1, \"wins\": 1, \"draws\": 1}}}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GBytes) bytes = g_bytes_new_static (bad[i], strlen (bad[i]));
      g_autoptr (GError) error = NULL;
      g_autoptr (BstStatistics) read = bst_statistics_new_from_bytes (bytes, &error);

      g_assert_null (read);
      g_assert_nonnull (error);
    }
}

/* A file that cannot be read is moved aside, dated, and the statistics
 * start again from nothing; the next save writes a good file. */
static void
test_statistics_bad_file_set_aside (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = temp_statistics_file (&dir);
  g_autoptr (GFile) parent = g_file_get_parent (file);
  g_autoptr (GFile) aside = NULL;
  g_autoptr (BstStatistics) statistics = NULL;
  g_autoptr (BstStatistics) again = NULL;
  g_autoptr (GBytes) kept = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *aside_name = NULL;
  g_autoptr (GError) error = NULL;

  /* No file yet: empty, nothing set aside. */
  statistics = bst_statistics_load (file, &aside);
  g_assert_cmpuint (bst_statistics_get_n_people (statistics), ==, 0);
  g_assert_null (aside);
  g_clear_object (&statistics);

  g_assert_true (g_file_make_directory_with_parents (parent, NULL, NULL));
  g_assert_true (g_file_set_contents (g_file_peek_path (file), "{\"version\": 9", -1, NULL));
  statistics = bst_statistics_load (file, &aside);
  g_assert_cmpuint (bst_statistics_get_n_people (statistics), ==, 0);
  g_assert_nonnull (aside);
  aside_name = g_file_get_basename (aside);
  g_assert_true (g_str_has_prefix (aside_name, "statistics.json.unreadable-"));
  g_assert_nonnull (strstr (aside_name, date));
  kept = g_file_load_bytes (aside, NULL, NULL, NULL);
  g_assert_cmpmem (g_bytes_get_data (kept, NULL), g_bytes_get_size (kept), "{\"version\": 9", 13);
  g_assert_false (g_file_query_exists (file, NULL));

  {
    g_autoptr (BstGame) game = bst_test_play_random_game (BST_SEAT_MEDIUM, 3);

    g_assert_true (bst_statistics_record_game (file, game, &error));
    g_assert_no_error (error);
  }
  again = bst_statistics_load (file, NULL);
  g_assert_cmpuint (bst_statistics_lookup (again, "Ann")->games, ==, 1);
  remove_dir (dir);
}

/* A game counts once however often it is recorded; a reset forgets all. */
static void
test_statistics_record_once_and_reset (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = temp_statistics_file (&dir);
  g_autoptr (BstGame) game = bst_test_play_random_game (BST_SEAT_HARD, 4);
  g_autoptr (BstStatistics) statistics = NULL;
  g_autoptr (BstStatistics) reset = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_statistics_record_game (file, game, &error));
  g_assert_true (bst_statistics_record_game (file, game, &error));
  g_assert_no_error (error);
  statistics = bst_statistics_load (file, NULL);
  g_assert_cmpuint (bst_statistics_lookup (statistics, "Ann")->games, ==, 1);
  g_assert_cmpuint (bst_statistics_lookup (statistics, "Ann")->against[BST_SEAT_HARD].games,
                    ==, 1);

  bst_statistics_reset (statistics);
  g_assert_cmpuint (bst_statistics_get_n_people (statistics), ==, 0);
  g_assert_true (bst_statistics_save (statistics, file, &error));
  g_assert_no_error (error);
  reset = bst_statistics_load (file, NULL);
  g_assert_cmpuint (bst_statistics_get_n_people (reset), ==, 0);
  remove_dir (dir);
}

/* The game opened again: a new object, from the game's file. */
static BstGame *
reopened (BstGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_new_from_game (game, NULL, &error);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (BstGameRecord) read = NULL;

  g_assert_no_error (error);
  bytes = bst_game_record_to_bytes (record);
  read = bst_game_record_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  return bst_game_record_dup_game (read);
}

/* The game played again from its replay code: a new object, from the code. */
static BstGame *
replayed (BstGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_new_from_game (game, NULL, &error);
  g_autofree char *code = NULL;
  g_autoptr (BstGameRecord) read = NULL;

  g_assert_no_error (error);
  code = bst_share_code_encode_record (record, BST_SHARE_CODE_REPLAY, &error);
  g_assert_no_error (error);
  read = bst_share_code_decode_record (code, &error);
  g_assert_no_error (error);
  return bst_game_record_dup_game (read);
}

static guint
games_of_ann (GFile *file)
{
  g_autoptr (BstStatistics) statistics = bst_statistics_load (file, NULL);
  const BstPersonStatistics *ann = bst_statistics_lookup (statistics, "Ann");

  return ann != NULL ? ann->games : 0;
}

/* A game ends again after undo and redo, is opened again from its file
 * or played again from its replay code: it is the same game, and counts
 * once. Another game counts. */
static void
test_statistics_same_game_once (void)
{
  static const struct {
    const char *how;
    BstGame *(*again) (BstGame *game);
  } returns[] = {
    { "opened from its file", reopened },
    { "played from its replay code", replayed },
  };
  g_autofree char *dir = NULL;
  g_autoptr (GFile) file = temp_statistics_file (&dir);
  g_autoptr (BstGame) game = bst_test_play_random_game (BST_SEAT_EASY, 5);
  g_autoptr (BstGame) other = bst_test_play_random_game (BST_SEAT_EASY, 6);
  g_autoptr (GError) error = NULL;
  g_autofree char *identity = bst_statistics_game_identity (game);
  g_autofree char *other_identity = bst_statistics_game_identity (other);
  g_autofree char *before_end = NULL;

  g_assert_cmpuint (strlen (identity), ==, BST_STATISTICS_IDENTITY_DIGITS);
  g_assert_cmpstr (identity, !=, other_identity);
  g_assert_true (bst_statistics_record_game (file, game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (games_of_ann (file), ==, 1);

  g_assert_true (bst_game_undo (game));
  g_assert_false (bst_game_is_over (game));
  before_end = bst_statistics_game_identity (game);
  g_assert_cmpstr (before_end, !=, identity);
  g_assert_true (bst_game_redo (game));
  g_assert_true (bst_game_is_over (game));
  g_assert_true (bst_statistics_record_game (file, game, &error));
  g_assert_cmpuint (games_of_ann (file), ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (returns); i++)
    {
      g_autoptr (BstGame) again = returns[i].again (game);
      g_autofree char *again_identity = NULL;

      g_test_message ("The game %s", returns[i].how);
      g_assert_true (again != game);
      g_assert_true (bst_game_is_over (again));
      again_identity = bst_statistics_game_identity (again);
      g_assert_cmpstr (again_identity, ==, identity);
      g_assert_true (bst_statistics_record_game (file, again, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (games_of_ann (file), ==, 1);
    }

  g_assert_true (bst_statistics_record_game (file, other, &error));
  g_assert_cmpuint (games_of_ann (file), ==, 2);
  remove_dir (dir);
}

/* The games counted are remembered through the file, the latest up to the
 * limit; a file of version 1, which had none, still reads. */
static void
test_statistics_counted_games_kept (void)
{
  static const char version_1[] = "{\"version\": 1, \"people\": []}";
  g_autoptr (BstStatistics) statistics = bst_statistics_new ();
  g_autoptr (BstStatistics) read = NULL;
  g_autoptr (BstStatistics) old = NULL;
  g_autoptr (BstGame) game = bst_test_play_random_game (BST_SEAT_HUMAN, 7);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GBytes) old_bytes = g_bytes_new_static (version_1, strlen (version_1));
  g_autoptr (GError) error = NULL;
  g_autofree char *identity = bst_statistics_game_identity (game);

  g_assert_true (bst_statistics_add_game (statistics, game));
  g_assert_false (bst_statistics_add_game (statistics, game));
  g_assert_cmpuint (bst_statistics_lookup (statistics, "Ann")->games, ==, 1);
  bytes = bst_statistics_to_bytes (statistics);
  read = bst_statistics_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_true (bst_statistics_has_game (read, identity));
  g_assert_false (bst_statistics_add_game (read, game));
  g_assert_cmpuint (bst_statistics_lookup (read, "Ann")->games, ==, 1);

  /* The oldest is forgotten once the limit is passed. */
  for (guint i = 0; i < BST_STATISTICS_MAX_GAMES; i++)
    {
      g_autofree char *other = g_strdup_printf ("%032x", i);

      g_assert_false (bst_statistics_has_game (read, other));
      _bst_statistics_add_identity (read, other);
    }
  g_assert_false (bst_statistics_has_game (read, identity));
  g_assert_true (bst_statistics_has_game (read, "00000000000000000000000000000000"));
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = bst_statistics_to_bytes (read);
  g_clear_object (&read);
  read = bst_statistics_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_true (bst_statistics_has_game (read, "00000000000000000000000000001387"));

  bst_statistics_reset (read);
  g_assert_false (bst_statistics_has_game (read, "00000000000000000000000000001387"));

  old = bst_statistics_new_from_bytes (old_bytes, &error);
  g_assert_no_error (error);
  g_assert_true (bst_statistics_add_game (old, game));
}

static double
rating_of (BstSeatKind level,
           guint       games,
           guint       wins)
{
  BstPersonStatistics person = { .name = (char *) "Ann", .games = games };
  double rating;

  person.against[level] = (BstStatisticsTally) { games, wins, 0 };
  g_assert_true (bst_person_statistics_get_rating (&person, &rating));
  return rating;
}

/* The levels climb the measured ladder; a person's rating climbs with
 * every game won instead of lost, and with the strength of who was beaten. */
static void
test_statistics_rating (void)
{
  static const BstSeatKind ladder[] = {
    BST_SEAT_RANDOM, BST_SEAT_BEGINNER, BST_SEAT_EASY, BST_SEAT_MEDIUM, BST_SEAT_HARD,
  };

  for (guint i = 1; i < G_N_ELEMENTS (ladder); i++)
    g_assert_cmpfloat (bst_statistics_get_level_rating (ladder[i - 1]), <,
                       bst_statistics_get_level_rating (ladder[i]));
  g_assert_cmpfloat_with_epsilon (bst_statistics_get_level_rating (BST_SEAT_BEGINNER), 1000, 1e-9);
  /* Easy beat Beginner 85 %: that is what the ratings expect. */
  g_assert_cmpfloat_with_epsilon (
    1 / (1 + pow (10, (bst_statistics_get_level_rating (BST_SEAT_BEGINNER)
                       - bst_statistics_get_level_rating (BST_SEAT_EASY)) / 400)), 0.85, 1e-9);

  for (guint i = 0; i < G_N_ELEMENTS (ladder); i++)
    for (guint wins = 1; wins <= 20; wins++)
      g_assert_cmpfloat (rating_of (ladder[i], 20, wins - 1), <, rating_of (ladder[i], 20, wins));
  for (guint i = 1; i < G_N_ELEMENTS (ladder); i++)
    g_assert_cmpfloat (rating_of (ladder[i - 1], 10, 5), <, rating_of (ladder[i], 10, 5));
  /* Even results against a level come out near its rating. */
  g_assert_cmpfloat (fabs (rating_of (BST_SEAT_MEDIUM, 1000, 500)
                           - bst_statistics_get_level_rating (BST_SEAT_MEDIUM)), <, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/statistics/add-game", test_statistics_add_game);
  g_test_add_func ("/engine/statistics/round-trip", test_statistics_round_trip);
  g_test_add_func ("/engine/statistics/bad-bytes", test_statistics_bad_bytes);
  g_test_add_func ("/engine/statistics/bad-file-set-aside", test_statistics_bad_file_set_aside);
  g_test_add_func ("/engine/statistics/record-once-and-reset",
                   test_statistics_record_once_and_reset);
  g_test_add_func ("/engine/statistics/same-game-once", test_statistics_same_game_once);
  g_test_add_func ("/engine/statistics/counted-games-kept", test_statistics_counted_games_kept);
  g_test_add_func ("/engine/statistics/rating", test_statistics_rating);
  return g_test_run ();
}

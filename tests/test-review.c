/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reviews: the classes and their thresholds, a move that throws away a
 * city it could close judged a blunder and the better move named, the
 * best move judged good, the same review for the same seed, progress,
 * cancelling, reviewing some players only, and `bastide-cli review
 * --json` on a saved game. */

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bst-ai-review.h"
#include "bst-game-record.h"
#include "bst-notation.h"
#include "bst-test-utils.h"

#define TEST_ITERATIONS 60

/* The class a file or the CLI names, or -1. */
static int
class_named (const char *name)
{
  for (guint c = 0; c < BST_REVIEW_N_CLASSES; c++)
    if (g_strcmp0 (name, bst_review_class_name (c)) == 0)
      return (int) c;
  return -1;
}

/* @played on the city to close, reviewed at the default level and budget. */
static BstReview *
review_city (BstState *state, const char *played, const BstReviewMove **move)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  g_autoptr (GError) error = NULL;
  BstReviewOptions options;
  BstReview *review;
  BstMove m;

  bst_test_city_to_close (state);
  m = bst_test_parse_move (played);
  g_array_append_val (moves, m);
  bst_review_options_init (&options);
  options.seed = 7;
  review = bst_review_run (state, moves, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (review);
  g_assert_cmpuint (review->moves->len, ==, 1);
  *move = &g_array_index (review->moves, BstReviewMove, 0);
  return review;
}

static void
test_classes (void)
{
  g_assert_cmpint (bst_review_classify (0), ==, BST_REVIEW_GOOD);
  g_assert_cmpint (bst_review_classify (1.49), ==, BST_REVIEW_GOOD);
  g_assert_cmpint (bst_review_classify (1.5), ==, BST_REVIEW_INACCURACY);
  g_assert_cmpint (bst_review_classify (2.9), ==, BST_REVIEW_INACCURACY);
  g_assert_cmpint (bst_review_classify (3), ==, BST_REVIEW_MISTAKE);
  g_assert_cmpint (bst_review_classify (5.9), ==, BST_REVIEW_MISTAKE);
  g_assert_cmpint (bst_review_classify (6), ==, BST_REVIEW_BLUNDER);
  g_assert_cmpint (bst_review_classify (40), ==, BST_REVIEW_BLUNDER);
  for (guint c = 0; c < BST_REVIEW_N_CLASSES; c++)
    g_assert_cmpint (class_named (bst_review_class_name (c)), ==, c);
  g_assert_cmpstr (bst_review_class_name (BST_REVIEW_BLUNDER), ==, "blunder");
  g_assert_cmpint (BST_REVIEW_DEFAULT_LEVEL, ==, BST_AI_HARD);
}

static void
test_blunder (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (BstReview) review = NULL;
  g_autofree char *summary = NULL;
  const BstReviewMove *m;

  /* The E far from the city, its own city side facing nothing. */
  review = review_city (state, "E 0 1 2", &m);
  g_test_message ("played %.2f, best %.2f", m->played_margin, m->best_margin);
  g_assert_cmpuint (m->player, ==, 0);
  g_assert_cmpuint (m->turn, ==, state->turn + 1u);
  g_assert_cmpint (m->best.x, ==, 1);
  g_assert_cmpint (m->best.y, ==, -1);
  g_assert_cmpfloat (m->points_lost, >=, BST_REVIEW_BLUNDER_POINTS);
  g_assert_cmpfloat_with_epsilon (m->points_lost, m->best_margin - m->played_margin, 1e-9);
  g_assert_cmpint (m->klass, ==, BST_REVIEW_BLUNDER);

  g_assert_cmpuint (review->players[0].n_moves, ==, 1);
  g_assert_cmpuint (review->players[0].counts[BST_REVIEW_BLUNDER], ==, 1);
  g_assert_cmpint (review->players[0].biggest, ==, 0);
  g_assert_cmpuint (review->players[1].n_moves, ==, 0);
  g_assert_cmpint (review->players[1].biggest, ==, -1);
  summary = bst_review_describe_player (review, 0);
  g_test_message ("%s", summary);
  g_assert_nonnull (strstr (summary, "1 move was weaker than the best"));
  g_assert_nonnull (strstr (summary, "east of the start tile"));
}

static void
test_best_is_good (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  /* Closing it, and a farmer on the field that now touches it. */
  const BstReviewMove *m;
  g_autoptr (BstReview) review = review_city (state, "E 1 -1 3 field:E", &m);

  g_assert_cmpfloat (m->points_lost, ==, 0);
  g_assert_cmpint (m->klass, ==, BST_REVIEW_GOOD);
  bst_state_apply (state, &m->played, NULL, NULL);
  g_assert_cmpfloat (m->played_margin, ==, bst_review_margin (state, 0));
  g_assert_cmpint (review->players[0].biggest, ==, -1);
}

static void
count_progress_cb (guint done, guint total, gpointer user_data)
{
  guint *counts = user_data;

  g_assert_cmpuint (done, ==, counts[0] + 1);
  counts[0] = done;
  counts[1] = total;
}

static void
cancel_cb (guint done, guint total, gpointer user_data)
{
  if (done == 3)
    g_cancellable_cancel (user_data);
}

static void
test_deterministic (void)
{
  g_autofree BstState *start = g_new (BstState, 1);
  g_autoptr (GArray) moves = bst_test_random_moves (start, 12);
  g_autoptr (BstReview) a = NULL;
  g_autoptr (BstReview) b = NULL;
  g_autoptr (BstReview) second = NULL;
  g_autoptr (BstReview) cancelled = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  BstReviewOptions options;
  guint counts[2] = { 0, 0 };

  bst_review_options_init (&options);
  options.iterations = TEST_ITERATIONS;
  options.seed = 2;
  b = bst_review_run (start, moves, &options, NULL, &error);
  g_assert_no_error (error);
  options.progress = count_progress_cb;
  options.progress_data = counts;
  a = bst_review_run (start, moves, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (a->moves->len, ==, moves->len);
  g_assert_cmpuint (counts[0], ==, moves->len);
  g_assert_cmpuint (counts[1], ==, moves->len);
  g_assert_cmpmem (a->moves->data, a->moves->len * sizeof (BstReviewMove),
                   b->moves->data, b->moves->len * sizeof (BstReviewMove));
  for (guint i = 0; i < a->moves->len; i++)
    {
      const BstReviewMove *m = &g_array_index (a->moves, BstReviewMove, i);

      g_assert_cmpuint (m->index, ==, i);
      g_assert_cmpuint (m->player, ==, i % 2);
      g_assert_cmpfloat (m->points_lost, >=, 0);
      g_assert_cmpint (m->klass, ==, bst_review_classify (m->points_lost));
      g_assert_cmpmem (&m->played, sizeof m->played,
                       &g_array_index (moves, BstMove, i), sizeof (BstMove));
    }

  /* Only the second player's moves. */
  options.players = 1u << 1;
  options.progress = NULL;
  second = bst_review_run (start, moves, &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (second->moves->len, ==, moves->len / 2);
  g_assert_cmpuint (second->players[0].n_moves, ==, 0);
  for (guint i = 0; i < second->moves->len; i++)
    g_assert_cmpmem (&g_array_index (second->moves, BstReviewMove, i), sizeof (BstReviewMove),
                     &g_array_index (a->moves, BstReviewMove, 2 * i + 1), sizeof (BstReviewMove));

  /* Cancelled midway: nothing, and says so. */
  options.players = 0;
  options.progress = cancel_cb;
  options.progress_data = cancellable;
  cancelled = bst_review_run (start, moves, &options, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (cancelled);
}

static void
test_illegal_move (void)
{
  g_autofree BstState *state = g_new (BstState, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  BstReview *review;
  BstMove twice;

  bst_test_city_to_close (state);
  twice = bst_test_parse_move ("E 1 -1 3");
  g_array_append_val (moves, twice);
  g_array_append_val (moves, twice);
  review = bst_review_run (state, moves, NULL, NULL, &error);
  g_assert_null (review);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "Move 2: "));
}

/* `bastide-cli play` saves a game of random moves; `review --json` judges
 * each placement of the chosen player in the notation. */
static void
test_cli_json (void)
{
  const char *cli = g_getenv ("BASTIDE_CLI");
  g_autofree char *dir = g_dir_make_tmp ("bastide-review-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "game.bastide", NULL);
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GFile) saved = g_file_new_for_path (file);
  g_autoptr (BstGameRecord) record = NULL;
  JsonObject *root, *player;
  JsonArray *moves, *players;
  const char *play[] = { cli, "play", "--seed", "4", "--seats", "random,easy", "--save", file,
                         NULL };
  const char *review[] = { cli, "review", file, "--players", "2", "--budget", "20", "--json",
                           NULL };
  guint counted[BST_REVIEW_N_CLASSES] = { 0 };
  double lost = 0;
  int status;

  g_assert_nonnull (cli);
  g_assert_true (g_spawn_sync (NULL, (char **) play, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  record = bst_game_record_load (saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bst_game_record_get_player (record, 0)->kind, ==, BST_SEAT_RANDOM);
  g_assert_cmpint (bst_game_record_get_player (record, 1)->kind, ==, BST_SEAT_EASY);
  g_assert_true (g_spawn_sync (NULL, (char **) review, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  moves = json_object_get_array_member (root, "moves");
  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (moves), >=, 30);
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *m = json_array_get_object_element (moves, i);
      int klass = class_named (json_object_get_string_member (m, "class"));
      BstMove played, best;
      double points = json_object_get_double_member (m, "points_lost");

      g_assert_cmpint (json_object_get_int_member (m, "player"), ==, 2);
      g_assert_cmpint (json_object_get_int_member (m, "turn"), >=, 1);
      played = bst_test_parse_move (json_object_get_string_member (m, "move"));
      best = bst_test_parse_move (json_object_get_string_member (m, "best"));
      g_assert_cmpuint (played.tile, ==, best.tile);
      g_assert_cmpint (klass, ==, bst_review_classify (points));
      g_assert_cmpfloat (points, >=, 0);
      counted[klass]++;
      lost += points;
    }
  g_assert_cmpuint (json_array_get_length (players), ==, 1);
  player = json_array_get_object_element (players, 0);
  g_assert_cmpint (json_object_get_int_member (player, "player"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (player, "moves"), ==,
                   json_array_get_length (moves));
  for (guint c = 0; c < BST_REVIEW_N_CLASSES; c++)
    g_assert_cmpint (json_object_get_int_member (player, bst_review_class_name (c)), ==,
                     counted[c]);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (player, "points_lost"),
                                  lost, 1e-6);
  g_assert_nonnull (json_object_get_string_member (player, "summary"));

  g_assert_cmpint (g_unlink (file), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/review/classes", test_classes);
  g_test_add_func ("/ai/review/blunder", test_blunder);
  g_test_add_func ("/ai/review/best-is-good", test_best_is_good);
  g_test_add_func ("/ai/review/deterministic", test_deterministic);
  g_test_add_func ("/ai/review/illegal-move", test_illegal_move);
  g_test_add_func ("/ai/review/cli-json", test_cli_json);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-error.h"
#include "bst-game-record.h"
#include "bst-notation.h"
#include "bst-position.h"
#include "bst-share-code.h"
#include "bst-playout.h"
#include "bst-test-utils.h"

/* Plays up to @n_moves uniformly random legal moves through the record. */
static void
play_random (BstGameRecord *record, BstRng *rng, guint n_moves)
{
  for (guint i = 0; i < n_moves; i++)
    {
      const BstState *state = bst_position_get_state (bst_game_record_get_position (record));
      g_autoptr (GError) error = NULL;
      BstMove move;

      if (bst_state_is_over (state))
        return;
      bst_playout_random_move (state, rng, &move);
      g_assert_true (bst_game_record_play (record, &move, NULL, NULL, &error));
      g_assert_no_error (error);
    }
}

static BstGameRecord *
round_trip (BstGameRecord *record)
{
  g_autoptr (GBytes) bytes = bst_game_record_to_bytes (record);
  g_autoptr (GBytes) again = NULL;
  g_autoptr (GError) error = NULL;
  BstGameRecord *read = bst_game_record_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_true (bst_game_record_equal (record, read));
  again = bst_game_record_to_bytes (read);
  g_assert_true (g_bytes_equal (bytes, again));
  return read;
}

static void
test_record_round_trip (void)
{
  for (guint game = 0; game < 30; game++)
    {
      g_autoptr (BstGameRecord) record = NULL;
      g_autoptr (BstGameRecord) read = NULL;
      BstPlayerInfo players[BST_MAX_PLAYERS];
      BstRuleSet rules;
      BstRng rng;

      bst_rng_seed (&rng, game, 3);
      bst_test_random_rules (&rules, &rng);
      bst_test_make_players (players, rules.n_players, &rng);
      /* Seeds beyond 2^53 must survive JSON. */
      record = bst_game_record_new (&rules, players, G_MAXUINT64 - game * 977);
      play_random (record, &rng, game % 3 == 0 ? 1000 : game * 2);
      read = round_trip (record);
      g_assert_cmpuint (bst_game_record_get_seed (read), ==, G_MAXUINT64 - game * 977);

      /* Play goes on identically after loading: the draws are replayed. */
      {
        BstRng a = rng, b = rng;
        play_random (record, &a, 5);
        play_random (read, &b, 5);
        g_assert_true (bst_game_record_equal (record, read));
      }
    }
}

static void
test_record_custom_start (void)
{
  g_autoptr (BstGameRecord) source = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstGameRecord) read = NULL;
  g_autoptr (BstGameRecord) puzzle = NULL;
  g_autoptr (BstGameRecord) puzzle_read = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (JsonNode) description = json_from_string ("{\"title\":\"Close the city\"}", NULL);
  BstPlayerInfo players[3];
  BstRuleSet rules;
  BstRng rng;

  bst_rng_seed (&rng, 42, 1);
  bst_rule_set_init_default (&rules);
  rules.n_players = 3;
  bst_test_make_players (players, 3, &rng);
  source = bst_game_record_new (&rules, players, 42);
  play_random (source, &rng, 15);

  /* A start position with moves after it. */
  record = bst_game_record_new_from_position (bst_game_record_get_position (source), 7);
  play_random (record, &rng, 10);
  read = round_trip (record);
  g_assert_nonnull (bst_game_record_get_start (read));
  g_assert_cmpuint (bst_game_record_get_moves (read)->len, ==, 10);

  /* A position on its own, with a puzzle description passed through. */
  puzzle = bst_game_record_new_from_position (bst_game_record_get_position (source), 9);
  bst_game_record_set_puzzle (puzzle, description);
  puzzle_read = round_trip (puzzle);
  g_assert_true (json_node_equal (bst_game_record_get_puzzle (puzzle_read), description));
  bytes = bst_game_record_to_bytes (puzzle);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "\"start\" : null"));
  g_assert_cmpuint (bst_game_record_get_moves (puzzle_read)->len, ==, 0);
}

static void
test_save_load (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstGameRecord) loaded = NULL;
  BstPlayerInfo players[2];
  BstRuleSet rules;
  BstRng rng;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.bastide", NULL);
  backup = g_strconcat (path, "~", NULL);
  file = g_file_new_for_path (path);

  bst_rng_seed (&rng, 5, 5);
  bst_rule_set_init_default (&rules);
  bst_test_make_players (players, 2, &rng);
  record = bst_game_record_new (&rules, players, 5);
  play_random (record, &rng, 10);
  g_assert_true (bst_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  play_random (record, &rng, 10);
  g_assert_true (bst_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  /* Saving over a file leaves no backup beside it (nobody asked for one). */
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  loaded = bst_game_record_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (bst_game_record_equal (record, loaded));

  g_unlink (path);
  g_rmdir (dir);
}

/* Every file in tests/bad-inputs is refused with the message EXPECTED
 * names for it. */
static void
test_bad_inputs (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "bad-inputs", NULL);
  g_autofree char *expected_path = g_build_filename (dir, "EXPECTED", NULL);
  g_autofree char *expected = NULL;
  g_autoptr (GHashTable) fragments = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                            g_free, g_free);
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GDir) listing = NULL;
  const char *name;
  guint n_files = 0;

  g_assert_true (g_file_get_contents (expected_path, &expected, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (expected, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto (GStrv) parts = NULL;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      parts = g_strsplit (lines[i], "\t", 2);
      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      g_hash_table_insert (fragments, g_strdup (parts[0]), g_strdup (parts[1]));
    }

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) load_error = NULL;
      const char *fragment;

      if (g_str_equal (name, "EXPECTED"))
        continue;
      fragment = g_hash_table_lookup (fragments, name);
      if (fragment == NULL)
        g_error ("%s has no line in EXPECTED", name);

      if (g_str_has_suffix (name, ".code"))
        {
          g_autofree char *code = NULL;
          g_autoptr (BstPosition) position = NULL;

          g_assert_true (g_file_get_contents (path, &code, NULL, NULL));
          position = bst_share_code_decode (code, &load_error);
          g_assert_null (position);
        }
      else
        {
          g_autoptr (GFile) file = g_file_new_for_path (path);
          g_autoptr (BstGameRecord) record = bst_game_record_load (file, NULL, &load_error);
          g_assert_null (record);
        }
      g_assert_nonnull (load_error);
      g_assert_true (load_error->domain == BST_ERROR);
      if (strstr (load_error->message, fragment) == NULL)
        g_error ("%s: “%s” does not contain “%s”", name, load_error->message, fragment);
      g_test_message ("%s: %s", name, load_error->message);
      n_files++;
    }
  g_assert_cmpuint (n_files, ==, g_hash_table_size (fragments));
  g_assert_cmpuint (n_files, >=, 40);
}

/* The bytes of @record with the text @from replaced by @to. */
static GBytes *
bytes_replacing (BstGameRecord *record,
                 const char    *from,
                 const char    *to)
{
  g_autoptr (GBytes) bytes = bst_game_record_to_bytes (record);
  g_autoptr (GString) text = g_string_new_len (g_bytes_get_data (bytes, NULL),
                                               g_bytes_get_size (bytes));

  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  return g_bytes_new (text->str, text->len);
}

static void
test_aids (void)
{
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (BstGameRecord) read = NULL;
  g_autoptr (BstGameRecord) old = NULL;
  g_autoptr (GBytes) bytes = NULL;
  BstPlayerInfo players[BST_MAX_PLAYERS];
  BstRuleSet rules;
  BstRng rng;
  const char *bad[][2] = {
    { "\"aids\" : \"dead-squares\"", "aids: expected a list" },
    { "\"aids\" : [ \"dead-squares\", 3 ]", "aids: expected the names of aids" },
    { "\"aids\" : [ \"x-ray\" ]", "“x-ray” is not an aid" },
  };

  bst_rng_seed (&rng, 23, 3);
  bst_rule_set_init_default (&rules);
  bst_test_make_players (players, rules.n_players, &rng);
  record = bst_game_record_new (&rules, players, 23);
  play_random (record, &rng, 6);

  /* A game played without aids is written as before there were any. */
  g_assert_cmpuint (bst_game_record_get_aids (record), ==, 0);
  bytes = bst_game_record_to_bytes (record);
  g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               "\"aids\""));
  old = round_trip (record);
  g_assert_cmpuint (bst_game_record_get_aids (old), ==, 0);

  bst_game_record_add_aids (record, BST_AID_FIELD_VIEW);
  bst_game_record_add_aids (record, BST_AID_DEAD_SQUARES);
  g_assert_false (bst_game_record_equal (record, old));
  read = round_trip (record);
  g_assert_cmpuint (bst_game_record_get_aids (read), ==,
                    BST_AID_DEAD_SQUARES | BST_AID_FIELD_VIEW);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = bst_game_record_to_bytes (read);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "\"aids\" : [\n    \"dead-squares\",\n    \"field-view\"\n  ]"));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GBytes) broken = bytes_replacing (read, "\"aids\" : [\n    \"dead-squares\",\n"
                                                   "    \"field-view\"\n  ]", bad[i][0]);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstGameRecord) refused = bst_game_record_new_from_bytes (broken, &error);

      g_assert_null (refused);
      g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
      if (strstr (error->message, bad[i][1]) == NULL)
        g_error ("“%s” does not contain “%s”", error->message, bad[i][1]);
    }
}

/* A 50 MB file is refused from its size alone. */
static void
test_big_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-test-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "big.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileOutputStream) stream = NULL;
  g_autoptr (BstGameRecord) record = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize size = 50 * 1000 * 1000;

  g_assert_no_error (error);
  stream = g_file_create (file, G_FILE_CREATE_NONE, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_output_stream_write_all (G_OUTPUT_STREAM (stream), "{\"format\":", 10,
                                            NULL, NULL, &error));
  g_assert_true (g_seekable_truncate (G_SEEKABLE (stream), size, NULL, &error));
  g_assert_true (g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, &error));
  g_assert_no_error (error);

  record = bst_game_record_load (file, NULL, &error);
  g_assert_null (record);
  g_assert_error (error, BST_ERROR, BST_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "too large"));
  g_clear_error (&error);

  /* The same from memory, one byte over the limit. */
  bytes = g_bytes_new_take (g_malloc0 (BST_JSON_MAX_BYTES + 1), BST_JSON_MAX_BYTES + 1);
  g_assert_null (bst_game_record_new_from_bytes (bytes, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_TOO_LARGE);

  g_unlink (path);
  g_rmdir (dir);
}

/* A failed load returns nothing and leaves what was loaded before alone. */
static void
test_failed_load_changes_nothing (void)
{
  g_autofree char *good_path = g_test_build_filename (G_TEST_DIST, "positions",
                                                      "midgame.bastide", NULL);
  g_autoptr (GFile) good = g_file_new_for_path (good_path);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_load (good, NULL, &error);
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GBytes) after = NULL;
  const char *bad[] = {
    "snapshot-disagrees-with-moves.bastide", "illegal-move.bastide",
    "meeple-on-completed-city.bastide", "truncated.bastide",
  };

  g_assert_no_error (error);
  before = bst_game_record_to_bytes (record);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bad-inputs", bad[i], NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) load_error = NULL;
      g_autoptr (BstGameRecord) other = bst_game_record_load (file, NULL, &load_error);

      g_assert_null (other);
      g_assert_nonnull (load_error);
    }
  after = bst_game_record_to_bytes (record);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_finalize_object (g_steal_pointer (&record));
}

/* The sample files under tests/positions are valid and survive a round
 * trip. */
static void
test_fixtures (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "positions", NULL);
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr (GBytes) bytes = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (BstGameRecord) record = NULL;
      g_autoptr (BstGameRecord) again = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".bastide"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      bytes = g_bytes_new_take (g_steal_pointer (&text), length);
      record = bst_game_record_new_from_bytes (bytes, &error);
      g_assert_no_error (error);
      again = round_trip (record);
      n++;
    }
  g_assert_cmpuint (n, >=, 3);
}

/* The first input the fuzzer tried: no bytes at all, not even a buffer. */
static void
test_no_bytes (void)
{
  g_autoptr (GBytes) bytes = g_bytes_new (NULL, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGameRecord) record = bst_game_record_new_from_bytes (bytes, &error);

  g_assert_null (record);
  g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/game-record/record-round-trip", test_record_round_trip);
  g_test_add_func ("/engine/game-record/custom-start", test_record_custom_start);
  g_test_add_func ("/engine/game-record/save-load", test_save_load);
  g_test_add_func ("/engine/game-record/bad-inputs", test_bad_inputs);
  g_test_add_func ("/engine/game-record/big-file", test_big_file);
  g_test_add_func ("/engine/game-record/no-bytes", test_no_bytes);
  g_test_add_func ("/engine/game-record/failed-load-changes-nothing", test_failed_load_changes_nothing);
  g_test_add_func ("/engine/game-record/fixtures", test_fixtures);
  g_test_add_func ("/engine/game-record/aids", test_aids);

  return g_test_run ();
}

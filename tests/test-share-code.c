/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>
#include <string.h>

#include "bst-test-utils.h"
#include "bst-error.h"
#include "bst-game-record.h"
#include "bst-playout.h"
#include "bst-puzzle.h"
#include "bst-share-code.h"

/* Share codes beyond the position: the puzzle a code carries, the moves of
 * a replay code, and the codes of version 1, which must keep opening. */

static GPtrArray *
list_files (const char *dir_path, const char *suffix)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_assert_cmpuint (files->len, >, 0);
  return files;
}

/* Every code that version 1 wrote opens as the position it held then: each
 * tests/share-code-v1/NAME.code beside NAME.bastide, the file that version
 * 1 made of it. Written again, a position's code is no longer. */
static void
test_version_1 (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "share-code-v1", NULL);
  g_autoptr (GPtrArray) codes = list_files (dir, ".code");

  for (guint i = 0; i < codes->len; i++)
    {
      const char *path = codes->pdata[i];
      g_autofree char *code = NULL;
      g_autofree char *expected_path = g_strndup (path, strlen (path) - strlen (".code"));
      g_autofree char *bastide_path = g_strconcat (expected_path, ".bastide", NULL);
      g_autoptr (BstGameRecord) expected = bst_test_load_record (bastide_path);
      g_autoptr (BstGameRecord) record = NULL;
      g_autoptr (BstPosition) position = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *again = NULL;

      g_assert_true (g_file_get_contents (path, &code, NULL, NULL));
      g_strstrip (code);
      g_assert_true (g_str_has_prefix (code, "B1"));

      position = bst_share_code_decode (code, &error);
      g_assert_no_error (error);
      g_assert_true (bst_position_equal (position, bst_game_record_get_position (expected)));

      record = bst_share_code_decode_record (code, &error);
      g_assert_no_error (error);
      g_assert_true (bst_game_record_equal (record, expected));
      g_assert_null (bst_game_record_get_puzzle (record));
      g_assert_cmpuint (bst_game_record_get_moves (record)->len, ==, 0);

      again = bst_share_code_encode (position);
      g_assert_true (g_str_has_prefix (again, "B2"));
      g_assert_cmpuint (strlen (again), ==, strlen (code));
      g_test_message ("%s: %zu characters", path, strlen (code));
    }
}

/* What the puzzle block holds but its answer. */
static JsonNode *
block_without_answer (BstPuzzle *puzzle)
{
  JsonNode *block = bst_puzzle_to_json (puzzle);

  json_object_remove_member (json_node_get_object (block), "answer");
  return block;
}

/* Each shipped puzzle goes through its code as `bastide-cli code FILE` and
 * `code CODE --save F2` take it: everything but the answer survives, and
 * the solver finds the same answer in F2. */
static void
test_puzzle_pack (void)
{
  g_autofree char *dir = bst_test_pack_path (NULL);
  g_autoptr (GPtrArray) files = list_files (dir, ".bastide");
  g_autofree char *tmp_dir = g_dir_make_tmp ("bastide-share-code-XXXXXX", NULL);
  gsize longest = 0;

  g_assert_nonnull (tmp_dir);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (BstGameRecord) original = bst_test_load_record (files->pdata[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_new_from_record (original, &error);
      g_autoptr (BstGameRecord) decoded = NULL;
      g_autoptr (BstGameRecord) saved = NULL;
      g_autoptr (BstPuzzle) reopened = NULL;
      g_autoptr (BstPuzzleSolution) solution = NULL;
      g_autoptr (JsonNode) block = NULL;
      g_autoptr (JsonNode) reopened_block = NULL;
      g_autoptr (GFile) file = NULL;
      g_autofree char *code = NULL;
      g_autofree char *plain = NULL;
      g_autofree char *path = NULL;

      g_assert_no_error (error);
      code = bst_test_encode_record (original, BST_SHARE_CODE_POSITION);
      g_assert_true (bst_share_code_looks_like (code));
      g_assert_null (strchr (code, '\n'));
      plain = bst_share_code_encode (bst_game_record_get_position (original));
      g_assert_cmpuint (strlen (plain), <, strlen (code));
      longest = MAX (longest, strlen (code));

      decoded = bst_share_code_decode_record (code, &error);
      g_assert_no_error (error);
      path = g_build_filename (tmp_dir, "puzzle.bastide", NULL);
      file = g_file_new_for_path (path);
      g_assert_true (bst_game_record_save (decoded, file, NULL, &error));
      g_assert_no_error (error);
      saved = bst_test_load_record (path);
      g_assert_true (bst_game_record_equal (saved, decoded));

      g_assert_true (bst_position_equal (bst_game_record_get_position (saved),
                                         bst_game_record_get_position (original)));
      g_assert_cmpuint (bst_game_record_get_seed (saved), ==, bst_game_record_get_seed (original));
      g_assert_cmpuint (bst_game_record_get_moves (saved)->len, ==,
                        bst_game_record_get_moves (original)->len);
      reopened = bst_puzzle_new_from_record (saved, &error);
      g_assert_no_error (error);
      g_assert_null (bst_puzzle_get_answer (reopened));
      block = block_without_answer (puzzle);
      reopened_block = bst_puzzle_to_json (reopened);
      g_assert_true (json_node_equal (block, reopened_block));

      solution = bst_puzzle_solve (reopened, &error);
      g_assert_no_error (error);
      g_assert_nonnull (bst_puzzle_get_answer (puzzle));
      g_assert_true (bst_puzzle_solution_equal (solution, bst_puzzle_get_answer (puzzle)));

      /* The same code again, so each puzzle has one. */
      {
        g_autofree char *again = bst_share_code_encode_record (saved, 0, &error);

        g_assert_no_error (error);
        g_assert_cmpstr (again, ==, code);
      }
      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_test_message ("%u puzzles, the longest code %zu characters", files->len, longest);
}

/* A copy of @record with @member of its puzzle block set to @value. */
static BstGameRecord *
with_text (const char *name, const char *member, const char *value)
{
  g_autoptr (BstGameRecord) record = bst_test_load_pack_record (name);
  g_autoptr (JsonNode) block = json_node_copy (bst_game_record_get_puzzle (record));

  json_object_set_string_member (json_node_get_object (block), member, value);
  bst_game_record_set_puzzle (record, block);
  return g_steal_pointer (&record);
}

/* Text of any language comes through; text over a puzzle's limits opens as
 * no puzzle, with the limit named; a code over its own limit is not made. */
static void
test_puzzle_text (void)
{
  static const char *const fragments[] = { "Zoë", "Ελληνικά", "日本語", "👍", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) long_text = g_string_new (NULL);

  for (guint i = 0; fragments[i]; i++)
    {
      g_autofree char *title = g_strdup_printf ("Title %s", fragments[i]);
      g_autoptr (BstGameRecord) record = with_text ("01-road-basics.bastide", "title", title);
      g_autofree char *code = bst_share_code_encode_record (record, 0, &error);
      g_autoptr (BstGameRecord) decoded = NULL;
      g_autoptr (BstPuzzle) puzzle = NULL;

      g_assert_no_error (error);
      decoded = bst_share_code_decode_record (code, &error);
      g_assert_no_error (error);
      puzzle = bst_puzzle_new_from_record (decoded, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (bst_puzzle_get_title (puzzle), ==, title);
    }

  for (guint i = 0; i <= BST_PUZZLE_MAX_TITLE; i++)
    g_string_append (long_text, "é");
  {
    g_autoptr (BstGameRecord) record = with_text ("01-road-basics.bastide", "title",
                                                  long_text->str);
    g_autofree char *code = bst_share_code_encode_record (record, 0, &error);
    g_autoptr (BstGameRecord) decoded = NULL;
    g_autoptr (BstPuzzle) puzzle = NULL;
    g_autofree char *limit = g_strdup_printf ("longer than %d characters", BST_PUZZLE_MAX_TITLE);

    g_assert_no_error (error);
    decoded = bst_share_code_decode_record (code, &error);
    g_assert_no_error (error);
    puzzle = bst_puzzle_new_from_record (decoded, &error);
    g_assert_null (puzzle);
    g_assert_error (error, BST_ERROR, BST_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "puzzle.title"));
    g_assert_nonnull (strstr (error->message, limit));
    g_clear_error (&error);
  }

  /* The longest text a puzzle file allows fits in a code. */
  {
    g_autoptr (GString) title = g_string_new (NULL);
    g_autoptr (GString) description = g_string_new (NULL);
    g_autoptr (BstGameRecord) record = NULL;
    g_autoptr (BstGameRecord) decoded = NULL;
    g_autoptr (BstPuzzle) puzzle = NULL;
    g_autofree char *code = NULL;

    for (guint i = 0; i < BST_PUZZLE_MAX_TITLE; i++)
      g_string_append (title, "👍");
    for (guint i = 0; i < BST_PUZZLE_MAX_DESCRIPTION; i++)
      g_string_append (description, "👍");
    record = with_text ("01-road-basics.bastide", "description", description->str);
    {
      g_autoptr (JsonNode) block = json_node_copy (bst_game_record_get_puzzle (record));

      json_object_set_string_member (json_node_get_object (block), "title", title->str);
      bst_game_record_set_puzzle (record, block);
    }
    code = bst_test_encode_record (record, 0);
    g_assert_cmpuint (strlen (code), <=, BST_SHARE_CODE_MAX_LENGTH);
    decoded = bst_share_code_decode_record (code, &error);
    g_assert_no_error (error);
    puzzle = bst_puzzle_new_from_record (decoded, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (bst_puzzle_get_description (puzzle), ==, description->str);
  }

  /* Past the code's own limit, no code is made and the limit is named. */
  {
    g_autoptr (GString) huge = g_string_new (NULL);
    g_autoptr (BstGameRecord) record = NULL;
    g_autofree char *code = NULL;
    g_autofree char *limit = g_strdup_printf ("at most %d", BST_SHARE_CODE_MAX_LENGTH);

    for (guint i = 0; i < BST_SHARE_CODE_MAX_LENGTH; i++)
      g_string_append (huge, "ab");
    record = with_text ("01-road-basics.bastide", "description", huge->str);
    code = bst_share_code_encode_record (record, 0, &error);
    g_assert_null (code);
    g_assert_error (error, BST_ERROR, BST_ERROR_TOO_LARGE);
    g_assert_nonnull (strstr (error->message, limit));
    g_clear_error (&error);
  }
}

/* A random game of @rules from the standard start, @n_moves long or to
 * its end (G_MAXUINT). */
static BstGameRecord *
random_game (const BstRuleSet *rules, guint64 seed, guint n_moves)
{
  BstPlayerInfo players[BST_MAX_PLAYERS];
  g_autoptr (BstGameRecord) record = NULL;
  BstState state;
  BstRng rng;

  bst_test_make_players (players, rules->n_players, NULL);
  record = bst_game_record_new (rules, players, seed);
  bst_state_init_game (&state, rules, seed);
  bst_rng_seed (&rng, seed, 3);
  for (guint i = 0; i < n_moves && !bst_state_is_over (&state); i++)
    {
      g_autoptr (GError) error = NULL;
      BstMove move;

      bst_playout_random_move (&state, &rng, &move);
      bst_state_apply (&state, &move, NULL, NULL);
      g_assert_true (bst_game_record_play (record, &move, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  return g_steal_pointer (&record);
}

static char *
check_replay (BstGameRecord *record)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *code = bst_share_code_encode_record (record, BST_SHARE_CODE_REPLAY, &error);
  g_autoptr (BstGameRecord) decoded = NULL;
  g_autoptr (BstPosition) position = NULL;
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  g_assert_true (bst_share_code_looks_like (code));
  decoded = bst_share_code_decode_record (code, &error);
  g_assert_no_error (error);
  g_assert_true (bst_game_record_equal (decoded, record));
  position = bst_share_code_decode (code, &error);
  g_assert_no_error (error);
  g_assert_true (bst_position_equal (position, bst_game_record_get_position (record)));
  again = bst_share_code_encode_record (decoded, BST_SHARE_CODE_REPLAY, &error);
  g_assert_cmpstr (again, ==, code);
  return g_steal_pointer (&code);
}

/* A replay code brings back the game move by move: from the standard
 * start and from a position, with every rule the engine plays. */
static void
test_replay (void)
{
  BstRuleSet rules;
  gsize lengths[BST_MAX_PLAYERS + 1] = { 0 };

  bst_rule_set_init_default (&rules);
  for (guint n_players = 2; n_players <= BST_MAX_PLAYERS; n_players++)
    {
      g_autoptr (BstGameRecord) record = NULL;
      g_autofree char *code = NULL;

      rules.n_players = n_players;
      record = random_game (&rules, n_players, G_MAXUINT);
      code = check_replay (record);
      lengths[n_players] = strlen (code);
      g_test_message ("a whole %u-player game (%u moves): %zu characters", n_players,
                      bst_game_record_get_moves (record)->len, lengths[n_players]);
    }
  g_assert_cmpuint (lengths[2], <, 400);
  g_assert_cmpuint (lengths[6], <, 500);

  for (guint game = 0; game < bst_test_scaled (60); game++)
    {
      g_autoptr (BstGameRecord) record = NULL;
      g_autoptr (BstGameRecord) later = NULL;
      g_autofree char *code = NULL;
      g_autofree char *later_code = NULL;
      BstRng rng;

      bst_rng_seed (&rng, game, 11);
      bst_rule_set_init_default (&rules);
      for (guint i = 0; i < bst_rule_info_count (); i++)
        {
          const BstRuleInfo *info = bst_rule_info_nth (i);
          guint span = (info->maximum - info->minimum) / info->step + 1;

          if (bst_rng_below (&rng, 2))
            bst_rule_set_set (&rules, info,
                              info->minimum + info->step * bst_rng_below (&rng, span));
        }
      if (!bst_rule_set_validate (&rules, NULL))
        continue;
      record = random_game (&rules, bst_rng_next (&rng), bst_rng_below (&rng, 80));
      code = check_replay (record);

      /* Going on from where this one stopped, with a new seed. */
      later = bst_game_record_new_from_position (bst_game_record_get_position (record),
                                                 bst_rng_next (&rng));
      for (guint i = 0; i < 10; i++)
        {
          const BstState *state = bst_position_get_state (bst_game_record_get_position (later));
          BstMove move;

          if (bst_state_is_over (state))
            break;
          bst_playout_random_move (state, &rng, &move);
          g_assert_true (bst_game_record_play (later, &move, NULL, NULL, NULL));
        }
      later_code = check_replay (later);
    }
}

/* A puzzle code and a replay code: any character changed is found out, in
 * words. */
static void
test_damaged (void)
{
  g_autoptr (BstGameRecord) puzzle = bst_test_load_pack_record ("27-two-cities.bastide");
  g_autoptr (BstGameRecord) game = NULL;
  BstRuleSet rules;
  char *codes[2];

  bst_rule_set_init_default (&rules);
  game = random_game (&rules, 5, 30);
  codes[0] = bst_share_code_encode_record (puzzle, 0, NULL);
  codes[1] = bst_share_code_encode_record (game, BST_SHARE_CODE_REPLAY, NULL);
  for (guint c = 0; c < G_N_ELEMENTS (codes); c++)
    {
      for (gsize i = 2; codes[c][i]; i++)
        {
          g_autofree char *damaged = g_strdup (codes[c]);
          g_autoptr (GError) error = NULL;
          g_autoptr (BstGameRecord) read = NULL;

          damaged[i] = damaged[i] == 'A' ? 'B' : 'A';
          read = bst_share_code_decode_record (damaged, &error);
          g_assert_null (read);
          g_assert_true (error->domain == BST_ERROR);
          g_assert_true (g_str_has_prefix (error->message, "The share code"));
        }
      /* Cut short by a character or more. */
      for (gsize keep = 8; keep < strlen (codes[c]); keep += 5)
        {
          g_autofree char *cut = g_strndup (codes[c], keep);
          g_autoptr (GError) error = NULL;
          g_autoptr (BstGameRecord) read = bst_share_code_decode_record (cut, &error);

          g_assert_null (read);
          g_assert_nonnull (error);
        }
      g_free (codes[c]);
    }
}

/* Random parts after a real position, with a correct checksum, reach the
 * readers of puzzles and moves: refused in words or read, never a crash. */
static void
test_random_parts (void)
{
  g_autoptr (BstGameRecord) game = NULL;
  g_autofree char *code = NULL;
  g_autofree guint8 *bytes = NULL;
  BstRuleSet rules;
  gsize n_bytes;
  guint n_read = 0;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  game = random_game (&rules, 9, 0);
  code = bst_share_code_encode (bst_game_record_get_position (game));
  {
    g_autofree char *b64 = g_strdup (code + 2);

    g_strdelimit (b64, "-", '+');
    g_strdelimit (b64, "_", '/');
    bytes = g_base64_decode (b64, &n_bytes);
  }
  n_bytes -= 4;
  {
    /* Made again from its whole payload, the code is the same. */
    gsize n_padding = (4 - strlen (code + 2) % 4) % 4;
    g_autofree char *b64 = g_strdup_printf ("%s%.*s", code + 2, (int) n_padding, "===");
    g_autofree guint8 *payload = NULL;
    g_autofree char *again = NULL;
    gsize n_payload;

    g_strdelimit (b64, "-", '+');
    g_strdelimit (b64, "_", '/');
    payload = g_base64_decode (b64, &n_payload);
    again = bst_test_make_code ("B2", payload, n_payload - 4);
    g_assert_cmpstr (again, ==, code);
  }

  bst_rng_seed (&rng, 5, 5);
  for (guint i = 0; i < bst_test_scaled (20000); i++)
    {
      guint length = 1 + bst_rng_below (&rng, 40);
      g_autofree guint8 *data = g_malloc (n_bytes + length);
      g_autofree char *random_code = NULL;
      g_autoptr (BstGameRecord) read = NULL;
      g_autoptr (GError) error = NULL;

      memcpy (data, bytes, n_bytes);
      for (guint j = 0; j < length; j++)
        data[n_bytes + j] = (guint8) bst_rng_next (&rng);
      /* Mostly a known tag where the position ends. */
      if (i % 2)
        data[n_bytes] = (guint8) ((1 + bst_rng_below (&rng, 3)) << 5) | (data[n_bytes] & 31);
      random_code = bst_test_make_code ("B2", data, n_bytes + length);

      read = bst_share_code_decode_record (random_code, &error);
      g_assert_true ((read == NULL) != (error == NULL));
      if (read && bst_game_record_get_puzzle (read))
        {
          g_autoptr (BstPuzzle) puzzle = bst_puzzle_new_from_record (read, NULL);
          (void) puzzle;
        }
      n_read += read != NULL;
    }
  g_test_message ("%u random codes were read", n_read);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/share-code/version-1", test_version_1);
  g_test_add_func ("/engine/share-code/puzzle-pack", test_puzzle_pack);
  g_test_add_func ("/engine/share-code/puzzle-text", test_puzzle_text);
  g_test_add_func ("/engine/share-code/replay", test_replay);
  g_test_add_func ("/engine/share-code/damaged", test_damaged);
  g_test_add_func ("/engine/share-code/random-parts", test_random_parts);

  return g_test_run ();
}

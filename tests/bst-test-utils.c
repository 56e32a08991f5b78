/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-test-utils.h"

#include "bst-notation.h"
#include "bst-playout.h"
#include "bst-share-code-private.h"

guint
bst_test_scaled (guint n)
{
  const char *divisor = g_getenv ("BASTIDE_TEST_DIVISOR");
  guint64 d = 1;

  if (divisor && !g_ascii_string_to_unsigned (divisor, 10, 1, G_MAXUINT, &d, NULL))
    d = 1;
  return MAX (n / (guint) d, 1);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

void
bst_test_assert_notify_once (gpointer      object,
                             const char   *property,
                             const GValue *value)
{
  g_autofree char *signal = g_strconcat ("notify::", property, NULL);
  guint count = 0;
  gulong handler = g_signal_connect (object, signal, G_CALLBACK (count_cb), &count);

  g_object_set_property (object, property, value);
  g_assert_cmpuint (count, ==, 1);
  g_object_set_property (object, property, value);
  g_assert_cmpuint (count, ==, 1);
  g_signal_handler_disconnect (object, handler);
}

/* A value of @pspec's type other than @current, or FALSE for the types this
 * does not know how to change. Numbers go to an end of their range: some
 * take only a few values in it, and the ends are always among them. */
static gboolean
other_value (GParamSpec   *pspec,
             const GValue *current,
             GValue       *other)
{
  g_value_init (other, pspec->value_type);

  if (G_IS_PARAM_SPEC_BOOLEAN (pspec))
    g_value_set_boolean (other, !g_value_get_boolean (current));
  else if (G_IS_PARAM_SPEC_INT (pspec))
    {
      GParamSpecInt *range = G_PARAM_SPEC_INT (pspec);
      int v = g_value_get_int (current);

      g_value_set_int (other, v != range->maximum ? range->maximum : range->minimum);
    }
  else if (G_IS_PARAM_SPEC_UINT (pspec))
    {
      GParamSpecUInt *range = G_PARAM_SPEC_UINT (pspec);
      guint v = g_value_get_uint (current);

      g_value_set_uint (other, v != range->maximum ? range->maximum : range->minimum);
    }
  else if (G_IS_PARAM_SPEC_DOUBLE (pspec))
    {
      GParamSpecDouble *range = G_PARAM_SPEC_DOUBLE (pspec);
      double v = g_value_get_double (current);
      double step = (range->maximum - range->minimum) / 4;

      g_value_set_double (other, v + step <= range->maximum ? v + step : v - step);
    }
  else if (G_IS_PARAM_SPEC_ENUM (pspec))
    {
      GEnumClass *enum_class = G_PARAM_SPEC_ENUM (pspec)->enum_class;
      int v = g_value_get_enum (current);

      for (guint i = 0; i < enum_class->n_values; i++)
        if (enum_class->values[i].value != v)
          {
            g_value_set_enum (other, enum_class->values[i].value);
            return TRUE;
          }
      return FALSE;
    }
  else if (G_IS_PARAM_SPEC_STRING (pspec))
    {
      const char *v = g_value_get_string (current);

      g_value_take_string (other, g_strconcat (v ? v : "", "x", NULL));
    }
  else
    return FALSE;
  return TRUE;
}

void
bst_test_assert_explicit_notify (gpointer object)
{
  guint n_pspecs;
  g_autofree GParamSpec **pspecs =
    g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      GParamSpec *pspec = pspecs[i];
      g_auto (GValue) current = G_VALUE_INIT;
      g_auto (GValue) other = G_VALUE_INIT;

      if (pspec->owner_type != G_OBJECT_TYPE (object)
          || !(pspec->flags & G_PARAM_EXPLICIT_NOTIFY)
          || !(pspec->flags & G_PARAM_WRITABLE)
          || (pspec->flags & G_PARAM_CONSTRUCT_ONLY))
        continue;

      g_value_init (&current, pspec->value_type);
      g_object_get_property (object, pspec->name, &current);
      if (other_value (pspec, &current, &other))
        {
          g_test_message ("%s:%s", G_OBJECT_TYPE_NAME (object), pspec->name);
          bst_test_assert_notify_once (object, pspec->name, &other);
        }
    }
}

struct _BstTestNotifies
{
  GObject    *object;
  GHashTable *counts;   /* interned property name → count */
  gulong      handler;
};

static void
count_notify_cb (GObject         *object,
                 GParamSpec      *pspec,
                 BstTestNotifies *self)
{
  gpointer key = (gpointer) g_intern_string (pspec->name);

  g_hash_table_insert (self->counts, key,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (self->counts,
                                                                                 key)) + 1));
}

BstTestNotifies *
bst_test_notifies_new (gpointer object)
{
  BstTestNotifies *self = g_new0 (BstTestNotifies, 1);

  self->object = g_object_ref (object);
  self->counts = g_hash_table_new (NULL, NULL);
  self->handler = g_signal_connect (object, "notify", G_CALLBACK (count_notify_cb), self);
  return self;
}

void
bst_test_notifies_free (BstTestNotifies *self)
{
  g_signal_handler_disconnect (self->object, self->handler);
  g_object_unref (self->object);
  g_hash_table_unref (self->counts);
  g_free (self);
}

guint
bst_test_notifies_take (BstTestNotifies *self,
                        const char      *property)
{
  gpointer key = (gpointer) g_intern_string (property);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (self->counts, key));

  g_assert_nonnull (g_object_class_find_property (G_OBJECT_GET_CLASS (self->object), property));
  g_hash_table_remove (self->counts, key);
  return count;
}

void
bst_test_make_players (BstPlayerInfo *players,
                       guint          n_players,
                       BstRng        *rng)
{
  static const char *const names[BST_MAX_PLAYERS] = {
    "Ann", "Bob", "Chloé", "Dmitri", "Ewa", "Fatima al-Sayed",
  };
  guint first = rng != NULL ? bst_rng_below (rng, BST_N_COLOURS) : 0;

  for (guint p = 0; p < n_players; p++)
    {
      players[p].name = (char *) names[p];
      players[p].colour = (first + p) % BST_N_COLOURS;
      players[p].kind = rng != NULL ? bst_rng_below (rng, BST_N_SEAT_KINDS) : BST_SEAT_HUMAN;
    }
}

void
bst_test_random_rules (BstRuleSet *rules,
                       BstRng     *rng)
{
  bst_rule_set_init_default (rules);
  rules->n_players = 2 + bst_rng_below (rng, 5);
  rules->meeples = 1 + bst_rng_below (rng, 10);
  rules->farmers = bst_rng_below (rng, 2);
  rules->small_city_points = bst_rng_below (rng, 2) ? 2 : 4;
  rules->farmer_scoring = bst_rng_below (rng, 3);
  rules->no_incomplete_scoring = bst_rng_below (rng, 2);
  rules->random_start_player = bst_rng_below (rng, 2);
  rules->draw_at_end_of_turn = bst_rng_below (rng, 2);
  rules->hand_size = bst_rng_below (rng, 2) ? 1 : 1 + bst_rng_below (rng, BST_MAX_HAND);
  rules->hand_visible = bst_rng_below (rng, 2);
  rules->start_tile_in_bag = bst_rng_below (rng, 2);
  rules->unplaceable_back = bst_rng_below (rng, 2);
  rules->hole_bonus_turn = bst_rng_below (rng, 2);
  rules->auction = bst_rng_below (rng, 2);
  if (bst_rng_below (rng, 2) == 0)
    {
      guint bounded = bst_rng_below (rng, 3);   /* across, down, or both */

      rules->table_width = bounded != 1 ? 1 + bst_rng_below (rng, 8) : 0;
      rules->table_height = bounded != 0 ? 1 + bst_rng_below (rng, 8) : 0;
      rules->table_edge_closes = bst_rng_below (rng, 2);
    }
}

const BstPlayerInfo bst_test_players[3] = {
  { (char *) "Ann", BST_COLOUR_RED, BST_SEAT_HUMAN },
  { (char *) "Bob", BST_COLOUR_BLUE, BST_SEAT_HUMAN },
  { (char *) "Chloé", BST_COLOUR_GREEN, BST_SEAT_HUMAN },
};

BstMove
bst_test_parse_move (const char *text)
{
  g_autoptr (GError) error = NULL;
  BstMove move;

  g_assert_true (bst_move_parse (text, &move, &error));
  g_assert_no_error (error);
  return move;
}

BstPosition *
bst_test_two_equal_moves (gboolean fixed_order,
                          guint    n_players)
{
  BstRuleSet rules;
  BstState state;
  g_autoptr (GError) error = NULL;

  bst_rule_set_init_default (&rules);
  rules.farmers = FALSE;
  rules.n_players = n_players;
  bst_state_init_empty (&state, &rules);
  g_assert_true (bst_state_put_tile (&state, BST_START_TILE, 0, 0, 0, &error));
  g_assert_true (bst_state_put_tile (&state, BST_TILE ('E'), 0, 1, 1, &error));
  g_assert_true (bst_state_put_meeple (&state, 0, 0, 0, &error));
  g_assert_true (bst_state_put_meeple (&state, 0, 1, 0, &error));
  g_assert_no_error (error);
  state.hand[0] = BST_TILE ('E');
  state.n_hand = 1;
  if (fixed_order)
    state.fixed_order = TRUE;
  else
    bst_state_bag_fill_remaining (&state);
  return bst_position_new_from_state (&state, bst_test_players);
}

char *
bst_test_pack_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles", name, NULL);
}

BstGameRecord *
bst_test_load_record (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  BstGameRecord *record = bst_game_record_load (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

char *
bst_test_position_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "positions", name, NULL);
}

BstGameRecord *
bst_test_load_position (const char *name)
{
  g_autofree char *path = bst_test_position_path (name);

  return bst_test_load_record (path);
}

BstGameRecord *
bst_test_load_pack_record (const char *name)
{
  g_autofree char *path = bst_test_pack_path (name);

  return bst_test_load_record (path);
}

char *
bst_test_encode_record (BstGameRecord     *record,
                        BstShareCodeFlags  flags)
{
  g_autoptr (GError) error = NULL;
  char *code = bst_share_code_encode_record (record, flags, &error);

  g_assert_no_error (error);
  g_assert_nonnull (code);
  return code;
}

BstPuzzle *
bst_test_load_pack_puzzle (const char *name)
{
  g_autoptr (BstGameRecord) record = bst_test_load_pack_record (name);
  g_autoptr (GError) error = NULL;
  BstPuzzle *puzzle = bst_puzzle_new_from_record (record, &error);

  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  return puzzle;
}

char *
bst_test_make_code (const char   *version,
                    const guint8 *payload,
                    gsize         length)
{
  g_autofree guint8 *bytes = g_malloc (2 + length + 4);
  g_autofree char *body = NULL;
  guint32 crc;

  g_assert_cmpuint (strlen (version), ==, 2);
  memcpy (bytes, version, 2);
  memcpy (bytes + 2, payload, length);
  /* The checksum covers the version too, and goes last, big-endian. */
  crc = _bst_share_crc32 (bytes, 2 + length);
  for (guint j = 0; j < 4; j++)
    bytes[2 + length + j] = (crc >> (24 - 8 * j)) & 0xff;
  body = _bst_share_base64url_encode (bytes + 2, length + 4);
  return g_strconcat (version, body, NULL);
}

guint
bst_test_count_pdf_pages (const char *path)
{
  g_autofree char *data = NULL;
  const char key[] = "/Type /Page";
  gsize size;
  guint pages = 0;

  g_assert_true (g_file_get_contents (path, &data, &size, NULL));
  g_assert_cmpuint (size, >, 4);
  g_assert_cmpmem (data, 4, "%PDF", 4);
  /* Page objects, not the page tree ("/Type /Pages"); the file holds NUL bytes. */
  for (gsize i = 0; i + sizeof key < size; i++)
    if (memcmp (data + i, key, sizeof key - 1) == 0 && data[i + sizeof key - 1] != 's')
      pages++;
  return pages;
}

void
bst_test_put_tile (BstState *state, char letter, int x, int y, guint rotation)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_state_put_tile (state, BST_TILE (letter), x, y, rotation, &error));
  g_assert_no_error (error);
}

guint
bst_test_segment_of_kind (guint type, BstFeatureKind kind)
{
  const BstTileType *tt = bst_tile_type (type);

  for (guint s = 0; s < tt->n_segments; s++)
    if (tt->segments[s].kind == kind)
      return s;
  g_assert_not_reached ();
}

GArray *
bst_test_random_moves (BstState *start, guint n)
{
  g_autofree BstState *state = g_new (BstState, 1);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  BstRuleSet rules;
  BstRng rng;

  bst_rule_set_init_default (&rules);
  bst_state_init_game (start, &rules, 11);
  bst_state_copy (state, start);
  bst_rng_seed (&rng, 11, 5);
  for (guint i = 0; i < n && !bst_state_is_over (state); i++)
    {
      BstMove move;

      bst_playout_random_move (state, &rng, &move);
      bst_state_apply (state, &move, NULL, NULL);
      g_array_append_val (moves, move);
    }
  return moves;
}

/* A city of six tiles with two pennants, a knight of player 1 in it, open
 * on one side only: the E in hand closes it at (1,-1) turned to face west,
 * for 16 points and the knight back; no tile still to come has a city
 * side, so left open it scores 8 at the end. */
void
bst_test_city_to_close (BstState *state)
{
  g_autoptr (GError) error = NULL;
  const char *later = "UUVVVWWAB";
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (state, &rules);
  bst_test_put_tile (state, 'D', 0, 0, 0);        /* city north */
  bst_test_put_tile (state, 'R', 0, -1, 2);       /* city south, east and west */
  bst_test_put_tile (state, 'F', -1, -1, 0);      /* city east and west, a pennant */
  bst_test_put_tile (state, 'F', -2, -1, 0);
  bst_test_put_tile (state, 'E', -3, -1, 1);      /* closes the west side */
  g_assert_true (bst_state_put_meeple (state, 0, 0,
                                       bst_test_segment_of_kind (BST_TILE ('D'), BST_FEATURE_CITY),
                                       &error));
  g_assert_no_error (error);
  state->scores[0] = 10;
  state->scores[1] = 12;
  for (const char *c = later; *c; c++)
    bst_state_bag_add (state, BST_TILE (*c));
  bst_state_bag_add (state, BST_TILE ('E'));
  state->fixed_order = TRUE;
  bst_state_start_turn (state);
  g_assert_cmpuint (state->hand[0], ==, BST_TILE ('E'));
}

BstGame *
bst_test_play_random_game (BstSeatKind opponent,
                           guint64     seed)
{
  BstPlayerInfo players[2];
  g_autoptr (BstRules) rules = bst_rules_new ();
  BstGame *game;
  BstRng rng;

  bst_test_make_players (players, 2, NULL);
  players[1].kind = opponent;
  game = bst_game_new (rules, players, seed);
  bst_rng_seed (&rng, seed, 0x73746174);
  while (!bst_game_is_over (game))
    {
      g_autoptr (GError) error = NULL;
      BstMove move;

      bst_playout_random_move (bst_game_get_state (game), &rng, &move);
      g_assert_true (bst_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
  return game;
}

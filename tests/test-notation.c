/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Moves as text: `TILE X Y ROT [KIND:EDGE]`. */

#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"

static const char *const edge_names[4] = { "N", "E", "S", "W" };

static void
assert_same_move (const BstMove *a, const BstMove *b)
{
  g_assert_cmpuint (a->tile, ==, b->tile);
  g_assert_cmpint (a->x, ==, b->x);
  g_assert_cmpint (a->y, ==, b->y);
  g_assert_cmpuint (a->rotation, ==, b->rotation);
  g_assert_cmpint (a->segment, ==, b->segment);
}

static BstMove
parse_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  BstMove move;
  gboolean ok;

  memset (&move, 0xaa, sizeof move);
  ok = bst_move_parse (text, &move, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  return move;
}

static void
parse_fails (const char *text, const char *message_part)
{
  g_autoptr (GError) error = NULL;
  BstMove move;

  g_test_message ("parsing “%s”", text);
  g_assert_false (bst_move_parse (text, &move, &error));
  g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
  if (message_part)
    g_assert_nonnull (strstr (error->message, message_part));
}

/* Every tile type, rotation and segment (and no segment), at a few
 * squares: format, then parse, gives the move back; and formatting the
 * parsed text again gives the same text. */
static void
test_round_trip (void)
{
  static const gint8 squares[][2] = { { 0, 0 }, { 0, -1 }, { 1, 0 }, { -5, 7 }, { 72, -72 } };
  guint n_checked = 0;

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      const BstTileType *tt = bst_tile_type (type);

      for (guint rotation = 0; rotation < 4; rotation++)
        for (int segment = BST_NO_SEGMENT; segment < tt->n_segments; segment++)
          for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
            {
              BstMove move;
              BstMove parsed;
              g_autofree char *text = NULL;
              g_autofree char *again = NULL;

              memset (&move, 0, sizeof move);
              move.tile = (guint8) type;
              move.x = squares[i][0];
              move.y = squares[i][1];
              move.rotation = (guint8) rotation;
              move.segment = (gint8) segment;

              text = bst_move_format (&move);
              g_assert_nonnull (text);
              g_assert_cmpint (text[0], ==, bst_tile_type_letter (type));
              parsed = parse_ok (text);
              assert_same_move (&parsed, &move);
              again = bst_move_format (&parsed);
              g_assert_cmpstr (again, ==, text);
              n_checked++;
            }
    }
  /* 24 types: sum of segments 83, plus "no meeple", times 4 rotations
   * times 5 squares. */
  g_assert_cmpuint (n_checked, ==, (83 + 24) * 4 * 5);
}

/* Every port of a segment names it (KIND:PORT), and every edge of a road
 * or city names it (KIND:EDGE); a field named by an edge is found when
 * both halves of that edge are the same field, refused when they are two
 * different fields. */
static void
test_segment_names (void)
{
  guint ambiguous = 0;

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    {
      const BstTileType *tt = bst_tile_type (type);

      for (guint rotation = 0; rotation < 4; rotation++)
        {
          for (guint segment = 0; segment < tt->n_segments; segment++)
            {
              const BstSegment *seg = &tt->segments[segment];
              const char *kind = bst_feature_kind_name (seg->kind);
              guint16 ports = bst_tile_segment_ports (type, rotation, segment);
              g_autofree char *formatted = bst_segment_format (type, rotation, segment);

              g_assert_cmpint (bst_segment_parse (type, rotation, formatted, NULL), ==, (int) segment);
              if (seg->kind == BST_FEATURE_MONASTERY)
                {
                  g_assert_cmpstr (formatted, ==, "monastery");
                  continue;
                }
              for (guint port = 0; port < BST_N_PORTS; port++)
                {
                  g_autofree char *name = NULL;

                  if (!(ports & (1u << port)))
                    continue;
                  name = g_strdup_printf ("%s:%s", kind, bst_port_name (port));
                  g_assert_cmpint (bst_segment_parse (type, rotation, name, NULL), ==, (int) segment);
                  if (seg->kind != BST_FEATURE_FIELD)
                    {
                      g_autofree char *edge = g_strdup_printf ("%s:%s", kind, edge_names[port / 3]);
                      g_assert_cmpint (port % 3, ==, 1);
                      g_assert_cmpint (bst_segment_parse (type, rotation, edge, NULL), ==, (int) segment);
                    }
                }
            }

          for (guint d = 0; d < 4; d++)
            {
              g_autofree char *name = g_strdup_printf ("field:%s", edge_names[d]);
              g_autoptr (GError) error = NULL;
              int left = bst_tile_segment_at_port (type, rotation, 3 * d);
              int right = bst_tile_segment_at_port (type, rotation, 3 * d + 2);
              int found = bst_segment_parse (type, rotation, name, &error);

              if (left < 0 && right < 0)
                {
                  g_assert_cmpint (found, ==, -1);
                  g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
                }
              else if (left == right)
                {
                  g_assert_no_error (error);
                  g_assert_cmpint (found, ==, left);
                }
              else
                {
                  g_assert_cmpint (found, ==, -1);
                  g_assert_error (error, BST_ERROR, BST_ERROR_PARSE);
                  ambiguous++;
                }
            }
        }
    }
  /* At least U, W, X and the fields split by roads give ambiguous edges. */
  g_assert_cmpuint (ambiguous, >, 0);
}

/* Parses @text, which must name @letter at @x,@y turned @rotation times with
 * a meeple on @segment, and formats it back as @formatted; the move. */
static BstMove
assert_example (const char *text,
                char        letter,
                int         x,
                int         y,
                guint       rotation,
                int         segment,
                const char *formatted)
{
  BstMove move = parse_ok (text);
  g_autofree char *move_text = NULL;

  g_assert_cmpuint (move.tile, ==, BST_TILE (letter));
  g_assert_cmpint (move.x, ==, x);
  g_assert_cmpint (move.y, ==, y);
  g_assert_cmpuint (move.rotation, ==, rotation);
  g_assert_cmpint (move.segment, ==, segment);
  move_text = bst_move_format (&move);
  g_assert_cmpstr (move_text, ==, formatted);
  return move;
}

static void
test_examples (void)
{
  BstMove move;

  /* E's only city. */
  assert_example ("E 0 -1 2 city:S", 'E', 0, -1, 2, 0, "E 0 -1 2 city:S");

  /* V turned once: the road runs W-N; the small field between them is
   * WR + NL, segment 1 of V. */
  move = assert_example ("V 1 0 1 field:NL", 'V', 1, 0, 1, 1, "V 1 0 1 field:NL");
  g_assert_cmpint (bst_tile_type (BST_TILE ('V'))->segments[move.segment].kind, ==,
                   BST_FEATURE_FIELD);
  /* The other half of the north edge is the large field. */
  move = parse_ok ("V 1 0 1 field:NR");
  g_assert_cmpint (move.segment, ==, 2);

  assert_example ("B 0 1 0 monastery", 'B', 0, 1, 0, 0, "B 0 1 0 monastery");
  g_assert_cmpint (bst_tile_type (BST_TILE ('B'))->segments[0].kind, ==, BST_FEATURE_MONASTERY);

  /* No meeple; spaces and tabs around and between the words. */
  assert_example ("  U\t-3  12 3 ", 'U', -3, 12, 3, BST_NO_SEGMENT, "U -3 12 3");
}

static void
test_errors (void)
{
  /* Bad tile letters. */
  parse_fails ("Y 0 0 0", "tile letter");
  parse_fails ("e 0 -1 2", "tile letter");
  parse_fails ("EE 0 -1 2", "tile letter");
  parse_fails ("5 0 -1 2", "tile letter");

  /* Bad rotations. */
  parse_fails ("E 0 -1 4", "rotation");
  parse_fails ("E 0 -1 -1", "rotation");
  parse_fails ("E 0 -1 r", "rotation");
  parse_fails ("E 0 -1 1.5", "rotation");

  /* Bad coordinates. */
  parse_fails ("E x -1 2", "coordinates");
  parse_fails ("E 0 1000 2", "coordinates");

  /* The wrong number of words. */
  parse_fails ("", NULL);
  parse_fails ("E 0 -1", NULL);
  parse_fails ("E 0 -1 2 city:S road:W", NULL);

  /* A feature the tile does not have at that edge, after rotation. */
  parse_fails ("E 0 -1 2 road:S", "no road");
  parse_fails ("E 0 -1 2 city:N", "no city");
  parse_fails ("E 0 -1 0 city:S", "no city");
  parse_fails ("D 0 1 0 field:N", "no field");
  parse_fails ("E 0 -1 2 city:X", "no city");
  parse_fails ("E 0 -1 2 castle:S", "not a feature");
  parse_fails ("E 0 -1 2 city", "needs an edge");
  parse_fails ("E 0 -1 2 monastery", "no monastery");
  parse_fails ("B 0 1 0 monastery:N", "without an edge");

  /* U with its road N-S: the west and east halves of N are two fields. */
  parse_fails ("U 1 0 0 field:N", "two fields");
  parse_fails ("U 1 0 2 field:S", "two fields");
  {
    BstMove west = parse_ok ("U 1 0 0 field:NL");
    BstMove east = parse_ok ("U 1 0 0 field:NR");
    BstMove across = parse_ok ("U 1 0 1 field:N");   /* road W-E: N is one field */

    g_assert_cmpint (west.segment, !=, east.segment);
    g_assert_cmpint (across.segment, >=, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/notation/round-trip", test_round_trip);
  g_test_add_func ("/engine/notation/segment-names", test_segment_names);
  g_test_add_func ("/engine/notation/examples", test_examples);
  g_test_add_func ("/engine/notation/errors", test_errors);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"

static const char *const edge_names[4] = { "N", "E", "S", "W" };

int
bst_segment_parse (guint        type,
                   guint        rotation,
                   const char  *text,
                   GError     **error)
{
  const BstTileType *tt = bst_tile_type (type);
  const char *colon = strchr (text, ':');
  g_autofree char *kind_name = colon ? g_strndup (text, colon - text) : g_strdup (text);
  int kind = bst_feature_kind_from_name (kind_name);
  int found = -1;

  if (kind < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("“%s” is not a feature (road, city, monastery or field)"), kind_name);
      return -1;
    }

  if (kind == BST_FEATURE_MONASTERY)
    {
      if (colon == NULL && bst_tile_has_monastery (type))
        return 0;
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   colon ? _("A monastery is named without an edge")
                         : _("Tile %c has no monastery"),
                   bst_tile_type_letter (type));
      return -1;
    }

  if (colon == NULL)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("“%s” needs an edge, as in %s:N"), text, kind_name);
      return -1;
    }

  for (guint port = 0; port < BST_N_PORTS; port++)
    {
      const char *edge = colon + 1;
      gboolean named = g_strcmp0 (edge, bst_port_name (port)) == 0
                       || (g_strcmp0 (edge, edge_names[port / 3]) == 0
                           && (kind == BST_FEATURE_FIELD) == (port % 3 != 1));
      int segment;

      if (!named)
        continue;
      segment = bst_tile_segment_at_port (type, rotation, port);
      if (segment < 0 || tt->segments[segment].kind != kind)
        continue;
      if (found >= 0 && found != segment)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                       _("“%s” names two fields; use a half-edge such as %sL"), text, edge);
          return -1;
        }
      found = segment;
    }

  if (found < 0)
    g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                 _("Tile %c turned %u times has no %s at edge %s"),
                 bst_tile_type_letter (type), rotation, kind_name, colon + 1);
  return found;
}

char *
bst_segment_format (guint type, guint rotation, guint segment)
{
  const BstSegment *seg = &bst_tile_type (type)->segments[segment];
  guint16 ports = bst_tile_segment_ports (type, rotation, segment);
  guint port;

  if (seg->kind == BST_FEATURE_MONASTERY)
    return g_strdup ("monastery");

  port = (guint) __builtin_ctz (ports);
  return g_strdup_printf ("%s:%s", bst_feature_kind_name (seg->kind),
                          seg->kind == BST_FEATURE_FIELD ? bst_port_name (port) : edge_names[port / 3]);
}

static gboolean
parse_int (const char *text, gint64 min, gint64 max, gint64 *out)
{
  return g_ascii_string_to_signed (text, 10, min, max, out, NULL);
}

static const struct {
  const char  *word;
  BstMoveKind  kind;
} auction_words[] = {
  { "bid", BST_MOVE_BID }, { "pass", BST_MOVE_PASS },
  { "accept", BST_MOVE_ACCEPT }, { "keep", BST_MOVE_KEEP },
};

static gboolean
is_auction_word (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (auction_words); i++)
    if (g_strcmp0 (word, auction_words[i].word) == 0)
      return TRUE;
  return FALSE;
}

/* `bid N`, `pass`, `accept` or `keep` */
static gboolean
parse_auction_move (GPtrArray *parts, BstMove *move, GError **error)
{
  const char *first = parts->pdata[0];
  gint64 bid;

  for (guint i = 1; i < G_N_ELEMENTS (auction_words); i++)
    if (g_strcmp0 (first, auction_words[i].word) == 0)
      {
        if (parts->len != 1)
          {
            g_set_error (error, BST_ERROR, BST_ERROR_PARSE, _("“%s” takes nothing after it"), first);
            return FALSE;
          }
        move->kind = auction_words[i].kind;
        return TRUE;
      }
  if (parts->len != 2 || !parse_int (parts->pdata[1], 1, G_MAXUINT16, &bid))
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE, _("A bid is “bid POINTS”"));
      return FALSE;
    }
  move->kind = BST_MOVE_BID;
  move->bid = (guint16) bid;
  return TRUE;
}

gboolean
bst_move_parse (const char  *text,
                BstMove     *move,
                GError     **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_auto (GStrv) words = g_strsplit_set (stripped, " \t", -1);
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  gint64 x, y, rotation;
  int type;

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (parts, words[i]);

  memset (move, 0, sizeof *move);
  move->segment = BST_NO_SEGMENT;
  if (parts->len >= 1 && is_auction_word (parts->pdata[0]))
    return parse_auction_move (parts, move, error);

  if (parts->len < 4 || parts->len > 5)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_PARSE,
                           _("A move is TILE X Y ROTATION [KIND:EDGE], or bid N, pass, accept, keep"));
      return FALSE;
    }
  type = strlen (parts->pdata[0]) == 1 ? bst_tile_type_from_letter (*(char *) parts->pdata[0]) : -1;
  if (type < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("“%s” is not a tile letter A–X"), (char *) parts->pdata[0]);
      return FALSE;
    }
  if (!parse_int (parts->pdata[1], -BST_MAX_TILES, BST_MAX_TILES, &x)
      || !parse_int (parts->pdata[2], -BST_MAX_TILES, BST_MAX_TILES, &y))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE, _("“%s %s” are not coordinates on the board"),
                   (char *) parts->pdata[1], (char *) parts->pdata[2]);
      return FALSE;
    }
  if (!parse_int (parts->pdata[3], 0, 3, &rotation))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE,
                   _("“%s” is not a rotation 0–3"), (char *) parts->pdata[3]);
      return FALSE;
    }

  move->tile = (guint8) type;
  move->x = (gint8) x;
  move->y = (gint8) y;
  move->rotation = (guint8) rotation;

  if (parts->len == 5)
    {
      int segment = bst_segment_parse (type, (guint) rotation, parts->pdata[4], error);
      if (segment < 0)
        return FALSE;
      move->segment = (gint8) segment;
    }
  return TRUE;
}

char *
bst_move_format (const BstMove *move)
{
  g_autofree char *segment = NULL;

  switch ((BstMoveKind) move->kind)
    {
    case BST_MOVE_BID:
      return g_strdup_printf ("bid %u", move->bid);
    case BST_MOVE_PASS:
      return g_strdup ("pass");
    case BST_MOVE_ACCEPT:
      return g_strdup ("accept");
    case BST_MOVE_KEEP:
      return g_strdup ("keep");
    case BST_MOVE_PLACE:
    default:
      break;
    }

  if (move->segment == BST_NO_SEGMENT)
    return g_strdup_printf ("%c %d %d %u", bst_tile_type_letter (move->tile),
                            move->x, move->y, move->rotation);
  segment = bst_segment_format (move->tile, move->rotation, (guint) move->segment);
  return g_strdup_printf ("%c %d %d %u %s", bst_tile_type_letter (move->tile),
                          move->x, move->y, move->rotation, segment);
}

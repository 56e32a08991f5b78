/* SPDX-License-Identifier: GPL-3.0-or-later */

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "bastide-render.h"
#include "bst-state.h"
#include "bst-test-utils.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (cairo_surface_t, cairo_surface_destroy)

/* Run with --regenerate (and G_TEST_SRCDIR pointing at tests/) to rewrite
 * tests/reference/position.png from the current art. */
static gboolean regenerate = FALSE;

typedef struct {
  guint8 r, g, b;
} Rgb;

/* The flat colours the art paints its edges with (data/tiles/). */
static const Rgb field_rgb = { 0x57, 0xe3, 0x89 };
static const Rgb road_rgb = { 0xde, 0xdd, 0xda };
static const Rgb city_rgb = { 0xef, 0xcf, 0x8f };

static Rgb
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + 4 * x);

  return (Rgb) { (pixel >> 16) & 0xff, (pixel >> 8) & 0xff, pixel & 0xff };
}

static guint
distance (Rgb a,
          Rgb b)
{
  return ABS ((int) a.r - b.r) + ABS ((int) a.g - b.g) + ABS ((int) a.b - b.b);
}

static BstEdge
classify (Rgb rgb)
{
  guint field = distance (rgb, field_rgb);
  guint road = distance (rgb, road_rgb);
  guint city = distance (rgb, city_rgb);

  if (field < 24 && field <= road && field <= city)
    return BST_EDGE_FIELD;
  if (road < 24 && road <= city)
    return BST_EDGE_ROAD;
  if (city < 24)
    return BST_EDGE_CITY;
  return BST_EDGE_NONE;
}

/* A point on edge @direction of a square of @size, @along from its left
 * end looking outward (0.5 the middle), one pixel inside. */
static void
edge_pixel (int           size,
            BstDirection  direction,
            double        along,
            int          *x,
            int          *y)
{
  int a = (int) (along * size);
  int last = size - 1;

  switch (direction)
    {
    case BST_DIRECTION_NORTH: *x = a; *y = 0; break;
    case BST_DIRECTION_EAST: *x = last; *y = a; break;
    case BST_DIRECTION_SOUTH: *x = last - a; *y = last; break;
    case BST_DIRECTION_WEST: *x = 0; *y = last - a; break;
    default: g_assert_not_reached ();
    }
}

static const char *
edge_name (BstEdge edge)
{
  switch (edge)
    {
    case BST_EDGE_FIELD: return "field";
    case BST_EDGE_ROAD: return "road";
    case BST_EDGE_CITY: return "city";
    default: return "something else";
    }
}

/* The middle of each edge shows what the engine says the edge is, and
 * the quarters of a road edge are field. */
static void
test_render_tile_edges (void)
{
  BstTileArt *art = bst_tile_art_get_default ();
  const int size = 48;

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    for (guint r = 0; r < 4; r++)
      {
        g_autoptr(cairo_surface_t) surface = bst_tile_art_render_to_surface (art, type, r, size);

        cairo_surface_flush (surface);
        for (BstDirection d = BST_DIRECTION_NORTH; d <= BST_DIRECTION_WEST; d++)
          {
            static const double alongs[] = { 0.25, 0.5, 0.75 };
            BstEdge edge = bst_tile_edge (type, r, d);

            for (guint i = 0; i < G_N_ELEMENTS (alongs); i++)
              {
                BstEdge expected = edge == BST_EDGE_ROAD && i != 1 ? BST_EDGE_FIELD : edge;
                BstEdge seen;
                int x, y;

                edge_pixel (size, d, alongs[i], &x, &y);
                seen = classify (pixel_at (surface, x, y));
                if (seen != expected)
                  g_error ("Tile %c rotation %u: pixel %d,%d shows %s, the engine says %s",
                           bst_tile_type_letter (type), r, x, y,
                           edge_name (seen), edge_name (expected));
              }
          }
      }
}

/* A small fixed position: nine tiles, a meeple of each of six players
 * (two of them farmers), a completed city highlighted. */
static void
build_position (BstState *state)
{
  static const struct { char letter; int x, y; guint rotation; } tiles[] = {
    { 'D', 0, 0, 0 }, { 'L', 1, 0, 0 }, { 'V', -1, 0, 2 },
    { 'E', 0, -1, 2 }, { 'U', -1, -1, 0 }, { 'M', 1, -1, 1 },
    { 'B', 0, 1, 0 }, { 'A', 1, 1, 2 }, { 'E', -1, 1, 3 },
  };
  static const struct { guint player, tile, segment; } meeples[] = {
    { 0, 0, 0 }, { 1, 1, 1 }, { 2, 2, 2 }, { 3, 6, 0 }, { 4, 5, 0 }, { 5, 4, 1 },
  };
  BstRuleSet rules;

  bst_rule_set_init_default (&rules);
  rules.n_players = 6;
  rules.farmers = TRUE;
  bst_state_init_empty (state, &rules);

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      g_autoptr(GError) error = NULL;

      bst_state_put_tile (state, bst_tile_type_from_letter (tiles[i].letter),
                          tiles[i].x, tiles[i].y, tiles[i].rotation, &error);
      g_assert_no_error (error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (meeples); i++)
    {
      g_autoptr(GError) error = NULL;

      bst_state_put_meeple (state, meeples[i].player, meeples[i].tile, meeples[i].segment, &error);
      g_assert_no_error (error);
    }
}

static const BstSegmentRef position_highlights[] = { { 0, 0 }, { 3, 0 } };

static void
position_options (BstRenderOptions *options)
{
  bst_render_options_init (options);
  options->highlights = position_highlights;
  options->n_highlights = G_N_ELEMENTS (position_highlights);
}

/* At most 2% of the pixels may differ by more than 8 in some channel. */
static void
assert_images_close (cairo_surface_t *image,
                     cairo_surface_t *reference)
{
  int width = cairo_image_surface_get_width (image);
  int height = cairo_image_surface_get_height (image);
  guint differing = 0;

  g_assert_cmpint (cairo_surface_status (reference), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (reference), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (reference), ==, height);

  cairo_surface_flush (image);
  cairo_surface_flush (reference);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (image)
                          + y * cairo_image_surface_get_stride (image) + 4 * x;
        const guint8 *b = cairo_image_surface_get_data (reference)
                          + y * cairo_image_surface_get_stride (reference) + 4 * x;

        for (guint c = 0; c < 4; c++)
          if (ABS ((int) a[c] - b[c]) > 8)
            {
              differing++;
              break;
            }
      }

  g_test_message ("%u of %d pixels differ", differing, width * height);
  g_assert_cmpfloat ((double) differing / (width * height), <=, 0.02);
}

static void
test_render_position_png (void)
{
  g_autofree char *reference_path = g_test_build_filename (G_TEST_DIST, "reference",
                                                           "position.png", NULL);
  g_autofree char *dir = g_dir_make_tmp ("bastide-render-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "position.png", NULL);
  g_autoptr(cairo_surface_t) image = NULL;
  g_autoptr(cairo_surface_t) reference = NULL;
  g_autoptr(GError) error = NULL;
  BstRenderOptions options;
  BstState state;
  int width, height;

  build_position (&state);
  position_options (&options);

  bst_render_position_to_file (&state, &options, path, &error);
  g_assert_no_error (error);

  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  bst_render_position_get_size (&state, &options, &width, &height);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (width, ==, 3 * 96 + 2 * 24);
  g_assert_cmpint (height, ==, 3 * 96 + 2 * 24);

  if (regenerate)
    {
      bst_render_position_to_file (&state, &options, reference_path, &error);
      g_assert_no_error (error);
      g_test_message ("Wrote %s", reference_path);
    }

  g_unlink (path);
  g_rmdir (dir);

  if (!g_file_test (reference_path, G_FILE_TEST_EXISTS))
    {
      g_test_fail_printf ("%s is missing: run test-render --regenerate", reference_path);
      return;
    }

  reference = cairo_image_surface_create_from_png (reference_path);
  assert_images_close (image, reference);
}

static void
test_render_position_svg (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-render-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "position.SVG", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  BstState state;

  build_position (&state);
  bst_render_position_to_file (&state, NULL, path, &error);
  g_assert_no_error (error);

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "<svg"));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_render_position_errors (void)
{
  g_autoptr(GError) error = NULL;
  BstState state;

  build_position (&state);

  g_assert_false (bst_render_position_to_file (&state, NULL, "/nonexistent/board.gif", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_error (&error);

  g_assert_false (bst_render_position_to_file (&state, NULL, "/nonexistent/dir/board.png", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static void
test_render_empty_position (void)
{
  BstRuleSet rules;
  BstState state;
  int width, height;

  bst_rule_set_init_default (&rules);
  bst_state_init_empty (&state, &rules);
  bst_render_position_get_size (&state, NULL, &width, &height);
  g_assert_cmpint (width, ==, 96 + 48);
  g_assert_cmpint (height, ==, 96 + 48);
}

static void
test_render_meeple_colors (void)
{
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      g_assert_nonnull (bst_tile_art_player_color (p));
      g_assert_nonnull (bst_tile_art_player_color_name (p));
      for (guint q = 0; q < p; q++)
        g_assert_cmpstr (bst_tile_art_player_color (p), !=, bst_tile_art_player_color (q));
    }
}

/* A page for each puzzle and the answers after them, as a PDF. */
static void
test_render_puzzle_sheet (void)
{
  g_autoptr (BstPuzzleSheet) sheet = bst_puzzle_sheet_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-sheet-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "puzzles.pdf", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  BstPuzzleSheetEntry entry = {
    .title = "Close the road",
    .description = "Red has a thief on the road that leaves the village.",
    .question = "Find the move that scores the most points this turn.",
    .answer = "The monastery tile below the road's end: 3 points for Red.",
  };
  BstState state;

  g_assert_no_error (error);
  build_position (&state);
  entry.state = &state;
  bst_puzzle_sheet_add (sheet, &entry);
  entry.title = "Unanswered";
  entry.answer = NULL;
  bst_puzzle_sheet_add (sheet, &entry);
  g_assert_cmpuint (bst_puzzle_sheet_get_n_pages (sheet), ==, 3);

  /* Enough long answers to need a second page of answers. */
  entry.answer = "A long answer that takes several lines on the page of answers, so that "
                 "they cannot all fit on one page: the sheet must measure them and go on "
                 "to another page when the first is full, never drawing past its edge.";
  for (guint i = 0; i < 20; i++)
    bst_puzzle_sheet_add (sheet, &entry);
  g_assert_cmpuint (bst_puzzle_sheet_get_n_pages (sheet), >, 22 + 1);

  g_assert_true (bst_puzzle_sheet_write_pdf (sheet, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bst_test_count_pdf_pages (path), ==, bst_puzzle_sheet_get_n_pages (sheet));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  for (int i = 1; i < argc; i++)
    if (g_strcmp0 (argv[i], "--regenerate") == 0)
      {
        regenerate = TRUE;
        for (int j = i; j < argc - 1; j++)
          argv[j] = argv[j + 1];
        argc--;
        break;
      }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/tile-edges", test_render_tile_edges);
  g_test_add_func ("/render/position/png", test_render_position_png);
  g_test_add_func ("/render/position/svg", test_render_position_svg);
  g_test_add_func ("/render/position/errors", test_render_position_errors);
  g_test_add_func ("/render/position/empty", test_render_empty_position);
  g_test_add_func ("/render/meeple-colors", test_render_meeple_colors);
  g_test_add_func ("/render/puzzle-sheet", test_render_puzzle_sheet);

  return g_test_run ();
}

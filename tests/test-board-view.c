/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-view.h"
#include "bst-game.h"
#include "bst-rng.h"
#include "bst-square-problem.h"
#include "bst-gui-test-utils.h"

/* Plays @n_moves moves of a seeded game through BstGame: a random legal
 * placement, and a meeple on every third turn where one may go. */
static BstGame *
new_game_with_rules (BstRules *rules,
                     guint64   seed,
                     guint     n_moves)
{
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstGame *game;
  BstRng rng;

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      players[p].name = g_strdup_printf ("Player %u", p + 1);
      players[p].colour = p;
    }
  game = bst_game_new (rules, players, seed);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&players[p]);

  bst_rng_seed (&rng, seed, 1);
  for (guint i = 0; i < n_moves && !bst_game_is_over (game); i++)
    {
      const BstState *state = bst_game_get_state (game);
      g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
      const BstPlacement *p;
      gint8 segments[BST_MAX_SEGMENTS];
      BstMove move;
      guint n;

      g_assert_cmpuint (placements->len, >, 0);
      p = &g_array_index (placements, BstPlacement, bst_rng_below (&rng, placements->len));
      move = (BstMove) { state->hand[0], p->x, p->y, p->rotation, BST_NO_SEGMENT };
      n = bst_game_get_meeple_options (game, &move, segments);
      if (n > 0 && i % 3 == 0)
        move.segment = segments[bst_rng_below (&rng, n)];
      g_assert_true (bst_game_play (game, &move, NULL));
    }
  return game;
}

static BstGame *
new_game (guint64 seed,
          guint   n_moves)
{
  g_autoptr (BstRules) rules = bst_rules_new ();

  return new_game_with_rules (rules, seed, n_moves);
}

static void
test_transform_round_trip (void)
{
  static const BstBoardTransform transforms[] = {
    { 16.0, 0.0, 0.0 },
    { 96.0, 400.5, 300.25 },
    { 128.0, -1234.75, 88.0 },
    { 37.3, 12.9, -700.1 },
    { 384.0, 5000.0, -5000.0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (transforms); i++)
    for (int y = -20; y <= 20; y += 3)
      for (int x = -20; x <= 20; x += 4)
        {
          graphene_rect_t rect;
          int sx, sy;

          bst_board_transform_to_widget (&transforms[i], x, y, &rect);
          g_assert_cmpfloat_with_epsilon (rect.size.width, transforms[i].zoom, 1e-4);

          /* The middle of a square, and just inside its corners. */
          bst_board_transform_square_at (&transforms[i], rect.origin.x + rect.size.width / 2,
                                         rect.origin.y + rect.size.height / 2, &sx, &sy);
          g_assert_cmpint (sx, ==, x);
          g_assert_cmpint (sy, ==, y);
          bst_board_transform_square_at (&transforms[i], rect.origin.x + 0.01,
                                         rect.origin.y + 0.01, &sx, &sy);
          g_assert_cmpint (sx, ==, x);
          g_assert_cmpint (sy, ==, y);
          bst_board_transform_square_at (&transforms[i], rect.origin.x + rect.size.width - 0.01,
                                         rect.origin.y + rect.size.height - 0.01, &sx, &sy);
          g_assert_cmpint (sx, ==, x);
          g_assert_cmpint (sy, ==, y);
        }
}

static void
test_transform_zoom_at (void)
{
  static const double pointers[][2] = { { 0, 0 }, { 640, 360 }, { 13.5, 999.25 }, { -50, 20 } };
  static const double zooms[] = { 16, 20, 50, 96, 200, 384, 1000, 1 };

  for (guint i = 0; i < G_N_ELEMENTS (pointers); i++)
    {
      BstBoardTransform t = { 96.0, 310.0, -45.5 };

      for (guint k = 0; k < G_N_ELEMENTS (zooms); k++)
        {
          double bx, by, after_x, after_y, wx, wy;

          bst_board_transform_to_board (&t, pointers[i][0], pointers[i][1], &bx, &by);
          bst_board_transform_zoom_at (&t, zooms[k], pointers[i][0], pointers[i][1]);
          g_assert_cmpfloat (t.zoom, >=, BST_BOARD_TRANSFORM_MIN_ZOOM);
          g_assert_cmpfloat (t.zoom, <=, BST_BOARD_TRANSFORM_MAX_ZOOM);
          bst_board_transform_to_board (&t, pointers[i][0], pointers[i][1], &after_x, &after_y);
          g_assert_cmpfloat_with_epsilon (after_x, bx, 1e-9);
          g_assert_cmpfloat_with_epsilon (after_y, by, 1e-9);
          bst_board_transform_from_board (&t, bx, by, &wx, &wy);
          g_assert_cmpfloat_with_epsilon (wx, pointers[i][0], 1e-6);
          g_assert_cmpfloat_with_epsilon (wy, pointers[i][1], 1e-6);
        }
    }
}

static void
test_transform_fit (void)
{
  BstBoardTransform t = { 1, 0, 0 };
  graphene_rect_t first, last;

  bst_board_transform_fit (&t, -3, -2, 4, 5, 1000, 800, 128);
  bst_board_transform_to_widget (&t, -3, -2, &first);
  bst_board_transform_to_widget (&t, 4, 5, &last);
  g_assert_cmpfloat (first.origin.x, >=, 0);
  g_assert_cmpfloat (first.origin.y, >=, 0);
  g_assert_cmpfloat (last.origin.x + last.size.width, <=, 1000);
  g_assert_cmpfloat (last.origin.y + last.size.height, <=, 800);
  /* Centred. */
  g_assert_cmpfloat_with_epsilon (first.origin.x, 1000 - (last.origin.x + last.size.width), 1e-3);
  g_assert_cmpfloat_with_epsilon (first.origin.y, 800 - (last.origin.y + last.size.height), 1e-3);

  /* A lone start tile is not blown up to fill the view. */
  bst_board_transform_fit (&t, 0, 0, 0, 0, 1000, 800, 128);
  g_assert_cmpfloat (t.zoom, ==, 128);
}

static void
count_cb (gpointer  instance,
          guint    *count)
{
  (*count)++;
}

static void
test_pending_flow (void)
{
  g_autoptr (BstGame) game = new_game (7, 6);
  GtkWidget *view = g_object_ref_sink (bst_board_view_new ());
  guint pending_changes = 0, activations = 0;
  guint with_meeple = 0;

  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  g_assert_true (bst_board_view_get_game (BST_BOARD_VIEW (view)) == game);
  g_signal_connect (view, "pending-changed", G_CALLBACK (count_cb), &pending_changes);
  g_signal_connect (view, "move-activated", G_CALLBACK (count_cb), &activations);

  for (guint turn = 0; turn < 12 && !bst_game_is_over (game); turn++)
    {
      const BstState *state = bst_game_get_state (game);
      g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
      const BstPlacement *target = &g_array_index (placements, BstPlacement,
                                                   turn % placements->len);
      gint8 segments[BST_MAX_SEGMENTS];
      g_autoptr (GError) error = NULL;
      BstMove move;
      guint n_options, changes = pending_changes, rotation, n_rotations;

      g_assert_false (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));

      /* Nothing is placed on a square that is not legal. */
      bst_board_view_set_cursor (BST_BOARD_VIEW (view), 0, 0);
      g_assert_true (activate (view, "board.place", NULL));
      g_assert_false (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), NULL));

      bst_board_view_set_cursor (BST_BOARD_VIEW (view), target->x, target->y);
      g_assert_true (activate (view, "board.place", NULL));
      g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));
      g_assert_cmpuint (pending_changes, ==, changes + 1);
      g_assert_cmpuint (move.tile, ==, state->hand[0]);
      g_assert_cmpint (move.x, ==, target->x);
      g_assert_cmpint (move.y, ==, target->y);
      g_assert_cmpint (move.segment, ==, BST_NO_SEGMENT);

      /* Rotating steps through the legal rotations of that square only,
       * and as many steps as there are come back round. */
      rotation = move.rotation;
      n_rotations = 0;
      for (guint i = 0; i < placements->len; i++)
        {
          const BstPlacement *p = &g_array_index (placements, BstPlacement, i);

          n_rotations += p->x == move.x && p->y == move.y;
        }
      for (guint k = 0; k < n_rotations; k++)
        {
          gboolean legal = FALSE;
          guint before = move.rotation;

          g_assert_true (activate (view, "board.rotate", NULL));
          g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));
          g_assert_true (n_rotations == 1 || move.rotation != before);
          for (guint i = 0; i < placements->len; i++)
            {
              const BstPlacement *p = &g_array_index (placements, BstPlacement, i);

              legal |= p->x == move.x && p->y == move.y && p->rotation == move.rotation;
            }
          g_assert_true (legal);
        }
      g_assert_cmpuint (move.rotation, ==, rotation);

      n_options = bst_game_get_meeple_options (game, &move, segments);
      if (n_options > 0 && turn % 3 != 2)
        {
          guint pick = turn % n_options;

          g_assert_true (activate (view, "board.meeple", g_variant_new_int32 (pick)));
          g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));
          g_assert_cmpint (move.segment, ==, segments[pick]);
          with_meeple++;

          if (turn % 2 == 1)
            {
              g_assert_true (activate (view, "board.skip-meeple", NULL));
              g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));
              g_assert_cmpint (move.segment, ==, BST_NO_SEGMENT);
              with_meeple--;
            }
        }
      else
        g_assert_true (activate (view, "board.skip-meeple", NULL));

      /* Enter on the tentative tile asks for the move to be played. */
      changes = activations;
      g_assert_true (activate (view, "board.place", NULL));
      g_assert_cmpuint (activations, ==, changes + 1);

      g_assert_true (bst_game_play (game, &move, &error));
      g_assert_no_error (error);
      g_assert_false (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), NULL));
    }
  g_assert_cmpuint (with_meeple, >, 0);

  /* Not interactive: nothing can be placed. */
  bst_board_view_set_interactive (BST_BOARD_VIEW (view), FALSE);
  activate (view, "board.place", NULL);
  g_assert_false (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), NULL));

  g_assert_finalize_object (view);
}

static void
test_clear_pending (void)
{
  g_autoptr (BstGame) game = new_game (11, 3);
  GtkWidget *view = g_object_ref_sink (bst_board_view_new ());
  const BstState *state = bst_game_get_state (game);
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
  const BstPlacement *target = &g_array_index (placements, BstPlacement, 0);

  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  bst_board_view_set_cursor (BST_BOARD_VIEW (view), target->x, target->y);
  g_assert_true (activate (view, "board.place", NULL));
  g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), NULL));
  bst_board_view_clear_pending (BST_BOARD_VIEW (view));
  g_assert_false (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), NULL));

  /* Undo replaces the position: a pending move goes with it. */
  g_assert_true (activate (view, "board.place", NULL));
  g_assert_true (bst_game_undo (game));
  g_assert_false (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), NULL));

  bst_board_view_set_game (BST_BOARD_VIEW (view), NULL);
  g_assert_finalize_object (view);
}

/* @view in @window, @width × @height; close_view() waits until it is gone. */
static void
put_view (GtkWidget  *window,
          GtkWidget **view,
          int         width,
          int         height)
{
  g_object_add_weak_pointer (G_OBJECT (*view), (gpointer *) view);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), *view);
}

static void
close_view (GtkWidget  *window,
            GtkWidget **view)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (*view != NULL)
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_until_drawn (GtkWidget *window)
{
  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  wait_for_frames (window, 2);
}

static GdkTexture *
render_widget (GtkWidget *widget)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  return gsk_renderer_render_texture (renderer, node,
                                      &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                           gtk_widget_get_height (widget)));
}

static void
pixel_at (GdkTexture *texture,
          int         x,
          int         y,
          guint8      rgb[3])
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);
  guint32 pixel;

  gdk_texture_download (texture, (guchar *) pixels, width * 4);
  pixel = pixels[(gsize) y * width + x];
  rgb[0] = (pixel >> 16) & 0xff;
  rgb[1] = (pixel >> 8) & 0xff;
  rgb[2] = pixel & 0xff;
}

static void
test_render (void)
{
  g_autoptr (BstGame) game = new_game (2024, 30);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-board-view.png", NULL);
  const BstState *state = bst_game_get_state (game);
  const BstPlacedTile *last = &state->tiles[state->last_tile];
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
  const BstPlacement *target = &g_array_index (placements, BstPlacement, 0);
  BstBoardTransform transform;
  BstTextureCache *cache;
  graphene_rect_t rect;
  gint8 segments[BST_MAX_SEGMENTS];
  BstMove move;
  guint8 rgb[3];

  put_view (window, &view, 800, 600);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);

  /* A tentative placement with its meeple targets, one of them hovered. */
  bst_board_view_set_cursor (BST_BOARD_VIEW (view), target->x, target->y);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);
  g_assert_true (activate (view, "board.place", NULL));
  g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));
  if (bst_game_get_meeple_options (game, &move, segments) > 1)
    g_assert_true (activate (view, "board.meeple", g_variant_new_int32 (1)));
  bst_board_view_highlight_feature (BST_BOARD_VIEW (view), state->last_tile, 0);

  texture = render_widget (view);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("board view rendered to %s", path);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, gtk_widget_get_width (view));

  /* The table shows in a corner the fit leaves empty, a tile's colours in
   * the middle of the last placed tile. */
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &transform);
  g_assert_cmpfloat (transform.zoom, >=, BST_BOARD_TRANSFORM_MIN_ZOOM);
  pixel_at (texture, 1, 1, rgb);
  g_assert_cmpuint (rgb[0], ==, 0xde);
  g_assert_cmpuint (rgb[1], ==, 0xdd);
  g_assert_cmpuint (rgb[2], ==, 0xda);
  bst_board_transform_to_widget (&transform, last->x, last->y, &rect);
  pixel_at (texture, rect.origin.x + rect.size.width / 4, rect.origin.y + rect.size.height / 4,
            rgb);
  g_assert_false (rgb[0] == 0xde && rgb[1] == 0xdd && rgb[2] == 0xda);

  cache = bst_board_view_get_texture_cache (BST_BOARD_VIEW (view));
  g_assert_cmpuint (bst_texture_cache_get_bytes (cache), <=, BST_TEXTURE_CACHE_DEFAULT_BUDGET);

  close_view (window, &view);
}

/* A hint's meeple target stands out while the tentative tile lies where
 * the hint puts it, and only until a meeple is put down. */
static void
test_hint_target (void)
{
  g_autoptr (BstGame) game = new_game (2024, 30);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();
  BstBoardView *board = BST_BOARD_VIEW (view);
  const BstState *state = bst_game_get_state (game);
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
  g_autoptr (GdkTexture) plain = NULL;
  g_autoptr (GdkTexture) hinted = NULL;
  g_autoptr (GBytes) plain_bytes = NULL;
  g_autoptr (GBytes) hinted_bytes = NULL;
  gint8 segments[BST_MAX_SEGMENTS];
  BstMove hint = { 0 };
  guint n_segments = 0, i;

  /* A placement with a choice of targets, the hint's not the first. */
  for (i = 0; i < placements->len && n_segments < 2; i++)
    {
      const BstPlacement *where = &g_array_index (placements, BstPlacement, i);

      hint = (BstMove) { state->hand[0], where->x, where->y, where->rotation, BST_NO_SEGMENT };
      n_segments = bst_game_get_meeple_options (game, &hint, segments);
    }
  g_assert_cmpuint (n_segments, >=, 2);
  hint.segment = segments[1];

  put_view (window, &view, 800, 600);
  bst_board_view_set_game (board, game);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);

  /* Not yet down: nothing to single out. */
  bst_board_view_show_hint_target (board, &hint);
  g_assert_cmpint (bst_board_view_get_hint_target (board), ==, BST_NO_SEGMENT);

  bst_board_view_set_cursor (board, hint.x, hint.y);
  g_assert_true (activate (view, "board.place", NULL));
  for (guint turn = 0; turn < 4; turn++)
    {
      BstMove pending;

      g_assert_true (bst_board_view_get_pending_move (board, &pending));
      if (pending.rotation == hint.rotation)
        break;
      g_assert_true (activate (view, "board.rotate", NULL));
    }
  g_assert_cmpint (bst_board_view_get_hint_target (board), ==, hint.segment);
  hinted = render_widget (view);

  bst_board_view_show_hint_target (board, NULL);
  g_assert_cmpint (bst_board_view_get_hint_target (board), ==, BST_NO_SEGMENT);
  plain = render_widget (view);
  /* The ring is drawn: the board looks different with the hint. */
  hinted_bytes = gdk_texture_save_to_png_bytes (hinted);
  plain_bytes = gdk_texture_save_to_png_bytes (plain);
  g_assert_false (g_bytes_equal (hinted_bytes, plain_bytes));

  /* Once a meeple is down the hint has said all it had to. */
  bst_board_view_show_hint_target (board, &hint);
  g_assert_true (activate (view, "board.meeple", g_variant_new_int32 (0)));
  g_assert_cmpint (bst_board_view_get_hint_target (board), ==, BST_NO_SEGMENT);

  close_view (window, &view);
}

/* The tiles and the squares next to them, in board units. */
static void
frontier_box (BstGame *game,
              int     *min_x,
              int     *min_y,
              int     *max_x,
              int     *max_y)
{
  const BstState *state = bst_game_get_state (game);

  *min_x = *min_y = G_MAXINT;
  *max_x = *max_y = G_MININT;
  for (guint i = 0; i < state->n_tiles; i++)
    {
      *min_x = MIN (*min_x, state->tiles[i].x - 1);
      *min_y = MIN (*min_y, state->tiles[i].y - 1);
      *max_x = MAX (*max_x, state->tiles[i].x + 1);
      *max_y = MAX (*max_y, state->tiles[i].y + 1);
    }
}

/* The widget's rectangle, in board units, holds every tile and every
 * square next to one. */
static void
assert_board_shown (GtkWidget *view,
                    BstGame   *game)
{
  BstBoardTransform t;
  double left, top, right, bottom;
  int min_x, min_y, max_x, max_y;

  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  bst_board_transform_to_board (&t, 0, 0, &left, &top);
  bst_board_transform_to_board (&t, gtk_widget_get_width (view), gtk_widget_get_height (view),
                                &right, &bottom);
  frontier_box (game, &min_x, &min_y, &max_x, &max_y);
  g_assert_cmpfloat (left, <=, min_x + 1e-6);
  g_assert_cmpfloat (top, <=, min_y + 1e-6);
  g_assert_cmpfloat (right, >=, max_x + 1 - 1e-6);
  g_assert_cmpfloat (bottom, >=, max_y + 1 - 1e-6);
}

static gboolean
same_transform (const BstBoardTransform *a,
                const BstBoardTransform *b)
{
  return a->zoom == b->zoom && a->x == b->x && a->y == b->y;
}

/* Lets frames pass until the view has stopped moving; how many frames it
 * moved in. */
static guint
wait_until_still (GtkWidget *view)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (view);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  BstBoardTransform before, after;
  guint still = 0, moving = 0;

  bst_board_view_get_transform (BST_BOARD_VIEW (view), &before);
  while (still < 3)
    {
      gint64 counter = gdk_frame_clock_get_frame_counter (clock);

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      while (gdk_frame_clock_get_frame_counter (clock) == counter)
        g_main_context_iteration (NULL, TRUE);
      bst_board_view_get_transform (BST_BOARD_VIEW (view), &after);
      still = same_transform (&before, &after) ? still + 1 : 0;
      moving += still == 0;
      before = after;
    }
  return moving;
}

/* Plays the legal placement furthest east, so that the board grows out of
 * the view. */
static void
play_east (BstGame *game)
{
  const BstState *state = bst_game_get_state (game);
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
  const BstPlacement *best = NULL;
  BstMove move;

  g_assert_cmpuint (placements->len, >, 0);
  for (guint i = 0; i < placements->len; i++)
    {
      const BstPlacement *p = &g_array_index (placements, BstPlacement, i);

      if (best == NULL || p->x > best->x)
        best = p;
    }
  move = (BstMove) { state->hand[0], best->x, best->y, best->rotation, BST_NO_SEGMENT };
  g_assert_true (bst_game_play (game, &move, NULL));
}

static void
test_follow (void)
{
  g_autoptr (BstGame) game = new_game (5, 0);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();
  BstBoardTransform start, t, moved;
  int min_x, min_y, max_x, max_y;
  guint n_glides = 0, n_frames = 0;

  put_view (window, &view, 640, 480);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);
  g_assert_true (bst_board_view_get_following (BST_BOARD_VIEW (view)));
  assert_board_shown (view, game);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &start);

  /* Without animations the view jumps, in the frame that shows the move
   * on the board. */
  bst_board_view_set_animation_speed (BST_BOARD_VIEW (view), 0);
  for (guint i = 0; i < 8; i++)
    {
      play_east (game);
      g_assert_cmpuint (wait_until_still (view), <=, 1);
      assert_board_shown (view, game);
    }
  frontier_box (game, &min_x, &min_y, &max_x, &max_y);
  g_assert_cmpint (max_x - min_x, >=, 8);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  g_assert_cmpfloat (t.zoom, <, start.zoom);

  /* Gliding: shown once it has settled, and it rests on a zoom level
   * (what zoom-to-fit would pick for the same board). */
  bst_board_view_set_animation_speed (BST_BOARD_VIEW (view), 4);
  for (guint i = 0; i < 8; i++)
    {
      BstBoardTransform before;
      guint frames;

      bst_board_view_get_transform (BST_BOARD_VIEW (view), &before);
      play_east (game);
      frames = wait_until_still (view);
      assert_board_shown (view, game);
      bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
      n_glides += !same_transform (&before, &t);
      n_frames += frames;
    }
  /* It moved, over several frames each time. */
  g_test_message ("%u glides in %u frames", n_glides, n_frames);
  g_assert_cmpuint (n_glides, >, 0);
  g_assert_cmpuint (n_frames, >, 2 * n_glides);
  g_assert_cmpfloat (t.zoom, ==, bst_texture_cache_bucket (t.zoom));

  /* Zoomed by hand, the view stays where the player put it. */
  g_assert_true (activate (view, "board.zoom-in", NULL));
  g_assert_false (bst_board_view_get_following (BST_BOARD_VIEW (view)));
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &moved);
  for (guint i = 0; i < 4; i++)
    play_east (game);
  wait_until_still (view);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  g_assert_true (same_transform (&t, &moved));

  /* Until it is asked to show the whole board again. */
  g_assert_true (activate (view, "board.zoom-fit", NULL));
  g_assert_true (bst_board_view_get_following (BST_BOARD_VIEW (view)));
  assert_board_shown (view, game);
  play_east (game);
  wait_until_still (view);
  assert_board_shown (view, game);

  /* A smaller window still shows it all. */
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 360);
  wait_until_still (view);
  g_assert_cmpint (gtk_widget_get_width (view), <, 640);
  assert_board_shown (view, game);

  close_view (window, &view);
}

/* The transform is the one a fit gives, and the view still follows. */
static void
assert_fitted (GtkWidget *view)
{
  BstBoardTransform t, fitted;

  g_assert_true (bst_board_view_get_following (BST_BOARD_VIEW (view)));
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  bst_board_view_zoom_to_fit (BST_BOARD_VIEW (view));
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &fitted);
  g_assert_cmpfloat (t.zoom, ==, fitted.zoom);
  g_assert_cmpfloat_with_epsilon (t.x, fitted.x, 1e-6);
  g_assert_cmpfloat_with_epsilon (t.y, fitted.y, 1e-6);
}

static void
resize_window (GtkWidget *window,
               GtkWidget *view,
               int        width,
               int        height)
{
  int old_width = gtk_widget_get_width (view);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  while (gtk_widget_get_width (view) == old_width)
    g_main_context_iteration (NULL, TRUE);
  wait_until_still (view);
}

/* Until the player moves the view, it is the fit of the board whatever
 * happens: the window grows, a move is taken back or played again, the
 * computer plays. */
static void
test_refit (void)
{
  BstBoardTransform small, t, moved;
  g_autoptr (BstGame) game = new_game (5, 0);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();

  put_view (window, &view, 640, 480);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  bst_board_view_set_animation_speed (BST_BOARD_VIEW (view), 0);
  for (guint i = 0; i < 8; i++)
    play_east (game);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);
  wait_until_still (view);
  assert_fitted (view);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &small);

  /* A larger window shows the board larger. */
  resize_window (window, view, 1000, 800);
  assert_fitted (view);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  g_assert_cmpfloat (t.zoom, >, small.zoom);

  /* A board that shrinks, or grows again, stays in the middle. */
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (bst_game_undo (game));
      wait_until_still (view);
      assert_fitted (view);
    }
  g_assert_true (bst_game_redo (game));
  wait_until_still (view);
  assert_fitted (view);

  /* The computer's moves, at once and gliding. */
  play_east (game);
  wait_until_still (view);
  assert_fitted (view);
  bst_board_view_set_animation_speed (BST_BOARD_VIEW (view), 4);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (bst_game_undo (game));
      play_east (game);
      play_east (game);
      wait_until_still (view);
      assert_fitted (view);
    }

  /* Zoomed by hand, the view keeps its zoom and place. */
  g_assert_true (activate (view, "board.zoom-out", NULL));
  g_assert_false (bst_board_view_get_following (BST_BOARD_VIEW (view)));
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &moved);
  g_assert_true (bst_game_undo (game));
  play_east (game);
  play_east (game);
  wait_until_still (view);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  g_assert_true (same_transform (&t, &moved));
  resize_window (window, view, 640, 480);
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  g_assert_cmpfloat (t.zoom, ==, moved.zoom);
  g_assert_false (bst_board_view_get_following (BST_BOARD_VIEW (view)));

  close_view (window, &view);
}

/* The pointer moves to (x, y) over @view, or leaves it (x < 0). */
static void
point_at (GtkWidget *view,
          double     x,
          double     y)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        continue;
      if (x < 0)
        g_signal_emit_by_name (controller, "leave");
      else
        g_signal_emit_by_name (controller, "motion", x, y);
    }
}

/* Points at the middle of square (x, y); the colour drawn there. */
static void
point_at_square (GtkWidget *view,
                 int        x,
                 int        y,
                 guint8     rgb[3])
{
  g_autoptr (GdkTexture) texture = NULL;
  BstBoardTransform t;
  graphene_rect_t rect;
  double cx, cy;

  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  bst_board_transform_to_widget (&t, x, y, &rect);
  cx = rect.origin.x + rect.size.width / 2;
  cy = rect.origin.y + rect.size.height / 2;
  g_assert_cmpfloat (cx, >, 0);
  g_assert_cmpfloat (cy, >, 0);
  g_assert_cmpfloat (cx, <, gtk_widget_get_width (view));
  g_assert_cmpfloat (cy, <, gtk_widget_get_height (view));
  point_at (view, cx, cy);
  texture = render_widget (view);
  pixel_at (texture, cx, cy, rgb);
}

/* A square where the tile in hand (turned as the ghost first shows it)
 * cannot go for the reason @verdict, among those a square or two from the
 * board; FALSE if there is none. */
static gboolean
find_square (BstGame          *game,
             BstSquareVerdict  verdict,
             int              *x,
             int              *y,
             char            **reason)
{
  const BstState *state = bst_game_get_state (game);
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, state->hand[0]);
  int min_x, min_y, max_x, max_y;

  frontier_box (game, &min_x, &min_y, &max_x, &max_y);
  for (int j = min_y; j <= max_y; j++)
    for (int i = min_x; i <= max_x; i++)
      {
        BstSquareProblem problem;
        gboolean legal = FALSE;

        for (guint k = 0; k < placements->len; k++)
          {
            const BstPlacement *p = &g_array_index (placements, BstPlacement, k);

            legal |= p->x == i && p->y == j;
          }
        if (legal || !bst_state_square_problem (state, state->hand[0], i, j, 0, &problem)
            || problem.verdict != verdict)
          continue;
        *x = i;
        *y = j;
        *reason = bst_square_problem_describe (&problem);
        return TRUE;
      }
  return FALSE;
}

/* The ghost and the tooltip show on the squares beside the board only,
 * and the tooltip says why the tile cannot go there. */
static void
test_illegal_square (void)
{
  g_autoptr (BstGame) game = NULL;
  g_autofree char *clash = NULL;
  g_autofree char *alone = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();
  int clash_x, clash_y, alone_x, alone_y, min_x, min_y, max_x, max_y;
  guint8 away[3], shown[3];

  /* A game with a square beside the board where the tile in hand fits in
   * no way. */
  for (guint64 seed = 1; game == NULL; seed++)
    {
      g_autoptr (BstGame) candidate = new_game (seed, 5);

      g_assert_cmpuint (seed, <, 200);
      if (find_square (candidate, BST_SQUARE_MISMATCH, &clash_x, &clash_y, &clash))
        game = g_steal_pointer (&candidate);
    }
  g_assert_true (find_square (game, BST_SQUARE_ALONE, &alone_x, &alone_y, &alone));
  g_assert_cmpstr (alone, ==, "No tile touches a side of this square");
  g_test_message ("%s at %d,%d", clash, clash_x, clash_y);

  put_view (window, &view, 1000, 800);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);
  frontier_box (game, &min_x, &min_y, &max_x, &max_y);

  /* Two squares from the board: the table, as with the pointer away. */
  point_at (view, -1, -1);
  {
    g_autoptr (GdkTexture) texture = render_widget (view);
    BstBoardTransform t;
    graphene_rect_t rect;

    bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
    bst_board_transform_to_widget (&t, max_x + 1, min_y + 1, &rect);
    pixel_at (texture, rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2,
              away);
  }
  point_at_square (view, max_x + 1, min_y + 1, shown);
  g_assert_cmpmem (shown, 3, away, 3);
  g_assert_null (gtk_widget_get_tooltip_text (view));

  /* Beside it, a red ghost and the reason. */
  point_at_square (view, clash_x, clash_y, shown);
  g_assert_false (memcmp (shown, away, 3) == 0);
  g_assert_cmpint (shown[0], >, shown[2]);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (view), ==, clash);

  /* Only a corner touches the board. */
  point_at_square (view, alone_x, alone_y, shown);
  g_assert_false (memcmp (shown, away, 3) == 0);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (view), ==, alone);

  /* Away from the board, and off the view, nothing is said. */
  point_at_square (view, max_x + 1, min_y + 1, shown);
  g_assert_null (gtk_widget_get_tooltip_text (view));
  point_at_square (view, clash_x, clash_y, shown);
  point_at (view, -1, -1);
  g_assert_null (gtk_widget_get_tooltip_text (view));

  close_view (window, &view);
}

/* The colour drawn in the middle of square (x, y), nothing pointed at. */
static void
square_colour (GtkWidget *view,
               int        x,
               int        y,
               guint8     rgb[3])
{
  g_autoptr (GdkTexture) texture = render_widget (view);
  BstBoardTransform t;
  graphene_rect_t rect;

  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  bst_board_transform_to_widget (&t, x, y, &rect);
  g_assert_cmpfloat (rect.origin.x + rect.size.width, <, gtk_widget_get_width (view));
  pixel_at (texture, rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2,
            rgb);
}

/* A table five squares wide shows where it ends; an open one does not. */
static void
test_table_edge (void)
{
  static const guint8 table[3] = { 0xde, 0xdd, 0xda };
  BstRuleSet set;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();
  guint8 on[3], off[3];

  bst_rule_set_init_default (&set);
  put_view (window, &view, 1000, 800);
  gtk_window_present (GTK_WINDOW (window));

  for (guint bounded = 0; bounded < 2; bounded++)
    {
      g_autoptr (BstRules) rules = NULL;
      g_autoptr (BstGame) game = NULL;

      set.table_width = set.table_height = bounded ? 5 : 0;
      rules = bst_rules_new_from_set (&set);
      game = new_game_with_rules (rules, 3, 0);
      bst_board_view_set_game (BST_BOARD_VIEW (view), game);
      wait_until_drawn (window);

      /* Two squares east of the start tile is the table's last column. */
      square_colour (view, 2, 0, on);
      square_colour (view, 3, 0, off);
      g_assert_cmpmem (on, 3, table, 3);
      if (bounded)
        g_assert_cmpint (off[0] + off[1] + off[2], <, on[0] + on[1] + on[2] - 60);
      else
        g_assert_cmpmem (off, 3, table, 3);
      bst_board_view_set_game (BST_BOARD_VIEW (view), NULL);
    }

  close_view (window, &view);
}

/* How many frames pass, at most @n_frames, before square (x, y) shows
 * @rgb. */
static guint
frames_until_colour (GtkWidget    *view,
                     int           x,
                     int           y,
                     const guint8  rgb[3],
                     guint         n_frames)
{
  for (guint frames = 0; frames < n_frames; frames++)
    {
      guint8 now[3];

      square_colour (view, x, y, now);
      if (memcmp (now, rgb, 3) == 0)
        return frames;
      wait_for_frames (view, 1);
    }
  return n_frames;
}

/* The tile someone else lays glides in over many frames, with animations
 * on; at once with them off (reduced motion) and for the player's own
 * tile. */
static void
test_arrival (void)
{
  g_autoptr (BstGame) game = new_game (9, 3);
  GtkSettings *settings = gtk_settings_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bst_board_view_new ();
  gboolean animations;
  const BstState *state;
  guint8 landed[3], early[3];
  BstBoardTransform t;
  BstMove move;
  int x, y;

  g_object_get (settings, "gtk-enable-animations", &animations, NULL);
  put_view (window, &view, 800, 600);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  bst_board_view_set_animation_speed (BST_BOARD_VIEW (view), 0.2);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);
  /* The view stays put: only the tile moves. */
  bst_board_view_get_transform (BST_BOARD_VIEW (view), &t);
  bst_board_view_set_transform (BST_BOARD_VIEW (view), &t);

  /* Animations off: the tile is there in the frame that shows the move. */
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  play_east (game);
  state = bst_game_get_state (game);
  x = state->tiles[state->last_tile].x;
  y = state->tiles[state->last_tile].y;
  wait_for_frames (view, 2);
  square_colour (view, x, y, landed);
  wait_until_still (view);
  g_assert_cmpuint (frames_until_colour (view, x, y, landed, 1), ==, 0);

  /* On, slowly so that a busy machine still sees the frames between: the
   * same move glides in. */
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  g_assert_true (bst_game_undo (game));
  wait_until_still (view);
  g_assert_true (bst_game_redo (game));
  wait_for_frames (view, 2);
  square_colour (view, x, y, early);
  g_assert_false (memcmp (early, landed, 3) == 0);
  g_assert_cmpuint (frames_until_colour (view, x, y, landed, 2000), >, 4);
  g_assert_cmpuint (frames_until_colour (view, x, y, landed, 2000), <, 2000);

  /* The player's own tile, put down with the keys, stays where it was
   * shown. */
  g_assert_true (bst_game_undo (game));
  wait_until_still (view);
  bst_board_view_set_cursor (BST_BOARD_VIEW (view), x, y);
  g_assert_true (activate (view, "board.place", NULL));
  g_assert_true (bst_board_view_get_pending_move (BST_BOARD_VIEW (view), &move));
  g_assert_true (bst_game_redo (game));
  wait_for_frames (view, 2);
  g_assert_cmpuint (frames_until_colour (view, x, y, landed, 1), ==, 0);

  g_object_set (settings, "gtk-enable-animations", animations, NULL);
  close_view (window, &view);
}

static void
corner_colour (GtkWidget *view,
               guint8     rgb[3])
{
  g_autoptr (GdkTexture) texture = NULL;

  wait_for_frames (view, 1);
  texture = render_widget (view);
  pixel_at (texture, 1, 1, rgb);
}

/* A ring around the board while the keyboard focus is on it and shown. */
static void
test_focus_ring (void)
{
  static const guint8 table[3] = { 0xde, 0xdd, 0xda };
  g_autoptr (BstGame) game = new_game (4, 2);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *button = gtk_button_new_with_label ("Other");
  GtkWidget *view = bst_board_view_new ();
  guint8 rgb[3];

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), button);
  gtk_box_append (GTK_BOX (box), view);
  gtk_window_set_child (GTK_WINDOW (window), box);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);

  /* The focus elsewhere, or not shown: the table at the edge. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  gtk_widget_grab_focus (button);
  corner_colour (view, rgb);
  g_assert_cmpmem (rgb, 3, table, 3);
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  gtk_widget_grab_focus (view);
  corner_colour (view, rgb);
  g_assert_cmpmem (rgb, 3, table, 3);

  /* Shown, as after Tab; measured again if another test's window on the
   * shared display took the focus meanwhile. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  for (guint tries = 0; tries < 20; tries++)
    {
      wait_until_active (GTK_WINDOW (window));
      g_assert_true (gtk_widget_has_visible_focus (view));
      corner_colour (view, rgb);
      if (gtk_window_is_active (GTK_WINDOW (window)))
        break;
    }
  g_assert_false (memcmp (rgb, table, 3) == 0);
  g_assert_cmpint (rgb[2], >, rgb[0]);

  close_view (window, &view);
}

#define BUDGET (20 * 1024 * 1024)

static void
test_texture_cache_budget (void)
{
  g_autoptr (BstTextureCache) cache = bst_texture_cache_new (bst_tile_art_get_default (),
                                                             BUDGET);
  int bucket = bst_texture_cache_bucket (256);
  GdkTexture *upright, *turned;

  g_assert_cmpint (bucket, ==, 256);
  g_assert_cmpint (bst_texture_cache_bucket (100), >=, 100);
  g_assert_cmpint (bst_texture_cache_bucket (100), <, 120);
  g_assert_cmpint (bst_texture_cache_bucket (1e6), ==, BST_TEXTURE_CACHE_MAX_SIZE);

  /* The masters take 13.5 MiB; 24 types × 4 turns × 256 KiB is far more
   * than the rest. */
  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    for (guint r = 0; r < 4; r++)
      {
        GdkTexture *texture = bst_texture_cache_get_tile (cache, type, r, bucket);

        g_assert_cmpint (gdk_texture_get_width (texture), ==, bucket);
        g_assert_cmpuint (bst_texture_cache_get_bytes (cache), <=, BUDGET);
      }
  g_assert_cmpuint (bst_texture_cache_get_n_textures (cache), <, 4 * BST_N_TILE_TYPES);
  /* Sizes and turns come from one master raster: one librsvg run per type. */
  g_assert_cmpuint (bst_texture_cache_get_n_rasterised (cache), ==, BST_N_TILE_TYPES);

  /* A quarter turn is exact: the top-left pixel of the upright tile is the
   * top-right one once turned clockwise. */
  upright = g_object_ref (bst_texture_cache_get_tile (cache, 3, 0, 32));
  turned = bst_texture_cache_get_tile (cache, 3, 1, 32);
  {
    guint32 a[32 * 32], b[32 * 32];

    gdk_texture_download (upright, (guchar *) a, 32 * 4);
    gdk_texture_download (turned, (guchar *) b, 32 * 4);
    for (int y = 0; y < 32; y++)
      for (int x = 0; x < 32; x++)
        g_assert_cmphex (a[y * 32 + x], ==, b[x * 32 + (31 - y)]);
  }
  g_object_unref (upright);
}

/* Only the tiles in use get a master, made in idle time: a tile's first
 * raster is drawn at its own size, its later sizes come from the master. */
static void
test_texture_cache_masters_in_use (void)
{
  g_autoptr (BstTextureCache) cache = bst_texture_cache_new (bst_tile_art_get_default (),
                                                             BUDGET);
  gsize one_master = (gsize) 384 * 384 * 4;

  bst_texture_cache_get_tile (cache, 0, 0, 64);
  bst_texture_cache_get_tile (cache, 5, 1, 64);
  g_assert_cmpuint (bst_texture_cache_get_n_rasterised (cache), ==, 2);
  g_assert_cmpuint (bst_texture_cache_get_bytes (cache), <, one_master);

  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (bst_texture_cache_get_n_rasterised (cache), ==, 4);
  g_assert_cmpuint (bst_texture_cache_get_bytes (cache), >=, 2 * one_master);
  g_assert_cmpuint (bst_texture_cache_get_bytes (cache), <, 3 * one_master);

  /* Other sizes of those two are scaled, not drawn again. */
  bst_texture_cache_get_tile (cache, 0, 2, 100);
  bst_texture_cache_get_tile (cache, 5, 0, 32);
  g_assert_cmpuint (bst_texture_cache_get_n_rasterised (cache), ==, 4);
}

/* The view's properties notify when they change, and only then. */
static void
test_notify (void)
{
  GtkWidget *view = g_object_ref_sink (bst_board_view_new ());
  g_autoptr (BstGame) game = new_game (1, 4);
  g_auto (GValue) value = G_VALUE_INIT;

  bst_test_assert_explicit_notify (view);

  g_value_init (&value, BST_TYPE_GAME);
  g_value_set_object (&value, game);
  bst_test_assert_notify_once (view, "game", &value);
  bst_board_view_set_game (BST_BOARD_VIEW (view), NULL);
  g_assert_finalize_object (view);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  /* The maths needs no display. */
  g_test_add_func ("/gui/board-view/transform/round-trip", test_transform_round_trip);
  g_test_add_func ("/gui/board-view/transform/zoom-at", test_transform_zoom_at);
  g_test_add_func ("/gui/board-view/transform/fit", test_transform_fit);

  add_display_test ("/gui/board-view/texture-cache", test_texture_cache_budget);
  add_display_test ("/gui/board-view/texture-cache/masters-in-use",
                    test_texture_cache_masters_in_use);
  add_display_test ("/gui/board-view/pending-flow", test_pending_flow);
  add_display_test ("/gui/board-view/clear-pending", test_clear_pending);
  add_display_test ("/gui/board-view/render", test_render);
  add_display_test ("/gui/board-view/hint-target", test_hint_target);
  add_display_test ("/gui/board-view/follow", test_follow);
  add_display_test ("/gui/board-view/illegal-square", test_illegal_square);
  add_display_test ("/gui/board-view/table-edge", test_table_edge);
  add_display_test ("/gui/board-view/arrival", test_arrival);
  add_display_test ("/gui/board-view/focus-ring", test_focus_ring);
  add_display_test ("/gui/board-view/refit", test_refit);
  add_display_test ("/gui/board-view/notify", test_notify);

  return g_test_run ();
}

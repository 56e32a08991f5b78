/* SPDX-License-Identifier: GPL-3.0-or-later */

/* bastide-bench-render: how fast BstBoardView draws a full board.
 *
 * A seeded random game is played to its end and meeples are added until
 * there are 30; the view shows it in a 1920×1080 window. A frame is the
 * widget's snapshot and gsk_renderer_render_texture() on an offscreen
 * renderer of the same kind as the window's (GSK_RENDERER=cairo or gl
 * chooses), timed after a warm-up; a zoom step is a frame
 * right after board.zoom-in or board.zoom-out, with the tile rasters it
 * needs. Prints JSON. Run under a display: xvfb-run -a -s "-screen 0
 * 1920x1080x24" bastide-bench-render. */

#include <adwaita.h>
#include <gtk/gtk.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "bst-board-view.h"
#include "bst-game.h"
#include "bst-playout.h"

#define WIDTH     1920
#define HEIGHT    1080
#define N_MEEPLES 30

static guint64 seed = 1;
static int n_frames = 100;
static int n_warmup = 10;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *samples)
{
  g_array_sort (samples, compare_doubles);
  return g_array_index (samples, double, samples->len / 2);
}

static double
maximum (GArray *samples)
{
  double m = 0;

  for (guint i = 0; i < samples->len; i++)
    m = MAX (m, g_array_index (samples, double, i));
  return m;
}

static BstGame *
new_full_board (void)
{
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstRuleSet rules;
  BstState *state = g_new (BstState, 1);
  BstRng rng;
  BstGame *game;

  bst_rule_set_init_default (&rules);
  rules.n_players = 5;
  bst_state_init_game (state, &rules, seed);
  bst_rng_seed (&rng, seed, 7);
  bst_playout_random_game (state, &rng, NULL);

  for (guint t = 0; t < state->n_tiles && state->n_meeples < N_MEEPLES; t++)
    for (guint s = 0; s < bst_tile_type (state->tiles[t].type)->n_segments; s++)
      if (state->n_meeples < N_MEEPLES && bst_rng_below (&rng, 3) == 0)
        bst_state_put_meeple (state, bst_rng_below (&rng, rules.n_players), t, s, NULL);

  for (guint p = 0; p < rules.n_players; p++)
    {
      players[p].name = g_strdup_printf ("Player %u", p + 1);
      players[p].colour = p;
    }
  game = bst_game_new_from_state (state, players, seed);
  for (guint p = 0; p < rules.n_players; p++)
    bst_player_info_clear (&players[p]);
  g_free (state);
  return game;
}

static void
wait_until_drawn (GtkWidget *window)
{
  GdkFrameClock *clock;
  gint64 counter;

  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (window);
  counter = gdk_frame_clock_get_frame_counter (clock);
  while (gdk_frame_clock_get_frame_counter (clock) < counter + 2)
    g_main_context_iteration (NULL, TRUE);
}

/* Lets the view do what it does once the app is idle (render the
 * pictures' masters), for at most two seconds. */
static void
wait_until_idle (void)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  while (g_main_context_iteration (NULL, FALSE) && g_get_monotonic_time () < end)
    ;
}

/* One frame: milliseconds for the snapshot and for the whole. */
static double
render_frame (GtkWidget   *view,
              GskRenderer *renderer,
              double      *snapshot_ms)
{
  gint64 start = g_get_monotonic_time ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  gint64 snapped;

  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  snapped = g_get_monotonic_time ();
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (view),
                                                              gtk_widget_get_height (view)));
  if (snapshot_ms != NULL)
    *snapshot_ms = (snapped - start) / 1000.0;
  return (g_get_monotonic_time () - start) / 1000.0;
}

static void
bench_renderer (JsonBuilder *builder,
                GtkWidget   *view,
                GskRenderer *renderer,
                const char  *name,
                const char  *save)
{
  BstTextureCache *cache = bst_board_view_get_texture_cache (BST_BOARD_VIEW (view));
  g_autoptr (GArray) frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) snapshots = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) empty = g_array_new (FALSE, FALSE, sizeof (double));
  static const char *const step_actions[] = {
    "board.zoom-in", "board.zoom-in", "board.zoom-in", "board.zoom-in", "board.zoom-in",
    "board.zoom-in", "board.zoom-in", "board.zoom-in", "board.zoom-in", "board.zoom-in",
    "board.zoom-fit",
    "board.zoom-out", "board.zoom-out", "board.zoom-out",
  };
  guint max_rasters = 0;

  /* The floor: an empty frame of the same size, the table colour alone. */
  for (int i = 0; i < n_warmup + n_frames; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) texture = NULL;
      gint64 start = g_get_monotonic_time ();
      double ms;

      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.87, 0.87, 0.85, 1 },
                                 &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
      node = gtk_snapshot_free_to_node (snapshot);
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (i >= n_warmup)
        g_array_append_val (empty, ms);
    }

  gtk_widget_activate_action (view, "board.zoom-fit", NULL);
  bst_texture_cache_clear (cache);
  for (int i = 0; i < n_warmup; i++)
    render_frame (view, renderer, NULL);
  for (int i = 0; i < n_frames; i++)
    {
      double snapshot_ms;
      double ms = render_frame (view, renderer, &snapshot_ms);

      g_array_append_val (frames, ms);
      g_array_append_val (snapshots, snapshot_ms);
    }

  if (save != NULL)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) texture = NULL;

      GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
      gdk_texture_save_to_png (texture, save);
    }

  /* Zoom steps from a cold cache for the new size: only the steps that
   * had to rasterise count. */
  for (guint i = 0; i < G_N_ELEMENTS (step_actions); i++)
    {
      guint before = bst_texture_cache_get_n_made (cache);
      guint rsvg_before = bst_texture_cache_get_n_rasterised (cache);
      gint64 start = g_get_monotonic_time ();
      double ms;

      gtk_widget_activate_action (view, step_actions[i], NULL);
      render_frame (view, renderer, NULL);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_debug ("%s to %g: %.1f ms, %u rasters made, %u by librsvg", step_actions[i],
               bst_board_view_get_zoom (BST_BOARD_VIEW (view)), ms,
               bst_texture_cache_get_n_made (cache) - before,
               bst_texture_cache_get_n_rasterised (cache) - rsvg_before);
      if (bst_texture_cache_get_n_made (cache) > before)
        {
          g_array_append_val (steps, ms);
          max_rasters = MAX (max_rasters, bst_texture_cache_get_n_made (cache) - before);
        }
    }

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "frame_median_ms");
  json_builder_add_double_value (builder, median (frames));
  json_builder_set_member_name (builder, "frame_max_ms");
  json_builder_add_double_value (builder, maximum (frames));
  json_builder_set_member_name (builder, "empty_frame_median_ms");
  json_builder_add_double_value (builder, median (empty));
  json_builder_set_member_name (builder, "snapshot_median_ms");
  json_builder_add_double_value (builder, median (snapshots));
  json_builder_set_member_name (builder, "frames");
  json_builder_add_int_value (builder, frames->len);
  json_builder_set_member_name (builder, "zoom_steps_rasterising");
  json_builder_add_int_value (builder, steps->len);
  json_builder_set_member_name (builder, "zoom_step_median_ms");
  json_builder_add_double_value (builder, steps->len > 0 ? median (steps) : 0);
  json_builder_set_member_name (builder, "zoom_step_max_ms");
  json_builder_add_double_value (builder, maximum (steps));
  json_builder_set_member_name (builder, "zoom_step_max_rasters");
  json_builder_add_int_value (builder, max_rasters);
  json_builder_set_member_name (builder, "cache_bytes");
  json_builder_add_int_value (builder, bst_texture_cache_get_bytes (cache));
  json_builder_set_member_name (builder, "cache_textures");
  json_builder_add_int_value (builder, bst_texture_cache_get_n_textures (cache));
  json_builder_end_object (builder);
}

int
main (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BstGame) game = NULL;
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *json = NULL;
  g_autofree char *save = NULL;
  GskRenderer *renderer;
  GtkNative *native;
  BstTextureCache *cache;
  const BstState *state;
  GtkWidget *window, *view;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the game", "N" },
    { "frames", 0, 0, G_OPTION_ARG_INT, &n_frames, "Frames to time", "N" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save, "Save a frame as a PNG", "FILE" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("bastide-bench-render: %s\n", error->message);
      return 2;
    }
  if (!gtk_init_check ())
    {
      g_printerr ("bastide-bench-render: no display\n");
      return 77;
    }
  adw_init ();

  game = new_full_board ();
  state = bst_game_get_state (game);

  window = gtk_window_new ();
  view = bst_board_view_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_set_child (GTK_WINDOW (window), view);
  bst_board_view_set_game (BST_BOARD_VIEW (view), game);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_drawn (window);
  wait_until_idle ();

  /* An offscreen renderer of the window's kind: the view draws for the
   * renderer of its window (GSK_RENDERER=cairo chooses the cairo one). */
  native = GTK_NATIVE (window);
  cache = bst_board_view_get_texture_cache (BST_BOARD_VIEW (view));
  renderer = g_object_new (G_OBJECT_TYPE (gtk_native_get_renderer (native)), NULL);
  if (!gsk_renderer_realize (renderer, NULL, &error))
    {
      g_printerr ("bastide-bench-render: %s\n", error->message);
      return 1;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "width");
  json_builder_add_int_value (builder, gtk_widget_get_width (view));
  json_builder_set_member_name (builder, "height");
  json_builder_add_int_value (builder, gtk_widget_get_height (view));
  json_builder_set_member_name (builder, "tiles");
  json_builder_add_int_value (builder, state->n_tiles);
  json_builder_set_member_name (builder, "meeples");
  json_builder_add_int_value (builder, state->n_meeples);
  json_builder_set_member_name (builder, "fit_zoom");
  json_builder_add_double_value (builder, bst_board_view_get_zoom (BST_BOARD_VIEW (view)));
  json_builder_set_member_name (builder, "window_renderer");
  json_builder_add_string_value (builder, G_OBJECT_TYPE_NAME (gtk_native_get_renderer (native)));
  json_builder_set_member_name (builder, "cache_budget_bytes");
  json_builder_add_int_value (builder, bst_texture_cache_get_budget (cache));
  bench_renderer (builder, view, renderer, "frames", save);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json = json_generator_to_data (generator, NULL);
  printf ("%s\n", json);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

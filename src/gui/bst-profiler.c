/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <sys/resource.h>
#include <time.h>

#include "bst-profiler.h"

#define FRAME_BUDGET (16 * 1000)   /* µs */

/* A moment as wall-clock time and as the main thread's CPU time, in µs. */
typedef struct {
  gint64 wall;
  gint64 cpu;
} Stamp;

typedef struct {
  BstWindow *window;
  gint64     start_time;
  Stamp      last_tick;
  guint      n_ticks;
  /* The longest gap between turns of the main loop, and how many went
   * over a frame's time. */
  Stamp      longest;
  guint      n_over_wall;
  guint      n_over_cpu;
  GString   *over_at;     /* the moves they came after, and how long they took */
} Profiler;

static Stamp
stamp_now (void)
{
  struct timespec cpu;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu);
  return (Stamp) { g_get_monotonic_time (), cpu.tv_sec * G_USEC_PER_SEC + cpu.tv_nsec / 1000 };
}

static void
add_gap (Profiler *self,
         Stamp     now)
{
  gint64 wall = now.wall - self->last_tick.wall;
  gint64 cpu = now.cpu - self->last_tick.cpu;

  self->longest.wall = MAX (self->longest.wall, wall);
  self->longest.cpu = MAX (self->longest.cpu, cpu);
  self->n_over_wall += wall > FRAME_BUDGET;
  self->n_over_cpu += cpu > FRAME_BUDGET;
  if (wall > FRAME_BUDGET)
    {
      BstGame *game = bst_window_get_game (self->window);

      g_string_append_printf (self->over_at, "%s%u (%.1f ms)", self->over_at->len ? ", " : "",
                              game ? bst_game_get_n_moves (game) : 0, wall / 1000.0);
    }
}

static void
quit (Profiler *self)
{
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self->window))));
}

static gboolean
stall_tick_cb (gpointer user_data)
{
  Profiler *self = user_data;
  BstGame *game = bst_window_get_game (self->window);
  Stamp now = stamp_now ();

  if (self->n_ticks++ > 0)
    add_gap (self, now);
  self->last_tick = now;

  if (game == NULL || !bst_game_is_over (game))
    return G_SOURCE_CONTINUE;

  g_printerr ("bastide: %u moves, %u main loop turns; longest busy stretch %.1f ms "
              "(%.1f ms of CPU); %u over 16 ms (%u in CPU time)\n",
              bst_game_get_n_moves (game), self->n_ticks,
              self->longest.wall / 1000.0, self->longest.cpu / 1000.0,
              self->n_over_wall, self->n_over_cpu);
  if (self->over_at->len > 0)
    g_printerr ("bastide: over 16 ms after move %s\n", self->over_at->str);
  quit (self);
  return G_SOURCE_REMOVE;
}

static gint64
process_cpu_time (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * G_USEC_PER_SEC
         + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
}

static void
first_frame_cb (GdkFrameClock *clock,
                Profiler      *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  if (g_getenv ("BASTIDE_PROFILE_STARTUP") != NULL)
    {
      g_printerr ("bastide: first frame %.1f ms after main(), %.1f ms of CPU time\n",
                  (g_get_monotonic_time () - self->start_time) / 1000.0,
                  process_cpu_time () / 1000.0);
      quit (self);
      return;
    }
  /* A 1 ms timeout comes round as soon as the loop is free: the gaps
   * between its turns are the longest anything kept the loop busy. */
  g_timeout_add_full (G_PRIORITY_HIGH, 1, stall_tick_cb, self, NULL);
}

void
bst_profiler_watch_window (BstWindow *window,
                           gint64     start_time)
{
  GdkFrameClock *clock;
  Profiler *self;

  g_return_if_fail (BST_IS_WINDOW (window));

  if (g_getenv ("BASTIDE_PROFILE_STARTUP") == NULL && g_getenv ("BASTIDE_PROFILE_STALLS") == NULL)
    return;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_return_if_fail (clock != NULL);

  /* Lives as long as the process: profiling ends by quitting. */
  self = g_new0 (Profiler, 1);
  self->window = window;
  self->start_time = start_time;
  self->over_at = g_string_new (NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), self);
}

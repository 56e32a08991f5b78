/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE   /* RUSAGE_THREAD */
#include <sys/resource.h>
#include <time.h>

#include "bst-profiler.h"

#define FRAME_BUDGET (16 * 1000)   /* µs */
#define RESULTS_WATCH (1000 * 1000) /* µs, the results window's first second */

/* A moment as wall-clock time and as the main thread's CPU time, in µs,
 * and the page faults the main thread has taken. */
typedef struct {
  gint64 wall;
  gint64 cpu;
  glong  faults;
} Stamp;

/* The busy stretches of one part of the profile: the longest gap between
 * turns of the main loop, and how many went over a frame's time. */
typedef struct {
  Stamp    longest;
  guint    n_over_wall;
  guint    n_over_cpu;
  GString *over_at;       /* when they came, how long they took, their page faults */
} Tally;

typedef struct {
  BstWindow *window;
  gint64     start_time;
  Stamp      last_tick;
  guint      n_ticks;
  Tally      play;          /* from the first frame to the game's final scoring */
  Tally      results;       /* the results window's first second */
  gint64     results_time;  /* when the results window was first seen */
} Profiler;

static Stamp
stamp_now (void)
{
  struct timespec cpu;
  struct rusage usage;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &cpu);
  getrusage (RUSAGE_THREAD, &usage);
  return (Stamp) { g_get_monotonic_time (), cpu.tv_sec * G_USEC_PER_SEC + cpu.tv_nsec / 1000,
                   usage.ru_minflt + usage.ru_majflt };
}

/* @move is the number of moves made, or -1 for the results window. */
static void
tally_gap (Tally *tally,
           Stamp  then,
           Stamp  now,
           int    move)
{
  gint64 wall = now.wall - then.wall;
  gint64 cpu = now.cpu - then.cpu;

  tally->longest.wall = MAX (tally->longest.wall, wall);
  tally->longest.cpu = MAX (tally->longest.cpu, cpu);
  tally->n_over_wall += wall > FRAME_BUDGET;
  tally->n_over_cpu += cpu > FRAME_BUDGET;
  if (wall <= FRAME_BUDGET)
    return;
  if (tally->over_at->len > 0)
    g_string_append (tally->over_at, ", ");
  if (move < 0)
    g_string_append (tally->over_at, "opening");
  else
    g_string_append_printf (tally->over_at, "move %d", move);
  g_string_append_printf (tally->over_at, " (%.1f ms, %ld page faults)", wall / 1000.0,
                          now.faults - then.faults);
}

/* A stretch that opened the results window counts with the window. */
static void
add_gap (Profiler *self,
         Stamp     now)
{
  BstGame *game = bst_window_get_game (self->window);

  if (bst_window_get_results_dialog (self->window) != NULL)
    tally_gap (&self->results, self->last_tick, now, -1);
  else
    tally_gap (&self->play, self->last_tick, now, game ? (int) bst_game_get_n_moves (game) : 0);
}

static void
print_tally (const Tally *tally,
             const char  *part)
{
  g_printerr ("bastide: %s: longest busy stretch %.1f ms (%.1f ms of CPU); "
              "%u over 16 ms (%u in CPU time)%s%s\n",
              part, tally->longest.wall / 1000.0, tally->longest.cpu / 1000.0,
              tally->n_over_wall, tally->n_over_cpu,
              tally->over_at->len ? ", after " : "", tally->over_at->str);
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

  /* The game ends with its final scoring and the results window. */
  if (self->results_time == 0 && bst_window_get_results_dialog (self->window) != NULL)
    self->results_time = now.wall;
  if (self->results_time == 0 || now.wall - self->results_time < RESULTS_WATCH)
    return G_SOURCE_CONTINUE;

  g_printerr ("bastide: %u moves, %u main loop turns\n", bst_game_get_n_moves (game), self->n_ticks);
  print_tally (&self->play, "play");
  print_tally (&self->results, "results window");
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
  self->play.over_at = g_string_new (NULL);
  self->results.over_at = g_string_new (NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), self);
}

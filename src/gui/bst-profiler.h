/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-window.h"

G_BEGIN_DECLS

/* Start-up and smoothness figures for a new window, switched on by the
 * environment:
 *
 * - BASTIDE_PROFILE_STARTUP: prints the time from @start_time (taken at the
 *   top of main()) to the window's first drawn frame, and the process's CPU
 *   time by then, and quits.
 * - BASTIDE_PROFILE_STALLS: from the first frame on, watches the main loop
 *   while the game plays, and when the game is over prints the longest time
 *   the loop was kept busy (events, moves, layout and drawing alike), as
 *   wall-clock time and as the main thread's CPU time, with how many such
 *   stretches went over 16 ms, and quits.
 *
 * Does nothing when neither is set. */
void bst_profiler_watch_window (BstWindow *window,
                                gint64     start_time);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a benchmark prints: plain figures, and figures measured once a run,
 * reported as their median with the lowest and highest run (and the 90th
 * percentile from ten runs on), in the order they were first added. As
 * text for people, or as JSON, where a measured figure is an object
 * { "median", "p90", "min", "max", "runs" }. */
typedef struct _BstBenchReport BstBenchReport;

BstBenchReport *bst_bench_report_new        (void);
void            bst_bench_report_free       (BstBenchReport *self);

void            bst_bench_report_add_int    (BstBenchReport *self,
                                             const char     *name,
                                             gint64          value);
void            bst_bench_report_add_string (BstBenchReport *self,
                                             const char     *name,
                                             const char     *value);
/* One run's value of @name. */
void            bst_bench_report_add_sample (BstBenchReport *self,
                                             const char     *name,
                                             double          value);
double          bst_bench_report_median     (BstBenchReport *self,
                                             const char     *name);
/* The lowest value of @name that @percent of the runs do not exceed. */
double          bst_bench_report_percentile (BstBenchReport *self,
                                             const char     *name,
                                             guint           percent);
void            bst_bench_report_print      (BstBenchReport *self,
                                             gboolean        json);

/* CPU time of this thread: the engine's work on one core, whatever else
 * the machine is doing. */
double          bst_bench_thread_seconds    (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstBenchReport, bst_bench_report_free)

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _POSIX_C_SOURCE 200809L

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bst-cli-bench-report.h"
#include "bst-json-writer.h"

/* The percentile that tells how slow the slow runs are. With fewer runs
 * than MIN_PERCENTILE_RUNS it is the slowest run, which text gives anyway. */
#define REPORT_PERCENTILE   90
#define MIN_PERCENTILE_RUNS 10

typedef enum {
  FIGURE_INT,
  FIGURE_STRING,
  FIGURE_SAMPLES,
} FigureKind;

typedef struct {
  char       *name;
  FigureKind  kind;
  gint64      int_value;
  char       *string_value;
  GArray     *samples;   /* double, sorted when read */
} Figure;

struct _BstBenchReport
{
  GPtrArray *figures;
};

static void
figure_free (gpointer data)
{
  Figure *figure = data;

  g_free (figure->name);
  g_free (figure->string_value);
  g_clear_pointer (&figure->samples, g_array_unref);
  g_free (figure);
}

BstBenchReport *
bst_bench_report_new (void)
{
  BstBenchReport *self = g_new0 (BstBenchReport, 1);

  self->figures = g_ptr_array_new_with_free_func (figure_free);
  return self;
}

void
bst_bench_report_free (BstBenchReport *self)
{
  g_ptr_array_unref (self->figures);
  g_free (self);
}

static Figure *
find (BstBenchReport *self,
      const char     *name)
{
  for (guint i = 0; i < self->figures->len; i++)
    {
      Figure *figure = g_ptr_array_index (self->figures, i);

      if (strcmp (figure->name, name) == 0)
        return figure;
    }
  return NULL;
}

static Figure *
add (BstBenchReport *self,
     const char     *name,
     FigureKind      kind)
{
  Figure *figure = find (self, name);

  if (figure == NULL)
    {
      figure = g_new0 (Figure, 1);
      figure->name = g_strdup (name);
      figure->kind = kind;
      if (kind == FIGURE_SAMPLES)
        figure->samples = g_array_new (FALSE, FALSE, sizeof (double));
      g_ptr_array_add (self->figures, figure);
    }
  g_return_val_if_fail (figure->kind == kind, figure);
  return figure;
}

void
bst_bench_report_add_int (BstBenchReport *self,
                          const char     *name,
                          gint64          value)
{
  add (self, name, FIGURE_INT)->int_value = value;
}

void
bst_bench_report_add_string (BstBenchReport *self,
                             const char     *name,
                             const char     *value)
{
  Figure *figure = add (self, name, FIGURE_STRING);

  g_free (figure->string_value);
  figure->string_value = g_strdup (value);
}

void
bst_bench_report_add_sample (BstBenchReport *self,
                             const char     *name,
                             double          value)
{
  g_array_append_val (add (self, name, FIGURE_SAMPLES)->samples, value);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
sorted_median (GArray *samples)
{
  const double *v = (const double *) samples->data;
  guint n = samples->len;

  if (n == 0)
    return 0;
  g_array_sort (samples, compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Nearest rank: the lowest value that @percent of the runs do not exceed. */
static double
sorted_percentile (GArray *samples,
                   guint   percent)
{
  guint rank = (samples->len * percent + 99) / 100;

  if (samples->len == 0)
    return 0;
  g_array_sort (samples, compare_doubles);
  return g_array_index (samples, double, MAX (rank, 1) - 1);
}

static GArray *
samples_of (BstBenchReport *self,
            const char     *name)
{
  Figure *figure = find (self, name);

  g_return_val_if_fail (figure != NULL && figure->kind == FIGURE_SAMPLES, NULL);
  return figure->samples;
}

double
bst_bench_report_median (BstBenchReport *self,
                         const char     *name)
{
  GArray *samples = samples_of (self, name);

  return samples ? sorted_median (samples) : 0;
}

double
bst_bench_report_percentile (BstBenchReport *self,
                             const char     *name,
                             guint           percent)
{
  GArray *samples = samples_of (self, name);

  g_return_val_if_fail (percent <= 100, 0);
  return samples ? sorted_percentile (samples, percent) : 0;
}

/* Three decimals for small figures, none for large ones. */
static void
print_number (double value)
{
  if (ABS (value) < 1000)
    printf ("%.3f", value);
  else
    printf ("%.0f", value);
}

static void
print_text (BstBenchReport *self)
{
  for (guint i = 0; i < self->figures->len; i++)
    {
      Figure *figure = g_ptr_array_index (self->figures, i);

      printf ("%-30s ", figure->name);
      switch (figure->kind)
        {
        case FIGURE_INT:
          printf ("%" G_GINT64_FORMAT "\n", figure->int_value);
          break;
        case FIGURE_STRING:
          printf ("%s\n", figure->string_value);
          break;
        case FIGURE_SAMPLES:
          print_number (sorted_median (figure->samples));
          if (figure->samples->len > 1)
            {
              printf ("  (");
              if (figure->samples->len >= MIN_PERCENTILE_RUNS)
                {
                  printf ("p%u ", REPORT_PERCENTILE);
                  print_number (sorted_percentile (figure->samples, REPORT_PERCENTILE));
                  printf (", ");
                }
              print_number (g_array_index (figure->samples, double, 0));
              printf (" – ");
              print_number (g_array_index (figure->samples, double, figure->samples->len - 1));
              printf (", %u runs)", figure->samples->len);
            }
          printf ("\n");
          break;
        }
    }
}

static void
print_json (BstBenchReport *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  for (guint i = 0; i < self->figures->len; i++)
    {
      Figure *figure = g_ptr_array_index (self->figures, i);

      json_builder_set_member_name (builder, figure->name);
      switch (figure->kind)
        {
        case FIGURE_INT:
          json_builder_add_int_value (builder, figure->int_value);
          break;
        case FIGURE_STRING:
          json_builder_add_string_value (builder, figure->string_value);
          break;
        case FIGURE_SAMPLES:
          json_builder_begin_object (builder);
          bst_json_add_double_member (builder, "median", sorted_median (figure->samples));
          json_builder_set_member_name (builder, "p" G_STRINGIFY (REPORT_PERCENTILE));
          json_builder_add_double_value (builder, sorted_percentile (figure->samples,
                                                                     REPORT_PERCENTILE));
          bst_json_add_double_member (builder, "min", g_array_index (figure->samples, double, 0));
          bst_json_add_double_member (builder, "max",
                                      g_array_index (figure->samples, double, figure->samples->len - 1));
          bst_json_add_int_member (builder, "runs", figure->samples->len);
          json_builder_end_object (builder);
          break;
        }
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

void
bst_bench_report_print (BstBenchReport *self,
                        gboolean        json)
{
  if (json)
    print_json (self);
  else
    print_text (self);
}

double
bst_bench_thread_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

/* Under a slow checker (valgrind), BASTIDE_TEST_DIVISOR shrinks the number
 * of games a test plays; the code paths stay the same. */
static inline guint
bst_test_scaled (guint n)
{
  const char *divisor = g_getenv ("BASTIDE_TEST_DIVISOR");
  guint64 d = 1;

  if (divisor && !g_ascii_string_to_unsigned (divisor, 10, 1, G_MAXUINT, &d, NULL))
    d = 1;
  return MAX (n / (guint) d, 1);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-text.h"

static void
test_join_list (void)
{
  const char *names[] = { "Anna", "Ben", "Cleo" };
  g_autofree char *none = bst_text_join_list (NULL, 0);
  g_autofree char *one = bst_text_join_list (names, 1);
  g_autofree char *three = bst_text_join_list (names, 3);

  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (one, ==, "Anna");
  g_assert_cmpstr (three, ==, "Anna, Ben, Cleo");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/text/join-list", test_join_list);
  return g_test_run ();
}

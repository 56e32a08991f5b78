/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <locale.h>

#include "bst-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr (BstApplication) app = NULL;
  gint64 start_time = g_get_monotonic_time ();

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = bst_application_new ();
  bst_application_set_start_time (app, start_time);
  return g_application_run (G_APPLICATION (app), argc, argv);
}

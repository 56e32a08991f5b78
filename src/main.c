/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "bst-application.h"

/* Without a GPU (no /dev/dri), GL would run in software through Mesa's
 * llvmpipe: setting it up adds about 450 ms to the start, and each frame
 * then takes longer than cairo takes to draw it. Unless the person chose
 * a renderer or GDK's debugging options themselves, draw with cairo. */
static void
prefer_cairo_without_gpu (void)
{
  if (g_file_test ("/dev/dri", G_FILE_TEST_EXISTS)
      || g_getenv ("GSK_RENDERER") != NULL
      || g_getenv ("GDK_DEBUG") != NULL
      || g_getenv ("GDK_DISABLE") != NULL)
    return;

  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  if (gtk_get_minor_version () >= 16)
    g_setenv ("GDK_DISABLE", "gl", FALSE);
  else
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (BstApplication) app = NULL;
  gint64 start_time = g_get_monotonic_time ();

  prefer_cairo_without_gpu ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = bst_application_new ();
  bst_application_set_start_time (app, start_time);
  return g_application_run (G_APPLICATION (app), argc, argv);
}

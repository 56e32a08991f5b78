/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The keys of one page of the window. An accelerator belongs to the page it
 * acts on: each page adds its own keys to itself, as a shortcut controller
 * that the window manages, so they work wherever the focus is in the
 * window but only while the page is shown (GTK skips the shortcuts of a
 * widget that is not mapped). What a key does is a named action, found from
 * the page up to the window. */

typedef struct {
  const char *action;     /* detailed: "editor.undo", "win.show-page('game')" */
  const char *triggers;   /* as gtk_shortcut_trigger_parse_string(): "<Control>y|<Shift><Control>z" */
} BstPageShortcut;

/* @phase: GTK_PHASE_BUBBLE lets the focused widget have the key first (a
 * text entry keeps Ctrl+V, Delete and letters); GTK_PHASE_CAPTURE takes it
 * before the focused widget. */
GtkEventController *bst_page_shortcuts_add (GtkWidget             *page,
                                            GtkPropagationPhase    phase,
                                            const BstPageShortcut *shortcuts,
                                            gsize                  n_shortcuts);

G_END_DECLS

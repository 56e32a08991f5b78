/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-tutorial-view.h"

G_BEGIN_DECLS

#define BST_TYPE_TUTORIAL_WINDOW (bst_tutorial_window_get_type ())

G_DECLARE_FINAL_TYPE (BstTutorialWindow, bst_tutorial_window, BST, TUTORIAL_WINDOW, AdwWindow)

/* The tutorial in a window of its own beside the game: a BstTutorialView
 * that keeps the player's progress in @settings (NULL: nowhere). */

GtkWidget       *bst_tutorial_window_new      (GtkWindow         *parent,
                                               GSettings         *settings);
BstTutorialView *bst_tutorial_window_get_view (BstTutorialWindow *self);

G_END_DECLS

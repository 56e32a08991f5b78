/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BST_TYPE_PREFERENCES_WINDOW (bst_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (BstPreferencesWindow, bst_preferences_window, BST, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* The preferences, each row bound straight to its settings key. */
BstPreferencesWindow *bst_preferences_window_new (GSettings *settings);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BST_TYPE_APPLICATION (bst_application_get_type ())

G_DECLARE_FINAL_TYPE (BstApplication, bst_application, BST, APPLICATION, AdwApplication)

BstApplication *bst_application_new          (void);
GSettings      *bst_application_get_settings (BstApplication *self);
/* For BASTIDE_PROFILE_STARTUP: when main() began, g_get_monotonic_time(). */
void            bst_application_set_start_time (BstApplication *self,
                                                gint64          start_time);

G_END_DECLS

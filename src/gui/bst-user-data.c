/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-user-data.h"

GFile *
bst_user_data_file_new (const char *name)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  path = g_build_filename (g_get_user_data_dir (), "bastide", name, NULL);
  return g_file_new_for_path (path);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-aids.h"

static const struct {
  BstAids     aid;
  const char *name;
  const char *title;
} aids[BST_N_AIDS] = {
  { BST_AID_DEAD_SQUARES,  "dead-squares",  N_("Dead squares") },
  { BST_AID_FITTING_TILES, "fitting-tiles", N_("Fitting tiles") },
  { BST_AID_FINISH_ODDS,   "finish-odds",   N_("Chances of finishing") },
  { BST_AID_FIELD_VIEW,    "field-view",    N_("Field view") },
};

const char *
bst_aid_name (BstAids aid)
{
  for (guint i = 0; i < G_N_ELEMENTS (aids); i++)
    if (aids[i].aid == aid)
      return aids[i].name;
  return NULL;
}

BstAids
bst_aid_from_name (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (aids); i++)
    if (g_strcmp0 (aids[i].name, name) == 0)
      return aids[i].aid;
  return 0;
}

const char *
bst_aid_title (BstAids aid)
{
  for (guint i = 0; i < G_N_ELEMENTS (aids); i++)
    if (aids[i].aid == aid)
      return _(aids[i].title);
  return NULL;
}

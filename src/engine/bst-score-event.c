/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-score-event.h"

G_DEFINE_BOXED_TYPE (BstScoreEvent, bst_score_event, bst_score_event_copy, bst_score_event_free)

BstScoreEvent *
bst_score_event_copy (const BstScoreEvent *event)
{
  return g_memdup2 (event, sizeof *event);
}

void
bst_score_event_free (BstScoreEvent *event)
{
  g_free (event);
}

static char *
describe_feature (const BstScoreEvent *event)
{
  switch (event->kind)
    {
    case BST_FEATURE_ROAD:
      return g_strdup_printf (ngettext ("Road: %u tile", "Road: %u tiles", event->tiles), event->tiles);
    case BST_FEATURE_CITY:
      if (event->pennants == 0)
        return g_strdup_printf (ngettext ("City: %u tile", "City: %u tiles", event->tiles), event->tiles);
      /* Translators: a city's size, e.g. "City: 4 tiles, 1 pennant" */
      return g_strdup_printf (ngettext ("City: %u tiles, %u pennant", "City: %u tiles, %u pennants",
                                        event->pennants), event->tiles, event->pennants);
    case BST_FEATURE_MONASTERY:
      return g_strdup_printf (ngettext ("Monastery: %u tile", "Monastery: %u tiles", event->tiles),
                              event->tiles);
    case BST_FEATURE_FIELD:
    default:
      return g_strdup_printf (ngettext ("Field: %u completed city", "Field: %u completed cities",
                                        event->cities), event->cities);
    }
}

char *
bst_score_event_describe (const BstScoreEvent *event,
                          const BstPlayerInfo *players,
                          guint                n_players)
{
  g_autofree char *feature = describe_feature (event);
  g_autoptr (GString) winners = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    if (event->winners & (1 << p))
      {
        if (winners->len)
          /* Translators: separates the names of players who share points */
          g_string_append (winners, _(", "));
        g_string_append (winners, players[p].name);
      }

  /* Translators: "City: 4 tiles, 1 pennant — 10 points to Red" */
  return g_strdup_printf (ngettext ("%s — %u point to %s", "%s — %u points to %s", event->points),
                          feature, event->points, winners->str);
}

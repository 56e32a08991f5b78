/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"

static const char *
describe_range (const BstRuleInfo *info)
{
  static char text[64];

  switch (info->type)
    {
    case BST_RULE_TYPE_BOOLEAN:
      return "on|off";
    case BST_RULE_TYPE_CHOICE:
      {
        g_autoptr (GString) joined = g_string_new (NULL);

        for (guint v = 0; info->choices[v].name != NULL; v++)
          g_string_append_printf (joined, "%s%s", v > 0 ? "|" : "", info->choices[v].name);
        g_strlcpy (text, joined->str, sizeof text);
        return text;
      }
    case BST_RULE_TYPE_NUMBER:
    default:
      if (info->step > 1)
        /* Translators: a range of numbers for a rule, e.g. "2…4 step 2" */
        g_snprintf (text, sizeof text, _("%u…%u step %u"), info->minimum, info->maximum, info->step);
      else
        g_snprintf (text, sizeof text, "%u…%u", info->minimum, info->maximum);
      return text;
    }
}

int
bst_cli_rules (int argc, char **argv)
{
  static const char *const group_titles[] = {
    N_("Game"), N_("Edition variants"), N_("House rules"),
  };
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  const BstInapplicableRule *inapplicable;
  guint n_inapplicable;
  BstRuleSet defaults;

  g_option_context_set_summary (context,
    _("Lists every rule with its default; set them with --rule NAME=VALUE."));
  if (!bst_cli_parse_options (context, &argc, &argv))
    return 2;

  bst_rule_set_init_default (&defaults);
  for (guint group = 0; group < G_N_ELEMENTS (group_titles); group++)
    {
      printf ("%s\n", _(group_titles[group]));
      for (guint i = 0; i < bst_rule_info_count (); i++)
        {
          const BstRuleInfo *info = bst_rule_info_nth (i);
          g_autofree char *value = NULL;

          if (info->group != group)
            continue;
          value = bst_rule_info_format (info, bst_rule_set_get (&defaults, info));
          printf ("  %-18s %-6s %-26s %s\n", info->name, value, describe_range (info),
                  _(info->description));
        }
      printf ("\n");
    }

  printf ("%s\n", _("Not applicable"));
  inapplicable = bst_inapplicable_rules (&n_inapplicable);
  for (guint i = 0; i < n_inapplicable; i++)
    {
      /* Translators: a house rule that does not apply, then why, e.g.
       * "Coloured dice as score markers: The score track is kept by the game…" */
      g_autofree char *text = g_strdup_printf (_("%s: %s"), _(inapplicable[i].title),
                                               _(inapplicable[i].reason));
      printf ("  %-18s %s\n", inapplicable[i].name, text);
    }
  return 0;
}

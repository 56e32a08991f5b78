/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-game-record.h"
#include "bst-share-code.h"
#include "bst-json-writer.h"

gboolean
bst_cli_parse_options (GOptionContext   *context,
                       int              *argc,
                       char           ***argv)
{
  g_autoptr (GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("bastide-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

void
bst_cli_print_help (GOptionContext *context)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  g_printerr ("%s", help);
}

gboolean
bst_cli_parse_command (GOptionContext      *context,
                       const GOptionEntry  *entries,
                       const char          *summary,
                       int                 *argc,
                       char              ***argv)
{
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  return bst_cli_parse_options (context, argc, argv);
}

gboolean
bst_cli_parse_arguments (GOptionContext      *context,
                         const GOptionEntry  *entries,
                         const char          *summary,
                         int                 *argc,
                         char              ***argv,
                         int                  n_arguments)
{
  if (!bst_cli_parse_command (context, entries, summary, argc, argv))
    return FALSE;
  if (*argc != n_arguments + 1)
    {
      bst_cli_print_help (context);
      return FALSE;
    }
  return TRUE;
}

int
bst_cli_fail (GError *error)
{
  g_printerr ("bastide-cli: %s\n", error->message);
  g_error_free (error);
  return 1;
}

void
bst_cli_print_json (JsonBuilder *builder)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

void
bst_cli_add_event (JsonBuilder         *builder,
                   const BstScoreEvent *event,
                   guint                n_players)
{
  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "feature", bst_feature_kind_name (event->kind));
  bst_json_add_boolean_member (builder, "final", event->final);
  bst_json_add_int_member (builder, "tiles", event->tiles);
  bst_json_add_int_member (builder, "pennants", event->pennants);
  bst_json_add_int_member (builder, "cities", event->cities);
  json_builder_set_member_name (builder, "meeples");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    json_builder_add_int_value (builder, event->meeples[p]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    if (event->winners & (1 << p))
      json_builder_add_int_value (builder, p);
  json_builder_end_array (builder);
  bst_json_add_int_member (builder, "points", event->points);
  json_builder_end_object (builder);
}

void
bst_cli_print_scores_json (const char *const *names,
                           const gint16      *scores,
                           guint              n_players,
                           GArray            *events)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = names[p] != NULL ? g_strdup (names[p])
                                               : g_strdup_printf (_("Player %u"), p + 1);

      json_builder_begin_object (builder);
      bst_json_add_string_member (builder, "name", name);
      bst_json_add_int_member (builder, "score", scores[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < events->len; i++)
    bst_cli_add_event (builder, &g_array_index (events, BstScoreEvent, i), n_players);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  bst_cli_print_json (builder);
}

void
bst_cli_print_event (const BstScoreEvent *event, guint n_players)
{
  g_autoptr (GString) winners = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    if (event->winners & (1 << p))
      g_string_append_printf (winners, "%s%u", winners->len ? ", " : "", p + 1);
  printf ("%s%s: %u tiles, %u pennants, %u cities: %u points to player %s\n",
          event->final ? "final " : "", bst_feature_kind_name (event->kind),
          event->tiles, event->pennants, event->cities, event->points, winners->str);
}

gboolean
bst_cli_apply_rules (BstRuleSet  *rules,
                     char       **assignments,
                     GError     **error)
{
  for (guint i = 0; assignments && assignments[i]; i++)
    if (!bst_rule_set_parse_assignment (rules, assignments[i], error))
      return FALSE;
  return bst_rule_set_validate (rules, error);
}

BstGameRecord *
bst_cli_load_file (const char   *argument,
                   BstPosition **position,
                   GError      **error)
{
  g_autoptr (GFile) file = NULL;

  *position = NULL;
  if (!g_file_test (argument, G_FILE_TEST_EXISTS))
    {
      /* A code holds a record too: its position, a puzzle's block, a game's moves. */
      if (bst_share_code_looks_like (argument))
        return bst_share_code_decode_record (argument, error);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("“%s” is neither a file nor a share code"), argument);
      return NULL;
    }
  file = g_file_new_for_commandline_arg (argument);
  return bst_game_record_load (file, NULL, error);
}

/* A game file when @argument names a file, else a share code. */
BstPosition *
bst_cli_load_position (const char *argument, GError **error)
{
  BstPosition *position;
  g_autoptr (BstGameRecord) record = bst_cli_load_file (argument, &position, error);

  if (record == NULL)
    return position;
  return g_object_ref (bst_game_record_get_position (record));
}

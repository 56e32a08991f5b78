/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bastide-render.h"
#include "bst-cli.h"
#include "bst-replay.h"

#define MAX_TILE_SIZE 1024

/* The position of a plain-text move list (*.txt, played from the standard
 * start), or of a game file or share code with its players' colours. */
static gboolean
load_state (const char  *argument,
            BstState    *state,
            guint8      *colours,
            GError     **error)
{
  g_autoptr (BstPosition) position = NULL;

  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    colours[p] = (guint8) p;

  if (g_str_has_suffix (argument, ".txt"))
    {
      g_autofree char *text = NULL;
      BstRuleSet rules;

      if (!g_file_get_contents (argument, &text, NULL, error))
        return FALSE;
      bst_rule_set_init_default (&rules);
      return bst_replay_run (text, &rules, state, NULL, error);
    }

  position = bst_cli_load_position (argument, error);
  if (position == NULL)
    return FALSE;
  bst_state_copy (state, bst_position_get_state (position));
  for (guint p = 0; p < bst_position_get_n_players (position); p++)
    colours[p] = (guint8) bst_position_get_player (position, p)->colour;
  return TRUE;
}

/* Puzzle files, a page each with the answers after them, as a PDF. */
static int
render_pdf (int    n_inputs,
            char **inputs,
            const char *output)
{
  g_autoptr (BstPuzzleSheet) sheet = bst_puzzle_sheet_new ();
  g_autoptr (GFile) out = g_file_new_for_commandline_arg (output);
  GError *error = NULL;

  for (int i = 0; i < n_inputs; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (inputs[i]);
      g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, &error);

      if (puzzle == NULL)
        {
          g_prefix_error (&error, _("“%s” cannot be printed: "), inputs[i]);
          return bst_cli_fail (error);
        }
      if (!bst_puzzle_sheet_add_puzzle (sheet, puzzle, &error))
        return bst_cli_fail (error);
    }
  if (!bst_puzzle_sheet_write_pdf (sheet, out, &error))
    return bst_cli_fail (error);
  return 0;
}

int
bst_cli_render (int argc, char **argv)
{
  g_autoptr (GOptionContext) context =
    g_option_context_new (_("FILE|CODE OUT.png|OUT.svg, or PUZZLE… OUT.pdf"));
  GError *error = NULL;
  BstRenderOptions options;
  BstState state;
  guint8 colours[BST_MAX_PLAYERS];
  int size = BST_RENDER_DEFAULT_TILE_SIZE;
  gboolean no_meeples = FALSE;
  gboolean no_last = FALSE;
  GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_INT, &size, N_("Pixels per tile (default 96)"), N_("PX") },
    { "no-meeples", 0, 0, G_OPTION_ARG_NONE, &no_meeples, N_("Leave the meeples out"), NULL },
    { "no-last-tile", 0, 0, G_OPTION_ARG_NONE, &no_last, N_("Do not frame the last placed tile"),
      NULL },
    { NULL }
  };

  if (!bst_cli_parse_command (context, entries,
                              _("Draws the position of a game file, a share code or a "
                                "plain-text move list (*.txt) as a PNG or an SVG, or prints "
                                "puzzle files as a PDF: a page for each puzzle, then the "
                                "answers."),
                              &argc, &argv))
    return 2;
  if (argc >= 3 && g_str_has_suffix (argv[argc - 1], ".pdf"))
    return render_pdf (argc - 2, argv + 1, argv[argc - 1]);
  if (argc != 3)
    {
      bst_cli_print_help (context);
      return 2;
    }
  if (size < 8 || size > MAX_TILE_SIZE)
    {
      g_printerr (_("bastide-cli: --size must be between 8 and %d\n"), MAX_TILE_SIZE);
      return 2;
    }

  if (!load_state (argv[1], &state, colours, &error))
    return bst_cli_fail (error);

  bst_render_options_init (&options);
  options.tile_size = size;
  options.show_meeples = !no_meeples;
  options.mark_last_tile = !no_last;
  options.colours = colours;
  if (!bst_render_position_to_file (&state, &options, argv[2], &error))
    return bst_cli_fail (error);
  return 0;
}

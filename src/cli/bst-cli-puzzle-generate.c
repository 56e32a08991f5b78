/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "bst-cli.h"
#include "bst-puzzle-text.h"
#include "bst-safe-file.h"

/* `bastide-cli puzzle generate`: new puzzles from games the computer plays,
 * one file each, every one checked as `puzzle check` checks it. */

#define MAX_COUNT 10000

void
bst_cli_generate_options_add (BstCliGenerateOptions *options,
                              GOptionContext        *context)
{
  const GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_INT64, &options->seed,
      N_("Seed of the first puzzle; the next ones take the next seeds"), "S" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &options->kind,
      N_("best-move or score-it (default: the two in turn)"), "KIND" },
    { "difficulty", 0, 0, G_OPTION_ARG_INT, &options->difficulty,
      N_("Only puzzles of this grade, from 1 (easy) to 5 (hard)"), "1-5" },
    { NULL }
  };

  options->seed = 1;
  options->kind = NULL;
  options->difficulty = BST_PUZZLE_ANY_GRADE;
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
bst_cli_generate_options_check (const BstCliGenerateOptions *options)
{
  return options->seed >= 0
         && (options->kind == NULL || g_str_equal (options->kind, "best-move")
             || g_str_equal (options->kind, "score-it"))
         && (options->difficulty == BST_PUZZLE_ANY_GRADE
             || (options->difficulty >= BST_PUZZLE_MIN_GRADE
                 && options->difficulty <= BST_PUZZLE_MAX_GRADE));
}

void
bst_cli_generate_options_clear (BstCliGenerateOptions *options)
{
  g_clear_pointer (&options->kind, g_free);
}

void
bst_cli_generate_request (const BstCliGenerateOptions *options,
                          guint64                      index,
                          BstPuzzleRequest            *request)
{
  gboolean score_it = options->kind ? g_str_equal (options->kind, "score-it") : index % 2 == 1;

  request->kind = score_it ? BST_PUZZLE_SCORE_IT : BST_PUZZLE_BEST_MOVE;
  request->grade = (guint) options->difficulty;
  request->seed = (guint64) options->seed + index;
}

/* Writes the puzzle of @request into @dir. */
static gboolean
write_puzzle (const char *dir, const BstPuzzleRequest *request, GError **error)
{
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  BstPuzzleGenerated generated;

  puzzle = bst_puzzle_generator_generate (request, &generated, NULL, error);
  if (puzzle == NULL)
    return FALSE;
  name = g_strdup_printf ("%s-%" G_GUINT64_FORMAT ".bastide",
                          bst_puzzle_kind_name (request->kind), request->seed);
  path = g_build_filename (dir, name, NULL);
  file = g_file_new_for_path (path);
  if (!bst_puzzle_save (puzzle, file, NULL, error))
    return FALSE;
  /* Translators: a file written, its title, its kind and its grade (1 to 5) */
  printf (_("%s: %s — %s, grade %u\n"), path, bst_puzzle_text_title (puzzle),
          bst_puzzle_kind_name (request->kind), generated.grade);
  return TRUE;
}

int
bst_cli_puzzle_generate (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("");
  g_auto (BstCliGenerateOptions) options = { 0 };
  g_autofree char *out = NULL;
  gint64 count = 1;
  GError *error = NULL;
  const GOptionEntry entries[] = {
    { "count", 0, 0, G_OPTION_ARG_INT64, &count, N_("How many puzzles (default 1)"), "N" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, N_("The folder to write the puzzles to"),
      "DIR" },
    { NULL }
  };

  bst_cli_generate_options_add (&options, context);
  if (!bst_cli_parse_arguments (context, entries,
                                _("Makes new puzzles from games the computer plays against "
                                  "itself, one .bastide file\neach, named after its kind and "
                                  "seed. Each has one best answer, clearly better than\nthe "
                                  "next, or a final scoring with several features and farmers "
                                  "to count."),
                                &argc, &argv, 0))
    return 2;
  if (out == NULL || count < 1 || count > MAX_COUNT || !bst_cli_generate_options_check (&options))
    {
      bst_cli_print_help (context);
      return 2;
    }
  if (!bst_safe_file_make_directory (out, &error))
    return bst_cli_fail (error);

  for (gint64 i = 0; i < count; i++)
    {
      BstPuzzleRequest request;

      bst_cli_generate_request (&options, (guint64) i, &request);
      if (!write_puzzle (out, &request, &error))
        return bst_cli_fail (error);
    }
  return 0;
}

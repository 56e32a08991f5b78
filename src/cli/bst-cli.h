/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "bst-game-record.h"
#include "bst-position.h"
#include "bst-puzzle-generator.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* Each command takes the arguments after its name and returns the exit
 * status. */
int  bst_cli_play      (int argc, char **argv);
int  bst_cli_replay    (int argc, char **argv);
int  bst_cli_review    (int argc, char **argv);
int  bst_cli_notation  (int argc, char **argv);
int  bst_cli_score     (int argc, char **argv);
int  bst_cli_validate  (int argc, char **argv);
int  bst_cli_bench     (int argc, char **argv);
int  bst_cli_rules     (int argc, char **argv);
int  bst_cli_tournament (int argc, char **argv);
int  bst_cli_engine    (int argc, char **argv);
int  bst_cli_bench_ai  (int argc, char **argv);
int  bst_cli_soak      (int argc, char **argv);
int  bst_cli_code      (int argc, char **argv);
int  bst_cli_render    (int argc, char **argv);
int  bst_cli_puzzle    (int argc, char **argv);
int  bst_cli_puzzle_generate (int argc, char **argv);
int  bst_cli_bench_puzzle (int argc, char **argv);
int  bst_cli_bench_puzzle_generate (int argc, char **argv);

/* Shared by the commands */
gboolean     bst_cli_parse_options  (GOptionContext     *context,
                                     int                *argc,
                                     char             ***argv);
/* Prints the help of @context. */
void         bst_cli_print_help     (GOptionContext     *context);
/* Gives @context the options @entries (or none) and the @summary, and parses
 * them. */
gboolean     bst_cli_parse_command  (GOptionContext     *context,
                                     const GOptionEntry *entries,
                                     const char         *summary,
                                     int                *argc,
                                     char             ***argv);
/* bst_cli_parse_command() for a command that takes @n_arguments arguments, no
 * more and no fewer: with any other number it prints the help. */
gboolean     bst_cli_parse_arguments (GOptionContext     *context,
                                      const GOptionEntry *entries,
                                      const char         *summary,
                                      int                *argc,
                                      char             ***argv,
                                      int                 n_arguments);
int          bst_cli_fail           (GError             *error);
void         bst_cli_print_json     (JsonBuilder        *builder);
void         bst_cli_add_event      (JsonBuilder        *builder,
                                     const BstScoreEvent *event,
                                     guint               n_players);
void         bst_cli_print_event    (const BstScoreEvent *event,
                                     guint               n_players);
/* Prints the players (@names, NULL for "Player N") with their @scores, and
 * the scoring @events, as JSON. */
void         bst_cli_print_scores_json (const char *const *names,
                                        const gint16      *scores,
                                        guint              n_players,
                                        GArray            *events);
/* The game file that @argument names; NULL when it fails, or with the
 * position set when @argument is a share code instead. */
BstGameRecord *bst_cli_load_file (const char   *argument,
                                  BstPosition **position,
                                  GError      **error);
BstPosition *bst_cli_load_position  (const char         *argument,
                                     GError            **error);
gboolean     bst_cli_apply_rules    (BstRuleSet         *rules,
                                     char              **assignments,
                                     GError            **error);

/* The options of the commands that generate puzzles: --seed, --kind and
 * --difficulty. */
typedef struct {
  gint64  seed;
  char   *kind;
  gint    difficulty;
} BstCliGenerateOptions;

void         bst_cli_generate_options_add   (BstCliGenerateOptions       *options,
                                             GOptionContext              *context);
gboolean     bst_cli_generate_options_check (const BstCliGenerateOptions *options);
void         bst_cli_generate_options_clear (BstCliGenerateOptions       *options);
/* The request for the @index-th puzzle: the next seed, the kinds in turn
 * unless one was asked for. */
void         bst_cli_generate_request       (const BstCliGenerateOptions *options,
                                             guint64                      index,
                                             BstPuzzleRequest            *request);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BstCliGenerateOptions, bst_cli_generate_options_clear)

G_END_DECLS

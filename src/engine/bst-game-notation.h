/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-game-record.h"
#include "bst-player-info.h"
#include "bst-position.h"
#include "bst-state.h"

G_BEGIN_DECLS

/* The game notation of docs/notation.md: a header of tagged lines, then
 * one line per event of the game (draws, placements, discards, auction
 * moves), so that a game is written down and read back exactly. */

/* The most lines, comments and blank lines included, a notation is read with. */
#define BST_GAME_NOTATION_MAX_LINES 10000

/* What a notation says besides its events. */
typedef struct {
  BstRuleSet    rules;
  BstPlayerInfo players[BST_MAX_PLAYERS];   /* a NULL name: not given */
  gboolean      has_rules;                  /* a Rules line was read */
  gboolean      has_seed;
  guint64       seed;
  BstPosition  *start;                      /* a Start line: the game began here */
} BstNotationHeader;

void      bst_notation_header_clear (BstNotationHeader   *self);

/* The game played by @moves from the standard start of @rules and @seed,
 * as a live game plays it; @players may be NULL. */
char     *bst_game_notation_write   (const BstRuleSet    *rules,
                                     const BstPlayerInfo *players,
                                     guint64              seed,
                                     const BstMove       *moves,
                                     guint                n_moves,
                                     GError             **error);
/* The same from @start, a position to play on (as a game record started
 * from a position plays it); @players may be NULL for the position's. */
char     *bst_game_notation_write_start  (BstPosition         *start,
                                          const BstPlayerInfo *players,
                                          guint64              seed,
                                          const BstMove       *moves,
                                          guint                n_moves,
                                          GError             **error);
/* The game of @record, from the standard start or from its start position. */
char     *bst_game_notation_write_record (BstGameRecord       *record,
                                          GError             **error);
/* Writes the game of @record in the notation to @file, through
 * bst_safe_file_replace(): a failed write leaves the file as it was. */
gboolean  bst_game_notation_save_record  (BstGameRecord       *record,
                                          GFile               *file,
                                          GError             **error);

/* Whether @text has a header or events that only the full notation has
 * (player numbers, draws); a plain move list has neither. */
gboolean  bst_game_notation_detect  (const char          *text);

/* Plays @text back. @rules, if not NULL, are the rules asked for: a
 * Rules line must agree with them. @events (of BstScoreEvent) and @moves
 * (of BstMove), if not NULL, receive what was scored and played;
 * @header, if not NULL, what the header says (its start, if any, a new
 * reference; free it with bst_notation_header_clear()). */
gboolean  bst_game_notation_read    (const char          *text,
                                     const BstRuleSet    *rules,
                                     BstState            *state,
                                     GArray              *events,
                                     GArray              *moves,
                                     BstNotationHeader   *header,
                                     GError             **error);

/* The game record @text plays: the rules, players and seed of its header
 * and its moves from its start, so that the game goes on from its end
 * with every move to undo. A notation whose draws are not the ones its
 * seed makes (written by hand, say) cannot be kept with its moves: the
 * record then starts at the position it ends in, and @with_moves, if not
 * NULL, is set FALSE. */
BstGameRecord *bst_game_notation_read_record (const char *text,
                                              gboolean   *with_moves,
                                              GError    **error);

G_END_DECLS

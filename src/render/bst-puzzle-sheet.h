/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "bst-puzzle.h"
#include "bst-state.h"
#include "bst-tile-art.h"

G_BEGIN_DECLS

/* Printed puzzles: a page for each puzzle (its number, title, description,
 * the board, the question and ruled lines for the answer), then pages
 * with the answers. Laid out for A4 in points and scaled to whatever page
 * it is drawn on, so the app's printing and the CLI's PDF are the same
 * pages. */

#define BST_PUZZLE_SHEET_WIDTH   595.0   /* A4, in points */
#define BST_PUZZLE_SHEET_HEIGHT  842.0

typedef struct {
  const char     *title;
  const char     *description;   /* NULL: none */
  const char     *question;
  const char     *answer;        /* in words; NULL: not in the answers */
  const BstState *state;
  const guint8   *colours;       /* BstColour per player; NULL: player i has colour i */
  gboolean        show_hand;     /* the question is about the tiles in hand */
} BstPuzzleSheetEntry;

typedef struct _BstPuzzleSheet BstPuzzleSheet;

BstPuzzleSheet *bst_puzzle_sheet_new         (void);
void            bst_puzzle_sheet_free        (BstPuzzleSheet            *self);
/* Copies what @entry holds. */
void            bst_puzzle_sheet_add         (BstPuzzleSheet            *self,
                                              const BstPuzzleSheetEntry *entry);
/* A page for @puzzle with its words in the player's language, and its
 * stored answer (or, when it has none, the engine's) among the answers. */
gboolean        bst_puzzle_sheet_add_puzzle  (BstPuzzleSheet            *self,
                                              BstPuzzle                 *puzzle,
                                              GError                   **error);
guint           bst_puzzle_sheet_get_n_pages (BstPuzzleSheet            *self);
/* Draws page @page into @cr, on a page of @width × @height. */
void            bst_puzzle_sheet_draw_page   (BstPuzzleSheet            *self,
                                              BstTileArt                *art,
                                              cairo_t                   *cr,
                                              double                     width,
                                              double                     height,
                                              guint                      page);
/* Every page, as a PDF written safely to @file. */
gboolean        bst_puzzle_sheet_write_pdf   (BstPuzzleSheet            *self,
                                              GFile                     *file,
                                              GError                   **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstPuzzleSheet, bst_puzzle_sheet_free)

G_END_DECLS

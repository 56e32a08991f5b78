/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bst-puzzle.h"

G_BEGIN_DECLS

/* Prints puzzles through GtkPrintOperation: a page each, then the answers,
 * as `bastide-cli render … OUT.pdf` does (both draw bst-puzzle-sheet's
 * pages). @puzzles holds BstPuzzle; each needs its answer (a stored one,
 * or the engine's: solve first, it is not done here). */

/* Shows the print dialog over @parent; the system's dialog also offers
 * printing to a PDF file. */
void     bst_puzzle_printer_run    (GtkWindow  *parent,
                                    GPtrArray  *puzzles);
/* Writes the pages as a PDF to @path without a dialog. */
gboolean bst_puzzle_printer_export (GPtrArray   *puzzles,
                                    const char  *path,
                                    GError     **error);

G_END_DECLS

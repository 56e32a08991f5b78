/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "bst-application.h"
#include "bst-board-view.h"
#include "bst-game-session.h"
#include "bst-score-banner.h"
#include "bst-setup.h"
#include "bst-side-panel.h"

G_BEGIN_DECLS

#define BST_TYPE_WINDOW (bst_window_get_type ())

G_DECLARE_FINAL_TYPE (BstWindow, bst_window, BST, WINDOW, AdwApplicationWindow)

/* Property "show-side-panel": whether the scores and the log are shown
 * beside the board (the win.show-side-panel action toggles it). */

BstWindow      *bst_window_new                  (BstApplication *application);
void            bst_window_start_game           (BstWindow      *self,
                                                 BstSetup       *setup);
void            bst_window_show_new_game_dialog (BstWindow      *self);
void            bst_window_show_toast           (BstWindow      *self,
                                                 const char     *message);
/* A problem the player should know of: a toast of plain text, short
 * enough for a phone, that stays until dismissed; its Details button
 * tells the whole of it under the same title. */
void            bst_window_show_problem         (BstWindow      *self,
                                                 const char     *title,
                                                 const char     *details);

/* Opens a `.bastide` file as the current game. A file that cannot be read
 * changes nothing: the reader's message is shown and FALSE returned. When
 * the game in progress would be lost (unfinished, moved in by a person and
 * not saved as it is), the window asks first ("Replace the Current
 * Game?", the message dialog) and opens the file only on Open. */
gboolean        bst_window_open_file            (BstWindow      *self,
                                                 GFile          *file);
/* Opens what a share code holds (surrounding blanks are ignored): a puzzle on the Puzzles page, ready to
 * solve; a replay code's game on the game page with its moves (asking
 * first, as for a file); a position in the editor. A bad code changes
 * nothing: its message is shown and FALSE returned. */
gboolean        bst_window_open_share_code      (BstWindow      *self,
                                                 const char     *code);
/* Writes the current game to @file; on failure the message is shown, the
 * file is left as it was and FALSE returned. */
gboolean        bst_window_save_file            (BstWindow      *self,
                                                 GFile          *file);
/* Where Save writes, NULL until the game has been saved or opened. */
GFile          *bst_window_get_file             (BstWindow      *self);

/* Every move is saved there, and the file deleted when a game ends or a
 * new one starts. NULL (the default) for no autosave. */
void            bst_window_set_autosave_file    (BstWindow      *self,
                                                 GFile          *file);
/* The editor's unsaved draft is kept there (see
 * bst_editor_document_set_autosave_file()); a draft found there is given
 * back to the editor first, still unsaved. NULL (the default) for none. */
void            bst_window_set_editor_autosave_file (BstWindow  *self,
                                                 GFile          *file);
/* Resumes the game saved in the autosave file; FALSE when there is none
 * or it cannot be read (then it is kept aside, not deleted). */
gboolean        bst_window_resume_autosave      (BstWindow      *self,
                                                 GFile          *file);

/* The page shown: "game", "editor" or "puzzles". */
const char     *bst_window_get_page             (BstWindow      *self);
BstGameSession *bst_window_get_session          (BstWindow      *self);
BstGame        *bst_window_get_game             (BstWindow      *self);
BstBoardView   *bst_window_get_board_view       (BstWindow      *self);
BstSidePanel   *bst_window_get_side_panel       (BstWindow      *self);
BstScoreBanner *bst_window_get_score_banner     (BstWindow      *self);
/* Whether the window's action @name ("game.undo", "win.replay"…) can be
 * activated now; FALSE for a name it does not have. The game.* actions:
 * confirm, take-back, undo, redo, play-again, hint, bid, pass, accept,
 * keep. */
gboolean        bst_window_get_action_enabled   (BstWindow      *self,
                                                 const char     *name);
/* The results of the finished game, while they are shown. */
GtkWindow      *bst_window_get_results_dialog   (BstWindow      *self);
/* The message dialog (an error, or the question before the game in
 * progress or the editor's unsaved work is given up) while it is shown.
 * Closing the window with unsaved work in the editor asks Save / Discard /
 * Cancel first. */
GtkWindow      *bst_window_get_message_dialog   (BstWindow      *self);
/* The session being replayed, or NULL when not in replay. */
BstGameSession *bst_window_get_replay           (BstWindow      *self);

G_END_DECLS

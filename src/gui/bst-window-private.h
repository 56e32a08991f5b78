/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-after-frame.h"
#include "bst-editor-view.h"
#include "bst-puzzle-browser.h"
#include "bst-score-banner.h"
#include "bst-turn-strip.h"
#include "bst-tutorial-view.h"
#include "bst-window.h"

G_BEGIN_DECLS

/* The window is split by concern into bst-window-*.c. Each part calls only
 * what bst-window.c declares here; bst-window.c calls the parts. */

struct _BstWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  BstSetup             *setup;
  BstGameSession       *session;
  BstGame              *game;
  GSignalGroup         *session_signals;
  GSignalGroup         *game_signals;
  GHashTable           *disabled_actions;   /* names, as GTK keeps no getter */
  GtkWindow            *results_dialog;     /* weak */
  BstGame              *counted_game;       /* weak: the last in the level streaks */
  GtkWindow            *new_game_dialog;    /* weak */
  GtkWindow            *message_dialog;     /* weak */
  GtkWindow            *share_code_dialog;  /* weak */
  GtkNativeDialog      *file_chooser;
  GFile                *file;               /* where Save writes */
  guint64               saved_digest;       /* of the moves in that file */
  GFile                *autosave_file;
  GFile                *editor_autosave_file;
  gboolean              may_close;          /* the editor's work was saved or given up */
  BstAfterFrame         history_reveal;     /* Undo and Redo come with the board's frame */
  GCancellable         *hint_cancellable;
  guint                 grace_source;       /* the move made without confirmation is played */
  gboolean              show_side_panel;    /* the flap's reveal-flap */

  GtkWindow            *tutorial_window;    /* weak */
  BstTutorialView      *tutorial_view;      /* weak */
  AdwToast             *tutorial_offer;     /* weak */
  GtkWindow            *rules_window;       /* weak */
  GtkWindow            *challenges_window;  /* weak */

  /* Replay: a copy of the game stepped through move by move. */
  BstGameSession       *replay;
  GSignalGroup         *replay_signals;     /* of the replay's game */
  guint                 replay_autoplay;    /* the timeout that steps it on */
  char                 *replay_words;       /* of the review's move shown, or NULL */
  guint                 replay_words_at;    /* the moves shown with them */

  GtkWindow            *review_dialog;      /* weak */
  guint                 review_n_moves;     /* of the game it reviews */

  /* The editor and the puzzles are made when their page is first shown. */
  BstEditorView        *editor_view;
  BstPuzzleBrowser     *puzzle_browser;

  /* Template children */
  AdwViewSwitcherTitle *window_title;
  GtkWidget            *open_button;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkWidget            *hint_button;
  GtkWidget            *side_panel_button;
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
  AdwToastOverlay      *toast_overlay;
  AdwToastOverlay      *board_toast_overlay;
  AdwViewStack         *mode_stack;
  AdwBin               *editor_page;
  AdwBin               *puzzles_page;
  AdwFlap              *flap;
  BstBoardView         *board_view;
  BstScoreBanner       *score_banner;
  BstSidePanel         *side_panel;
  BstTurnStrip         *turn_strip;
  AdwViewSwitcherBar   *switcher_bar;
  GtkRevealer          *replay_revealer;
  GtkLabel             *replay_label;
  GtkRange             *replay_scale;
  GtkButton            *replay_play_button;
};

/* bst-window.c, for the parts */
typedef void (*BstReplaceFunc) (BstWindow *self,
                                gpointer   data);

/* What a replacement gives up. */
typedef enum {
  BST_REPLACES_GAME   = 1 << 0,
  BST_REPLACES_EDITOR = 1 << 1,
} BstReplaces;

void              _bst_window_set_session        (BstWindow      *self,
                                                  BstGameSession *session);
/* A new session for @game, played on the game page; it has no file. */
void              _bst_window_play_game          (BstWindow      *self,
                                                  BstGame        *game);
/* Calls @replace at once when nothing of @what would be lost; else asks
 * first, over @parent (NULL: the window): about the editor's unsaved work
 * Save / Discard / Cancel, about the game in progress @body and Cancel /
 * @verb. */
void              _bst_window_replace            (BstWindow      *self,
                                                  BstReplaces     what,
                                                  GtkWindow      *parent,
                                                  const char     *body,
                                                  const char     *verb,
                                                  BstReplaceFunc  replace,
                                                  gpointer        data,
                                                  GDestroyNotify  destroy);
void              _bst_window_show_message       (BstWindow      *self,
                                                  const char     *heading,
                                                  const char     *body);
void              _bst_window_show_results       (BstWindow      *self);
BstPuzzleBrowser *_bst_window_show_puzzles       (BstWindow      *self);
void              _bst_window_update_actions     (BstWindow      *self);
/* Shows @toast on the page shown, taking it. */
void              _bst_window_add_toast          (BstWindow      *self,
                                                  AdwToast       *toast);
/* Whether @page ("game", "editor", "puzzles") is the one shown. */
gboolean          _bst_window_shows_page         (BstWindow      *self,
                                                  const char     *page);
/* Shows the editor page, made if need be. */
BstEditorView    *_bst_window_show_editor        (BstWindow      *self);
void              _bst_window_set_action_enabled (BstWindow      *self,
                                                  const char     *name,
                                                  gboolean        enabled);

/* A part of the window in a file of its own: what it adds to the class
 * (its actions) and what it sets up in each window. bst-window.c runs
 * them, in the order of its table. */
typedef struct
{
  void (*class_init) (BstWindowClass *klass);
  void (*init)       (BstWindow      *self);
} BstWindowPart;

/* bst-window-actions.c: game.*, win.show-whole-board, win.show-side-panel,
 * the game page's keys */
extern const BstWindowPart _bst_window_actions_part;
/* Whether the window's action @name acts on the game page. */
gboolean          _bst_window_actions_on_game_page (const char   *name);
void              _bst_window_actions_update     (BstWindow      *self);
void              _bst_window_actions_confirm    (BstWindow      *self);

/* bst-window-grace.c: the moment to take back a move made without
 * confirmation, before it is played */
extern const BstWindowPart _bst_window_grace_part;
/* Starts the grace when the pending move is one to play without
 * confirmation, and stops it otherwise. */
void              _bst_window_grace_follow_pending (BstWindow    *self);
void              _bst_window_grace_stop         (BstWindow      *self);
/* Puts the meeple of the move waiting out its grace back in hand; FALSE
 * when no move waits. */
gboolean          _bst_window_grace_take_back    (BstWindow      *self);

/* bst-window-files.c: win.open, win.save, win.save-as, a file or code dropped */
extern const BstWindowPart _bst_window_files_part;
/* TRUE while the game is the one in its file, move for move. */
gboolean          _bst_window_files_is_saved     (BstWindow      *self);

/* bst-window-share.c: share codes: win.paste-code (Ctrl+V on every page),
 * win.open-share-code */
extern const BstWindowPart _bst_window_share_part;

/* bst-window-modes.c: the pages, win.show-page, win.edit-position */
extern const BstWindowPart _bst_window_modes_part;
BstPuzzleBrowser *_bst_window_modes_ensure_puzzle_browser (BstWindow *self);
BstEditorView    *_bst_window_modes_ensure_editor_view    (BstWindow *self);

/* bst-window-learn.c: win.tutorial, win.rules, win.challenges */
extern const BstWindowPart _bst_window_learn_part;
void              _bst_window_learn_close        (BstWindow      *self);
void              _bst_window_learn_make_way     (BstWindow      *self);

/* bst-window-aids.c: win.aid-*, the aids the board shows */
extern const BstWindowPart _bst_window_aids_part;
/* The game or the settings changed. */
void              _bst_window_aids_update        (BstWindow      *self);

/* bst-window-replay.c: win.replay and its steps */
extern const BstWindowPart _bst_window_replay_part;
void              _bst_window_replay_stop        (BstWindow      *self);
void              _bst_window_replay_update      (BstWindow      *self);
/* Shows the position before move @index with @better drawn on the board
 * and @words in the replay bar, until the replay moves on. */
void              _bst_window_replay_show_better_move (BstWindow     *self,
                                                       guint          index,
                                                       const BstMove *better,
                                                       const char    *words);

/* bst-window-review.c: win.review-game */
extern const BstWindowPart _bst_window_review_part;
void              _bst_window_review_update      (BstWindow      *self);

G_END_DECLS

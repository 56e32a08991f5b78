/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-after-frame.h"
#include "bst-editor-view.h"
#include "bst-puzzle-browser.h"
#include "bst-tutorial-view.h"
#include "bst-window.h"

G_BEGIN_DECLS

struct _BstWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  BstSetup             *setup;
  BstGameSession       *session;
  BstGame              *game;
  GSimpleActionGroup   *game_actions;
  GtkWindow            *results_dialog;     /* weak */
  GtkWindow            *new_game_dialog;    /* weak */
  GtkWindow            *message_dialog;     /* weak */
  GtkNativeDialog      *file_chooser;
  GFile                *file;               /* where Save writes */
  guint64               saved_digest;       /* of the moves in that file */
  GFile                *autosave_file;
  GString              *score_text;
  GArray               *highlights;         /* tile, segment pairs of this move */
  GArray               *final_events;       /* BstScoreEvent, shown one by one */
  guint                 final_index;
  guint                 final_source;
  guint                 hide_score_source;
  BstAfterFrame         score_reveal;       /* the banner comes with the board's frame */
  BstAfterFrame         history_reveal;     /* so do Undo and Redo */
  guint                 results_source;
  guint                 last_placer;
  GCancellable         *hint_cancellable;

  GtkWindow            *tutorial_window;    /* weak */
  BstTutorialView      *tutorial_view;      /* weak */
  GtkWindow            *rules_window;       /* weak */
  GtkWindow            *challenges_window;  /* weak */

  /* Replay: a copy of the game stepped through move by move. */
  BstGameSession       *replay;

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
  AdwViewStack         *mode_stack;
  AdwBin               *editor_page;
  AdwBin               *puzzles_page;
  AdwFlap              *flap;
  BstBoardView         *board_view;
  GtkRevealer          *score_revealer;
  GtkLabel             *score_label;
  BstSidePanel         *side_panel;
  GtkRevealer          *replay_revealer;
  GtkLabel             *replay_label;
};

void bst_window_init_actions   (BstWindow *self);
void bst_window_update_actions (BstWindow *self);
void bst_window_confirm        (BstWindow *self);
void bst_window_show_results   (BstWindow *self);
void bst_window_hide_score     (BstWindow *self);
void bst_window_set_session    (BstWindow      *self,
                                BstGameSession *session);
void bst_window_show_message   (BstWindow  *self,
                                const char *heading,
                                const char *body);

/* bst-window-files.c */
typedef void (*BstReplaceFunc) (BstWindow *self,
                                gpointer   data);

void     bst_window_init_files         (BstWindow *self);
/* TRUE when giving up the current game for another would lose moves
 * someone made: it is unfinished and not saved as it is. */
gboolean bst_window_game_would_be_lost (BstWindow *self);
/* Calls @replace at once when nothing would be lost; else asks first, over
 * @parent (NULL: the window), with @verb on the button that replaces. */
void     bst_window_replace_game       (BstWindow      *self,
                                        GtkWindow      *parent,
                                        const char     *body,
                                        const char     *verb,
                                        BstReplaceFunc  replace,
                                        gpointer        data,
                                        GDestroyNotify  destroy);

/* bst-window-modes.c */
void              bst_window_init_modes            (BstWindow *self);
BstEditorView    *bst_window_ensure_editor_view    (BstWindow *self);
BstPuzzleBrowser *bst_window_ensure_puzzle_browser (BstWindow *self);

/* bst-window-learn.c */
void bst_window_init_learn      (BstWindow *self);
void bst_window_close_learning  (BstWindow *self);

/* bst-window-replay.c */
void bst_window_init_replay    (BstWindow *self);
void bst_window_stop_replay    (BstWindow *self);
void bst_window_update_replay  (BstWindow *self);

G_END_DECLS

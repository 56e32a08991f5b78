/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

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
  GString              *score_text;
  GArray               *highlights;         /* tile, segment pairs of this move */
  guint                 hide_score_source;
  guint                 results_source;

  /* Template children */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  AdwFlap              *flap;
  BstBoardView         *board_view;
  GtkRevealer          *score_revealer;
  GtkLabel             *score_label;
  BstSidePanel         *side_panel;
};

void bst_window_init_actions   (BstWindow *self);
void bst_window_update_actions (BstWindow *self);
void bst_window_confirm        (BstWindow *self);
void bst_window_show_results   (BstWindow *self);

G_END_DECLS

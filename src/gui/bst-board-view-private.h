/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-board-frame.h"
#include "bst-board-navigator.h"
#include "bst-board-view.h"
#include "bst-after-frame.h"
#include "bst-meeple-preview.h"

G_BEGIN_DECLS

/* The board view is one widget in several files: bst-board-view.c follows
 * the game and the player (legal squares, the ghost, the pending move,
 * meeple targets), bst-board-view-input.c turns the pointer, the keys and
 * the actions into its calls, bst-board-view-marks.c keeps what the window
 * points out (highlighted features, the hint, the better move),
 * bst-board-view-arrival.c glides the computer's tiles in, and
 * bst-board-view-snapshot.c draws what it shows, with
 * bst-board-view-aids.c drawing the aids over it. The others call only
 * bst-board-view.c. */

typedef struct _BstBoardAids BstBoardAids;

#define TARGET_SCALE       0.11     /* radius of a meeple target, of a tile */
#define N_KEYED_TARGETS    8

typedef struct {
  gint8  x;
  gint8  y;
  guint8 rotations;       /* bit r: rotation r is legal here */
} LegalSquare;

/* A segment to tint, by where its tile lies, so that it stays drawable
 * when the state it came from changes. */
typedef struct {
  gint8  x;
  gint8  y;
  guint8 type;
  guint8 rotation;
  guint8 segment;
} Highlight;

struct _BstBoardView
{
  GtkWidget          parent_instance;

  BstGame           *game;
  BstTextureCache   *cache;
  BstBoardNavigator *navigator;

  /* A move shows on the board in the frame after the rest of the window. */
  BstAfterFrame      game_redraw;

  /* The raster size tiles are drawn from. When the zoom asks for another,
   * the old rasters are drawn scaled while the new ones are made between
   * frames, a few at a time, and then the view changes over. */
  int                raster_bucket;
  int                wanted_bucket;
  guint              rasters_id;

  gboolean           show_legal_squares;
  gboolean           interactive;
  guint              hand_index;

  guint              tile_in_hand;    /* BST_TILE_TYPE_NONE when there is none to place */
  GArray            *legal;           /* of LegalSquare */

  gboolean           pointer_inside;
  double             pointer_x;
  double             pointer_y;
  gboolean           keyboard_mode;   /* the last move was the keyboard cursor's */
  int                cursor_x;
  int                cursor_y;
  guint              rotation;        /* the ghost's preferred rotation */

  gboolean           has_pending;
  BstMove            pending;
  gint8              options[BST_MAX_SEGMENTS];
  guint              n_options;
  BstState          *scratch;         /* the game state with the pending tile down */
  int                hovered_target;  /* index into options, -1 none */

  /* A tile put down by someone else (the computer, mostly) glides onto
   * its square rather than appearing from one frame to the next. */
  guint              arrival_tick;
  gint64             arrival_start;   /* frame time, µs; 0 until the first frame */
  double             arrival_duration; /* µs */
  double             arrival_progress; /* 0 … 1 */
  int                arrival_x;
  int                arrival_y;

  /* The meeple target shown with its feature and its points: the one
   * under the pointer, else the one chosen. */
  int                shown_target;    /* index into options, -1 none */
  gboolean           has_preview;
  BstMeeplePreview   preview;
  GArray            *target_highlight; /* of Highlight: the shown target's feature */

  gboolean           has_hint;
  BstMove            hint;            /* bst_board_view_show_hint_target() */
  gboolean           has_better_move;
  BstMove            better_move;     /* bst_board_view_show_better_move() */
  GArray            *highlight;       /* of Highlight: bst_board_view_highlight_feature() */

  BstAids            aids;            /* shown; the window leaves them out of puzzles */
  BstBoardAids      *aid_cache;

  char              *accessible_label; /* as last handed to screen readers */
  gboolean           high_contrast;    /* the style asks for it: wider lines */
};

/* bst-board-view-snapshot.c */
void     _bst_board_view_snapshot            (GtkWidget    *widget,
                                              GtkSnapshot  *snapshot);

/* bst-board-view-aids.c */
void     _bst_board_view_init_aids           (BstBoardView *self);
void     _bst_board_view_finalize_aids       (BstBoardView *self);
/* The position changed: what the aids show is asked for again. */
void     _bst_board_view_forget_aids         (BstBoardView *self);
void     _bst_board_view_sync_aids_tooltip   (BstBoardView *self);
/* Under the meeples: the field view and the dead squares. */
void     _bst_board_view_append_aids_below   (BstBoardView        *self,
                                              const BstBoardFrame *frame,
                                              const BstState      *state);
/* Over them: the counts of the field view and the chances of finishing. */
void     _bst_board_view_append_aids_above   (BstBoardView        *self,
                                              const BstBoardFrame *frame,
                                              const BstState      *state);
/* Test-only: whether the board marks square (x, y) as one no tile can fill. */
gboolean _bst_board_view_marks_dead_square   (BstBoardView *self,
                                              int           x,
                                              int           y);

/* bst-board-view-a11y.c */
void     _bst_board_view_class_init_a11y     (GtkWidgetClass *widget_class);
void     _bst_board_view_init_a11y           (BstBoardView *self);
void     _bst_board_view_finalize_a11y       (BstBoardView *self);
/* Hands the label on to screen readers when it changed. */
void     _bst_board_view_sync_accessible     (BstBoardView *self);
/* For tests: the accessible label, in words, as it stands now. */
char    *_bst_board_view_dup_accessible_label (BstBoardView *self);
gboolean _bst_board_view_get_high_contrast   (BstBoardView *self);
/* 1, or more in high contrast: what the board's own lines are widened by. */
double   _bst_board_view_line_scale          (BstBoardView *self);

/* bst-board-view-marks.c */
/* Appends to @out (of Highlight) the segments of the feature @segment of
 * @tile belongs to. */
void     _bst_board_view_collect_feature     (GArray         *out,
                                              const BstState *state,
                                              guint           tile,
                                              guint           segment);
/* The target (index into options, or -1) of the hint's meeple, while the
 * pending tile lies as the hint puts it. */
int      _bst_board_view_hint_target         (BstBoardView *self);

/* bst-board-view-arrival.c */
/* The tile @tile of the game was put down: it glides in, unless the
 * player laid it here themselves, the system asks for reduced motion or
 * the animations are off. */
void     _bst_board_view_start_arrival       (BstBoardView *self,
                                              guint         tile);
void     _bst_board_view_stop_arrival        (BstBoardView *self);

/* bst-board-view-input.c */
void     _bst_board_view_class_init_input    (GtkWidgetClass *widget_class);
void     _bst_board_view_init_input          (BstBoardView *self);

/* bst-board-view.c */

void     _bst_board_view_queue_redraw        (BstBoardView *self);
gboolean _bst_board_view_can_place           (BstBoardView *self);
gboolean _bst_board_view_ghost_square        (BstBoardView *self,
                                              int          *x,
                                              int          *y);
guint    _bst_board_view_legal_rotations     (BstBoardView *self,
                                              int           x,
                                              int           y);
guint    _bst_board_view_next_legal_rotation (guint         rotations,
                                              guint         from);
guint    _bst_board_view_player_colour       (BstBoardView *self,
                                              guint         player);
void     _bst_board_view_sync_cursor         (BstBoardView *self);
/* The meeple target (index into options, or -1) under the pointer. */
void     _bst_board_view_set_hovered_target  (BstBoardView *self,
                                              int           target);
/* For tests: the label drawn beside the shown meeple target, or NULL. */
char    *_bst_board_view_dup_preview_label   (BstBoardView *self);
void     _bst_board_view_set_pending_segment (BstBoardView *self,
                                              int           segment);
gboolean _bst_board_view_place_at            (BstBoardView *self,
                                              int           x,
                                              int           y);
/* Turns the pending tile, or the ghost, to its next legal rotation. */
void     _bst_board_view_rotate              (BstBoardView *self);
void     _bst_board_view_activate_move       (BstBoardView *self);
/* Why the ghost's square cannot take the tile, in the tooltip. */
void     _bst_board_view_update_tooltip      (BstBoardView *self);

G_END_DECLS

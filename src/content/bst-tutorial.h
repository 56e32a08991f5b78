/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-game.h"

G_BEGIN_DECLS

/* The tutorial: a list of short steps that follow the rules page (roads,
 * cities, monasteries, placing, special cases, game end, farmers) and end
 * with a first game, read from data/learn/tutorial.xml. Each step sets up a
 * small position of its own, so that any step can be shown, left and
 * resumed on its own. No widgets here: BstTutorialView shows the steps. */

typedef enum {
  BST_TUTORIAL_STEP_READ,    /* words about the board as it is */
  BST_TUTORIAL_STEP_PLAY,    /* the player makes a move, which is checked */
  BST_TUTORIAL_STEP_WATCH,   /* another player's move is played and explained */
  BST_TUTORIAL_STEP_GAME,    /* the end: a first game against the computer */
} BstTutorialStepKind;

/* How a PLAY step judges a legal move; no flag: any legal move will do. */
typedef enum {
  BST_TUTORIAL_CHECK_MOVE        = 1 << 0,  /* the expected move, up to an equivalent rotation */
  BST_TUTORIAL_CHECK_PLACEMENT   = 1 << 1,  /* the expected placement, any meeple */
  BST_TUTORIAL_CHECK_JOINS       = 1 << 2,  /* the tile joins the feature named by "joins" */
  BST_TUTORIAL_CHECK_MEEPLE_KIND = 1 << 3,  /* a meeple on a feature of meeple_kind */
  BST_TUTORIAL_CHECK_MEEPLE_JOINS = 1 << 4, /* the meeple's feature is the one named by "joins" */
  BST_TUTORIAL_CHECK_SCORES      = 1 << 5,  /* the move scores points on a score_kind feature */
} BstTutorialCheck;

typedef struct {
  const char          *id;
  BstTutorialStepKind  kind;
  const char          *title;         /* untranslated: pass through gettext() */
  const char          *text;          /* what to do, or what to look at */
  const char          *placed;        /* PLAY: after a good tentative placement, or NULL */
  const char          *hint;          /* PLAY: after a wrong move */
  const char          *explanation;   /* after the move; READ: NULL */
  /* The position: tiles as `TILE X Y ROT [SEGMENT [@PLAYER]]` separated
   * by ';' (a segment puts a meeple of PLAYER, default 0, there), the
   * scores, the tiles drawn in order. */
  const char          *board;
  const char          *scores;
  const char          *draws;
  guint8               to_move;
  gboolean             farmers;
  gboolean             ends;          /* the last draw is the last tile of the game */
  const char          *expected;      /* the move "Show me" plays; WATCH: the move shown */
  BstTutorialCheck     check;
  BstFeatureKind       meeple_kind;
  BstFeatureKind       score_kind;
  guint                points;
  const char          *joins;         /* `X Y SEGMENT` of a placed tile */
  const char          *highlight;     /* READ: `X Y SEGMENT` to tint */
} BstTutorialStep;

guint                  bst_tutorial_get_n_steps      (void);
const BstTutorialStep *bst_tutorial_get_step         (guint                  index);
/* The index of the step @id, or -1. */
int                    bst_tutorial_find_step        (const char            *id);

/* The position at the start of @step: the turn of step->to_move begun. */
gboolean               bst_tutorial_step_build       (const BstTutorialStep *step,
                                                      BstState              *state,
                                                      GError               **error);
/* The same position in a game ("You" against "Blue"). */
BstGame               *bst_tutorial_step_new_game    (const BstTutorialStep *step,
                                                      GError               **error);
gboolean               bst_tutorial_step_get_expected (const BstTutorialStep *step,
                                                       BstMove              *move);
/* Whether @move, legal in @state, does what the step asks. */
gboolean               bst_tutorial_step_check       (const BstTutorialStep *step,
                                                      const BstState        *state,
                                                      const BstMove         *move);
/* Whether the placement of @move (its meeple aside) is a good start:
 * FALSE when the step does not judge placements on their own. */
gboolean               bst_tutorial_step_check_placement (const BstTutorialStep *step,
                                                          const BstState        *state,
                                                          const BstMove         *move);
/* READ: the segment to tint, if any. */
gboolean               bst_tutorial_step_get_highlight (const BstTutorialStep *step,
                                                        const BstState        *state,
                                                        guint                 *tile,
                                                        guint                 *segment);

/* The first real game: you against the Easy computer player. */
BstGame               *bst_tutorial_new_first_game   (guint64                seed);

/* Progress, kept in the application's settings. */
gboolean               bst_tutorial_should_offer     (GSettings             *settings);
void                   bst_tutorial_decline_offer    (GSettings             *settings);

G_END_DECLS

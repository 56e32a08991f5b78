/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "bst-puzzle.h"

G_BEGIN_DECLS

/* Solo challenges: reach-goal puzzles on a fixed order of tiles
 * (data/challenges/NAME.bastide). Two seats play, as the rules want at
 * least two players: the challenger, and a helper whose tiles the
 * challenger places too, without meeples. The goal counts for the
 * challenger only.
 *
 * The list and its words come from data/challenges/challenges.xml, from
 * which gettext extracts them; the challenge files carry the same English
 * words, and a test checks that both agree. */

typedef struct {
  const char *name;          /* the file's name without ".bastide" */
  const char *title;         /* untranslated: pass through gettext() */
  const char *description;
} BstChallengeInfo;

guint                   bst_challenge_get_n_challenges (void);
const BstChallengeInfo *bst_challenge_get_info         (guint                    index);
int                     bst_challenge_find             (const char              *name);

/* Where the challenge files are: $BASTIDE_CHALLENGE_DIR (set by `meson
 * devenv` for an uninstalled build), else the installed directory. */
GFile                  *bst_challenge_get_dir          (void);
BstPuzzle              *bst_challenge_load             (const char              *name,
                                                        GError                 **error);

/* Results. Higher is better for points and cities; for bringing meeples
 * home the result is the meeples left on the board, and lower is better. */
gboolean                bst_challenge_result_better    (BstPuzzleGoal            goal,
                                                        int                      value,
                                                        int                      than);
gboolean                bst_challenge_goal_reached     (const BstPuzzleGoalSpec *goal,
                                                        int                      value);
/* "12 points", "3 cities", "2 meeples left out". */
char                   *bst_challenge_format_result    (BstPuzzleGoal            goal,
                                                        int                      value);
/* The best result kept, saying when it did not reach the goal: "4 points,
 * goal not reached yet". */
char                   *bst_challenge_format_best      (const BstPuzzleGoalSpec *goal,
                                                        int                      value);
/* The goal as a sentence: "Score 12 points in 6 tiles". */
char                   *bst_challenge_format_goal      (const BstPuzzleGoalSpec *goal);

gboolean                bst_challenge_get_best         (GSettings               *settings,
                                                        const char              *name,
                                                        int                     *value);
/* Keeps @value when it beats the best so far; TRUE when it did. */
gboolean                bst_challenge_record_result    (GSettings               *settings,
                                                        const char              *name,
                                                        BstPuzzleGoal            goal,
                                                        int                      value);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BST_TYPE_PUZZLE_PROGRESS_STORE (bst_puzzle_progress_store_get_type ())

G_DECLARE_FINAL_TYPE (BstPuzzleProgressStore, bst_puzzle_progress_store,
                      BST, PUZZLE_PROGRESS_STORE, GObject)

/* How far the player got with one puzzle. A state only ever rises: a
 * puzzle solved stays solved when its answer is shown later, and one whose
 * answer was shown counts as seen, not solved, until it is solved again
 * without help. */
typedef enum {
  BST_PUZZLE_PROGRESS_UNSEEN,
  BST_PUZZLE_PROGRESS_SEEN,
  BST_PUZZLE_PROGRESS_ANSWER_SHOWN,
  BST_PUZZLE_PROGRESS_SOLVED,
} BstPuzzleProgressState;

/* The player's progress through the puzzle pack, puzzle by puzzle: its
 * state, how many answers were checked, and when it was first solved.
 * Puzzles are named by a stable id (see bst_puzzle_progress_store_id_for_name),
 * so the store outlives changes to the pack: a puzzle that left the pack is
 * kept but never asked about, a new one is unseen, and one that moved keeps
 * its progress.
 *
 * Emits "changed" (const char *id) when a puzzle's progress changed, with
 * a NULL id when the whole store was loaded again.
 *
 * On disk it is JSON, read as untrusted input:
 *   { "version": 1,
 *     "puzzles": { "road-basics": { "state": "solved", "attempts": 2,
 *                                   "solved": "2026-12-02T10:00:00Z" } } } */

/* The id of the puzzle in the pack file @file_name: the name without
 * ".bastide" and without the ordinal that sorts the pack ("01-road-basics"
 * → "road-basics"), so that renumbering the pack changes no id. */
char                   *bst_puzzle_progress_store_id_for_name   (const char *file_name);

BstPuzzleProgressStore *bst_puzzle_progress_store_new           (void);
/* Replaces the whole store with what @bytes holds. A bad file changes
 * nothing and says what is wrong in @error. */
gboolean                bst_puzzle_progress_store_load_bytes    (BstPuzzleProgressStore *self,
                                                                 GBytes                 *bytes,
                                                                 GError                **error);
/* The same from @file; G_IO_ERROR_NOT_FOUND when there is none yet. */
gboolean                bst_puzzle_progress_store_load          (BstPuzzleProgressStore *self,
                                                                 GFile                  *file,
                                                                 GCancellable           *cancellable,
                                                                 GError                **error);
GBytes                 *bst_puzzle_progress_store_to_bytes      (BstPuzzleProgressStore *self);
/* Writes the store to @file through bst_safe_file_replace(). */
gboolean                bst_puzzle_progress_store_save          (BstPuzzleProgressStore *self,
                                                                 GFile                  *file,
                                                                 GCancellable           *cancellable,
                                                                 GError                **error);

BstPuzzleProgressState  bst_puzzle_progress_store_get_state     (BstPuzzleProgressStore *self,
                                                                 const char             *id);
guint                   bst_puzzle_progress_store_get_attempts  (BstPuzzleProgressStore *self,
                                                                 const char             *id);
/* When the puzzle was first solved; NULL when it is not solved or the
 * date is not known (progress carried over from an older version). */
GDateTime              *bst_puzzle_progress_store_get_solved_on (BstPuzzleProgressStore *self,
                                                                 const char             *id);

/* Each returns whether the store changed, that is whether it needs saving. */
gboolean                bst_puzzle_progress_store_mark_seen     (BstPuzzleProgressStore *self,
                                                                 const char             *id);
gboolean                bst_puzzle_progress_store_mark_answer_shown (BstPuzzleProgressStore *self,
                                                                 const char             *id);
gboolean                bst_puzzle_progress_store_add_attempt   (BstPuzzleProgressStore *self,
                                                                 const char             *id);
/* @when: the date to keep, or NULL for one not known. */
gboolean                bst_puzzle_progress_store_mark_solved   (BstPuzzleProgressStore *self,
                                                                 const char             *id,
                                                                 GDateTime              *when);

G_END_DECLS

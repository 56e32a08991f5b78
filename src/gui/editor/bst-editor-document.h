/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "bst-position.h"
#include "bst-puzzle.h"

G_BEGIN_DECLS

/* What the editor edits: a board that may break the rules (mismatched
 * edges, a tile cut off from the start), so it is kept apart from
 * BstState, which only ever holds legal positions. Plain data without
 * pointers: undo keeps whole copies. */

#define BST_EDITOR_NAME_BYTES         (BST_POSITION_MAX_NAME * 4 + 1)
#define BST_EDITOR_TITLE_BYTES        (BST_PUZZLE_MAX_TITLE * 4 + 1)
#define BST_EDITOR_DESCRIPTION_BYTES  (BST_PUZZLE_MAX_DESCRIPTION * 4 + 1)
#define BST_EDITOR_TOPIC_BYTES        (BST_PUZZLE_MAX_TOPIC + 1)
#define BST_EDITOR_NO_TILE            (-1)

typedef struct {
  guint8 type;
  guint8 rotation;
  gint8  x;
  gint8  y;
} BstEditorTile;

typedef struct {
  guint8 player;
  guint8 tile;          /* index into BstEditorDraft.tiles */
  guint8 segment;
  guint8 pad;
} BstEditorMeeple;

typedef struct {
  char   name[BST_EDITOR_NAME_BYTES];
  guint8 colour;        /* BstColour */
  guint8 kind;          /* BstSeatKind */
  gint16 score;
  guint8 n_held;
  guint8 held[BST_MAX_HAND];
} BstEditorPlayer;

typedef struct {
  BstRuleSet        rules;
  gboolean          free_mode;
  BstEditorPlayer   players[BST_MAX_PLAYERS];
  guint8            to_move;
  guint8            game_over;
  guint8            discards;
  guint16           turn;

  guint8            n_tiles;
  BstEditorTile     tiles[BST_MAX_TILES];
  guint8            n_meeples;
  BstEditorMeeple   meeples[BST_MAX_MEEPLES];

  guint8            n_hand;
  guint8            hand[BST_MAX_HAND];
  /* The bag is what the set has left unless the author sets its counts. */
  gboolean          custom_bag;
  guint8            bag[BST_N_TILE_TYPES];
  /* A fixed draw order replaces the bag; order[0] is drawn first. */
  gboolean          fixed_order;
  guint8            n_order;
  guint8            order[BST_N_TILES];

  gboolean          is_puzzle;
  char              title[BST_EDITOR_TITLE_BYTES];
  char              description[BST_EDITOR_DESCRIPTION_BYTES];
  char              topic[BST_EDITOR_TOPIC_BYTES];
  guint8            difficulty;
  guint8            puzzle_kind;      /* BstPuzzleKind */
  guint8            measure;          /* BstPuzzleMeasure */
  BstPuzzleGoalSpec goal;
} BstEditorDraft;

void      bst_editor_draft_init_default  (BstEditorDraft       *self);
gboolean  bst_editor_draft_init_from_position (BstEditorDraft  *self,
                                          BstPosition          *position);
int       bst_editor_draft_tile_at       (const BstEditorDraft *self,
                                          int                   x,
                                          int                   y);
/* How many of @type the board, the hands and the held tiles use. */
guint     bst_editor_draft_count_used    (const BstEditorDraft *self,
                                          guint                 type);
/* What the bag holds: the custom counts, or what the set has left. */
guint     bst_editor_draft_bag_count     (const BstEditorDraft *self,
                                          guint                 type);
guint     bst_editor_draft_supply        (const BstEditorDraft *self,
                                          guint                 player);
/* Bit d set for each direction d in which the edge of tile @index does
 * not match its neighbour. */
guint8    bst_editor_draft_bad_edges     (const BstEditorDraft *self,
                                          guint                 index);

#define BST_TYPE_EDITOR_DOCUMENT (bst_editor_document_get_type ())

G_DECLARE_FINAL_TYPE (BstEditorDocument, bst_editor_document, BST, EDITOR_DOCUMENT, GObject)

/* The edited position with undo and redo. Every change goes through
 * bst_editor_document_set_draft(), which keeps the previous draft; the
 * document then checks the draft as a reader would (bst_position_new_from_json)
 * and says what is wrong and where. Emits "changed" after every change. */

BstEditorDocument    *bst_editor_document_new            (void);

const BstEditorDraft *bst_editor_document_get_draft      (BstEditorDocument    *self);
/* A copy of the draft to change and give back with _set_draft(); g_free() it. */
BstEditorDraft       *bst_editor_document_dup_draft      (BstEditorDocument    *self);
/* Replaces the draft, keeping the old one for undo. Edits with the same
 * non-NULL @merge_key in a row (typing in a field) make one undo step. */
void                  bst_editor_document_set_draft      (BstEditorDocument    *self,
                                                          const BstEditorDraft *draft,
                                                          const char           *merge_key);
/* Replaces the draft and forgets the undo history (a new document). */
void                  bst_editor_document_reset          (BstEditorDocument    *self,
                                                          const BstEditorDraft *draft);
gboolean              bst_editor_document_load_position  (BstEditorDocument    *self,
                                                          BstPosition          *position,
                                                          GError              **error);
gboolean              bst_editor_document_load_puzzle    (BstEditorDocument    *self,
                                                          BstPuzzle            *puzzle,
                                                          GError              **error);

gboolean              bst_editor_document_can_undo       (BstEditorDocument    *self);
gboolean              bst_editor_document_can_redo       (BstEditorDocument    *self);
gboolean              bst_editor_document_undo           (BstEditorDocument    *self);
gboolean              bst_editor_document_redo           (BstEditorDocument    *self);

/* The draft as a position, or NULL when it is not legal; then the error
 * says why. Both stay valid until the next change. */
BstPosition          *bst_editor_document_get_position   (BstEditorDocument    *self);
const GError         *bst_editor_document_get_error      (BstEditorDocument    *self);
/* Everything wrong with the draft, in words, the first one being the
 * error; none when the draft is legal. board_index and meeple_index are
 * indices into the draft's tiles and meeples. */
guint                 bst_editor_document_get_n_problems (BstEditorDocument    *self);
const BstPositionProblem *bst_editor_document_get_problem (BstEditorDocument   *self,
                                                          guint                 index);
/* The draft tile or meeple the error is about, or -1. */
int                   bst_editor_document_get_error_tile   (BstEditorDocument  *self);
int                   bst_editor_document_get_error_meeple (BstEditorDocument  *self);
/* The puzzle the draft describes (NULL when not legal). */
BstPuzzle            *bst_editor_document_make_puzzle    (BstEditorDocument    *self);

/* Solves the draft's puzzle (bst_puzzle_solve) on a copy in a worker
 * thread. The result is the solution; @puzzle receives the puzzle that
 * was solved, with the solution as its answer. */
void                  bst_editor_document_solve_async    (BstEditorDocument    *self,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
BstPuzzleSolution    *bst_editor_document_solve_finish   (BstEditorDocument    *self,
                                                          GAsyncResult         *result,
                                                          BstPuzzle           **puzzle,
                                                          GError              **error);
/* What the worker also found of the solved puzzle's quality
 * (bst_puzzle_solution_quality): of BstPuzzleWarning, empty when the solve
 * failed. Valid as long as @result. */
GArray               *bst_editor_document_solve_get_warnings (BstEditorDocument *self,
                                                              GAsyncResult      *result);

/* Checks @move (legal in the draft's position) against the draft's
 * best-move puzzle in a worker thread: the verdict, and the solution found
 * on the way when @solution is not NULL. */
void                  bst_editor_document_check_move_async  (BstEditorDocument    *self,
                                                             const BstMove        *move,
                                                             GCancellable         *cancellable,
                                                             GAsyncReadyCallback   callback,
                                                             gpointer              user_data);
BstPuzzleVerdict     *bst_editor_document_check_move_finish (BstEditorDocument    *self,
                                                             GAsyncResult         *result,
                                                             BstPuzzleSolution   **solution,
                                                             GError              **error);

/* Common edits, each one undo step. */
gboolean              bst_editor_document_place_tile     (BstEditorDocument    *self,
                                                          guint                 type,
                                                          int                   x,
                                                          int                   y,
                                                          guint                 rotation);
gboolean              bst_editor_document_rotate_tile    (BstEditorDocument    *self,
                                                          int                   x,
                                                          int                   y);
/* Turns the tile at (x, y) to @rotation (quarter turns clockwise). */
gboolean              bst_editor_document_set_tile_rotation (BstEditorDocument *self,
                                                          int                   x,
                                                          int                   y,
                                                          guint                 rotation);
/* Moves the tile at (from_x, from_y), with its meeples, to the empty
 * square (to_x, to_y). */
gboolean              bst_editor_document_move_tile      (BstEditorDocument    *self,
                                                          int                   from_x,
                                                          int                   from_y,
                                                          int                   to_x,
                                                          int                   to_y);
gboolean              bst_editor_document_delete_tile    (BstEditorDocument    *self,
                                                          int                   x,
                                                          int                   y);
/* Puts a meeple of @player on the segment, or takes away the one there. */
gboolean              bst_editor_document_toggle_meeple  (BstEditorDocument    *self,
                                                          guint                 player,
                                                          int                   x,
                                                          int                   y,
                                                          guint                 segment);
/* Moves the meeple on @segment of the tile at (x, y) to the free segment
 * @to_segment of the tile at (to_x, to_y). */
gboolean              bst_editor_document_move_meeple    (BstEditorDocument    *self,
                                                          int                   x,
                                                          int                   y,
                                                          guint                 segment,
                                                          int                   to_x,
                                                          int                   to_y,
                                                          guint                 to_segment);
/* The meeple on @segment of the tile at (x, y), as an index into the
 * draft's meeples, or -1. */
int                   bst_editor_document_meeple_at      (BstEditorDocument    *self,
                                                          int                   x,
                                                          int                   y,
                                                          guint                 segment);
gboolean              bst_editor_document_set_free_mode  (BstEditorDocument    *self,
                                                          gboolean              free_mode);
gboolean              bst_editor_document_set_n_players  (BstEditorDocument    *self,
                                                          guint                 n_players);

/* Unsaved changes. Properties "file" (the file the draft was opened from or
 * saved to, or NULL) and "modified" (whether the draft differs from what
 * is in that file, or from the new board when there is none). */
GFile                *bst_editor_document_get_file       (BstEditorDocument    *self);
gboolean              bst_editor_document_get_modified   (BstEditorDocument    *self);
/* Where Save is to write; what is in @file is left to set_saved(). */
void                  bst_editor_document_set_file       (BstEditorDocument    *self,
                                                          GFile                *file);
/* @file now holds @draft (NULL: the current draft), opened or saved. */
void                  bst_editor_document_set_saved      (BstEditorDocument    *self,
                                                          GFile                *file,
                                                          const BstEditorDraft *draft);
/* Throws the unsaved changes away: back to what set_saved() last gave,
 * without undo, and the autosave deleted. */
void                  bst_editor_document_discard        (BstEditorDocument    *self);
/* While the draft is modified, every change is written to @file through
 * bst_autosave_write(); the file is deleted once nothing is unsaved. */
void                  bst_editor_document_set_autosave_file (BstEditorDocument *self,
                                                          GFile                *file);
/* Makes the draft in @autosave (as written there) the current one, an undo
 * step from the saved draft; @file receives the file it belonged to. */
gboolean              bst_editor_document_restore        (BstEditorDocument    *self,
                                                          GBytes               *autosave,
                                                          GFile               **file,
                                                          GError              **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "bastide-render.h"
#include "bst-editor-board-private.h"
#include "bst-editor-palette.h"
#include "bst-editor-piece.h"
#include "bst-editor-puzzle-page.h"
#include "bst-editor-view.h"
#include "bst-gui-test-utils.h"

/* The editor's board and palette driven as a person does: drags from the
 * palette and on the board (through their GtkDragSource and GtkDropTarget),
 * and the keys. */

typedef struct {
  GtkWindow         *window;
  BstEditorView     *view;
  BstEditorDocument *document;
  BstEditorBoard    *board;
  BstEditorPalette  *palette;
} Editor;

static gpointer
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint n = g_list_model_get_n_items (controllers);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;      /* the widget keeps it */
    }
  return NULL;
}

static void
editor_open (Editor *editor)
{
  editor->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (editor->window, 1200, 800);
  editor->view = BST_EDITOR_VIEW (bst_editor_view_new ());
  gtk_window_set_child (editor->window, GTK_WIDGET (editor->view));
  g_object_add_weak_pointer (G_OBJECT (editor->view), (gpointer *) &editor->view);
  gtk_window_present (editor->window);
  editor->document = bst_editor_view_get_document (editor->view);
  editor->board = BST_EDITOR_BOARD (find_widget (GTK_WIDGET (editor->view),
                                                 BST_TYPE_EDITOR_BOARD));
  editor->palette = BST_EDITOR_PALETTE (find_widget (GTK_WIDGET (editor->view),
                                                     BST_TYPE_EDITOR_PALETTE));
  g_assert_nonnull (editor->board);
  g_assert_nonnull (editor->palette);
  /* Shown, and the board fitted to its size. */
  while (gtk_widget_get_width (GTK_WIDGET (editor->board)) == 0)
    g_main_context_iteration (NULL, TRUE);
  wait_for_frames (GTK_WIDGET (editor->board), 2);
}

static void
editor_close (Editor *editor)
{
  gtk_window_destroy (editor->window);
  iterate ();
  g_assert_null (editor->view);
}

/* The widget point at (fx, fy) of square (x, y), in fractions of a square. */
static void
square_point (Editor *editor,
              int     x,
              int     y,
              double  fx,
              double  fy,
              double *wx,
              double *wy)
{
  graphene_rect_t rect;

  bst_board_transform_to_widget (_bst_editor_board_transform (editor->board), x, y, &rect);
  *wx = rect.origin.x + fx * rect.size.width;
  *wy = rect.origin.y + fy * rect.size.height;
}

/* Where the meeple on @segment of the tile at (x, y) stands. */
static void
meeple_point (Editor *editor,
              int     x,
              int     y,
              guint   segment,
              double *wx,
              double *wy)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (editor->document);
  const BstEditorTile *t = &d->tiles[bst_editor_draft_tile_at (d, x, y)];
  BstTilePoint anchor = bst_tile_geometry_anchor (t->type, t->rotation, segment);

  square_point (editor, x, y, anchor.x / BST_TILE_GEOMETRY_SIZE,
                anchor.y / BST_TILE_GEOMETRY_SIZE, wx, wy);
}

/* What a drag from @widget's drag source starting at (x, y) carries; FALSE
 * when the drag source does not start a drag there. */
static gboolean
drag_from (GtkWidget *widget,
           double     x,
           double     y,
           GValue    *value)
{
  GtkDragSource *source = find_controller (widget, GTK_TYPE_DRAG_SOURCE);
  g_autoptr (GdkContentProvider) content = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (source);
  g_signal_emit_by_name (source, "prepare", x, y, &content);
  if (content == NULL)
    return FALSE;
  g_value_init (value, BST_TYPE_EDITOR_PIECE);
  g_assert_true (gdk_content_provider_get_value (content, value, &error));
  g_assert_no_error (error);
  return TRUE;
}

static gboolean
drop_on_board (Editor       *editor,
               const GValue *value,
               double        x,
               double        y)
{
  GtkDropTarget *target = find_controller (GTK_WIDGET (editor->board), GTK_TYPE_DROP_TARGET);
  gboolean done = FALSE;

  g_assert_nonnull (target);
  g_signal_emit_by_name (target, "drop", value, x, y, &done);
  return done;
}

/* Drops @value in the middle of square (x, y); whether the board took it. */
static gboolean
drop_on_square (Editor       *editor,
                const GValue *value,
                int           x,
                int           y)
{
  double wx, wy;

  square_point (editor, x, y, 0.5, 0.5, &wx, &wy);
  return drop_on_board (editor, value, wx, wy);
}

/* The piece that a drag from the board at (x, y) carries, which must be of
 * @kind; the drag's value in @value. */
static const BstEditorPiece *
drag_piece_from_board (Editor             *editor,
                       double              x,
                       double              y,
                       BstEditorPieceKind  kind,
                       GValue             *value)
{
  const BstEditorPiece *piece;

  g_assert_true (drag_from (GTK_WIDGET (editor->board), x, y, value));
  piece = g_value_get_boxed (value);
  g_assert_cmpint (piece->kind, ==, kind);
  return piece;
}

/* The tile buttons are the palette's toggle buttons with a drag source. */
static GtkWidget *
find_tile_button (GtkWidget *widget,
                  guint      type)
{
  if (GTK_IS_TOGGLE_BUTTON (widget) && find_controller (widget, GTK_TYPE_DRAG_SOURCE)
      && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "tile")) == (int) type)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_tile_button (child, type);

      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
palette_button (Editor *editor,
                guint   type)
{
  GtkWidget *button = find_tile_button (GTK_WIDGET (editor->palette), type);

  g_assert_nonnull (button);
  return button;
}

/* The rotations of @type at (1, 0) of a new document: the first whose west
 * edge matches the start tile, and one whose does not. */
static void
rotations_next_to_start (BstEditorDocument *document,
                         guint              type,
                         guint             *good,
                         guint             *bad)
{
  const BstEditorDraft *d = bst_editor_document_get_draft (document);

  *good = *bad = 4;
  for (guint r = 0; r < 4; r++)
    {
      gboolean match = bst_tile_edge (type, r, BST_DIRECTION_WEST)
                       == bst_tile_edge (d->tiles[0].type, d->tiles[0].rotation,
                                         BST_DIRECTION_EAST);

      if (match && *good == 4)
        *good = r;
      if (!match && *bad == 4)
        *bad = r;
    }
  g_assert_cmpuint (*good, <, 4);
  g_assert_cmpuint (*bad, <, 4);
}

/* A tile type that does not fit east of the start tile unturned. */
static guint
type_to_turn (BstEditorDocument *document)
{
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    {
      guint good, bad;

      rotations_next_to_start (document, t, &good, &bad);
      if (good > 0)
        return t;
    }
  g_assert_not_reached ();
}

/* Undo takes back exactly one step: to @before, and redo to now. */
static void
assert_one_step (BstEditorDocument    *document,
                 const BstEditorDraft *before)
{
  g_autofree BstEditorDraft *now = bst_editor_document_dup_draft (document);

  g_assert_true (bst_editor_document_undo (document));
  assert_draft (document, before);
  g_assert_true (bst_editor_document_redo (document));
  assert_draft (document, now);
}

/* Dragging a palette tile onto the board ------------------------------------------ */

static void
test_palette_drag (void)
{
  Editor editor;
  g_autofree BstEditorDraft *before = NULL;
  g_autofree BstEditorDraft *expected = NULL;
  g_auto (GValue) value = G_VALUE_INIT;
  const BstEditorPiece *piece;
  BstEditorDropPlan plan;
  guint type, good, bad;
  double x, y;

  editor_open (&editor);
  type = type_to_turn (editor.document);
  rotations_next_to_start (editor.document, type, &good, &bad);
  before = bst_editor_document_dup_draft (editor.document);

  /* The palette's button gives the tile, unturned. */
  g_assert_true (drag_from (palette_button (&editor, type), 10, 10, &value));
  piece = g_value_get_boxed (&value);
  g_assert_cmpint (piece->kind, ==, BST_EDITOR_PIECE_NEW_TILE);
  g_assert_cmpuint (piece->type, ==, type);
  g_assert_cmpuint (piece->rotation, ==, 0);

  /* Over the square east of the start tile, the ghost is turned to fit. */
  square_point (&editor, 1, 0, 0.5, 0.5, &x, &y);
  g_assert_true (_bst_editor_board_plan_drop (editor.board, piece, x, y, &plan));
  g_assert_cmpint (plan.x, ==, 1);
  g_assert_cmpint (plan.y, ==, 0);
  g_assert_cmpuint (plan.rotation, ==, good);

  /* Not on a tile. */
  square_point (&editor, 0, 0, 0.5, 0.5, &x, &y);
  g_assert_false (_bst_editor_board_plan_drop (editor.board, piece, x, y, &plan));
  g_assert_false (drop_on_board (&editor, &value, x, y));
  assert_draft (editor.document, before);

  /* Dropped, it is placed as the ghost showed, in one step. */
  g_assert_true (drop_on_square (&editor, &value, 1, 0));
  expected = g_memdup2 (before, sizeof *before);
  expected->tiles[expected->n_tiles++] = (BstEditorTile) { type, good, 1, 0 };
  assert_draft (editor.document, expected);
  g_assert_nonnull (bst_editor_document_get_position (editor.document));
  assert_one_step (editor.document, before);

  /* Where no neighbour says otherwise, it keeps its rotation. */
  g_assert_true (drop_on_square (&editor, &value, 3, 3));
  g_assert_cmpint (bst_editor_draft_tile_at (bst_editor_document_get_draft (editor.document),
                                             3, 3), ==, 2);
  g_assert_cmpuint (bst_editor_document_get_draft (editor.document)->tiles[2].rotation, ==, 0);

  editor_close (&editor);
}

/* Dragging tiles and meeples on the board ------------------------------------------ */

/* A corner of square (x, y) away from the meeple on @segment there. */
static void
away_from_meeple (Editor *editor,
                  int     x,
                  int     y,
                  guint   segment,
                  double *wx,
                  double *wy)
{
  static const double corners[][2] = { { 0.08, 0.08 }, { 0.92, 0.08 }, { 0.08, 0.92 },
                                       { 0.92, 0.92 } };
  double mx, my, best = -1;

  meeple_point (editor, x, y, segment, &mx, &my);
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      double cx, cy;

      square_point (editor, x, y, corners[i][0], corners[i][1], &cx, &cy);
      if (hypot (cx - mx, cy - my) > best)
        {
          best = hypot (cx - mx, cy - my);
          *wx = cx;
          *wy = cy;
        }
    }
}

static void
test_move_tile (void)
{
  Editor editor;
  g_autofree BstEditorDraft *before = NULL;
  g_autofree BstEditorDraft *expected = NULL;
  g_auto (GValue) value = G_VALUE_INIT;
  const BstEditorPiece *piece;
  guint type;
  double x, y;

  editor_open (&editor);
  type = (guint) bst_tile_type_from_letter ('U');
  g_assert_true (bst_editor_document_place_tile (editor.document, type, 1, 0, 1));
  g_assert_true (bst_editor_document_toggle_meeple (editor.document, 1, 1, 0, 0));
  before = bst_editor_document_dup_draft (editor.document);

  /* An empty square gives nothing to drag: the table pans. */
  square_point (&editor, 2, 2, 0.5, 0.5, &x, &y);
  g_assert_false (drag_from (GTK_WIDGET (editor.board), x, y, &value));

  /* Pressed off its meeple, the tile is picked up. */
  away_from_meeple (&editor, 1, 0, 0, &x, &y);
  piece = drag_piece_from_board (&editor, x, y, BST_EDITOR_PIECE_TILE, &value);
  g_assert_cmpint (piece->x, ==, 1);
  g_assert_cmpint (piece->y, ==, 0);

  /* Not onto another tile. */
  g_assert_false (drop_on_square (&editor, &value, 0, 0));
  assert_draft (editor.document, before);

  /* Onto an empty square, with its meeple and its rotation, in one step. */
  g_assert_true (drop_on_square (&editor, &value, 1, 1));
  expected = g_memdup2 (before, sizeof *before);
  expected->tiles[1].x = 1;
  expected->tiles[1].y = 1;
  assert_draft (editor.document, expected);
  g_assert_cmpuint (bst_editor_document_get_draft (editor.document)->meeples[0].tile, ==, 1);
  assert_one_step (editor.document, before);

  editor_close (&editor);
}

static void
test_move_meeple (void)
{
  Editor editor;
  g_autofree BstEditorDraft *before = NULL;
  g_autofree BstEditorDraft *expected = NULL;
  g_auto (GValue) value = G_VALUE_INIT;
  const BstEditorPiece *piece;
  const BstEditorDraft *d;
  guint start_type, to_segment;
  double x, y;

  editor_open (&editor);
  d = bst_editor_document_get_draft (editor.document);
  start_type = d->tiles[0].type;
  g_assert_cmpuint (bst_tile_geometry_n_segments (start_type), >=, 2);
  g_assert_true (bst_editor_document_toggle_meeple (editor.document, 0, 0, 0, 0));
  g_assert_true (bst_editor_document_toggle_meeple (editor.document, 1, 0, 0, 1));
  to_segment = bst_tile_geometry_n_segments (start_type) - 1;
  g_assert_cmpuint (to_segment, >, 1);
  before = bst_editor_document_dup_draft (editor.document);

  /* Pressed on the meeple, the meeple is picked up, not its tile. */
  meeple_point (&editor, 0, 0, 0, &x, &y);
  piece = drag_piece_from_board (&editor, x, y, BST_EDITOR_PIECE_MEEPLE, &value);
  g_assert_cmpuint (piece->segment, ==, 0);

  /* Not where another meeple stands, nor off the tiles. */
  meeple_point (&editor, 0, 0, 1, &x, &y);
  g_assert_false (drop_on_board (&editor, &value, x, y));
  g_assert_false (drop_on_square (&editor, &value, 2, 2));
  assert_draft (editor.document, before);

  /* To a free segment, in one step. */
  meeple_point (&editor, 0, 0, to_segment, &x, &y);
  g_assert_true (drop_on_board (&editor, &value, x, y));
  expected = g_memdup2 (before, sizeof *before);
  expected->meeples[0].segment = (guint8) to_segment;
  assert_draft (editor.document, expected);
  assert_one_step (editor.document, before);

  editor_close (&editor);
}

/* The keyboard ---------------------------------------------------------------------- */

static void
press (Editor          *editor,
       guint            keyval,
       GdkModifierType  state)
{
  GtkEventController *keys = find_controller (GTK_WIDGET (editor->board),
                                              GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (editor->board)));
  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
  g_assert_true (handled);
}

static void
assert_cursor (Editor *editor,
               int     x,
               int     y)
{
  graphene_rect_t rect;
  int cx, cy;

  bst_editor_board_get_cursor (editor->board, &cx, &cy);
  g_assert_cmpint (cx, ==, x);
  g_assert_cmpint (cy, ==, y);
  /* In sight. */
  bst_board_transform_to_widget (_bst_editor_board_transform (editor->board), x, y, &rect);
  g_assert_cmpfloat (rect.origin.x, >=, 0);
  g_assert_cmpfloat (rect.origin.y, >=, 0);
  g_assert_cmpfloat (rect.origin.x + rect.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (editor->board)));
  g_assert_cmpfloat (rect.origin.y + rect.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (editor->board)));
}

static void
assert_tool_tile (Editor *editor,
                  int     type)
{
  g_assert_cmpint (bst_editor_board_get_tool_tile (editor->board), ==, type);
  g_assert_cmpint (bst_editor_palette_get_tool_tile (editor->palette), ==, type);
  /* Shown as chosen in the palette. */
  for (guint t = 0; t < BST_N_TILE_TYPES; t++)
    g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (palette_button (editor,
                                                                                      t))),
                     ==, (int) t == type);
}

static void
test_keyboard (void)
{
  Editor editor;
  g_autofree BstEditorDraft *expected = NULL;
  g_autofree BstEditorDraft *before = NULL;
  const BstEditorDraft *d;
  guint type, good, bad, n_segments;

  editor_open (&editor);
  type = type_to_turn (editor.document);
  rotations_next_to_start (editor.document, type, &good, &bad);
  expected = bst_editor_document_dup_draft (editor.document);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (editor.board)));
  assert_cursor (&editor, 0, 0);

  /* Page Down and Page Up step through the palette. */
  assert_tool_tile (&editor, -1);
  press (&editor, GDK_KEY_Page_Down, 0);
  assert_tool_tile (&editor, 0);
  press (&editor, GDK_KEY_Page_Down, 0);
  assert_tool_tile (&editor, 1);
  press (&editor, GDK_KEY_Page_Up, 0);
  press (&editor, GDK_KEY_Page_Up, 0);
  assert_tool_tile (&editor, BST_N_TILE_TYPES - 1);
  while (bst_editor_board_get_tool_tile (editor.board) != (int) type)
    press (&editor, GDK_KEY_Page_Down, 0);
  assert_tool_tile (&editor, (int) type);
  assert_draft (editor.document, expected);

  /* R turns the tool's tile over an empty square, Shift+R back. */
  press (&editor, GDK_KEY_Right, 0);
  assert_cursor (&editor, 1, 0);
  press (&editor, GDK_KEY_r, 0);
  press (&editor, GDK_KEY_r, 0);
  g_assert_cmpuint (bst_editor_board_get_tool_rotation (editor.board), ==, 2);
  press (&editor, GDK_KEY_R, GDK_SHIFT_MASK);
  press (&editor, GDK_KEY_R, GDK_SHIFT_MASK);
  press (&editor, GDK_KEY_R, GDK_SHIFT_MASK);
  g_assert_cmpuint (bst_editor_board_get_tool_rotation (editor.board), ==, 3);
  assert_draft (editor.document, expected);

  /* Enter places it as turned. */
  press (&editor, GDK_KEY_Return, 0);
  expected->tiles[expected->n_tiles++] = (BstEditorTile) { type, 3, 1, 0 };
  assert_draft (editor.document, expected);

  /* R on a placed tile turns the tile, one step a press. */
  while (bst_editor_document_get_draft (editor.document)->tiles[1].rotation != good)
    press (&editor, GDK_KEY_r, 0);
  expected->tiles[1].rotation = (guint8) good;
  assert_draft (editor.document, expected);
  g_assert_nonnull (bst_editor_document_get_position (editor.document));
  before = g_memdup2 (expected, sizeof *expected);
  press (&editor, GDK_KEY_R, GDK_SHIFT_MASK);
  expected->tiles[1].rotation = (guint8) ((good + 3) & 3);
  assert_draft (editor.document, expected);
  assert_one_step (editor.document, before);
  press (&editor, GDK_KEY_r, 0);
  expected->tiles[1].rotation = (guint8) good;
  assert_draft (editor.document, expected);

  /* M puts a meeple of the player to move on the first segment, moves it
   * on, and past the last takes it away; Shift+M goes the other way. */
  d = bst_editor_document_get_draft (editor.document);
  n_segments = bst_tile_geometry_n_segments (type);
  g_assert_cmpuint (n_segments, >=, 2);
  press (&editor, GDK_KEY_m, 0);
  expected->meeples[expected->n_meeples++] = (BstEditorMeeple) { d->to_move, 1, 0, 0 };
  assert_draft (editor.document, expected);
  g_free (before);
  before = g_memdup2 (expected, sizeof *expected);
  press (&editor, GDK_KEY_m, 0);
  expected->meeples[0].segment = 1;
  assert_draft (editor.document, expected);
  assert_one_step (editor.document, before);
  press (&editor, GDK_KEY_M, GDK_SHIFT_MASK);
  expected->meeples[0].segment = 0;
  assert_draft (editor.document, expected);
  press (&editor, GDK_KEY_M, GDK_SHIFT_MASK);
  expected->n_meeples = 0;
  memset (expected->meeples, 0, sizeof expected->meeples);
  assert_draft (editor.document, expected);

  /* 2 picks the second player's meeples; Enter then cycles theirs. */
  press (&editor, GDK_KEY_2, 0);
  g_assert_cmpint (bst_editor_board_get_tool_player (editor.board), ==, 1);
  g_assert_cmpint (bst_editor_palette_get_tool_player (editor.palette), ==, 1);
  assert_tool_tile (&editor, -1);
  press (&editor, GDK_KEY_space, 0);
  expected->meeples[expected->n_meeples++] = (BstEditorMeeple) { 1, 1, 0, 0 };
  assert_draft (editor.document, expected);

  /* Shift and an arrow moves the tile at the cursor, and the cursor. */
  press (&editor, GDK_KEY_Down, GDK_SHIFT_MASK);
  assert_cursor (&editor, 1, 1);
  expected->tiles[1].y = 1;
  assert_draft (editor.document, expected);

  /* Delete takes the tile away, with its meeple. */
  g_free (before);
  before = g_memdup2 (expected, sizeof *expected);
  press (&editor, GDK_KEY_Delete, 0);
  expected->n_tiles = 1;
  memset (&expected->tiles[1], 0, sizeof expected->tiles[1]);
  expected->n_meeples = 0;
  memset (expected->meeples, 0, sizeof expected->meeples);
  d = bst_editor_document_get_draft (editor.document);
  g_assert_cmpuint (d->n_tiles, ==, 1);
  g_assert_cmpuint (d->n_meeples, ==, 0);
  g_assert_cmpint (bst_editor_draft_tile_at (d, 1, 1), <, 0);
  assert_one_step (editor.document, before);

  /* Escape goes back to the hand. */
  press (&editor, GDK_KEY_Escape, 0);
  g_assert_cmpint (bst_editor_board_get_tool_player (editor.board), ==, -1);
  assert_tool_tile (&editor, -1);

  /* The cursor stays in sight however far it goes. */
  for (int i = 0; i < 12; i++)
    press (&editor, GDK_KEY_Right, 0);
  assert_cursor (&editor, 13, 1);
  for (int i = 0; i < 12; i++)
    press (&editor, GDK_KEY_Up, 0);
  assert_cursor (&editor, 13, -11);

  editor_close (&editor);
}

/* Try Answer ------------------------------------------------------------------------ */

typedef struct {
  guint    n;
  int      x;
  int      y;
  double   u;
  double   v;
  gboolean turn;
} Answer;

static void
answer_square_cb (BstEditorBoard *board,
                  int             x,
                  int             y,
                  double          u,
                  double          v,
                  gboolean        turn,
                  Answer         *answer)
{
  *answer = (Answer) { answer->n + 1, x, y, u, v, turn };
}

/* An activated button clicks a moment later. */
static void
wait_for_trying (BstEditorPuzzlePage *page,
                 gboolean             trying)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (bst_editor_puzzle_page_get_trying (page) != trying && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  iterate ();
}

/* The pointer's primary click on the board, released at (x, y). */
static void
click_board (Editor *editor,
             double  x,
             double  y)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (editor->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller))
             == GDK_BUTTON_PRIMARY)
        {
          g_signal_emit_by_name (controller, "pressed", 1, x, y);
          g_signal_emit_by_name (controller, "released", 1, x, y);
          return;
        }
    }
  g_assert_not_reached ();
}

/* While a puzzle's answer is tried, no drag, drop or key edits the
 * position: a press pans, and the keys that would edit the tile at the
 * cursor play the answer instead, as Enter and the clicks do. */
static void
test_try_answer (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "puzzles",
                                                 "12-claim-as-you-close.bastide", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree BstEditorDraft *before = NULL;
  g_auto (GValue) tile = G_VALUE_INIT;
  g_auto (GValue) placed = G_VALUE_INIT;
  g_auto (GValue) none = G_VALUE_INIT;
  const BstEditorPiece *piece;
  BstEditorPuzzlePage *page;
  BstEditorDropPlan plan;
  GtkWidget *stack, *try_button;
  Answer answer = { 0 };
  Editor editor;
  BstMove trial;
  gboolean can_undo;
  double x, y;

  editor_open (&editor);
  g_assert_true (bst_editor_view_load_file (editor.view, file, &error));
  g_assert_no_error (error);
  g_signal_connect (editor.board, "answer-square", G_CALLBACK (answer_square_cb),
                    &answer);
  wait_for_frames (GTK_WIDGET (editor.board), 2);

  /* Before trying, the placed tile and a palette tile can be dragged. */
  square_point (&editor, 0, 0, 0.08, 0.08, &x, &y);
  g_assert_true (drag_from (GTK_WIDGET (editor.board), x, y, &placed));
  g_assert_true (drag_from (palette_button (&editor, 0), 10, 10, &tile));
  piece = g_value_get_boxed (&tile);

  /* Try Answer, from the Puzzle page. */
  page = BST_EDITOR_PUZZLE_PAGE (find_widget (GTK_WIDGET (editor.view),
                                              BST_TYPE_EDITOR_PUZZLE_PAGE));
  stack = find_widget (GTK_WIDGET (editor.view), ADW_TYPE_VIEW_STACK);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "puzzle");
  try_button = find_button (GTK_WIDGET (page), "T_ry Answer");
  g_assert_nonnull (try_button);
  gtk_widget_activate (try_button);
  wait_for_trying (page, TRUE);
  before = bst_editor_document_dup_draft (editor.document);
  can_undo = bst_editor_document_can_undo (editor.document);

  /* No drag starts: a press pans; nothing dropped lands. */
  g_assert_false (drag_from (GTK_WIDGET (editor.board), x, y, &none));
  g_assert_false (_bst_editor_board_takes_press (editor.board, GDK_BUTTON_PRIMARY,
                                                 x, y));
  square_point (&editor, 0, -1, 0.5, 0.5, &x, &y);
  g_assert_false (_bst_editor_board_plan_drop (editor.board, piece, x, y, &plan));
  g_assert_false (drop_on_board (&editor, &tile, x, y));
  g_assert_false (drop_on_board (&editor, &placed, x, y));
  assert_draft (editor.document, before);
  g_assert_cmpuint (answer.n, ==, 0);

  /* Enter tries the tile in hand at the cursor. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (editor.board)));
  bst_editor_board_set_cursor (editor.board, 0, 0);
  press (&editor, GDK_KEY_Up, 0);
  assert_cursor (&editor, 0, -1);
  press (&editor, GDK_KEY_Return, 0);
  g_assert_cmpuint (answer.n, ==, 1);
  g_assert_cmpint (answer.x, ==, 0);
  g_assert_cmpint (answer.y, ==, -1);
  g_assert_cmpfloat (answer.u, <, 0);
  g_assert_false (answer.turn);
  g_assert_true (bst_editor_puzzle_page_get_trial (page, &trial));
  g_assert_cmpint (trial.x, ==, 0);
  g_assert_cmpint (trial.y, ==, -1);
  g_assert_cmpint (trial.segment, ==, BST_NO_SEGMENT);

  /* R and Shift+R turn it as the secondary button does. */
  press (&editor, GDK_KEY_r, 0);
  g_assert_cmpuint (answer.n, ==, 2);
  g_assert_true (answer.turn);
  press (&editor, GDK_KEY_R, GDK_SHIFT_MASK);
  g_assert_cmpuint (answer.n, ==, 3);
  g_assert_true (answer.turn);
  g_assert_cmpint (answer.x, ==, 0);
  g_assert_cmpint (answer.y, ==, -1);
  g_assert_true (bst_editor_puzzle_page_get_trial (page, &trial));
  g_assert_cmpint (trial.x, ==, 0);
  g_assert_cmpint (trial.y, ==, -1);

  /* M steps through the answer's meeples as Enter does. */
  press (&editor, GDK_KEY_m, 0);
  g_assert_cmpuint (answer.n, ==, 4);
  g_assert_false (answer.turn);
  g_assert_cmpfloat (answer.u, <, 0);
  g_assert_true (bst_editor_puzzle_page_get_trial (page, &trial));
  g_assert_cmpint (trial.segment, !=, BST_NO_SEGMENT);
  press (&editor, GDK_KEY_M, GDK_SHIFT_MASK);
  g_assert_cmpuint (answer.n, ==, 5);
  assert_draft (editor.document, before);

  /* Delete and Shift and an arrow edit nothing: the cursor only moves. */
  press (&editor, GDK_KEY_Down, 0);
  assert_cursor (&editor, 0, 0);
  press (&editor, GDK_KEY_Delete, 0);
  press (&editor, GDK_KEY_Right, GDK_SHIFT_MASK);
  assert_cursor (&editor, 1, 0);
  g_assert_false (bst_editor_board_cycle_meeple (editor.board, 1));
  g_assert_cmpuint (answer.n, ==, 5);
  assert_draft (editor.document, before);
  g_assert_cmpint (bst_editor_document_can_undo (editor.document), ==, can_undo);

  /* A click answers at its point within the square. */
  square_point (&editor, 0, -1, 0.5, 0.25, &x, &y);
  click_board (&editor, x, y);
  g_assert_cmpuint (answer.n, ==, 6);
  g_assert_cmpint (answer.x, ==, 0);
  g_assert_cmpint (answer.y, ==, -1);
  g_assert_cmpfloat_with_epsilon (answer.u, BST_TILE_GEOMETRY_SIZE * 0.5, 0.5);
  g_assert_cmpfloat_with_epsilon (answer.v, BST_TILE_GEOMETRY_SIZE * 0.25, 0.5);
  g_assert_false (answer.turn);
  assert_draft (editor.document, before);
  g_assert_cmpint (bst_editor_document_can_undo (editor.document), ==, can_undo);

  /* Off again, the same keys edit. */
  gtk_widget_activate (try_button);
  wait_for_trying (page, FALSE);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (editor.board)));
  bst_editor_board_set_cursor (editor.board, 0, 0);
  press (&editor, GDK_KEY_Delete, 0);
  g_assert_cmpint (bst_editor_draft_tile_at (bst_editor_document_get_draft (
                                               editor.document), 0, 0), <, 0);
  g_assert_cmpuint (answer.n, ==, 6);

  editor_close (&editor);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);

  add_display_test ("/gui/editor-board/palette-drag", test_palette_drag);
  add_display_test ("/gui/editor-board/move-tile", test_move_tile);
  add_display_test ("/gui/editor-board/move-meeple", test_move_meeple);
  add_display_test ("/gui/editor-board/keyboard", test_keyboard);
  add_display_test ("/gui/editor-board/try-answer", test_try_answer);

  return g_test_run ();
}

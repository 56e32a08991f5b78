/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-editor-board.h"
#include "bst-editor-palette.h"
#include "bst-editor-position-page.h"
#include "bst-editor-puzzle-page.h"
#include "bst-editor-rules-page.h"
#include "bst-editor-view.h"
#include "bst-new-game-dialog.h"
#include "bst-puzzle-browser.h"
#include "bst-share-code.h"
#include "bst-share-dialog.h"
#include "bst-test-utils.h"
#include "bst-tile-image.h"

/* The same as assert_draft(), to the last byte. */
static void
assert_whole_draft (BstEditorDocument    *document,
                    const BstEditorDraft *expected)
{
  const BstEditorDraft *draft = bst_editor_document_get_draft (document);

  assert_draft (document, expected);
  g_assert_cmpmem (draft->tiles, sizeof draft->tiles, expected->tiles, sizeof expected->tiles);
  g_assert_cmpmem (draft->meeples, sizeof draft->meeples, expected->meeples,
                   sizeof expected->meeples);
  g_assert_true (memcmp (draft, expected, sizeof *draft) == 0);
}

static GtkWidget *
new_view (void)
{
  return g_object_ref_sink (bst_editor_view_new ());
}

/* The rotation of @type at (1, 0) whose west edge matches the start tile,
 * and one whose does not. */
static void
rotations_next_to_start (guint  type,
                         guint *good,
                         guint *bad)
{
  const BstEditorDraft *d;
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  guint start_type;

  d = bst_editor_document_get_draft (document);
  start_type = d->tiles[0].type;
  *good = *bad = 4;
  for (guint r = 0; r < 4; r++)
    {
      gboolean match = bst_tile_edge (type, r, BST_DIRECTION_WEST)
                       == bst_tile_edge (start_type, d->tiles[0].rotation, BST_DIRECTION_EAST);

      if (match && *good == 4)
        *good = r;
      if (!match && *bad == 4)
        *bad = r;
    }
  g_assert_cmpuint (*good, <, 4);
  g_assert_cmpuint (*bad, <, 4);
}

static void
test_actions (void)
{
  GtkWidget *view = new_view ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  guint type = (guint) bst_tile_type_from_letter ('U');
  BstEditorDraft *expected = bst_editor_document_dup_draft (document);
  BstEditorDraft *placed, *rotated;
  guint good, bad;

  rotations_next_to_start (type, &good, &bad);

  /* Place with the tile tool at the cursor. */
  g_assert_true (activate (view, "editor.tool-tile", g_variant_new_int32 ((int) type)));
  g_assert_true (activate (view, "editor.cursor", g_variant_new ("(ii)", 1, 0)));
  g_assert_true (activate (view, "editor.place", NULL));
  expected->tiles[expected->n_tiles++] = (BstEditorTile) { type, 0, 1, 0 };
  assert_whole_draft (document, expected);
  placed = g_memdup2 (expected, sizeof *expected);

  /* Turn it until it fits. */
  for (guint r = 0; r < good; r++)
    g_assert_true (activate (view, "editor.rotate", NULL));
  expected->tiles[1].rotation = (guint8) good;
  assert_whole_draft (document, expected);
  g_assert_nonnull (bst_editor_document_get_position (document));
  rotated = g_memdup2 (expected, sizeof *expected);

  /* A meeple of the second player on its first segment. */
  g_assert_true (activate (view, "editor.tool-meeple", g_variant_new_int32 (1)));
  g_assert_true (activate (view, "editor.place", NULL));
  expected->meeples[expected->n_meeples++] = (BstEditorMeeple) { 1, 1, 0, 0 };
  assert_whole_draft (document, expected);

  /* Undo and redo step through the same snapshots. */
  g_assert_true (activate (view, "editor.undo", NULL));
  assert_whole_draft (document, rotated);
  if (good > 0)
    {
      for (guint r = 0; r < good; r++)
        g_assert_true (activate (view, "editor.undo", NULL));
      assert_whole_draft (document, placed);
      for (guint r = 0; r < good; r++)
        g_assert_true (activate (view, "editor.redo", NULL));
    }
  assert_whole_draft (document, rotated);
  g_assert_true (activate (view, "editor.redo", NULL));
  assert_whole_draft (document, expected);

  /* Delete takes the tile and its meeple. */
  g_assert_true (activate (view, "editor.delete", NULL));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, 1);
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_meeples, ==, 0);
  g_assert_true (activate (view, "editor.undo", NULL));
  assert_whole_draft (document, expected);

  g_free (expected);
  g_free (placed);
  g_free (rotated);
  g_assert_finalize_object (view);
}

static void
count_game_cb (GtkWidget *view,
               BstGame   *game,
               gpointer   user_data)
{
  BstGame **out = user_data;

  g_set_object (out, game);
}

static void
test_mismatch (void)
{
  GtkWidget *view = new_view ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  guint type = (guint) bst_tile_type_from_letter ('U');
  g_autoptr (BstGame) game = NULL;
  const GError *error;
  guint good, bad;

  rotations_next_to_start (type, &good, &bad);
  g_assert_true (bst_editor_document_set_free_mode (document, TRUE));
  g_assert_true (bst_editor_document_place_tile (document, type, 1, 0, bad));

  error = bst_editor_document_get_error (document);
  g_assert_nonnull (error);
  g_assert_null (bst_editor_document_get_position (document));
  g_assert_cmpint (bst_editor_document_get_error_tile (document), ==, 1);
  g_assert_cmphex (bst_editor_draft_bad_edges (bst_editor_document_get_draft (document), 1), ==,
                   1 << BST_DIRECTION_WEST);
  /* The status line says what the validation says. */
  g_assert_nonnull (strstr (bst_editor_view_get_status (BST_EDITOR_VIEW (view)), error->message));

  /* Play is disabled: activating it starts no game. */
  g_signal_connect (view, "play-from-here", G_CALLBACK (count_game_cb), &game);
  gtk_widget_activate_action (view, "editor.play", NULL);
  g_assert_null (game);

  g_assert_finalize_object (view);
}

static void
test_share_round_trip (void)
{
  GtkWidget *view = new_view ();
  GtkWidget *other = new_view ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  BstEditorDocument *other_document = bst_editor_view_get_document (BST_EDITOR_VIEW (other));
  guint type = (guint) bst_tile_type_from_letter ('U');
  GdkContentProvider *content;
  GValue value = G_VALUE_INIT;
  g_autoptr (GError) error = NULL;
  guint good, bad;

  rotations_next_to_start (type, &good, &bad);
  g_assert_true (bst_editor_document_place_tile (document, type, 1, 0, good));
  g_assert_true (bst_editor_document_toggle_meeple (document, 0, 1, 0, 0));
  g_assert_nonnull (bst_editor_document_get_position (document));

  g_assert_true (activate (view, "editor.copy-code", NULL));
  content = gdk_clipboard_get_content (gtk_widget_get_clipboard (view));
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));

  g_assert_true (bst_editor_view_open_share_code (BST_EDITOR_VIEW (other),
                                                  g_value_get_string (&value), &error));
  g_assert_no_error (error);
  g_assert_true (bst_position_equal (bst_editor_document_get_position (document),
                                     bst_editor_document_get_position (other_document)));
  g_value_unset (&value);

  /* A bad code changes nothing and says why. */
  g_assert_false (bst_editor_view_open_share_code (BST_EDITOR_VIEW (other), "B1nonsense", &error));
  g_assert_nonnull (error);
  g_assert_true (bst_position_equal (bst_editor_document_get_position (document),
                                     bst_editor_document_get_position (other_document)));

  g_assert_finalize_object (view);
  g_assert_finalize_object (other);
}

static void
test_play_from_here (void)
{
  GtkWidget *view = new_view ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  guint type = (guint) bst_tile_type_from_letter ('U');
  g_autoptr (BstGame) game = NULL;
  g_autoptr (BstPosition) played = NULL;
  guint good, bad;

  rotations_next_to_start (type, &good, &bad);
  g_assert_true (bst_editor_document_place_tile (document, type, 1, 0, good));
  g_assert_true (bst_editor_document_toggle_meeple (document, 1, 1, 0, 0));

  g_signal_connect (view, "play-from-here", G_CALLBACK (count_game_cb), &game);
  g_assert_true (activate (view, "editor.play", NULL));
  g_assert_nonnull (game);
  played = bst_position_new_from_state (bst_game_get_state (game), bst_game_get_players (game));
  g_assert_true (bst_position_equal (played, bst_editor_document_get_position (document)));

  g_signal_handlers_disconnect_by_data (view, &game);
  g_assert_finalize_object (view);
}

static void
test_load_position (void)
{
  GtkWidget *view = new_view ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  g_autofree char *path = bst_test_pack_path ("10-majority.bastide");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (BstPuzzle) puzzle = bst_puzzle_load (file, NULL, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (puzzle);
  g_assert_true (bst_editor_view_load_file (BST_EDITOR_VIEW (view), file, &error));
  g_assert_no_error (error);
  g_assert_true (bst_editor_document_get_draft (document)->is_puzzle);
  g_assert_true (bst_position_equal (bst_editor_document_get_position (document),
                                     bst_puzzle_get_position (puzzle)));
  /* Loading is one undoable step. */
  g_assert_true (activate (view, "editor.undo", NULL));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, 1);
  g_assert_finalize_object (view);
}

static void
test_browser (void)
{
  GtkWidget *browser = g_object_ref_sink (bst_puzzle_browser_new ());
  BstPuzzleBrowser *b = BST_PUZZLE_BROWSER (browser);
  BstPuzzleView *view = bst_puzzle_browser_get_puzzle_view (b);
  const BstPuzzleSolution *answer;
  gboolean correct = TRUE;
  guint n_players, index;

  g_assert_cmpuint (bst_puzzle_browser_get_n_puzzles (b), ==, 28);

  for (index = 0; index < 28; index++)
    if (bst_puzzle_get_kind (bst_puzzle_browser_get_puzzle (b, index)) == BST_PUZZLE_SCORE_IT)
      break;
  g_assert_cmpuint (index, <, 28);
  g_assert_false (bst_puzzle_browser_is_solved (b, index));

  bst_puzzle_browser_open (b, index);
  answer = bst_puzzle_get_answer (bst_puzzle_browser_get_puzzle (b, index));
  g_assert_nonnull (answer);
  n_players = bst_position_get_n_players (bst_puzzle_get_position (bst_puzzle_view_get_puzzle (view)));

  /* A wrong answer first. */
  for (guint p = 0; p < n_players; p++)
    bst_puzzle_view_set_score (view, p, answer->scores[p] + (p == 0));
  g_assert_true (bst_puzzle_view_check (view, &correct));
  g_assert_false (correct);
  g_assert_false (bst_puzzle_browser_is_solved (b, index));

  bst_puzzle_view_set_score (view, 0, answer->scores[0]);
  g_assert_true (bst_puzzle_view_check (view, &correct));
  g_assert_true (correct);
  g_assert_true (bst_puzzle_browser_is_solved (b, index));

  g_assert_finalize_object (browser);
}

static void
position_chosen_cb (BstShareDialog  *dialog,
                    BstPosition     *position,
                    BstPosition    **chosen)
{
  g_set_object (chosen, position);
}

/* A bad code keeps the dialog open; a good one gives its position and
 * closes it. */
static void
test_share_dialog (void)
{
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  g_autoptr (BstPosition) chosen = NULL;
  g_autofree char *code = bst_share_code_encode (bst_editor_document_get_position (document));
  BstShareDialog *dialog = bst_share_dialog_new (NULL);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "position-chosen", G_CALLBACK (position_chosen_cb), &chosen);
  gtk_window_present (GTK_WINDOW (dialog));

  bst_share_dialog_set_code (dialog, "B1nonsense");
  g_assert_false (bst_share_dialog_open (dialog));
  g_assert_nonnull (dialog);
  g_assert_null (chosen);

  bst_share_dialog_set_code (dialog, code);
  g_assert_true (bst_share_dialog_open (dialog));
  g_assert_nonnull (chosen);
  g_assert_true (bst_position_equal (chosen, bst_editor_document_get_position (document)));
  while (dialog != NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* The row under @widget titled @title, or NULL. */
/* The button of @type's picture in a popover under @widget. */
static gboolean
is_tile_picture (GtkWidget     *widget,
                 gconstpointer  type)
{
  return BST_IS_TILE_IMAGE (widget)
         && bst_tile_image_get_tile (BST_TILE_IMAGE (widget)) == GPOINTER_TO_INT (type)
         && gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
}

/* The button of the tile picker's picture of @type. */
static GtkWidget *
find_tile_picture (GtkWidget *widget,
                   guint      type)
{
  GtkWidget *picture = find_descendant (widget, is_tile_picture, GUINT_TO_POINTER (type));

  return picture != NULL ? gtk_widget_get_ancestor (picture, GTK_TYPE_BUTTON) : NULL;
}

/* Clicks the picture of @type in the tile picker under @widget. */
static void
click_tile_picture (GtkWidget *widget,
                    guint      type)
{
  GtkWidget *button = find_tile_picture (widget, type);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* A choice rule's row lists the rule table's labels for its values. */
static AdwComboRow *
assert_choice_row (GtkWidget         *widget,
                   const BstRuleInfo *info)
{
  AdwPreferencesRow *row = find_row (widget, g_dgettext (GETTEXT_PACKAGE, info->title));
  GListModel *model;
  guint n = 0;

  g_assert_true (ADW_IS_COMBO_ROW (row));
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  for (; info->choices[n].name != NULL; n++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), n), ==,
                     g_dgettext (GETTEXT_PACKAGE, info->choices[n].label));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);
  return ADW_COMBO_ROW (row);
}

/* The new-game dialog and the editor's rules page name the values of a
 * choice rule alike, and choosing one sets the rule. */
static void
test_rule_choice_labels (void)
{
  const BstRuleInfo *info = bst_rule_info_lookup ("farmer-scoring");
  g_autoptr (BstSetup) setup = bst_setup_new ();
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  BstNewGameDialog *dialog = bst_new_game_dialog_new (setup);
  GtkWidget *page = g_object_ref_sink (bst_editor_rules_page_new ());
  guint value = 0;

  g_assert_nonnull (info);
  g_assert_cmpint (info->type, ==, BST_RULE_TYPE_CHOICE);
  bst_editor_page_set_document (BST_EDITOR_PAGE (page), document);

  adw_combo_row_set_selected (assert_choice_row (GTK_WIDGET (dialog), info),
                              BST_FARMER_SCORING_PER_CITY);
  g_object_get (bst_setup_get_rules (setup), info->name, &value, NULL);
  g_assert_cmpuint (value, ==, BST_FARMER_SCORING_PER_CITY);

  adw_combo_row_set_selected (assert_choice_row (page, info), BST_FARMER_SCORING_PER_PLAYER);
  g_assert_cmpuint (bst_editor_document_get_draft (document)->rules.farmer_scoring, ==,
                    BST_FARMER_SCORING_PER_PLAYER);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);
  g_assert_finalize_object (page);
}

static GtkWidget *
row_control (GtkWidget  *page,
             const char *title)
{
  AdwPreferencesRow *row = find_row (page, title);

  g_assert_true (ADW_IS_ACTION_ROW (row));
  return adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
}

/* The position and puzzle pages show the draft and edit it. */
static void
test_pages (void)
{
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  GtkWidget *position_page = g_object_ref_sink (bst_editor_position_page_new ());
  GtkWidget *puzzle_page = g_object_ref_sink (bst_editor_puzzle_page_new ());
  const BstEditorDraft *d;
  AdwPreferencesRow *row;

  bst_editor_page_set_document (BST_EDITOR_PAGE (position_page), document);
  bst_editor_page_set_document (BST_EDITOR_PAGE (puzzle_page), document);

  /* Players follow the rules, above who is to move. */
  g_assert_true (bst_editor_document_set_n_players (document, 3));
  row = find_row (position_page, "Player 3");
  g_assert_true (ADW_IS_EXPANDER_ROW (row));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_row (position_page, "Player 4"))));
  g_assert_true (gtk_widget_get_next_sibling (GTK_WIDGET (find_row (position_page, "Player 6")))
                 == GTK_WIDGET (find_row (position_page, "To move")));

  gtk_switch_set_active (GTK_SWITCH (row_control (position_page, "Free mode")), TRUE);
  click_tile_picture (GTK_WIDGET (find_row (position_page, "Tiles in hand")),
                      (guint) bst_tile_type_from_letter ('D'));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row_control (position_page, "Turn")), 3);
  d = bst_editor_document_get_draft (document);
  g_assert_true (d->free_mode);
  g_assert_cmpuint (d->n_hand, ==, 1);
  g_assert_cmpuint (d->hand[0], ==, (guint) bst_tile_type_from_letter ('D'));
  g_assert_cmpuint (d->turn, ==, 3);

  gtk_switch_set_active (GTK_SWITCH (row_control (puzzle_page, "A puzzle")), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (find_row (puzzle_page, "Title")), "Corner");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_row (puzzle_page, "Goal"))));
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_row (puzzle_page, "Question")),
                              BST_PUZZLE_REACH_GOAL);
  d = bst_editor_document_get_draft (document);
  g_assert_true (d->is_puzzle);
  g_assert_cmpstr (d->title, ==, "Corner");
  g_assert_cmpuint (d->puzzle_kind, ==, BST_PUZZLE_REACH_GOAL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_row (puzzle_page, "Goal"))));

  g_assert_finalize_object (position_page);
  g_assert_finalize_object (puzzle_page);
}

/* The board's and the palette's tools and document notify when they change,
 * and only then. */
static void
test_notify (void)
{
  GtkWidget *board = g_object_ref_sink (bst_editor_board_new ());
  GtkWidget *palette = g_object_ref_sink (bst_editor_palette_new ());
  g_autoptr (BstEditorDocument) document = bst_editor_document_new ();
  g_auto (GValue) value = G_VALUE_INIT;

  bst_test_assert_explicit_notify (board);
  bst_test_assert_explicit_notify (palette);

  g_value_init (&value, BST_TYPE_EDITOR_DOCUMENT);
  g_value_set_object (&value, document);
  bst_test_assert_notify_once (board, "document", &value);
  bst_test_assert_notify_once (palette, "document", &value);

  g_assert_finalize_object (board);
  g_assert_finalize_object (palette);
}

/* Runs a test that needs GTK, or skips it when there is no display. */
static void
count_cb (guint *count)
{
  (*count)++;
}


/* The view passes the animation speed the window binds on to its board,
 * and says when it changed. */
static void
test_animation_speed (void)
{
  GtkWidget *view = new_view ();
  GtkWidget *board = find_widget (view, BST_TYPE_EDITOR_BOARD);
  guint n_notifies = 0;
  double speed;

  g_assert_nonnull (board);
  g_signal_connect_swapped (view, "notify::animation-speed", G_CALLBACK (count_cb), &n_notifies);

  g_object_set (view, "animation-speed", 2.5, NULL);
  g_object_get (view, "animation-speed", &speed, NULL);
  g_assert_cmpfloat (speed, ==, 2.5);
  g_assert_cmpuint (n_notifies, ==, 1);
  g_object_set (view, "animation-speed", 2.5, NULL);
  g_assert_cmpuint (n_notifies, ==, 1);
  g_object_set (view, "animation-speed", 0.0, NULL);
  g_assert_cmpuint (n_notifies, ==, 2);
  g_assert_cmpfloat (bst_editor_board_get_animation_speed (BST_EDITOR_BOARD (board)), ==, 0.0);

  g_assert_finalize_object (view);
}

/* A puzzle's share code, made in the editor, opens in another editor as
 * the same puzzle: its title, description and question come along. */
static void
test_share_puzzle (void)
{
  GtkWidget *view = new_view ();
  GtkWidget *other = new_view ();
  BstEditorDocument *document = bst_editor_view_get_document (BST_EDITOR_VIEW (view));
  BstEditorDocument *other_document = bst_editor_view_get_document (BST_EDITOR_VIEW (other));
  g_autofree BstEditorDraft *draft = bst_editor_document_dup_draft (document);
  const BstEditorDraft *opened;
  g_autoptr (GError) error = NULL;
  g_autofree char *code = NULL;

  draft->is_puzzle = TRUE;
  draft->puzzle_kind = BST_PUZZLE_SCORE_IT;
  g_strlcpy (draft->title, "Zählen Sie", sizeof draft->title);
  g_strlcpy (draft->description, "Wer hat die meisten Punkte?", sizeof draft->description);
  bst_editor_document_set_draft (document, draft, NULL);

  code = bst_editor_view_get_share_code (BST_EDITOR_VIEW (view), &error);
  g_assert_no_error (error);
  g_assert_nonnull (code);
  g_assert_true (bst_editor_view_open_share_code (BST_EDITOR_VIEW (other), code, &error));
  g_assert_no_error (error);
  opened = bst_editor_document_get_draft (other_document);
  g_assert_true (opened->is_puzzle);
  g_assert_cmpuint (opened->puzzle_kind, ==, BST_PUZZLE_SCORE_IT);
  g_assert_cmpstr (opened->title, ==, "Zählen Sie");
  g_assert_cmpstr (opened->description, ==, "Wer hat die meisten Punkte?");

  g_assert_finalize_object (view);
  g_assert_finalize_object (other);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  use_shipped_puzzles ();

  add_display_test ("/gui/editor-view/actions", test_actions);
  add_display_test ("/gui/editor-view/mismatch", test_mismatch);
  add_display_test ("/gui/editor-view/share-code", test_share_round_trip);
  add_display_test ("/gui/editor-view/share-puzzle", test_share_puzzle);
  add_display_test ("/gui/editor-view/play-from-here", test_play_from_here);
  add_display_test ("/gui/editor-view/load-position", test_load_position);
  add_display_test ("/gui/editor-view/puzzle-browser", test_browser);
  add_display_test ("/gui/editor-view/pages", test_pages);
  add_display_test ("/gui/editor-view/share-dialog", test_share_dialog);
  add_display_test ("/gui/editor-view/rule-choice-labels", test_rule_choice_labels);
  add_display_test ("/gui/editor-view/notify", test_notify);
  add_display_test ("/gui/editor-view/animation-speed", test_animation_speed);

  return g_test_run ();
}

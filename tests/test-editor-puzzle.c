/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <adwaita.h>
#include <string.h>

#include "bst-gui-test-utils.h"
#include "bst-editor-puzzle-page.h"
#include "bst-editor-view.h"
#include "bst-notation.h"

/* A puzzle's author is warned of a poor puzzle before it is saved or
 * shared, plays the intended answer on the board, and is offered a file
 * name from the title. */

typedef struct {
  GtkWidget *window;
  GtkWidget *view;
  char      *dir;
} EditorFixture;

/* A few rounds of the main loop, for what would come now if it came. */
static void
settle (void)
{
  gboolean done = FALSE;

  g_timeout_add (300, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The label under @root showing @text, or NULL. */
static gboolean
has_text (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text);
}

/* Whether @widget and all its parents up to @top are visible. */
static gboolean
shown_within (GtkWidget *widget,
              GtkWidget *top)
{
  for (; widget && widget != top; widget = gtk_widget_get_parent (widget))
    if (!gtk_widget_get_visible (widget))
      return FALSE;
  return widget == top;
}

static AdwMessageDialog *
find_question (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* Clicks the button of @response, as a person would. */
static void
respond (AdwMessageDialog *question,
         const char       *response)
{
  GtkWidget *button = find_button (GTK_WIDGET (question),
                                   adw_message_dialog_get_response_label (question, response));

  g_assert_nonnull (button);
  gtk_widget_activate (button);
}

static gboolean
question_shown (gpointer data)
{
  return find_question () != NULL;
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* The side pane's Puzzle page, switched to as a person would. */
static BstEditorPuzzlePage *
puzzle_page (EditorFixture *fixture)
{
  GtkWidget *page = find_widget (fixture->view, BST_TYPE_EDITOR_PUZZLE_PAGE);
  GtkWidget *stack = find_widget (fixture->view, ADW_TYPE_VIEW_STACK);

  g_assert_nonnull (page);
  g_assert_nonnull (stack);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "puzzle");
  settle ();
  g_assert_true (gtk_widget_get_mapped (page));
  return BST_EDITOR_PUZZLE_PAGE (page);
}

static void
load_pack_puzzle (EditorFixture *fixture,
                  const char    *name)
{
  g_autofree char *path = bst_test_pack_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (bst_editor_view_load_file (BST_EDITOR_VIEW (fixture->view), file, &error));
  g_assert_no_error (error);
}

static void
editor_fixture_set_up (EditorFixture *fixture,
                       gconstpointer  data)
{
  g_autoptr (GError) error = NULL;

  if (!have_display)
    return;
  fixture->dir = g_dir_make_tmp ("bastide-editor-puzzle-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->window = gtk_window_new ();
  fixture->view = bst_editor_view_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1024, 700);
  gtk_window_set_child (GTK_WINDOW (fixture->window), fixture->view);
  gtk_window_present (GTK_WINDOW (fixture->window));
}

static void
editor_fixture_tear_down (EditorFixture *fixture,
                          gconstpointer  data)
{
  if (!have_display)
    return;
  g_object_add_weak_pointer (G_OBJECT (fixture->view), (gpointer *) &fixture->view);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  settle ();
  g_assert_null (find_question ());
  g_assert_null (fixture->view);
  remove_tree (fixture->dir);
  g_free (fixture->dir);
}

#define SEVERAL "3 placements score the most: 3 points each. A puzzle should have one answer."

static gboolean
solved (gpointer data)
{
  return bst_editor_puzzle_page_get_solution (data) != NULL;
}

/* The shipped puzzle with three answers: the page lists the warning after
 * a test-solve, and saving asks first. */
static void
test_warning_and_save (EditorFixture *fixture,
                       gconstpointer  data)
{
  BstEditorPuzzlePage *page;
  AdwMessageDialog *question;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  GtkWidget *label;

  if (skip_without_display ())
    return;
  page = puzzle_page (fixture);
  load_pack_puzzle (fixture, "06-small-city-first-edition.bastide");

  /* Nothing is said before the solver has looked. */
  g_assert_null (bst_editor_puzzle_page_get_warnings (page));
  g_assert_true (activate (fixture->view, "editor.test-solve", NULL));
  wait_for (solved, page);
  g_assert_cmpuint (bst_editor_puzzle_page_get_warnings (page)->len, ==, 1);
  label = find_descendant (GTK_WIDGET (page), has_text, SEVERAL);
  g_assert_nonnull (label);
  g_assert_true (shown_within (label, GTK_WIDGET (page)));

  /* Save: the question comes, and Cancel writes nothing. */
  path = g_build_filename (fixture->dir, "three.bastide", NULL);
  file = g_file_new_for_path (path);
  bst_editor_view_save_file (BST_EDITOR_VIEW (fixture->view), file);
  wait_for (question_shown, NULL);
  question = find_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Save the Puzzle Anyway?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), SEVERAL));
  g_assert_cmpstr (adw_message_dialog_get_response_label (question, "anyway"), ==,
                   "_Save Anyway");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  respond (question, "cancel");
  settle ();
  g_assert_null (find_question ());
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Save Anyway writes the puzzle with the engine's answer. */
  bst_editor_view_save_file (BST_EDITOR_VIEW (fixture->view), file);
  wait_for (question_shown, NULL);
  respond (find_question (), "anyway");
  wait_for (file_exists, path);
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (BstPuzzle) saved = bst_puzzle_load (file, NULL, &error);
    g_autoptr (BstPuzzleSolution) solution = NULL;

    g_assert_no_error (error);
    g_assert_cmpstr (bst_puzzle_get_title (saved), ==, "City or road, first edition");
    solution = bst_puzzle_solve (saved, &error);
    g_assert_no_error (error);
    g_assert_true (bst_puzzle_solution_equal (bst_puzzle_get_answer (saved), solution));
  }

  /* Sharing asks the same. */
  g_assert_true (activate (fixture->view, "editor.copy-code", NULL));
  wait_for (question_shown, NULL);
  question = find_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Share the Puzzle Anyway?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), SEVERAL));
  respond (question, "cancel");
  settle ();
}

/* A puzzle with one answer is saved without a question, and its page
 * lists no warning. */
static void
test_good_saves (EditorFixture *fixture,
                 gconstpointer  data)
{
  BstEditorPuzzlePage *page;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;

  if (skip_without_display ())
    return;
  page = puzzle_page (fixture);
  load_pack_puzzle (fixture, "12-claim-as-you-close.bastide");
  path = g_build_filename (fixture->dir, "good.bastide", NULL);
  file = g_file_new_for_path (path);
  bst_editor_view_save_file (BST_EDITOR_VIEW (fixture->view), file);
  wait_for (file_exists, path);
  g_assert_null (find_question ());
  /* The save's solve shows on the page too. */
  g_assert_nonnull (bst_editor_puzzle_page_get_solution (page));
  g_assert_cmpuint (bst_editor_puzzle_page_get_warnings (page)->len, ==, 0);
  g_assert_null (find_descendant (GTK_WIDGET (page), has_text, "A puzzle should have one answer"));
}

static void
test_save_name (EditorFixture *fixture,
                gconstpointer  data)
{
  BstEditorDocument *document;
  BstEditorDraft *draft;
  g_autofree char *name = NULL;
  g_autofree char *untitled = NULL;
  g_autofree char *position = NULL;

  if (skip_without_display ())
    return;
  document = bst_editor_view_get_document (BST_EDITOR_VIEW (fixture->view));
  load_pack_puzzle (fixture, "01-road-basics.bastide");
  name = bst_editor_view_dup_save_name (BST_EDITOR_VIEW (fixture->view));
  g_assert_cmpstr (name, ==, "close-the-road.bastide");

  draft = bst_editor_document_dup_draft (document);
  draft->title[0] = '\0';
  bst_editor_document_set_draft (document, draft, NULL);
  untitled = bst_editor_view_dup_save_name (BST_EDITOR_VIEW (fixture->view));
  g_assert_cmpstr (untitled, ==, "puzzle.bastide");

  /* A position that is not a puzzle: its old title does not count. */
  g_strlcpy (draft->title, "Close the road", sizeof draft->title);
  draft->is_puzzle = FALSE;
  bst_editor_document_set_draft (document, draft, NULL);
  position = bst_editor_view_dup_save_name (BST_EDITOR_VIEW (fixture->view));
  g_assert_cmpstr (position, ==, "position.bastide");
  g_free (draft);
}

static gboolean
checked (gpointer data)
{
  const char *text = bst_editor_puzzle_page_get_answer_text (data);

  return g_str_has_prefix (text, "This is") || g_str_has_prefix (text, "Not the best");
}

/* Try Answer: the board takes the tile in hand and a meeple, the solver
 * judges, and the position being edited stays as it was. */
static void
test_try_answer (EditorFixture *fixture,
                 gconstpointer  data)
{
  BstEditorPuzzlePage *page;
  BstEditorDocument *document;
  g_autofree BstEditorDraft *before = NULL;
  GtkWidget *try_button;
  BstMove trial, best;
  g_autoptr (GError) error = NULL;
  gboolean found = FALSE;

  if (skip_without_display ())
    return;
  page = puzzle_page (fixture);
  document = bst_editor_view_get_document (BST_EDITOR_VIEW (fixture->view));
  load_pack_puzzle (fixture, "12-claim-as-you-close.bastide");
  before = bst_editor_document_dup_draft (document);
  g_assert_true (bst_move_parse ("E 0 -1 2 city:S", &best, &error));
  g_assert_no_error (error);

  try_button = find_button (GTK_WIDGET (page), "T_ry Answer");
  g_assert_nonnull (try_button);
  g_assert_true (shown_within (try_button, GTK_WIDGET (page)));
  gtk_widget_activate (try_button);
  settle ();
  g_assert_true (bst_editor_puzzle_page_get_trying (page));

  /* The tile goes north of the start tile, without a meeple: 0 points. */
  g_assert_true (activate (fixture->view, "editor.cursor", g_variant_new ("(ii)", 0, -1)));
  g_assert_true (activate (fixture->view, "editor.place", NULL));
  g_assert_true (bst_editor_puzzle_page_get_trial (page, &trial));
  g_assert_cmpint (trial.x, ==, 0);
  g_assert_cmpint (trial.y, ==, -1);
  g_assert_cmpint (trial.segment, ==, BST_NO_SEGMENT);
  bst_editor_puzzle_page_check_answer (page);
  wait_for (checked, page);
  g_assert_cmpstr (bst_editor_puzzle_page_get_answer_text (page), ==,
                   "Not the best: it scores 0 points; the best scores 4 points.");

  /* Enter again steps through the meeples, to the knight in the city. */
  for (guint i = 0; i < BST_MAX_SEGMENTS && !found; i++)
    {
      g_assert_true (activate (fixture->view, "editor.place", NULL));
      g_assert_true (bst_editor_puzzle_page_get_trial (page, &trial));
      found = bst_puzzle_solver_moves_equivalent (&trial, &best);
    }
  g_assert_true (found);
  bst_editor_puzzle_page_check_answer (page);
  wait_for (checked, page);
  g_assert_cmpstr (bst_editor_puzzle_page_get_answer_text (page), ==,
                   "This is the best move: 4 points.");

  /* Answering edited nothing. */
  g_assert_true (memcmp (bst_editor_document_get_draft (document), before, sizeof *before) == 0);
  g_assert_false (bst_editor_document_can_undo (document)
                  && memcmp (bst_editor_document_get_draft (document), before,
                             sizeof *before) != 0);

  /* Off again: the board edits, and the answer is gone. */
  gtk_widget_activate (try_button);
  settle ();
  g_assert_false (bst_editor_puzzle_page_get_trying (page));
  g_assert_false (bst_editor_puzzle_page_get_trial (page, NULL));
  g_assert_true (activate (fixture->view, "editor.tool-tile", g_variant_new_int32 (best.tile)));
  g_assert_true (activate (fixture->view, "editor.cursor", g_variant_new ("(ii)", 0, -1)));
  g_assert_true (activate (fixture->view, "editor.place", NULL));
  g_assert_cmpuint (bst_editor_document_get_draft (document)->n_tiles, ==, before->n_tiles + 1);
}

int
main (int argc, char **argv)
{
  gui_test_init (&argc, &argv);
  use_shipped_puzzles ();

  g_test_add ("/gui/editor-puzzle/warning-and-save", EditorFixture, NULL,
              editor_fixture_set_up, test_warning_and_save, editor_fixture_tear_down);
  g_test_add ("/gui/editor-puzzle/good-saves", EditorFixture, NULL,
              editor_fixture_set_up, test_good_saves, editor_fixture_tear_down);
  g_test_add ("/gui/editor-puzzle/save-name", EditorFixture, NULL,
              editor_fixture_set_up, test_save_name, editor_fixture_tear_down);
  g_test_add ("/gui/editor-puzzle/try-answer", EditorFixture, NULL,
              editor_fixture_set_up, test_try_answer, editor_fixture_tear_down);

  return g_test_run ();
}

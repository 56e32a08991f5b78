/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "bst-board-view-private.h"
#include "bst-gui-test-utils.h"
#include "bst-meeple-icon.h"
#include "bst-puzzle-browser.h"
#include "bst-puzzle-text.h"

/* A puzzle of the pack answered the way a person answers it, on the
 * Puzzles page: a wrong answer says how far off it is and lets them try
 * again, the answer waits for Show Answer, and a puzzle whose answer was
 * shown is seen, not solved. */

static BstPuzzleBrowser *
show_puzzles (Fixture *fixture)
{
  return BST_PUZZLE_BROWSER (show_puzzles_page (fixture));
}

/* Opens the pack's puzzle @name on the Puzzles page; its index in @index. */
static BstPuzzleView *
open_pack_puzzle (Fixture           *fixture,
                  const char        *name,
                  BstPuzzleBrowser **browser,
                  guint             *index)
{
  g_autoptr (BstPuzzle) wanted = bst_test_load_pack_puzzle (name);

  *browser = show_puzzles (fixture);
  for (guint i = 0; i < bst_puzzle_browser_get_n_puzzles (*browser); i++)
    if (g_strcmp0 (bst_puzzle_get_title (bst_puzzle_browser_get_puzzle (*browser, i)),
                   bst_puzzle_get_title (wanted)) == 0)
      {
        bst_puzzle_browser_open (*browser, i);
        iterate ();
        *index = i;
        return bst_puzzle_browser_get_puzzle_view (*browser);
      }
  g_assert_not_reached ();
}

/* The first feature the final scoring of @puzzle scores, in words. */
static char *
first_scoring_line (BstPuzzle *puzzle)
{
  const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
  g_autoptr (BstPuzzleVerdict) right = bst_puzzle_check_scores (puzzle, answer->scores,
                                                                answer->n_players, NULL);

  g_assert_true (right->events && right->events->len > 0);
  return bst_puzzle_text_event (&g_array_index (right->events, BstScoreEvent, 0),
                                bst_puzzle_get_position (puzzle));
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static gboolean
label_starts_with (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
         && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

static void
click (GtkWidget  *root,
       const char *action)
{
  GtkWidget *button = find_actionable (root, action);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
}

static GtkWidget *
nth_entry (GtkWidget *view,
          guint      n)
{
  GtkWidget *entry = find_widget (view, GTK_TYPE_ENTRY);

  for (guint i = 0; entry && i < n; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (entry, GTK_TYPE_LIST_BOX_ROW);

      entry = find_widget (gtk_widget_get_next_sibling (row), GTK_TYPE_ENTRY);
    }
  g_assert_nonnull (entry);
  return entry;
}

static void
type_score (GtkWidget *view,
            guint      player,
            int        score)
{
  g_autofree char *text = g_strdup_printf ("%d", score);

  gtk_editable_set_text (GTK_EDITABLE (nth_entry (view, player)), text);
}

static void
test_score_it (Fixture       *fixture,
               gconstpointer  data)
{
  BstPuzzleBrowser *browser;
  guint index;
  BstPuzzleView *view = open_pack_puzzle (fixture, "03-crossroads.bastide", &browser, &index);
  GtkWidget *widget = GTK_WIDGET (view);
  BstPuzzle *puzzle = bst_puzzle_view_get_puzzle (view);
  const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
  g_autofree char *first_event = first_scoring_line (puzzle);
  GtkWidget *icon, *next;

  g_assert_cmpuint (answer->n_players, >=, 2);

  /* Each box is the player's, with their meeple, and starts empty. */
  icon = find_widget (gtk_widget_get_ancestor (nth_entry (widget, 0), GTK_TYPE_LIST_BOX_ROW),
                      BST_TYPE_MEEPLE_ICON);
  g_assert_nonnull (icon);
  g_assert_cmpint (bst_meeple_icon_get_colour (BST_MEEPLE_ICON (icon)), ==,
                   bst_position_get_player (bst_puzzle_get_position (puzzle), 0)->colour);
  for (guint p = 0; p < answer->n_players; p++)
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (nth_entry (widget, p))), ==, "");
  click (widget, "puzzle.check");
  g_assert_cmpstr (bst_puzzle_view_get_result (view), ==, "");
  g_assert_true (shows_label (widget, "Enter a score for every player first."));

  /* Wrong by 3: how far, not what is right. */
  for (guint p = 0; p < answer->n_players; p++)
    type_score (widget, p, answer->scores[p] + (p == 1 ? 3 : 0));
  click (widget, "puzzle.check");
  g_assert_cmpstr (bst_puzzle_view_get_result (view), ==, "Not quite.");
  g_assert_true (shows_label (widget, "Your totals are 3 points off in all. Try again, or show "
                                      "the answer."));
  g_assert_false (shows_label (widget, first_event));
  g_assert_false (bst_puzzle_browser_is_solved (browser, index));
  g_assert_false (gtk_widget_get_visible (find_actionable (widget, "puzzles.next")));

  /* Tried again, right: solved, the scoring explained, on to the next. */
  type_score (widget, 1, answer->scores[1]);
  click (widget, "puzzle.check");
  g_assert_cmpstr (bst_puzzle_view_get_result (view), ==, "Right!");
  g_assert_true (shows_label (widget, first_event));
  g_assert_true (bst_puzzle_browser_is_solved (browser, index));
  next = find_actionable (widget, "puzzles.next");
  g_assert_true (gtk_widget_get_visible (next));
  click (widget, "puzzles.next");
  g_assert_cmpstr (bst_puzzle_get_title (bst_puzzle_view_get_puzzle (view)), ==,
                   bst_puzzle_get_title (bst_puzzle_browser_get_puzzle (browser, index + 1)));
  g_assert_false (gtk_widget_get_visible (next));
}

/* Shown, the answer is on the page; typed after that, it is right but the
 * puzzle stays unsolved. */
static void
test_reveal_score_it (Fixture       *fixture,
                      gconstpointer  data)
{
  BstPuzzleBrowser *browser;
  guint index, revealed = 0;
  GtkWidget *widget = GTK_WIDGET (open_pack_puzzle (fixture, "07-tile-counted-once.bastide",
                                                    &browser, &index));
  BstPuzzleView *view = BST_PUZZLE_VIEW (widget);
  BstPuzzle *puzzle = bst_puzzle_view_get_puzzle (view);
  const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
  g_autofree char *text = NULL;
  g_autofree char *line = first_scoring_line (puzzle);

  g_assert_cmpint (bst_puzzle_get_kind (puzzle), ==, BST_PUZZLE_SCORE_IT);
  g_signal_connect_swapped (view, "revealed", G_CALLBACK (count_cb), &revealed);
  text = bst_puzzle_text_answer (puzzle, answer);
  if (strchr (text, '\n'))
    *strchr (text, '\n') = '\0';
  g_assert_false (shows_label (widget, text));
  click (widget, "puzzle.show-answer");
  g_assert_cmpstr (bst_puzzle_view_get_result (view), ==, "The answer");
  g_assert_true (shows_label (widget, text));
  g_assert_cmpuint (revealed, ==, 1);
  /* The features scored, one by one, lit on the board when chosen. */
  g_assert_true (shows_label (widget, line));

  for (guint p = 0; p < answer->n_players; p++)
    type_score (widget, p, answer->scores[p]);
  click (widget, "puzzle.check");
  g_assert_cmpstr (bst_puzzle_view_get_result (view), ==,
                   "Right, but the answer was shown: seen, not solved.");
  g_assert_false (bst_puzzle_browser_is_solved (browser, index));
}

/* A score-it puzzle of the pack whose final scoring has three features or
 * more, opened; the right verdict in @right. */
static BstPuzzleView *
open_long_scoring (Fixture           *fixture,
                   BstPuzzleVerdict **right)
{
  BstPuzzleBrowser *browser = show_puzzles (fixture);

  for (guint i = 0; i < bst_puzzle_browser_get_n_puzzles (browser); i++)
    {
      BstPuzzle *puzzle = bst_puzzle_browser_get_puzzle (browser, i);
      const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
      g_autoptr (BstPuzzleVerdict) verdict = NULL;

      if (bst_puzzle_get_kind (puzzle) != BST_PUZZLE_SCORE_IT || answer == NULL)
        continue;
      verdict = bst_puzzle_check_scores (puzzle, answer->scores, answer->n_players, NULL);
      if (verdict->events == NULL || verdict->events->len < 3)
        continue;
      bst_puzzle_browser_open (browser, i);
      iterate ();
      *right = g_steal_pointer (&verdict);
      return bst_puzzle_browser_get_puzzle_view (browser);
    }
  g_assert_not_reached ();
}

/* The breakdown's list: the list holding the line of @event. */
static GtkListBox *
breakdown_list (BstPuzzleView       *view,
                const BstScoreEvent *event)
{
  BstPosition *position = bst_puzzle_get_position (bst_puzzle_view_get_puzzle (view));
  g_autofree char *line = bst_puzzle_text_event (event, position);
  GtkWidget *label = find_descendant (GTK_WIDGET (view), label_starts_with, line);

  g_assert_nonnull (label);
  return GTK_LIST_BOX (gtk_widget_get_ancestor (label, GTK_TYPE_LIST_BOX));
}

/* Show Answer, and the breakdown it lists. */
static GtkListBox *
show_breakdown (BstPuzzleView          *view,
                const BstPuzzleVerdict *right)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "puzzle.show-answer", NULL));
  return breakdown_list (view, &g_array_index (right->events, BstScoreEvent, 0));
}

/* What a click on the line does: chooses it, and activates it. */
static void
click_line (GtkListBox *list,
            guint       index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  gtk_list_box_select_row (list, row);
  g_signal_emit_by_name (list, "row-activated", row);
}

static int
selected_index (GtkListBox *list)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);

  return row ? gtk_list_box_row_get_index (row) : -1;
}

typedef struct {
  BstBoardView           *board;
  const BstPuzzleVerdict *right;
  guint                   n_steps;
} Steps;

/* Each step lights the next feature, and that one alone. */
static void
step_cb (GtkListBox    *list,
         GtkListBoxRow *row,
         Steps         *steps)
{
  const GArray *events = steps->right->events;

  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, (int) ++steps->n_steps);
  for (guint i = 0; i < events->len; i++)
    g_assert_cmpint (board_view_lights (steps->board, &g_array_index (events, BstScoreEvent, i)), ==,
                     i == steps->n_steps);
}

/* The breakdown just shown lights its first feature, then, the main loop
 * running, each of the others in turn. */
static void
assert_lit_in_turn (BstPuzzleView          *view,
                    const BstPuzzleVerdict *right)
{
  BstBoardView *board = bst_puzzle_view_get_board (view);
  const GArray *events = right->events;
  GtkListBox *list = breakdown_list (view, &g_array_index (events, BstScoreEvent, 0));
  Steps steps = { board, right, 0 };

  g_assert_cmpint (selected_index (list), ==, 0);
  g_assert_true (board_view_lights (board, &g_array_index (events, BstScoreEvent, 0)));
  g_assert_false (board_view_lights (board, &g_array_index (events, BstScoreEvent, 1)));
  g_signal_connect (list, "row-selected", G_CALLBACK (step_cb), &steps);
  iterate ();
  g_signal_handlers_disconnect_by_func (list, step_cb, &steps);
  g_assert_cmpuint (steps.n_steps, ==, events->len - 1);
  g_assert_cmpint (selected_index (list), ==, (int) events->len - 1);
}

/* Shown, the final scoring is lit feature by feature, each with its line
 * chosen in the breakdown; at animation speed 0 the steps follow at once. */
static void
test_scoring_in_turn (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr (BstPuzzleVerdict) right = NULL;
  BstPuzzleView *view = open_long_scoring (fixture, &right);

  bst_board_view_set_animation_speed (bst_puzzle_view_get_board (view), 0);
  show_breakdown (view, right);
  assert_lit_in_turn (view, right);

  /* The same after a right Check. */
  for (guint p = 0; p < right->n_players; p++)
    bst_puzzle_view_set_score (view, p, right->expected[p]);
  g_assert_true (bst_puzzle_view_check (view, NULL));
  assert_lit_in_turn (view, right);
}

/* A line chosen stops the sequence on its feature; so does a click on the
 * line lit. */
static void
test_scoring_in_turn_stopped (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr (BstPuzzleVerdict) right = NULL;
  BstPuzzleView *view = open_long_scoring (fixture, &right);
  BstBoardView *board = bst_puzzle_view_get_board (view);
  const GArray *events = right->events;
  GtkListBox *list;

  /* A step every 0.12 s. */
  bst_board_view_set_animation_speed (board, 10);
  list = show_breakdown (view, right);
  g_assert_cmpint (selected_index (list), ==, 0);
  while (selected_index (list) < 1)
    g_main_context_iteration (NULL, TRUE);
  click_line (list, events->len - 1);
  wait_ms (400);
  g_assert_cmpint (selected_index (list), ==, (int) events->len - 1);
  g_assert_true (board_view_lights (board, &g_array_index (events, BstScoreEvent, events->len - 1)));
  g_assert_false (board_view_lights (board, &g_array_index (events, BstScoreEvent, 1)));

  list = show_breakdown (view, right);
  g_assert_cmpint (selected_index (list), ==, 0);
  click_line (list, 0);
  wait_ms (400);
  g_assert_cmpint (selected_index (list), ==, 0);
  g_assert_true (board_view_lights (board, &g_array_index (events, BstScoreEvent, 0)));
}

/* Who asks for reduced motion sees every feature scored lit at once. */
static void
test_scoring_reduced_motion (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr (BstPuzzleVerdict) right = NULL;
  BstPuzzleView *view = open_long_scoring (fixture, &right);
  BstBoardView *board = bst_puzzle_view_get_board (view);
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (view));
  GtkListBox *list;

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  list = show_breakdown (view, right);
  iterate ();
  g_assert_cmpint (selected_index (list), ==, -1);
  for (guint i = 0; i < right->events->len; i++)
    g_assert_true (board_view_lights (board, &g_array_index (right->events, BstScoreEvent, i)));
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
}

/* Each line of the breakdown starts with the meeples of who scores it. */
static void
test_scoring_names_colours (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr (BstPuzzleVerdict) right = NULL;
  BstPuzzleView *view = open_long_scoring (fixture, &right);
  BstPosition *position = bst_puzzle_get_position (bst_puzzle_view_get_puzzle (view));
  GtkListBox *list;
  guint n_icons = 0;

  list = show_breakdown (view, right);
  for (guint i = 0; i < right->events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (right->events, BstScoreEvent, i);
      GtkWidget *line = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, (int) i));
      GtkWidget *child = gtk_widget_get_first_child (line);

      for (guint p = 0; p < bst_position_get_n_players (position); p++)
        {
          if (!(event->winners & (1u << p)))
            continue;
          g_assert_true (BST_IS_MEEPLE_ICON (child));
          g_assert_cmpint (bst_meeple_icon_get_colour (BST_MEEPLE_ICON (child)), ==,
                           bst_position_get_player (position, p)->colour);
          child = gtk_widget_get_next_sibling (child);
          n_icons++;
        }
      g_assert_true (GTK_IS_LABEL (child));
    }
  g_assert_cmpuint (n_icons, >, 0);
}

/* A best move: a worse one says by how much; the answer, in words, is
 * played on the board. */
static void
test_best_move (Fixture       *fixture,
                gconstpointer  data)
{
  BstPuzzleBrowser *browser = show_puzzles (fixture);
  BstPuzzleView *view = bst_puzzle_browser_get_puzzle_view (browser);
  GtkWidget *widget = GTK_WIDGET (view);
  BstBoardView *board;
  BstPuzzle *puzzle = NULL;
  const BstPuzzleSolution *answer;
  const BstMove *best, *played;
  g_autofree char *words = NULL;
  guint index = G_MAXUINT;
  gboolean wrong = FALSE, right_seen = FALSE;

  for (guint i = 0; i < bst_puzzle_browser_get_n_puzzles (browser) && index == G_MAXUINT; i++)
    if (bst_puzzle_get_kind (bst_puzzle_browser_get_puzzle (browser, i)) == BST_PUZZLE_BEST_MOVE)
      index = i;
  g_assert_cmpuint (index, !=, G_MAXUINT);
  bst_puzzle_browser_open (browser, index);
  iterate ();
  puzzle = bst_puzzle_view_get_puzzle (view);
  answer = bst_puzzle_get_answer (puzzle);
  board = bst_puzzle_view_get_board (view);

  for (guint turn = 0; turn < 8 && !wrong; turn++)
    {
      click (widget, "puzzle.reset");
      place_tile (board, bst_board_view_get_game (board), turn);
      click (widget, "puzzle.check");
      wrong = g_strcmp0 (bst_puzzle_view_get_result (view), "Not quite.") == 0;
      right_seen |= g_strcmp0 (bst_puzzle_view_get_result (view), "Right!") == 0;
    }
  g_assert_true (wrong);
  g_assert_nonnull (find_descendant (widget, label_starts_with, "A better move is "
                                                                              "worth "));
  g_assert_cmpint (bst_puzzle_browser_is_solved (browser, index), ==, right_seen);

  click (widget, "puzzle.show-answer");
  words = bst_puzzle_text_answer (puzzle, answer);
  g_assert_true (shows_label (widget, words));
  g_assert_null (strstr (words, "×"));
  g_assert_null (strchr (words, '('));
  g_assert_nonnull (strstr (words, "start"));
  /* The best move stands on the board. */
  g_assert_cmpuint (bst_game_get_n_moves (bst_board_view_get_game (board)), ==, 1);
  best = &g_array_index (answer->moves, BstMove, 0);
  played = bst_game_get_move (bst_board_view_get_game (board), 0);
  g_assert_cmpint (played->x, ==, best->x);
  g_assert_cmpint (played->y, ==, best->y);
  g_assert_cmpuint (played->rotation, ==, best->rotation);
  g_assert_cmpint (played->segment, ==, best->segment);
  g_assert_false (bst_board_view_get_interactive (board));
  /* Its meeple's feature lit, or what it scores. */
  {
    const BstState *state = bst_game_get_state (bst_board_view_get_game (board));
    BstScoreEvent meeple = { .tile = state->last_tile, .segment = (guint8) best->segment };
    gboolean square_lit = FALSE;

    if (best->segment != BST_NO_SEGMENT)
      g_assert_true (board_view_lights (board, &meeple));
    for (guint i = 0; i < board->highlight->len; i++)
      square_lit |= g_array_index (board->highlight, Highlight, i).x == best->x
                    && g_array_index (board->highlight, Highlight, i).y == best->y;
    g_assert_true (square_lit);
  }
  /* Start Over takes it back. */
  click (widget, "puzzle.reset");
  g_assert_cmpuint (bst_game_get_n_moves (bst_board_view_get_game (board)), ==, 0);
  g_assert_true (bst_board_view_get_interactive (board));
}

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);
  use_shipped_puzzles ();

  add_window_test ("/gui/puzzle-feedback/score-it", test_score_it);
  add_window_test ("/gui/puzzle-feedback/reveal-score-it", test_reveal_score_it);
  add_window_test ("/gui/puzzle-feedback/best-move", test_best_move);
  add_window_test ("/gui/puzzle-feedback/scoring-in-turn", test_scoring_in_turn);
  add_window_test ("/gui/puzzle-feedback/scoring-in-turn-stopped", test_scoring_in_turn_stopped);
  add_window_test ("/gui/puzzle-feedback/scoring-reduced-motion", test_scoring_reduced_motion);
  add_window_test ("/gui/puzzle-feedback/scoring-names-colours", test_scoring_names_colours);

  return g_test_run ();
}

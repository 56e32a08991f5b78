/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-gui-test-utils.h"
#include "bst-rules-window.h"
#include "bst-tile.h"

/* A turn as a person plays it in the game window: the toasts that tell
 * them things, and every step of a turn from the keyboard. */

static const char *const offer_text =
  "New to the game?";

/* A label shown on screen whose text begins with @prefix. */
static gboolean
is_shown_label_from (GtkWidget     *widget,
                     gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

static GtkWidget *
shown_label (Fixture    *fixture,
             const char *prefix)
{
  return find_descendant (GTK_WIDGET (fixture->window), is_shown_label_from, prefix);
}

static gboolean
hint_shown (Fixture *fixture)
{
  return shown_label (fixture, "Suggestion:") != NULL;
}

static gboolean
offer_gone (Fixture *fixture)
{
  return shown_label (fixture, offer_text) == NULL;
}

/* Anna and Ben at one screen, with @hand tiles each in hand. */
static BstBoardView *
start_game (Fixture    *fixture,
            const char *seed,
            guint       hand)
{
  g_autoptr (BstSetup) setup = two_players (BST_SEAT_HUMAN, BST_SEAT_HUMAN, seed);

  g_object_set (bst_setup_get_rules (setup), "hand", hand, NULL);
  bst_window_start_game (fixture->window, setup);
  iterate ();
  return bst_window_get_board_view (fixture->window);
}

/* The tutorial is offered to a new player, and the offer makes way for what
 * the game has to say: the hint's text shows at once, in words. */
static void
test_offer_makes_way (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *text;

  if (!have_display)
    return;
  fixture_close_window (fixture);
  {
    g_autoptr (GSettings) settings = g_settings_new ("io.github.bastide.Bastide");

    g_settings_reset (settings, "offer-tutorial");
    g_settings_reset (settings, "tutorial-finished");
  }
  fixture_open_window (fixture);
  start_game (fixture, "turn", 1);
  g_assert_nonnull (shown_label (fixture, offer_text));

  /* Another toast shows at once, well before the offer would go by itself. */
  bst_window_show_toast (fixture->window, "Extra turn for filling a hole");
  {
    gboolean late = FALSE;
    guint source = g_timeout_add_seconds (3, timeout_cb, &late);

    while (shown_label (fixture, "Extra turn") == NULL && !late)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (late);
    g_source_remove (source);
  }
  wait_until (offer_gone, fixture);

  /* The hint says where in words, without coordinates. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "game.hint", NULL));
  wait_until (hint_shown, fixture);
  text = gtk_label_get_label (GTK_LABEL (shown_label (fixture, "Suggestion:")));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "start tile"));
  for (const char *c = text; *c != '\0'; c++)
    g_assert_false (g_ascii_isdigit (*c));
  /* The board shows it too: the tile down on its square, turned its way,
   * and its meeple's target singled out. */
  {
    BstBoardView *board = bst_window_get_board_view (fixture->window);

    g_assert_true (bst_board_view_get_pending_move (board, NULL));
    g_assert_true ((bst_board_view_get_hint_target (board) != BST_NO_SEGMENT)
                   == (strstr (text, "without a meeple") == NULL));
  }
}

/* Keys ---------------------------------------------------------------------------- */

static BstMove
pending (Fixture *fixture)
{
  BstMove move;

  g_assert_true (bst_board_view_get_pending_move (bst_window_get_board_view (fixture->window),
                                                  &move));
  return move;
}

static guint
n_moves (Fixture *fixture)
{
  return bst_game_get_n_moves (bst_window_get_game (fixture->window));
}

/* The arrow keys from the board's cursor to (x, y). The first arrow only
 * shows the cursor where the keyboard takes over. */
static void
walk_to (Fixture *fixture,
         int      x,
         int      y)
{
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  g_autoptr (GString) keys = g_string_new ("");
  int cursor_x, cursor_y;

  press_keys (GTK_WIDGET (fixture->window), "Up");
  bst_board_view_get_cursor (board, &cursor_x, &cursor_y);
  for (; cursor_x < x; cursor_x++)
    g_string_append (keys, " Right");
  for (; cursor_x > x; cursor_x--)
    g_string_append (keys, " Left");
  for (; cursor_y < y; cursor_y++)
    g_string_append (keys, " Down");
  for (; cursor_y > y; cursor_y--)
    g_string_append (keys, " Up");
  if (keys->len > 0)
    press_keys (GTK_WIDGET (fixture->window), keys->str + 1);
  bst_board_view_get_cursor (board, &cursor_x, &cursor_y);
  g_assert_cmpint (cursor_x, ==, x);
  g_assert_cmpint (cursor_y, ==, y);
}

/* The legal placements of @tile at (x, y): a bit for each rotation. */
static guint
rotations_at (BstGame *game,
              guint    tile,
              int      x,
              int      y)
{
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, tile);
  guint rotations = 0;

  for (guint i = 0; i < placements->len; i++)
    {
      const BstPlacement *p = &g_array_index (placements, BstPlacement, i);

      if (p->x == x && p->y == y)
        rotations |= 1u << p->rotation;
    }
  return rotations;
}

/* One whole turn by keys: the arrows to a square, Enter to put the tile
 * down, R and Shift+R to turn it both ways, a number or Escape for the
 * meeple, Enter to end the turn. */
static guint
play_turn_by_keys (Fixture *fixture,
                   guint    turn,
                   gboolean with_meeple)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  BstBoardView *board = bst_window_get_board_view (fixture->window);
  BstGame *game = bst_window_get_game (fixture->window);
  const BstState *state = bst_game_get_state (game);
  guint tile = state->hand[bst_board_view_get_hand_index (board)];
  g_autoptr (GArray) placements = bst_game_get_legal_placements (game, tile);
  const BstPlacement *where = NULL;
  guint before = n_moves (fixture);
  guint rotations;
  BstMove move;
  const BstMove *played;

  /* The square where the tile fits the most ways, for R and Shift+R to
   * tell apart. */
  for (guint i = 0; i < placements->len; i++)
    {
      const BstPlacement *p = &g_array_index (placements, BstPlacement, (i + turn) % placements->len);

      if (where == NULL || __builtin_popcount (rotations_at (game, tile, p->x, p->y))
                           > __builtin_popcount (rotations_at (game, tile, where->x, where->y)))
        where = p;
    }
  rotations = rotations_at (game, tile, where->x, where->y);

  walk_to (fixture, where->x, where->y);
  press_keys (window, "Return");
  move = pending (fixture);
  g_assert_cmpint (move.x, ==, where->x);
  g_assert_cmpint (move.y, ==, where->y);
  g_assert_cmpuint (move.tile, ==, tile);
  g_assert_cmpuint (n_moves (fixture), ==, before);

  if (__builtin_popcount (rotations) > 1)
    {
      guint first = move.rotation;
      guint previous = first;

      /* Clockwise, then back: Shift+R undoes R. */
      press_keys (window, "r");
      g_assert_cmpuint (pending (fixture).rotation, !=, first);
      g_assert_true (rotations & (1u << pending (fixture).rotation));
      press_keys (window, "shift+r");
      g_assert_cmpuint (pending (fixture).rotation, ==, first);
      /* Counter-clockwise from the first: the legal rotation before it. */
      do
        previous = (previous + 3) & 3;
      while (!(rotations & (1u << previous)));
      press_keys (window, "shift+r");
      g_assert_cmpuint (pending (fixture).rotation, ==, previous);
    }

  if (with_meeple)
    {
      gint8 segments[BST_MAX_SEGMENTS];
      BstMove placement = pending (fixture);
      guint n_options = bst_game_get_meeple_options (game, &placement, segments);

      press_keys (window, "1");
      move = pending (fixture);
      if (n_options > 0)
        g_assert_cmpint (move.segment, ==, segments[0]);
    }
  else
    {
      press_keys (window, "Escape");
      move = pending (fixture);
      g_assert_cmpint (move.segment, ==, BST_NO_SEGMENT);
    }
  g_assert_cmpuint (n_moves (fixture), ==, before);

  press_keys (window, "Return");
  g_assert_cmpuint (n_moves (fixture), ==, before + 1);
  played = bst_game_get_move (game, before);
  g_assert_cmpint (played->kind, ==, BST_MOVE_PLACE);
  g_assert_cmpuint (played->tile, ==, move.tile);
  g_assert_cmpint (played->x, ==, move.x);
  g_assert_cmpint (played->y, ==, move.y);
  g_assert_cmpuint (played->rotation, ==, move.rotation);
  g_assert_cmpint (played->segment, ==, move.segment);
  return rotations;
}

/* Three whole turns with the keyboard alone, from the focus the window
 * opens with. */
static void
test_three_turns_by_keys (Fixture       *fixture,
                          gconstpointer  data)
{
  BstBoardView *board;
  int most_ways = 0;

  if (skip_without_keys ())
    return;
  board = start_game (fixture, "keys-onlye", 1);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) == GTK_WIDGET (board));

  for (guint turn = 0; turn < 3; turn++)
    {
      int ways = __builtin_popcount (play_turn_by_keys (fixture, turn, turn != 1));

      most_ways = MAX (most_ways, ways);
    }
  /* With three ways or more, Shift+R is not R again. */
  g_assert_cmpint (most_ways, >=, 3);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
}

/* With a hand of several tiles, the number keys choose the tile to place
 * before it is down; on the tile down they choose the meeple's place. */
static void
test_hand_by_keys (Fixture       *fixture,
                   gconstpointer  data)
{
  BstBoardView *board;
  const BstState *state;

  if (skip_without_keys ())
    return;
  board = start_game (fixture, "hand-keys", 3);
  state = bst_game_get_state (bst_window_get_game (fixture->window));
  g_assert_cmpuint (state->n_hand, ==, 3);
  g_assert_cmpuint (bst_board_view_get_hand_index (board), ==, 0);

  press_keys (GTK_WIDGET (fixture->window), "3");
  g_assert_cmpuint (bst_board_view_get_hand_index (board), ==, 2);
  press_keys (GTK_WIDGET (fixture->window), "2");
  g_assert_cmpuint (bst_board_view_get_hand_index (board), ==, 1);
  /* No fourth tile: the key changes nothing. */
  press_keys (GTK_WIDGET (fixture->window), "4");
  g_assert_cmpuint (bst_board_view_get_hand_index (board), ==, 1);
  g_assert_cmpuint (n_moves (fixture), ==, 0);

  {
    guint tile = state->hand[1];

    play_turn_by_keys (fixture, 0, FALSE);
    g_assert_cmpuint (bst_game_get_move (bst_window_get_game (fixture->window), 0)->tile, ==,
                      tile);
  }
}

/* F1 opens the rules, on every page. */
static gboolean
is_rules (GtkWindow     *window,
          gconstpointer  data)
{
  return BST_IS_RULES_WINDOW (window);
}

static gboolean
rules_shown (gpointer data)
{
  return find_shown_window (is_rules, NULL) != NULL;
}

static void
test_f1_rules (Fixture       *fixture,
               gconstpointer  data)
{
  if (skip_without_keys ())
    return;
  g_assert_false (rules_shown (NULL));
  press_keys (GTK_WIDGET (fixture->window), "F1");
  wait_for (rules_shown, NULL);
}

/* Focus ----------------------------------------------------------------------------- */

static gboolean
is_over (GtkWindow     *window,
         gconstpointer  data)
{
  return gtk_window_get_transient_for (window) == data;
}

/* The window shown over the game window. */
static GtkWindow *
dialog_over (Fixture *fixture)
{
  return find_shown_window (is_over, fixture->window);
}

/* Each dialog, opened from the menu button, gives the focus back to the
 * board when it closes: +, -, the arrows and R work again at once. */
static void
test_focus_after_dialogs (Fixture       *fixture,
                          gconstpointer  data)
{
  static const char *const actions[] = {
    "app.preferences", "app.new-game", "win.open", "win.open-share-code", "app.shortcuts",
  };
  GtkWidget *board;
  GtkWidget *menu_button;

  if (!have_display)
    return;
  board = GTK_WIDGET (bst_window_get_board_view (fixture->window));
  menu_button = find_widget (GTK_WIDGET (fixture->window), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (menu_button);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      const char *name = strchr (actions[i], '.') + 1;
      GtkWindow *dialog;

      g_test_message ("%s", actions[i]);
      gtk_widget_grab_focus (menu_button);
      g_assert_false (gtk_widget_has_focus (board));
      if (g_str_has_prefix (actions[i], "app."))
        g_action_group_activate_action (G_ACTION_GROUP (fixture->app), name, NULL);
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), actions[i],
                                                   NULL));
      iterate ();
      dialog = dialog_over (fixture);
      g_assert_nonnull (dialog);
      if (GTK_IS_DIALOG (dialog))
        gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      else
        gtk_window_close (dialog);
      iterate ();
      g_assert_null (dialog_over (fixture));
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) == board);
    }
}

static const struct {
  const char *path;
  void      (*test) (Fixture *fixture, gconstpointer data);
} tests[] = {
  { "/gui/window-turn/offer-makes-way", test_offer_makes_way },
  { "/gui/window-turn/three-turns-by-keys", test_three_turns_by_keys },
  { "/gui/window-turn/hand-by-keys", test_hand_by_keys },
  { "/gui/window-turn/f1-rules", test_f1_rules },
  { "/gui/window-turn/focus-after-dialogs", test_focus_after_dialogs },
};

int
main (int   argc,
      char *argv[])
{
  gui_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    g_test_add (tests[i].path, Fixture, NULL, fixture_set_up, tests[i].test, fixture_tear_down);
  return g_test_run ();
}

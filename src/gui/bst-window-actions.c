/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-page-shortcuts.h"
#include "bst-place-words.h"
#include "bst-statistics-window.h"
#include "bst-tile.h"
#include "bst-window-private.h"

/* The game.* actions: what a player does with the game in this window;
 * and how the board and the side panel are shown. */

/* The game page's keys. They are taken before the focused widget, as the
 * game page has no text to type in but the bid, which takes none of them;
 * Ctrl+V, which it does take, is the window's (bst-window-share.c). Most
 * of these actions are also in the primary menu, whose items name the same
 * keys. */
static const BstPageShortcut game_shortcuts[] = {
  { "game.play-again", "<Shift><Control>n" },
  { "win.open", "<Control>o" },
  { "win.save", "<Control>s" },
  { "win.save-as", "<Shift><Control>s" },
  { "game.hint", "<Control>h" },
  { "game.confirm", "Return|KP_Enter" },
  { "game.take-back", "BackSpace" },
  { "game.undo", "<Control>z" },
  { "game.redo", "<Shift><Control>z|<Control>y" },
  { "win.show-side-panel", "F9" },
  { "win.edit-position", "<Shift><Control>e" },
  { "win.show-whole-board", "<Control>0|<Control>KP_0" },
  { "win.replay-previous", "Left|KP_Left" },
  { "win.replay-next", "Right|KP_Right" },
  { "win.replay-close", "Escape" },
};

/* Of the window's actions, those that act on the game page's game and board
 * rather than on the window: with the page hidden they are switched off. */
static const char *const game_page_actions[] = {
  "win.open", "win.save", "win.save-as", "win.replay", "win.replay-previous",
  "win.replay-next", "win.replay-continue", "win.replay-close", "win.edit-position",
  "win.show-whole-board", "win.show-side-panel", NULL
};

gboolean
_bst_window_actions_on_game_page (const char *name)
{
  return g_str_has_prefix (name, "game.") || g_strv_contains (game_page_actions, name);
}

static gboolean
human_to_move (BstWindow *self)
{
  return _bst_window_shows_page (self, "game") && self->session != NULL && self->replay == NULL
         && bst_game_session_get_human_turn (self->session);
}

static void
play (BstWindow     *self,
      const BstMove *move)
{
  g_autoptr (GError) error = NULL;

  if (!bst_game_session_play (self->session, move, &error))
    bst_window_show_toast (self, error->message);
}

void
_bst_window_actions_confirm (BstWindow *self)
{
  BstMove move;

  if (!human_to_move (self))
    return;
  if (!bst_board_view_get_pending_move (self->board_view, &move))
    return;
  bst_board_view_clear_pending (self->board_view);
  play (self, &move);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _bst_window_actions_confirm (BST_WINDOW (widget));
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  bst_board_view_clear_pending (self->board_view);
}

/* game.undo and game.redo: a step through the history drops the pending
 * move and the hint sought for the position left. */
static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  bst_board_view_clear_pending (self->board_view);
  g_cancellable_cancel (self->hint_cancellable);
  if (self->session == NULL)
    return;
  if (g_str_equal (action_name, "game.undo"))
    bst_game_session_undo (self->session);
  else
    bst_game_session_redo (self->session);
}

static void
start_again (BstWindow *self,
             gpointer   data)
{
  bst_window_start_game (self, self->setup);
}

static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  _bst_window_replace (self, BST_REPLACES_GAME, NULL,
                       _("The game in progress has not been saved and will be lost."),
                       _("_Play Again"), start_again, NULL, NULL);
}

static void
show_whole_board_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  bst_board_view_zoom_to_fit (self->board_view);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BstStatisticsWindow *statistics = bst_statistics_window_new (NULL);

  gtk_window_set_transient_for (GTK_WINDOW (statistics), GTK_WINDOW (widget));
  gtk_window_present (GTK_WINDOW (statistics));
}

/* The tile auction: bids and the drawer's answer. */
static void
auction_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  BstMove move = { .segment = BST_NO_SEGMENT };

  if (!human_to_move (self))
    return;
  if (g_str_equal (action_name, "game.bid"))
    {
      move.kind = BST_MOVE_BID;
      move.bid = (guint16) MIN (g_variant_get_uint32 (parameter), G_MAXUINT16);
    }
  else if (g_str_equal (action_name, "game.pass"))
    move.kind = BST_MOVE_PASS;
  else if (g_str_equal (action_name, "game.accept"))
    move.kind = BST_MOVE_ACCEPT;
  else
    move.kind = BST_MOVE_KEEP;
  play (self, &move);
}

/* Hints ------------------------------------------------------------------------------- */

static const char *
meeple_role (guint type,
             int   segment)
{
  switch (bst_tile_type (type)->segments[segment].kind)
    {
    case BST_FEATURE_ROAD:
      return _("with a thief on the road");
    case BST_FEATURE_CITY:
      return _("with a knight in the city");
    case BST_FEATURE_MONASTERY:
      return _("with a monk in the monastery");
    case BST_FEATURE_FIELD:
    default:
      return _("with a farmer in the field");
    }
}

/* The way the tile is turned, in words: the board has no numbers. Index:
 * quarter turns clockwise. */
static const char *const turn_words[4] = {
  /* Translators: how a suggested tile is turned, as the tile in hand shows it */
  N_("not turned"), N_("turned a quarter to the right"), N_("turned upside down"),
  N_("turned a quarter to the left"),
};

static char *
describe_hint (const BstMove *move)
{
  g_autofree char *square = NULL;

  switch (move->kind)
    {
    case BST_MOVE_BID:
      return g_strdup_printf (ngettext ("Suggestion: bid %u point", "Suggestion: bid %u points",
                                        move->bid), move->bid);
    case BST_MOVE_PASS:
      return g_strdup (_("Suggestion: pass"));
    case BST_MOVE_ACCEPT:
      return g_strdup (_("Suggestion: sell the tile"));
    case BST_MOVE_KEEP:
      return g_strdup (_("Suggestion: keep the tile"));
    case BST_MOVE_PLACE:
    default:
      square = bst_place_describe_square (move->x, move->y);
      if (move->segment == BST_NO_SEGMENT)
        /* Translators: a hint; the first %s is a place such as "the square north of the
         * start tile", the second how the tile is turned, e.g. "turned upside down" */
        return g_strdup_printf (_("Suggestion: put the tile on %s, %s, without a meeple"),
                                square, _(turn_words[move->rotation & 3]));
      /* Translators: a hint; the first %s is a place such as "the square north of the
       * start tile", the second how the tile is turned, e.g. "turned upside down", the
       * third where the meeple goes, e.g. "with a knight in the city" */
      return g_strdup_printf (_("Suggestion: put the tile on %s, %s, %s"), square,
                              _(turn_words[move->rotation & 3]),
                              meeple_role (move->tile, move->segment));
    }
}

/* Puts the suggested tile down as the pending placement, turned the
 * suggested way; the meeple is left to the player, its target singled out. */
static void
show_hint_on_board (BstWindow     *self,
                    const BstMove *move)
{
  const BstState *state = bst_game_get_state (self->game);
  BstMove pending;

  for (guint i = 0; i < state->n_hand; i++)
    if (state->hand[i] == move->tile)
      {
        bst_board_view_set_hand_index (self->board_view, i);
        break;
      }
  bst_board_view_clear_pending (self->board_view);
  bst_board_view_set_cursor (self->board_view, move->x, move->y);
  gtk_widget_activate_action (GTK_WIDGET (self->board_view), "board.place", NULL);
  for (guint turn = 0; turn < 4; turn++)
    {
      if (!bst_board_view_get_pending_move (self->board_view, &pending)
          || pending.rotation == move->rotation)
        break;
      gtk_widget_activate_action (GTK_WIDGET (self->board_view), "board.rotate", NULL);
    }
  bst_board_view_show_hint_target (self->board_view, move);
}

static void
hint_done_cb (GObject      *source_object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (BstWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  BstMove move;

  if (self->hint_cancellable == g_task_get_cancellable (G_TASK (result)))
    g_clear_object (&self->hint_cancellable);
  /* A window that is gone has no session and no actions to update. */
  if (self->session != NULL)
    _bst_window_update_actions (self);
  if (!bst_game_session_hint_finish (BST_GAME_SESSION (source_object), result, &move, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
          && self->session == BST_GAME_SESSION (source_object))
        bst_window_show_toast (self, error->message);
      return;
    }
  if (self->session != BST_GAME_SESSION (source_object) || !human_to_move (self))
    return;
  if (move.kind == BST_MOVE_PLACE)
    show_hint_on_board (self, &move);
  text = describe_hint (&move);
  bst_window_show_toast (self, text);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  if (!human_to_move (self) || self->hint_cancellable != NULL)
    return;
  self->hint_cancellable = g_cancellable_new ();
  bst_game_session_hint_async (self->session, self->hint_cancellable, hint_done_cb,
                               g_object_ref (self));
  _bst_window_update_actions (self);
}

static gboolean
can_undo (BstWindow *self)
{
  return _bst_window_shows_page (self, "game") && self->session != NULL && self->replay == NULL && bst_game_session_can_undo (self->session);
}

static gboolean
can_redo (BstWindow *self)
{
  return _bst_window_shows_page (self, "game") && self->session != NULL && self->replay == NULL && bst_game_can_redo (self->game);
}

static void
light_up_history (gpointer data)
{
  BstWindow *self = data;

  _bst_window_set_action_enabled (self, "game.undo", can_undo (self));
  _bst_window_set_action_enabled (self, "game.redo", can_redo (self));
}

/* Confirm and Take Back are only enabled with a tile down, so that Enter
 * and Backspace reach the board otherwise.
 *
 * Undo and Redo go dark at once but light up with the board's frame: the
 * frame before it shows the side panel's change, and a frame that paints
 * both the header and the panel repaints most of the window. */
void
_bst_window_actions_update (BstWindow *self)
{
  gboolean human = human_to_move (self);
  guint phase = self->game != NULL ? bst_game_get_state (self->game)->phase : BST_PHASE_OVER;
  BstMove move;
  gboolean pending = human && bst_board_view_get_pending_move (self->board_view, &move);
  gboolean undo = can_undo (self);
  gboolean redo = can_redo (self);

  _bst_window_set_action_enabled (self, "game.confirm", pending);
  _bst_window_set_action_enabled (self, "game.take-back", pending);
  if (!undo)
    _bst_window_set_action_enabled (self, "game.undo", FALSE);
  if (!redo)
    _bst_window_set_action_enabled (self, "game.redo", FALSE);
  if ((undo && !bst_window_get_action_enabled (self, "game.undo"))
      || (redo && !bst_window_get_action_enabled (self, "game.redo")))
    bst_after_frame_queue (&self->history_reveal, GTK_WIDGET (self->board_view),
                           light_up_history, self);
  _bst_window_set_action_enabled (self, "game.hint", human && self->hint_cancellable == NULL);
  _bst_window_set_action_enabled (self, "game.bid", human && phase == BST_PHASE_BID);
  _bst_window_set_action_enabled (self, "game.pass", human && phase == BST_PHASE_BID);
  _bst_window_set_action_enabled (self, "game.accept", human && phase == BST_PHASE_DECIDE);
  _bst_window_set_action_enabled (self, "game.keep", human && phase == BST_PHASE_DECIDE);
  _bst_window_set_action_enabled (self, "game.play-again", TRUE);
  for (guint i = 0; game_page_actions[i] != NULL; i++)
    if (!g_str_has_prefix (game_page_actions[i], "win.replay"))
      _bst_window_set_action_enabled (self, game_page_actions[i], TRUE);
}

static void
actions_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "game.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "game.take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "game.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "game.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "game.bid", "u", auction_action);
  gtk_widget_class_install_action (widget_class, "game.pass", NULL, auction_action);
  gtk_widget_class_install_action (widget_class, "game.accept", NULL, auction_action);
  gtk_widget_class_install_action (widget_class, "game.keep", NULL, auction_action);
  gtk_widget_class_install_action (widget_class, "win.show-whole-board", NULL,
                                   show_whole_board_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_property_action (widget_class, "win.show-side-panel",
                                            "show-side-panel");
}

static void
actions_init (BstWindow *self)
{
  bst_page_shortcuts_add (GTK_WIDGET (self->flap), GTK_PHASE_CAPTURE, game_shortcuts,
                          G_N_ELEMENTS (game_shortcuts));
}

const BstWindowPart _bst_window_actions_part = { actions_class_init, actions_init };

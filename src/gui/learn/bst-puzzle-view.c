/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bst-fold-layout.h"
#include "bst-meeple-icon.h"
#include "bst-page-shortcuts.h"
#include "bst-puzzle-text.h"
#include "bst-score-breakdown.h"
#include "bst-template.h"
#include "bst-tile-image.h"
#include "bst-puzzle-view.h"

struct _BstPuzzleView
{
  GtkWidget          parent_instance;

  BstPuzzle         *puzzle;
  char              *id;
  BstGame           *game;
  BstPuzzleVerdict  *verdict;
  /* Once the answer was shown, a right answer no longer counts as solved. */
  gboolean           revealed;
  GtkWidget         *entries[BST_MAX_PLAYERS];
  GtkWidget         *marks[BST_MAX_PLAYERS];
  BstScoreBreakdown *breakdown;       /* the scoring shown, lit feature by feature */

  BstBoardView      *board;
  GtkLabel          *title_label;
  GtkLabel          *meta_label;
  GtkLabel          *description_label;
  GtkLabel          *objective_label;
  GtkListBox        *scores_list;
  GtkBox            *hand_box;
  GtkLabel          *instructions_label;
  GtkWidget         *reset_button;
  GtkWidget         *next_button;
  GtkLabel          *result_label;
  GtkLabel          *detail_label;
  GtkListBox        *breakdown_list;
};

G_DEFINE_FINAL_TYPE (BstPuzzleView, bst_puzzle_view, GTK_TYPE_WIDGET)

/* The keys of the puzzle being solved. The focused widget has them first:
 * the board places the tile with Enter and turns it with R itself, a score
 * being typed keeps its Ctrl+Z. */
static const BstPageShortcut puzzle_shortcuts[] = {
  { "puzzle.check", "Return|KP_Enter" },
  { "puzzle.undo", "<Control>z|BackSpace" },
  { "puzzle.rotate", "r" },
};

enum {
  SOLVED,
  REVEALED,
  CHECKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))))
    gtk_list_box_remove (list, child);
}

static void
clear_result (BstPuzzleView *self)
{
  bst_score_breakdown_clear (self->breakdown);
  g_clear_pointer (&self->verdict, bst_puzzle_verdict_free);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->breakdown_list), FALSE);
  gtk_widget_set_visible (self->next_button, FALSE);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    if (self->marks[p])
      gtk_widget_set_visible (self->marks[p], FALSE);
  if (self->board)
    bst_board_view_clear_highlight (self->board);
}

/* Undo takes back the tile being tried, then the moves played. */
static gboolean
can_undo (BstPuzzleView *self)
{
  BstMove move;

  if (self->puzzle == NULL || self->game == NULL)
    return FALSE;
  return bst_board_view_get_pending_move (self->board, &move)
         || (bst_puzzle_get_kind (self->puzzle) == BST_PUZZLE_REACH_GOAL
             && bst_game_can_undo (self->game));
}

static void
update_actions (BstPuzzleView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.undo", can_undo (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.check", self->puzzle != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.show-answer", self->puzzle != NULL);
}

static void
new_game (BstPuzzleView *self)
{
  BstPosition *position = bst_puzzle_get_position (self->puzzle);
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  guint n = bst_position_get_n_players (position);

  for (guint p = 0; p < n; p++)
    bst_player_info_copy (&players[p], bst_position_get_player (position, p));
  g_clear_object (&self->game);
  self->game = bst_game_new_from_state (bst_position_get_state (position), players, 0);
  for (guint p = 0; p < n; p++)
    bst_player_info_clear (&players[p]);
  bst_board_view_set_game (self->board, self->game);
  bst_board_view_set_interactive (self->board,
                                  bst_puzzle_get_kind (self->puzzle) != BST_PUZZLE_SCORE_IT);
  bst_board_view_zoom_to_fit (self->board);
}

/* The tiles the player places, next to the question. */
static void
update_hand (BstPuzzleView *self)
{
  const BstState *state = self->game ? bst_game_get_state (self->game) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))))
    gtk_box_remove (self->hand_box, child);
  if (state == NULL || bst_puzzle_get_kind (self->puzzle) == BST_PUZZLE_SCORE_IT)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->hand_box), FALSE);
      return;
    }
  child = gtk_label_new (ngettext ("Your tile:", "Your tiles:", state->n_hand));
  gtk_box_append (self->hand_box, child);
  for (guint i = 0; i < state->n_hand; i++)
    {
      GtkWidget *image = bst_tile_image_new ();
      g_autofree char *name = g_strdup_printf (_("Tile %c"), bst_tile_type_letter (state->hand[i]));

      bst_tile_image_set_tile (BST_TILE_IMAGE (image), state->hand[i]);
      gtk_widget_set_size_request (image, 64, 64);
      gtk_widget_set_tooltip_text (image, name);
      gtk_box_append (self->hand_box, image);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hand_box), state->n_hand > 0);
}

static void
update_instructions (BstPuzzleView *self)
{
  g_autofree char *text = NULL;
  guint n_moves;

  if (self->puzzle == NULL)
    return;
  switch (bst_puzzle_get_kind (self->puzzle))
    {
    case BST_PUZZLE_BEST_MOVE:
      text = g_strdup (_("Place the tile on the board, and a meeple if you want one, then check "
                         "your move. Right-click or R turns the tile."));
      break;
    case BST_PUZZLE_REACH_GOAL:
      n_moves = self->game ? bst_game_get_n_moves (self->game) : 0;
      /* TRANSLATORS: %u is how many moves the player has played so far */
      text = g_strdup_printf (ngettext ("Play your moves: place a tile, then press Enter or "
                                        "double-click it to confirm. %u move played.",
                                        "Play your moves: place a tile, then press Enter or "
                                        "double-click it to confirm. %u moves played.",
                                        n_moves), n_moves);
      break;
    case BST_PUZZLE_SCORE_IT:
    default:
      text = g_strdup (_("Enter what each player has when the final scoring is done, then "
                         "check."));
      break;
    }
  gtk_label_set_text (self->instructions_label, text);
  update_hand (self);
  update_actions (self);
}

/* Enter or a double click on the tile tried: a best move is checked, a
 * move towards a goal is played. */
static void
move_activated_cb (BstPuzzleView *self)
{
  BstMove move;
  g_autoptr (GError) error = NULL;

  if (bst_puzzle_get_kind (self->puzzle) == BST_PUZZLE_BEST_MOVE)
    {
      bst_puzzle_view_check (self, NULL);
      return;
    }
  if (bst_puzzle_get_kind (self->puzzle) != BST_PUZZLE_REACH_GOAL
      || !bst_board_view_get_pending_move (self->board, &move))
    return;
  if (!bst_game_play (self->game, &move, &error))
    {
      gtk_label_set_text (self->detail_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
      return;
    }
  bst_board_view_clear_pending (self->board);
  update_instructions (self);
}

/* The scoring breakdown ------------------------------------------------------ */

/* Lights the feature @event scored, beside those lit. */
static void
light_event (BstPuzzleView       *self,
             const BstScoreEvent *event)
{
  if (event->tile < bst_game_get_state (self->game)->n_tiles)
    bst_board_view_add_highlight_feature (self->board, event->tile, event->segment);
}

static void
add_events (BstPuzzleView *self,
            const GArray  *events)
{
  BstPosition *position = bst_puzzle_get_position (self->puzzle);

  for (guint i = 0; events && i < events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (events, BstScoreEvent, i);
      g_autofree char *text = bst_puzzle_text_event (event, position);

      bst_score_breakdown_add (self->breakdown, event, text, bst_game_get_players (self->game),
                               bst_game_get_n_players (self->game));
    }
}

/* The score typed for @player; FALSE while the box is empty or holds no number. */
static gboolean
typed_score (BstPuzzleView *self,
             guint          player,
             int           *score)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entries[player])));
  gint64 value;

  if (!g_ascii_string_to_signed (g_strstrip (text), 10, 0, BST_POSITION_MAX_SCORE, &value,
                                 NULL))
    return FALSE;
  *score = (int) value;
  return TRUE;
}

static void
show_result (BstPuzzleView *self,
             const char    *text,
             const char    *css_class)
{
  gtk_label_set_text (self->result_label, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "success");
  if (css_class)
    gtk_widget_add_css_class (GTK_WIDGET (self->result_label), css_class);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
}

static void
show_detail (BstPuzzleView *self,
             const char    *detail)
{
  gtk_label_set_text (self->detail_label, detail);
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->breakdown_list),
                          gtk_widget_get_first_child (GTK_WIDGET (self->breakdown_list)) != NULL);
}

/* A wrong answer says how far off it is, never what is right: that waits
 * for Show Answer. */
static char *
wrong_detail (BstPuzzleView *self)
{
  const BstPuzzleVerdict *v = self->verdict;
  int off = 0;

  switch (v->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      for (guint p = 0; p < v->n_players && p < BST_MAX_PLAYERS; p++)
        {
          int given = 0;

          typed_score (self, p, &given);

          off += ABS (given - v->expected[p]);
        }
      /* Translators: how far the totals typed are from the right ones, added up */
      return g_strdup_printf (ngettext ("Your totals are %d point off in all. Try again, or "
                                        "show the answer.",
                                        "Your totals are %d points off in all. Try again, or "
                                        "show the answer.", off), off);
    case BST_PUZZLE_BEST_MOVE:
      off = v->best - v->value;
      /* Translators: %d is how many points the best move is worth more than the player's */
      return g_strdup_printf (ngettext ("A better move is worth %d point more. Try again, or "
                                        "show the answer.",
                                        "A better move is worth %d points more. Try again, or "
                                        "show the answer.", off), off);
    case BST_PUZZLE_REACH_GOAL:
    default:
      return g_strdup_printf (_("Your moves reached %d; the goal is %d."), v->value, v->best);
    }
}

static void
show_verdict (BstPuzzleView *self)
{
  const BstPuzzleVerdict *v = self->verdict;
  g_autofree char *detail = NULL;

  if (v->correct)
    show_result (self, self->revealed ? _("Right, but the answer was shown: seen, not solved.")
                                      : _("Right!"), "success");
  else
    show_result (self, _("Not quite."), "error");

  if (v->kind == BST_PUZZLE_SCORE_IT)
    for (guint p = 0; p < v->n_players && p < BST_MAX_PLAYERS; p++)
      {
        int given = 0;

        if (self->marks[p] == NULL)
          continue;
        typed_score (self, p, &given);
        gtk_image_set_from_icon_name (GTK_IMAGE (self->marks[p]),
                                      v->player_correct[p] ? "emblem-ok-symbolic"
                                                           : "window-close-symbolic");
        gtk_widget_remove_css_class (self->marks[p], "success");
        gtk_widget_remove_css_class (self->marks[p], "error");
        gtk_widget_add_css_class (self->marks[p], v->player_correct[p] ? "success" : "error");
        gtk_widget_set_tooltip_text (self->marks[p],
                                     v->player_correct[p] ? _("Right")
                                     : given < v->expected[p] ? _("Too low") : _("Too high"));
        gtk_widget_set_visible (self->marks[p], TRUE);
      }

  if (!v->correct)
    {
      detail = wrong_detail (self);
      show_detail (self, detail);
      return;
    }
  if (v->kind == BST_PUZZLE_SCORE_IT)
    {
      add_events (self, v->events);
      show_detail (self, _("The final scoring, feature by feature (choose one to see it):"));
      bst_score_breakdown_light_in_turn (self->breakdown);
    }
  gtk_widget_set_visible (self->next_button, TRUE);
  if (!self->revealed)
    g_signal_emit (self, signals[SOLVED], 0, self->id);
}

static void
collect_event_cb (BstGame             *game,
                  const BstScoreEvent *event,
                  GArray              *events)
{
  g_array_append_vals (events, event, 1);
}

/* The answer on the board too: the best move, or the moves to the goal,
 * played; lit, the meeple's feature and what the last move scored, so that
 * a move without a meeple shows too. */
static void
play_answer (BstPuzzleView *self,
             const GArray  *moves,
             guint          n)
{
  g_autoptr (GArray) scored = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  const BstState *state;
  const BstMove *last = NULL;
  gboolean played = TRUE;
  gulong handler;

  new_game (self);
  handler = g_signal_connect (self->game, "feature-scored", G_CALLBACK (collect_event_cb), scored);
  for (guint i = 0; played && moves && i < n && i < moves->len; i++)
    {
      last = &g_array_index (moves, BstMove, i);
      g_array_set_size (scored, 0);
      played = bst_game_play (self->game, last, NULL);
    }
  g_signal_handler_disconnect (self->game, handler);
  if (!played)
    return;
  /* The answer is to look at: Start Over gives the board back. */
  bst_board_view_set_interactive (self->board, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_box), FALSE);
  state = bst_game_get_state (self->game);
  if (last && last->segment != BST_NO_SEGMENT && state->last_tile != 0xff)
    bst_board_view_add_highlight_feature (self->board, state->last_tile, (guint) last->segment);
  for (guint i = 0; i < scored->len; i++)
    light_event (self, &g_array_index (scored, BstScoreEvent, i));
}

static void
show_answer_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BstPuzzleView *self = BST_PUZZLE_VIEW (widget);
  const BstPuzzleSolution *answer;
  g_autofree char *text = NULL;

  if (self->puzzle == NULL)
    return;
  clear_result (self);
  /* A shared puzzle's answer is worked out after it opens. */
  if ((answer = bst_puzzle_get_answer (self->puzzle)) == NULL)
    {
      show_detail (self, _("The answer is still being worked out. Try again in a moment."));
      return;
    }
  if (!self->revealed)
    {
      self->revealed = TRUE;
      g_signal_emit (self, signals[REVEALED], 0, self->id);
    }
  show_result (self, _("The answer"), NULL);
  text = bst_puzzle_text_answer (self->puzzle, answer);
  switch (answer->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      {
        /* A pack's answer keeps the totals only: checking them gives the features. */
        g_autoptr (BstPuzzleVerdict) verdict = NULL;

        if (answer->events == NULL || answer->events->len == 0)
          verdict = bst_puzzle_check_scores (self->puzzle, answer->scores, answer->n_players,
                                             NULL);
        add_events (self, verdict ? verdict->events : answer->events);
        /* The list shows the features; the label keeps the totals. */
        if (strchr (text, '\n'))
          *strchr (text, '\n') = '\0';
      }
      break;
    case BST_PUZZLE_BEST_MOVE:
      play_answer (self, answer->moves, 1);
      break;
    case BST_PUZZLE_REACH_GOAL:
    default:
      if (answer->reachable)
        play_answer (self, answer->moves, G_MAXUINT);
      break;
    }
  show_detail (self, text);
  bst_score_breakdown_light_in_turn (self->breakdown);
  update_actions (self);
}

gboolean
bst_puzzle_view_check (BstPuzzleView *self,
                       gboolean      *correct)
{
  g_autoptr (GError) error = NULL;
  BstPuzzleVerdict *verdict = NULL;

  g_return_val_if_fail (BST_IS_PUZZLE_VIEW (self), FALSE);

  if (self->puzzle == NULL)
    return FALSE;
  clear_result (self);

  switch (bst_puzzle_get_kind (self->puzzle))
    {
    case BST_PUZZLE_SCORE_IT:
      {
        int scores[BST_MAX_PLAYERS];
        guint n = bst_position_get_n_players (bst_puzzle_get_position (self->puzzle));

        for (guint p = 0; p < n; p++)
          {
            if (!typed_score (self, p, &scores[p]))
              {
                gtk_label_set_text (self->detail_label, _("Enter a score for every player first."));
                gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
                return FALSE;
              }
          }
        verdict = bst_puzzle_check_scores (self->puzzle, scores, n, &error);
      }
      break;
    case BST_PUZZLE_BEST_MOVE:
      {
        BstMove move;

        if (!bst_board_view_get_pending_move (self->board, &move))
          {
            gtk_label_set_text (self->detail_label, _("Place the tile on the board first."));
            gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
            return FALSE;
          }
        verdict = bst_puzzle_check_move (self->puzzle, &move, &error);
      }
      break;
    case BST_PUZZLE_REACH_GOAL:
    default:
      {
        g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (BstMove));

        for (guint i = 0; i < bst_game_get_n_moves (self->game); i++)
          g_array_append_vals (moves, bst_game_get_move (self->game, i), 1);
        verdict = bst_puzzle_check_sequence (self->puzzle, (const BstMove *) moves->data,
                                             moves->len, &error);
      }
      break;
    }

  if (verdict == NULL)
    {
      gtk_label_set_text (self->detail_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
      return FALSE;
    }
  self->verdict = verdict;
  g_signal_emit (self, signals[CHECKED], 0, self->id);
  show_verdict (self);
  if (correct)
    *correct = verdict->correct;
  return TRUE;
}

static void
score_activated_cb (BstPuzzleView *self)
{
  bst_puzzle_view_check (self, NULL);
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bst_puzzle_view_check (BST_PUZZLE_VIEW (widget), NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstPuzzleView *self = BST_PUZZLE_VIEW (widget);
  BstMove move;

  if (!can_undo (self))
    return;
  clear_result (self);
  if (bst_board_view_get_pending_move (self->board, &move))
    bst_board_view_clear_pending (self->board);
  else
    bst_game_undo (self->game);
  update_instructions (self);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gtk_widget_activate_action (GTK_WIDGET (BST_PUZZLE_VIEW (widget)->board), "board.rotate", NULL);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BstPuzzleView *self = BST_PUZZLE_VIEW (widget);

  if (self->puzzle == NULL)
    return;
  clear_result (self);
  new_game (self);
  update_instructions (self);
}

static void
bst_puzzle_view_dispose (GObject *object)
{
  BstPuzzleView *self = BST_PUZZLE_VIEW (object);

  g_clear_pointer (&self->breakdown, bst_score_breakdown_free);
  bst_template_dispose (GTK_WIDGET (self), BST_TYPE_PUZZLE_VIEW);
  g_clear_object (&self->puzzle);
  g_clear_object (&self->game);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->verdict, bst_puzzle_verdict_free);

  G_OBJECT_CLASS (bst_puzzle_view_parent_class)->dispose (object);
}

static void
bst_puzzle_view_class_init (BstPuzzleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_puzzle_view_dispose;

  signals[SOLVED] = g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The answer was shown: the puzzle is seen, and no longer counts as solved. */
  signals[REVEALED] = g_signal_new ("revealed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* An answer was checked, right or wrong: one attempt more. */
  signals[CHECKED] = g_signal_new ("checked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (BST_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-puzzle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, board);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, title_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, meta_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, description_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, objective_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, scores_list);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, instructions_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, reset_button);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, next_button);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, result_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, detail_label);
  gtk_widget_class_bind_template_child (widget_class, BstPuzzleView, breakdown_list);

  gtk_widget_class_install_action (widget_class, "puzzle.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "puzzle.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "puzzle.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "puzzle.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "puzzle.show-answer", NULL, show_answer_action);

  gtk_widget_class_set_layout_manager_type (widget_class, BST_TYPE_FOLD_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "puzzleview");
}

static void
bst_puzzle_view_init (BstPuzzleView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->breakdown = bst_score_breakdown_new (self->breakdown_list, self->board);
  bst_page_shortcuts_add (GTK_WIDGET (self), GTK_PHASE_BUBBLE, puzzle_shortcuts,
                          G_N_ELEMENTS (puzzle_shortcuts));
  g_signal_connect_object (self->board, "move-activated", G_CALLBACK (move_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "pending-changed", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
}

GtkWidget *
bst_puzzle_view_new (void)
{
  return g_object_new (BST_TYPE_PUZZLE_VIEW, NULL);
}

void
bst_puzzle_view_set_puzzle (BstPuzzleView *self,
                            BstPuzzle     *puzzle,
                            const char    *id)
{
  BstPosition *position;
  g_autofree char *meta = NULL;
  g_autofree char *objective = NULL;
  BstPuzzleKind kind;

  g_return_if_fail (BST_IS_PUZZLE_VIEW (self));
  g_return_if_fail (BST_IS_PUZZLE (puzzle));

  g_set_object (&self->puzzle, puzzle);
  g_free (self->id);
  self->id = g_strdup (id);
  self->revealed = FALSE;
  clear_result (self);
  position = bst_puzzle_get_position (puzzle);
  kind = bst_puzzle_get_kind (puzzle);

  gtk_label_set_text (self->title_label, bst_puzzle_text_title (puzzle));
  /* TRANSLATORS: difficulty stars, the topic and the kind of puzzle */
  meta = g_strdup_printf (_("%s · %s · %s"), bst_puzzle_text_difficulty (bst_puzzle_get_difficulty (puzzle)),
                          bst_puzzle_text_topic (bst_puzzle_get_topic (puzzle)),
                          bst_puzzle_text_kind (kind));
  gtk_label_set_text (self->meta_label, meta);
  gtk_label_set_text (self->description_label, bst_puzzle_text_description (puzzle));
  objective = bst_puzzle_text_objective (puzzle);
  gtk_label_set_text (self->objective_label, objective);

  clear_list (self->scores_list);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    self->entries[p] = self->marks[p] = NULL;
  for (guint p = 0; kind == BST_PUZZLE_SCORE_IT && p < bst_position_get_n_players (position); p++)
    {
      GtkWidget *row = adw_action_row_new ();
      const BstPlayerInfo *player = bst_position_get_player (position, p);
      g_autofree char *label = NULL;
      g_autofree char *subtitle = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player->name);
      /* The totals asked for start from these. */
      subtitle = g_strdup_printf (ngettext ("%d point before the final scoring",
                                            "%d points before the final scoring",
                                            ABS (bst_position_get_state (position)->scores[p])),
                                  bst_position_get_state (position)->scores[p]);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), bst_meeple_icon_new (player->colour));
      self->marks[p] = gtk_image_new ();
      gtk_widget_set_visible (self->marks[p], FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->marks[p]);
      self->entries[p] = gtk_entry_new ();
      gtk_widget_set_valign (self->entries[p], GTK_ALIGN_CENTER);
      gtk_entry_set_input_purpose (GTK_ENTRY (self->entries[p]), GTK_INPUT_PURPOSE_DIGITS);
      gtk_editable_set_width_chars (GTK_EDITABLE (self->entries[p]), 5);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (self->entries[p]), 5);
      gtk_entry_set_alignment (GTK_ENTRY (self->entries[p]), 1.0);
      /* Empty, not the scores before the final scoring: those would be a guess made for
       * the player. */
      /* Translators: the accessible name of the box for a player's final score */
      label = g_strdup_printf (_("%s’s final score"), player->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->entries[p]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->entries[p]);
      /* Enter in a score checks, as it does elsewhere on the page. */
      g_signal_connect_object (self->entries[p], "activate", G_CALLBACK (score_activated_cb), self,
                               G_CONNECT_SWAPPED);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->entries[p]);
      gtk_list_box_append (self->scores_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->scores_list), kind == BST_PUZZLE_SCORE_IT);
  gtk_widget_set_visible (self->reset_button, kind != BST_PUZZLE_SCORE_IT);

  new_game (self);
  update_instructions (self);
}

BstPuzzle *
bst_puzzle_view_get_puzzle (BstPuzzleView *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE_VIEW (self), NULL);
  return self->puzzle;
}

BstBoardView *
bst_puzzle_view_get_board (BstPuzzleView *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE_VIEW (self), NULL);
  return self->board;
}

void
bst_puzzle_view_set_score (BstPuzzleView *self,
                           guint          player,
                           int            score)
{
  g_autofree char *text = NULL;

  g_return_if_fail (BST_IS_PUZZLE_VIEW (self));
  g_return_if_fail (player < BST_MAX_PLAYERS && self->entries[player] != NULL);

  text = g_strdup_printf ("%d", score);
  gtk_editable_set_text (GTK_EDITABLE (self->entries[player]), text);
}

const char *
bst_puzzle_view_get_result (BstPuzzleView *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE_VIEW (self), NULL);
  return gtk_label_get_text (self->result_label);
}

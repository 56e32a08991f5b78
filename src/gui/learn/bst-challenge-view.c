/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-challenge-view.h"

#include <glib/gi18n.h>

#include "bst-meeple-icon.h"
#include "bst-fold-layout.h"
#include "bst-puzzle-text.h"
#include "bst-tile-image.h"

/* The seat that places its tiles without meeples. */
#define HELPER 1

struct _BstChallengeView
{
  AdwBin          parent_instance;

  GSettings      *settings;
  char           *name;
  BstPuzzle      *puzzle;
  BstGame        *game;
  int             start_cities;
  gboolean        complete;
  gboolean        reached;
  int             value;

  /* template */
  BstBoardView   *board;
  GtkLabel       *title_label;
  GtkLabel       *description_label;
  GtkLabel       *goal_label;
  GtkLabel       *progress_label;
  GtkLabel       *tiles_label;
  GtkLabel       *best_label;
  GtkWidget      *hand_box;
  BstTileImage   *hand_tile;
  BstMeepleIcon  *turn_icon;
  GtkLabel       *turn_label;
  GtkRevealer    *result_revealer;
  GtkImage       *result_icon;
  GtkLabel       *result_label;
  GtkWidget      *confirm_button;
};

G_DEFINE_FINAL_TYPE (BstChallengeView, bst_challenge_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  FINISHED,
  LEAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const BstPuzzleGoalSpec *
goal (BstChallengeView *self)
{
  return bst_puzzle_get_goal (self->puzzle);
}

/* Finished cities on the board, each counted once. */
static int
count_cities (const BstState *state)
{
  g_autoptr (GHashTable) roots = g_hash_table_new (NULL, NULL);

  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BstTileType *type = bst_tile_type (state->tiles[t].type);

      for (guint s = 0; s < type->n_segments; s++)
        if (type->segments[s].kind == BST_FEATURE_CITY && bst_state_feature_complete (state, t, s))
          g_hash_table_add (roots, GUINT_TO_POINTER (bst_state_feature_root (state, t, s) + 1));
    }
  return (int) g_hash_table_size (roots);
}

/* How far the goal has got: points, cities, or meeples out. */
static int
achieved (BstChallengeView *self)
{
  const BstState *start = bst_game_get_start (self->game);
  const BstState *now = bst_game_get_state (self->game);
  guint me = start->current_player;

  switch (goal (self)->goal)
    {
    case BST_PUZZLE_GOAL_POINTS:
      return now->scores[me] - start->scores[me];
    case BST_PUZZLE_GOAL_CITIES:
      return count_cities (now) - self->start_cities;
    case BST_PUZZLE_GOAL_MEEPLES_HOME:
    default:
      return now->rules.meeples - now->supply[me];
    }
}

static guint
moves_played (BstChallengeView *self)
{
  return bst_game_get_n_moves (self->game);
}

static guint
total_moves (BstChallengeView *self)
{
  return goal (self)->turns;
}

static void
update_best (BstChallengeView *self)
{
  int best;

  if (self->settings != NULL && bst_challenge_get_best (self->settings, self->name, &best))
    {
      g_autofree char *text = bst_challenge_format_best (goal (self), best);

      gtk_label_set_label (self->best_label, text);
    }
  else
    gtk_label_set_label (self->best_label, _("Not yet played"));
}

static void
update (BstChallengeView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const BstState *state = bst_game_get_state (self->game);
  gboolean placing = !self->complete && state->phase == BST_PHASE_PLACE && state->n_hand > 0;
  g_autofree char *progress = bst_challenge_format_result (goal (self)->goal, achieved (self));
  g_autofree char *tiles = NULL;
  BstMove pending;

  /* Translators: tiles placed of a challenge's tiles, e.g. "3 of 6". */
  tiles = g_strdup_printf (_("%u of %u"), moves_played (self), total_moves (self));
  gtk_label_set_label (self->progress_label, progress);
  gtk_label_set_label (self->tiles_label, tiles);

  gtk_widget_set_visible (self->hand_box, placing);
  if (placing)
    {
      bst_tile_image_set_tile (self->hand_tile, state->hand[0]);
      if (bst_board_view_get_pending_move (self->board, &pending))
        bst_tile_image_set_rotation (self->hand_tile, pending.rotation);
      bst_meeple_icon_set_colour (self->turn_icon,
                                  bst_game_get_player (self->game, state->current_player)->colour);
      gtk_label_set_label (self->turn_label, state->current_player == HELPER
                                             ? _("The helper’s tile: place it, no meeple")
                                             : _("Your tile"));
    }

  bst_board_view_set_interactive (self->board, placing);
  gtk_widget_action_set_enabled (widget, "challenge.confirm",
                                 placing && bst_board_view_get_pending_move (self->board, NULL));
  gtk_widget_action_set_enabled (widget, "challenge.rotate", placing);
  gtk_widget_action_set_enabled (widget, "challenge.undo", bst_game_can_undo (self->game));
  gtk_widget_set_visible (self->confirm_button, !self->complete);
}

static void
show_result (BstChallengeView *self)
{
  g_autofree char *result = bst_challenge_format_result (goal (self)->goal, self->value);
  g_autofree char *text = NULL;

  if (self->reached)
    /* Translators: %s is a challenge's result, e.g. "12 points". */
    text = g_strdup_printf (_("Challenge complete: %s!"), result);
  else
    /* Translators: %s is a challenge's result, e.g. "8 points". */
    text = g_strdup_printf (_("Not this time: %s. Try again!"), result);

  gtk_label_set_label (self->result_label, text);
  gtk_image_set_from_icon_name (self->result_icon, self->reached ? "emblem-ok-symbolic"
                                                                 : "dialog-information-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_icon), "success");
  if (self->reached)
    gtk_widget_add_css_class (GTK_WIDGET (self->result_icon), "success");
  gtk_revealer_set_reveal_child (self->result_revealer, TRUE);
}

/* After the last tile: the engine's verdict on the whole sequence. */
static void
finish (BstChallengeView *self)
{
  guint n = bst_game_get_n_moves (self->game);
  g_autoptr (GArray) moves = g_array_sized_new (FALSE, FALSE, sizeof (BstMove), n);
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < n; i++)
    g_array_append_vals (moves, bst_game_get_move (self->game, i), 1);
  verdict = bst_puzzle_check_sequence (self->puzzle, (const BstMove *) moves->data, n, &error);
  if (verdict == NULL)
    {
      g_warning ("Challenge %s: %s", self->name, error->message);
      return;
    }

  self->complete = TRUE;
  self->reached = verdict->correct;
  self->value = verdict->value;
  /* A failed run is an attempt too: its result stays the best until beaten. */
  if (self->settings != NULL)
    bst_challenge_record_result (self->settings, self->name, goal (self)->goal, self->value);
  update_best (self);
  show_result (self);
  update (self);
  g_signal_emit (self, signals[FINISHED], 0, self->reached, self->value);
}

static void
play_pending (BstChallengeView *self)
{
  g_autoptr (GError) error = NULL;
  BstMove move;

  if (self->complete || !bst_board_view_get_pending_move (self->board, &move))
    return;
  if (bst_game_get_current_player (self->game) == HELPER)
    move.segment = BST_NO_SEGMENT;
  bst_board_view_clear_pending (self->board);
  if (!bst_game_play (self->game, &move, &error))
    {
      g_warning ("Challenge %s: %s", self->name, error->message);
      return;
    }
  if (moves_played (self) >= total_moves (self) || bst_game_is_over (self->game))
    finish (self);
  else
    update (self);
}

static void
pending_changed_cb (BstChallengeView *self)
{
  BstMove move;

  /* The helper places tiles only. */
  if (self->game != NULL && bst_game_get_current_player (self->game) == HELPER
      && bst_board_view_get_pending_move (self->board, &move) && move.segment != BST_NO_SEGMENT)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->board), "board.skip-meeple", NULL);
      return;
    }
  if (self->game != NULL)
    update (self);
}

static void
move_activated_cb (BstChallengeView *self)
{
  play_pending (self);
}

static void
restart (BstChallengeView *self)
{
  BstPosition *position = bst_puzzle_get_position (self->puzzle);
  const BstState *start = bst_position_get_state (position);
  g_autofree BstPlayerInfo *players = g_new0 (BstPlayerInfo, BST_MAX_PLAYERS);

  for (guint p = 0; p < bst_position_get_n_players (position); p++)
    players[p] = *bst_position_get_player (position, p);
  /* Player infos are only borrowed: bst_game_new_from_state copies them. */
  g_clear_object (&self->game);
  self->game = bst_game_new_from_state (start, players, 0);
  self->start_cities = count_cities (start);
  self->complete = FALSE;
  self->reached = FALSE;
  self->value = 0;
  gtk_revealer_set_reveal_child (self->result_revealer, FALSE);
  bst_board_view_set_game (self->board, self->game);
  bst_board_view_zoom_to_fit (self->board);
  update_best (self);
  update (self);
}

/* Actions --------------------------------------------------------------------- */

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  play_pending (BST_CHALLENGE_VIEW (widget));
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gtk_widget_activate_action (GTK_WIDGET (BST_CHALLENGE_VIEW (widget)->board), "board.rotate", NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstChallengeView *self = BST_CHALLENGE_VIEW (widget);

  if (self->game == NULL || !bst_game_undo (self->game))
    return;
  self->complete = FALSE;
  gtk_revealer_set_reveal_child (self->result_revealer, FALSE);
  update (self);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BstChallengeView *self = BST_CHALLENGE_VIEW (widget);

  if (self->puzzle != NULL)
    restart (self);
}

static void
leave_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  g_signal_emit (widget, signals[LEAVE], 0);
}

/* GObject --------------------------------------------------------------------- */

static void
bst_challenge_view_dispose (GObject *object)
{
  BstChallengeView *self = BST_CHALLENGE_VIEW (object);

  g_clear_object (&self->game);
  g_clear_object (&self->puzzle);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_CHALLENGE_VIEW);
  G_OBJECT_CLASS (bst_challenge_view_parent_class)->dispose (object);
}

static void
bst_challenge_view_finalize (GObject *object)
{
  BstChallengeView *self = BST_CHALLENGE_VIEW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (bst_challenge_view_parent_class)->finalize (object);
}

static void
bst_challenge_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BstChallengeView *self = BST_CHALLENGE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_challenge_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BstChallengeView *self = BST_CHALLENGE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_challenge_view_class_init (BstChallengeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_challenge_view_dispose;
  object_class->finalize = bst_challenge_view_finalize;
  object_class->get_property = bst_challenge_view_get_property;
  object_class->set_property = bst_challenge_view_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_BOOLEAN, G_TYPE_INT);
  signals[LEAVE] =
    g_signal_new ("leave", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (BST_TYPE_BOARD_VIEW);
  g_type_ensure (BST_TYPE_TILE_IMAGE);
  g_type_ensure (BST_TYPE_MEEPLE_ICON);
  gtk_widget_class_set_layout_manager_type (widget_class, BST_TYPE_FOLD_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-challenge-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, board);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, title_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, description_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, goal_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, tiles_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, best_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, hand_tile);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, turn_icon);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, result_revealer);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, result_icon);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, result_label);
  gtk_widget_class_bind_template_child (widget_class, BstChallengeView, confirm_button);
  gtk_widget_class_bind_template_callback (widget_class, pending_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_activated_cb);

  gtk_widget_class_install_action (widget_class, "challenge.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "challenge.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "challenge.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "challenge.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "challenge.leave", NULL, leave_action);
}

static void
bst_challenge_view_init (BstChallengeView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "challenge.confirm", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "challenge.undo", FALSE);
}

GtkWidget *
bst_challenge_view_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BST_TYPE_CHALLENGE_VIEW, "settings", settings, NULL);
}

gboolean
bst_challenge_view_load (BstChallengeView  *self,
                         const char        *name,
                         GError           **error)
{
  g_autoptr (BstPuzzle) puzzle = NULL;
  g_autofree char *goal_text = NULL;
  int index;

  g_return_val_if_fail (BST_IS_CHALLENGE_VIEW (self), FALSE);

  puzzle = bst_challenge_load (name, error);
  if (puzzle == NULL)
    return FALSE;

  g_set_object (&self->puzzle, puzzle);
  g_free (self->name);
  self->name = g_strdup (name);

  index = bst_challenge_find (name);
  if (index >= 0)
    {
      const BstChallengeInfo *info = bst_challenge_get_info ((guint) index);

      gtk_label_set_label (self->title_label, g_dgettext (GETTEXT_PACKAGE, info->title));
      gtk_label_set_label (self->description_label, g_dgettext (GETTEXT_PACKAGE, info->description));
    }
  else
    {
      gtk_label_set_label (self->title_label, bst_puzzle_text_title (puzzle));
      gtk_label_set_label (self->description_label, bst_puzzle_text_description (puzzle));
    }
  goal_text = bst_challenge_format_goal (goal (self));
  gtk_label_set_label (self->goal_label, goal_text);

  restart (self);
  return TRUE;
}

const char *
bst_challenge_view_get_name (BstChallengeView *self)
{
  g_return_val_if_fail (BST_IS_CHALLENGE_VIEW (self), NULL);
  return self->name;
}

BstPuzzle *
bst_challenge_view_get_puzzle (BstChallengeView *self)
{
  g_return_val_if_fail (BST_IS_CHALLENGE_VIEW (self), NULL);
  return self->puzzle;
}

BstGame *
bst_challenge_view_get_game (BstChallengeView *self)
{
  g_return_val_if_fail (BST_IS_CHALLENGE_VIEW (self), NULL);
  return self->game;
}

BstBoardView *
bst_challenge_view_get_board (BstChallengeView *self)
{
  g_return_val_if_fail (BST_IS_CHALLENGE_VIEW (self), NULL);
  return self->board;
}

gboolean
bst_challenge_view_is_complete (BstChallengeView *self,
                                gboolean         *reached,
                                int              *value)
{
  g_return_val_if_fail (BST_IS_CHALLENGE_VIEW (self), FALSE);

  if (reached != NULL)
    *reached = self->reached;
  if (value != NULL)
    *value = self->value;
  return self->complete;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-view.h"

#include <adwaita.h>

#include "bastide-render.h"
#include "bst-board-view-private.h"
#include "bst-preview-label.h"
#include "bst-square-problem.h"

#define FIT_MAX_ZOOM       128.0

G_DEFINE_FINAL_TYPE (BstBoardView, bst_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SHOW_LEGAL_SQUARES,
  PROP_INTERACTIVE,
  PROP_HAND_INDEX,
  PROP_ZOOM,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PENDING_CHANGED,
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Looking at the game */

/* Anything to draw waits with a move that waits (see redraw_game()). */
void
_bst_board_view_queue_redraw (BstBoardView *self)
{
  if (!bst_after_frame_is_queued (&self->game_redraw))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static const BstBoardTransform *
current_transform (BstBoardView *self)
{
  return bst_board_navigator_get_transform (self->navigator);
}

static const BstState *
game_state (BstBoardView *self)
{
  return self->game != NULL ? bst_game_get_state (self->game) : NULL;
}

/* The BstColour a player's meeples wear. */
guint
_bst_board_view_player_colour (BstBoardView *self,
                               guint         player)
{
  if (self->game == NULL || player >= bst_game_get_n_players (self->game))
    return player % BST_N_COLOURS;
  return bst_game_get_player (self->game, player)->colour % BST_N_COLOURS;
}

static const LegalSquare *
legal_square (BstBoardView *self,
              int           x,
              int           y)
{
  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalSquare *square = &g_array_index (self->legal, LegalSquare, i);

      if (square->x == x && square->y == y)
        return square;
    }
  return NULL;
}

guint
_bst_board_view_legal_rotations (BstBoardView *self,
                                 int           x,
                                 int           y)
{
  const LegalSquare *square = legal_square (self, x, y);

  return square != NULL ? square->rotations : 0;
}

/* The first legal rotation at or after @from, turning clockwise; @from
 * itself where nothing is legal. */
guint
_bst_board_view_next_legal_rotation (guint rotations,
                                     guint from)
{
  for (guint k = 0; k < 4; k++)
    if (rotations & (1u << ((from + k) & 3)))
      return (from + k) & 3;
  return from & 3;
}

gboolean
_bst_board_view_can_place (BstBoardView *self)
{
  return self->interactive && self->tile_in_hand != BST_TILE_TYPE_NONE;
}

/* The square the ghost is over: the keyboard cursor or the pointer's. */
gboolean
_bst_board_view_ghost_square (BstBoardView *self,
                              int          *x,
                              int          *y)
{
  if (self->keyboard_mode)
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
      return TRUE;
    }
  if (!self->pointer_inside || bst_board_navigator_is_panning (self->navigator))
    return FALSE;
  bst_board_transform_square_at (current_transform (self), self->pointer_x, self->pointer_y,
                                 x, y);
  return TRUE;
}

/* Says, over the square the pointer is on, why the tile in hand cannot go
 * there as the ghost shows it. */
void
_bst_board_view_update_tooltip (BstBoardView *self)
{
  g_autofree char *text = NULL;
  BstSquareProblem problem;
  int x, y;

  if (_bst_board_view_can_place (self) && !self->has_pending && !self->keyboard_mode
      && _bst_board_view_ghost_square (self, &x, &y)
      && _bst_board_view_legal_rotations (self, x, y) == 0
      && bst_state_beside_tiles (game_state (self), x, y)
      && bst_state_square_problem (game_state (self), self->tile_in_hand, x, y,
                                   self->rotation, &problem)
      && problem.verdict != BST_SQUARE_TAKEN)
    text = bst_square_problem_describe (&problem);

  if (g_strcmp0 (text, gtk_widget_get_tooltip_text (GTK_WIDGET (self))) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
  _bst_board_view_sync_aids_tooltip (self);
}

/* Keyboard zooming centres on the cursor while the keyboard is in use. */
void
_bst_board_view_sync_cursor (BstBoardView *self)
{
  if (self->keyboard_mode)
    bst_board_navigator_set_cursor (self->navigator, self->cursor_x, self->cursor_y);
  else
    bst_board_navigator_unset_cursor (self->navigator);
  _bst_board_view_sync_accessible (self);
}

static void
update_actions (BstBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean placing = _bst_board_view_can_place (self);

  gtk_widget_action_set_enabled (widget, "board.rotate", placing);
  gtk_widget_action_set_enabled (widget, "board.place",
                                 placing && (self->has_pending || self->legal->len > 0));
  gtk_widget_action_set_enabled (widget, "board.skip-meeple", placing && self->has_pending);
  gtk_widget_action_set_enabled (widget, "board.meeple",
                                 placing && self->has_pending && self->n_options > 0);
  _bst_board_view_sync_accessible (self);
}

static void
refresh_legal (BstBoardView *self)
{
  const BstState *state = game_state (self);
  g_autoptr (GArray) placements = NULL;

  g_array_set_size (self->legal, 0);
  self->tile_in_hand = BST_TILE_TYPE_NONE;

  if (state != NULL && state->phase == BST_PHASE_PLACE && self->hand_index < state->n_hand)
    {
      self->tile_in_hand = state->hand[self->hand_index];
      placements = bst_game_get_legal_placements (self->game, self->tile_in_hand);

      /* Placements come square by square, so a square's rotations are
       * next to each other. */
      for (guint i = 0; i < placements->len; i++)
        {
          const BstPlacement *p = &g_array_index (placements, BstPlacement, i);
          LegalSquare *last = self->legal->len > 0
            ? &g_array_index (self->legal, LegalSquare, self->legal->len - 1) : NULL;

          if (last == NULL || last->x != p->x || last->y != p->y)
            {
              LegalSquare square = { p->x, p->y, 0 };

              g_array_append_val (self->legal, square);
              last = &g_array_index (self->legal, LegalSquare, self->legal->len - 1);
            }
          last->rotations |= 1u << (p->rotation & 3);
        }
    }

  update_actions (self);
}

static int
find_shown_target (BstBoardView *self)
{
  if (self->hovered_target >= 0)
    return self->hovered_target;
  for (guint i = 0; i < self->n_options; i++)
    if (self->options[i] == self->pending.segment)
      return (int) i;
  return -1;
}

/* Outlines the feature the shown target joins and works out its points,
 * once, rather than in every frame. */
static void
update_shown_target (BstBoardView *self)
{
  const BstState *state = game_state (self);
  int target = find_shown_target (self);

  self->shown_target = target;
  self->has_preview = FALSE;
  g_array_set_size (self->target_highlight, 0);
  if (target >= 0 && self->scratch != NULL && state->phase == BST_PHASE_PLACE)
    {
      BstMove move = self->pending;

      move.segment = self->options[target];
      _bst_board_view_collect_feature (self->target_highlight, self->scratch,
                                       self->scratch->last_tile, (guint) move.segment);
      self->has_preview = bst_meeple_preview (state, &move, &self->preview);
    }
  _bst_board_view_sync_accessible (self);
  _bst_board_view_queue_redraw (self);
}

void
_bst_board_view_set_hovered_target (BstBoardView *self,
                                    int           target)
{
  if (self->hovered_target == target)
    return;

  self->hovered_target = target;
  update_shown_target (self);
}

char *
_bst_board_view_dup_preview_label (BstBoardView *self)
{
  return self->has_preview ? bst_preview_label_dup_text (&self->preview) : NULL;
}

/* The pending move */

static void
set_pending_placement (BstBoardView *self,
                       int           x,
                       int           y,
                       guint         rotation)
{
  BstPlacement where = { x, y, rotation, 0 };

  self->has_pending = TRUE;
  self->pending.tile = self->tile_in_hand;
  self->pending.x = x;
  self->pending.y = y;
  self->pending.rotation = rotation;
  self->pending.segment = BST_NO_SEGMENT;
  self->n_options = bst_game_get_meeple_options (self->game, &self->pending, self->options);

  if (self->scratch == NULL)
    self->scratch = g_new (BstState, 1);
  bst_state_copy (self->scratch, game_state (self));
  bst_state_place (self->scratch, self->tile_in_hand, &where);

  self->hovered_target = -1;
  update_shown_target (self);
  self->rotation = rotation;
  self->cursor_x = x;
  self->cursor_y = y;
  _bst_board_view_sync_cursor (self);

  update_actions (self);
  _bst_board_view_update_tooltip (self);
  _bst_board_view_queue_redraw (self);
  g_signal_emit (self, signals[PENDING_CHANGED], 0);
}

void
_bst_board_view_set_pending_segment (BstBoardView *self,
                                     int           segment)
{
  if (!self->has_pending || self->pending.segment == segment)
    return;

  self->pending.segment = segment;
  update_shown_target (self);
  g_signal_emit (self, signals[PENDING_CHANGED], 0);
}

static gboolean
drop_pending (BstBoardView *self)
{
  if (!self->has_pending)
    return FALSE;

  self->has_pending = FALSE;
  self->n_options = 0;
  self->hovered_target = -1;
  update_shown_target (self);
  g_clear_pointer (&self->scratch, g_free);
  update_actions (self);
  _bst_board_view_queue_redraw (self);
  return TRUE;
}

/* Asks whoever embeds the view to play the pending move. */
void
_bst_board_view_activate_move (BstBoardView *self)
{
  g_signal_emit (self, signals[MOVE_ACTIVATED], 0);
}

/* Places tentatively at (x, y) when that is legal; on the pending tile,
 * asks for the move to be played. */
gboolean
_bst_board_view_place_at (BstBoardView *self,
                          int           x,
                          int           y)
{
  guint rotations;

  if (!_bst_board_view_can_place (self))
    return FALSE;

  if (self->has_pending && self->pending.x == x && self->pending.y == y)
    {
      _bst_board_view_activate_move (self);
      return TRUE;
    }

  rotations = _bst_board_view_legal_rotations (self, x, y);
  if (rotations == 0)
    return FALSE;

  set_pending_placement (self, x, y,
                         _bst_board_view_next_legal_rotation (rotations, self->rotation));
  return TRUE;
}

void
_bst_board_view_rotate (BstBoardView *self)
{
  int x, y;

  if (!_bst_board_view_can_place (self))
    return;

  if (self->has_pending)
    {
      guint rotations = _bst_board_view_legal_rotations (self, self->pending.x, self->pending.y);
      guint next = _bst_board_view_next_legal_rotation (rotations, self->pending.rotation + 1);

      if (next != self->pending.rotation)
        set_pending_placement (self, self->pending.x, self->pending.y, next);
      return;
    }

  if (_bst_board_view_ghost_square (self, &x, &y)
      && _bst_board_view_legal_rotations (self, x, y) != 0)
    {
      guint rotations = _bst_board_view_legal_rotations (self, x, y);
      guint shown = _bst_board_view_next_legal_rotation (rotations, self->rotation);

      self->rotation = _bst_board_view_next_legal_rotation (rotations, shown + 1);
    }
  else
    self->rotation = (self->rotation + 1) & 3;
  _bst_board_view_update_tooltip (self);
  _bst_board_view_queue_redraw (self);
}

/* Viewing */

/* What the player needs to see: the tiles and every square next to them,
 * where the next tiles may go. */
static void
board_extent (gpointer  user_data,
              int      *min_x,
              int      *min_y,
              int      *max_x,
              int      *max_y)
{
  BstBoardView *self = user_data;
  const BstState *state = game_state (self);

  *min_x = *min_y = *max_x = *max_y = 0;
  if (state == NULL)
    return;

  if (state->n_tiles > 0)
    {
      *min_x = *max_x = state->tiles[0].x;
      *min_y = *max_y = state->tiles[0].y;
    }
  for (guint i = 1; i < state->n_tiles; i++)
    {
      *min_x = MIN (*min_x, state->tiles[i].x);
      *min_y = MIN (*min_y, state->tiles[i].y);
      *max_x = MAX (*max_x, state->tiles[i].x);
      *max_y = MAX (*max_y, state->tiles[i].y);
    }
  if (state->n_tiles > 0)
    {
      (*min_x)--;
      (*min_y)--;
      (*max_x)++;
      (*max_y)++;
    }
  /* A position of a puzzle may have nothing down yet. */
  for (guint i = 0; i < self->legal->len; i++)
    {
      const LegalSquare *square = &g_array_index (self->legal, LegalSquare, i);

      *min_x = MIN (*min_x, square->x);
      *min_y = MIN (*min_y, square->y);
      *max_x = MAX (*max_x, square->x);
      *max_y = MAX (*max_y, square->y);
    }
}

/* The focus ring follows :focus-visible. */
static void
bst_board_view_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  GTK_WIDGET_CLASS (bst_board_view_parent_class)->state_flags_changed (widget, previous);
  if (changed & (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    _bst_board_view_queue_redraw (BST_BOARD_VIEW (widget));
}

/* Sizing */

static void
bst_board_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  BstBoardView *self = BST_BOARD_VIEW (widget);

  bst_board_navigator_allocate (self->navigator, width, height);
}

static void
bst_board_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = 96;
  *natural = 480;
}

/* The game */

static void
redraw_game (gpointer data)
{
  BstBoardView *self = data;

  bst_after_frame_cancel (&self->game_redraw);
  bst_board_navigator_follow (self->navigator);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The side panel shows a move at once, and the board in the next frame:
 * see BstAfterFrame. */
static void
queue_game_redraw (BstBoardView *self)
{
  bst_after_frame_queue (&self->game_redraw, GTK_WIDGET (self), redraw_game, self);
}

/* The pending move and the legal squares, for the position now. */
static void
update_from_game (BstBoardView *self)
{
  gboolean dropped = drop_pending (self);

  g_array_set_size (self->highlight, 0);
  _bst_board_view_forget_aids (self);
  refresh_legal (self);
  _bst_board_view_update_tooltip (self);
  if (dropped)
    g_signal_emit (self, signals[PENDING_CHANGED], 0);
}

static void
game_changed_cb (BstBoardView *self)
{
  queue_game_redraw (self);
  update_from_game (self);
}

static void
navigator_zoom_changed_cb (BstBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
navigator_animation_speed_changed_cb (BstBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

static void
style_changed_cb (BstBoardView    *self,
                  GParamSpec      *pspec,
                  AdwStyleManager *manager)
{
  _bst_board_view_queue_redraw (self);
}

/* GObject */

static void
bst_board_view_dispose (GObject *object)
{
  BstBoardView *self = BST_BOARD_VIEW (object);

  bst_after_frame_cancel (&self->game_redraw);
  _bst_board_view_stop_arrival (self);
  g_clear_handle_id (&self->rasters_id, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  g_clear_object (&self->navigator);

  G_OBJECT_CLASS (bst_board_view_parent_class)->dispose (object);
}

static void
bst_board_view_finalize (GObject *object)
{
  BstBoardView *self = BST_BOARD_VIEW (object);

  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->target_highlight, g_array_unref);
  g_clear_pointer (&self->scratch, g_free);
  _bst_board_view_finalize_aids (self);
  _bst_board_view_finalize_a11y (self);

  G_OBJECT_CLASS (bst_board_view_parent_class)->finalize (object);
}

static void
bst_board_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BstBoardView *self = BST_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_LEGAL_SQUARES:
      g_value_set_boolean (value, self->show_legal_squares);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_HAND_INDEX:
      g_value_set_uint (value, self->hand_index);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, current_transform (self)->zoom);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, bst_board_navigator_get_animation_speed (self->navigator));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_board_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BstBoardView *self = BST_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bst_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_LEGAL_SQUARES:
      bst_board_view_set_show_legal_squares (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      bst_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_HAND_INDEX:
      bst_board_view_set_hand_index (self, g_value_get_uint (value));
      break;
    case PROP_ZOOM:
      bst_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_ANIMATION_SPEED:
      bst_board_view_set_animation_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}
static void
bst_board_view_class_init (BstBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bst_board_view_dispose;
  object_class->finalize = bst_board_view_finalize;
  object_class->get_property = bst_board_view_get_property;
  object_class->set_property = bst_board_view_set_property;

  widget_class->snapshot = _bst_board_view_snapshot;
  widget_class->size_allocate = bst_board_view_size_allocate;
  widget_class->measure = bst_board_view_measure;
  widget_class->state_flags_changed = bst_board_view_state_flags_changed;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BST_TYPE_GAME, flags);
  properties[PROP_SHOW_LEGAL_SQUARES] =
    g_param_spec_boolean ("show-legal-squares", NULL, NULL, TRUE, flags);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE, flags);
  properties[PROP_HAND_INDEX] =
    g_param_spec_uint ("hand-index", NULL, NULL, 0, BST_MAX_HAND - 1, 0, flags);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM,
                         FIT_MAX_ZOOM, flags);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PENDING_CHANGED] =
    g_signal_new ("pending-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MOVE_ACTIVATED] =
    g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  _bst_board_view_class_init_input (widget_class);
  _bst_board_view_class_init_a11y (widget_class);

  gtk_widget_class_set_css_name (widget_class, "board-view");
}

static void
bst_board_view_init (BstBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->legal = g_array_new (FALSE, FALSE, sizeof (LegalSquare));
  self->highlight = g_array_new (FALSE, FALSE, sizeof (Highlight));
  self->target_highlight = g_array_new (FALSE, FALSE, sizeof (Highlight));
  self->cache = bst_texture_cache_new (bst_tile_art_get_default (),
                                       BST_TEXTURE_CACHE_DEFAULT_BUDGET);
  self->show_legal_squares = TRUE;
  self->interactive = TRUE;
  self->tile_in_hand = BST_TILE_TYPE_NONE;
  self->hovered_target = -1;
  self->shown_target = -1;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  _bst_board_view_init_input (self);
  _bst_board_view_init_aids (self);
  _bst_board_view_init_a11y (self);

  /* Panning, zooming and following the board, with the pointer, the
   * touchpad and the keys. */
  self->navigator = bst_board_navigator_new (widget);
  bst_board_navigator_set_max_fit_zoom (self->navigator, FIT_MAX_ZOOM);
  bst_board_navigator_set_extent_func (self->navigator, board_extent, self, NULL);
  g_signal_connect_swapped (self->navigator, "changed",
                            G_CALLBACK (_bst_board_view_queue_redraw), self);
  g_signal_connect_swapped (self->navigator, "notify::zoom",
                            G_CALLBACK (navigator_zoom_changed_cb), self);
  g_signal_connect_swapped (self->navigator, "notify::animation-speed",
                            G_CALLBACK (navigator_animation_speed_changed_cb), self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);

  update_actions (self);
}

/* Public API */

GtkWidget *
bst_board_view_new (void)
{
  return g_object_new (BST_TYPE_BOARD_VIEW, NULL);
}

BstGame *
bst_board_view_get_game (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
bst_board_view_set_game (BstBoardView *self,
                         BstGame      *game)
{
  static const char *const redraw_signals[] = { "meeple-placed", "feature-scored" };
  static const char *const change_signals[] = {
    "tile-placed", "turn-started", "game-over", "changed",
  };

  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || BST_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  _bst_board_view_stop_arrival (self);
  if (game != NULL)
    {
      /* Before the pending move is dropped, to tell the player's own tile. */
      g_signal_connect_swapped (game, "tile-placed",
                                G_CALLBACK (_bst_board_view_start_arrival), self);
      for (guint i = 0; i < G_N_ELEMENTS (redraw_signals); i++)
        g_signal_connect_swapped (game, redraw_signals[i], G_CALLBACK (queue_game_redraw), self);
      for (guint i = 0; i < G_N_ELEMENTS (change_signals); i++)
        g_signal_connect_swapped (game, change_signals[i], G_CALLBACK (game_changed_cb), self);
    }

  self->cursor_x = self->cursor_y = 0;
  _bst_board_view_sync_cursor (self);
  bst_board_navigator_reset (self->navigator);
  update_from_game (self);
  redraw_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
bst_board_view_get_show_legal_squares (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), FALSE);
  return self->show_legal_squares;
}

void
bst_board_view_set_show_legal_squares (BstBoardView *self,
                                       gboolean      show)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_legal_squares == show)
    return;
  self->show_legal_squares = show;
  _bst_board_view_queue_redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_SQUARES]);
}

gboolean
bst_board_view_get_interactive (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), FALSE);
  return self->interactive;
}

void
bst_board_view_set_interactive (BstBoardView *self,
                                gboolean      interactive)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  if (!interactive && drop_pending (self))
    g_signal_emit (self, signals[PENDING_CHANGED], 0);
  update_actions (self);
  _bst_board_view_update_tooltip (self);
  _bst_board_view_queue_redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

guint
bst_board_view_get_hand_index (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), 0);
  return self->hand_index;
}

void
bst_board_view_set_hand_index (BstBoardView *self,
                               guint         index)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  g_return_if_fail (index < BST_MAX_HAND);

  if (self->hand_index == index)
    return;
  self->hand_index = index;
  update_from_game (self);
  redraw_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND_INDEX]);
}

gboolean
bst_board_view_get_pending_move (BstBoardView *self,
                                 BstMove      *out)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), FALSE);

  if (!self->has_pending)
    return FALSE;
  if (out != NULL)
    *out = self->pending;
  return TRUE;
}

void
bst_board_view_clear_pending (BstBoardView *self)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  if (drop_pending (self))
    g_signal_emit (self, signals[PENDING_CHANGED], 0);
}

double
bst_board_view_get_zoom (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), 0);
  return current_transform (self)->zoom;
}

void
bst_board_view_set_zoom (BstBoardView *self,
                         double        zoom)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  bst_board_view_zoom_at (self, zoom,
                          gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                          gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
bst_board_view_zoom_at (BstBoardView *self,
                        double        zoom,
                        double        x,
                        double        y)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  bst_board_navigator_zoom_at (self->navigator, zoom, x, y);
}

void
bst_board_view_zoom_to_fit (BstBoardView *self)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  bst_board_navigator_zoom_to_fit (self->navigator);
}

gboolean
bst_board_view_get_following (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), FALSE);
  return bst_board_navigator_get_following (self->navigator);
}

double
bst_board_view_get_animation_speed (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), 1.0);
  return bst_board_navigator_get_animation_speed (self->navigator);
}

void
bst_board_view_set_animation_speed (BstBoardView *self,
                                    double        speed)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  bst_board_navigator_set_animation_speed (self->navigator, speed);
}

void
bst_board_view_get_transform (BstBoardView      *self,
                              BstBoardTransform *transform)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  *transform = *bst_board_navigator_get_transform (self->navigator);
}

void
bst_board_view_set_transform (BstBoardView            *self,
                              const BstBoardTransform *transform)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));
  bst_board_navigator_set_transform (self->navigator, transform);
}

void
bst_board_view_get_cursor (BstBoardView *self,
                           int          *square_x,
                           int          *square_y)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  if (square_x != NULL)
    *square_x = self->cursor_x;
  if (square_y != NULL)
    *square_y = self->cursor_y;
}

void
bst_board_view_set_cursor (BstBoardView *self,
                           int           square_x,
                           int           square_y)
{
  g_return_if_fail (BST_IS_BOARD_VIEW (self));

  self->cursor_x = CLAMP (square_x, G_MININT8, G_MAXINT8);
  self->cursor_y = CLAMP (square_y, G_MININT8, G_MAXINT8);
  _bst_board_view_sync_cursor (self);
  _bst_board_view_update_tooltip (self);
  if (self->keyboard_mode && gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    bst_board_navigator_reveal_square (self->navigator, self->cursor_x, self->cursor_y);
  _bst_board_view_queue_redraw (self);
}

BstTextureCache *
bst_board_view_get_texture_cache (BstBoardView *self)
{
  g_return_val_if_fail (BST_IS_BOARD_VIEW (self), NULL);
  return self->cache;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-after-frame.h"
#include "bst-score-banner-private.h"
#include "bst-text.h"

/* How long a scoring stays on screen at animation speed 1: four and a half
 * times a computer seat's pace (bst-game-session.c), so that it leaves
 * between two computer moves rather than with one. */
#define SCORE_BANNER_MS  2700
/* The pause between the last move and the final scoring. */
#define RESULTS_DELAY_MS 1200
/* How long each feature of the final scoring is shown. */
#define FINAL_STEP_MS    1400
/* How long the scoring takes to slide in or out. */
#define SCORE_SLIDE_MS   250

struct _BstScoreBanner
{
  GtkWidget      parent_instance;

  BstGame       *game;
  GSignalGroup  *game_signals;
  BstBoardView  *board_view;
  double         animation_speed;

  GString       *text;            /* this move's scorings */
  GArray        *highlights;      /* tile, segment pairs of this move */
  GArray        *final_events;    /* BstScoreEvent, shown one by one */
  guint          final_index;
  int            final_totals[BST_MAX_PLAYERS]; /* counted up feature by feature */
  gboolean       final_counting;  /* the final totals are the scores shown */
  guint          final_source;
  guint          hide_source;
  BstAfterFrame  reveal;          /* the banner comes with the board's frame */
  char          *accessible_label; /* as last handed to screen readers */

  GtkRevealer   *revealer;
  GtkLabel      *label;
};

G_DEFINE_FINAL_TYPE (BstScoreBanner, bst_score_banner, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_BOARD_VIEW,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

enum {
  FINAL_SCORING_DONE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
animated (BstScoreBanner *self)
{
  return self->animation_speed > 0.01;
}

static guint
scaled_delay (BstScoreBanner *self,
              guint           ms)
{
  return animated (self) ? (guint) (ms / self->animation_speed) : ms / 4;
}

static void
highlight (BstScoreBanner *self,
           guint           tile,
           guint           segment)
{
  if (self->board_view != NULL)
    bst_board_view_highlight_feature (self->board_view, tile, segment);
}

static void
clear_highlight (BstScoreBanner *self)
{
  if (self->board_view != NULL)
    bst_board_view_clear_highlight (self->board_view);
}

/* The scores the banner stands for: while the final scoring runs, as it
 * has counted them up so far; the game's otherwise. */
static int
shown_score (BstScoreBanner *self,
             guint           player)
{
  return self->final_counting ? self->final_totals[player]
                              : bst_game_get_score (self->game, player);
}

char *
_bst_score_banner_dup_accessible_label (BstScoreBanner *self)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (BST_IS_SCORE_BANNER (self), NULL);

  if (self->game == NULL)
    return NULL;
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    {
      int score = shown_score (self, p);

      /* Translators: a player's name and score, for screen readers, as in
       * "Anna 12 points, Ben 7 points" */
      g_ptr_array_add (items, g_strdup_printf (ngettext ("%s %d point", "%s %d points",
                                                         ABS (score)),
                                               bst_game_get_player (self->game, p)->name, score));
    }
  return bst_text_join_list ((const char *const *) items->pdata, items->len);
}

/* Called where the scores may have changed; they are only handed on when
 * they did, so that screen readers are not told the same thing again. */
static void
sync_accessible (BstScoreBanner *self)
{
  g_autofree char *label = _bst_score_banner_dup_accessible_label (self);

  if (g_strcmp0 (label, self->accessible_label) == 0)
    return;
  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_free (self->accessible_label);
  self->accessible_label = g_steal_pointer (&label);
}

/* The banner slides in and out at the animation speed, like the rest. */
static void
show (BstScoreBanner *self,
      gboolean        shown)
{
  gtk_revealer_set_transition_duration (self->revealer,
                                        animated (self) ? scaled_delay (self, SCORE_SLIDE_MS) : 0);
  gtk_revealer_set_reveal_child (self->revealer, shown);
}

void
bst_score_banner_hide (BstScoreBanner *self)
{
  g_return_if_fail (BST_IS_SCORE_BANNER (self));

  g_clear_handle_id (&self->hide_source, g_source_remove);
  bst_after_frame_cancel (&self->reveal);
  show (self, FALSE);
}

static gboolean
hide_cb (gpointer user_data)
{
  BstScoreBanner *self = user_data;

  self->hide_source = 0;
  bst_score_banner_hide (self);
  clear_highlight (self);
  return G_SOURCE_REMOVE;
}

/* The scoring shows over the board when the board shows the move. */
static void
reveal_cb (gpointer data)
{
  BstScoreBanner *self = data;

  gtk_label_set_label (self->label, self->text->str);
  show (self, TRUE);
  sync_accessible (self);
}

static void
tile_placed_cb (BstScoreBanner *self)
{
  g_string_truncate (self->text, 0);
  g_array_set_size (self->highlights, 0);
}

/* Completed features light up on the board and their points show above
 * it for a moment; the log keeps them. The final scoring waits for the
 * game to end, and is then shown one feature at a time. */
static void
feature_scored_cb (BstGame             *game,
                   const BstScoreEvent *event,
                   BstScoreBanner      *self)
{
  g_autofree char *text = NULL;

  if (event->final)
    {
      if (event->points > 0)
        g_array_append_val (self->final_events, *event);
      return;
    }

  text = bst_score_event_describe (event, bst_game_get_players (game),
                                   bst_game_get_n_players (game));
  if (self->text->len > 0)
    g_string_append_c (self->text, '\n');
  g_string_append (self->text, text);
  if (self->board_view != NULL)
    bst_after_frame_queue (&self->reveal, GTK_WIDGET (self->board_view), reveal_cb, self);
  else
    reveal_cb (self);
  g_array_append_vals (self->highlights, (guint[]) { event->tile, event->segment }, 2);

  g_clear_handle_id (&self->hide_source, g_source_remove);
  self->hide_source = g_timeout_add (scaled_delay (self, SCORE_BANNER_MS), hide_cb, self);
}

/* The board forgets its highlights when the turn changes, so the features
 * this move completed are lit once the next turn has begun. */
static void
move_done_cb (BstScoreBanner *self)
{
  for (guint i = 0; i + 1 < self->highlights->len; i += 2)
    highlight (self, g_array_index (self->highlights, guint, i),
               g_array_index (self->highlights, guint, i + 1));
  g_array_set_size (self->highlights, 0);
}

static void
add_final_points (BstScoreBanner      *self,
                  const BstScoreEvent *event)
{
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    if (event->winners & (1u << p))
      self->final_totals[p] += (int) event->points;
}

/* The scores before the final scoring: the game's, less what it added. */
static void
start_final_totals (BstScoreBanner *self)
{
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    self->final_totals[p] = bst_game_get_score (self->game, p);
  for (guint i = 0; i < self->final_events->len; i++)
    {
      const BstScoreEvent *event = &g_array_index (self->final_events, BstScoreEvent, i);

      for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
        if (event->winners & (1u << p))
          self->final_totals[p] -= (int) event->points;
    }
}

/* "Anna 42, Ben 30" */
static char *
describe_totals (BstScoreBanner *self)
{
  guint n_players = bst_game_get_n_players (self->game);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < n_players; p++)
    /* Translators: a player's name and score, as in "now Anna 42, Ben 30" */
    g_ptr_array_add (items, g_strdup_printf (_("%s %d"), bst_game_get_player (self->game, p)->name,
                                             self->final_totals[p]));
  return bst_text_join_list ((const char *const *) items->pdata, items->len);
}

static gboolean
final_step_cb (gpointer user_data)
{
  BstScoreBanner *self = user_data;
  const BstScoreEvent *event;
  g_autofree char *text = NULL;
  g_autofree char *totals = NULL;
  g_autofree char *line = NULL;

  self->final_source = 0;
  clear_highlight (self);
  if (self->final_index >= self->final_events->len)
    {
      self->final_counting = FALSE;
      sync_accessible (self);
      bst_score_banner_hide (self);
      g_signal_emit (self, signals[FINAL_SCORING_DONE], 0);
      return G_SOURCE_REMOVE;
    }

  event = &g_array_index (self->final_events, BstScoreEvent, self->final_index++);
  text = bst_score_event_describe (event, bst_game_get_players (self->game),
                                   bst_game_get_n_players (self->game));
  add_final_points (self, event);
  totals = describe_totals (self);
  /* Translators: the final scoring, one feature at a time, and the scores
   * counted up so far: "Final scoring 3 of 9: City: … — now Anna 42, Ben 30" */
  line = g_strdup_printf (_("Final scoring %u of %u: %s — now %s"), self->final_index,
                          self->final_events->len, text, totals);
  gtk_label_set_label (self->label, line);
  show (self, TRUE);
  sync_accessible (self);
  highlight (self, event->tile, event->segment);
  self->final_source = g_timeout_add (scaled_delay (self, FINAL_STEP_MS), final_step_cb, self);
  return G_SOURCE_REMOVE;
}

static void
stop_final_scoring (BstScoreBanner *self)
{
  g_clear_handle_id (&self->final_source, g_source_remove);
  g_array_set_size (self->final_events, 0);
  self->final_index = 0;
  self->final_counting = FALSE;
}

static void
game_over_cb (BstScoreBanner *self)
{
  g_clear_handle_id (&self->hide_source, g_source_remove);
  g_clear_handle_id (&self->final_source, g_source_remove);
  self->final_index = 0;
  /* Without animations the results come at once. */
  if (!animated (self))
    g_array_set_size (self->final_events, 0);
  start_final_totals (self);
  self->final_counting = TRUE;
  sync_accessible (self);
  self->final_source = g_timeout_add (scaled_delay (self, RESULTS_DELAY_MS), final_step_cb, self);
}

/* Undo can take the game out of its end. */
static void
game_changed_cb (BstScoreBanner *self)
{
  if (self->game != NULL && !bst_game_is_over (self->game))
    {
      stop_final_scoring (self);
      bst_score_banner_hide (self);
    }
  sync_accessible (self);
}

GtkWidget *
bst_score_banner_new (void)
{
  return g_object_new (BST_TYPE_SCORE_BANNER, NULL);
}

BstGame *
bst_score_banner_get_game (BstScoreBanner *self)
{
  g_return_val_if_fail (BST_IS_SCORE_BANNER (self), NULL);
  return self->game;
}

void
bst_score_banner_set_game (BstScoreBanner *self,
                           BstGame        *game)
{
  g_return_if_fail (BST_IS_SCORE_BANNER (self));
  g_return_if_fail (game == NULL || BST_IS_GAME (game));

  stop_final_scoring (self);
  bst_score_banner_hide (self);
  g_string_truncate (self->text, 0);
  g_array_set_size (self->highlights, 0);
  /* Set again, the final scoring it stopped no longer stands for the scores. */
  if (g_set_object (&self->game, game))
    {
      g_signal_group_set_target (self->game_signals, game);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  sync_accessible (self);
}

BstBoardView *
bst_score_banner_get_board_view (BstScoreBanner *self)
{
  g_return_val_if_fail (BST_IS_SCORE_BANNER (self), NULL);
  return self->board_view;
}

void
bst_score_banner_set_board_view (BstScoreBanner *self,
                                 BstBoardView   *board_view)
{
  g_return_if_fail (BST_IS_SCORE_BANNER (self));
  g_return_if_fail (board_view == NULL || BST_IS_BOARD_VIEW (board_view));

  if (board_view == self->board_view)
    return;
  bst_after_frame_cancel (&self->reveal);
  g_set_object (&self->board_view, board_view);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_VIEW]);
}

double
bst_score_banner_get_animation_speed (BstScoreBanner *self)
{
  g_return_val_if_fail (BST_IS_SCORE_BANNER (self), 1.0);
  return self->animation_speed;
}

void
bst_score_banner_set_animation_speed (BstScoreBanner *self,
                                      double          speed)
{
  g_return_if_fail (BST_IS_SCORE_BANNER (self));

  if (speed == self->animation_speed)
    return;
  self->animation_speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

const char *
bst_score_banner_get_text (BstScoreBanner *self)
{
  g_return_val_if_fail (BST_IS_SCORE_BANNER (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->revealer))
    return NULL;
  return gtk_label_get_label (self->label);
}

static void
bst_score_banner_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BstScoreBanner *self = BST_SCORE_BANNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_BOARD_VIEW:
      g_value_set_object (value, self->board_view);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, self->animation_speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_score_banner_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BstScoreBanner *self = BST_SCORE_BANNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bst_score_banner_set_game (self, g_value_get_object (value));
      break;
    case PROP_BOARD_VIEW:
      bst_score_banner_set_board_view (self, g_value_get_object (value));
      break;
    case PROP_ANIMATION_SPEED:
      bst_score_banner_set_animation_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_score_banner_dispose (GObject *object)
{
  BstScoreBanner *self = BST_SCORE_BANNER (object);

  stop_final_scoring (self);
  g_clear_handle_id (&self->hide_source, g_source_remove);
  bst_after_frame_cancel (&self->reveal);
  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game);
  g_clear_object (&self->board_view);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_SCORE_BANNER);
  G_OBJECT_CLASS (bst_score_banner_parent_class)->dispose (object);
}

static void
bst_score_banner_finalize (GObject *object)
{
  BstScoreBanner *self = BST_SCORE_BANNER (object);

  g_clear_object (&self->game_signals);
  g_string_free (self->text, TRUE);
  g_array_unref (self->highlights);
  g_array_unref (self->final_events);
  g_free (self->accessible_label);
  G_OBJECT_CLASS (bst_score_banner_parent_class)->finalize (object);
}

static void
bst_score_banner_class_init (BstScoreBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = bst_score_banner_get_property;
  object_class->set_property = bst_score_banner_set_property;
  object_class->dispose = bst_score_banner_dispose;
  object_class->finalize = bst_score_banner_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BST_TYPE_GAME, flags);
  properties[PROP_BOARD_VIEW] =
    g_param_spec_object ("board-view", NULL, NULL, BST_TYPE_BOARD_VIEW, flags);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FINAL_SCORING_DONE] =
    g_signal_new ("final-scoring-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* The scores change under the player's eyes without taking the focus. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-score-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, BstScoreBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, BstScoreBanner, label);
}

static void
bst_score_banner_init (BstScoreBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->animation_speed = 1.0;
  self->text = g_string_new (NULL);
  self->highlights = g_array_new (FALSE, FALSE, sizeof (guint));
  self->final_events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));

  /* The features a move completed are lit after the board has moved on
   * to the next turn (or to the end). */
  self->game_signals = g_signal_group_new (BST_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "tile-placed",
                                 G_CALLBACK (tile_placed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "feature-scored",
                                 G_CALLBACK (feature_scored_cb), self, 0);
  g_signal_group_connect_object (self->game_signals, "game-over",
                                 G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "turn-started",
                                 G_CALLBACK (move_done_cb), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_group_connect_object (self->game_signals, "game-over",
                                 G_CALLBACK (move_done_cb), self,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

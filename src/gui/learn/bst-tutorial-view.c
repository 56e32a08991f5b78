/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include "bst-tutorial-view.h"

#include <glib/gi18n.h>

#include "bst-fold-layout.h"
#include "bst-meeple-icon.h"
#include "bst-score-breakdown.h"
#include "bst-tile-image.h"

/* After this many wrong tries the hint points at "Show Me". */
#define TRIES_BEFORE_SHOW_ME 2

typedef enum {
  FEEDBACK_NONE,
  FEEDBACK_INFO,
  FEEDBACK_HINT,
  FEEDBACK_DONE,
} FeedbackKind;

struct _BstTutorialView
{
  AdwBin          parent_instance;

  GSettings      *settings;
  guint           index;
  BstGame        *game;
  gboolean        done;
  guint           wrong_tries;
  BstScoreBreakdown *breakdown;  /* the scoring of the step's move, lit feature by feature */
  char           *feedback;

  /* template */
  BstBoardView   *board;
  GtkLabel       *progress_label;
  GtkProgressBar *progress_bar;
  GtkLabel       *title_label;
  GtkLabel       *text_label;
  GtkWidget      *hand_box;
  BstTileImage   *hand_tile;
  GtkRevealer    *feedback_revealer;
  GtkImage       *feedback_icon;
  GtkLabel       *feedback_label;
  GtkListBox     *events_list;
  GtkListBox     *scores_list;
  GtkWidget      *show_me_button;
  GtkWidget      *confirm_button;
  GtkWidget      *next_button;
  GtkWidget      *start_game_button;
};

G_DEFINE_FINAL_TYPE (BstTutorialView, bst_tutorial_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  START_GAME,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const BstTutorialStep *
current_step (BstTutorialView *self)
{
  return bst_tutorial_get_step (self->index);
}

/* Showing --------------------------------------------------------------------- */

static void
set_feedback (BstTutorialView *self,
              FeedbackKind     kind,
              const char      *text)
{
  GtkWidget *label = GTK_WIDGET (self->feedback_label);
  static const char *const icons[] = {
    NULL, "dialog-information-symbolic", "dialog-warning-symbolic", "emblem-ok-symbolic",
  };

  g_free (self->feedback);
  self->feedback = g_strdup (text);
  gtk_revealer_set_reveal_child (self->feedback_revealer, kind != FEEDBACK_NONE && text != NULL);
  gtk_label_set_label (self->feedback_label, text != NULL ? text : "");
  gtk_image_set_from_icon_name (self->feedback_icon, icons[kind]);
  gtk_widget_remove_css_class (label, "warning");
  gtk_widget_remove_css_class (label, "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_icon), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_icon), "success");
  if (kind == FEEDBACK_HINT)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback_icon), "warning");
  else if (kind == FEEDBACK_DONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback_icon), "success");
  if (kind != FEEDBACK_DONE)
    gtk_widget_set_visible (GTK_WIDGET (self->events_list), FALSE);
}

static void
update_scores (BstTutorialView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_list))) != NULL)
    gtk_list_box_remove (self->scores_list, child);

  if (self->game == NULL || current_step (self)->kind == BST_TUTORIAL_STEP_GAME)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->scores_list), FALSE);
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->scores_list), TRUE);
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    {
      const BstPlayerInfo *info = bst_game_get_player (self->game, p);
      const BstState *state = bst_game_get_state (self->game);
      int score = bst_game_get_score (self->game, p);
      guint supply = state->supply[p];
      g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", score), score);
      g_autofree char *meeples = g_strdup_printf (ngettext ("%u meeple in supply",
                                                           "%u meeples in supply", supply),
                                                  supply);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (points);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), info->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), meeples);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), bst_meeple_icon_new (info->colour));
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      gtk_list_box_append (self->scores_list, row);
    }
}

static void
update_hand (BstTutorialView *self)
{
  const BstTutorialStep *step = current_step (self);
  const BstState *state = self->game != NULL ? bst_game_get_state (self->game) : NULL;
  gboolean placing = step->kind == BST_TUTORIAL_STEP_PLAY && !self->done && state != NULL
                     && state->phase == BST_PHASE_PLACE && state->n_hand > 0;
  BstMove pending;

  gtk_widget_set_visible (self->hand_box, placing);
  if (!placing)
    return;
  bst_tile_image_set_tile (self->hand_tile, state->hand[0]);
  if (bst_board_view_get_pending_move (self->board, &pending))
    bst_tile_image_set_rotation (self->hand_tile, pending.rotation);
}

static void
update_actions (BstTutorialView *self)
{
  const BstTutorialStep *step = current_step (self);
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean play = step->kind == BST_TUTORIAL_STEP_PLAY;
  gboolean game = step->kind == BST_TUTORIAL_STEP_GAME;
  gboolean pending = bst_board_view_get_pending_move (self->board, NULL);

  gtk_widget_action_set_enabled (widget, "tutorial.previous", self->index > 0);
  gtk_widget_action_set_enabled (widget, "tutorial.next",
                                 !game && self->done && self->index + 1 < bst_tutorial_get_n_steps ());
  gtk_widget_action_set_enabled (widget, "tutorial.show-me", play && !self->done);
  gtk_widget_action_set_enabled (widget, "tutorial.confirm", play && !self->done && pending);
  gtk_widget_action_set_enabled (widget, "tutorial.rotate", play && !self->done);
  gtk_widget_action_set_enabled (widget, "tutorial.start-game", game);

  gtk_widget_set_visible (self->show_me_button, play && !self->done);
  gtk_widget_set_visible (self->confirm_button, play && !self->done);
  gtk_widget_set_visible (self->next_button, !game);
  gtk_widget_set_visible (self->start_game_button, game);
}

/* The features the move scored, one row each, lit in turn on the board. */
static void
show_events (BstTutorialView *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->events_list),
                          bst_score_breakdown_get_n_events (self->breakdown) > 0);
  bst_score_breakdown_light_in_turn (self->breakdown);
}

static void
save_progress (BstTutorialView *self)
{
  if (self->settings == NULL)
    return;
  g_settings_set_string (self->settings, "tutorial-step", current_step (self)->id);
}

static void
feature_scored_cb (BstTutorialView     *self,
                   const BstScoreEvent *event,
                   BstGame             *game)
{
  g_autofree char *text = bst_score_event_describe (event, bst_game_get_players (game),
                                                    bst_game_get_n_players (game));

  bst_score_breakdown_add (self->breakdown, event, text, bst_game_get_players (game),
                           bst_game_get_n_players (game));
}

/* Plays the step's move, already judged right. */
static void
play_move (BstTutorialView *self,
           const BstMove   *move)
{
  const BstTutorialStep *step = current_step (self);
  g_autoptr (GError) error = NULL;

  bst_score_breakdown_clear (self->breakdown);
  bst_board_view_clear_highlight (self->board);
  bst_board_view_clear_pending (self->board);
  if (!bst_game_play (self->game, move, &error))
    {
      g_warning ("Tutorial step %s: %s", step->id, error->message);
      return;
    }
  self->done = TRUE;
  bst_board_view_set_interactive (self->board, FALSE);
  set_feedback (self, FEEDBACK_DONE, g_dgettext (GETTEXT_PACKAGE, step->explanation));
  show_events (self);
  update_scores (self);
  update_hand (self);
  update_actions (self);
  if (self->index + 1 < bst_tutorial_get_n_steps ())
    gtk_widget_grab_focus (self->next_button);
}

static void
load_step (BstTutorialView *self)
{
  const BstTutorialStep *step = current_step (self);
  g_autoptr (GError) error = NULL;
  g_autofree char *progress = NULL;
  guint n = bst_tutorial_get_n_steps ();
  guint tile, segment;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  bst_score_breakdown_clear (self->breakdown);
  self->done = step->kind == BST_TUTORIAL_STEP_READ || step->kind == BST_TUTORIAL_STEP_GAME;
  self->wrong_tries = 0;

  self->game = bst_tutorial_step_new_game (step, &error);
  if (self->game == NULL)
    g_warning ("Tutorial step %s: %s", step->id, error->message);
  else
    g_signal_connect_object (self->game, "feature-scored",
                             G_CALLBACK (feature_scored_cb), self, G_CONNECT_SWAPPED);

  bst_board_view_set_game (self->board, self->game);
  bst_board_view_set_interactive (self->board, step->kind == BST_TUTORIAL_STEP_PLAY);
  bst_board_view_clear_highlight (self->board);

  /* Translators: the tutorial's progress, e.g. "Step 3 of 20". */
  progress = g_strdup_printf (_("Step %u of %u"), self->index + 1, n);
  gtk_label_set_label (self->progress_label, progress);
  gtk_progress_bar_set_fraction (self->progress_bar, (double) (self->index + 1) / n);
  gtk_label_set_label (self->title_label, g_dgettext (GETTEXT_PACKAGE, step->title));
  gtk_label_set_label (self->text_label, g_dgettext (GETTEXT_PACKAGE, step->text));
  set_feedback (self, FEEDBACK_NONE, NULL);

  if (self->game != NULL && step->kind == BST_TUTORIAL_STEP_READ
      && bst_tutorial_step_get_highlight (step, bst_game_get_state (self->game), &tile, &segment))
    bst_board_view_highlight_feature (self->board, tile, segment);

  update_scores (self);
  update_hand (self);
  update_actions (self);
  save_progress (self);

  if (self->game != NULL && step->kind == BST_TUTORIAL_STEP_WATCH)
    {
      BstMove move;

      if (bst_tutorial_step_get_expected (step, &move))
        play_move (self, &move);
    }
}

/* The player's move ---------------------------------------------------------- */

static void
judge_pending (BstTutorialView *self)
{
  const BstTutorialStep *step = current_step (self);
  const BstState *state;
  BstMove move;

  if (step->kind != BST_TUTORIAL_STEP_PLAY || self->done || self->game == NULL
      || !bst_board_view_get_pending_move (self->board, &move))
    return;

  state = bst_game_get_state (self->game);
  if (bst_tutorial_step_check (step, state, &move))
    {
      play_move (self, &move);
      return;
    }

  self->wrong_tries++;
  bst_board_view_clear_pending (self->board);
  if (self->wrong_tries >= TRIES_BEFORE_SHOW_ME)
    {
      /* Translators: a hint of the tutorial, then an offer of help; %s is the hint. */
      g_autofree char *text = g_strdup_printf (_("%s Or press “Show Me” to see the move."),
                                               g_dgettext (GETTEXT_PACKAGE, step->hint));

      set_feedback (self, FEEDBACK_HINT, text);
    }
  else
    set_feedback (self, FEEDBACK_HINT, g_dgettext (GETTEXT_PACKAGE, step->hint));
  update_actions (self);
}

static void
pending_changed_cb (BstTutorialView *self)
{
  const BstTutorialStep *step = current_step (self);
  BstMove move;

  update_hand (self);
  update_actions (self);
  if (step->kind != BST_TUTORIAL_STEP_PLAY || self->done || self->game == NULL
      || !bst_board_view_get_pending_move (self->board, &move))
    return;

  if (step->placed != NULL
      && bst_tutorial_step_check_placement (step, bst_game_get_state (self->game), &move))
    set_feedback (self, FEEDBACK_INFO, g_dgettext (GETTEXT_PACKAGE, step->placed));
}

static void
move_activated_cb (BstTutorialView *self)
{
  judge_pending (self);
}

/* Actions --------------------------------------------------------------------- */

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (widget);

  if (self->index + 1 < bst_tutorial_get_n_steps ())
    bst_tutorial_view_set_step (self, self->index + 1);
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (widget);

  if (self->index > 0)
    bst_tutorial_view_set_step (self, self->index - 1);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (widget);

  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "tutorial-finished", FALSE);
  bst_tutorial_view_set_step (self, 0);
}

static void
show_me_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (widget);
  const BstTutorialStep *step = current_step (self);
  BstMove move;

  if (step->kind != BST_TUTORIAL_STEP_PLAY || self->done || self->game == NULL
      || !bst_tutorial_step_get_expected (step, &move))
    return;
  play_move (self, &move);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  judge_pending (BST_TUTORIAL_VIEW (widget));
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->board), "board.rotate", NULL);
}

static void
start_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (widget);
  g_autoptr (BstGame) game = bst_tutorial_new_first_game (g_random_int ());

  if (self->settings != NULL)
    {
      g_settings_set_boolean (self->settings, "tutorial-finished", TRUE);
      g_settings_set_string (self->settings, "tutorial-step", "");
    }
  g_signal_emit (self, signals[FINISHED], 0);
  g_signal_emit (self, signals[START_GAME], 0, game);
}

/* GObject --------------------------------------------------------------------- */

static void
bst_tutorial_view_constructed (GObject *object)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (object);
  guint index = 0;

  G_OBJECT_CLASS (bst_tutorial_view_parent_class)->constructed (object);

  if (self->settings != NULL)
    {
      g_autofree char *id = g_settings_get_string (self->settings, "tutorial-step");
      int found = bst_tutorial_find_step (id);

      if (found >= 0)
        index = (guint) found;
    }
  self->index = index;
  load_step (self);
}

static void
bst_tutorial_view_dispose (GObject *object)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->breakdown, bst_score_breakdown_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_TUTORIAL_VIEW);
  G_OBJECT_CLASS (bst_tutorial_view_parent_class)->dispose (object);
}

static void
bst_tutorial_view_finalize (GObject *object)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->feedback, g_free);
  G_OBJECT_CLASS (bst_tutorial_view_parent_class)->finalize (object);
}

static void
bst_tutorial_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->index);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_tutorial_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BstTutorialView *self = BST_TUTORIAL_VIEW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    case PROP_STEP:
      bst_tutorial_view_set_step (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_tutorial_view_class_init (BstTutorialViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bst_tutorial_view_constructed;
  object_class->dispose = bst_tutorial_view_dispose;
  object_class->finalize = bst_tutorial_view_finalize;
  object_class->get_property = bst_tutorial_view_get_property;
  object_class->set_property = bst_tutorial_view_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[START_GAME] =
    g_signal_new ("start-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, BST_TYPE_GAME);
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (BST_TYPE_BOARD_VIEW);
  g_type_ensure (BST_TYPE_TILE_IMAGE);
  gtk_widget_class_set_layout_manager_type (widget_class, BST_TYPE_FOLD_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/learn/bst-tutorial-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, board);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, progress_label);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, title_label);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, text_label);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, hand_tile);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, feedback_revealer);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, events_list);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, scores_list);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, show_me_button);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, next_button);
  gtk_widget_class_bind_template_child (widget_class, BstTutorialView, start_game_button);
  gtk_widget_class_bind_template_callback (widget_class, pending_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_activated_cb);

  gtk_widget_class_install_action (widget_class, "tutorial.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "tutorial.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "tutorial.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "tutorial.show-me", NULL, show_me_action);
  gtk_widget_class_install_action (widget_class, "tutorial.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "tutorial.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "tutorial.start-game", NULL, start_game_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "tutorial.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "tutorial.previous", NULL);
}

static void
bst_tutorial_view_init (BstTutorialView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->breakdown = bst_score_breakdown_new (self->events_list, self->board);
}

GtkWidget *
bst_tutorial_view_new (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  return bst_tutorial_view_new_with_settings (settings);
}

GtkWidget *
bst_tutorial_view_new_with_settings (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (BST_TYPE_TUTORIAL_VIEW, "settings", settings, NULL);
}

guint
bst_tutorial_view_get_step (BstTutorialView *self)
{
  g_return_val_if_fail (BST_IS_TUTORIAL_VIEW (self), 0);
  return self->index;
}

void
bst_tutorial_view_set_step (BstTutorialView *self,
                            guint            index)
{
  gboolean changed;

  g_return_if_fail (BST_IS_TUTORIAL_VIEW (self));
  g_return_if_fail (index < bst_tutorial_get_n_steps ());

  changed = self->index != index;
  self->index = index;
  /* Before construction ends there is no template yet to fill. The same
   * step is loaded again all the same: that is how it restarts. */
  if (self->breakdown != NULL)
    load_step (self);
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

gboolean
bst_tutorial_view_go_to_step (BstTutorialView *self,
                              const char      *id)
{
  int index;

  g_return_val_if_fail (BST_IS_TUTORIAL_VIEW (self), FALSE);

  index = bst_tutorial_find_step (id);
  if (index < 0)
    return FALSE;
  bst_tutorial_view_set_step (self, (guint) index);
  return TRUE;
}

gboolean
bst_tutorial_view_get_step_done (BstTutorialView *self)
{
  g_return_val_if_fail (BST_IS_TUTORIAL_VIEW (self), FALSE);
  return self->done;
}

BstBoardView *
bst_tutorial_view_get_board (BstTutorialView *self)
{
  g_return_val_if_fail (BST_IS_TUTORIAL_VIEW (self), NULL);
  return self->board;
}

const char *
bst_tutorial_view_get_feedback (BstTutorialView *self)
{
  g_return_val_if_fail (BST_IS_TUTORIAL_VIEW (self), NULL);
  return self->feedback;
}

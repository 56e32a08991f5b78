/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-level-streaks.h"
#include "bst-meeple-icon.h"
#include "bst-results-dialog.h"
#include "bst-score-chart.h"
#include "bst-setup.h"
#include "bst-text.h"
#include "bst-tile.h"

#define N_COLUMNS (BST_N_FEATURE_KINDS + 1)

struct _BstResultsDialog
{
  AdwWindow       parent_instance;

  BstGameSession *session;

  GtkLabel       *winner_label;
  GtkLabel       *reason_label;
  GtkLabel       *aids_label;
  GtkGrid        *table;
  BstScoreChart  *chart;
  GtkWidget      *play_again_button;
  GtkWidget      *suggestion_box;
  GtkLabel       *suggestion_label;
  GtkButton      *stronger_button;
};

G_DEFINE_FINAL_TYPE (BstResultsDialog, bst_results_dialog, ADW_TYPE_WINDOW)

/* Each of the dialog's buttons is said on by a signal of the dialog. */
static const struct {
  const char *action;
  const char *signal;
} button_actions[] = {
  { "results.play-again", "play-again" },
  { "results.new-game", "new-game" },
  { "results.save", "save" },
  { "results.replay", "replay" },
  { "results.review", "review" },
  { "results.try-stronger-level", "try-stronger-level" },
};

static GtkWidget *
cell_new (const char *text,
          gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), heading ? 0.5f : 1.0f);
  gtk_widget_add_css_class (label, heading ? "heading" : "numeric");
  return label;
}

static char *
describe_winners (BstGame  *game,
                  gboolean *winners,
                  guint     n_winners,
                  int       score)
{
  const char *winner_names[BST_MAX_PLAYERS];
  guint n_names = 0;
  g_autofree char *names = NULL;

  for (guint p = 0; p < bst_game_get_n_players (game); p++)
    if (winners[p])
      winner_names[n_names++] = bst_game_get_player (game, p)->name;
  names = bst_text_join_list (winner_names, n_names);

  if (n_winners == 1)
    /* Translators: "Anna wins with 87 points" */
    return g_strdup_printf (ngettext ("%s wins with %d point", "%s wins with %d points", score),
                            names, score);
  /* Translators: "Anna, Ben share the win with 70 points" */
  return g_strdup_printf (ngettext ("%s share the win with %d point",
                                    "%s share the win with %d points", score),
                          names, score);
}

/* A game played with aids says which, under the winner. */
static void
show_aids (BstResultsDialog *self)
{
  BstAids aids = bst_game_record_get_aids (bst_game_session_get_record (self->session));
  const char *titles[BST_N_AIDS];
  g_autofree char *list = NULL;
  g_autofree char *text = NULL;
  guint n = 0;

  for (guint i = 0; i < BST_N_AIDS; i++)
    if (aids & (1u << i))
      titles[n++] = bst_aid_title (1u << i);
  gtk_widget_set_visible (GTK_WIDGET (self->aids_label), n > 0);
  if (n == 0)
    return;
  list = bst_text_join_list (titles, n);
  /* Translators: %s is a list of aids, as in “Dead squares, Field view” */
  text = g_strdup_printf (ngettext ("Played with an aid: %s", "Played with aids: %s", n), list);
  gtk_label_set_label (self->aids_label, text);
}

static void
fill (BstResultsDialog *self)
{
  static const char *const headings[N_COLUMNS] = {
    N_("Roads"), N_("Cities"), N_("Monasteries"), N_("Fields"), N_("Total"),
  };
  BstGame *game = bst_game_session_get_game (self->session);
  guint n_players = bst_game_get_n_players (game);
  guint winner_bits = bst_game_get_winners (game);
  gboolean winners[BST_MAX_PLAYERS] = { FALSE, };
  guint n_winners = 0;
  int best = 0;
  g_autofree char *winner_text = NULL;

  for (guint c = 0; c < N_COLUMNS; c++)
    gtk_grid_attach (self->table, cell_new (_(headings[c]), TRUE), (int) c + 2, 0, 1, 1);

  for (guint p = 0; p < n_players; p++)
    {
      const BstPlayerInfo *player = bst_game_get_player (game, p);
      int score = bst_game_get_score (game, p);
      GtkWidget *name = gtk_label_new (player->name);

      winners[p] = (winner_bits & (1u << p)) != 0;
      if (winners[p])
        {
          n_winners++;
          best = score;
          gtk_widget_add_css_class (name, "heading");
        }
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 20);
      gtk_grid_attach (self->table, bst_meeple_icon_new (player->colour), 0, (int) p + 1, 1, 1);
      gtk_grid_attach (self->table, name, 1, (int) p + 1, 1, 1);

      for (guint kind = 0; kind < BST_N_FEATURE_KINDS; kind++)
        {
          g_autofree char *text =
            g_strdup_printf ("%d", bst_game_get_points (game, p, kind));

          gtk_grid_attach (self->table, cell_new (text, FALSE), (int) kind + 2, (int) p + 1, 1, 1);
        }
      {
        g_autofree char *text = g_strdup_printf ("%d", score);
        GtkWidget *total = cell_new (text, FALSE);

        gtk_widget_add_css_class (total, "heading");
        gtk_grid_attach (self->table, total, N_COLUMNS + 1, (int) p + 1, 1, 1);
      }
    }

  winner_text = describe_winners (game, winners, n_winners, best);
  gtk_label_set_label (self->winner_label, winner_text);

  if (bst_game_get_state (game)->end_reason == BST_END_UNPLACEABLE)
    gtk_label_set_label (self->reason_label,
                         _("The game ended early: only tiles that fit nowhere were left."));
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label),
                          bst_game_get_state (game)->end_reason == BST_END_UNPLACEABLE);
  show_aids (self);

  {
    g_autoptr (GArray) history = bst_game_dup_score_history (game);
    BstColour colours[BST_MAX_PLAYERS];
    const char *names[BST_MAX_PLAYERS];

    for (guint p = 0; p < n_players; p++)
      {
        colours[p] = bst_game_get_player (game, p)->colour;
        names[p] = bst_game_get_player (game, p)->name;
      }
    bst_score_chart_set_history (self->chart, history, n_players, colours);
    bst_score_chart_set_names (self->chart, names, n_players);
  }
}

BstScoreChart *
bst_results_dialog_get_chart (BstResultsDialog *self)
{
  g_return_val_if_fail (BST_IS_RESULTS_DIALOG (self), NULL);
  return self->chart;
}

const char *
bst_results_dialog_get_reason (BstResultsDialog *self)
{
  g_return_val_if_fail (BST_IS_RESULTS_DIALOG (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->reason_label))
         ? gtk_label_get_label (self->reason_label) : NULL;
}

const char *
bst_results_dialog_get_cell (BstResultsDialog *self,
                             guint             player,
                             guint             column)
{
  GtkWidget *cell;

  g_return_val_if_fail (BST_IS_RESULTS_DIALOG (self), NULL);
  g_return_val_if_fail (column < N_COLUMNS, NULL);

  cell = gtk_grid_get_child_at (self->table, (int) column + 2, (int) player + 1);
  return cell ? gtk_label_get_label (GTK_LABEL (cell)) : NULL;
}

void
bst_results_dialog_suggest_level (BstResultsDialog *self,
                                  BstAiLevel        beaten,
                                  BstAiLevel        stronger)
{
  const char *beaten_name, *stronger_name;
  g_autofree char *text = NULL;
  g_autofree char *button_label = NULL;

  g_return_if_fail (BST_IS_RESULTS_DIALOG (self));
  g_return_if_fail (beaten < BST_AI_N_LEVELS && stronger < BST_AI_N_LEVELS);

  beaten_name = bst_seat_kind_display_name (bst_ai_level_seat_kind (beaten));
  stronger_name = bst_seat_kind_display_name (bst_ai_level_seat_kind (stronger));
  /* The sentence says "three": the streak that earns a suggestion. */
  G_STATIC_ASSERT (BST_LEVEL_STREAK_TO_SUGGEST == 3);
  /* Translators: the computer levels, "You have beaten Easy three times in a
   * row. Try Medium?" */
  text = g_strdup_printf (_("You have beaten %s three times in a row. Try %s?"),
                          beaten_name, stronger_name);
  /* Translators: a button that starts a game against the stronger computer
   * level, "Try Medium" */
  button_label = g_strdup_printf (_("_Try %s"), stronger_name);
  gtk_label_set_label (self->suggestion_label, text);
  gtk_button_set_label (self->stronger_button, button_label);
  gtk_widget_set_visible (self->suggestion_box, TRUE);
}

const char *
bst_results_dialog_get_suggestion (BstResultsDialog *self)
{
  g_return_val_if_fail (BST_IS_RESULTS_DIALOG (self), NULL);
  return gtk_widget_get_visible (self->suggestion_box)
         ? gtk_label_get_label (self->suggestion_label) : NULL;
}

static void
button_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  for (guint i = 0; i < G_N_ELEMENTS (button_actions); i++)
    if (g_str_equal (action_name, button_actions[i].action))
      g_signal_emit_by_name (widget, button_actions[i].signal);
}

/* The suggestion goes at once; the window turns the suggestions off. */
static void
stop_suggesting_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BstResultsDialog *self = BST_RESULTS_DIALOG (widget);

  gtk_widget_set_visible (self->suggestion_box, FALSE);
  g_signal_emit_by_name (self, "stop-suggesting");
}

static void
bst_results_dialog_dispose (GObject *object)
{
  BstResultsDialog *self = BST_RESULTS_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_RESULTS_DIALOG);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (bst_results_dialog_parent_class)->dispose (object);
}

static void
bst_results_dialog_class_init (BstResultsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bst_results_dialog_dispose;

  for (guint i = 0; i < G_N_ELEMENTS (button_actions); i++)
    {
      g_signal_new (button_actions[i].signal, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
      gtk_widget_class_install_action (widget_class, button_actions[i].action, NULL,
                                       button_action_cb);
    }

  g_signal_new ("stop-suggesting", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_install_action (widget_class, "results.stop-suggesting", NULL,
                                   stop_suggesting_cb);

  g_type_ensure (BST_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-results-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, winner_label);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, reason_label);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, aids_label);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, table);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, chart);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, suggestion_box);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, suggestion_label);
  gtk_widget_class_bind_template_child (widget_class, BstResultsDialog, stronger_button);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bst_results_dialog_init (BstResultsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BstResultsDialog *
bst_results_dialog_new (BstGameSession *session)
{
  BstResultsDialog *self;

  g_return_val_if_fail (BST_IS_GAME_SESSION (session), NULL);

  self = g_object_new (BST_TYPE_RESULTS_DIALOG, NULL);
  self->session = g_object_ref (session);
  fill (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->play_again_button);
  gtk_widget_grab_focus (self->play_again_button);
  return self;
}

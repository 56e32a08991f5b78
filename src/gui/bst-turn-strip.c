/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-meeple-icon.h"
#include "bst-tile-image.h"
#include "bst-turn-strip.h"

#define SWATCH_SIZE 16

struct _BstTurnStrip
{
  AdwBin        parent_instance;

  BstTileImage *tile_image;
  GtkLabel     *turn_label;
  GtkFlowBox   *scores_box;
  GtkWidget    *buttons;
};

G_DEFINE_FINAL_TYPE (BstTurnStrip, bst_turn_strip, ADW_TYPE_BIN)

/* A player's swatch and score, built once a game. */
static GtkWidget *
create_score (const BstPlayerInfo *player)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *icon = bst_meeple_icon_new (player->colour);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_size_request (icon, SWATCH_SIZE, SWATCH_SIZE);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_tooltip_text (box, player->name);
  return box;
}

/* Whether the scores shown are those of @game's players, in their order. */
static gboolean
shows_players (BstTurnStrip *self,
               BstGame      *game)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box));
  guint p = 0;

  for (; child != NULL; child = gtk_widget_get_next_sibling (child), p++)
    if (game == NULL || p >= bst_game_get_n_players (game)
        || g_strcmp0 (gtk_widget_get_tooltip_text (gtk_flow_box_child_get_child (
                        GTK_FLOW_BOX_CHILD (child))), bst_game_get_player (game, p)->name) != 0)
      return FALSE;
  return game == NULL || p == bst_game_get_n_players (game);
}

static void
rebuild_scores (BstTurnStrip *self,
                BstGame      *game)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box))) != NULL)
    gtk_flow_box_remove (self->scores_box, child);
  for (guint p = 0; game != NULL && p < bst_game_get_n_players (game); p++)
    {
      gtk_flow_box_append (self->scores_box, create_score (bst_game_get_player (game, p)));
      /* Only the buttons take the focus: a score is read, not chosen. */
      gtk_widget_set_focusable (gtk_widget_get_last_child (GTK_WIDGET (self->scores_box)), FALSE);
    }
  /* A flow box left to itself stacks two short scores: keep up to three
   * on a line, which still fits the narrowest window. */
  if (game != NULL)
    gtk_flow_box_set_min_children_per_line (self->scores_box,
                                            MIN (bst_game_get_n_players (game), 3));
}

static void
update_scores (BstTurnStrip *self,
               BstGame      *game)
{
  /* Nobody is to move once the game is over. */
  guint to_move = bst_game_is_over (game) ? G_MAXUINT : bst_game_get_current_player (game);
  guint p = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), p++)
    {
      GtkWidget *box = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      GtkLabel *label = GTK_LABEL (gtk_widget_get_last_child (box));
      const char *name = bst_game_get_player (game, p)->name;
      int score = bst_game_get_score (game, p);
      g_autofree char *text = g_strdup_printf ("%d", score);
      g_autofree char *description = NULL;

      gtk_label_set_label (label, text);
      if (p == to_move)
        gtk_widget_add_css_class (box, "to-move");
      else
        gtk_widget_remove_css_class (box, "to-move");
      description = g_strdup_printf (ngettext ("%s: %d point", "%s: %d points", score),
                                     name, score);
      gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      description, -1);
    }
}

/* The tile the side panel shows: the one put down, turned as it lies, or
 * the one chosen of the hand, or the one up for auction. */
static void
update_tile (BstTurnStrip  *self,
             BstGame       *game,
             const BstMove *pending,
             guint          hand_index)
{
  const BstState *state = bst_game_get_state (game);
  gboolean over = bst_game_is_over (game);
  gboolean auction = state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE;
  int tile = -1;
  guint rotation = 0;

  if (!over && auction)
    tile = state->auction_tile;
  else if (!over && pending != NULL)
    {
      tile = pending->tile;
      rotation = pending->rotation;
    }
  else if (!over && state->n_hand > 0)
    tile = state->hand[MIN (hand_index, (guint) state->n_hand - 1)];
  gtk_widget_set_visible (GTK_WIDGET (self->tile_image), tile >= 0);
  if (tile >= 0)
    {
      bst_tile_image_set_tile (self->tile_image, tile);
      bst_tile_image_set_rotation (self->tile_image, rotation);
    }
}

void
bst_turn_strip_update (BstTurnStrip  *self,
                       BstGame       *game,
                       const BstMove *pending,
                       guint          hand_index)
{
  g_autofree char *turn = NULL;

  g_return_if_fail (BST_IS_TURN_STRIP (self));
  g_return_if_fail (game == NULL || BST_IS_GAME (game));

  if (!shows_players (self, game))
    rebuild_scores (self, game);
  gtk_widget_set_visible (self->buttons, game != NULL && !bst_game_is_over (game));
  if (game == NULL)
    {
      gtk_label_set_label (self->turn_label, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->tile_image), FALSE);
      return;
    }
  if (bst_game_is_over (game))
    turn = g_strdup (_("Game Over"));
  else
    /* Translators: %s is a player's name */
    turn = g_strdup_printf (_("%s’s Turn"),
                            bst_game_get_player (game, bst_game_get_current_player (game))->name);
  gtk_label_set_label (self->turn_label, turn);
  update_tile (self, game, pending, hand_index);
  update_scores (self, game);
}

GtkWidget *
bst_turn_strip_new (void)
{
  return g_object_new (BST_TYPE_TURN_STRIP, NULL);
}

static void
bst_turn_strip_class_init (BstTurnStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct {
    const char *name;
    gssize      offset;
  } children[] = {
    { "tile_image", G_STRUCT_OFFSET (BstTurnStrip, tile_image) },
    { "turn_label", G_STRUCT_OFFSET (BstTurnStrip, turn_label) },
    { "scores_box", G_STRUCT_OFFSET (BstTurnStrip, scores_box) },
    { "buttons", G_STRUCT_OFFSET (BstTurnStrip, buttons) },
  };

  g_type_ensure (BST_TYPE_TILE_IMAGE);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-turn-strip.ui");
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name, FALSE,
                                               children[i].offset);
}

static void
bst_turn_strip_init (BstTurnStrip *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

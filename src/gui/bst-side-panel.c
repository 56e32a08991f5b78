/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-log-entry.h"
#include "bst-meeple-preview.h"
#include "bst-meeple-icon.h"
#include "bst-side-panel.h"
#include "bst-tile-image.h"

#define NATURAL_WIDTH 360

struct _BstSidePanel
{
  AdwBin          parent_instance;

  BstGameSession *session;
  BstGame        *game;
  gboolean        show_potential_score;
  gboolean        has_pending;
  BstMove         pending;
  gboolean        grace;          /* the pending move is played in a moment */
  guint           hand_index;

  GtkStack       *hand_stack;
  BstTileImage   *hand_image;
  GtkLabel       *turn_label;
  GtkLabel       *hint_label;
  GtkLabel       *preview_label;
  GtkLabel       *tiles_left_label;
  GtkBox         *hand_box;
  GtkWidget      *turn_buttons;
  GtkStack       *auction_stack;
  GtkSpinButton  *bid_spin;
  GtkWidget      *bid_button;
  GtkListBox     *players_list;
  GtkStack       *log_stack;
  GtkScrolledWindow *log_scroller;
  GtkListBox     *log_list;
  gboolean        log_at_end;     /* the log follows its newest line */
  gboolean        log_grown;      /* and scrolls to it once it is laid out */
  GdkFrameClock  *clock;          /* while mapped */
  gulong          layout_handler;
  char           *replay_title;   /* shown instead of the turn in replay */
};

G_DEFINE_FINAL_TYPE (BstSidePanel, bst_side_panel, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SHOW_POTENTIAL_SCORE,
  N_PROPS
};

enum {
  HAND_SELECTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Open hands, or the next tile drawn at the end of a turn, are on the
 * table for everyone to see; hidden hands only show on their turn. */
static gboolean
held_visible (const BstState *state)
{
  return state->rules.hand_visible
         || (state->rules.draw_at_end_of_turn && state->rules.hand_size == 1);
}

static void
update_players (BstSidePanel *self)
{
  const BstState *state = bst_game_get_state (self->game);
  int final_scores[BST_MAX_PLAYERS] = { 0, };
  guint current = bst_game_get_current_player (self->game);
  gboolean over = bst_game_is_over (self->game);

  if (self->show_potential_score && !over)
    bst_game_score_if_ended_now (self->game, final_scores);
  for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
    {
      BstPlayerRow *row = bst_side_panel_get_player_row (self, p);

      bst_player_row_update (row, bst_game_get_score (self->game, p), state->supply[p],
                             final_scores[p], self->show_potential_score && !over,
                             !over && p == current);
      bst_player_row_set_held (row, state->held[p], held_visible (state) ? state->n_held[p] : 0);
    }
}

static void
hand_button_clicked_cb (GtkButton    *button,
                        BstSidePanel *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "hand-index"));

  g_signal_emit (self, signals[HAND_SELECTED], 0, index);
}

/* With a hand of several tiles, a button for each lets the player choose. */
static void
update_hand_box (BstSidePanel *self)
{
  const BstState *state = bst_game_get_state (self->game);
  gboolean human = bst_game_session_get_human_turn (self->session);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))) != NULL)
    gtk_box_remove (self->hand_box, child);

  human = human && state->phase == BST_PHASE_PLACE;
  gtk_widget_set_visible (GTK_WIDGET (self->hand_box), human && state->n_hand > 1);
  if (!human || state->n_hand <= 1)
    return;

  for (guint i = 0; i < state->n_hand; i++)
    {
      GtkWidget *image = bst_tile_image_new ();
      GtkWidget *button = gtk_toggle_button_new ();
      g_autofree char *label = g_strdup_printf (_("Tile %u of your hand"), i + 1);

      gtk_widget_set_size_request (image, 40, 40);
      bst_tile_image_set_tile (BST_TILE_IMAGE (image), state->hand[i]);
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), i == self->hand_index);
      gtk_widget_set_tooltip_text (button, label);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "hand-index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (hand_button_clicked_cb), self);
      gtk_box_append (self->hand_box, button);
    }
}

/* The tile auction: the bidder names a price or passes, then the drawer
 * sells or keeps the tile. */
static void
update_auction (BstSidePanel *self,
                gboolean      human)
{
  const BstState *state = bst_game_get_state (self->game);
  gboolean bidding = state->phase == BST_PHASE_BID;
  gboolean deciding = state->phase == BST_PHASE_DECIDE;

  gtk_widget_set_visible (GTK_WIDGET (self->auction_stack), human && (bidding || deciding));
  if (!human)
    return;
  if (bidding)
    {
      int score = state->scores[state->auction_bidder];
      int lowest = state->auction_high_bid + 1;

      gtk_stack_set_visible_child_name (self->auction_stack, "bid");
      gtk_spin_button_set_range (self->bid_spin, lowest, MAX (lowest, score));
      gtk_spin_button_set_value (self->bid_spin, lowest);
      gtk_widget_set_sensitive (GTK_WIDGET (self->bid_spin), score >= lowest);
      gtk_widget_set_sensitive (self->bid_button, score >= lowest);
    }
  else if (deciding)
    gtk_stack_set_visible_child_name (self->auction_stack, "decide");
}

static char *
describe_auction (BstSidePanel *self,
                  gboolean      human)
{
  const BstState *state = bst_game_get_state (self->game);
  const char *drawer = bst_game_get_player (self->game, state->auction_drawer)->name;

  if (state->phase == BST_PHASE_BID)
    {
      int score = state->scores[state->auction_bidder];

      if (!human)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s’s tile is up for auction."), drawer);
      if (score <= state->auction_high_bid)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s drew this tile. You have too few points to bid: pass."),
                                drawer);
      if (state->auction_high_bidder == BST_NO_PLAYER)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s drew this tile. Offer points to play it yourself, or pass."),
                                drawer);
      /* Translators: %s is a player's name, %u the best bid so far */
      return g_strdup_printf (ngettext ("%s drew this tile. The best bid is %u point: beat it, or pass.",
                                        "%s drew this tile. The best bid is %u points: beat it, or pass.",
                                        state->auction_high_bid),
                              drawer, state->auction_high_bid);
    }
  /* Translators: %s is a player's name, %u the points offered */
  return g_strdup_printf (ngettext ("%s offers %u point for your tile. Sell it, or keep it and play it.",
                                    "%s offers %u points for your tile. Sell it, or keep it and play it.",
                                    state->auction_high_bid),
                          bst_game_get_player (self->game, state->auction_high_bidder)->name,
                          state->auction_high_bid);
}

/* In replay nobody is to move: the panel says which moment it shows. */
static void
show_replay (BstSidePanel *self)
{
  if (self->replay_title == NULL)
    return;
  gtk_label_set_label (self->turn_label, self->replay_title);
  gtk_label_set_label (self->hint_label,
                       _("Step through the moves below the board, or click a line of the log."));
}

/* What the chosen meeple would bring, before the move is confirmed. */
static char *
describe_preview (BstSidePanel *self)
{
  static const char *const leads[] = {
    /* Translators: the start of a line that goes on with the points */
    [BST_FEATURE_ROAD] = N_("Thief on this road"),
    /* Translators: the start of a line that goes on with the points */
    [BST_FEATURE_CITY] = N_("Knight on this city"),
    /* Translators: the start of a line that goes on with the points */
    [BST_FEATURE_MONASTERY] = N_("Monk in this monastery"),
    /* Translators: the start of a line that goes on with the points */
    [BST_FEATURE_FIELD] = N_("Farmer in this field"),
  };
  const BstState *state = bst_game_get_state (self->game);
  BstMeeplePreview preview;
  const char *lead;

  if (!self->has_pending || state->phase != BST_PHASE_PLACE
      || !bst_meeple_preview (state, &self->pending, &preview))
    return NULL;
  lead = _(leads[preview.kind]);
  if (preview.complete)
    /* Translators: %s is “Knight on this city” or the like; the feature is finished */
    return g_strdup_printf (ngettext ("%s: %u point now", "%s: %u points now",
                                      preview.now_points),
                            lead, preview.now_points);
  if (!preview.scores_now)
    /* Translators: %s is “Farmer in this field”; fields only score at the end */
    return g_strdup_printf (ngettext ("%s: %u point at the end if the game ended now",
                                      "%s: %u points at the end if the game ended now",
                                      preview.end_points),
                            lead, preview.end_points);
  /* Translators: %s is “Knight on this city” or the like, the first %u the points
   * if the feature were finished as it stands, the second what it gives at the end */
  return g_strdup_printf (ngettext ("%s: %u if finished as it is, %u point at the end "
                                    "if the game ended now",
                                    "%s: %u if finished as it is, %u points at the end "
                                    "if the game ended now",
                                    preview.end_points),
                          lead, preview.now_points, preview.end_points);
}

static void
update_turn (BstSidePanel *self)
{
  const BstState *state = bst_game_get_state (self->game);
  guint current = bst_game_get_current_player (self->game);
  const BstPlayerInfo *player = bst_game_get_player (self->game, current);
  gboolean over = bst_game_is_over (self->game);
  gboolean human = bst_game_session_get_human_turn (self->session);
  gboolean auction = state->phase == BST_PHASE_BID || state->phase == BST_PHASE_DECIDE;
  guint left = bst_state_tiles_left (state);
  g_autofree char *turn = NULL;
  g_autofree char *tiles_left = NULL;
  g_autofree char *auction_hint = NULL;
  g_autofree char *preview = NULL;
  const char *hint;

  if (over)
    {
      turn = g_strdup (_("Game Over"));
      hint = state->end_reason == BST_END_UNPLACEABLE
             ? _("Only tiles that fit nowhere were left.")
             : _("Every tile has been placed.");
    }
  else if (auction)
    {
      turn = state->phase == BST_PHASE_BID
             /* Translators: %s is a player's name */
             ? g_strdup_printf (_("%s’s Bid"), player->name)
             /* Translators: %s is a player's name */
             : g_strdup_printf (_("%s Decides"), player->name);
      auction_hint = describe_auction (self, human);
      hint = auction_hint;
    }
  else
    {
      /* Translators: %s is a player's name */
      turn = g_strdup_printf (_("%s’s Turn"), player->name);
      if (!human)
        hint = bst_game_session_get_thinking (self->session) ? _("Thinking…") : _("Playing…");
      else if (!self->has_pending && state->n_hand > 1)
        hint = _("Choose a tile of your hand, then click a highlighted square.");
      else if (!self->has_pending)
        hint = _("Click a highlighted square to place the tile.");
      else if (self->grace)
        hint = _("Esc to take back");
      else if (self->pending.segment == BST_NO_SEGMENT)
        hint = _("Rotate the tile or put a meeple on it, then confirm.");
      else
        hint = _("Confirm to end your turn, or take the tile back.");
    }
  gtk_label_set_label (self->turn_label, turn);
  gtk_label_set_label (self->hint_label, hint);
  if (human && !over && !auction)
    preview = describe_preview (self);
  gtk_label_set_label (self->preview_label, preview != NULL ? preview : "");
  gtk_widget_set_visible (GTK_WIDGET (self->preview_label), preview != NULL);
  show_replay (self);

  tiles_left = g_strdup_printf (ngettext ("%u tile left in the bag",
                                          "%u tiles left in the bag", left), left);
  gtk_label_set_label (self->tiles_left_label, tiles_left);

  if (!over && auction)
    {
      bst_tile_image_set_tile (self->hand_image, state->auction_tile);
      bst_tile_image_set_rotation (self->hand_image, 0);
      gtk_stack_set_visible_child_name (self->hand_stack, "tile");
    }
  else if (!over && state->n_hand > 0)
    {
      guint index = MIN (self->hand_index, (guint) state->n_hand - 1);

      bst_tile_image_set_tile (self->hand_image,
                               self->has_pending ? self->pending.tile : state->hand[index]);
      bst_tile_image_set_rotation (self->hand_image, self->has_pending ? self->pending.rotation : 0);
      gtk_stack_set_visible_child_name (self->hand_stack, "tile");
    }
  else
    gtk_stack_set_visible_child_name (self->hand_stack, "none");

  gtk_widget_set_visible (self->turn_buttons, human && !auction);
  update_auction (self, human);
  update_hand_box (self);
}

static void
update (BstSidePanel *self)
{
  if (self->game == NULL)
    return;
  update_turn (self);
  update_players (self);
}

/* The final scoring's lines are many: laying them out at the end of the
 * game would hold up the frame that shows it, so they are added the first
 * time the row is opened. */
static void
final_row_expanded_cb (AdwExpanderRow *row)
{
  const char *details = g_object_get_data (G_OBJECT (row), "details");
  GtkWidget *lines;

  if (!adw_expander_row_get_expanded (row) || details == NULL)
    return;
  lines = gtk_label_new (details);
  gtk_label_set_wrap (GTK_LABEL (lines), TRUE);
  gtk_label_set_xalign (GTK_LABEL (lines), 0);
  gtk_label_set_selectable (GTK_LABEL (lines), TRUE);
  gtk_widget_add_css_class (lines, "log-details");
  gtk_widget_add_css_class (lines, "dim-label");
  adw_expander_row_add_row (row, lines);
  g_object_set_data (G_OBJECT (row), "details", NULL);
}

static GtkWidget *
create_final_row (const char *title,
                  char       *details)
{
  GtkWidget *row = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row),
                               gtk_image_new_from_icon_name ("emblem-ok-symbolic"));
  gtk_widget_set_sensitive (row, details != NULL);
  g_object_set_data_full (G_OBJECT (row), "details", details, g_free);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (final_row_expanded_cb), NULL);
  return row;
}

/* The tile of a log line as it lies on the board; its words name it. */
static GtkWidget *
create_log_tile (BstLogEntry *entry)
{
  GtkWidget *tile = bst_tile_image_new ();

  bst_tile_image_set_tile (BST_TILE_IMAGE (tile), bst_log_entry_get_tile (entry));
  bst_tile_image_set_rotation (BST_TILE_IMAGE (tile), bst_log_entry_get_rotation (entry));
  gtk_widget_set_size_request (tile, 32, 32);
  gtk_widget_set_valign (tile, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return tile;
}

static GtkWidget *
create_log_line (gpointer item,
                 gpointer user_data)
{
  BstSidePanel *self = user_data;
  BstLogEntry *entry = item;
  g_autofree char *title = bst_log_entry_dup_title (entry, self->game);
  g_autofree char *details = bst_log_entry_dup_details (entry, self->game);
  const BstPlayerInfo *player;
  GtkWidget *row;
  GtkWidget *icon;

  if (bst_log_entry_is_final (entry))
    return create_final_row (title, g_steal_pointer (&details));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (details != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), details);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  player = bst_game_get_player (self->game, bst_log_entry_get_player (entry));
  icon = bst_meeple_icon_new (player->colour);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), create_log_tile (entry));
  /* A line is a moment of the game, shown in replay when clicked. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

/* A screen reader says the line as one sentence, its scoring included. */
static GtkWidget *
create_log_row_cb (gpointer item,
                   gpointer user_data)
{
  BstSidePanel *self = user_data;
  g_autofree char *label = bst_log_entry_dup_accessible_label (item, self->game);
  GtkWidget *row = create_log_line (item, user_data);

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return row;
}

/* The log reads from the first turn down, so that a new line is added
 * after the others rather than moving every line down; it stays at its
 * newest line unless the player scrolls back. */
static int
compare_log_entries (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  BstLogEntry *first = (BstLogEntry *) a;
  BstLogEntry *second = (BstLogEntry *) b;
  guint first_move = bst_log_entry_get_move (first);
  guint second_move = bst_log_entry_get_move (second);

  if (first_move != second_move)
    return first_move < second_move ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return (int) bst_log_entry_is_final (first) - (int) bst_log_entry_is_final (second);
}

static void
log_scrolled_cb (GtkAdjustment *adjustment,
                 BstSidePanel  *self)
{
  if (self->log_grown)
    return;
  self->log_at_end = gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
                     >= gtk_adjustment_get_upper (adjustment) - 1;
}

static void
scroll_log_to_end (BstSidePanel *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->log_scroller);

  self->log_grown = FALSE;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                        - gtk_adjustment_get_page_size (adjustment));
}

/* The log learns that it grew while the frame lays it out, too late to
 * scroll in that pass: it scrolls after it, and the frame lays the log out
 * again before painting. */
static void
log_grown_cb (GtkAdjustment *adjustment,
              GParamSpec    *pspec,
              BstSidePanel  *self)
{
  if (!self->log_at_end)
    return;
  self->log_grown = TRUE;
  if (self->clock == NULL)
    scroll_log_to_end (self);
}

static void
layout_done_cb (GdkFrameClock *clock,
                BstSidePanel  *self)
{
  if (self->log_grown)
    scroll_log_to_end (self);
}

static void
log_items_changed_cb (GListModel   *log,
                      guint         position,
                      guint         removed,
                      guint         added,
                      BstSidePanel *self)
{
  gtk_stack_set_visible_child_name (self->log_stack,
                                    g_list_model_get_n_items (log) ? "log" : "empty");
}

static void
game_notify_cb (BstSidePanel *self)
{
  update (self);
}

static void
disconnect_session (BstSidePanel *self)
{
  GtkWidget *child;

  if (self->session == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->game, self);
  g_signal_handlers_disconnect_by_data (self->session, self);
  g_signal_handlers_disconnect_by_data (bst_game_session_get_log (self->session), self);
  gtk_list_box_bind_model (self->log_list, NULL, NULL, NULL, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);
  g_clear_object (&self->game);
  g_clear_object (&self->session);
}

void
bst_side_panel_set_session (BstSidePanel   *self,
                            BstGameSession *session)
{
  g_autoptr (GtkSortListModel) oldest_first = NULL;
  GtkCustomSorter *sorter;
  GListModel *log;

  g_return_if_fail (BST_IS_SIDE_PANEL (self));
  g_return_if_fail (!session || BST_IS_GAME_SESSION (session));

  if (session == self->session)
    return;

  disconnect_session (self);
  self->has_pending = FALSE;
  self->hand_index = 0;
  if (session != NULL)
    {
      self->session = g_object_ref (session);
      self->game = g_object_ref (bst_game_session_get_game (session));
      for (guint p = 0; p < bst_game_get_n_players (self->game); p++)
        gtk_list_box_append (self->players_list,
                             bst_player_row_new (bst_game_get_player (self->game, p)));
      log = bst_game_session_get_log (session);
      sorter = gtk_custom_sorter_new (compare_log_entries, NULL, NULL);
      oldest_first = gtk_sort_list_model_new (g_object_ref (log), GTK_SORTER (sorter));
      gtk_list_box_bind_model (self->log_list, G_LIST_MODEL (oldest_first), create_log_row_cb,
                               self, NULL);
      self->log_at_end = TRUE;
      g_signal_connect (log, "items-changed", G_CALLBACK (log_items_changed_cb), self);
      log_items_changed_cb (log, 0, 0, 0, self);
      g_signal_connect_swapped (self->game, "notify::n-moves", G_CALLBACK (game_notify_cb), self);
      g_signal_connect_swapped (self->game, "changed", G_CALLBACK (game_notify_cb), self);
      g_signal_connect_swapped (self->game, "game-over", G_CALLBACK (game_notify_cb), self);
      g_signal_connect_swapped (self->session, "notify::human-turn",
                                G_CALLBACK (game_notify_cb), self);
      g_signal_connect_swapped (self->session, "notify::thinking",
                                G_CALLBACK (game_notify_cb), self);
      update (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

BstGameSession *
bst_side_panel_get_session (BstSidePanel *self)
{
  g_return_val_if_fail (BST_IS_SIDE_PANEL (self), NULL);
  return self->session;
}

gboolean
bst_side_panel_get_show_potential_score (BstSidePanel *self)
{
  return self->show_potential_score;
}

void
bst_side_panel_set_show_potential_score (BstSidePanel *self,
                                         gboolean      show)
{
  g_return_if_fail (BST_IS_SIDE_PANEL (self));

  show = !!show;
  if (show == self->show_potential_score)
    return;
  self->show_potential_score = show;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_POTENTIAL_SCORE]);
}

void
bst_side_panel_set_pending (BstSidePanel  *self,
                            const BstMove *pending,
                            guint          hand_index)
{
  g_return_if_fail (BST_IS_SIDE_PANEL (self));

  self->has_pending = pending != NULL;
  if (pending != NULL)
    self->pending = *pending;
  self->hand_index = hand_index;
  if (self->game != NULL)
    update_turn (self);
}

void
bst_side_panel_set_grace (BstSidePanel *self,
                          gboolean      grace)
{
  g_return_if_fail (BST_IS_SIDE_PANEL (self));

  grace = !!grace;
  if (self->grace == grace)
    return;
  self->grace = grace;
  if (self->game != NULL)
    update_turn (self);
}

guint
bst_side_panel_get_n_hand_buttons (BstSidePanel *self)
{
  guint n = 0;

  g_return_val_if_fail (BST_IS_SIDE_PANEL (self), 0);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->hand_box)))
    return 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

gboolean
bst_side_panel_select_hand (BstSidePanel *self,
                            guint         index)
{
  GtkWidget *child;
  guint i = 0;

  g_return_val_if_fail (BST_IS_SIDE_PANEL (self), FALSE);

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box));
       child != NULL && i < index; child = gtk_widget_get_next_sibling (child))
    i++;
  if (child == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->hand_box)))
    return FALSE;
  g_signal_emit_by_name (child, "clicked");
  return TRUE;
}

BstPlayerRow *
bst_side_panel_get_player_row (BstSidePanel *self,
                               guint         player)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->players_list, (int) player);

  return row ? BST_PLAYER_ROW (row) : NULL;
}

void
bst_side_panel_set_replay_title (BstSidePanel *self,
                                 const char   *title)
{
  g_return_if_fail (BST_IS_SIDE_PANEL (self));

  if (g_strcmp0 (self->replay_title, title) == 0)
    return;
  g_free (self->replay_title);
  self->replay_title = g_strdup (title);
  update (self);
}

GtkListBox *
bst_side_panel_get_log_list (BstSidePanel *self)
{
  g_return_val_if_fail (BST_IS_SIDE_PANEL (self), NULL);

  return self->log_list;
}

/* Long names and log lines wrap rather than widen the panel: the natural
 * width is capped, so the panel has no layout manager of its own. */
static void
bst_side_panel_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  if (child == NULL)
    return;
  gtk_widget_measure (child, orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, MIN (*natural, NATURAL_WIDTH));
}

static void
bst_side_panel_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
bid_clicked_cb (BstSidePanel *self)
{
  guint bid = (guint) gtk_spin_button_get_value_as_int (self->bid_spin);

  gtk_widget_activate_action (GTK_WIDGET (self), "game.bid", "u", bid);
}

static void
bst_side_panel_dispose (GObject *object)
{
  BstSidePanel *self = BST_SIDE_PANEL (object);

  disconnect_session (self);
  g_clear_pointer (&self->replay_title, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BST_TYPE_SIDE_PANEL);
  G_OBJECT_CLASS (bst_side_panel_parent_class)->dispose (object);
}

static void
bst_side_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BstSidePanel *self = BST_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SHOW_POTENTIAL_SCORE:
      g_value_set_boolean (value, self->show_potential_score);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_side_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BstSidePanel *self = BST_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      bst_side_panel_set_session (self, g_value_get_object (value));
      break;
    case PROP_SHOW_POTENTIAL_SCORE:
      bst_side_panel_set_show_potential_score (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_side_panel_map (GtkWidget *widget)
{
  BstSidePanel *self = BST_SIDE_PANEL (widget);

  GTK_WIDGET_CLASS (bst_side_panel_parent_class)->map (widget);
  self->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  self->layout_handler = g_signal_connect_after (self->clock, "layout",
                                                 G_CALLBACK (layout_done_cb), self);
}

static void
bst_side_panel_unmap (GtkWidget *widget)
{
  BstSidePanel *self = BST_SIDE_PANEL (widget);

  g_clear_signal_handler (&self->layout_handler, self->clock);
  g_clear_object (&self->clock);
  GTK_WIDGET_CLASS (bst_side_panel_parent_class)->unmap (widget);
}

static void
bst_side_panel_class_init (BstSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bst_side_panel_dispose;
  widget_class->measure = bst_side_panel_measure;
  widget_class->size_allocate = bst_side_panel_size_allocate;
  widget_class->map = bst_side_panel_map;
  widget_class->unmap = bst_side_panel_unmap;
  object_class->get_property = bst_side_panel_get_property;
  object_class->set_property = bst_side_panel_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, BST_TYPE_GAME_SESSION, flags);
  properties[PROP_SHOW_POTENTIAL_SCORE] =
    g_param_spec_boolean ("show-potential-score", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[HAND_SELECTED] =
    g_signal_new ("hand-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (BST_TYPE_TILE_IMAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/bastide/Bastide/bst-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, hand_stack);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, hand_image);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, turn_label);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, preview_label);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, hand_box);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, turn_buttons);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, auction_stack);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, bid_spin);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, bid_button);
  gtk_widget_class_bind_template_callback (widget_class, bid_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, players_list);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, log_stack);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, BstSidePanel, log_list);
}

static void
bst_side_panel_init (BstSidePanel *self)
{
  GtkAdjustment *adjustment;

  self->show_potential_score = TRUE;
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  adjustment = gtk_scrolled_window_get_vadjustment (self->log_scroller);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (log_scrolled_cb), self);
  g_signal_connect (adjustment, "notify::upper", G_CALLBACK (log_grown_cb), self);
}

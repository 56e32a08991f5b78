/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-page-shortcuts.h"
#include "bst-window-private.h"

/* The aids during play. Each is a setting, turned on and off in the
 * preferences, from the menu (win.aid-dead-squares, win.aid-fitting-tiles,
 * win.aid-finish-odds, win.aid-field-view) or, for the field view, with F;
 * the game page's board shows them unless its game is a puzzle (puzzles
 * and challenges have boards of their own, which show none). A game's
 * record keeps every aid shown while it was being played. */

static const struct {
  BstAids     aid;
  const char *key;
} aid_keys[BST_N_AIDS] = {
  { BST_AID_DEAD_SQUARES,  "aid-dead-squares" },
  { BST_AID_FITTING_TILES, "aid-fitting-tiles" },
  { BST_AID_FINISH_ODDS,   "aid-finish-odds" },
  { BST_AID_FIELD_VIEW,    "aid-field-view" },
};

/* A plain letter: in the bubble phase, so that a text entry keeps it. */
static const BstPageShortcut aid_shortcuts[] = {
  { "win.aid-field-view", "f" },
};

static BstAids
aids_turned_on (BstWindow *self)
{
  BstAids aids = 0;

  for (guint i = 0; i < G_N_ELEMENTS (aid_keys); i++)
    if (g_settings_get_boolean (self->settings, aid_keys[i].key))
      aids |= aid_keys[i].aid;
  return aids;
}

void
_bst_window_aids_update (BstWindow *self)
{
  BstGameRecord *record = self->session != NULL ? bst_game_session_get_record (self->session)
                                                : NULL;
  BstAids aids = 0;

  if (record != NULL && bst_game_record_get_puzzle (record) == NULL)
    aids = aids_turned_on (self);
  bst_board_view_set_aids (self->board_view, aids);
  if (aids != 0 && !bst_game_is_over (self->game))
    bst_game_record_add_aids (record, aids);
}

static void
settings_changed_cb (BstWindow  *self,
                     const char *key)
{
  if (g_str_has_prefix (key, "aid-"))
    _bst_window_aids_update (self);
}

/* The aids' actions are their settings' own, made for each window. */
static void
aids_class_init (BstWindowClass *klass)
{
}

static void
aids_init (BstWindow *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (aid_keys); i++)
    {
      g_autoptr (GAction) action = g_settings_create_action (self->settings, aid_keys[i].key);

      g_action_map_add_action (G_ACTION_MAP (self), action);
    }
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
  bst_page_shortcuts_add (GTK_WIDGET (self->flap), GTK_PHASE_BUBBLE, aid_shortcuts,
                          G_N_ELEMENTS (aid_shortcuts));
}

const BstWindowPart _bst_window_aids_part = { aids_class_init, aids_init };

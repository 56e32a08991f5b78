/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-position.h"
#include "bst-window-private.h"

/* The window's pages: the game, the board editor and the puzzles, and the
 * ways between them ("Edit Position", "Play from Here"). The editor and the
 * puzzles are built the first time their page is shown, which keeps them
 * out of the time to the first frame. */

static void     play_from_here_cb (BstWindow *self,
                                   BstGame   *game);
static gboolean open_in_editor_cb (BstWindow *self,
                                   GFile     *file);

BstEditorView *
_bst_window_modes_ensure_editor_view (BstWindow *self)
{
  if (self->editor_view == NULL)
    {
      self->editor_view = BST_EDITOR_VIEW (bst_editor_view_new ());
      g_signal_connect_object (self->editor_view, "play-from-here",
                               G_CALLBACK (play_from_here_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->editor_view, "open-file",
                               G_CALLBACK (open_in_editor_cb), self, G_CONNECT_SWAPPED);
      bst_editor_view_set_autosave_file (self->editor_view, self->editor_autosave_file);
      g_settings_bind (self->settings, "animation-speed", self->editor_view, "animation-speed",
                       G_SETTINGS_BIND_GET);
      adw_bin_set_child (self->editor_page, GTK_WIDGET (self->editor_view));
    }
  return self->editor_view;
}

BstPuzzleBrowser *
_bst_window_modes_ensure_puzzle_browser (BstWindow *self)
{
  if (self->puzzle_browser == NULL)
    {
      BstPuzzleView *view;

      self->puzzle_browser = BST_PUZZLE_BROWSER (bst_puzzle_browser_new ());
      view = bst_puzzle_browser_get_puzzle_view (self->puzzle_browser);
      /* An answer's scored features are lit in turn at the game's pace. */
      g_settings_bind (self->settings, "animation-speed", bst_puzzle_view_get_board (view),
                       "animation-speed", G_SETTINGS_BIND_GET);
      adw_bin_set_child (self->puzzles_page, GTK_WIDGET (self->puzzle_browser));
    }
  return self->puzzle_browser;
}

static void
page_changed_cb (BstWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->mode_stack);
  gboolean game = g_strcmp0 (page, "game") == 0;
  GtkWidget *game_only[] = {
    self->open_button, self->undo_button, self->redo_button, self->hint_button,
    self->side_panel_button,
  };

  for (guint i = 0; i < G_N_ELEMENTS (game_only); i++)
    gtk_widget_set_visible (game_only[i], game);
  if (g_strcmp0 (page, "editor") == 0)
    _bst_window_modes_ensure_editor_view (self);
  else if (g_strcmp0 (page, "puzzles") == 0)
    _bst_window_modes_ensure_puzzle_browser (self);
}

static void
play_position (BstWindow *self,
               gpointer   game)
{
  _bst_window_play_game (self, game);
}

static void
play_from_here_cb (BstWindow *self,
                   BstGame   *game)
{
  _bst_window_replace (self, BST_REPLACES_EDITOR | BST_REPLACES_GAME, NULL,
                       _("The game in progress has not been saved and will be lost."),
                       _("_Play from Here"), play_position, g_object_ref (game), g_object_unref);
}

static void
open_in_editor (BstWindow *self,
                gpointer   file)
{
  bst_editor_view_open_file (self->editor_view, file);
}

static gboolean
open_in_editor_cb (BstWindow *self,
                   GFile     *file)
{
  _bst_window_replace (self, BST_REPLACES_EDITOR, NULL, NULL, NULL, open_in_editor,
                       g_object_ref (file), g_object_unref);
  return TRUE;
}

static void
edit_position_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);
  const BstState *state = bst_game_get_state (self->game);
  g_autoptr (BstPosition) position = NULL;

  /* A position is taken between moves; the editor knows nothing of turns in
   * progress. */
  if (state->phase == BST_PHASE_MEEPLE)
    return;
  position = bst_position_new_from_state (state, bst_game_get_players (self->game));
  bst_editor_view_load_position (_bst_window_modes_ensure_editor_view (self), position);
  adw_view_stack_set_visible_child_name (self->mode_stack, "editor");
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BstWindow *self = BST_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->mode_stack, g_variant_get_string (parameter, NULL));
}

static void
modes_class_init (BstWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.edit-position", NULL, edit_position_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
}

static void
modes_init (BstWindow *self)
{
  g_signal_connect_swapped (self->mode_stack, "notify::visible-child-name",
                            G_CALLBACK (page_changed_cb), self);
  page_changed_cb (self);
}

const BstWindowPart _bst_window_modes_part = { modes_class_init, modes_init };

/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "bst-position-renderer.h"
#include "bst-puzzle-text.h"
#include "bst-puzzle-sheet.h"
#include "bst-render-stream.h"

#define MARGIN         50.0
#define TEXT_WIDTH     (BST_PUZZLE_SHEET_WIDTH - 2 * MARGIN)
#define GAP            10.0
#define ANSWER_LINES   3
#define LINE_SPACING   26.0
#define BOARD_MAX_TILE 72.0   /* points a tile at most, so that small boards stay small */
#define HAND_TILE      54.0

typedef struct {
  char    *title;
  char    *description;
  char    *question;
  char    *answer;
  BstState state;
  guint8   colours[BST_MAX_PLAYERS];
  gboolean show_hand;
} Entry;

struct _BstPuzzleSheet
{
  GPtrArray *entries;
  GArray    *answer_pages;   /* guint: the first entry of each page of answers */
  gboolean   paginated;
};

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->title);
  g_free (entry->description);
  g_free (entry->question);
  g_free (entry->answer);
  g_free (entry);
}

BstPuzzleSheet *
bst_puzzle_sheet_new (void)
{
  BstPuzzleSheet *self = g_new0 (BstPuzzleSheet, 1);

  self->entries = g_ptr_array_new_with_free_func (entry_free);
  self->answer_pages = g_array_new (FALSE, FALSE, sizeof (guint));
  return self;
}

void
bst_puzzle_sheet_free (BstPuzzleSheet *self)
{
  g_ptr_array_unref (self->entries);
  g_array_unref (self->answer_pages);
  g_free (self);
}

void
bst_puzzle_sheet_add (BstPuzzleSheet            *self,
                      const BstPuzzleSheetEntry *entry)
{
  Entry *copy = g_new0 (Entry, 1);

  g_return_if_fail (entry->title != NULL && entry->question != NULL && entry->state != NULL);

  copy->title = g_strdup (entry->title);
  copy->description = g_strdup (entry->description);
  copy->question = g_strdup (entry->question);
  copy->answer = g_strdup (entry->answer);
  bst_state_copy (&copy->state, entry->state);
  copy->show_hand = entry->show_hand && entry->state->n_hand > 0;
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    copy->colours[p] = entry->colours ? entry->colours[p] : (guint8) p;
  g_ptr_array_add (self->entries, copy);
  self->paginated = FALSE;
}

gboolean
bst_puzzle_sheet_add_puzzle (BstPuzzleSheet  *self,
                             BstPuzzle       *puzzle,
                             GError         **error)
{
  BstPosition *position = bst_puzzle_get_position (puzzle);
  const BstPuzzleSolution *answer = bst_puzzle_get_answer (puzzle);
  g_autoptr (BstPuzzleSolution) solved = NULL;
  g_autofree char *question = bst_puzzle_text_objective (puzzle);
  g_autofree char *answer_text = NULL;
  guint8 colours[BST_MAX_PLAYERS] = { 0 };
  BstPuzzleSheetEntry entry = { 0 };

  if (answer == NULL)
    {
      solved = bst_puzzle_solve (puzzle, error);
      if (solved == NULL)
        return FALSE;
      answer = solved;
    }
  answer_text = bst_puzzle_text_answer (puzzle, answer);
  for (guint p = 0; p < bst_position_get_n_players (position); p++)
    colours[p] = (guint8) bst_position_get_player (position, p)->colour;

  entry.title = bst_puzzle_text_title (puzzle);
  entry.description = bst_puzzle_text_description (puzzle);
  entry.question = question;
  entry.answer = answer_text;
  entry.state = bst_position_get_state (position);
  entry.colours = colours;
  entry.show_hand = bst_puzzle_get_kind (puzzle) != BST_PUZZLE_SCORE_IT;
  bst_puzzle_sheet_add (self, &entry);
  return TRUE;
}

/* Text ------------------------------------------------------------------------------ */

/* A layout in points, whatever the target's resolution. */
static PangoLayout *
make_layout (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Cantarell");

  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72);
  pango_layout_context_changed (layout);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (TEXT_WIDTH * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

/* Shows @text at @y; returns the y below it. */
static double
show_text (cairo_t    *cr,
           double      y,
           const char *text,
           double      size,
           gboolean    bold,
           double      grey)
{
  g_autoptr (PangoLayout) layout = make_layout (cr, text, size, bold);

  cairo_set_source_rgb (cr, grey, grey, grey);
  cairo_move_to (cr, MARGIN, y);
  pango_cairo_show_layout (cr, layout);
  return y + layout_height (layout);
}

static double
text_height (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold)
{
  g_autoptr (PangoLayout) layout = make_layout (cr, text, size, bold);

  return layout_height (layout);
}

/* Puzzle pages ----------------------------------------------------------------------- */

static void
draw_board (BstTileArt  *art,
            cairo_t     *cr,
            const Entry *entry,
            double       y,
            double       box_height)
{
  BstRenderOptions options;
  int width, height;
  double scale;

  bst_render_options_init (&options);
  options.colours = entry->colours;
  options.transparent = TRUE;
  options.mark_last_tile = FALSE;
  bst_render_position_get_size (&entry->state, &options, &width, &height);
  scale = MIN (TEXT_WIDTH / width, box_height / height);
  scale = MIN (scale, BOARD_MAX_TILE / BST_RENDER_DEFAULT_TILE_SIZE);

  cairo_save (cr);
  cairo_translate (cr, MARGIN + (TEXT_WIDTH - width * scale) / 2,
                   y + (box_height - height * scale) / 2);
  cairo_scale (cr, scale, scale);
  bst_render_position (art, cr, &entry->state, &options);
  cairo_restore (cr);
}

/* The tiles to place, after a label, as the player holds them. */
static double
draw_hand (BstTileArt  *art,
           cairo_t     *cr,
           const Entry *entry,
           double       y)
{
  g_autoptr (PangoLayout) label = make_layout (cr, ngettext ("Tile to place:", "Tiles to choose from:",
                                                             entry->state.n_hand), 10, FALSE);
  int label_width, label_height;
  double x;

  pango_layout_get_pixel_size (label, &label_width, &label_height);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_move_to (cr, MARGIN, y + (HAND_TILE - label_height) / 2);
  pango_cairo_show_layout (cr, label);
  x = MARGIN + label_width + GAP;
  for (guint i = 0; i < entry->state.n_hand; i++, x += HAND_TILE + GAP)
    {
      cairo_save (cr);
      cairo_translate (cr, x, y);
      bst_tile_art_render (art, cr, entry->state.hand[i], 0, HAND_TILE);
      cairo_restore (cr);
    }
  return y + HAND_TILE;
}

static void
draw_puzzle_page (BstPuzzleSheet *self,
                  BstTileArt     *art,
                  cairo_t        *cr,
                  guint           index)
{
  const Entry *entry = g_ptr_array_index (self->entries, index);
  /* Translators: the top line of a printed puzzle, e.g. "Puzzle 3 of 28" */
  g_autofree char *number = g_strdup_printf (_("Puzzle %u of %u"), index + 1,
                                             self->entries->len);
  double y = MARGIN, below;

  y = show_text (cr, y, number, 9, FALSE, 0.4) + GAP / 2;
  y = show_text (cr, y, entry->title, 20, TRUE, 0.1) + GAP;
  if (entry->description != NULL && *entry->description != '\0')
    y = show_text (cr, y, entry->description, 11, FALSE, 0.1) + GAP;

  /* The board takes what the question and the answer lines leave. */
  below = text_height (cr, entry->question, 12, TRUE) + GAP
          + (entry->show_hand ? HAND_TILE + GAP : 0)
          + text_height (cr, _("Your answer:"), 10, FALSE) + ANSWER_LINES * LINE_SPACING;
  draw_board (art, cr, entry, y, BST_PUZZLE_SHEET_HEIGHT - MARGIN - below - GAP - y);

  y = BST_PUZZLE_SHEET_HEIGHT - MARGIN - below;
  y = show_text (cr, y, entry->question, 12, TRUE, 0.1) + GAP;
  if (entry->show_hand)
    y = draw_hand (art, cr, entry, y) + GAP;
  y = show_text (cr, y, _("Your answer:"), 10, FALSE, 0.4);
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 0.5);
  for (guint i = 1; i <= ANSWER_LINES; i++)
    {
      cairo_move_to (cr, MARGIN, y + i * LINE_SPACING);
      cairo_line_to (cr, MARGIN + TEXT_WIDTH, y + i * LINE_SPACING);
    }
  cairo_stroke (cr);
}

/* Answer pages ----------------------------------------------------------------------- */

static char *
answer_heading (BstPuzzleSheet *self,
                guint           index)
{
  const Entry *entry = g_ptr_array_index (self->entries, index);

  /* Translators: a line of the printed answers: the puzzle's number and title */
  return g_strdup_printf (_("%u. %s"), index + 1, entry->title);
}

static double
answer_height (BstPuzzleSheet *self,
               cairo_t        *cr,
               guint           index)
{
  const Entry *entry = g_ptr_array_index (self->entries, index);
  g_autofree char *heading = answer_heading (self, index);

  return text_height (cr, heading, 11, TRUE) + text_height (cr, entry->answer, 10, FALSE) + GAP;
}

/* Which answers go on which page: measured, since answers differ in length. */
static void
paginate (BstPuzzleSheet *self)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  double top = MARGIN + text_height (cr, _("Answers"), 20, TRUE) + GAP;
  double y = G_MAXDOUBLE;

  g_array_set_size (self->answer_pages, 0);
  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *entry = g_ptr_array_index (self->entries, i);
      double height;

      if (entry->answer == NULL)
        continue;
      height = answer_height (self, cr, i);
      if (y + height > BST_PUZZLE_SHEET_HEIGHT - MARGIN)
        {
          g_array_append_val (self->answer_pages, i);
          y = top;
        }
      y += height;
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  self->paginated = TRUE;
}

static void
draw_answer_page (BstPuzzleSheet *self,
                  cairo_t        *cr,
                  guint           answer_page)
{
  guint first = g_array_index (self->answer_pages, guint, answer_page);
  guint end = answer_page + 1 < self->answer_pages->len
              ? g_array_index (self->answer_pages, guint, answer_page + 1)
              : self->entries->len;
  double y = show_text (cr, MARGIN, _("Answers"), 20, TRUE, 0.1) + GAP;

  for (guint i = first; i < end; i++)
    {
      const Entry *entry = g_ptr_array_index (self->entries, i);
      g_autofree char *heading = NULL;

      if (entry->answer == NULL)
        continue;
      heading = answer_heading (self, i);
      y = show_text (cr, y, heading, 11, TRUE, 0.1);
      y = show_text (cr, y, entry->answer, 10, FALSE, 0.2) + GAP;
    }
}

guint
bst_puzzle_sheet_get_n_pages (BstPuzzleSheet *self)
{
  if (!self->paginated)
    paginate (self);
  return self->entries->len + self->answer_pages->len;
}

void
bst_puzzle_sheet_draw_page (BstPuzzleSheet *self,
                            BstTileArt     *art,
                            cairo_t        *cr,
                            double          width,
                            double          height,
                            guint           page)
{
  double scale;

  g_return_if_fail (page < bst_puzzle_sheet_get_n_pages (self));

  scale = MIN (width / BST_PUZZLE_SHEET_WIDTH, height / BST_PUZZLE_SHEET_HEIGHT);
  cairo_save (cr);
  cairo_translate (cr, (width - BST_PUZZLE_SHEET_WIDTH * scale) / 2,
                   (height - BST_PUZZLE_SHEET_HEIGHT * scale) / 2);
  cairo_scale (cr, scale, scale);
  if (page < self->entries->len)
    draw_puzzle_page (self, art, cr, page);
  else
    draw_answer_page (self, cr, page - self->entries->len);
  cairo_restore (cr);
}

gboolean
bst_puzzle_sheet_write_pdf (BstPuzzleSheet  *self,
                            GFile           *file,
                            GError         **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages = bst_puzzle_sheet_get_n_pages (self);

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  surface = cairo_pdf_surface_create_for_stream (bst_render_stream_append_cb, bytes,
                                                 BST_PUZZLE_SHEET_WIDTH, BST_PUZZLE_SHEET_HEIGHT);
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages; page++)
    {
      bst_puzzle_sheet_draw_page (self, bst_tile_art_get_default (), cr,
                                  BST_PUZZLE_SHEET_WIDTH, BST_PUZZLE_SHEET_HEIGHT, page);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  status = bst_render_stream_close (surface, status);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The puzzles could not be drawn: %s."), cairo_status_to_string (status));
      return FALSE;
    }

  return bst_render_stream_save (&bytes, file, error);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-preview-label.h"

#define PADDING    4.0
#define DOT_GAP    3.0

char *
bst_preview_label_dup_text (const BstMeeplePreview *preview)
{
  g_return_val_if_fail (preview != NULL, NULL);

  if (preview->complete)
    /* Translators: on the board beside a meeple target: the feature is
     * finished, and scores these points now */
    return g_strdup_printf (_("+%u now"), preview->now_points);
  if (!preview->scores_now)
    /* Translators: on the board beside a farmer's target: fields only
     * score at the end */
    return g_strdup_printf (_("%u at end"), preview->end_points);
  /* Translators: on the board beside a meeple target, short: the points if
   * the feature were finished as it stands, then if the game ended now */
  return g_strdup_printf (_("+%u now · %u at end"), preview->now_points, preview->end_points);
}

static void
append_dot (GtkSnapshot   *snapshot,
            double         x,
            double         y,
            double         radius,
            const GdkRGBA *colour)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT (x - radius, y - radius, 2 * radius, 2 * radius);
  GskRoundedRect circle;
  GdkRGBA white = { 1, 1, 1, 0.9 };
  float widths[4] = { 1, 1, 1, 1 };
  GdkRGBA rings[4] = { white, white, white, white };

  gsk_rounded_rect_init_from_rect (&circle, &rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &circle);
  gtk_snapshot_append_color (snapshot, colour, &rect);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &circle, widths, rings);
}

void
bst_preview_label_append (const BstBoardFrame    *frame,
                          PangoLayout            *layout,
                          const char             *text,
                          const GdkRGBA          *owners,
                          guint                   n_owners,
                          const graphene_point_t *target,
                          double                  radius)
{
  GtkSnapshot *snapshot = frame->snapshot;
  PangoRectangle logical;
  GskRoundedRect box;
  graphene_rect_t rect;
  GdkRGBA back, fore;
  double dot, width, height, x, y;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  dot = logical.height * 0.3;
  width = PADDING * 2 + n_owners * (2 * dot + DOT_GAP) + logical.width;
  height = PADDING + logical.height;

  /* Up and to the right of the target, where the pointer does not hide
   * it; on the other side when that would leave the widget. */
  x = target->x + radius + PADDING;
  y = target->y - radius - height;
  if (x + width > frame->width)
    x = target->x - radius - PADDING - width;
  if (y < 0)
    y = target->y + radius;
  x = CLAMP (x, 0, MAX (0, frame->width - width));
  y = CLAMP (y, 0, MAX (0, frame->height - height));
  x = bst_board_frame_snap (frame, x);
  y = bst_board_frame_snap (frame, y);

  bst_board_frame_rgba_from_hex (&back, frame->dark ? "#f6f5f4" : "#241f31", 0.88);
  bst_board_frame_rgba_from_hex (&fore, frame->dark ? "#241f31" : "#ffffff", 1.0);
  graphene_rect_init (&rect, x, y, width, height);
  gsk_rounded_rect_init_from_rect (&box, &rect, height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &box);
  gtk_snapshot_append_color (snapshot, &back, &rect);
  gtk_snapshot_pop (snapshot);

  x += PADDING;
  for (guint i = 0; i < n_owners; i++)
    {
      append_dot (snapshot, x + dot, y + height / 2, dot, &owners[i]);
      x += 2 * dot + DOT_GAP;
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - logical.x,
                                                          y + PADDING / 2 - logical.y));
  gtk_snapshot_append_layout (snapshot, layout, &fore);
  gtk_snapshot_restore (snapshot);
}

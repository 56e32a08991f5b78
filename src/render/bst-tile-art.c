/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tile-art.h"

#include <librsvg/rsvg.h>
#include <string.h>

#include "bst-rule-set.h"
#include "bst-tile.h"
#include "bastide-render-resources.h"

/* librsvg 2.54 has no autoptr for its handle. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (RsvgHandle, g_object_unref)

#define RESOURCE_PATH "/io/github/bastide/Bastide/"

/* The placeholders the meeple SVGs are drawn with (data/meeples/). */
#define BODY_PLACEHOLDER "#ff00ff"
#define MARK_PLACEHOLDER "#00ffff"
#define MARK_REFERENCE   "href=\"#mark-0\""

typedef struct {
  const char *color;
  const char *mark_color;
  const char *name;
} PlayerLook;

/* GNOME palette; each colour also has its own mark (dot, bar, cross, ring,
 * triangle, star) for players who cannot tell the colours apart. */
static const PlayerLook player_looks[BST_MAX_PLAYERS] = {
  { "#f6d32d", "#241f31", "yellow" },
  { "#e01b24", "#ffffff", "red" },
  { "#26a269", "#ffffff", "green" },
  { "#3584e4", "#ffffff", "blue" },
  { "#3d3846", "#ffffff", "black" },
  { "#d56199", "#ffffff", "pink" },
};

struct _BstTileArt
{
  GObject     parent_instance;

  /* Each picture is parsed the first time it is drawn: parsing them all
   * up front would be a good part of the app's start-up time. */
  RsvgHandle *tiles[BST_N_TILE_TYPES];
  RsvgHandle *meeples[BST_MAX_PLAYERS][2];   /* standing, lying */
};

G_DEFINE_FINAL_TYPE (BstTileArt, bst_tile_art, G_TYPE_OBJECT)

static void
bst_tile_art_dispose (GObject *object)
{
  BstTileArt *self = BST_TILE_ART (object);

  for (guint i = 0; i < BST_N_TILE_TYPES; i++)
    g_clear_object (&self->tiles[i]);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    {
      g_clear_object (&self->meeples[p][0]);
      g_clear_object (&self->meeples[p][1]);
    }

  G_OBJECT_CLASS (bst_tile_art_parent_class)->dispose (object);
}

static void
bst_tile_art_class_init (BstTileArtClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bst_tile_art_dispose;
}

static void
bst_tile_art_init (BstTileArt *self)
{
}

/* The art is compiled in: failing to load it is a bug in the build. */
static RsvgHandle *
load_svg (const char *path,
          const char *text,
          gsize       length)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_data ((const guint8 *) text, length, &error);

  if (handle == NULL)
    g_error ("Could not load %s: %s", path, error->message);
  return handle;
}

/* Looked up in our own resource rather than the global ones: this
 * reference is also what keeps the resource in the static library. */
static GBytes *
lookup_resource (const char *path)
{
  g_autoptr(GError) error = NULL;
  GBytes *bytes = g_resource_lookup_data (bst_render_get_resource (), path,
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  if (bytes == NULL)
    g_error ("Could not find %s: %s", path, error->message);
  return bytes;
}

static RsvgHandle *
load_tile (guint type)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PATH "tiles/%c.svg",
                                           bst_tile_type_letter (type));
  g_autoptr(GBytes) bytes = lookup_resource (path);
  gsize length;
  const char *text = g_bytes_get_data (bytes, &length);

  return load_svg (path, text, length);
}

static char *
replace_all (const char *text,
             const char *needle,
             const char *replacement)
{
  g_auto(GStrv) parts = g_strsplit (text, needle, -1);

  return g_strjoinv (replacement, parts);
}

static RsvgHandle *
load_meeple (guint    player,
             gboolean lying)
{
  const char *path = lying ? RESOURCE_PATH "meeples/farmer.svg" : RESOURCE_PATH "meeples/meeple.svg";
  g_autoptr(GBytes) template = lookup_resource (path);
  const PlayerLook *look = &player_looks[player];
  g_autofree char *text = g_strndup (g_bytes_get_data (template, NULL),
                                     g_bytes_get_size (template));
  g_autofree char *mark = g_strdup_printf ("href=\"#mark-%u\"", player);
  g_autofree char *with_body = replace_all (text, BODY_PLACEHOLDER, look->color);
  g_autofree char *with_mark = replace_all (with_body, MARK_PLACEHOLDER, look->mark_color);
  g_autofree char *svg = replace_all (with_mark, MARK_REFERENCE, mark);

  return load_svg (path, svg, strlen (svg));
}

static RsvgHandle *
get_tile (BstTileArt *self,
          guint       type)
{
  if (g_once_init_enter (&self->tiles[type]))
    g_once_init_leave (&self->tiles[type], load_tile (type));
  return self->tiles[type];
}

static RsvgHandle *
get_meeple (BstTileArt *self,
            guint       player,
            gboolean    lying)
{
  RsvgHandle **slot = &self->meeples[player][lying ? 1 : 0];

  if (g_once_init_enter (slot))
    g_once_init_leave (slot, load_meeple (player, lying));
  return *slot;
}

BstTileArt *
bst_tile_art_get_default (void)
{
  static BstTileArt *art = NULL;

  if (g_once_init_enter (&art))
    g_once_init_leave (&art, g_object_new (BST_TYPE_TILE_ART, NULL));

  return art;
}

static void
render_handle (RsvgHandle *handle,
               cairo_t    *cr,
               double      x,
               double      y,
               double      size)
{
  g_autoptr(GError) error = NULL;
  RsvgRectangle viewport = { x, y, size, size };

  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_debug ("Could not render an SVG: %s", error->message);
}

void
bst_tile_art_render (BstTileArt *self,
                     cairo_t    *cr,
                     guint       type,
                     guint       rotation,
                     double      size)
{
  g_return_if_fail (BST_IS_TILE_ART (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (type < BST_N_TILE_TYPES);

  cairo_save (cr);
  cairo_translate (cr, size / 2, size / 2);
  cairo_rotate (cr, (rotation & 3) * G_PI / 2);
  cairo_translate (cr, -size / 2, -size / 2);
  render_handle (get_tile (self, type), cr, 0, 0, size);
  cairo_restore (cr);
}

cairo_surface_t *
bst_tile_art_render_to_surface (BstTileArt *self,
                                guint       type,
                                guint       rotation,
                                int         size)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (BST_IS_TILE_ART (self), NULL);
  g_return_val_if_fail (type < BST_N_TILE_TYPES, NULL);
  g_return_val_if_fail (size > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  bst_tile_art_render (self, cr, type, rotation, size);
  cairo_destroy (cr);

  return surface;
}

void
bst_tile_art_render_meeple (BstTileArt *self,
                            cairo_t    *cr,
                            guint       player,
                            gboolean    lying,
                            double      x,
                            double      y,
                            double      size)
{
  g_return_if_fail (BST_IS_TILE_ART (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (player < BST_MAX_PLAYERS);

  render_handle (get_meeple (self, player, lying), cr, x - size / 2, y - size / 2, size);
}

const char *
bst_tile_art_player_color (guint player)
{
  g_return_val_if_fail (player < BST_MAX_PLAYERS, NULL);

  return player_looks[player].color;
}

const char *
bst_tile_art_player_color_name (guint player)
{
  g_return_val_if_fail (player < BST_MAX_PLAYERS, NULL);

  return player_looks[player].name;
}

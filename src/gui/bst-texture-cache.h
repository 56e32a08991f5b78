/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "bastide-render.h"

G_BEGIN_DECLS

#define BST_TYPE_TEXTURE_CACHE (bst_texture_cache_get_type ())

G_DECLARE_FINAL_TYPE (BstTextureCache, bst_texture_cache, BST, TEXTURE_CACHE, GObject)

/* Tile and meeple pictures rasterised once per size and kept as cairo
 * surfaces and GdkTextures sharing their pixels. Sizes are rounded up to a
 * bucket of a ladder with four steps per doubling, so zooming makes new
 * rasters only when it crosses a bucket. A tile's first raster is drawn
 * by librsvg at its own size; then, in idle time, its master, from whose
 * mipmap later buckets are scaled down, so that only the tiles in use take
 * master memory. A rotated tile is the upright raster with its pixels
 * turned, exact for quarter turns. The mipmaps (about 19 MB once every
 * picture has been drawn) count towards the byte budget; past it the least
 * recently used rasters go. */

#define BST_TEXTURE_CACHE_DEFAULT_BUDGET (64 * 1024 * 1024)
#define BST_TEXTURE_CACHE_MIN_SIZE       16
#define BST_TEXTURE_CACHE_MAX_SIZE       1024

BstTextureCache *bst_texture_cache_new          (BstTileArt      *art,
                                                 gsize            budget);

/* The bucket a picture wanted at @pixels is rasterised at: the smallest
 * at least as large. */
int              bst_texture_cache_bucket       (double           pixels);
/* The bucket @steps rungs of the ladder above (or below, when negative)
 * the one nearest to @pixels; clamped to the ladder's ends. */
int              bst_texture_cache_bucket_step  (double           pixels,
                                                 int              steps);

/* Each picture as a texture (for GSK's GL renderer) or as the cairo image
 * surface that holds its pixels (drawn by GSK's cairo renderer, which in
 * GTK 4.8 converts every texture pixel by pixel on every frame). Transfer
 * none: valid until the next call into the cache; a render node holds its
 * own reference. */
GdkTexture      *bst_texture_cache_get_tile     (BstTextureCache *self,
                                                 guint            type,
                                                 guint            rotation,
                                                 int              bucket);
cairo_surface_t *bst_texture_cache_get_tile_surface (BstTextureCache *self,
                                                     guint            type,
                                                     guint            rotation,
                                                     int              bucket);
/* Whether the raster of @type turned @rotation at @bucket is made. */
gboolean         bst_texture_cache_has_tile     (BstTextureCache *self,
                                                 guint            type,
                                                 guint            rotation,
                                                 int              bucket);
/* A meeple in @colour (a BstColour), in a square of @bucket pixels,
 * standing or lying (a farmer). */
GdkTexture      *bst_texture_cache_get_meeple   (BstTextureCache *self,
                                                 guint            colour,
                                                 gboolean         lying,
                                                 int              bucket);

gsize            bst_texture_cache_get_bytes    (BstTextureCache *self);
gsize            bst_texture_cache_get_budget   (BstTextureCache *self);
guint            bst_texture_cache_get_n_textures (BstTextureCache *self);
/* For measuring: how many rasters were made, and how many of them took a
 * librsvg run. */
guint            bst_texture_cache_get_n_made   (BstTextureCache *self);
guint            bst_texture_cache_get_n_rasterised (BstTextureCache *self);
/* Drops the rasters made for sizes; the masters stay. */
void             bst_texture_cache_clear        (BstTextureCache *self);

/* Draws a tile or a meeple from the cache into @rect: with GTK's cairo
 * renderer, which converts a texture's pixels one by one on every frame, as
 * a cairo node painting the picture's own surface, the same node from frame
 * to frame; with the others as a texture node, which stays on the GPU. */
void bst_texture_cache_append_tile   (BstTextureCache       *self,
                                      GtkSnapshot           *snapshot,
                                      gboolean               use_cairo,
                                      guint                  type,
                                      guint                  rotation,
                                      int                    bucket,
                                      const graphene_rect_t *rect);
void bst_texture_cache_append_meeple (BstTextureCache       *self,
                                      GtkSnapshot           *snapshot,
                                      gboolean               use_cairo,
                                      guint                  colour,
                                      gboolean               lying,
                                      int                    bucket,
                                      const graphene_rect_t *rect);

G_END_DECLS

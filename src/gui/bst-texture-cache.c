/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-texture-cache.h"

#include <math.h>
#include <string.h>

#include "bst-player-info.h"
#include "bst-tile.h"

#define STEPS_PER_DOUBLING 4

/* librsvg takes 1.5–3 ms a tile whatever the size, too slow for the dozens
 * of rasters a zoom step can need. So each picture is rasterised once at a
 * master size (above the largest tile bucket at scale 1, and meeples to
 * match) and halved into a mipmap; a bucket is the next larger level
 * scaled by less than two with a bilinear filter, a fast path of pixman's
 * (its filter for larger reductions is ten times slower). */
#define TILE_MASTER_SIZE   384
#define MEEPLE_MASTER_SIZE 128
#define N_LEVELS           6

typedef struct {
  cairo_surface_t *levels[N_LEVELS];   /* master, half, quarter, … made when needed */
} Mipmap;

typedef enum {
  KIND_TILE,
  KIND_MEEPLE,
} Kind;

typedef struct {
  guint32          key;
  cairo_surface_t *surface;
  GdkTexture      *texture;   /* made when first asked for; shares the surface's pixels */
  /* For GSK's cairo renderer: a node painting the surface into a square
   * of node_size at the origin, made when first drawn. The same node frame
   * after frame lets GSK see that the tile has not changed, and redraw
   * only what did. */
  GskRenderNode   *node;
  float            node_size;
  gsize            bytes;
  GList           *link;      /* in lru */
} Entry;

struct _BstTextureCache
{
  GObject     parent_instance;

  BstTileArt *art;
  GHashTable *entries;    /* key → Entry */
  GQueue      lru;        /* of Entry, least recently used first */
  Mipmap      tile_mipmaps[BST_N_TILE_TYPES];
  Mipmap      meeple_mipmaps[BST_N_COLOURS][2];
  gsize       bytes;          /* entries and masters */
  gsize       budget;
  guint       n_rasterised;
  guint       n_made;
  guint       prepare_id;     /* idle source rendering the masters of tile_wanted */
  gboolean    tile_wanted[BST_N_TILE_TYPES];  /* asked for before its master was made */
};

G_DEFINE_FINAL_TYPE (BstTextureCache, bst_texture_cache, G_TYPE_OBJECT)

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_clear_object (&entry->texture);
  g_clear_pointer (&entry->node, gsk_render_node_unref);
  g_clear_pointer (&entry->surface, cairo_surface_destroy);
  g_free (entry);
}

static void
mipmap_clear (Mipmap *mipmap)
{
  for (guint i = 0; i < N_LEVELS; i++)
    g_clear_pointer (&mipmap->levels[i], cairo_surface_destroy);
}

static void
bst_texture_cache_dispose (GObject *object)
{
  BstTextureCache *self = BST_TEXTURE_CACHE (object);

  g_clear_handle_id (&self->prepare_id, g_source_remove);
  bst_texture_cache_clear (self);
  for (guint i = 0; i < BST_N_TILE_TYPES; i++)
    mipmap_clear (&self->tile_mipmaps[i]);
  for (guint p = 0; p < BST_N_COLOURS; p++)
    {
      mipmap_clear (&self->meeple_mipmaps[p][0]);
      mipmap_clear (&self->meeple_mipmaps[p][1]);
    }
  g_clear_object (&self->art);

  G_OBJECT_CLASS (bst_texture_cache_parent_class)->dispose (object);
}

static void
bst_texture_cache_finalize (GObject *object)
{
  BstTextureCache *self = BST_TEXTURE_CACHE (object);

  g_clear_pointer (&self->entries, g_hash_table_unref);

  G_OBJECT_CLASS (bst_texture_cache_parent_class)->finalize (object);
}

static void
bst_texture_cache_class_init (BstTextureCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bst_texture_cache_dispose;
  object_class->finalize = bst_texture_cache_finalize;
}

static void
bst_texture_cache_init (BstTextureCache *self)
{
  self->entries = g_hash_table_new_full (NULL, NULL, NULL, entry_free);
  g_queue_init (&self->lru);
  self->budget = BST_TEXTURE_CACHE_DEFAULT_BUDGET;
}

BstTextureCache *
bst_texture_cache_new (BstTileArt *art,
                       gsize       budget)
{
  BstTextureCache *self;

  g_return_val_if_fail (BST_IS_TILE_ART (art), NULL);

  self = g_object_new (BST_TYPE_TEXTURE_CACHE, NULL);
  self->art = g_object_ref (art);
  if (budget > 0)
    self->budget = budget;
  return self;
}

/* Rung @k of the ladder: 2^(k / 4) rounded up to whole pixels. */
static int
ladder (int k)
{
  return (int) ceil (exp2 ((double) k / STEPS_PER_DOUBLING) - 1e-9);
}

static int
rung_of (double pixels)
{
  return (int) floor (STEPS_PER_DOUBLING * log2 (pixels));
}

int
bst_texture_cache_bucket (double pixels)
{
  int k;

  if (!(pixels > BST_TEXTURE_CACHE_MIN_SIZE))
    return BST_TEXTURE_CACHE_MIN_SIZE;
  if (pixels >= BST_TEXTURE_CACHE_MAX_SIZE)
    return BST_TEXTURE_CACHE_MAX_SIZE;

  for (k = rung_of (pixels); ladder (k) < pixels - 1e-6; k++)
    ;
  return ladder (k);
}

int
bst_texture_cache_bucket_step (double pixels,
                               int    steps)
{
  int bucket = bst_texture_cache_bucket (pixels);
  int k = rung_of (bucket);

  /* The rung below when @pixels is nearer to it. */
  if (ladder (k) < bucket)
    k++;
  if (k > rung_of (BST_TEXTURE_CACHE_MIN_SIZE) && bucket - pixels > pixels - ladder (k - 1))
    k--;
  return CLAMP (ladder (k + steps), BST_TEXTURE_CACHE_MIN_SIZE, BST_TEXTURE_CACHE_MAX_SIZE);
}

static guint32
make_key (Kind  kind,
          guint what,
          guint variant,
          int   bucket)
{
  return (guint32) kind << 31 | (guint32) (what & 0x1f) << 26
         | (guint32) (variant & 3) << 24 | (guint32) bucket;
}

static GdkTexture *
texture_for_surface (cairo_surface_t *surface)
{
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));

  /* GDK_MEMORY_DEFAULT is cairo's ARGB32 layout. */
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}

/* A square raster turned @rotation quarter turns clockwise. Sampling the
 * nearest pixel keeps the turn exact, and is pixman's fast path for it. */
static cairo_surface_t *
surface_rotated (cairo_surface_t *upright,
                 guint            rotation)
{
  int size = cairo_image_surface_get_width (upright);
  cairo_surface_t *turned = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (turned);

  cairo_translate (cr, size / 2.0, size / 2.0);
  cairo_rotate (cr, (rotation & 3) * G_PI / 2);
  cairo_translate (cr, -size / 2.0, -size / 2.0);
  cairo_set_source_surface (cr, upright, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_destroy (cr);
  return turned;
}

static void
evict_to_budget (BstTextureCache *self)
{
  /* Keep at least the newest entry, whatever its size. */
  while (self->bytes > self->budget && self->lru.length > 1)
    {
      Entry *oldest = g_queue_peek_head (&self->lru);

      g_queue_pop_head (&self->lru);
      self->bytes -= oldest->bytes;
      g_hash_table_remove (self->entries, GUINT_TO_POINTER (oldest->key));
    }
}

static Entry *
lookup (BstTextureCache *self,
        guint32          key)
{
  Entry *entry = g_hash_table_lookup (self->entries, GUINT_TO_POINTER (key));

  if (entry != NULL)
    {
      g_queue_unlink (&self->lru, entry->link);
      g_queue_push_tail_link (&self->lru, entry->link);
    }
  return entry;
}

static Entry *
insert (BstTextureCache *self,
        guint32          key,
        cairo_surface_t *surface)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->key = key;
  entry->surface = surface;
  entry->bytes = (gsize) cairo_image_surface_get_stride (surface)
                 * cairo_image_surface_get_height (surface);
  g_queue_push_tail (&self->lru, entry);
  entry->link = self->lru.tail;
  g_hash_table_insert (self->entries, GUINT_TO_POINTER (key), entry);
  self->bytes += entry->bytes;
  evict_to_budget (self);
  return entry;
}

static cairo_surface_t *
render_tile (BstTextureCache *self,
             guint            type,
             int              size)
{
  self->n_rasterised++;
  return bst_tile_art_render_to_surface (self->art, type, 0, size);
}

static cairo_surface_t *
render_meeple (BstTextureCache *self,
               guint            colour,
               gboolean         lying,
               int              size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  self->n_rasterised++;
  bst_tile_art_render_meeple (self->art, cr, colour, lying, size / 2.0, size / 2.0, size);
  cairo_destroy (cr);
  return surface;
}

/* @source scaled to @size with a bilinear filter, its edges padded so
 * that a tile keeps its full bleed and neighbours meet without a seam. */
static cairo_surface_t *
scale_to (cairo_surface_t *source,
          int              size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  double factor = (double) size / cairo_image_surface_get_width (source);

  cairo_scale (cr, factor, factor);
  cairo_set_source_surface (cr, source, 0, 0);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_destroy (cr);
  return surface;
}

/* A picture at @size from its mipmap, rendering the master with @render
 * the first time. Halving with a bilinear filter averages each 2 × 2
 * block exactly. */
static cairo_surface_t *
from_mipmap (BstTextureCache *self,
             Mipmap          *mipmap,
             int              master_size,
             int              size,
             cairo_surface_t *(*render) (BstTextureCache *, gconstpointer, int),
             gconstpointer    what)
{
  int level = 0;

  while (level + 1 < N_LEVELS && master_size >> (level + 1) >= size)
    level++;

  for (int i = 0; i <= level; i++)
    if (mipmap->levels[i] == NULL)
      {
        mipmap->levels[i] = i == 0 ? render (self, what, master_size)
                                   : scale_to (mipmap->levels[i - 1], master_size >> i);
        self->bytes += (gsize) cairo_image_surface_get_stride (mipmap->levels[i])
                       * cairo_image_surface_get_height (mipmap->levels[i]);
      }

  if (master_size >> level == size)
    return cairo_surface_reference (mipmap->levels[level]);
  return scale_to (mipmap->levels[level], size);
}

typedef struct {
  guint    colour;
  gboolean lying;
} MeepleLook;

static cairo_surface_t *
render_tile_master (BstTextureCache *self,
                    gconstpointer    what,
                    int              size)
{
  return render_tile (self, GPOINTER_TO_UINT (what), size);
}

static cairo_surface_t *
render_meeple_master (BstTextureCache *self,
                      gconstpointer    what,
                      int              size)
{
  const MeepleLook *look = what;

  return render_meeple (self, look->colour, look->lying, size);
}

/* Renders the next master wanted, one per turn of the main loop. */
static gboolean
prepare_next_cb (gpointer user_data)
{
  BstTextureCache *self = user_data;

  for (guint type = 0; type < BST_N_TILE_TYPES; type++)
    if (self->tile_wanted[type] && self->tile_mipmaps[type].levels[0] == NULL)
      {
        cairo_surface_destroy (from_mipmap (self, &self->tile_mipmaps[type], TILE_MASTER_SIZE,
                                            TILE_MASTER_SIZE, render_tile_master,
                                            GUINT_TO_POINTER (type)));
        return G_SOURCE_CONTINUE;
      }

  self->prepare_id = 0;
  return G_SOURCE_REMOVE;
}

static cairo_surface_t *
make_tile (BstTextureCache *self,
           guint            type,
           int              size)
{
  self->n_made++;
  if (size > TILE_MASTER_SIZE)
    return render_tile (self, type, size);
  if (self->tile_mipmaps[type].levels[0] != NULL)
    return from_mipmap (self, &self->tile_mipmaps[type], TILE_MASTER_SIZE, size,
                        render_tile_master, GUINT_TO_POINTER (type));

  /* A tile asked for the first time is drawn at its own size, which is
   * much quicker than its master; the master, for the sizes to come, is
   * made in idle time. Only the tiles in use get one: the 24 masters take
   * 13.5 MiB. */
  self->tile_wanted[type] = TRUE;
  if (self->prepare_id == 0)
    self->prepare_id = g_idle_add_full (G_PRIORITY_LOW, prepare_next_cb, self, NULL);
  return render_tile (self, type, size);
}

static cairo_surface_t *
make_meeple (BstTextureCache *self,
             guint            colour,
             gboolean         lying,
             int              size)
{
  MeepleLook look = { colour, lying };

  self->n_made++;
  if (size > MEEPLE_MASTER_SIZE)
    return render_meeple (self, colour, lying, size);
  return from_mipmap (self, &self->meeple_mipmaps[colour][lying ? 1 : 0], MEEPLE_MASTER_SIZE,
                      size, render_meeple_master, &look);
}

static Entry *
tile_entry (BstTextureCache *self,
            guint            type,
            guint            rotation,
            int              bucket)
{
  guint32 key = make_key (KIND_TILE, type, rotation, bucket);
  guint32 upright_key = make_key (KIND_TILE, type, 0, bucket);
  cairo_surface_t *upright;
  Entry *entry;

  entry = lookup (self, key);
  if (entry != NULL)
    return entry;

  entry = lookup (self, upright_key);
  if (entry == NULL)
    entry = insert (self, upright_key, make_tile (self, type, bucket));
  if ((rotation & 3) == 0)
    return entry;

  /* The other turns of a tile come from its upright raster. */
  upright = cairo_surface_reference (entry->surface);
  entry = insert (self, key, surface_rotated (upright, rotation));
  cairo_surface_destroy (upright);
  return entry;
}

static Entry *
meeple_entry (BstTextureCache *self,
              guint            colour,
              gboolean         lying,
              int              bucket)
{
  guint32 key = make_key (KIND_MEEPLE, colour, lying ? 1 : 0, bucket);
  Entry *entry;

  entry = lookup (self, key);
  if (entry != NULL)
    return entry;

  return insert (self, key, make_meeple (self, colour, lying, bucket));
}

static GdkTexture *
entry_texture (Entry *entry)
{
  if (entry->texture == NULL)
    entry->texture = texture_for_surface (entry->surface);
  return entry->texture;
}

#define CHECK_TILE(type, bucket, val) \
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), val); \
  g_return_val_if_fail (type < BST_N_TILE_TYPES, val); \
  g_return_val_if_fail (bucket > 0 && bucket <= BST_TEXTURE_CACHE_MAX_SIZE, val)

#define CHECK_MEEPLE(colour, bucket, val) \
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), val); \
  g_return_val_if_fail (colour < BST_N_COLOURS, val); \
  g_return_val_if_fail (bucket > 0 && bucket <= BST_TEXTURE_CACHE_MAX_SIZE, val)

GdkTexture *
bst_texture_cache_get_tile (BstTextureCache *self,
                            guint            type,
                            guint            rotation,
                            int              bucket)
{
  CHECK_TILE (type, bucket, NULL);
  return entry_texture (tile_entry (self, type, rotation, bucket));
}

cairo_surface_t *
bst_texture_cache_get_tile_surface (BstTextureCache *self,
                                    guint            type,
                                    guint            rotation,
                                    int              bucket)
{
  CHECK_TILE (type, bucket, NULL);
  return tile_entry (self, type, rotation, bucket)->surface;
}

GdkTexture *
bst_texture_cache_get_meeple (BstTextureCache *self,
                              guint            colour,
                              gboolean         lying,
                              int              bucket)
{
  CHECK_MEEPLE (colour, bucket, NULL);
  return entry_texture (meeple_entry (self, colour, lying, bucket));
}

gboolean
bst_texture_cache_has_tile (BstTextureCache *self,
                            guint            type,
                            guint            rotation,
                            int              bucket)
{
  CHECK_TILE (type, bucket, FALSE);
  return g_hash_table_contains (self->entries,
                                GUINT_TO_POINTER (make_key (KIND_TILE, type, rotation, bucket)));
}

gsize
bst_texture_cache_get_bytes (BstTextureCache *self)
{
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), 0);
  return self->bytes;
}

gsize
bst_texture_cache_get_budget (BstTextureCache *self)
{
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), 0);
  return self->budget;
}

guint
bst_texture_cache_get_n_textures (BstTextureCache *self)
{
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), 0);
  return self->lru.length;
}

guint
bst_texture_cache_get_n_made (BstTextureCache *self)
{
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), 0);
  return self->n_made;
}

guint
bst_texture_cache_get_n_rasterised (BstTextureCache *self)
{
  g_return_val_if_fail (BST_IS_TEXTURE_CACHE (self), 0);
  return self->n_rasterised;
}

void
bst_texture_cache_clear (BstTextureCache *self)
{
  g_return_if_fail (BST_IS_TEXTURE_CACHE (self));

  while (self->lru.length > 0)
    {
      Entry *entry = g_queue_pop_head (&self->lru);

      self->bytes -= entry->bytes;
      g_hash_table_remove (self->entries, GUINT_TO_POINTER (entry->key));
    }
}

/* The pixels of a cairo node @size wide and high: counted with its entry. */
static gsize
node_bytes (float size)
{
  gsize side = (gsize) ceilf (size);

  return side * side * 4;
}

static void
append_entry (BstTextureCache       *self,
              GtkSnapshot           *snapshot,
              gboolean               use_cairo,
              Entry                 *entry,
              const graphene_rect_t *rect)
{
  if (!use_cairo)
    {
      gtk_snapshot_append_texture (snapshot, entry_texture (entry), rect);
      return;
    }

  if (entry->node == NULL || entry->node_size != rect->size.width)
    {
      int size = cairo_image_surface_get_width (entry->surface);
      cairo_t *cr;

      if (entry->node != NULL)
        {
          entry->bytes -= node_bytes (entry->node_size);
          self->bytes -= node_bytes (entry->node_size);
          g_clear_pointer (&entry->node, gsk_render_node_unref);
        }
      entry->node_size = rect->size.width;
      entry->bytes += node_bytes (entry->node_size);
      self->bytes += node_bytes (entry->node_size);
      entry->node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, entry->node_size,
                                                             entry->node_size));
      cr = gsk_cairo_node_get_draw_context (entry->node);
      cairo_scale (cr, entry->node_size / size, entry->node_size / size);
      cairo_set_source_surface (cr, entry->surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      /* The entry is the newest: it stays. */
      evict_to_budget (self);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &rect->origin);
  gtk_snapshot_append_node (snapshot, entry->node);
  gtk_snapshot_restore (snapshot);
}

void
bst_texture_cache_append_tile (BstTextureCache       *self,
                               GtkSnapshot           *snapshot,
                               gboolean               use_cairo,
                               guint                  type,
                               guint                  rotation,
                               int                    bucket,
                               const graphene_rect_t *rect)
{
  g_return_if_fail (BST_IS_TEXTURE_CACHE (self));
  g_return_if_fail (type < BST_N_TILE_TYPES);
  g_return_if_fail (bucket > 0 && bucket <= BST_TEXTURE_CACHE_MAX_SIZE);
  append_entry (self, snapshot, use_cairo, tile_entry (self, type, rotation, bucket), rect);
}

void
bst_texture_cache_append_meeple (BstTextureCache       *self,
                                 GtkSnapshot           *snapshot,
                                 gboolean               use_cairo,
                                 guint                  colour,
                                 gboolean               lying,
                                 int                    bucket,
                                 const graphene_rect_t *rect)
{
  g_return_if_fail (BST_IS_TEXTURE_CACHE (self));
  g_return_if_fail (colour < BST_N_COLOURS);
  g_return_if_fail (bucket > 0 && bucket <= BST_TEXTURE_CACHE_MAX_SIZE);
  append_entry (self, snapshot, use_cairo, meeple_entry (self, colour, lying, bucket), rect);
}

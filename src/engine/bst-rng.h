/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* PCG32 (XSH RR): small, fast and the same on every machine. */
typedef struct {
  guint64 state;
  guint64 increment;
} BstRng;

void    bst_rng_seed    (BstRng  *self,
                         guint64  seed,
                         guint64  stream);

static inline guint32
bst_rng_next (BstRng *self)
{
  guint64 old = self->state;
  self->state = old * G_GUINT64_CONSTANT (6364136223846793005) + self->increment;
  guint32 xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  guint32 rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Uniform in [0, bound) without modulo bias (Lemire's method). */
static inline guint32
bst_rng_below (BstRng *self, guint32 bound)
{
  guint64 m = (guint64) bst_rng_next (self) * bound;
  guint32 low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = -bound % bound;
      while (low < threshold)
        {
          m = (guint64) bst_rng_next (self) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

G_END_DECLS

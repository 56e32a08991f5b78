/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-rng.h"

void
bst_rng_seed (BstRng  *self,
              guint64  seed,
              guint64  stream)
{
  self->state = 0;
  self->increment = (stream << 1) | 1;
  bst_rng_next (self);
  self->state += seed;
  bst_rng_next (self);
}

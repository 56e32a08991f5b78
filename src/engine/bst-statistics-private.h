/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-statistics.h"

G_BEGIN_DECLS

/* The record of @name, made empty if there is none yet (NULL when the
 * store is full). */
BstPersonStatistics *_bst_statistics_ensure_person (BstStatistics *self,
                                                    const char    *name);

/* Remembers @identity as counted (once), forgetting the oldest past the
 * limit. */
void                 _bst_statistics_add_identity  (BstStatistics *self,
                                                    const char    *identity);
/* The identities counted, oldest first. */
GPtrArray           *_bst_statistics_get_identities (BstStatistics *self);

G_END_DECLS

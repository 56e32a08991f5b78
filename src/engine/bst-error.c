/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-error.h"

G_DEFINE_QUARK (bst-error-quark, bst_error)

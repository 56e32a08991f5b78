/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "bst-position-renderer.h"
#include "bst-render-options.h"
#include "bst-tile-art.h"
#include "bst-tile-geometry.h"
#include "bst-tile-path.h"
#include "bst-puzzle-sheet.h"

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-names.h"
#include "bst-notation.h"
#include "bst-puzzle-solution.h"
#include "bst-puzzle-solver.h"
#include "bst-json-writer.h"

G_DEFINE_ENUM_TYPE (BstPuzzleKind, bst_puzzle_kind,
  G_DEFINE_ENUM_VALUE (BST_PUZZLE_SCORE_IT, "score-it"),
  G_DEFINE_ENUM_VALUE (BST_PUZZLE_BEST_MOVE, "best-move"),
  G_DEFINE_ENUM_VALUE (BST_PUZZLE_REACH_GOAL, "reach-goal"))

static const char *const kind_names[] = { "score-it", "best-move", "reach-goal" };

BST_DEFINE_NAMES (bst_puzzle_kind, BstPuzzleKind, kind_names, G_N_ELEMENTS (kind_names))

/* Solutions ------------------------------------------------------------------- */

G_DEFINE_BOXED_TYPE (BstPuzzleSolution, bst_puzzle_solution,
                     bst_puzzle_solution_copy, bst_puzzle_solution_free)

BstPuzzleSolution *
bst_puzzle_solution_new (BstPuzzleKind kind, guint n_players)
{
  BstPuzzleSolution *self = g_new0 (BstPuzzleSolution, 1);

  g_return_val_if_fail (n_players <= BST_MAX_PLAYERS, self);

  self->kind = kind;
  self->n_players = n_players;
  self->events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  self->moves = g_array_new (FALSE, FALSE, sizeof (BstMove));
  return self;
}

static GArray *
copy_array (GArray *array)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (array), array->len);

  g_array_append_vals (copy, array->data, array->len);
  return copy;
}

BstPuzzleSolution *
bst_puzzle_solution_copy (const BstPuzzleSolution *self)
{
  BstPuzzleSolution *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->events = copy_array (self->events);
  copy->moves = copy_array (self->moves);
  return copy;
}

void
bst_puzzle_solution_free (BstPuzzleSolution *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->events);
  g_array_unref (self->moves);
  g_free (self);
}

static void
add_moves (JsonBuilder *builder, GArray *moves)
{
  bst_json_add_moves_member (builder, "moves", moves);
}

JsonNode *
bst_puzzle_solution_to_json (const BstPuzzleSolution *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (builder);
  switch (self->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      json_builder_set_member_name (builder, "scores");
      json_builder_begin_array (builder);
      for (guint p = 0; p < self->n_players; p++)
        json_builder_add_int_value (builder, self->scores[p]);
      json_builder_end_array (builder);
      break;
    case BST_PUZZLE_BEST_MOVE:
      bst_json_add_int_member (builder, "value", self->value);
      add_moves (builder, self->moves);
      break;
    case BST_PUZZLE_REACH_GOAL:
    default:
      bst_json_add_boolean_member (builder, "reachable", self->reachable);
      add_moves (builder, self->moves);
      break;
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Reading an answer ---------------------------------------------------------- */

static JsonNode *
require (JsonObject *object, const char *path, const char *name, GError **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s.%s: missing"), path, name);
  return node;
}

static gboolean
is_integer (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

static gboolean
read_int (JsonObject *object, const char *path, const char *name, int min, int max,
          int *out, GError **error)
{
  JsonNode *node = require (object, path, name, error);
  gint64 value;

  if (node == NULL)
    return FALSE;
  if (!is_integer (node) || (value = json_node_get_int (node)) < min || value > max)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s.%s: expected a whole number from %d to %d"), path, name, min, max);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

static gboolean
read_moves (JsonObject *object, const char *path, GArray *moves, GError **error)
{
  JsonNode *node = require (object, path, "moves", error);
  JsonArray *array;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (array = json_node_get_array (node)) > BST_PUZZLE_MAX_ANSWER_MOVES)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s.moves: expected a list of at most %d moves"),
                   path, BST_PUZZLE_MAX_ANSWER_MOVES);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      BstMove move;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s.moves[%u]: expected a move such as “E 0 -1 2 city:N”"), path, i);
          return FALSE;
        }
      if (!bst_move_parse (json_node_get_string (element), &move, error))
        {
          g_prefix_error (error, "%s.moves[%u]: ", path, i);
          return FALSE;
        }
      if (move.kind != BST_MOVE_PLACE)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s.moves[%u]: a puzzle move places a tile"), path, i);
          return FALSE;
        }
      g_array_append_val (moves, move);
    }
  return TRUE;
}

BstPuzzleSolution *
bst_puzzle_solution_new_from_json (JsonNode       *node,
                                   BstPuzzleKind   kind,
                                   guint           n_players,
                                   GError        **error)
{
  static const char *const score_members[] = { "scores", NULL };
  static const char *const best_members[] = { "value", "moves", NULL };
  static const char *const goal_members[] = { "reachable", "moves", NULL };
  static const char *const *members[] = { score_members, best_members, goal_members };
  const char *path = "puzzle.answer";
  g_autoptr (BstPuzzleSolution) self = NULL;
  JsonObject *object;
  JsonNode *member;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (kind <= BST_PUZZLE_REACH_GOAL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: expected an object"), path);
      return NULL;
    }
  object = json_node_get_object (node);
  if (!bst_json_check_members (object, path, members[kind], error))
    return NULL;

  self = bst_puzzle_solution_new (kind, n_players);
  switch (kind)
    {
    case BST_PUZZLE_SCORE_IT:
      {
        JsonArray *array;

        if ((member = require (object, path, "scores", error)) == NULL)
          return NULL;
        if (!JSON_NODE_HOLDS_ARRAY (member)
            || json_array_get_length (array = json_node_get_array (member)) != n_players)
          {
            g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                         ngettext ("%s.scores: expected a list of %u score, one per player",
                                   "%s.scores: expected a list of %u scores, one per player",
                                   n_players),
                         path, n_players);
            return NULL;
          }
        for (guint p = 0; p < n_players; p++)
          {
            JsonNode *element = json_array_get_element (array, p);

            if (!is_integer (element) || json_node_get_int (element) < 0
                || json_node_get_int (element) > G_MAXINT16)
              {
                g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                             _("%s.scores[%u]: expected a score from 0 to %d"),
                             path, p, G_MAXINT16);
                return NULL;
              }
            self->scores[p] = (int) json_node_get_int (element);
          }
        break;
      }

    case BST_PUZZLE_BEST_MOVE:
      if (!read_int (object, path, "value", -G_MAXINT16, G_MAXINT16, &self->value, error)
          || !read_moves (object, path, self->moves, error))
        return NULL;
      if (self->moves->len == 0)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s.moves: there is always at least one best move"), path);
          return NULL;
        }
      break;

    case BST_PUZZLE_REACH_GOAL:
    default:
      if ((member = require (object, path, "reachable", error)) == NULL)
        return NULL;
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_BOOLEAN)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s.reachable: expected true or false"), path);
          return NULL;
        }
      self->reachable = json_node_get_boolean (member);
      if (!read_moves (object, path, self->moves, error))
        return NULL;
      if (self->reachable != (self->moves->len > 0))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       self->reachable
                       ? _("%s.moves: a reachable goal needs the moves that reach it")
                       : _("%s.moves: an unreachable goal has no moves"),
                       path);
          return NULL;
        }
      break;
    }
  return g_steal_pointer (&self);
}

/* Whether every move of @a has an equivalent in @b. */
static gboolean
moves_within (GArray *a, GArray *b)
{
  for (guint i = 0; i < a->len; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < b->len && !found; j++)
        found = bst_puzzle_solver_moves_equivalent (&g_array_index (a, BstMove, i),
                                                    &g_array_index (b, BstMove, j));
      if (!found)
        return FALSE;
    }
  return TRUE;
}

gboolean
bst_puzzle_solution_equal (const BstPuzzleSolution *a,
                           const BstPuzzleSolution *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->kind != b->kind || a->n_players != b->n_players)
    return FALSE;
  switch (a->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      return memcmp (a->scores, b->scores, a->n_players * sizeof (int)) == 0;
    case BST_PUZZLE_BEST_MOVE:
      return a->value == b->value && moves_within (a->moves, b->moves)
             && moves_within (b->moves, a->moves);
    case BST_PUZZLE_REACH_GOAL:
    default:
      if (a->reachable != b->reachable || a->moves->len != b->moves->len)
        return FALSE;
      for (guint i = 0; i < a->moves->len; i++)
        if (!bst_puzzle_solver_moves_equivalent (&g_array_index (a->moves, BstMove, i),
                                                 &g_array_index (b->moves, BstMove, i)))
          return FALSE;
      return TRUE;
    }
}

/* Quality --------------------------------------------------------------------- */

static const char *const warning_names[] = {
  "several-answers", "best-worth-nothing", "scores-all-zero",
};

BST_DEFINE_NAME (bst_puzzle_warning_code, BstPuzzleWarningCode, warning_names,
                 G_N_ELEMENTS (warning_names))

/* The best moves' placements, each counted once whatever the meeple. */
static guint
count_placements (GArray *moves)
{
  guint n = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      BstMove placement = g_array_index (moves, BstMove, i);
      gboolean seen = FALSE;

      placement.segment = BST_NO_SEGMENT;
      for (guint j = 0; j < i && !seen; j++)
        {
          BstMove earlier = g_array_index (moves, BstMove, j);

          earlier.segment = BST_NO_SEGMENT;
          seen = bst_puzzle_solver_moves_equivalent (&placement, &earlier);
        }
      n += !seen;
    }
  return n;
}

GArray *
bst_puzzle_solution_quality (const BstPuzzleSolution *self,
                             const BstState          *state,
                             BstPuzzleMeasure         measure)
{
  GArray *warnings = g_array_new (FALSE, TRUE, sizeof (BstPuzzleWarning));
  BstPuzzleWarning warning = { 0 };

  g_return_val_if_fail (self != NULL, warnings);
  g_return_val_if_fail (state != NULL, warnings);

  switch (self->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      {
        gboolean scores_nothing = TRUE;

        for (guint p = 0; p < self->n_players && p < state->rules.n_players; p++)
          scores_nothing &= self->scores[p] == (int) state->scores[p];
        if (scores_nothing)
          {
            warning.code = BST_PUZZLE_WARNING_SCORES_ALL_ZERO;
            g_array_append_val (warnings, warning);
          }
        break;
      }

    case BST_PUZZLE_BEST_MOVE:
      warning.moves = self->moves->len;
      warning.placements = count_placements (self->moves);
      warning.value = self->value;
      /* Nothing to score makes every move a best one: say that, not both. */
      if (measure == BST_PUZZLE_MEASURE_POINTS && self->value <= 0)
        {
          warning.code = BST_PUZZLE_WARNING_BEST_WORTH_NOTHING;
          g_array_append_val (warnings, warning);
        }
      else if (warning.placements > 1)
        {
          warning.code = BST_PUZZLE_WARNING_SEVERAL_ANSWERS;
          g_array_append_val (warnings, warning);
        }
      break;

    case BST_PUZZLE_REACH_GOAL:
    default:
      break;
    }
  return warnings;
}

char *
bst_puzzle_warning_to_string (const BstPuzzleWarning *warning,
                              BstPuzzleMeasure        measure)
{
  g_autofree char *points = NULL;

  g_return_val_if_fail (warning != NULL, NULL);

  switch (warning->code)
    {
    case BST_PUZZLE_WARNING_SEVERAL_ANSWERS:
      points = g_strdup_printf (ngettext ("%d point", "%d points", ABS (warning->value)),
                                warning->value);
      if (measure == BST_PUZZLE_MEASURE_MARGIN)
        /* Translators: %u is a number of placements (2 or more), %s a number of points
         * such as "4 points": the lead over the best other player at the end */
        return g_strdup_printf (ngettext ("%u placements give the best final lead: %s each. "
                                          "A puzzle should have one answer.",
                                          "%u placements give the best final lead: %s each. "
                                          "A puzzle should have one answer.",
                                          warning->placements),
                                warning->placements, points);
      /* Translators: %u is a number of placements (2 or more), %s a number of points
       * such as "4 points" */
      return g_strdup_printf (ngettext ("%u placements score the most: %s each. "
                                        "A puzzle should have one answer.",
                                        "%u placements score the most: %s each. "
                                        "A puzzle should have one answer.",
                                        warning->placements),
                              warning->placements, points);

    case BST_PUZZLE_WARNING_BEST_WORTH_NOTHING:
      /* Translators: %u is the number of moves the player can make */
      return g_strdup_printf (ngettext ("The best move is worth 0 points: the only move "
                                        "scores nothing this turn, so there is nothing to find.",
                                        "The best move is worth 0 points: none of the %u moves "
                                        "scores anything this turn, so there is nothing to find.",
                                        warning->moves),
                              warning->moves);

    case BST_PUZZLE_WARNING_SCORES_ALL_ZERO:
    default:
      return g_strdup (_("The final scoring gives every player 0 points, so there is nothing "
                         "to count."));
    }
}

/* Verdicts -------------------------------------------------------------------- */

G_DEFINE_BOXED_TYPE (BstPuzzleVerdict, bst_puzzle_verdict,
                     bst_puzzle_verdict_copy, bst_puzzle_verdict_free)

BstPuzzleVerdict *
bst_puzzle_verdict_new (BstPuzzleKind kind, guint n_players)
{
  BstPuzzleVerdict *self = g_new0 (BstPuzzleVerdict, 1);

  self->kind = kind;
  self->n_players = MIN (n_players, BST_MAX_PLAYERS);
  self->events = g_array_new (FALSE, FALSE, sizeof (BstScoreEvent));
  return self;
}

BstPuzzleVerdict *
bst_puzzle_verdict_copy (const BstPuzzleVerdict *self)
{
  BstPuzzleVerdict *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->events = copy_array (self->events);
  return copy;
}

void
bst_puzzle_verdict_free (BstPuzzleVerdict *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->events);
  g_free (self);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-error.h"
#include "bst-json-reader.h"
#include "bst-names.h"
#include "bst-puzzle.h"
#include "bst-json-writer.h"

struct _BstPuzzle
{
  GObject             parent_instance;

  BstPosition        *position;
  guint64             seed;
  char               *title;
  char               *description;
  guint               difficulty;
  char               *topic;
  BstPuzzleKind       kind;
  BstPuzzleMeasure    measure;
  BstPuzzleGoalSpec   goal;
  BstPuzzleSolution  *answer;
  BstPuzzleSolution  *solution;   /* the engine's, kept until something changes */
};

G_DEFINE_FINAL_TYPE (BstPuzzle, bst_puzzle, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_DIFFICULTY,
  PROP_TOPIC,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const known_topics[] = {
  "roads", "cities", "monasteries", "fields", "majority", "house-rules", "variants", NULL
};
static const char *const measure_names[] = { "points", "margin" };
static const char *const goal_names[] = { "points", "cities", "meeples-home" };

const char *const *
bst_puzzle_known_topics (void)
{
  return known_topics;
}

BST_DEFINE_NAME (bst_puzzle_measure, BstPuzzleMeasure, measure_names, G_N_ELEMENTS (measure_names))
BST_DEFINE_NAME (bst_puzzle_goal, BstPuzzleGoal, goal_names, G_N_ELEMENTS (goal_names))

/* GObject ----------------------------------------------------------------------- */

static void
bst_puzzle_finalize (GObject *object)
{
  BstPuzzle *self = BST_PUZZLE (object);

  g_clear_object (&self->position);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->topic, g_free);
  g_clear_pointer (&self->answer, bst_puzzle_solution_free);
  g_clear_pointer (&self->solution, bst_puzzle_solution_free);

  G_OBJECT_CLASS (bst_puzzle_parent_class)->finalize (object);
}

static void
bst_puzzle_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BstPuzzle *self = BST_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_object (value, self->position);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_DIFFICULTY:
      g_value_set_uint (value, self->difficulty);
      break;
    case PROP_TOPIC:
      g_value_set_string (value, self->topic);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_puzzle_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BstPuzzle *self = BST_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      bst_puzzle_set_position (self, g_value_get_object (value));
      break;
    case PROP_TITLE:
      bst_puzzle_set_title (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      bst_puzzle_set_description (self, g_value_get_string (value));
      break;
    case PROP_DIFFICULTY:
      bst_puzzle_set_difficulty (self, g_value_get_uint (value));
      break;
    case PROP_TOPIC:
      bst_puzzle_set_topic (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_puzzle_class_init (BstPuzzleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bst_puzzle_finalize;
  object_class->get_property = bst_puzzle_get_property;
  object_class->set_property = bst_puzzle_set_property;

  properties[PROP_POSITION] =
    g_param_spec_object ("position", NULL, NULL, BST_TYPE_POSITION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIFFICULTY] =
    g_param_spec_uint ("difficulty", NULL, NULL,
                       BST_PUZZLE_MIN_DIFFICULTY, BST_PUZZLE_MAX_DIFFICULTY,
                       BST_PUZZLE_MIN_DIFFICULTY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOPIC] =
    g_param_spec_string ("topic", NULL, NULL, "roads",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, BST_TYPE_PUZZLE_KIND, BST_PUZZLE_SCORE_IT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bst_puzzle_init (BstPuzzle *self)
{
  self->title = g_strdup ("");
  self->description = g_strdup ("");
  self->difficulty = BST_PUZZLE_MIN_DIFFICULTY;
  self->topic = g_strdup ("roads");
  self->kind = BST_PUZZLE_SCORE_IT;
}

BstPuzzle *
bst_puzzle_new (BstPosition *position)
{
  g_return_val_if_fail (BST_IS_POSITION (position), NULL);

  return g_object_new (BST_TYPE_PUZZLE, "position", position, NULL);
}

BstPuzzle *
bst_puzzle_copy (BstPuzzle *self)
{
  BstPuzzle *copy;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);

  copy = bst_puzzle_new (self->position);
  copy->seed = self->seed;
  g_free (copy->title);
  copy->title = g_strdup (self->title);
  g_free (copy->description);
  copy->description = g_strdup (self->description);
  g_free (copy->topic);
  copy->topic = g_strdup (self->topic);
  copy->difficulty = self->difficulty;
  copy->kind = self->kind;
  copy->measure = self->measure;
  copy->goal = self->goal;
  if (self->answer)
    copy->answer = bst_puzzle_solution_copy (self->answer);
  if (self->solution)
    copy->solution = bst_puzzle_solution_copy (self->solution);
  return copy;
}

/* Accessors --------------------------------------------------------------------- */

static void
forget_solutions (BstPuzzle *self)
{
  g_clear_pointer (&self->answer, bst_puzzle_solution_free);
  g_clear_pointer (&self->solution, bst_puzzle_solution_free);
}

BstPosition *
bst_puzzle_get_position (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  return self->position;
}

void
bst_puzzle_set_position (BstPuzzle *self, BstPosition *position)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  g_return_if_fail (BST_IS_POSITION (position));

  if (!g_set_object (&self->position, position))
    return;
  forget_solutions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

static void
set_string (BstPuzzle *self, char **field, const char *value, guint prop)
{
  if (value == NULL)
    value = "";
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

const char *
bst_puzzle_get_title (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  return self->title;
}

void
bst_puzzle_set_title (BstPuzzle *self, const char *title)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  set_string (self, &self->title, title, PROP_TITLE);
}

const char *
bst_puzzle_get_description (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  return self->description;
}

void
bst_puzzle_set_description (BstPuzzle *self, const char *description)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  set_string (self, &self->description, description, PROP_DESCRIPTION);
}

guint
bst_puzzle_get_difficulty (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), 0);
  return self->difficulty;
}

void
bst_puzzle_set_difficulty (BstPuzzle *self, guint difficulty)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  g_return_if_fail (difficulty >= BST_PUZZLE_MIN_DIFFICULTY
                    && difficulty <= BST_PUZZLE_MAX_DIFFICULTY);

  if (self->difficulty == difficulty)
    return;
  self->difficulty = difficulty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIFFICULTY]);
}

const char *
bst_puzzle_get_topic (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  return self->topic;
}

void
bst_puzzle_set_topic (BstPuzzle *self, const char *topic)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  set_string (self, &self->topic, topic, PROP_TOPIC);
}

BstPuzzleKind
bst_puzzle_get_kind (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), BST_PUZZLE_SCORE_IT);
  return self->kind;
}

BstPuzzleMeasure
bst_puzzle_get_measure (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), BST_PUZZLE_MEASURE_POINTS);
  return self->measure;
}

const BstPuzzleGoalSpec *
bst_puzzle_get_goal (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  return &self->goal;
}

static void
set_kind (BstPuzzle *self, BstPuzzleKind kind)
{
  forget_solutions (self);
  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

void
bst_puzzle_set_score_it (BstPuzzle *self)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  set_kind (self, BST_PUZZLE_SCORE_IT);
}

void
bst_puzzle_set_best_move (BstPuzzle *self, BstPuzzleMeasure measure)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  g_return_if_fail (measure <= BST_PUZZLE_MEASURE_MARGIN);

  self->measure = measure;
  set_kind (self, BST_PUZZLE_BEST_MOVE);
}

void
bst_puzzle_set_reach_goal (BstPuzzle *self, const BstPuzzleGoalSpec *goal)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  g_return_if_fail (goal != NULL && goal->goal <= BST_PUZZLE_GOAL_MEEPLES_HOME);

  self->goal = *goal;
  set_kind (self, BST_PUZZLE_REACH_GOAL);
}

const BstPuzzleSolution *
bst_puzzle_get_answer (BstPuzzle *self)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  return self->answer;
}

void
bst_puzzle_set_answer (BstPuzzle *self, const BstPuzzleSolution *answer)
{
  g_return_if_fail (BST_IS_PUZZLE (self));
  g_return_if_fail (answer == NULL || answer->kind == self->kind);

  g_clear_pointer (&self->answer, bst_puzzle_solution_free);
  if (answer)
    self->answer = bst_puzzle_solution_copy (answer);
}

/* Validation ---------------------------------------------------------------------- */

static gboolean
check_text (const char  *text,
            const char  *path,
            guint        max_chars,
            gboolean     multiline,
            gboolean     required,
            GError     **error)
{
  g_autofree char *stripped = NULL;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: not UTF-8 text"), path);
      return FALSE;
    }
  if (g_utf8_strlen (text, -1) > max_chars)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s: longer than %u characters"), path, max_chars);
      return FALSE;
    }
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) && !(multiline && c == '\n'))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("%s: control character U+%04X"), path, c);
          return FALSE;
        }
    }
  stripped = g_strstrip (g_strdup (text));
  if (required && *stripped == '\0')
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s: empty"), path);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_topic (const char *topic, GError **error)
{
  gsize length = strlen (topic);

  if (length == 0 || length > BST_PUZZLE_MAX_TOPIC || !g_ascii_islower (topic[0]))
    goto bad;
  for (const char *p = topic; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      goto bad;
  return TRUE;

bad:
  g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
               _("puzzle.topic: “%s” is not a tag of up to %d lower-case letters, digits "
                 "and dashes, such as “roads”"),
               topic, BST_PUZZLE_MAX_TOPIC);
  return FALSE;
}

static gboolean
check_objective (BstPuzzle *self, GError **error)
{
  const BstState *state = bst_position_get_state (self->position);
  guint me = state->current_player;

  switch (self->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      if (bst_state_is_over (state))
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("The game in this position is over: its scores are final"));
          return FALSE;
        }
      return TRUE;

    case BST_PUZZLE_BEST_MOVE:
      return bst_puzzle_solver_check_state (state, self->measure == BST_PUZZLE_MEASURE_MARGIN,
                                            error);

    case BST_PUZZLE_REACH_GOAL:
    default:
      /* A goal for this turn alone does not depend on the draws after it. */
      if (!bst_puzzle_solver_check_state (state, self->goal.turns != 1, error))
        return FALSE;
      if (self->goal.goal == BST_PUZZLE_GOAL_MEEPLES_HOME
          && state->supply[me] == state->rules.meeples)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               _("puzzle.objective.goal: all meeples of the player to move "
                                 "are home already"));
          return FALSE;
        }
      if (self->goal.goal != BST_PUZZLE_GOAL_MEEPLES_HOME
          && (self->goal.target < 1 || self->goal.target > BST_PUZZLE_MAX_TARGET))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("puzzle.objective.target: expected a whole number from 1 to %d"),
                       BST_PUZZLE_MAX_TARGET);
          return FALSE;
        }
      if (self->goal.turns > bst_state_tiles_to_play (state))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("puzzle.objective.turns: %u turns, but only %u tiles are left to play"),
                       self->goal.turns, bst_state_tiles_to_play (state));
          return FALSE;
        }
      return TRUE;
    }
}

gboolean
bst_puzzle_validate (BstPuzzle *self, GError **error)
{
  g_return_val_if_fail (BST_IS_PUZZLE (self), FALSE);

  if (!check_text (self->title, "puzzle.title", BST_PUZZLE_MAX_TITLE, FALSE, TRUE, error)
      || !check_text (self->description, "puzzle.description", BST_PUZZLE_MAX_DESCRIPTION,
                      TRUE, FALSE, error)
      || !check_topic (self->topic, error))
    return FALSE;
  if (self->difficulty < BST_PUZZLE_MIN_DIFFICULTY || self->difficulty > BST_PUZZLE_MAX_DIFFICULTY)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("puzzle.difficulty: %u is not a difficulty from %d to %d"),
                   self->difficulty, BST_PUZZLE_MIN_DIFFICULTY, BST_PUZZLE_MAX_DIFFICULTY);
      return FALSE;
    }
  if (!bst_position_validate (self->position, error))
    {
      g_prefix_error (error, "position: ");
      return FALSE;
    }
  return check_objective (self, error);
}

/* Reading ------------------------------------------------------------------------ */

static JsonObject *
get_object (JsonNode *node, const char *path, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   node ? _("%s: expected an object") : _("%s: missing"), path);
      return NULL;
    }
  return json_node_get_object (node);
}

static const char *
get_string (JsonObject *object, const char *path, const char *name, GError **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   node ? _("%s.%s: expected text") : _("%s.%s: missing"), path, name);
      return NULL;
    }
  return json_node_get_string (node);
}

static gboolean
get_uint (JsonObject *object, const char *path, const char *name, guint min, guint max,
          guint *out, GError **error)
{
  JsonNode *node = json_object_get_member (object, name);
  gint64 value;

  if (node == NULL)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, _("%s.%s: missing"), path, name);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || (value = json_node_get_int (node)) < min || value > max)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s.%s: expected a whole number from %u to %u"), path, name, min, max);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

static gboolean
read_objective (BstPuzzle *self, JsonNode *node, GError **error)
{
  static const char *const score_members[] = { "kind", NULL };
  static const char *const best_members[] = { "kind", "measure", NULL };
  static const char *const goal_members[] = { "kind", "goal", "target", "turns", NULL };
  const char *path = "puzzle.objective";
  JsonObject *object = get_object (node, path, error);
  const char *text;
  int kind;

  if (object == NULL || (text = get_string (object, path, "kind", error)) == NULL)
    return FALSE;
  if ((kind = bst_puzzle_kind_from_name (text)) < 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("%s.kind: “%s” is not an objective (score-it, best-move or reach-goal)"),
                   path, text);
      return FALSE;
    }

  switch ((BstPuzzleKind) kind)
    {
    case BST_PUZZLE_SCORE_IT:
      if (!bst_json_check_members (object, path, score_members, error))
        return FALSE;
      bst_puzzle_set_score_it (self);
      return TRUE;

    case BST_PUZZLE_BEST_MOVE:
      {
        int measure = BST_PUZZLE_MEASURE_POINTS;

        if (!bst_json_check_members (object, path, best_members, error))
          return FALSE;
        if (json_object_has_member (object, "measure"))
          {
            if ((text = get_string (object, path, "measure", error)) == NULL)
              return FALSE;
            measure = bst_names_lookup (measure_names, G_N_ELEMENTS (measure_names), text);
            if (measure < 0)
              {
                g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                             _("%s.measure: “%s” is not a measure (points or margin)"),
                             path, text);
                return FALSE;
              }
          }
        bst_puzzle_set_best_move (self, (BstPuzzleMeasure) measure);
        return TRUE;
      }

    case BST_PUZZLE_REACH_GOAL:
    default:
      {
        BstPuzzleGoalSpec goal = { 0 };
        int which;

        if (!bst_json_check_members (object, path, goal_members, error)
            || (text = get_string (object, path, "goal", error)) == NULL)
          return FALSE;
        if ((which = bst_names_lookup (goal_names, G_N_ELEMENTS (goal_names), text)) < 0)
          {
            g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                         _("%s.goal: “%s” is not a goal (points, cities or meeples-home)"),
                         path, text);
            return FALSE;
          }
        goal.goal = (BstPuzzleGoal) which;
        if (goal.goal == BST_PUZZLE_GOAL_MEEPLES_HOME)
          {
            if (json_object_has_member (object, "target"))
              {
                g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                             _("%s.target: the goal meeples-home has no target"), path);
                return FALSE;
              }
          }
        else if (!get_uint (object, path, "target", 1, BST_PUZZLE_MAX_TARGET, &goal.target, error))
          return FALSE;
        if (json_object_has_member (object, "turns")
            && !get_uint (object, path, "turns", 1, BST_N_TILES, &goal.turns, error))
          return FALSE;
        bst_puzzle_set_reach_goal (self, &goal);
        return TRUE;
      }
    }
}

BstPuzzle *
bst_puzzle_new_from_json (BstPosition  *position,
                          JsonNode     *node,
                          GError      **error)
{
  static const char *const members[] = {
    "title", "description", "difficulty", "topic", "objective", "answer", NULL
  };
  g_autoptr (BstPuzzle) self = NULL;
  g_autoptr (BstPuzzleSolution) answer = NULL;
  JsonObject *object;
  const char *title, *description, *topic;
  JsonNode *member;
  guint difficulty;

  g_return_val_if_fail (BST_IS_POSITION (position), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((object = get_object (node, "puzzle", error)) == NULL
      || !bst_json_check_members (object, "puzzle", members, error)
      || (title = get_string (object, "puzzle", "title", error)) == NULL
      || (description = get_string (object, "puzzle", "description", error)) == NULL
      || (topic = get_string (object, "puzzle", "topic", error)) == NULL)
    return NULL;

  member = json_object_get_member (object, "difficulty");
  if (member && JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_INT64
      && (json_node_get_int (member) < BST_PUZZLE_MIN_DIFFICULTY
          || json_node_get_int (member) > BST_PUZZLE_MAX_DIFFICULTY))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   _("puzzle.difficulty: %lld is not a difficulty from %d to %d"),
                   (long long) json_node_get_int (member),
                   BST_PUZZLE_MIN_DIFFICULTY, BST_PUZZLE_MAX_DIFFICULTY);
      return NULL;
    }
  if (!get_uint (object, "puzzle", "difficulty", BST_PUZZLE_MIN_DIFFICULTY,
                 BST_PUZZLE_MAX_DIFFICULTY, &difficulty, error))
    return NULL;

  self = bst_puzzle_new (position);
  self->title = (g_free (self->title), g_strdup (title));
  self->description = (g_free (self->description), g_strdup (description));
  self->topic = (g_free (self->topic), g_strdup (topic));
  self->difficulty = difficulty;
  if (!read_objective (self, json_object_get_member (object, "objective"), error))
    return NULL;

  if (!bst_puzzle_validate (self, error))
    return NULL;
  member = json_object_get_member (object, "answer");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      answer = bst_puzzle_solution_new_from_json (member, self->kind,
                                                  bst_position_get_n_players (position), error);
      if (answer == NULL)
        return NULL;
    }
  self->answer = g_steal_pointer (&answer);
  return g_steal_pointer (&self);
}

BstPuzzle *
bst_puzzle_new_from_record (BstGameRecord *record, GError **error)
{
  JsonNode *node;
  BstPuzzle *self;

  g_return_val_if_fail (BST_IS_GAME_RECORD (record), NULL);

  node = bst_game_record_get_puzzle (record);
  if (node == NULL)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("puzzle: the file holds a game, not a puzzle"));
      return NULL;
    }
  self = bst_puzzle_new_from_json (bst_game_record_get_position (record), node, error);
  if (self)
    self->seed = bst_game_record_get_seed (record);
  return self;
}

BstPuzzle *
bst_puzzle_new_from_bytes (GBytes *bytes, GError **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);

  record = bst_game_record_new_from_bytes (bytes, error);
  if (record == NULL)
    return NULL;
  return bst_puzzle_new_from_record (record, error);
}

BstPuzzle *
bst_puzzle_load (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  record = bst_game_record_load (file, cancellable, error);
  if (record == NULL)
    return NULL;
  return bst_puzzle_new_from_record (record, error);
}

/* Writing ------------------------------------------------------------------------- */

JsonNode *
bst_puzzle_to_json (BstPuzzle *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);

  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "title", self->title);
  bst_json_add_string_member (builder, "description", self->description);
  bst_json_add_int_member (builder, "difficulty", self->difficulty);
  bst_json_add_string_member (builder, "topic", self->topic);

  json_builder_set_member_name (builder, "objective");
  json_builder_begin_object (builder);
  bst_json_add_string_member (builder, "kind", bst_puzzle_kind_name (self->kind));
  if (self->kind == BST_PUZZLE_BEST_MOVE)
    bst_json_add_string_member (builder, "measure", measure_names[self->measure]);
  else if (self->kind == BST_PUZZLE_REACH_GOAL)
    {
      bst_json_add_string_member (builder, "goal", goal_names[self->goal.goal]);
      if (self->goal.goal != BST_PUZZLE_GOAL_MEEPLES_HOME)
        bst_json_add_int_member (builder, "target", self->goal.target);
      if (self->goal.turns != BST_PUZZLE_GOAL_ALL_TURNS)
        {
          bst_json_add_int_member (builder, "turns", self->goal.turns);
        }
    }
  json_builder_end_object (builder);

  if (self->answer)
    {
      json_builder_set_member_name (builder, "answer");
      json_builder_add_value (builder, bst_puzzle_solution_to_json (self->answer));
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

BstGameRecord *
bst_puzzle_to_record (BstPuzzle *self)
{
  g_autoptr (JsonNode) node = NULL;
  BstGameRecord *record;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);

  record = bst_game_record_new_from_position (self->position, self->seed);
  node = bst_puzzle_to_json (self);
  bst_game_record_set_puzzle (record, node);
  return record;
}

GBytes *
bst_puzzle_to_bytes (BstPuzzle *self)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);

  record = bst_puzzle_to_record (self);
  return bst_game_record_to_bytes (record);
}

gboolean
bst_puzzle_save (BstPuzzle     *self,
                 GFile         *file,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr (BstGameRecord) record = NULL;

  g_return_val_if_fail (BST_IS_PUZZLE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = bst_puzzle_to_record (self);
  return bst_game_record_save (record, file, cancellable, error);
}

/* Solving -------------------------------------------------------------------------- */

static const BstPuzzleSolution *
solution (BstPuzzle *self, GError **error)
{
  const BstState *state;
  g_autoptr (BstPuzzleSolution) found = NULL;

  if (self->solution)
    return self->solution;
  if (!check_objective (self, error))
    return NULL;

  state = bst_position_get_state (self->position);
  found = bst_puzzle_solution_new (self->kind, state->rules.n_players);
  switch (self->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      bst_puzzle_solver_final_scores (state, found->scores, found->events);
      break;
    case BST_PUZZLE_BEST_MOVE:
      if (!bst_puzzle_solver_best_moves (state, self->measure, found->moves, &found->value,
                                         &found->nodes, error))
        return NULL;
      break;
    case BST_PUZZLE_REACH_GOAL:
    default:
      if (!bst_puzzle_solver_reach_goal (state, &self->goal, &found->reachable, found->moves,
                                         &found->nodes, error))
        return NULL;
      break;
    }
  self->solution = g_steal_pointer (&found);
  return self->solution;
}

BstPuzzleSolution *
bst_puzzle_solve (BstPuzzle *self, GError **error)
{
  const BstPuzzleSolution *found;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);

  found = solution (self, error);
  return found ? bst_puzzle_solution_copy (found) : NULL;
}

gboolean
bst_puzzle_answer_agrees (BstPuzzle                *self,
                          const BstPuzzleSolution  *answer,
                          const BstPuzzleSolution  *found,
                          GError                  **error)
{
  const BstState *state;

  g_return_val_if_fail (BST_IS_PUZZLE (self), FALSE);
  g_return_val_if_fail (answer != NULL && found != NULL, FALSE);

  state = bst_position_get_state (self->position);
  if (answer->kind != found->kind || answer->n_players != found->n_players)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                           _("puzzle.answer: not an answer to this objective"));
      return FALSE;
    }

  switch (answer->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      for (guint p = 0; p < answer->n_players; p++)
        if (answer->scores[p] != found->scores[p])
          {
            g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                         _("puzzle.answer.scores[%u]: the file says %d, the engine finds %d"),
                         p, answer->scores[p], found->scores[p]);
            return FALSE;
          }
      return TRUE;

    case BST_PUZZLE_BEST_MOVE:
      if (answer->value != found->value)
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("puzzle.answer.value: the file says %d, the engine finds %d"),
                       answer->value, found->value);
          return FALSE;
        }
      if (!bst_puzzle_solution_equal (answer, found))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                       _("puzzle.answer.moves: the file lists %u best moves, the engine finds "
                         "%u, not the same ones"),
                       answer->moves->len, found->moves->len);
          return FALSE;
        }
      return TRUE;

    case BST_PUZZLE_REACH_GOAL:
    default:
      if (answer->reachable != found->reachable)
        {
          g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                               found->reachable
                               ? _("puzzle.answer.reachable: the file says the goal cannot be "
                                   "reached, but the engine reaches it")
                               : _("puzzle.answer.reachable: the file says the goal can be "
                                   "reached, but the engine finds no way"));
          return FALSE;
        }
      if (answer->reachable)
        {
          gboolean reached;
          int achieved;

          if (!bst_puzzle_solver_play_sequence (state, &self->goal,
                                                (const BstMove *) answer->moves->data,
                                                answer->moves->len, &reached, &achieved, error))
            {
              g_prefix_error (error, "puzzle.answer.");
              return FALSE;
            }
          if (!reached)
            {
              g_set_error_literal (error, BST_ERROR, BST_ERROR_INVALID,
                                   _("puzzle.answer.moves: the sequence does not reach the goal"));
              return FALSE;
            }
        }
      return TRUE;
    }
}

/* Checking a player's answer -------------------------------------------------------- */

static gboolean
check_kind (BstPuzzle *self, BstPuzzleKind kind, GError **error)
{
  if (self->kind == kind)
    return TRUE;
  g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
               _("This puzzle asks for “%s”, not “%s”"),
               bst_puzzle_kind_name (self->kind), bst_puzzle_kind_name (kind));
  return FALSE;
}

BstPuzzleVerdict *
bst_puzzle_check_scores (BstPuzzle  *self,
                         const int  *scores,
                         guint       n_scores,
                         GError    **error)
{
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  const BstPuzzleSolution *found;
  guint n_players;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (scores != NULL || n_scores == 0, NULL);

  if (!check_kind (self, BST_PUZZLE_SCORE_IT, error))
    return NULL;
  n_players = bst_position_get_n_players (self->position);
  if (n_scores != n_players)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID,
                   ngettext ("Expected %u score, one per player",
                             "Expected %u scores, one per player", n_players),
                   n_players);
      return NULL;
    }
  if ((found = solution (self, error)) == NULL)
    return NULL;

  verdict = bst_puzzle_verdict_new (BST_PUZZLE_SCORE_IT, n_players);
  verdict->correct = TRUE;
  for (guint p = 0; p < n_players; p++)
    {
      verdict->expected[p] = found->scores[p];
      verdict->player_correct[p] = scores[p] == found->scores[p];
      verdict->correct &= verdict->player_correct[p];
    }
  g_array_append_vals (verdict->events, found->events->data, found->events->len);
  return g_steal_pointer (&verdict);
}

BstPuzzleVerdict *
bst_puzzle_check_move (BstPuzzle      *self,
                       const BstMove  *move,
                       GError        **error)
{
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  const BstPuzzleSolution *found;
  const BstState *state;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (!check_kind (self, BST_PUZZLE_BEST_MOVE, error))
    return NULL;
  state = bst_position_get_state (self->position);
  if (move->kind != BST_MOVE_PLACE)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                           _("The move must place a tile"));
      return NULL;
    }
  if (!bst_state_check_move (state, move, error) || (found = solution (self, error)) == NULL)
    return NULL;

  verdict = bst_puzzle_verdict_new (BST_PUZZLE_BEST_MOVE, state->rules.n_players);
  if (self->measure == BST_PUZZLE_MEASURE_POINTS)
    verdict->value = bst_puzzle_solver_move_points (state, move);
  else if (!bst_puzzle_solver_move_margin (state, move, &verdict->value, error))
    return NULL;
  verdict->best = found->value;
  verdict->correct = verdict->value == verdict->best;
  return g_steal_pointer (&verdict);
}

BstPuzzleVerdict *
bst_puzzle_check_sequence (BstPuzzle      *self,
                           const BstMove  *moves,
                           guint           n_moves,
                           GError        **error)
{
  g_autoptr (BstPuzzleVerdict) verdict = NULL;
  const BstState *state;
  gboolean reached;
  int achieved;

  g_return_val_if_fail (BST_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (moves != NULL || n_moves == 0, NULL);

  if (!check_kind (self, BST_PUZZLE_REACH_GOAL, error))
    return NULL;
  state = bst_position_get_state (self->position);
  if (!bst_puzzle_solver_play_sequence (state, &self->goal, moves, n_moves, &reached, &achieved,
                                        error))
    return NULL;

  verdict = bst_puzzle_verdict_new (BST_PUZZLE_REACH_GOAL, state->rules.n_players);
  verdict->correct = reached;
  verdict->value = achieved;
  verdict->best = self->goal.goal == BST_PUZZLE_GOAL_MEEPLES_HOME ? 0 : (int) self->goal.target;
  return g_steal_pointer (&verdict);
}

/* File names -------------------------------------------------------------------------- */

/* Letters and digits of any script, with their accents; everything else
 * separates words. Apostrophes join ("Ann's" → "anns"). */
static char *
file_stem (const char *text)
{
  g_autofree char *normal = NULL;
  g_autofree char *lower = NULL;
  GString *stem = g_string_new (NULL);
  gboolean gap = FALSE;
  guint n_chars = 0;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return g_string_free (stem, FALSE);
  normal = g_utf8_normalize (text, -1, G_NORMALIZE_DEFAULT_COMPOSE);
  lower = g_utf8_strdown (normal, -1);
  for (const char *p = lower; *p && n_chars < BST_PUZZLE_MAX_FILE_STEM; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\'' || c == 0x2019 /* ’ */)
        continue;
      if (!g_unichar_isalnum (c) && !(g_unichar_ismark (c) && stem->len > 0 && !gap))
        {
          gap = TRUE;
          continue;
        }
      if (gap && stem->len > 0)
        {
          if (++n_chars >= BST_PUZZLE_MAX_FILE_STEM)
            break;
          g_string_append_c (stem, '-');
        }
      gap = FALSE;
      g_string_append_unichar (stem, c);
      n_chars++;
    }
  return g_string_free (stem, FALSE);
}

char *
bst_puzzle_file_name_for_title (const char *title,
                                const char *fallback)
{
  g_autofree char *stem = file_stem (title);

  if (*stem == '\0')
    {
      g_free (stem);
      stem = file_stem (fallback);
    }
  if (*stem == '\0')
    {
      g_free (stem);
      stem = g_strdup ("puzzle");
    }
  return g_strconcat (stem, ".bastide", NULL);
}

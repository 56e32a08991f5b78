/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tutorial-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-puzzle-solver.h"

/* A tile drawn after a step's own tiles, so that its move does not end
 * the game (and score everything as at the end). */
#define FILLER_TILE "U"

/* You and Blue: the players of every step. */
#define N_STEP_PLAYERS 2

#define STEPS_RESOURCE "/io/github/bastide/Bastide/learn/tutorial.xml"

static const char *const kind_names[] = {
  [BST_TUTORIAL_STEP_READ] = "read",
  [BST_TUTORIAL_STEP_PLAY] = "play",
  [BST_TUTORIAL_STEP_WATCH] = "watch",
  [BST_TUTORIAL_STEP_GAME] = "game",
};

static const struct {
  const char       *name;
  BstTutorialCheck  flag;
} check_names[] = {
  { "move", BST_TUTORIAL_CHECK_MOVE },
  { "placement", BST_TUTORIAL_CHECK_PLACEMENT },
  { "joins", BST_TUTORIAL_CHECK_JOINS },
  { "meeple-kind", BST_TUTORIAL_CHECK_MEEPLE_KIND },
  { "meeple-joins", BST_TUTORIAL_CHECK_MEEPLE_JOINS },
  { "scores", BST_TUTORIAL_CHECK_SCORES },
};

static const char *const step_attributes[] = {
  "id", "kind", "board", "scores", "draws", "to-move", "farmers", "ends", "expected", "check",
  "meeple-kind", "score-kind", "points", "joins", "highlight", NULL,
};

static const char *const step_texts[] = {
  "title", "text", "placed", "hint", "explanation", NULL,
};

/* Reading the steps ---------------------------------------------------------- */

static gboolean
read_kind (const BstLearnNode   *node,
           BstTutorialStepKind  *kind,
           GError              **error)
{
  const char *name = bst_learn_node_get_attribute (node, "kind");

  for (guint k = 0; name != NULL && k < G_N_ELEMENTS (kind_names); k++)
    if (g_str_equal (name, kind_names[k]))
      {
        *kind = k;
        return TRUE;
      }
  return bst_learn_node_set_error (node, error, "kind “%s” is not read, play, watch or game",
                                   name ? name : "");
}

static gboolean
read_check (const BstLearnNode  *node,
            BstTutorialCheck    *check,
            GError             **error)
{
  const char *text = bst_learn_node_get_attribute (node, "check");
  g_auto (GStrv) words = NULL;

  *check = 0;
  if (text == NULL)
    return TRUE;
  words = g_strsplit (text, " ", -1);
  for (guint w = 0; words[w]; w++)
    {
      gboolean found = FALSE;

      for (guint c = 0; c < G_N_ELEMENTS (check_names) && !found; c++)
        if (g_str_equal (words[w], check_names[c].name))
          {
            *check |= check_names[c].flag;
            found = TRUE;
          }
      if (!found && *words[w] != '\0')
        return bst_learn_node_set_error (node, error, "unknown check “%s”", words[w]);
    }
  return TRUE;
}

static gboolean
read_feature_kind (const BstLearnNode  *node,
                   const char          *attribute,
                   BstFeatureKind      *kind,
                   GError             **error)
{
  const char *name = bst_learn_node_get_attribute (node, attribute);
  int found;

  if (name == NULL)
    return TRUE;
  found = bst_feature_kind_from_name (name);
  if (found < 0)
    return bst_learn_node_set_error (node, error, "%s: “%s” is not a feature", attribute, name);
  *kind = (BstFeatureKind) found;
  return TRUE;
}

static gboolean
read_number (const BstLearnNode  *node,
             const char          *attribute,
             guint                max,
             guint               *value,
             GError             **error)
{
  const char *text = bst_learn_node_get_attribute (node, attribute);
  guint64 number;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &number, NULL))
    return bst_learn_node_set_error (node, error, "%s: “%s” is not a number from 0 to %u",
                                     attribute, text, max);
  *value = (guint) number;
  return TRUE;
}

static gboolean
read_flag (const BstLearnNode  *node,
           const char          *attribute,
           gboolean            *value,
           GError             **error)
{
  const char *text = bst_learn_node_get_attribute (node, attribute);

  if (text == NULL || g_str_equal (text, "false"))
    *value = FALSE;
  else if (g_str_equal (text, "true"))
    *value = TRUE;
  else
    return bst_learn_node_set_error (node, error, "%s: “%s” is not true or false",
                                     attribute, text);
  return TRUE;
}

/* The tiles drawn in order, with room in the bag for the filler tile. */
static gboolean
check_draws (const BstLearnNode  *node,
             const char          *draws,
             GError             **error)
{
  gsize length = strlen (draws);
  gboolean letters = length > 0 && length < BST_N_TILES;

  for (gsize i = 0; letters && i < length; i++)
    letters = bst_tile_type_from_letter (draws[i]) >= 0;
  if (!letters)
    return bst_learn_node_set_error (node, error, "draws: “%s” is not 1 to %d tile letters",
                                     draws, BST_N_TILES - 1);
  return TRUE;
}

static gboolean
read_step (const BstLearnNode  *node,
           BstTutorialStep     *step,
           GError             **error)
{
  guint to_move = 0, points = 0;

  if (!bst_learn_node_check (node, "step", step_attributes, step_texts, error))
    return FALSE;

  memset (step, 0, sizeof *step);
  step->id = bst_learn_node_get_attribute (node, "id");
  step->board = bst_learn_node_get_attribute (node, "board");
  step->draws = bst_learn_node_get_attribute (node, "draws");
  step->title = bst_learn_node_get_child_text (node, "title");
  step->text = bst_learn_node_get_child_text (node, "text");
  /* An empty id is what the settings keep for no step at all. */
  if (step->id == NULL || *step->id == '\0' || step->board == NULL || step->draws == NULL)
    return bst_learn_node_set_error (node, error, "a step needs an id, a board and draws");
  if (step->title == NULL || *step->title == '\0' || step->text == NULL || *step->text == '\0')
    return bst_learn_node_set_error (node, error, "a step needs a title and a text");

  step->placed = bst_learn_node_get_child_text (node, "placed");
  step->hint = bst_learn_node_get_child_text (node, "hint");
  step->explanation = bst_learn_node_get_child_text (node, "explanation");
  step->scores = bst_learn_node_get_attribute (node, "scores");
  step->expected = bst_learn_node_get_attribute (node, "expected");
  step->joins = bst_learn_node_get_attribute (node, "joins");
  step->highlight = bst_learn_node_get_attribute (node, "highlight");

  if (!check_draws (node, step->draws, error)
      || !read_kind (node, &step->kind, error)
      || !read_check (node, &step->check, error)
      || !read_feature_kind (node, "meeple-kind", &step->meeple_kind, error)
      || !read_feature_kind (node, "score-kind", &step->score_kind, error)
      || !read_number (node, "to-move", N_STEP_PLAYERS - 1, &to_move, error)
      || !read_number (node, "points", 1000, &points, error)
      || !read_flag (node, "farmers", &step->farmers, error)
      || !read_flag (node, "ends", &step->ends, error))
    return FALSE;
  step->to_move = (guint8) to_move;
  step->points = points;
  return TRUE;
}

GArray *
_bst_tutorial_read_steps (const BstLearnNode  *document,
                          GError             **error)
{
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (BstTutorialStep));

  g_return_val_if_fail (document != NULL, NULL);

  for (guint i = 0; i < bst_learn_node_get_n_children (document); i++)
    {
      BstTutorialStep step;

      if (!read_step (bst_learn_node_get_child (document, i), &step, error))
        return NULL;
      for (guint j = 0; j < steps->len; j++)
        if (g_str_equal (g_array_index (steps, BstTutorialStep, j).id, step.id))
          {
            bst_learn_node_set_error (bst_learn_node_get_child (document, i), error,
                                      "a second step with this id");
            return NULL;
          }
      g_array_append_val (steps, step);
    }
  if (steps->len == 0
      || g_array_index (steps, BstTutorialStep, steps->len - 1).kind != BST_TUTORIAL_STEP_GAME)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "The tutorial must end with a game step");
      return NULL;
    }
  return g_steal_pointer (&steps);
}

/* The app goes on without a tutorial when its steps cannot be read. */
static BstLearnResource steps_resource = {
  STEPS_RESOURCE, "bastide-tutorial", _bst_tutorial_read_steps, sizeof (BstTutorialStep),
  "tutorial",
};

static GArray *
get_steps (void)
{
  return bst_learn_resource_get (&steps_resource);
}

guint
bst_tutorial_get_n_steps (void)
{
  return get_steps ()->len;
}

const BstTutorialStep *
bst_tutorial_get_step (guint index)
{
  GArray *steps = get_steps ();

  g_return_val_if_fail (index < steps->len, NULL);
  return &g_array_index (steps, BstTutorialStep, index);
}

int
bst_tutorial_find_step (const char *id)
{
  GArray *steps = get_steps ();

  if (id == NULL)
    return -1;
  for (guint i = 0; i < steps->len; i++)
    if (g_strcmp0 (g_array_index (steps, BstTutorialStep, i).id, id) == 0)
      return (int) i;
  return -1;
}

/* Positions ------------------------------------------------------------------- */

/* `X Y SEGMENT`: a segment of the tile placed at X, Y. */
static gboolean
parse_board_segment (const BstState *state,
                     const char     *text,
                     guint          *tile,
                     guint          *segment)
{
  g_auto (GStrv) parts = g_strsplit (text, " ", -1);
  gint64 x, y;
  int index, seg;

  if (g_strv_length (parts) != 3
      || !g_ascii_string_to_signed (parts[0], 10, -100, 100, &x, NULL)
      || !g_ascii_string_to_signed (parts[1], 10, -100, 100, &y, NULL))
    return FALSE;
  index = bst_state_tile_at (state, (int) x, (int) y);
  if (index < 0)
    return FALSE;
  seg = bst_segment_parse (state->tiles[index].type, state->tiles[index].rotation, parts[2], NULL);
  if (seg < 0)
    return FALSE;
  *tile = (guint) index;
  *segment = (guint) seg;
  return TRUE;
}

static gboolean
put_board_line (BstState    *state,
                const char  *line,
                GError     **error)
{
  g_auto (GStrv) parts = g_strsplit_set (line, " \t", -1);
  g_autoptr (GPtrArray) words = g_ptr_array_new ();
  gint64 x, y, rotation, player = 0;
  int type, segment = -1;

  for (guint i = 0; parts[i]; i++)
    if (*parts[i] != '\0')
      g_ptr_array_add (words, parts[i]);

  if (words->len < 4 || words->len > 6
      || strlen (words->pdata[0]) != 1
      || (type = bst_tile_type_from_letter (*(char *) words->pdata[0])) < 0
      || !g_ascii_string_to_signed (words->pdata[1], 10, -100, 100, &x, NULL)
      || !g_ascii_string_to_signed (words->pdata[2], 10, -100, 100, &y, NULL)
      || !g_ascii_string_to_signed (words->pdata[3], 10, 0, 3, &rotation, NULL))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "Bad tutorial tile “%s”", line);
      return FALSE;
    }
  if (words->len >= 5)
    {
      segment = bst_segment_parse ((guint) type, (guint) rotation, words->pdata[4], error);
      if (segment < 0)
        return FALSE;
    }
  if (words->len == 6)
    {
      const char *owner = words->pdata[5];

      if (owner[0] != '@' || !g_ascii_string_to_signed (owner + 1, 10, 0, N_STEP_PLAYERS - 1,
                                                        &player, NULL))
        {
          g_set_error (error, BST_ERROR, BST_ERROR_PARSE, "Bad meeple owner in “%s”", line);
          return FALSE;
        }
    }

  if (!bst_state_put_tile (state, (guint) type, (int) x, (int) y, (guint) rotation, error))
    return FALSE;
  if (segment >= 0
      && !bst_state_put_meeple (state, (guint) player, state->n_tiles - 1, (guint) segment, error))
    return FALSE;
  return TRUE;
}

static void
add_draws (BstState   *state,
           const char *draws)
{
  /* The bag is drawn from its end. */
  for (gssize i = (gssize) strlen (draws) - 1; i >= 0; i--)
    {
      int type = bst_tile_type_from_letter (draws[i]);

      if (type >= 0)
        bst_state_bag_add (state, (guint) type);
    }
}

gboolean
bst_tutorial_step_build (const BstTutorialStep *step,
                         BstState              *state,
                         GError               **error)
{
  g_auto (GStrv) lines = NULL;
  BstRuleSet rules;

  g_return_val_if_fail (step != NULL, FALSE);

  bst_rule_set_init_default (&rules);
  rules.n_players = N_STEP_PLAYERS;
  rules.farmers = step->farmers ? 1 : 0;
  bst_state_init_empty (state, &rules);

  lines = g_strsplit (step->board, ";", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_strstrip (lines[i]);
      if (*lines[i] != '\0' && !put_board_line (state, lines[i], error))
        return FALSE;
    }

  if (step->scores != NULL)
    {
      g_auto (GStrv) scores = g_strsplit (step->scores, " ", -1);

      for (guint p = 0; p < rules.n_players && scores[p]; p++)
        state->scores[p] = (gint16) g_ascii_strtoll (scores[p], NULL, 10);
    }

  if (!step->ends)
    add_draws (state, FILLER_TILE);
  add_draws (state, step->draws);
  state->fixed_order = TRUE;
  state->current_player = step->to_move;
  state->turn = state->n_tiles > 0 ? state->n_tiles - 1 : 0;
  state->last_tile = 0xff;
  state->resume_player = BST_NO_PLAYER;
  bst_state_start_turn (state);

  if (state->phase != BST_PHASE_PLACE)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_INVALID, "Step %s: no tile to place", step->id);
      return FALSE;
    }
  return TRUE;
}

BstGame *
bst_tutorial_step_new_game (const BstTutorialStep *step,
                            GError               **error)
{
  g_autofree BstState *state = g_new (BstState, 1);
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstGame *game;

  if (!bst_tutorial_step_build (step, state, error))
    return NULL;

  players[0].name = g_strdup (_("You"));
  players[0].colour = BST_COLOUR_RED;
  players[0].kind = BST_SEAT_HUMAN;
  /* Translators: the other player of the tutorial, named after their colour. */
  players[1].name = g_strdup (_("Blue"));
  players[1].colour = BST_COLOUR_BLUE;
  players[1].kind = BST_SEAT_HUMAN;
  game = bst_game_new_from_state (state, players, 0);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&players[p]);
  return game;
}

gboolean
bst_tutorial_step_get_expected (const BstTutorialStep *step,
                                BstMove               *move)
{
  g_return_val_if_fail (step != NULL, FALSE);

  if (step->expected == NULL)
    return FALSE;
  return bst_move_parse (step->expected, move, NULL);
}

/* Checking moves ---------------------------------------------------------------- */

static gboolean
same_placement (const BstMove *a,
                const BstMove *b)
{
  BstMove x = *a, y = *b;

  x.segment = y.segment = BST_NO_SEGMENT;
  return bst_puzzle_solver_moves_equivalent (&x, &y);
}

/* Whether the feature of (@tile, @segment) in @after reaches the segment
 * named by the step's "joins", or when @segment is BST_NO_SEGMENT, whether
 * that feature reaches tile @tile at all. */
static gboolean
feature_joins (const BstTutorialStep *step,
               const BstState        *after,
               guint                  tile,
               int                    segment)
{
  g_autofree guint8 *tiles = g_new (guint8, BST_MAX_NODES);
  g_autofree guint8 *segments = g_new (guint8, BST_MAX_NODES);
  guint join_tile, join_segment, n;

  if (step->joins == NULL || !parse_board_segment (after, step->joins, &join_tile, &join_segment))
    return FALSE;

  n = bst_state_feature_segments (after, join_tile, join_segment, tiles, segments);
  for (guint i = 0; i < n; i++)
    if (tiles[i] == tile && (segment == BST_NO_SEGMENT || segments[i] == segment))
      return TRUE;
  return FALSE;
}

typedef struct {
  const BstTutorialStep *step;
  guint                  mover;
  gboolean               found;
} ScoreCheck;

static void
score_check_cb (const BstScoreEvent *event,
                gpointer             user_data)
{
  ScoreCheck *check = user_data;

  if (event->kind == check->step->score_kind
      && (event->winners & (1u << check->mover))
      && event->points == check->step->points)
    check->found = TRUE;
}

static gboolean
placement_ok (const BstTutorialStep *step,
              const BstState        *state,
              const BstMove         *move,
              BstState              *after)
{
  BstPlacement where = { move->x, move->y, move->rotation, 0 };
  BstMove expected;

  if (step->check & (BST_TUTORIAL_CHECK_PLACEMENT | BST_TUTORIAL_CHECK_MOVE))
    {
      if (!bst_tutorial_step_get_expected (step, &expected) || !same_placement (move, &expected))
        return FALSE;
    }

  bst_state_copy (after, state);
  bst_state_place (after, move->tile, &where);
  if ((step->check & BST_TUTORIAL_CHECK_JOINS)
      && !feature_joins (step, after, after->n_tiles - 1, BST_NO_SEGMENT))
    return FALSE;
  return TRUE;
}

gboolean
bst_tutorial_step_check_placement (const BstTutorialStep *step,
                                   const BstState        *state,
                                   const BstMove         *move)
{
  g_autofree BstState *after = NULL;

  g_return_val_if_fail (step != NULL && state != NULL && move != NULL, FALSE);

  if (!(step->check & (BST_TUTORIAL_CHECK_PLACEMENT | BST_TUTORIAL_CHECK_MOVE
                       | BST_TUTORIAL_CHECK_JOINS)))
    return FALSE;
  if (!bst_state_check_move (state, move, NULL))
    return FALSE;
  after = g_new (BstState, 1);
  return placement_ok (step, state, move, after);
}

gboolean
bst_tutorial_step_check (const BstTutorialStep *step,
                         const BstState        *state,
                         const BstMove         *move)
{
  g_autofree BstState *after = NULL;
  BstMove expected;

  g_return_val_if_fail (step != NULL && state != NULL && move != NULL, FALSE);

  if (!bst_state_check_move (state, move, NULL))
    return FALSE;

  if ((step->check & BST_TUTORIAL_CHECK_MOVE)
      && (!bst_tutorial_step_get_expected (step, &expected)
          || !bst_puzzle_solver_moves_equivalent (move, &expected)))
    return FALSE;

  after = g_new (BstState, 1);
  if (!placement_ok (step, state, move, after))
    return FALSE;

  if (step->check & (BST_TUTORIAL_CHECK_MEEPLE_KIND | BST_TUTORIAL_CHECK_MEEPLE_JOINS))
    {
      guint last = after->n_tiles - 1;

      if (move->segment == BST_NO_SEGMENT)
        return FALSE;
      if ((step->check & BST_TUTORIAL_CHECK_MEEPLE_KIND)
          && bst_tile_type (move->tile)->segments[move->segment].kind != step->meeple_kind)
        return FALSE;
      if ((step->check & BST_TUTORIAL_CHECK_MEEPLE_JOINS)
          && !feature_joins (step, after, last, move->segment))
        return FALSE;
    }

  if (step->check & BST_TUTORIAL_CHECK_SCORES)
    {
      ScoreCheck check = { step, state->current_player, FALSE };

      bst_state_copy (after, state);
      bst_state_apply (after, move, score_check_cb, &check);
      if (!check.found)
        return FALSE;
    }
  return TRUE;
}

gboolean
bst_tutorial_step_get_highlight (const BstTutorialStep *step,
                                 const BstState        *state,
                                 guint                 *tile,
                                 guint                 *segment)
{
  g_return_val_if_fail (step != NULL && state != NULL, FALSE);

  return step->highlight != NULL && parse_board_segment (state, step->highlight, tile, segment);
}

/* The first game --------------------------------------------------------------- */

BstGame *
bst_tutorial_new_first_game (guint64 seed)
{
  g_autoptr (BstRules) rules = NULL;
  BstPlayerInfo players[BST_MAX_PLAYERS] = { { 0 } };
  BstRuleSet set;
  BstGame *game;

  bst_rule_set_init_default (&set);
  set.n_players = 2;
  rules = bst_rules_new_from_set (&set);
  players[0].name = g_strdup (_("You"));
  players[0].colour = BST_COLOUR_RED;
  players[0].kind = BST_SEAT_HUMAN;
  /* Translators: the computer player of the first game after the tutorial. */
  players[1].name = g_strdup (_("Easy Computer"));
  players[1].colour = BST_COLOUR_BLUE;
  players[1].kind = BST_SEAT_EASY;
  game = bst_game_new (rules, players, seed);
  for (guint p = 0; p < BST_MAX_PLAYERS; p++)
    bst_player_info_clear (&players[p]);
  return game;
}

/* Progress -------------------------------------------------------------------- */

gboolean
bst_tutorial_should_offer (GSettings *settings)
{
  g_autofree char *step = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  step = g_settings_get_string (settings, "tutorial-step");
  return g_settings_get_boolean (settings, "offer-tutorial")
         && !g_settings_get_boolean (settings, "tutorial-finished")
         && *step == '\0';
}

void
bst_tutorial_decline_offer (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_settings_set_boolean (settings, "offer-tutorial", FALSE);
}

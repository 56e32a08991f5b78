/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-config.h"

#include <glib/gi18n-lib.h>

#include "bst-notation.h"
#include "bst-place-words.h"
#include "bst-puzzle-text.h"
#include "bst-text.h"

/* The catalogue holds the packs' words under their English text; "" is
 * never looked up, as it would give the catalogue's header. */
static const char *
translate (const char *text)
{
  if (text == NULL || *text == '\0')
    return "";
  return g_dgettext (GETTEXT_PACKAGE, text);
}

const char *
bst_puzzle_text_title (BstPuzzle *puzzle)
{
  g_return_val_if_fail (BST_IS_PUZZLE (puzzle), "");
  return translate (bst_puzzle_get_title (puzzle));
}

const char *
bst_puzzle_text_description (BstPuzzle *puzzle)
{
  g_return_val_if_fail (BST_IS_PUZZLE (puzzle), "");
  return translate (bst_puzzle_get_description (puzzle));
}

static const char *
feature_name (BstFeatureKind kind)
{
  static const char *const names[BST_N_FEATURE_KINDS] = {
    [BST_FEATURE_ROAD] = N_("Road"),
    [BST_FEATURE_CITY] = N_("City"),
    [BST_FEATURE_MONASTERY] = N_("Monastery"),
    [BST_FEATURE_FIELD] = N_("Field"),
  };

  return kind < G_N_ELEMENTS (names) ? _(names[kind]) : "";
}

char *
bst_puzzle_text_event (const BstScoreEvent *event,
                       BstPosition         *position)
{
  const char *winner_names[BST_MAX_PLAYERS];
  guint n_winners = 0;
  g_autofree char *winners = NULL;
  g_autofree char *size = NULL;
  g_autofree char *tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", event->tiles),
                                            event->tiles);
  guint n_players = bst_position_get_n_players (position);

  for (guint p = 0; p < n_players; p++)
    if (event->winners & (1u << p))
      winner_names[n_winners++] = bst_position_get_player (position, p)->name;
  winners = bst_text_join_list (winner_names, n_winners);

  if (event->kind == BST_FEATURE_FIELD)
    size = g_strdup_printf (ngettext ("%u completed city", "%u completed cities", event->cities),
                            event->cities);
  else if (event->kind == BST_FEATURE_CITY && event->pennants > 0)
    {
      g_autofree char *pennants = g_strdup_printf (ngettext ("%u pennant", "%u pennants",
                                                             event->pennants), event->pennants);

      /* TRANSLATORS: the size of a city: "3 tiles, 1 pennant" */
      size = g_strdup_printf (_("%s, %s"), tiles, pennants);
    }
  else
    size = g_strdup (tiles);

  if (*winners == '\0')
    /* TRANSLATORS: a feature, its size, and that no one scores it */
    return g_strdup_printf (_("%s (%s): no one scores"), feature_name (event->kind), size);
  /* TRANSLATORS: a feature, its size, the points and who scores them */
  return g_strdup_printf (ngettext ("%s (%s): %u point for %s", "%s (%s): %u points for %s",
                                    event->points),
                          feature_name (event->kind), size, event->points, winners);
}

/* How a tile is turned from the way the pack draws it, in quarter turns clockwise. */
static const char *
turn_words (guint rotation)
{
  static const char *const words[] = {
    N_("as drawn"),
    N_("turned a quarter to the right"),
    N_("turned upside down"),
    N_("turned a quarter to the left"),
  };

  return _(words[rotation % G_N_ELEMENTS (words)]);
}

char *
bst_puzzle_text_move (const BstMove *move)
{
  g_autofree char *square = bst_place_describe_square (move->x, move->y);
  const BstSegment *seg;
  guint16 ports;

  if (move->segment == BST_NO_SEGMENT)
    /* Translators: a tile letter, the square it goes on and how it is turned */
    return g_strdup_printf (_("Tile %c on %s, %s, no meeple"),
                            bst_tile_type_letter (move->tile), square, turn_words (move->rotation));
  seg = &bst_tile_type (move->tile)->segments[move->segment];
  if (seg->kind == BST_FEATURE_MONASTERY)
    /* Translators: a tile letter, the square it goes on and how it is turned */
    return g_strdup_printf (_("Tile %c on %s, %s, a monk on its cloister"),
                            bst_tile_type_letter (move->tile), square, turn_words (move->rotation));
  ports = bst_tile_segment_ports (move->tile, move->rotation, (guint) move->segment);
  /* Translators: a tile letter, its square, how it is turned, then the meeple (“knight”),
   * its feature (“city”) and the side of the tile it reaches (“north”) */
  return g_strdup_printf (_("Tile %c on %s, %s, a %s on its %s to the %s"),
                          bst_tile_type_letter (move->tile), square, turn_words (move->rotation),
                          bst_meeple_name (seg->kind), bst_feature_noun (seg->kind),
                          bst_direction_word ((BstDirection) (__builtin_ctz (ports) / 3)));
}

const char *
bst_puzzle_text_kind (BstPuzzleKind kind)
{
  static const char *const names[] = {
    [BST_PUZZLE_SCORE_IT] = N_("Score it"),
    [BST_PUZZLE_BEST_MOVE] = N_("Best move"),
    [BST_PUZZLE_REACH_GOAL] = N_("Reach a goal"),
  };

  return kind < G_N_ELEMENTS (names) ? _(names[kind]) : "";
}

const char *
bst_puzzle_text_topic (const char *topic)
{
  static const struct {
    const char *tag;
    const char *label;
  } topics[] = {
    { "roads", N_("Roads") },
    { "cities", N_("Cities") },
    { "monasteries", N_("Monasteries") },
    { "fields", N_("Fields") },
    { "majority", N_("Majority") },
    { "house-rules", N_("House rules") },
    { "variants", N_("Variants") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (topics); i++)
    if (g_strcmp0 (topic, topics[i].tag) == 0)
      return _(topics[i].label);
  return topic ? topic : "";
}

char *
bst_puzzle_text_objective (BstPuzzle *puzzle)
{
  const BstPuzzleGoalSpec *goal;

  switch (bst_puzzle_get_kind (puzzle))
    {
    case BST_PUZZLE_SCORE_IT:
      return g_strdup (_("What is every player’s score if the game ends now?"));
    case BST_PUZZLE_BEST_MOVE:
      if (bst_puzzle_get_measure (puzzle) == BST_PUZZLE_MEASURE_MARGIN)
        return g_strdup (_("Find the move that gives the best final lead."));
      return g_strdup (_("Find the move that scores the most points this turn."));
    case BST_PUZZLE_REACH_GOAL:
      goal = bst_puzzle_get_goal (puzzle);
      switch (goal->goal)
        {
        case BST_PUZZLE_GOAL_POINTS:
          if (goal->turns == BST_PUZZLE_GOAL_ALL_TURNS)
            return g_strdup_printf (ngettext ("Gain at least %u point by the end of the game.",
                                              "Gain at least %u points by the end of the game.",
                                              goal->target), goal->target);
          /* TRANSLATORS: the first %u is points, the second turns; the plural follows the turns */
          return g_strdup_printf (ngettext ("Gain at least %u points in %u turn.",
                                            "Gain at least %u points in %u turns.", goal->turns),
                                  goal->target, goal->turns);
        case BST_PUZZLE_GOAL_CITIES:
          if (goal->turns == BST_PUZZLE_GOAL_ALL_TURNS)
            return g_strdup_printf (ngettext ("Complete at least %u city by the end of the game.",
                                              "Complete at least %u cities by the end of the game.",
                                              goal->target), goal->target);
          return g_strdup_printf (ngettext ("Complete at least %u cities in %u turn.",
                                            "Complete at least %u cities in %u turns.",
                                            goal->turns), goal->target, goal->turns);
        case BST_PUZZLE_GOAL_MEEPLES_HOME:
        default:
          if (goal->turns == BST_PUZZLE_GOAL_ALL_TURNS)
            return g_strdup (_("Bring all your meeples home by the end of the game."));
          return g_strdup_printf (ngettext ("Bring all your meeples home in %u turn.",
                                            "Bring all your meeples home in %u turns.",
                                            goal->turns), goal->turns);
        }
    default:
      return g_strdup ("");
    }
}

const char *
bst_puzzle_text_difficulty (guint difficulty)
{
  switch (difficulty)
    {
    case 1:
      return "★☆☆";
    case 2:
      return "★★☆";
    default:
      return "★★★";
    }
}

/* Of several best moves, answers list this many, then say how many more
 * there are; a sequence is listed whole. */
#define MAX_BEST_MOVES_SHOWN 6

static void
append_moves (GString      *text,
              const GArray *moves,
              guint         limit)
{
  guint shown = MIN (moves->len, limit);

  for (guint i = 0; i < shown; i++)
    {
      g_autofree char *line = bst_puzzle_text_move (&g_array_index (moves, BstMove, i));

      g_string_append_printf (text, "\n%s", line);
    }
  if (moves->len > shown)
    g_string_append_printf (text, ngettext ("\n… and %u more", "\n… and %u more",
                                            moves->len - shown), moves->len - shown);
}

char *
bst_puzzle_text_answer (BstPuzzle               *puzzle,
                        const BstPuzzleSolution *answer)
{
  BstPosition *position;
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_val_if_fail (BST_IS_PUZZLE (puzzle), NULL);

  if (answer == NULL)
    return NULL;
  position = bst_puzzle_get_position (puzzle);
  switch (answer->kind)
    {
    case BST_PUZZLE_SCORE_IT:
      {
        g_autoptr (GPtrArray) scores = g_ptr_array_new_with_free_func (g_free);
        g_autofree char *list = NULL;

        for (guint p = 0; p < answer->n_players; p++)
          /* Translators: a player and their score, in a list of the final scores */
          g_ptr_array_add (scores, g_strdup_printf (_("%s %d"),
                                                    bst_position_get_player (position, p)->name,
                                                    answer->scores[p]));
        list = bst_text_join_list ((const char *const *) scores->pdata, scores->len);
        /* Translators: %s is the list of the players' final scores */
        g_string_append_printf (text, _("Final scores: %s."), list);
        for (guint i = 0; answer->events && i < answer->events->len; i++)
          {
            g_autofree char *line = bst_puzzle_text_event (&g_array_index (answer->events,
                                                                           BstScoreEvent, i),
                                                           position);

            g_string_append_printf (text, "\n%s", line);
          }
      }
      break;
    case BST_PUZZLE_BEST_MOVE:
      if (answer->moves == NULL || answer->moves->len == 0)
        break;
      if (answer->moves->len == 1)
        g_string_append_printf (text, ngettext ("The best move is worth %d point:",
                                                "The best move is worth %d points:",
                                                ABS (answer->value)), answer->value);
      else
        /* Translators: the first %u is the number of moves, the plural follows the points */
        g_string_append_printf (text, ngettext ("The %u best moves are worth %d point each:",
                                                "The %u best moves are worth %d points each:",
                                                ABS (answer->value)),
                                answer->moves->len, answer->value);
      append_moves (text, answer->moves, MAX_BEST_MOVES_SHOWN);
      break;
    case BST_PUZZLE_REACH_GOAL:
      if (!answer->reachable || answer->moves == NULL)
        g_string_append (text, _("The goal cannot be reached."));
      else
        {
          g_string_append (text, _("One way to reach the goal:"));
          append_moves (text, answer->moves, G_MAXUINT);
        }
      break;
    default:
      break;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

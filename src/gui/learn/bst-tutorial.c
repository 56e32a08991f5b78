/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-tutorial.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bst-error.h"
#include "bst-notation.h"
#include "bst-puzzle-solver.h"

/* A tile drawn after a step's own tiles, so that its move does not end
 * the game (and score everything as at the end). */
#define FILLER_TILE "U"

#define START "D 0 0 0"

static const BstTutorialStep steps[] = {
  /* The basics ------------------------------------------------------------- */
  {
    .id = "welcome",
    .kind = BST_TUTORIAL_STEP_READ,
    .title = N_("Welcome to Carcassonne"),
    /* Translators: the first words of the tutorial. */
    .text = N_("Players take turns to build the land around Carcassonne, one tile at a time. "
               "In your turn you place a tile, may put one of your meeples on it, and score "
               "every road, city or monastery the tile completes. The game starts with this "
               "tile: a city at the top and a road across."),
    .board = START,
    .draws = "L",
  },
  {
    .id = "road-place",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Place a Tile"),
    /* Translators: example 1a and 1b of the rules. */
    .text = N_("You drew a village with three roads. Place it next to the start tile so that "
               "the road goes on: every edge must match its neighbour, road to road, field to "
               "field. Then click the marker on that road to make your meeple a thief, and "
               "confirm with Enter or a double click."),
    .placed = N_("The edges match and the road goes on. Now put a thief on the road that leads "
                 "to the start tile, then confirm."),
    .hint = N_("Place the village to the left or right of the start tile, where the road can go "
               "on, and put your meeple on the road that joins the start tile."),
    .explanation = N_("Your thief holds the road. The road is not finished yet — it is open at "
                      "the other end — so nothing scores this turn."),
    .board = START,
    .draws = "L",
    .expected = "L 1 0 0 road:W",
    .check = BST_TUTORIAL_CHECK_JOINS | BST_TUTORIAL_CHECK_MEEPLE_JOINS,
    .joins = "0 0 road:W",
  },
  {
    .id = "road-other",
    .kind = BST_TUTORIAL_STEP_WATCH,
    .title = N_("Another Player’s Turn"),
    /* Translators: example 1c of the rules. */
    .text = N_("Now Blue draws a village too and places it at the open end of your road."),
    .explanation = N_("Your thief already holds the road, so Blue may not put a meeple on it. "
                      "Blue puts a knight in the city of the new tile instead."),
    .board = START "; L 1 0 0 road:W @0",
    .draws = "L",
    .to_move = 1,
    .expected = "L -1 0 0 city:N",
  },
  {
    .id = "road-score",
    .kind = BST_TUTORIAL_STEP_READ,
    .title = N_("A Road Scores"),
    /* Translators: examples 1d, 1e and 1f of the rules. */
    .text = N_("Blue’s tile closed the road: it ends at a village on both sides. A finished "
               "road scores 1 point per tile, so this one is worth 3 — for you, because your "
               "thief is on it, even though Blue placed the tile. Your thief then goes back to "
               "your supply. Blue’s knight stays: its city is not finished."),
    .board = START "; L 1 0 0; L -1 0 0 city:N @1",
    .scores = "3 0",
    .draws = "U",
    .highlight = "0 0 road:E",
  },
  {
    .id = "city-knight",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Build a City"),
    /* Translators: example 2a of the rules. */
    .text = N_("City edges must touch city edges. Place this city tile above the start tile so "
               "that the city grows, and put a knight in it."),
    .placed = N_("The city grows. Now click the marker in the city to put a knight there, then "
                 "confirm."),
    .hint = N_("Place the tile above the start tile with its city facing down, and put your "
               "meeple in the city."),
    .explanation = N_("Your knight holds the city. The shield on the new tile is a pennant: it "
                      "will be worth extra points when the city is finished."),
    .board = START,
    .draws = "F",
    .expected = "F 0 -1 1 city:S",
    .check = BST_TUTORIAL_CHECK_JOINS | BST_TUTORIAL_CHECK_MEEPLE_JOINS,
    .joins = "0 0 city:N",
  },
  {
    .id = "city-complete",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Finish the City"),
    /* Translators: example 2b of the rules. */
    .text = N_("A few turns later you draw this tile. Use it to close your city: a city is "
               "finished when walls surround it with no gap."),
    .hint = N_("Place the tile on top of your city so that its wall closes the opening."),
    .explanation = N_("The city is finished: 3 tiles at 2 points each, and 2 points for the "
                      "pennant — 8 points. Your knight comes back to your supply."),
    .board = START "; F 0 -1 1 city:S @0",
    .draws = "E",
    .expected = "E 0 -2 2",
    .check = BST_TUTORIAL_CHECK_SCORES,
    .score_kind = BST_FEATURE_CITY,
    .points = 8,
  },
  {
    .id = "monastery-monk",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("A Monastery"),
    /* Translators: example 3a of the rules. */
    .text = N_("A monastery sits in the middle of its tile, in a field. Place this monastery "
               "below the start tile and put a monk on it."),
    .hint = N_("Place the tile below the start tile and click the marker on the monastery "
               "itself."),
    .explanation = N_("Your monk is in the monastery. It is finished when all eight squares "
                      "around it hold tiles."),
    .board = START,
    .draws = "B",
    .expected = "B 0 1 0 monastery",
    .check = BST_TUTORIAL_CHECK_MEEPLE_KIND,
    .meeple_kind = BST_FEATURE_MONASTERY,
  },
  {
    .id = "monastery-complete",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Surround the Monastery"),
    /* Translators: example 3b of the rules. */
    .text = N_("Seven of the eight squares around your monastery are filled. Place this tile "
               "in the last one."),
    .hint = N_("Find the empty square next to the monastery — corners count too — and place "
               "the tile there."),
    .explanation = N_("The monastery is surrounded: 1 point for each of the 9 tiles, the "
                      "monastery’s own included — 9 points. Your monk comes home."),
    .board = START "; B 0 1 0 monastery @0; U 1 0 1; U -1 0 1; E 1 1 1; E -1 1 3; "
             "U 0 2 1; U 1 2 1; E 0 -1 2",
    .draws = "U",
    .expected = "U -1 2 1",
    .check = BST_TUTORIAL_CHECK_SCORES,
    .score_kind = BST_FEATURE_MONASTERY,
    .points = 9,
  },
  /* Placing ------------------------------------------------------------------ */
  {
    .id = "placement-edges",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Every Edge Must Match"),
    .text = N_("A new tile must touch the board along at least one side, and every side that "
               "touches a tile must match it. Touching only at a corner is not enough: corners "
               "never connect anything. The outlined squares show where this tile fits; place "
               "it in any of them."),
    .hint = N_("Place the tile on one of the outlined squares. Turn it with the right mouse "
               "button or R until every touching edge matches."),
    .explanation = N_("Well placed. When a tile fits, you must place it, even if it helps "
                      "another player."),
    .board = START "; U 1 0 1; E 0 -1 2",
    .draws = "E",
    .expected = "E 0 1 2",
  },
  {
    .id = "placement-discard",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("A Tile That Fits Nowhere"),
    .text = N_("You drew a tile with city on all four sides, but no open side of the board "
               "shows a city. A tile that fits nowhere is taken out of the game, and you draw "
               "another one: this road. Place it anywhere it fits."),
    .hint = N_("Place the road tile on any outlined square."),
    .explanation = N_("This hardly ever happens: about once in fifty games."),
    .board = START "; E 0 -1 2",
    .draws = "CU",
    .expected = "U 1 0 1",
  },
  {
    .id = "meeple-rules",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("One Meeple, on the New Tile"),
    .text = N_("You may put at most one meeple per turn, and only on the tile you have just "
               "placed. Not on a road, city or monastery that already holds a meeple — not "
               "even one of yours. Your thief holds this road: extend it with this tile and "
               "put a knight in the new city."),
    .placed = N_("The road is already taken, so it offers no marker. Put a knight in the city, "
                 "then confirm."),
    .hint = N_("Place the tile to the right of the start tile so that the road goes on, and "
               "put your meeple in the city at the top of the new tile."),
    .explanation = N_("Your road and your new city each hold one of your meeples. Meeples are "
                      "few — 7 each — so spend them wisely."),
    .board = START "; W -1 0 0 road:E @0",
    .draws = "D",
    .expected = "D 1 0 0 city:N",
    .check = BST_TUTORIAL_CHECK_JOINS | BST_TUTORIAL_CHECK_MEEPLE_KIND,
    .meeple_kind = BST_FEATURE_CITY,
    .joins = "0 0 road:E",
  },
  /* Special cases -------------------------------------------------------------- */
  {
    .id = "road-share-start",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Two Thieves, One Road"),
    /* Translators: example 4a of the rules. */
    .text = N_("Blue’s thief holds the road of the start tile, so you cannot join it with a "
               "thief of your own. But you may start a separate road nearby: place this tile "
               "below and to the right of the start tile, its road pointing up, and put a thief "
               "on it."),
    .hint = N_("Place the monastery tile so that its road is not connected to Blue’s road yet, "
               "and put your meeple on that road."),
    .explanation = N_("Two roads, one thief each. If they are ever joined, they become one "
                      "road with two thieves."),
    .board = START "; L -1 0 0 road:E @1; E 0 1 2; E 0 -1 2",
    .draws = "A",
    .expected = "A 1 1 2 road:N",
    .check = BST_TUTORIAL_CHECK_MEEPLE_KIND,
    .meeple_kind = BST_FEATURE_ROAD,
  },
  {
    .id = "road-share-score",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Join the Roads"),
    /* Translators: example 4b of the rules. */
    .text = N_("Now you draw a curve. Place it where it joins both roads into one."),
    .hint = N_("Place the curve to the right of the start tile, between Blue’s road and "
               "yours."),
    .explanation = N_("The joined road is finished: 4 tiles. It holds one thief of each "
                      "player — a tie — so you both score the full 4 points, and both thieves "
                      "come home."),
    .board = START "; L -1 0 0 road:E @1; E 0 1 2; E 0 -1 2; A 1 1 2 road:N @0; U -1 1 0",
    .draws = "V",
    .expected = "V 1 0 0",
    .check = BST_TUTORIAL_CHECK_SCORES,
    .score_kind = BST_FEATURE_ROAD,
    .points = 4,
  },
  {
    .id = "city-majority",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("The Most Knights Win"),
    /* Translators: examples 5a and 5b of the rules. */
    .text = N_("Blue has a knight on the city piece at the right. You placed knights on the "
               "two other pieces, which were not yet connected to it. Now you drew the tile "
               "that joins all three: place it."),
    .hint = N_("Place the tile in the gap below the start tile, where it closes all three "
               "city pieces."),
    .explanation = N_("The city is finished: 4 tiles and 1 pennant, 10 points. You have two "
                      "knights in it and Blue has one, so only you score. Everyone’s knights "
                      "come home."),
    .board = START "; U 1 0 1; U -1 0 1; E 1 1 3 city:W @1; E -1 1 1 city:E @0; V 1 2 3; "
             "E 0 2 0 city:N @0; U 2 0 1",
    .draws = "Q",
    .expected = "Q 0 1 2",
    .check = BST_TUTORIAL_CHECK_SCORES,
    .score_kind = BST_FEATURE_CITY,
    .points = 10,
  },
  {
    .id = "place-score-return",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Place, Score, Take Back"),
    .text = N_("You may put a meeple on a feature that your tile has just finished. It scores "
               "at once and comes straight back. Close the road with this village and put a "
               "thief on it."),
    .hint = N_("Place the village to the right of the start tile and put your meeple on the "
               "road that leads to the start tile."),
    .explanation = N_("Your thief scored the 3-tile road and came home in the same turn. It "
                      "cannot be placed again this turn."),
    .board = START "; L -1 0 0; E 0 -1 2",
    .draws = "L",
    .expected = "L 1 0 0 road:W",
    .check = BST_TUTORIAL_CHECK_SCORES | BST_TUTORIAL_CHECK_MEEPLE_KIND,
    .meeple_kind = BST_FEATURE_ROAD,
    .score_kind = BST_FEATURE_ROAD,
    .points = 3,
  },
  {
    .id = "small-city",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("A Small City"),
    .text = N_("This tile has two separate city pieces. Place it above the start tile so that "
               "one piece closes the start city, and put a knight in that small city."),
    .hint = N_("Place the tile so that one of its city pieces faces down onto the start "
               "tile’s city, and put your meeple in that piece."),
    .explanation = N_("A finished city of 2 tiles scores 4 points, and your knight came straight "
                      "back. You had one meeple for this turn: you could have put it in the "
                      "other, open city instead, but not in both."),
    .board = START,
    .draws = "I",
    .expected = "I 0 -1 2 city:S",
    .check = BST_TUTORIAL_CHECK_SCORES | BST_TUTORIAL_CHECK_MEEPLE_KIND,
    .meeple_kind = BST_FEATURE_CITY,
    .score_kind = BST_FEATURE_CITY,
    .points = 4,
  },
  /* The end -------------------------------------------------------------------- */
  {
    .id = "final-scoring",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("The Game Ends"),
    .text = N_("This is the last tile. When it is placed the game ends, and every meeple still "
               "on the board scores: an unfinished road 1 point per tile, an unfinished city 1 "
               "point per tile and 1 per pennant, a monastery 1 point plus 1 per tile around "
               "it. Place the tile anywhere."),
    .hint = N_("Place the tile on any outlined square."),
    .explanation = N_("That was the final scoring. The player with the most points wins; "
                      "players with the same score share the victory."),
    .board = START "; F 0 -1 1 city:N @0; B 0 1 0 monastery @0; U 1 0 1 road:E @0",
    .scores = "12 9",
    .draws = "U",
    .ends = TRUE,
    .expected = "U -1 0 1",
  },
  /* Farmers -------------------------------------------------------------------- */
  {
    .id = "farmers",
    .kind = BST_TUTORIAL_STEP_PLAY,
    .title = N_("Farmers"),
    .text = N_("With farmers, a meeple may also lie down in a field. Farmers stay until the end "
               "of the game; then a field scores 3 points for each finished city it touches. "
               "This is the last tile: extend the road and put a farmer in the field that "
               "touches the finished city."),
    .placed = N_("Now click the marker in the field above the road, next to the city."),
    .hint = N_("Place the tile to the right of the start tile and put your meeple in the field "
               "between the road and the city."),
    .explanation = N_("Your field touches one finished city: 3 points. The field below the road "
                      "touches no city: the road splits the fields."),
    .board = START "; E 0 -1 2",
    .draws = "U",
    .farmers = TRUE,
    .ends = TRUE,
    .expected = "U 1 0 1 field:NL",
    .check = BST_TUTORIAL_CHECK_SCORES | BST_TUTORIAL_CHECK_MEEPLE_KIND,
    .meeple_kind = BST_FEATURE_FIELD,
    .score_kind = BST_FEATURE_FIELD,
    .points = 3,
  },
  {
    .id = "farmers-fields",
    .kind = BST_TUTORIAL_STEP_READ,
    .title = N_("Fields and Cities"),
    .text = N_("Roads and cities split the land into separate fields, and each field scores on "
               "its own. One city can count for several fields: here two finished cities lie "
               "between the field above them and the field below. Each of your two farmers "
               "scores both cities — 6 points each, 12 in all. If several players have farmers "
               "in one field, the most farmers win it, as in cities."),
    .board = START "; E 0 1 2 field:N @0; E 0 2 0; E 1 1 2; E 0 -1 2; E 1 2 0 field:S @0",
    .draws = "U",
    .farmers = TRUE,
    .highlight = "0 1 field:N",
  },
  {
    .id = "first-game",
    .kind = BST_TUTORIAL_STEP_GAME,
    .title = N_("Your First Game"),
    .text = N_("You know the rules now. Play a whole game against an easy computer player: "
               "keep an eye on your meeples, and finish what you start."),
    .board = START,
    .draws = "U",
  },
};

guint
bst_tutorial_get_n_steps (void)
{
  return G_N_ELEMENTS (steps);
}

const BstTutorialStep *
bst_tutorial_get_step (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (steps), NULL);
  return &steps[index];
}

int
bst_tutorial_find_step (const char *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (g_strcmp0 (steps[i].id, id) == 0)
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

      if (owner[0] != '@' || !g_ascii_string_to_signed (owner + 1, 10, 0, BST_MAX_PLAYERS - 1,
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
  rules.n_players = 2;
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

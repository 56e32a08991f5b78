/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bst-draw-script.h"
#include "bst-error.h"
#include "bst-state-private.h"

/* The turn sequence: drawing, hands, scoring what each tile completes, the
 * end of the game, extra turns and the tile auction. */

#define NO_TILE 0xff

static gboolean
refills_at_end (const BstState *self)
{
  return self->rules.hand_size > 1 || self->rules.draw_at_end_of_turn;
}

/* Plain turns: one tile each, drawn at the start of the turn and
 * discarded if it fits nowhere, then the next player; no hands kept, no
 * extra turns, no auction. The standard game's turns are plain. */
gboolean
bst_state_plain_turns (const BstRuleSet *rules)
{
  return rules->hand_size == 1 && !rules->draw_at_end_of_turn && !rules->unplaceable_back
         && !rules->hole_bonus_turn && !rules->auction;
}

static void
end_game (BstState *self, BstEndReason reason, BstScoreFunc func, gpointer user_data)
{
  self->phase = BST_PHASE_OVER;
  self->end_reason = reason;
  bst_state_final_scoring (self, func, user_data);
}

static GPrivate draw_script;

void
bst_draw_script_set (const BstDrawScript *script)
{
  g_private_set (&draw_script, (gpointer) script);
}

static guint
draw_scripted (BstState *self, guint player)
{
  const BstDrawScript *script = g_private_get (&draw_script);
  guint i = script->draw (self, player, script->user_data);
  guint type;

  g_assert (i < self->n_bag);
  type = self->bag[i];
  self->bag[i] = self->bag[--self->n_bag];
  return type;
}

static void
tell_unplaceable (BstState *self, guint player, guint type)
{
  const BstDrawScript *script = g_private_get (&draw_script);

  script->unplaceable (self, player, type, self->rules.unplaceable_back, script->user_data);
}

/* @player is who draws, for a script. */
static inline guint
draw_from_bag (BstState *self, guint player)
{
  guint type;
  guint i;

  if (G_UNLIKELY (self->fixed_order == BST_DRAW_SCRIPTED))
    return draw_scripted (self, player);
  if (self->fixed_order)
    return self->bag[--self->n_bag];

  i = bst_rng_below (&self->rng, self->n_bag);
  type = self->bag[i];
  self->bag[i] = self->bag[--self->n_bag];
  return type;
}

/* An unplaceable tile put back goes to the bottom of a fixed order. */
static void
put_back (BstState *self, guint type)
{
  if (self->fixed_order && self->fixed_order != BST_DRAW_SCRIPTED)
    {
      memmove (self->bag + 1, self->bag, self->n_bag);
      self->bag[0] = (guint8) type;
      self->n_bag++;
    }
  else
    self->bag[self->n_bag++] = (guint8) type;
  self->returned++;
}

static gboolean
bag_has_placeable (const BstState *self)
{
  guint8 types[BST_N_TILE_TYPES];
  guint n_types = bst_tile_types_distinct (self->bag, self->n_bag, types);

  for (guint t = 0; t < n_types; t++)
    if (can_place (self, types[t]))
      return TRUE;
  return FALSE;
}

/* Draws a tile that fits somewhere, discarding the ones that do not.
 * NO_TILE when none is left. */
static inline guint
draw_or_discard (BstState *self, guint player)
{
  while (self->n_bag > 0)
    {
      guint type = draw_from_bag (self, player);

      if (can_place (self, type))
        return type;
      if (G_UNLIKELY (self->fixed_order == BST_DRAW_SCRIPTED))
        tell_unplaceable (self, player, type);
      self->discards++;
    }
  return NO_TILE;
}

/* draw_or_discard(), or by the house rule a draw that puts the tiles that
 * fit nowhere back, until only such tiles are left. */
static inline guint
draw_placeable (BstState *self, guint player)
{
  if (!self->rules.unplaceable_back)
    return draw_or_discard (self, player);

  while (self->n_bag > 0 && bag_has_placeable (self))
    {
      guint type = draw_from_bag (self, player);

      if (can_place (self, type))
        return type;
      if (self->fixed_order == BST_DRAW_SCRIPTED)
        tell_unplaceable (self, player, type);
      put_back (self, type);
    }
  return NO_TILE;
}

/* Fills the hand of the player to place (@player: the one it is dealt
 * to) up to the hand size; returns the last tile drawn, or NO_TILE. */
static inline guint
top_up_hand (BstState *self, guint player)
{
  guint drawn = NO_TILE;

  while (self->n_hand < self->rules.hand_size)
    {
      guint type = draw_placeable (self, player);
      if (type == NO_TILE)
        break;
      self->hand[self->n_hand++] = (guint8) type;
      drawn = type;
    }
  return drawn;
}

/* A tile in hand that the board no longer takes is out of the game (or
 * back in the bag, by the house rule). */
static inline void
drop_unplaceable (BstState *self)
{
  for (guint i = self->n_hand; i > 0; i--)
    {
      guint type = self->hand[i - 1];

      if (can_place (self, type))
        continue;
      self->hand[i - 1] = self->hand[--self->n_hand];
      if (self->fixed_order == BST_DRAW_SCRIPTED)
        tell_unplaceable (self, self->current_player, type);
      if (self->rules.unplaceable_back)
        put_back (self, type);
      else
        self->discards++;
    }
}

static inline void
hand_to (BstState *self, guint player)
{
  if (self->n_hand)
    memcpy (self->held[player], self->hand, self->n_hand);
  self->n_held[player] = self->n_hand;
  self->n_hand = 0;
}

static inline void
hand_from (BstState *self, guint player)
{
  if (self->n_held[player])
    memcpy (self->hand, self->held[player], self->n_held[player]);
  self->n_hand = self->n_held[player];
  self->n_held[player] = 0;
}

static gboolean
anyone_holds_tiles (const BstState *self)
{
  for (guint p = 0; p < self->rules.n_players; p++)
    if (self->n_held[p])
      return TRUE;
  return self->n_hand > 0;
}

static void
begin_auction (BstState *self, guint tile)
{
  self->phase = BST_PHASE_BID;
  self->auction_tile = (guint8) tile;
  self->auction_drawer = self->current_player;
  self->auction_bidder = (self->current_player + 1) % self->rules.n_players;
  self->auction_high_bidder = BST_NO_PLAYER;
  self->auction_high_bid = 0;
}

/* Starts the turn of the current player: tops up their hand and skips
 * players who have nothing left to place. */
static void
start_turn (BstState *self, BstScoreFunc func, gpointer user_data)
{
  guint skipped = 0;
  guint drawn;

  for (;;)
    {
      self->phase = BST_PHASE_PLACE;
      drop_unplaceable (self);
      drawn = top_up_hand (self, self->current_player);
      if (self->n_hand > 0)
        break;

      if (!anyone_holds_tiles (self) && self->n_bag == 0)
        {
          end_game (self, BST_END_BAG_EMPTY, func, user_data);
          return;
        }
      if (++skipped >= self->rules.n_players)
        {
          end_game (self, BST_END_UNPLACEABLE, func, user_data);
          return;
        }
      self->current_player = (self->current_player + 1) % self->rules.n_players;
      hand_from (self, self->current_player);
    }

  if (drawn != NO_TILE && self->rules.auction && !refills_at_end (self)
      && bst_state_auction_applies (self, drawn))
    begin_auction (self, drawn);
}

void
bst_state_start_turn (BstState *self)
{
  start_turn (self, NULL, NULL);
}

static void
init_game (BstState *self, const BstRuleSet *rules, guint64 seed, guint8 order)
{
  guint start_player = 0;

  bst_state_init_empty (self, rules);
  bst_state_seed (self, seed);
  self->fixed_order = order;

  if (rules->start_tile_in_bag)
    {
      bst_state_bag_fill_remaining (self);
      bst_state_lay_tile (self, draw_from_bag (self, BST_NO_PLAYER), 0, 0, 0);
    }
  else
    {
      bst_state_lay_tile (self, BST_START_TILE, 0, 0, 0);
      bst_state_bag_fill_remaining (self);
    }

  if (rules->random_start_player)
    start_player = bst_rng_below (&self->rng, rules->n_players);
  bst_state_open_game (self, start_player);
}

void
bst_state_init_game (BstState *self, const BstRuleSet *rules, guint64 seed)
{
  init_game (self, rules, seed, FALSE);
}

void
bst_state_init_game_scripted (BstState *self, const BstRuleSet *rules, guint64 seed)
{
  init_game (self, rules, seed, BST_DRAW_SCRIPTED);
}

void
bst_state_open_game (BstState *self, guint start_player)
{
  guint n_players = self->rules.n_players;

  self->last_tile = 0xff;
  self->resume_player = BST_NO_PLAYER;
  self->current_player = (guint8) start_player;

  if (refills_at_end (self))
    for (guint i = 0; i < n_players; i++)
      {
        guint player = (self->current_player + i) % n_players;
        top_up_hand (self, player);
        hand_to (self, player);
      }
  hand_from (self, self->current_player);
  start_turn (self, NULL, NULL);
}

void
bst_state_place (BstState *self, guint type, const BstPlacement *placement)
{
  guint i;

  g_assert (self->phase == BST_PHASE_PLACE);

  for (i = 0; i < self->n_hand && self->hand[i] != type; i++)
    ;
  g_assert (i < self->n_hand);
  self->hand[i] = self->hand[--self->n_hand];

  bst_state_lay_tile (self, type, placement->x, placement->y, placement->rotation);
  self->phase = BST_PHASE_MEEPLE;
}

gboolean
bst_state_hole_filled (const BstState *self, guint tile)
{
  static const gint8 dx[4] = { 0, 1, 0, -1 };
  static const gint8 dy[4] = { -1, 0, 1, 0 };
  const BstPlacedTile *pt = &self->tiles[tile];

  for (guint d = 0; d < 4; d++)
    if (bst_state_tile_at (self, pt->x + dx[d], pt->y + dy[d]) < 0)
      return FALSE;
  return TRUE;
}

/* The hole bonus: a player who fills a hole, a square with a tile on all
 * four sides, plays again; an auction winner's turn earns no more. */
gboolean
bst_state_earns_extra_turn (const BstState *self)
{
  return !self->extra_turn && self->rules.hole_bonus_turn && self->last_tile != 0xff
         && bst_state_hole_filled (self, self->last_tile);
}

/* Scores the roads, cities and monasteries that the tile at @index
 * completed. Here rather than with the rest of the scoring, so that it is
 * inline in bst_state_finish_turn(): a call every turn slows playouts. */
static void
score_completed (BstState *self, guint index, BstScoreFunc func, gpointer user_data)
{
  const BstPlacedTile *pt = &self->tiles[index];
  const BstTileType *tt = TILE_TYPE (pt->type);
  guint roots[BST_MAX_SEGMENTS];
  guint n_roots = 0;

  /* Most tiles complete nothing; laying the tile noted whether it may. */
  if (!self->completed)
    return;

  for (guint s = 0; s < tt->n_segments; s++)
    {
      BstFeatureKind kind = tt->segments[s].kind;
      guint root;
      gboolean seen = FALSE;

      if (kind != BST_FEATURE_ROAD && kind != BST_FEATURE_CITY)
        continue;
      root = find_root (self, pt->first_node + s);
      if (self->nodes[root].open != 0)
        continue;
      for (guint i = 0; i < n_roots && !seen; i++)
        seen = roots[i] == root;
      if (seen)
        continue;
      roots[n_roots++] = root;
      if (self->nodes[root].meeples)
        bst_state_score_feature (self, root, index, FALSE, func, user_data);
    }

  for (guint m = 0; m < self->n_monasteries; m++)
    {
      guint mi = self->monasteries[m];
      const BstPlacedTile *mt = &self->tiles[mi];

      if (mt->neighbours != 8 || ABS (mt->x - pt->x) > 1 || ABS (mt->y - pt->y) > 1)
        continue;
      /* Only a monastery this placement completed: it now has 8 neighbours
       * and either is the new tile or gained it as its eighth. */
      if (self->nodes[mt->first_node].meeples)
        bst_state_score_feature (self, mt->first_node, mi, FALSE, func, user_data);
    }
}

/* Hands the turn on: to the next player or, by the hole bonus, the same
 * one, or back from an auction winner's extra turn; hands are kept
 * between turns. */
static void
pass_turn (BstState *self, BstScoreFunc func, gpointer user_data)
{
  guint player = self->current_player;
  guint next;

  if (self->extra_turn)
    {
      /* The auction winner played the drawer's tile; the drawer draws again. */
      self->extra_turn = FALSE;
      next = self->resume_player;
      self->resume_player = BST_NO_PLAYER;
      self->n_hand = 0;
    }
  else
    {
      if (refills_at_end (self))
        top_up_hand (self, player);
      next = bst_state_earns_extra_turn (self) ? player : (player + 1) % self->rules.n_players;
      hand_to (self, player);
    }

  self->current_player = (guint8) next;
  hand_from (self, next);
  start_turn (self, func, user_data);
}

/* pass_turn() with plain turns, in fewer steps: nobody holds a tile
 * between turns, so the next player draws one, and the game ends when the
 * bag is empty. Random playouts spend much of their time here. */
static void
pass_plain_turn (BstState *self, BstScoreFunc func, gpointer user_data)
{
  guint type;

  /* Not a division: this runs every turn of every playout. */
  self->current_player = self->current_player + 1 == self->rules.n_players
                         ? 0 : self->current_player + 1;
  self->phase = BST_PHASE_PLACE;
  type = draw_or_discard (self, self->current_player);
  if (type == NO_TILE)
    end_game (self, BST_END_BAG_EMPTY, func, user_data);
  else
    self->hand[self->n_hand++] = (guint8) type;
}

void
bst_state_finish_turn (BstState     *self,
                       int           segment,
                       BstScoreFunc  func,
                       gpointer      user_data)
{
  guint player = self->current_player;

  g_assert (self->phase == BST_PHASE_MEEPLE);

  if (segment >= 0)
    {
      self->supply[player]--;
      bst_state_add_meeple (self, player, self->last_tile, (guint) segment);
    }
  score_completed (self, self->last_tile, func, user_data);
  self->turn++;

  if (self->plain_turns)
    pass_plain_turn (self, func, user_data);
  else
    pass_turn (self, func, user_data);
}

/* The auction ------------------------------------------------------------- */

static void
next_bidder (BstState *self)
{
  guint n_players = self->rules.n_players;

  self->auction_bidder = (self->auction_bidder + 1) % n_players;
  if (self->auction_bidder != self->auction_drawer)
    return;
  self->phase = self->auction_high_bidder == BST_NO_PLAYER ? BST_PHASE_PLACE : BST_PHASE_DECIDE;
}

static void
sell_tile (BstState *self)
{
  guint drawer = self->auction_drawer;
  guint buyer = self->auction_high_bidder;
  guint i;

  self->scores[buyer] -= self->auction_high_bid;
  self->scores[drawer] += self->auction_high_bid;

  for (i = 0; i < self->n_hand && self->hand[i] != self->auction_tile; i++)
    ;
  self->hand[i] = self->hand[--self->n_hand];
  hand_to (self, drawer);

  self->current_player = (guint8) buyer;
  self->hand[0] = self->auction_tile;
  self->n_hand = 1;
  self->extra_turn = TRUE;
  self->resume_player = (guint8) drawer;
  self->phase = BST_PHASE_PLACE;
}

/* Checking and applying moves ----------------------------------------------- */

static gboolean
check_bid (const BstState *self, const BstMove *move, GError **error)
{
  guint bidder = self->auction_bidder;

  if (self->phase != BST_PHASE_BID)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("No tile is up for auction"));
      return FALSE;
    }
  if (move->kind == BST_MOVE_PASS)
    return TRUE;
  if (move->bid <= self->auction_high_bid)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("A bid must beat the best bid so far (%u)"), self->auction_high_bid);
      return FALSE;
    }
  if ((int) move->bid > self->scores[bidder])
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("Player %u cannot bid %u points with a score of %d"),
                   bidder + 1, move->bid, self->scores[bidder]);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_placement (const BstState *self, const BstMove *move, GError **error)
{
  gint8 segments[BST_MAX_SEGMENTS];
  guint n, i;

  if (self->phase != BST_PHASE_PLACE)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                           self->phase == BST_PHASE_OVER ? _("The game is over")
                           : _("The tile auction must be settled first"));
      return FALSE;
    }
  for (i = 0; i < self->n_hand && self->hand[i] != move->tile; i++)
    ;
  if (move->tile >= BST_N_TILE_TYPES || i == self->n_hand)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("Tile %c is not in hand (%c)"),
                   move->tile < BST_N_TILE_TYPES ? bst_tile_type_letter (move->tile) : '?',
                   self->n_hand ? bst_tile_type_letter (self->hand[0]) : '-');
      return FALSE;
    }
  if (move->rotation > 3)
    {
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("No such rotation"));
      return FALSE;
    }
  if (bst_state_tile_at (self, move->x, move->y) >= 0)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("The square %d,%d already holds a tile"), move->x, move->y);
      return FALSE;
    }
  if (!bst_state_edges_match (self, move->tile, move->x, move->y, move->rotation, error))
    return FALSE;
  if (!on_table (self, move->x, move->y))
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("Tile %c cannot go at %d,%d: the square is off the table"),
                   bst_tile_type_letter (move->tile), move->x, move->y);
      return FALSE;
    }
  for (i = 0; i < 4; i++)
    {
      static const gint8 dx[4] = { 0, 1, 0, -1 };
      static const gint8 dy[4] = { -1, 0, 1, 0 };
      if (bst_state_tile_at (self, move->x + dx[i], move->y + dy[i]) >= 0)
        break;
    }
  if (i == 4)
    {
      g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                   _("Tile %c cannot go at %d,%d: it must touch a placed tile along an edge"),
                   bst_tile_type_letter (move->tile), move->x, move->y);
      return FALSE;
    }
  if (move->segment == BST_NO_SEGMENT)
    return TRUE;

  n = bst_state_meeple_options (self, move, segments);
  for (i = 0; i < n; i++)
    if (segments[i] == move->segment)
      return TRUE;

  if (move->segment < 0 || move->segment >= TILE_TYPE (move->tile)->n_segments)
    g_set_error (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("Tile %c has no such segment"),
                 bst_tile_type_letter (move->tile));
  else if (self->supply[self->current_player] == 0)
    g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("No meeple left in the supply"));
  else if (TILE_TYPE (move->tile)->segments[move->segment].kind == BST_FEATURE_FIELD
           && !self->rules.farmers)
    g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("Farmers are not in play"));
  else
    g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE,
                         _("That feature already holds a meeple"));
  return FALSE;
}

gboolean
bst_state_check_move (const BstState *self, const BstMove *move, GError **error)
{
  switch ((BstMoveKind) move->kind)
    {
    case BST_MOVE_PLACE:
      return check_placement (self, move, error);
    case BST_MOVE_BID:
    case BST_MOVE_PASS:
      return check_bid (self, move, error);
    case BST_MOVE_ACCEPT:
    case BST_MOVE_KEEP:
      if (self->phase == BST_PHASE_DECIDE)
        return TRUE;
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("No bid is waiting for an answer"));
      return FALSE;
    default:
      g_set_error_literal (error, BST_ERROR, BST_ERROR_ILLEGAL_MOVE, _("Unknown kind of move"));
      return FALSE;
    }
}

void
bst_state_apply (BstState       *self,
                 const BstMove  *move,
                 BstScoreFunc    func,
                 gpointer        user_data)
{
  BstPlacement where = { move->x, move->y, move->rotation, 0 };

  switch ((BstMoveKind) move->kind)
    {
    case BST_MOVE_PLACE:
      bst_state_place (self, move->tile, &where);
      bst_state_finish_turn (self, move->segment, func, user_data);
      break;
    case BST_MOVE_BID:
      self->auction_high_bid = move->bid;
      self->auction_high_bidder = self->auction_bidder;
      next_bidder (self);
      break;
    case BST_MOVE_PASS:
      next_bidder (self);
      break;
    case BST_MOVE_ACCEPT:
      sell_tile (self);
      break;
    case BST_MOVE_KEEP:
      self->phase = BST_PHASE_PLACE;
      break;
    default:
      g_assert_not_reached ();
    }
}

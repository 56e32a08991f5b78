/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "bst-puzzle.h"
#include "bst-share-code.h"

G_BEGIN_DECLS

/* Under a slow checker (valgrind), BASTIDE_TEST_DIVISOR shrinks the number
 * of games a test plays; the code paths stay the same. */
guint bst_test_scaled                (guint       n);

/* Sets every writable property of @object that has G_PARAM_EXPLICIT_NOTIFY to
 * a value it does not have, then to the same value again, and asserts that
 * each notified once. Properties holding an object or a boxed value are left
 * out: their tests set them with bst_test_assert_notify_once(). */
void  bst_test_assert_explicit_notify (gpointer    object);

/* Sets @property of @object to @value twice; asserts that it notified once. */
void  bst_test_assert_notify_once    (gpointer      object,
                                      const char   *property,
                                      const GValue *value);

/* A share code of @version ("B1", "B2") that carries @payload with a right
 * checksum, whatever the payload holds: what reaches the decoder itself. */
char  *bst_test_make_code            (const char   *version,
                                      const guint8 *payload,
                                      gsize         length);

/* The number of pages of the PDF file at @path, which must be a PDF. */
guint bst_test_count_pdf_pages       (const char   *path);

/* Seats @n_players: Ann, Bob, Chloé and so on, in the colours from red on
 * as people; with @rng, from a random colour on, each of a random kind. */
void  bst_test_make_players          (BstPlayerInfo *players,
                                      guint          n_players,
                                      BstRng        *rng);
/* A two-player game of the standard rules played to its end by random
 * moves, drawn and chosen from @seed; the second seat is @opponent. */
BstGame *bst_test_play_random_game (BstSeatKind opponent,
                                    guint64     seed);
/* Every toggle of the rules at random; tables of every size, bounded in
 * one direction or both, odd and even. */
void  bst_test_random_rules          (BstRuleSet    *rules,
                                      BstRng        *rng);
/* Ann (red), Bob (blue) and Chloé (green), people all. */
extern const BstPlayerInfo bst_test_players[3];
/* The start of the game of seed 11 with the default rules, and its first
 * @n moves (of BstMove), each at random. */
GArray      *bst_test_random_moves     (BstState      *start,
                                        guint          n);
/* The move @text, which must parse. */
BstMove      bst_test_parse_move       (const char    *text);
/* Red to move with E in hand, a knight in the start city (closed by E
 * north of it: 4 points) and a knight in a city cap south of the start
 * tile (closed by E east of the cap: 4 points as well). */
BstPosition *bst_test_two_equal_moves  (gboolean       fixed_order,
                                        guint          n_players);
/* The path of @name in the shipped puzzle pack, or of the pack with NULL. */
char      *bst_test_pack_path        (const char    *name);
/* The path of @name in tests/positions. */
char          *bst_test_position_path (const char   *name);
/* The record of tests/positions/@name, which must load. */
BstGameRecord *bst_test_load_position (const char   *name);
/* The record in the file at @path, which must load. */
BstGameRecord *bst_test_load_record  (const char    *path);
/* The record of the pack's file @name, which must load. */
BstGameRecord *bst_test_load_pack_record (const char *name);
/* The share code of @record with @flags, which must encode. */
char      *bst_test_encode_record    (BstGameRecord     *record,
                                      BstShareCodeFlags  flags);
/* The puzzle of the pack's file @name, which must load. */
BstPuzzle *bst_test_load_pack_puzzle (const char    *name);

/* Counts the notifies of each property of an object, for the properties
 * that change as a result of something else (read-only ones). */
typedef struct _BstTestNotifies BstTestNotifies;

BstTestNotifies *bst_test_notifies_new  (gpointer         object);
void             bst_test_notifies_free (BstTestNotifies *self);
/* How many times @property notified since the last call for it. */
guint            bst_test_notifies_take (BstTestNotifies *self,
                                         const char      *property);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BstTestNotifies, bst_test_notifies_free)

/* Hand-made boards: puts tile @letter down, which must fit; the first
 * segment of @kind of a tile type, which must have one. */
void  bst_test_put_tile              (BstState       *state,
                                      char            letter,
                                      int             x,
                                      int             y,
                                      guint           rotation);
guint bst_test_segment_of_kind       (guint           type,
                                      BstFeatureKind  kind);

/* A city of six tiles with two pennants, a knight of player 1 in it, open
 * on one side only: the E in hand closes it at (1,-1) turned to face west
 * ("E 1 -1 3"), for 16 points and the knight back; left open it scores 8
 * at the end. */
void  bst_test_city_to_close         (BstState       *state);

G_END_DECLS

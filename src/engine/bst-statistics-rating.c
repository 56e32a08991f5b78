/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <math.h>

#include "bst-statistics.h"

/* The computer levels' ratings come from the measured ladder, the
 * tournaments between neighbouring levels:
 *
 *   Beginner beat Random 100 %, Easy beat Beginner 85 %,
 *   Medium beat Easy 82 %, Hard beat Medium 72 %.
 *
 * A win rate p is a gap of 400 log10 (p / (1 − p)) points on the Elo scale;
 * 100 % would be an endless gap, so it counts as 99 % (about 800 points),
 * the most such a tournament can tell apart. The ladder is pinned at
 * Beginner = 1000, a newcomer's strength:
 *
 *   Random 202, Beginner 1000, Easy 1301, Medium 1565, Hard 1729.
 *
 * Expert, which searches like Hard for longer, has no tournament yet and
 * counts as Hard, the least it is. */
#define BEGINNER_RATING 1000.0
#define MOST_MEASURABLE_WIN_RATE 0.99

static double
gap_of_win_rate (double win_rate)
{
  win_rate = MIN (win_rate, MOST_MEASURABLE_WIN_RATE);
  return 400.0 * log10 (win_rate / (1.0 - win_rate));
}

double
bst_statistics_get_level_rating (BstSeatKind kind)
{
  double random = BEGINNER_RATING - gap_of_win_rate (1.00);
  double easy = BEGINNER_RATING + gap_of_win_rate (0.85);
  double medium = easy + gap_of_win_rate (0.82);
  double hard = medium + gap_of_win_rate (0.72);

  switch (kind)
    {
    case BST_SEAT_RANDOM:
      return random;
    case BST_SEAT_BEGINNER:
      return BEGINNER_RATING;
    case BST_SEAT_EASY:
      return easy;
    case BST_SEAT_MEDIUM:
      return medium;
    case BST_SEAT_HARD:
    case BST_SEAT_EXPERT:
      return hard;
    case BST_SEAT_HUMAN:
    default:
      g_return_val_if_reached (0);
    }
}

static double
expected_score (double rating,
                double opponent)
{
  return 1.0 / (1.0 + pow (10.0, (opponent - rating) / 400.0));
}

/* The points @person would be expected to take from their games at
 * @rating, less the points they took; it falls as the rating rises. One
 * draw against Beginner more than they played keeps a person who won or
 * lost every game at a finite rating, near the newcomer's at first. */
static double
excess_of_expectation (const BstPersonStatistics *person,
                       double                     rating)
{
  double excess = expected_score (rating, BEGINNER_RATING) - 0.5;

  for (guint kind = 0; kind < BST_N_SEAT_KINDS; kind++)
    {
      const BstStatisticsTally *tally = &person->against[kind];
      double level;

      if (kind == BST_SEAT_HUMAN || tally->games == 0)
        continue;
      level = bst_statistics_get_level_rating (kind);
      excess += tally->games * expected_score (rating, level)
                - (tally->wins + 0.5 * tally->draws);
    }
  return excess;
}

/* The rating at which the person's results are what the Elo scale
 * expects of them: a performance rating, the same whatever the order of
 * the games, so that only the tallies need keeping. */
gboolean
bst_person_statistics_get_rating (const BstPersonStatistics *person,
                                  double                    *rating)
{
  double low = -2000.0, high = 5000.0;
  gboolean played = FALSE;

  g_return_val_if_fail (person != NULL, FALSE);
  g_return_val_if_fail (rating != NULL, FALSE);

  for (guint kind = 0; kind < BST_N_SEAT_KINDS; kind++)
    played |= kind != BST_SEAT_HUMAN && person->against[kind].games > 0;
  if (!played)
    return FALSE;
  for (guint step = 0; step < 60; step++)
    {
      double middle = (low + high) / 2;

      if (excess_of_expectation (person, middle) > 0)
        high = middle;
      else
        low = middle;
    }
  *rating = (low + high) / 2;
  return TRUE;
}

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the puzzle pack data/puzzles/*.bastide.

The files are generated: change this script and run it again rather than
editing them (JSON has no comments, so they cannot say so themselves).

Each puzzle is a position written out tile by tile, with its words and its
objective. The answer is not written by hand: the script asks the engine
(`bastide-cli puzzle solve --json`) and stores what it finds, then checks
the file with `bastide-cli puzzle check`.

    build-aux/make-puzzles.py --cli BUILDDIR/src/cli/bastide-cli [NAME…]

Coordinates: x grows east, y grows south; a rotation turns a tile a quarter
turn clockwise. Tile edges (N E S W, unrotated) follow RULES.md §6.
"""

import argparse
import json
import os
import subprocess
import sys

EDGES = {
    'A': 'FFRF', 'B': 'FFFF', 'C': 'CCCC', 'D': 'CRFR', 'E': 'CFFF', 'F': 'FCFC',
    'G': 'FCFC', 'H': 'FCFC', 'I': 'CCFF', 'J': 'CRRF', 'K': 'CFRR', 'L': 'CRRR',
    'M': 'CCFF', 'N': 'CCFF', 'O': 'CRRC', 'P': 'CRRC', 'Q': 'CCFC', 'R': 'CCFC',
    'S': 'CCRC', 'T': 'CCRC', 'U': 'RFRF', 'V': 'FFRR', 'W': 'FRRR', 'X': 'RRRR',
}
COUNTS = {
    'A': 2, 'B': 4, 'C': 1, 'D': 4, 'E': 5, 'F': 2, 'G': 1, 'H': 3, 'I': 2, 'J': 3,
    'K': 3, 'L': 3, 'M': 2, 'N': 3, 'O': 2, 'P': 3, 'Q': 1, 'R': 3, 'S': 2, 'T': 1,
    'U': 8, 'V': 9, 'W': 4, 'X': 1,
}
STEPS = [(0, -1), (1, 0), (0, 1), (-1, 0)]
NAMES = ['Ann', 'Bob', 'Chloé', 'Dan']
COLOURS = ['red', 'blue', 'green', 'yellow']

DEFAULT_RULES = {
    'players': 2, 'meeples': 7, 'farmers': 'off', 'small-city': 4,
    'farmer-scoring': 'per-field', 'random-start': 'off', 'draw-at-end': 'off',
    'hand': 1, 'hand-visible': 'off', 'start-tile-in-bag': 'off',
    'unplaceable-back': 'off', 'hole-bonus': 'off', 'no-incomplete': 'off',
    'table-width': 0, 'table-height': 0, 'table-edge-closes': 'off', 'auction': 'off',
}


def edge(tile, rotation, direction):
    return EDGES[tile][(direction - rotation) % 4]


def check_board(name, board):
    where = {}
    for tile, x, y, rotation in board:
        if (x, y) in where:
            sys.exit(f'{name}: two tiles at {x},{y}')
        where[(x, y)] = (tile, rotation)
    for (x, y), (tile, rotation) in where.items():
        for d, (dx, dy) in enumerate(STEPS):
            other = where.get((x + dx, y + dy))
            if other and edge(tile, rotation, d) != edge(other[0], other[1], (d + 2) % 4):
                sys.exit(f'{name}: {tile} at {x},{y} does not match {other[0]} '
                         f'at {x + dx},{y + dy}')


class Puzzle:
    def __init__(self, name, title, description, difficulty, topic, objective,
                 board, meeples=(), scores=None, hand='U', order=None, to_move=0,
                 rules=None, players=2, held=None):
        self.name = name
        self.title = title
        self.description = description
        self.difficulty = difficulty
        self.topic = topic
        self.objective = objective
        self.board = board
        self.meeples = list(meeples)
        self.rules = dict(DEFAULT_RULES, players=players, **(rules or {}))
        self.players = players
        self.scores = scores or [0] * players
        self.hand = list(hand)
        self.order = order
        self.to_move = to_move
        self.held = held or {}

    def position(self):
        check_board(self.name, self.board)
        used = {}
        for tile, *_ in self.board:
            used[tile] = used.get(tile, 0) + 1
        for tile in self.hand + [t for h in self.held.values() for t in h]:
            used[tile] = used.get(tile, 0) + 1
        players = []
        for p in range(self.players):
            out = sum(1 for m in self.meeples if m[0] == p)
            player = {'name': NAMES[p], 'colour': COLOURS[p], 'kind': 'human',
                      'score': self.scores[p], 'supply': self.rules['meeples'] - out}
            if p in self.held:
                player['held'] = list(self.held[p])
            players.append(player)
        snapshot = {
            'rules': self.rules,
            'players': players,
            'to_move': self.to_move,
            'phase': 'place',
            'turn': len(self.board) - 1,
            'discards': 0,
            'board': [{'tile': t, 'x': x, 'y': y, 'rotation': r} for t, x, y, r in self.board],
            'meeples': [{'player': p, 'x': x, 'y': y, 'segment': s}
                        for p, x, y, s in self.meeples],
            'hand': self.hand,
        }
        if self.order is not None:
            snapshot['draw_order'] = list(self.order)
        else:
            snapshot['bag'] = {t: n - used.get(t, 0) for t, n in COUNTS.items()
                               if n - used.get(t, 0) > 0}
        return snapshot

    def document(self, answer=None):
        puzzle = {
            'title': self.title,
            'description': self.description,
            'difficulty': self.difficulty,
            'topic': self.topic,
            'objective': self.objective,
        }
        if answer is not None:
            puzzle['answer'] = answer
        return {
            'format': 'bastide',
            'version': 1,
            'rules': self.rules,
            'players': [{'name': NAMES[p], 'colour': COLOURS[p], 'kind': 'human'}
                        for p in range(self.players)],
            'seed': '0',
            'start': None,
            'moves': [],
            'position': self.position(),
            'puzzle': puzzle,
        }


SCORE_IT = {'kind': 'score-it'}
BEST_MOVE = {'kind': 'best-move', 'measure': 'points'}
BEST_MARGIN = {'kind': 'best-move', 'measure': 'margin'}


def reach(goal, target=None, turns=None):
    objective = {'kind': 'reach-goal', 'goal': goal}
    if target is not None:
        objective['target'] = target
    if turns is not None:
        objective['turns'] = turns
    return objective


PUZZLES = []


def puzzle(*args, **kwargs):
    PUZZLES.append(Puzzle(*args, **kwargs))


# The puzzles ------------------------------------------------------------------

# Roads

puzzle('01-road-basics', 'Close the road',
       'Red has a thief on the road that leaves the village. Place the monastery tile so that '
       'the road is complete and scores now: 1 point per tile.',
       1, 'roads', BEST_MOVE,
       board=[('D', 0, 0, 0), ('W', -1, 0, 0), ('U', 1, 0, 1), ('U', 2, 0, 1)],
       meeples=[(0, 1, 0, 'road:E')],
       hand='A', scores=[3, 5])

puzzle('02-road-loop', 'A road without ends',
       'A road that closes on itself is complete even without a village. '
       'Red has a thief on this loop. Where does the curve go, and what does it score?',
       1, 'roads', BEST_MOVE,
       board=[('D', 0, 0, 0), ('V', 0, 1, 3), ('V', 1, 1, 0), ('U', 0, 2, 0), ('U', 1, 2, 0),
              ('V', 0, 3, 2)],
       meeples=[(0, 0, 1, 'road:E')],
       hand='V', scores=[2, 6])

puzzle('03-crossroads', 'Four roads, not one',
       'The game ends now. A crossroads ends every road that meets it, so each road '
       'scores on its own: 1 point per tile for an incomplete road. Give both final scores.',
       1, 'roads', SCORE_IT,
       board=[('D', 0, 0, 0), ('X', 1, 0, 0), ('U', 1, -1, 0), ('U', 2, 0, 1), ('U', 3, 0, 1)],
       meeples=[(0, 1, -1, 'road:S'), (1, 2, 0, 'road:W')],
       scores=[4, 7])

# Cities

puzzle('04-city-pennants', 'Pennants count double',
       'Red has a knight in this city. Close it: a completed city scores 2 points per tile '
       'and 2 more per pennant.',
       1, 'cities', BEST_MOVE,
       board=[('D', 0, 0, 0), ('Q', 0, -1, 2), ('E', -1, -1, 1), ('U', -1, 0, 1),
              ('U', 1, 0, 1)],
       meeples=[(0, 0, 0, 'city:N')],
       hand='E', scores=[6, 9])

SMALL_CITY_BOARD = [('D', 0, 0, 0), ('W', -1, 0, 0)]

puzzle('05-small-city', 'City or road?',
       'Red has a knight in the start city and a thief on the road. The village tile can '
       'close either one, not both. Which scores more?',
       1, 'cities', BEST_MOVE,
       board=SMALL_CITY_BOARD,
       meeples=[(0, 0, 0, 'city:N'), (0, 0, 0, 'road:E')],
       hand='L', scores=[0, 0])

puzzle('06-small-city-first-edition', 'City or road, first edition',
       'Red has a knight in the start city and a thief on the road; the village tile can '
       'close either. By the first-edition rule a completed two-tile city scores only 2. '
       'Which scores more now?',
       1, 'variants', BEST_MOVE,
       board=SMALL_CITY_BOARD,
       meeples=[(0, 0, 0, 'city:N'), (0, 0, 0, 'road:E')],
       hand='L', scores=[0, 0], rules={'small-city': 2})

puzzle('07-tile-counted-once', 'One tile, two segments',
       'The game ends now. The ring-shaped city runs through both city segments of one tile, '
       'but a tile counts once per feature. Give both final scores.',
       2, 'cities', SCORE_IT,
       board=[('D', 0, 0, 0), ('N', 0, 1, 1), ('N', 1, 1, 2), ('I', 0, 2, 0), ('R', 1, 2, 3)],
       meeples=[(0, 0, 1, 'city:E')],
       scores=[12, 10])

# Monasteries

puzzle('08-monastery-eighth', 'The eighth neighbour',
       'Red has a monk on the monastery. A monastery is complete when all eight squares '
       'around it hold a tile, and then scores 9.',
       1, 'monasteries', BEST_MOVE,
       board=[('D', 0, 0, 0), ('B', 0, 1, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('E', -1, 1, 2),
              ('E', -1, 2, 0), ('V', 0, 2, 3), ('E', 1, 1, 1)],
       meeples=[(0, 0, 1, 'monastery')],
       hand='V', scores=[5, 8])

puzzle('09-monastery-unfinished', 'Unfinished monasteries',
       'The game ends now. An unfinished monastery scores 1 point plus 1 per tile around it; '
       'a road ending at a monastery is closed at that end. Give both final scores.',
       1, 'monasteries', SCORE_IT,
       board=[('D', 0, 0, 0), ('B', 0, 1, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('E', 1, 1, 1),
              ('A', 2, 0, 1)],
       meeples=[(0, 0, 1, 'monastery'), (1, 2, 0, 'monastery'), (1, -1, 0, 'road:E'),
                (0, 1, 1, 'city:E')],
       scores=[11, 9])

# Majority and merging

puzzle('10-majority', 'Most meeples win',
       'The game ends now. In a shared feature the player with the most meeples scores it '
       'all; tied players each score in full. Give the three final scores.',
       2, 'majority', SCORE_IT,
       board=[('D', 0, 0, 0), ('G', 0, -1, 1), ('R', 0, -2, 2), ('U', -1, 0, 1), ('U', 1, 0, 1)],
       meeples=[(0, 0, 0, 'city:N'), (0, 0, -2, 'city:S'), (1, 0, -1, 'city:N'),
                (1, -1, 0, 'road:E'), (2, 1, 0, 'road:W')],
       scores=[10, 12, 9], players=3)

puzzle('11-join-and-share', 'Join and share',
       'Blue to move. Red and Blue each have a knight in a small city, and the start city '
       'lies between them. One tile can join all three: a tie scores in full for both.',
       1, 'majority', BEST_MOVE,
       board=[('D', 0, 0, 0), ('E', -1, -1, 1), ('U', -1, 0, 1), ('E', 1, -1, 3),
              ('U', 1, 0, 1)],
       meeples=[(0, -1, -1, 'city:E'), (1, 1, -1, 'city:W')],
       hand='R', to_move=1, scores=[14, 12])

puzzle('12-claim-as-you-close', 'Claim it as you close it',
       'Nobody has a knight in the start city. You may put a meeple on a feature that your '
       'tile completes: it scores at once and comes straight back.',
       1, 'cities', BEST_MOVE,
       board=[('D', 0, 0, 0), ('U', 1, 0, 1), ('V', 2, 0, 0)],
       meeples=[(1, 1, 0, 'road:E')],
       hand='E', scores=[4, 4])

puzzle('13-three-at-once', 'Three features, one tile',
       'One tile can complete several features at once; each is scored in that turn. '
       'Red has a thief on one monastery road, Blue on the other.',
       2, 'roads', BEST_MOVE,
       board=[('D', 0, 0, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('A', 1, -1, 1), ('A', -1, -1, 3)],
       meeples=[(0, 1, -1, 'road:W'), (1, -1, -1, 'road:E')],
       hand='L', scores=[8, 8])

puzzle('14-meeples-home', 'Everyone home',
       'Red has a knight and a thief out, and no meeple to spare. Meeples come home when '
       'their feature is scored. Bring both back with this one tile.',
       2, 'cities', reach('meeples-home', turns=1),
       board=[('D', 0, 0, 0), ('U', -1, 0, 1), ('W', -1, -1, 2), ('U', 1, 0, 1), ('A', 1, -1, 1)],
       meeples=[(0, 0, 0, 'city:N'), (0, -1, -1, 'road:E')],
       hand='D', scores=[7, 9], rules={'meeples': 2})

puzzle('15-game-end', 'The last tile is down',
       'The game ends now. Incomplete features score too: a city 1 point per tile and per '
       'pennant, a road 1 per tile, a monastery 1 plus 1 per neighbour. Final scores?',
       2, 'cities', SCORE_IT,
       board=[('D', 0, 0, 0), ('F', 0, -1, 1), ('U', -1, 0, 1), ('B', 0, 1, 0)],
       meeples=[(0, 0, -1, 'city:S'), (1, -1, 0, 'road:E'), (1, 0, 1, 'monastery')],
       scores=[14, 11])

# Fields

FIELD_BOARD = [('D', 0, 0, 0), ('E', 0, 1, 2), ('E', 0, 2, 0), ('E', 1, 1, 2), ('E', 1, 2, 0),
               ('E', -1, 1, 2)]

puzzle('16-farmers', 'Farmers feed cities',
       'The game ends now. A farmer\'s field scores 3 points for each completed city it '
       'touches; an incomplete city gives the field nothing. Final scores?',
       1, 'fields', SCORE_IT,
       board=FIELD_BOARD,
       meeples=[(0, 0, 0, 'field:S'), (1, -1, 1, 'city:S')],
       scores=[20, 22], rules={'farmers': 'on'})

TWO_FIELDS = [(0, 0, 0, 'field:S'), (0, 0, 2, 'field:S'), (1, 0, 0, 'city:N')]

puzzle('17-one-city-two-fields', 'One city, two fields',
       'The game ends now. Each field scores on its own, so a city can count for several '
       'fields, even for the same farmer\'s owner. Final scores?',
       2, 'fields', SCORE_IT,
       board=FIELD_BOARD[:5],
       meeples=TWO_FIELDS,
       scores=[15, 18], rules={'farmers': 'on'})

ROAD_FIELDS = [('D', 0, 0, 0), ('E', 0, -1, 2), ('U', -1, 0, 1), ('U', 1, 0, 1),
               ('E', 1, -1, 0), ('E', 1, -2, 2), ('E', 0, 1, 2), ('E', 0, 2, 0)]

puzzle('18-roads-split-fields', 'Roads split fields',
       'The game ends now. A road cuts the land into separate fields: a farmer only feeds '
       'on the completed cities of their own side. Final scores?',
       2, 'fields', SCORE_IT,
       board=ROAD_FIELDS,
       meeples=[(0, -1, 0, 'field:N'), (1, 0, 0, 'field:S')],
       scores=[25, 21], rules={'farmers': 'on'})

FARMER_MAJORITY = [(0, -1, 0, 'field:N'), (1, 1, -1, 'field:S'), (1, 0, 0, 'field:S'),
                   (1, 1, 0, 'field:S'), (0, -1, 0, 'field:S')]

puzzle('19-farmer-majority', 'Farmers in numbers',
       'The game ends now. In each field the player with the most farmers takes its points; '
       'a tie pays both in full. Final scores?',
       2, 'majority', SCORE_IT,
       board=ROAD_FIELDS,
       meeples=FARMER_MAJORITY,
       scores=[30, 27], rules={'farmers': 'on'})

puzzle('20-farmers-second-edition', 'Farmers, second edition',
       'The game ends now, scored by the second-edition farmer rule: a completed city pays '
       'each player at most once, however many of their fields touch it. Final scores?',
       2, 'variants', SCORE_IT,
       board=FIELD_BOARD[:5],
       meeples=TWO_FIELDS,
       scores=[15, 18], rules={'farmers': 'on', 'farmer-scoring': 'per-player'})

puzzle('21-farmers-2000', 'Farmers, rules of 2000',
       'The game ends now, scored by the original rule of 2000: each completed city pays 4 '
       'to the player with the most farmers in the fields that touch it. Final scores?',
       3, 'variants', SCORE_IT,
       board=ROAD_FIELDS,
       meeples=FARMER_MAJORITY,
       scores=[30, 27], rules={'farmers': 'on', 'farmer-scoring': 'per-city'})

# House rules

puzzle('22-no-incomplete', 'Nothing for the unfinished',
       'House rule: incomplete features score nothing at the end; fields still do. '
       'The game ends now. Final scores?',
       1, 'house-rules', SCORE_IT,
       board=FIELD_BOARD,
       meeples=[(0, 0, 0, 'field:S'), (1, -1, 1, 'city:S'), (1, 1, 2, 'field:S')],
       scores=[20, 22], rules={'farmers': 'on', 'no-incomplete': 'on'})

puzzle('23-table-edge', 'The edge of the table',
       'House rules: the table is 5 tiles by 5, and its edge closes features like a wall. '
       'Red has a thief on the road. What is the best move now?',
       2, 'house-rules', BEST_MOVE,
       board=[('D', 0, 0, 0), ('W', -1, 0, 0), ('U', 1, 0, 1)],
       meeples=[(0, 1, 0, 'road:E')],
       hand='U', scores=[6, 6],
       rules={'table-width': 5, 'table-height': 5, 'table-edge-closes': 'on'})

puzzle('24-hole-bonus', 'Fill the hole, play again',
       'House rule: a tile that fills a hole (a tile on all four sides) earns another turn. '
       'Two tiles are left: yours, then the city tile. Which move gives Red the best final '
       'lead?',
       3, 'house-rules', BEST_MARGIN,
       board=[('D', 0, 0, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('V', -1, 1, 3), ('V', 1, 1, 0),
              ('U', -1, 2, 0), ('B', 0, 2, 0)],
       hand='U', order='E', scores=[10, 10], rules={'hole-bonus': 'on'})

LOOP_AND_CITY = [('D', 0, 0, 0), ('Q', 0, -1, 2), ('E', -1, -1, 1), ('U', -1, 0, 1),
                 ('U', 1, 0, 1), ('V', 0, 1, 3), ('V', 1, 1, 0), ('U', 0, 2, 0), ('U', 1, 2, 0),
                 ('V', 0, 3, 2)]

puzzle('25-hand-of-tiles', 'A hand of three',
       'House rule: you hold three tiles and choose which one to play. Red has a knight in '
       'the city and a thief on the loop. Which tile, where?',
       2, 'house-rules', BEST_MOVE,
       board=LOOP_AND_CITY,
       meeples=[(0, 0, 0, 'city:N'), (0, 0, 1, 'road:E')],
       hand='VEA', scores=[9, 9], rules={'hand': 3})

# Looking ahead

puzzle('26-share-or-keep', 'Share or keep?',
       'Two tiles are left: yours, then a road for Blue. Red can join the big city, shared '
       'with Blue, or close a small city alone. Which move gives Red the best final lead?',
       3, 'majority', BEST_MARGIN,
       board=[('D', 0, 0, 0), ('M', -1, -1, 1), ('J', -1, 0, 0), ('J', 1, 0, 2), ('E', 0, 1, 1)],
       meeples=[(0, -1, -1, 'city:E'), (1, 0, 0, 'city:N'), (0, 0, 1, 'city:E')],
       hand='N', order='U', scores=[20, 20])

puzzle('27-two-cities', 'Two cities in two turns',
       'The next two tiles are both city corners: Red places one, then Blue the other. '
       'Find moves for both that complete two cities.',
       2, 'cities', reach('cities', target=2),
       board=[('D', 0, 0, 0), ('E', -1, -1, 1), ('U', -1, 0, 1), ('J', 1, 0, 2), ('E', 0, 1, 1)],
       meeples=[(0, -1, -1, 'city:E'), (1, 0, 1, 'city:E')],
       hand='N', order='N', scores=[5, 5])

puzzle('28-twelve-points', 'Twelve points?',
       'Red needs 12 points this turn to catch up. Can this tile give them?',
       2, 'cities', reach('points', target=12, turns=1),
       board=LOOP_AND_CITY[:5],
       meeples=[(0, 0, 0, 'city:N')],
       hand='E', scores=[6, 18])


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--cli', default=os.environ.get('BASTIDE_CLI', 'bastide-cli'))
    parser.add_argument('--out', default=os.path.join(os.path.dirname(__file__), '..', 'data',
                                                      'puzzles'))
    parser.add_argument('names', nargs='*')
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    for p in PUZZLES:
        if args.names and p.name not in args.names:
            continue
        path = os.path.join(args.out, p.name + '.bastide')
        with open(path, 'w', encoding='utf-8') as f:
            json.dump(p.document(), f, indent=2, ensure_ascii=False)
            f.write('\n')
        solved = subprocess.run([args.cli, 'puzzle', 'solve', '--json', path],
                                capture_output=True, text=True)
        if solved.returncode != 0:
            sys.exit(f'{p.name}: {solved.stderr.strip()}')
        result = json.loads(solved.stdout)
        with open(path, 'w', encoding='utf-8') as f:
            json.dump(p.document(result['answer']), f, indent=2, ensure_ascii=False)
            f.write('\n')
        checked = subprocess.run([args.cli, 'puzzle', 'check', path],
                                 capture_output=True, text=True)
        if checked.returncode != 0:
            sys.exit(f'{p.name}: {checked.stdout}{checked.stderr}')
        print(f'{p.name}: {summary(result)}')


def summary(result):
    answer = result['answer']
    if result['kind'] == 'score-it':
        return 'scores ' + ' : '.join(str(s) for s in answer['scores'])
    if result['kind'] == 'best-move':
        return f"value {answer['value']}, {len(answer['moves'])} best: " + \
            ' | '.join(answer['moves'][:4]) + (' …' if len(answer['moves']) > 4 else '')
    return ('reachable: ' + ' ; '.join(answer['moves'])) if answer['reachable'] \
        else 'unreachable'


if __name__ == '__main__':
    main()

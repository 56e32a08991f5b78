#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the puzzle pack data/puzzles/*.bastide.

The files are generated: change this script or data/puzzles/puzzles.xml and
run it again rather than editing them (JSON has no comments, so they cannot
say so themselves).

Each puzzle is a position written out tile by tile, with its objective. Its
words, the title and the description, are kept in data/puzzles/puzzles.xml,
from which gettext extracts them for translation; this script copies them
into the files. The answer is not written by hand: the script asks the
engine (`bastide-cli puzzle solve --json`) and stores what it finds, then
checks the file with `bastide-cli puzzle check`.

    build-aux/make-puzzles.py --cli BUILDDIR/src/cli/bastide-cli [NAME…]

Coordinates: x grows east, y grows south; a rotation turns a tile a quarter
turn clockwise. Tile edges (N E S W, unrotated) follow RULES.md §6.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

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


WORDS_FILE = os.path.join(os.path.dirname(__file__), '..', 'data', 'puzzles', 'puzzles.xml')


def collapse(text):
    """White space as xgettext and the app read it: runs become one space."""
    return re.sub(r'[ \t\n\r]+', ' ', text or '').strip(' ')


def read_words(path):
    """The title and description of each puzzle, by name."""
    root = ElementTree.parse(path).getroot()
    if root.tag != 'bastide-pack':
        sys.exit(f'{path}: expected a <bastide-pack> document')
    words = {}
    for entry in root:
        words[entry.get('name')] = (collapse(entry.findtext('title')),
                                    collapse(entry.findtext('description')))
    return words


WORDS = read_words(WORDS_FILE)


class Puzzle:
    def __init__(self, name, difficulty, topic, objective,
                 board, meeples=(), scores=None, hand='U', order=None, to_move=0,
                 rules=None, players=2, held=None):
        if name not in WORDS:
            sys.exit(f'{name}: no words in {WORDS_FILE}')
        self.name = name
        self.title, self.description = WORDS[name]
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

puzzle('01-road-basics', 1, 'roads', BEST_MOVE,
       board=[('D', 0, 0, 0), ('W', -1, 0, 0), ('U', 1, 0, 1), ('U', 2, 0, 1)],
       meeples=[(0, 1, 0, 'road:E')],
       hand='A', scores=[3, 5])

puzzle('02-road-loop', 1, 'roads', BEST_MOVE,
       board=[('D', 0, 0, 0), ('V', 0, 1, 3), ('V', 1, 1, 0), ('U', 0, 2, 0), ('U', 1, 2, 0),
              ('V', 0, 3, 2)],
       meeples=[(0, 0, 1, 'road:E')],
       hand='V', scores=[2, 6])

puzzle('03-crossroads', 1, 'roads', SCORE_IT,
       board=[('D', 0, 0, 0), ('X', 1, 0, 0), ('U', 1, -1, 0), ('U', 2, 0, 1), ('U', 3, 0, 1)],
       meeples=[(0, 1, -1, 'road:S'), (1, 2, 0, 'road:W')],
       scores=[4, 7])

# Cities

puzzle('04-city-pennants', 1, 'cities', BEST_MOVE,
       board=[('D', 0, 0, 0), ('Q', 0, -1, 2), ('E', -1, -1, 1), ('U', -1, 0, 1),
              ('U', 1, 0, 1)],
       meeples=[(0, 0, 0, 'city:N')],
       hand='E', scores=[6, 9])

SMALL_CITY_BOARD = [('D', 0, 0, 0), ('W', -1, 0, 0)]

puzzle('05-small-city', 1, 'cities', BEST_MOVE,
       board=SMALL_CITY_BOARD,
       meeples=[(0, 0, 0, 'city:N'), (0, 0, 0, 'road:E')],
       hand='L', scores=[0, 0])

puzzle('06-small-city-first-edition', 1, 'variants', BEST_MOVE,
       board=SMALL_CITY_BOARD,
       meeples=[(0, 0, 0, 'city:N'), (0, 0, 0, 'road:E')],
       hand='L', scores=[0, 0], rules={'small-city': 2})

puzzle('07-tile-counted-once', 2, 'cities', SCORE_IT,
       board=[('D', 0, 0, 0), ('N', 0, 1, 1), ('N', 1, 1, 2), ('I', 0, 2, 0), ('R', 1, 2, 3)],
       meeples=[(0, 0, 1, 'city:E')],
       scores=[12, 10])

# Monasteries

puzzle('08-monastery-eighth', 1, 'monasteries', BEST_MOVE,
       board=[('D', 0, 0, 0), ('B', 0, 1, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('E', -1, 1, 2),
              ('E', -1, 2, 0), ('V', 0, 2, 3), ('E', 1, 1, 1)],
       meeples=[(0, 0, 1, 'monastery')],
       hand='V', scores=[5, 8])

puzzle('09-monastery-unfinished', 1, 'monasteries', SCORE_IT,
       board=[('D', 0, 0, 0), ('B', 0, 1, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('E', 1, 1, 1),
              ('A', 2, 0, 1)],
       meeples=[(0, 0, 1, 'monastery'), (1, 2, 0, 'monastery'), (1, -1, 0, 'road:E'),
                (0, 1, 1, 'city:E')],
       scores=[11, 9])

# Majority and merging

puzzle('10-majority', 2, 'majority', SCORE_IT,
       board=[('D', 0, 0, 0), ('G', 0, -1, 1), ('R', 0, -2, 2), ('U', -1, 0, 1), ('U', 1, 0, 1)],
       meeples=[(0, 0, 0, 'city:N'), (0, 0, -2, 'city:S'), (1, 0, -1, 'city:N'),
                (1, -1, 0, 'road:E'), (2, 1, 0, 'road:W')],
       scores=[10, 12, 9], players=3)

puzzle('11-join-and-share', 1, 'majority', BEST_MOVE,
       board=[('D', 0, 0, 0), ('E', -1, -1, 1), ('U', -1, 0, 1), ('E', 1, -1, 3),
              ('U', 1, 0, 1)],
       meeples=[(0, -1, -1, 'city:E'), (1, 1, -1, 'city:W')],
       hand='R', to_move=1, scores=[14, 12])

puzzle('12-claim-as-you-close', 1, 'cities', BEST_MOVE,
       board=[('D', 0, 0, 0), ('U', 1, 0, 1), ('V', 2, 0, 0)],
       meeples=[(1, 1, 0, 'road:E')],
       hand='E', scores=[4, 4])

puzzle('13-three-at-once', 2, 'roads', BEST_MOVE,
       board=[('D', 0, 0, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('A', 1, -1, 1), ('A', -1, -1, 3)],
       meeples=[(0, 1, -1, 'road:W'), (1, -1, -1, 'road:E')],
       hand='L', scores=[8, 8])

puzzle('14-meeples-home', 2, 'cities', reach('meeples-home', turns=1),
       board=[('D', 0, 0, 0), ('U', -1, 0, 1), ('W', -1, -1, 2), ('U', 1, 0, 1), ('A', 1, -1, 1)],
       meeples=[(0, 0, 0, 'city:N'), (0, -1, -1, 'road:E')],
       hand='D', scores=[7, 9], rules={'meeples': 2})

puzzle('15-game-end', 2, 'cities', SCORE_IT,
       board=[('D', 0, 0, 0), ('F', 0, -1, 1), ('U', -1, 0, 1), ('B', 0, 1, 0)],
       meeples=[(0, 0, -1, 'city:S'), (1, -1, 0, 'road:E'), (1, 0, 1, 'monastery')],
       scores=[14, 11])

# Fields

FIELD_BOARD = [('D', 0, 0, 0), ('E', 0, 1, 2), ('E', 0, 2, 0), ('E', 1, 1, 2), ('E', 1, 2, 0),
               ('E', -1, 1, 2)]

puzzle('16-farmers', 1, 'fields', SCORE_IT,
       board=FIELD_BOARD,
       meeples=[(0, 0, 0, 'field:S'), (1, -1, 1, 'city:S')],
       scores=[20, 22], rules={'farmers': 'on'})

TWO_FIELDS = [(0, 0, 0, 'field:S'), (0, 0, 2, 'field:S'), (1, 0, 0, 'city:N')]

puzzle('17-one-city-two-fields', 2, 'fields', SCORE_IT,
       board=FIELD_BOARD[:5],
       meeples=TWO_FIELDS,
       scores=[15, 18], rules={'farmers': 'on'})

ROAD_FIELDS = [('D', 0, 0, 0), ('E', 0, -1, 2), ('U', -1, 0, 1), ('U', 1, 0, 1),
               ('E', 1, -1, 0), ('E', 1, -2, 2), ('E', 0, 1, 2), ('E', 0, 2, 0)]

puzzle('18-roads-split-fields', 2, 'fields', SCORE_IT,
       board=ROAD_FIELDS,
       meeples=[(0, -1, 0, 'field:N'), (1, 0, 0, 'field:S')],
       scores=[25, 21], rules={'farmers': 'on'})

FARMER_MAJORITY = [(0, -1, 0, 'field:N'), (1, 1, -1, 'field:S'), (1, 0, 0, 'field:S'),
                   (1, 1, 0, 'field:S'), (0, -1, 0, 'field:S')]

puzzle('19-farmer-majority', 2, 'majority', SCORE_IT,
       board=ROAD_FIELDS,
       meeples=FARMER_MAJORITY,
       scores=[30, 27], rules={'farmers': 'on'})

puzzle('20-farmers-second-edition', 2, 'variants', SCORE_IT,
       board=FIELD_BOARD[:5],
       meeples=TWO_FIELDS,
       scores=[15, 18], rules={'farmers': 'on', 'farmer-scoring': 'per-player'})

puzzle('21-farmers-2000', 3, 'variants', SCORE_IT,
       board=ROAD_FIELDS,
       meeples=FARMER_MAJORITY,
       scores=[30, 27], rules={'farmers': 'on', 'farmer-scoring': 'per-city'})

# House rules

puzzle('22-no-incomplete', 1, 'house-rules', SCORE_IT,
       board=FIELD_BOARD,
       meeples=[(0, 0, 0, 'field:S'), (1, -1, 1, 'city:S'), (1, 1, 2, 'field:S')],
       scores=[20, 22], rules={'farmers': 'on', 'no-incomplete': 'on'})

puzzle('23-table-edge', 2, 'house-rules', BEST_MOVE,
       board=[('D', 0, 0, 0), ('W', -1, 0, 0), ('U', 1, 0, 1)],
       meeples=[(0, 1, 0, 'road:E')],
       hand='U', scores=[6, 6],
       rules={'table-width': 5, 'table-height': 5, 'table-edge-closes': 'on'})

puzzle('24-hole-bonus', 3, 'house-rules', BEST_MARGIN,
       board=[('D', 0, 0, 0), ('U', -1, 0, 1), ('U', 1, 0, 1), ('V', -1, 1, 3), ('V', 1, 1, 0),
              ('U', -1, 2, 0), ('B', 0, 2, 0)],
       hand='U', order='E', scores=[10, 10], rules={'hole-bonus': 'on'})

LOOP_AND_CITY = [('D', 0, 0, 0), ('Q', 0, -1, 2), ('E', -1, -1, 1), ('U', -1, 0, 1),
                 ('U', 1, 0, 1), ('V', 0, 1, 3), ('V', 1, 1, 0), ('U', 0, 2, 0), ('U', 1, 2, 0),
                 ('V', 0, 3, 2)]

puzzle('25-hand-of-tiles', 2, 'house-rules', BEST_MOVE,
       board=LOOP_AND_CITY,
       meeples=[(0, 0, 0, 'city:N'), (0, 0, 1, 'road:E')],
       hand='VEA', scores=[9, 9], rules={'hand': 3})

# Looking ahead

puzzle('26-share-or-keep', 3, 'majority', BEST_MARGIN,
       board=[('D', 0, 0, 0), ('M', -1, -1, 1), ('J', -1, 0, 0), ('J', 1, 0, 2), ('E', 0, 1, 1)],
       meeples=[(0, -1, -1, 'city:E'), (1, 0, 0, 'city:N'), (0, 0, 1, 'city:E')],
       hand='N', order='U', scores=[20, 20])

puzzle('27-two-cities', 2, 'cities', reach('cities', target=2),
       board=[('D', 0, 0, 0), ('E', -1, -1, 1), ('U', -1, 0, 1), ('J', 1, 0, 2), ('E', 0, 1, 1)],
       meeples=[(0, -1, -1, 'city:E'), (1, 0, 1, 'city:E')],
       hand='N', order='N', scores=[5, 5])

puzzle('28-twelve-points', 2, 'cities', reach('points', target=12, turns=1),
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
    unused = set(WORDS) - {p.name for p in PUZZLES}
    if unused:
        sys.exit(f'{WORDS_FILE}: words for no puzzle: {", ".join(sorted(unused))}')
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

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A reference bot for Bastide's engine protocol (docs/engine-protocol.md).

It keeps its own board from the game notation the referee sends and plays
the greedy rule: the placement that scores it the most points at once,
with a meeple only where that meeple scores; it never bids and keeps a
tile it is offered money for. Standard library only.
"""

import sys

NAME = "greedy-bot"
PORTS = ["NL", "N", "NR", "EL", "E", "ER", "SL", "S", "SR", "WL", "W", "WR"]
OPPOSITE = [8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3]
STEP = [(0, -1), (1, 0), (0, 1), (-1, 0)]          # north, east, south, west

# Per tile: its segments in the engine's order (cities, roads, monastery,
# fields), as (kind, middle ports, pennant). Fields hold no meeple of this
# bot and score nothing at once, so they are listed only to keep the order.
C, R, M, F = "city", "road", "monastery", "field"
TILES = {
    "A": [(M, "", 0), (R, "S", 0)], "B": [(M, "", 0)], "C": [(C, "NESW", 1)],
    "D": [(C, "N", 0), (R, "EW", 0)], "E": [(C, "N", 0)], "F": [(C, "EW", 1)],
    "G": [(C, "EW", 0)], "H": [(C, "E", 0), (C, "W", 0)], "I": [(C, "N", 0), (C, "E", 0)],
    "J": [(C, "N", 0), (R, "ES", 0)], "K": [(C, "N", 0), (R, "SW", 0)],
    "L": [(C, "N", 0), (R, "E", 0), (R, "S", 0), (R, "W", 0)], "M": [(C, "NE", 1)],
    "N": [(C, "NE", 0)], "O": [(C, "NW", 1), (R, "ES", 0)], "P": [(C, "NW", 0), (R, "ES", 0)],
    "Q": [(C, "NEW", 1)], "R": [(C, "NEW", 0)], "S": [(C, "NEW", 1), (R, "S", 0)],
    "T": [(C, "NEW", 0), (R, "S", 0)], "U": [(R, "NS", 0)], "V": [(R, "SW", 0)],
    "W": [(R, "E", 0), (R, "S", 0), (R, "W", 0)],
    "X": [(R, "N", 0), (R, "E", 0), (R, "S", 0), (R, "W", 0)],
}


def ports_of(letter, segment, rotation):
    """The board ports (middle ones) of a segment of a rotated tile."""
    return [(PORTS.index(p) + 3 * rotation) % 12 for p in TILES[letter][segment][1]]


def edge(letter, rotation, direction):
    for s, (kind, _, _) in enumerate(TILES[letter]):
        if kind in (C, R) and 3 * direction + 1 in ports_of(letter, s, rotation):
            return kind
    return F


class Board:
    def __init__(self, rules):
        self.rules = rules
        self.tiles = {}          # (x, y) -> (letter, rotation)
        self.meeples = {}        # (x, y, segment) -> player

    def on_table(self, x, y):
        rules = self.rules
        for size, v in ((rules.get("table-width", 0), x), (rules.get("table-height", 0), y)):
            low = -((size - 1) // 2)
            if size and not low <= v <= size - 1 + low:
                return False
        return True

    def fits(self, letter, x, y, rotation):
        if (x, y) in self.tiles or not self.on_table(x, y):
            return False
        touching = False
        for d, (dx, dy) in enumerate(STEP):
            other = self.tiles.get((x + dx, y + dy))
            if other:
                touching = True
                if edge(other[0], other[1], (d + 2) % 4) != edge(letter, rotation, d):
                    return False
        return touching

    def segment_at(self, x, y, port):
        letter, rotation = self.tiles[(x, y)]
        for s, (kind, _, _) in enumerate(TILES[letter]):
            if kind in (C, R) and port in ports_of(letter, s, rotation):
                return s
        return None

    def feature(self, x, y, segment):
        """The squares and segments of a road or city, and whether it is complete."""
        seen, todo, complete = set(), [(x, y, segment)], True
        while todo:
            node = todo.pop()
            if node in seen:
                continue
            seen.add(node)
            nx, ny, s = node
            letter, rotation = self.tiles[(nx, ny)]
            for port in ports_of(letter, s, rotation):
                dx, dy = STEP[port // 3]
                there = (nx + dx, ny + dy)
                if there in self.tiles:
                    todo.append(there + (self.segment_at(*there, OPPOSITE[port]),))
                elif self.on_table(*there) or not self.rules.get("table-edge-closes"):
                    complete = False
        return seen, complete

    def value(self, letter, x, y, segment, nodes):
        kind = TILES[letter][segment][0]
        squares = {(nx, ny) for nx, ny, _ in nodes}
        if kind == R:
            return len(squares)
        pennants = sum(TILES[self.tiles[(nx, ny)][0]][s][2] for nx, ny, s in nodes)
        if len(squares) == 2 and not pennants:
            return self.rules.get("small-city", 4)
        return 2 * len(squares) + 2 * pennants

    def completed(self, x, y):
        """What placing at x, y completes: (points, players with meeples, nodes) per feature."""
        letter, _ = self.tiles[(x, y)]
        done, counted = [], set()
        for s, (kind, _, _) in enumerate(TILES[letter]):
            if kind in (C, R) and (x, y, s) not in counted:
                nodes, complete = self.feature(x, y, s)
                counted |= nodes
                if complete:
                    owners = [self.meeples[n] for n in nodes if n in self.meeples]
                    done.append((self.value(letter, x, y, s, nodes), owners, nodes))
        for mx in range(x - 1, x + 2):
            for my in range(y - 1, y + 2):
                key = (mx, my, 0)
                if key in self.meeples and TILES[self.tiles[(mx, my)][0]][0][0] == M and all(
                        (mx + i, my + j) in self.tiles for i in (-1, 0, 1) for j in (-1, 0, 1)):
                    done.append((9, [self.meeples[key]], {key}))
        return done

    def place(self, player, letter, x, y, rotation, segment):
        """Plays a placement and returns the points each player scores."""
        self.tiles[(x, y)] = (letter, rotation)
        if segment is not None:
            self.meeples[(x, y, segment)] = player
        points = {}
        for value, owners, nodes in self.completed(x, y):
            if owners:
                most = max(owners.count(p) for p in owners)
                for p in set(owners):
                    if owners.count(p) == most:
                        points[p] = points.get(p, 0) + value
                for n in nodes:
                    self.meeples.pop(n, None)
        return points

    def free(self, x, y, segment):
        kind = TILES[self.tiles[(x, y)][0]][segment][0]
        if kind == M:
            return True
        nodes, _ = self.feature(x, y, segment)
        return not any(n in self.meeples for n in nodes)

    def copy(self):
        other = Board(self.rules)
        other.tiles, other.meeples = dict(self.tiles), dict(self.meeples)
        return other


def parse_segment(letter, rotation, text):
    if text == "monastery":
        return 0
    kind, _, name = text.partition(":")
    if kind == F:
        return None                                # farmers: nothing this bot scores
    middle = (PORTS.index(name) - 3 * rotation) % 12 // 3 * 3 + 1
    for s, (k, ports, _) in enumerate(TILES[letter]):
        if k == kind and middle in [PORTS.index(p) for p in ports]:
            return s
    raise ValueError("no %s at %s on tile %s" % (kind, name, letter))


def read_game(lines):
    """The board and the rules of a game in the notation."""
    rules, events = {}, []
    for line in lines:
        if line[:1].isdigit():
            events.append(line.split("#")[0].split())
        elif line.startswith("Rules:"):
            for pair in line[6:].split():
                name, _, value = pair.partition("=")
                rules[name] = int(value) if value.isdigit() else value == "on"
        elif line.startswith("Start:"):
            raise ValueError("this bot plays only from the standard start")
    board = Board(rules)
    start = next((l for l in lines if l.startswith("Start tile:")), "Start tile: D 0 0 0").split()
    board.tiles[(int(start[3]), int(start[4]))] = (start[2], int(start[5]))
    for words in events:
        if words[0].endswith(":") and len(words) >= 5:
            letter, x, y, rotation = words[1], int(words[2]), int(words[3]), int(words[4])
            segment = parse_segment(letter, rotation, words[5]) if len(words) > 5 else None
            board.place(int(words[0][:-1]) - 1, letter, x, y, rotation, segment)
    return board


def choose(board, player, hand):
    supply = board.rules.get("meeples", 7) - sum(1 for p in board.meeples.values() if p == player)
    best = None
    squares = {(x + dx, y + dy) for x, y in board.tiles for dx, dy in STEP}
    for letter in hand:
        for x, y in sorted(squares):
            for rotation in range(4):
                if not board.fits(letter, x, y, rotation):
                    continue
                options = [None]
                if supply > 0:
                    trial = board.copy()
                    trial.tiles[(x, y)] = (letter, rotation)
                    options += [s for s, (k, _, _) in enumerate(TILES[letter])
                                if k != F and trial.free(x, y, s)]
                for segment in options:
                    points = board.copy().place(player, letter, x, y, rotation, segment)
                    mine = points.get(player, 0)
                    others = sum(v for p, v in points.items() if p != player)
                    key = (mine, segment is None, -others)
                    if best is None or key > best[0]:
                        best = (key, letter, x, y, rotation, segment)
    if best is None:
        return None
    _, letter, x, y, rotation, segment = best
    text = "%s %d %d %d" % (letter, x, y, rotation)
    if segment is not None:
        kind, ports, _ = TILES[letter][segment]
        if kind == M:
            text += " monastery"
        else:
            text += " %s:%s" % (kind, PORTS[ports_of(letter, segment, rotation)[0]])
    return text


def main():
    game, block, turn = [], None, None
    out = sys.stdout
    for line in sys.stdin:
        line = line.strip()
        if block is not None:
            if line == "end":
                game, block = block, None
            else:
                block.append(line)
            continue
        words = line.split()
        if not words:
            continue
        if words[0] == "bastide":
            out.write("bastide 1 %s\n" % NAME)
        elif words[0] == "game":
            block = []
        elif words[0] == "turn":
            turn = words[1:]
        elif words[0] == "go":
            if turn is None:
                out.write("error no-game no turn was sent\n")
            elif turn[1] == "bid":
                out.write("move pass\n")
            elif turn[1] == "decide":
                out.write("move keep\n")
            else:
                try:
                    move = choose(read_game(game), int(turn[0]) - 1, turn[2:])
                except ValueError as error:
                    move, reason = None, str(error)
                else:
                    reason = "no tile fits"
                out.write("move %s\n" % move if move else "error game %s\n" % reason)
        elif words[0] == "quit":
            return
        elif words[0] != "level":
            out.write("error unknown-command %s\n" % words[0])
        out.flush()


if __name__ == "__main__":
    main()

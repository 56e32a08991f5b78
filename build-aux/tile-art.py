#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Draws Bastide's tile art and the matching segment geometry (needs python3-shapely):
#   build-aux/tile-art.py [REPO]  writes data/tiles/*.svg and src/render/bst-tile-geometry-table.h
import math, os, random, sys
from shapely.geometry import Polygon, Point, LineString, box, MultiPolygon
from shapely.ops import unary_union, polylabel

REPO = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
S = 256.0
C = 128.0

# ---- palette ---------------------------------------------------------------
FIELD = '#57e389'
FIELD_LIGHT = '#8ff0a4'
FIELD_STRIPE = '#4fd883'
TREE = '#2ec27e'
TREE_DARK = '#26a269'
TREE_LIGHT = '#57e389'
ROAD = '#deddda'
KERB = '#9a9996'
CITY = '#efcf8f'
CITY_DARK = '#e2bc7a'
WALL = '#b5835a'
WALL_DARK = '#63452c'
WALL_TOP = '#cdab8f'
OUTLINE = '#3d3846'
ROOFS = [('#e01b24', '#a51d2d'), ('#ed333b', '#c01c28'), ('#e66100', '#c64600'),
         ('#b5835a', '#865e3c')]
SHIELD = '#1c71d8'
SHIELD_DARK = '#1a5fb4'

ROAD_W = 32.0    # kerb to kerb
SURF_W = 24.0    # surface
ROAD_HIT = 20.0  # half width of a road's hit region
WALL_W = 11.0    # inside the city
ALPHA = math.radians (35)
CA, SA = math.cos (ALPHA), math.sin (ALPHA)
CAP_D = 80.0
BOWL_D = 60.0
BOWL3_D = 72.0

# ---- paths -----------------------------------------------------------------
def rot_pt (p, d):
    x, y = p
    for _ in range (d % 4):
        x, y = S - y, x
    return (x, y)

def path_rot (path, d):
    out = []
    for op in path:
        out.append ((op[0],) + tuple (rot_pt (p, d) for p in op[1:]))
    return out

def fmt (v):
    s = ('%.2f' % v).rstrip ('0').rstrip ('.')
    return '0' if s == '-0' else s

def path_d (path):
    parts = []
    for op in path:
        if op[0] == 'Z':
            parts.append ('Z')
        else:
            parts.append (op[0] + ' '.join ('%s,%s' % (fmt (p[0]), fmt (p[1])) for p in op[1:]))
    return ' '.join (parts)

def cubic_pts (p0, p1, p2, p3, n=20):
    pts = []
    for i in range (1, n + 1):
        t = i / n
        mt = 1 - t
        pts.append ((mt**3 * p0[0] + 3*mt*mt*t * p1[0] + 3*mt*t*t * p2[0] + t**3 * p3[0],
                     mt**3 * p0[1] + 3*mt*mt*t * p1[1] + 3*mt*t*t * p2[1] + t**3 * p3[1]))
    return pts

def path_points (path):
    pts = []
    cur = None
    for op in path:
        if op[0] == 'M':
            cur = op[1]; pts.append (cur)
        elif op[0] == 'L':
            cur = op[1]; pts.append (cur)
        elif op[0] == 'C':
            pts.extend (cubic_pts (cur, op[1], op[2], op[3]))
            cur = op[3]
    return pts

def rev_cubic (p0, c):  # ('C', p1, p2, p3) from p0 -> reversed op from p3 to p0
    return ('C', c[2], c[1], p0)

# ---- canonical shapes (north based) ---------------------------------------
def cap_wall ():
    L = CAP_D / (0.75 * SA)
    return [('M', (0, 0)), ('C', (CA * L, SA * L), (S - CA * L, SA * L), (S, 0))]

def cap_city ():
    w = cap_wall ()
    return [('M', (0, 0)), ('L', (S, 0)), rev_cubic ((0, 0), w[1]), ('Z',)]

def bowl_wall (depth):  # north field bowl of a city at W and E
    L = depth / (0.75 * CA)
    return [('M', (0, 0)), ('C', (SA * L, CA * L), (S - SA * L, CA * L), (S, 0))]

def corner_wall ():  # city N+E, wall from NW corner to SE corner
    b = 10.0
    M = (C - b, C + b)
    L1, L2 = 46.0, 62.0
    k = L2 / math.sqrt (2)
    return [('M', (0, 0)),
            ('C', (CA * L1, SA * L1), (M[0] - k, M[1] - k), M),
            ('C', (M[0] + k, M[1] + k), (S - SA * L1, S - CA * L1), (S, S))]

def corner_city ():
    w = corner_wall ()
    c1, c2 = w[1], w[2]
    return [('M', (0, 0)), ('L', (S, 0)), ('L', (S, S)),
            rev_cubic (c1[3], c2), rev_cubic ((0, 0), c1), ('Z',)]

def band_walls ():  # city E+W
    n = bowl_wall (BOWL_D)
    s = path_rot (n, 2)
    return [n, s]

def band_city ():
    n = bowl_wall (BOWL_D)
    s = path_rot (n, 2)  # from (256,256) to (0,256)
    return [('M', (0, 0)), n[1], ('L', (S, S)), s[1], ('Z',)]

def three_wall ():  # city N+E+W, field S
    return path_rot (bowl_wall (BOWL3_D), 2)  # from (256,256) to (0,256)

def three_city ():
    w = three_wall ()
    return [('M', (0, 0)), ('L', (S, 0)), ('L', (S, S)), w[1], ('Z',)]

def full_city ():
    return [('M', (0, 0)), ('L', (S, 0)), ('L', (S, S)), ('L', (0, S)), ('Z',)]

# Roads: open centre lines, canonical, extended a little past the edge.
def road_arc_sw ():
    k = 40.0
    return [('M', (C, S + 4)), ('L', (C, S)), ('C', (C, S - k), (k, C), (0, C)), ('L', (-4, C))]

def road_stub (d, end):  # from the middle of edge d inwards to distance end from the centre
    p = [('M', (C, -4)), ('L', (C, C - end))]
    return path_rot (p, d)

def road_we_dip ():
    return [('M', (-4, C)), ('L', (12, C)), ('C', (70, C), (84, C + 20), (C, C + 20)),
            ('C', (172, C + 20), (186, C), (244, C)), ('L', (S + 4, C))]

def road_ns_bow ():
    return [('M', (C, -4)), ('L', (C, 12)), ('C', (C, 70), (C - 13, 84), (C - 13, C)),
            ('C', (C - 13, 172), (C, 186), (C, 244)), ('L', (C, S + 4))]

# ---- the 24 types ----------------------------------------------------------
# ports: NL N NR EL E ER SL S SR WL W WR = 0..11
PN = {n: i for i, n in enumerate ('NL N NR EL E ER SL S SR WL W WR'.split ())}
PORT_PT = {
    'NL': (64, 3), 'N': (128, 3), 'NR': (192, 3),
    'EL': (253, 64), 'E': (253, 128), 'ER': (253, 192),
    'SL': (192, 253), 'S': (128, 253), 'SR': (64, 253),
    'WL': (3, 192), 'W': (3, 128), 'WR': (3, 64),
}

def city (shape, d=0, pennant=0, ports=''):
    return dict (kind='city', shape=shape, d=d, pennant=pennant, ports=ports.split ())
def road (path, ports, end=None):
    return dict (kind='road', path=path, ports=ports.split (), end=end)
def monastery ():
    return dict (kind='monastery', ports=[])
def field (ports):
    return dict (kind='field', ports=ports.split ())

HALF = lambda d: d + 'L ' + d + 'R'
ALLH = ' '.join (HALF (d) for d in 'NESW')

VILLAGE_R = 30.0
TYPES = {
  'A': [monastery (), road (road_stub (2, 58), 'S'), field (ALLH)],
  'B': [monastery (), field (ALLH)],
  'C': [city ('full', 0, 1, 'N E S W')],
  'D': [city ('cap', 0, 0, 'N'), road (road_we_dip (), 'E W'),
        field ('WR EL'), field ('ER SL SR WL')],
  'E': [city ('cap', 0, 0, 'N'), field ('EL ER SL SR WL WR')],
  'F': [city ('band', 0, 1, 'E W'), field ('NL NR'), field ('SL SR')],
  'G': [city ('band', 0, 0, 'E W'), field ('NL NR'), field ('SL SR')],
  'H': [city ('cap', 1, 0, 'E'), city ('cap', 3, 0, 'W'), field ('NL NR SL SR')],
  'I': [city ('cap', 0, 0, 'N'), city ('cap', 1, 0, 'E'), field ('SL SR WL WR')],
  'J': [city ('cap', 0, 0, 'N'), road (path_rot (road_arc_sw (), 3), 'E S'),
        field ('EL SR WL WR'), field ('ER SL')],
  'K': [city ('cap', 0, 0, 'N'), road (road_arc_sw (), 'S W'),
        field ('EL ER SL WR'), field ('SR WL')],
  'L': [city ('cap', 0, 0, 'N'), road (road_stub (1, 20), 'E', 'village'),
        road (road_stub (2, 20), 'S', 'village'), road (road_stub (3, 20), 'W', 'village'),
        field ('WR EL'), field ('ER SL'), field ('SR WL')],
  'M': [city ('corner', 0, 1, 'N E'), field ('SL SR WL WR')],
  'N': [city ('corner', 0, 0, 'N E'), field ('SL SR WL WR')],
  'O': [city ('corner', 3, 1, 'N W'), road (path_rot (road_arc_sw (), 3), 'E S'),
        field ('EL SR'), field ('ER SL')],
  'P': [city ('corner', 3, 0, 'N W'), road (path_rot (road_arc_sw (), 3), 'E S'),
        field ('EL SR'), field ('ER SL')],
  'Q': [city ('three', 0, 1, 'N E W'), field ('SL SR')],
  'R': [city ('three', 0, 0, 'N E W'), field ('SL SR')],
  'S': [city ('three', 0, 1, 'N E W'), road (road_stub (2, 10), 'S', 'city'),
        field ('SL'), field ('SR')],
  'T': [city ('three', 0, 0, 'N E W'), road (road_stub (2, 10), 'S', 'city'),
        field ('SL'), field ('SR')],
  'U': [road (road_ns_bow (), 'N S'), field ('NL WR WL SR'), field ('NR EL ER SL')],
  'V': [road (road_arc_sw (), 'S W'), field ('SR WL'), field ('WR NL NR EL ER SL')],
  'W': [road (road_stub (1, 20), 'E', 'village'), road (road_stub (2, 20), 'S', 'village'),
        road (road_stub (3, 20), 'W', 'village'),
        field ('WR NL NR EL'), field ('ER SL'), field ('SR WL')],
  'X': [road (road_stub (0, 20), 'N', 'village'), road (road_stub (1, 20), 'E', 'village'),
        road (road_stub (2, 20), 'S', 'village'), road (road_stub (3, 20), 'W', 'village'),
        field ('WR NL'), field ('NR EL'), field ('ER SL'), field ('SR WL')],
}
VILLAGE_TILES = {'L', 'W', 'X'}

def city_paths (seg):
    d = seg['d']
    sh = seg['shape']
    if sh == 'cap':
        return path_rot (cap_city (), d), [path_rot (cap_wall (), d)]
    if sh == 'corner':
        return path_rot (corner_city (), d), [path_rot (corner_wall (), d)]
    if sh == 'band':
        return path_rot (band_city (), d), [path_rot (w, d) for w in band_walls ()]
    if sh == 'three':
        return path_rot (three_city (), d), [path_rot (three_wall (), d)]
    return full_city (), []

TILE = box (0, 0, S, S)
MONASTERY_BOX = box (C - 56, C - 56, C + 56, C + 56)

def poly_of (path):
    return Polygon (path_points (path)).buffer (0)

# ---- drawing helpers ---------------------------------------------------------
def house (x, y, w, h, roof, horizontal_ridge=True):
    light, dark = roof
    x0, y0 = x - w / 2, y - h / 2
    out = ['<g>']
    out.append ('<rect x="%s" y="%s" width="%s" height="%s" rx="1.5" fill="%s" fill-opacity="0.35"'
                ' transform="translate(2.5,3)"/>' % (fmt (x0), fmt (y0), fmt (w), fmt (h), OUTLINE))
    if horizontal_ridge:
        out.append ('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' %
                    (fmt (x0), fmt (y0), fmt (w), fmt (h / 2), light))
        out.append ('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' %
                    (fmt (x0), fmt (y), fmt (w), fmt (h / 2), dark))
    else:
        out.append ('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' %
                    (fmt (x0), fmt (y0), fmt (w / 2), fmt (h), light))
        out.append ('<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' %
                    (fmt (x), fmt (y0), fmt (w / 2), fmt (h), dark))
    out.append ('<rect x="%s" y="%s" width="%s" height="%s" rx="1.5" fill="none" stroke="%s"'
                ' stroke-width="2"/>' % (fmt (x0), fmt (y0), fmt (w), fmt (h), OUTLINE))
    out.append ('</g>')
    return '\n    '.join (out)

def shield (x, y):
    # a heraldic shield, quartered blue and white
    w, h = 28.0, 32.0
    x0, y0 = x - w / 2, y - h / 2
    d = 'M%s,%s h%s v%s c0,%s %s,%s %s,%s c%s,%s %s,%s %s,%s Z' % (
        fmt (x0), fmt (y0), fmt (w), fmt (h * 0.45),
        fmt (h * 0.32), fmt (-w * 0.3), fmt (h * 0.48), fmt (-w / 2), fmt (h * 0.55),
        fmt (-w * 0.2), fmt (-h * 0.07), fmt (-w / 2), fmt (-h * 0.23), fmt (-w / 2), fmt (-h * 0.55))
    ym = y0 + h * 0.45
    return ('<g>\n    <path d="%s" fill="%s" fill-opacity="0.35" transform="translate(2,3)"/>\n'
            '    <path d="%s" fill="#ffffff"/>\n'
            '    <clipPath id="sh%d_%d"><path d="%s"/></clipPath>\n'
            '    <g clip-path="url(#sh%d_%d)" fill="%s">'
            '<rect x="%s" y="%s" width="%s" height="%s"/>'
            '<rect x="%s" y="%s" width="%s" height="%s"/></g>\n'
            '    <path d="%s" fill="none" stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>\n'
            '    </g>') % (
        d, OUTLINE, d, int (x), int (y), d, int (x), int (y), SHIELD,
        fmt (x0), fmt (y0), fmt (w / 2), fmt (h * 0.45),
        fmt (x), fmt (ym), fmt (w / 2), fmt (h),
        d, '#0b3b7a')

def tree (x, y, r):
    return ('<circle cx="%s" cy="%s" r="%s" fill="%s" fill-opacity="0.45"/>'
            '<circle cx="%s" cy="%s" r="%s" fill="%s"/>'
            '<circle cx="%s" cy="%s" r="%s" fill="%s"/>'
            '<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="1.5"/>') % (
        fmt (x + 3), fmt (y + 4), fmt (r), '#1e7c4d',
        fmt (x), fmt (y), fmt (r), TREE_DARK,
        fmt (x - r * 0.22), fmt (y - r * 0.22), fmt (r * 0.68), TREE,
        fmt (x), fmt (y), fmt (r), '#1f7a4a')

def bush_row (x, y, n, step):
    return ''

# ---- one tile ----------------------------------------------------------------
def greedy_points (region, n, avoid, min_gap, rng, step=6.0):
    """Spread up to n points inside region, far from avoid and each other."""
    if region.is_empty:
        return []
    minx, miny, maxx, maxy = region.bounds
    cands = []
    y = miny
    while y <= maxy:
        x = minx
        while x <= maxx:
            if region.contains (Point (x, y)):
                cands.append ((x, y))
            x += step
        y += step
    rng.shuffle (cands)
    chosen = []
    for _ in range (n):
        best, bestd = None, -1
        for c in cands:
            dmin = min ([math.dist (c, a) for a in avoid + chosen] + [1e9])
            if dmin > bestd:
                best, bestd = c, dmin
        if best is None or bestd < min_gap:
            break
        chosen.append (best)
    return chosen

def build_tile (letter):
    segs = TYPES[letter]
    rng = random.Random (ord (letter) * 7919)
    cities, roads = [], []
    city_polys, wall_paths = [], []
    road_lines = []
    for i, s in enumerate (segs):
        if s['kind'] == 'city':
            p, walls = city_paths (s)
            s['path'] = p
            s['poly'] = poly_of (p).intersection (TILE)
            s['walls'] = walls
    city_union = unary_union ([s['poly'] for s in segs if s['kind'] == 'city']) \
        if any (s['kind'] == 'city' for s in segs) else Polygon ()
    village = Point (C, C).buffer (VILLAGE_R, 32) if letter in VILLAGE_TILES else Polygon ()
    monastery_poly = MONASTERY_BOX if segs[0]['kind'] == 'monastery' else Polygon ()

    for s in segs:
        if s['kind'] == 'road':
            line = LineString (path_points (s['path']))
            s['line'] = line.intersection (TILE)
            hit = line.buffer (ROAD_HIT, cap_style=2).intersection (TILE)
            hit = hit.difference (city_union).difference (village).difference (monastery_poly)
            if hit.geom_type == 'MultiPolygon':
                hit = max (hit.geoms, key=lambda g: g.area)
            s['poly'] = hit
        elif s['kind'] == 'monastery':
            s['poly'] = monastery_poly
    taken = unary_union ([s['poly'] for s in segs if s['kind'] != 'field'] + [village])
    rest = TILE.difference (taken)
    comps = list (rest.geoms) if rest.geom_type == 'MultiPolygon' else [rest]
    comps = [c for c in comps if c.area > 30]
    for s in segs:
        if s['kind'] != 'field':
            continue
        mine = [c for c in comps if any (c.contains (Point (PORT_PT[p])) for p in s['ports'])]
        assert len (mine) == 1, (letter, s['ports'], len (mine))
        c = mine[0]
        for p in PORT_PT:
            if len (p) == 2 and c.contains (Point (PORT_PT[p])):
                assert p in s['ports'], (letter, s['ports'], p)
        s['poly'] = c
        comps.remove (c)
    assert not comps, (letter, [c.area for c in comps])

    # anchors
    for s in segs:
        if s['kind'] == 'monastery':
            s['anchor'] = (C, C - 4)
        elif s['kind'] == 'road':
            line = s['line']
            if s['end'] == 'village':
                s['anchor'] = line.interpolate (0.45, normalized=True).coords[0]
            elif s['end'] == 'city':
                s['anchor'] = (C, S - 30)
            elif letter == 'A':
                s['anchor'] = (C, S - 34)
            else:
                s['anchor'] = line.interpolate (0.5, normalized=True).coords[0]
            if s['end'] == 'village':
                # the stub runs edge -> centre; anchor nearer the edge than the village
                pts = list (line.coords)
                a, b = pts[0], pts[-1]
                s['anchor'] = (a[0] + (b[0] - a[0]) * 0.45, a[1] + (b[1] - a[1]) * 0.45)
        else:
            pl = polylabel (s['poly'], 0.5)
            s['anchor'] = (pl.x, pl.y)
    # Make field anchors of D keep clear of the road: already from polylabel.
    for s in segs:
        s['anchor'] = (round (s['anchor'][0], 1), round (s['anchor'][1], 1))
        assert s['poly'].contains (Point (s['anchor'])), (letter, s['kind'])

    anchors = [s['anchor'] for s in segs]

    # ---- SVG ---------------------------------------------------------------
    out = []
    out.append ('<!-- SPDX-License-Identifier: GPL-3.0-or-later -->')
    out.append ('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" '
                'viewBox="0 0 256 256">')
    out.append ('  <title>Bastide tile %s</title>' % letter)
    out.append ('  <defs>')
    out.append ('    <clipPath id="tile"><rect width="256" height="256"/></clipPath>')
    for i, s in enumerate (segs):
        if s['kind'] == 'city':
            out.append ('    <clipPath id="city%d"><path d="%s"/></clipPath>' % (i, path_d (s['path'])))
    out.append ('  </defs>')
    out.append ('  <g clip-path="url(#tile)">')
    out.append ('  <rect width="256" height="256" fill="%s"/>' % FIELD)

    # field texture: soft lighter patches and crop stripes, inside fields, away from edges
    patches = []
    fields_all = unary_union ([s['poly'] for s in segs if s['kind'] == 'field'])
    inner = fields_all.buffer (-14).intersection (box (16, 16, S - 16, S - 16))
    if not inner.is_empty:
        pts = []
        patches = pts
        for (x, y) in pts:
            ang = rng.choice ([0, 90, 30, -30])
            out.append ('  <g transform="translate(%s,%s) rotate(%d)">' % (fmt (x), fmt (y), ang))
            out.append ('    <rect x="-18" y="-11" width="36" height="22" rx="5" fill="%s"/>' % FIELD_LIGHT)
            for k in range (3):
                out.append ('    <rect x="-15" y="%s" width="30" height="2.5" rx="1.2" fill="%s"/>'
                            % (fmt (-7.5 + k * 6.5), '#69e495'))
            out.append ('  </g>')

    # roads
    for s in segs:
        if s['kind'] == 'road':
            d = path_d (s['path'])
            out.append ('  <path d="%s" fill="none" stroke="%s" stroke-width="%s"/>' % (d, KERB, fmt (ROAD_W)))
            out.append ('  <path d="%s" fill="none" stroke="%s" stroke-width="%s"/>' % (d, ROAD, fmt (SURF_W)))

    # cities
    for i, s in enumerate (segs):
        if s['kind'] != 'city':
            continue
        out.append ('  <path d="%s" fill="%s"/>' % (path_d (s['path']), CITY))
        out.append ('  <g clip-path="url(#city%d)" fill="none">' % i)
        for w in s['walls']:
            d = path_d (w)
            out.append ('    <path d="%s" stroke="%s" stroke-width="%s" stroke-opacity="0.35"/>' % (d, WALL_DARK, fmt (2 * WALL_W + 10)))
            out.append ('    <path d="%s" stroke="%s" stroke-width="%s"/>' % (d, WALL_DARK, fmt (2 * WALL_W)))
            out.append ('    <path d="%s" stroke="%s" stroke-width="%s"/>' % (d, WALL, fmt (2 * WALL_W - 6)))
            out.append ('    <path d="%s" stroke="%s" stroke-width="%s" stroke-dasharray="5 5"/>' % (d, WALL_TOP, fmt (2 * WALL_W - 12)))
        out.append ('  </g>')
    # gates where a road meets a wall
    for s in segs:
        if s['kind'] == 'road' and s['end'] == 'city':
            for c in segs:
                if c['kind'] != 'city':
                    continue
                hit = s['line'].intersection (c['poly'].exterior)
                if hit.is_empty:
                    continue
                gp = hit if hit.geom_type == 'Point' else list (hit.geoms)[0]
                gx, gy = gp.x, gp.y - WALL_W / 2
                out.append ('  <rect x="%s" y="%s" width="22" height="%s" rx="3" fill="%s"/>' %
                            (fmt (gx - 11), fmt (gy - 8), fmt (16), WALL_DARK))
                out.append ('  <path d="M%s,%s v-6 a7,7 0 0 1 14,0 v6 Z" fill="%s"/>' %
                            (fmt (gx - 7), fmt (gy + 8), '#241f31'))
    # houses and pennants
    for i, s in enumerate (segs):
        if s['kind'] != 'city':
            continue
        room = s['poly'].buffer (-(WALL_W + 14))
        if room.is_empty:
            continue
        avoid = [s['anchor']]
        if s['pennant']:
            cand = greedy_points (s['poly'].buffer (-(WALL_W + 16)), 1, [s['anchor']], 0, rng, 4)
            # closest point at >= 40 from the anchor, to keep the shield near the meeple
            px = None
            region = s['poly'].buffer (-(WALL_W + 16))
            best = None
            for yy in range (0, 257, 4):
                for xx in range (0, 257, 4):
                    if region.contains (Point (xx, yy)):
                        dd = math.dist ((xx, yy), s['anchor'])
                        if dd >= 44 and (best is None or dd < best[0] or (dd == best[0] and xx > best[1][0])):
                            best = (dd, (xx, yy))
            px = best[1] if best else cand[0]
            s['pennant_at'] = px
            avoid.append (px)
        area = s['poly'].area
        n = 2 if area < 12000 else 3 if area < 30000 else 5
        pts = greedy_points (room, n, avoid, 36, rng, 4)
        for k, (x, y) in enumerate (pts):
            roof = ROOFS[rng.randrange (len (ROOFS))]
            if rng.random () < 0.5:
                out.append ('  ' + house (x, y, 30, 22, roof, True))
            else:
                out.append ('  ' + house (x, y, 22, 30, roof, False))
        if s['pennant']:
            out.append ('  ' + shield (*s['pennant_at']))

    # monastery
    if segs[0]['kind'] == 'monastery':
        out.append ('  <rect x="%s" y="%s" width="%s" height="%s" rx="14" fill="%s" stroke="%s" stroke-width="3"/>' %
                    (fmt (C - 50), fmt (C - 50), fmt (100), fmt (100), '#f6f5f4', '#c0bfbc'))
        # cloister garden
        out.append ('  <rect x="%s" y="%s" width="24" height="24" rx="3" fill="%s"/>' % (fmt (C + 14), fmt (C + 14), FIELD_LIGHT))
        # shadow
        out.append ('  <path d="M106,82 h44 v22 h22 v30 h-22 v40 h-44 v-40 h-22 v-30 h22 Z" fill="%s" fill-opacity="0.35" transform="translate(3,4)"/>' % OUTLINE)
        # nave roof (ridge vertical)
        out.append ('  <rect x="106" y="82" width="22" height="92" fill="#ed333b"/>')
        out.append ('  <rect x="128" y="82" width="22" height="92" fill="#a51d2d"/>')
        # transept (ridge horizontal)
        out.append ('  <rect x="84" y="104" width="88" height="15" fill="#e01b24"/>')
        out.append ('  <rect x="84" y="119" width="88" height="15" fill="#a51d2d"/>')
        out.append ('  <path d="M106,82 h44 v22 h22 v30 h-22 v40 h-44 v-40 h-22 v-30 h22 Z" fill="none" stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>' % OUTLINE)
        # tower with pyramid roof
        out.append ('  <path d="M114,105 L142,105 L128,119 Z" fill="#f66151"/>')
        out.append ('  <path d="M142,105 L142,133 L128,119 Z" fill="#c01c28"/>')
        out.append ('  <path d="M114,133 L142,133 L128,119 Z" fill="#a51d2d"/>')
        out.append ('  <path d="M114,105 L114,133 L128,119 Z" fill="#e01b24"/>')
        out.append ('  <rect x="114" y="105" width="28" height="28" fill="none" stroke="%s" stroke-width="2.5"/>' % OUTLINE)
        out.append ('  <circle cx="128" cy="119" r="3" fill="#f9f06b" stroke="%s" stroke-width="1.5"/>' % OUTLINE)

    # village
    if letter in VILLAGE_TILES:
        out.append ('  <circle cx="128" cy="128" r="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (fmt (VILLAGE_R + 4), ROAD, KERB))
        layouts = {
            'L': [(112, 113, 24, 18, 0, True), (146, 116, 18, 24, 2, False), (121, 146, 26, 16, 3, True), (150, 146, 14, 14, 1, True)],
            'W': [(110, 116, 22, 18, 2, True), (144, 112, 24, 18, 0, True), (116, 145, 18, 22, 1, False), (146, 144, 20, 20, 3, True)],
            'X': [(113, 113, 20, 20, 0, True), (144, 113, 20, 20, 3, False), (113, 144, 20, 20, 2, False), (144, 144, 20, 20, 1, True)],
        }
        for (x, y, w, h, r, hz) in layouts[letter]:
            out.append ('  ' + house (x, y, w, h, ROOFS[r], hz))
        if letter == 'X':
            out.append ('  <circle cx="128" cy="128" r="6" fill="%s" stroke="%s" stroke-width="2"/>' % ('#3584e4', OUTLINE))

    # trees in fields
    for s in segs:
        if s['kind'] != 'field':
            continue
        region = s['poly'].buffer (-22).intersection (box (26, 26, S - 26, S - 26))
        n = 1 if s['poly'].area < 8000 else 2 if s['poly'].area < 25000 else 3
        pts = greedy_points (region, n, anchors + patches, 36, rng, 6)
        for (x, y) in pts:
            k = rng.choice ([1, 2, 3])
            offs = [(0, 0), (13, 5), (4, 14)][:k]
            for (dx, dy) in offs[::-1]:
                out.append ('  ' + tree (x + dx - 4, y + dy - 4, rng.choice ([9, 10, 11])))
    out.append ('  </g>')
    out.append ('</svg>')
    return segs, '\n'.join (out) + '\n'

def write_geometry (all_segs):
    lines = []
    lines.append ('/* SPDX-License-Identifier: GPL-3.0-or-later */')
    lines.append ('/* Segment geometry of the 24 tile types, unrotated, in the 256 x 256 view box')
    lines.append (' * of data/tiles/<letter>.svg: a meeple anchor and a hit region per segment, in the')
    lines.append (' * order of the engine\'s segments (src/engine/bst-tile.c). A region is one or')
    lines.append (' * more closed rings (an outline and its holes) tested with the even-odd rule.')
    lines.append (' * The regions were computed from the same shapes the art is drawn from;')
    lines.append (' * change them together. Included by bst-tile-geometry.c only. */')
    lines.append ('')
    index = []
    for letter in sorted (all_segs):
        segs = all_segs[letter]
        for i, s in enumerate (segs):
            poly = s['poly']
            rings = [list (poly.exterior.coords)[:-1]] + [list (r.coords)[:-1] for r in poly.interiors]
            name = '%s%d' % (letter.lower (), i)
            pts = []
            sizes = []
            for r in rings:
                sizes.append (len (r))
                pts.extend (r)
            lines.append ('static const BstTilePoint %s_points[] = {' % name)
            row = []
            for (x, y) in pts:
                row.append ('{ %s, %s }' % (fmt (round (x, 2)), fmt (round (y, 2))))
            for k in range (0, len (row), 5):
                lines.append ('  ' + ', '.join (row[k:k + 5]) + ',')
            lines.append ('};')
            lines.append ('static const guint16 %s_rings[] = { %s };' % (name, ', '.join (str (z) for z in sizes)))
            index.append ((letter, i, s, name, len (sizes)))
    lines.append ('')
    lines.append ('static const SegmentGeometry segment_geometry[BST_N_TILE_TYPES][BST_MAX_SEGMENTS] = {')
    for letter in sorted (all_segs):
        lines.append ('  [\'%s\' - \'A\'] = {' % letter)
        for (l, i, s, name, nr) in index:
            if l != letter:
                continue
            kind = {'road': 'BST_FEATURE_ROAD', 'city': 'BST_FEATURE_CITY',
                    'monastery': 'BST_FEATURE_MONASTERY', 'field': 'BST_FEATURE_FIELD'}[s['kind']]
            lines.append ('    { %s, { %s, %s }, %d, %s_rings, %s_points },' % (
                kind, fmt (s['anchor'][0]), fmt (s['anchor'][1]), nr, name, name))
        lines.append ('  },')
    lines.append ('};')
    with open (os.path.join (REPO, 'src/render/bst-tile-geometry-table.h'), 'w') as f:
        f.write ('\n'.join (lines) + '\n')

def main ():
    os.makedirs (os.path.join (REPO, 'data/tiles'), exist_ok=True)
    all_segs = {}
    for letter in TYPES:
        segs, svg = build_tile (letter)
        all_segs[letter] = segs
        with open (os.path.join (REPO, 'data/tiles/%s.svg' % letter), 'w') as f:
            f.write (svg)
    write_geometry (all_segs)

main ()

"""Iwari images: the public board (a header, the map, a compact panel under it) and a player's hand.

``board(view)`` reads only public keys of the view (never ``view["private"]``), so a spectator view and a
seat view of the same state give the same bytes.

Phone first. Discord shows the board about 400 px wide on a phone, so the image is ``WIDTH`` (1000 px)
wide, portrait-ish (the map across the full width, the panel under it, not beside it), and no text on it
is smaller than ``kit.min_text_size(WIDTH)`` (width / 40 = 25 px, a 10 px font at phone size): space and
connection numbers, territory numbers, piece letters, tags, the panel and the key. What cannot be drawn
that large stays out of the image and belongs in the embed text (``status_text``): hand sizes, tents and
totems left, the discard pile, expedition rules, the list of placed feats, the half journey, the first
player and the full text of the last turn.

Colour is never the only cue (issue 26): each tribe's pieces have its letter and its own outline
(``kit.TRIBE_SHAPES``: tent build, chip and totem-tag outline), and tents stand in a white halo. The key's
words are larger than the smallest text (LEGEND_TEXT: lower-case words at TEXT were 5.6 px high on a
phone) and so are the free tent spaces' numbers (SPACE_TEXT). The layout keeps territory names off the
totems' place, and feat tags (``feat_places``) off numbers, plates, totems, names and each other; a
connection's feat is a gold frame and star on its number.

The static part of the map (sea, territories with their biome colour and symbol, paths, tent-space
circles, connection badges, the Long Road) depends only on the map, so it is drawn once per map at twice
the resolution, scaled down for smooth edges, and cached with the positions the pieces need; a turn's
render copies it and draws the pieces and the panel on top.

``board_image(view, width=…)`` draws the same board narrower (a replay's frame, issue 25): the layout
stays in the full-size board's pixels and ``kit.drawer`` scales what is drawn; the map layer is drawn
(supersampled as ever) and cached at that scale.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

import i18n
from render import kit
from rules.base import Msg

# Output geometry (pixels of the posted image).
WIDTH = 1000
TEXT = kit.min_text_size(WIDTH)  # 25: the smallest font anywhere on the board
HEADER_HEIGHT = 50
MARGIN = 18
SUPERSAMPLE = 2
# zlib level: 3 encodes a board in half the time of 6 for about 10% more bytes.
PNG_LEVEL = 3
#: No fixed palette: the map's colours need one made for each board (see render/__main__.py).
FIXED_PALETTE = False
#: Canvas width -> its scale in the posted image, for every canvas text is drawn on: the board (and the
#: panel canvas of its width) and the map layer drawn at SUPERSAMPLE times and scaled down.
CANVAS_SCALES = {WIDTH: 1.0, WIDTH * SUPERSAMPLE: 1 / SUPERSAMPLE}

#: A free tent space's number (the turn menus name spaces by it): 12 px at 400 px wide, the badge numbers'
#: 10 px were too small for the number a player has to find (issue 26).
SPACE_TEXT = 30
SPACE_RADIUS = 25          # a free tent space: a circle just wide enough for "58" at SPACE_TEXT
BADGE_HEIGHT = 32          # a connection's number plate (land: square corners, water: round ends)
TENT_SIZE = 44
TOTEM_RING = 28
TAG_HEIGHT = 32
CHIP = 42                  # a tribe's round token: its letter is 0.6 of it, so at least TEXT
INNER = WIDTH - 2 * MARGIN  # the panel's text width
PROMPT_SIZE = 28           # whose turn / the result, at most 2 lines
FINAL_SIZE = 26            # the final-round warning, 1 line
DISPLAY_GAP = 10           # between the display's cards
PILES_GAP = 12             # between the display and the deck/discard counts
DECK_SIZE = 30             # the deck count's font (the discard's is TEXT)
HAND_TITLE_SIZE = 18       # a biome name on a hand card
ROAD_COLOUR: kit.Colour = (105, 55, 150)
PATH_COLOUR: kit.Colour = (110, 80, 50)
BORDER_COLOUR: kit.Colour = (70, 60, 50)
FEAT_GOLD: kit.Colour = (255, 196, 30)
COVER_COLOUR: kit.Colour = (95, 88, 80)
COVER_PEAKS: kit.Colour = (165, 155, 140)
FEAT_LETTERS = {"union": "U", "discovery": "D", "honour": "H", "respect": "S"}
FEAT_KINDS = ("union", "discovery", "honour", "respect")
BIOMES = ("tundra", "forest", "glacier", "coast", "desert")
#: The key's words and swatches (issue 26): at TEXT its lower-case words were 5.6 px high (x-height) on a
#: phone showing the board 400 px wide, smaller to the eye than the bold numbers of the same size; at 30
#: their x-height is 6.4 px there.
LEGEND_TEXT = 30
LEGEND_SWATCH = 36
LEGEND_KEYS = ("last", "space", "land", "water", "mountains", "covered", "feat")
MAP_IDS = ("highlands", "lowlands", "floating_lands", "glacier_mass", "long_road")

Point = tuple[float, float]
Box = tuple[float, float, float, float]


def _bold(size: int = TEXT):
    return kit.font(size, bold=True)


# --- geometry -------------------------------------------------------------------------------------------

def map_scale(size: Sequence[int]) -> float:
    """Map units to output pixels: the map spans the whole image width."""
    return WIDTH / size[0]


def map_pixels(size: Sequence[int]) -> tuple[int, int]:
    scale = map_scale(size)
    return WIDTH, round(size[1] * scale)


def board_size(view: dict) -> tuple[int, int]:
    """Width and the minimum height of the board image for this view (the panel adds to the height)."""
    width, height = map_pixels(view["map"]["size"])
    return width, HEADER_HEIGHT + height


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _badge_width(number: int) -> float:
    return max(44.0, _bold().getlength(str(number)) + 12)


def _badge_box(centre: Point, number: int) -> Box:
    half_w, half_h = _badge_width(number) / 2, BADGE_HEIGHT / 2
    return centre[0] - half_w, centre[1] - half_h, centre[0] + half_w, centre[1] + half_h


def _plate_size(peaks: int) -> tuple[float, float]:
    return 16 * 0.75 * (peaks + 1) / 2 + 10, 24.0


def _plate_box(badge: Box, peaks: int, side: tuple[int, int]) -> Box:
    """The mountain plate's box on ``side`` of a badge (touching it)."""
    width, height = _plate_size(peaks)
    cx, cy = (badge[0] + badge[2]) / 2, (badge[1] + badge[3]) / 2
    if side[1] < 0:
        return cx - width / 2, badge[1] - height + 1, cx + width / 2, badge[1] + 1
    if side[1] > 0:
        return cx - width / 2, badge[3] - 1, cx + width / 2, badge[3] + height - 1
    if side[0] > 0:
        return badge[2] - 1, cy - height / 2, badge[2] + width - 1, cy + height / 2
    return badge[0] - width + 1, cy - height / 2, badge[0] + 1, cy + height / 2


@dataclass(frozen=True)
class _Layout:
    """Where the static things of one map go on the output image (pixels, header not included)."""

    scale: float
    spaces: dict[int, Point]
    badges: dict[int, Point]          # connection number -> centre of its number plate
    plates: dict[int, Box]            # connection number -> mountain plate box (mountain connections)
    name_at: dict[int, Point | None]  # territory id -> where the biome name goes (None: no room)
    feat_places: dict[int, tuple[Point, ...]]  # territory id -> where its feat tag may go, best first
    boxes: dict[str, list[Box]]       # what is where, by kind (space, badge, plate, label, name, totem, ...)
    names: dict[int, Box]             # territory id -> its name's box (where one is drawn)
    labels: dict[int, Box]            # territory id -> its number's box (with the biome symbol)
    size: tuple[int, int]             # the map's size
    #: feat_places' ranking of a tag's places against the printed map, kept with the cached layout.
    ranked: dict = field(default_factory=dict, compare=False, repr=False)

    def point(self, xy: Sequence[float]) -> Point:
        return xy[0] * self.scale, xy[1] * self.scale


def _nudge_badges(spaces: dict[int, Point], labels: list[Box], connections: list[dict],
                  scale: float) -> dict[int, Point]:
    """Badge centres, moved a little away from the tent spaces and territory labels they would cover.

    The printed maps put a connection's number about 40 map units from the nearest tent space; at the
    phone-size text of these boards a badge and a space circle (or a territory's number) would overlap by
    a few pixels, so each badge is pushed off them, at most 22 px (well within its border segment)."""
    result: dict[int, Point] = {}
    limit = 22.0
    for connection in connections:
        x0, y0 = connection["xy"][0] * scale, connection["xy"][1] * scale
        x, y = x0, y0
        half_w, half_h = _badge_width(connection["number"]) / 2, BADGE_HEIGHT / 2
        for _ in range(8):
            for sx, sy in spaces.values():
                dx, dy = x - sx, y - sy
                distance = math.hypot(dx, dy) or 1.0
                ux, uy = dx / distance, dy / distance
                need = SPACE_RADIUS + 3 + abs(ux) * half_w + abs(uy) * half_h
                if distance < need:
                    push = (need - distance) / 2
                    x, y = x + ux * push, y + uy * push
            for lx0, ly0, lx1, ly1 in labels:
                over_x = min(x + half_w - lx0, lx1 - (x - half_w))
                over_y = min(y + half_h - ly0, ly1 - (y - half_h))
                if over_x > 0 and over_y > 0:
                    if over_x < over_y:
                        x += (over_x / 2 + 1) * (1 if x > (lx0 + lx1) / 2 else -1)
                    else:
                        y += (over_y / 2 + 1) * (1 if y > (ly0 + ly1) / 2 else -1)
            shift = math.hypot(x - x0, y - y0)
            if shift > limit:
                x, y = x0 + (x - x0) * limit / shift, y0 + (y - y0) * limit / shift
        result[connection["number"]] = (x, y)
    return result


def _plate_side(spaces: dict[int, Point], badge: Box, peaks: int, size: tuple[int, int]) -> tuple[int, int]:
    """Above the badge unless a tent space is close there or the map ends; then below, right or left,
    whichever is clearest of the tent spaces."""
    best: tuple[float, tuple[int, int]] | None = None
    for side in ((0, -1), (0, 1), (1, 0), (-1, 0)):
        box = _plate_box(badge, peaks, side)
        if box[0] < 2 or box[1] < 2 or box[2] > size[0] - 2 or box[3] > size[1] - 2:
            continue
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        clearance = min(math.hypot(cx - sx, cy - sy) for sx, sy in spaces.values())
        if clearance >= SPACE_RADIUS + 22:
            return side
        if best is None or clearance > best[0]:
            best = (clearance, side)
    assert best is not None
    return best[1]


def _territory_label_box(layout_point: Point, territory_id: int) -> Box:
    """The symbol and number of a territory (its name goes under or over this)."""
    cx, cy = layout_point
    width = 34 + 4 + _bold(34).getlength(str(territory_id))
    return cx - width / 2, cy - 12 - 20, cx + width / 2, cy - 12 + 20


def biome_name(lang: str, biome: str) -> str:
    return i18n.t(lang, "iwari-biome", biome=biome)


def _name_box(centre: Point, name: str) -> Box:
    half_w = _bold().getlength(name) / 2 + 2
    return centre[0] - half_w, centre[1] - 14, centre[0] + half_w, centre[1] + 14


@lru_cache(maxsize=256)
def _feat_tag_half_width(text: str) -> float:
    """Half the width of a feat tag with these words (its star, the words, the margins): measured once per
    text, as the placement tries a tag in a hundred places."""
    return (32 + _bold().getlength(text) + 8) / 2


def _feat_tag_box(centre: Point, text: str) -> Box:
    half_w = _feat_tag_half_width(text)
    return centre[0] - half_w, centre[1] - TAG_HEIGHT / 2, centre[0] + half_w, centre[1] + TAG_HEIGHT / 2


def _totem_zone(centre: Point) -> Box:
    """Where a territory's totems go: the printed ring, and a tag of one tribe across it."""
    half_w = max(TOTEM_RING, _totem_tag_width("W9") / 2)
    return centre[0] - half_w, centre[1] - TOTEM_RING, centre[0] + half_w, centre[1] + TOTEM_RING


def _tent_box(centre: Point) -> Box:
    """A tent standing on the space at ``centre`` (the widest build, its pole and its halo)."""
    return centre[0] - 30, centre[1] - 34, centre[0] + 30, centre[1] + 28


def _covered(box: Box, obstacles: Sequence[Box], size: tuple[int, int]) -> float:
    """How much of ``box`` is covered by ``obstacles`` (0: clear), infinite outside the map."""
    if box[0] < 2 or box[1] < 2 or box[2] > size[0] - 2 or box[3] > size[1] - 2:
        return math.inf
    covered = 0.0
    x0, y0, x1, y1 = box
    for other in obstacles:
        # Most obstacles lie clear of the box: told by four comparisons before any arithmetic.
        if other[0] < x1 and x0 < other[2] and other[1] < y1 and y0 < other[3]:
            w = min(x1, other[2]) - max(x0, other[0])
            h = min(y1, other[3]) - max(y0, other[1])
            if w > 0 and h > 0:
                covered += w * h
    return covered


#: Where a territory's name may go, from its number (tried in this order): under it or over it, a little
#: to the side if a tent space, a connection's number or the totems are in the way.
NAME_PLACES: tuple[tuple[float, float], ...] = tuple(
    (dx, dy) for dy in (20.0, -46.0) for dx in (0.0, -20.0, 20.0, -40.0, 40.0))


#: Where a territory's feat tag may go if not in its name's place: offsets from just under its number,
#: nearest first (every 45 px across and 28 px up or down, within 180 and 140 px).
FEAT_OFFSETS: tuple[tuple[float, float], ...] = tuple(sorted(
    ((dx * 45.0, dy * 28.0) for dx in range(-4, 5) for dy in range(-6, 5)),
    key=lambda offset: (math.hypot(offset[0], offset[1] * 1.6), offset[1] < 0, offset[0] < 0)))


def _layout_for(data: dict, lang: str = "en") -> _Layout:
    scale = map_scale(data["size"])
    size = map_pixels(data["size"])
    spaces = {space["id"]: (space["xy"][0] * scale, space["xy"][1] * scale) for space in data["spaces"]}
    labels = [_territory_label_box((t["label"][0] * scale, t["label"][1] * scale), t["id"])
              for t in data["territories"]]
    badges = _nudge_badges(spaces, labels, data["connections"], scale)
    plates: dict[int, Box] = {}
    for connection in data["connections"]:
        if connection.get("mountain"):
            number = connection["number"]
            badge = _badge_box(badges[number], number)
            side = _plate_side(spaces, badge, int(connection["mountain"]), size)
            plates[number] = _plate_box(badge, int(connection["mountain"]), side)
    boxes: dict[str, list[Box]] = {
        "space": [(x - SPACE_RADIUS - 2, y - SPACE_RADIUS - 2, x + SPACE_RADIUS + 2, y + SPACE_RADIUS + 2)
                  for x, y in spaces.values()],
        "badge": [_badge_box(badges[n], n) for n in badges],
        "plate": list(plates.values()),
        "label": list(labels),
        # Totems stand on their territory's ring: a biome's name must not lie under them (issue 26: the
        # Tundra's name under a totem tag).
        "totem": [_totem_zone((t["totem"][0] * scale, t["totem"][1] * scale)) for t in data["territories"]],
    }
    obstacles = boxes["badge"] + boxes["plate"] + boxes["space"] + boxes["totem"]
    name_at: dict[int, Point | None] = {}
    names: dict[int, Box] = {}
    for territory, own_label in zip(data["territories"], labels, strict=True):
        cx, cy = territory["label"][0] * scale, territory["label"][1] * scale
        name_at[territory["id"]] = None
        # Clear of the other territories' numbers and names (its own number is just over or under it).
        others = [label for label in labels if label is not own_label]
        for dx, dy in NAME_PLACES:
            box = _name_box((cx + dx, cy + dy), biome_name(lang, territory["biome"]))
            inside = box[0] >= 0 and box[2] <= WIDTH
            taken = [*obstacles, *others, *names.values()]
            if inside and not any(_overlaps(box, other) for other in taken):
                name_at[territory["id"]] = (cx + dx, cy + dy)
                names[territory["id"]] = box
                break
    boxes["name"] = list(names.values())
    # Where a territory's feat tag may go (feat_places below picks among them, for the feats of a board):
    # its name's place first, then around its number.
    feat_places: dict[int, tuple[Point, ...]] = {}
    for territory in data["territories"]:
        cx, cy = territory["label"][0] * scale, territory["label"][1] * scale
        name_place = name_at[territory["id"]]
        feat_places[territory["id"]] = tuple(([name_place] if name_place else []) + [
            (cx + dx, cy + 26.0 + dy) for dx, dy in FEAT_OFFSETS])
    boxes["tent"] = [_tent_box(point) for point in spaces.values()]
    if data.get("road"):
        x, y = data["road"]["line"][0][0] * scale + 4, data["road"]["line"][0][1] * scale - 30
        ascent, descent = _bold().getmetrics()
        width = _bold().getlength(i18n.t(lang, "iwari-render-long-road"))
        boxes["label"].append((x - 3, y - ascent - 3, x + width + 3, y + 3))
    label_of = {t["id"]: box for t, box in zip(data["territories"], labels, strict=True)}
    return _Layout(scale, spaces, badges, plates, name_at, feat_places, boxes, names, label_of, size)


def _steps_within(start: float, delta: float, steps: int, low: float, high: float) -> tuple[int, int]:
    """The first and last ``k`` of ``0 … steps`` whose coordinate ``start + delta * k / steps`` lies in
    ``[low, high]`` (first > last: none). The coordinate is computed as :func:`_crossed` names its points,
    and it only grows (or only shrinks) with ``k``, so the ``k`` inside are one run: each end is found
    from where the line meets the bound, then stepped to the exact first ``k`` that holds (whatever the
    rounding), rather than every point being tried."""
    if delta == 0:
        return (0, steps) if low <= start + delta <= high else (1, 0)
    if delta < 0:  # the coordinate shrinks: it enters at ``high`` and leaves under ``low``
        k = min(max(math.ceil((high - start) * steps / delta), 0), steps + 1)
        while k > 0 and start + delta * (k - 1) / steps <= high:
            k -= 1
        while k <= steps and not start + delta * k / steps <= high:
            k += 1
        first = k
        k = min(max(math.ceil((low - start) * steps / delta), 0), steps + 1)
        while k > 0 and start + delta * (k - 1) / steps < low:
            k -= 1
        while k <= steps and not start + delta * k / steps < low:
            k += 1
        return first, k - 1
    k = min(max(math.ceil((low - start) * steps / delta), 0), steps + 1)
    while k > 0 and start + delta * (k - 1) / steps >= low:
        k -= 1
    while k <= steps and not start + delta * k / steps >= low:
        k += 1
    first = k
    k = min(max(math.ceil((high - start) * steps / delta), 0), steps + 1)
    while k > 0 and start + delta * (k - 1) / steps > high:
        k -= 1
    while k <= steps and not start + delta * k / steps > high:
        k += 1
    return first, k - 1


def _crossed(a: Point, b: Point, boxes: Sequence[Box], skip: Sequence[Box] = ()) -> int:
    """How many points (every 4 px) of the segment from ``a`` to ``b`` lie in ``boxes`` (not in ``skip``).

    The ``k``-th of the ``steps + 1`` points is ``a + (b - a) * k / steps``; the points inside a box are a
    run of ``k`` (:func:`_steps_within`, on each axis), so each box costs a few points' arithmetic at the
    ends of its run, not a test of every point (the placement of a board's feat tags draws thousands of
    such lines)."""
    steps = max(1, round(math.dist(a, b) / 4))
    # Only a box that meets the segment's bounding box can hold one of its points.
    low_x, high_x, low_y, high_y = min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])
    boxes = [box for box in boxes if box[0] <= high_x and box[2] >= low_x and box[1] <= high_y
             and box[3] >= low_y]
    if not boxes:
        return 0
    skip = [box for box in skip if box[0] <= high_x and box[2] >= low_x and box[1] <= high_y
            and box[3] >= low_y]
    dx, dy = b[0] - a[0], b[1] - a[1]

    def run(box: Box) -> tuple[int, int]:
        first_x, last_x = _steps_within(a[0], dx, steps, box[0], box[2])
        if first_x > last_x:
            return first_x, last_x
        first_y, last_y = _steps_within(a[1], dy, steps, box[1], box[3])
        return max(first_x, first_y), min(last_x, last_y)

    inside = bytearray(steps + 1)
    for box in boxes:
        first, last = run(box)
        if first <= last:
            inside[first:last + 1] = b"\x01" * (last + 1 - first)
    for box in skip:
        first, last = run(box)
        if first <= last:
            inside[first:last + 1] = bytes(last + 1 - first)
    return inside.count(1)


def _joint(anchor: Box, centre: Point) -> Point:
    """Where a line from ``anchor`` to a tag at ``centre`` starts: ``anchor``'s point nearest to it."""
    return min(max(centre[0], anchor[0]), anchor[2]), min(max(centre[1], anchor[1]), anchor[3])


#: The star on the corner of a connection's number when a feat doubles its totems.
LINK_STAR = 30
#: A feat tag farther than this from its number is joined to it by a gold line.
FEAT_JOIN = 10
#: A tag's distance from what it belongs to, in px, weighs as much as this many px² of tents covered.
FEAT_DISTANCE_COST = 20


def _near(boxes: Sequence[Box], region: Box) -> list[Box]:
    """Those of ``boxes`` that meet ``region`` (edges included), in their order."""
    x0, y0, x1, y1 = region
    return [box for box in boxes if box[0] <= x1 and box[2] >= x0 and box[1] <= y1 and box[3] >= y0]


def _ranked(layout: _Layout, target: int, text: str) -> list[tuple[tuple, Point, Box]]:
    """The places of a territory's feat tag with these words, ranked by what they cover of the printed map
    (numbers, plates, other names, totems, the road's name), what the line joining them to the territory's
    number crosses of it, then by the tents they cover and their distance, best first; kept with the
    layout."""
    key = (target, text)
    if key not in layout.ranked:
        places = layout.feat_places.get(target, ())
        b = layout.boxes
        own = layout.names.get(target)
        anchor = layout.labels[target]
        tags = [_feat_tag_box(centre, text) for centre in places]
        # Every tag and every line from the number to one lies in this region: a box outside it covers
        # nothing and is crossed by nothing, so the map's hundreds of boxes are narrowed to the few near
        # the territory once, rather than for each of its hundred places (the same boxes in the same
        # order wherever one counts, so the same sums).
        region = (min([anchor[0], *(tag[0] for tag in tags)]), min([anchor[1], *(tag[1] for tag in tags)]),
                  max([anchor[2], *(tag[2] for tag in tags)]), max([anchor[3], *(tag[3] for tag in tags)]))
        printed = _near([*b["badge"], *b["plate"], *b["label"], *b["totem"]], region)
        named = [(t, n) for t, n in layout.names.items() if _near([n], region)]
        # A territory's tag may take its own name's place, and only that place.
        with_names = printed + [n for _, n in named]
        at_own_name = printed + [n for t, n in named if t != target]
        tents = _near(b["tent"], region)
        ranking = []
        for index, (centre, box) in enumerate(zip(places, tags, strict=True)):
            at_name = own is not None and centre == layout.name_at[target]
            obstacles = at_own_name if at_name else with_names
            hard = _covered(box, obstacles, layout.size)
            soft = _covered(box, tents, layout.size)
            gap = math.hypot(max(anchor[0] - box[2], box[0] - anchor[2], 0),
                             max(anchor[1] - box[3], box[1] - anchor[3], 0))
            crossed = 0
            if gap > FEAT_JOIN:
                joint = _joint(anchor, centre)
                crossed = _crossed(joint, centre, obstacles, [anchor, box])
                soft += 10 * _crossed(joint, centre, tents, [box])
            ranking.append(((hard, crossed, soft + FEAT_DISTANCE_COST * gap), index, centre, box))
        ranking.sort(key=lambda entry: entry[:2])
        layout.ranked[key] = [(cost, centre, box) for cost, _, centre, box in ranking]
    return layout.ranked[key]


def feat_text(letters: str) -> str:
    """A feat tag's words: the multiplier its feats give (x2 for one ... x5 for four) and their letters."""
    return f"x{len(letters) + 1} {letters}"


def feat_places(layout: _Layout, feats: dict[int, str]) -> dict[int, Point]:
    """Where the feat tags of a board's territories go: territory id -> its feats' letters in, the tag's
    centre out (map pixels, header not included).

    Each tag takes the best of its places (:func:`_ranked`) clear of the printed map and of the tags placed
    before it, else the best clear of the other tags (issue 26: tags lay over connections' numbers and
    tents). A connection's feat needs no tag: its number is framed in gold with a star (:func:`_draw_pieces`).
    """
    result: dict[int, Point] = {}
    tags: list[Box] = []
    for target, letters in sorted(feats.items()):
        ranking = _ranked(layout, target, feat_text(letters))
        if not ranking:
            continue
        free = [entry for entry in ranking if not any(_overlaps(entry[2], tag) for tag in tags)]
        # Clear of the printed map and of the other tags if it can be; the printed map first.
        chosen = next((entry for entry in free if entry[0][0] == 0), None) or (free or ranking)[0]
        result[target] = chosen[1]
        tags.append(chosen[2])
    return result


# --- the static map layer -------------------------------------------------------------------------------

def _dashed_line(draw: ImageDraw.ImageDraw, a: Point, b: Point, colour: kit.Colour, width: int, dash: float,
                 gap: float) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    position = 0.0
    while position < length:
        end = min(position + dash, length)
        draw.line([(a[0] + ux * position, a[1] + uy * position), (a[0] + ux * end, a[1] + uy * end)],
                  fill=colour, width=width)
        position = end + gap


def _line(width: float, k: float) -> int:
    """A line ``width`` output pixels wide on a canvas of ``k`` pixels per output pixel: at least one."""
    return max(1, round(width * k))


def _scaled(box: Box, k: float) -> Box:
    return box[0] * k, box[1] * k, box[2] * k, box[3] * k


def _connection_badge(draw: ImageDraw.ImageDraw, layout: _Layout, connection: dict, k: float,
                      top: float = 0) -> None:
    """Land: a white plate with square corners; water: a blue plate with round ends and a wave line.
    A plate beside it shows the mountain symbol (1-4 peaks) of the connections that carry one.
    ``top``: where the map starts on the canvas (output pixels); ``k``: the canvas's supersampling."""
    number = connection["number"]
    bx, by = layout.badges[number]
    x0, y0, x1, y1 = _scaled(_badge_box((bx, by + top), number), k)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    used_font = _bold(round(TEXT * k))
    if number in layout.plates:
        peaks = int(connection["mountain"])
        plate = layout.plates[number]
        px0, py0, px1, py1 = _scaled((plate[0], plate[1] + top, plate[2], plate[3] + top), k)
        draw.rounded_rectangle((px0, py0, px1, py1), radius=round(4 * k), fill=(235, 230, 220),
                               outline=kit.INK, width=_line(1.5, k))
        kit.draw_mountain(draw, (px0 + px1) / 2, (py0 + py1) / 2, 16 * k, peaks, fill=(110, 100, 90))
    if connection["kind"] == "water":
        draw.rounded_rectangle((x0, y0, x1, y1), radius=round((y1 - y0) / 2), fill=kit.SEA_DARK,
                               outline=kit.WHITE, width=_line(2, k))
        draw.text((cx, cy - 2 * k), str(number), font=used_font, fill=kit.WHITE, anchor="mm")
        _dashed_line(draw, (cx - 12 * k, y1 - 5 * k), (cx + 12 * k, y1 - 5 * k), kit.WHITE,
                     _line(2, k), 4 * k, 3 * k)
    else:
        draw.rectangle((x0, y0, x1, y1), fill=kit.WHITE, outline=kit.INK, width=_line(2, k))
        draw.text((cx, cy), str(number), font=used_font, fill=kit.INK, anchor="mm")


def _territory_label(draw: ImageDraw.ImageDraw, layout: _Layout, territory: dict, k: float,
                     lang: str = "en") -> None:
    """Biome symbol and territory number on one line, the biome's name under (or over) them if it fits."""
    cx, cy = layout.point(territory["label"])
    biome = territory["biome"]
    number = str(territory["id"])
    number_font = _bold(round(34 * k))
    symbol = 34 * k
    width = symbol + 4 * k + number_font.getlength(number)
    left = cx * k - width / 2
    kit.draw_biome_symbol(draw, biome, left + symbol / 2, (cy - 12) * k, symbol)
    kit.draw_text(draw, (left + symbol + 4 * k, (cy - 12) * k), number, number_font, kit.INK, anchor="lm",
                  outline=kit.WHITE, outline_width=_line(3, k))
    name_at = layout.name_at[territory["id"]]
    if name_at is not None:
        kit.draw_text(draw, (name_at[0] * k, name_at[1] * k), biome_name(lang, biome), _bold(round(TEXT * k)),
                      kit.BIOME_INK[biome], anchor="mm", outline=kit.WHITE, outline_width=_line(3, k))


@lru_cache(maxsize=20)
def _map_layer(map_json: str, lang: str = "en", scale: float = 1.0) -> tuple[Image.Image, _Layout]:
    """The map without pieces at output size (times ``scale``: a board drawn smaller), and its layout (in
    the full-size board's pixels). Keyed by the map's JSON text, the language (territory names are drawn
    only where they fit, and their length depends on it) and the scale.

    Drawn at SUPERSAMPLE times the size it is wanted at, and scaled down by that for smooth edges."""
    data = json.loads(map_json)
    layout = _layout_for(data, lang)
    # The drawing's pixels per output pixel of the full-size board (exactly SUPERSAMPLE at full size).
    k = SUPERSAMPLE * scale if scale != 1.0 else SUPERSAMPLE
    width, height = map_pixels(data["size"])
    size = kit.px(width, scale), kit.px(height, scale)
    image = Image.new("RGB", (size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), kit.SEA)
    draw = ImageDraw.Draw(image)

    def pixel(xy: Sequence[float]) -> Point:
        x, y = layout.point(xy)
        return x * k, y * k

    # Gentle wave marks make the sea read as water without a colour cue (laid out in the pixels of the
    # full-size drawing, then scaled).
    s = SUPERSAMPLE
    for y in range(40 * s, height * s, 70 * s):
        for x in range((y // 3) % (90 * s), width * s, 160 * s):
            box = (x, y, x + 26 * s, y + 12 * s)
            if scale != 1.0:
                box = tuple(round(value * scale) for value in box)
            draw.arc(box, 200, 340, fill=kit.blend(kit.SEA, kit.WHITE, 0.35), width=_line(1, k))
    for polygon in data.get("water") or []:
        draw.polygon([pixel(p) for p in polygon], fill=kit.blend(kit.SEA, kit.SEA_DARK, 0.3))
    road = data.get("road")
    road_fill = kit.blend(kit.PAPER, ROAD_COLOUR, 0.15)
    if road:
        line = [pixel(p) for p in road["line"]]
        draw.line(line, fill=road_fill, width=_line(46, k), joint="curve")
        for x, y in line:
            r = 23 * k
            draw.ellipse((x - r, y - r, x + r, y + r), fill=road_fill)
    for territory in data["territories"]:
        draw.polygon([pixel(p) for p in territory["outline"]], fill=kit.BIOME_COLOURS[territory["biome"]])
    for territory in data["territories"]:
        outline = [pixel(p) for p in territory["outline"]]
        draw.line(outline + outline[:1], fill=BORDER_COLOUR, width=_line(3, k), joint="curve")
    if road:
        draw.line([pixel(p) for p in road["line"]], fill=ROAD_COLOUR, width=_line(12, k), joint="curve")
    spaces = {number: (x * k, y * k) for number, (x, y) in layout.spaces.items()}
    for a, b in data["paths"]:
        draw.line([spaces[a], spaces[b]], fill=kit.WHITE, width=_line(7, k))
        draw.line([spaces[a], spaces[b]], fill=PATH_COLOUR, width=_line(3, k))
    if data.get("special") == "floating_lands":
        # Connections count as paths on this map: a dashed line runs from each linked space to the
        # connection's number, so the link visibly passes through that connection.
        for connection in data["connections"]:
            bx, by = layout.badges[connection["number"]]
            for end in connection["link"]:
                _dashed_line(draw, spaces[end], (bx * k, by * k), PATH_COLOUR, _line(3, k), 9 * k, 6 * k)
    for space in data["spaces"]:
        x, y = spaces[space["id"]]
        r = SPACE_RADIUS * k
        on_road = space["territory"] is None
        draw.ellipse((x - r, y - r, x + r, y + r), fill=kit.blend(kit.WHITE, ROAD_COLOUR, 0.2) if on_road
                     else kit.WHITE, outline=ROAD_COLOUR if on_road else PATH_COLOUR, width=_line(2, k))
    for territory in data["territories"]:
        x, y = pixel(territory["totem"])
        r = TOTEM_RING * k
        draw.ellipse((x - r, y - r, x + r, y + r), outline=kit.blend(kit.BIOME_INK[territory["biome"]],
                                                                      kit.WHITE, 0.2), width=_line(3, k))
        _territory_label(draw, layout, territory, k, lang)
    for connection in data["connections"]:
        _connection_badge(draw, layout, connection, k)
    if road:
        x, y = pixel(road["line"][0])
        kit.draw_text(draw, (x + 4 * k, y - 30 * k), i18n.t(lang, "iwari-render-long-road"),
                      _bold(round(TEXT * k)), kit.WHITE,
                      anchor="lb", outline=ROAD_COLOUR, outline_width=_line(3, k))
    return image.resize(size, Image.Resampling.LANCZOS), layout


def road_label_room(data: dict) -> float:
    """How wide the Long Road's name may be: from where it starts (over the road's first point) to the
    first tent space in its line of text, so that no tent ever covers it."""
    scale = map_scale(data["size"])
    x0, y0 = data["road"]["line"][0][0] * scale + 4, data["road"]["line"][0][1] * scale - 30
    ascent, _ = _bold().getmetrics()
    room = WIDTH - x0
    radius = TENT_SIZE / 2 + 2
    for space in data["spaces"]:
        x, y = space["xy"][0] * scale, space["xy"][1] * scale
        if y + radius > y0 - ascent and y - radius < y0 and x + radius > x0:
            room = min(room, x - radius - x0)
    return room


# --- pieces -----------------------------------------------------------------------------------------------

def _tribe_colour(view: dict, tribe: int) -> kit.Colour:
    return kit.TRIBE_COLOURS.get(view["tribes"][tribe]["mark"], kit.player_colour(tribe))


def seat_colour(view: dict, seat: int) -> kit.Colour:
    """The colour seat ``seat``'s pieces have on the board (its tribe's), for the bot's card: nothing
    drawn."""
    return _tribe_colour(view, seat) if 0 <= seat < len(view["tribes"]) else kit.player_colour(seat)


def _tribe_shape(view: dict, tribe: int) -> str:
    """The tribe's outline family (kit.TRIBE_SHAPES), its second cue after the colour and with the letter."""
    return kit.TRIBE_SHAPES.get(view["tribes"][tribe]["mark"], kit.SHAPES[tribe % len(kit.SHAPES)])


def _tent(draw: ImageDraw.ImageDraw, cx: float, cy: float, colour: kit.Colour, mark: str,
          shape: str = "point") -> None:
    """A tent in its tribe's build with the tribe's letter at the full text size, low in its body where
    the tent is widest, in a white halo: a tent on ground of nearly its own colour (Green on Forest)
    still stands out."""
    kit.draw_tent(draw, cx, cy, TENT_SIZE, colour, mark, shape=shape, mark_font=_bold(), halo=kit.WHITE)


#: The room a totem tag leaves at each end for its tribe's outline (pointed, notched, slanted ends).
TAG_END = 7


def _totem_tag_width(label: str) -> float:
    return TAG_END + 24 + _bold().getlength(label) + 6 + TAG_END


def _totem_tag(draw: ImageDraw.ImageDraw, box: Box, colour: kit.Colour, shape: str, label: str) -> None:
    """A tribe's totems on a territory: a tag in the tribe's colour and outline (kit.TRIBE_SHAPES), a
    totem and the tribe's letter with the count ("R2")."""
    x, y, _, y1 = box
    draw.polygon(kit.shape_points(shape, box), fill=colour, outline=kit.INK, width=2)
    cy = (y + y1) / 2
    kit.draw_totem(draw, x + TAG_END + 11, cy - (2 if shape == "shield" else 0), 22,
                   kit.blend(colour, kit.WHITE, 0.45), None)
    draw.text((x + TAG_END + 24, cy), label, font=_bold(), fill=kit.ink_on(colour), anchor="lm")


def _totem_stack(draw: ImageDraw.ImageDraw, view: dict, centre: Point, counts: Sequence[int],
                 highlighted: set[int], down: bool = True, bottom: float = math.inf) -> None:
    """One tag per tribe with totems here: a totem in the tribe colour, its mark and the count. The first
    row is centred on the territory's totem ring, further rows stack ``down`` (else up): away from the
    territory's number and name, which the layout keeps clear of the first row only."""
    entries = [(tribe, count) for tribe, count in enumerate(counts) if count > 0]
    if not entries:
        return
    labels = [f"{view['tribes'][tribe]['mark']}{count}" for tribe, count in entries]
    tag_w = max(_totem_tag_width(label) for label in labels)
    columns = 1 if len(entries) <= 3 else 2
    rows = (len(entries) + columns - 1) // columns
    gap = 4
    total_w = columns * tag_w + (columns - 1) * gap
    total_h = rows * TAG_HEIGHT + (rows - 1) * gap
    # Kept inside the image: a crowded territory at the map's edge must not push tags out of sight.
    x0 = min(max(centre[0] - total_w / 2, 6), WIDTH - 6 - total_w)
    y0 = centre[1] - TAG_HEIGHT / 2 - (0 if down else total_h - TAG_HEIGHT)
    y0 = max(min(y0, bottom - 6 - total_h), HEADER_HEIGHT + 6)
    for index, ((tribe, _), label) in enumerate(zip(entries, labels, strict=True)):
        column, row = index % columns, index // columns
        x = x0 + column * (tag_w + gap)
        y = y0 + row * (TAG_HEIGHT + gap)
        colour = _tribe_colour(view, tribe)
        _totem_tag(draw, (x, y, x + tag_w, y + TAG_HEIGHT), colour, _tribe_shape(view, tribe), label)
        if tribe in highlighted:
            kit.draw_last_move(draw, (x - 5, y - 5, x + tag_w + 5, y + TAG_HEIGHT + 5), width=5)


def _feat_tag(draw: ImageDraw.ImageDraw, cx: float, cy: float, letters: str) -> None:
    """A gold star, the multiplier the feats give (x2 for one feat ... x5 for four) and their letters,
    centred on ``cx, cy`` (:func:`feat_places` keeps it on the map)."""
    text = feat_text(letters)
    x0, y0, x1, y1 = _feat_tag_box((cx, cy), text)
    draw.rounded_rectangle((x0, y0, x1, y1), radius=9, fill=kit.INK, outline=FEAT_GOLD, width=2)
    kit.draw_star(draw, x0 + 17, cy, 26, FEAT_GOLD)
    draw.text((x0 + 32, cy), text, font=_bold(), fill=FEAT_GOLD, anchor="lm")


def _draw_pieces(draw: ImageDraw.ImageDraw, view: dict, layout: _Layout, top: int) -> None:
    """Pieces, covered mountains, feats and the last-move marks, on the map pasted at ``top``."""
    data = view["map"]

    def at(point: Point) -> Point:
        return point[0], point[1] + top

    last = view.get("last_turn") or {}
    fresh_tents = {int(space) for space, _ in last.get("tents", [])}
    fresh_totems: dict[int, set[int]] = {}
    for territory_id, tribe in last.get("totems", []):
        fresh_totems.setdefault(int(territory_id), set()).add(int(tribe))
    connections = {c["number"]: c for c in data["connections"]}
    # Mountain tokens cover the printed number and symbol; the tent drawn after stays whole.
    for number in sorted(view.get("covered") or []):
        if number not in connections:
            continue
        box = _badge_box(at(layout.badges[number]), number)
        if number in layout.plates:
            plate = layout.plates[number]
            plate = (plate[0], plate[1] + top, plate[2], plate[3] + top)
            box = (min(box[0], plate[0]), min(box[1], plate[1]), max(box[2], plate[2]), max(box[3], plate[3]))
        draw.rounded_rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), radius=8, fill=COVER_COLOUR,
                               outline=kit.INK, width=2)
        if number in layout.plates:
            plate = layout.plates[number]
            kit.draw_mountain(draw, (plate[0] + plate[2]) / 2, (plate[1] + plate[3]) / 2 + top, 18,
                              int(connections[number].get("mountain") or 1), fill=COVER_PEAKS)
        x, y = at(layout.badges[number])
        draw.text((x, y), str(number), font=_bold(), fill=kit.WHITE, anchor="mm")
    # Empty spaces show their number: the turn menus name spaces by number.
    occupied = {int(space) for space, _ in view.get("tents") or []}
    for number, point in layout.spaces.items():
        if number not in occupied:
            x, y = at(point)
            draw.text((x, y), str(number), font=_bold(SPACE_TEXT), fill=PATH_COLOUR, anchor="mm")
    for space, tribe in view.get("tents") or []:
        x, y = at(layout.spaces[space])
        if space in fresh_tents:
            r = TENT_SIZE * 0.78
            kit.draw_last_move(draw, (x - r, y - r + 2, x + r, y + r + 2), width=6, round_shape=True)
        _tent(draw, x, y + 2, _tribe_colour(view, tribe), view["tribes"][tribe]["mark"],
              _tribe_shape(view, tribe))
    territories = {t["id"]: t for t in data["territories"]}
    for territory_id, counts in view.get("totems") or []:
        territory = territories[territory_id]
        _totem_stack(draw, view, at(layout.point(territory["totem"])), counts,
                     fresh_totems.get(territory_id, set()), territory["label"][1] <= territory["totem"][1],
                     top + map_pixels(data["size"])[1])
    feats = view.get("feats") or {}
    by_target: dict[tuple[str, int], list[str]] = {}
    for feat in feats.get("placed") or []:
        by_target.setdefault((feat["on"], int(feat["id"])), []).append(FEAT_LETTERS.get(feat["kind"], "?"))
    places = feat_places(layout, {target: "".join(letters) for (on, target), letters in by_target.items()
                                  if on == "territory" and target in territories})
    for (on, target), letters in sorted(by_target.items()):
        if on == "territory" and target in places:
            # The tag takes the biome name's place where it fits (the symbol beside the number still shows
            # the biome), else a clear place near the territory's number; away from it, a gold line joins
            # them.
            tx, ty = at(places[target])
            anchor = layout.labels[target]
            tag = _feat_tag_box(places[target], feat_text("".join(letters)))
            gap = math.hypot(max(anchor[0] - tag[2], tag[0] - anchor[2], 0),
                             max(anchor[1] - tag[3], tag[1] - anchor[3], 0))
            if gap > FEAT_JOIN:
                jx, jy = _joint(anchor, places[target])
                draw.line([(jx, jy + top), (tx, ty)], fill=kit.INK, width=6)
                draw.line([(jx, jy + top), (tx, ty)], fill=FEAT_GOLD, width=2)
            _feat_tag(draw, tx, ty, "".join(letters))
        elif on == "connection" and target in connections:
            # Honour (on land) or Respect (on water), doubling the connection's totems: its number framed
            # in gold with a gold star on the frame's corner, all on top (issue 26: the number's plate hid
            # the star drawn behind it, and the letter beside it ran into plates and tents).
            bx, by = at(layout.badges[target])
            _connection_badge(draw, layout, connections[target], 1, top)  # over any tent beside it
            x0, y0, x1, y1 = _badge_box((bx, by), target)
            draw.rounded_rectangle((x0 - 6, y0 - 6, x1 + 6, y1 + 6), radius=8, outline=kit.INK, width=7)
            draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=7, outline=FEAT_GOLD, width=4)
            kit.draw_star(draw, x1 + 2, y0 - 2, LINK_STAR, FEAT_GOLD)


# --- the header and the panel under the map ---------------------------------------------------------------

def header_text(view: dict, lang: str = "en") -> str:
    """The line over the map. The turn number is the one the bot's embed shows ("after turn N"): the
    view's ``turn`` is ``turn_count``, the number of completed turns."""
    map_id = view.get("map_id") or view["map"].get("id", "")
    # A map of the game is named in the reader's language; a test or tool map keeps its own name.
    name = i18n.t(lang, "iwari-map-name", map=map_id) if map_id in MAP_IDS else view["map"].get("name", "")
    return i18n.t(lang, "iwari-render-header", map=name, turn=view.get("turn", 0), round=view.get("round", 1))


def _biome_card(draw: ImageDraw.ImageDraw, box: Sequence[float], biome: str, title_size: int = TEXT,
                lang: str = "en") -> None:
    kit.draw_card(draw, box, kit.BIOME_COLOURS[biome], biome_name(lang, biome),
                  kit.font(title_size, bold=True), title_fill=kit.INK,
                  symbol=lambda d, cx, cy, s: kit.draw_biome_symbol(d, biome, cx, cy, s))


def _wrapped(draw: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int, width: float,
             fill: kit.Colour = kit.INK, bold: bool = False, max_lines: int = 2) -> float:
    used_font = kit.font(size, bold=bold)
    lines = kit.wrap_text(text, used_font, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        while lines[-1] and used_font.getlength(lines[-1] + "…") > width:
            lines[-1] = lines[-1][:-1]
        lines[-1] = lines[-1].rstrip(" .,") + "…"
    step = kit.text_height(used_font) + 2
    for line in lines:
        draw.text((x, y), line, font=used_font, fill=fill)
        y += step
    return y


def _space_swatch(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float) -> None:
    r = size / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=kit.WHITE, outline=PATH_COLOUR, width=2)
    draw.text((cx, cy + 1), "7", font=_bold(), fill=PATH_COLOUR, anchor="mm")


def _biome_swatch(draw: ImageDraw.ImageDraw, biome: str, cx: float, cy: float, size: float) -> None:
    r = size / 2 + 1
    draw.rounded_rectangle((cx - r, cy - r, cx + r, cy + r), radius=4, fill=kit.BIOME_COLOURS[biome],
                           outline=kit.BIOME_INK[biome], width=1)
    kit.draw_biome_symbol(draw, biome, cx, cy, size * 0.8)


def _covered_swatch(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float) -> None:
    draw.rounded_rectangle((cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2), radius=4,
                           fill=COVER_COLOUR)
    kit.draw_mountain(draw, cx, cy, size * 0.7, 1, fill=COVER_PEAKS)


def legend_label(lang: str, key: str) -> str:
    return i18n.t(lang, "iwari-render-legend", entry=key)


def _legend_entries(view: dict, lang: str = "en") -> list[tuple[str, kit.Drawer]]:
    """The key: shapes, so no cue relies on colour alone; biome names for territories without room."""
    entries: list[tuple[str, kit.Drawer]] = [
        ("last", kit.last_move_swatch),
        ("space", _space_swatch),
        ("land", lambda d, cx, cy, s: d.rectangle((cx - s / 2, cy - s / 3, cx + s / 2, cy + s / 3),
                                                        fill=kit.WHITE, outline=kit.INK, width=2)),
        ("water", lambda d, cx, cy, s: d.rounded_rectangle((cx - s / 2, cy - s / 3, cx + s / 2,
                                                                 cy + s / 3), radius=round(s / 3),
                                                                fill=kit.SEA_DARK, outline=kit.WHITE,
                                                                width=2)),
        ("mountains", lambda d, cx, cy, s: kit.draw_mountain(d, cx, cy, s * 0.8, 2)),
        ("covered", _covered_swatch),
    ]
    if view.get("feats"):
        entries.append(("feat", lambda d, cx, cy, s: kit.draw_star(d, cx, cy, s, FEAT_GOLD)))
    entries = [(legend_label(lang, key), drawer) for key, drawer in entries]
    for biome in BIOMES:
        entries.append((biome_name(lang, biome),
                        lambda d, cx, cy, s, b=biome: _biome_swatch(d, b, cx, cy, s)))
    return entries


def _tribe_word(lang: str, view: dict, tribe: int) -> str:
    return i18n.t(lang, "iwari-tribe", tribe=view["tribes"][tribe]["name"])


def _result_text(view: dict, lang: str = "en") -> str:
    winners = view.get("winners") or []
    names = [_tribe_word(lang, view, seat) for seat in winners if seat < len(view["tribes"])]
    if not names:
        return i18n.t(lang, "iwari-render-result-nobody")
    if len(names) == 1:
        return i18n.t(lang, "iwari-render-result-one", tribe=names[0])
    return i18n.t(lang, "iwari-render-result-shared", tribes=tuple(names))


def _message(lang: str, data: dict | None) -> str:
    """A message the view carries as JSON (the prompt, the last turn), in ``lang``."""
    return i18n.text(lang, Msg.from_json(data)) if data else ""


def final_round_text(lang: str) -> str:
    return i18n.t(lang, "iwari-render-final-round")


def display_card_width(lang: str) -> float:
    """The display's cards are as wide as the longest biome name of the language needs."""
    return max(_bold().getlength(biome_name(lang, biome)) for biome in BIOMES) + 14


def expedition_head(lang: str, expedition: dict) -> str:
    title = i18n.t(lang, "iwari-expedition-title", expedition=expedition["id"])
    return f"{title} {expedition['first']}/{expedition['second']}"


def feats_left_text(lang: str, left: dict) -> str:
    entries = [i18n.t(lang, "iwari-render-feat-left", feat=Msg("iwari-feat", feat=kind),
                      count=left.get(kind, 0)) for kind in FEAT_KINDS]
    return i18n.t(lang, "iwari-render-feats-left", feats=" · ".join(entries))


def _draw_panel(view: dict, lang: str = "en", scale: float = 1.0) -> tuple[Image.Image, int]:
    """Everything under the map, on a canvas of the board's width (drawn at ``scale``), cropped to the
    height it used; and that height in the full-size board's pixels."""
    image = kit.canvas(WIDTH, 1400, kit.PAPER, scale)
    draw = kit.drawer(image, scale)
    x = MARGIN
    inner = INNER
    y = 12.0
    # Whose turn and what they decide, or the result.
    to_play = view.get("to_play")
    if view.get("over"):
        kit.draw_star(draw, x + 17, y + 17, 34, FEAT_GOLD)
        y = _wrapped(draw, x + 42, y, _result_text(view, lang), PROMPT_SIZE, inner - 42, bold=True)
    elif to_play is not None and to_play < len(view["tribes"]):
        kit.draw_chip(draw, x + CHIP / 2, y + 17, CHIP, _tribe_colour(view, to_play),
                      view["tribes"][to_play]["mark"], shape=_tribe_shape(view, to_play))
        y = _wrapped(draw, x + CHIP + 8, y, _message(lang, view.get("prompt")), PROMPT_SIZE, inner - CHIP - 8,
                     bold=True)
    if view.get("final_round") and not view.get("over"):
        y = _wrapped(draw, x, y + 2, final_round_text(lang), FINAL_SIZE, inner,
                     (180, 30, 30), bold=True, max_lines=1)
    # Scores: a chip and the total per tribe (the breakdown, hands, tents and totems left are in the text).
    y += 8
    label_font = _bold(26)
    scores_label = i18n.t(lang, "iwari-render-scores")
    neutral_word = i18n.t(lang, "iwari-render-neutral")
    draw.text((x, y + 19), scores_label, font=label_font, fill=kit.GREY_DARK, anchor="lm")
    sx = x + label_font.getlength(scores_label) + 16
    winners = set(view.get("winners") or [])
    for tribe, info in enumerate(view["tribes"]):
        text = str(info.get("score", 0)) + ("" if info.get("seat") is not None else f" {neutral_word}")
        entry_w = CHIP + 6 + _bold(28).getlength(text) + 24
        if sx + entry_w > x + inner:
            sx = x + label_font.getlength(scores_label) + 16
            y += 44
        kit.draw_chip(draw, sx + CHIP / 2, y + 19, CHIP, _tribe_colour(view, tribe), info["mark"],
                      shape=_tribe_shape(view, tribe))
        if view.get("over") and info.get("seat") is not None and info["seat"] in winners:
            kit.draw_star(draw, sx + CHIP - 4, y + 2, 22, FEAT_GOLD)
        draw.text((sx + CHIP + 6, y + 19), text, font=_bold(28), fill=kit.INK, anchor="lm")
        sx += entry_w
    y += 50
    # The display and the deck.
    display = view.get("display") or []
    card_w = display_card_width(lang)
    card_h, gap = 118, DISPLAY_GAP
    for index in range(4):
        box = (x + index * (card_w + gap), y, x + index * (card_w + gap) + card_w, y + card_h)
        if index < len(display):
            _biome_card(draw, box, display[index], lang=lang)
        else:
            draw.rounded_rectangle(box, radius=10, outline=kit.GREY, width=2)
    piles_x = x + 4 * (card_w + gap) + PILES_GAP
    draw.text((piles_x, y + 30), i18n.t(lang, "iwari-render-deck", count=view.get("deck_size", 0)),
              font=_bold(DECK_SIZE), fill=kit.INK, anchor="lm")
    draw.text((piles_x, y + 78), i18n.t(lang, "iwari-render-discard", count=view.get("discard_size", 0)),
              font=kit.font(TEXT),
              fill=kit.GREY_DARK, anchor="lm")
    y += card_h + 14
    expeditions = view.get("expeditions")
    if expeditions:
        draw.text((x, y), i18n.t(lang, "iwari-render-expeditions"), font=_bold(26), fill=kit.GREY_DARK)
        y += 36
        column_w = inner / 2
        for index, expedition in enumerate(expeditions):
            ex = x + (index % 2) * column_w
            ey = y + (index // 2) * 46
            claimed = expedition.get("claimed_by") or []
            head = expedition_head(lang, expedition)
            room = column_w - 20 - (CHIP + 4) * len(claimed[:2])
            head_font = kit.fit_font(head, room, 26, bold=True, min_size=TEXT)
            draw.text((ex, ey + 19), head, font=head_font, fill=kit.INK, anchor="lm")
            cx = ex + head_font.getlength(head) + 8 + CHIP / 2
            for tribe in claimed[:2]:
                kit.draw_chip(draw, cx, ey + 19, CHIP, _tribe_colour(view, tribe),
                              view["tribes"][tribe]["mark"], shape=_tribe_shape(view, tribe))
                cx += CHIP + 4
        y += 46 * ((len(expeditions) + 1) // 2) + 4
    feats = view.get("feats")
    if feats:
        left = feats.get("left") or {}
        text = feats_left_text(lang, left)
        y = _wrapped(draw, x, y, text, TEXT, inner, kit.INK) + 8
    # The key.
    draw.line([(x, y), (x + inner, y)], fill=kit.GREY_LIGHT, width=2)
    y += 10
    _, legend_height = kit.legend(draw, (x, y), _legend_entries(view, lang), kit.font(LEGEND_TEXT),
                                  swatch=LEGEND_SWATCH, gap=10, max_width=inner)
    height = round(y + legend_height + 10)
    return image.crop((0, 0, image.width, kit.px(height, scale))), height


def board_image(view: dict, last_action: str | None = None, lang: str = "en",
                width: int | None = None) -> Image.Image:
    """The public board. Reads only public keys of ``view``.

    ``last_action`` is not drawn: the embed carries the text of the turn, and the map marks what it placed.
    ``width``: drawn that many pixels wide (a replay frame) rather than ``WIDTH``, everything scaled alike
    (``kit.drawer``; the cached map layer is drawn, and kept, at that scale).
    """
    scale = kit.scale_for(width, WIDTH)
    map_json = json.dumps(view["map"], sort_keys=True, separators=(",", ":"))
    lang = i18n.normalize(lang)
    background, layout = _map_layer(map_json, lang, scale)
    map_height = map_pixels(view["map"]["size"])[1]
    panel, panel_height = _draw_panel(view, lang, scale)
    image = kit.canvas(WIDTH, HEADER_HEIGHT + map_height + panel_height, kit.PAPER, scale)
    draw = kit.drawer(image, scale)
    header = header_text(view, lang)
    draw.text((MARGIN, HEADER_HEIGHT / 2), header, font=kit.fit_font(header, WIDTH - 2 * MARGIN, 32,
                                                                     bold=True, min_size=TEXT),
              fill=kit.INK, anchor="lm")
    image.paste(background, kit.at((0, HEADER_HEIGHT), scale))
    _draw_pieces(draw, view, layout, HEADER_HEIGHT)
    image.paste(panel, kit.at((0, HEADER_HEIGHT + map_height), scale))
    return image


def board(view: dict, last_action: str | None = None, lang: str = "en") -> bytes:
    """:func:`board_image` as PNG bytes."""
    return kit.to_png(board_image(view, last_action, lang), palette=True, compress_level=PNG_LEVEL)


# --- the hand -----------------------------------------------------------------------------------------------

HAND_CARD_W = 130
HAND_CARD_H = 176


def hand(view: dict, lang: str = "en") -> bytes:
    """The seat's hand (``view["private"]["hand"]``) as cards, with a one-line reminder of how to pay."""
    private = view.get("private") or {}
    cards = list(private.get("hand") or [])
    seat = view.get("seat")
    tribe = view["tribes"][seat] if seat is not None and seat < len(view["tribes"]) else None
    lang = i18n.normalize(lang)
    legend_text = i18n.t(lang, "iwari-render-hand-help")
    legend_font = kit.font(15)
    title_font = kit.font(20, bold=True)
    title = i18n.t(lang, "iwari-render-your-hand")
    if tribe is not None:
        title = i18n.t(lang, "iwari-render-your-hand-tribe",
                       seat=Msg("iwari-seat", tribe=tribe["name"]))
    gap = 14
    cards_w = max(1, len(cards)) * (HAND_CARD_W + gap) - gap
    title_w = (34 if tribe is not None else 0) + kit.text_width(title, title_font)
    width = max(cards_w, title_w, kit.text_width(legend_text, legend_font)) + 2 * 20
    height = 20 + 34 + HAND_CARD_H + 14 + 26 + 16
    image = kit.new_image(width, height, kit.PAPER)
    draw = ImageDraw.Draw(image)
    y = 18
    if tribe is not None:
        kit.draw_chip(draw, 20 + 14, y + 13, 28, _tribe_colour(view, seat), tribe["mark"],
                      shape=_tribe_shape(view, seat))
    draw.text((20 + (34 if tribe is not None else 0), y + 13), title, font=title_font,
              fill=kit.INK, anchor="lm")
    y += 36
    x = (width - cards_w) / 2
    if not cards:
        draw.rounded_rectangle((x, y, x + HAND_CARD_W, y + HAND_CARD_H), radius=14, outline=kit.GREY, width=2)
        draw.text((x + HAND_CARD_W / 2, y + HAND_CARD_H / 2), i18n.t(lang, "iwari-render-no-cards"),
                  font=kit.font(16),
                  fill=kit.GREY_DARK, anchor="mm")
    for index, biome in enumerate(cards):
        left = x + index * (HAND_CARD_W + gap)
        _biome_card(draw, (left, y, left + HAND_CARD_W, y + HAND_CARD_H), biome, HAND_TITLE_SIZE, lang)
    y += HAND_CARD_H + 14
    draw.text((width / 2, y + 10), legend_text, font=legend_font, fill=kit.GREY_DARK, anchor="mm")
    return kit.to_png(image, palette=True, compress_level=PNG_LEVEL)

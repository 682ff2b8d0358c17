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
from dataclasses import dataclass
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

SPACE_RADIUS = 21          # a free tent space: a circle just wide enough for "58" at TEXT
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


def _layout_for(data: dict, lang: str = "en") -> _Layout:
    scale = map_scale(data["size"])
    spaces = {space["id"]: (space["xy"][0] * scale, space["xy"][1] * scale) for space in data["spaces"]}
    labels = [_territory_label_box((t["label"][0] * scale, t["label"][1] * scale), t["id"])
              for t in data["territories"]]
    badges = _nudge_badges(spaces, labels, data["connections"], scale)
    plates: dict[int, Box] = {}
    for connection in data["connections"]:
        if connection.get("mountain"):
            number = connection["number"]
            badge = _badge_box(badges[number], number)
            side = _plate_side(spaces, badge, int(connection["mountain"]), map_pixels(data["size"]))
            plates[number] = _plate_box(badge, int(connection["mountain"]), side)
    obstacles: list[Box] = [_badge_box(badges[n], n) for n in badges] + list(plates.values())
    obstacles += [(x - SPACE_RADIUS - 2, y - SPACE_RADIUS - 2, x + SPACE_RADIUS + 2, y + SPACE_RADIUS + 2)
                  for x, y in spaces.values()]
    name_at: dict[int, Point | None] = {}
    for territory in data["territories"]:
        cx, cy = territory["label"][0] * scale, territory["label"][1] * scale
        name_at[territory["id"]] = None
        for dy in (20.0, -46.0):
            box = _name_box((cx, cy + dy), biome_name(lang, territory["biome"]))
            inside = box[0] >= 0 and box[2] <= WIDTH
            if inside and not any(_overlaps(box, other) for other in obstacles):
                name_at[territory["id"]] = (cx, cy + dy)
                break
    return _Layout(scale, spaces, badges, plates, name_at)


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


def _tent(draw: ImageDraw.ImageDraw, cx: float, cy: float, colour: kit.Colour, mark: str) -> None:
    """A tent with its tribe's letter at the full text size, low in its body where the tent is widest."""
    kit.draw_tent(draw, cx, cy, TENT_SIZE, colour, None)
    draw.text((cx, cy + TENT_SIZE * 0.22), mark, font=_bold(), fill=kit.ink_on(colour), anchor="mm")


def _totem_stack(draw: ImageDraw.ImageDraw, view: dict, centre: Point, counts: Sequence[int],
                 highlighted: set[int]) -> None:
    """One tag per tribe with totems here: a totem in the tribe colour, its mark and the count."""
    entries = [(tribe, count) for tribe, count in enumerate(counts) if count > 0]
    if not entries:
        return
    used_font = _bold()
    labels = [f"{view['tribes'][tribe]['mark']}{count}" for tribe, count in entries]
    tag_w = 24 + max(used_font.getlength(label) for label in labels) + 8
    columns = 1 if len(entries) <= 3 else 2
    rows = (len(entries) + columns - 1) // columns
    gap = 4
    total_w = columns * tag_w + (columns - 1) * gap
    total_h = rows * TAG_HEIGHT + (rows - 1) * gap
    # Kept inside the image: a crowded territory at the map's edge must not push tags out of sight.
    x0 = min(max(centre[0] - total_w / 2, 6), WIDTH - 6 - total_w)
    y0 = max(centre[1] - total_h / 2, HEADER_HEIGHT + 6)
    for index, ((tribe, _), label) in enumerate(zip(entries, labels, strict=True)):
        column, row = index % columns, index // columns
        x = x0 + column * (tag_w + gap)
        y = y0 + row * (TAG_HEIGHT + gap)
        colour = _tribe_colour(view, tribe)
        draw.rounded_rectangle((x, y, x + tag_w, y + TAG_HEIGHT), radius=7, fill=colour, outline=kit.INK,
                               width=2)
        kit.draw_totem(draw, x + 13, y + TAG_HEIGHT / 2, 24, kit.blend(colour, kit.WHITE, 0.45), None)
        draw.text((x + 25, y + TAG_HEIGHT / 2), label, font=used_font, fill=kit.ink_on(colour), anchor="lm")
        if tribe in highlighted:
            kit.draw_last_move(draw, (x - 5, y - 5, x + tag_w + 5, y + TAG_HEIGHT + 5), width=5)


def _feat_tag(draw: ImageDraw.ImageDraw, cx: float, cy: float, count: int, letters: str) -> None:
    """A gold star and the multiplier it gives (x2 for one feat ... x5 for four), letters of the feats."""
    text = f"x{count + 1} {letters}"
    used_font = _bold()
    width = 32 + used_font.getlength(text) + 8
    x0 = min(max(cx - width / 2, 6), WIDTH - 6 - width)
    y0 = cy - TAG_HEIGHT / 2
    cy = y0 + TAG_HEIGHT / 2
    draw.rounded_rectangle((x0, y0, x0 + width, y0 + TAG_HEIGHT), radius=9, fill=kit.INK, outline=FEAT_GOLD,
                           width=2)
    kit.draw_star(draw, x0 + 17, cy, 26, FEAT_GOLD)
    draw.text((x0 + 32, cy), text, font=used_font, fill=FEAT_GOLD, anchor="lm")


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
            draw.text((x, y), str(number), font=_bold(), fill=PATH_COLOUR, anchor="mm")
    for space, tribe in view.get("tents") or []:
        x, y = at(layout.spaces[space])
        if space in fresh_tents:
            r = TENT_SIZE * 0.78
            kit.draw_last_move(draw, (x - r, y - r + 2, x + r, y + r + 2), width=6, round_shape=True)
        _tent(draw, x, y + 2, _tribe_colour(view, tribe), view["tribes"][tribe]["mark"])
    territories = {t["id"]: t for t in data["territories"]}
    for territory_id, counts in view.get("totems") or []:
        territory = territories[territory_id]
        _totem_stack(draw, view, at(layout.point(territory["totem"])), counts,
                     fresh_totems.get(territory_id, set()))
    feats = view.get("feats") or {}
    by_target: dict[tuple[str, int], list[str]] = {}
    for feat in feats.get("placed") or []:
        by_target.setdefault((feat["on"], int(feat["id"])), []).append(FEAT_LETTERS.get(feat["kind"], "?"))
    for (on, target), letters in sorted(by_target.items()):
        if on == "territory" and target in territories:
            # The tag takes the biome name's place (the symbol beside the number still shows the biome).
            x, y = at(layout.point(territories[target]["label"]))
            name_at = layout.name_at[target]
            _feat_tag(draw, x, name_at[1] + top if name_at else y + 22, len(letters), "".join(letters))
        elif on == "connection" and target in connections:
            # A connection holds at most Honour or Respect: a gold star behind its number (drawn again on
            # top), with the feat's letter beside it.
            x, y = at(layout.badges[target])
            kit.draw_star(draw, x, y, 70, FEAT_GOLD)
            _connection_badge(draw, layout, connections[target], 1, top)
            draw.text((x + 30, y + 18), "".join(letters), font=_bold(), fill=kit.INK, anchor="mm",
                      stroke_width=3, stroke_fill=FEAT_GOLD)


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
    r = size / 2 + 2
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
                      view["tribes"][to_play]["mark"])
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
        kit.draw_chip(draw, sx + CHIP / 2, y + 19, CHIP, _tribe_colour(view, tribe), info["mark"])
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
                              view["tribes"][tribe]["mark"])
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
    _, legend_height = kit.legend(draw, (x, y), _legend_entries(view, lang), kit.font(TEXT), swatch=30,
                                  gap=10, max_width=inner)
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
        kit.draw_chip(draw, 20 + 14, y + 13, 28, _tribe_colour(view, seat), tribe["mark"])
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

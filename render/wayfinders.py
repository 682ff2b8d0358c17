"""Wayfinders images: the public board (island grid, hangars, scores) and one pilot's summary card.

Input is ``GAMES["wayfinders"].view(...)`` only, so a face-down island is drawn as its back (the back
colour is on the table for everyone to see) and never as its face. Every colour has a second cue: islands
carry a symbol (named in the key), resources are tokens of their own shape with a pictogram, a tile's
effect band has the shape of its back (and the red one a pair of cards), pilots' pieces carry a letter.
Flight arrows between rows stay off the effect bands. Drawn with ``render.kit``; output bytes are
deterministic.

Phone first: the board is ``WIDTH`` (960 px) wide, the grid across the top with its coordinates on the
edges, the hangars and a score strip under it, then the key; no text is smaller than width / 40 (24 px),
and no word smaller than ``WORD_TEXT``: a phone shows the board about 400 px wide, where a tile's effect
("3/strip cost 4+") or a name in the key at width / 40 had letters 5.4 px high. The cells are tall enough
for two lines of effect at that size, the costs' tokens and the islands' points are drawn large enough to
tell apart at 400 px (``COST_TOKEN``, ``POINTS_TEXT``), and the key below the hangars uses the same size.
Out of the image, for the embed text (``status_text``): each pilot's resources, free workers, airstrips
left, keep limit, wild resources and free flights, the turn order and the text of the last turn.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache

from PIL import Image, ImageDraw

from i18n import t, text
from render import kit
from rules.wayfinders.tiles import COLOURS, effect_msg, island_msg, resource_msg

__all__ = ["board", "fitted_labels", "hand", "header_text"]

Colour = tuple[int, int, int]

# Island colours: a pale fill (pieces stand out on it) and a strong ink for its symbol and border. The
# fills were spread in lightness (blue lightest, red darkest) so that every pair stays CIEDE2000 >= 12
# apart for deuteranopes and protanopes too; blue and purple were 0.6 apart for a deuteranope before.
ISLAND_FILL: dict[str, Colour] = {
    "blue": (234, 240, 245),
    "green": (225, 255, 223),
    "red": (224, 180, 172),
    "yellow": (236, 220, 155),
    "purple": (216, 201, 240),
}
ISLAND_INK: dict[str, Colour] = {
    "blue": (40, 100, 170),
    "green": (40, 120, 50),
    "red": (190, 50, 30),
    "yellow": (165, 120, 0),
    "purple": (120, 60, 160),
}
# Resource tokens: the matching island colour, saturated, with a white pictogram. Propeller lighter and
# compass darker than they were, so the two stay apart without red-green vision (CIEDE2000 >= 12).
RESOURCE_COLOUR: dict[str, Colour] = {
    "propeller": (51, 118, 207),
    "parachute": (35, 140, 60),
    "tire": (233, 48, 24),
    "headset": (215, 160, 0),
    "compass": (115, 48, 154),
}
RESOURCE_ORDER = ("propeller", "parachute", "tire", "headset", "compass")
# Tile backs: the effect type, shown as the band at the top of a face-up tile and as the whole back.
BACK_COLOUR: dict[str, Colour] = {"red": (185, 45, 40), "blue": (35, 80, 165), "yellow": (215, 165, 20)}
# Pilot colours, by seat, chosen apart from the five island colours; the letter is the second cue.
SEAT_COLOURS: tuple[Colour, ...] = ((240, 140, 20), (0, 150, 150), (250, 250, 250), (35, 35, 40))
SEAT_MARKS = ("O", "T", "W", "B")

WIDTH = 960
TEXT = kit.min_text_size(WIDTH)  # 24: the smallest font anywhere on the board (letters, digits)
#: Every word on the board (the effects, the backs' names, the key, the titles under the grid): 27 px,
#: whose lower-case letters are 6.25 px high on a phone showing the board 400 px wide (5.4 px at TEXT).
WORD_TEXT = kit.min_word_size(WIDTH)
#: The lines of an effect band, this far apart.
EFFECT_STEP = 30
#: An island's cost: its resource tokens, this big (14 px on a phone) and this far apart.
COST_TOKEN, COST_STEP = 34, 37
#: An island's points, in their badge (12.5 px on a phone).
POINTS_TEXT = 30
#: Under a face-up tile's middle row: the airstrip slots' centre and the cost tokens' centre, above its
#: bottom edge, and the height both rows take.
SLOT_RISE, COST_RISE, BOTTOM_ROWS = 58, 21, 76
MARGIN = 10
AXIS = 28                        # the column letters above the grid, the row numbers left of it
GAP = 5
CELL_W = (WIDTH - 2 * MARGIN - AXIS - 4 * GAP) // 5
CELL_H = 186
HOME_SIZE = 28
HEADER = 92
# zlib level 3: about half the encoding time of level 6 for a few per cent more bytes (issue 17).
PNG_LEVEL = 3
#: Boards mapped to the title's fixed palette (render/palettes/; see render/__main__.py).
FIXED_PALETTE = True
#: Canvas width -> its scale in the posted image, for every canvas text is drawn on: the board itself and
#: the cached cell tiles pasted into it unscaled (tests/render/test_phone_readability.py checks the text).
CANVAS_SCALES = {WIDTH: 1.0, CELL_W: 1.0}


def _bold(size: int = TEXT):
    return kit.font(size, bold=True)


def _seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_colour(view: dict, seat: int) -> Colour:
    """The colour seat ``seat``'s pilot has on the board, for the bot's card: nothing drawn."""
    return _seat_colour(seat)


def _seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


# --- words: every word in the images comes from the catalogs (issue 12) ----------------------------------

def _resource_name(lang: str, kind: str) -> str:
    return text(lang, resource_msg(RESOURCE_ORDER.index(kind)))


def _island_name(lang: str, colour: str) -> str:
    return text(lang, island_msg(COLOURS.index(colour)))


def _seat_label(lang: str, info: dict) -> str:
    return t(lang, f"wayfinders-seat-{info['colour']}")


def _back_name(lang: str, back: str) -> str:
    return t(lang, f"wayfinders-render-back-{back}")


def _effect_text(lang: str, tile: dict) -> str:
    """A face-up tile's effect band: the scoring rule of a blue back, else a short effect."""
    if tile["kind"] == "score":
        return text(lang, effect_msg("score", COLOURS.index(tile["colour"]), tile["amount"], tile["family"],
                                     tile["min_cost"]))
    if tile["kind"] == "draw":
        return t(lang, "wayfinders-render-effect-draw", amount=tile["amount"])
    if tile["kind"] == "keep":
        return t(lang, "wayfinders-render-effect-keep")
    if tile["kind"] == "free_flight":
        return t(lang, "wayfinders-render-effect-free-flight", island=_island_name(lang, tile["colour"]))
    return t(lang, "wayfinders-render-effect-wild",
             resource=_resource_name(lang, RESOURCE_ORDER[COLOURS.index(tile["colour"])]))


# --- pictograms --------------------------------------------------------------------------------------

#: Each resource's token has its own outline as well as its colour and pictogram (issue 26): a tire and a
#: headset were both a yellowish disc for a deuteranope, told apart only by a white picture 7 px across on a
#: phone. Propeller: a triangle (three blades); parachute: a canopy, round on top and pointed below;
#: tire: a disc; headset: a rounded square; compass: a diamond (a compass rose's points).
RESOURCE_SHAPE: dict[str, str] = {"propeller": "triangle", "parachute": "canopy", "tire": "disc",
                                  "headset": "square", "compass": "diamond"}


def resource_outline(kind: str, cx: float, cy: float, size: float) -> list[tuple[float, float]] | None:
    """The outline of ``kind``'s token ``size`` across (``None``: the disc, drawn as an ellipse)."""
    r = size / 2
    shape = RESOURCE_SHAPE[kind]
    if shape == "triangle":
        # An equilateral triangle a little larger than the disc (a triangle looks smaller in the same
        # box), its box centred on the token's centre.
        big = size * 0.64
        y = cy + big * 0.25
        return [(cx + big * math.cos(math.radians(a)), y + big * math.sin(math.radians(a)))
                for a in (-90, 30, 150)]
    if shape == "canopy":
        # The canopy only: a wide dome with a scalloped hem (its cords and load hang under it).
        hem = cy + r * 0.12
        dome = [(cx + r * 1.1 * math.cos(math.radians(a)), hem + r * 1.1 * math.sin(math.radians(a)))
                for a in range(180, 361, 12)]
        scallops = [(cx + r * 1.1 - k * r * 2.2 / 6, hem + (r * 0.22 if k % 2 else 0)) for k in range(1, 6)]
        return [*dome, *scallops]
    if shape == "square":
        return None
    if shape == "diamond":
        d = r * 1.08
        return [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
    return None


def draw_resource(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, size: float) -> None:
    """A resource token: its own outline (:data:`RESOURCE_SHAPE`) in its colour, with a white pictogram of
    the part (outline, colour AND symbol)."""
    r = size / 2
    edge = max(1, round(size / 16))
    outline = resource_outline(kind, cx, cy, size)
    if RESOURCE_SHAPE[kind] == "square":
        q = r * 0.9
        draw.rounded_rectangle((cx - q, cy - q, cx + q, cy + q), radius=round(size * 0.2),
                               fill=RESOURCE_COLOUR[kind], outline=kit.INK, width=edge)
    elif outline is None:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=RESOURCE_COLOUR[kind], outline=kit.INK,
                     width=edge)
    else:
        draw.polygon(outline, fill=RESOURCE_COLOUR[kind], outline=kit.INK, width=edge)
    ink = kit.WHITE
    s = r * 0.62
    line = max(2, round(size / 11))
    if kind == "propeller":
        cy += size * 0.16  # the triangle's centre, where its three blades meet
        s = size * 0.34
        for k in range(3):
            angle = -math.pi / 2 + k * 2 * math.pi / 3
            tip = (cx + math.cos(angle) * s, cy + math.sin(angle) * s)
            side = angle + math.pi / 2
            w = s * 0.32
            draw.polygon([(cx + math.cos(side) * w * 0.4, cy + math.sin(side) * w * 0.4),
                          (tip[0] + math.cos(side) * w, tip[1] + math.sin(side) * w),
                          (tip[0] - math.cos(side) * w, tip[1] - math.sin(side) * w),
                          (cx - math.cos(side) * w * 0.4, cy - math.sin(side) * w * 0.4)], fill=ink)
        draw.ellipse((cx - s * 0.22, cy - s * 0.22, cx + s * 0.22, cy + s * 0.22), fill=ink)
    elif kind == "parachute":
        # The token is the canopy, with white gores; ink cords hang from its hem to the load.
        hem = cy + r * 0.12
        for dx in (-0.45, 0.45):
            draw.line([(cx + r * dx, hem - r * 0.05), (cx + r * dx * 0.6, cy - r * 0.85)], fill=ink,
                      width=max(1, line - 1))
        load = cy + r * 0.95
        cord = max(1, round(size / 20))
        for dx in (-1.05, 0.0, 1.05):
            draw.line([(cx + r * dx, hem), (cx, load - r * 0.2)], fill=kit.INK, width=cord)
        q = r * 0.2
        draw.rectangle((cx - q, load - q * 1.4, cx + q, load + q * 0.6), fill=RESOURCE_COLOUR[kind],
                       outline=kit.INK, width=cord)
    elif kind == "tire":
        draw.ellipse((cx - s, cy - s, cx + s, cy + s), outline=ink, width=max(2, round(s * 0.42)))
        draw.ellipse((cx - s * 0.2, cy - s * 0.2, cx + s * 0.2, cy + s * 0.2), fill=ink)
    elif kind == "headset":
        draw.arc((cx - s * 0.85, cy - s * 0.95, cx + s * 0.85, cy + s * 0.75), 180, 360, fill=ink, width=line)
        for sign in (-1, 1):
            x = cx + sign * s * 0.78
            draw.rounded_rectangle((x - s * 0.25, cy - s * 0.15, x + s * 0.25, cy + s * 0.75),
                                   radius=max(1, round(s * 0.12)), fill=ink)
    else:  # compass: a ring and a needle
        draw.ellipse((cx - s, cy - s, cx + s, cy + s), outline=ink, width=max(1, line - 1))
        draw.polygon([(cx, cy - s * 0.85), (cx + s * 0.25, cy), (cx, cy + s * 0.85), (cx - s * 0.25, cy)],
                     fill=ink)


def _island_symbol(draw: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, size: float) -> None:
    """Each island colour has its own picture: snowflake, palm, volcano, dune, coral."""
    ink = ISLAND_INK[colour]
    s = size / 2
    if colour == "blue":
        kit.draw_biome_symbol(draw, "glacier", cx, cy, size, fill=ink)
    elif colour == "green":
        kit.draw_biome_symbol(draw, "forest", cx, cy, size, fill=ink)
    elif colour == "red":
        draw.polygon([(cx - s, cy + s * 0.8), (cx - s * 0.25, cy - s * 0.45), (cx + s * 0.25, cy - s * 0.45),
                      (cx + s, cy + s * 0.8)], fill=ink)
        for k, dx in enumerate((-0.3, 0.0, 0.3)):
            top = cy - s * (0.75 + 0.2 * (k % 2))
            draw.ellipse((cx + s * dx - s * 0.16, top - s * 0.16, cx + s * dx + s * 0.16, top + s * 0.16),
                         fill=ink)
    elif colour == "yellow":
        kit.draw_biome_symbol(draw, "desert", cx, cy, size, fill=ink)
    else:  # coral: a branching stem
        line = max(2, round(size / 9))
        base = (cx, cy + s * 0.9)
        fork = (cx, cy + s * 0.1)
        draw.line([base, fork], fill=ink, width=line)
        for dx, top in ((-0.7, -0.7), (0.0, -0.95), (0.7, -0.6)):
            mid = (cx + s * dx * 0.5, cy - s * 0.2)
            end = (cx + s * dx, cy + s * top)
            draw.line([fork, mid, end], fill=ink, width=line, joint="curve")
            draw.ellipse((end[0] - line, end[1] - line, end[0] + line, end[1] + line), fill=ink)


def island_swatch(draw: ImageDraw.ImageDraw, colour: str, cx: float, cy: float, size: float) -> None:
    """An island in the key: its fill, its ink border and its symbol, ``size`` across."""
    draw.rounded_rectangle((cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2), radius=4,
                           fill=ISLAND_FILL[colour], outline=ISLAND_INK[colour], width=2)
    _island_symbol(draw, colour, cx, cy, size * 0.8)


def _airstrip(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, seat: int | None) -> None:
    """An airstrip slot: an empty square, or a cube in the builder's colour with their letter."""
    h = size / 2
    if seat is None:
        draw.rectangle((cx - h, cy - h, cx + h, cy + h), outline=kit.GREY, width=2)
        return
    colour = _seat_colour(seat)
    draw.rectangle((cx - h, cy - h, cx + h, cy + h), fill=colour, outline=kit.INK, width=2)
    draw.text((cx, cy), _seat_mark(seat), font=_bold(), fill=kit.ink_on(colour), anchor="mm")


# --- the island grid ---------------------------------------------------------------------------------

def _cell_box(index: int, top: int) -> tuple[int, int, int, int]:
    row, col = divmod(index, 5)
    x0 = MARGIN + AXIS + col * (CELL_W + GAP)
    y0 = top + row * (CELL_H + GAP)
    return x0, y0, x0 + CELL_W, y0 + CELL_H


#: The room for a line of the effect band (the band spans the cell less its border).
EFFECT_ROOM = CELL_W - 12
#: The effect band holds at most this many lines (the test of labels checks every language's effects).
EFFECT_LINES = 2
#: The effect band's outline by the tile's back (issue 26): the red "Draw" and the gold "Keep"/"Free"/
#: "wild" bands were one olive colour for a deuteranope. Red (Resources): swallowtail ends and a pair of
#: cards before the words; yellow (Permanent): pointed ends, like a label; blue (Scoring): rounded.
BACK_BAND: dict[str, str] = {"red": "notch", "yellow": "point", "blue": "round"}
#: How far a band's pointed or swallowtail ends reach in.
BAND_END = 8
#: The red band's cards: their width and the gap after them.
CARDS_W = 24


def band_room(back: str, width: float, cards: bool = True) -> float:
    """The room for a line of words on a band of this back ``width`` wide: 3 px clear at each end of a
    rounded band; a pointed end takes a little at the glyphs' corners, swallowtail ends their depth and
    the red band's cards (``cards``) their width."""
    if BACK_BAND[back] == "notch":
        return width - 6 - 2 * BAND_END - (CARDS_W + 2 if cards else 0)
    if BACK_BAND[back] == "point":
        return width - 6 - BAND_END // 2
    return width - 6


def effect_room(back: str) -> float:
    """The room for a line of a tile's effect band (the band spans the cell less its border)."""
    return band_room(back, CELL_W - 6)


def band_points(back: str, box: tuple[float, float, float, float],
                end: float = BAND_END) -> list[tuple[float, float]] | None:
    """The outline of a band of this back filling ``box``, its ends ``end`` deep (``None``: a rounded
    rectangle)."""
    x0, y0, x1, y1 = box
    cy, d = (y0 + y1) / 2, end
    if BACK_BAND[back] == "point":
        return [(x0 + d, y0), (x1 - d, y0), (x1, cy), (x1 - d, y1), (x0 + d, y1), (x0, cy)]
    if BACK_BAND[back] == "notch":
        return [(x0, y0), (x1, y0), (x1 - d, cy), (x1, y1), (x0, y1), (x0 + d, cy)]
    return None


def _cards(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float) -> None:
    """Two cards fanned out: "draw cards" (the red band's picture), ``size`` tall."""
    w, h = size * 0.62, size
    for dx, fill in ((-w * 0.3, kit.GREY_LIGHT), (w * 0.3, kit.WHITE)):
        draw.rounded_rectangle((cx + dx - w / 2, cy - h / 2 + (2 if dx < 0 else -1), cx + dx + w / 2,
                                cy + h / 2 + (2 if dx < 0 else -1)), radius=max(1, round(size / 8)),
                               fill=fill, outline=kit.INK, width=max(1, round(size / 12)))


def draw_band(draw: ImageDraw.ImageDraw, back: str, box: tuple[float, float, float, float],
              lines: list[str], used_font: object, step: float = EFFECT_STEP, cards: bool = True,
              edge: Colour | None = None) -> None:
    """A band of this back's colour and outline with ``lines`` of words on it (``step`` apart), and on
    a red band its cards before them (``cards``); ``edge``: its outline drawn in that colour."""
    x0, y0, x1, y1 = box
    fill = BACK_COLOUR[back]
    outline = band_points(back, box)
    if outline is None:
        draw.rounded_rectangle(box, radius=7, fill=fill, outline=edge, width=2 if edge else 0)
    else:
        draw.polygon(outline, fill=fill, outline=edge, width=2 if edge else 1)
    left, right = x0, x1
    if BACK_BAND[back] == "notch":
        left, right = x0 + BAND_END, x1 - BAND_END
        if cards:
            _cards(draw, left + 2 + CARDS_W / 2, (y0 + y1) / 2, min(22, y1 - y0 - 10))
            left += CARDS_W + 2
    top = (y0 + y1) / 2 - step * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        kit.centred_text(draw, ((left + right) / 2, top + step * k), line, used_font, kit.ink_on(fill))


def _back_font(back: str, name: str) -> object:
    """The back's name in bold if it fits its band, else in regular ("Permanente" on a pointed band)."""
    room = band_room(back, CELL_W - 4, cards=False)
    bold = _bold(WORD_TEXT)
    return bold if bold.getlength(name) <= room else kit.font(WORD_TEXT)


def back_band_box(cell: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The band with the back's name on a face-down tile: the cell's width less 2 px a side, so that the
    longest name ("Permanente") fits at WORD_TEXT."""
    x0, _, x1, y1 = cell
    return x0 + 2, y1 - 52, x1 - 2, y1 - 12


def band_box(cell: tuple[float, float, float, float], lines: int) -> tuple[float, float, float, float]:
    """The effect band of a cell whose effect takes ``lines`` lines (full-size board pixels)."""
    x0, y0, x1, _ = cell
    return x0 + 3, y0 + 3, x1 - 3, y0 + 8 + EFFECT_STEP * lines


def _effect_lines(words: str, room: float = EFFECT_ROOM) -> tuple[list[str], object]:
    """The effect band's text: one bold line if it fits ``room``, else one regular line, else regular
    lines wrapped (``EFFECT_LINES`` at most: tests/render/test_wayfinders_labels.py measures every
    effect)."""
    bold = _bold(WORD_TEXT)
    if bold.getlength(words) <= room:
        return [words], bold
    regular = kit.font(WORD_TEXT)
    if regular.getlength(words) <= room:
        return [words], regular
    return kit.wrap_text(words, regular, room), regular


def _draw_cell(draw: ImageDraw.ImageDraw, square: dict, box: tuple[int, int, int, int], players: int,
               planes: list[int], lang: str = "en") -> None:
    x0, y0, x1, y1 = box
    tile = square["tile"]
    # Planes stand at the right, under a one-line effect band; under a two-line band (longer languages)
    # they shrink into the row between the band and the airstrips, so they never cover the band's words.
    plane_y, plane_size = y0 + 64, 44
    if square["home"]:
        draw.rounded_rectangle(box, radius=10, fill=(235, 232, 222), outline=kit.INK, width=2)
        kit.centred_text(draw, ((x0 + x1) / 2, y0 + 24), t(lang, "wayfinders-render-home"), _bold(HOME_SIZE),
                         kit.INK)
    elif not square["face_up"]:
        back = square.get("back") or "blue"
        fill = kit.blend(BACK_COLOUR[back], kit.SEA_DARK, 0.35)
        draw.rounded_rectangle(box, radius=10, fill=fill, outline=kit.INK, width=2)
        for k in range(1, 5):  # a simple wave pattern: the back of a tile
            y = y0 + k * CELL_H / 5
            draw.arc((x0 + 20, y - 12, x1 - 20, y + 12), 20, 160, fill=kit.blend(fill, kit.WHITE, 0.35),
                     width=3)
        kit.centred_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2 - 14), "?", _bold(56), kit.WHITE,
                         outline=kit.INK)
        # The back's name on a band of its colour and outline, as on the faces of its tiles.
        name = _back_name(lang, back)
        draw_band(draw, back, back_band_box(box), [name], _back_font(back, name), cards=False, edge=kit.INK)
    else:
        colour = tile["colour"]
        draw.rounded_rectangle(box, radius=10, fill=ISLAND_FILL[colour], outline=ISLAND_INK[colour], width=3)
        lines, effect_font = _effect_lines(_effect_text(lang, tile), effect_room(tile["back"]))
        lines = lines[:EFFECT_LINES]
        band_h = 8 + EFFECT_STEP * len(lines)
        draw_band(draw, tile["back"], band_box((x0, y0, x1, y1), len(lines)), lines, effect_font)
        # Between the band and the airstrip row: the points badge (fixed points on red and yellow backs)
        # and the island's symbol, smaller under a two-line band.
        room = (y1 - BOTTOM_ROWS) - (y0 + band_h)
        middle = (y0 + band_h + y1 - BOTTOM_ROWS) / 2
        size = min(40, room - 2)
        if tile["kind"] != "score":
            kit.draw_chip(draw, x0 + 26, middle, max(size, 38), (255, 250, 235))
            draw.text((x0 + 26, middle), str(tile["points"]), font=_bold(POINTS_TEXT), fill=kit.INK,
                      anchor="mm")
        _island_symbol(draw, colour, x0 + 78, middle, size + 2)
        if len(lines) > 1:
            plane_y, plane_size = middle, min(44, room)
        # Cost: up to four resource tokens along the bottom.
        for k, kind in enumerate(tile["cost"]):
            draw_resource(draw, kind, x0 + 4 + COST_TOKEN / 2 + k * COST_STEP, y1 - COST_RISE, COST_TOKEN)
    # Airstrip slots (one per player), left to right = slot 1, 2, …
    if square["home"] or square["face_up"]:
        strips = square["airstrips"]
        slot_y = y1 - SLOT_RISE if not square["home"] else y0 + 68
        for slot in range(players):
            seat = strips[slot] if slot < len(strips) else None
            cx = _slot_x(box, slot, players, square["home"])
            _airstrip(draw, cx, slot_y, 32, seat)
    # Planes: at the right of the cell (two side by side; a third and fourth under them).
    for k, seat in enumerate(planes):
        if square["home"]:
            px, py = (x0 + x1) / 2 + (k - (len(planes) - 1) / 2) * 40, y1 - 40
        else:
            px, py = x1 - 26 - (k % 2) * 44, plane_y + (k // 2) * 44
        _plane(draw, px, py, seat, plane_size)


def _slot_x(box: tuple[int, int, int, int], slot: int, players: int, home: bool) -> float:
    if home:
        return (box[0] + box[2]) / 2 + (slot - (players - 1) / 2) * 36
    return box[0] + 22 + slot * 36


def _plane(draw: ImageDraw.ImageDraw, cx: float, cy: float, seat: int, size: float = 44) -> None:
    """A pilot's plane, its letter at full text size across the wings, edged so it reads on any ground."""
    colour = _seat_colour(seat)
    kit.draw_plane(draw, cx, cy, size, colour, None)
    ink = kit.ink_on(colour)
    draw.text((cx, cy + 2), _seat_mark(seat), font=_bold(), fill=ink, anchor="mm", stroke_width=2,
              stroke_fill=kit.INK if ink == kit.WHITE else colour)


def _cell_of(view: dict, name: str, top: int) -> tuple[int, int, int, int]:
    index = next(i for i, square in enumerate(view["grid"]) if square["cell"] == name)
    return _cell_box(index, top)


#: A flight arrow's shaft (its ink edge) and head: the head's half-width is ARROW_HEAD * sin(0.55).
ARROW_SHAFT, ARROW_HEAD, ARROW_SPREAD = 14, 34, 0.55
#: A flight between rows is drawn this long, at the right edge of the column, in the upper cell only.
ARROW_UPRIGHT = 58


def _arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A thick arrow edged in ink: its shape, not only its colour, says "flew this way"."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    back = (end[0] - math.cos(angle) * 22, end[1] - math.sin(angle) * 22)
    draw.line([start, back], fill=kit.INK, width=ARROW_SHAFT)
    draw.line([start, back], fill=kit.HIGHLIGHT, width=ARROW_SHAFT - 6)
    wings = [(end[0] - math.cos(angle + turn) * ARROW_HEAD, end[1] - math.sin(angle + turn) * ARROW_HEAD)
             for turn in (ARROW_SPREAD, -ARROW_SPREAD)]
    draw.polygon([end, wings[0], wings[1]], fill=kit.HIGHLIGHT, outline=kit.INK, width=3)


def arrow_box(start: tuple[float, float], end: tuple[float, float]) -> tuple[float, float, float, float]:
    """What an arrow from ``start`` to ``end`` covers (its shaft, head and their ink edges)."""
    half = max(ARROW_SHAFT / 2, ARROW_HEAD * math.sin(ARROW_SPREAD)) + 2
    return (min(start[0], end[0]) - (half if start[1] != end[1] else 2),
            min(start[1], end[1]) - (half if start[0] != end[0] else 2),
            max(start[0], end[0]) + (half if start[1] != end[1] else 2),
            max(start[1], end[1]) + (half if start[0] != end[0] else 2))


Segment = tuple[tuple[float, float], tuple[float, float]]


def flight_arrows(view: dict, cells: list[str], top: int) -> list[Segment]:
    """The arrows of a flight through ``cells``: (start, tip) for each border the plane crossed.

    Across a column border: at the cells' mid-height, over the border, below any effect band. Across a
    row border: at the right edge of the column, in the upper cell's corner (clear of its cost tokens and
    airstrips) with the tip or tail at the border, so that it never covers the lower cell's effect band
    (issue 26: the arrow's head hid the words "Draw 2")."""
    arrows = []
    for a, b in zip(cells, cells[1:], strict=False):
        (ax0, ay0, ax1, ay1), (bx0, by0, _, by1) = _cell_of(view, a, top), _cell_of(view, b, top)
        if ay0 == by0:  # the same row
            mx, my = (max(ax0, bx0) - GAP / 2), (ay0 + ay1) / 2
            sign = 1 if bx0 > ax0 else -1
            arrows.append(((mx - sign * 34, my), (mx + sign * 34, my)))
        else:
            border = min(ay1, by1) + GAP / 2
            x = ax1 - 12
            low, high = border + 2, border - ARROW_UPRIGHT
            arrows.append(((x, high), (x, low)) if by0 > ay0 else ((x, low), (x, high)))
    return arrows


def _flight(draw: ImageDraw.ImageDraw, view: dict, cells: list[str], top: int) -> None:
    """The flight of a turn: one arrow across each border the plane crossed, where it covers little."""
    for start, end in flight_arrows(view, cells, top):
        _arrow(draw, start, end)


def _mark_new_airstrip(draw: ImageDraw.ImageDraw, square: dict, box: tuple[int, int, int, int],
                       seat: int | None, players: int) -> None:
    """The last-move mark around the airstrip just built."""
    if seat is None or seat not in square["airstrips"]:
        return
    slot = square["airstrips"].index(seat)
    cx = _slot_x(box, slot, players, square["home"])
    cy = box[3] - SLOT_RISE if not square["home"] else box[1] + 68
    kit.draw_last_move(draw, (cx - 20, cy - 20, cx + 20, cy + 20), width=5)


# --- under the grid ------------------------------------------------------------------------------------

def _draw_hangars(draw: ImageDraw.ImageDraw, view: dict, x: int, y: int, width: int, lang: str = "en") -> int:
    hangars = view["hangars"]
    touched = set(view["last_turn"]["hangars"]) | set(view["current_turn"]["hangars"])
    title = t(lang, "wayfinders-render-hangars", bag=view["bag"])
    kit.draw_text(draw, (x, y), title, _bold(WORD_TEXT), kit.WHITE, outline=kit.INK)
    y += 38
    column_w = width // max(4, len(hangars))
    max_workers = max((len(h["workers"]) for h in hangars), default=0)
    worker_rows = max(1, math.ceil(max_workers / 2))
    token, step = 40, 44
    height = 34 + 3 * step + worker_rows * 44 + 6
    for k, hangar in enumerate(hangars):
        x0 = x + k * column_w
        box = (x0 + 4, y, x0 + column_w - 4, y + height)
        kit.rounded_panel(draw, box, fill=kit.PANEL, outline=kit.PANEL_EDGE, radius=8, width=2)
        if hangar["number"] in touched:
            kit.draw_last_move(draw, (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2), width=5)
        cx = x0 + column_w / 2
        kit.centred_text(draw, (cx, y + 20), str(hangar["number"]), _bold(28), kit.INK)
        for slot in range(3):
            cy = y + 36 + step / 2 + slot * step
            if slot < len(hangar["column"]):
                draw_resource(draw, hangar["column"][slot], cx, cy, token)
            else:
                draw.ellipse((cx - 18, cy - 18, cx + 18, cy + 18), outline=kit.GREY_LIGHT, width=2)
        for w, seat in enumerate(hangar["workers"]):
            wx = cx - 21 + (w % 2) * 42
            wy = y + 36 + 3 * step + 22 + (w // 2) * 44
            kit.draw_chip(draw, wx, wy, 40, _seat_colour(seat), _seat_mark(seat))
    return y + height + 10


#: The score strip, right of the hangars' title on its line (a line of its own made the board too tall
#: for a phone once the words grew): a chip per pilot, its score, a gap.
SCORE_CHIP, SCORE_GAP = 40, 22


def _score_parts(view: dict) -> list[tuple[int, str]]:
    ordered = sorted(view["player_info"], key=lambda p: p["order"])
    return [(info["seat"], str(info["score"])) for info in ordered]


def scores_width(lang: str, scores: list[str]) -> float:
    """How wide the score strip is: its title, then each pilot's chip and score."""
    bold = _bold(WORD_TEXT)
    chips = sum(SCORE_CHIP + 6 + bold.getlength(score) + SCORE_GAP for score in scores) - SCORE_GAP
    return bold.getlength(t(lang, "wayfinders-render-scores")) + 14 + chips


def _scores(draw: ImageDraw.ImageDraw, view: dict, right: float, cy: float, lang: str = "en") -> None:
    """Pilots in turn order, ending at ``right`` on the line centred at ``cy``: a chip with their letter and
    the score (the breakdown is in the text); a star on each winner's chip."""
    label = _bold(WORD_TEXT)
    parts = _score_parts(view)
    title = t(lang, "wayfinders-render-scores")
    sx = right - scores_width(lang, [score for _, score in parts])
    kit.draw_text(draw, (sx, cy), title, label, kit.WHITE, anchor="lm", outline=kit.INK)
    sx += label.getlength(title) + 14
    winners = set(view["winners"]) if view["over"] else set()
    for seat, score in parts:
        kit.draw_chip(draw, sx + SCORE_CHIP / 2, cy, SCORE_CHIP, _seat_colour(seat), _seat_mark(seat))
        if seat in winners:
            kit.draw_star(draw, sx + SCORE_CHIP - 4, cy - 18, 22)
        kit.draw_text(draw, (sx + SCORE_CHIP + 6, cy), score, label, kit.WHITE, anchor="lm", outline=kit.INK)
        sx += SCORE_CHIP + 6 + label.getlength(score) + SCORE_GAP


def _flight_swatch(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    d.line([(cx - s / 2, cy), (cx + s / 2, cy)], fill=kit.INK, width=8)
    d.line([(cx - s / 2, cy), (cx + s / 4, cy)], fill=kit.HIGHLIGHT, width=4)
    d.polygon([(cx + s / 2, cy), (cx + s / 6, cy - s / 3), (cx + s / 6, cy + s / 3)], fill=kit.HIGHLIGHT,
              outline=kit.INK)


def _legend_entries(lang: str) -> list[tuple[str, kit.Drawer]]:
    entries: list[tuple[str, kit.Drawer]] = [(t(lang, "wayfinders-render-last-move"), kit.last_move_swatch)]
    entries.append((t(lang, "wayfinders-render-flight"), _flight_swatch))
    for colour in COLOURS:
        entries.append((_island_name(lang, colour),
                        lambda d, cx, cy, s, c=colour: island_swatch(d, c, cx, cy, s)))
    for kind in RESOURCE_ORDER:
        entries.append((_resource_name(lang, kind),
                        lambda d, cx, cy, s, k=kind: draw_resource(d, k, cx, cy, s)))
    for back in ("red", "yellow", "blue"):
        entries.append((_back_name(lang, back), lambda d, cx, cy, s, b=back: _band_swatch(d, b, cx, cy, s)))
    return entries


def _band_swatch(draw: ImageDraw.ImageDraw, back: str, cx: float, cy: float, size: float) -> None:
    """A band of this back at the key's size: its colour and the outline of its ends."""
    box = (cx - size / 2, cy - size * 0.3, cx + size / 2, cy + size * 0.3)
    outline = band_points(back, box, end=size * 0.24)
    if outline is None:
        draw.rounded_rectangle(box, radius=round(size / 6), fill=BACK_COLOUR[back], outline=kit.INK, width=1)
    else:
        draw.polygon(outline, fill=BACK_COLOUR[back], outline=kit.INK, width=1)


#: The key's swatches, across.
LEGEND_SWATCH = 34


def _legend(draw: ImageDraw.ImageDraw | None, x: int, y: int, width: int, lang: str = "en") -> int:
    """The key, its top at ``y``; returns its bottom (``draw=None``: only measures it)."""
    panel_top = y
    _, height = kit.legend(draw, (x + 10, y + 8), _legend_entries(lang), kit.font(WORD_TEXT),
                           swatch=LEGEND_SWATCH, gap=10, max_width=width - 20)
    return panel_top + height + 16


def _status_line(view: dict, lang: str = "en") -> str:
    if view["over"]:
        # One winner is named; a shared win is counted (the score strip stars every winner), so that the
        # line fits in every language.
        names = [_seat_label(lang, p) for p in view["player_info"] if p["seat"] in view["winners"]]
        if len(names) == 1:
            return t(lang, "wayfinders-render-over", name=names[0])
        return t(lang, "wayfinders-render-over-shared", count=len(names))
    label = _seat_label(lang, view["player_info"][view["to_play"]])
    doing = t(lang, f"wayfinders-render-doing-{view['phase']}")
    line = t(lang, "wayfinders-render-to-play", who=label, doing=doing)
    if view["final_round"]:
        line = t(lang, "wayfinders-render-final-round", line=line)
    return line


def header_text(view: dict, lang: str = "en") -> str:
    """The title line. The turn number is the one the bot's embed shows ("after turn N"): the view's
    ``turn`` is ``turn_count``, the number of completed turns."""
    return t(lang, "wayfinders-render-header", turn=view["turn"])


@lru_cache(maxsize=8)
def _legend_height(lang: str = "en") -> int:
    """The key's height (measured, not drawn), in the full-size board's pixels."""
    return _legend(None, MARGIN, 0, WIDTH - 2 * MARGIN, lang)


@lru_cache(maxsize=8)
def _frame(height: int, lang: str = "en", scale: float = 1.0) -> Image.Image:
    """What every board of this height shares: the sea, the grid's coordinates and the key at the bottom.
    Drawn once per height (the hangars' worker rows make a few heights) and scale, copied for each render."""
    image = kit.canvas(WIDTH, height, kit.SEA, scale)
    draw = kit.drawer(image, scale)
    top = MARGIN + HEADER + AXIS
    for col in range(5):
        x0 = MARGIN + AXIS + col * (CELL_W + GAP)
        kit.centred_text(draw, (x0 + CELL_W / 2, top - AXIS / 2), "ABCDE"[col], _bold(), kit.WHITE,
                         outline=kit.INK)
    for row in range(5):
        y0 = top + row * (CELL_H + GAP)
        kit.centred_text(draw, (MARGIN + AXIS / 2 - 2, y0 + CELL_H / 2), str(row + 1), _bold(), kit.WHITE,
                         outline=kit.INK)
    legend_top = height - MARGIN - _legend_height(lang)
    kit.rounded_panel(draw, (MARGIN, legend_top, WIDTH - MARGIN, height - MARGIN - 6), radius=10)
    _legend(draw, MARGIN, legend_top, WIDTH - 2 * MARGIN, lang)
    return image


@lru_cache(maxsize=160)
def _cell_tile(square_json: str, players: int, planes: tuple[int, ...], lang: str = "en",
               scale: float = 1.0) -> Image.Image:
    """One cell as drawn on the sea, cached: a turn changes two or three of the 25 cells, so a game's
    next board redraws only those (160 tiles, about 14 MB at full size, hold several games' grids)."""
    image = kit.canvas(CELL_W, CELL_H, kit.SEA, scale)
    _draw_cell(kit.drawer(image, scale), json.loads(square_json), (0, 0, CELL_W, CELL_H), players,
               list(planes), lang)
    return image


def board_image(view: dict, last_action: str | None = None, lang: str = "en",
                width: int | None = None) -> Image.Image:
    """The public board: island grid on top, hangars, scores and the key under it, last turn marked.

    ``last_action`` is not drawn: the embed carries the text of the turn, and the grid marks what it did.
    ``width``: drawn that many pixels wide (a replay frame) rather than ``WIDTH``, everything scaled alike
    (``kit.drawer``; the cached frame and cell tiles are drawn, and kept, at that scale).
    """
    scale = kit.scale_for(width, WIDTH)
    top = MARGIN + HEADER + AXIS
    grid_h = 5 * CELL_H + 4 * GAP
    # Everything under the grid has a known height except the hangars' worker rows.
    max_workers = max((len(h["workers"]) for h in view["hangars"]), default=0)
    hangars_h = 38 + 34 + 3 * 44 + max(1, math.ceil(max_workers / 2)) * 44 + 6 + 10
    height = top + grid_h + 14 + hangars_h + 10 + _legend_height(lang) + MARGIN
    image = _frame(height, lang, scale).copy()
    draw = kit.drawer(image, scale)
    kit.draw_text(draw, (MARGIN, MARGIN), header_text(view, lang), _bold(32), kit.WHITE, outline=kit.INK)
    status = _status_line(view, lang)
    if not view["over"]:
        kit.draw_chip(draw, MARGIN + 20, MARGIN + 66, 40, _seat_colour(view["to_play"]),
                      _seat_mark(view["to_play"]))
    sx = MARGIN if view["over"] else MARGIN + 48
    kit.draw_text(draw, (sx, MARGIN + 66), status, kit.fit_font(status, WIDTH - MARGIN - sx, 28, bold=True,
                                                                 min_size=TEXT),
                  kit.WHITE, anchor="lm", outline=kit.INK)
    planes: dict[str, list[int]] = {}
    for info in view["player_info"]:
        planes.setdefault(info["plane"], []).append(info["seat"])
    last = view["last_turn"]
    built = set(last["built"]) | set(view["current_turn"]["built"])
    for index, square in enumerate(view["grid"]):
        tile = _cell_tile(json.dumps(square, sort_keys=True), view["players"],
                          tuple(planes.get(square["cell"], [])), lang, scale)
        image.paste(tile, kit.at(_cell_box(index, top)[:2], scale))
    # The flight's arrows go over the cell borders; the mark of what was built over its airstrip.
    _flight(draw, view, last["cells"] if last["seat"] is not None else [], top)
    _flight(draw, view, view["current_turn"]["cells"], top)
    for index, square in enumerate(view["grid"]):
        if square["cell"] in built:
            box = _cell_box(index, top)
            seat = last["seat"] if square["cell"] in last["built"] else view["to_play"]
            _mark_new_airstrip(draw, square, box, seat, view["players"])
    hangars_top = top + grid_h + 14
    _draw_hangars(draw, view, MARGIN, hangars_top, WIDTH - 2 * MARGIN, lang)
    _scores(draw, view, WIDTH - MARGIN - 4, hangars_top + 16, lang)
    return image


def board(view: dict, last_action: str | None = None, lang: str = "en") -> bytes:
    """:func:`board_image` as PNG bytes."""
    return kit.to_png(board_image(view, last_action, lang), palette=kit.board_palette("wayfinders") or True,
                      compress_level=PNG_LEVEL)


HAND_WIDTH = 620
HAND_ROOM = HAND_WIDTH - 40
HAND_TITLE_SIZE = 24
HAND_TITLE_X = 62
#: Where the summary lines of the pilot card start, and the height of each.
HAND_LINES_TOP, HAND_LINE = 130, 26


def _hand_lines(info: dict, lang: str) -> list[str]:
    """The pilot card's summary lines, before wrapping."""
    keeps = [t(lang, "wayfinders-render-hand-keeps", limit=info["keep_limit"])]
    if info["wild"]:
        keeps.append(t(lang, "wayfinders-render-hand-wild",
                       resources=", ".join(_resource_name(lang, k) for k in info["wild"])))
    if info["free_flight"]:
        keeps.append(t(lang, "wayfinders-render-hand-free",
                       islands=", ".join(_island_name(lang, c) for c in info["free_flight"])))
    return [
        t(lang, "wayfinders-render-hand-workers", free=info["workers_available"], out=info["workers_out"],
          left=info["airstrips_left"], cell=info["plane"]),
        " · ".join(keeps),
        t(lang, "wayfinders-render-hand-score", **info["score_parts"]),
    ]


def hand(view: dict, lang: str = "en") -> bytes:
    """One pilot's own summary (Wayfinders has no secret hand): supply, workers, airstrips, score parts.

    The card grows with its wrapped lines, so a longer language never runs off its bottom."""
    seat = view["seat"] if view.get("seat") is not None else 0
    info = view["player_info"][seat]
    small = kit.font(18)
    wrapped = [part for line in _hand_lines(info, lang) for part in kit.wrap_text(line, small, HAND_ROOM)]
    width, height = HAND_WIDTH, max(250, HAND_LINES_TOP + HAND_LINE * len(wrapped) + 16)
    image = kit.new_image(width, height)
    draw = ImageDraw.Draw(image)
    kit.draw_chip(draw, 34, 34, 36, _seat_colour(seat), _seat_mark(seat))
    title = t(lang, "wayfinders-render-hand-title", who=_seat_label(lang, info), points=info["score"])
    kit.draw_text(draw, (HAND_TITLE_X, 18), title, kit.font(HAND_TITLE_SIZE, bold=True))
    x = 20
    for kind in RESOURCE_ORDER:
        draw_resource(draw, kind, x + 20, 92, 38)
        kit.draw_text(draw, (x + 44, 92), f"×{info['supply'][kind]}", kit.font(20, bold=True), anchor="lm")
        x += 118
    y = HAND_LINES_TOP
    for line in wrapped:
        kit.draw_text(draw, (20, y), line, small)
        y += HAND_LINE
    return kit.to_png(image, palette=True)


def fitted_labels(lang: str) -> list[tuple[str, str, object, float]]:
    """Every kind of label drawn in a box, each at its longest in ``lang``: (kind, text, font, room).

    tests/render/test_wayfinders_labels.py measures each with its font against its room, so that a
    translation too long for its box fails there rather than being clipped on a player's screen. Numbers
    are the largest a game can show (60 resources, two-digit scores, a three-digit turn)."""
    from rules.wayfinders.tiles import TILES

    labels: list[tuple[str, str, object, float]] = []
    labels.append(("header", header_text({"turn": 999}, lang), _bold(32), WIDTH - 2 * MARGIN))
    status_x = MARGIN + 48
    pilots = [{"seat": seat, "colour": colour}
              for seat, colour in enumerate(("orange", "teal", "white", "black"))]
    for phase in ("action", "fly", "keep"):
        for final in (False, True):
            for info in pilots:
                view = {"over": False, "player_info": pilots, "to_play": info["seat"], "phase": phase,
                        "final_round": final}
                line = _status_line(view, lang)
                font = kit.fit_font(line, WIDTH - MARGIN - status_x, 28, bold=True, min_size=TEXT)
                labels.append(("status", line, font, WIDTH - MARGIN - status_x))
    for winners in ([0], [1], [2], [3], [0, 1, 2, 3]):
        line = _status_line({"over": True, "player_info": pilots, "winners": winners}, lang)
        font = kit.fit_font(line, WIDTH - 2 * MARGIN, 28, bold=True, min_size=TEXT)
        labels.append(("status", line, font, WIDTH - 2 * MARGIN))
    labels.append(("home", t(lang, "wayfinders-render-home"), _bold(HOME_SIZE), CELL_W - 8))
    for back in BACK_COLOUR:
        name = _back_name(lang, back)
        labels.append(("back", name, _back_font(back, name), band_room(back, CELL_W - 4, cards=False)))
    for tile in TILES:
        tile_view = {"kind": tile.kind, "colour": tile.colour_name, "amount": tile.amount,
                     "family": tile.family, "min_cost": tile.min_cost}
        room = effect_room(tile.back)
        lines, font = _effect_lines(_effect_text(lang, tile_view), room)
        labels.extend(("effect", line, font, room) for line in lines)
    # The hangars' title and the score strip share a line: the title, a gap, four two-digit scores.
    strip = scores_width(lang, ["99"] * 4)
    labels.append(("hangars", t(lang, "wayfinders-render-hangars", bag=60), _bold(WORD_TEXT),
                   WIDTH - 2 * MARGIN - 4 - 24 - strip))
    # The score strip's title: the line less the hangars' title and the four chips with their scores.
    scores_title = t(lang, "wayfinders-render-scores")
    chips = strip - _bold(WORD_TEXT).getlength(scores_title) - 14
    hangars_title = _bold(WORD_TEXT).getlength(t(lang, "wayfinders-render-hangars", bag=60))
    labels.append(("scores", scores_title, _bold(WORD_TEXT),
                   WIDTH - 2 * MARGIN - 4 - 24 - hangars_title - chips - 14))
    for label, _ in _legend_entries(lang):
        labels.append(("legend", label, kit.font(WORD_TEXT), WIDTH - 2 * MARGIN - 20 - LEGEND_SWATCH - 6))
    small = kit.font(18)
    for info in pilots:
        title = t(lang, "wayfinders-render-hand-title", who=_seat_label(lang, info), points=99)
        labels.append(("hand title", title, kit.font(HAND_TITLE_SIZE, bold=True),
                       HAND_WIDTH - HAND_TITLE_X - 10))
    longest = {"keep_limit": 9, "wild": list(RESOURCE_ORDER), "free_flight": list(COLOURS),
               "workers_available": 5, "workers_out": 5, "airstrips_left": 10, "plane": "C3",
               "score_parts": {"islands": 99, "scoring": 99, "resources": 99, "workers": 5}}
    for line in _hand_lines(longest, lang):
        labels.extend(("hand line", part, small, HAND_ROOM) for part in kit.wrap_text(line, small, HAND_ROOM))
    return labels

"""Iwari images: the public board (map + side panel) and a player's hand, drawn from the game's view.

``board(view)`` reads only public keys of the view (never ``view["private"]``), so a spectator view and a
seat view of the same state give the same bytes. The static part of the map (sea, territories with their
biome colour and symbol, paths, tent-space circles, connection badges, the Long Road) depends only on the map,
so it is drawn once per map and size at twice the resolution, scaled down for smooth edges, and cached;
a turn's render copies it and draws the pieces and the panel on top.

Layout: the map on the left, a caption strip under it (the last turn), the side panel on the right
(tribes, display, deck, turn and prompt, journey state, expeditions, feats, legend).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render import kit

# Output geometry (pixels of the posted image).
MAP_MAX_WIDTH = 1100
MAP_MAX_HEIGHT = 800
PANEL_WIDTH = 440
CAPTION_HEIGHT = 54
MARGIN = 10
SUPERSAMPLE = 2
# zlib level: 3 encodes a board in half the time of 6 for about 10% more bytes (still ~120 KB).
PNG_LEVEL = 3

TENT_SIZE = 34
SPACE_RADIUS = 15
BADGE_SIZE = 28
ROAD_COLOUR: kit.Colour = (105, 55, 150)
PATH_COLOUR: kit.Colour = (110, 80, 50)
BORDER_COLOUR: kit.Colour = (70, 60, 50)
FEAT_GOLD: kit.Colour = (255, 196, 30)
COVER_COLOUR: kit.Colour = (95, 88, 80)
COVER_PEAKS: kit.Colour = (165, 155, 140)
FEAT_LETTERS = {"union": "U", "discovery": "D", "honour": "H", "respect": "S"}
FEAT_NAMES = {"union": "Union", "discovery": "Discovery", "honour": "Honour", "respect": "Respect"}


# --- geometry -------------------------------------------------------------------------------------------

def map_scale(size: Sequence[int]) -> float:
    """Map units to output pixels: the map fills at most MAP_MAX_WIDTH x MAP_MAX_HEIGHT."""
    width, height = size
    return min(MAP_MAX_WIDTH / width, MAP_MAX_HEIGHT / height)


def map_pixels(size: Sequence[int]) -> tuple[int, int]:
    scale = map_scale(size)
    return round(size[0] * scale), round(size[1] * scale)


def board_size(view: dict) -> tuple[int, int]:
    """Width and the minimum height of the board image for this view (the panel may make it taller)."""
    width, height = map_pixels(view["map"]["size"])
    return width + PANEL_WIDTH, height + CAPTION_HEIGHT


class _Projection:
    """Map units -> pixels at a given scale (the background is drawn at SUPERSAMPLE times the output)."""

    def __init__(self, scale: float) -> None:
        self.scale = scale

    def point(self, xy: Sequence[float]) -> tuple[float, float]:
        return xy[0] * self.scale, xy[1] * self.scale

    def points(self, polygon: Sequence[Sequence[float]]) -> list[tuple[float, float]]:
        return [self.point(p) for p in polygon]


# --- the static map layer -------------------------------------------------------------------------------

def _dashed_line(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float],
                 colour: kit.Colour, width: int, dash: float, gap: float) -> None:
    length = ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    position = 0.0
    while position < length:
        end = min(position + dash, length)
        draw.line([(a[0] + ux * position, a[1] + uy * position), (a[0] + ux * end, a[1] + uy * end)],
                  fill=colour, width=width)
        position = end + gap


def _plate_side(data: dict, connection: dict) -> tuple[int, int]:
    """Which side of its number a connection's mountain plate goes: above unless a tent space is close
    there, then below, right or left, whichever is clearest (in map units, so every scale agrees)."""
    x, y = connection["xy"]
    spaces = [space["xy"] for space in data["spaces"]]
    best: tuple[float, tuple[int, int]] | None = None
    for side in ((0, -1), (0, 1), (1, 0), (-1, 0)):
        plate = (x + side[0] * 34, y + side[1] * 28)
        clearance = min(((plate[0] - sx) ** 2 + (plate[1] - sy) ** 2) ** 0.5 for sx, sy in spaces)
        if clearance >= 40:
            return side
        if best is None or clearance > best[0]:
            best = (clearance, side)
    assert best is not None
    return best[1]


def _plate_box(centre: tuple[float, float], peaks: int, side: tuple[int, int],
               k: float) -> tuple[float, float, float, float]:
    """The mountain plate's box beside a badge centred at ``centre`` (pixels at supersampling ``k``)."""
    cx, cy = centre
    half = BADGE_SIZE * k / 2
    width = 13 * k * 0.75 * (peaks + 1) / 2 + 6 * k
    height = 19 * k
    if side[1]:
        top = cy - half - height + 1 * k if side[1] < 0 else cy + half - 1 * k
        return cx - width / 2, top, cx + width / 2, top + height
    left = cx + half - 1 * k if side[0] > 0 else cx - half - width + 1 * k
    return left, cy - height / 2, left + width, cy + height / 2


def _connection_badge(draw: ImageDraw.ImageDraw, centre: tuple[float, float], connection: dict,
                      k: float, side: tuple[int, int]) -> None:
    """Land: white square; water: blue circle with a wave line. A plate beside it shows the mountain
    symbol (1-4 peaks) of the connections that carry one."""
    cx, cy = centre
    half = BADGE_SIZE * k / 2
    number = str(connection["number"])
    used_font = kit.font(round(16 * k), bold=True)
    if connection.get("mountain"):
        peaks = int(connection["mountain"])
        x0, y0, x1, y1 = _plate_box(centre, peaks, side, k)
        draw.rounded_rectangle((x0, y0, x1, y1), radius=round(3 * k), fill=(235, 230, 220), outline=kit.INK,
                               width=max(1, round(1 * k)))
        kit.draw_mountain(draw, (x0 + x1) / 2, (y0 + y1) / 2, 13 * k, peaks, fill=(110, 100, 90))
    if connection["kind"] == "water":
        draw.ellipse((cx - half - 2 * k, cy - half - 2 * k, cx + half + 2 * k, cy + half + 2 * k),
                     fill=kit.SEA_DARK, outline=kit.WHITE, width=round(2 * k))
        draw.text((cx, cy - 1 * k), number, font=used_font, fill=kit.WHITE, anchor="mm")
        _dashed_line(draw, (cx - half * 0.6, cy + half * 0.72), (cx + half * 0.6, cy + half * 0.72),
                     kit.WHITE, max(1, round(1.5 * k)), 3 * k, 2 * k)
    else:
        draw.rectangle((cx - half, cy - half, cx + half, cy + half), fill=kit.WHITE, outline=kit.INK,
                       width=round(2 * k))
        draw.text((cx, cy), number, font=used_font, fill=kit.INK, anchor="mm")


def _name_position(data: dict, territory: dict, project: _Projection, k: float) -> tuple[float, float] | None:
    """Where the biome name goes: under the number, else above it, else nowhere (the symbol still says
    the biome) when a connection badge or a tent space would be covered."""
    cx, cy = project.point(territory["label"])
    half_w = kit.text_width(kit.BIOME_NAMES[territory["biome"]], kit.font(round(14 * k), bold=True)) / 2
    half_h = 9 * k
    obstacles = []
    for connection in data["connections"]:
        x, y = project.point(connection["xy"])
        half = BADGE_SIZE * k / 2 + 2 * k
        obstacles.append((x - half, y - half, x + half, y + half))
        if connection.get("mountain"):
            side = _plate_side(data, connection)
            obstacles.append(_plate_box((x, y), int(connection["mountain"]), side, k))
    for space in data["spaces"]:
        x, y = project.point(space["xy"])
        obstacles.append((x - 20 * k, y - 22 * k, x + 20 * k, y + 18 * k))
    for dy in (16 * k, -38 * k):
        box = (cx - half_w, cy + dy - half_h, cx + half_w, cy + dy + half_h)
        if not any(box[0] < o[2] and o[0] < box[2] and box[1] < o[3] and o[1] < box[3] for o in obstacles):
            return cx, cy + dy
    return None


def _territory_label(draw: ImageDraw.ImageDraw, data: dict, territory: dict, project: _Projection,
                     k: float) -> None:
    """Biome symbol and territory number on one line, the biome's name under (or over) them."""
    cx, cy = project.point(territory["label"])
    biome = territory["biome"]
    number = str(territory["id"])
    number_font = kit.font(round(22 * k), bold=True)
    symbol = 26 * k
    width = symbol + 4 * k + kit.text_width(number, number_font)
    left = cx - width / 2
    kit.draw_biome_symbol(draw, biome, left + symbol / 2, cy - 10 * k, symbol)
    kit.draw_text(draw, (left + symbol + 4 * k, cy - 10 * k), number, number_font, kit.INK, anchor="lm",
                  outline=kit.WHITE, outline_width=round(2 * k))
    name_at = _name_position(data, territory, project, k)
    if name_at is not None:
        kit.draw_text(draw, name_at, kit.BIOME_NAMES[biome], kit.font(round(14 * k), bold=True),
                      kit.BIOME_INK[biome], anchor="mm", outline=kit.WHITE, outline_width=round(2 * k))


@lru_cache(maxsize=8)
def _background(map_json: str) -> Image.Image:
    """The map without pieces, at output size. Keyed by the map's JSON text (its id, size and content)."""
    data = json.loads(map_json)
    k = SUPERSAMPLE
    scale = map_scale(data["size"]) * k
    project = _Projection(scale)
    width, height = map_pixels(data["size"])
    image = Image.new("RGB", (width * k, height * k), kit.SEA)
    draw = ImageDraw.Draw(image)
    # Gentle wave marks make the sea read as water without a colour cue.
    for y in range(40 * k, height * k, 70 * k):
        for x in range((y // 3) % (90 * k), width * k, 160 * k):
            draw.arc((x, y, x + 26 * k, y + 12 * k), 200, 340, fill=kit.blend(kit.SEA, kit.WHITE, 0.35),
                     width=k)
    for polygon in data.get("water") or []:
        draw.polygon(project.points(polygon), fill=kit.blend(kit.SEA, kit.SEA_DARK, 0.3))
    road = data.get("road")
    if road:
        line = project.points(road["line"])
        draw.line(line, fill=kit.blend(kit.PAPER, ROAD_COLOUR, 0.15), width=round(46 * k), joint="curve")
        for x, y in line:
            r = 23 * k
            draw.ellipse((x - r, y - r, x + r, y + r), fill=kit.blend(kit.PAPER, ROAD_COLOUR, 0.15))
    for territory in data["territories"]:
        draw.polygon(project.points(territory["outline"]), fill=kit.BIOME_COLOURS[territory["biome"]])
    for territory in data["territories"]:
        outline = project.points(territory["outline"])
        draw.line(outline + outline[:1], fill=BORDER_COLOUR, width=round(3 * k), joint="curve")
    if road:
        line = project.points(road["line"])
        draw.line(line, fill=ROAD_COLOUR, width=round(12 * k), joint="curve")
    spaces = {space["id"]: project.point(space["xy"]) for space in data["spaces"]}
    for a, b in data["paths"]:
        draw.line([spaces[a], spaces[b]], fill=kit.WHITE, width=round(7 * k))
        draw.line([spaces[a], spaces[b]], fill=PATH_COLOUR, width=round(3 * k))
    if data.get("special") == "floating_lands":
        # Connections count as paths on this map: a dashed line runs from each linked space to the
        # connection's number, so the link visibly passes through that connection.
        for connection in data["connections"]:
            via = project.point(connection["xy"])
            for end in connection["link"]:
                _dashed_line(draw, spaces[end], via, PATH_COLOUR, round(3 * k), 9 * k, 6 * k)
    for space in data["spaces"]:
        x, y = spaces[space["id"]]
        r = SPACE_RADIUS * k
        on_road = space["territory"] is None
        draw.ellipse((x - r, y - r, x + r, y + r), fill=kit.blend(kit.WHITE, ROAD_COLOUR, 0.2) if on_road
                     else kit.WHITE, outline=ROAD_COLOUR if on_road else PATH_COLOUR, width=round(2 * k))
    for territory in data["territories"]:
        x, y = project.point(territory["totem"])
        r = 30 * k
        draw.ellipse((x - r, y - r, x + r, y + r), outline=kit.blend(kit.BIOME_INK[territory["biome"]],
                                                                      kit.WHITE, 0.2), width=round(3 * k))
        _territory_label(draw, data, territory, project, k)
    for connection in data["connections"]:
        _connection_badge(draw, project.point(connection["xy"]), connection, k, _plate_side(data, connection))
    if road:
        x, y = project.point(road["line"][0])
        kit.draw_text(draw, (x + 4 * k, y - 30 * k), "Long Road", kit.font(round(15 * k), bold=True),
                      kit.WHITE, anchor="lb", outline=ROAD_COLOUR, outline_width=round(3 * k))
    return image.resize((width, height), Image.Resampling.LANCZOS)


# --- pieces -----------------------------------------------------------------------------------------------

def _tribe_colour(view: dict, tribe: int) -> kit.Colour:
    return kit.TRIBE_COLOURS.get(view["tribes"][tribe]["mark"], kit.player_colour(tribe))


def _highlight_ring(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float) -> None:
    outer = radius + 2
    draw.ellipse((cx - outer, cy - outer, cx + outer, cy + outer), outline=kit.INK, width=2)
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=kit.HIGHLIGHT, width=4)


def _totem_stack(draw: ImageDraw.ImageDraw, view: dict, centre: tuple[float, float], counts: Sequence[int],
                 highlighted: set[int]) -> None:
    """One tag per tribe with totems here: a totem in the tribe colour, its mark and the count."""
    entries = [(tribe, count) for tribe, count in enumerate(counts) if count > 0]
    if not entries:
        return
    columns = 1 if len(entries) <= 3 else 2
    rows = (len(entries) + columns - 1) // columns
    tag_w, tag_h, gap = 44, 24, 3
    total_w = columns * tag_w + (columns - 1) * gap
    total_h = rows * tag_h + (rows - 1) * gap
    x0 = centre[0] - total_w / 2
    y0 = centre[1] - total_h / 2
    used_font = kit.font(15, bold=True)
    for index, (tribe, count) in enumerate(entries):
        column, row = index % columns, index // columns
        x = x0 + column * (tag_w + gap)
        y = y0 + row * (tag_h + gap)
        colour = _tribe_colour(view, tribe)
        edge = kit.HIGHLIGHT if tribe in highlighted else kit.INK
        draw.rounded_rectangle((x, y, x + tag_w, y + tag_h), radius=6, fill=colour, outline=edge,
                               width=4 if tribe in highlighted else 2)
        kit.draw_totem(draw, x + 10, y + tag_h / 2, 17, kit.blend(colour, kit.WHITE, 0.45), None)
        draw.text((x + 19, y + tag_h / 2), f"{view['tribes'][tribe]['mark']}{count}", font=used_font,
                  fill=kit.ink_on(colour), anchor="lm")


def _feat_tag(draw: ImageDraw.ImageDraw, cx: float, cy: float, count: int, letters: str) -> None:
    """A gold star and the multiplier it gives (x2 for one feat ... x5 for four), letters of the feats."""
    text = f"x{count + 1} {letters}"
    used_font = kit.font(14, bold=True)
    width = 26 + kit.text_width(text, used_font) + 8
    x0, y0 = cx - width / 2, cy - 12
    draw.rounded_rectangle((x0, y0, x0 + width, y0 + 24), radius=8, fill=kit.INK, outline=FEAT_GOLD, width=2)
    kit.draw_star(draw, x0 + 14, cy, 20, FEAT_GOLD)
    draw.text((x0 + 26, cy), text, font=used_font, fill=FEAT_GOLD, anchor="lm")


def _draw_pieces(image: Image.Image, view: dict) -> None:
    data = view["map"]
    draw = ImageDraw.Draw(image)
    project = _Projection(map_scale(data["size"]))
    last = view.get("last_turn") or {}
    fresh_tents = {int(space) for space, _ in last.get("tents", [])}
    fresh_totems: dict[int, set[int]] = {}
    for territory_id, tribe in last.get("totems", []):
        fresh_totems.setdefault(int(territory_id), set()).add(int(tribe))
    spaces = {space["id"]: project.point(space["xy"]) for space in data["spaces"]}
    connections = {c["number"]: c for c in data["connections"]}
    # Mountain tokens keep the footprint of the printed number and symbol, which the maps keep mostly
    # clear of tent spaces; where they touch, the tent drawn after it stays whole (pieces matter more).
    for number in sorted(view.get("covered") or []):
        connection = connections.get(number)
        if connection is None:
            continue
        x, y = project.point(connection["xy"])
        peaks = int(connection.get("mountain") or 1)
        half = BADGE_SIZE / 2 + 1
        px0, py0, px1, py1 = _plate_box((x, y), peaks, _plate_side(data, connection), 1)
        box = (min(px0, x - half) - 1, min(py0, y - half) - 1, max(px1, x + half) + 1, max(py1, y + half) + 1)
        draw.rounded_rectangle(box, radius=8, fill=COVER_COLOUR, outline=kit.INK, width=2)
        kit.draw_mountain(draw, (px0 + px1) / 2, (py0 + py1) / 2, 15, peaks, fill=COVER_PEAKS)
        draw.text((x, y + 2), str(number), font=kit.font(15, bold=True), fill=kit.WHITE, anchor="mm")
    # Empty spaces show their number: the turn menus name spaces by number.
    occupied = {int(space) for space, _ in view.get("tents") or []}
    number_font = kit.font(14, bold=True)
    for space in data["spaces"]:
        if space["id"] not in occupied:
            x, y = spaces[space["id"]]
            draw.text((x, y + 1), str(space["id"]), font=number_font, fill=PATH_COLOUR, anchor="mm")
    for space, tribe in view.get("tents") or []:
        x, y = spaces[space]
        if space in fresh_tents:
            _highlight_ring(draw, x, y + 2, TENT_SIZE * 0.72)
        kit.draw_tent(draw, x, y + 3, TENT_SIZE, _tribe_colour(view, tribe), view["tribes"][tribe]["mark"])
    territories = {t["id"]: t for t in data["territories"]}
    for territory_id, counts in view.get("totems") or []:
        territory = territories[territory_id]
        _totem_stack(draw, view, project.point(territory["totem"]), counts,
                     fresh_totems.get(territory_id, set()))
    feats = view.get("feats") or {}
    by_target: dict[tuple[str, int], list[str]] = {}
    for feat in feats.get("placed") or []:
        by_target.setdefault((feat["on"], int(feat["id"])), []).append(FEAT_LETTERS.get(feat["kind"], "?"))
    for (on, target), letters in sorted(by_target.items()):
        if on == "territory" and target in territories:
            # The tag takes the biome name's place (the symbol beside the number still shows the biome).
            x, y = project.point(territories[target]["label"])
            name_at = _name_position(data, territories[target], project, 1)
            _feat_tag(draw, x, name_at[1] if name_at else y + 16, len(letters), "".join(letters))
        elif on == "connection" and target in connections:
            # A connection holds at most Honour or Respect: a gold star behind its number (drawn again on
            # top), with the feat's letter, keeps the mark on the connection without covering neighbours.
            connection = connections[target]
            x, y = project.point(connection["xy"])
            kit.draw_star(draw, x, y, BADGE_SIZE * 2.1, FEAT_GOLD)
            _connection_badge(draw, (x, y), connection, 1, _plate_side(data, connection))
            draw.text((x + BADGE_SIZE * 0.75, y + BADGE_SIZE * 0.45), "".join(letters),
                      font=kit.font(14, bold=True), fill=kit.INK, anchor="mm", stroke_width=2,
                      stroke_fill=FEAT_GOLD)


# --- the side panel ----------------------------------------------------------------------------------------

def _section_title(draw: ImageDraw.ImageDraw, x: float, y: float, text: str) -> float:
    draw.text((x, y), text, font=kit.font(17, bold=True), fill=kit.GREY_DARK)
    return y + 24


def _biome_card(draw: ImageDraw.ImageDraw, box: Sequence[float], biome: str, title_size: int = 14) -> None:
    kit.draw_card(draw, box, kit.BIOME_COLOURS[biome], kit.BIOME_NAMES[biome],
                  kit.font(title_size, bold=True), title_fill=kit.INK,
                  symbol=lambda d, cx, cy, s: kit.draw_biome_symbol(d, biome, cx, cy, s))


def _tribes_table(draw: ImageDraw.ImageDraw, view: dict, x0: float, y: float, x1: float) -> float:
    header_font = kit.font(14, bold=True)
    row_font = kit.font(16)
    bold_font = kit.font(16, bold=True)
    columns = {"score": x1 - 200, "tents": x1 - 138, "totems": x1 - 78, "hand": x1 - 22}
    # Words, not icons, head the columns: "tents" and "totems" are what is left to place.
    for column, heading in (("score", "score"), ("tents", "tents"), ("totems", "totems"), ("hand", "hand")):
        draw.text((columns[column], y + 10), heading, font=header_font, fill=kit.GREY_DARK, anchor="mm")
    y += 24
    winners = set(view.get("winners") or [])
    over = bool(view.get("over"))
    for tribe, info in enumerate(view["tribes"]):
        row_h = 34
        cy = y + row_h / 2
        if view.get("to_play") is not None and info.get("seat") == view.get("to_play") and not over:
            draw.rounded_rectangle((x0 - 4, y + 1, x1 + 4, y + row_h - 1), radius=6,
                                   fill=kit.blend(kit.PANEL, kit.HIGHLIGHT, 0.12), outline=kit.HIGHLIGHT,
                                   width=2)
        colour = _tribe_colour(view, tribe)
        kit.draw_chip(draw, x0 + 14, cy, 26, colour, info["mark"])
        name = info["name"] if info.get("seat") is not None else f"{info['name']} (neutral)"
        won = over and info.get("seat") is not None and info["seat"] in winners
        name_font = kit.fit_font(name, columns["score"] - x0 - 62, 16, bold=won, min_size=14)
        draw.text((x0 + 34, cy), name, font=name_font, fill=kit.INK, anchor="lm")
        if won:
            kit.draw_star(draw, columns["score"] - 34, cy, 20, FEAT_GOLD)
        for column, text, used_font in (("score", str(info.get("score", 0)), bold_font),
                                        ("tents", str(info.get("tents_left", 0)), row_font),
                                        ("totems", str(info.get("totems_left", 0)), row_font)):
            draw.text((columns[column], cy), text, font=used_font, fill=kit.INK, anchor="mm")
        hand = info.get("hand_size")
        draw.text((columns["hand"], cy), "-" if hand is None else str(hand), font=row_font, fill=kit.INK,
                  anchor="mm")
        y += row_h
    return y


def _wrapped(draw: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int, width: float,
             fill: kit.Colour = kit.INK, bold: bool = False, max_lines: int = 3) -> float:
    used_font = kit.font(size, bold=bold)
    lines = kit.wrap_text(text, used_font, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1].rstrip(". ") + "..."
    step = kit.text_height(used_font) + 2
    for line in lines:
        draw.text((x, y), line, font=used_font, fill=fill)
        y += step
    return y


def _status_lines(view: dict) -> list[tuple[str, kit.Colour]]:
    lines: list[tuple[str, kit.Colour]] = []
    journey = "Half journey scored" if view.get("half_journey_done") else "Half journey: not yet"
    progress = f"Round {view.get('round', 1)} · Turn {view.get('turn', 0) + 1}"
    lines.append((f"{progress} · {journey}", kit.GREY_DARK))
    if view.get("final_round") and not view.get("over"):
        lines.append(("FINAL ROUND: the journey ends after this round", (180, 30, 30)))
    return lines


def _space_swatch(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float) -> None:
    r = size / 2 + 1
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=kit.WHITE, outline=PATH_COLOUR, width=2)
    draw.text((cx, cy + 1), "7", font=kit.font(14, bold=True), fill=PATH_COLOUR, anchor="mm")


def _biome_swatch(draw: ImageDraw.ImageDraw, biome: str, cx: float, cy: float, size: float) -> None:
    r = size / 2 + 1
    draw.rounded_rectangle((cx - r, cy - r, cx + r, cy + r), radius=4, fill=kit.BIOME_COLOURS[biome],
                           outline=kit.BIOME_INK[biome], width=1)
    kit.draw_biome_symbol(draw, biome, cx, cy, size * 0.8)


def _covered_swatch(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float) -> None:
    draw.rounded_rectangle((cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2), radius=4,
                           fill=COVER_COLOUR)
    kit.draw_mountain(draw, cx, cy, size * 0.7, 1, fill=COVER_PEAKS)


def _draw_panel(view: dict) -> Image.Image:
    """The side panel's content on its own canvas, cropped to the height it used."""
    image = kit.new_image(PANEL_WIDTH - 2 * MARGIN - 6, 1600, kit.PANEL)
    draw = ImageDraw.Draw(image)
    x1 = image.width - 6
    x = 10
    inner = x1 - x - 4
    y = 8
    title = f"Iwari · {view['map'].get('name', '')}"
    draw.text((x, y), title, font=kit.fit_font(title, inner, 24, bold=True, min_size=16), fill=kit.INK)
    y += 32
    for text, colour in _status_lines(view):
        y = _wrapped(draw, x, y, text, 15, inner, colour, bold=colour != kit.GREY_DARK)
    y += 4
    # Whose turn and what they decide, or the result.
    if view.get("over"):
        winners = view.get("winners") or []
        names = [view["tribes"][seat]["name"] for seat in winners if seat < len(view["tribes"])]
        if names:
            result = "Winner: " + names[0] if len(names) == 1 else "Shared win: " + ", ".join(names)
        else:
            result = "Nobody wins: the neutral tribe scored most"
        kit.draw_star(draw, x + 11, y + 11, 22, FEAT_GOLD)
        y = _wrapped(draw, x + 28, y, result, 18, inner - 28, kit.INK, bold=True, max_lines=2)
    if view.get("prompt"):
        y = _wrapped(draw, x, y + 2, view["prompt"], 16, inner, kit.INK, bold=not view.get("over"))
    y += 6
    y = _tribes_table(draw, view, x, y, x1 - 12) + 8
    # The display, deck and discard.
    y = _section_title(draw, x, y, "Display")
    card_w, card_h, gap = 70, 92, 8
    for index in range(4):
        box = (x + index * (card_w + gap), y, x + index * (card_w + gap) + card_w, y + card_h)
        display = view.get("display") or []
        if index < len(display):
            _biome_card(draw, box, display[index], 14)
        else:
            draw.rounded_rectangle(box, radius=8, outline=kit.GREY, width=2)
    piles_x = x + 4 * (card_w + gap) + 6
    pile_font = kit.font(15)
    draw.text((piles_x, y + 14), f"Deck {view.get('deck_size', 0)}", font=kit.font(16, bold=True),
              fill=kit.INK)
    draw.text((piles_x, y + 40), f"Discard {view.get('discard_size', 0)}", font=pile_font, fill=kit.INK)
    y += card_h + 10
    expeditions = view.get("expeditions")
    if expeditions:
        y = _section_title(draw, x, y, "Expeditions")
        for expedition in expeditions:
            claimed = expedition.get("claimed_by") or []
            head = f"{expedition['title']}  ({expedition['first']}/{expedition['second']} pts)"
            head_font = kit.fit_font(head, inner - 70, 15, bold=True, min_size=14)
            draw.text((x, y), head, font=head_font, fill=kit.INK)
            for index, tribe in enumerate(claimed[:2]):
                kit.draw_chip(draw, x1 - 24 - (1 - index) * 28, y + 9, 22, _tribe_colour(view, tribe),
                              view["tribes"][tribe]["mark"])
            y = _wrapped(draw, x + 8, y + 20, expedition.get("text", ""), 14, inner - 8, kit.GREY_DARK,
                         max_lines=2) + 4
    feats = view.get("feats")
    if feats:
        y = _section_title(draw, x, y, "Feats")
        left = feats.get("left") or {}
        left_text = " · ".join(f"{FEAT_NAMES[k]} {left.get(k, 0)}" for k in FEAT_NAMES)
        y = _wrapped(draw, x, y, "Left: " + left_text, 14, inner, kit.INK)
        for feat in (feats.get("placed") or [])[:6]:
            where = "territory" if feat["on"] == "territory" else "connection"
            kind = feat["kind"]
            text = f"{FEAT_NAMES.get(kind, kind)} ({FEAT_LETTERS.get(kind, '?')}) on {where} {feat['id']}"
            kit.draw_chip(draw, x + 10, y + 9, 20, _tribe_colour(view, feat["tribe"]),
                          view["tribes"][feat["tribe"]]["mark"])
            draw.text((x + 26, y), text, font=kit.font(14), fill=kit.INK)
            y += 21
        y += 4
    # Legend: shapes, so no cue relies on colour alone.
    y = _section_title(draw, x, y, "Key")
    x1 = x + inner
    entries: list[tuple[str, kit.Drawer]] = [
        ("free tent space", _space_swatch),
        ("land link", lambda d, cx, cy, s: d.rectangle((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2),
                                                        fill=kit.WHITE, outline=kit.INK, width=2)),
        ("water link", lambda d, cx, cy, s: d.ellipse((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2),
                                                       fill=kit.SEA_DARK, outline=kit.WHITE, width=2)),
        ("mountain pair", lambda d, cx, cy, s: kit.draw_mountain(d, cx, cy, s * 0.8, 2)),
        ("covered: no score", _covered_swatch),
        ("last turn", lambda d, cx, cy, s: d.ellipse((cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2),
                                                     outline=kit.HIGHLIGHT, width=4)),
    ]
    if feats:
        entries.append(("feat multiplier", lambda d, cx, cy, s: kit.draw_star(d, cx, cy, s, FEAT_GOLD)))
    # The biome symbols, for territories whose name had no room on the map.
    for biome, name in kit.BIOME_NAMES.items():
        entries.append((name, lambda d, cx, cy, s, b=biome: _biome_swatch(d, b, cx, cy, s)))
    _, legend_height = kit.legend(draw, (x, y), entries, kit.font(14), swatch=20, max_width=inner)
    return image.crop((0, 0, image.width, round(y + legend_height + 6)))


def _caption(draw: ImageDraw.ImageDraw, view: dict, last_action: str | None, top: int, width: int) -> None:
    """What the last turn did, under the map: the acting tribe's chip and up to two lines of text.

    The view's own record of the whole last turn wins over ``last_action`` (one decision of it, often
    just the final card draw); ``last_action`` is the caption only when the view has no record."""
    last = view.get("last_turn") or {}
    own_text = last.get("text") or ""
    text = own_text or last_action or ""
    if not text:
        return
    x = MARGIN + 4
    # The chip names who acted only when the caption is the view's own record of the last turn.
    if own_text and last.get("tribe") is not None and last["tribe"] < len(view["tribes"]):
        kit.draw_chip(draw, x + 12, top + CAPTION_HEIGHT / 2, 24, _tribe_colour(view, last["tribe"]),
                      view["tribes"][last["tribe"]]["mark"])
        x += 30
    used_font = kit.font(15, bold=True)
    lines = kit.wrap_text(text, used_font, width - x - MARGIN)
    if len(lines) > 2:
        lines = lines[:2]
        while lines[1] and used_font.getlength(lines[1] + "...") > width - x - MARGIN:
            lines[1] = lines[1][:-1]
        lines[1] += "..."
    step = kit.text_height(used_font) + 1
    y = top + CAPTION_HEIGHT / 2 - step * len(lines) / 2
    for line in lines:
        draw.text((x, y), line, font=used_font, fill=kit.INK)
        y += step


def board(view: dict, last_action: str | None = None) -> bytes:
    """The public board as PNG bytes. Reads only public keys of ``view``."""
    map_json = json.dumps(view["map"], sort_keys=True, separators=(",", ":"))
    background = _background(map_json)
    map_w, map_h = background.size
    panel = _draw_panel(view)
    height = max(map_h + CAPTION_HEIGHT, panel.height + 2 * MARGIN + 6)
    image = kit.new_image(map_w + PANEL_WIDTH, height, kit.PAPER)
    image.paste(background, (0, 0))
    _draw_pieces(image, view)
    draw = ImageDraw.Draw(image)
    _caption(draw, view, last_action, map_h, map_w)
    x0 = map_w + MARGIN
    kit.rounded_panel(draw, (x0, MARGIN, image.width - MARGIN, height - MARGIN))
    image.paste(panel, (x0 + 3, MARGIN + 3))
    return kit.to_png(image, palette=True, compress_level=PNG_LEVEL)


# --- the hand -----------------------------------------------------------------------------------------------

HAND_CARD_W = 130
HAND_CARD_H = 176


def hand(view: dict) -> bytes:
    """The seat's hand (``view["private"]["hand"]``) as cards, with a one-line reminder of how to pay."""
    private = view.get("private") or {}
    cards = list(private.get("hand") or [])
    seat = view.get("seat")
    tribe = view["tribes"][seat] if seat is not None and seat < len(view["tribes"]) else None
    legend_text = "1 card of a territory's biome = 1 piece there; any 2 alike = 1 piece anywhere"
    legend_font = kit.font(15)
    gap = 14
    cards_w = max(1, len(cards)) * (HAND_CARD_W + gap) - gap
    width = max(cards_w, kit.text_width(legend_text, legend_font)) + 2 * 20
    height = 20 + 34 + HAND_CARD_H + 14 + 26 + 16
    image = kit.new_image(width, height, kit.PAPER)
    draw = ImageDraw.Draw(image)
    y = 18
    title = "Your hand"
    if tribe is not None:
        kit.draw_chip(draw, 20 + 14, y + 13, 28, _tribe_colour(view, seat), tribe["mark"])
        title = f"Your hand · {tribe['name']} tribe"
    draw.text((20 + (34 if tribe is not None else 0), y + 13), title, font=kit.font(20, bold=True),
              fill=kit.INK, anchor="lm")
    y += 36
    x = (width - cards_w) / 2
    if not cards:
        draw.rounded_rectangle((x, y, x + HAND_CARD_W, y + HAND_CARD_H), radius=14, outline=kit.GREY, width=2)
        draw.text((x + HAND_CARD_W / 2, y + HAND_CARD_H / 2), "no cards", font=kit.font(16),
                  fill=kit.GREY_DARK, anchor="mm")
    for index, biome in enumerate(cards):
        left = x + index * (HAND_CARD_W + gap)
        _biome_card(draw, (left, y, left + HAND_CARD_W, y + HAND_CARD_H), biome, 18)
    y += HAND_CARD_H + 14
    draw.text((width / 2, y + 10), legend_text, font=legend_font, fill=kit.GREY_DARK, anchor="mm")
    return kit.to_png(image, palette=True, compress_level=PNG_LEVEL)

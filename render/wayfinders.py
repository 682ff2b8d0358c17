"""Wayfinders images: the public board (island grid, hangars, pilots) and one pilot's summary card.

Input is ``GAMES["wayfinders"].view(...)`` only, so a face-down island is drawn as its back (the back
colour is on the table for everyone to see) and never as its face. Every colour has a second cue: islands
carry a symbol and their name, resources are coloured tokens with a pictogram, pilots' pieces carry a
letter. Drawn with ``render.kit``; output bytes are deterministic.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from render import kit

__all__ = ["board", "hand"]

Colour = tuple[int, int, int]

# Island colours: a pale fill (pieces stand out on it) and a strong ink for its symbol and border.
ISLAND_FILL: dict[str, Colour] = {
    "blue": (205, 225, 245),
    "green": (200, 230, 190),
    "red": (245, 200, 190),
    "yellow": (248, 236, 180),
    "purple": (225, 205, 240),
}
ISLAND_INK: dict[str, Colour] = {
    "blue": (40, 100, 170),
    "green": (40, 120, 50),
    "red": (190, 50, 30),
    "yellow": (165, 120, 0),
    "purple": (120, 60, 160),
}
# Resource tokens: the matching island colour, saturated, with a white pictogram.
RESOURCE_COLOUR: dict[str, Colour] = {
    "propeller": (30, 105, 190),
    "parachute": (35, 140, 60),
    "tire": (200, 50, 35),
    "headset": (215, 160, 0),
    "compass": (130, 60, 170),
}
RESOURCE_ORDER = ("propeller", "parachute", "tire", "headset", "compass")
RESOURCE_NAMES = {"propeller": "Propeller", "parachute": "Parachute", "tire": "Tire", "headset": "Headset",
                  "compass": "Compass"}
# Tile backs: the effect type, shown as the band at the top of a face-up tile and as the whole back.
BACK_COLOUR: dict[str, Colour] = {"red": (185, 45, 40), "blue": (35, 80, 165), "yellow": (215, 165, 20)}
BACK_NAMES = {"red": "Resources", "blue": "Scoring", "yellow": "Permanent"}
ISLAND_NAMES = {"blue": "Glacier", "green": "Jungle", "red": "Volcano", "yellow": "Dune", "purple": "Coral"}
# Pilot colours, by seat, chosen apart from the five island colours; the letter is the second cue.
SEAT_COLOURS: tuple[Colour, ...] = ((240, 140, 20), (0, 150, 150), (250, 250, 250), (35, 35, 40))
SEAT_MARKS = ("O", "T", "W", "B")

CELL = 150
GAP = 6
MARGIN = 16
HEADER = 48
PANEL_W = 430


def _seat_colour(seat: int) -> Colour:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _seat_mark(seat: int) -> str:
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


# --- pictograms --------------------------------------------------------------------------------------

def draw_resource(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, size: float) -> None:
    """A resource token: a coloured disc with a white pictogram of the part (colour AND symbol)."""
    r = size / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=RESOURCE_COLOUR[kind], outline=kit.INK,
                 width=max(1, round(size / 16)))
    ink = kit.WHITE
    s = r * 0.62
    line = max(2, round(size / 11))
    if kind == "propeller":
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
        draw.pieslice((cx - s, cy - s * 0.9, cx + s, cy + s * 0.7), 180, 360, fill=ink)
        for dx in (-s * 0.95, 0, s * 0.95):
            draw.line([(cx + dx, cy - s * 0.1), (cx, cy + s * 0.85)], fill=ink, width=max(1, line - 1))
        draw.rectangle((cx - s * 0.15, cy + s * 0.7, cx + s * 0.15, cy + s * 1.0), fill=ink)
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


def _airstrip(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, seat: int | None) -> None:
    """An airstrip slot: an empty square, or a cube in the builder's colour with their letter."""
    h = size / 2
    if seat is None:
        draw.rectangle((cx - h, cy - h, cx + h, cy + h), outline=kit.GREY, width=2)
        return
    colour = _seat_colour(seat)
    draw.rectangle((cx - h, cy - h, cx + h, cy + h), fill=colour, outline=kit.INK, width=2)
    draw.text((cx, cy), _seat_mark(seat), font=kit.font(max(10, round(size * 0.62)), bold=True),
              fill=kit.ink_on(colour), anchor="mm")


# --- the island grid ---------------------------------------------------------------------------------

def _cell_box(index: int, top: int) -> tuple[int, int, int, int]:
    row, col = divmod(index, 5)
    x0 = MARGIN + col * (CELL + GAP)
    y0 = top + row * (CELL + GAP)
    return x0, y0, x0 + CELL, y0 + CELL


def _draw_cell(draw: ImageDraw.ImageDraw, square: dict, box: tuple[int, int, int, int], players: int,
               planes: list[int]) -> None:
    x0, y0, x1, y1 = box
    tile = square["tile"]
    if square["home"]:
        draw.rounded_rectangle(box, radius=10, fill=(235, 232, 222), outline=kit.INK, width=2)
        kit.centred_text(draw, ((x0 + x1) / 2, y0 + 22), "HOME", kit.font(20, bold=True), kit.INK)
    elif not square["face_up"]:
        back = square.get("back") or "blue"
        fill = kit.blend(BACK_COLOUR[back], kit.SEA_DARK, 0.35)
        draw.rounded_rectangle(box, radius=10, fill=fill, outline=kit.INK, width=2)
        for k in range(1, 5):  # a simple wave pattern: the back of a tile
            y = y0 + k * CELL / 5
            draw.arc((x0 + 20, y - 12, x1 - 20, y + 12), 20, 160, fill=kit.blend(fill, kit.WHITE, 0.35),
                     width=3)
        kit.centred_text(draw, ((x0 + x1) / 2, (y0 + y1) / 2 - 8), "?", kit.font(44, bold=True), kit.WHITE,
                         outline=kit.INK)
        kit.centred_text(draw, ((x0 + x1) / 2, y0 + 112), BACK_NAMES[back], kit.font(15, bold=True),
                         kit.WHITE, outline=kit.INK)
    else:
        colour = tile["colour"]
        draw.rounded_rectangle(box, radius=10, fill=ISLAND_FILL[colour], outline=ISLAND_INK[colour], width=3)
        band = BACK_COLOUR[tile["back"]]
        draw.rounded_rectangle((x0 + 3, y0 + 3, x1 - 3, y0 + 30), radius=7, fill=band)
        effect = tile["effect"] if tile["kind"] == "score" else _short_effect(tile)
        effect_font = kit.fit_font(effect, CELL - 14, 17, bold=True, min_size=13)
        kit.centred_text(draw, ((x0 + x1) / 2, y0 + 17), effect, effect_font, kit.ink_on(band))
        # Points badge (fixed points on red and yellow backs).
        if tile["kind"] != "score":
            kit.draw_chip(draw, x0 + 24, y0 + 55, 34, (255, 250, 235), str(tile["points"]))
        _island_symbol(draw, colour, x0 + 66, y0 + 56, 36)
        name_font = kit.font(14, bold=True)
        kit.draw_text(draw, (x0 + 8, y0 + 78), tile["island"], name_font, ISLAND_INK[colour])
        # Cost: up to four resource tokens along the bottom.
        for k, kind in enumerate(tile["cost"]):
            draw_resource(draw, kind, x0 + 20 + k * 28, y1 - 18, 25)
    # Cell name, bottom right.
    name_ink = kit.GREY_DARK if square["face_up"] else kit.WHITE
    kit.draw_text(draw, (x1 - 8, y1 - 8), square["cell"], kit.font(14, bold=True), name_ink, anchor="rd")
    # Airstrip slots (one per player), left to right = slot 1, 2, …
    if square["home"] or square["face_up"]:
        strips = square["airstrips"]
        slot_y = y0 + 110 if not square["home"] else y0 + 60
        for slot in range(players):
            seat = strips[slot] if slot < len(strips) else None
            if square["home"]:
                cx = (x0 + x1) / 2 + (slot - (players - 1) / 2) * 28
            else:
                cx = x0 + 18 + slot * 26
            _airstrip(draw, cx, slot_y, 21, seat)
    # Planes: a 2x2 cluster at the right of the cell.
    for k, seat in enumerate(planes):
        px = x1 - 46 + (k % 2) * 26
        py = y0 + 50 + (k // 2) * 30 if not square["home"] else y0 + 98
        if square["home"]:
            px = x0 + 30 + k * 30
        kit.draw_plane(draw, px, py, 28, _seat_colour(seat), _seat_mark(seat))


def _mark_new_airstrip(draw: ImageDraw.ImageDraw, square: dict, box: tuple[int, int, int, int],
                       seat: int | None) -> None:
    """A ring around the airstrip just built, and a "NEW" tag, so the last move stands out."""
    if seat is None or seat not in square["airstrips"]:
        return
    slot = square["airstrips"].index(seat)
    cx = box[0] + 18 + slot * 26
    cy = box[1] + 110
    draw.rectangle((cx - 15, cy - 15, cx + 15, cy + 15), outline=kit.HIGHLIGHT, width=4)
    tag_font = kit.font(14, bold=True)
    draw.rounded_rectangle((box[2] - 50, box[1] + 96, box[2] - 4, box[1] + 118), radius=5, fill=kit.HIGHLIGHT)
    kit.centred_text(draw, (box[2] - 27, box[1] + 107), "NEW", tag_font, kit.WHITE)


def _short_effect(tile: dict) -> str:
    if tile["kind"] == "draw":
        return f"Draw {tile['amount']}"
    if tile["kind"] == "keep":
        return "Keep +1"
    if tile["kind"] == "free_flight":
        return f"Free to {tile['island']}"
    kind = RESOURCE_ORDER[tuple(ISLAND_FILL).index(tile["colour"])]
    return f"{RESOURCE_NAMES[kind]} wild"


# --- the side panel ----------------------------------------------------------------------------------

def _draw_hangars(draw: ImageDraw.ImageDraw, view: dict, x: int, y: int, width: int) -> int:
    hangars = view["hangars"]
    touched = set(view["last_turn"]["hangars"]) | set(view["current_turn"]["hangars"])
    title_font = kit.font(18, bold=True)
    kit.draw_text(draw, (x, y), f"Hangars  ·  bag: {view['bag']}", title_font)
    y += 28
    column_w = (width - 4) // max(4, len(hangars))
    max_workers = max((len(h["workers"]) for h in hangars), default=0)
    worker_rows = max(1, math.ceil(max_workers / 2))
    height = 30 + 3 * 36 + worker_rows * 24 + 8
    for k, hangar in enumerate(hangars):
        x0 = x + k * column_w
        box = (x0 + 2, y, x0 + column_w - 2, y + height)
        edge = kit.HIGHLIGHT if hangar["number"] in touched else kit.PANEL_EDGE
        kit.rounded_panel(draw, box, fill=kit.PANEL, outline=edge, radius=8,
                          width=3 if edge == kit.HIGHLIGHT else 2)
        cx = x0 + column_w / 2
        kit.centred_text(draw, (cx, y + 15), str(hangar["number"]), kit.font(17, bold=True), kit.INK)
        for slot in range(3):
            cy = y + 30 + 18 + slot * 36
            if slot < len(hangar["column"]):
                draw_resource(draw, hangar["column"][slot], cx, cy, 32)
            else:
                draw.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), outline=kit.GREY_LIGHT, width=2)
        for w, seat in enumerate(hangar["workers"]):
            wx = cx - 10 + (w % 2) * 20
            wy = y + 30 + 3 * 36 + 12 + (w // 2) * 24
            kit.draw_pawn(draw, wx, wy, 22, _seat_colour(seat), _seat_mark(seat))
    return y + height + 10


def _player_rows(draw: ImageDraw.ImageDraw, view: dict, x: int, y: int, width: int) -> int:
    to_play = view["to_play"]
    name_font = kit.font(18, bold=True)
    small = kit.font(15)
    for info in sorted(view["player_info"], key=lambda p: p["order"]):
        seat = info["seat"]
        height = 84
        edge = kit.HIGHLIGHT if seat == to_play else kit.PANEL_EDGE
        kit.rounded_panel(draw, (x, y, x + width, y + height), outline=edge, radius=10,
                          width=3 if seat == to_play else 2)
        kit.draw_chip(draw, x + 20, y + 20, 26, _seat_colour(seat), _seat_mark(seat))
        winner = " ★" if view["over"] and seat in view["winners"] else ""
        kit.draw_text(draw, (x + 40, y + 8), f"{info['order']}. {info['label']}{winner}", name_font)
        kit.draw_text(draw, (x + width - 12, y + 8), f"{info['score']} pts", name_font, anchor="ra")
        # Resources held, as tokens with counts.
        rx = x + 12
        for kind in RESOURCE_ORDER:
            count = info["supply"][kind]
            if count:
                draw_resource(draw, kind, rx + 12, y + 50, 24)
                kit.draw_text(draw, (rx + 26, y + 50), f"×{count}", small, anchor="lm")
                rx += 56
        if rx == x + 12:
            kit.draw_text(draw, (rx, y + 50), "no resources", small, kit.GREY_DARK, anchor="lm")
        kit.draw_text(draw, (x + width - 12, y + 50),
                      f"workers {info['workers_available']}/5 · strips {info['airstrips_left']}", small,
                      anchor="rm")
        extras = []
        if info["keep_limit"] > 3:
            extras.append(f"keeps {info['keep_limit']}")
        if info["wild"]:
            extras.append("wild " + ", ".join(RESOURCE_NAMES[k] for k in info["wild"]))
        if info["free_flight"]:
            extras.append("free to " + ", ".join(ISLAND_NAMES[c] for c in info["free_flight"]))
        if extras:
            kit.draw_text(draw, (x + 12, y + 74), " · ".join(extras), kit.font(14), kit.GREY_DARK,
                          anchor="lm")
        y += height + 8
    return y


def _status_line(view: dict) -> str:
    if view["over"]:
        names = [p["label"] for p in view["player_info"] if p["seat"] in view["winners"]]
        return "Game over · " + (" and ".join(names) + (" win" if len(names) > 1 else " wins"))
    label = view["player_info"][view["to_play"]]["label"]
    doing = {"action": "place or return workers", "fly": "flying", "keep": "choosing what to keep"}
    line = f"Turn {view['turn'] + 1} · {label}: {doing.get(view['phase'], '')}"
    if view["final_round"]:
        line += " · FINAL ROUND"
    return line


def _last_turn_text(view: dict) -> str:
    last = view["last_turn"]
    if last["seat"] is None:
        return "No turn played yet."
    label = view["player_info"][last["seat"]]["label"]
    if last["cells"]:
        text = f"Last turn: {label} returned workers"
        if len(last["cells"]) > 1:
            text += ", flew " + "→".join(last["cells"])
        if last["built"]:
            text += ", built on " + ", ".join(last["built"])
        return text + "."
    return f"Last turn: {label} placed a worker in hangar {', '.join(map(str, last['hangars']))}."


def board(view: dict, last_action: str | None = None) -> bytes:
    """The public board: island grid on the left, hangars and pilots on the right, last turn outlined."""
    grid_w = 5 * CELL + 4 * GAP
    width = MARGIN * 3 + grid_w + PANEL_W
    top = MARGIN + HEADER
    height = top + grid_w + MARGIN + 40
    image = kit.new_image(width, height, kit.SEA)
    draw = ImageDraw.Draw(image)
    kit.draw_text(draw, (MARGIN, MARGIN + 2), "Wayfinders", kit.font(28, bold=True), kit.WHITE,
                  outline=kit.INK)
    kit.draw_text(draw, (MARGIN + 190, MARGIN + 8), _status_line(view), kit.font(19, bold=True), kit.WHITE,
                  outline=kit.INK)
    planes: dict[str, list[int]] = {}
    for info in view["player_info"]:
        planes.setdefault(info["plane"], []).append(info["seat"])
    last = view["last_turn"]
    path = set(last["cells"]) | set(view["current_turn"]["cells"])
    built = set(last["built"]) | set(view["current_turn"]["built"])
    for index, square in enumerate(view["grid"]):
        box = _cell_box(index, top)
        _draw_cell(draw, square, box, view["players"], planes.get(square["cell"], []))
        if square["cell"] in built:
            draw.rounded_rectangle((box[0] - 4, box[1] - 4, box[2] + 4, box[3] + 4), radius=12,
                                   outline=kit.HIGHLIGHT, width=6)
            _mark_new_airstrip(draw, square, box, last["seat"] if square["cell"] in last["built"]
                               else view["to_play"])
        elif square["cell"] in path:
            draw.rounded_rectangle((box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3), radius=12,
                                   outline=kit.HIGHLIGHT, width=3)
    px = MARGIN * 2 + grid_w
    panel_top = top
    y = _draw_hangars(draw, view, px, panel_top, PANEL_W)
    y = _player_rows(draw, view, px, y + 4, PANEL_W)
    # The view's record of the whole last turn beats last_action (one decision of it, often "Done").
    caption = _last_turn_text(view) if view["last_turn"]["seat"] is not None else (last_action or
                                                                                  _last_turn_text(view))
    caption_font = kit.font(16, bold=True)
    lines = kit.wrap_text(caption, caption_font, width - 2 * MARGIN)[:2]
    if len(lines) > 1:
        height_needed = top + grid_w + MARGIN + 24 * len(lines) + 8
        if height_needed > height:
            grown = kit.new_image(width, height_needed, kit.SEA)
            grown.paste(image, (0, 0))
            image, draw = grown, ImageDraw.Draw(grown)
    for k, line in enumerate(lines):
        kit.draw_text(draw, (MARGIN, top + grid_w + MARGIN - 4 + k * 24), line, caption_font, kit.WHITE,
                      outline=kit.INK)
    return kit.to_png(image, palette=True)


def hand(view: dict) -> bytes:
    """One pilot's own summary (Wayfinders has no secret hand): supply, workers, airstrips, score parts."""
    seat = view["seat"] if view.get("seat") is not None else 0
    info = view["player_info"][seat]
    width, height = 620, 250
    image = kit.new_image(width, height)
    draw = ImageDraw.Draw(image)
    kit.draw_chip(draw, 34, 34, 36, _seat_colour(seat), _seat_mark(seat))
    kit.draw_text(draw, (62, 18), f"{info['label']} · {info['score']} points", kit.font(24, bold=True))
    small = kit.font(18)
    x = 20
    for kind in RESOURCE_ORDER:
        draw_resource(draw, kind, x + 20, 92, 38)
        kit.draw_text(draw, (x + 44, 92), f"×{info['supply'][kind]}", kit.font(20, bold=True), anchor="lm")
        x += 118
    lines = [
        f"Workers: {info['workers_available']} free, {info['workers_out']} in hangars · "
        f"airstrips left: {info['airstrips_left']} · plane on {info['plane']}",
        f"Keeps {info['keep_limit']} resources"
        + (" · wild: " + ", ".join(RESOURCE_NAMES[k] for k in info["wild"]) if info["wild"] else "")
        + (" · free flight to " + ", ".join(ISLAND_NAMES[c] for c in info["free_flight"])
           if info["free_flight"] else ""),
        "Score: islands {islands}, scoring islands {scoring}, resources {resources}, "
        "workers {workers}".format(**info["score_parts"]),
    ]
    y = 130
    for line in lines:
        for wrapped in kit.wrap_text(line, small, width - 40):
            kit.draw_text(draw, (20, y), wrapped, small)
            y += 26
    return kit.to_png(image, palette=True)

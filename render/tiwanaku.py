"""Tiwanaku images: the public board (``board``) and one player's summary (``hand``), from views only.

The board shows the grid with its coordinates (columns A–I, rows 1–5), every revealed terrain tile in its
colour *and* with its symbol, crop tokens with their numbers, pawns in their player's colour *and* letter,
and undiscovered spaces as plain grey squares with a question mark. Below the grid: how many tiles of each
terrain are still hidden, then one panel per player (terrain track, crop tokens, pawns in reserve, score),
the player to act marked with an arrow, and in solo and cooperative games the score ladder. The last
completed turn is marked with the shared last-move sight (a ring with ticks, so not by colour alone) and
the pawn's path by an arrow.

Phone first: the image is ``WIDTH`` (960 px) wide and no text on it is smaller than width / 40 (24 px).
The header says "after turn N" with N the completed turns, the number the bot's embed title shows.
Everything public fits at that size, so nothing moved out of this image.

Everything drawn comes from ``rules.GAMES["tiwanaku"].view(state, None)`` (plus, for ``hand``, the seat
named in the view), so nothing hidden can reach an image.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from render import kit

__all__ = ["DEMO_SCENARIOS", "board", "hand"]

#: Scenarios for ``python -m render --demo tiwanaku``: solo needs the long board, so the generic list
#: (every player count with every option) would ask for an impossible game.
DEMO_SCENARIOS: tuple[tuple[int, dict[str, str]], ...] = (
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"size": "short"}),
    (4, {"size": "short"}),
    (2, {"mode": "cooperative"}),
    (4, {"size": "short", "mode": "cooperative"}),
)

# Valley and desert were both pale yellow-green for a deuteranope (CIEDE2000 4.7 apart). Now the desert is
# a darker ochre and the valley a lighter green (about 18 L* apart), so every pair of terrains differs by
# CIEDE2000 >= 12 under normal vision, deuteranopia and protanopia; the symbols are larger too.
TERRAIN_FILL: dict[str, kit.Colour] = {
    "forest": (92, 150, 84),
    "desert": (212, 180, 108),
    "mountain": (168, 164, 172),
    "valley": (197, 246, 176),
}
TERRAIN_INK: dict[str, kit.Colour] = {
    "forest": (24, 70, 30),
    "desert": (150, 85, 20),
    "mountain": (60, 58, 70),
    "valley": (40, 110, 50),
}
TERRAIN_TITLES: dict[str, str] = {"forest": "Forest", "desert": "Desert", "mountain": "Mountain",
                                  "valley": "Valley"}
CROP_FILL: dict[int, kit.Colour] = {
    1: (130, 86, 48),    # Potato, brown
    2: (58, 150, 62),    # Coca, green
    3: (205, 45, 40),    # Chili, red
    4: (240, 200, 40),   # Corn, yellow
    5: (128, 72, 168),   # Quinoa, purple
}
CROP_TITLES: dict[int, str] = {1: "Potato", 2: "Coca", 3: "Chili", 4: "Corn", 5: "Quinoa"}
UNKNOWN_FILL: kit.Colour = (206, 203, 196)
UNKNOWN_INK: kit.Colour = (160, 156, 150)

WIDTH = 960
TEXT = kit.min_text_size(WIDTH)  # 24: the smallest font anywhere on the board
_MARGIN = 24
# zlib level 3: about half the encoding time of level 6 for a few per cent more bytes (issue 17).
PNG_LEVEL = 3
#: Canvas width -> its scale in the posted image, for every canvas text is drawn on (only the board).
CANVAS_SCALES = {WIDTH: 1.0}
_LABEL = 34  # room for the coordinate letters and numbers


def _cell_size(view: dict) -> int:
    return 96 if view["width"] > 5 else 120


def draw_terrain_symbol(draw: ImageDraw.ImageDraw, terrain: str, cx: float, cy: float, size: float,
                        fill: kit.Colour | None = None) -> None:
    """The terrain's symbol: a pine (forest), sun and dunes (desert), peaks (mountain), grass (valley)."""
    ink = fill or TERRAIN_INK[terrain]
    if terrain == "forest":
        kit.draw_biome_symbol(draw, "forest", cx, cy, size, fill=ink)
    elif terrain == "desert":
        kit.draw_biome_symbol(draw, "desert", cx, cy, size, fill=ink)
    elif terrain == "mountain":
        kit.draw_mountain(draw, cx, cy, size * 0.9, 2, fill=ink, snow=kit.WHITE, edge=ink)
    else:
        kit.draw_biome_symbol(draw, "tundra", cx, cy, size, fill=ink)


def draw_crop_token(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, crop: int,
                    held: bool = True) -> None:
    """A round crop token with its number; an empty ring when the player does not hold one."""
    radius = size / 2
    box = (cx - radius, cy - radius, cx + radius, cy + radius)
    number_font = kit.font(round(size * 0.58), bold=True)
    if held:
        draw.ellipse(box, fill=CROP_FILL[crop], outline=kit.INK, width=max(2, round(size / 16)))
        draw.text((cx, cy), str(crop), font=number_font, fill=kit.ink_on(CROP_FILL[crop]), anchor="mm")
    else:
        draw.ellipse(box, fill=kit.PANEL, outline=kit.GREY_LIGHT, width=2)
        draw.text((cx, cy), str(crop), font=number_font, fill=kit.GREY, anchor="mm")


def _cell_index(name: str, width: int) -> tuple[int, int]:
    return int(name[1:]) - 1, "ABCDEFGHI".index(name[0])


def _draw_grid(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int) -> None:
    width, height = view["width"], view["height"]
    size = _cell_size(view)
    terrain = view["terrain"]
    label_font = kit.font(TEXT, bold=True)
    for column in range(width):
        draw.text((left + column * size + size / 2, top - _LABEL / 2), "ABCDEFGHI"[column],
                  font=label_font, fill=kit.GREY_DARK, anchor="mm")
    for row in range(height):
        draw.text((left - _LABEL / 2, top + row * size + size / 2), str(row + 1), font=label_font,
                  fill=kit.GREY_DARK, anchor="mm")
    question_font = kit.font(round(size * 0.42), bold=True)
    for row in range(height):
        for column in range(width):
            x0, y0 = left + column * size, top + row * size
            here = terrain[row][column]
            if here is None:
                draw.rectangle((x0, y0, x0 + size, y0 + size), fill=UNKNOWN_FILL)
                draw.text((x0 + size / 2, y0 + size / 2), "?", font=question_font, fill=UNKNOWN_INK,
                          anchor="mm")
                continue
            draw.rectangle((x0, y0, x0 + size, y0 + size), fill=TERRAIN_FILL[here])
            draw_terrain_symbol(draw, here, x0 + size * 0.2, y0 + size * 0.19, size * 0.34)
    # Thin lines between spaces, thick ones where a known region ends or knowledge ends.
    for row in range(height):
        for column in range(width):
            x0, y0 = left + column * size, top + row * size
            here = terrain[row][column]
            if column + 1 < width:
                colour, line = _border(here, terrain[row][column + 1])
                draw.line((x0 + size, y0, x0 + size, y0 + size), fill=colour, width=line)
            if row + 1 < height:
                colour, line = _border(here, terrain[row + 1][column])
                draw.line((x0, y0 + size, x0 + size, y0 + size), fill=colour, width=line)
    draw.rectangle((left, top, left + width * size, top + height * size), outline=kit.INK, width=4)


def _border(here: str | None, there: str | None) -> tuple[kit.Colour, int]:
    """Line between two spaces: thick where two known regions meet, medium next to the unknown."""
    if here is not None and there is not None:
        return (kit.GREY, 1) if here == there else (kit.INK, 4)
    return kit.INK, 2


def _draw_tokens(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int) -> None:
    size = _cell_size(view)
    for row, values in enumerate(view["crop"]):
        for column, value in enumerate(values):
            if value is not None:
                draw_crop_token(draw, left + column * size + size * 0.4, top + row * size + size * 0.56,
                                size * 0.44, value)


def _draw_last_turn(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int) -> None:
    """The last turn: the sight around every space it discovered and where the pawn stopped, and an
    arrow from where the pawn started (drawn under the tokens and pawns)."""
    last = view.get("last_turn")
    if not last:
        return
    size = _cell_size(view)
    width = view["width"]
    marked = list(dict.fromkeys([*last.get("cells", []), *([last["to"]] if last.get("to") else [])]))
    for name in marked:
        row, column = _cell_index(name, width)
        x0, y0 = left + column * size, top + row * size
        kit.draw_last_move(draw, (x0 + 6, y0 + 6, x0 + size - 6, y0 + size - 6), width=6)
    if last.get("from") and last.get("to") and last["from"] != last["to"]:
        (r0, c0), (r1, c1) = _cell_index(last["from"], width), _cell_index(last["to"], width)
        start = (left + c0 * size + size / 2, top + r0 * size + size / 2)
        end = (left + c1 * size + size / 2, top + r1 * size + size / 2)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        tip = (end[0] - math.cos(angle) * size * 0.3, end[1] - math.sin(angle) * size * 0.3)
        back = (tip[0] - math.cos(angle) * 20, tip[1] - math.sin(angle) * 20)
        draw.line((start, back), fill=kit.INK, width=10)
        draw.line((start, back), fill=kit.HIGHLIGHT, width=5)
        wings = [(tip[0] - math.cos(angle + turn) * 30, tip[1] - math.sin(angle + turn) * 30)
                 for turn in (0.55, -0.55)]
        draw.polygon([tip, wings[0], wings[1]], fill=kit.HIGHLIGHT, outline=kit.INK, width=3)
        draw.ellipse((start[0] - 9, start[1] - 9, start[0] + 9, start[1] + 9), fill=kit.HIGHLIGHT,
                     outline=kit.INK, width=3)


def _draw_pawns(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int) -> None:
    size = _cell_size(view)
    width = view["width"]
    for seat, player in enumerate(view["players_info"]):
        for name in player["pawns"]:
            row, column = _cell_index(name, width)
            x0, y0 = left + column * size, top + row * size
            # The letter at full text size low in the pawn's body, edged so it reads over the outline.
            cx, cy, pawn = x0 + size * 0.78, y0 + size * 0.7, size * 0.5
            colour = kit.player_colour(seat)
            kit.draw_pawn(draw, cx, cy, pawn, colour, None)
            ink = kit.ink_on(colour)
            draw.text((cx, cy + pawn * 0.2), kit.player_mark(seat), font=kit.font(TEXT, bold=True), fill=ink,
                      anchor="mm", stroke_width=2, stroke_fill=colour if ink == kit.INK else kit.INK)


def _draw_tiles_left(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int, width: int) -> int:
    """The public count of hidden tiles per terrain (T-8); returns the bottom y."""
    entry_font = kit.font(TEXT)
    kit.draw_text(draw, (left, top), "Tiles still hidden", kit.font(TEXT, bold=True))
    kit.last_move_swatch(draw, left + width - 150, top + 13, 30)
    draw.text((left + width - 128, top + 13), "last move", font=entry_font, fill=kit.INK, anchor="lm")
    y = top + 30
    column_width = width // 4
    for index, terrain in enumerate(view["terrains"]):
        x = left + index * column_width
        swatch = 34
        draw.rounded_rectangle((x, y, x + swatch, y + swatch), radius=6, fill=TERRAIN_FILL[terrain],
                               outline=kit.INK, width=2)
        draw_terrain_symbol(draw, terrain, x + swatch / 2, y + swatch / 2, swatch * 0.7)
        text = f"{TERRAIN_TITLES[terrain]} {view['tiles_left'][terrain]}/{view['tiles_total'][terrain]}"
        draw.text((x + swatch + 8, y + swatch / 2), text, font=entry_font, fill=kit.INK, anchor="lm")
    return y + 34


def _draw_player_panel(draw: ImageDraw.ImageDraw, view: dict, seat: int, box: Sequence[int],
                       big: bool = False) -> None:
    """One player's public belongings: name, score, terrain track, crop tokens, pawns in reserve."""
    x0, y0, x1, y1 = box
    player = view["players_info"][seat]
    acting = view["to_play"] == seat and not view["over"]
    winner = view["over"] and seat in view.get("winners", []) and view["mode"] == "competitive"
    kit.rounded_panel(draw, box, outline=kit.HIGHLIGHT if acting else kit.PANEL_EDGE,
                      width=5 if acting else 2)
    title_font = kit.font(28 if big else 26, bold=True)
    chip = 40
    kit.draw_chip(draw, x0 + 12 + chip / 2, y0 + 8 + chip / 2, chip, kit.player_colour(seat),
                  kit.player_mark(seat))
    name = player["label"] + (" ▶" if acting else "") + (" ★" if winner else "")
    draw.text((x0 + 20 + chip, y0 + 8 + chip / 2), name, font=title_font, fill=kit.INK, anchor="lm")
    score_text = f"{player['score']} pts"
    draw.text((x1 - 12, y0 + 8 + chip / 2), score_text, font=title_font, fill=kit.INK, anchor="rm")
    row_font = kit.font(TEXT)
    # Terrain track: symbol, level, and one little box per step up to the top.
    y = y0 + chip + 16
    swatch = 30
    box_size = 8
    column_width = (x1 - x0 - 24) // 4
    top_level = view["track_top"]
    for index, terrain in enumerate(view["terrains"]):
        x = x0 + 12 + index * column_width
        draw.rounded_rectangle((x, y, x + swatch, y + swatch), radius=5, fill=TERRAIN_FILL[terrain],
                               outline=kit.INK, width=1)
        draw_terrain_symbol(draw, terrain, x + swatch / 2, y + swatch / 2, swatch * 0.74)
        level = player["track"][terrain]
        draw.text((x + swatch + 4, y + swatch / 2), str(level), font=kit.font(TEXT, bold=True),
                  fill=kit.INK, anchor="lm")
        bx = x + swatch + 22
        for step in range(top_level):
            filled = step < level
            draw.rectangle((bx + step * (box_size + 2), y + swatch / 2 - box_size,
                            bx + step * (box_size + 2) + box_size, y + swatch / 2 + box_size),
                           fill=TERRAIN_INK[terrain] if filled else kit.PANEL, outline=kit.GREY, width=1)
    # Crop tokens held (empty rings for the others), and pawns in reserve.
    y += swatch + 8
    token = 42
    tx = x0 + 12
    for crop in range(1, 6):
        draw_crop_token(draw, tx + token / 2, y + token / 2, token, crop, held=crop in player["tokens"])
        tx += token + 4
    reserve_text = f"Reserve {player['reserve']}"
    kit.draw_pawn(draw, x1 - 18 - kit.text_width(reserve_text, row_font) - 16, y + token / 2, 34,
                  kit.player_colour(seat), None)
    draw.text((x1 - 12, y + token / 2), reserve_text, font=row_font, fill=kit.INK, anchor="rm")
    if big:
        y += token + 10
        parts = (f"Discoveries {player['discovery_points']}", f"Divinations {player['divination_points']}",
                 f"Offerings {player['offering_points']}")
        draw.text((x0 + 12, y), "   ".join(parts), font=row_font, fill=kit.GREY_DARK)


def _panel_height(big: bool = False) -> int:
    return 196 if big else 158


def _draw_ladder(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int, width: int) -> int:
    """The solo/cooperative ladder with the current score's grade marked; returns the bottom y."""
    ladder = view["ladder"]
    team = view["team_score"]
    title = "Solo ladder" if view["mode"] == "solo" else "Team ladder"
    kit.draw_text(draw, (left, top), f"{title}: {team} points", kit.font(TEXT, bold=True))
    y = top + 32
    step_width = width // len(ladder)
    current = view["grade"]["number"] - 1
    step_font = kit.font(TEXT)
    for index, rung in enumerate(ladder):
        x = left + index * step_width
        reached = index <= current
        fill = kit.blend(kit.PANEL, kit.OKABE_ITO["orange"], 0.55) if reached else kit.PANEL
        draw.rounded_rectangle((x, y, x + step_width - 8, y + 64), radius=8, fill=fill,
                               outline=kit.INK if index == current else kit.PANEL_EDGE,
                               width=5 if index == current else 2)
        # The current grade: a thick ink frame (a shape, not only the fill colour).
        draw.text((x + (step_width - 8) / 2, y + 19), rung["grade"], font=kit.font(TEXT, bold=True),
                  fill=kit.INK, anchor="mm")
        draw.text((x + (step_width - 8) / 2, y + 46), f"{rung['points']}+ pts", font=step_font,
                  fill=kit.INK, anchor="mm")
    return y + 64


def _header(view: dict) -> tuple[str, str]:
    """The title line (with "after turn N", N = completed turns, as in the bot's embed title) and the
    status line under it (who acts and how, or the result)."""
    mode = {"solo": "solo", "cooperative": "cooperative", "competitive": ""}[view["mode"]]
    title = "Tiwanaku" + (f" ({mode})" if mode else "") + f" · after turn {view['turn']}"
    if view["over"]:
        if "grade" in view:
            return title, f"Game over · {view['team_score']} points: {view['grade']['name']}"
        names = [view["players_info"][seat]["label"] for seat in view.get("winners", [])]
        if len(names) == 1:
            return title, f"Game over · {names[0]} wins"
        return title, f"Game over · {' and '.join(names)} share the win"
    seat = view["to_play"]
    phase = {
        "move": "to move",
        "divine": "to divine",
        "divine_more": "divines again or finishes",
        "offering": "may make an offering",
        "final": "final divination",
        "final_more": "final divination: again or end the turn",
        "final_offering": "final offering",
    }.get(view["phase"], "")
    return title, f"{view['players_info'][seat]['label']} {phase}"


def board(view: dict, last_action: str | None = None, lang: str = "en") -> bytes:
    """PNG of the public board (``view(state, None)``); ``last_action`` is unused (the view says it)."""
    size = _cell_size(view)
    grid_width = view["width"] * size
    image_width = WIDTH
    content_width = image_width - 2 * _MARGIN
    players = view["players"]
    panel_columns = 1 if players == 1 else 2
    panel_rows = (players + panel_columns - 1) // panel_columns
    header_height = 84
    grid_top = _MARGIN + header_height + _LABEL
    grid_bottom = grid_top + view["height"] * size
    tiles_top = grid_bottom + 18
    panels_top = tiles_top + 72 + 12
    panels_bottom = panels_top + panel_rows * (_panel_height() + 10)
    ladder_height = 110 if "ladder" in view else 0
    image_height = panels_bottom + ladder_height + _MARGIN
    image = kit.new_image(image_width, image_height)
    draw = ImageDraw.Draw(image)
    title, status = _header(view)
    kit.draw_text(draw, (_MARGIN, _MARGIN), title, kit.font(30, bold=True))
    kit.draw_text(draw, (_MARGIN, _MARGIN + 42), status,
                  kit.fit_font(status, content_width, 28, bold=True, min_size=TEXT), kit.GREY_DARK)
    grid_left = (image_width - grid_width + _LABEL) // 2
    _draw_grid(draw, view, grid_left, grid_top)
    _draw_last_turn(draw, view, grid_left, grid_top)
    _draw_tokens(draw, view, grid_left, grid_top)
    _draw_pawns(draw, view, grid_left, grid_top)
    _draw_tiles_left(draw, view, _MARGIN, tiles_top, content_width)
    panel_width = (content_width - 10 * (panel_columns - 1)) // panel_columns
    for seat in range(players):
        row, column = divmod(seat, panel_columns)
        x0 = _MARGIN + column * (panel_width + 10)
        y0 = panels_top + row * (_panel_height() + 10)
        _draw_player_panel(draw, view, seat, (x0, y0, x0 + panel_width, y0 + _panel_height()))
    if "ladder" in view:
        _draw_ladder(draw, view, _MARGIN, panels_bottom + 6, content_width)
    return kit.to_png(image, palette=True, compress_level=PNG_LEVEL)


def hand(view: dict, lang: str = "en") -> bytes:
    """PNG of one player's summary (Tiwanaku has no secret hand): track, tokens, reserve, points."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a hand image needs a player's view (seat is None)")
    width = 760
    height = _MARGIN * 2 + 44 + _panel_height(big=True) + (0 if "ladder" not in view else 96)
    image = kit.new_image(width, height)
    draw = ImageDraw.Draw(image)
    player = view["players_info"][seat]
    kit.draw_text(draw, (_MARGIN, _MARGIN), f"Tiwanaku · {player['label']}", kit.font(26, bold=True))
    top = _MARGIN + 44
    _draw_player_panel(draw, view, seat, (_MARGIN, top, width - _MARGIN, top + _panel_height(big=True)),
                       big=True)
    if "ladder" in view:
        _draw_ladder(draw, view, _MARGIN, top + _panel_height(big=True) + 8, width - 2 * _MARGIN)
    return kit.to_png(image, palette=True)

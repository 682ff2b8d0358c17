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

Languages (issue 12): every word is drawn through ``i18n.t(lang, "tiwanaku-…")``; the view carries
codes only (terrain names, seat colours, grade codes, phases). Each kind of label has a box (the ``*_box``
functions), the drawing shrinks a label towards the smallest allowed size to fit its box (``_fitted``),
and tests/render/test_tiwanaku_labels.py measures the longest label of every kind in every language
against its box, so a translation that is too long fails a test instead of overlapping its neighbour.

Everything drawn comes from ``rules.GAMES["tiwanaku"].view(state, None)`` (plus, for ``hand``, the seat
named in the view), so nothing hidden can reach an image.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw, ImageFont

from i18n import t
from render import kit

__all__ = ["board", "hand"]

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
CROP_FILL: dict[int, kit.Colour] = {
    1: (130, 86, 48),    # Potato, brown
    2: (58, 150, 62),    # Coca, green
    3: (205, 45, 40),    # Chili, red
    4: (240, 200, 40),   # Corn, yellow
    5: (128, 72, 168),   # Quinoa, purple
}
UNKNOWN_FILL: kit.Colour = (206, 203, 196)
UNKNOWN_INK: kit.Colour = (160, 156, 150)

WIDTH = 960
TEXT = kit.min_text_size(WIDTH)  # 24: the smallest font anywhere on the board
_MARGIN = 24
# zlib level 3: about half the encoding time of level 6 for a few per cent more bytes (issue 17).
PNG_LEVEL = 3
#: Boards mapped to the title's fixed palette (render/palettes/; see render/__main__.py).
FIXED_PALETTE = True
#: Canvas width -> its scale in the posted image, for every canvas text is drawn on (only the board).
CANVAS_SCALES = {WIDTH: 1.0}
_LABEL = 34  # room for the coordinate letters and numbers
HAND_WIDTH = 760
#: The smallest text on the hand image (width / 40, the same rule as the board's).
HAND_TEXT = kit.min_text_size(HAND_WIDTH)
_TITLE_SIZE = 30
_STATUS_SIZE = 28
_STATUS_LINE_HEIGHT = 32
_PANEL_GAP = 10
_TILES_ROW = 40  # one row of the hidden-tiles legend
_RUNG_HEIGHT = 36  # one rung of the solo/team ladder
_RUNG_GAP = 6


# --- label boxes: where each kind of text must fit (tests/render/test_tiwanaku_labels.py measures) ------
def content_box(image_width: int = WIDTH) -> int:
    """Width of the board's content between its margins (title, status, legend, ladder)."""
    return image_width - 2 * _MARGIN


def panel_width(players: int) -> int:
    """Width of one player's panel on the board: one column for solo, two otherwise."""
    columns = 1 if players == 1 else 2
    return (content_box() - _PANEL_GAP * (columns - 1)) // columns


def tiles_entry_box(width: int) -> int:
    """Room for "<terrain> n/m" beside its swatch in the 2×2 hidden-tiles legend ``width`` wide."""
    return width // 2 - 34 - 8 - 12


def last_move_box(width: int, heading_width: float) -> float:
    """Room for the last-move key's words right of the legend's heading (and the key's swatch)."""
    return width - heading_width - 16 - 30 - 8


def panel_name_box(width: int, score_width: float) -> float:
    """Room for a panel's heading (colour, turn arrow, winner star) between the chip and the score."""
    return width - (20 + 40) - 12 - score_width - 12


def reserve_box(width: int) -> float:
    """Room for "Reserve n" right of the five crop tokens and the reserve's pawn."""
    return width - 12 - 5 * 46 - 8 - (12 + 34 + 6)


def points_line_box(width: int) -> int:
    """Room for the discoveries/divinations/offerings line of the hand's panel."""
    return width - 24


def rung_box(width: int, points_width: float) -> float:
    """Room for a grade name left of its "n+ pts" in one rung of the ladder."""
    return width - 16 - points_width - 16 - 16


def _fitted(text: str, box: float, size: int, bold: bool, smallest: int = TEXT) -> ImageFont.FreeTypeFont:
    """The font ``text`` is drawn in: ``size``, or smaller down to ``smallest`` until it fits ``box``."""
    return kit.fit_font(text, box, size, bold=bold, min_size=smallest)


def seat_name(view: dict, seat: int, lang: str) -> str:
    """A seat as the status and titles name it ("Red player")."""
    return t(lang, "tiwanaku-seat", colour=view["players_info"][seat]["colour"])


def panel_name(view: dict, seat: int, lang: str, acting: bool, winner: bool) -> str:
    """A panel's heading: the seat's colour (its chip shows the letter), the turn arrow, the winner star."""
    return (t(lang, "tiwanaku-render-seat", colour=view["players_info"][seat]["colour"])
            + (" ▶" if acting else "") + (" ★" if winner else ""))


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


def draw_terrain_cell(draw: ImageDraw.ImageDraw, terrain: str, x0: float, y0: float, size: float) -> None:
    """A revealed space of the grid: the terrain's fill and, in its top left corner, its symbol."""
    draw.rectangle((x0, y0, x0 + size, y0 + size), fill=TERRAIN_FILL[terrain])
    draw_terrain_symbol(draw, terrain, x0 + size * 0.2, y0 + size * 0.19, size * 0.34)


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
            draw_terrain_cell(draw, here, x0, y0, size)
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


def seat_colour(view: dict, seat: int) -> kit.Colour:
    """The colour seat ``seat``'s pawns have on the board, for the bot's card: nothing drawn."""
    return kit.player_colour(seat)


def _draw_pawns(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int) -> None:
    size = _cell_size(view)
    width = view["width"]
    for seat, player in enumerate(view["players_info"]):
        for name in player["pawns"]:
            row, column = _cell_index(name, width)
            x0, y0 = left + column * size, top + row * size
            draw_player_pawn(draw, seat, x0 + size * 0.78, y0 + size * 0.7, size * 0.5)


def draw_player_pawn(draw: ImageDraw.ImageDraw, seat: int, cx: float, cy: float, size: float) -> None:
    """A player's pawn ``size`` tall in their colour, their letter at full text size low in its body,
    edged so it reads over the outline."""
    colour = kit.player_colour(seat)
    kit.draw_pawn(draw, cx, cy, size, colour, None)
    ink = kit.ink_on(colour)
    draw.text((cx, cy + size * 0.2), kit.player_mark(seat), font=kit.font(TEXT, bold=True), fill=ink,
              anchor="mm", stroke_width=2, stroke_fill=colour if ink == kit.INK else kit.INK)


def tiles_height() -> int:
    """Height of the hidden-tiles legend: its heading and two rows of two terrains."""
    return 30 + 2 * _TILES_ROW


def _draw_tiles_left(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int, width: int,
                     lang: str) -> int:
    """The public count of hidden tiles per terrain (T-8), two by two; returns the bottom y. The last-move
    key sits at the right of the heading, its words right-aligned."""
    entry_font = kit.font(TEXT)
    heading = t(lang, "tiwanaku-render-tiles-hidden")
    kit.draw_text(draw, (left, top), heading, kit.font(TEXT, bold=True))
    last_move = t(lang, "tiwanaku-render-last-move")
    label_left = left + width - kit.text_width(last_move, entry_font)
    kit.last_move_swatch(draw, label_left - 8 - 15, top + 13, 30)
    draw.text((left + width, top + 13), last_move, font=entry_font, fill=kit.INK, anchor="rm")
    y = top + 30
    box = tiles_entry_box(width)
    for index, terrain in enumerate(view["terrains"]):
        row, column = divmod(index, 2)
        x = left + column * (width // 2)
        y_row = y + row * _TILES_ROW + 3
        swatch = 34
        draw.rounded_rectangle((x, y_row, x + swatch, y_row + swatch), radius=6, fill=TERRAIN_FILL[terrain],
                               outline=kit.INK, width=2)
        draw_terrain_symbol(draw, terrain, x + swatch / 2, y_row + swatch / 2, swatch * 0.7)
        text = tiles_entry(view, terrain, lang)
        draw.text((x + swatch + 8, y_row + swatch / 2), text, font=_fitted(text, box, TEXT, False),
                  fill=kit.INK, anchor="lm")
    return y + 2 * _TILES_ROW


def tiles_entry(view: dict, terrain: str, lang: str) -> str:
    return t(lang, "tiwanaku-render-tiles-left", terrain=t(lang, "tiwanaku-terrain", terrain=terrain),
             left=view["tiles_left"][terrain], total=view["tiles_total"][terrain])


def _draw_player_panel(draw: ImageDraw.ImageDraw, view: dict, seat: int, box: Sequence[int], lang: str,
                       big: bool = False) -> None:
    """One player's public belongings: name, score, terrain track, crop tokens, pawns in reserve."""
    x0, y0, x1, y1 = box
    player = view["players_info"][seat]
    acting = view["to_play"] == seat and not view["over"]
    winner = view["over"] and seat in view.get("winners", []) and view["mode"] == "competitive"
    kit.rounded_panel(draw, box, outline=kit.HIGHLIGHT if acting else kit.PANEL_EDGE,
                      width=5 if acting else 2)
    title_font = kit.font(_panel_title_size(big), bold=True)
    chip = 40
    kit.draw_chip(draw, x0 + 12 + chip / 2, y0 + 8 + chip / 2, chip, kit.player_colour(seat),
                  kit.player_mark(seat))
    name = panel_name(view, seat, lang, acting, winner)
    score_text = t(lang, "tiwanaku-render-points", score=player["score"])
    name_box = panel_name_box(x1 - x0, kit.text_width(score_text, title_font))
    draw.text((x0 + 20 + chip, y0 + 8 + chip / 2), name, font=_fitted(name, name_box, title_font.size, True),
              fill=kit.INK, anchor="lm")
    draw.text((x1 - 12, y0 + 8 + chip / 2), score_text, font=title_font, fill=kit.INK, anchor="rm")
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
    reserve_text = t(lang, "tiwanaku-render-reserve", count=player["reserve"])
    reserve_font = _fitted(reserve_text, reserve_box(x1 - x0), TEXT, False)
    kit.draw_pawn(draw, x1 - 18 - kit.text_width(reserve_text, reserve_font) - 16, y + token / 2, 34,
                  kit.player_colour(seat), None)
    draw.text((x1 - 12, y + token / 2), reserve_text, font=reserve_font, fill=kit.INK, anchor="rm")
    if big:
        y += token + 10
        line = points_line(view, seat, lang)
        draw.text((x0 + 12, y), line, font=_fitted(line, points_line_box(x1 - x0), TEXT, False, HAND_TEXT),
                  fill=kit.GREY_DARK)


def _panel_title_size(big: bool) -> int:
    return 28 if big else 26


def points_line(view: dict, seat: int, lang: str) -> str:
    """The hand panel's "Discoveries n   Divinations n   Offerings n"."""
    player = view["players_info"][seat]
    parts = (t(lang, "tiwanaku-render-discoveries", points=player["discovery_points"]),
             t(lang, "tiwanaku-render-divinations", points=player["divination_points"]),
             t(lang, "tiwanaku-render-offerings", points=player["offering_points"]))
    return "   ".join(parts)


def _panel_height(big: bool = False) -> int:
    return 196 if big else 158


def ladder_height(view: dict) -> int:
    """Height of the ladder: its heading and one rung per grade, lowest grade at the top."""
    return 32 + len(view["ladder"]) * (_RUNG_HEIGHT + _RUNG_GAP)


def _draw_ladder(draw: ImageDraw.ImageDraw, view: dict, left: int, top: int, width: int, lang: str) -> int:
    """The solo/cooperative ladder, one rung per row (grade names are long in some languages), with the
    current score's grade marked; returns the bottom y."""
    heading = t(lang, "tiwanaku-render-ladder", mode=view["mode"], score=view["team_score"])
    kit.draw_text(draw, (left, top), heading, _fitted(heading, width, TEXT, True))
    y = top + 32
    current = view["grade"]["number"] - 1
    step_font = kit.font(TEXT)
    for index, rung in enumerate(view["ladder"]):
        reached = index <= current
        fill = kit.blend(kit.PANEL, kit.OKABE_ITO["orange"], 0.55) if reached else kit.PANEL
        # The current grade: a thick ink frame and an arrow (shapes, not only the fill colour).
        draw.rounded_rectangle((left, y, left + width, y + _RUNG_HEIGHT), radius=8, fill=fill,
                               outline=kit.INK if index == current else kit.PANEL_EDGE,
                               width=4 if index == current else 2)
        points = t(lang, "tiwanaku-render-rung-points", points=rung["points"])
        name = rung_name(rung["grade"], lang, index == current)
        name_box = rung_box(width, kit.text_width(points, step_font))
        draw.text((left + 16, y + _RUNG_HEIGHT / 2), name, font=_fitted(name, name_box, TEXT, True),
                  fill=kit.INK, anchor="lm")
        draw.text((left + width - 16, y + _RUNG_HEIGHT / 2), points, font=step_font, fill=kit.INK,
                  anchor="rm")
        y += _RUNG_HEIGHT + _RUNG_GAP
    return y


def rung_name(grade: str, lang: str, current: bool) -> str:
    return t(lang, "tiwanaku-grade", grade=grade) + (" ◀" if current else "")


def header(view: dict, lang: str = "en") -> tuple[str, str]:
    """The title line (with "after turn N", N = completed turns, as in the bot's embed title) and the
    status line under it (who acts and how, or the result)."""
    if view["mode"] == "competitive":
        title = t(lang, "tiwanaku-render-title", turn=view["turn"])
    else:
        title = t(lang, "tiwanaku-render-title-mode", mode=view["mode"], turn=view["turn"])
    if view["over"]:
        if "grade" in view:
            return title, t(lang, "tiwanaku-render-over-ladder", score=view["team_score"],
                            grade=t(lang, "tiwanaku-grade", grade=view["grade"]["code"]))
        winners = view.get("winners", [])
        if len(winners) == 1:
            return title, t(lang, "tiwanaku-render-over-wins", winner=seat_name(view, winners[0], lang))
        return title, t(lang, "tiwanaku-render-over-share",
                        winners=tuple(seat_name(view, seat, lang) for seat in winners))
    seat = view["to_play"]
    return title, t(lang, "tiwanaku-render-status", seat=seat_name(view, seat, lang), phase=view["phase"])


def status_lines(status: str) -> tuple[list[str], ImageFont.FreeTypeFont]:
    """The status in the largest font from 28 px down to ``TEXT`` that fits the width; wrapped onto more
    lines at ``TEXT`` when even that is too wide (a four-way shared win)."""
    width = content_box()
    used = _fitted(status, width, _STATUS_SIZE, True)
    if used.getlength(status) <= width:
        return [status], used
    return kit.wrap_text(status, used, width), used


def board_image(view: dict, last_action: str | None = None, lang: str = "en",
                width: int | None = None) -> Image.Image:
    """The public board (``view(state, None)``) with its words in ``lang``; ``last_action`` is unused
    (the view says what the last turn did). ``width``: drawn that many pixels wide (a replay frame) rather
    than ``WIDTH``, everything scaled alike (``kit.drawer``)."""
    scale = kit.scale_for(width, WIDTH)
    size = _cell_size(view)
    grid_width = view["width"] * size
    image_width = WIDTH
    content_width = content_box()
    players = view["players"]
    panel_columns = 1 if players == 1 else 2
    panel_rows = (players + panel_columns - 1) // panel_columns
    title, status = header(view, lang)
    lines, status_font = status_lines(status)
    header_height = 84 + (len(lines) - 1) * _STATUS_LINE_HEIGHT
    grid_top = _MARGIN + header_height + _LABEL
    grid_bottom = grid_top + view["height"] * size
    tiles_top = grid_bottom + 18
    panels_top = tiles_top + tiles_height() + 12
    panels_bottom = panels_top + panel_rows * (_panel_height() + _PANEL_GAP)
    ladder_space = ladder_height(view) + 6 if "ladder" in view else 0
    image_height = panels_bottom + ladder_space + _MARGIN
    image = kit.canvas(image_width, image_height, scale=scale)
    draw = kit.drawer(image, scale)
    kit.draw_text(draw, (_MARGIN, _MARGIN), title, _fitted(title, content_width, _TITLE_SIZE, True))
    for number, line in enumerate(lines):
        kit.draw_text(draw, (_MARGIN, _MARGIN + 42 + number * _STATUS_LINE_HEIGHT), line, status_font,
                      kit.GREY_DARK)
    grid_left = (image_width - grid_width + _LABEL) // 2
    _draw_grid(draw, view, grid_left, grid_top)
    _draw_last_turn(draw, view, grid_left, grid_top)
    _draw_tokens(draw, view, grid_left, grid_top)
    _draw_pawns(draw, view, grid_left, grid_top)
    _draw_tiles_left(draw, view, _MARGIN, tiles_top, content_width, lang)
    width = panel_width(players)
    for seat in range(players):
        row, column = divmod(seat, panel_columns)
        x0 = _MARGIN + column * (width + _PANEL_GAP)
        y0 = panels_top + row * (_panel_height() + _PANEL_GAP)
        _draw_player_panel(draw, view, seat, (x0, y0, x0 + width, y0 + _panel_height()), lang)
    if "ladder" in view:
        _draw_ladder(draw, view, _MARGIN, panels_bottom + 6, content_width, lang)
    return image


def board(view: dict, last_action: str | None = None, lang: str = "en") -> bytes:
    """:func:`board_image` as PNG bytes."""
    return kit.to_png(board_image(view, last_action, lang), palette=kit.board_palette("tiwanaku") or True,
                      compress_level=PNG_LEVEL)


def hand(view: dict, lang: str = "en") -> bytes:
    """PNG of one player's summary (Tiwanaku has no secret hand): track, tokens, reserve, points."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a hand image needs a player's view (seat is None)")
    width = HAND_WIDTH
    ladder_space = ladder_height(view) + 8 if "ladder" in view else 0
    height = _MARGIN * 2 + 44 + _panel_height(big=True) + ladder_space
    image = kit.new_image(width, height)
    draw = ImageDraw.Draw(image)
    title = t(lang, "tiwanaku-render-hand-title", seat=seat_name(view, seat, lang))
    kit.draw_text(draw, (_MARGIN, _MARGIN), title, _fitted(title, width - 2 * _MARGIN, 26, True, HAND_TEXT))
    top = _MARGIN + 44
    _draw_player_panel(draw, view, seat, (_MARGIN, top, width - _MARGIN, top + _panel_height(big=True)),
                       lang, big=True)
    if "ladder" in view:
        _draw_ladder(draw, view, _MARGIN, top + _panel_height(big=True) + 8, width - 2 * _MARGIN, lang)
    return kit.to_png(image, palette=True)

"""The shared drawing kit for every game's renderer: colours, fonts, text, panels, icons, PNG encoding.

Every ``render/<game>.py`` draws with these helpers so the three games look like one product and the
images stay readable at Discord's phone preview size. Everything here is pure (Pillow only, no I/O apart
from reading the bundled fonts) and deterministic: the same calls give the same pixels and
:func:`to_png` gives the same bytes.

API (stable; other renderers depend on it)
------------------------------------------
Colours (RGB tuples)
    ``OKABE_ITO``               the eight colour-blind-safe Okabe-Ito colours, by name
    ``TRIBE_COLOURS``           player/tribe colour by mark: ``R B Y G P W`` (Okabe-Ito based)
    ``TRIBE_NAMES``             mark -> colour name ("Red", "Blue", ...)
    ``player_colour(i)``        colour of seat ``i`` in the order R, B, Y, G, P, W
    ``player_mark(i)``          the letter shown on seat ``i``'s pieces ("R", "B", ...)
    ``BIOME_COLOURS``           fill per biome (tundra, forest, glacier, coast, desert)
    ``BIOME_INK``               darker companion per biome, for its symbol and border
    ``BIOME_NAMES``             display name per biome
    ``INK``, ``PAPER``, ``PANEL``, ``PANEL_EDGE``, ``GREY_DARK``, ``GREY``, ``GREY_LIGHT``, ``WHITE``,
    ``SEA``, ``SEA_DARK``, ``HIGHLIGHT``   UI colours
    ``MIN_TEXT_SHARE``, ``min_text_size(width)``   the smallest font a board ``width`` wide may use
    ``min_word_size(width)``    the smallest font for words there: lower case 6 px high on a 400 px phone
    ``ink_on(colour)``          black or white, whichever reads better on ``colour``
    ``blend(a, b, t)``          mix two colours (``t`` = share of ``b``)
Fonts and text
    ``font(size, bold=False)``  DejaVu Sans (cached ``ImageFont.FreeTypeFont``)
    ``text_width(text, font)`` / ``text_height(font)``
    ``draw_text(draw, xy, text, font, fill, anchor="la", outline=None, outline_width=2, shadow=None)``
    ``centred_text(draw, centre, text, font, fill, **same options)``
    ``wrap_text(text, font, max_width) -> list[str]``
    ``fit_font(text, max_width, size, bold=False, min_size=12)`` largest font up to ``size`` that fits
Shapes and panels
    ``rounded_panel(draw, box, fill=PANEL, outline=PANEL_EDGE, radius=12, width=2)``
    ``draw_last_move(draw, box, width=6, round_shape=False)`` the last-move mark (ring + ticks);
        ``last_move_swatch`` is its legend drawer
    ``draw_card(draw, box, fill, title, font, symbol=None, title_fill=None)`` a small playing card;
        ``symbol(draw, cx, cy, size)`` draws its picture
    ``legend(draw, xy, entries, font, swatch=22, gap=8, max_width=None) -> (width, height)``
        ``entries``: (label, drawer) where ``drawer(draw, cx, cy, size)`` draws the swatch; ``draw=None``
        measures it only
    ``score_panel(draw, box, title, rows, font_title, font_row) -> bottom y``
        ``rows``: (colour, mark, name, value text) per player, a coloured chip with the mark at the left
Shapes (the second cue after colour: no two kinds may differ by colour alone, issue 26)
    ``SHAPES``                  the outline families: round, square, point, notch, slant, shield
    ``TRIBE_SHAPES``            mark -> family: every tribe's pieces have their own outline
    ``shape_points(shape, box)`` a family's outline filling ``box`` (a chip, a tag, a band)
    ``tent_parts(cx, cy, size, shape)`` a tent's body, poles and mark position in that family's build
Icons (centre ``cx, cy``; ``size`` = the icon's full height in pixels)
    ``draw_tent`` (``shape=``: its build; ``halo=``: a band round it), ``draw_totem``, ``draw_pawn``,
    ``draw_plane``, ``draw_marker``, ``draw_star``, ``draw_mountain(draw, cx, cy, size, peaks)``,
    ``draw_chip`` (a token with a letter, round or ``shape=`` a family's outline),
    ``draw_biome_symbol(draw, biome, cx, cy, size, fill=None)``
    ``star_points(cx, cy, outer, inner, points=5)``, ``hexagon_points(cx, cy, radius, pointy=True)``
    polygon helpers; ``Drawer`` is the type of a swatch/symbol callback ``(draw, cx, cy, size)``
    Piece icons take ``fill`` and an optional ``mark`` letter drawn on the piece so colour is never the
    only cue.
Images
    ``new_image(width, height, colour=PAPER)``
    ``to_png(image, palette=False, compress_level=6) -> bytes``  deterministic PNG (no metadata);
        ``palette=True`` quantizes to 256 colours first (smaller, faster; for flat-colour boards)
Drawing at a scale (a board drawn smaller than its full size: a replay's frames, issue 25)
    ``scale_for(width, full)``  the scale of a board asked ``width`` wide (``None``: full size, 1.0)
    ``px(length, scale)``       a logical length in pixels at ``scale``; ``at(xy, scale)`` a paste position
    ``canvas(width, height, colour=PAPER, scale=1.0)``  an image for a ``width`` x ``height`` drawing
    ``drawer(image, scale=1.0)`` the plain ``ImageDraw.Draw`` at 1.0, else a :class:`ScaledDraw`: the
        same methods in the same logical pixels, so the renderers' layout code does not change
    ``scaled_font(font, scale)``  the same face at the scaled size (at least :data:`MIN_SCALED_FONT`)
    ``logical_size(draw)``      the size of the image ``draw`` draws on, in logical pixels
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from rules import contract

Colour = tuple[int, int, int]
Drawer = Callable[[ImageDraw.ImageDraw, float, float, float], None]

_FONT_DIR = Path(__file__).resolve().parent / "fonts"

# --- colours ------------------------------------------------------------------------------------------

OKABE_ITO: dict[str, Colour] = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
}

# Tribe colours keep the game's colour names but use Okabe-Ito hues, which stay apart for the common
# forms of colour blindness; the mark letter on every piece is the second cue.
TRIBE_COLOURS: dict[str, Colour] = {
    "R": OKABE_ITO["vermillion"],
    "B": OKABE_ITO["blue"],
    "Y": OKABE_ITO["yellow"],
    "G": OKABE_ITO["bluish_green"],
    "P": OKABE_ITO["reddish_purple"],
    "W": (245, 245, 240),
}
TRIBE_NAMES: dict[str, str] = {"R": "Red", "B": "Blue", "Y": "Yellow", "G": "Green", "P": "Purple",
                               "W": "White"}
_SEAT_MARKS = ("R", "B", "Y", "G", "P", "W")

# Biome fills are pale so that saturated tribe pieces stand out on them; each biome also has a symbol.
# Forest, coast and desert were moved apart in lightness and yellow-blue (the two axes a red-green
# colour-blind viewer keeps) until every pair differs by CIEDE2000 >= 12 under deuteranopia and
# protanopia too (tests/render/test_colourblind.py); before, desert and forest were 1.8 apart there.
BIOME_COLOURS: dict[str, Colour] = {
    "tundra": (214, 190, 160),
    "forest": (124, 163, 103),
    "glacier": (212, 232, 245),
    "coast": (255, 248, 188),
    "desert": (248, 188, 109),
}
BIOME_INK: dict[str, Colour] = {
    "tundra": (120, 90, 60),
    "forest": (40, 95, 40),
    "glacier": (60, 120, 170),
    "coast": (30, 110, 150),
    "desert": (160, 90, 20),
}
BIOME_NAMES: dict[str, str] = {"tundra": "Tundra", "forest": "Forest", "glacier": "Glacier",
                               "coast": "Coast", "desert": "Desert"}

INK: Colour = (30, 30, 35)
WHITE: Colour = (255, 255, 255)
PAPER: Colour = (246, 241, 228)
PANEL: Colour = (252, 250, 244)
PANEL_EDGE: Colour = (150, 140, 120)
GREY_DARK: Colour = (80, 80, 85)
GREY: Colour = (140, 140, 145)
GREY_LIGHT: Colour = (215, 212, 205)
SEA: Colour = (120, 170, 205)
SEA_DARK: Colour = (70, 125, 170)
HIGHLIGHT: Colour = (255, 40, 140)
#: Colours a fixed board palette holds exactly (:func:`board_palette`): the shared ones that carry meaning,
#: some in small areas (the last-move ring, the seats' and tribes' colours, the biomes' inks), which a
#: median cut of whole boards could merge away.
FIXED_COLOURS: tuple[Colour, ...] = (HIGHLIGHT, INK, WHITE, PAPER, PANEL, PANEL_EDGE, GREY_DARK, GREY,
                                     GREY_LIGHT, SEA, SEA_DARK, *TRIBE_COLOURS.values(),
                                     *BIOME_COLOURS.values(), *BIOME_INK.values())

#: The smallest text the boards draw, as a share of the image width (the game contract's,
#: ``rules.contract.MIN_TEXT_SHARE``): Discord shows a board about 400 px wide on a phone, where 1/40 of
#: the width is a 10 px font, the smallest that reads without zooming.
MIN_TEXT_SHARE = contract.MIN_TEXT_SHARE


def min_text_size(image_width: int) -> int:
    """The smallest font size (pixels, em) a board ``image_width`` wide may use: width / 40, rounded up."""
    return math.ceil(image_width * MIN_TEXT_SHARE)


#: A phone's width for a board (pixels), and the height lower-case letters need there to read as easily as
#: the digits and capitals at the smallest text: at width / 40 (10 px) DejaVu Sans' "x" is 5.4 px high,
#: which players found too small for words (a key, a tile's effect).
PHONE_WIDTH, PHONE_X_HEIGHT = 400, 6


def min_word_size(image_width: int, bold: bool = False) -> int:
    """The smallest font size for words on a board ``image_width`` wide: its lower-case letters at least
    ``PHONE_X_HEIGHT`` high when a phone shows the board ``PHONE_WIDTH`` wide (27 px on a 960 px board)."""
    size = min_text_size(image_width)
    while True:
        top, bottom = font(size, bold).getbbox("x")[1::2]
        if (bottom - top) * PHONE_WIDTH / image_width >= PHONE_X_HEIGHT:
            return size
        size += 1


def player_colour(index: int) -> Colour:
    """Colour of seat/tribe ``index`` in the fixed order Red, Blue, Yellow, Green, Purple, White."""
    return TRIBE_COLOURS[_SEAT_MARKS[index % len(_SEAT_MARKS)]]


def player_mark(index: int) -> str:
    """The letter shown on seat/tribe ``index``'s pieces."""
    return _SEAT_MARKS[index % len(_SEAT_MARKS)]


def ink_on(colour: Colour) -> Colour:
    """Black or white text, whichever contrasts more with ``colour`` (relative luminance)."""
    r, g, b = (c / 255.0 for c in colour)
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return INK if luminance > 0.45 else WHITE


def blend(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` mixed with ``t`` parts of ``b`` (0 = a, 1 = b)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


# --- fonts and text -----------------------------------------------------------------------------------

#: What :class:`KeptFont` keeps (the most recently used): text masks up to this many pixels in all (one byte
#: each), and this many measured lengths. A board draws about a hundred texts, most of them the same from
#: one turn to the next (coordinates, names, the key, counts); a replay's captions are new every frame and
#: pass through.
KEPT_MASK_PIXELS = 8_000_000
KEPT_LENGTHS = 4096
_MASKS: dict[tuple, tuple] = {}
_LENGTHS: dict[tuple, float] = {}
#: The pixels of the masks in ``_MASKS`` (two threads missing the same text at once count it twice: the
#: count only errs high, and the cache then keeps a little less).
_mask_pixels = [0]


def _area(mask: tuple) -> int:
    width, height = mask[0].size
    return width * height


class KeptFont(ImageFont.FreeTypeFont):
    """A FreeType font that keeps the masks of the texts it rendered and the lengths it measured.

    Laying out and rasterising a text (Raqm shaping, FreeType) costs 0.1-0.5 ms, and a turn's board draws
    and measures mostly the texts the board before it did; so the mask ``ImageDraw.text`` asks for (the
    same arguments: the text, its anchor, stroke, sub-pixel start) is made once and reused, as is a
    ``getlength``. Reuse gives the very pixels a fresh rendering would (the mask is only read: Pillow draws
    it as the alpha of the ink), so the boards' bytes do not change. Colour glyphs ("RGBA" masks, which
    Pillow writes into) are never kept."""

    def getmask2(self, text: str | bytes, mode: str = "", direction: str | None = None,  # type: ignore[override]
                 features: list[str] | None = None, language: str | None = None, stroke_width: float = 0,
                 anchor: str | None = None, ink: int = 0, start: tuple[float, float] | None = None,
                 *args: object, **kwargs: object) -> tuple:
        if mode == "RGBA" or args or set(kwargs) - {"stroke_filled"}:
            return super().getmask2(text, mode, direction, features, language, stroke_width, anchor, ink,
                                    start, *args, **kwargs)
        # ``ink`` colours only an "RGBA" mask: an "L" mask is the same for every ink, so it is not in the key.
        key = (self, text, mode, direction, tuple(features) if features else None, language, stroke_width,
               anchor, tuple(start) if start else None, bool(kwargs.get("stroke_filled", False)))
        # Each step is one dictionary operation, so threads drawing at once (``asyncio.to_thread``) never
        # break the store: at worst two make the same mask.
        mask = _MASKS.pop(key, None)
        if mask is None:
            mask = super().getmask2(text, mode, direction, features, language, stroke_width, anchor, ink,
                                    start, **kwargs)
            _mask_pixels[0] += _area(mask)
            while _mask_pixels[0] > KEPT_MASK_PIXELS and _MASKS:
                oldest = _MASKS.pop(next(iter(_MASKS), None), None)
                if oldest is not None:
                    _mask_pixels[0] -= _area(oldest)
        _MASKS[key] = mask  # the most recently used last
        return mask

    def getlength(self, text: str | bytes, mode: str = "", direction: str | None = None,
                  features: list[str] | None = None, language: str | None = None) -> float:
        key = (self, text, mode, direction, tuple(features) if features else None, language)
        length = _LENGTHS.pop(key, None)
        if length is None:
            length = super().getlength(text, mode, direction, features, language)
            if len(_LENGTHS) >= KEPT_LENGTHS:
                _LENGTHS.pop(next(iter(_LENGTHS), None), None)
        _LENGTHS[key] = length
        return length


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans at ``size`` pixels (bold on request), loaded once per size (a :class:`KeptFont`)."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return KeptFont(str(_FONT_DIR / name), size)


def text_width(text: str, used_font: ImageFont.FreeTypeFont) -> int:
    return round(used_font.getlength(text))


def text_height(used_font: ImageFont.FreeTypeFont) -> int:
    ascent, descent = used_font.getmetrics()
    return ascent + descent


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
              used_font: ImageFont.FreeTypeFont, fill: Colour = INK, anchor: str = "la",
              outline: Colour | None = None, outline_width: int = 2,
              shadow: Colour | None = None) -> None:
    """Text with an optional outline (a halo that keeps it readable on any background) or drop shadow."""
    x, y = xy
    if shadow is not None:
        draw.text((x + 2, y + 2), text, font=used_font, fill=shadow, anchor=anchor)
    if outline is not None:
        draw.text((x, y), text, font=used_font, fill=fill, anchor=anchor,
                  stroke_width=outline_width, stroke_fill=outline)
    else:
        draw.text((x, y), text, font=used_font, fill=fill, anchor=anchor)


def centred_text(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str,
                 used_font: ImageFont.FreeTypeFont, fill: Colour = INK, outline: Colour | None = None,
                 outline_width: int = 2, shadow: Colour | None = None) -> None:
    """Text centred on ``centre`` both ways."""
    draw_text(draw, centre, text, used_font, fill, anchor="mm", outline=outline,
              outline_width=outline_width, shadow=shadow)


def wrap_text(text: str, used_font: ImageFont.FreeTypeFont, max_width: float) -> list[str]:
    """Split ``text`` at spaces into lines no wider than ``max_width`` (a too-long word stays whole)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if current and used_font.getlength(candidate) > max_width:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    return lines


def fit_font(text: str, max_width: float, size: int, bold: bool = False,
             min_size: int = 12) -> ImageFont.FreeTypeFont:
    """The largest font from ``size`` down to ``min_size`` in which ``text`` fits ``max_width``."""
    for candidate in range(size, min_size - 1, -1):
        used = font(candidate, bold)
        if used.getlength(text) <= max_width:
            return used
    return font(min_size, bold)


# --- panels, cards, legends ---------------------------------------------------------------------------

def rounded_panel(draw: ImageDraw.ImageDraw, box: Sequence[float], fill: Colour | None = PANEL,
                  outline: Colour | None = PANEL_EDGE, radius: int = 12, width: int = 2) -> None:
    draw.rounded_rectangle(tuple(box), radius=radius, fill=fill, outline=outline, width=width)


def draw_card(draw: ImageDraw.ImageDraw, box: Sequence[float], fill: Colour, title: str,
              used_font: ImageFont.FreeTypeFont, symbol: Drawer | None = None,
              title_fill: Colour | None = None, edge: Colour = INK) -> None:
    """A playing card: rounded, coloured, a picture in the upper part and its name along the bottom."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0, y0, x1, y1), radius=max(4, round((x1 - x0) / 8)), fill=fill,
                           outline=edge, width=2)
    band = text_height(used_font) + 6
    if symbol is not None:
        size = min(x1 - x0 - 12, y1 - y0 - band - 12)
        symbol(draw, (x0 + x1) / 2, y0 + 6 + (y1 - y0 - band - 6) / 2, size)
    draw.text(((x0 + x1) / 2, y1 - band / 2 - 1), title, font=used_font,
              fill=title_fill or ink_on(fill), anchor="mm")


def legend(draw: ImageDraw.ImageDraw | None, xy: tuple[float, float], entries: Sequence[tuple[str, Drawer]],
           used_font: ImageFont.FreeTypeFont, swatch: int = 22, gap: int = 8,
           max_width: float | None = None) -> tuple[int, int]:
    """A row of (swatch, label) entries, wrapping to a new line past ``max_width``; returns its size.
    ``draw=None`` only measures it."""
    x0, y0 = xy
    x, y = x0, y0
    line_height = max(swatch, text_height(used_font)) + gap // 2
    widest = 0
    for label, drawer in entries:
        entry_width = swatch + 6 + text_width(label, used_font)
        if max_width is not None and x > x0 and x + entry_width > x0 + max_width:
            x = x0
            y += line_height
        if draw is not None:
            drawer(draw, x + swatch / 2, y + line_height / 2, swatch)
            draw.text((x + swatch + 6, y + line_height / 2), label, font=used_font, fill=INK, anchor="lm")
        x += entry_width + gap * 2
        widest = max(widest, round(x - x0 - gap * 2))
    return widest, round(y + line_height - y0)


def score_panel(draw: ImageDraw.ImageDraw, box: Sequence[float], title: str,
                rows: Sequence[tuple[Colour, str, str, str]], font_title: ImageFont.FreeTypeFont,
                font_row: ImageFont.FreeTypeFont) -> int:
    """A titled panel listing players: coloured chip with mark, name, and a right-aligned value.

    The chip is sized from the kit's own rule, :func:`min_text_size` of the image's width: its letter (drawn
    at 0.6 of the chip, :func:`draw_chip`) is never smaller than the smallest text a board may show, so a
    row grows to hold such a chip rather than shrinking the letter."""
    x0, y0, x1, _ = box
    chip = max(22, math.ceil(min_text_size(logical_size(draw)[0]) / CHIP_MARK_SHARE))
    row_height = max(28, text_height(font_row) + 8, chip + 6)
    height = text_height(font_title) + 14 + row_height * len(rows) + 8
    rounded_panel(draw, (x0, y0, x1, y0 + height))
    draw.text((x0 + 12, y0 + 8), title, font=font_title, fill=INK)
    y = y0 + text_height(font_title) + 14
    for colour, mark, name, value in rows:
        draw_chip(draw, x0 + 12 + row_height / 2 - 2, y + row_height / 2, row_height - 6, colour, mark)
        draw.text((x0 + 16 + row_height, y + row_height / 2), name, font=font_row, fill=INK, anchor="lm")
        draw.text((x1 - 12, y + row_height / 2), value, font=font_row, fill=INK, anchor="rm")
        y += row_height
    return round(y0 + height)


# --- shapes: the second cue after colour -----------------------------------------------------------------

#: The outline families pieces can be drawn in (:func:`shape_points`, :func:`draw_chip`, :func:`draw_tent`).
SHAPES: tuple[str, ...] = ("round", "square", "point", "notch", "slant", "shield")
#: Each tribe's family (issue 26): two tribes' pieces differ in outline as well as colour and letter, so a
#: colour-blind player (or anyone on a dim phone) tells them apart without the colour. A tribe's chip and
#: totem tag have the outline itself (round: a disc and a pill; square; point: pointed ends; notch:
#: swallowtail ends; slant: a parallelogram; shield: a point at the bottom); its tent is the build of the
#: same name in :func:`draw_tent`.
TRIBE_SHAPES: dict[str, str] = {"R": "round", "B": "square", "Y": "shield", "G": "notch", "P": "slant",
                                "W": "point"}

Point = tuple[float, float]


def _arc(cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int) -> list[Point]:
    return [(cx + rx * math.cos(math.radians(start + (end - start) * k / steps)),
             cy + ry * math.sin(math.radians(start + (end - start) * k / steps))) for k in range(steps + 1)]


def shape_points(shape: str, box: Sequence[float]) -> list[Point]:
    """The outline of ``shape`` (one of :data:`SHAPES`) filling ``box``, as polygon points. The ends of a
    wide box take the shape (a pill, pointed or swallowtail ends, slanted sides, a point at the bottom);
    the middle of the box, where a label goes, stays whole in every shape but ``"notch"``, whose cuts
    reach in a quarter of the height at each end (less in a square box)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    d = min(h, w) * 0.3
    if shape == "round":
        r = min(w, h) / 2
        if w >= h:
            return _arc(x1 - r, cy, r, r, -90, 90, 12) + _arc(x0 + r, cy, r, r, 90, 270, 12)
        return _arc(cx, y1 - r, r, r, 0, 180, 12) + _arc(cx, y0 + r, r, r, 180, 360, 12)
    if shape == "square":
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    if shape == "point":
        return [(x0 + d, y0), (x1 - d, y0), (x1, cy), (x1 - d, y1), (x0 + d, y1), (x0, cy)]
    if shape == "notch":
        d = min(h * 0.25, w * 0.18)
        return [(x0, y0), (x1, y0), (x1 - d, cy), (x1, y1), (x0, y1), (x0 + d, cy)]
    if shape == "slant":
        return [(x0 + d, y0), (x1, y0), (x1 - d, y1), (x0, y1)]
    if shape == "shield":
        shoulder = y1 - min(h * 0.42, w * 0.45)
        return [(x0, y0), (x1, y0), (x1, shoulder), (cx, y1), (x0, shoulder)]
    raise ValueError(f"no shape {shape!r}")


def tent_parts(cx: float, cy: float, size: float, shape: str = "point") -> tuple[
        list[Point], list[list[Point]], Point]:
    """The tent of :func:`draw_tent`: its body's outline, its poles (lines) and where its mark goes."""
    h = size
    top, base = cy - h / 2, cy + h / 2
    tip = h * 0.12
    if shape == "round":
        body = _arc(cx, base, h * 0.56, h, 180, 360, 16)
        return body, [[(cx, top - tip), (cx, top)]], (cx, cy + h * 0.2)
    if shape == "square":
        eave = cy + h * 0.02
        body = [(cx - h * 0.5, base), (cx - h * 0.5, eave), (cx - h * 0.62, eave), (cx, top),
                (cx + h * 0.62, eave), (cx + h * 0.5, eave), (cx + h * 0.5, base)]
        return body, [[(cx, top - tip), (cx, top)]], (cx, cy + h * 0.25)
    if shape == "notch":
        peaks = (cx - h * 0.3, cx + h * 0.3)
        body = [(cx - h * 0.64, base), (peaks[0], top), (cx, cy - h * 0.1), (peaks[1], top),
                (cx + h * 0.64, base)]
        return body, [[(x, top - tip), (x, top)] for x in peaks], (cx, cy + h * 0.24)
    if shape == "slant":
        left = cx - h * 0.5
        body = [(left, base), (left, top), (cx + h * 0.62, base)]
        return body, [[(left, top - tip), (left, top)]], (cx - h * 0.06, cy + h * 0.28)
    if shape == "shield":
        body = [(cx, top), (cx + h * 0.46, base), (cx - h * 0.46, base)]
        poles = [[(cx - h * 0.16, top - h * 0.2), (cx, top)], [(cx + h * 0.16, top - h * 0.2), (cx, top)]]
        return body, poles, (cx, cy + h * 0.24)
    if shape != "point":
        raise ValueError(f"no tent {shape!r}")
    body = [(cx, top), (cx + h * 0.575, base), (cx - h * 0.575, base)]
    return body, [[(cx, top - tip), (cx, top)]], (cx, cy + h * 0.22)


# --- icons ----------------------------------------------------------------------------------------------

#: A chip's letter, as a share of the chip's diameter.
CHIP_MARK_SHARE = 0.6


def _mark_font(size: float) -> ImageFont.FreeTypeFont:
    return font(max(9, round(size)), bold=True)


def draw_chip(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour,
              mark: str | None = None, edge: Colour = INK, shape: str = "round") -> None:
    """A token of diameter ``size``, with an optional letter in contrasting ink. ``shape`` is one of
    :data:`SHAPES` (``"round"``, the default, is the plain round chip; the others: :func:`shape_points`)."""
    r = size / 2
    line = max(1, round(size / 14))
    if shape == "round":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=edge, width=line)
    else:
        # A square or a parallelogram fills more of its box than a disc: drawn a little smaller, so
        # that every shape weighs about the same.
        k = 0.9 if shape in ("square", "slant") else 1.0
        draw.polygon(shape_points(shape, (cx - r * k, cy - r * k, cx + r * k, cy + r * k)), fill=fill,
                     outline=edge, width=line)
    if mark:
        draw.text((cx, cy - (size * 0.06 if shape == "shield" else 0)), mark,
                  font=_mark_font(size * CHIP_MARK_SHARE), fill=ink_on(fill), anchor="mm")


def draw_tent(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour,
              mark: str | None = None, edge: Colour = INK, shape: str = "point",
              mark_font: ImageFont.FreeTypeFont | None = None, halo: Colour | None = None) -> None:
    """A tent of height ``size`` in one of six builds, one per :data:`SHAPES` family (see
    :data:`TRIBE_SHAPES`): ``"point"`` the A-frame with its pole tip, ``"round"`` a dome, ``"square"`` a
    wall tent with eaves, ``"notch"`` two peaks, ``"slant"`` a lean-to, ``"shield"`` a narrow tipi with
    crossed poles. The mark sits low in its body where it is widest (``mark_font``: its font, by default
    half the tent's height); ``halo``: a band of that colour around the outline, so the tent stands out
    on ground of its own colour."""
    body, poles, mark_at = tent_parts(cx, cy, size, shape)
    line = max(2, round(size / 14))
    if halo is not None:
        ring = max(2, round(size / 11))
        draw.line([*body, body[0], body[1]], fill=halo, width=line + 2 * ring, joint="curve")
        for (x0, y0), (x1, y1) in poles:  # past the pole's tip too
            length = math.hypot(x1 - x0, y1 - y0) or 1.0
            tip = (x0 - (x1 - x0) / length * ring, y0 - (y1 - y0) / length * ring)
            draw.line([tip, (x1, y1)], fill=halo, width=line + 2 * ring)
    draw.polygon(body, fill=fill, outline=edge, width=line)
    # The pole tips show the shape is a tent even at small sizes.
    for pole in poles:
        draw.line(pole, fill=edge, width=line)
    if mark:
        draw.text(mark_at, mark, font=mark_font or _mark_font(size * 0.5), fill=ink_on(fill), anchor="mm")


def draw_totem(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour,
               mark: str | None = None, edge: Colour = INK) -> None:
    """A totem pole: a tall rounded block with wings near the top, height ``size``."""
    h = size
    w = size * 0.5
    line = max(2, round(size / 16))
    draw.rounded_rectangle((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), radius=max(2, round(w / 4)),
                           fill=fill, outline=edge, width=line)
    wing_y = cy - h * 0.22
    draw.polygon([(cx - w / 2, wing_y - h * 0.1), (cx - w * 1.05, wing_y), (cx - w / 2, wing_y + h * 0.1)],
                 fill=fill, outline=edge, width=line)
    draw.polygon([(cx + w / 2, wing_y - h * 0.1), (cx + w * 1.05, wing_y), (cx + w / 2, wing_y + h * 0.1)],
                 fill=fill, outline=edge, width=line)
    if mark:
        draw.text((cx, cy + h * 0.15), mark, font=_mark_font(size * 0.38), fill=ink_on(fill), anchor="mm")


def draw_pawn(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour,
              mark: str | None = None, edge: Colour = INK) -> None:
    """A meeple-like pawn: a head over a flared body, height ``size``."""
    line = max(2, round(size / 16))
    head_r = size * 0.2
    draw.polygon([(cx - size * 0.38, cy + size / 2), (cx + size * 0.38, cy + size / 2),
                  (cx + size * 0.14, cy - size * 0.1), (cx - size * 0.14, cy - size * 0.1)],
                 fill=fill, outline=edge, width=line)
    hy = cy - size / 2 + head_r
    draw.ellipse((cx - head_r, hy - head_r, cx + head_r, hy + head_r), fill=fill, outline=edge, width=line)
    if mark:
        draw.text((cx, cy + size * 0.24), mark, font=_mark_font(size * 0.36), fill=ink_on(fill), anchor="mm")


def draw_plane(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour,
               mark: str | None = None, edge: Colour = INK) -> None:
    """A small aeroplane seen from above, nose up, ``size`` tall."""
    s = size / 2
    line = max(1, round(size / 18))
    body = [(cx, cy - s), (cx + s * 0.16, cy - s * 0.7), (cx + s * 0.16, cy - s * 0.15),
            (cx + s * 0.95, cy + s * 0.2), (cx + s * 0.95, cy + s * 0.38), (cx + s * 0.16, cy + s * 0.22),
            (cx + s * 0.12, cy + s * 0.7), (cx + s * 0.4, cy + s * 0.88), (cx + s * 0.4, cy + s),
            (cx - s * 0.4, cy + s), (cx - s * 0.4, cy + s * 0.88), (cx - s * 0.12, cy + s * 0.7),
            (cx - s * 0.16, cy + s * 0.22), (cx - s * 0.95, cy + s * 0.38), (cx - s * 0.95, cy + s * 0.2),
            (cx - s * 0.16, cy - s * 0.15), (cx - s * 0.16, cy - s * 0.7)]
    draw.polygon(body, fill=fill, outline=edge, width=line)
    if mark:
        centred_text(draw, (cx, cy + s * 0.05), mark, _mark_font(size * 0.3), ink_on(fill))


def draw_marker(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour,
                mark: str | None = None, edge: Colour = INK) -> None:
    """A map pin whose point is at ``(cx, cy + size / 2)``; the mark sits in its round head."""
    r = size * 0.32
    hy = cy - size / 2 + r
    line = max(2, round(size / 16))
    draw.polygon([(cx - r * 0.8, hy + r * 0.6), (cx + r * 0.8, hy + r * 0.6), (cx, cy + size / 2)],
                 fill=fill, outline=edge, width=line)
    draw.ellipse((cx - r, hy - r, cx + r, hy + r), fill=fill, outline=edge, width=line)
    if mark:
        draw.text((cx, hy), mark, font=_mark_font(r * 1.2), fill=ink_on(fill), anchor="mm")


def star_points(cx: float, cy: float, outer: float, inner: float,
                points: int = 5) -> list[tuple[float, float]]:
    result = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def hexagon_points(cx: float, cy: float, radius: float, pointy: bool = True) -> list[tuple[float, float]]:
    """Corners of a regular hexagon (pointy top, or flat top with ``pointy=False``), clockwise."""
    start = -90.0 if pointy else 0.0
    return [(cx + radius * math.cos(math.radians(start + 60 * k)),
             cy + radius * math.sin(math.radians(start + 60 * k))) for k in range(6)]


def draw_star(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour = (255, 200, 0),
              edge: Colour = INK) -> None:
    """A five-pointed star ``size`` across."""
    draw.polygon(star_points(cx, cy, size / 2, size / 4.2), fill=fill, outline=edge,
                 width=max(1, round(size / 30)))


def draw_mountain(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, peaks: int,
                  fill: Colour = (120, 110, 100), snow: Colour = WHITE, edge: Colour = INK) -> None:
    """``peaks`` snow-capped peaks side by side in a box ``size`` tall (the count is the symbol)."""
    peaks = max(1, peaks)
    peak_w = size * 0.75
    total = peak_w * (peaks + 1) / 2
    left = cx - total / 2
    base = cy + size / 2
    line = max(1, round(size / 16))
    for k in range(peaks):
        px = left + peak_w / 2 + k * peak_w / 2
        height = size * (0.95 if k % 2 == 0 else 0.8)
        top = (px, base - height)
        draw.polygon([(px - peak_w / 2, base), top, (px + peak_w / 2, base)], fill=fill, outline=edge,
                     width=line)
        cap = 0.3
        draw.polygon([top, (px - peak_w / 2 * cap, base - height * (1 - cap)),
                      (px + peak_w / 2 * cap, base - height * (1 - cap))], fill=snow)


def draw_biome_symbol(draw: ImageDraw.ImageDraw, biome: str, cx: float, cy: float, size: float,
                      fill: Colour | None = None) -> None:
    """The biome's symbol (tundra: grass tufts, forest: pine, glacier: snowflake, coast: waves,
    desert: sun over a dune), ``size`` across, in the biome's ink unless ``fill`` is given."""
    ink = fill or BIOME_INK[biome]
    s = size / 2
    line = max(2, round(size / 11))
    if biome == "forest":
        draw.rectangle((cx - s * 0.12, cy + s * 0.55, cx + s * 0.12, cy + s), fill=ink)
        for top, bottom, half in ((-1.0, -0.2, 0.45), (-0.6, 0.25, 0.65), (-0.15, 0.65, 0.85)):
            draw.polygon([(cx, cy + s * top), (cx + s * half, cy + s * bottom),
                          (cx - s * half, cy + s * bottom)], fill=ink)
    elif biome == "glacier":
        for k in range(3):
            angle = k * math.pi / 3
            dx, dy = math.cos(angle) * s * 0.95, math.sin(angle) * s * 0.95
            draw.line([(cx - dx, cy - dy), (cx + dx, cy + dy)], fill=ink, width=line)
            for sign in (-1, 1):
                bx, by = cx + sign * dx * 0.6, cy + sign * dy * 0.6
                for turn in (-1, 1):
                    branch = angle + turn * math.pi / 4 + (0 if sign > 0 else math.pi)
                    draw.line([(bx, by), (bx + math.cos(branch) * s * 0.3, by + math.sin(branch) * s * 0.3)],
                              fill=ink, width=max(1, line - 1))
    elif biome == "coast":
        for row in (-0.45, 0.0, 0.45):
            points = []
            for k in range(17):
                t = k / 16
                x = cx - s * 0.95 + t * s * 1.9
                y = cy + s * row + math.sin(t * math.pi * 3) * s * 0.16
                points.append((x, y))
            draw.line(points, fill=ink, width=line, joint="curve")
    elif biome == "desert":
        # A rayed sun above two dune crests: no shape here reads as a figure.
        sun_r = s * 0.3
        sx, sy = cx, cy - s * 0.32
        draw.ellipse((sx - sun_r, sy - sun_r, sx + sun_r, sy + sun_r), fill=ink)
        for k in range(8):
            angle = k * math.pi / 4
            draw.line([(sx + math.cos(angle) * sun_r * 1.35, sy + math.sin(angle) * sun_r * 1.35),
                       (sx + math.cos(angle) * sun_r * 1.95, sy + math.sin(angle) * sun_r * 1.95)],
                      fill=ink, width=max(1, line - 1))
        draw.arc((cx - s * 1.0, cy + s * 0.45, cx + s * 0.2, cy + s * 1.3), 190, 350, fill=ink, width=line)
        draw.arc((cx - s * 0.2, cy + s * 0.35, cx + s * 1.0, cy + s * 1.2), 190, 350, fill=ink, width=line)
    else:  # tundra: low grass tufts on flat ground
        draw.line([(cx - s, cy + s * 0.75), (cx + s, cy + s * 0.75)], fill=ink, width=line)
        for base_x, height in ((-0.55, 0.9), (0.0, 1.35), (0.55, 0.9)):
            bx = cx + s * base_x
            by = cy + s * 0.72
            for lean in (-0.28, 0.0, 0.28):
                draw.line([(bx, by), (bx + s * lean, by - s * height * (0.75 if lean else 1.0))], fill=ink,
                          width=max(1, line - 1))


def draw_last_move(draw: ImageDraw.ImageDraw, box: Sequence[float], width: int = 6,
                   round_shape: bool = False) -> None:
    """The last-move mark around ``box``: a thick highlight ring edged in ink on both sides, with four
    ticks pointing in at it from outside, like a sight.

    Colour is not the only cue: the ticks and the double ink edge make the same shape in grey, so the mark
    stays apart from every tribe outline for a colour-blind viewer (the legends name it "last move").
    """
    x0, y0, x1, y1 = box
    shape = draw.ellipse if round_shape else draw.rectangle
    shape((x0 - 1, y0 - 1, x1 + 1, y1 + 1), outline=INK, width=width + 2)
    shape((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=HIGHLIGHT, width=width - 2)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    tick = max(6, width * 2)
    for ax, ay, dx, dy in ((cx, y0, 0, -1), (cx, y1, 0, 1), (x0, cy, -1, 0), (x1, cy, 1, 0)):
        draw.line([(ax + dx * 1, ay + dy * 1), (ax + dx * tick, ay + dy * tick)], fill=INK, width=width)


def last_move_swatch(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float) -> None:
    """The last-move mark at legend size (a :data:`Drawer`)."""
    r = size * 0.32
    draw_last_move(draw, (cx - r, cy - r, cx + r, cy + r), width=max(4, round(size / 8)), round_shape=True)


# --- images ---------------------------------------------------------------------------------------------

def new_image(width: int, height: int, colour: Colour = PAPER) -> Image.Image:
    return Image.new("RGB", (width, height), colour)


# --- drawing at a scale ---------------------------------------------------------------------------------
#
# A renderer lays its board out in logical pixels: its constants are the pixels of the full-size board
# (``WIDTH`` wide). To draw the same board smaller (a replay's frames are 400-720 px wide: drawing them
# there costs far less than drawing the full board and shrinking it), it makes its images with
# :func:`canvas` and draws on them through :func:`drawer`, which at a scale other than 1 multiplies every
# coordinate, line width, radius and text stroke by the scale and draws the text in the same face at the
# scaled size. Text is still measured with the logical fonts (``font.getlength``), so the layout is the
# same at every scale. At scale 1 nothing changes: the plain ``ImageDraw.Draw``, the same pixels.

#: The smallest font a scaled drawing uses (the boards' text is far above it: width / 40 at any scale).
MIN_SCALED_FONT = 8


def scale_for(width: int | None, full: int) -> float:
    """The scale of a board ``full`` pixels wide asked for at ``width`` pixels (``None``: full size)."""
    if width is None or width == full:
        return 1.0
    if width <= 0:
        raise ValueError(f"a board cannot be {width} px wide")
    return width / full


def px(length: float, scale: float) -> int:
    """A logical length (an image's width or height) in pixels at ``scale``: at least one."""
    return max(1, round(length * scale))


def at(xy: Sequence[float], scale: float) -> tuple[int, int]:
    """Where a layer goes (``paste``, ``crop``) on an image drawn at ``scale``, from logical ``xy``."""
    return round(xy[0] * scale), round(xy[1] * scale)


def canvas(width: int, height: int, colour: Colour = PAPER, scale: float = 1.0) -> Image.Image:
    """An image for a drawing ``width`` x ``height`` logical pixels at ``scale`` (:func:`new_image` at 1)."""
    return new_image(px(width, scale), px(height, scale), colour)


@lru_cache(maxsize=64)
def _face(path: str, size: int) -> ImageFont.FreeTypeFont:
    return KeptFont(path, size)


def scaled_font(used_font: ImageFont.FreeTypeFont, scale: float) -> ImageFont.FreeTypeFont:
    """``used_font``'s face at its size times ``scale`` (rounded, at least :data:`MIN_SCALED_FONT`)."""
    if scale == 1.0:
        return used_font
    return _face(str(used_font.path), max(MIN_SCALED_FONT, round(used_font.size * scale)))


def drawer(image: Image.Image, scale: float = 1.0) -> ImageDraw.ImageDraw | ScaledDraw:
    """What to draw on ``image`` with (made by :func:`canvas` at ``scale``) in logical pixels."""
    return ImageDraw.Draw(image) if scale == 1.0 else ScaledDraw(image, scale)


def logical_size(draw: ImageDraw.ImageDraw | ScaledDraw) -> tuple[int, int]:
    """The size of the image ``draw`` draws on, in the logical pixels it is drawn in."""
    if isinstance(draw, ScaledDraw):
        return draw.size
    return draw.im.size


Coords = Sequence[float] | Sequence[Sequence[float]]


class ScaledDraw:
    """``ImageDraw.Draw`` of an image drawn at ``scale``, taking the logical pixels of the full-size board.

    Shapes' coordinates are scaled to whole pixels (:meth:`_xy`: every shape alike, so shapes that meet
    at full size still meet), text's to the fraction; line, outline and text-stroke widths are scaled
    too, but never below one pixel when they were drawn; radii likewise; fonts become the same face at the
    scaled size (:func:`scaled_font`). Measurements (``textlength``, ``textbbox``, :attr:`size`) are
    answered in logical pixels. Only the methods the renderers use are here: any other fails rather than
    drawing unscaled."""

    def __init__(self, image: Image.Image, scale: float) -> None:
        if scale <= 0:
            raise ValueError(f"scale {scale} is not positive")
        self._draw = ImageDraw.Draw(image)
        self.scale = scale
        #: The image's size in logical pixels (to the nearest pixel: the image is the rounded scaled size).
        self.size = (round(image.width / scale), round(image.height / scale))

    # -- conversions

    def _xy(self, xy: Coords) -> list[tuple[int, int]]:
        """Coordinates (points, or the corners of a box) at the scale. Pixel ``x`` is the square from
        ``x`` to ``x + 1``: it becomes the pixel under its scaled centre, ``(x + 0.5) * scale``. Every
        shape alike, so shapes that meet at full size meet at the scale too (a box grows by up to a
        pixel: its corner pixels are kept whole)."""
        scale, floor = self.scale, math.floor
        if len(xy) and isinstance(xy[0], int | float):
            xy = list(zip(xy[::2], xy[1::2], strict=True))  # type: ignore[arg-type]
        return [(floor((x + 0.5) * scale), floor((y + 0.5) * scale)) for x, y in xy]  # type: ignore[misc]

    def _width(self, width: float) -> int:
        return max(1, round(width * self.scale)) if width > 0 else 0

    def _font(self, used_font: ImageFont.FreeTypeFont | None) -> ImageFont.FreeTypeFont:
        if not isinstance(used_font, ImageFont.FreeTypeFont):
            raise TypeError("a scaled drawing needs a FreeType font (kit.font) to scale")
        return scaled_font(used_font, self.scale)

    # -- shapes

    def arc(self, xy: Coords, start: float, end: float, fill: Colour | None = None, width: int = 1) -> None:
        self._draw.arc(self._xy(xy), start, end, fill=fill, width=self._width(width))

    def ellipse(self, xy: Coords, fill: Colour | None = None, outline: Colour | None = None,
                width: int = 1) -> None:
        self._draw.ellipse(self._xy(xy), fill=fill, outline=outline, width=self._width(width))

    def line(self, xy: Coords, fill: Colour | None = None, width: int = 1, joint: str | None = None) -> None:
        self._draw.line(self._xy(xy), fill=fill, width=self._width(width), joint=joint)

    def pieslice(self, xy: Coords, start: float, end: float, fill: Colour | None = None,
                 outline: Colour | None = None, width: int = 1) -> None:
        self._draw.pieslice(self._xy(xy), start, end, fill=fill, outline=outline, width=self._width(width))

    def polygon(self, xy: Coords, fill: Colour | None = None, outline: Colour | None = None,
                width: int = 1) -> None:
        self._draw.polygon(self._xy(xy), fill=fill, outline=outline, width=self._width(width))

    def rectangle(self, xy: Coords, fill: Colour | None = None, outline: Colour | None = None,
                  width: int = 1) -> None:
        self._draw.rectangle(self._xy(xy), fill=fill, outline=outline, width=self._width(width))

    def rounded_rectangle(self, xy: Coords, radius: float = 0, fill: Colour | None = None,
                          outline: Colour | None = None, width: int = 1, *,
                          corners: tuple[bool, bool, bool, bool] | None = None) -> None:
        self._draw.rounded_rectangle(self._xy(xy), radius=round(radius * self.scale), fill=fill,
                                     outline=outline, width=self._width(width), corners=corners)

    # -- text

    def text(self, xy: Sequence[float], text: str, fill: Colour | None = None,
             font: ImageFont.FreeTypeFont | None = None, anchor: str | None = None, spacing: float = 4,
             align: str = "left", direction: str | None = None, features: list[str] | None = None,
             language: str | None = None, stroke_width: float = 0, stroke_fill: Colour | None = None,
             embedded_color: bool = False) -> None:
        # Text keeps its sub-pixel position (Pillow places it to the fraction), so it is not rounded.
        self._draw.text((xy[0] * self.scale, xy[1] * self.scale), text, fill=fill, font=self._font(font),
                        anchor=anchor, spacing=spacing * self.scale, align=align, direction=direction,
                        features=features, language=language, stroke_width=self._width(stroke_width),
                        stroke_fill=stroke_fill, embedded_color=embedded_color)

    def textlength(self, text: str, font: ImageFont.FreeTypeFont | None = None, **options: object) -> float:
        """The logical length of ``text`` in ``font`` (what the plain drawing at full size answers)."""
        return _MEASURE.textlength(text, font=font, **options)  # type: ignore[arg-type]

    def textbbox(self, xy: Sequence[float], text: str, font: ImageFont.FreeTypeFont | None = None,
                 **options: object) -> tuple[float, float, float, float]:
        """The logical box of ``text`` drawn at ``xy`` (what the plain drawing at full size answers)."""
        return _MEASURE.textbbox(tuple(xy), text, font=font, **options)  # type: ignore[arg-type]


#: Measures text for :class:`ScaledDraw` (a text's extent does not depend on the image it is drawn on).
_MEASURE = ImageDraw.Draw(Image.new("RGB", (1, 1)))


#: The boards' fixed palettes: ``<game id>.txt``, made by ``python -m render --palettes``.
PALETTE_FOLDER = Path(__file__).resolve().parent / "palettes"


@lru_cache(maxsize=16)
def board_palette(game_id: str) -> Image.Image | None:
    """The fixed palette of ``game_id``'s boards (``render/palettes/<game id>.txt``, made by ``python -m
    render --palettes``) as a palette image, or ``None`` for a title that has none (its boards are
    quantised one by one)."""
    try:
        hexed = (PALETTE_FOLDER / f"{game_id}.txt").read_text(encoding="ascii")
    except FileNotFoundError:
        return None
    palette = Image.new("P", (1, 1))
    palette.putpalette(bytes.fromhex("".join(hexed.split())))
    return palette


def to_png(image: Image.Image, palette: bool | Image.Image | None = False, compress_level: int = 6) -> bytes:
    """PNG bytes that depend only on the pixels: fixed zlib level, no text chunks, no timestamps.

    ``palette=True`` first reduces the image to at most 256 colours (fast octree, no dithering, so flat
    areas and text edges stay clean): a board of flat colours loses nothing visible, and the file is
    several times smaller and quicker to encode. A palette image (:func:`board_palette`) maps the image
    to those colours instead, without dithering: four times quicker than the octree (issue 25) and the
    same in every process. ``compress_level`` is zlib's 0-9; lower is faster and a little larger (3
    halves the time of 6 on a board for about 10% more bytes).
    """
    clean = image
    if isinstance(palette, Image.Image):
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        clean = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    elif palette:
        # An RGB image quantizes as it is (convert would copy every pixel first).
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        clean = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                                              dither=Image.Dither.NONE)
    elif image.info:
        clean = image.copy()
    clean.info = {}
    buffer = io.BytesIO()
    clean.save(buffer, format="PNG", optimize=False, compress_level=compress_level)
    return buffer.getvalue()

"""Line charts of a finished game (issue 31): each seat's chance of winning after every turn (the post-game
review) and each seat's score after every turn (the final card). Pure: numbers and words in, PNG bytes out.

Drawn with the render kit (Pillow), not a plotting library: the chart is a handful of lines, a grid and
labels, which the kit draws in a few milliseconds with the boards' own fonts, paper and seat colours, and
the worker processes that draw it stay as small as they are (a plotting library and its array library
would add tens of MB to install and a noticeable import to every worker for one image per game).

Readable on a phone: drawn :data:`WIDTH` px wide, shown about 400 px wide, so every length is twice what
it must look; the smallest text is width / 40 (the boards' rule, ``kit.MIN_TEXT_SHARE``). Not by colour
alone (colour-blind safe): each seat's line has its own dash pattern and marker shape, every line ends in
its seat's label (the marker again, then the words), and every line has a dark edge so a pale seat colour
(yellow, white) shows on the paper. Turns marked (the review's biggest drops) get a numbered flag on the
line of the seat that played them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from render import kit

__all__ = ["DASHES", "MARKERS", "WIDTH", "Series", "line_chart"]

#: Drawn this wide; shown about half as wide on a phone.
WIDTH = 800
#: Dash patterns (on, off, in px; empty: solid) and marker shapes, one each per seat, in seat order.
DASHES: tuple[tuple[int, ...], ...] = ((), (18, 9), (5, 7), (22, 7, 5, 7), (10, 10), (3, 4))
MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "down", "cross")
#: Markers per line at most (a long game's line would be a string of beads otherwise).
MARKS_PER_LINE = 12
LINE = 5
EDGE = 2


@dataclass(frozen=True)
class Series:
    """One seat's line: its values (one per position, from the set-up on), its label and colour."""

    label: str
    values: tuple[float, ...]
    colour: kit.Colour
    #: Positions to flag (the review's drops), as (index, flag text).
    flags: tuple[tuple[int, str], ...] = field(default=())


def _dashed(draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]], pattern: Sequence[int],
            fill: kit.Colour, width: int) -> None:
    """A polyline in ``pattern`` (on, off, ... px; empty: solid), the dashes running on across corners."""
    if not pattern:
        draw.line(list(points), fill=fill, width=width, joint="curve")
        return
    index, left, on = 0, float(pattern[0]), True
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        done = 0.0
        while done < length - 1e-9:
            step = min(left, length - done)
            if on:
                a, b = done / length, (done + step) / length
                start = (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a)
                draw.line([start, (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)], fill=fill, width=width)
            done += step
            left -= step
            if left <= 1e-9:
                index = (index + 1) % len(pattern)
                left, on = float(pattern[index]), not on
                if len(pattern) % 2 and index == 0:
                    on = True


def marker(draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, size: float, fill: kit.Colour,
           edge: kit.Colour = kit.INK) -> None:
    """A seat's marker: ``shape`` (one of :data:`MARKERS`) ``size`` px across, edged."""
    r = size / 2
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=edge, width=EDGE)
    elif shape == "square":
        q = r * 0.85
        draw.rectangle((cx - q, cy - q, cx + q, cy + q), fill=fill, outline=edge, width=EDGE)
    elif shape == "triangle":
        draw.polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], fill=fill, outline=edge,
                     width=EDGE)
    elif shape == "down":
        draw.polygon([(cx, cy + r), (cx + r, cy - r * 0.8), (cx - r, cy - r * 0.8)], fill=fill, outline=edge,
                     width=EDGE)
    elif shape == "diamond":
        draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill, outline=edge,
                     width=EDGE)
    elif shape == "cross":
        w = r * 0.4
        arms = [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w), (cx + r, cy + w),
                (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r), (cx - w, cy + w), (cx - r, cy + w),
                (cx - r, cy - w), (cx - w, cy - w)]
        draw.polygon(arms, fill=fill, outline=edge, width=EDGE)
    else:
        raise ValueError(f"no marker {shape!r}")


def _nice_top(value: float) -> float:
    """A round axis top at or above ``value`` (1, 2, 2.5, 5 times a power of ten)."""
    if value <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10):  # each a multiple of 4 tenths: round ticks
        if step * power >= value - 1e-9:
            return step * power
    return 10 * power


def _score_axis(lowest: float, highest: float) -> tuple[float, float]:
    """The score axis: from 0 (or a round value below a negative score) to a round top, in four round
    steps."""
    if lowest >= 0:
        return 0.0, _nice_top(highest)
    step = _nice_top((max(highest, 0.0) - lowest) / 4)
    while True:
        low = math.floor(lowest / step) * step
        if low + 4 * step >= highest - 1e-9:
            return low, low + 4 * step
        step = _nice_top(step * 1.0001)


def _turn_step(last: int) -> int:
    """Turns between two ticks of the x axis: 1, 2 or 5 times a power of ten, six ticks or fewer."""
    power = 1
    while True:
        for step in (1, 2, 5):
            if last / (step * power) <= 6:
                return step * power
        power *= 10


def _spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Label heights as near ``wanted`` as they can be while at least ``gap`` apart within [low, high]
    (order kept): pushed down where they crowd, then back up from the bottom edge."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = [min(max(value, low), high) for value in wanted]
    for before, after in zip(order, order[1:], strict=False):
        placed[after] = max(placed[after], placed[before] + gap)
    if order:
        placed[order[-1]] = min(placed[order[-1]], high)
    for below, above in zip(order[::-1], order[-2::-1], strict=False):
        placed[above] = min(placed[above], placed[below] - gap)
    return placed


def line_chart(series: Sequence[Series], *, title: str, x_label: str, percent: bool = False,
               height: int = 460, width: int = WIDTH) -> bytes:
    """The chart as PNG bytes: one line per series over positions 0..n (turns), ``percent``: values in
    [0, 1] shown as 0-100 %, else a score axis from 0 to a round top. The same input gives the same bytes."""
    if not series or any(len(s.values) != len(series[0].values) for s in series):
        raise ValueError("a chart needs series of one length")
    count = len(series[0].values)
    small = kit.font(max(kit.min_text_size(width), 20))
    bold = kit.font(max(kit.min_text_size(width), 24), bold=True)
    image = kit.new_image(width, height, kit.PANEL)
    draw = ImageDraw.Draw(image)
    # Room: the title on top, the axis words at the bottom, the tick labels left, the line labels right.
    label_font = kit.font(max(kit.min_text_size(width), 21), bold=True)
    right_room = min(width * 2 // 5, 48 + max(kit.text_width(s.label, label_font) for s in series))
    left, top = 62, 16 + kit.text_height(bold) + 22
    right, bottom = width - right_room, height - 2 * kit.text_height(small) - 16
    kit.draw_text(draw, (left, 14), kit.wrap_text(title, bold, width - left - 10)[0], bold, fill=kit.INK)
    low_value, top_value = (0.0, 1.0) if percent else _score_axis(min(min(s.values) for s in series),
                                                                  max(max(s.values) for s in series))
    # Grid and the y axis: four steps.
    for step in range(5):
        value = low_value + (top_value - low_value) * step / 4
        y = bottom - (bottom - top) * step / 4
        draw.line([(left, y), (right, y)], fill=kit.GREY_LIGHT, width=2)
        tick = f"{round(value * 100)}%" if percent else f"{value:g}"
        kit.draw_text(draw, (left - 8, y), tick, small, fill=kit.GREY_DARK, anchor="rm")
    draw.line([(left, top), (left, bottom)], fill=kit.GREY_DARK, width=2)
    draw.line([(left, bottom), (right, bottom)], fill=kit.GREY_DARK, width=2)
    last = max(1, count - 1)

    def x_of(index: int) -> float:
        return left + (right - left) * index / last

    def y_of(value: float) -> float:
        share = (max(low_value, min(value, top_value)) - low_value) / (top_value - low_value)
        return bottom - (bottom - top) * share

    # Turn ticks on the x axis: about six, at round numbers.
    spacing = _turn_step(last)
    for turn in range(0, last + 1, spacing):
        x = x_of(turn)
        draw.line([(x, bottom), (x, bottom + 6)], fill=kit.GREY_DARK, width=2)
        kit.draw_text(draw, (x, bottom + 8), str(turn), small, fill=kit.GREY_DARK, anchor="ma")
    kit.draw_text(draw, ((left + right) / 2, height - 6), x_label, small, fill=kit.GREY_DARK, anchor="md")
    # The lines: a dark edge under each, then the colour, then the markers (offset per seat so that
    # lines running together still show every shape).
    every = max(1, math.ceil(count / MARKS_PER_LINE))
    for number, one in enumerate(series):
        points = [(x_of(i), y_of(v)) for i, v in enumerate(one.values)]
        pattern = DASHES[number % len(DASHES)]
        _dashed(draw, points, pattern, kit.INK, LINE + 2 * EDGE)
        _dashed(draw, points, pattern, one.colour, LINE)
    for number, one in enumerate(series):
        shape = MARKERS[number % len(MARKERS)]
        offset = (number * every) // max(1, len(series))
        for index in range(offset, count, every):
            marker(draw, shape, x_of(index), y_of(one.values[index]), 16, one.colour)
        marker(draw, shape, x_of(count - 1), y_of(one.values[-1]), 18, one.colour)
    # Flags: a numbered disc above the point.
    for one in series:
        for index, flag in one.flags:
            x, y = x_of(index), y_of(one.values[index])
            fy = max(top + 14, y - 30)
            draw.line([(x, y), (x, fy)], fill=kit.INK, width=2)
            draw.ellipse((x - 14, fy - 14, x + 14, fy + 14), fill=kit.HIGHLIGHT, outline=kit.INK, width=2)
            kit.centred_text(draw, (x, fy), flag, kit.font(20, bold=True), fill=kit.WHITE)
    # The labels at the lines' ends, spread so they never overlap.
    heights = _spread([y_of(s.values[-1]) for s in series], kit.text_height(label_font) + 2, top,
                      bottom)
    for number, (one, y) in enumerate(zip(series, heights, strict=True)):
        x = right + 14
        marker(draw, MARKERS[number % len(MARKERS)], x + 12, y, 18, one.colour)
        label = one.label
        room = width - (x + 28) - 4
        while label and kit.text_width(label, label_font) > room:
            label = label[:-2] + "…" if len(label) > 2 else ""
        kit.draw_text(draw, (x + 28, y), label, label_font, fill=kit.INK, anchor="lm")
    return kit.to_png(image, palette=True)


def open_png(data: bytes) -> Image.Image:
    """A chart's PNG as an image (tests and tools)."""
    import io

    return Image.open(io.BytesIO(data))

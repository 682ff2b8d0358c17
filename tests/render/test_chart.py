"""The charts of issue 31 (render/chart.py): the review's chance of winning and the final card's scores.
Pure: the same numbers give the same bytes; the size is the one asked; seats are told apart by more than
colour (dash, marker, label), checked as a colour-blind reader would see them (render/colourblind.py)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import colourblind, kit
from render.chart import DASHES, MARKERS, WIDTH, Series, line_chart


def chances(seats: int, turns: int) -> list[Series]:
    lines = []
    for seat in range(seats):
        values = tuple(round(((turn * (seat + 3)) % 11) / 10, 2) for turn in range(turns + 1))
        lines.append(Series(f"Seat {seat + 1}", values, kit.player_colour(seat),
                            ((turns // 2, "1"),) if seat == 0 else ()))
    return lines


def test_the_same_numbers_give_the_same_bytes_and_the_size_asked():
    first = line_chart(chances(3, 40), title="Chance of winning", x_label="Turn", percent=True)
    again = line_chart(chances(3, 40), title="Chance of winning", x_label="Turn", percent=True)
    assert first == again
    assert Image.open(io.BytesIO(first)).size == (WIDTH, 460)
    scores = [Series("Red", (0, 3, 3, 9, 14), kit.player_colour(0)), Series("Blue", (0, 1, 6, 6, 12),
                                                                            kit.player_colour(1))]
    small = line_chart(scores, title="Scores", x_label="Turn", height=380)
    assert Image.open(io.BytesIO(small)).size == (WIDTH, 380)
    assert small != line_chart(scores[::-1], title="Scores", x_label="Turn", height=380)
    # Small enough to be no burden on a card (a palette PNG of flat colours).
    assert len(first) < 60_000 and len(small) < 40_000


def test_a_long_game_and_a_solo_game_draw_too():
    assert line_chart(chances(4, 400), title="x", x_label="Turn", percent=True)
    assert line_chart([Series("The table", (10.0, 12.5, 9.0), kit.player_colour(0))], title="x",
                      x_label="Turn")
    # A negative score (Tiwanaku's penalties) is drawn below zero, not flattened onto it.
    below = [Series("Red", (0, 2, -3, -6), kit.player_colour(0)), Series("Blue", (0, 4, 10, 20),
                                                                          kit.player_colour(1))]
    flat = [Series("Red", (0, 2, 0, 0), kit.player_colour(0)), below[1]]
    assert line_chart(below, title="x", x_label="Turn") != line_chart(flat, title="x", x_label="Turn")
    with pytest.raises(ValueError):
        line_chart([Series("a", (1.0,), kit.INK), Series("b", (1.0, 2.0), kit.INK)], title="x", x_label="x")


def test_seats_differ_by_dash_and_marker_not_by_colour_alone():
    # Two seats a colour-blind reader cannot tell apart by colour (the same colour, the worst case): the
    # chart with their lines swapped is still a different picture, so the lines tell them apart.
    grey = (120, 120, 120)
    a = Series("North", tuple(v / 10 for v in (1, 3, 5, 7, 9, 8, 6)), grey)
    b = Series("South", tuple(v / 10 for v in (9, 7, 5, 3, 1, 2, 4)), grey)
    shown = line_chart([a, b], title="x", x_label="Turn", percent=True)
    swapped = line_chart([Series("North", b.values, grey), Series("South", a.values, grey)], title="x",
                         x_label="Turn", percent=True)
    assert shown != swapped
    assert len(set(DASHES)) == len(DASHES) and len(set(MARKERS)) == len(MARKERS)


@pytest.mark.parametrize("kind", ["deuteranopia", "protanopia"])
@pytest.mark.parametrize("seat", [2, 5])  # yellow and white: the pale seat colours
def test_a_pale_seats_line_stands_out_from_the_paper_for_a_colour_blind_reader(kind: str, seat: int):
    """A line has a dark edge: whatever its seat's colour looks like (yellow, white: close to the paper),
    the edge is far from the paper, so the line shows."""
    line = Series("Pale", (0.5,) * 9, kit.player_colour(seat))
    image = Image.open(io.BytesIO(line_chart([line], title="x", x_label="Turn", percent=True))).convert("RGB")
    seen = colourblind.simulate_image(image, kind)
    paper = colourblind.simulate(kit.PANEL, kind)
    column = [seen.getpixel((250, y)) for y in range(80, 400)]  # across the plot, away from every text
    far = [pixel for pixel in column if colourblind.delta_e(pixel, paper) > 40]
    assert len(far) >= 2, "the line's edge is drawn above and below its colour"

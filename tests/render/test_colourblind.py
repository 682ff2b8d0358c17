"""Colour-blind viewers (issue 11): the colours a board asks players to tell apart stay apart under
deuteranopia and protanopia, and the last-move mark is a shape, not only a colour.

Threshold. ``MIN_DELTA_E`` is a CIEDE2000 difference of 10. About 1-2 is a just noticeable difference for
large patches side by side; small patches on a phone, seen one at a time and not side by side, need far
more, and around 10 two colours read as different colours at a glance (not a nuance of one). The palettes
were tuned to keep at least 12 under all three kinds of vision (the tribes' blue and purple, 12.3 for a
protanope, are the closest pair), so the test leaves a small margin for later touch-ups.

Groups below are the colours that carry meaning by themselves (a fill, a piece). Exempt, because every
use carries its own label: Tiwanaku's crop tokens (their number 1-5 is drawn on each; potato brown and
chili red are 1.8 apart for a protanope) and the highlight magenta (the last-move mark is a shape).
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render import colourblind, kit, tiwanaku, wayfinders

MIN_DELTA_E = 10.0

GROUPS: dict[str, dict[str, kit.Colour]] = {
    "iwari tribes": dict(kit.TRIBE_COLOURS),
    "iwari biomes": dict(kit.BIOME_COLOURS),
    "tiwanaku terrains": dict(tiwanaku.TERRAIN_FILL),
    "tiwanaku players": {kit.player_mark(seat): kit.player_colour(seat) for seat in range(4)},
    "wayfinders islands": dict(wayfinders.ISLAND_FILL),
    "wayfinders pilots": dict(zip(wayfinders.SEAT_MARKS, wayfinders.SEAT_COLOURS, strict=True)),
    "wayfinders resources": dict(wayfinders.RESOURCE_COLOUR),
    "wayfinders tile backs": dict(wayfinders.BACK_COLOUR),
}


@pytest.mark.parametrize("kind", colourblind.KINDS)
@pytest.mark.parametrize("group", sorted(GROUPS))
def test_every_pair_that_must_be_told_apart_is_apart(group, kind):
    difference, first, second = colourblind.worst_pair(GROUPS[group], kind)
    assert difference >= MIN_DELTA_E, f"{group}: {first} and {second} only {difference:.1f} apart ({kind})"


def test_tiwanaku_valley_and_desert_differ_in_lightness():
    """The pair issue 11 names: a red-green colour-blind viewer keeps lightness, so that is the cue."""
    valley = colourblind.lab(tiwanaku.TERRAIN_FILL["valley"])[0]
    desert = colourblind.lab(tiwanaku.TERRAIN_FILL["desert"])[0]
    assert abs(valley - desert) >= 12


@pytest.mark.parametrize("lab1, lab2, expected", [
    # Sharma, Wu and Dalal (2005), the CIEDE2000 test data, pairs 1, 7, 17, 19 and 34.
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0000),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
])
def test_ciede2000_matches_the_published_test_data(lab1, lab2, expected):
    assert colourblind.delta_e_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_simulation_keeps_greys_and_merges_a_red_green_confusion_pair():
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        for kind in colourblind.KINDS:
            assert all(abs(a - b) <= 2 for a, b in zip(colourblind.simulate(grey, kind), grey, strict=True))
    # Red and green, wildly apart for normal vision, become close for both dichromacies.
    red, green = (200, 60, 40), (90, 140, 40)
    normal = colourblind.delta_e(red, green)
    for kind in ("deuteranopia", "protanopia"):
        seen = colourblind.delta_e(colourblind.simulate(red, kind), colourblind.simulate(green, kind))
        assert seen < normal / 3, kind


def test_simulate_image_maps_every_pixel_like_simulate():
    image = Image.new("RGB", (3, 1))
    image.putdata([(230, 159, 0), (0, 114, 178), (204, 121, 167)])
    seen = colourblind.simulate_image(image, "protanopia")
    pixels = [image.getpixel((x, 0)) for x in range(3)]
    expected = [colourblind.simulate(p, "protanopia") for p in pixels]
    assert [seen.getpixel((x, 0)) for x in range(3)] == expected


def test_last_move_mark_is_a_shape_not_only_a_colour():
    """In grey (as any viewer loses the hue) the mark still has its ink ticks outside the ring, which a
    ring of some tribe colour would not."""
    image = kit.new_image(120, 120, kit.WHITE)
    kit.draw_last_move(ImageDraw.Draw(image), (30, 30, 90, 90), width=6)
    grey = image.convert("L")
    ticks = [(60, 22), (60, 98), (22, 60), (98, 60)]  # outside the box, on the four ticks
    assert all(grey.getpixel(p) < 80 for p in ticks)
    assert grey.getpixel((60, 60)) > 240 and grey.getpixel((8, 8)) > 240  # inside and far outside clear

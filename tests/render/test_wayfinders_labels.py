"""Issue 12: every label of the Wayfinders images fits its box in every language.

``render.wayfinders.fitted_labels(lang)`` lists each kind of label at its longest (largest numbers, every
pilot, phase, tile effect and key entry) with the font it is drawn in and the room its box leaves. Each is
measured here with Pillow, so a translation too long for its box fails this test instead of being clipped
or running into its neighbour on a player's phone."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES
from render import wayfinders
from rules.wayfinders.tiles import TILES

KINDS = {"header", "status", "home", "back", "effect", "hangars", "scores", "legend", "hand title",
         "hand line"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_label_fits_its_box(lang):
    labels = wayfinders.fitted_labels(lang)
    assert {kind for kind, *_ in labels} == KINDS
    too_long = [(kind, text, round(font.getlength(text)), round(room)) for kind, text, font, room in labels
                if font.getlength(text) > room]
    assert too_long == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tile_effect_fits_the_band_without_losing_words(lang):
    for tile in TILES:
        words = wayfinders._effect_text(lang, {"kind": tile.kind, "colour": tile.colour_name,
                                                "amount": tile.amount, "family": tile.family,
                                                "min_cost": tile.min_cost})
        lines, _ = wayfinders._effect_lines(words, wayfinders.effect_room(tile.back))
        assert len(lines) <= wayfinders.EFFECT_LINES, (tile.id, lines)
        assert " ".join(lines).split() == words.split()


def test_the_measurement_can_fail():
    """A label longer than its room is caught: the check is not vacuous."""
    kind, text, font, room = next(label for label in wayfinders.fitted_labels("en") if label[0] == "back")
    assert font.getlength(text * 3) > room

"""Issue 25: boards are mapped to a palette fixed per title (``render/palettes/``) instead of being
quantised one by one. What a player relies on: the board looks the same as its full-colour drawing
(boards of games the palette was not made from, at every player count and option), the colours that
carry meaning are exact, the bytes depend on the view alone, and the palettes are those the current
renderers give. Iwari keeps a palette made for each board (its map needs more colours; see
``render/__main__.py``)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

import render
from render import kit
from render.__main__ import _stages, palette_text, palette_titles, scenarios
from rules import GAMES

TITLES = palette_titles()


def _errors(drawn: Image.Image, png: bytes) -> tuple[float, float]:
    """The mean difference (0-255, over every channel of every pixel) between a board's drawing and its
    PNG, and the share of pixels more than 24 levels off in some channel."""
    with Image.open(io.BytesIO(png)) as posted:
        assert posted.mode == "P"  # paletted: the small, quick PNG
        difference = ImageChops.difference(drawn, posted.convert("RGB"))
    histogram = difference.histogram()
    channels = [histogram[256 * n:256 * (n + 1)] for n in range(3)]
    pixels = drawn.width * drawn.height
    mean = sum(level * count for channel in channels for level, count in enumerate(channel)) / (3 * pixels)
    worst = ImageChops.lighter(ImageChops.lighter(*difference.split()[:2]), difference.split()[2])
    off = sum(worst.histogram()[25:]) / pixels
    return mean, off


@pytest.mark.parametrize("game_id", TITLES)
def test_a_board_on_its_titles_palette_looks_like_its_drawing(game_id: str):
    """Boards of another seed than the palette's, in every demo scenario (player counts, options) and in
    another language: on average under 1.5 levels off, and almost no pixel visibly off."""
    game = GAMES[game_id]
    assert kit.board_palette(game_id) is not None
    for players, options in scenarios(game):
        for stage, state in _stages(game, players, options, seed=7):
            view = game.view(state, None)
            lang = "de" if stage == "middle" else "en"
            drawn = render.board_image(game_id, view, lang=lang)
            mean, off = _errors(drawn, render.board(game_id, view, lang=lang))
            assert mean < 1.5, f"{game_id} {players}p {options} {stage}: mean error {mean:.2f}"
            assert off < 0.001, f"{game_id} {players}p {options} {stage}: {off:.2%} of pixels off"


@pytest.mark.parametrize("game_id", TITLES)
def test_the_colours_that_carry_meaning_are_in_every_palette_exactly(game_id: str):
    palette = kit.board_palette(game_id)
    assert palette is not None
    values = palette.getpalette() or []
    colours = {tuple(values[i:i + 3]) for i in range(0, len(values), 3)}
    assert set(kit.FIXED_COLOURS) <= colours
    assert {kit.player_colour(seat) for seat in range(6)} | {kit.HIGHLIGHT} <= colours


def test_a_boards_bytes_depend_on_its_view_alone():
    """The palette is the title's, not learnt from earlier boards: the same view gives the same bytes
    whatever was drawn before (the render pool's workers and the bot's process agree)."""
    game = GAMES["wayfinders"]
    first = game.view(game.setup(3, {}, 2), None)
    before = render.board("wayfinders", first)
    for seed in range(3, 6):
        render.board("wayfinders", game.view(game.setup(4, {}, seed), None))
        render.board("iwari", GAMES["iwari"].view(GAMES["iwari"].setup(5, {}, seed), None))
    assert render.board("wayfinders", first) == before


def test_the_titles_with_a_fixed_palette():
    assert TITLES == ["tiwanaku", "wayfinders"]
    assert kit.board_palette("iwari") is None


@pytest.mark.parametrize("game_id", TITLES)
def test_the_palettes_are_the_ones_the_renderers_give_now(game_id: str):
    """``render/palettes/`` holds what ``python -m render --palettes`` makes from today's renderers: a
    change of a renderer's colours, or a new title, fails here until the palettes are made again (one
    title a test: each draws every demo board of its title, so parallel workers share them out)."""
    assert sorted(path.stem for path in kit.PALETTE_FOLDER.glob("*.txt")) == TITLES
    assert (kit.PALETTE_FOLDER / f"{game_id}.txt").read_text(encoding="ascii") == palette_text(game_id), (
        f"{game_id}: the boards' palette is out of date: run `python -m render --palettes`")

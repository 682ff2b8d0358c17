"""Boards readable on a phone (issue 11): at most ~1100 px wide, no text smaller than width / 40, and the
turn number in the image the same as in the bot's embed title ("after turn N", N = ``turn_count``).

The text sizes are measured, not taken from constants: every ``ImageDraw.text`` call made while a board
renders (with every render cache emptied first) is recorded with its font size and the width of the
canvas it draws on. Each renderer declares, next to its drawing code, the canvases it draws text on and
their scale in the posted image (``CANVAS_SCALES``: Iwari's map layer is drawn at twice the size and
scaled down, Wayfinders pastes cached cell tiles unscaled); text on any other canvas fails the test.

The boards measured are every registered game's declared ``scenarios.phone_boards`` (largest player
counts, every module and mode that adds to the image), drawn by its ``render/<game>.py``; a game without
them fails. Those marked ``turn_in_image`` are also checked against the embed title, and those with a
``max_png_bytes`` against that size.
"""

from __future__ import annotations

import importlib
import io
from types import ModuleType

import pytest
from PIL import Image, ImageDraw
from scenario_cases import per_case, require

import render
from render import kit
from rules import GAMES
from rules.base import BoardScenario
from rules.players import RandomPlayer


def _name(case: BoardScenario) -> str:
    return f"{case.players}p-{'+'.join(f'{k}={v}' for k, v in case.options.items()) or 'default'}"


#: (game id, board scenario) for every registered game's declared phone boards.
CASES = per_case("phone_boards", name=_name)
TURN_CASES = per_case("phone_boards", keep=lambda case: case.turn_in_image, every_game_keeps="turn_in_image",
                      name=_name)
SIZE_CASES = per_case("phone_boards", keep=lambda case: case.max_png_bytes is not None, name=_name)


def _module(game_id: str) -> ModuleType:
    """The game's renderer, found as ``render`` finds it: ``render/<game id>.py``."""
    return importlib.import_module(f"render.{game_id}")


def _stages(game_id: str, case: BoardScenario) -> list:
    game = GAMES[game_id]
    state = game.setup(case.players, case.options, case.seed)
    player = RandomPlayer(case.seed)
    history = [state]
    while not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
        history.append(state)
    return [history[1], history[len(history) // 2], history[len(history) * 9 // 10], history[-1]]


class TextRecorder:
    """Records (text, font size, canvas width) of every ``ImageDraw.text`` call while installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[str, int, int]] = []
        original = ImageDraw.ImageDraw.text
        recorder = self

        def text(draw: ImageDraw.ImageDraw, xy, content, *args, **kwargs):
            used_font = kwargs.get("font") if "font" in kwargs else (args[1] if len(args) > 1 else None)
            if content and str(content).strip():
                size = getattr(used_font, "size", 0)
                recorder.calls.append((str(content), size, draw.im.size[0]))
            return original(draw, xy, content, *args, **kwargs)

        monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)


def _clear_caches(module) -> None:
    """Empty the renderer's caches: cached layers draw (and so record) their text on a miss only."""
    for value in vars(module).values():
        own = getattr(value, "__module__", "") == module.__name__
        if own and callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


def _render(game_id: str, state, recorder: TextRecorder) -> tuple[int, int]:
    _clear_caches(_module(game_id))
    recorder.calls.clear()
    png = render.board(game_id, GAMES[game_id].view(state, None))
    return Image.open(io.BytesIO(png)).size


@pytest.mark.parametrize("game_id, case", CASES)
def test_board_is_narrow_and_no_text_is_smaller_than_a_fortieth_of_its_width(game_id, case, monkeypatch):
    recorder = TextRecorder(monkeypatch)
    for state in _stages(game_id, require(case)):
        width, height = _render(game_id, state, recorder)
        assert width <= 1100, "Discord shows the board about 400 px wide on a phone"
        assert height <= 1.7 * width, "a phone shows a very tall image shrunk: keep it near portrait"
        assert recorder.calls, "nothing recorded: the recorder is not in the path of the drawing"
        smallest = kit.min_text_size(width)
        scales = _module(game_id).CANVAS_SCALES
        assert scales[width] == 1.0
        for text, size, canvas_width in recorder.calls:
            assert canvas_width in scales, f"{text!r} drawn on an undeclared {canvas_width} px canvas"
            effective = size * scales[canvas_width]
            assert effective >= smallest, f"{text!r} at {effective:g} px < {smallest} px (width {width} / 40)"


def test_the_recorder_catches_small_text(monkeypatch):
    """The measurement itself can fail: a 14 px label on a 1000 px canvas is caught."""
    recorder = TextRecorder(monkeypatch)
    image = kit.new_image(1000, 100)
    ImageDraw.Draw(image).text((5, 5), "deck 12", font=kit.font(14))
    assert recorder.calls == [("deck 12", 14, 1000)]
    assert 14 < kit.min_text_size(1000) == 25


@pytest.mark.parametrize("game_id, case", TURN_CASES)
def test_image_names_the_same_turn_as_the_embed_title(game_id, case, monkeypatch):
    """``bot.cards.board_card`` titles the board "<title> · after turn {game.turn_count(state)}"."""
    game = GAMES[game_id]
    recorder = TextRecorder(monkeypatch)
    for state in _stages(game_id, require(case)):
        _render(game_id, state, recorder)
        texts = [text for text, _, _ in recorder.calls]
        turn = game.turn_count(state)
        assert any(f"after turn {turn}" in text for text in texts), texts[:3]
        # No other turn number anywhere, in particular not the next turn's ("Turn 26" against "after 25").
        assert not any(f"turn {turn + 1}" in text.lower() for text in texts)


@pytest.mark.parametrize("game_id, case", SIZE_CASES)
def test_boards_stay_under_their_declared_size(game_id, case):
    """Issue 17: Tiwanaku and Wayfinders encode at zlib level 3 (faster) on the condition that a board of
    the largest player count stays under 100 KB all through a game (their scenarios declare the limit)."""
    for state in _stages(game_id, require(case)):
        assert len(render.board(game_id, GAMES[game_id].view(state, None))) < case.max_png_bytes

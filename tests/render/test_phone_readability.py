"""Boards readable on a phone (issue 11): at most ~1100 px wide, no text smaller than width / 40, and the
turn number in the image the same as in the bot's embed title ("after turn N", N = ``turn_count``).

The text sizes are measured, not taken from constants: every ``ImageDraw.text`` call made while a board
renders (with every render cache emptied first) is recorded with its font size and the width of the
canvas it draws on. Each renderer declares, next to its drawing code, the canvases it draws text on and
their scale in the posted image (``CANVAS_SCALES``: Iwari's map layer is drawn at twice the size and
scaled down, Wayfinders pastes cached cell tiles unscaled); text on any other canvas fails the test.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

import render
from render import iwari, kit, tiwanaku, wayfinders
from rules import GAMES
from rules.players import RandomPlayer

# game, players, options, seed: the largest player counts, every module and mode that adds to the image.
CASES = [
    ("iwari", 5, {"feats": "on", "expeditions": "on"}, 2),
    ("iwari", 2, {"map": "long_road"}, 3),
    ("iwari", 4, {"map": "floating_lands", "feats": "on"}, 4),
    ("tiwanaku", 4, {}, 1),
    ("tiwanaku", 1, {}, 2),
    ("tiwanaku", 4, {"size": "short", "mode": "cooperative"}, 3),
    ("wayfinders", 4, {}, 1),
    ("wayfinders", 2, {"exploration": "on"}, 4),
]
MODULES = {"iwari": iwari, "tiwanaku": tiwanaku, "wayfinders": wayfinders}


def _stages(game_id: str, players: int, options: dict, seed: int) -> list:
    game = GAMES[game_id]
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
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
    _clear_caches(MODULES[game_id])
    recorder.calls.clear()
    png = render.board(game_id, GAMES[game_id].view(state, None))
    return Image.open(io.BytesIO(png)).size


@pytest.mark.parametrize("game_id, players, options, seed", CASES,
                         ids=[f"{g}-{p}p-{'+'.join(f'{k}={v}' for k, v in o.items()) or 'default'}"
                              for g, p, o, _ in CASES])
def test_board_is_narrow_and_no_text_is_smaller_than_a_fortieth_of_its_width(game_id, players, options,
                                                                              seed, monkeypatch):
    recorder = TextRecorder(monkeypatch)
    for state in _stages(game_id, players, options, seed):
        width, height = _render(game_id, state, recorder)
        assert width <= 1100, "Discord shows the board about 400 px wide on a phone"
        assert height <= 1.7 * width, "a phone shows a very tall image shrunk: keep it near portrait"
        assert recorder.calls, "nothing recorded: the recorder is not in the path of the drawing"
        smallest = kit.min_text_size(width)
        scales = MODULES[game_id].CANVAS_SCALES
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


@pytest.mark.parametrize("game_id, players, options, seed", [CASES[0], CASES[3], CASES[5], CASES[6]])
def test_image_names_the_same_turn_as_the_embed_title(game_id, players, options, seed, monkeypatch):
    """``bot.messages.board_embed`` titles the board "<title> · after turn {game.turn_count(state)}"."""
    game = GAMES[game_id]
    recorder = TextRecorder(monkeypatch)
    for state in _stages(game_id, players, options, seed):
        _render(game_id, state, recorder)
        texts = [text for text, _, _ in recorder.calls]
        turn = game.turn_count(state)
        assert any(f"after turn {turn}" in text for text in texts), texts[:3]
        # No other turn number anywhere, in particular not the next turn's ("Turn 26" against "after 25").
        assert not any(f"turn {turn + 1}" in text.lower() for text in texts)


@pytest.mark.parametrize("game_id, players, options, seed", [CASES[3], CASES[5], CASES[6]])
def test_zlib_level_3_boards_stay_under_100_kb(game_id, players, options, seed):
    """Issue 17: Tiwanaku and Wayfinders encode at zlib level 3 (faster) on the condition that a board of
    the largest player count stays under 100 KB all through a game."""
    for state in _stages(game_id, players, options, seed):
        assert len(render.board(game_id, GAMES[game_id].view(state, None))) < 100_000

"""Boards readable on a phone (issue 11): at most ~1100 px wide, no text smaller than width / 40, and the
turn number in the image the same as in the bot's embed title ("after turn N", N = ``turn_count``).

The text sizes are measured, not taken from constants: every ``ImageDraw.text`` call made while a board
renders is recorded with its font size and the width of the canvas it draws on. A canvas narrower or
wider than the board counts only if it is the board's width times a supersampling factor the renderer
declares (Iwari draws its map layer at twice the size and scales it down), so text drawn on a canvas that
is later shrunk cannot slip through.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

import render
from render import iwari, kit
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
SUPERSAMPLING = {"iwari": (1, iwari.SUPERSAMPLE), "tiwanaku": (1,), "wayfinders": (1,)}


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


def _render(game_id: str, state, recorder: TextRecorder) -> tuple[int, int]:
    if game_id == "iwari":
        iwari._map_layer.cache_clear()  # the map layer's text is drawn (and recorded) on a cache miss only
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
        for text, size, canvas_width in recorder.calls:
            factors = [k for k in SUPERSAMPLING[game_id] if canvas_width == width * k]
            assert factors, f"{text!r} drawn on a {canvas_width} px canvas that is not the board scaled"
            effective = size / factors[0]
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

"""Issue 25: a replay's frames are boards drawn at the frame width (``render.board_image(width=…)``), not
full-size boards shrunk (the shrink cost as much as the drawing). The full-size board is unchanged (the
plain drawing, not the scaled one); a replay frame never makes a full-size board nor resizes one. That a
board drawn smaller is the full board shrunk is the game contract's (``renderer.scaled``, checked on every
game by the conformance kit)."""

from __future__ import annotations

import importlib

import pytest
from PIL import Image

import render
from core.records import FORMAT, FORMAT_VERSION, turn_frames
from render import kit, replay
from rules import GAMES
from rules.players import RandomPlayer


def _frames(game_id: str, limit: int = 60) -> list:
    """The frames (public views) of a seeded random game at the largest player count, ``limit`` turns."""
    game = GAMES[game_id]
    players = game.max_players
    state = game.setup(players, {}, 5)
    player = RandomPlayer(5)
    actions = []
    while not game.is_over(state) and len(actions) < limit:
        action = player.choose(game, state)
        actions.append({"action": game.encode(action)})
        state = game.apply(state, action)
    record = {"format": FORMAT, "format_version": FORMAT_VERSION, "game": game_id, "seed": 5, "options": {},
              "seats": [{"seat": n} for n in range(players)], "actions": actions}
    return turn_frames(record, GAMES)


def _clear_caches(game_id: str) -> None:
    """Empty the renderer's cached layers, so that drawing them is part of what a test sees."""
    module = importlib.import_module(f"render.{game_id}")
    for value in vars(module).values():
        own = getattr(value, "__module__", "") == module.__name__
        if own and callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_full_size_board_is_drawn_as_before_whatever_says_so(game_id, monkeypatch):
    """``width=None`` and ``width=WIDTH`` are the full-size board, drawn with the plain ``ImageDraw``
    (the scaled drawing is never made), the same pixels :func:`render.board` encodes."""
    frames = _frames(game_id, limit=20)

    def refused(*args, **kwargs):
        raise AssertionError("the full-size board went through the scaled drawing")

    monkeypatch.setattr(kit.ScaledDraw, "__init__", refused)
    _clear_caches(game_id)
    for frame in (frames[1], frames[-1]):
        default = render.board_image(game_id, frame.view, last_action=frame.last_action)
        full = render.board_image(game_id, frame.view, last_action=frame.last_action,
                                  width=render.board_width(game_id))
        assert default.width == render.board_width(game_id)
        assert default.tobytes() == full.tobytes()


@pytest.mark.parametrize("whole", [50, 277])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_replay_frame_is_drawn_at_its_width_never_at_full_size(game_id, whole, monkeypatch):
    """No image as wide as the full board is made, nothing is resized but Iwari's map layer (drawn
    supersampled, once per replay: it is cached), and ``replay.scaled`` is not called."""
    frames = _frames(game_id, limit=12)
    width = replay.frame_width(whole, render.board_width(game_id))
    made: list[tuple[int, int]] = []
    resized: list[tuple[tuple[int, int], tuple[int, int]]] = []
    new, resize = Image.new, Image.Image.resize

    def recording_new(mode, size, *args, **kwargs):
        made.append(tuple(size))
        return new(mode, size, *args, **kwargs)

    def recording_resize(image, size, *args, **kwargs):
        resized.append((image.size, tuple(size)))
        return resize(image, size, *args, **kwargs)

    def refused(*args, **kwargs):
        raise AssertionError("a frame's board was shrunk")

    monkeypatch.setattr(Image, "new", recording_new)
    monkeypatch.setattr(Image.Image, "resize", recording_resize)
    monkeypatch.setattr(replay, "scaled", refused)
    _clear_caches(game_id)
    boards = [replay._frame_board(game_id, frame.view, frame.last_action, "en", whole)
              for frame in frames[-3:]]
    assert [board.width for board in boards] == [width] * 3
    assert made, "nothing recorded: the recorder is not in the path of the drawing"
    if width < render.board_width(game_id):  # a board no wider than a frame is drawn at its own width
        assert all(size[0] != render.board_width(game_id) for size in made), made
    if game_id == "iwari":
        assert len(resized) == 1
        (source, target), = resized
        assert target[0] == width and source == (2 * target[0], 2 * target[1])
    else:
        assert resized == []

"""Issue 25: a replay's frames are boards drawn at the frame width (``render.board_image(width=…)``), not
full-size boards shrunk (the shrink cost as much as the drawing). The full-size board is unchanged (the
plain drawing, not the scaled one); a board drawn smaller is the full board shrunk, up to the edges
(drawn sharp rather than resampled); a replay frame never makes a full-size board nor resizes one."""

from __future__ import annotations

import importlib

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat

import render
from core.records import FORMAT, FORMAT_VERSION, turn_frames
from render import kit, replay
from rules import GAMES
from rules.players import RandomPlayer

#: Widths a replay's frames have: a short game's, and a long one's (3-player Wayfinders, 277 frames).
FRAME_WIDTHS = (replay.MAX_WIDTH, 433)
#: The most a board drawn at a frame's width may differ from the full board shrunk to it: the mean of the
#: absolute differences (levels of 255, over the three channels) in the worst sixth of the picture (a
#: band across it), both pictures blurred by a pixel first, so that sharp against resampled edges and
#: glyphs count little. Measured at most 9.2 on every fourth frame of long games of these titles at 720
#: and 433 px; a layer out of place by 2 px gives 12.5-20.8 (Iwari's map, Wayfinders' cells), by 1 px
#: 9.6-14.0 for the cells, and Iwari's panel 9.3-13.0 by 2 px, 12+ by 3.
LIKENESS = 10.5
#: How many bands across the picture :func:`_unlikeness` looks at.
BANDS = 6


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


def _unlikeness(a: Image.Image, b: Image.Image) -> float:
    """The mean difference of the worst band across ``a`` and ``b`` (the same size), blurred."""
    blur = ImageFilter.GaussianBlur(1)
    difference = ImageChops.difference(a.filter(blur), b.filter(blur)).convert("L")
    step = difference.height / BANDS
    return max(ImageStat.Stat(difference.crop((0, round(band * step), difference.width,
                                               round((band + 1) * step)))).mean[0]
               for band in range(BANDS))


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


@pytest.mark.parametrize("width", FRAME_WIDTHS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_board_drawn_at_a_frame_width_is_the_full_board_shrunk(game_id, width):
    frames = _frames(game_id)
    for frame in (frames[len(frames) // 2], frames[-1]):
        full = render.board_image(game_id, frame.view, last_action=frame.last_action)
        shrunk = replay.scaled(full, width)
        drawn = render.board_image(game_id, frame.view, last_action=frame.last_action, width=width)
        # The same size (so the frames of one replay line up), the same picture.
        assert drawn.size == shrunk.size
        assert _unlikeness(drawn, shrunk) < LIKENESS, f"{game_id} at {width} px: not the board shrunk"


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
    assert all(size[0] != render.board_width(game_id) for size in made), made
    if game_id == "iwari":
        assert len(resized) == 1
        (source, target), = resized
        assert target[0] == width and source == (2 * target[0], 2 * target[1])
    else:
        assert resized == []

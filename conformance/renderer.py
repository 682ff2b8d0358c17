"""The renderer's clauses (``render/<game id>.py``, ``rules.contract.Renderer``): its members, boards that
read on a phone, the last move's ring, a replay frame that is the board shrunk, and a hand for every seat.

The text sizes are measured, not taken from constants: every ``ImageDraw.text`` call made while a board
renders (with the renderer's caches emptied first) is recorded with its font size and the width of the
canvas it draws on, and the renderer's ``CANVAS_SCALES`` says each canvas's scale in the posted image.
"""

from __future__ import annotations

import importlib
import importlib.util
import io
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageStat

import i18n
import render
from conformance.core import check, declared, expect, game
from conformance.engine import played
from render import kit, replay
from render.__main__ import scenarios as demo_scenarios
from rules.base import BoardScenario, Game
from rules.contract import (
    LAST_MOVE_MIN_PIXELS,
    MAX_BOARD_ASPECT,
    MAX_BOARD_WIDTH,
    RENDERER_MEMBERS,
    SCALED_LIKENESS,
)
from rules.players import RandomPlayer

__all__ = ["TextRecorder", "clear_caches", "frames", "module", "recording"]

#: The widths a replay's frames are drawn at: a short game's, and a long one's.
FRAME_WIDTHS = (replay.MAX_WIDTH, 433)
#: How many bands across the picture :func:`unlikeness` looks at.
BANDS = 6


def module(game_id: str) -> ModuleType:
    """The game's renderer, found as ``render`` finds it: ``render/<game id>.py``."""
    game(game_id)
    expect(importlib.util.find_spec(f"render.{game_id}") is not None,
           f"game {game_id!r} has no renderer: render/{game_id}.py (rules.contract.Renderer)")
    return importlib.import_module(f"render.{game_id}")


def clear_caches(renderer: ModuleType) -> None:
    """Empty the renderer's caches: cached layers draw (and so record) their text on a miss only."""
    for value in vars(renderer).values():
        own = getattr(value, "__module__", "") == renderer.__name__
        if own and callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


class TextRecorder:
    """(text, font size, canvas width) of every ``ImageDraw.text`` call while :func:`recording`."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int, int]] = []


@contextmanager
def recording() -> Iterator[TextRecorder]:
    """Record every text drawn with Pillow's ``ImageDraw`` for the duration."""
    recorder = TextRecorder()
    original = ImageDraw.ImageDraw.text

    def text(draw: ImageDraw.ImageDraw, xy, content, *args, **kwargs):
        used_font = kwargs.get("font") if "font" in kwargs else (args[1] if len(args) > 1 else None)
        if content and str(content).strip():
            recorder.calls.append((str(content), getattr(used_font, "size", 0), draw.im.size[0]))
        return original(draw, xy, content, *args, **kwargs)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]
    try:
        yield recorder
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]


def board_stages(played_game: Game, case: BoardScenario) -> list[Any]:
    """The boards a phone scenario is measured at: after the first action, the middle, nine tenths, end."""
    history = list(played(played_game, case.players, dict(case.options), case.seed, case.rules_version))
    return [history[1], history[len(history) // 2], history[len(history) * 9 // 10], history[-1]]


def frames(played_game: Game, players: int, seed: int, limit: int) -> list[tuple[dict, str | None]]:
    """A replay's frames of a seeded random game (``limit`` actions at most): the public view after the
    set-up and after every completed turn, with the turn's last action (as ``core.records`` makes them)."""
    state = played_game.setup(players, {}, seed)
    player = RandomPlayer(seed)
    found: list[tuple[dict, str | None]] = [(played_game.view(state, None), None)]
    for _ in range(limit):
        if played_game.is_over(state):
            break
        before = state
        action = player.choose(played_game, state)
        state = played_game.apply(state, action)
        if played_game.is_over(state) or played_game.turn_count(state) != played_game.turn_count(before):
            found.append((played_game.view(state, None), played_game.encode(action)))
    return found


@check("renderer.module", """render/<game>.py provides WIDTH (at most 1100 px), CANVAS_SCALES (the board's
       own width at scale 1), board, board_image and hand: board is a PNG WIDTH wide, board_image the same
       picture, and hand a PNG of every seat's private view, in every language.""")
def _module(game_id: str) -> None:
    renderer = module(game_id)
    missing = [name for name in RENDERER_MEMBERS if not hasattr(renderer, name)]
    expect(not missing, f"render/{game_id}.py lacks {', '.join(missing)} (rules.contract.Renderer)")
    width = renderer.WIDTH
    expect(isinstance(width, int) and 0 < width <= MAX_BOARD_WIDTH,
           f"render/{game_id}.py: WIDTH {width!r} is not a width up to {MAX_BOARD_WIDTH} px")
    expect(renderer.CANVAS_SCALES.get(width) == 1.0,
           f"render/{game_id}.py: CANVAS_SCALES does not give the board's own width ({width}) the scale 1.0")
    played_game = game(game_id)
    players, options = demo_scenarios(played_game)[0]
    history = list(played(played_game, players, options, seed=1))
    state = history[len(history) // 2]
    view = played_game.view(state, None)
    for lang in i18n.LANGUAGES:
        png = render.board(game_id, view, lang=lang)
        with Image.open(io.BytesIO(png)) as image:
            expect(image.width == width, f"render/{game_id}.py: a board {image.width} px wide, WIDTH {width}")
        for seat in range(players):
            hand_png = render.hand(game_id, played_game.view(state, seat), lang=lang)
            with Image.open(io.BytesIO(hand_png)) as hand:
                expect(hand.width > 0, f"render/{game_id}.py: seat {seat}'s hand is empty")
    drawn = render.board_image(game_id, view)
    with Image.open(io.BytesIO(render.board(game_id, view))) as posted:
        expect(drawn.size == posted.size, f"render/{game_id}.py: board_image and board differ in size")


@check("renderer.phone", """Every phone board (scenarios.phone_boards, after the first action, in the middle,
       at nine tenths and at the end) is at most 1100 px wide and at most 1.7 times as tall as wide, and every
       text on it (a chip's or a pawn's letter too) is at least width / 40 after the scale of the canvas it is
       drawn on (CANVAS_SCALES: text on an undeclared canvas fails); a board marked turn_in_image names "after
       turn N" as the card's title does and no other turn, and one with max_png_bytes stays under that
       size.""")
def _phone(game_id: str) -> None:
    played_game = game(game_id)
    renderer = module(game_id)
    for case in declared(game_id, "phone_boards"):
        for state in board_stages(played_game, case):
            view = played_game.view(state, None)
            clear_caches(renderer)
            with recording() as recorder:
                png = render.board(game_id, view)
            with Image.open(io.BytesIO(png)) as image:
                width, height = image.size
            expect(width <= MAX_BOARD_WIDTH, f"{game_id}: a board {width} px wide; Discord shows it about "
                                             f"400 px wide on a phone (at most {MAX_BOARD_WIDTH})")
            expect(height <= MAX_BOARD_ASPECT * width, f"{game_id}: a board {width} x {height}: a phone "
                                                       "shows a very tall image shrunk (keep it near "
                                                       "portrait)")
            expect(recorder.calls,
                   f"{game_id}: no text recorded: the board draws none through ImageDraw.text")
            smallest = kit.min_text_size(width)
            scales = renderer.CANVAS_SCALES
            for text, size, canvas_width in recorder.calls:
                expect(canvas_width in scales, f"{game_id}: {text!r} drawn on a {canvas_width} px canvas "
                                               "CANVAS_SCALES does not declare")
                effective = size * scales[canvas_width]
                expect(effective >= smallest, f"{game_id}: {text!r} at {effective:g} px < {smallest} px "
                                              f"(width {width} / 40), on {case}")
            if case.turn_in_image:
                texts = [text for text, _, _ in recorder.calls]
                turn = played_game.turn_count(state)
                expect(any(f"after turn {turn}" in text for text in texts),
                       f"{game_id}: the board does not name 'after turn {turn}' as the card's title does")
                expect(not any(f"turn {turn + 1}" in text.lower() for text in texts),
                       f"{game_id}: the board names turn {turn + 1} after turn {turn}")
            if case.max_png_bytes is not None:
                expect(len(png) < case.max_png_bytes, f"{game_id}: a board of {len(png)} bytes, over the "
                                                      f"{case.max_png_bytes} its scenario declares")


@check("renderer.last-move", """A board after a turn marks the last move with the kit's ring
       (render.kit.draw_last_move): at least 20 pixels of exactly its colour (render.kit.HIGHLIGHT), which a
       replay's palette keeps.""")
def _last_move(game_id: str) -> None:
    played_game = game(game_id)
    module(game_id)
    shown = frames(played_game, played_game.max_players, seed=4, limit=40)
    view, last_action = shown[len(shown) // 2]
    image = render.board_image(game_id, view, last_action=last_action)
    red, green, blue = ImageChops.difference(image, Image.new("RGB", image.size, kit.HIGHLIGHT)).split()
    ring = ImageChops.lighter(ImageChops.lighter(red, green), blue).histogram()[0]  # exactly the colour
    expect(ring >= LAST_MOVE_MIN_PIXELS, f"{game_id}: {ring} pixels of the last move's ring colour on a "
                                         "board "
                                         "after a turn: mark the last move with render.kit.draw_last_move")


def unlikeness(a: Image.Image, b: Image.Image) -> float:
    """The mean difference of the worst band across ``a`` and ``b`` (the same size), blurred."""
    blur = ImageFilter.GaussianBlur(1)
    difference = ImageChops.difference(a.filter(blur), b.filter(blur)).convert("L")
    step = difference.height / BANDS
    return max(ImageStat.Stat(difference.crop((0, round(band * step), difference.width,
                                               round((band + 1) * step)))).mean[0]
               for band in range(BANDS))


@check("renderer.scaled", """board_image(width=w) draws the board at a replay frame's width (720 and 433
       px) as the full board shrunk to it: the same size, and a mean difference under 10.5 levels in the worst
       sixth of the picture (both blurred by a pixel), in the middle and at the end of a game.""")
def _scaled(game_id: str) -> None:
    played_game = game(game_id)
    module(game_id)
    shown = frames(played_game, played_game.max_players, seed=5, limit=60)
    for width in FRAME_WIDTHS:
        for view, last_action in (shown[len(shown) // 2], shown[-1]):
            full = render.board_image(game_id, view, last_action=last_action)
            shrunk = replay.scaled(full, width)
            drawn = render.board_image(game_id, view, last_action=last_action, width=width)
            expect(drawn.size == shrunk.size, f"{game_id}: the board drawn {width} px wide is "
                                              f"{drawn.size}, the "
                                              f"full board shrunk {shrunk.size}")
            expect(unlikeness(drawn, shrunk) < SCALED_LIKENESS,
                   f"{game_id} at {width} px: board_image(width=…) is not the full board shrunk (draw "
                   "through "
                   "render.kit.canvas and render.kit.drawer at kit.scale_for(width, WIDTH))")

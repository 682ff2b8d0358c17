"""What the render pool's worker processes run (``bot/render_pool.py``), kept apart from the bot.

A worker process imports only this module (the pool's tasks are pickled by reference to functions here
and in ``render.replay``): Pillow, the renderers, the catalogs and the rules, never discord.py, aiohttp
or a database driver. That keeps each worker small (about a third of a bot process).

Importing this module is cheap (the renderers, the catalogs and the rules are imported by :func:`init`):
a replay worker lowers its scheduling priority before it does the costly imports.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import importlib
import importlib.util
import os
from collections.abc import Mapping, Sequence
from typing import Any

import render
from render import replay


def init() -> None:
    """Worker start: import every renderer, so that the first render does not pay for the imports."""
    from rules import GAMES

    for game_id in GAMES:
        if importlib.util.find_spec(f"render.{game_id}") is not None:
            importlib.import_module(f"render.{game_id}")


#: How much the replay workers step back for other work (``nice``; 19 is the least CPU, 0 the default).
LOW_PRIORITY_NICE = 10


def init_low_priority() -> None:
    """A replay worker's start: a low scheduling priority (a turn's board, in a worker of the default
    priority, gets the CPU first), then :func:`init`."""
    try:
        os.nice(LOW_PRIORITY_NICE)
    except (AttributeError, OSError):  # no nice on this platform: the queue's priorities still hold
        pass
    init()


def board(game_id: str, view: dict, last_action: str | None, lang: str = "en") -> bytes:
    return render.board(game_id, view, last_action=last_action, lang=lang)


def hand(game_id: str, view: dict, lang: str = "en") -> bytes:
    return render.hand(game_id, view, lang=lang)


def warm(samples: list[tuple[str, str, dict]], langs: tuple[str, ...] = ("en",)) -> int:
    """Render every sample (``(kind, game id, view)``) in each of ``langs`` (boards; hands in the first):
    the fonts and map layers each worker caches on first use are built. Returns the worker's pid."""
    for kind, game_id, view in samples:
        if kind == "board":
            for lang in langs:
                render.board(game_id, view, lang=lang)
        else:
            render.hand(game_id, view, lang=langs[0])
    return os.getpid()


# --- replays: their tasks give their memory back -------------------------------------------------------


def _malloc_trim() -> object | None:
    """glibc's ``malloc_trim``, or None where there is none (another C library, another system)."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None


_TRIM = _malloc_trim()


def give_back_memory() -> None:
    """Hand the memory a replay task freed back to the system. A replay's boards and frames are freed when
    the task ends, but the C library keeps the freed heap for itself, so the worker stays as large as its
    largest replay (96-117 MB after a 277-frame Wayfinders replay; 76 MB once trimmed)."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)  # type: ignore[operator]


def replay_palette(game_id: str, items: Sequence[tuple[dict, str | None]], whole: int,
                   lang: str) -> list[int]:
    try:
        return replay.pool_palette(game_id, items, whole, lang)
    finally:
        give_back_memory()


def replay_boards(game_id: str, items: Sequence[tuple[dict, str | None]], whole: int, lang: str,
                  colours: Sequence[int]) -> list[replay.Indexed]:
    try:
        return replay.pool_boards(game_id, items, whole, lang, colours)
    finally:
        give_back_memory()


def replay_encode(boards: Sequence[replay.Indexed], captions: Sequence[str], colours: Sequence[int],
                  kept: Sequence[int] | None = None) -> bytes:
    try:
        return replay.pool_encode(boards, captions, colours, kept)
    finally:
        # The pool keeps this call's arguments until the GIF is sent back: emptied here, a long game's
        # packed frames (some 15 MB) are freed before the trim, not after it.
        if isinstance(boards, list):
            boards.clear()
        give_back_memory()


def score_chart(game_id: str, players: int, options: dict, seed: int, rules_version: str | None,
                actions: Sequence[str], labels: Sequence[str], colours: Sequence[tuple[int, int, int]],
                title: str, x_label: str, height: int, games: Mapping[str, object] | None = None) -> bytes:
    """A finished game's score chart (its final card's): the game replayed from its seed and its actions,
    each seat's public score after every turn, drawn by :func:`render.chart.line_chart`. ``games``: the
    registered games (a worker's are the packaged ones)."""
    from render.chart import Series, line_chart
    from rules import GAMES

    game: Any = (games or GAMES)[game_id]
    state = game.setup(players, options, seed, rules_version=rules_version)
    scores = [list(game.scores(state))]
    for text in actions:
        before, state = state, game.apply(state, game.decode(text))
        if game.is_over(state) or game.turn_count(state) != game.turn_count(before):
            scores.append(list(game.scores(state)))
    series = [Series(labels[seat], tuple(float(row[seat]) for row in scores), tuple(colours[seat]))
              for seat in range(min(players, len(scores[0])))]
    return line_chart(series, title=title, x_label=x_label, height=height)

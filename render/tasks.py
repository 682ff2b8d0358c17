"""What the render pool's worker processes run (``bot/render_pool.py``), kept apart from the bot.

A worker process imports only this module (the pool's tasks are pickled by reference to functions here
and in ``render.replay``): Pillow, the renderers, the catalogs and the rules, never discord.py, aiohttp
or a database driver. That keeps each worker small (about a third of a bot process).

Importing this module is cheap (the renderers, the catalogs and the rules are imported by :func:`init`):
a replay worker lowers its scheduling priority before it does the costly imports.
"""

from __future__ import annotations

import importlib
import importlib.util
import os

import render


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

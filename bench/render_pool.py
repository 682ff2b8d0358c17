"""Render throughput under load (issue 17): 50 board renders at once, threads against the process pool.

Fifty mid-game public boards (the registered games in turn, seeded random games stopped at different
points, largest player count) are rendered three ways, wall clock for all fifty:

- ``to_thread, one after another``: each awaited before the next, as one channel after another;
- ``to_thread, all at once``: fifty ``asyncio.to_thread`` renders gathered, as the bot does today when
  many channels finish a turn together (threads share one interpreter lock: no parallel speedup);
- ``process pool, all at once``: fifty ``PoolRenderer.board_async`` gathered, ``os.cpu_count()`` workers.

Both renderers are warmed first (the in-process caches by one render of every view, the pool by
``warm_up``), so the figures are the turn cost, not the first-render cost. The pool's warm-up time is
reported on its own: the bot pays it once at start-up.
"""

from __future__ import annotations

import asyncio
import os
import time

import render
from bench import Table
from bench.render import _has_renderer
from bot.render_pool import PoolRenderer
from rules import GAMES
from rules.players import RandomPlayer

RENDERS = 50


def _views(count: int) -> list[tuple[str, dict]]:
    """``count`` public boards from seeded random games, cycling over the games with a renderer."""
    games = [game for game in GAMES.values() if _has_renderer(game.id)]
    views: list[tuple[str, dict]] = []
    seed = 0
    while len(views) < count:
        seed += 1
        game = games[seed % len(games)]
        state = game.setup(game.max_players, {}, seed)
        player = RandomPlayer(seed)
        steps = 20 + (seed * 7) % 60
        for _ in range(steps):
            if game.is_over(state):
                break
            state = game.apply(state, player.choose(game, state))
        views.append((game.id, game.view(state, None)))
    return views


async def _sequential_threads(views: list[tuple[str, dict]]) -> list[bytes]:
    return [await asyncio.to_thread(render.board, game_id, view) for game_id, view in views]


async def _gathered_threads(views: list[tuple[str, dict]]) -> list[bytes]:
    return list(await asyncio.gather(*(asyncio.to_thread(render.board, g, v) for g, v in views)))


async def _gathered_pool(pool: PoolRenderer, views: list[tuple[str, dict]]) -> list[bytes]:
    return list(await asyncio.gather(*(pool.board_async(g, v) for g, v in views)))


def _timed(coro_fn, repeat: int) -> tuple[float, list[bytes]]:
    """The best of ``repeat`` runs in seconds (least disturbed by other work on the machine), and the
    PNGs of the last run."""
    best = float("inf")
    pngs: list[bytes] = []
    for _ in range(repeat):
        start = time.perf_counter()
        pngs = asyncio.run(coro_fn())
        best = min(best, time.perf_counter() - start)
    return best, pngs


def run(quick: bool = False) -> Table:
    workers = os.cpu_count() or 1
    table = Table(
        f"Render pool: {RENDERS} board renders submitted at once ({workers} cores; best of runs)",
        ["how", "wall s", "ms per render", "x vs sequential"],
    )
    repeat = 1 if quick else 3
    views = _views(RENDERS)
    for game_id, view in views:  # warm this process's caches (maps, fonts) like the pool's warm-up
        render.board(game_id, view)
    sequential, expected = _timed(lambda: _sequential_threads(views), repeat)
    gathered, from_threads = _timed(lambda: _gathered_threads(views), repeat)
    pool = PoolRenderer(workers)
    try:
        start = time.perf_counter()
        pool.warm_up()
        warm_s = time.perf_counter() - start
        pooled, from_pool = _timed(lambda: _gathered_pool(pool, views), repeat)
    finally:
        pool.close()
    if from_threads != expected or from_pool != expected:
        raise AssertionError("the renders differ between the ways of running them")
    for name, seconds in (("to_thread, one after another", sequential),
                          ("to_thread, all at once", gathered),
                          (f"process pool ({workers} workers), all at once", pooled)):
        table.rows.append([name, seconds, seconds * 1000.0 / RENDERS, sequential / seconds])
    table.rows.append([f"pool warm-up at start-up ({workers} workers)", warm_s, "", ""])
    return table

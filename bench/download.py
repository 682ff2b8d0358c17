"""One member's copy of their data ("Download my data", ``/game privacy``) and the bot's event loop: the
longest time the loop is held while the copy is made, for a member with many finished games, with the copy
worded and written in a thread (as the bot does) against the same copy made on the loop (the floor, taken
in the same run: ``asyncio.to_thread`` replaced by a plain call); and one member's twenty presses, 50 a
second, how many are answered with a file under the bot's budget (``core/limits.py``: ``download``).

It drives the real bot through the Discord test harness (the real router and settings room; the presses
are the buttons' own custom ids). The loop's stall is measured by a task that sleeps a millisecond at a
time: its worst lateness while the press is answered. Each figure is the median of ``TRIES`` presses, the
budget refilled between them on the harness's clock.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Mapping
from typing import Any

from bench import Table
from bench.harness_import import harness_module
from bench.limits import _finished_game

GAMES_OF_MEMBER = 30
QUICK_GAMES = 8
TRIES = 5
PRESSES = 20


async def _stall_ms(h: Any, user: Any) -> tuple[float, float, int]:
    """One press of the member's "Download my data": the loop's longest stall and the answer's time (ms),
    and the file's size."""
    worst, done = 0.0, False

    async def watch() -> None:
        nonlocal worst
        while not done:
            began = time.perf_counter()
            await asyncio.sleep(0.001)
            worst = max(worst, time.perf_counter() - began - 0.001)

    watcher = asyncio.create_task(watch())
    h.clock.advance(seconds=600)  # a full budget for every measured press
    began = time.perf_counter()
    reply = await h.press(user, f"pv:{user.id}:dl")
    took = time.perf_counter() - began
    done = True
    await watcher
    return worst * 1000, took * 1000, sum(len(data) for sent in reply.sent for _, data in sent.files)


async def measure(games: Mapping[str, Any] | None = None, game: str = "wayfinders",
                  finished: int = GAMES_OF_MEMBER, tries: int = TRIES) -> list[list[Any]]:
    import core.privacy

    harness = harness_module()
    rows: list[list[Any]] = []
    with tempfile.TemporaryDirectory() as folder:
        h = await harness.Harness.create(folder, games=games)
        try:
            me, other = h.user("me"), h.user("other")
            for seed in range(finished):
                await _finished_game(h, game, [me.id, other.id], seed=200 + seed)
            lines = sum([len(await h.bot.store.actions(game_id)) for game_id in range(1, finished + 1)])
            threaded = getattr(core.privacy, "asyncio", asyncio)

            async def inline(function: Any, /, *args: Any, **kwargs: Any) -> Any:
                return function(*args, **kwargs)

            for name, on_loop in (("on the event loop (the floor)", True), ("in a thread (the bot)", False)):
                original = threaded.to_thread
                if on_loop:
                    threaded.to_thread = inline  # the copy made as before: on the loop
                try:
                    figures = [await _stall_ms(h, me) for _ in range(tries)]
                finally:
                    threaded.to_thread = original
                stall = statistics.median(f[0] for f in figures)
                rows.append([name, finished, lines, figures[-1][2], stall,
                             statistics.median(f[1] for f in figures)])
            floor = rows[0][4]
            for row in rows:
                row.append(row[4] / floor if floor else float("nan"))
            # Twenty presses at once, the budget full: how many get a file.
            h.clock.advance(seconds=3600)
            before = sum(1 for sent in h.sent if sent.files)
            for _ in range(PRESSES):
                await h.press(me, f"pv:{me.id}:dl")
            answered = sum(1 for sent in h.sent if sent.files) - before
            rows.append([f"{PRESSES} presses in a row", finished, lines, "—", "—", "—", "—",
                         f"{answered} answered"])
            for row in rows[:2]:
                row.append("—")
        finally:
            await h.close()
    return rows


def table(rows: list[list[Any]], title: str) -> Table:
    return Table(title, ["copy made", "games", "log lines", "file bytes", "longest loop stall ms",
                         "answered in ms", "stall x floor", "files"], rows)


def run(quick: bool = False) -> Table:
    from rules import GAMES

    finished = QUICK_GAMES if quick else GAMES_OF_MEMBER
    rows = asyncio.run(measure(GAMES, finished=finished))
    return table(rows, f"One member's copy of their data ({finished} finished Wayfinders games): the event "
                       f"loop's longest stall, median of {TRIES}")


def tiny(games: Mapping[str, Any], game_id: str) -> Table:
    """A smoke run for the tests: two games of ``game_id``."""
    return table(asyncio.run(measure(games, game_id, finished=2, tries=1)), "download (smoke)")

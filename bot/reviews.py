"""The post-game review's computation in the background: ``/records review`` asks
:meth:`Reviewer.review` for a finished game's review, which comes from the cache (the ``reviews`` table)
at once, or is computed once in the render pool's replay lane and then kept.

- **One computation per game**: two requests for the same game while it is computed wait for the same
  task (each hears the progress); a request after it is done reads the cache.
- **Where**: :mod:`core.review`'s tasks go to the render pool (``bot/render_pool.py``) at replay priority:
  the replay lane's workers, started on demand at a low scheduling priority, so a turn's board never waits
  behind a review and no third pool is started. The positions after a few turns make one task
  (``core.review.CHUNK``); the tasks are shared out to the free workers and the progress is told as they
  come back. Then the hard level is asked about the three biggest drops, a task each. A bot without the
  pool (tests, a renderer of its own) computes in a thread, task after task.
- **Never peeks**: the caller hands over the record of a finished game only (``core.history``), and
  :func:`core.review.check_finished` refuses anything else again in every task.

The progress callback is called with (turns judged, turns in all); the caller decides how often it
speaks (``bot/cogs/history.py``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import rules
from bot.host import Host
from bot.render_pool import REPLAY
from core import review as core_review
from core.review import Review
from rules.base import Game

log = logging.getLogger(__name__)

Progress = Callable[[int, int], Awaitable[None]]


@dataclass
class _Job:
    task: asyncio.Task[Review] | None = None
    listeners: list[Progress] = field(default_factory=list)
    done: int = 0
    total: int = 0


class Reviewer:
    """The reviews of one bot process (see the module)."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self._jobs: dict[int, _Job] = {}
        #: Reviews computed by this process (tests: two requests compute once).
        self.computed = 0

    async def cached(self, game_id: int) -> Review | None:
        """The kept review of this version, or None."""
        data = await self.bot.store.review(game_id, core_review.VERSION)
        if data is None:
            return None
        try:
            return Review.from_json(json.loads(data))
        except (KeyError, TypeError, ValueError):
            log.warning("game %d: a kept review is unreadable; it is computed again", game_id)
            return None

    async def review(self, game_id: int, record: Mapping[str, Any], progress: Progress) -> Review:
        """The review of the finished game ``game_id`` (``record``: its record), from the cache or
        computed once; ``progress`` hears how far the computation is."""
        kept = await self.cached(game_id)
        if kept is not None:
            return kept
        job = self._jobs.get(game_id)
        if job is None:
            job = _Job()
            self._jobs[game_id] = job
            job.task = asyncio.create_task(self._compute(game_id, record, job))
            job.task.add_done_callback(lambda _: self._finished(game_id))
        job.listeners.append(progress)
        try:
            if job.total:
                await progress(job.done, job.total)
            assert job.task is not None
            # Shielded: one asker leaving (its interaction gone) does not stop the others' review.
            return await asyncio.shield(job.task)
        finally:
            job.listeners.remove(progress)

    def _finished(self, game_id: int) -> None:
        """A computation ended: with no other review and no replay under way, the replay workers (grown by
        the playouts) are let go, as after the last replay (``PoolRenderer.release_replay_workers``)."""
        self._jobs.pop(game_id, None)
        release = getattr(self.bot.renderer, "release_replay_workers", None)
        if release is not None and not self._jobs and self.bot.replays.depth == 0:
            release()

    async def _tell(self, job: _Job) -> None:
        for listener in list(job.listeners):
            try:
                await listener(job.done, job.total)
            except Exception:  # a progress edit that failed leaves the computation alone
                log.info("a review's progress could not be told", exc_info=True)

    def _runner(self, game: Game) -> tuple[Callable[..., Awaitable[Any]], Mapping[str, Game] | None]:
        """How to run a task: in the pool's replay lane (its workers know the packaged games) or, without
        a pool or for a game only this process knows, in a thread."""
        run_async = getattr(self.bot.renderer, "run_async", None)
        if run_async is not None and rules.GAMES.get(game.id) is game:
            async def in_pool(fn: Callable[..., Any], *args: Any) -> Any:
                return await run_async(fn, *args, priority=REPLAY)
            return in_pool, None

        async def in_thread(fn: Callable[..., Any], *args: Any) -> Any:
            return await asyncio.to_thread(fn, *args)
        return in_thread, self.bot.games

    async def _compute(self, game_id: int, record: Mapping[str, Any], job: _Job) -> Review:
        with self.bot.metrics.rendering("review"):  # the whole computation; a failed one is not counted
            return await self._computed(game_id, record, job)

    async def _computed(self, game_id: int, record: Mapping[str, Any], job: _Job) -> Review:
        game = self.bot.games[str(record["game"])]
        run, games = self._runner(game)
        total, shared = await asyncio.to_thread(core_review.plan, record, self.bot.games)
        job.total = total + 1
        await self._tell(job)
        points: list[core_review.Point] = []
        pending = [asyncio.ensure_future(run(core_review.outlooks, record, games, chunk))
                   for chunk in core_review.chunks(total)]
        try:
            for finished in asyncio.as_completed(pending):
                found = await finished
                points.extend(found)
                job.done += len(found)
                await self._tell(job)
        except BaseException:
            for future in pending:
                future.cancel()
            raise
        points.sort(key=lambda point: point.turn)
        turns = [turn for turn, *_ in core_review.drops(points, shared,
                                                         lower_wins=game.spec.scoring.lower_wins)]
        answers = await asyncio.gather(*(run(core_review.best_move, record, games, turn, shared)
                                         for turn in turns))
        result = await asyncio.to_thread(core_review.assemble, record, self.bot.games, points, shared,
                                         dict(zip(turns, answers, strict=True)))
        self.computed += 1
        await self.bot.store.save_review(game_id, core_review.VERSION, json.dumps(result.to_json()))
        return result

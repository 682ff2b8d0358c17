"""Rendering in a process pool: board and hand PNGs drawn in parallel, off the bot's process (issue 17).

Rendering is pure CPU work in Pillow and Python, so ``asyncio.to_thread`` gives no parallel speedup: the
threads share one interpreter lock. The renderers are pure (a view in, PNG bytes out), so they run as
well in worker processes: :class:`PoolRenderer` keeps a ``ProcessPoolExecutor`` with one worker per core.

Use from the bot (``bot/app.py``'s ``Renderer`` protocol is satisfied as it is):

- build it once at start-up, ``renderer = PoolRenderer()``, and pass it to ``GameBot`` as the renderer;
- call ``renderer.warm_up()`` once before serving turns (in ``setup_hook`` via
  ``await asyncio.to_thread(renderer.warm_up)``): every worker then renders a sample board of every game
  and option value, so fonts and map backgrounds (about 150 ms for an Iwari map) are built before the
  first player's turn instead of during it;
- render with ``await renderer.board_async(game_id, view, last_action=...)`` and
  ``await renderer.hand_async(game_id, view)``: they wait on the worker without holding a thread. The
  synchronous ``board``/``hand`` do the same work and stay correct inside ``asyncio.to_thread`` (the bot's
  current call), at the cost of a thread blocked for the duration;
- ``renderer.close()`` at shutdown (in ``GameBot.close``): the workers finish, the processes end.

Workers start with ``spawn`` (or ``forkserver``), never ``fork``: the bot runs an event loop and threads,
and a forked child would inherit their locks in whatever state they were. A worker that dies (killed, out
of memory, a crash in native code) breaks the whole executor (``BrokenProcessPool``); the renderer then
replaces the executor and retries the render once on the new one. A second failure is raised to the
caller, and the next render starts on a fresh executor again.
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

import render
from i18n import DEFAULT, LANGUAGES
from rules import GAMES
from rules.base import Game

__all__ = ["PoolRenderer", "sample_views"]

log = logging.getLogger(__name__)

T = TypeVar("T")

#: How long ``warm_up`` waits for every worker to finish its sample renders before giving up.
WARM_UP_TIMEOUT_S = 120.0


# --- what runs in the workers (module-level functions: they are pickled by reference) -------------------

_warm_barrier: Any = None


def _init_worker(barrier: Any) -> None:
    """Worker start: keep the executor's warm-up barrier, and import every renderer so that the first
    render does not pay for the imports."""
    global _warm_barrier
    _warm_barrier = barrier
    for game_id in GAMES:
        if importlib.util.find_spec(f"render.{game_id}") is not None:
            importlib.import_module(f"render.{game_id}")


def _render_board(game_id: str, view: dict, last_action: str | None, lang: str = "en") -> bytes:
    return render.board(game_id, view, last_action=last_action, lang=lang)


def _render_hand(game_id: str, view: dict, lang: str = "en") -> bytes:
    return render.hand(game_id, view, lang=lang)


def _warm_worker(samples: list[tuple[str, str, dict]], timeout: float) -> int:
    """Render every sample (``(kind, game id, view)``), then wait at the barrier until every worker has
    done the same: a worker waiting there takes no other task, so each worker gets exactly one of these.
    Returns the worker's process id."""
    other_languages: set[str] = set()
    for kind, game_id, view in samples:
        if kind == "board":
            render.board(game_id, view)
            if game_id not in other_languages:
                # The words are drawn per language (and some layers cached per language): one board of
                # each game in every other language warms those too.
                other_languages.add(game_id)
                for lang in LANGUAGES:
                    if lang != DEFAULT:
                        render.board(game_id, view, lang=lang)
        else:
            render.hand(game_id, view)
    _warm_barrier.wait(timeout)
    return os.getpid()


# --- sample views ----------------------------------------------------------------------------------------


def _has_renderer(game_id: str) -> bool:
    return importlib.util.find_spec(f"render.{game_id}") is not None


def sample_views(games: Mapping[str, Game] | None = None, seed: int = 1) -> list[tuple[str, str, dict]]:
    """``(kind, game id, view)`` to warm a renderer with: for every game with a renderer, the public board
    at the start of a game with the default options and with each other value of each option (maps,
    board sizes, tile mixes: what the renderers build and cache backgrounds for), plus one hand.

    Start positions are used because they are small and cheap to reach (``setup`` only) while drawing the
    same backgrounds and fonts as any later board."""
    samples: list[tuple[str, str, dict]] = []
    for game in (games or GAMES).values():
        if not _has_renderer(game.id):
            continue
        option_sets: list[dict[str, str]] = [{}]
        for name, spec in game.options.items():
            option_sets.extend({name: value} for value, _ in spec.choices if value != spec.default)
        for options in option_sets:
            state = _setup_for(game, options, seed)
            if state is not None:
                samples.append(("board", game.id, game.view(state, None)))
        state = game.setup(game.min_players, {}, seed)
        samples.append(("hand", game.id, game.view(state, 0)))
    return samples


def _setup_for(game: Game, options: dict[str, str], seed: int) -> Any:
    """A new game under ``options`` at the smallest player count that allows them (some options need more
    players, e.g. Tiwanaku's short board is not for one), or ``None`` when no count does."""
    for players in range(game.min_players, game.max_players + 1):
        try:
            return game.setup(players, options, seed)
        except ValueError:
            continue
    return None


# --- the renderer ----------------------------------------------------------------------------------------


class PoolRenderer:
    """The ``Renderer`` of ``bot/app.py`` over a process pool; see the module docstring for its use.

    ``max_workers``: worker processes, by default ``os.cpu_count()``. ``start_method``: ``"spawn"`` (the
    default) or ``"forkserver"``; ``"fork"`` is refused. ``render_timeout``: seconds a synchronous render
    may take before ``TimeoutError`` (``None``: no limit). Thread-safe: any number of threads and tasks
    may render at once; the executor queues what exceeds the workers.
    """

    def __init__(
        self,
        max_workers: int | None = None,
        *,
        start_method: str = "spawn",
        render_timeout: float | None = 60.0,
    ) -> None:
        if start_method not in ("spawn", "forkserver"):
            raise ValueError("PoolRenderer starts workers with 'spawn' or 'forkserver', never 'fork'.")
        workers = max_workers if max_workers is not None else (os.cpu_count() or 1)
        if workers < 1:
            raise ValueError("PoolRenderer needs at least one worker.")
        self.max_workers = workers
        self.render_timeout = render_timeout
        self._context = multiprocessing.get_context(start_method)
        self._lock = threading.Lock()
        self._closed = False
        #: Executors replaced after a worker died (for logs and tests).
        self.replacements = 0
        self._executor, self._barrier = self._new_executor()

    # --- the executor ---------------------------------------------------------------------------------
    def _new_executor(self) -> tuple[ProcessPoolExecutor, Any]:
        # The barrier reaches the workers through the initializer: synchronisation objects can only be
        # handed to a process when it starts, not pickled into a task.
        barrier = self._context.Barrier(self.max_workers)
        executor = ProcessPoolExecutor(
            max_workers=self.max_workers,
            mp_context=self._context,
            initializer=_init_worker,
            initargs=(barrier,),
        )
        return executor, barrier

    def _current(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._closed:
                raise RuntimeError("The renderer is closed.")
            return self._executor

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        """Replace ``broken`` unless another thread already did (several renders fail at once when a worker
        dies: only the first replaces)."""
        with self._lock:
            if self._closed or self._executor is not broken:
                return
            self._executor, self._barrier = self._new_executor()
            self.replacements += 1
        log.warning("A render worker died: the render pool was replaced.")
        # The broken executor's processes are gone or going; don't wait for them here.
        broken.shutdown(wait=False, cancel_futures=True)

    def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker (``fn`` must be a module-level function), retried once on a new
        executor if a worker dies; a second ``BrokenProcessPool`` is raised. Other exceptions from ``fn``
        are raised as they are, without a retry: a render that fails for its view fails again."""
        for attempt in (1, 2):
            executor = self._current()
            try:
                return executor.submit(fn, *args).result(self.render_timeout)
            except BrokenProcessPool:
                self._replace(executor)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    async def run_async(self, fn: Callable[..., T], *args: Any) -> T:
        """:meth:`run` for the event loop: awaits the worker without holding a thread."""
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            executor = self._current()
            try:
                return await loop.run_in_executor(executor, fn, *args)
            except BrokenProcessPool:
                self._replace(executor)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    # --- the Renderer protocol --------------------------------------------------------------------------
    # Each call carries its language: a worker keeps no image between calls, so nothing cached can be
    # served in another language.
    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        return self.run(_render_board, game_id, view, last_action, lang)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return self.run(_render_hand, game_id, view, lang)

    async def board_async(self, game_id: str, view: dict, *, last_action: str | None = None,
                          lang: str = "en") -> bytes:
        return await self.run_async(_render_board, game_id, view, last_action, lang)

    async def hand_async(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return await self.run_async(_render_hand, game_id, view, lang)

    # --- start-up and shutdown --------------------------------------------------------------------------
    def warm_up(self, samples: list[tuple[str, str, dict]] | None = None,
                timeout: float = WARM_UP_TIMEOUT_S) -> list[int]:
        """Start every worker and have each render ``samples`` (default :func:`sample_views`); return the
        warmed workers' process ids, one per worker. Blocking: call it with ``asyncio.to_thread`` from the
        event loop. Call it again after a worker died to warm the replacement workers.

        Each warm-up task ends at a barrier shared by all workers, so no worker can take two of them:
        ``max_workers`` tasks reach ``max_workers`` different workers. Submitting them all at once also
        makes the executor start every worker now (it starts them on demand)."""
        samples = sample_views() if samples is None else samples
        started = time.perf_counter()
        with self._lock:
            if self._closed:
                raise RuntimeError("The renderer is closed.")
            executor, barrier = self._executor, self._barrier
            barrier.reset()
        futures = [executor.submit(_warm_worker, samples, timeout) for _ in range(self.max_workers)]
        pids = [future.result(timeout + 30.0) for future in futures]
        log.info("Render pool warm: %d workers, %d samples each, %.1f s", len(set(pids)), len(samples),
                 time.perf_counter() - started)
        return pids

    def close(self) -> None:
        """Stop the workers (waiting for renders under way) and end their processes. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            executor = self._executor
        executor.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> PoolRenderer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

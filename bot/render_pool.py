"""Rendering in a process pool: board and hand PNGs drawn in parallel, off the bot's process.

Rendering is pure CPU work in Pillow and Python, so ``asyncio.to_thread`` gives no parallel speedup: the
threads share one interpreter lock. The renderers are pure (a view in, PNG bytes out), so they run as
well in worker processes: :class:`PoolRenderer` keeps a ``ProcessPoolExecutor``, by default one worker per
CPU this process may use (``BOARDGAME_RENDER_WORKERS`` sets it).

Use from the bot (``bot/app.py``'s ``Renderer`` protocol is satisfied as it is):

- build it once at start-up, ``renderer = PoolRenderer()``, and pass it to ``GameBot`` as the renderer;
- call ``renderer.warm_up()`` at start-up without waiting for it (``setup_hook`` runs it in a thread and
  goes on): the workers render a sample board of every game and option value in the default language,
  so fonts and map backgrounds (about 150 ms for an Iwari map) are built before most turns need them.
  The samples are queued one by one at low priority, so a turn's board never waits for the warm-up (at
  most for the one sample a worker is drawing). A language's first board queues its own warm-up;
- render with ``await renderer.board_async(game_id, view, last_action=...)`` and
  ``await renderer.hand_async(game_id, view)``: they wait on the worker without holding a thread. The
  synchronous ``board``/``hand`` do the same work and stay correct inside ``asyncio.to_thread`` (the bot's
  current call), at the cost of a thread blocked for the duration;
- ``renderer.close()`` at shutdown (in ``GameBot.close``): the workers finish, the processes end.

Priorities: tasks wait in queues in this process, and a worker gets the next task only when it
is free, the most urgent first: a turn's board or hand (:data:`TURN`), then warm-up samples
(:data:`WARM`). Replays (:data:`REPLAY`: their palette, chunks of :data:`REPLAY_CHUNK` frames shared out
to the free workers, and the GIF's encoding) have workers of their own, as many again unless
``BOARDGAME_REPLAY_WORKERS`` says otherwise, started on the
first replay and at a low scheduling priority (``nice``): a turn's board never queues behind a replay,
and the operating system gives it the CPU first while a replay renders; with no turn to draw, the replay
has every core. :class:`ReplayQueue` (the bot keeps one) lets one replay render at a time, one per user,
and tells the others their place.

The workers import only ``render.tasks`` and ``render.replay`` (no discord.py, aiohttp or database
driver), which keeps each under 100 MB.

Workers start with ``spawn`` (or ``forkserver``), never ``fork``: the bot runs an event loop and threads,
and a forked child would inherit their locks in whatever state they were. A worker that dies (killed, out
of memory, a crash in native code) breaks the whole executor (``BrokenProcessPool``); the renderer then
replaces the executor and retries the render once on the new one. A second failure is raised to the
caller, and the next render starts on a fresh executor again.
"""

from __future__ import annotations

import asyncio
import heapq
import importlib.util
import itertools
import logging
import multiprocessing
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, TypeVar

import render.tasks
from bot.config import usable_cpus
from i18n import DEFAULT
from render import replay
from rules import GAMES
from rules.base import Game

__all__ = ["REPLAY", "TURN", "WARM", "AlreadyQueued", "PoolRenderer", "QueueFull", "ReplayQueue",
           "ReplayTicket",
           "sample_views"]

log = logging.getLogger(__name__)

T = TypeVar("T")

#: How long ``warm_up`` waits for the warm-up samples before giving up.
WARM_UP_TIMEOUT_S = 120.0
#: Task priorities, most urgent first.
TURN, WARM, REPLAY = 0, 1, 2
#: Frames per replay task: small enough that a turn waits little behind one, big enough to share out.
REPLAY_CHUNK = 8
#: Boards the replay's palette is taken from.
PALETTE_SAMPLES = 9


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


# --- the queue of tasks ------------------------------------------------------------------------------------


@dataclass(order=True)
class _Job:
    priority: int
    seq: int
    fn: Callable[..., Any] = field(compare=False)
    args: tuple[Any, ...] = field(compare=False)
    future: Future[Any] = field(compare=False)
    attempt: int = field(default=1, compare=False)


class _Lane:
    """Worker processes and the queue of tasks waiting for them (see :class:`PoolRenderer`)."""

    def __init__(self, name: str, make: Callable[[], ProcessPoolExecutor], workers: int) -> None:
        self.name = name
        self.make = make
        self.workers = workers
        self.executor = make()
        self.queue: list[_Job] = []
        self.busy = 0
        #: Tasks handed to the executor and not finished yet, by priority.
        self.in_flight: dict[int, int] = {}


# --- the renderer ----------------------------------------------------------------------------------------


class PoolRenderer:
    """The ``Renderer`` of ``bot/app.py`` over a process pool; see the module docstring for its use.

    ``max_workers``: worker processes for turns, by default the CPUs this process may use
    (:func:`bot.config.usable_cpus`: its affinity and its cgroup's CPU quota, which ``os.cpu_count()``
    ignores); ``replay_workers``: those for replays, by default as many. ``start_method``: ``"spawn"`` (the
    default) or ``"forkserver"``; ``"fork"`` is refused. ``render_timeout``: seconds a synchronous render
    may take before ``TimeoutError`` (``None``: no limit). Thread-safe: any number of threads and tasks
    may render at once; what exceeds the workers waits in this process's priority queue.
    """

    def __init__(
        self,
        max_workers: int | None = None,
        *,
        replay_workers: int | None = None,
        start_method: str = "spawn",
        render_timeout: float | None = 60.0,
    ) -> None:
        if start_method not in ("spawn", "forkserver"):
            raise ValueError("PoolRenderer starts workers with 'spawn' or 'forkserver', never 'fork'.")
        workers = max_workers if max_workers is not None else usable_cpus()
        low_workers = replay_workers if replay_workers is not None else workers
        if workers < 1 or low_workers < 1:
            raise ValueError("PoolRenderer needs at least one worker.")
        self.max_workers = workers
        self.replay_workers = low_workers
        self.render_timeout = render_timeout
        self._context = multiprocessing.get_context(start_method)
        self._lock = threading.RLock()  # a done callback may run at once, inside _pump
        self._closed = False
        self._seq = itertools.count()
        #: Languages whose warm-up was queued (the default's at start-up, another's on its first board).
        self._warmed: set[str] = set()
        self._samples: list[tuple[str, str, dict]] | None = None
        #: Executors replaced after a worker died (for logs and tests).
        self.replacements = 0
        #: Turns and warm-up: workers at the bot's own scheduling priority.
        self._main = _Lane("turns", lambda: self._new_executor(render.tasks.init, workers), workers)
        #: Replays: workers of their own (as many again by default), started on the first replay, at a
        #: low scheduling priority (``nice``): a turn's board drawn meanwhile gets the CPU first, and when
        #: no turn is drawn the replay has every core.
        self._low = _Lane("replays", lambda: self._new_executor(render.tasks.init_low_priority, low_workers),
                          low_workers)

    # --- the executors ----------------------------------------------------------------------------------
    @property
    def _executor(self) -> ProcessPoolExecutor:
        return self._main.executor

    def _new_executor(self, initializer: Callable[[], None], workers: int) -> ProcessPoolExecutor:
        # Workers start on demand (with spawn), so the replay lane costs nothing until a replay comes.
        return ProcessPoolExecutor(max_workers=workers, mp_context=self._context, initializer=initializer)

    def _lane(self, priority: int) -> _Lane:
        return self._low if priority >= REPLAY else self._main

    def _replace(self, lane: _Lane, broken: ProcessPoolExecutor) -> None:
        """Replace ``broken`` unless another thread already did (several renders fail at once when a worker
        dies: only the first replaces). Called with the lock held."""
        if self._closed or lane.executor is not broken:
            return
        lane.executor = lane.make()
        self.replacements += 1
        log.warning("A render worker died: the render pool (%s) was replaced.", lane.name)
        # The broken executor's processes are gone or going; don't wait for them here.
        broken.shutdown(wait=False, cancel_futures=True)

    # --- the priority queue -------------------------------------------------------------------------------
    def submit(self, fn: Callable[..., T], *args: Any, priority: int = TURN) -> Future[T]:
        """Queue ``fn(*args)`` (a module-level function) for a worker at ``priority``; the future's result
        is its return value. A dead worker's task is retried once on a new executor; a second
        ``BrokenProcessPool`` is the future's exception."""
        future: Future[T] = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("The renderer is closed.")
            lane = self._lane(priority)
            heapq.heappush(lane.queue, _Job(priority, next(self._seq), fn, args, future))
            self._pump(lane)
        return future

    def _pump(self, lane: _Lane) -> None:
        """Hand the most urgent queued tasks to free workers. Called with the lock held."""
        while lane.queue and not self._closed:
            # Turns (and a replay's chunks, in their own lane) may be handed over ahead, one more per
            # worker, so that a worker finds its next board waiting when it is done (no round trip
            # through this process between two renders); a warm-up sample only to a worker that is free,
            # so it never holds up a turn's board.
            if lane.busy >= (lane.workers if lane.queue[0].priority == WARM else 2 * lane.workers):
                break
            job = heapq.heappop(lane.queue)
            if not job.future.set_running_or_notify_cancel():
                continue
            executor = lane.executor
            lane.busy += 1
            lane.in_flight[job.priority] = lane.in_flight.get(job.priority, 0) + 1
            try:
                inner = executor.submit(job.fn, *job.args)
            except BrokenProcessPool as error:
                lane.busy -= 1
                lane.in_flight[job.priority] -= 1
                self._failed(lane, job, executor, error)
                continue
            inner.add_done_callback(lambda done, job=job, lane=lane, executor=executor:
                                    self._finished(lane, job, executor, done))

    def _failed(self, lane: _Lane, job: _Job, executor: ProcessPoolExecutor, error: BaseException) -> None:
        self._replace(lane, executor)
        if job.attempt == 1 and not self._closed:
            job.attempt = 2
            job.future = _Rerun(job.future)
            heapq.heappush(lane.queue, job)
        else:
            job.future.set_exception(error)

    def _finished(self, lane: _Lane, job: _Job, executor: ProcessPoolExecutor, done: Future[Any]) -> None:
        with self._lock:
            lane.busy -= 1
            lane.in_flight[job.priority] -= 1
            error = done.exception() if not done.cancelled() else RuntimeError("The renderer is closed.")
            if isinstance(error, BrokenProcessPool):
                self._failed(lane, job, executor, error)
            elif error is not None:
                job.future.set_exception(error)
            else:
                job.future.set_result(done.result())
            self._pump(lane)

    def queued(self, priority: int | None = None) -> int:
        """Tasks waiting for a worker (of ``priority``, or all)."""
        with self._lock:
            return sum(1 for lane in (self._main, self._low) for job in lane.queue
                       if priority is None or job.priority == priority)

    def in_flight(self, priority: int | None = None) -> int:
        """Tasks handed to the workers and not finished (of ``priority``, or all)."""
        with self._lock:
            return sum(count for lane in (self._main, self._low) for level, count in lane.in_flight.items()
                       if priority is None or level == priority)

    def run(self, fn: Callable[..., T], *args: Any, priority: int = TURN) -> T:
        """``fn(*args)`` in a worker, waited for (see :meth:`submit`); exceptions from ``fn`` are raised as
        they are, without a retry: a render that fails for its view fails again."""
        return self.submit(fn, *args, priority=priority).result(self.render_timeout)

    async def run_async(self, fn: Callable[..., T], *args: Any, priority: int = TURN) -> T:
        """:meth:`run` for the event loop: awaits the worker without holding a thread."""
        return await asyncio.wrap_future(self.submit(fn, *args, priority=priority))

    # --- the Renderer protocol --------------------------------------------------------------------------
    # Each call carries its language: a worker keeps no image between calls, so nothing cached can be
    # served in another language.
    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        self._warm_language(lang)
        return self.run(render.tasks.board, game_id, view, last_action, lang)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return self.run(render.tasks.hand, game_id, view, lang)

    async def board_async(self, game_id: str, view: dict, *, last_action: str | None = None,
                          lang: str = "en") -> bytes:
        self._warm_language(lang)
        return await self.run_async(render.tasks.board, game_id, view, last_action, lang)

    async def hand_async(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        return await self.run_async(render.tasks.hand, game_id, view, lang)

    # --- replays ------------------------------------------------------------------------------------------
    async def replay_boards(self, game_id: str, items: Sequence[tuple[dict, str | None]], whole: int,
                            lang: str) -> tuple[list[int], list[replay.Indexed]]:
        """The palette and the frame boards of a replay (``items``: each frame's view and last action;
        ``whole``: the whole game's frame count), at replay priority: the palette from a few boards spread
        over the game, then the boards in chunks of :data:`REPLAY_CHUNK`, shared out to the workers that
        are free. Each board is drawn as an image and mapped to the palette in its worker."""
        picked = [items[index] for index in replay.spread(len(items), PALETTE_SAMPLES)]
        colours = await self.run_async(render.tasks.replay_palette, game_id, picked, whole, lang,
                                       priority=REPLAY)
        chunks = [list(items[start:start + REPLAY_CHUNK]) for start in range(0, len(items), REPLAY_CHUNK)]
        parts = await asyncio.gather(*(self.run_async(render.tasks.replay_boards, game_id, chunk, whole,
                                                      lang, colours, priority=REPLAY) for chunk in chunks))
        return colours, [board for part in parts for board in part]

    async def replay_gif(self, colours: list[int], boards: Sequence[replay.Indexed],
                         captions: Sequence[str], kept: Sequence[int] | None = None) -> bytes:
        """The GIF of :meth:`replay_boards`' boards (all of them, as given: most are kept as differences
        from the one before) over ``captions``, or of the boards ``kept`` only, at replay priority (one
        task: the writer goes frame after frame)."""
        return await self.run_async(render.tasks.replay_encode, list(boards), list(captions), colours,
                                    None if kept is None else list(kept), priority=REPLAY)

    # --- start-up and shutdown --------------------------------------------------------------------------
    def _warm_language(self, lang: str) -> None:
        """A language's first board queues the warm-up of its words and layers (see :meth:`warm_up`)."""
        if lang in self._warmed or self._samples is None:
            return
        self._warmed.add(lang)
        self._queue_warm(self._samples, lang)

    def _queue_warm(self, samples: list[tuple[str, str, dict]], lang: str) -> list[Future[int]]:
        # One task per sample and worker: small tasks, so a turn's board waits for at most one of them.
        # A worker may draw a sample twice (a cache hit, cheap) and another none (it builds that cache on
        # first use): no worker is held back to make them even.
        return [self.submit(render.tasks.warm, [sample], (lang,), priority=WARM)
                for sample in samples if sample[0] == "board" or lang == DEFAULT
                for _ in range(self.max_workers)]

    def warm_up(self, samples: list[tuple[str, str, dict]] | None = None,
                timeout: float = WARM_UP_TIMEOUT_S) -> list[int]:
        """Queue the warm-up (default :func:`sample_views`, in the default language) at :data:`WARM`
        priority and wait for it: returns the process ids of the workers that drew samples. Blocking:
        call it with ``asyncio.to_thread``; nothing else needs to wait for it (turns go ahead of it).
        Another language is warmed when its first board is asked for."""
        samples = sample_views() if samples is None else samples
        started = time.perf_counter()
        self._samples = samples
        self._warmed.add(DEFAULT)
        futures = self._queue_warm(samples, DEFAULT)
        pids = []
        for future in futures:
            try:
                pids.append(future.result(timeout))
            except CancelledError:
                if self._closed:  # the bot stopped before the warm-up was done: nothing to warm any more
                    break
                raise
        log.info("Render pool warm: %d workers, %d samples, %.1f s", len(set(pids)), len(samples),
                 time.perf_counter() - started)
        return pids

    def worker_pids(self, replays: bool = False) -> list[int]:
        """The process ids of the current workers (started on demand) for turns, or for replays."""
        with self._lock:
            lane = self._low if replays else self._main
            return list(getattr(lane.executor, "_processes", {}) or {})

    def release_replay_workers(self) -> None:
        """End the replay workers once no replay task is queued or running: a replay's frames and palette
        grow a worker by tens of MB that it would keep for ever; the next replay starts fresh workers
        (spawned on demand, light: ``render.tasks`` only). :class:`ReplayQueue` calls this when its last
        replay is done."""
        with self._lock:
            lane = self._low
            if self._closed or lane.queue or lane.busy:
                return
            old, lane.executor = lane.executor, lane.make()
        old.shutdown(wait=False)

    def close(self) -> None:
        """Stop the workers (waiting for renders under way) and end their processes; queued tasks are
        cancelled. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            queued = self._main.queue + self._low.queue
            self._main.queue, self._low.queue = [], []
        for job in queued:
            job.future.cancel()
        for lane in (self._main, self._low):
            lane.executor.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> PoolRenderer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Rerun(Future):  # type: ignore[type-arg]
    """The caller's future again, for the retry of a task whose worker died: already running, so the
    queue's ``set_running_or_notify_cancel`` on it is a no-op that says go on."""

    def __init__(self, outer: Future[Any]) -> None:
        super().__init__()
        self._outer = outer

    def set_running_or_notify_cancel(self) -> bool:
        return not self._outer.cancelled()

    def set_result(self, result: Any) -> None:
        self._outer.set_result(result)

    def set_exception(self, exception: BaseException | None) -> None:
        self._outer.set_exception(exception)


# --- replays, one at a time -------------------------------------------------------------------------------


class QueueFull(Exception):
    """The replay queue holds as many as it may."""


class AlreadyQueued(Exception):
    """The user already has a replay rendering or waiting."""


class ReplayTicket:
    """One user's place in the :class:`ReplayQueue`: ``ahead`` replays were before it when it came;
    ``await ticket.turn()`` until it is its turn, then render, then ``ticket.done()`` (always)."""

    def __init__(self, queue: ReplayQueue, user_id: int, ahead: int) -> None:
        self.queue = queue
        self.user_id = user_id
        self.ahead = ahead
        self._go = asyncio.Event()

    async def turn(self) -> None:
        await self._go.wait()

    def done(self) -> None:
        self.queue._release(self)


class ReplayQueue:
    """Replays (long tasks: seconds of rendering) one at a time, in the order asked, at most one per user
    (running or waiting), and at most ``limit`` waiting. The boards of turns never queue here: they go
    straight to the render pool, ahead of any replay's frames."""

    def __init__(self, limit: int = 8, on_idle: Callable[[], None] | None = None) -> None:
        self.limit = limit
        #: Called when the last replay is done and none waits (the pool ends its replay workers).
        self.on_idle = on_idle
        self._running: ReplayTicket | None = None
        self._waiting: deque[ReplayTicket] = deque()

    @property
    def depth(self) -> int:
        """Replays rendering or waiting (the metrics' render queue depth)."""
        return len(self._waiting) + (1 if self._running is not None else 0)

    def holds(self, user_id: int) -> bool:
        """Whether ``user_id`` has a replay rendering or waiting."""
        tickets = ([self._running] if self._running else []) + list(self._waiting)
        return any(ticket.user_id == user_id for ticket in tickets)

    def enter(self, user_id: int) -> ReplayTicket:
        """A ticket for ``user_id``; :class:`AlreadyQueued` when they already have one, :class:`QueueFull`
        when ``limit`` replays wait."""
        if self.holds(user_id):
            raise AlreadyQueued(user_id)
        if self._running is not None and len(self._waiting) >= self.limit:
            raise QueueFull
        ahead = len(self._waiting) + (1 if self._running else 0)
        ticket = ReplayTicket(self, user_id, ahead)
        if self._running is None:
            self._running = ticket
            ticket._go.set()
        else:
            self._waiting.append(ticket)
        return ticket

    def _release(self, ticket: ReplayTicket) -> None:
        if self._running is ticket:
            self._running = self._waiting.popleft() if self._waiting else None
            if self._running is not None:
                self._running._go.set()
            elif self.on_idle is not None:
                self.on_idle()
        elif ticket in self._waiting:
            self._waiting.remove(ticket)

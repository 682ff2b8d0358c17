"""Replays against turns (issue 25): what three replays rendering for channel B do to a move in channel A,
how long the replay of each title's longest game takes through the render pool, and start-up.

Three tables, each figure against a floor taken in the same run:

- **a move's board while 3 replays render**: a move's board (a mid-game public board, asked for through
  the render pool as the bot does after every turn, one move after another) measured idle, then while
  three replays of the longest Wayfinders game render in the same pool (as the bot renders them: through
  its replay queue when it has one). Reported: median and worst latency, and their ratio to idle.
- **replay GIF through the pool**: the longest game of each title (seeded random game, most players)
  rendered and encoded through a warm pool of ``os.cpu_count()`` workers: wall time, CPU time of the
  workers and this process, and the GIF's size against the 8 MB goal.
- **start-up**: a fresh pool (what ``python -m bot`` builds), its warm-up started in the background as
  ``setup_hook`` does, and at once a move's board asked for: the time to that board, against the same
  board on the warm pool; and each worker's resident memory (RSS) once warm.

Runs with the pool of the checkout it is in; the replay path follows what the bot does with that pool
(``replay_boards``/``replay_gif`` when the pool has them, else a board task per frame and one GIF task).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import time
from typing import Any

from bench import Table, median_p95
from bench.replay import long_record
from bot.render_pool import PoolRenderer
from core.records import turn_frames
from i18n import text
from render import replay
from rules import GAMES
from rules.players import RandomPlayer

try:  # the replay queue of issue 25 (absent from older checkouts: there, replays run side by side)
    from bot.render_pool import ReplayQueue
except ImportError:  # pragma: no cover - older checkouts
    ReplayQueue = None  # type: ignore[assignment,misc]


def _move_views(count: int) -> list[tuple[str, dict]]:
    """``count`` mid-game public boards, cycling over the games."""
    games = list(GAMES.values())
    views = []
    for seed in range(1, count + 1):
        game = games[seed % len(games)]
        state = game.setup(game.max_players, {}, seed)
        player = RandomPlayer(seed)
        for _ in range(15 + seed * 7 % 40):
            if game.is_over(state):
                break
            state = game.apply(state, player.choose(game, state))
        views.append((game.id, game.view(state, None)))
    return views


def _frames(game_id: str) -> tuple[list[tuple[dict, str | None]], list[str]]:
    frames = turn_frames(long_record(game_id), GAMES)
    items = [(frame.view, frame.last_action) for frame in frames]
    captions = [f"Turn {frame.turn}: " + text("en", list(frame.lines), separator=" · ") for frame in frames]
    return items, captions


async def _replay(pool: PoolRenderer, game_id: str, items: list, captions: list[str]) -> bytes:
    """One replay as the bot draws it with this pool."""
    if hasattr(pool, "replay_boards"):
        colours, boards = await pool.replay_boards(game_id, items, len(items), "en")
        return await pool.replay_gif(colours, boards, captions)
    pngs = [await pool.board_async(game_id, view, last_action=last) for view, last in items]
    return await pool.run_async(replay.animation, list(zip(pngs, captions, strict=True)), len(items))


async def _queued_replay(queue: Any, user: int, pool: PoolRenderer, game_id: str, items: list,
                         captions: list[str], rss: list[float], peaks: list[float]) -> bytes:
    """One replay as the bot draws it: through the replay queue, whose last replay done ends the replay
    workers (``release_replay_workers``); ``rss`` gets each replay worker's memory at the replay's end,
    ``peaks`` the most each held at any moment until then (while it drew boards or wrote the GIF)."""
    if queue is None:
        return await _replay(pool, game_id, items, captions)
    ticket = queue.enter(user)
    try:
        await ticket.turn()
        gif = await _replay(pool, game_id, items, captions)
        workers = _pids(pool, replays=True)[len(_pids(pool)):]
        rss.extend(_rss_mb(pid) for pid in workers)
        peaks.extend(_rss_mb(pid, "VmHWM:") for pid in workers)
        return gif
    finally:
        ticket.done()


async def _moves(pool: PoolRenderer, views: list[tuple[str, dict]]) -> list[float]:
    latencies = []
    for game_id, view in views:
        start = time.perf_counter()
        await pool.board_async(game_id, view, last_action="moved")
        latencies.append((time.perf_counter() - start) * 1000.0)
    return latencies


async def _under_replays(pool: PoolRenderer, views: list[tuple[str, dict]], game_id: str, items: list,
                         captions: list[str], rss: list[float], peaks: list[float],
                         most: int = 300) -> list[float]:
    queue = (ReplayQueue(on_idle=getattr(pool, "release_replay_workers", None))
             if ReplayQueue is not None else None)
    replays = [asyncio.create_task(_queued_replay(queue, user, pool, game_id, items, captions, rss, peaks))
               for user in range(3)]
    await asyncio.sleep(0.5)  # the replays are under way
    latencies: list[float] = []
    while not all(task.done() for task in replays) or not latencies:
        latencies += await _moves(pool, views[len(latencies) % len(views):][:1] or views[:1])
        if len(latencies) >= most:
            break
    await asyncio.gather(*replays)
    return latencies


def _cpu_s(pids: list[int]) -> float:
    """User + system CPU seconds of ``pids`` (Linux ``/proc``), 0 for a pid that cannot be read."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass
    return total / ticks


def _rss_mb(pid: int, field: str = "VmRSS:") -> float:
    """A process's resident memory now (``VmHWM:``: the most it ever held), in MB (Linux ``/proc``)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _pids(pool: PoolRenderer, replays: bool = False) -> list[int]:
    """The workers' process ids: for turns, or (``replays``) every worker, the replay lane's too."""
    worker_pids = getattr(pool, "worker_pids", None)
    if worker_pids is None:  # older checkouts: one executor for everything
        return list(getattr(pool._executor, "_processes", {}) or {})
    return worker_pids() + (worker_pids(replays=True) if replays else [])


def _ratio_row(name: str, samples: list[float], idle: list[float]) -> list[object]:
    median, p95 = median_p95(samples)
    worst = max(samples)
    idle_median = statistics.median(idle)
    return [name, len(samples), median, p95, worst, median / idle_median, p95 / idle_median,
            worst / idle_median]


def run(quick: bool = False) -> list[Table]:
    workers = os.cpu_count() or 1
    views = _move_views(6 if quick else 12)
    titles = ["wayfinders"] if quick else list(GAMES)
    frames = {game_id: _frames(game_id) for game_id in titles}
    if quick:  # a smoke run: the first 40 frames stand for the long game
        frames = {game_id: (items[:40], captions[:40]) for game_id, (items, captions) in frames.items()}

    # Start-up: a fresh pool, the warm-up in the background, a move's board at once.
    startup = Table(f"Start-up: a fresh render pool ({workers} workers), warm-up in the background",
                    ["measure", "value"])
    pool = PoolRenderer(workers)
    try:
        async def first_board() -> tuple[float, Any]:
            start = time.perf_counter()
            warm = asyncio.create_task(asyncio.to_thread(pool.warm_up))
            # The bot starts the warm-up in setup_hook, before it even connects: its tasks are queued by
            # the time the first move comes.
            await asyncio.sleep(0.3)
            game_id, view = views[0]
            await pool.board_async(game_id, view, last_action="moved")
            first = time.perf_counter() - start
            await warm
            return first, time.perf_counter() - start

        first_s, warm_s = asyncio.run(first_board())
        idle_first = asyncio.run(_moves(pool, views[:1] * 3))
        startup.rows.append(["first move's board after start (s)", first_s])
        startup.rows.append(["the same board on the warm pool (ms, the floor)", min(idle_first)])
        startup.rows.append(["warm-up finished after (s)", warm_s])
        for number, pid in enumerate(_pids(pool), 1):
            startup.rows.append([f"worker {number} RSS, warm (MB)", _rss_mb(pid)])
        rss_rows = len(startup.rows)

        # A move's board, idle and while 3 replays render for another channel.
        long = len(frames["wayfinders"][0])
        load = Table(f"A move's board in channel A while 3 replays (Wayfinders, {long} frames) render for "
                     f"channel B ({workers} workers; ms)",
                     ["when", "moves", "median", "p95", "worst", "median x idle", "p95 x idle",
                      "worst x idle"])
        idle = asyncio.run(_moves(pool, views)) + asyncio.run(_moves(pool, views))
        rss: list[float] = []
        peaks: list[float] = []
        loaded = asyncio.run(_under_replays(pool, views, "wayfinders", *frames["wayfinders"], rss, peaks,
                                            most=40 if quick else 300))
        load.rows.append(_ratio_row("idle (the floor)", idle, idle))
        load.rows.append(_ratio_row("3 replays rendering", loaded, idle))
        if rss:
            startup.rows.insert(rss_rows, ["replay worker RSS at a replay's end, most of 3 replays (MB)",
                                           max(rss)])
            startup.rows.insert(rss_rows + 1, ["replay worker RSS at its peak (drawing, encoding), most (MB)",
                                               max(peaks)])
        startup.rows.insert(rss_rows + 2 * bool(rss), ["replay workers left once the replays are done",
                                                   len(_pids(pool, replays=True)) - len(_pids(pool))])

        # Each title's longest game through the pool.
        gifs = Table(f"Replay GIF of the longest game through the render pool ({workers} workers, warm)",
                     ["game", "frames", "wall s", "CPU s", "MB", "under 8 MB"])
        for game_id, (items, captions) in frames.items():
            before = {pid: _cpu_s([pid]) for pid in _pids(pool, replays=True)}
            cpu0 = time.process_time()
            start = time.perf_counter()
            gif = asyncio.run(_replay(pool, game_id, items, captions))
            wall = time.perf_counter() - start
            # Replay workers start on demand (and end after each queued replay): count the CPU of every
            # worker alive at the end, less what those alive before had used already.
            cpu = time.process_time() - cpu0 + sum(_cpu_s([pid]) - before.get(pid, 0.0)
                                                   for pid in _pids(pool, replays=True))
            size = len(gif) / 1_000_000
            gifs.rows.append([game_id, len(items), wall, cpu, size, "yes" if size <= 8.0 else "NO"])
    finally:
        pool.close()
    return [startup, load, gifs]

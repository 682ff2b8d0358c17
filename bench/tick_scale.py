"""The minute tick at scale (``python -m bench --only tick_scale``), on SQLite and on PostgreSQL.

The data set is built through the store: 10,000 games in play with a turn clock, 10,000 members with a
daily digest, 2,000 queue entries in 100 servers (none compatible now), 20 running tournaments of 8 (their
tables' games in play), seasons in 100 servers with 20 members and 100 rated games each in the month. Then
``bot.tick()`` (the periodic loop's body) runs with nothing due: its median and p95 against the floor (one
indexed one-row read through the driver alone, same run), the statements it sends, its reads and its write
transactions (counted through the store's trace, :mod:`bench.statements`), how many of its reads go
through an index at this size (each one's plan, :func:`bench.statements.unindexed`), the longest the
event loop was held at a time during it and the event loop's CPU in the tick (both unaffected by the
machine's other load, unlike the wall-clock times).

Then a due tick: 100 digests due, 50 matches waiting in one server's queue and a tournament whose sign-up
ended (its first round to pair), ticked until all of it is done: how many ticks that took, the longest
tick and the longest hold of the loop. Discord's HTTP API is a stand-in that answers at once
(:func:`bench.tick._fake_http`), so the figures are the bot's and the database's own.

Last, the queue's planning alone (:func:`core.queue.plan_matches`): the CPU of one bucket of 2,000 and of
8,000 entries none of whom fit each other now.

``--quick``: a fifth of the data set and fewer ticks (a smoke run).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg

from bench import Table, median_p95
from bench.statements import counting, reading, unindexed
from bench.storage import _locations
from bench.tick import _fake_http
from bot.app import create_bot
from core.clocks import new_clock
from core.queue import plan_matches
from core.reliability import Score
from rules import GAMES
from store import FLOW_TOURNAMENT_ROUND, QueueEntry, Store, snapshot_digest, stamp
from store.postgres import pg_sql
from store.sql.clocks import write_clock_statement

GAME_ID = "iwari"
#: The moment of the idle ticks: late in a month, nothing due.
NOW = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
MONTH_START = datetime(2026, 11, 1, tzinfo=UTC)
SERVERS = 100


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def guild(index: int) -> int:
    """Server ids spread over the id space as Discord's are (their shard is ``id >> 22``)."""
    return (index % SERVERS + 1) << 22


def user(index: int) -> int:
    return 10**15 + index


async def fill(store: Store, clock: Clock, scale: float) -> dict[str, int]:
    """The data set (see the module), ``scale`` of it; how many of each it holds."""
    game = GAMES[GAME_ID]
    snapshot = json.dumps(game.dump(game.setup(2, {}, 1)))
    digest = snapshot_digest(snapshot, 0, "")
    games_in_play = int(10_000 * scale)
    members = int(10_000 * scale)
    queued = int(2_000 * scale)
    seasons = max(2, int(SERVERS * scale))
    per_season = 20
    rated = int(100 * scale) or 1
    start = stamp(NOW - timedelta(hours=1))
    active: list[int] = []
    async with store.transaction() as db:
        for index in range(games_in_play):
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, game, options, seed, status, version, state, "
                "creator_id, created_at, updated_at, snapshot_digest, rules_version, clock_seconds, "
                "last_move_at) VALUES (?, ?, ?, '{}', 1, 'active', 1, ?, ?, ?, ?, ?, ?, 86400, ?)",
                (guild(index), 10**12 + index, GAME_ID, snapshot, user(2 * index), start, start, digest,
                 game.rules_version, start))
            game_id = int(cursor.lastrowid or 0)
            active.append(game_id)
            for seat in range(2):
                await db.execute("INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                                 (game_id, seat, user(2 * index + seat), start))
            clock_row = new_clock(game_id, 0, user(2 * index), 0, 86400, NOW - timedelta(hours=1))
            await db.execute(*write_clock_statement(game_id, clock_row))
        # Members with a daily digest at an hour still to come today or tomorrow.
        for index in range(members):
            hour = (NOW.hour + 1 + index % 22) % 24
            next_at = NOW.replace(hour=hour, minute=0)
            if next_at <= NOW:
                next_at += timedelta(days=1)
            await db.execute("INSERT INTO user_settings (user_id, digest_hour, digest_next_at) "
                             "VALUES (?, ?, ?)", (user(index), hour, stamp(next_at)))
    # Seasons: members joined on the 1st; rated two-player games among them since.
    clock.now = MONTH_START
    finished = 0
    for server in range(seasons):
        guild_id = guild(server)
        await store.configure_season(guild_id, GAME_ID, enabled=True, channel_id=guild_id + 1, divisions=2,
                                     promote=2, relegate=2, month="2026-11")
        players = [user(server * per_season + k) for k in range(per_season)]
        for k, player in enumerate(players):
            await store.join_season(guild_id, GAME_ID, player, division=1 if k < per_season // 2 else 2)
        async with store.transaction() as db:
            for number in range(rated):
                a, b = players[number % per_season], players[(number * 7 + 3) % per_season]
                if a == b:
                    b = players[(number + 1) % per_season]
                at = stamp(MONTH_START + timedelta(days=1, minutes=number * 300))
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, game, options, seed, status, version, state, "
                    "creator_id, created_at, updated_at, rules_version) "
                    "VALUES (?, ?, ?, '{}', 1, 'finished', 9, '{}', ?, ?, ?, ?)",
                    (guild_id, 2 * 10**12 + finished, GAME_ID, a, at, at, game.rules_version))
                game_id = int(cursor.lastrowid or 0)
                finished += 1
                await db.execute("INSERT INTO game_results (game_id, guild_id, game, started_at, "
                                 "finished_at, turns, rated) VALUES (?, ?, ?, ?, ?, 20, 1)",
                                 (game_id, guild_id, GAME_ID, at, at))
                for seat, (player, place) in enumerate(((a, 1), (b, 2))):
                    await db.execute(
                        "INSERT INTO result_seats (game_id, seat, user_id, score, place, won, standin, "
                        "standin_moves) VALUES (?, ?, ?, ?, ?, ?, 0, 0)",
                        (game_id, seat, player, 10 - place, place, int(place == 1)))
            for player in players:
                await db.execute("INSERT INTO ratings (scope, game, user_id, mu, sigma, games, updated_at) "
                                 "VALUES (?, ?, ?, 25, 5, 10, ?) ON CONFLICT DO NOTHING",
                                 (guild_id, GAME_ID, player, stamp(MONTH_START)))
        # The card as posted earlier: its mark is brought up to date by the warm-up tick's edit.
        await store.set_season_card(guild_id, GAME_ID, guild_id + 2, None)
    # The queue: 20 entries per server for one title and table, ratings 250 apart (nobody fits yet).
    clock.now = NOW - timedelta(minutes=30)
    for index in range(queued):
        server = index % SERVERS
        if index < SERVERS:
            await store.set_queue_channel(guild(server), guild(server) + 3)
        await store.join_queue(guild_id=guild(server), user_id=user(50_000 + index), game=GAME_ID, players=2,
                               clock="24h", min_reliability=None, rating=1000 + 250 * (index // SERVERS),
                               expires_at=stamp(NOW + timedelta(days=6)))
    # Tournaments: 8 players each, round 1 running, its four tables' games in play.
    tournaments = max(2, int(20 * scale))
    for number in range(tournaments):
        guild_id = guild(number)
        made = await store.create_tournament(
            guild_id=guild_id, channel_id=guild_id + 4, creator_id=user(90_000 + number * 8), game=GAME_ID,
            options={}, clock="24h", format="swiss", table_size=2, rounds=3, round_seconds=3 * 86400,
            signup_until=stamp(NOW - timedelta(days=1)), min_reliability=None)
        players = [user(90_000 + number * 8 + k) for k in range(8)]
        for player in players:
            await store.join_tournament(made.id, player, stamp(NOW - timedelta(days=2)))
        await store.begin_tournament_round(made.id, 1, [players[k:k + 2] for k in range(0, 8, 2)], [],
                                           stamp(NOW + timedelta(days=2)))
        for table in range(4):
            await store.set_tournament_game(made.id, 1, table, active[(number * 4 + table) % len(active)])
    # The rounds' games are the ones in play above: their flows (threads, games, DMs) are done.
    await store.execute("DELETE FROM flows WHERE kind = ?", (FLOW_TOURNAMENT_ROUND,))
    # What a bulk load leaves the planner with (bench and tests alike): the statistics taken now.
    await store.analyze()
    if store.backend == "postgresql":
        # And the state of a database that has been running a while: autovacuum's pass over the tables
        # just filled done now, not in the middle of the measured ticks.
        await store.execute("VACUUM")
    clock.now = NOW
    return {"games in play": games_in_play, "members with a digest": members, "queue entries": queued,
            "tournaments": tournaments, "seasons": seasons, "rated games": finished}


class LoopWatch:
    """The longest the event loop was held at a time while watching: the CPU time of the main thread in
    each callback the loop runs (a task's step between two awaits), so neither this machine's other load
    nor a worker thread's turn counts, only the work that kept every other press waiting. ``worst_at``
    names the task or callback that held it longest."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.worst_at = ""
        self._real: Any = None

    async def __aenter__(self) -> LoopWatch:
        watch = self
        real = self._real = asyncio.events.Handle._run

        def timed(handle: asyncio.Handle) -> None:
            began = time.thread_time()
            try:
                real(handle)
            finally:
                spent = (time.thread_time() - began) * 1000.0
                if spent > watch.worst:
                    watch.worst = spent
                    callback = getattr(handle, "_callback", None)
                    task = getattr(callback, "__self__", None)
                    if isinstance(task, asyncio.Task) and not task.done():
                        # Where the step ended: the task's awaits, outermost first.
                        places, coroutine = [], task.get_coro()
                        while coroutine is not None and getattr(coroutine, "cr_frame", None) is not None:
                            frame = coroutine.cr_frame
                            places.append(f"{frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.f_lineno}")
                            coroutine = coroutine.cr_await
                        watch.worst_at = " > ".join(places)
                    else:
                        watch.worst_at = repr(callback)[:160]

        asyncio.events.Handle._run = timed  # type: ignore[method-assign]
        return self

    async def __aexit__(self, *exc: object) -> None:
        asyncio.events.Handle._run = self._real  # type: ignore[method-assign]


async def _floor(backend: str, location: str, samples: int) -> list[float]:
    """One indexed one-row read through the driver alone (a game by its id)."""
    sql = "SELECT id, status FROM games WHERE id = ?"
    times = []
    if backend == "sqlite":
        db = await aiosqlite.connect(location, isolation_level=None)
        try:
            for index in range(samples):
                began = time.perf_counter()
                await db.execute_fetchall(sql, (index + 1,))
                times.append((time.perf_counter() - began) * 1000.0)
        finally:
            await db.close()
        return times
    connection = await asyncpg.connect(location)
    try:
        for index in range(samples):
            began = time.perf_counter()
            await connection.fetch(pg_sql(sql), index + 1)
            times.append((time.perf_counter() - began) * 1000.0)
    finally:
        await connection.close()
    return times


async def _due_work(store: Store, clock: Clock) -> str:
    """100 digests due, 50 matches waiting in one server (far above the ratings already queued there),
    one tournament's first round to pair."""
    now = clock.now
    members = ", ".join(str(user(k)) for k in range(100))
    await store.execute(f"UPDATE user_settings SET digest_next_at = ? WHERE user_id IN ({members})",
                        (stamp(now - timedelta(minutes=1)),))
    server = guild(SERVERS - 1)
    for pair in range(50):
        for side in range(2):
            await store.join_queue(guild_id=server, user_id=user(70_000 + pair * 2 + side), game=GAME_ID,
                                   players=2, clock="24h", min_reliability=None,
                                   rating=20_000 + pair * 1000 + side,
                                   expires_at=stamp(now + timedelta(days=6)))
    made = await store.create_tournament(
        guild_id=server, channel_id=server + 4, creator_id=user(80_000), game=GAME_ID, options={},
        clock="24h", format="swiss", table_size=2, rounds=3, round_seconds=86400, signup_until=stamp(now),
        min_reliability=None)
    for k in range(8):
        await store.join_tournament(made.id, user(80_000 + k), stamp(now - timedelta(hours=1)))
    return "100 digests, 50 matches, a round of 8 to pair"


def _left(store: Store) -> Callable[[], Any]:
    async def left() -> int:
        digests = await store.scalar("SELECT COUNT(*) FROM user_settings WHERE digest_next_at <= ?",
                                     (stamp(NOW + timedelta(minutes=1)),))
        queued = await store.scalar("SELECT COUNT(*) FROM queue_entries WHERE user_id >= ? AND user_id < ?",
                                    (user(70_000), user(70_100)))
        flows = await store.scalar("SELECT COUNT(*) FROM flows")
        pairing = await store.scalar("SELECT COUNT(*) FROM tournaments WHERE status = 'signup'")
        return int(digests or 0) + int(queued or 0) + int(flows or 0) + int(pairing or 0)
    return left


def _discord(ids: itertools.count) -> Any:
    """:func:`bench.tick._fake_http`, its messages with (empty) components, and a thread for a thread."""
    base = _fake_http(ids)

    async def request(route: Any, **kwargs: Any) -> Any:
        answer = await base(route, **kwargs)
        if isinstance(answer, dict) and "content" in answer:
            answer = {**answer, "components": []}
        if route.method == "POST" and route.path.endswith("/threads"):
            answer = {"id": answer["id"], "type": 11, "guild_id": "1", "name": "thread",
                      "parent_id": "1", "owner_id": "1", "thread_metadata": {
                          "archived": False, "auto_archive_duration": 1440,
                          "archive_timestamp": "2026-01-01T00:00:00+00:00", "locked": False}}
        return answer
    return request


async def _measure_backend(backend: str, location: str,
                           quick: bool) -> tuple[list[list[object]], dict[str, int]]:
    clock = Clock(NOW)
    bot = create_bot(location, clock=clock)
    await bot._async_setup_hook()
    bot.http.request = _discord(itertools.count(10**17))  # type: ignore[method-assign]
    bot.freeze_after_setup = True  # as python -m bot runs it (bot/run.py)
    rows: list[list[object]] = []
    try:
        await bot.setup_hook()
        sizes = await fill(bot.store, clock, 0.2 if quick else 1.0)
        for _ in range(2):  # the warm-up: caches, and the season cards' marks brought up to date
            await bot.tick()
        idle: list[float] = []
        cpu: list[float] = []
        statements: list[int] = []
        reads: list[int] = []
        writes: list[int] = []
        worst = 0.0
        for _ in range(5 if quick else 30):
            clock.now += timedelta(seconds=1)
            async with counting(bot.store) as seen, LoopWatch() as watch:
                began, began_cpu = time.perf_counter(), time.thread_time()
                await bot.tick()
                idle.append((time.perf_counter() - began) * 1000.0)
                cpu.append((time.thread_time() - began_cpu) * 1000.0)
            statements.append(seen.count)
            reads.append(seen.reads)
            writes.append(seen.write_transactions)
            worst = max(worst, watch.worst)
        # Every read of an idle tick, its plan at this size: through an index, a few rows each.
        clock.now += timedelta(seconds=1)
        with reading(bot.store) as seen_reads:
            await bot.tick()
        unindexed_reads = []
        for sql, params in seen_reads.queries:
            found = await unindexed(backend, location, sql, params, most_rows=100)
            if found:
                unindexed_reads.append(f"{', '.join(found)}: {sql[:80]}")
        for line in unindexed_reads:
            print(f"{backend}: an idle tick's read without an index: {line}", file=sys.stderr)
        floor = median_p95(await _floor(backend, location, 30 if quick else 200))[0]
        median, p95 = median_p95(idle)
        rows.append([backend, "idle tick", len(idle), median, p95, floor, f"{median / floor:.0f}x",
                     statistics.median(statements), statistics.median(reads), statistics.median(writes),
                     worst, statistics.median(cpu),
                     f"{len(seen_reads.queries) - len(unindexed_reads)}/{len(seen_reads.queries)}"])
        # A due tick: ticked until the work is done.
        label = await _due_work(bot.store, clock)
        left = _left(bot.store)
        ticks: list[float] = []
        cpu = []
        worst = 0.0
        statements = []
        writes = []
        held_by = ""
        for _ in range(10):
            clock.now += timedelta(minutes=1)
            async with counting(bot.store) as seen, LoopWatch() as watch:
                began, began_cpu = time.perf_counter(), time.thread_time()
                await bot.tick()
                ticks.append((time.perf_counter() - began) * 1000.0)
                cpu.append((time.thread_time() - began_cpu) * 1000.0)
            statements.append(seen.count)
            writes.append(seen.write_transactions)
            if watch.worst > worst:
                worst, held_by = watch.worst, watch.worst_at
            if not await left():
                break
        rows.append([backend, f"due: {label} ({len(ticks)} ticks{', not done' if await left() else ''})",
                     len(ticks), statistics.median(ticks), max(ticks), floor, "-", sum(statements), "-",
                     sum(writes), worst, sum(cpu), "-"])
        if held_by and worst > 50:
            print(f"{backend}: the due tick held the loop longest in {held_by}", file=sys.stderr)
        return rows, sizes
    finally:
        await bot.close()


def _planning(count: int) -> float:
    """The CPU milliseconds of planning one bucket of ``count`` entries none of whom fit each other now."""
    now = NOW
    joined = stamp(now - timedelta(minutes=5))
    entries = [QueueEntry(k + 1, 1 << 22, user(k), GAME_ID, 2, "24h", None, 1000 + 250 * k, joined,
                          stamp(now + timedelta(days=6))) for k in range(count)]
    scores = {entry.user_id: Score(None, 0) for entry in entries}
    began = time.process_time()
    groups = plan_matches(entries, now, scores)
    spent = (time.process_time() - began) * 1000.0
    assert groups == []
    return spent


async def _measure(quick: bool) -> tuple[Table, list[str]]:
    table = Table("The minute tick at scale: bot.tick() over the whole data set (ms; the floor: one indexed "
                  "one-row read through the driver alone, same run)",
                  ["backend", "case", "ticks", "median", "p95/max", "floor", "x floor", "statements",
                   "reads", "write tx", "loop held ms", "loop CPU ms", "reads via index"])
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        async with _locations(Path(folder)) as places:
            if len(places) == 1:
                notes.append("PostgreSQL not measured: set BOARDGAME_BENCH_POSTGRES_URL (or "
                             "BOARDGAME_TEST_POSTGRES_URL) to a server's URL.")
            for backend, location in places:
                rows, sizes = await _measure_backend(backend, location, quick)
                table.rows.extend(rows)
            notes.append("data set: " + ", ".join(f"{value:,} {name}" for name, value in sizes.items()))
    return table, notes


def run(quick: bool = False) -> list[Table]:
    table, notes = asyncio.run(_measure(quick))
    planning = Table("The queue's planning of one bucket of entries none of whom fit each other now "
                     "(core.queue.plan_matches, CPU ms)", ["entries", "CPU ms"])
    for count in (2_000, 8_000) if not quick else (500, 2_000):
        planning.rows.append([count, _planning(count)])
    for note in notes:
        table.rows.append(["-", note, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-"])
    return [table, planning]

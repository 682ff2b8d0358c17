"""Storage on both backends (``python -m bench --only storage``): the commit of one action, the load of one
game and ``bot.tick()`` over 10,000 stored games in play (each with a turn clock), with nothing due and
with 200 half-time reminders due, each on SQLite (a file in a temporary folder) and on PostgreSQL. Each
figure is printed with its floor, measured in the same run through the driver alone, and the ratio of the
medians: a bare insert + commit for a commit; one indexed range read of the clocks for the idle tick; that
read plus one UPDATE of the 200 clocks in one transaction for the tick with reminders due. On SQLite the
hand-offs to aiosqlite's threads are counted too (per commit, per turn = load + commit, per idle tick).

PostgreSQL is measured when ``BOARDGAME_BENCH_POSTGRES_URL`` (or else ``BOARDGAME_TEST_POSTGRES_URL``)
names a server; the figures go into a schema of their own, dropped afterwards. The tick's Discord calls go
to a stand-in that answers at once (see :mod:`bench.tick`), so the figures are the bot's and the
database's work, not the network's.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import secrets
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg

from bench import Table, median_p95
from bench.tick import START, _Clock, _fake_http
from bot.app import create_bot
from core.clocks import new_clock
from core.service import GameService
from rules import GAMES
from rules.players import RandomPlayer
from store import NewAction, Store, open_store, snapshot_digest, stamp
from store.postgres import pg_sql
from store.sql.clocks import write_clock_statement

GAME_ID = "iwari"


@asynccontextmanager
async def _locations(folder: Path) -> AsyncIterator[list[tuple[str, str]]]:
    """(backend, location) pairs: SQLite always, PostgreSQL in a fresh schema when a server is named."""
    url = (os.environ.get("BOARDGAME_BENCH_POSTGRES_URL") or os.environ.get("BOARDGAME_TEST_POSTGRES_URL")
           or "").strip()
    places = [("sqlite", str(folder / "bench.sqlite3"))]
    if not url:
        yield places
        return
    schema = f"bench_{secrets.token_hex(4)}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        places.append(("postgresql", f"{url}{'&' if '?' in url else '?'}search_path={schema}"))
        yield places
    finally:
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await admin.close()


async def _fill(store: Store, count: int) -> list[int]:
    """``count`` Iwari games in play, two seats each, a 24-hour turn clock each (started at ``START``)."""
    game = GAMES[GAME_ID]
    snapshot = json.dumps(game.dump(game.setup(2, {}, 1)))
    digest = snapshot_digest(snapshot, 0, "")
    ids = []
    async with store.transaction() as db:
        for index in range(count):
            cursor = await db.execute(
                "INSERT INTO games (guild_id, channel_id, game, options, seed, status, version, state, "
                "creator_id, created_at, updated_at, snapshot_digest, rules_version, clock_seconds, "
                "last_move_at) VALUES (?, ?, ?, '{}', 1, 'active', 1, ?, 100, ?, ?, ?, ?, 86400, ?)",
                ((index + 1) << 22, 10_000 + index, GAME_ID, snapshot, stamp(START), stamp(START), digest,
                 game.rules_version, stamp(START)))
            game_id = int(cursor.lastrowid or 0)
            ids.append(game_id)
            for seat in range(2):
                await db.execute("INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                                 (game_id, seat, 100 + index * 2 + seat, stamp(START)))
            clock = new_clock(game_id, 0, 100 + index * 2, 0, 86400, START)
            await db.execute(*write_clock_statement(game_id, clock))  # as the store writes a clock
    return ids


class HandOffs:
    """Counts the jobs handed to aiosqlite's threads (each statement is one, unless the store runs
    several in one job) while active."""

    def __init__(self) -> None:
        self.count = 0
        self._real = aiosqlite.Connection._execute

    def __enter__(self) -> HandOffs:
        counter = self
        real = self._real

        async def counted(connection: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
            counter.count += 1
            return await real(connection, fn, *args, **kwargs)

        aiosqlite.Connection._execute = counted  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        aiosqlite.Connection._execute = self._real  # type: ignore[method-assign]


async def _commits_and_loads(store: Store, ids: list[int],
                             samples: int) -> tuple[list[float], list[float], float, float]:
    """Commit ``samples`` actions (random legal Iwari moves, in games among the stored ones) and time each
    ``commit_action``; time ``samples`` loads (record + snapshot check) of games picked across the table.
    Also the SQLite hand-offs per commit and per turn (its load and its commit)."""
    game = GAMES[GAME_ID]
    service = GameService(store, {GAME_ID: game})
    player = RandomPlayer(1)
    commits: list[float] = []
    turn_handoffs = commit_handoffs = 0
    for game_id in itertools.cycle(ids[:50]):
        if len(commits) >= samples:
            break
        with HandOffs() as loading:
            loaded = await service.load(await store.get_game(game_id))
        if game.is_over(loaded.state):
            continue
        action = player.choose(game, loaded.state)
        new_state = game.apply(loaded.state, action)
        snapshot = json.dumps(game.dump(new_state))
        seat = game.to_play(loaded.state) or 0
        with HandOffs() as committing:
            began = time.perf_counter()
            await store.commit_action(
                game_id, expected_version=loaded.version,
                actions=[NewAction(seat, game.encode(action), "a move", game.turn_count(loaded.state))],
                state_json=snapshot, finished=game.is_over(new_state),
                expected_seq=loaded.log_seq)  # as the service passes it
            commits.append((time.perf_counter() - began) * 1000.0)
        commit_handoffs += committing.count
        turn_handoffs += committing.count + loading.count
    loads: list[float] = []
    step = max(1, len(ids) // samples)
    for game_id in ids[::step][:samples]:
        began = time.perf_counter()
        await service.load(await store.get_game(game_id))
        loads.append((time.perf_counter() - began) * 1000.0)
    return commits, loads, commit_handoffs / len(commits), turn_handoffs / len(commits)


async def _ticks(location: str, repeats: int,
                 busy_repeats: int) -> tuple[list[float], list[float], int, float]:
    """``bot.tick()`` with nothing due, ``repeats`` times; then ``busy_repeats`` times with the half-time
    reminders of 1 game in 50 due (their clocks' reminder moved back 12 hours, as the store would write
    it, and unsent again before each tick). Also the SQLite hand-offs per idle tick."""
    clock = _Clock()
    bot = create_bot(location, clock=clock)
    await bot._async_setup_hook()
    bot.http.request = _fake_http(itertools.count(10**17))  # type: ignore[method-assign]
    try:
        await bot.setup_hook()
        idle = []
        with HandOffs() as handoffs:
            for _ in range(repeats):
                clock.now = START - timedelta(minutes=30)
                began = time.perf_counter()
                await bot.tick()
                idle.append((time.perf_counter() - began) * 1000.0)
        busy = []
        sent = 0
        for _ in range(busy_repeats):
            due = stamp(START - timedelta(minutes=1))
            await bot.store.execute("UPDATE clocks SET half_at = ?, half_sent = 0, next_due = ? "
                                    "WHERE game_id % 50 = 0", (due, due))
            clock.now = START
            began = time.perf_counter()
            await bot.tick()
            busy.append((time.perf_counter() - began) * 1000.0)
            sent = int(await bot.store.scalar("SELECT COUNT(*) FROM clocks WHERE half_sent = 1") or 0)
        return idle, busy, sent, handoffs.count / max(1, repeats)
    finally:
        await bot.close()


async def _read_floor(backend: str, location: str, samples: int, *,
                      claim: bool) -> list[float]:
    """The least a tick must do, through the driver alone: one indexed range read of the clocks (by
    deadline: nothing due); with ``claim``, that read of the 200 clocks due then one UPDATE of them in one
    transaction."""
    due_at = stamp(START - timedelta(minutes=1))
    read = "SELECT game_id FROM clocks WHERE deadline <= ?"
    update = "UPDATE clocks SET muted = muted WHERE game_id % 50 = 0"
    times = []
    if backend == "sqlite":
        db = await aiosqlite.connect(location, isolation_level=None)
        try:
            for _ in range(samples):
                began = time.perf_counter()
                await db.execute_fetchall(read, (due_at,))
                if claim:
                    await db.execute("BEGIN IMMEDIATE")
                    await db.execute(update)
                    await db.execute("COMMIT")
                times.append((time.perf_counter() - began) * 1000.0)
        finally:
            await db.close()
        return times
    connection = await asyncpg.connect(location)
    try:
        for _ in range(samples):
            began = time.perf_counter()
            await connection.fetch(pg_sql(read), due_at)
            if claim:
                async with connection.transaction():
                    await connection.execute(update)
            times.append((time.perf_counter() - began) * 1000.0)
    finally:
        await connection.close()
    return times


async def _floor(backend: str, location: str, samples: int) -> list[float]:
    """One INSERT and COMMIT through the driver alone: what any commit costs at least on this backend."""
    times = []
    if backend == "sqlite":
        db = await aiosqlite.connect(location, isolation_level=None)
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("CREATE TABLE IF NOT EXISTS bench_floor (x INTEGER)")
            for index in range(samples):
                began = time.perf_counter()
                await db.execute("BEGIN IMMEDIATE")
                await db.execute("INSERT INTO bench_floor (x) VALUES (?)", (index,))
                await db.execute("COMMIT")
                times.append((time.perf_counter() - began) * 1000.0)
        finally:
            await db.close()
        return times
    connection = await asyncpg.connect(location)
    try:
        await connection.execute("CREATE TABLE IF NOT EXISTS bench_floor (x BIGINT)")
        for index in range(samples):
            began = time.perf_counter()
            async with connection.transaction():
                await connection.execute(pg_sql("INSERT INTO bench_floor (x) VALUES (?)"), index)
            times.append((time.perf_counter() - began) * 1000.0)
    finally:
        await connection.close()
    return times


async def _measure(quick: bool) -> tuple[Table, list[str]]:
    games_stored = 1_000 if quick else 10_000
    samples = 30 if quick else 300
    table = Table(f"Storage: one action, one game, tick over {games_stored:,} games in play (ms; the floor "
                  "through the driver alone, same run)",
                  ["backend", "operation", "samples", "median", "p95", "floor", "x floor"])
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        async with _locations(Path(folder)) as places:
            if len(places) == 1:
                notes.append("PostgreSQL not measured: set BOARDGAME_BENCH_POSTGRES_URL (or "
                             "BOARDGAME_TEST_POSTGRES_URL) to a server's URL.")
            for backend, location in places:
                store = await open_store(location)
                try:
                    ids = await _fill(store, games_stored)
                    commits, loads, commit_handoffs, turn_handoffs = await _commits_and_loads(
                        store, ids, samples)
                finally:
                    await store.close()
                idle, busy, sent, tick_handoffs = await _ticks(location, 5 if quick else 20,
                                                                2 if quick else 5)
                floor = await _floor(backend, location, samples)
                read_floor = await _read_floor(backend, location, 5 if quick else 20, claim=False)
                claim_floor = await _read_floor(backend, location, 2 if quick else 5, claim=True)

                def row(operation: str, times: list[float], base: list[float] | None,
                        backend: str = backend) -> list[object]:
                    median, p95 = median_p95(times)
                    if base is None:
                        return [backend, operation, len(times), median, p95, "-", "-"]
                    floor_median = median_p95(base)[0]
                    return [backend, operation, len(times), median, p95, floor_median,
                            f"{median / floor_median:.1f}x"]

                table.rows.append(row("insert + commit (driver alone, the floor)", floor, None))
                table.rows.append(row("commit_action (one action)", commits, floor))
                table.rows.append(row("load one game (record + snapshot)", loads, None))
                table.rows.append(row("tick, nothing due", idle, read_floor))
                table.rows.append(row(f"tick, {sent} reminders due", busy, claim_floor))
                if backend == "sqlite":
                    table.rows.append([backend, "hand-offs to the threads: per commit_action", len(commits),
                                       commit_handoffs, "-", "-", "-"])
                    table.rows.append([backend, "hand-offs: per turn (load + commit_action)", len(commits),
                                       turn_handoffs, "-", "-", "-"])
                    table.rows.append([backend, "hand-offs: per idle tick", len(idle), tick_handoffs,
                                       "-", "-", "-"])
    return table, notes


def run(quick: bool = False) -> Table:
    table, notes = asyncio.run(_measure(quick))
    for note in notes:
        table.rows.append(["postgresql", note, 0, "-", "-", "-", "-"])
    return table

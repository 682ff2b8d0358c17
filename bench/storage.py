"""Storage on both backends (``python -m bench --only storage``): the commit of one action, the load of one
game and ``bot.tick()`` over 10,000 stored games in play, each on SQLite (a file in a temporary folder)
and on PostgreSQL, with a bare insert + commit through the driver alone as each backend's floor.

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
            await db.execute(
                "INSERT INTO clocks (game_id, seat, user_id, turn, started_at, deadline, half_at, tenth_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, clock.seat, clock.user_id, clock.turn, clock.started_at, clock.deadline,
                 clock.half_at, clock.tenth_at))
    return ids


async def _commits_and_loads(store: Store, ids: list[int], samples: int) -> tuple[list[float], list[float]]:
    """Commit ``samples`` actions (random legal Iwari moves, in games among the stored ones) and time each
    ``commit_action``; time ``samples`` loads (record + snapshot check) of games picked across the table."""
    game = GAMES[GAME_ID]
    service = GameService(store, {GAME_ID: game})
    player = RandomPlayer(1)
    commits: list[float] = []
    for game_id in itertools.cycle(ids[:50]):
        if len(commits) >= samples:
            break
        loaded = await service.load(await store.get_game(game_id))
        if game.is_over(loaded.state):
            continue
        action = player.choose(game, loaded.state)
        new_state = game.apply(loaded.state, action)
        snapshot = json.dumps(game.dump(new_state))
        seat = game.to_play(loaded.state) or 0
        began = time.perf_counter()
        await store.commit_action(
            game_id, expected_version=loaded.version,
            actions=[NewAction(seat, game.encode(action), "a move", game.turn_count(loaded.state))],
            state_json=snapshot, finished=game.is_over(new_state))
        commits.append((time.perf_counter() - began) * 1000.0)
    loads: list[float] = []
    step = max(1, len(ids) // samples)
    for game_id in ids[::step][:samples]:
        began = time.perf_counter()
        await service.load(await store.get_game(game_id))
        loads.append((time.perf_counter() - began) * 1000.0)
    return commits, loads


async def _ticks(location: str, repeats: int) -> tuple[list[float], float, int]:
    """``bot.tick()`` with nothing due, ``repeats`` times; then once with the reminders of 1 game in 50
    due (their clocks moved back 12 hours)."""
    clock = _Clock()
    bot = create_bot(location, clock=clock)
    await bot._async_setup_hook()
    bot.http.request = _fake_http(itertools.count(10**17))  # type: ignore[method-assign]
    try:
        await bot.setup_hook()
        idle = []
        for _ in range(repeats):
            clock.now = START - timedelta(minutes=30)
            began = time.perf_counter()
            await bot.tick()
            idle.append((time.perf_counter() - began) * 1000.0)
        await bot.store.execute("UPDATE clocks SET half_at = ? WHERE game_id % 50 = 0",
                                (stamp(START - timedelta(minutes=1)),))
        clock.now = START
        began = time.perf_counter()
        await bot.tick()
        busy = (time.perf_counter() - began) * 1000.0
        sent = int(await bot.store.scalar("SELECT COUNT(*) FROM clocks WHERE half_sent = 1") or 0)
        return idle, busy, sent
    finally:
        await bot.close()


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
    table = Table(f"Storage: one action, one game, tick over {games_stored:,} games in play (ms)",
                  ["backend", "operation", "samples", "median", "p95"])
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
                    commits, loads = await _commits_and_loads(store, ids, samples)
                finally:
                    await store.close()
                idle, busy, sent = await _ticks(location, 5 if quick else 20)
                floor = await _floor(backend, location, samples)
                table.rows.append([backend, "insert + commit (driver alone, the floor)", len(floor),
                                   *median_p95(floor)])
                table.rows.append([backend, "commit_action (one action)", len(commits), *median_p95(commits)])
                table.rows.append([backend, "load one game (record + snapshot)", len(loads),
                                   *median_p95(loads)])
                table.rows.append([backend, "tick, nothing due", len(idle), *median_p95(idle)])
                table.rows.append([backend, f"tick, {sent} reminders due", 1, busy, busy])
    return table, notes


def run(quick: bool = False) -> Table:
    table, notes = asyncio.run(_measure(quick))
    for note in notes:
        table.rows.append(["postgresql", note, 0, "-", "-"])
    return table

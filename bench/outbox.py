"""The outbox at size (``python -m bench --only outbox``): the periodic work's read of the announcements
still to deliver, and the retention's (``core/retention.py``), over an outbox of many delivered rows and a
few pending, on SQLite (a file in a temporary folder) and on PostgreSQL (when ``BOARDGAME_BENCH_POSTGRES_URL``
or ``BOARDGAME_TEST_POSTGRES_URL`` names a server; a schema of its own, dropped afterwards).

Each read is the store's own statement, run through the driver alone, its median printed with the floor
measured in the same run (one row read by its primary key) and the ratio of the two: the noise of a
shared machine moves both. "Without its index" drops the index the pending read goes through (as the
schema was before version 25), to show what it saves. One batch of the retention (its read and the
delete of 500 rows) is timed once per backend.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import asyncpg

from bench import Table, median_p95, timed
from store import open_store
from store.postgres import pg_sql

SIZES = (100_000, 400_000)
QUICK_SIZES = (20_000,)
PENDING = 3
REPEAT = 30
QUICK_REPEAT = 5


async def _schema(location: str) -> Any:
    store = await open_store(location)
    try:
        return (store._pending_query(None, "2026-12-01T00:00:00", None),
                store._delivered_before_query("2025-01-01", 500),
                store._delivered_before_query("2027-01-01", 500))
    finally:
        await store.close()


def _sqlite(folder: Path, rows: int, repeat: int) -> list[tuple[str, float, float]]:
    path = str(folder / f"outbox{rows}.sqlite3")
    pending, look, due = asyncio.run(_schema(path))
    db = sqlite3.connect(path)
    try:
        db.execute("INSERT INTO games (id, guild_id, channel_id, game, status, creator_id, created_at, "
                   "updated_at) VALUES (1, 9, 9, 'iwari', 'finished', 1, '2026', '2026')")
        db.executemany("INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) VALUES "
                       "(1, ?, '{\"kind\": \"turn\", \"seat\": 0}', '2026-01-01T00:00:00', "
                       "'2026-01-01T00:00:01')", ((i,) for i in range(rows)))
        db.executemany("INSERT INTO outbox (game_id, version, payload, created_at) VALUES "
                       "(1, 0, '{}', '2026-06-01T00:00:00')", [()] * PENDING)
        db.commit()

        def run(sql_params: tuple[str, Any]) -> float:
            return median_p95(timed(lambda: db.execute(*sql_params).fetchall(), repeat))[0]

        floor = run(("SELECT id FROM outbox WHERE id = ?", (rows // 2,)))
        out = [("floor: one row by its key", floor, 1.0)]
        for name, statement in (("the tick's pending read", pending),
                                ("the retention's look, nothing due", look)):
            ms = run(statement)
            out.append((name, ms, ms / floor))
        batch = timed(lambda: _delete_batch(db, due), 1)[0]
        out.append(("one retention batch (read, delete 500)", batch, batch / floor))
        db.execute("DROP INDEX outbox_undelivered")
        ms = run(pending)
        out.append(("the tick's pending read, without its index", ms, ms / floor))
        return out
    finally:
        db.close()


def _delete_batch(db: sqlite3.Connection, due: tuple[str, Any]) -> None:
    ids = [row[0] for row in db.execute(*due)]
    db.execute(f"DELETE FROM outbox WHERE id IN ({', '.join('?' for _ in ids)}) AND delivered_at IS NOT NULL",
               ids)
    db.commit()


async def _postgres(url: str, rows: int, repeat: int) -> list[tuple[str, float, float]]:
    schema = f"bench_{secrets.token_hex(4)}"
    admin = await asyncpg.connect(url)
    await admin.execute(f"CREATE SCHEMA {schema}")
    try:
        location = f"{url}{'&' if '?' in url else '?'}search_path={schema}"
        pending, look, due = await _schema(location)
        db = await asyncpg.connect(location)
        try:
            await db.execute("INSERT INTO games (id, guild_id, channel_id, game, status, creator_id, "
                             "created_at, updated_at) "
                             "VALUES (1, 9, 9, 'iwari', 'finished', 1, '2026', '2026')")
            await db.execute("INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) "
                             "SELECT 1, g, '{\"kind\": \"turn\"}', '2026-01-01T00:00:00', "
                             "'2026-01-01T00:00:01' FROM generate_series(1, $1) g", rows)
            await db.execute("INSERT INTO outbox (game_id, version, payload, created_at) "
                             "SELECT 1, 0, '{}', '2026-06-01T00:00:00' FROM generate_series(1, $1)", PENDING)
            await db.execute("ANALYZE")

            async def run(sql: str, params: Any) -> float:
                samples = []
                for _ in range(repeat):
                    start = asyncio.get_running_loop().time()
                    await db.fetch(pg_sql(sql), *params)
                    samples.append((asyncio.get_running_loop().time() - start) * 1000)
                return median_p95(samples)[0]

            floor = await run("SELECT id FROM outbox WHERE id = ?", (rows // 2,))
            out = [("floor: one row by its key", floor, 1.0)]
            for name, (sql, params) in (("the tick's pending read", pending),
                                        ("the retention's look, nothing due", look)):
                ms = await run(sql, params)
                out.append((name, ms, ms / floor))
            start = asyncio.get_running_loop().time()
            ids = [row[0] for row in await db.fetch(pg_sql(due[0]), *due[1])]
            await db.execute("DELETE FROM outbox WHERE id = ANY($1::bigint[]) "
                             "AND delivered_at IS NOT NULL", ids)
            batch = (asyncio.get_running_loop().time() - start) * 1000
            out.append(("one retention batch (read, delete 500)", batch, batch / floor))
            await db.execute("DROP INDEX outbox_undelivered")
            ms = await run(*pending)
            out.append(("the tick's pending read, without its index", ms, ms / floor))
            return out
        finally:
            await db.close()
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


def run(quick: bool = False, sizes: tuple[int, ...] | None = None) -> Table:
    sizes = sizes or (QUICK_SIZES if quick else SIZES)
    repeat = QUICK_REPEAT if quick else REPEAT
    url = (os.environ.get("BOARDGAME_BENCH_POSTGRES_URL") or os.environ.get("BOARDGAME_TEST_POSTGRES_URL")
           or "").strip()
    table = Table(f"The outbox at size ({PENDING} announcements to deliver): median ms and × the floor",
                  ["backend", "delivered rows", "read", "ms", "× floor"])
    with tempfile.TemporaryDirectory() as folder:
        for rows in sizes:
            for name, ms, ratio in _sqlite(Path(folder), rows, repeat):
                table.rows.append(("SQLite", rows, name, ms, ratio))
            if url:
                for name, ms, ratio in asyncio.run(_postgres(url, rows, repeat)):
                    table.rows.append(("PostgreSQL", rows, name, ms, ratio))
    return table

"""Where the bot tests keep their data: a SQLite file, or a PostgreSQL schema of its own.

PostgreSQL runs only when ``BOARDGAME_TEST_POSTGRES_URL`` names a server (CI sets it); each test gets a
fresh schema ``t_<random>`` (the URL's ``search_path``) that is dropped afterwards, so tests never see each
other's rows and leave nothing behind.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

POSTGRES_URL = os.environ.get("BOARDGAME_TEST_POSTGRES_URL", "").strip()
SKIP_REASON = ("PostgreSQL tests are skipped: set BOARDGAME_TEST_POSTGRES_URL to a server's URL to run them, "
               "for example BOARDGAME_TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/test pytest")
needs_postgres = pytest.mark.skipif(not POSTGRES_URL, reason=SKIP_REASON)
#: ``@pytest.fixture(params=BACKENDS)``: each test once per backend, PostgreSQL skipped without a server.
BACKENDS = ["sqlite", pytest.param("postgresql", marks=needs_postgres)]


def with_search_path(url: str, schema: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


@asynccontextmanager
async def postgres_schema() -> AsyncIterator[str]:
    """A database URL whose tables live in a new, empty schema, dropped (with everything) afterwards."""
    schema = f"t_{secrets.token_hex(6)}"
    admin = await asyncpg.connect(POSTGRES_URL)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        try:
            yield with_search_path(POSTGRES_URL, schema)
        finally:
            await admin.execute(f"DROP SCHEMA {schema} CASCADE")
    finally:
        await admin.close()


@asynccontextmanager
async def database(backend: str, folder: Path) -> AsyncIterator[str]:
    """A fresh database's location for ``backend`` (a SQLite file in ``folder``, or a PostgreSQL URL)."""
    if backend == "sqlite":
        yield str(folder / "bot.sqlite3")
        return
    async with postgres_schema() as url:
        yield url


async def query_work(backend: str, database: str, sql: str, params: Sequence[Any],
                     tables: Sequence[str]) -> int:
    """How much reading ``sql`` takes, for a check that a periodic read goes through its index: SQLite's
    virtual machine steps (a progress handler counting each), PostgreSQL's rows read from ``tables``
    (EXPLAIN ANALYZE, every scan node's)."""
    if backend == "sqlite":
        connection = sqlite3.connect(database)
        steps = 0

        def count() -> int:
            nonlocal steps
            steps += 1
            return 0

        try:
            # The schema is read first, uncounted: its size (every table and index of every migration)
            # is no part of the statement's work.
            connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchall()
            connection.set_progress_handler(count, 1)
            connection.execute(sql, tuple(params)).fetchall()
        finally:
            connection.close()
        return steps
    from store.postgres import pg_sql

    connection = await asyncpg.connect(database)
    try:
        plan = json.loads(await connection.fetchval("EXPLAIN (ANALYZE, FORMAT JSON) " + pg_sql(sql), *params))
    finally:
        await connection.close()

    def visited(node: dict[str, Any]) -> int:
        own = (node.get("Actual Rows", 0) * node.get("Actual Loops", 1)
               if node.get("Relation Name") in tables else 0)
        return own + sum(visited(child) for child in node.get("Plans", []))

    return visited(plan[0]["Plan"])


"""Where the bot tests keep their data: a SQLite file, or a PostgreSQL schema of its own.

PostgreSQL runs only when ``BOARDGAME_TEST_POSTGRES_URL`` names a server (CI sets it); each test gets a
fresh schema ``t_<random>`` (the URL's ``search_path``) that is dropped afterwards, so tests never see each
other's rows and leave nothing behind.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
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



class Copies:
    """One prepared database and fresh copies of it, for runs that must each start from the same state.

    ``source``: where the preparation runs (a SQLite file in the folder, or a PostgreSQL schema of its
    own). Once it is done and every store on it is closed, :meth:`take` keeps it; then each
    :meth:`fresh` is a database holding exactly what the source held then, rows, ids and sequences
    alike, as a bot would find it after a restart. On SQLite each copy is a file of its own (SQLite's
    online backup of the source, then a plain copy of that file per run). On PostgreSQL the rows are kept
    in plain tables of a second schema, and a copy is the source schema itself, emptied and filled again
    from them (its sequences set back): a new schema per run would be the store's migrations each time,
    a second or more of the shared server's time. A copy is only ever used by the run after it: each
    :meth:`fresh` ends the one before."""

    def __init__(self, backend: str, folder: Path, source: str, kept: str | None = None) -> None:
        self.backend = backend
        self.folder = folder
        self.source = source
        self._kept = kept
        self._refill: str | None = None

    async def take(self) -> None:
        """Keep the source as it is now (every store on it closed)."""
        if self.backend == "sqlite":
            kept = sqlite3.connect(self.folder / "prepared.sqlite3")
            source = sqlite3.connect(self.source)
            try:
                source.backup(kept)  # through the source's WAL, whatever was checkpointed
            finally:
                source.close()
                kept.close()
            return
        assert self._kept is not None
        self._refill = await _keep_rows(self.source, self._kept)

    async def fresh(self, folder: Path) -> str:
        """A database holding what the source held when it was taken: its location."""
        if self.backend == "sqlite":
            folder.mkdir(parents=True, exist_ok=True)
            location = folder / "bot.sqlite3"
            shutil.copyfile(self.folder / "prepared.sqlite3", location)
            return str(location)
        assert self._refill is not None, "take() the prepared database first"
        connection = await asyncpg.connect(self.source)
        try:
            await connection.execute(self._refill)
        finally:
            await connection.close()
        return self.source


async def _schema_of(url: str) -> str:
    connection = await asyncpg.connect(url)
    try:
        return str(await connection.fetchval("SELECT current_schema()"))
    finally:
        await connection.close()


async def _keep_rows(source: str, kept: str) -> str:
    """Copy every table's rows of the schema ``source`` into a plain table of the schema ``kept``; the
    statements that make ``source`` hold them again: every table's rows replaced by the kept ones (foreign
    keys unchecked meanwhile: the kept rows are whole) and every sequence set where it is now (the same
    next id), in one transaction."""
    into = await _schema_of(kept)
    connection = await asyncpg.connect(source)
    try:
        origin = await connection.fetchval("SELECT current_schema()")
        tables = [row[0] for row in await connection.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 "
            "AND table_type = 'BASE TABLE' ORDER BY table_name", origin)]
        columns = {table: [row[0] for row in await connection.fetch(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = $1 "
            "AND table_name = $2 AND is_generated = 'NEVER' ORDER BY ordinal_position", origin, table)]
            for table in tables}
        sequences = await connection.fetch(
            "SELECT sequencename, start_value, last_value FROM pg_sequences WHERE schemaname = $1", origin)
        await connection.execute(";\n".join(
            f"CREATE TABLE {into}.{table} AS TABLE {origin}.{table}" for table in tables))
    finally:
        await connection.close()
    statements = ["SET session_replication_role = replica", "SET lock_timeout = '60s'", "BEGIN"]
    statements += [f"DELETE FROM {origin}.{table}" for table in tables]
    for table in tables:
        names = ", ".join(f'"{name}"' for name in columns[table])
        statements.append(f"INSERT INTO {origin}.{table} ({names}) OVERRIDING SYSTEM VALUE "
                          f"SELECT {names} FROM {into}.{table}")
    for name, start, last in sequences:
        value, called = (start, "false") if last is None else (last, "true")
        statements.append(f"SELECT setval('{origin}.{name}', {value}, {called})")
    statements += ["COMMIT", "SET session_replication_role = DEFAULT"]
    return ";\n".join(statements)


@asynccontextmanager
async def copies(backend: str, folder: Path) -> AsyncIterator[Copies]:
    """A :class:`Copies` for ``backend`` in ``folder`` (its schemas dropped afterwards)."""
    folder.mkdir(parents=True, exist_ok=True)
    if backend == "sqlite":
        yield Copies(backend, folder, str(folder / "bot.sqlite3"))
        return
    async with postgres_schema() as source, postgres_schema() as kept:
        yield Copies(backend, folder, source, kept)

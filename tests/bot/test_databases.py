"""The tests' databases (``databases.py``): a database a test gets is one it cannot tell from a database
migrated from nothing for it, however cheaply it was made: a SQLite file copied from a template is the
very file the store makes on a new path; a PostgreSQL schema from the pool, after another test wrote to
it, has the same tables, columns, indexes and schema version as a new one, no rows but those the
migrations write, and sequences that give the same ids; a schema a test altered is never handed out
again. A test marked ``empty_database`` gets no file / no tables."""

from __future__ import annotations

import json
from pathlib import Path

import asyncpg
import pytest
from databases import (
    POOL,
    POSTGRES_URL,
    fresh_sqlite,
    needs_postgres,
    pooled_schema,
    postgres_schema,
)
from menagerie import GAME

from store import MIGRATIONS, Store, open_store


async def test_a_copied_sqlite_database_is_the_file_the_store_makes_on_a_new_path(tmp_path: Path):
    migrated = tmp_path / "migrated.sqlite3"
    store = await open_store(str(migrated))
    await store.close()
    copied = tmp_path / "copied" / "bot.sqlite3"
    await fresh_sqlite(copied)
    await fresh_sqlite(tmp_path / "again.sqlite3")  # from the same template
    assert copied.read_bytes() == migrated.read_bytes()
    assert (tmp_path / "again.sqlite3").read_bytes() == migrated.read_bytes()
    assert sorted(path.name for path in copied.parent.iterdir()) == ["bot.sqlite3"]  # no WAL, no SHM
    store = await open_store(str(copied))
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.journal_mode() == "wal"
        assert (await store.create_lobby(guild_id=9, channel_id=1, game=GAME.id, options={},
                                         creator_id=100)).id == 1
    finally:
        await store.close()


async def test_the_database_fixture_gives_a_new_migrated_database(database: str):
    store = await open_store(database)
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        assert await store.scalar("SELECT COUNT(*) FROM games") == 0
    finally:
        await store.close()


@pytest.mark.empty_database
async def test_a_test_marked_empty_database_gets_no_file_and_no_tables(database: str):
    if database.startswith("postgresql"):
        connection = await asyncpg.connect(database)
        try:
            assert await connection.fetchval(
                "SELECT COUNT(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace") == 0
        finally:
            await connection.close()
    else:
        assert not Path(database).exists()


# --- PostgreSQL: the pool ----------------------------------------------------------------------------
#: What a test could see of a schema: every column (type, default, nullability, identity), constraint,
#: index and sequence, the schema's name taken out.
DESCRIBE = """
SELECT 'column ' || table_name || ' ' || column_name || ' ' || ordinal_position || ' ' || data_type || ' '
       || is_nullable || ' ' || coalesce(column_default, '') || ' ' || is_identity
  FROM information_schema.columns WHERE table_schema = current_schema()
UNION ALL
SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
UNION ALL
SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
UNION ALL
SELECT 'sequence ' || sequencename || ' ' || start_value || ' ' || coalesce(last_value::text, 'new')
  FROM pg_sequences WHERE schemaname = current_schema()
"""


async def seen(url: str) -> dict[str, object]:
    """Everything of the database at ``url`` a test could tell apart: its make, its rows (every table's,
    as JSON) and the planner's statistics of its tables (none taken, on a new database)."""
    connection = await asyncpg.connect(url)
    try:
        schema = await connection.fetchval("SELECT current_schema()")
        make = sorted(row[0].replace(f"{schema}.", "") for row in await connection.fetch(DESCRIBE))
        tables = [row[0] for row in await connection.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
            "ORDER BY 1")]
        rows = {table: json.loads(await connection.fetchval(
            f"SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text FROM {table} t")) for table in tables}
        analysed = await connection.fetchval(
            "SELECT COUNT(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace "
            "AND relkind = 'r' AND reltuples >= 0")
    finally:
        await connection.close()
    return {"make": make, "rows": rows, "analysed": analysed}


async def write_everywhere(store: Store, channel: int = 1) -> list[int]:
    """Rows in the tables a game touches, ids drawn from the sequences; the ids."""
    first = await store.create_lobby(guild_id=9, channel_id=channel, game=GAME.id, options={},
                                     creator_id=100)
    await store.add_seat(first.id, 200)
    second = await store.create_lobby(guild_id=9, channel_id=channel + 1, game=GAME.id, options={},
                                      creator_id=100)
    return [first.id, second.id]


@needs_postgres
async def test_a_pooled_schema_after_another_test_is_a_new_migrated_one():
    async with postgres_schema() as new:  # a new schema, migrated by the store's first start on it
        store = await open_store(new)
        await store.close()
        expected = await seen(new)
        store = await open_store(new)
        try:
            expected_ids = await write_everywhere(store)
        finally:
            await store.close()

    async with pooled_schema() as url:
        used = url
        store = await open_store(url)
        try:
            await write_everywhere(store)
            await write_everywhere(store, channel=3)
            # a row the migrations wrote, changed
            await store.execute("UPDATE queue_state SET version = 99")
        finally:
            await store.close()
    async with pooled_schema() as url:
        assert url == used, "the schema given back was not the one handed out next"
        assert await seen(url) == expected
        store = await open_store(url)
        try:
            assert await write_everywhere(store) == expected_ids == [1, 2]
        finally:
            await store.close()


@needs_postgres
async def test_the_first_store_on_a_pooled_schema_opens_it_as_a_new_database_and_a_restart_as_any():
    async with postgres_schema() as new:
        for url in (new, None):
            async with (pooled_schema() if url is None else _as_is(url)) as url:
                store = await open_store(url)
                await store.close()
                assert (await seen(url))["analysed"] == 0  # a new database's empty tables: no statistics
                store = await open_store(url)  # a restart: the planner's statistics taken
                await store.close()
                assert (await seen(url))["analysed"] > 0


class _as_is:
    def __init__(self, url: str) -> None:
        self.url = url

    async def __aenter__(self) -> str:
        return self.url

    async def __aexit__(self, *exc: object) -> None:
        return None


async def schema_exists(schema: str) -> bool:
    connection = await asyncpg.connect(POSTGRES_URL)
    try:
        return bool(await connection.fetchval("SELECT to_regnamespace($1) IS NOT NULL", schema))
    finally:
        await connection.close()


@needs_postgres
@pytest.mark.parametrize("change", [
    "ALTER TABLE games ADD COLUMN extra INTEGER",
    "ALTER TABLE games DROP COLUMN options",
    "DROP TABLE handovers",
    "CREATE INDEX games_extra ON games (channel_id, guild_id)",
    "CREATE TABLE extra (id INTEGER)",
    "ALTER SEQUENCE games_id_seq INCREMENT BY 2",
    "ANALYZE games",
])
async def test_a_schema_a_test_altered_is_dropped_and_never_handed_out_again(change: str):
    async with pooled_schema() as url:
        schema = url.rsplit("search_path=", 1)[1]
        connection = await asyncpg.connect(url)
        try:
            await connection.execute(change)
        finally:
            await connection.close()
    assert not await schema_exists(schema)
    assert all(schema not in free for free in POOL.free.values())
    async with pooled_schema() as url:
        assert not url.endswith(schema)

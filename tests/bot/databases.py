"""Where the bot tests keep their data: a SQLite file, or a PostgreSQL schema of its own.

PostgreSQL runs only when ``BOARDGAME_TEST_POSTGRES_URL`` names a server (CI sets it).

A test's database is new to it and already migrated, as the bot's first start leaves a new database, but
made cheaply: the migrations run once per test process, not once per test.

- SQLite: a template file is migrated once per process (by the store itself, as any new file is); each
  test's database is a copy of it (:func:`fresh_sqlite`).
- PostgreSQL: each test gets a schema ``t_<random>`` (the URL's ``search_path``) from a pool of migrated
  schemas (:func:`pooled_schema`). A schema is made by the store's first start on a new one and then
  described whole (tables, columns, constraints, indexes, sequences, rights: :data:`_SHAPE`) and found
  the same as the first made in the process. When a test is done with it, it is checked and emptied:
  its catalogue rows still those it was made with (:data:`_FINGERPRINT`), the planner's statistics
  those of a new schema, no table grown past :data:`LEFTOVER_PAGES`; then every table's rows deleted
  (those the migrations write, written again), every sequence set back to its start, and that checked.
  Anything else (a test altered the schema, dropped a table, analysed it) and the schema is dropped
  instead, never handed out again. Creating, migrating and dropping a schema costs the shared server
  about 130 ms of CPU; checking and emptying one, about 10 ms.

  The first store opened on a pooled schema takes it for the new database it stands for: it skips the
  planner's statistics a reopened database would take (:func:`_first_open_as_new`), so the test runs
  with a new database's statistics (none) and the bot does at start what it does on a new database.

A test that needs an empty database (no tables: migrations, a newer bot's database, a restore, the
operator's checks) is marked ``@pytest.mark.empty_database``: the ``database`` fixture then gives a new
SQLite path with no file, or a new empty PostgreSQL schema (:func:`postgres_schema`), and
``Harness.create`` without ``database`` lets the store create its file. Schemas from
:func:`postgres_schema` are always empty.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import secrets
import shutil
import sqlite3
import tempfile
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
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
#: The marker of a test that needs an empty database (see the module's docstring).
EMPTY_DATABASE = "empty_database"


def with_search_path(url: str, schema: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


# --- an empty database asked for ------------------------------------------------------------------------
_empty_requested = False


@pytest.fixture(autouse=True)
def _empty_database_marker(request: pytest.FixtureRequest) -> Iterator[None]:
    """Whether the running test is marked ``empty_database`` (read by ``Harness.create``). Imported by
    the conftest of each folder whose tests build harnesses."""
    global _empty_requested
    _empty_requested = request.node.get_closest_marker(EMPTY_DATABASE) is not None
    try:
        yield
    finally:
        _empty_requested = False


def empty_requested() -> bool:
    """True while a test marked ``empty_database`` runs."""
    return _empty_requested


def _migrations_key() -> str:
    """What the schema is made of: the migrations' statements (a test may register a concern of its own,
    with steps of its own; its databases are then never mixed with the others')."""
    from store import MIGRATIONS

    return hashlib.sha1(repr(MIGRATIONS).encode()).hexdigest()


# --- SQLite: copies of a template ---------------------------------------------------------------------
_templates: dict[str, Path] = {}
_template_folders: list[Path] = []


async def fresh_sqlite(path: str | Path) -> None:
    """Make ``path`` (no file there yet) a new SQLite database migrated to the current schema: a copy of
    a template file that the store migrated from nothing once in this process (closed: its write-ahead
    log checkpointed into it and removed, so the one file is the whole database)."""
    key = _migrations_key()
    template = _templates.get(key)
    if template is None:
        from store.sqlite import SqliteStore

        folder = Path(tempfile.mkdtemp(prefix="boardgame-template-"))
        _template_folders.append(folder)
        template = folder / "template.sqlite3"
        store = await SqliteStore.open(str(template))
        await store.close()
        left = [side for side in ("-wal", "-shm", "-journal") if Path(f"{template}{side}").exists()]
        assert not left, f"the template database left side files when closed: {left}"
        _templates[key] = template
    target = Path(path)
    assert not target.exists(), f"{target} exists: a fresh database is made where there is none"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)


# --- PostgreSQL: empty schemas, and a pool of migrated ones --------------------------------------------
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


#: How many pages (8 KiB) a table, an index or a table's TOAST may have kept of the rows a test deleted:
#: the planner takes a table never analysed for ten pages at least (so a new table and one holding a few
#: pages of deleted rows look the same to it), and an index's few pages change no lookup's cost.
LEFTOVER_PAGES = 10

#: A schema's make: every relation (kind, persistence, options, owner, rights), column, default,
#: constraint, index, trigger, policy, function, type and sequence, the schema's name taken out; one
#: text line each, sorted.
_SHAPE = """
SELECT concat_ws(' ', 'schema', n.nspowner::regrole, n.nspacl)
  FROM pg_namespace n WHERE n.oid = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'relation', c.relname, c.relkind, c.relpersistence, c.reloptions, c.relowner::regrole,
                 c.relacl, c.relrowsecurity, c.relreplident)
  FROM pg_class c WHERE c.relnamespace = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'column', c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod),
                 a.attnotnull, a.attisdropped, a.attidentity, a.attgenerated, a.attcollation,
                 pg_get_expr(d.adbin, d.adrelid), a.attacl)
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE c.relnamespace = $1::text::regnamespace AND a.attnum > 0
UNION ALL
SELECT concat_ws(' ', 'constraint', c.relname, k.conname, pg_get_constraintdef(k.oid), k.convalidated)
  FROM pg_constraint k LEFT JOIN pg_class c ON c.oid = k.conrelid
 WHERE k.connamespace = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'index', pg_get_indexdef(i.indexrelid), i.indisvalid, i.indisready)
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'trigger', pg_get_triggerdef(t.oid), t.tgenabled)
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
 WHERE c.relnamespace = $1::text::regnamespace AND NOT t.tgisinternal
UNION ALL
SELECT concat_ws(' ', 'policy', c.relname, p.polname)
  FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid WHERE c.relnamespace = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'rule', r.rulename, pg_get_ruledef(r.oid))
  FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class WHERE c.relnamespace = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'function', p.oid::regprocedure, md5(p.prosrc))
  FROM pg_proc p WHERE p.pronamespace = $1::text::regnamespace
UNION ALL
SELECT concat_ws(' ', 'type', t.typname, t.typtype)
  FROM pg_type t WHERE t.typnamespace = $1::text::regnamespace AND t.typrelid = 0
UNION ALL
SELECT concat_ws(' ', 'sequence', s.sequencename, s.data_type, s.start_value, s.min_value, s.max_value,
                 s.increment_by, s.cycle, s.cache_size)
  FROM pg_sequences s WHERE s.schemaname = $1::text
"""

#: A schema's catalogue rows, one fingerprint: each row's id and the transaction that wrote it (``xmin``).
#: Any change to the schema's make (a column, an index, a right, a table dropped or added) writes or
#: deletes such rows, so the fingerprint of a schema differs from what it was when the schema was made;
#: much cheaper than :data:`_SHAPE`, which it stands for between a schema's uses.
_FINGERPRINT = """
SELECT md5(concat_ws('|',
  (SELECT concat_ws(':', n.oid, n.xmin) FROM pg_namespace n WHERE n.oid = $1::text::regnamespace),
  (SELECT string_agg(concat_ws(':', c.oid, c.xmin,
     (SELECT string_agg(concat_ws(':', a.attnum, a.xmin), ',' ORDER BY a.attnum)
        FROM pg_attribute a WHERE a.attrelid = c.oid),
     (SELECT string_agg(concat_ws(':', d.oid, d.xmin), ',' ORDER BY d.oid)
        FROM pg_attrdef d WHERE d.adrelid = c.oid),
     (SELECT concat_ws(':', i.xmin) FROM pg_index i WHERE i.indexrelid = c.oid),
     (SELECT string_agg(concat_ws(':', k.oid, k.xmin), ',' ORDER BY k.oid)
        FROM pg_constraint k WHERE k.conrelid = c.oid),
     (SELECT string_agg(concat_ws(':', t.oid, t.xmin), ',' ORDER BY t.oid)
        FROM pg_trigger t WHERE t.tgrelid = c.oid),
     (SELECT string_agg(concat_ws(':', p.oid, p.xmin), ',' ORDER BY p.oid)
        FROM pg_policy p WHERE p.polrelid = c.oid),
     (SELECT string_agg(concat_ws(':', r.oid, r.xmin), ',' ORDER BY r.oid)
        FROM pg_rewrite r WHERE r.ev_class = c.oid),
     (SELECT concat_ws(':', s.xmin) FROM pg_sequence s WHERE s.seqrelid = c.oid)), '/' ORDER BY c.oid)
     FROM pg_class c WHERE c.relnamespace = $1::text::regnamespace),
  (SELECT string_agg(concat_ws(':', p.oid, p.xmin), ',' ORDER BY p.oid)
     FROM pg_proc p WHERE p.pronamespace = $1::text::regnamespace),
  (SELECT string_agg(concat_ws(':', t.oid, t.xmin), ',' ORDER BY t.oid)
     FROM pg_type t WHERE t.typnamespace = $1::text::regnamespace)))
"""

#: What the planner knows of a schema's relations: the statistics in ``pg_class`` (which only ANALYZE,
#: VACUUM and the like change, in place: not seen by the fingerprint), and how many columns have
#: ``pg_statistic`` rows.
_STATISTICS = """
SELECT concat_ws(' ', c.relname, c.relpages, c.reltuples, c.relallvisible,
                 (SELECT count(*) FROM pg_statistic s WHERE s.starelid = c.oid))
  FROM pg_class c WHERE c.relnamespace = $1::text::regnamespace AND c.relkind IN ('r', 'i', 'm', 'p', 't')
"""

#: The most pages a table, an index or a table's TOAST (with its index) of the schema has.
_SIZES = """
SELECT coalesce(max(greatest(pg_relation_size(c.oid),
                             coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0))), 0) / 8192
  FROM pg_class c WHERE c.relnamespace = $1::text::regnamespace AND c.relkind IN ('r', 'i')
"""


@dataclass(frozen=True)
class _Reference:
    """A schema just migrated, as the pooled ones are checked against."""

    shape: list[str]
    statistics: list[str]
    #: Tables and their rows as migrated, as JSON (the migrations write a few: the schema's version …).
    rows: dict[str, str]
    sequences: list[tuple[str, int]]


async def _lines(admin: asyncpg.Connection, query: str, schema: str) -> list[str]:
    return sorted(str(row[0]).replace(f"{schema}.", "") for row in await admin.fetch(query, schema))


async def _rows(admin: asyncpg.Connection, schema: str, tables: Sequence[str]) -> dict[str, str]:
    """Every table's rows as JSON text (sorted), in one statement."""
    if not tables:
        return {}
    query = " UNION ALL ".join(
        f"SELECT '{table}', coalesce((SELECT json_agg(r ORDER BY r::text)::text FROM {schema}.{table} r), '')"
        for table in tables)
    return {str(name): str(rows) for name, rows in await admin.fetch(query)}


async def _tables(admin: asyncpg.Connection, schema: str) -> list[str]:
    return [row[0] for row in await admin.fetch(
        "SELECT relname FROM pg_class WHERE relnamespace = $1::text::regnamespace AND relkind = 'r' "
        "ORDER BY 1", schema)]


async def _reference(admin: asyncpg.Connection, schema: str) -> _Reference:
    rows = await _rows(admin, schema, await _tables(admin, schema))
    sequences = [(row[0], int(row[1])) for row in await admin.fetch(
        "SELECT sequencename, start_value FROM pg_sequences WHERE schemaname = $1::text ORDER BY 1", schema)]
    return _Reference(await _lines(admin, _SHAPE, schema), await _lines(admin, _STATISTICS, schema),
                      rows, sequences)


class SchemaPool:
    """This process's migrated schemas, free for the next test (by what they were migrated with)."""

    def __init__(self) -> None:
        self.free: dict[str, list[str]] = {}
        self.references: dict[str, _Reference] = {}
        #: Each schema's :data:`_FINGERPRINT` when it was made (and found to be as the reference).
        self.fingerprints: dict[str, str] = {}
        #: How schemas came and went: made, reused, and dropped by the reason why.
        self.counts: Counter[str] = Counter()
        #: What differed in the schemas dropped as altered (with ``TEST_DATABASES_LOG`` set).
        self.differences: list[list[str]] = []

    async def take(self, admin: asyncpg.Connection) -> tuple[str, str]:
        """A migrated schema, new to the test: its name and the key of its migrations."""
        key = _migrations_key()
        free = self.free.setdefault(key, [])
        while free:
            schema = free.pop()
            # Statistics taken while the schema waited (an ANALYZE of the whole database, by another
            # process on the server) and it is no longer new: dropped.
            if await _lines(admin, _STATISTICS, schema) == self.references[key].statistics:
                self.counts["reused"] += 1
                return schema, key
            self.counts["dropped (analysed while free)"] += 1
            self.fingerprints.pop(schema, None)
            await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        schema = f"t_{secrets.token_hex(6)}"
        await admin.execute(f"CREATE SCHEMA {schema}")
        from store import open_store

        # Migrated as the bot migrates a new database: the store's first start on it.
        store = await open_store(with_search_path(POSTGRES_URL, schema))
        await store.close()
        made = await _reference(admin, schema)
        reference = self.references.setdefault(key, made)
        assert made == reference, "two schemas migrated from nothing differ"
        self.fingerprints[schema] = str(await admin.fetchval(_FINGERPRINT, schema))
        self.counts["made"] += 1
        return schema, key

    async def give_back(self, admin: asyncpg.Connection, schema: str, key: str) -> None:
        """Empty ``schema`` and keep it for the next test, or drop it when it is not as migrated."""
        why = await self._empty(admin, schema, self.references[key])
        if why is None:
            self.free.setdefault(key, []).append(schema)
            return
        self.counts[f"dropped ({why})"] += 1
        self.fingerprints.pop(schema, None)
        await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")

    async def _empty(self, admin: asyncpg.Connection, schema: str, reference: _Reference) -> str | None:
        """Empty ``schema``; None when it is then as just migrated, else what differs."""
        fingerprint, statistics, pages = await admin.fetchrow(
            f"SELECT ({_FINGERPRINT}), "
            f"(SELECT array_agg(line ORDER BY line) FROM ({_STATISTICS}) AS s(line)), ({_SIZES})", schema)
        if fingerprint != self.fingerprints.get(schema):
            if os.environ.get("TEST_DATABASES_LOG"):
                shape = await _lines(admin, _SHAPE, schema)
                self.differences.append(sorted(set(shape) ^ set(reference.shape))[:4])
            return "altered"
        if [line.replace(f"{schema}.", "") for line in statistics] != reference.statistics:
            return "statistics taken"
        if pages > LEFTOVER_PAGES:
            return "grown"
        tables = list(reference.rows)
        seeded = [table for table in tables if reference.rows[table]]
        rows = await _rows(admin, schema, seeded)
        # The tables the migrations wrote rows to keep those rows (a test changed them: written again);
        # every other table is emptied. Foreign keys are not checked meanwhile (every table ends empty or
        # as migrated), nor does anything cascade.
        statements = ["BEGIN", "SET LOCAL lock_timeout = '10s'",
                      "SET LOCAL session_replication_role = replica"]
        for table in tables:
            if table not in seeded:
                statements.append(f"DELETE FROM {schema}.{table}")
            elif rows[table] != reference.rows[table]:
                migrated = reference.rows[table].replace("'", "''")
                statements.append(f"DELETE FROM {schema}.{table}")
                statements.append(f"INSERT INTO {schema}.{table} SELECT * FROM json_populate_recordset("
                                  f"NULL::{schema}.{table}, '{migrated}')")
        statements += [f"SELECT setval('{schema}.{name}', {start}, false)"
                       for name, start in reference.sequences]
        statements.append("COMMIT")
        try:
            await admin.execute(";\n".join(statements))
        except asyncpg.PostgresError as error:
            return f"not emptied: {type(error).__name__}"
        if await _rows(admin, schema, tables) != reference.rows:
            return "rows left"
        called = await admin.fetchval(
            "SELECT count(*) FROM pg_sequences WHERE schemaname = $1::text AND last_value IS NOT NULL",
            schema)
        if called:
            return "sequences not set back"
        return None

    async def drop_all(self) -> None:
        """Drop every schema left in the pool (at the end of the process)."""
        schemas = [schema for free in self.free.values() for schema in free]
        self.free.clear()
        if not schemas:
            return
        admin = await asyncpg.connect(POSTGRES_URL)
        try:
            for schema in schemas:
                await admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        finally:
            await admin.close()


POOL = SchemaPool()
#: The URLs (as the store redacts them) of pooled schemas handed out whose first store is not open yet.
_standing_in_for_new: set[str] = set()


def _first_open_as_new() -> None:
    """A pooled schema stands for a new database: the first store opened on it does what it does on a new
    one, which is not to take the planner's statistics of its empty tables (``PostgresStore.open`` takes
    them only on a database it did not create: one reopened, or restored). Every later open (a restart)
    takes them as on any database. The store's own method runs for every other URL."""
    from store.postgres import PostgresStore

    original = PostgresStore._analyze_if_unknown
    if getattr(original, "first_open_as_new", False):
        return

    async def analyze_if_unknown(self: PostgresStore) -> None:
        if self.path in _standing_in_for_new:
            _standing_in_for_new.discard(self.path)
            return
        await original(self)

    analyze_if_unknown.first_open_as_new = True  # type: ignore[attr-defined]
    PostgresStore._analyze_if_unknown = analyze_if_unknown  # type: ignore[method-assign]


@asynccontextmanager
async def pooled_schema() -> AsyncIterator[str]:
    """A database URL whose schema is new to the test and migrated (from :data:`POOL`), given back
    (emptied and checked, or dropped) afterwards."""
    from store import redact

    _first_open_as_new()
    admin = await asyncpg.connect(POSTGRES_URL)
    try:
        schema, key = await POOL.take(admin)
        url = with_search_path(POSTGRES_URL, schema)
        _standing_in_for_new.add(redact(url))
        try:
            yield url
        finally:
            _standing_in_for_new.discard(redact(url))
            await POOL.give_back(admin, schema, key)
    finally:
        await admin.close()


def clean_up() -> None:
    """The end of a test process: the pool's schemas dropped, the SQLite templates deleted."""
    import asyncio

    if POOL.free:
        asyncio.run(POOL.drop_all())
    for folder in _template_folders:
        shutil.rmtree(folder, ignore_errors=True)
    _template_folders.clear()
    _templates.clear()
    log = os.environ.get("TEST_DATABASES_LOG")  # where to add how the pool did (measurements)
    if log and POOL.counts:
        with open(log, "a") as file:
            file.write(json.dumps({"counts": POOL.counts, "altered": POOL.differences}) + "\n")
    POOL.counts.clear()
    POOL.differences.clear()


atexit.register(clean_up)


@asynccontextmanager
async def database(backend: str, folder: Path, *, empty: bool = False) -> AsyncIterator[str]:
    """A new database's location for ``backend``: a SQLite file in ``folder`` or a PostgreSQL URL,
    migrated, or with ``empty`` no file yet / an empty schema."""
    if backend == "sqlite":
        location = folder / "bot.sqlite3"
        if not empty:
            await fresh_sqlite(location)
        yield str(location)
        return
    async with (postgres_schema() if empty else pooled_schema()) as url:
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

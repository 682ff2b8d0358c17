"""The embedded store: SQLite through aiosqlite, in WAL mode, for a bot run by one process (the default).

The SQL is :class:`store.sql.SqlStore`'s; this module supplies the connections. Two of them: every write
goes through one writer connection, one transaction at a time (an asyncio lock serialises them, so
concurrent moves in different channels never interleave their transactions), and every plain read through
a second connection, which in WAL mode sees the last committed data and never waits behind a write. Waiting
for the writer is bounded (:attr:`SqliteStore.busy_wait`); a database that cannot be written (busy, disk
full, read-only, I/O error) raises :class:`StoreUnavailable` saying which, after rolling back whatever the
transaction did.

The schema version is ``PRAGMA user_version``; :data:`store.sql.MIGRATIONS` holds the forward steps,
applied in order, each in its own transaction, when a database is opened.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import aiosqlite

from store.base import BUSY_WAIT_SECONDS, BackupError, SqliteFile, StoreUnavailable, sqlite_path, utc_now
from store.sql import MIGRATIONS, Dialect, Plan, Result, SqlStore, returns_rows, unchanged

log = logging.getLogger(__name__)
# aiosqlite's DEBUG records print every query with its parameters, which include the full game state
# (hands, deck order): keep them out of the logs whatever level the bot runs at.
logging.getLogger("aiosqlite").setLevel(logging.INFO)

#: SQLite: the SQL's own spelling; BEGIN IMMEDIATE makes a transaction the only writer, so no row lock.
SQLITE = Dialect(name="sqlite", for_update="", integrity_errors=(sqlite3.IntegrityError,),
                 marks=unchanged, ddl=unchanged)

_SQLITE_REASONS = (
    ("SQLITE_BUSY", "busy"),
    ("SQLITE_LOCKED", "busy"),
    ("SQLITE_FULL", "full"),
    ("SQLITE_READONLY", "readonly"),
    ("SQLITE_IOERR", "io"),
    ("SQLITE_CANTOPEN", "cantopen"),
    ("SQLITE_CORRUPT", "corrupt"),
    ("SQLITE_NOTADB", "corrupt"),
)


def classify(error: BaseException) -> StoreUnavailable | None:
    """The :class:`StoreUnavailable` for a SQLite error that means the database cannot be used now
    (``None`` for anything else: a constraint, a programming error)."""
    if isinstance(error, StoreUnavailable):
        return error
    if not isinstance(error, sqlite3.Error) or isinstance(error, sqlite3.IntegrityError):
        return None
    name = getattr(error, "sqlite_errorname", "") or ""
    for prefix, reason in _SQLITE_REASONS:
        if name.startswith(prefix):
            return StoreUnavailable(reason, str(error))
    return None


async def _connect(target: str, **options: Any) -> aiosqlite.Connection:
    """``aiosqlite.connect``, its failure as :class:`StoreUnavailable` (``cantopen`` for a folder, a
    missing folder or a file this user may not open). On a failure aiosqlite stops its worker thread, which
    then reports to the event loop: it is waited for here, while the loop still runs (a thread reporting to
    a closed loop prints a traceback at exit)."""
    connection = aiosqlite.connect(target, **options)
    try:
        return await connection
    except sqlite3.Error as error:
        worker = getattr(connection, "_thread", None)
        if worker is not None:
            await asyncio.to_thread(worker.join, 5)
        raise classify(error) or error from error


class SqliteStore(SqlStore):
    """The storage interface on a SQLite file. Open with :meth:`open` (or :func:`store.open_store`)."""

    backend = "sqlite"
    dialect = SQLITE

    def __init__(self, db: aiosqlite.Connection, reader: aiosqlite.Connection, path: str,
                 clock: Callable[[], datetime] = utc_now) -> None:
        super().__init__(path, clock)
        self._db = db
        self._reader = reader
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str, *, clock: Callable[[], datetime] = utc_now,
                   read_only: bool = False) -> SqliteStore:
        """Open the SQLite file ``path`` names (a path or ``sqlite:///…``): create the file if needed,
        switch to WAL, apply pending migrations and check that the file can be written. Raises
        :class:`StoreUnavailable` (for example ``readonly``).

        ``read_only``: only read an existing file (``check-db``, ``backup --check``): nothing is created,
        migrated or written, whatever the schema version (the caller compares :meth:`schema_version`);
        a missing file raises :class:`StoreUnavailable` (``io``)."""
        path = sqlite_path(path)
        if read_only:
            return await cls._open_read_only(path, clock)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        busy_ms = int(BUSY_WAIT_SECONDS * 1000)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves so a transaction is exactly what we say.
        db = await _connect(path, isolation_level=None)
        reader: aiosqlite.Connection | None = None
        try:
            try:
                # A newer bot's database is refused before anything of it changes (even its journal mode).
                async with db.execute("PRAGMA user_version") as cursor:
                    found = await cursor.fetchone()
                if found and int(found[0]) > len(MIGRATIONS):
                    raise StoreUnavailable("newer", f"database schema version {found[0]}, this bot's "
                                                    f"{len(MIGRATIONS)}")
                await db.execute("PRAGMA journal_mode=WAL")
                await db.execute("PRAGMA foreign_keys=ON")
                await db.execute(f"PRAGMA busy_timeout={busy_ms}")
            except sqlite3.Error as error:
                raise classify(error) or error from error
            if path == ":memory:":
                reader = db  # a second connection would open another, empty database
            else:
                reader = await _connect(path, isolation_level=None)
                await reader.execute(f"PRAGMA busy_timeout={busy_ms}")
                await reader.execute("PRAGMA query_only=ON")
            store = cls(db, reader, path, clock)
            await store.migrate()
            await store.check_writable()
        except BaseException:
            if reader is not None and reader is not db:
                await reader.close()
            await db.close()
            raise
        return store

    @classmethod
    async def _open_read_only(cls, path: str, clock: Callable[[], datetime]) -> SqliteStore:
        if path == ":memory:":
            raise StoreUnavailable("io", "an in-memory database cannot be opened read-only")
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        db = await _connect(uri, uri=True, isolation_level=None)
        try:
            await db.execute(f"PRAGMA busy_timeout={int(BUSY_WAIT_SECONDS * 1000)}")
            await db.execute("PRAGMA query_only=ON")
            # Reading the schema is the first read of the file: a file that is no database fails here.
            await db.execute("SELECT COUNT(*) FROM sqlite_master")
        except BaseException as error:
            await db.close()
            if isinstance(error, sqlite3.Error):
                raise classify(error) or error from error
            raise
        return cls(db, db, path, clock)

    async def close(self) -> None:
        if self._reader is not self._db:
            await self._reader.close()
        await self._db.close()

    # --- the writer ---------------------------------------------------------------------------------
    @asynccontextmanager
    async def _writer(self) -> AsyncIterator[Any]:
        """The writer connection, for one caller at a time; the wait is bounded by :attr:`busy_wait`."""
        try:
            await asyncio.wait_for(self._write_lock.acquire(), self.busy_wait)
        except TimeoutError as error:
            raise StoreUnavailable("busy", f"no turn at the writer within {self.busy_wait:g} s") from error
        try:
            yield self._db
        finally:
            self._write_lock.release()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` on the writer connection; anything raised inside rolls back.

        SQLite errors meaning the database cannot be used now become :class:`StoreUnavailable`. A failed
        statement may already have ended the transaction (a full disk does), so the rollback is only tried
        while one is open, and never hides the error that caused it."""
        async with self._writer() as db:
            try:
                await db.execute("BEGIN IMMEDIATE")
                yield db
                await db.execute("COMMIT")
            except BaseException as error:
                if db.in_transaction:
                    try:
                        await db.execute("ROLLBACK")
                    except sqlite3.Error as rollback_error:
                        log.warning("rollback after %s failed too: %s", type(error).__name__, rollback_error)
                unavailable = classify(error)
                if unavailable is not None and unavailable is not error:
                    raise unavailable from error
                raise

    async def _run_plan(self, plan: Plan) -> Any:
        """The whole transaction (``BEGIN IMMEDIATE``, every statement of ``plan``, ``COMMIT``) in one job of
        the writer's thread: one hand-off, however many statements (aiosqlite hands each statement to its
        thread separately). Errors and the rollback as in :meth:`transaction`."""
        async with self._writer() as db:
            try:
                return await db._execute(_run_plan_here, db._conn, plan)
            except BaseException as error:
                unavailable = classify(error)
                if unavailable is not None and unavailable is not error:
                    raise unavailable from error
                raise

    async def _read_many(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Any]]:
        """Several reads in one job of the reader's thread (one hand-off), each read whole."""
        def read(connection: sqlite3.Connection) -> list[list[Any]]:
            return [connection.execute(sql, tuple(params)).fetchall() for sql, params in queries]

        try:
            return await self._reader._execute(read, self._reader._conn)
        except sqlite3.Error as error:
            raise classify(error) or error from error

    async def _read_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """One read, whole, in one job of the reader's thread. A cursor stepped in several jobs would keep
        its read transaction (and its snapshot) open while other coroutines' reads run on the same
        connection, and they would then miss a write committed meanwhile."""
        try:
            return list(await self._reader.execute_fetchall(sql, params))
        except sqlite3.Error as error:
            raise classify(error) or error from error

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement on the writer connection (its own transaction, unless it is a PRAGMA)."""
        async with self._writer() as db:
            try:
                await db.execute(sql, params)
            except sqlite3.Error as error:
                raise classify(error) or error from error

    async def analyze(self) -> None:
        """Nothing: SQLite keeps no statistics unless asked, and then never updates them by itself. A table
        empty when they were taken (time away, say) would stay "empty" to its planner for good, which then
        scans the clocks to look each one up there; without statistics it reads through the indexes the
        periodic work is written for, however the tables grow."""

    async def trace(self, callback: Callable[[str, bool], None] | None) -> None:
        """Both connections report each statement as SQLite starts it (``BEGIN IMMEDIATE`` included), with
        whether a transaction was open then; set on each connection's own thread."""
        for connection in dict.fromkeys((self._db, self._reader)):
            raw = connection._conn

            def report(sql: str, raw: sqlite3.Connection = raw) -> None:
                assert callback is not None
                callback(sql, raw.in_transaction)

            await connection._execute(raw.set_trace_callback, None if callback is None else report)

    # --- schema ------------------------------------------------------------------------------------
    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def journal_mode(self) -> str:
        async with self._db.execute("PRAGMA journal_mode") as cursor:
            row = await cursor.fetchone()
        return str(row[0]) if row else ""

    async def migrate(self) -> None:
        """Apply every migration newer than the file's ``user_version``, each in its own transaction, or,
        on a new file (version 0), all of them in one: a database that has never held anything gains
        nothing from being left halfway, and one commit instead of one per step is what makes a new
        database quick to create (each commit waits for the disk). Each transaction is one job of the
        writer's thread, however many statements it has."""
        current = await self.schema_version()
        if current > len(MIGRATIONS):
            raise StoreUnavailable("newer", f"database schema version {current}, this bot's "
                                            f"{len(MIGRATIONS)}")
        pending = list(enumerate(MIGRATIONS[current:], start=current + 1))
        batches = [pending] if current == 0 else [[step] for step in pending]
        for batch in batches:
            steps = [(number, [self.dialect.ddl(statement) for statement in statements])
                     for number, statements in batch]
            async with self._writer() as db:
                try:
                    await db._execute(_migrate_here, db._conn, steps)
                except sqlite3.Error as error:
                    raise classify(error) or error from error
            for number, _ in batch:
                log.info("database migrated to schema version %d", number)

    async def check_writable(self) -> None:
        """Raise :class:`StoreUnavailable` unless a write would succeed (a read-only file, a full disk at
        start-up): rewrites the schema version inside a transaction that is then rolled back."""
        async with self._writer() as db:
            try:
                await db.execute("BEGIN IMMEDIATE")
                await db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
            except sqlite3.Error as error:
                raise classify(error) or error from error
            finally:
                if db.in_transaction:
                    await db.execute("ROLLBACK")


def _migrate_here(connection: sqlite3.Connection, steps: list[tuple[int, list[str]]]) -> None:
    """On the writer's own thread: the migration ``steps`` (their numbers and statements, in this dialect)
    as one transaction, ``user_version`` set to the last one's number; any error rolls all of it back."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        for number, statements in steps:
            for statement in statements:
                connection.execute(statement)
            # PRAGMA cannot take parameters; number is our own int.
            connection.execute(f"PRAGMA user_version = {int(number)}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


def _run_plan_here(connection: sqlite3.Connection, plan: Plan) -> Any:
    """On the connection's own thread: ``plan`` as one transaction (see :meth:`SqliteStore._run_plan`)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        try:
            statement = next(plan)
            while True:
                sql, params = statement
                cursor = connection.execute(sql, tuple(params))
                rows = cursor.fetchall() if returns_rows(sql) else []
                statement = plan.send(Result(rows, cursor.rowcount))
        except StopIteration as stop:
            value = stop.value
        connection.execute("COMMIT")
        return value
    except BaseException as error:
        if connection.in_transaction:
            try:
                connection.execute("ROLLBACK")
            except sqlite3.Error as rollback_error:
                log.warning("rollback after %s failed too: %s", type(error).__name__, rollback_error)
        raise


# --- backups (store/backup.py) ------------------------------------------------------------------------------
def _read_only(path: str | Path) -> sqlite3.Connection:
    connection = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    connection.execute(f"PRAGMA busy_timeout={int(BUSY_WAIT_SECONDS * 1000)}")
    return connection


def online_backup(source: Path, partial: Path) -> tuple[int | None, int | None, int]:
    """SQLite's online backup of ``source`` (opened read-only) into the new file ``partial``, in ONE step:
    one read transaction, so the copy is the database at one commit, while the bot's writer goes on (WAL).
    The copy is switched to a rollback journal (one self-contained file). Returns its games, actions and
    schema version. Raises :class:`BackupError`; ``partial`` may be left for the caller to remove."""
    try:
        origin = _read_only(source)
        origin.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as error:
        raise BackupError("source", f"{source} cannot be read as a SQLite database: {error}") from error
    try:
        try:
            copy = sqlite3.connect(partial)
        except sqlite3.Error as error:
            raise BackupError("target", f"cannot write {partial}: {error}") from error
        try:
            origin.backup(copy, pages=-1)
            copy.execute("PRAGMA journal_mode=DELETE")
            return _counts(copy)
        except sqlite3.Error as error:
            name = getattr(error, "sqlite_errorname", "") or ""
            full = name.startswith(("SQLITE_FULL", "SQLITE_READONLY", "SQLITE_CANTOPEN"))
            side = "target" if full else "source"
            raise BackupError(side, f"the copy failed: {error}") from error
        finally:
            copy.close()
    finally:
        origin.close()


def _counts(connection: sqlite3.Connection) -> tuple[int | None, int | None, int]:
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    counts = {table: connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
              for table in ("games", "actions") if table in tables}
    return counts.get("games"), counts.get("actions"), version


def inspect_file(path: str | Path) -> SqliteFile:
    """``PRAGMA integrity_check`` (its first 20 problems), the schema version and the tables of the SQLite
    file ``path``, read-only. Raises :class:`BackupError` when it is no SQLite database at all."""
    try:
        connection = _read_only(path)
        try:
            integrity = [str(row[0]) for row in connection.execute("PRAGMA integrity_check(20)")]
            version = int(connection.execute("PRAGMA user_version").fetchone()[0])
            tables = frozenset(row[0] for row in
                               connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise BackupError("source", f"{path} is not a readable SQLite database: {error}") from error
    return SqliteFile(integrity, version, tables)

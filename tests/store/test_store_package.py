"""The storage package's own shape: every writing method marked ``@writes`` (and retried on PostgreSQL),
the interface complete and honest, the backends independent of each other, and the PostgreSQL driver
never loaded by a bot on SQLite."""

from __future__ import annotations

import ast
import inspect
import os
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from store import Store
from store.base import StoreUnavailable, is_write
from store.sqlite import SqliteStore

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "store"

#: Methods that open the writer but are no ``@writes`` method: the plumbing that defines the transaction
#: and the writer, and the maintenance that runs once when a database is opened or by hand (a schema
#: migration, the check that the file can be written, one raw statement). None of them may be retried.
PLUMBING = {"transaction", "_writer", "_run_plan", "_write_one", "execute", "migrate", "_migrate",
            "check_writable"}
#: What opening a write transaction looks like in a store's method (``_run_plan``: a plan's transaction).
OPENERS = {"transaction", "_writer", "_run_plan", "_write_one"}


def _methods() -> list[tuple[str, str, ast.AsyncFunctionDef | ast.FunctionDef]]:
    """(module, class, method) for every method of every class in the store package, from the source."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
            for node in cls.body:
                if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef):
                    found.append((str(path.relative_to(ROOT)), cls.name, node))
    return found


def _marked(node: ast.AsyncFunctionDef | ast.FunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "writes"
               or isinstance(d, ast.Attribute) and d.attr == "writes" for d in node.decorator_list)


def _opens_a_write(node: ast.AsyncFunctionDef | ast.FunctionDef) -> bool:
    """Whether the method calls ``self.transaction()`` or ``self._writer()``."""
    return any(isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
               and call.func.attr in OPENERS and isinstance(call.func.value, ast.Name)
               and call.func.value.id == "self" for call in ast.walk(node))


def test_every_method_that_opens_a_write_transaction_is_marked_writes_and_no_other():
    """The retries of PostgreSQL cover exactly the ``@writes`` methods, so a writing method someone adds
    without the mark would not be retried: refused here. And a mark on a method that does not open its
    own transaction (a helper inside another's) would retry something that is not whole."""
    methods = _methods()
    unmarked = [f"{module}: {cls}.{node.name}" for module, cls, node in methods
                if _opens_a_write(node) and not _marked(node) and node.name not in PLUMBING]
    assert unmarked == [], "these methods write but are not marked @writes"
    wrongly = [f"{module}: {cls}.{node.name}" for module, cls, node in methods
               if _marked(node) and (not _opens_a_write(node) or node.name in PLUMBING)]
    assert wrongly == [], "these methods are marked @writes but open no write transaction of their own"
    names = {node.name for _, _, node in methods}
    assert PLUMBING <= names, f"not in the store any more: {PLUMBING - names}"
    assert len([node for _, _, node in methods if _marked(node)]) >= 30


def test_the_backends_run_every_marked_method_through_their_retries():
    """At run time each backend's writing methods are the marked ones (none lost by an override), and every
    one goes through :meth:`Store._run_write`, where PostgreSQL retries."""
    from store.postgres import PostgresStore

    marked = {node.name for _, _, node in _methods() if _marked(node)}
    for backend in (SqliteStore, PostgresStore):
        at_run_time = {name for name in dir(backend) if is_write(getattr(backend, name))}
        assert at_run_time == marked, backend.__name__
    assert PostgresStore._run_write is not Store._run_write


async def test_postgresql_runs_a_marked_write_again_when_it_was_refused_as_conflicting(monkeypatch):
    """Any ``@writes`` method, not only the moves: a deadlock rolls the transaction back and the whole
    method runs again; past the retries the player hears ``busy``."""
    import asyncpg

    from store.postgres import CONFLICT_RETRIES, PostgresStore

    store = PostgresStore(pool=None, url="postgresql://bot:secret@db/games")  # type: ignore[arg-type]
    assert store.path == "postgresql://bot:***@db/games"
    attempts: list[int] = []
    stored: list[tuple[str, tuple[Any, ...]]] = []
    conflicts = {"left": 2}

    class Db:
        async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> None:
            stored.append((sql, params))

    @asynccontextmanager
    async def transaction() -> AsyncIterator[Db]:
        attempts.append(1)
        if conflicts["left"]:
            conflicts["left"] -= 1
            error = asyncpg.exceptions.DeadlockDetectedError("deadlock detected")
            raise StoreUnavailable("busy", str(error)) from error
        yield Db()

    monkeypatch.setattr(store, "transaction", transaction)
    await store.set_turn_reminders(7, False)
    assert len(attempts) == 3 and len(stored) == 1 and stored[0][1] == (7, 0)

    conflicts["left"] = CONFLICT_RETRIES
    attempts.clear()
    with pytest.raises(StoreUnavailable):
        await store.set_turn_reminders(7, True)
    assert len(attempts) == CONFLICT_RETRIES and len(stored) == 1


def concern_protocols() -> dict[str, type]:
    """The narrow interfaces a concern declares beside its SQL (``store/sql/<concern>.py``: a ``Protocol``
    of the methods its service reads, instead of lines in :class:`Store`), by method name."""
    import importlib
    import pkgutil

    import store.sql

    found: dict[str, type] = {}
    for module_info in pkgutil.iter_modules(store.sql.__path__):
        module = importlib.import_module(f"store.sql.{module_info.name}")
        for _, value in inspect.getmembers(module, inspect.isclass):
            if value.__module__ == module.__name__ and getattr(value, "_is_protocol", False):
                for name in vars(value):
                    if not name.startswith("_"):
                        found[name] = value
    return found


def test_the_interface_declares_every_method_and_each_backend_implements_it_as_declared():
    """:class:`Store` (or a concern's own narrow protocol) lists what callers may use, each with its
    docstring; the backends add no public method of their own (but ``open``) and take the same parameters
    as the interface says."""
    from store.postgres import PostgresStore

    narrow = concern_protocols()
    declared = Store.__abstractmethods__ | frozenset(narrow)
    assert len(declared) > 70
    for name in declared:
        where = narrow.get(name, Store)
        assert inspect.getdoc(getattr(where, name)), f"{where.__name__}.{name} has no docstring"
    for backend in (SqliteStore, PostgresStore):
        assert not backend.__abstractmethods__, backend.__name__
        public = {name for name, _ in inspect.getmembers(backend, callable)
                  if not name.startswith("_") and name != "open"}
        assert public <= declared, f"{backend.__name__}: not in the interface: {public - declared}"
        for name in declared:
            ours = inspect.signature(getattr(backend, name)).parameters
            theirs = inspect.signature(getattr(narrow.get(name, Store), name)).parameters
            assert [(p.name, p.kind, p.default) for p in ours.values()] == \
                [(p.name, p.kind, p.default) for p in theirs.values()], f"{backend.__name__}.{name}"


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (also inside functions)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_backends_import_only_the_shared_parts_and_the_store_nothing_of_the_bot():
    sqlite, postgres = _imports(PACKAGE / "sqlite.py"), _imports(PACKAGE / "postgres.py")
    assert {name for name in sqlite | postgres if name.startswith("store")} <= {"store.base", "store.sql"}
    for path in PACKAGE.rglob("*.py"):
        imported = _imports(path)
        ours = {name.split(".")[0] for name in imported} & {"bot", "rules", "render", "i18n", "core", "bench"}
        assert not ours, f"{path.relative_to(ROOT)} imports {ours}"
        if path.name != "postgres.py":
            assert not {name for name in imported if name.split(".")[0] == "asyncpg"}, path
        if path.name not in ("sqlite.py", "postgres.py"):
            drivers = {name.split(".")[0] for name in imported} & {"asyncpg", "aiosqlite", "sqlite3"}
            assert not drivers, f"{path.relative_to(ROOT)} imports the driver {drivers}"


SQLITE_ONLY = textwrap.dedent("""
    import asyncio, sys

    import bot.__main__, bot.app, bot.migrate_db  # the whole bot, as `python -m bot` loads it
    from store import NewAction, ResultSeat, open_store

    async def main(path):
        store = await open_store(path)
        try:
            lobby = await store.create_lobby(guild_id=1, channel_id=2, game="iwari", options={}, creator_id=3)
            await store.add_seat(lobby.id, 4)
            version = await store.start_game(lobby.id, seed=1, state_json="{}")
            await store.commit_action(lobby.id, expected_version=version, state_json="{}", finished=True,
                                      actions=[NewAction(0, "pass", "passes", 0)])
            seats = [ResultSeat(0, 3, 1, 1, True), ResultSeat(1, 4, 0, 2, False)]
            await store.record_result(lobby.id, guild_id=1, game="iwari", started_at="a", finished_at="b",
                                      turns=1, seats=seats)
            assert [a.action for a in await store.actions(lobby.id)] == ["pass"]
            assert (await store.game_result(lobby.id)).turns == 1
        finally:
            await store.close()
        await (await open_store("sqlite:///" + path)).close()

    asyncio.run(main(sys.argv[1]))
    print(sorted(name for name in sys.modules if name.split(".")[0] == "asyncpg"))
""")


def test_a_bot_on_sqlite_never_imports_the_postgresql_driver(tmp_path: Path):
    """Opened, written, read and closed, with every module of the bot loaded: asyncpg stays unloaded (it is
    imported by :mod:`store.postgres` alone, and only for a ``postgresql://`` URL)."""
    script = tmp_path / "sqlite_only.py"
    script.write_text(SQLITE_ONLY, encoding="utf-8")
    result = subprocess.run([sys.executable, str(script), str(tmp_path / "bot.sqlite3")], cwd=tmp_path,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"

"""The store is composed of concerns, each whole in its module ``store/sql/<concern>.py``: its narrow
interface (a Protocol), its SQL, its records, its schema steps, its member columns and its kinds of flow,
registered once in :data:`store.sql.CONCERNS`. These tests hold the composition honest: every concern
registered, every interface implemented by both backends as it is declared, every method promised where it
is implemented, and the schema's steps one unbroken sequence."""

from __future__ import annotations

import ast
import inspect
import pkgutil
from dataclasses import replace
from pathlib import Path

import pytest

import store
import store.sql
from store import Store
from store.base import StoreLifecycle, is_write
from store.postgres import PostgresStore
from store.sql import CONCERNS, FLOW_KINDS, MIGRATIONS, SqlStore
from store.sql.core import SqlCore
from store.sql.schema import SchemaError, assemble
from store.sqlite import SqliteStore

ROOT = Path(__file__).resolve().parents[2]
BACKENDS = (SqliteStore, PostgresStore)


def _declared(interface: type) -> dict[str, object]:
    """The methods an interface declares itself (not those of the Protocol machinery)."""
    return {name: value for name, value in vars(interface).items()
            if inspect.isfunction(value) and not name.startswith("_")}


def _shape(function: object) -> list[tuple[str, object, object]]:
    return [(p.name, p.kind, p.default) for p in inspect.signature(function).parameters.values()]


def test_every_module_that_declares_a_concern_is_registered_once():
    """A concern's module with no line in CONCERNS would be a store that silently lacks it."""
    modules = {info.name for info in pkgutil.iter_modules(store.sql.__path__)}
    source = {name: (ROOT / "store" / "sql" / f"{name}.py").read_text(encoding="utf-8") for name in modules}
    declaring = {name for name in modules if "\nCONCERN = Concern(" in source[name]}
    registered = [concern.sql.__module__.rsplit(".", 1)[1] for concern in CONCERNS]
    assert sorted(registered) == sorted(declaring)
    assert len(set(registered)) == len(registered)
    assert [concern.name for concern in CONCERNS] == registered


def test_each_interface_is_implemented_beside_it_and_by_both_backends_as_declared():
    """Each concern's SQL implements exactly its own interface's methods (the promise and the SQL sit in
    one module), no method belongs to two concerns, and both backends have every method with the
    parameters the interface declares."""
    owner: dict[str, str] = {}
    for concern in CONCERNS:
        declared = _declared(concern.interface)
        assert declared, f"{concern.name} declares no method"
        assert concern.interface._is_protocol, concern.name  # type: ignore[attr-defined]
        assert SqlCore in concern.sql.__mro__ and concern.interface in concern.sql.__mro__
        assert concern.interface.__module__ == concern.sql.__module__, concern.name
        implemented = {name for name, value in vars(concern.sql).items()
                       if callable(value) and not name.startswith("_")}
        assert implemented == set(declared), concern.name
        for name, method in declared.items():
            assert inspect.getdoc(method), f"{concern.interface.__name__}.{name} has no docstring"
            assert name not in owner, f"{name} is declared by {owner[name]} and {concern.name}"
            owner[name] = concern.name
            for backend in BACKENDS:
                assert concern.interface in backend.__mro__
                assert _shape(getattr(backend, name)) == _shape(method), f"{backend.__name__}.{name}"
    # The whole interface is the concerns' and the life cycle, nothing more.
    lifecycle = {name for name in StoreLifecycle.__abstractmethods__}
    assert set(Store.__abstractmethods__) == set(owner) | lifecycle
    assert Store in SqlStore.__mro__
    for backend in BACKENDS:
        assert not backend.__abstractmethods__, backend.__name__


def test_every_writing_method_of_an_interface_is_marked_in_its_concern():
    """The methods whose SQL opens a write transaction are marked ``@writes`` (checked on the source by
    ``test_store_package.py``); here, at run time, each marked method is one of its concern's own, and
    both backends keep the mark (a backend's override would lose PostgreSQL's retries)."""
    marked = 0
    for concern in CONCERNS:
        for name in _declared(concern.interface):
            if is_write(vars(concern.sql)[name]):
                marked += 1
                for backend in BACKENDS:
                    assert is_write(getattr(backend, name)), f"{backend.__name__}.{name}"
    assert marked >= 30


def test_the_schema_is_every_concerns_steps_in_order():
    numbers = sorted(number for concern in CONCERNS for number in concern.migrations)
    assert numbers == list(range(1, len(MIGRATIONS) + 1))
    for concern in CONCERNS:
        for number, statements in concern.migrations.items():
            assert MIGRATIONS[number - 1] == statements


def test_a_gap_or_a_step_declared_twice_is_refused():
    games, seasons = CONCERNS[0], next(c for c in CONCERNS if c.name == "seasons")
    assert assemble([replace(games, migrations={1: ("A",), 2: ("B",)})]) == (("A",), ("B",))
    with pytest.raises(SchemaError, match="gap"):
        assemble([replace(games, migrations={1: ("A",), 3: ("C",)})])
    with pytest.raises(SchemaError, match="gap"):
        assemble([replace(games, migrations={2: ("B",)})])
    with pytest.raises(SchemaError, match="both games and seasons"):
        assemble([replace(games, migrations={1: ("A",)}), replace(seasons, migrations={1: ("A2",)})])
    with pytest.raises(SchemaError, match="no statement"):
        assemble([replace(games, migrations={1: ()})])
    # A new concern's step takes the next number and lands last.
    step = ("CREATE TABLE trophies (id INTEGER)",)
    extra = replace(seasons, name="trophies", migrations={len(MIGRATIONS) + 1: step})
    assert assemble([*CONCERNS, extra])[-1] == step


def test_the_kinds_of_flow_and_the_exports_come_from_the_concerns():
    """``store.FLOW_KINDS`` is every concern's kinds (none twice), and ``from store import …`` reaches each
    concern's interface, records and kinds of flow."""
    assert len(set(FLOW_KINDS)) == len(FLOW_KINDS)
    assert set(FLOW_KINDS) == {kind for concern in CONCERNS for kind in concern.flow_kinds}
    for concern in CONCERNS:
        for exported in (concern.interface, *concern.records):
            assert getattr(store, exported.__name__) is exported
            assert exported.__name__ in store.__all__
    flows = {name: getattr(store, name) for name in store.__all__ if name.startswith("FLOW_")}
    assert set(flows.pop("FLOW_KINDS")) == set(flows.values())


def test_the_concern_modules_import_no_later_composition():
    """A concern's module stands on :mod:`store.base`, :mod:`store.members`, :mod:`store.sql.core` and the
    concerns it writes into (the outbox, flows, clocks …), never on the composition (``store.sql`` itself
    or ``store``), so registering a concern cannot make an import cycle."""
    for concern in CONCERNS:
        path = ROOT / "store" / "sql" / f"{concern.sql.__module__.rsplit('.', 1)[1]}.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in ("store.sql", "store"):
                assert all(alias.name in ("members",) for alias in node.names), f"{path.name}: {node.module}"
